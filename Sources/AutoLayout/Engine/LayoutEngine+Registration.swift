import Foundation
internal import Cassowary

extension LayoutEngine {
    /// What the engine keeps for a view it lays out, at the view's slot (`View.engineIndex`): the
    /// view's side of the registry, the read-back and the floors. The view holds only the slot;
    /// unregistering drops the record, so nothing is cleared on the view by hand.
    ///
    /// Trivially copyable, so that the loops reading it for every view count no references; the
    /// view's own constraints, which are objects, are in ``OwnConstraints`` at the same slot.
    struct Registration {
        /// The view, unretained (see ``ViewReference``).
        let view: ViewReference
        /// How many constraints (and translated subviews) the engine holds that need the view's variables.
        var references: Int32 = 0
        /// The solver's handles of the view's four variables, read once they are in the solver: valid
        /// while `handlesAreValid` and the engine's handle epoch is `handlesEpoch`.
        var handles = EngineHandles()
        /// The engine's handle epoch when `handles` were read.
        var handlesEpoch = 0
        var handlesAreValid = false
        /// Whether a constraint built since the view registered names its size, per axis: such views
        /// add their content size constraints first (see `addAwaitingOwnConstraints`).
        var hasExplicitSize = PerAxis(repeating: false)
        /// Whether the translated constraints name the superview, which they then hold a use of.
        var translationReferencesSuperview = false
        /// The size floors added for the view (see ``SizeFloors``).
        var floors: SizeFloors

        /// A new view's record; guides may come out negative (margins wider than a small view), as in
        /// UIKit, so only views get floors.
        init(view: borrowing View) {
            floors = SizeFloors(isEligible: !view.isLayoutGuideBody)
            self.view = ViewReference(view: view)
        }
    }

    /// The constraints the engine made for a registered view from its own state, at the view's slot.
    struct OwnConstraints {
        /// The constraints that translate the view's frame and autoresizing mask.
        var translated: [AutoresizingMaskLayoutConstraint] = []
        /// The hugging and compression resistance constraints, one per axis.
        var contentSize = PerAxis<ContentSizeLayoutConstraint?>(repeating: nil)

        /// Whether the record holds no constraint.
        var isEmpty: Bool { translated.isEmpty && contentSize[0] == nil && contentSize[1] == nil }
    }
}
