import AutoLayout
import Foundation
import VisualFormat
import XCTest

/// Every ``VisualFormatError`` case: which input raises it, where the caret goes, and the exact text.
final class VisualFormatErrorTests: XCTestCase {
    private var scene = Scene()
    private var views: [String: any LayoutItem] { scene.views }

    override func setUp() {
        scene = Scene()
        for name in ["a", "b", "backgroundBox", "whiteBox1", "whiteBox2", "blackBox", "blackBox4", "redBox"] {
            scene.add(name)
        }
    }

    private func assertError(
        _ format: String, options: LayoutConstraint.FormatOptions = [], metrics: [String: CGFloat]? = nil,
        views: [String: any LayoutItem]? = nil, _ expected: VisualFormatError, _ text: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let error = parseError(format, options: options, metrics: metrics, views: views ?? self.views)
        XCTAssertEqual(error, expected, file: file, line: line)
        XCTAssertEqual(error?.description, text, file: file, line: line)
    }

    // MARK: Apple's documented examples, with their carets

    func testMissingColonAfterOrientation() {
        assertError(
            "V|[backgroundBox]|", .missingOrientationColon(orientation: "V", format: "V|[backgroundBox]|", offset: 1),
            "Unable to parse constraint format: \nExpected ':' after 'V' to specify vertical arrangement \n"
                + "V|[backgroundBox]| \n ^")
        assertError(
            "H[a]", .missingOrientationColon(orientation: "H", format: "H[a]", offset: 1),
            "Unable to parse constraint format: \nExpected ':' after 'H' to specify horizontal arrangement \nH[a] \n ^")
        XCTAssertEqual(
            parseError("Vertical:[a]", views: views),
            .missingOrientationColon(orientation: "V", format: "Vertical:[a]", offset: 1))
    }

    func testUnterminatedViewPredicate() {
        let format = "|[whiteBox1][blackBox4(blackWidth][redBox]|"
        assertError(
            format, metrics: ["blackWidth": 40], .unterminatedView(format: format, offset: 33),
            "Unable to parse constraint format: \nA predicate on a view's thickness must end with ')' and the view "
                + "must end with ']' \n\(format) \n" + String(repeating: " ", count: 33) + "^")
        XCTAssertEqual(parseError("[a", views: views), .unterminatedView(format: "[a", offset: 2))
        XCTAssertEqual(parseError("[a(10,]", views: views), .expectedNumberOrMetric(format: "[a(10,]", offset: 6))
    }

    func testUnknownView() {
        let format = "|[whiteBox2][blackBox3]"
        assertError(
            format, .unknownView(name: "blackBox3", format: format, offset: 22),
            "Unable to parse constraint format: \nblackBox3 is not a key in the views dictionary. \n\(format) \n"
                + String(repeating: " ", count: 22) + "^")
        // A key path is read up to the dot, as UIKit reports `self is not a key in the views dictionary.`
        XCTAssertEqual(
            parseError("H:[self.arrows]-5-|", views: views),
            .unknownView(name: "self", format: "H:[self.arrows]-5-|", offset: 7))
    }

    func testUnknownRelation() {
        let format = "V:|[blackBox4(>30)]|"
        assertError(
            format, .unknownRelation(format: format, offset: 15),
            "Unable to parse constraint format: \nUnknown relation. Must be ==, >=, or <= \n\(format) \n"
                + String(repeating: " ", count: 15) + "^")
        XCTAssertEqual(parseError("[a]-=8-[b]", views: views), .unknownRelation(format: "[a]-=8-[b]", offset: 5))
        XCTAssertEqual(parseError("[a(<b)]", views: views), .unknownRelation(format: "[a(<b)]", offset: 4))
    }

    // MARK: Texts seen in UIKit's exceptions

    func testMissingSuperviewOnTheLeadingSideCaretsTheViewsClosingBracket() {
        let orphan = View()
        let format = "H:|-(>=50)-[view1(100)]"
        assertError(
            format, views: ["view1": orphan], .missingSuperview(format: format, offset: 22),
            "Unable to parse constraint format: \nUnable to interpret '|' character, because the related view "
                + "doesn't have a superview \n\(format) \n" + String(repeating: " ", count: 22) + "^")
    }

    func testMissingSuperviewOnTheTrailingSideCaretsThePipe() {
        let orphan = View()
        XCTAssertEqual(
            parseError("V:[v]-8-|", views: ["v": orphan]), .missingSuperview(format: "V:[v]-8-|", offset: 8))
        // The view next to `|` decides, not the others.
        XCTAssertEqual(
            parseError("[a]-[v]|", views: ["a": views["a"]!, "v": orphan]),
            .missingSuperview(format: "[a]-[v]|", offset: 7))
    }

    func testUnknownMetric() {
        let format = "H:|-margiin-[a]"
        assertError(
            format, metrics: ["margin": 20], .unknownMetric(name: "margiin", format: format, offset: 11),
            "Unable to parse constraint format: \nEncountered metric with name \"margiin\", but value was not "
                + "specified in metrics or views dictionaries \n\(format) \n" + String(repeating: " ", count: 11) + "^")
        XCTAssertEqual(parseError("[a(10@high)]", views: views), .unknownMetric(name: "high", format: "[a(10@high)]", offset: 10))
    }

    func testExpectedNumberOrMetric() {
        let format = "H:|[a]- (padding)-[b]|"
        assertError(
            format, metrics: ["padding": 4], .expectedNumberOrMetric(format: format, offset: 7),
            "Unable to parse constraint format: \nExpected a number or key from the metrics dictionary, but "
                + "encountered something else \n\(format) \n       ^")
        XCTAssertEqual(parseError("[a]--[b]", views: views), .expectedNumberOrMetric(format: "[a]--[b]", offset: 4))
        XCTAssertEqual(parseError("[a()]", views: views), .expectedNumberOrMetric(format: "[a()]", offset: 3))
        XCTAssertEqual(parseError("[a(10@)]", views: views), .expectedNumberOrMetric(format: "[a(10@)]", offset: 6))
        XCTAssertEqual(parseError("[a]-(-x)-[b]", views: views), .expectedNumberOrMetric(format: "[a]-(-x)-[b]", offset: 5))
    }

    func testExpectedView() {
        assertError(
            "H:|-165.000000-|", .expectedView(format: "H:|-165.000000-|", offset: 15),
            "Unable to parse constraint format: \nExpected a view \nH:|-165.000000-| \n               ^")
        XCTAssertEqual(parseError("", views: views), .expectedView(format: "", offset: 0))
        XCTAssertEqual(parseError("V:", views: views), .expectedView(format: "V:", offset: 2))
        XCTAssertEqual(parseError("[a]-", views: views), .expectedView(format: "[a]-", offset: 4))
        XCTAssertEqual(parseError("|", views: views), .expectedView(format: "|", offset: 1))
        XCTAssertEqual(parseError("a", views: views), .expectedView(format: "a", offset: 0))
    }

    // MARK: Reasons written in UIKit's style

    func testExpectedViewName() {
        assertError(
            "[1a]", .expectedViewName(format: "[1a]", offset: 1),
            "Unable to parse constraint format: \nExpected a view name, which must be a C identifier that is a key "
                + "in the views dictionary \n[1a] \n ^")
    }

    func testViewNotAllowedAsSpacingOrPriority() {
        assertError(
            "[a]-b-[b]", .viewNotAllowed(name: "b", format: "[a]-b-[b]", offset: 4),
            "Unable to parse constraint format: \nb is a view, but a view can only be the object of a predicate on "
                + "a view's thickness \n[a]-b-[b] \n    ^")
        XCTAssertEqual(parseError("[a(10@b)]", views: views), .viewNotAllowed(name: "b", format: "[a(10@b)]", offset: 6))
    }

    func testUnterminatedConnection() {
        assertError(
            "[a]-8[b]", .unterminatedConnection(format: "[a]-8[b]", offset: 5),
            "Unable to parse constraint format: \nA predicate on a connection must end with ')' and the connection "
                + "must end with '-' \n[a]-8[b] \n     ^")
        XCTAssertEqual(parseError("[a]-(8[b]", views: views), .unterminatedConnection(format: "[a]-(8[b]", offset: 6))
        XCTAssertEqual(parseError("[a]-(8)[b]", views: views), .unterminatedConnection(format: "[a]-(8)[b]", offset: 7))
    }

    func testUnexpectedCharacter() {
        assertError(
            "[a]*[b]", .unexpectedCharacter("*", format: "[a]*[b]", offset: 3),
            "Unable to parse constraint format: \nEncountered unexpected character '*' \n[a]*[b] \n   ^")
        XCTAssertEqual(parseError("[a]|x", views: views), .unexpectedCharacter("x", format: "[a]|x", offset: 4))
        XCTAssertEqual(parseError("[a] -[b]", views: views), .unexpectedCharacter(" ", format: "[a] -[b]", offset: 3))
        XCTAssertEqual(parseError("[a]|[b]", views: views), .unexpectedCharacter("[", format: "[a]|[b]", offset: 4))
    }

    func testUnexpectedCharactersAreFoundByCharacterOutsideASCII() {
        // Offsets count characters: a CRLF pair and an accented letter are one each.
        XCTAssertEqual(parseError("|-\r\n[a]*[b]", views: views), .unexpectedCharacter("*", format: "|-\r\n[a]*[b]", offset: 6))
        XCTAssertEqual(parseError("[a]é[b]", views: views), .unexpectedCharacter("é", format: "[a]é[b]", offset: 3))
        XCTAssertEqual(parseError("[a]\r\n-[b]", views: views), .unexpectedCharacter("\r\n", format: "[a]\r\n-[b]", offset: 3))
    }

    func testInvalidPriority() {
        assertError(
            "[a(10@1001)]", .invalidPriority(1001, format: "[a(10@1001)]", offset: 6),
            "Unable to parse constraint format: \nPriority 1001 is invalid. Priorities must be greater than 0 and "
                + "less than or equal to 1000 \n[a(10@1001)] \n      ^")
        XCTAssertEqual(parseError("[a(10@0)]", views: views), .invalidPriority(0, format: "[a(10@0)]", offset: 6))
        // Found by the fuzzer: a priority that is not finite must not trap while its message is made.
        let infinite = parseError("[a(10@1e999)]", views: views)
        XCTAssertEqual(infinite, .invalidPriority(.infinity, format: "[a(10@1e999)]", offset: 6))
        XCTAssertEqual(infinite?.reason, "Priority inf is invalid. Priorities must be greater than 0 and less than or equal to 1000")
        XCTAssertEqual(
            parseError("[a(10@p)]", metrics: ["p": .nan], views: views)?.reason,
            "Priority nan is invalid. Priorities must be greater than 0 and less than or equal to 1000")
        XCTAssertEqual(
            parseError("[a(10@p)]", metrics: ["p": -1], views: views), .invalidPriority(-1, format: "[a(10@p)]", offset: 6))
    }

    func testNonFiniteConstant() {
        assertError(
            "[a(1e999)]", .nonFiniteConstant(.infinity, format: "[a(1e999)]", offset: 3),
            "Unable to parse constraint format: \nConstant inf is not finite \n[a(1e999)] \n   ^")
        XCTAssertEqual(
            parseError("|-m-[a]", metrics: ["m": .infinity], views: views),
            .nonFiniteConstant(.infinity, format: "|-m-[a]", offset: 2))
    }

    func testAlignmentNeedsTwoViews() {
        assertError(
            "V:|[a]|", options: .alignAllLeft, .alignmentNeedsTwoViews(format: "V:|[a]|", offset: 7),
            "Unable to parse constraint format: \nOptions mask required views to be aligned, but the format has only "
                + "one view \nV:|[a]| \n       ^")
    }

    func testAlignmentAlongTheLayoutAxis() {
        assertError(
            "[a][b]", options: .alignAllLeft, .alignmentAlongLayoutAxis(.left, axis: .horizontal, format: "[a][b]", offset: 6),
            "Unable to parse constraint format: \nOptions mask required views to be aligned on a horizontal edge, "
                + "which is not allowed for layout that is also horizontal. \n[a][b] \n      ^")
        assertError(
            "V:[a][b]", options: .alignAllBottom,
            .alignmentAlongLayoutAxis(.bottom, axis: .vertical, format: "V:[a][b]", offset: 8),
            "Unable to parse constraint format: \nOptions mask required views to be aligned on a vertical edge, "
                + "which is not allowed for layout that is also vertical. \nV:[a][b] \n        ^")
        for option in [LayoutConstraint.FormatOptions.alignAllLeading, .alignAllTrailing, .alignAllCenterX, .alignAllRight] {
            XCTAssertNotNil(parseError("[a][b]", options: option, views: views))
        }
        for option in [LayoutConstraint.FormatOptions.alignAllTop, .alignAllCenterY, .alignAllFirstBaseline, .alignAllLastBaseline] {
            XCTAssertNotNil(parseError("V:[a][b]", options: option, views: views))
        }
    }

    func testBaselineSpacingInHorizontalLayout() {
        assertError(
            "[a]-[b]", options: .spacingBaselineToBaseline,
            .baselineSpacingInHorizontalLayout(format: "[a]-[b]", offset: 7),
            "Unable to parse constraint format: \nOptions mask required baseline-to-baseline spacing, which is only "
                + "allowed for vertical layout. \n[a]-[b] \n       ^")
    }

    func testUnknownDirection() {
        assertError(
            "[a]", options: .directionMask, .unknownDirection(0x30000, format: "[a]", offset: 3),
            "Unable to parse constraint format: \nOptions mask has direction bits 0x30000, which name no direction "
                + "\n[a] \n   ^")
    }

    func testInvalidConstraintCarriesTheFactorysError() {
        let error = VisualFormatError.invalidConstraint(
            .nonFiniteConstant(item: nil, constant: .nan), format: "[a]", offset: 1)
        XCTAssertEqual(
            error.description,
            "Unable to parse constraint format: \n*** +[LayoutConstraint constraintWithItem:attribute:relatedBy:"
                + "toItem:attribute:multiplier:constant:]: Constant is not finite!  That's illegal.  constant:nan "
                + "\n[a] \n ^")
    }

    // MARK: Where the error is

    func testLineColumnAndAccessors() {
        let error = VisualFormatError.unknownView(name: "x", format: "[a]-[x]", offset: 6)
        XCTAssertEqual(error.format, "[a]-[x]")
        XCTAssertEqual(error.offset, 6)
        XCTAssertEqual(error.line, 1)
        XCTAssertEqual(error.column, 7)
        XCTAssertEqual(error.reason, "x is not a key in the views dictionary.")
        XCTAssertEqual(error.caretLine, "      ^")
        XCTAssertEqual(error.message(line: 12), "12:7: x is not a key in the views dictionary.\n[a]-[x]\n      ^")
    }

    func testOffsetsCountCharactersNotBytes() {
        let views: [String: any LayoutItem] = ["a": self.views["a"]!]
        let error = parseError("[a]-(8)-[é]", views: views)
        XCTAssertEqual(error, .expectedViewName(format: "[a]-(8)-[é]", offset: 9))
        XCTAssertEqual(error?.caretLine, "         ^")
    }

    func testTheFirstMistakeInReadingOrderIsReported() {
        // An unknown view before a syntax error, and a missing superview before an unknown view.
        XCTAssertEqual(parseError("[x]-*", views: views), .unknownView(name: "x", format: "[x]-*", offset: 2))
        let orphan = View()
        XCTAssertEqual(
            parseError("|[v]-[x]", views: ["v": orphan]), .missingSuperview(format: "|[v]-[x]", offset: 3))
        // Option errors come after the whole format has been read.
        XCTAssertEqual(
            parseError("[a][x]", options: .alignAllLeft, views: views), .unknownView(name: "x", format: "[a][x]", offset: 5))
    }
}
