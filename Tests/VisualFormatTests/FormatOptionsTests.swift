import AutoLayout
import VisualFormat
import XCTest

/// `LayoutConstraint.FormatOptions`: UIKit's raw values (`NSLayoutFormatOptions`).
final class FormatOptionsTests: XCTestCase {
    func testAlignmentValuesAreOneShiftedByTheAttribute() {
        let pairs: [(LayoutConstraint.FormatOptions, LayoutConstraint.Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline),
            (.alignAllFirstBaseline, .firstBaseline),
        ]
        for (option, attribute) in pairs {
            XCTAssertEqual(option.rawValue, 1 << UInt(attribute.rawValue))
        }
        XCTAssertEqual(
            pairs.map(\.0.rawValue), [2, 4, 8, 16, 32, 64, 512, 1024, 2048, 4096])
        XCTAssertEqual(LayoutConstraint.FormatOptions.alignAllBaseline, .alignAllLastBaseline)
        XCTAssertEqual(LayoutConstraint.FormatOptions.alignmentMask.rawValue, 0xFFFF)
    }

    func testDirectionAndSpacingValues() {
        XCTAssertEqual(LayoutConstraint.FormatOptions.directionLeadingToTrailing.rawValue, 0)
        XCTAssertEqual(LayoutConstraint.FormatOptions.directionLeftToRight.rawValue, 0x10000)
        XCTAssertEqual(LayoutConstraint.FormatOptions.directionRightToLeft.rawValue, 0x20000)
        XCTAssertEqual(LayoutConstraint.FormatOptions.directionMask.rawValue, 0x30000)
        XCTAssertEqual(LayoutConstraint.FormatOptions.spacingEdgeToEdge.rawValue, 0)
        XCTAssertEqual(LayoutConstraint.FormatOptions.spacingBaselineToBaseline.rawValue, 0x80000)
        XCTAssertEqual(LayoutConstraint.FormatOptions.spacingMask.rawValue, 0x80000)
        XCTAssertEqual(LayoutConstraint.FormatOptions(), [])
    }

    func testOptionsCombine() {
        let options: LayoutConstraint.FormatOptions = [.alignAllTop, .alignAllBottom, .directionRightToLeft]
        XCTAssertEqual(options.rawValue, 8 | 16 | 0x20000)
        XCTAssertTrue(options.contains(.alignAllTop))
        XCTAssertEqual(options.intersection(.alignmentMask), [.alignAllTop, .alignAllBottom])
        XCTAssertEqual(options.intersection(.directionMask), .directionRightToLeft)
    }

    func testBitsWithoutAnAlignmentOptionAreIgnored() {
        let scene = Scene()
        scene.add("a")
        scene.add("b")
        // Bits 7 and 8 are width and height, which have no alignAll option.
        let options = LayoutConstraint.FormatOptions(rawValue: 1 << 7 | 1 << 8)
        XCTAssertEqual(equations("[a][b]", options: options, views: scene.views), ["b.leading == a.trailing"])
    }

    func testDefaultDirectionAndSpacingAreTheZeroValues() {
        let scene = Scene()
        scene.add("a")
        scene.add("b")
        XCTAssertEqual(
            equations("V:[a]-[b]", options: [.directionLeadingToTrailing, .spacingEdgeToEdge], views: scene.views),
            equations("V:[a]-[b]", views: scene.views))
    }
}
