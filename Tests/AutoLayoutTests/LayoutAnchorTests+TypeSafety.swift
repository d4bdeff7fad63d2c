import Foundation
import XCTest

/// Seed 004's type safety: relating anchors of different axes, or a size to a position, must not
/// compile. Each case is type-checked by the compiler against the built `AutoLayout` module, next to
/// a twin that differs only in the mistake and must compile, so that a failure can only be the
/// mistake's.
extension LayoutAnchorTests {
    /// Statements that must not compile, each with its compiling twin and what the error must name.
    private static let mistakes: [(wrong: String, right: String, error: [String])] = [
        (
            "a.leadingAnchor.constraint(equalTo: b.topAnchor)",
            "a.leadingAnchor.constraint(equalTo: b.trailingAnchor)",
            ["cannot convert", "'LayoutAnchor<LayoutYAxisAnchor>'", "'LayoutAnchor<LayoutXAxisAnchor>'"]
        ),
        (
            "a.topAnchor.constraint(greaterThanOrEqualTo: b.leadingAnchor, constant: 8)",
            "a.topAnchor.constraint(greaterThanOrEqualTo: b.bottomAnchor, constant: 8)",
            ["cannot convert", "'LayoutAnchor<LayoutXAxisAnchor>'", "'LayoutAnchor<LayoutYAxisAnchor>'"]
        ),
        (
            "a.firstBaselineAnchor.constraint(lessThanOrEqualTo: b.centerXAnchor)",
            "a.firstBaselineAnchor.constraint(lessThanOrEqualTo: b.centerYAnchor)",
            ["cannot convert", "'LayoutAnchor<LayoutXAxisAnchor>'", "'LayoutAnchor<LayoutYAxisAnchor>'"]
        ),
        (
            "a.safeAreaLayoutGuide.topAnchor.constraint(equalTo: b.layoutMarginsGuide.leadingAnchor)",
            "a.safeAreaLayoutGuide.topAnchor.constraint(equalTo: b.layoutMarginsGuide.topAnchor)",
            ["cannot convert", "'LayoutAnchor<LayoutXAxisAnchor>'", "'LayoutAnchor<LayoutYAxisAnchor>'"]
        ),
        (
            "a.widthAnchor.constraint(equalTo: b.leadingAnchor)",
            "a.widthAnchor.constraint(equalTo: b.heightAnchor)",
            ["cannot convert", "'LayoutAnchor<LayoutXAxisAnchor>'", "'LayoutAnchor<LayoutDimension>'"]
        ),
        (
            "a.centerXAnchor.constraint(equalTo: b.widthAnchor)",
            "a.centerXAnchor.constraint(equalTo: b.centerXAnchor)",
            ["cannot convert", "'LayoutAnchor<LayoutDimension>'", "'LayoutAnchor<LayoutXAxisAnchor>'"]
        ),
        (
            "a.leadingAnchor.anchorWithOffset(to: b.trailingAnchor).constraint(equalTo: b.leadingAnchor)",
            "a.leadingAnchor.anchorWithOffset(to: b.trailingAnchor).constraint(equalTo: b.widthAnchor)",
            ["cannot convert", "'LayoutAnchor<LayoutXAxisAnchor>'", "'LayoutAnchor<LayoutDimension>'"]
        ),
        (
            "a.leadingAnchor.anchorWithOffset(to: b.topAnchor)",
            "a.leadingAnchor.anchorWithOffset(to: b.trailingAnchor)",
            ["cannot convert", "'LayoutYAxisAnchor'", "'LayoutXAxisAnchor'"]
        ),
        // Multipliers and constants alone belong to sizes, as in UIKit.
        (
            "a.leadingAnchor.constraint(equalTo: b.leadingAnchor, multiplier: 2)",
            "a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 2)",
            ["extra argument 'multiplier'"]
        ),
        (
            "a.leadingAnchor.constraint(equalToConstant: 10)",
            "a.widthAnchor.constraint(equalToConstant: 10)",
            ["no exact matches", "'constraint'"]
        ),
        // System spacing follows the axis: after on x, below on y, and none between sizes.
        (
            "a.topAnchor.constraint(equalToSystemSpacingAfter: b.bottomAnchor, multiplier: 1)",
            "a.topAnchor.constraint(equalToSystemSpacingBelow: b.bottomAnchor, multiplier: 1)",
            ["incorrect argument label", "expected 'equalToSystemSpacingBelow:multiplier:'"]
        ),
        (
            "a.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: b.trailingAnchor, multiplier: 1)",
            "a.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: b.trailingAnchor, multiplier: 1)",
            ["no exact matches", "'constraint'"]
        ),
        (
            "a.widthAnchor.constraint(equalToSystemSpacingAfter: b.widthAnchor, multiplier: 1)",
            "a.leadingAnchor.constraint(equalToSystemSpacingAfter: b.trailingAnchor, multiplier: 1)",
            ["no exact matches", "'constraint'"]
        ),
    ]

    func testMixingAxesOrSizesWithPositionsDoesNotCompile() throws {
        let checker = try TypeChecker()
        // Every twin in one file: one compiler run shows the harness and the module sound.
        let twins = try checker.check(Self.mistakes.map { "_ = \($0.right)" })
        XCTAssertEqual(twins.status, 0, "the correct twins must compile:\n\(twins.output)")
        for mistake in Self.mistakes {
            let result = try checker.check(["_ = \(mistake.wrong)"])
            XCTAssertNotEqual(result.status, 0, "\(mistake.wrong) compiled")
            // The error is on the mistake's own line and names what the case is about.
            XCTAssertTrue(
                result.errors(onStatement: 0).contains { line in mistake.error.allSatisfy { line.contains($0) } },
                "\(mistake.wrong): expected an error naming \(mistake.error), got:\n\(result.output)")
        }
    }
}
