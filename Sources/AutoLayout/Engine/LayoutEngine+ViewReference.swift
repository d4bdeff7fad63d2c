import Foundation
internal import Cassowary

extension LayoutEngine {
    /// A view the engine refers to without keeping it alive: the tree's root owns the engine and the
    /// tree owns its views, so a view outlives its slot (views leave the engine before the tree).
    struct ViewReference {
        private let reference: Unmanaged<View>
        /// `view` is borrowed: an initializer's arguments are otherwise passed owned, a retain and a
        /// release per slot made.
        init(view: borrowing View) { reference = .passUnretained(copy view) }
        var view: View { reference.takeUnretainedValue() }
        /// Calls `body` with the view without retaining it (the tree keeps it alive), for the loops
        /// that visit every moved view.
        @inline(__always) func withView<Result>(_ body: (View) -> Result) -> Result {
            reference.withBorrowed(body)
        }
    }
}
