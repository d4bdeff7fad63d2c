import AutoLayout
import Foundation
import XCTest

final class ViewControllerTests: XCTestCase {
    final class Controller: ViewController {
        var events: [String] = []
        let child = View()

        override func loadView() {
            events.append("loadView")
            super.loadView()
        }

        override func viewDidLoad() {
            events.append("viewDidLoad")
            child.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(child)
            NSLayoutActivate([
                child.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                child.centerYAnchor.constraint(equalTo: view.centerYAnchor),
                child.widthAnchor.constraint(equalToConstant: 100), child.heightAnchor.constraint(equalToConstant: 50),
            ])
        }

        override func updateViewConstraints() {
            events.append("updateViewConstraints")
            super.updateViewConstraints()
        }

        override func viewWillLayoutSubviews() { events.append("viewWillLayoutSubviews") }
        override func viewDidLayoutSubviews() { events.append("viewDidLayoutSubviews") }
    }

    func testLifecycleAndLayoutCallbacks() {
        let controller = Controller()
        XCTAssertFalse(controller.isViewLoaded)
        let window = Window(size: CGSize(width: 375, height: 667))
        window.rootViewController = controller
        XCTAssertTrue(controller.isViewLoaded)
        XCTAssertEqual(controller.events, ["loadView", "viewDidLoad"])
        window.layoutIfNeeded()
        XCTAssertEqual(
            controller.events,
            ["loadView", "viewDidLoad", "updateViewConstraints", "viewWillLayoutSubviews", "viewDidLayoutSubviews"])
        assertFrame(controller.view, 0, 0, 375, 667)
        assertFrame(controller.child, 137.5, 308.5, 100, 50)
    }

    func testWindowResizeCarriesTheRootView() {
        let controller = Controller()
        let window = Window(size: CGSize(width: 375, height: 667))
        window.rootViewController = controller
        window.layoutIfNeeded()
        window.size = CGSize(width: 667, height: 375)
        window.layoutIfNeeded()
        assertFrame(controller.view, 0, 0, 667, 375)
        assertFrame(controller.child, 283.5, 162.5, 100, 50)
        XCTAssertEqual(controller.view.autoresizingMask, [.flexibleWidth, .flexibleHeight])
        XCTAssertTrue(window.layoutDiagnostics.isEmpty)
    }

    func testReplacingTheRootViewController() {
        let window = Window(size: CGSize(width: 100, height: 100))
        let first = Controller()
        let second = Controller()
        window.rootViewController = first
        window.rootViewController = second
        XCTAssertNil(first.view.superview)
        XCTAssertTrue(second.view.superview === window)
        XCTAssertEqual(window.subviews.count, 1)
    }

    // As UIKit's controllers, which are NSObjects (through UIResponder).
    func testAControllerIsAnNSObjectEqualOnlyToItself() {
        let controller = Controller()
        XCTAssertTrue((controller as AnyObject as? NSObject) === controller)
        XCTAssertEqual(controller, controller)
        XCTAssertNotEqual(controller, Controller())
    }
}

/// Activates constraints the way UIKit code does, without `try` at the call site.
func NSLayoutActivate(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
}
