import Foundation
internal import Cassowary

extension LayoutConstraint {
    /// The largest magnitude of a constant or multiplier the engine takes, 1e9 points: past it, a
    /// change and its reverse no longer leave the frames exact to 1e-6 (see `Solver.maximumMagnitude`).
    public static let maximumMagnitude = CGFloat(Solver.maximumMagnitude)

    /// The limit with the sign of `value` when a finite `value` is past it; `nil` when it is within.
    static func limited(_ value: CGFloat) -> CGFloat? {
        guard value.isFinite, abs(value) > maximumMagnitude else { return nil }
        return value < 0 ? -maximumMagnitude : maximumMagnitude
    }

    /// Reports that `value`, given as the constant (or the multiplier), was replaced by the limit, in
    /// the words of UIKit's log for it.
    func reportExceedingLimit(_ value: CGFloat, isMultiplier: Bool = false) {
        let number = isMultiplier ? "multiplier" : "constant"
        let message =
            "This LayoutConstraint is being configured with a \(number) that exceeds internal limits. "
            + "A smaller value will be substituted, but this problem should be fixed. "
            + "\(description) was given \(format(value)); the limit is ±\(format(LayoutConstraint.maximumMagnitude))."
        report(LayoutDiagnostic(kind: .numberExceedsLimit(self, value: value), message: message))
    }
}
