import AutoLayout
import Foundation
import XCTest

/// Safe areas: host presets, partial overlap, a controller's additional insets.
final class ViewSafeAreaTests: XCTestCase {
    func testHostPresetsInPortraitAndLandscape() {
        let portrait = CGSize(width: 390, height: 844), landscape = CGSize(width: 844, height: 390)
        XCTAssertEqual(HostSafeArea.notchedPhone.insets(for: portrait), EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(HostSafeArea.notchedPhone.insets(for: landscape), EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        XCTAssertEqual(HostSafeArea.classicPhone.insets(for: portrait), EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(HostSafeArea.classicPhone.insets(for: landscape), .zero)
        XCTAssertEqual(HostSafeArea.none.insets(for: portrait), .zero)
        let custom = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        XCTAssertEqual(HostSafeArea.custom(custom).insets(for: landscape), custom)
    }

    func testAViewGetsOnlyThePartOfTheUnsafeAreaItCovers() {
        let window = Window(size: CGSize(width: 390, height: 844))
        window.safeArea = .notchedPhone
        let top = View(frame: CGRect(x: 0, y: 30, width: 100, height: 100))
        let middle = View(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        let bottom = View(frame: CGRect(x: 0, y: 800, width: 100, height: 100))
        for view in [top, middle, bottom] { window.addSubview(view) }
        XCTAssertEqual(top.safeAreaInsets, EdgeInsets(top: 17, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(middle.safeAreaInsets, .zero)
        XCTAssertEqual(bottom.safeAreaInsets, EdgeInsets(top: 0, left: 0, bottom: 90, right: 0))
        middle.frame.origin.y = 0
        XCTAssertEqual(middle.safeAreaInsets, EdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
        middle.removeFromSuperview()
        XCTAssertEqual(middle.safeAreaInsets, .zero)
    }

    /// A view moved from under an unsafe area into a plain superview loses its insets; a plain view
    /// added under a view with insets gets its share.
    func testAMovedViewTakesTheSafeAreaOfItsNewSuperview() {
        let window = Window(size: CGSize(width: 390, height: 844))
        window.safeArea = .notchedPhone
        let top = View(frame: CGRect(x: 0, y: 30, width: 100, height: 100))
        window.addSubview(top)
        XCTAssertEqual(top.safeAreaInsets, EdgeInsets(top: 17, left: 0, bottom: 0, right: 0))
        let plain = View(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        plain.addSubview(top)
        XCTAssertEqual(top.safeAreaInsets, .zero)
        let inner = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        plain.addSubview(inner)
        XCTAssertEqual(inner.safeAreaInsets, .zero)
        top.removeFromSuperview()
        window.addSubview(top)
        let child = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        top.addSubview(child)
        XCTAssertEqual(child.safeAreaInsets, EdgeInsets(top: 17, left: 0, bottom: 0, right: 0))
    }

    func testAdditionalSafeAreaInsetsOfAController() {
        let (window, controller) = makeWindowAndController(width: 390, height: 844, safeArea: .notchedPhone)
        let view: View = controller.view
        let bar = makeSubview(of: view)
        activate([
            bar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        assertFrame(bar, 0, 47, 390, 10)
        controller.additionalSafeAreaInsets = EdgeInsets(top: 10, left: 0, bottom: 10, right: 0)
        window.layoutIfNeeded()
        XCTAssertEqual(view.safeAreaInsets, EdgeInsets(top: 57, left: 0, bottom: 44, right: 0))
        assertFrame(bar, 0, 57, 390, 10)
        XCTAssertEqual(controller.topLayoutGuide.length, 57)
        XCTAssertEqual(controller.bottomLayoutGuide.length, 44)
    }

    func testAControllersViewOutsideAWindowHasNoSafeAreaUntilItIsInOne() {
        // UIView.safeAreaInsets: "If the view is not currently installed in a view hierarchy, or is not
        // yet visible onscreen, the edge insets in this property are 0", the controller's additional
        // insets included; they count once a window holds the view, and stop when it leaves.
        let controller = ViewController()
        controller.additionalSafeAreaInsets = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        let view: View = controller.view
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        XCTAssertEqual(view.safeAreaInsets, .zero)
        let holder = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        holder.addSubview(view)
        XCTAssertEqual(view.safeAreaInsets, .zero)
        let window = Window(size: CGSize(width: 390, height: 844))
        window.safeArea = .notchedPhone
        window.rootViewController = controller
        window.layoutIfNeeded()
        XCTAssertEqual(view.safeAreaInsets, EdgeInsets(top: 57, left: 0, bottom: 34, right: 0))
        window.rootViewController = nil
        XCTAssertEqual(view.superview, nil)
        XCTAssertEqual(view.safeAreaInsets, .zero)
    }
}
