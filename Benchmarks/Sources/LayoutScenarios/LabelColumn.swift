import AutoLayout
import Foundation

/// A column of N multi-line labels, each pinned 16 points from the sides of a 320-point root and 8
/// below the one above, whose text wraps to two lines at the 288 points the layout gives it; or, as the
/// baseline, the same column of views with a fixed intrinsic size (288 × 40, what the labels end up).
///
/// The labels' first solve measures each text on one line; their widths come out, they wrap and the
/// column is solved again with two-line heights (UIKit's two-pass layout of multi-line labels).
public struct LabelColumn {
    /// The root view.
    public let root: View
    /// The column's views, top to bottom.
    public let views: [View]
    /// Whether the views are labels (or the fixed-size baseline).
    public let usesLabels: Bool

    /// The text of row `index`: two lines at 288 points in the 17-point system font for any index below 1000.
    public static func text(_ index: Int) -> String {
        "Row \(index): Auto Layout rebuilt in pure Swift, with text that wraps."
    }

    /// Builds the column (constraints activated, nothing laid out yet).
    public init(size: Int, labels: Bool) throws {
        root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 60 * CGFloat(size) + 16))
        usesLabels = labels
        var views: [View] = []
        var constraints: [LayoutConstraint] = []
        views.reserveCapacity(size)
        for index in 0..<size {
            let view: View
            if labels {
                let label = Label(text: LabelColumn.text(index))
                label.numberOfLines = 0
                view = label
            } else {
                view = IntrinsicSizeView(width: 288, height: 40)
            }
            root.addSubview(view)
            constraints.append(view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16))
            constraints.append(view.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16))
            if let above = views.last {
                constraints.append(view.topAnchor.constraint(equalTo: above.bottomAnchor, constant: 8))
            } else {
                constraints.append(view.topAnchor.constraint(equalTo: root.topAnchor, constant: 8))
            }
            views.append(view)
        }
        try LayoutConstraint.activate(constraints)
        self.views = views
    }

    /// Lays the column out (both passes for labels).
    public func layout() {
        root.layoutIfNeeded()
    }

    /// Throws unless every row is 288 × 40 at its place, and every label shows two lines.
    public func check() throws(LayoutCheckFailure) {
        for (index, view) in views.enumerated() {
            let expected = CGRect(x: 16, y: 8 + 48 * CGFloat(index), width: 288, height: 40)
            if view.frame != expected {
                throw LayoutCheckFailure("row \(index): \(view.frame), expected \(expected)")
            }
            if let label = view as? Label, label.textLayout.lines.count != 2 {
                throw LayoutCheckFailure("row \(index): \(label.textLayout.lines.count) lines, expected 2")
            }
        }
    }
}
