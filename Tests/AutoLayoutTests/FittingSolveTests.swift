import Foundation
import XCTest

@testable import AutoLayout

/// Fitting is incremental: a view fitted again with the same constraints and other constants (a
/// reused cell given other text) keeps its solver, and gets what a fresh view would.
final class FittingSolveTests: XCTestCase {
    private static let words = "Auto Layout rebuilt in pure Swift so that it runs wherever Swift runs with UIKit's frames"
        .split(separator: " ")

    /// A feed-like cell: a one-line title over a multi-line body, inset 16 and 12.
    private func makeCell(title: String, body: String) -> (cell: View, title: Label, body: Label) {
        let cell = View(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let titleLabel = Label(text: title)
        let bodyLabel = Label(text: body)
        bodyLabel.numberOfLines = 0
        for label in [titleLabel, bodyLabel] { cell.addSubview(label) }
        activate([
            titleLabel.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
            titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: cell.trailingAnchor, constant: -16),
            titleLabel.topAnchor.constraint(equalTo: cell.topAnchor, constant: 12),
            bodyLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            bodyLabel.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -16),
            bodyLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 4),
            bodyLabel.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -12),
        ])
        return (cell, titleLabel, bodyLabel)
    }

    private func fit(_ view: View, width: CGFloat = 375) -> CGSize {
        view.systemLayoutSizeFitting(
            CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
    }

    private func text(_ item: Int, words count: Int) -> String {
        (0..<count).map { String(Self.words[($0 * 7 + item * 3) % Self.words.count]) }.joined(separator: " ")
    }

    func testARefittedCellKeepsItsSolverAndFitsAsAFreshCellDoes() {
        let (cell, title, body) = makeCell(title: "", body: "")
        _ = fit(cell)
        let kept = cell.extras?.fittingSolves.first
        XCTAssertNotNil(kept)
        var heights: Set<CGFloat> = []
        for item in 0..<24 {
            let titleText = text(item, words: 1 + item % 4)
            let bodyText = text(item + 1, words: 3 + item * 5 % 60)
            title.text = titleText
            body.text = bodyText
            let reused = fit(cell, width: item % 3 == 0 ? 320 : 375)
            XCTAssertTrue(cell.extras?.fittingSolves.first === kept, "item \(item) built a new solver")
            let fresh = makeCell(title: titleText, body: bodyText).cell
            XCTAssertEqual(reused, fit(fresh, width: item % 3 == 0 ? 320 : 375), "item \(item)")
            heights.insert(reused.height)
        }
        // The texts wrap onto different numbers of lines.
        XCTAssertGreaterThan(heights.count, 4)
    }

    func testANewConstraintBuildsANewSolverAndTheOldOneIsKept() {
        let (cell, _, body) = makeCell(title: "Title", body: text(0, words: 30))
        let before = fit(cell)
        let kept = cell.extras?.fittingSolves.first
        let cap = body.heightAnchor.constraint(lessThanOrEqualToConstant: 20)
        cap.isActive = true
        // The body is held to one line: 12 + 20 (title) + 4 + 20 + 12.
        XCTAssertEqual(fit(cell), CGSize(width: 375, height: 68))
        XCTAssertFalse(cell.extras?.fittingSolves.first === kept)
        cap.isActive = false
        XCTAssertEqual(fit(cell), before)
        // The view keeps the solvers of its last two shapes: the first one is back.
        XCTAssertTrue(cell.extras?.fittingSolves.first === kept)
        XCTAssertEqual(cell.extras?.fittingSolves.count, 2)
    }

    func testAConstantThatConflictsFitsAsAFreshCellDoes() {
        let (cell, _, body) = makeCell(title: "Title", body: "Body")
        let height = body.heightAnchor.constraint(equalToConstant: 40)
        height.isActive = true
        XCTAssertEqual(fit(cell), CGSize(width: 375, height: 88))
        let kept = cell.extras?.fittingSolves.first
        // Required to be 40 points and, with the cell held to 30, unable to be: as in layout, the most
        // recently activated constraint breaks (the cell's height, though the fit reads the cell's
        // constraints before the body's), in a new solver. Broken, it is kept just below required,
        // above the title's compression resistance, which gives way: 12 + 0 + 4 + 40 + 12.
        let cellHeight = cell.heightAnchor.constraint(equalToConstant: 30)
        cellHeight.isActive = true
        let conflicted = fit(cell)
        XCTAssertEqual(conflicted, CGSize(width: 375, height: 68))
        XCTAssertFalse(cell.extras?.fittingSolves.first === kept)
        let (fresh, _, freshBody) = makeCell(title: "Title", body: "Body")
        freshBody.heightAnchor.constraint(equalToConstant: 40).isActive = true
        fresh.heightAnchor.constraint(equalToConstant: 30).isActive = true
        XCTAssertEqual(conflicted, fit(fresh))
        // A solve that lowered a constraint is not reused: at 88 points everything holds again.
        let lowered = cell.extras?.fittingSolves.first
        cellHeight.constant = 88
        XCTAssertEqual(fit(cell), CGSize(width: 375, height: 88))
        XCTAssertFalse(cell.extras?.fittingSolves.first === lowered)
        // The height constraint's constant moves in the kept solver.
        let exact = cell.extras?.fittingSolves.first
        height.constant = 50
        cellHeight.constant = 98
        XCTAssertEqual(fit(cell), CGSize(width: 375, height: 98))
        XCTAssertTrue(cell.extras?.fittingSolves.first === exact)
    }
}
