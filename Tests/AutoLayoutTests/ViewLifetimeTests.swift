@testable import AutoLayout
import Foundation
import XCTest

/// Trees, stacks, scroll views, windows and controllers are freed once the app lets them go, whatever
/// was laid out, activated, deactivated or rebuilt on them.
final class ViewLifetimeTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        LeakCheck.registered
    }

    /// Weak references to every object a scenario made, checked after the scenario's scope ends.
    private final class Watch {
        private var objects: [(name: String, reference: WeakReference)] = []

        func watch(_ name: String, _ object: AnyObject) {
            objects.append((name, WeakReference(object)))
        }

        var survivors: [String] { objects.filter { $0.reference.object != nil }.map(\.name) }
    }

    private final class WeakReference {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    /// Runs `scenario` in its own scope, then asserts that everything it watched is gone.
    private func assertFreed(
        file: StaticString = #filePath, line: UInt = #line, _ scenario: (Watch) -> Void
    ) {
        let watch = Watch()
        scenario(watch)
        XCTAssertEqual(watch.survivors, [], "still alive after the scenario let them go", file: file, line: line)
    }

    func testAPlainTreeIsFreedAfterLayout() {
        assertFreed { watch in
            let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let child = View()
            let label = Label()
            label.text = "Hello"
            root.addSubview(child)
            child.addSubview(label)
            activate(pinned(child, in: root, inset: 10) + pinned(label, in: child, inset: 5))
            root.layoutIfNeeded()
            watch.watch("root", root)
            watch.watch("child", child)
            watch.watch("label", label)
            watch.watch("constraint", root.constraints[0])
        }
    }

    func testAStackViewIsFreedLaidOutOrNot() {
        assertFreed { watch in
            let stack = StackView(arrangedSubviews: [View(), Label()])
            stack.spacing = 8
            watch.watch("stack never laid out", stack)
        }
        for alignment in [StackView.Alignment.fill, .center, .firstBaseline] {
            for distribution in [StackView.Distribution.fill, .fillEqually, .equalSpacing, .equalCentering] {
                assertFreed { watch in
                    let window = Window(size: CGSize(width: 375, height: 667))
                    let label = Label()
                    label.text = "Title"
                    let inner = StackView(arrangedSubviews: [Label(), View()])
                    inner.axis = .vertical
                    let stack = StackView(arrangedSubviews: [label, inner, Switch()])
                    stack.alignment = alignment
                    stack.distribution = distribution
                    window.addSubview(stack)
                    activate(pinned(stack, in: window, inset: 20))
                    window.layoutIfNeeded()
                    // Changes that rebuild the stack's constraints, and a subview that leaves it.
                    stack.axis = .vertical
                    stack.spacing = 4
                    window.layoutIfNeeded()
                    inner.removeFromSuperview()
                    window.layoutIfNeeded()
                    watch.watch("window", window)
                    watch.watch("stack \(alignment) \(distribution)", stack)
                    watch.watch("inner stack", inner)
                    watch.watch("label", label)
                }
            }
        }
    }

    func testAnimationsStillRunningGoWithTheirTree() {
        // A repeating animation never ends by itself: its clock holds it, it holds its clock, and the
        // tree's owner of the clock (a window, or a root outside one) drops both when it goes.
        var completions: [Bool] = []
        assertFreed { watch in
            let window = Window(size: CGSize(width: 375, height: 667))
            let box = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            window.addSubview(box)
            let animation = View.animate(
                withDuration: 1, delay: 0, options: [.repeat],
                animations: { box.frame.origin.x = 100 }, completion: { completions.append($0) })
            animation.clock.advance(by: 5)
            XCTAssertEqual(animation.clock.animations.count, 1)
            watch.watch("window", window)
            watch.watch("box", box)
            watch.watch("window's animation", animation)
            watch.watch("window's clock", animation.clock)
        }
        assertFreed { watch in
            let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let box = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            root.addSubview(box)
            let moves = View.animate(withDuration: 10) { box.frame.origin.x = 50 }
            let grows = View.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse]) {
                root.frame.size.width = 300
            }
            XCTAssertTrue(moves.clock === grows.clock)
            XCTAssertEqual(moves.clock.animations.count, 2)
            watch.watch("root", root)
            watch.watch("box", box)
            watch.watch("root's animation", moves)
            watch.watch("root's clock", moves.clock)
        }
        XCTAssertEqual(completions, [])
    }

    func testAnAnimationKeptAfterItsViewsGoNamesNoneOfThem() {
        var animation: Animation?
        var clock: AnimationClock?
        do {
            let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let box = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            root.addSubview(box)
            animation = View.animate(withDuration: 1) { box.frame.origin.x = 50 }
            clock = animation?.clock
            XCTAssertEqual(animation?.frames(at: 0.5).map(\.frame), [CGRect(x: 25, y: 0, width: 10, height: 10)])
        }
        XCTAssertEqual(animation?.tracks.count, 1)
        XCTAssertNil(animation?.tracks.first?.view)
        XCTAssertEqual(animation?.frames(at: 0.5).count, 0)
        XCTAssertEqual(clock?.animations.count, 0, "the root that kept the clock dropped its animations")
    }

    func testAStackViewThatLeavesItsTreeIsFreed() {
        let window = Window(size: CGSize(width: 375, height: 667))
        assertFreed { watch in
            let stack = StackView(arrangedSubviews: [Label(), View()])
            window.addSubview(stack)
            activate(pinned(stack, in: window))
            window.layoutIfNeeded()
            stack.removeFromSuperview()
            window.layoutIfNeeded()
            watch.watch("stack", stack)
        }
        XCTAssertEqual(window.subviews.count, 0)
    }

    func testAWindowWithAControllerIsFreed() {
        assertFreed { watch in
            let window = Window(size: CGSize(width: 390, height: 844))
            window.safeArea = .notchedPhone
            window.keyboard = .docked(height: 300, in: window.size)
            let controller = ViewController()
            window.rootViewController = controller
            let field = TextField()
            controller.view.addSubview(field)
            activate([
                field.leadingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.leadingAnchor),
                field.trailingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.trailingAnchor),
                field.bottomAnchor.constraint(equalTo: controller.view.keyboardLayoutGuide.topAnchor),
            ])
            field.translatesAutoresizingMaskIntoConstraints = false
            window.layoutIfNeeded()
            window.size = CGSize(width: 844, height: 390)
            window.layoutIfNeeded()
            watch.watch("window", window)
            watch.watch("controller", controller)
            watch.watch("controller's view", controller.view)
            watch.watch("field", field)
        }
    }

    func testAScrollViewIsFreed() {
        assertFreed { watch in
            let window = Window(size: CGSize(width: 375, height: 667))
            let scroll = ScrollView()
            let content = View()
            window.addSubview(scroll)
            scroll.addSubview(content)
            activate(pinned(scroll, in: window))
            content.translatesAutoresizingMaskIntoConstraints = false
            activate([
                content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
                content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
                content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
                content.heightAnchor.constraint(equalToConstant: 2000),
                content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
                content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            ])
            window.layoutIfNeeded()
            watch.watch("window", window)
            watch.watch("scroll view", scroll)
            watch.watch("content", content)
        }
    }

    func testATreeWhoseConstraintsConflictedIsFreed() {
        assertFreed { watch in
            let window = Window(size: CGSize(width: 100, height: 100))
            window.diagnosticHandler = { _ in }
            let view = View()
            window.addSubview(view)
            activate(pinned(view, in: window) + [view.widthAnchor.constraint(equalToConstant: 300)])
            window.layoutIfNeeded()
            watch.watch("window", window)
            watch.watch("view", view)
        }
    }

    func testConstraintsTheAppKeepsDoNotHoldTheirViews() {
        let watch = Watch()
        var kept: [LayoutConstraint] = []
        do {
            let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let view = View()
            root.addSubview(view)
            kept = pinned(view, in: root)
            activate(kept)
            root.layoutIfNeeded()
            watch.watch("root", root)
            watch.watch("view", view)
        }
        // As UIKit's, a constraint does not keep its items alive: they went with the tree, and the
        // kept constraints read as inactive and without items.
        XCTAssertEqual(watch.survivors, [])
        XCTAssertTrue(kept.allSatisfy { !$0.isActive && $0.firstItem == nil && $0.secondItem == nil })
    }

    /// A view that keeps a constraint between itself and its superview, as custom views keep the one
    /// they animate: the tree's teardown must not turn it into a cycle (view -> constraint -> view).
    private final class Banner: View {
        var heightConstraint: LayoutConstraint?
    }

    func testAViewKeepingItsOwnConstraintToItsSuperviewIsFreed() {
        assertFreed { watch in
            let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let banner = Banner()
            root.addSubview(banner)
            activate(pinned(banner, in: root).dropLast())
            let height = banner.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.5)
            banner.heightConstraint = height
            activate([height])
            root.layoutIfNeeded()
            XCTAssertEqual(banner.frame, CGRect(x: 0, y: 0, width: 100, height: 50))
            watch.watch("root", root)
            watch.watch("banner", banner)
            watch.watch("height", height)
        }
    }

    /// Loose constraints are listed by the views and guides they name; activating, deactivating and
    /// freeing them in any order keeps each list right, so that the survivors read their items as
    /// gone once the items are freed, and as present before.
    func testLooseConstraintsInAnyOrderReadTheirItemsAsGoneOnceFreed() throws {
        for seed in 1...8 { try checkLooseConstraints(seed: UInt64(seed)) }
    }

    /// A linear congruential generator: the orders are the same on every run.
    private struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state ^ (state >> 29)
        }
    }

    private func checkLooseConstraints(seed: UInt64) throws {
        var generator = SeededGenerator(state: seed)
        var kept: [LayoutConstraint] = []
        weak var weakRoot: View?
        weak var weakGuide: LayoutGuide?
        do {
            let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            let guide = LayoutGuide()
            root.addLayoutGuide(guide)
            (weakRoot, weakGuide) = (root, guide)
            var constraints: [LayoutConstraint] = []
            for index in 0..<40 {
                let child = View()
                child.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(child)
                constraints.append(child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: CGFloat(index)))
                constraints.append(child.topAnchor.constraint(equalTo: guide.topAnchor))
                constraints.append(child.widthAnchor.constraint(equalTo: child.heightAnchor))
            }
            constraints.shuffle(using: &generator)
            try LayoutConstraint.activate(Array(constraints.prefix(80)))
            LayoutConstraint.deactivate(Array(constraints.prefix(30)))
            root.layoutIfNeeded()
            // Drop a random half; the rest are kept past the tree.
            constraints.shuffle(using: &generator)
            kept = Array(constraints.prefix(60))
            XCTAssertTrue(kept.allSatisfy { $0.firstItem != nil && $0.secondItem != nil })
            XCTAssertEqual(kept.filter { $0.secondItem === guide }.count, kept.filter { $0.secondAttribute == .top }.count)
        }
        XCTAssertNil(weakRoot)
        XCTAssertNil(weakGuide)
        XCTAssertTrue(kept.allSatisfy { !$0.isActive && $0.firstItem == nil && $0.secondItem == nil })
    }
}
