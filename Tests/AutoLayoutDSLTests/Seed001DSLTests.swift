import AutoLayout
import AutoLayoutDSL
import Foundation
import XCTest

/// Seed 001's SnapKit/Masonry examples give the frames of their anchor versions.
final class Seed001DSLTests: XCTestCase {
    func testSafeAreaButtonMatchesAnchors() throws {
        for size in [CGSize(width: 375, height: 812), CGSize(width: 812, height: 375)] {
            let window = Window(size: size)
            window.safeArea = .notchedPhone
            let controller = ViewController()
            window.rootViewController = controller
            let root: View = controller.view
            let button = makeChild(of: root)
            button.layout.makeConstraints { make in
                make.left.equalTo(root.safeAreaLayoutGuide.layout.left)
                make.right.equalTo(root.safeAreaLayoutGuide.layout.right)
                make.top.equalTo(root.safeAreaLayoutGuide.layout.top)
                make.bottom.equalTo(root.safeAreaLayoutGuide.layout.bottom)
            }
            let anchored = View()
            anchored.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(anchored)
            let guide = root.safeAreaLayoutGuide
            try LayoutConstraint.activate([
                anchored.leftAnchor.constraint(equalTo: guide.leftAnchor),
                anchored.rightAnchor.constraint(equalTo: guide.rightAnchor),
                anchored.topAnchor.constraint(equalTo: guide.topAnchor),
                anchored.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            ])
            window.layoutIfNeeded()
            assertRect(button.frame, anchored.frame)
            if size.width < size.height {
                assertFrame(button, 0, 47, 375, 731)
            } else {
                assertFrame(button, 47, 0, 718, 354)
            }
        }
    }

    private func scrollSetUp() -> (View, ScrollView, View) {
        let (root, _) = makeRoot()
        let scrollView = ScrollView(frame: .zero)
        scrollView.contentInsetAdjustmentBehavior = .never
        root.addSubview(scrollView)
        scrollView.layout.makeConstraints { make in make.edges.equalTo(root) }
        let box = View()
        scrollView.addSubview(box)
        return (root, scrollView, box)
    }

    func testScrollViewFix1PinsToTheScrollViewsSuperview() throws {
        let (root, scrollView, box) = scrollSetUp()
        scrollView.contentSize = CGSize(width: 575, height: 667)
        box.layout.makeConstraints { make in
            make.right.bottom.equalTo(root)
            make.width.height.equalTo(100)
        }
        let (anchorRoot, anchorScroll, anchorBox) = scrollSetUp()
        anchorScroll.contentSize = CGSize(width: 575, height: 667)
        anchorBox.translatesAutoresizingMaskIntoConstraints = false
        try LayoutConstraint.activate([
            anchorBox.rightAnchor.constraint(equalTo: anchorRoot.rightAnchor),
            anchorBox.bottomAnchor.constraint(equalTo: anchorRoot.bottomAnchor),
            anchorBox.widthAnchor.constraint(equalToConstant: 100),
            anchorBox.heightAnchor.constraint(equalToConstant: 100),
        ])
        root.layoutIfNeeded()
        anchorRoot.layoutIfNeeded()
        assertFrame(box, 275, 567, 100, 100)
        assertRect(box.frame, anchorBox.frame)
        assertRect(scrollView.frame, CGRect(x: 0, y: 0, width: 375, height: 667))
    }

    func testScrollViewFix2SizesTheContentFromTheScrollView() throws {
        let (root, scrollView, box) = scrollSetUp()
        let background = View()
        scrollView.insertSubview(background, at: 0)
        background.layout.makeConstraints { make in
            make.edges.equalTo(scrollView)
            make.width.height.equalTo(scrollView).offset(200)
        }
        box.layout.makeConstraints { make in
            make.right.bottom.equalTo(scrollView)
            make.width.height.equalTo(100)
        }
        root.layoutIfNeeded()
        XCTAssertEqual(scrollView.contentSize, CGSize(width: 575, height: 867))
        assertFrame(background, 0, 0, 575, 867)
        assertFrame(box, 475, 767, 100, 100)

        let (anchorRoot, anchorScroll, anchorBox) = scrollSetUp()
        let anchorBackground = View()
        anchorBackground.translatesAutoresizingMaskIntoConstraints = false
        anchorBox.translatesAutoresizingMaskIntoConstraints = false
        anchorScroll.insertSubview(anchorBackground, at: 0)
        try LayoutConstraint.activate([
            anchorBackground.leftAnchor.constraint(equalTo: anchorScroll.leftAnchor),
            anchorBackground.topAnchor.constraint(equalTo: anchorScroll.topAnchor),
            anchorBackground.rightAnchor.constraint(equalTo: anchorScroll.rightAnchor),
            anchorBackground.bottomAnchor.constraint(equalTo: anchorScroll.bottomAnchor),
            anchorBackground.widthAnchor.constraint(equalTo: anchorScroll.widthAnchor, constant: 200),
            anchorBackground.heightAnchor.constraint(equalTo: anchorScroll.heightAnchor, constant: 200),
            anchorBox.rightAnchor.constraint(equalTo: anchorScroll.rightAnchor),
            anchorBox.bottomAnchor.constraint(equalTo: anchorScroll.bottomAnchor),
            anchorBox.widthAnchor.constraint(equalToConstant: 100),
            anchorBox.heightAnchor.constraint(equalToConstant: 100),
        ])
        anchorRoot.layoutIfNeeded()
        assertRect(box.frame, anchorBox.frame)
        assertRect(background.frame, anchorBackground.frame)
    }

    func testScrollViewFix3SizesTheContentWithConstants() {
        let (root, scrollView, box) = scrollSetUp()
        let background = View()
        scrollView.insertSubview(background, at: 0)
        background.layout.makeConstraints { make in
            make.edges.equalTo(scrollView)
            make.width.equalTo(375 + 200)
            make.height.equalTo(667 + 200)
        }
        box.layout.makeConstraints { make in
            make.right.bottom.equalTo(scrollView)
            make.width.height.equalTo(100)
        }
        root.layoutIfNeeded()
        XCTAssertEqual(scrollView.contentSize, CGSize(width: 575, height: 867))
        assertFrame(box, 475, 767, 100, 100)
    }

    func testCenterXAtOneThirdOfTheRightEdge() throws {
        for width: CGFloat in [375, 600] {
            let (root, log) = makeRoot(width: width, height: 400)
            let box = makeChild(of: root)
            box.layout.makeConstraints { make in
                make.centerX.equalTo(root.layout.right).multipliedBy(1 / 3.0)
                make.top.equalTo(root).offset(100)
                make.width.height.equalTo(100)
            }
            let anchored = makeChild(of: root)
            anchored.translatesAutoresizingMaskIntoConstraints = false
            try LayoutConstraint.activate([
                LayoutConstraint(
                    item: anchored, attribute: .centerX, relatedBy: .equal, toItem: root, attribute: .right,
                    multiplier: 1 / 3.0, constant: 0),
                anchored.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
                anchored.widthAnchor.constraint(equalToConstant: 100),
                anchored.heightAnchor.constraint(equalToConstant: 100),
            ])
            root.layoutIfNeeded()
            assertFrame(box, width / 3 - 50, 100, 100, 100)
            assertRect(box.frame, anchored.frame)
            XCTAssertTrue(log.diagnostics.isEmpty)
        }
    }

    func testRemakeBasedAnimationFromLeftToRight() {
        let window = Window(size: CGSize(width: 375, height: 667))
        let controller = ViewController()
        window.rootViewController = controller
        let root: View = controller.view
        let button = FixedSizeView(width: 80, height: 30)
        root.addSubview(button)
        button.layout.makeConstraints { make in make.left.top.equalTo(root).offset(50) }
        window.layoutIfNeeded()
        assertFrame(button, 50, 50, 80, 30)

        button.layout.remakeConstraints { make in
            make.right.equalTo(root).offset(-50)
            make.top.equalTo(root).offset(50)
        }
        XCTAssertEqual(root.constraints.filter { $0.firstItem === button }.map(\.firstAttribute), [.right, .top])
        var completed: [Bool] = []
        let animation = View.animate(withDuration: 2, animations: { root.layoutIfNeeded() }) { completed.append($0) }
        assertFrame(button, 245, 50, 80, 30)
        assertRect(animation.frame(of: button, at: 0), CGRect(x: 50, y: 50, width: 80, height: 30))
        assertRect(animation.frame(of: button, at: 1), CGRect(x: 147.5, y: 50, width: 80, height: 30))
        assertRect(animation.frame(of: button, at: 2), CGRect(x: 245, y: 50, width: 80, height: 30))
        window.animationClock.advance(by: 2.1)
        XCTAssertEqual(completed, [true])
    }
}
