// Seed snippets covered here: none (seed 003's stack view fitting size is in Seed003AnatomyTests);
// these tests check UIStackView itself.
import Testing
import UIKit

/// `UIStackView` is a `UIView` with the engine's stacking role.
@MainActor
struct UIStackViewTests {
    static let bodyText =
        "Arranged subviews sit edge to edge with the spacing between them, and each is as wide as the column."

    @Test func aStackIsAUIViewAndArrangesUIViews() {
        let title = UILabel()
        let scroll = UIScrollView()
        let stack = UIStackView(arrangedSubviews: [title, scroll])
        let asView: UIView = stack
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(asView)
        #expect(root.subviews.first === stack)
        #expect(stack.arrangedSubviews.count == 2)
        #expect(stack.arrangedSubviews[1] === scroll)
        #expect(stack.subviews.count == 2)
        #expect(!title.translatesAutoresizingMaskIntoConstraints)
        stack.removeArrangedSubview(scroll)
        #expect(stack.arrangedSubviews.map { ObjectIdentifier($0) } == [ObjectIdentifier(title)])
        #expect(scroll.superview === stack)
        title.removeFromSuperview()
        #expect(stack.arrangedSubviews.isEmpty)
    }

    /// A column of two labels, 8 apart, aligned to the leading edge, pinned inside a plain view.
    @Test func columnOfLabelsInsideAView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let name = UILabel()
        name.text = "Name"
        let detail = UILabel()
        detail.text = "A longer detail line"
        let stack = UIStackView(arrangedSubviews: [name, detail])
        stack.axis = .vertical
        stack.spacing = 8
        stack.alignment = .leading
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
        ])
        root.layoutIfNeeded()
        // 17-point DejaVu Sans: "Name" measures 51 × 20 (as in the seed snippets).
        #expect(name.intrinsicContentSize == CGSize(width: 51, height: 20))
        let d = detail.intrinsicContentSize
        #expect(d.width > 51 && d.height == 20)
        expectFrame(name, 0, 0, 51, 20)
        expectFrame(detail, 0, 28, d.width, 20)
        expectFrame(stack, 20, 100, d.width, 48)
        #expect(root.layoutDiagnostics.isEmpty)
        // Hiding collapses the label and the spacing before it.
        name.isHidden = true
        root.layoutIfNeeded()
        expectFrame(detail, 0, 0, d.width, 20)
        expectFrame(stack, 20, 100, d.width, 20)
    }

    /// A row that fills: a multi-line `UILabel` gets half the row less half the spacing (UIKit's
    /// text-width disambiguation, at its compression resistance + 10), the switch the other half.
    @Test func multiLineUILabelGetsAnEqualShareOfAFillingRow() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let label = UILabel()
        label.text = UIStackViewTests.bodyText
        label.numberOfLines = 0
        let toggle = UISwitch()
        let row = UIStackView(arrangedSubviews: [label, toggle])
        row.spacing = 8
        row.alignment = .top
        row.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(row)
        NSLayoutConstraint.activate([
            row.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            row.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            row.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
        ])
        root.layoutIfNeeded()
        let share: CGFloat = (335 - 8) / 2
        #expect(label.frame.width == share)
        // The label wraps at its share, so it is several lines tall.
        #expect(label.frame.height == label.intrinsicContentSize.height)
        #expect(label.frame.height > 3 * 20)
        expectFrame(toggle, share + 8, 0, share, 31)
        // A switch that hugs above the share keeps its own width; the label takes the rest.
        toggle.setContentHuggingPriority(UILayoutPriority(761), for: .horizontal)
        root.layoutIfNeeded()
        expectFrame(toggle, 284, 0, 51, 31)
        #expect(label.frame.width == 276)
    }

    @Test func customSpacingAndMarginsRelativeArrangement() {
        let a = UIView()
        let b = UIView()
        let c = UIView()
        for view in [a, b, c] {
            view.widthAnchor.constraint(equalToConstant: 40).isActive = true
            view.heightAnchor.constraint(equalToConstant: 30).isActive = true
        }
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.spacing = 10
        stack.setCustomSpacing(30, after: a)
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = UIEdgeInsets(top: 5, left: 6, bottom: 7, right: 8)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.leftAnchor.constraint(equalTo: root.leftAnchor),
        ])
        root.layoutIfNeeded()
        #expect(stack.customSpacing(after: a) == 30)
        #expect(stack.customSpacing(after: b) == UIStackView.spacingUseDefault)
        expectFrame(a, 6, 5, 40, 30)
        expectFrame(b, 76, 5, 40, 30)
        expectFrame(c, 126, 5, 40, 30)
        expectFrame(stack, 0, 0, 174, 42)
    }

    /// An index out of range is reported in the tree's diagnostics (UIKit raises) and changes nothing.
    @Test func insertingOutOfRangeIsReported() {
        let stack = UIStackView()
        stack.insertArrangedSubview(UIView(), at: 2)
        #expect(stack.arrangedSubviews.isEmpty)
        #expect(stack.layoutDiagnostics.count == 1)
        #expect(stack.layoutDiagnostics.first?.message.contains("index") == true)
    }
}
