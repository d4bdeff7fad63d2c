import AutoLayout
import Foundation

/// A settings-style list: N rows of (title label, detail label, switch) in a column, built either with
/// stack views (a vertical stack of horizontal stacks) or with the equivalent constraints written by
/// hand, so that the cost of the stack views is measured against a baseline with the same frames.
///
/// The views are real: a 17-point title `Label` ("Setting 12", hugging 251 as Interface Builder gives
/// labels), a 17-point detail `Label` ("Detail for row 12") and a `Switch` (51 × 31, hugging 750).
/// Each row is 31 tall (the switch), the title is as wide as its text, the detail stretches to fill
/// what is left (its text truncated where it does not fit), and the labels (20 tall) are centred on
/// the switch. Both styles measure the same texts, so they differ only in how the constraints are made.
public final class StackRowsScenario {
    /// How the rows are built.
    public enum Style: String, CaseIterable, Sendable {
        /// `StackView`s: one vertical stack of horizontal row stacks (spacing 8, centred).
        case stackViews
        /// Plain views and anchors: each row a container with its three views chained edge to edge.
        case handWritten
    }

    /// How this scenario was built.
    public let style: Style
    /// The number of rows.
    public let rows: Int
    /// The root (its frame translated into constraints), 375 wide.
    public let root: View
    /// The row containers (stacks, or plain views), top to bottom.
    public let rowViews: [View]
    /// Each row's title, detail and switch.
    public let items: [[View]]

    /// The root's width before any resize.
    public static let initialWidth: CGFloat = 375

    /// Builds the rows and activates the constraints (the hand-written ones in one batch); nothing is
    /// laid out before ``layout()``.
    public init(style: Style, rows: Int) throws(LayoutError) {
        self.style = style
        self.rows = rows
        root = View(frame: CGRect(x: 0, y: 0, width: StackRowsScenario.initialWidth, height: 800))
        var items: [[View]] = []
        items.reserveCapacity(rows)
        for index in 0..<rows {
            let title = Label(text: StackRowsScenario.title(index))
            title.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
            let detail = Label(text: StackRowsScenario.detail(index))
            let toggle = Switch()
            toggle.translatesAutoresizingMaskIntoConstraints = false
            items.append([title, detail, toggle])
        }
        self.items = items
        switch style {
        case .stackViews: rowViews = try StackRowsScenario.buildStacks(items, in: root)
        case .handWritten: rowViews = try StackRowsScenario.buildByHand(items, in: root)
        }
    }

    /// The title of row `index`.
    public static func title(_ index: Int) -> String { "Setting \(index)" }

    /// The detail text of row `index`.
    public static func detail(_ index: Int) -> String { "Detail for row \(index)" }

    private static func buildStacks(_ items: [[View]], in root: View) throws(LayoutError) -> [View] {
        let rows = items.map { row -> StackView in
            let stack = StackView(arrangedSubviews: row)
            stack.spacing = 8
            stack.alignment = .center
            return stack
        }
        let column = StackView(arrangedSubviews: rows)
        column.axis = .vertical
        column.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(column)
        try LayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: root.topAnchor),
            column.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        return rows
    }

    private static func buildByHand(_ items: [[View]], in root: View) throws(LayoutError) -> [View] {
        let column = View()
        column.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(column)
        var constraints = [
            column.topAnchor.constraint(equalTo: root.topAnchor),
            column.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ]
        var rows: [View] = []
        rows.reserveCapacity(items.count)
        var previous: View?
        for views in items {
            let row = View()
            row.translatesAutoresizingMaskIntoConstraints = false
            column.addSubview(row)
            let (title, detail, toggle) = (views[0], views[1], views[2])
            for view in views { row.addSubview(view) }
            constraints += [
                row.leadingAnchor.constraint(equalTo: column.leadingAnchor),
                row.trailingAnchor.constraint(equalTo: column.trailingAnchor),
                row.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? column.topAnchor),
                title.leadingAnchor.constraint(equalTo: row.leadingAnchor),
                detail.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
                toggle.leadingAnchor.constraint(equalTo: detail.trailingAnchor, constant: 8),
                toggle.trailingAnchor.constraint(equalTo: row.trailingAnchor),
                toggle.topAnchor.constraint(equalTo: row.topAnchor),
                toggle.bottomAnchor.constraint(equalTo: row.bottomAnchor),
                title.centerYAnchor.constraint(equalTo: toggle.centerYAnchor),
                detail.centerYAnchor.constraint(equalTo: toggle.centerYAnchor),
            ]
            rows.append(row)
            previous = row
        }
        if let previous { constraints.append(column.bottomAnchor.constraint(equalTo: previous.bottomAnchor)) }
        try LayoutConstraint.activate(constraints)
        return rows
    }

    /// The first layout pass.
    public func layout() {
        root.layoutIfNeeded()
    }

    /// Gives the root a new width and lays it out again.
    public func resize(to width: CGFloat) {
        root.frame = CGRect(x: 0, y: 0, width: width, height: root.frame.height)
        root.layoutIfNeeded()
    }

    /// Checks the first, a middle and the last row at the current width: rows 31 tall and stacked;
    /// the title at 0 as wide as its text (measured here, rounded up), the detail 8 after it filling what
    /// the switch and its 8 leave, labels (one line, 19.79 → 20 tall) centred on the switch 5.5 down.
    public func check() throws(LayoutCheckFailure) {
        let width = root.frame.width
        let font = Font.systemFont(ofSize: Font.labelFontSize)
        let measurer = DefaultTextMeasurer()
        let labelHeight = measurer.metrics(of: font).lineHeight.rounded(.up)
        let labelTop = (Switch.size.height - labelHeight) / 2
        for index in Set([0, rows / 2, rows - 1]).sorted() {
            let titleWidth = measurer.width(of: StackRowsScenario.title(index), in: font).rounded(.up)
            let detailWidth = width - titleWidth - 16 - Switch.size.width
            let expected: [(View, CGRect)] = [
                (rowViews[index], CGRect(x: 0, y: 31 * CGFloat(index), width: width, height: 31)),
                (items[index][0], CGRect(x: 0, y: labelTop, width: titleWidth, height: labelHeight)),
                (items[index][1], CGRect(x: titleWidth + 8, y: labelTop, width: detailWidth, height: labelHeight)),
                (items[index][2], CGRect(x: width - 51, y: 0, width: 51, height: 31)),
            ]
            for (view, frame) in expected {
                let f = view.frame
                let close =
                    abs(f.minX - frame.minX) <= 1e-6 && abs(f.minY - frame.minY) <= 1e-6
                    && abs(f.width - frame.width) <= 1e-6 && abs(f.height - frame.height) <= 1e-6
                if !close {
                    throw LayoutCheckFailure("\(style.rawValue) row \(index): \(view) is \(f), expected \(frame)")
                }
            }
        }
    }
}
