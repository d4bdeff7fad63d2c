import Foundation

extension View {
    /// Tells the layout that the baseline offsets changed: constraints on the baselines are rebuilt.
    public func invalidateBaselines() {
        guard let engine = engineIfRegistered else { return }
        engine.attributeOffsetsDidChange(of: self) { $0 == .firstBaseline || $0 == .lastBaseline }
    }
}
