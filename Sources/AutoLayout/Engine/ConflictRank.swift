/// Which of required constraints that cannot all hold breaks, in layout and in fitting alike: the
/// highest ranked, the most recently activated, a constraint the app made before one the system made
/// (the system's own break only when nothing else is there), as UIKit's engine chooses.
struct ConflictRank: Comparable {
    let isSystem: Bool
    let stamp: UInt64

    /// The rank of a layout constraint.
    init(_ constraint: LayoutConstraint) {
        isSystem = constraint.isSystemConstraint
        stamp = constraint.activationStamp
    }

    /// The rank of the rows a fit makes itself (content sizes, the target size): system constraints,
    /// made last.
    static let fitting = ConflictRank(isSystem: true, stamp: .max)

    private init(isSystem: Bool, stamp: UInt64) {
        self.isSystem = isSystem
        self.stamp = stamp
    }

    /// A system constraint ranks below the app's; among the same kind, the older below the newer.
    static func < (lhs: ConflictRank, rhs: ConflictRank) -> Bool {
        lhs.isSystem != rhs.isSystem ? lhs.isSystem : lhs.stamp < rhs.stamp
    }
}
