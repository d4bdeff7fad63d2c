import AutoLayout
import Foundation
import XCTest

/// The layouts of seed 003 ("Anatomy of a Constraint"), with exact frames.
final class Seed003AcceptanceTests: XCTestCase {
    /// The roots of the layouts made by `sideBySide`, kept for tests that change them afterwards.
    private var roots: [View] = []

    /// Red and Blue side by side, equal widths, 20-point insets and an 8-point gap; the vertical edges
    /// either both pinned to the superview (first set) or Blue's pinned to Red's (second set).
    private func sideBySide(
        width: CGFloat, height: CGFloat, secondSet: Bool, semantic: SemanticContentAttribute = .unspecified
    ) -> (View, View) {
        let (root, log) = makeRoot(width: width, height: height)
        roots.append(root)
        root.semanticContentAttribute = semantic
        let red = makeSubview(of: root, name: "Red")
        let blue = makeSubview(of: root, name: "Blue")
        var constraints = [
            red.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            root.bottomAnchor.constraint(equalTo: red.bottomAnchor, constant: 20),
            red.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            blue.leadingAnchor.constraint(equalTo: red.trailingAnchor, constant: 8),
            root.trailingAnchor.constraint(equalTo: blue.trailingAnchor, constant: 20),
            red.widthAnchor.constraint(equalTo: blue.widthAnchor),
        ]
        if secondSet {
            constraints += [
                red.topAnchor.constraint(equalTo: blue.topAnchor),
                red.bottomAnchor.constraint(equalTo: blue.bottomAnchor),
            ]
        } else {
            constraints += [
                blue.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
                root.bottomAnchor.constraint(equalTo: blue.bottomAnchor, constant: 20),
            ]
        }
        activate(constraints)
        root.layoutIfNeeded()
        XCTAssertTrue(log.entries.isEmpty, "\(log.entries)")
        return (red, blue)
    }

    func testTwoEqualViewsSideBySideInPortraitAndLandscape() {
        for secondSet in [false, true] {
            let (red, blue) = sideBySide(width: 375, height: 667, secondSet: secondSet)
            // (375 - 20 - 8 - 20) / 2 = 163.5
            assertFrame(red, 20, 20, 163.5, 627)
            assertFrame(blue, 191.5, 20, 163.5, 627)
            let (red2, blue2) = sideBySide(width: 667, height: 375, secondSet: secondSet)
            // (667 - 48) / 2 = 309.5
            assertFrame(red2, 20, 20, 309.5, 335)
            assertFrame(blue2, 337.5, 20, 309.5, 335)
        }
    }

    func testSideBySideMirroredUnderForceRightToLeft() {
        // Leading is the right edge for the view that holds the constraints: Red starts on the right.
        let (red, blue) = sideBySide(width: 375, height: 667, secondSet: false, semantic: .forceRightToLeft)
        assertFrame(red, 191.5, 20, 163.5, 627)
        assertFrame(blue, 20, 20, 163.5, 627)
        XCTAssertEqual(red.superview?.effectiveUserInterfaceLayoutDirection, .rightToLeft)
        // The subviews' own direction is not inherited from the superview's attribute.
        XCTAssertEqual(red.effectiveUserInterfaceLayoutDirection, .leftToRight)
    }

    func testDirectionChangedAtRunTimeAndFromTheHost() {
        let (red, blue) = sideBySide(width: 375, height: 667, secondSet: true)
        let root = red.superview!
        root.semanticContentAttribute = .forceRightToLeft
        root.layoutIfNeeded()
        assertFrame(red, 191.5, 20, 163.5, 627)
        assertFrame(blue, 20, 20, 163.5, 627)
        root.semanticContentAttribute = .playback
        root.layoutIfNeeded()
        assertFrame(red, 20, 20, 163.5, 627)
        // A window laid out right to left flips views whose attribute is unspecified.
        let window = Window(size: CGSize(width: 375, height: 667))
        window.layoutDirection = .rightToLeft
        let a = makeSubview(of: window)
        activate([
            a.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            a.widthAnchor.constraint(equalToConstant: 100), a.topAnchor.constraint(equalTo: window.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        assertFrame(a, 265, 0, 100, 10)
        window.layoutDirection = .leftToRight
        window.layoutIfNeeded()
        assertFrame(a, 10, 0, 100, 10)
    }

    func testRotationRelayoutsTheSameTree() {
        let (root, _) = makeRoot(width: 375, height: 667)
        let red = makeSubview(of: root)
        let blue = makeSubview(of: root)
        activate([
            red.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            root.bottomAnchor.constraint(equalTo: red.bottomAnchor, constant: 20),
            red.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            blue.leadingAnchor.constraint(equalTo: red.trailingAnchor, constant: 8),
            root.trailingAnchor.constraint(equalTo: blue.trailingAnchor, constant: 20),
            red.widthAnchor.constraint(equalTo: blue.widthAnchor),
            red.topAnchor.constraint(equalTo: blue.topAnchor),
            red.bottomAnchor.constraint(equalTo: blue.bottomAnchor),
        ])
        root.layoutIfNeeded()
        root.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
        root.layoutIfNeeded()
        assertFrame(red, 20, 20, 309.5, 335)
        assertFrame(blue, 337.5, 20, 309.5, 335)
    }

    /// The three horizontal layouts of Figure 7 at two superview widths.
    func testThreeOneAxisLayouts() {
        for width: CGFloat in [320, 414] {
            let (root, _) = makeRoot(width: width, height: 100)
            let fixed = makeSubview(of: root)
            let stretched = makeSubview(of: root)
            let centred = makeSubview(of: root)
            activate([
                fixed.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                fixed.widthAnchor.constraint(equalToConstant: 100),
                stretched.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                root.trailingAnchor.constraint(equalTo: stretched.trailingAnchor, constant: 20),
                centred.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                centred.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            ])
            for view in [fixed, stretched, centred] {
                activate([
                    view.topAnchor.constraint(equalTo: root.topAnchor),
                    view.heightAnchor.constraint(equalToConstant: 10),
                ])
            }
            root.layoutIfNeeded()
            assertFrame(fixed, 20, 0, 100, 10)
            assertFrame(stretched, 20, 0, width - 40, 10)
            assertFrame(centred, 20, 0, width - 40, 10)
        }
    }

    /// Listing 3-3: a width between 40 and 280, pulled to the superview's edges at a lower priority.
    func testMinimumAndMaximumWidth() {
        for (superWidth, expected): (CGFloat, CGFloat) in [(20, 40), (200, 200), (600, 280)] {
            let (root, _) = makeRoot(width: superWidth, height: 50)
            let view = makeSubview(of: root)
            let leading = view.leadingAnchor.constraint(equalTo: root.leadingAnchor)
            let trailing = view.trailingAnchor.constraint(equalTo: root.trailingAnchor)
            leading.priority = .required
            trailing.priority = .defaultHigh
            activate([
                leading, trailing,
                view.widthAnchor.constraint(greaterThanOrEqualToConstant: 40),
                view.widthAnchor.constraint(lessThanOrEqualToConstant: 280),
                view.topAnchor.constraint(equalTo: root.topAnchor), view.heightAnchor.constraint(equalToConstant: 5),
            ])
            root.layoutIfNeeded()
            assertFrame(view, 0, 0, expected, 5)
        }
    }

    /// Listing 3-4: two inequalities in place of an equality.
    func testTwoInequalitiesReplaceAnEquality() {
        let (root, _) = makeRoot(width: 300, height: 50)
        let red = makeSubview(of: root)
        let blue = makeSubview(of: root)
        activate([
            red.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            red.widthAnchor.constraint(equalToConstant: 50),
            blue.leadingAnchor.constraint(greaterThanOrEqualTo: red.trailingAnchor, constant: 8),
            blue.leadingAnchor.constraint(lessThanOrEqualTo: red.trailingAnchor, constant: 8),
            blue.widthAnchor.constraint(equalToConstant: 30),
        ])
        for view in [red, blue] {
            activate([view.topAnchor.constraint(equalTo: root.topAnchor), view.heightAnchor.constraint(equalToConstant: 5)])
        }
        root.layoutIfNeeded()
        assertFrame(blue, 68, 0, 30, 5)
    }

    /// `View.height = 2.0 * View.width + 0.0`, and Listing 3-1 against its reversed form, Listing 3-2.
    func testListingsAndTheirReversedFormsGiveTheSameFrames() throws {
        func build(reversed: Bool) throws -> [CGRect] {
            let (root, log) = makeRoot(width: 400, height: 300)
            let button1 = makeSubview(of: root)
            let button2 = makeSubview(of: root)
            let view = makeSubview(of: root)
            var constraints: [LayoutConstraint] = [
                button1.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                button1.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                button2.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
                button1.widthAnchor.constraint(equalToConstant: 90),
                button1.heightAnchor.constraint(equalToConstant: 30),
                button2.heightAnchor.constraint(equalToConstant: 30),
                view.widthAnchor.constraint(equalToConstant: 40),
            ]
            if reversed {
                constraints += [
                    try LayoutConstraint(item: button1, attribute: .trailing, relatedBy: .equal, toItem: button2,
                        attribute: .leading, multiplier: 1, constant: -8),
                    try LayoutConstraint(item: button2, attribute: .width, relatedBy: .equal, toItem: button1,
                        attribute: .width, multiplier: 1, constant: 0),
                    try LayoutConstraint(item: root, attribute: .centerX, relatedBy: .equal, toItem: view,
                        attribute: .centerX, multiplier: 1, constant: 0),
                    try LayoutConstraint(item: root, attribute: .centerY, relatedBy: .equal, toItem: view,
                        attribute: .centerY, multiplier: 1, constant: 0),
                    try LayoutConstraint(item: view, attribute: .width, relatedBy: .equal, toItem: view,
                        attribute: .height, multiplier: 0.5, constant: 0),
                ]
            } else {
                constraints += [
                    try LayoutConstraint(item: button2, attribute: .leading, relatedBy: .equal, toItem: button1,
                        attribute: .trailing, multiplier: 1, constant: 8),
                    try LayoutConstraint(item: button1, attribute: .width, relatedBy: .equal, toItem: button2,
                        attribute: .width, multiplier: 1, constant: 0),
                    try LayoutConstraint(item: view, attribute: .centerX, relatedBy: .equal, toItem: root,
                        attribute: .centerX, multiplier: 1, constant: 0),
                    try LayoutConstraint(item: view, attribute: .centerY, relatedBy: .equal, toItem: root,
                        attribute: .centerY, multiplier: 1, constant: 0),
                    try LayoutConstraint(item: view, attribute: .height, relatedBy: .equal, toItem: view,
                        attribute: .width, multiplier: 2, constant: 0),
                ]
            }
            try LayoutConstraint.activate(constraints)
            root.layoutIfNeeded()
            XCTAssertTrue(log.entries.isEmpty)
            return [button1.frame, button2.frame, view.frame]
        }
        let forward = try build(reversed: false)
        let backward = try build(reversed: true)
        assertRect(forward[0], CGRect(x: 16, y: 10, width: 90, height: 30))
        assertRect(forward[1], CGRect(x: 114, y: 50, width: 90, height: 30))
        assertRect(forward[2], CGRect(x: 180, y: 110, width: 40, height: 80))
        for (a, b) in zip(forward, backward) { assertRect(b, a) }
    }

    /// Listing 3-1's "Button_1.leading = 1.0 * Button_2.leading + 0.0" against Listing 3-2's
    /// "Button_2.leading = 1.0 * Button_1.leading + 0.0". The listings gather separate examples: this one
    /// cannot stand with the 8-point spacing between the same buttons, so it gets its own two rows.
    func testAligningLeadingEdgesEitherWayGivesTheSameFrames() throws {
        for reversed in [false, true] {
            let (root, log) = makeRoot(width: 400, height: 300)
            let button1 = makeSubview(of: root)
            let button2 = makeSubview(of: root)
            let aligned = reversed
                ? try LayoutConstraint(item: button2, attribute: .leading, relatedBy: .equal, toItem: button1,
                    attribute: .leading, multiplier: 1, constant: 0)
                : try LayoutConstraint(item: button1, attribute: .leading, relatedBy: .equal, toItem: button2,
                    attribute: .leading, multiplier: 1, constant: 0)
            try LayoutConstraint.activate([
                button1.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                button1.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                button1.widthAnchor.constraint(equalToConstant: 90), button1.heightAnchor.constraint(equalToConstant: 30),
                button2.topAnchor.constraint(equalTo: button1.bottomAnchor, constant: 8),
                button2.widthAnchor.constraint(equalToConstant: 120), button2.heightAnchor.constraint(equalToConstant: 30),
                aligned,
            ])
            root.layoutIfNeeded()
            XCTAssertTrue(log.entries.isEmpty, "\(log.entries)")
            assertFrame(button1, 16, 10, 90, 30)
            assertFrame(button2, 16, 48, 120, 30)
        }
    }
}
