import AutoLayout
import Foundation
import XCTest

/// `systemLayoutSizeFitting`: sizes that come out of the constraints of a subtree.
final class ViewFittingTests: XCTestCase {
    /// A self-sizing cell: an image, a title and a body text stood in by fixed-size views.
    private func makeCell(bodyToMargin: Bool = false) -> (cell: View, body: FixedSizeView) {
        let cell = View(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let image = FixedSizeView(width: 40, height: 40)
        let title = FixedSizeView(width: 200, height: 20)
        let body = FixedSizeView(width: 150, height: 60)
        for view in [image, title, body] { cell.addSubview(view) }
        activate([
            image.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
            image.topAnchor.constraint(equalTo: cell.topAnchor, constant: 12),
            image.bottomAnchor.constraint(lessThanOrEqualTo: cell.bottomAnchor, constant: -12),
            title.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 8),
            title.trailingAnchor.constraint(lessThanOrEqualTo: cell.trailingAnchor, constant: -16),
            title.topAnchor.constraint(equalTo: cell.topAnchor, constant: 12),
            body.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            body.trailingAnchor.constraint(lessThanOrEqualTo: cell.trailingAnchor, constant: -16),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            bodyToMargin
                ? body.bottomAnchor.constraint(equalTo: cell.layoutMarginsGuide.bottomAnchor)
                : body.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -12),
        ])
        return (cell, body)
    }

    func testSelfSizingCellAtWidth320WithFittingPriorities() {
        let (cell, _) = makeCell()
        let size = cell.systemLayoutSizeFitting(
            CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        XCTAssertEqual(size, CGSize(width: 320, height: 108))
        // The cell's own frame is left as it was.
        assertFrame(cell, 0, 0, 320, 44)
    }

    func testCompressedAndExpandedFits() {
        let (cell, _) = makeCell()
        // 16 + 40 + 8 + 200 (the wider text) + 16; 12 + 20 + 4 + 60 + 12.
        XCTAssertEqual(cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize), CGSize(width: 280, height: 108))
        // Nothing caps the width; the body's hugging (250) beats the fitting level (50) on the height.
        XCTAssertEqual(cell.systemLayoutSizeFitting(View.layoutFittingExpandedSize), CGSize(width: 10000, height: 108))
        XCTAssertEqual(View.layoutFittingCompressedSize, CGSize(width: 0, height: 0))
        XCTAssertEqual(View.layoutFittingExpandedSize, CGSize(width: 10000, height: 10000))
    }

    func testFittingFollowsContentAndMargins() {
        let (cell, body) = makeCell(bodyToMargin: true)
        // The margins guide is first used by the fitting solve itself: 12 + 20 + 4 + 60 + 8.
        XCTAssertEqual(
            cell.systemLayoutSizeFitting(
                CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel), CGSize(width: 320, height: 104))
        body.size = CGSize(width: 150, height: 100)
        XCTAssertEqual(
            cell.systemLayoutSizeFitting(
                CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel), CGSize(width: 320, height: 144))
    }

    func testConstraintsOutsideTheSubtreeDoNotCount() {
        let (root, _) = makeRoot(width: 400, height: 800)
        let (cell, _) = makeCell()
        cell.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(cell)
        activate([
            cell.topAnchor.constraint(equalTo: root.topAnchor), cell.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            cell.widthAnchor.constraint(equalTo: root.widthAnchor), cell.bottomAnchor.constraint(equalTo: root.topAnchor, constant: 300),
        ])
        root.layoutIfNeeded()
        assertFrame(cell, 0, 0, 400, 300)
        XCTAssertEqual(
            cell.systemLayoutSizeFitting(
                CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel), CGSize(width: 320, height: 108))
        assertFrame(cell, 0, 0, 400, 300)
    }

    func testAViewWithOnlyAnIntrinsicSizeFitsItsContent() {
        let label = FixedSizeView(width: 120, height: 21)
        XCTAssertEqual(label.systemLayoutSizeFitting(View.layoutFittingCompressedSize), CGSize(width: 120, height: 21))
    }
}
