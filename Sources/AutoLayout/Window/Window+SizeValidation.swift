import Foundation

extension Window {
    /// Sets the window's size, refusing one the layout cannot use.
    /// - Throws: ``LayoutError/invalidWindowSize(_:)`` when a dimension is not finite or is negative;
    ///   the size is then unchanged.
    public func setSize(_ newSize: CGSize) throws(LayoutError) {
        guard Self.isValid(newSize) else { throw .invalidWindowSize(newSize) }
        size = newSize
    }

    /// Whether both dimensions are finite and not negative.
    static func isValid(_ size: CGSize) -> Bool {
        size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0
    }

    /// Reports a refused size as a diagnostic, as UIKit logs the changes it ignores.
    func reportRefused(_ size: CGSize) {
        let error = LayoutError.invalidWindowSize(size)
        report(LayoutDiagnostic(kind: .rejectedChange(error), message: error.description))
    }
}
