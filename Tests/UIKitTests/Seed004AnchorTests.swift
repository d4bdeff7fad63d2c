import Testing
import UIKit

// Seed 004 (NSLayoutAnchor, priorities, activation), its Swift snippets unchanged inside each test:
// - snapKitCentreAndSizeAnchorEquivalent: the anchor equivalent of `make.center.equalToSuperview()`
//   and `make.width.height.equalTo(100)`, and of `make.width.equalTo(superview).multipliedBy(0.8)`.
// - relationsTable: `viewA.leadingAnchor.constraint(equalTo: viewB.leadingAnchor)`,
//   `(greaterThanOrEqualTo: viewB.trailingAnchor)`, `viewA.trailingAnchor.constraint(lessThanOrEqualTo:
//   container.trailingAnchor)`.
// - systemSpacingAfterAndBelow: the six system-spacing factories (8 points times the multiplier).
// - dimensionConstantsAndMultipliers: `view.widthAnchor.constraint(equalToConstant: 100)`,
//   `view.heightAnchor.constraint(greaterThanOrEqualToConstant: 50)` and the four `viewA.…Anchor
//   .constraint(…, multiplier: …[, constant: …])` lines.
// - anchorWithOffsetIsTheSpaceBetween: the "1. 常规写法" and "2. anchorWithOffset 写法" lines. The seed
//   calls them the same; they are mirror images (A after B, then B after A), as in UIKit.
// - constantMultiplierAndPriority: the constant (20, -10), size, multiplier and `.defaultHigh` lines.
// - myViewHasAnIntrinsicSize: `class MyView` verbatim and `myView.invalidateIntrinsicContentSize()`.
// - priorityValues: `UILayoutPriority(600)` and the four named priorities.
// - longLabelsCaseOne / longLabelsCaseThree: the `LayoutPriorityViewController` properties and its
//   `viewDidLoad` body, then the `setupOtherConstraint` additions of cases 1 and 3.
// - activatingAndDeactivating / identifiers: the `c.isActive` lines, the activate / deactivate
//   blocks (the deactivate block makes new, inactive constraints, so it deactivates nothing, as in
//   UIKit), and the three identifier snippets.
// Covered elsewhere: the centred button (SeedSnippetTests.buttonCentredWithFixedSize), the label and
// text field row and its hugging lines, and long labels case 2 (SeedSnippetTests).
// A view whose `intrinsicContentSize` override reads its own stored property needs that property
// `nonisolated(unsafe)` here (GrowingView in myViewHasAnIntrinsicSize), for the same reason as below.
// `LayoutPriorityViewController` itself is compiled and laid out as a class in UIKitSwift5Tests
// (Swift 5 mode): its `viewDidLoad` overrides the engine's nonisolated hook, so reading the class's
// main-actor labels in it is a Swift 6 isolation warning in this target (see
// Docs/UIKitCompatibility.md, What differs); its members are used unchanged in the tests here. The `open class NSLayoutAnchor…` / `public struct UILayoutPriority` listings are
// declarations from the SDK, checked by using them.
class MyView: UIView {
override var intrinsicContentSize: CGSize {
return CGSize(width: 80, height: 32)
}
}

@MainActor
struct Seed004AnchorTests {
    func pair(_ size: CGSize = CGSize(width: 375, height: 667)) -> (UIView, UIView, UIView) {
        let container = UIView(frame: CGRect(origin: .zero, size: size))
        let viewA = UIView()
        let viewB = UIView()
        for view in [viewA, viewB] {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
        return (container, viewA, viewB)
    }

    @Test func snapKitCentreAndSizeAnchorEquivalent() {
        let (superview, button, _) = pair()
        NSLayoutConstraint.activate([
            button.centerXAnchor.constraint(equalTo: superview.centerXAnchor),
            button.centerYAnchor.constraint(equalTo: superview.centerYAnchor),
            button.widthAnchor.constraint(equalToConstant: 100),
            button.heightAnchor.constraint(equalToConstant: 100),
        ])
        superview.layoutIfNeeded()
        expectFrame(button, 137.5, 283.5, 100, 100)
        let (other, box, _) = pair()
        NSLayoutConstraint.activate([
            box.widthAnchor.constraint(equalTo: other.widthAnchor, multiplier: 0.8),
            box.heightAnchor.constraint(equalToConstant: 10),
            box.topAnchor.constraint(equalTo: other.topAnchor),
            box.leadingAnchor.constraint(equalTo: other.leadingAnchor),
        ])
        other.layoutIfNeeded()
        expectFrame(box, 0, 0, 300, 10)
    }

    /// viewB 10 from the left and 50 wide; viewA 100 wide, placed by each relation in turn.
    @Test func relationsTable() {
        let (container, viewA, viewB) = pair()
        NSLayoutConstraint.activate([
            viewB.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            viewB.widthAnchor.constraint(equalToConstant: 50),
            viewA.widthAnchor.constraint(equalToConstant: 100),
        ] + [viewA, viewB].flatMap { [$0.topAnchor.constraint(equalTo: container.topAnchor), $0.heightAnchor.constraint(equalToConstant: 10)] })
        let equal = viewA.leadingAnchor.constraint(equalTo: viewB.leadingAnchor)
        equal.isActive = true
        container.layoutIfNeeded()
        expectFrame(viewA, 10, 0, 100, 10)
        equal.isActive = false
        let atLeast = viewA.leadingAnchor.constraint(greaterThanOrEqualTo: viewB.trailingAnchor)
        let atMost = viewA.trailingAnchor.constraint(lessThanOrEqualTo: container.trailingAnchor)
        // An optional pull to the left edge, then one far right: the inequalities hold viewA between.
        let near = viewA.leadingAnchor.constraint(equalTo: container.leadingAnchor)
        near.priority = .defaultHigh
        let far = viewA.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 1000)
        far.priority = .defaultHigh
        NSLayoutConstraint.activate([atLeast, atMost, near])
        container.layoutIfNeeded()
        expectFrame(viewA, 60, 0, 100, 10)
        NSLayoutConstraint.deactivate([near])
        far.isActive = true
        container.layoutIfNeeded()
        expectFrame(viewA, 275, 0, 100, 10)
        #expect(container.layoutDiagnostics.isEmpty)
    }

    @Test func systemSpacingAfterAndBelow() {
        let (container, viewA, viewB) = pair()
        for view in [viewA, viewB] {
            NSLayoutConstraint.activate([view.widthAnchor.constraint(equalToConstant: 10), view.heightAnchor.constraint(equalToConstant: 10)])
        }
        NSLayoutConstraint.activate([
            viewA.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            viewA.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        let x: [(NSLayoutXAxisAnchor, NSLayoutXAxisAnchor) -> NSLayoutConstraint] = [
            { $0.constraint(equalToSystemSpacingAfter: $1, multiplier: 2) },
            { $0.constraint(greaterThanOrEqualToSystemSpacingAfter: $1, multiplier: 2) },
            { $0.constraint(lessThanOrEqualToSystemSpacingAfter: $1, multiplier: 2) },
        ]
        let y: [(NSLayoutYAxisAnchor, NSLayoutYAxisAnchor) -> NSLayoutConstraint] = [
            { $0.constraint(equalToSystemSpacingBelow: $1, multiplier: 1.5) },
            { $0.constraint(greaterThanOrEqualToSystemSpacingBelow: $1, multiplier: 1.5) },
            { $0.constraint(lessThanOrEqualToSystemSpacingBelow: $1, multiplier: 1.5) },
        ]
        for index in 0..<3 {
            let after = x[index](viewB.leadingAnchor, viewA.trailingAnchor)
            let below = y[index](viewB.topAnchor, viewA.bottomAnchor)
            // The inequalities are pulled to their bound by an optional wish beyond it.
            let wishX = viewB.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: index == 1 ? 0 : 300)
            let wishY = viewB.topAnchor.constraint(equalTo: container.topAnchor, constant: index == 1 ? 0 : 300)
            wishX.priority = .defaultLow
            wishY.priority = .defaultLow
            NSLayoutConstraint.activate([after, below, wishX, wishY])
            container.layoutIfNeeded()
            expectFrame(viewB, 10 + 16, 10 + 12, 10, 10)
            NSLayoutConstraint.deactivate([after, below, wishX, wishY])
        }
    }

    @Test func dimensionConstantsAndMultipliers() {
        let (container, viewA, viewB) = pair()
        let view = viewA
        NSLayoutConstraint.activate([
            view.widthAnchor.constraint(equalToConstant: 100),
            view.heightAnchor.constraint(greaterThanOrEqualToConstant: 50),
            viewB.widthAnchor.constraint(equalTo: viewA.widthAnchor, multiplier: 0.5),
            viewB.heightAnchor.constraint(lessThanOrEqualTo: viewA.heightAnchor, multiplier: 1.2),
        ] + [viewA, viewB].flatMap { [$0.topAnchor.constraint(equalTo: container.topAnchor), $0.leadingAnchor.constraint(equalTo: container.leadingAnchor)] })
        let tall = viewB.heightAnchor.constraint(equalToConstant: 1000)
        tall.priority = .defaultLow
        tall.isActive = true
        // viewA is pulled down to its minimum first (750), then viewB up to its maximum (250).
        let short = viewA.heightAnchor.constraint(equalToConstant: 0)
        short.priority = .defaultHigh
        short.isActive = true
        container.layoutIfNeeded()
        expectFrame(viewA, 0, 0, 100, 50)
        expectFrame(viewB, 0, 0, 50, 60)

        let (c2, a2, b2) = pair()
        let (viewA2, viewB2) = (b2, a2)
        NSLayoutConstraint.activate([
            viewB2.widthAnchor.constraint(equalToConstant: 200), viewB2.heightAnchor.constraint(equalToConstant: 100),
        ] + [a2, b2].flatMap { [$0.topAnchor.constraint(equalTo: c2.topAnchor), $0.leadingAnchor.constraint(equalTo: c2.leadingAnchor)] })
        do {
            let (viewA, viewB) = (viewA2, viewB2)
            let low = viewA.heightAnchor.constraint(equalToConstant: 0)
            low.priority = .defaultLow
            NSLayoutConstraint.activate([
                viewA.widthAnchor.constraint(equalTo: viewB.widthAnchor, multiplier: 0.5, constant: 20),
                viewA.heightAnchor.constraint(greaterThanOrEqualTo: viewB.heightAnchor, multiplier: 1.0, constant: -10),
                low,
            ])
            c2.layoutIfNeeded()
            expectFrame(viewA, 0, 0, 120, 90)
        }
    }

    @Test func anchorWithOffsetIsTheSpaceBetween() {
        let (container, viewA, viewB) = pair()
        for view in [viewA, viewB] {
            NSLayoutConstraint.activate([
                view.widthAnchor.constraint(equalToConstant: 50), view.heightAnchor.constraint(equalToConstant: 10),
                view.topAnchor.constraint(equalTo: container.topAnchor),
            ])
        }
        let anchorB = viewB.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 100)
        anchorB.isActive = true
        // 1.常规写法
        let first = viewA.leadingAnchor.constraint(equalTo: viewB.trailingAnchor, constant: 20)
        first.isActive = true
        container.layoutIfNeeded()
        expectFrame(viewA, 170, 0, 50, 10)
        first.isActive = false
        // 2.anchorWithOffset 写法(强调间距本身)
        let spacing = viewA.trailingAnchor.anchorWithOffset(to: viewB.leadingAnchor)
        let second = spacing.constraint(equalToConstant: 20)
        second.isActive = true
        container.layoutIfNeeded()
        expectFrame(viewA, 30, 0, 50, 10)
    }

    @Test func constantMultiplierAndPriority() {
        let (container, viewA, viewB) = pair()
        NSLayoutConstraint.activate([
            viewB.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            viewB.topAnchor.constraint(equalTo: container.topAnchor, constant: 100),
            viewB.widthAnchor.constraint(equalToConstant: 80), viewB.heightAnchor.constraint(equalToConstant: 40),
            viewA.leadingAnchor
            .constraint(equalTo: viewB.trailingAnchor, constant: 20),
            viewA.topAnchor
            .constraint(equalTo: viewB.bottomAnchor, constant: -10),
            viewA.widthAnchor.constraint(equalToConstant: 100),
            viewA.heightAnchor.constraint(equalToConstant: 50),
        ])
        container.layoutIfNeeded()
        expectFrame(viewA, 110, 130, 100, 50)
        // viewA 宽度 = viewB 宽度的 0.5 倍 / viewA 高度 = viewB 高度的 1.2 倍, at `.defaultHigh` so that
        // they give way to the required sizes above until those go.
        let half = viewA.widthAnchor
        .constraint(equalTo: viewB.widthAnchor, multiplier: 0.5)
        let taller = viewA.heightAnchor
        .constraint(equalTo: viewB.heightAnchor, multiplier: 1.2)
        for constraint in [half, taller] { constraint.priority = .defaultHigh }
        NSLayoutConstraint.activate([half, taller])
        container.layoutIfNeeded()
        expectFrame(viewA, 110, 130, 100, 50)
        NSLayoutConstraint.deactivate(viewA.constraints)
        container.layoutIfNeeded()
        expectFrame(viewA, 110, 130, 40, 48)
    }

    @Test func myViewHasAnIntrinsicSize() {
        final class GrowingView: UIView {
            // Read by the engine's nonisolated intrinsicContentSize (see the file's header).
            nonisolated(unsafe) var side: CGFloat = 10
            override var intrinsicContentSize: CGSize { CGSize(width: side, height: side) }
        }
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let view = MyView()
        let myView = GrowingView()
        for item in [view, myView] {
            item.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(item)
            NSLayoutConstraint.activate([
                item.centerXAnchor.constraint(equalTo: container.centerXAnchor),
                item.topAnchor.constraint(equalTo: container.topAnchor),
            ])
        }
        container.layoutIfNeeded()
        expectFrame(view, 147.5, 0, 80, 32)
        expectFrame(myView, 182.5, 0, 10, 10)
        myView.side = 50
        container.layoutIfNeeded()
        expectFrame(myView, 182.5, 0, 10, 10)
        myView.invalidateIntrinsicContentSize()
        container.layoutIfNeeded()
        expectFrame(myView, 162.5, 0, 50, 50)
    }

    @Test func priorityValues() {
        let (_, viewA, _) = pair()
        let someConstraint = viewA.widthAnchor.constraint(equalToConstant: 10)
        // 自定义一个优先级为 600 的约束
        someConstraint.priority = UILayoutPriority(600)
        #expect(someConstraint.priority.rawValue == 600)
        #expect(UILayoutPriority(rawValue: 600) == someConstraint.priority)
        #expect(UILayoutPriority.required.rawValue == 1000)
        #expect(UILayoutPriority.defaultHigh.rawValue == 750)
        #expect(UILayoutPriority.defaultLow.rawValue == 250)
        #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50)
    }

    /// The controller's two labels and its `viewDidLoad` body, in a 375-point view.
    func longLabels() -> (UIView, UILabel, UILabel) {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        // 左侧 Label
        let leftLabel: UILabel = {
        let lbl = UILabel()
        lbl.translatesAutoresizingMaskIntoConstraints = false
        lbl.text = "这是左侧很长的文本,这是左侧很长的文本,这是左侧很长的文本"
        lbl.backgroundColor = .orange
        return lbl
        }()
        // 右侧 Label
        let rightLabel: UILabel = {
        let lbl = UILabel()
        lbl.translatesAutoresizingMaskIntoConstraints = false
        lbl.text = "这是右侧很长的文本,这是右侧很长的文本,这是右侧很长的文本"
        lbl.backgroundColor = .green
        return lbl
        }()
        view.addSubview(leftLabel)
        view.addSubview(rightLabel)
        NSLayoutConstraint.activate([
        // 设置顶部约束
        leftLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
        rightLabel.topAnchor.constraint(equalTo: leftLabel.topAnchor),
        // 设置左右约束
        leftLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
        rightLabel.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
        // 设置两者的间距
        leftLabel.trailingAnchor.constraint(equalTo: rightLabel.leadingAnchor, constant: -8),
        ])
        return (view, leftLabel, rightLabel)
    }

    /// Case 1: both labels are too long; the left one keeps the row, the right one is squeezed to 0.
    @Test func longLabelsCaseOne() {
        let (view, leftLabel, rightLabel) = longLabels()
        view.layoutIfNeeded()
        #expect(leftLabel.intrinsicContentSize.width > 327)
        expectFrame(leftLabel, 20, 40, 327, 20)
        expectFrame(rightLabel, 355, 40, 0, 20)
    }

    /// Case 3: the right label keeps its 100 points and the left one, required not to shrink, takes
    /// the rest: the two required wishes cannot both hold, and the compression resistance is the one
    /// broken (logged), so the left label gets the 227 points left.
    @Test func longLabelsCaseThree() {
        let (view, leftLabel, rightLabel) = longLabels()
        NSLayoutConstraint.activate([
        // 右侧最小宽度
        rightLabel.widthAnchor.constraint(greaterThanOrEqualToConstant: 100),
        ])
        // 左侧:强烈希望显示完整内容
        leftLabel.setContentCompressionResistancePriority(.required, for: .horizontal)
        view.layoutIfNeeded()
        expectFrame(leftLabel, 20, 40, 227, 20)
        expectFrame(rightLabel, 255, 40, 100, 20)
        #expect(view.layoutDiagnostics.compactMap(\.conflict).count == 1)
    }

    @Test func activatingAndDeactivating() {
        let (container, viewA, viewB) = pair()
        NSLayoutConstraint.activate([
            viewB.topAnchor.constraint(equalTo: container.topAnchor, constant: 50),
            viewB.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 30),
            viewB.widthAnchor.constraint(equalToConstant: 40), viewB.heightAnchor.constraint(equalToConstant: 40),
            viewA.widthAnchor.constraint(equalToConstant: 40),
        ])
        // 创建约束(尚未生效)
        let c = viewA.heightAnchor.constraint(equalToConstant: 100)
        // 激活:加入 Auto Layout 求解系统
        c.isActive = true
        #expect(viewA.constraints.contains(c))
        // 取消:从求解系统中移除
        c.isActive = false
        #expect(!viewA.constraints.contains(c))
        c.isActive = true

        NSLayoutConstraint.activate([
        viewA.topAnchor.constraint(equalTo: viewB.bottomAnchor, constant: 10),
        viewA.leadingAnchor.constraint(equalTo: viewB.leadingAnchor)
        ])
        container.layoutIfNeeded()
        expectFrame(viewA, 30, 100, 40, 100)
        let before = container.constraints
        NSLayoutConstraint.deactivate([
        viewA.topAnchor.constraint(equalTo: viewB.bottomAnchor),
        viewA.leadingAnchor.constraint(equalTo: viewB.leadingAnchor)
        ])
        // New constraints were never active: nothing is removed.
        #expect(container.constraints == before)
        container.layoutIfNeeded()
        expectFrame(viewA, 30, 100, 40, 100)
    }

    @Test func identifiers() {
        let (container, viewA, viewB) = pair()
        let c = viewA.topAnchor.constraint(equalTo: viewB.bottomAnchor, constant: 10)
        c.identifier = "viewA.top = viewB.bottom + 10"
        c.isActive = true
        #expect(c.description.contains("'viewA.top = viewB.bottom + 10'"))

        let top = viewA.topAnchor.constraint(equalTo: viewB.bottomAnchor, constant: 10)
        top.identifier = "viewA.top → viewB.bottom"
        let leading = viewA.leadingAnchor.constraint(equalTo: viewB.leadingAnchor)
        leading.identifier = "viewA.leading → viewB.leading"
        NSLayoutConstraint.activate([top, leading])
        #expect(container.constraints.compactMap(\.identifier) == [
            "viewA.top = viewB.bottom + 10", "viewA.top → viewB.bottom", "viewA.leading → viewB.leading",
        ])
        #expect(leading.description.contains("'viewA.leading → viewB.leading'"))
    }
}
