import Foundation
internal import Cassowary

// The view registry: a view gets a slot and four variables while some constraint names it, and
// leaves when the last one goes.
extension LayoutEngine {
    /// Counts one more use of a view's variables, registering it on the first.
    @inline(__always) func retain(_ view: View) {
        let index = view.engineIndex
        if index < 0 { return register(view) }
        registry[index].references += 1
    }

    /// Counts one use fewer, unregistering the view on the last.
    func release(_ view: View) {
        // A view the engine already let go (its subtree left the tree) holds no use to give back:
        // counted below zero, it was never registered again, and its next constraint read variables
        // that did not exist.
        guard view.engineIndex >= 0 else { return }
        registry[view.engineIndex].references -= 1
        if registry[view.engineIndex].references == 0 { unregister(view) }
    }

    private func register(_ view: View) {
        let index = registry.add(view)
        view.engineIndex = index
        view.registeringEngine = self
        batch.newVariables += 4
        own.awaiting.append(ViewReference(view: view))
    }

    /// Notes that a constraint names a registered view's size on an axis (0 horizontal, 1 vertical).
    @inline(__always) func sizeIsNamed(of view: View, axis: Int) {
        registry[view.engineIndex].hasExplicitSize[axis] = true
    }

    /// Adds the own constraints of the views registered since the last commit.
    ///
    /// Equal priorities can tie (two labels that both resist compression at 750 and do not both fit:
    /// any split loses the same). UIKit settles such ties by the order its engine meets the
    /// constraints; so does this engine, deterministically: on each axis, views whose size a constraint
    /// names directly come first, then views in the order they were registered (tree order for the
    /// constraints of a pass). The view met first ends up larger: it keeps its compression resistance
    /// and gives up its hugging first (seed 004's label stretches next to its text field; of two long
    /// labels the first keeps its text).
    ///
    /// A view's two sides with optional priorities are one split equality, and the solver settles ties
    /// among those at a level below every priority, by the order they were added: the outcome is the
    /// same whatever led to it (the first layout, a resize, or a window's frame constrained after its
    /// content).
    func addAwaitingOwnConstraints() {
        // One buffer of the constraints made serves every round and axis. Filtered copies per axis and
        // their closures were allocations on every commit, which a table cell's first layout felt.
        var made: [ContentSizeLayoutConstraint] = []
        var next = 0
        while next < own.awaiting.count {
            let range = next..<own.awaiting.count
            next = own.awaiting.count
            // The views are held (an `intrinsicContentSize` override may change the tree) in one array;
            // the groups below index it rather than copy it, each copy a retain and a release per view.
            var views: [View] = []
            views.reserveCapacity(range.count)
            for index in range {
                own.awaiting[index].withView { if $0.engineIndex >= 0 { views.append($0) } }
            }
            // Which views are sized by their content, read for every view before any of them adds its
            // constraints, as the groups were; the intrinsic sizes, and whether a constraint names each
            // size, are read after the translated views' constraints are made, into the same array.
            var sized: [(index: Int, size: CGSize, explicit: PerAxis<Bool>)] = []
            sized.reserveCapacity(views.count)
            // Each view is read through `views`, which holds it: retained for each read, it cost three
            // atomic increments and decrements per view and round.
            for index in views.indices
            where !views.withUnretained(at: index, { $0.translatesAutoresizingMaskIntoConstraints }) {
                sized.append((index, .zero, PerAxis(repeating: false)))
            }
            // Room for the round at once: at most four own constraints a view (a hugging and a
            // compression resistance constraint per axis, or four translated ones of up to two terms).
            // Reserved per axis, the buffers were allocated at the first translated constraint and
            // again at each axis; the commit releases them.
            own.rows.reserveCapacity(constraints: 4 * views.count, terms: 4 * views.count + 4 * (views.count - sized.count))
            own.owners.reserveCapacity(own.owners.count + 4 * views.count)
            var nextSized = 0
            // One read of the host's direction for the round's translated views, as the flush reads it
            // once for its constraints.
            let resolver = AttributeResolver(host: hostLayoutDirection)
            for index in views.indices {
                if nextSized < sized.count, sized[nextSized].index == index {
                    nextSized += 1
                } else {
                    views.withUnretained(at: index) {
                        addOwnConstraints(of: $0, axes: LayoutConstraint.Axis.allCases, resolver)
                    }
                }
            }
            made.reserveCapacity(sized.count)
            // The flags are read with the size, in the one visit to each view: read in each of the four
            // passes below, they were a cache miss per view and pass in a large tree. Only building a
            // constraint sets them, and no constraint is built until this commit's batch is added.
            for position in sized.indices {
                views.withUnretained(at: sized[position].index) { view in
                    sized[position].size = view.intrinsicContentSize
                    // An `intrinsicContentSize` override may have taken the view out.
                    if view.engineIndex >= 0 { sized[position].explicit = registry[view.engineIndex].hasExplicitSize }
                }
            }
            for axis in LayoutConstraint.Axis.allCases {
                // Views whose size a constraint names first, then the rest, each group in order (making a
                // content size constraint does not change which views have their size named).
                made.removeAllKeepingCapacity()
                for pass in 0..<2 {
                    let explicit = pass == 0
                    for (index, size, named) in sized where named[axis.rawValue] == explicit {
                        if let constraint = views.withUnretained(at: index, {
                            makeContentSizeConstraint(of: $0, axis: axis, size: size)
                        }) {
                            made.append(constraint)
                        }
                    }
                }
                // Compression resistance first to last, hugging last to first: the view met first
                // keeps its size when squeezed and is the one stretched when there is room.
                for constraint in made { appendOwn(constraint, hug: false) }
                for constraint in made.reversed() { appendOwn(constraint, hug: true) }
            }
        }
        own.awaiting = []
    }

    private func unregister(_ view: View) {
        solverTouched = true
        removeOwnConstraints(of: view)
        for floor in registry[view.engineIndex].floors.added {
            forgetHandles()
            removeDeferring(tag: floor)
        }
        registry.remove(at: view.engineIndex)
        // The slot goes to the next view registered: its ids must not find this view's symbols.
        for index in 0..<4 { solver.retire(id: view.engineVariable(index)) }
        view.engineIndex = -1
        view.registeringEngine = nil
    }
}
