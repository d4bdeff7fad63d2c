/// The texts of the constraints that the conflicts of one flush name, each made once: in a long chain
/// every conflict of a flush names most of the chain, and describing each member again for each one
/// made reporting quadratic in the chain's length with a large constant.
final class ConflictTexts {
    private var descriptions: [ObjectIdentifier: String] = [:]
    private var equations: [ObjectIdentifier: String] = [:]
    private var sizeReads: [ObjectIdentifier: [(View, Bool)]] = [:]

    /// The constraint's `description`, as UIKit's log lists it.
    func description(of constraint: LayoutConstraint) -> String {
        let key = ObjectIdentifier(constraint)
        if let text = descriptions[key] { return text }
        let text = constraint.description
        descriptions[key] = text
        return text
    }

    /// The constraint as an equation in words (``ConstraintPhrase/equation(_:)``).
    func equation(of constraint: LayoutConstraint) -> String {
        let key = ObjectIdentifier(constraint)
        if let text = equations[key] { return text }
        let text = ConstraintPhrase.equation(constraint)
        equations[key] = text
        return text
    }

    /// The superviews whose size the constraint reads, with whether across (`true`) or down, made by
    /// `make` the first time.
    func sizeReads(of constraint: LayoutConstraint, _ make: (LayoutConstraint) -> [(View, Bool)]) -> [(View, Bool)] {
        let key = ObjectIdentifier(constraint)
        if let reads = sizeReads[key] { return reads }
        let reads = make(constraint)
        sizeReads[key] = reads
        return reads
    }
}
