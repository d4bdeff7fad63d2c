import AutoLayout
import Foundation

/// Required constraints that cannot hold in a small root, and the same tree in a roomy one: the
/// conflicts the engine detects, explains and breaks, measured against a layout of the same
/// constraints that has none.
///
/// * `row`: N views 1 point apart, equally wide, pinned to both edges of the root. In a root narrower
///   than the N − 1 points of gaps every width floor conflicts in turn: the widths break from the last
///   view's back to the second's, then the trailing pin, and every view ends 0 wide (N conflicts, each
///   naming most of the row).
/// * `nest`: N views, each inset 1 point on every side in its parent. Where the insets use up the
///   root, the inset of the view whose floor the rest of the nest needs breaks, once per axis.
public final class ConflictScenario {
    /// The two trees.
    public enum Shape: String, CaseIterable, Sendable {
        /// Equal widths in a row pinned to both edges.
        case row
        /// Insets nested N deep.
        case nest
    }

    /// The tree's shape.
    public let shape: Shape
    /// The number of views.
    public let count: Int
    /// The root's size.
    public let size: CGSize
    /// The root (its frame translated into constraints).
    public let root: View
    /// The views: left to right in a row, outermost first in a nest.
    public let views: [View]
    /// The conflicts reported, oldest first.
    public private(set) var conflicts: [LayoutConflict] = []

    /// Builds the views and activates the constraints; nothing is laid out before ``layout()``.
    public init(shape: Shape, count: Int, size: CGSize) throws(LayoutError) {
        self.shape = shape
        self.count = count
        self.size = size
        root = View(frame: CGRect(x: 0, y: 0, width: size.width, height: size.height))
        var views: [View] = []
        views.reserveCapacity(count)
        switch shape {
        case .row:
            for _ in 0..<count {
                let view = View()
                view.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(view)
                views.append(view)
            }
            var constraints = [views[0].leadingAnchor.constraint(equalTo: root.leadingAnchor)]
            for index in 1..<count {
                constraints.append(views[index].leadingAnchor.constraint(equalTo: views[index - 1].trailingAnchor, constant: 1))
            }
            constraints.append(views[count - 1].trailingAnchor.constraint(equalTo: root.trailingAnchor))
            for view in views.dropFirst() { constraints.append(view.widthAnchor.constraint(equalTo: views[0].widthAnchor)) }
            for view in views {
                constraints.append(view.topAnchor.constraint(equalTo: root.topAnchor))
                constraints.append(view.heightAnchor.constraint(equalToConstant: 10))
            }
            try LayoutConstraint.activate(constraints)
        case .nest:
            var parent = root
            var constraints: [LayoutConstraint] = []
            for _ in 0..<count {
                let view = View()
                view.translatesAutoresizingMaskIntoConstraints = false
                parent.addSubview(view)
                constraints.append(view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 1))
                constraints.append(view.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -1))
                constraints.append(view.topAnchor.constraint(equalTo: parent.topAnchor, constant: 1))
                constraints.append(view.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -1))
                views.append(view)
                parent = view
            }
            try LayoutConstraint.activate(constraints)
        }
        self.views = views
        root.diagnosticHandler = { [unowned self] diagnostic in
            if let conflict = diagnostic.conflict { self.conflicts.append(conflict) }
        }
    }

    /// Lays the tree out.
    public func layout() {
        root.layoutIfNeeded()
    }

    /// How many conflicts the layout must report: one per view of a row that does not fit (N), and one
    /// per axis that a nest does not fit.
    public var expectedConflicts: Int {
        switch shape {
        case .row: return CGFloat(count - 1) > size.width ? count : 0
        case .nest: return (firstBroken(size.width) < count ? 1 : 0) + (firstBroken(size.height) < count ? 1 : 0)
        }
    }

    /// The first view of the nest whose inset cannot hold in a root `extent` long (`count` if none).
    private func firstBroken(_ extent: CGFloat) -> Int {
        var index = 0
        while index < count, extent - 2 - 2 * CGFloat(index) >= 0 { index += 1 }
        return index
    }

    /// The frame the constraints, and the engine's choice of what to break, give the view at `index`.
    public func expectedFrame(_ index: Int) -> CGRect {
        switch shape {
        case .row:
            if CGFloat(count - 1) > size.width { return CGRect(x: CGFloat(index), y: 0, width: 0, height: 10) }
            let width = (size.width - CGFloat(count - 1)) / CGFloat(count)
            return CGRect(x: CGFloat(index) * (width + 1), y: 0, width: width, height: 10)
        case .nest:
            // Below the broken inset, each view is as large as the nest under it needs: 2 points a level.
            func extent(_ length: CGFloat) -> CGFloat {
                index < firstBroken(length) ? length - 2 - 2 * CGFloat(index) : 2 * CGFloat(count - 1 - index)
            }
            return CGRect(x: 1, y: 1, width: extent(size.width), height: extent(size.height))
        }
    }

    /// Checks every view's frame and the number of conflicts.
    public func check() throws(LayoutCheckFailure) {
        for (index, view) in views.enumerated() {
            let frame = view.frame
            let expected = expectedFrame(index)
            let tolerance = 1e-6 * max(1, abs(expected.maxX), abs(expected.maxY))
            if abs(frame.minX - expected.minX) > tolerance || abs(frame.minY - expected.minY) > tolerance
                || abs(frame.width - expected.width) > tolerance || abs(frame.height - expected.height) > tolerance
            {
                throw LayoutCheckFailure("\(shape.rawValue) N=\(count) in \(size): view \(index) at \(frame), expected \(expected)")
            }
        }
        if conflicts.count != expectedConflicts {
            throw LayoutCheckFailure(
                "\(shape.rawValue) N=\(count) in \(size): \(conflicts.count) conflicts, expected \(expectedConflicts)")
        }
    }
}
