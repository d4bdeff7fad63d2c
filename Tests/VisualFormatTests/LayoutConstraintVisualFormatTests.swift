import AutoLayout
import Foundation
import VisualFormat
import XCTest

/// `LayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`: the constraints UIKit
/// makes, in its order, and the frames they give.
final class LayoutConstraintVisualFormatTests: XCTestCase {
    private var scene = Scene()
    private var views: [String: any LayoutItem] { scene.views }

    override func setUp() {
        scene = Scene()
        for name in ["a", "b", "c"] { scene.add(name) }
    }

    // MARK: The constraints made

    func testConnectionsBetweenViewsRunFromTheLaterViewToTheEarlierOne() {
        XCTAssertEqual(equations("[a]-[b]", views: views), ["b.leading == a.trailing + 8"])
        XCTAssertEqual(equations("[a]-10-[b]", views: views), ["b.leading == a.trailing + 10"])
        XCTAssertEqual(equations("[a][b]", views: views), ["b.leading == a.trailing"])
        XCTAssertEqual(equations("H:[a]-0-[b]", views: views), ["b.leading == a.trailing"])
        XCTAssertEqual(equations("V:[a]-10-[b]", views: views), ["b.top == a.bottom + 10"])
        XCTAssertEqual(equations("V:[a]-[b]", views: views), ["b.top == a.bottom + 8"])
    }

    func testNumbersAndNamesReadTheSameWhetherOrNotTheFormatIsASCII() {
        let expected = ["a.leading == super.leading + 15", "a.width == 5", "b.leading == a.trailing + 2", "b.width == 0.25"]
        XCTAssertEqual(equations("|-1.5e1-[a(.5e+1)]-2.-[b(25e-2)]", views: views), expected)
        // A non-ASCII space where white space is allowed (before `[`) takes the path by characters.
        XCTAssertEqual(equations("|-1.5e1-[a(.5e+1)]-2.-\u{3000}[b(25e-2)]", views: views), expected)
    }

    func testSuperviewEdgesPutTheSuperviewFirstOnTheTrailingSide() {
        XCTAssertEqual(
            equations("|-50-[a]-50-|", views: views),
            ["a.leading == super.leading + 50", "super.trailing == a.trailing + 50"])
        XCTAssertEqual(
            equations("|[a]|", views: views), ["a.leading == super.leading", "super.trailing == a.trailing"])
        XCTAssertEqual(
            equations("V:|-10-[a]-10-|", views: views), ["a.top == super.top + 10", "super.bottom == a.bottom + 10"])
    }

    func testStandardSpaceToTheSuperviewIsZeroPointsToItsMargin() {
        XCTAssertEqual(
            equations("|-[a]-|", views: views),
            ["a.leading == super.leadingMargin", "super.trailingMargin == a.trailing"])
        XCTAssertEqual(
            equations("V:|-[a]-|", views: views), ["a.top == super.topMargin", "super.bottomMargin == a.bottom"])
    }

    func testPredicatesOnWidthAndHeight() {
        XCTAssertEqual(equations("[a(50)]", views: views), ["a.width == 50"])
        XCTAssertEqual(equations("[a(>=50)]", views: views), ["a.width >= 50"])
        XCTAssertEqual(equations("[a(<=50)]", views: views), ["a.width <= 50"])
        XCTAssertEqual(equations("V:[a(==50)]", views: views), ["a.height == 50"])
        XCTAssertEqual(equations("[a(100@20)]", views: views), ["a.width == 100 @20"])
        XCTAssertEqual(equations("[a(>=70,<=100)]", views: views), ["a.width >= 70", "a.width <= 100"])
        XCTAssertEqual(equations("[a(==b)]", views: views), ["a.width == b.width"])
        XCTAssertEqual(equations("V:[a(>=b@750)]", views: views), ["a.height >= b.height @750"])
        XCTAssertEqual(equations("[a(-5)]", views: views), ["a.width == -5"])
        XCTAssertEqual(equations("[a(1.5e2)]", views: views), ["a.width == 150"])
        XCTAssertEqual(equations("[a(.5)]", views: views), ["a.width == 0.5"])
        XCTAssertEqual(equations("[a(==a)]", views: views), ["a.width == a.width"])
    }

    func testMetricsAsConstantsAndPriorities() {
        let metrics: [String: CGFloat] = ["gap": 12, "wide": 200, "low": 250, "a": 33]
        XCTAssertEqual(
            equations("|-gap-[a(wide@low)]-(>=gap@low)-|", metrics: metrics, views: views),
            ["a.leading == super.leading + 12", "a.width == 200 @250", "super.trailing >= a.trailing + 12 @250"])
        // A name in both dictionaries is read as the metric.
        XCTAssertEqual(equations("[b(a)]", metrics: metrics, views: views), ["b.width == 33"])
        XCTAssertEqual(equations("[b(a)]", views: views), ["b.width == a.width"])
    }

    func testSpacingPredicatesWithAndWithoutParentheses() {
        XCTAssertEqual(equations("[a]-(>=0@750)-[b]", views: views), ["b.leading >= a.trailing @750"])
        XCTAssertEqual(equations("[a]-20@999-[b]", views: views), ["b.leading == a.trailing + 20 @999"])
        XCTAssertEqual(equations("[a]->=10-|", views: views), ["super.trailing >= a.trailing + 10"])
        XCTAssertEqual(equations("|-<=10-[a]", views: views), ["a.leading <= super.leading + 10"])
        XCTAssertEqual(
            equations("[a]-(>=8,<=20@500)-[b]", views: views),
            ["b.leading >= a.trailing + 8", "b.leading <= a.trailing + 20 @500"])
        XCTAssertEqual(equations("[a]-(-10)-[b]", views: views), ["b.leading == a.trailing - 10"])
        XCTAssertEqual(equations("[a]-(999.5@999.5)-[b]", views: views), ["b.leading == a.trailing + 999.5 @999.5"])
    }

    /// UIKit's order: for each view the connection leading to it, then its predicates; the trailing
    /// `|` next; alignment constraints last, one per pair of neighbours.
    func testOrderOfACompleteLine() {
        XCTAssertEqual(
            equations("|-[a(>=10)]-[b]-[c(>=20@500)]-|", options: .alignAllTop, views: views),
            [
                "a.leading == super.leadingMargin", "a.width >= 10", "b.leading == a.trailing + 8",
                "c.leading == b.trailing + 8", "c.width >= 20 @500", "super.trailingMargin == c.trailing",
                "a.top == b.top", "b.top == c.top",
            ])
    }

    func testAlignmentOptionsInAttributeOrder() {
        XCTAssertEqual(
            equations("[a][b]", options: [.alignAllBottom, .alignAllTop], views: views),
            ["b.leading == a.trailing", "a.top == b.top", "a.bottom == b.bottom"])
        let horizontal: [(LayoutConstraint.FormatOptions, String)] = [
            (.alignAllTop, "top"), (.alignAllBottom, "bottom"), (.alignAllCenterY, "centerY"),
            (.alignAllLastBaseline, "lastBaseline"), (.alignAllBaseline, "lastBaseline"),
            (.alignAllFirstBaseline, "firstBaseline"),
        ]
        for (option, attribute) in horizontal {
            XCTAssertEqual(equations("[a][b]", options: option, views: views).last, "a.\(attribute) == b.\(attribute)")
        }
        let vertical: [(LayoutConstraint.FormatOptions, String)] = [
            (.alignAllLeft, "left"), (.alignAllRight, "right"), (.alignAllLeading, "leading"),
            (.alignAllTrailing, "trailing"), (.alignAllCenterX, "centerX"),
        ]
        for (option, attribute) in vertical {
            XCTAssertEqual(
                equations("V:[a][b]", options: option, views: views).last, "a.\(attribute) == b.\(attribute)")
        }
    }

    func testDirectionOptions() {
        let format = "|-[a]-[b]-20-|"
        XCTAssertEqual(
            equations(format, options: .directionLeadingToTrailing, views: views),
            ["a.leading == super.leadingMargin", "b.leading == a.trailing + 8", "super.trailing == b.trailing + 20"])
        XCTAssertEqual(
            equations(format, options: .directionLeftToRight, views: views),
            ["a.left == super.leftMargin", "b.left == a.right + 8", "super.right == b.right + 20"])
        // Right to left, the element further right comes first: the superview, then each view over
        // the one after it.
        XCTAssertEqual(
            equations(format, options: .directionRightToLeft, views: views),
            ["super.rightMargin == a.right", "a.left == b.right + 8", "b.left == super.left + 20"])
        for option in [LayoutConstraint.FormatOptions.directionLeftToRight, .directionRightToLeft] {
            XCTAssertEqual(
                equations("V:|-[a]-[b]-20-|", options: option, views: views),
                ["a.top == super.topMargin", "b.top == a.bottom + 8", "super.bottom == b.bottom + 20"])
        }
    }

    func testBaselineToBaselineSpacingRelatesBaselinesBetweenViewsOnly() {
        XCTAssertEqual(
            equations("V:|-[a]-[b]-12-[c]-|", options: .spacingBaselineToBaseline, views: views),
            [
                "a.top == super.topMargin", "b.firstBaseline == a.lastBaseline + 8",
                "c.firstBaseline == b.lastBaseline + 12", "super.bottomMargin == c.bottom",
            ])
    }

    func testWhiteSpaceBeforeViewsAndPipesAndAtTheEndIsIgnored() {
        XCTAssertEqual(equations("H:  [a]- [b]  ", views: views), ["b.leading == a.trailing + 8"])
        XCTAssertEqual(equations("V: | [a]", views: views), ["a.top == super.top"])
    }

    func testASingleViewMakesOnlyItsPredicates() {
        XCTAssertEqual(equations("[a]", views: views), [])
        XCTAssertEqual(equations("V:[a(20)]", views: views), ["a.height == 20"])
    }

    func testTheSameViewTwice() {
        XCTAssertEqual(equations("[a]-[a]", views: views), ["a.leading == a.trailing + 8"])
    }

    func testResultsAreInactiveAndTheirItemsAreTheDictionarysObjects() throws {
        let constraints = try LayoutConstraint.constraints(withVisualFormat: "|-[a]", views: views)
        XCTAssertEqual(constraints.count, 1)
        XCTAssertFalse(constraints[0].isActive)
        XCTAssertTrue(constraints[0].firstItem === views["a"])
        XCTAssertTrue(constraints[0].secondItem === scene.root)
        XCTAssertEqual(constraints[0].multiplier, 1)
    }

    // MARK: Apple's examples, laid out

    func testStandardSpace() {
        let scene = Scene()
        scene.add("button")
        scene.add("textField")
        scene.activate([
            "|-20-[button(80)]", "[button]-[textField]", "[textField(100)]", "V:|-30-[button(30)]",
            "V:|-30-[textField(30)]",
        ])
        scene.layout()
        scene.assertFrame("button", 20, 30, 80, 30)
        scene.assertFrame("textField", 108, 30, 100, 30)
    }

    func testWidthConstraint() {
        for (intrinsic, width) in [(CGFloat(30), CGFloat(50)), (70, 70)] {
            let scene = Scene()
            scene.add("button", size: CGSize(width: intrinsic, height: 20))
            scene.activate(["|-20-[button(>=50)]", "V:|-20-[button]"])
            scene.layout()
            scene.assertFrame("button", 20, 20, width, 20)
        }
    }

    func testConnectionToSuperview() {
        let scene = Scene()
        scene.add("purpleBox")
        scene.activate(["|-50-[purpleBox]-50-|", "V:|-50-[purpleBox]-50-|"])
        scene.layout()
        scene.assertFrame("purpleBox", 50, 50, 275, 567)
    }

    func testVerticalLayout() {
        let scene = Scene()
        scene.add("topField")
        scene.add("bottomField")
        scene.activate([
            "V:[topField]-10-[bottomField]", "V:|-20-[topField(30)]", "V:[bottomField(40)]", "|-[topField]-|",
            "|-[bottomField]-|",
        ])
        scene.layout()
        scene.assertFrame("topField", 8, 20, 359, 30)
        scene.assertFrame("bottomField", 8, 60, 359, 40)
    }

    func testFlushViews() {
        let scene = Scene()
        scene.add("maroonView")
        scene.add("blueView")
        scene.activate([
            "[maroonView][blueView]", "|-10-[maroonView(100)]", "[blueView(60)]", "V:|[maroonView(20)]",
            "V:|[blueView(20)]",
        ])
        scene.layout()
        scene.assertFrame("maroonView", 10, 0, 100, 20)
        scene.assertFrame("blueView", 110, 0, 60, 20)
    }

    func testPriority() {
        // Alone, the optional width holds; against a button's content hugging (250) it gives way.
        let plain = Scene()
        plain.add("button")
        plain.activate(["[button(100@20)]", "|-[button]", "V:|-[button(30)]"])
        plain.layout()
        plain.assertFrame("button", 8, 8, 100, 30)

        let sized = Scene()
        sized.add("button", size: CGSize(width: 60, height: 30))
        sized.activate(["[button(100@20)]", "|-[button]", "V:|-[button]"])
        sized.layout()
        sized.assertFrame("button", 8, 8, 60, 30)
    }

    func testEqualWidths() {
        let scene = Scene()
        scene.add("button1")
        scene.add("button2")
        scene.activate(["[button1(==button2)]", "|-[button1]-[button2]-|", "V:|-[button1(44)]", "V:|-[button2(44)]"])
        scene.layout()
        // (375 - 8 - 8 - 8) / 2 = 175.5
        scene.assertFrame("button1", 8, 8, 175.5, 44)
        scene.assertFrame("button2", 191.5, 8, 175.5, 44)
    }

    func testMultiplePredicates() {
        for (intrinsic, width) in [(CGFloat(40), CGFloat(70)), (85, 85), (150, 100)] {
            let scene = Scene()
            scene.add("flexibleButton", size: CGSize(width: intrinsic, height: 30))
            scene.activate(["[flexibleButton(>=70,<=100)]", "|-[flexibleButton]-(>=8)-|", "V:|-[flexibleButton]"])
            scene.layout()
            scene.assertFrame("flexibleButton", 8, 8, width, 30)
        }
    }

    func testCompleteLineOfLayout() {
        let scene = Scene()
        scene.add("find", size: CGSize(width: 50, height: 20))
        scene.add("findNext", size: CGSize(width: 60, height: 20))
        scene.add("findField")
        scene.activate(["|-[find]-[findNext]-[findField(>=20)]-|"], options: .alignAllTop)
        scene.activate(["V:|-20-[find]", "V:[findField(30)]"])
        scene.layout()
        scene.assertFrame("find", 8, 20, 50, 20)
        scene.assertFrame("findNext", 66, 20, 60, 20)
        // 375 - 8 - 50 - 8 - 60 - 8 - 8 = 233
        scene.assertFrame("findField", 134, 20, 233, 30)
    }

    // MARK: Options, laid out

    func testDirectionsLaidOut() {
        let expectations: [(LayoutConstraint.FormatOptions, CGFloat, CGFloat)] = [
            ([], 20, 80), (.directionLeftToRight, 20, 80), (.directionRightToLeft, 305, 235),
        ]
        for (option, ax, bx) in expectations {
            let scene = Scene()
            scene.add("a")
            scene.add("b")
            scene.activate(["|-20-[a(50)]-10-[b(60)]"], options: option)
            scene.activate(["V:|[a(10)]", "V:|[b(10)]"])
            scene.layout()
            scene.assertFrame("a", ax, 0, 50, 10)
            scene.assertFrame("b", bx, 0, 60, 10)
        }
    }

    func testAlignAllCenterYLaidOut() {
        let scene = Scene()
        scene.add("a")
        scene.add("b")
        scene.activate(["|-[a(40)]-[b(40)]"], options: .alignAllCenterY)
        scene.activate(["V:|-100-[a(60)]", "V:[b(20)]"])
        scene.layout()
        scene.assertFrame("a", 8, 100, 40, 60)
        scene.assertFrame("b", 56, 120, 40, 20)
    }

    // MARK: Seed 001

    /// Seed 001 lists `constraintsWithVisualFormat:options:metrics:views:` as the way to make a group
    /// of constraints, and moves a button pinned 50 from the top left to 50 from the right.
    func testSeed001ButtonPinnedThenMovedToTheRightEdge() throws {
        let scene = Scene()
        scene.add("button", size: CGSize(width: 80, height: 30))
        let metrics: [String: CGFloat] = ["inset": 50]
        let left = try LayoutConstraint.constraints(
            withVisualFormat: "H:|-inset-[button]", options: [], metrics: metrics, views: scene.views)
        try LayoutConstraint.activate(left)
        scene.activate(["V:|-inset-[button]"], metrics: metrics)
        scene.layout()
        scene.assertFrame("button", 50, 50, 80, 30)

        LayoutConstraint.deactivate(left)
        scene.activate(["H:[button]-inset-|"], metrics: metrics)
        scene.layout()
        scene.assertFrame("button", 245, 50, 80, 30)
    }
}
