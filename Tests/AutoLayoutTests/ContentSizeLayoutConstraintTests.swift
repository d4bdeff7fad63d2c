@testable import AutoLayout
import Foundation
import XCTest

/// Intrinsic content size: hugging, compression resistance, invalidation.
final class ContentSizeLayoutConstraintTests: XCTestCase {
    private func pinnedLabel(in root: View, width: CGFloat = 100) -> FixedSizeView {
        let label = FixedSizeView(width: width, height: 20)
        root.addSubview(label)
        activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        return label
    }

    /// A pinned label that a width constraint at 500 pulls to 180 points, laid out.
    private func pulledLabel(in root: View) -> (label: FixedSizeView, wide: LayoutConstraint) {
        let label = pinnedLabel(in: root)
        let wide = label.widthAnchor.constraint(equalToConstant: 180)
        wide.priority = 500
        activate([wide])
        root.layoutIfNeeded()
        return (label, wide)
    }

    func testIntrinsicSizeSizesTheView() {
        let (root, _) = makeRoot()
        let label = pinnedLabel(in: root)
        root.layoutIfNeeded()
        assertFrame(label, 10, 10, 100, 20)
        XCTAssertEqual(label.contentHuggingPriority(for: .horizontal), .defaultLow)
        XCTAssertEqual(label.contentCompressionResistancePriority(for: .vertical), .defaultHigh)
    }

    func testInvalidationUpdatesTheConstraintInPlace() {
        let (root, _) = makeRoot()
        let label = pinnedLabel(in: root)
        root.layoutIfNeeded()
        let before = label.contentSizeLayoutConstraints
        label.size = CGSize(width: 150, height: 25)
        root.layoutIfNeeded()
        assertFrame(label, 10, 10, 150, 25)
        XCTAssertTrue(zip(before, label.contentSizeLayoutConstraints).allSatisfy { $0 === $1 })
        // Losing a dimension removes its constraints; a size from elsewhere takes over.
        label.size = CGSize(width: View.noIntrinsicMetric, height: 25)
        activate([label.widthAnchor.constraint(equalToConstant: 42)])
        root.layoutIfNeeded()
        assertFrame(label, 10, 10, 42, 25)
        XCTAssertEqual(label.contentSizeLayoutConstraints.map(\.axis), [.vertical])
    }

    func testHuggingAndCompressionResistanceAgainstAnExplicitConstraint() {
        let (root, _) = makeRoot()
        let (label, wide) = pulledLabel(in: root)
        // 500 beats hugging at 250: the label stretches.
        XCTAssertEqual(label.frame.width, 180, accuracy: 1e-6)
        label.setContentHuggingPriority(501, for: .horizontal)
        root.layoutIfNeeded()
        XCTAssertEqual(label.frame.width, 100, accuracy: 1e-6)
        wide.constant = 60
        root.layoutIfNeeded()
        // Compression resistance at 750 beats 500.
        XCTAssertEqual(label.frame.width, 100, accuracy: 1e-6)
        label.setContentCompressionResistancePriority(499, for: .horizontal)
        root.layoutIfNeeded()
        XCTAssertEqual(label.frame.width, 60, accuracy: 1e-6)
        // Required resistance wins over anything optional.
        label.setContentCompressionResistancePriority(.required, for: .horizontal)
        wide.priority = 999
        root.layoutIfNeeded()
        XCTAssertEqual(label.frame.width, 100, accuracy: 1e-6)
    }

    func testAPriorityChangeMovesItsOwnSideWhenTheOtherIsNotInTheSolver() throws {
        let (root, _) = makeRoot()
        let label = pinnedLabel(in: root)
        let narrow = label.widthAnchor.constraint(equalToConstant: 60)
        narrow.priority = 760
        activate([narrow])
        root.layoutIfNeeded()
        XCTAssertEqual(label.frame.width, 60, accuracy: 1e-6)
        // The engine keeps a side's tag at -1 when it could not add it; the compression resistance
        // side must still be found as itself, not as the first tag held.
        let constraint = try XCTUnwrap(label.contentSizeLayoutConstraints.first { $0.axis == .horizontal })
        let engine = try XCTUnwrap(label.engineIfRegistered)
        engine.constraintTable[engine.constraintTable.slot(of: constraint)].tag = -1
        label.setContentCompressionResistancePriority(770, for: .horizontal)
        root.layoutIfNeeded()
        XCTAssertEqual(label.frame.width, 100, accuracy: 1e-6)
        XCTAssertEqual(constraint.compressionResistance, 770)
    }

    // Two labels too wide for their row, resisting compression equally: the one whose width a
    // constraint names keeps its text, whether that constraint is the first to mention it (and so
    // registers it) or comes after its position constraints.
    func testNamingAWidthOrdersTiesWhereverTheConstraintSits() {
        for widthFirst in [true, false] {
            let (root, _) = makeRoot()
            let left = FixedSizeView(width: 200, height: 20)
            let right = FixedSizeView(width: 200, height: 20)
            root.addSubview(left)
            root.addSubview(right)
            let named = right.widthAnchor.constraint(greaterThanOrEqualToConstant: 10)
            var constraints = [
                left.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                left.topAnchor.constraint(equalTo: root.topAnchor),
                right.topAnchor.constraint(equalTo: root.topAnchor),
                right.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
                left.trailingAnchor.constraint(equalTo: right.leadingAnchor, constant: -8),
            ]
            constraints.insert(named, at: widthFirst ? 1 : constraints.count)
            activate(constraints)
            root.layoutIfNeeded()
            let width = root.bounds.width
            assertFrame(right, width - 220, 0, 200, 20)
            assertFrame(left, 20, 0, width - 248, 20)
        }
    }

    func testBothSidesAreOneSolverRowUntilOneIsRequired() {
        let (root, _) = makeRoot()
        let label = pulledLabel(in: root).label
        func tagCounts() -> [Int] {
            guard let engine = label.engineIfRegistered else { return [] }
            return label.contentSizeLayoutConstraints.map { engine.solverTags(of: $0).count }
        }
        XCTAssertEqual(tagCounts(), [1, 1])
        XCTAssertEqual(label.frame.width, 180, accuracy: 1e-6)
        // A required side is a row of its own: the pair is two rows, and the pull loses.
        label.setContentHuggingPriority(.required, for: .horizontal)
        root.layoutIfNeeded()
        XCTAssertEqual(tagCounts(), [2, 1])
        XCTAssertEqual(label.frame.width, 100, accuracy: 1e-6)
        label.setContentHuggingPriority(.defaultLow, for: .horizontal)
        root.layoutIfNeeded()
        XCTAssertEqual(tagCounts(), [1, 1])
        XCTAssertEqual(label.frame.width, 180, accuracy: 1e-6)
    }

    // Two labels in a row that resist compression and hug equally: the first keeps its width when the
    // row is too narrow and takes the surplus when it is too wide, after any sequence of resizes
    // exactly as in a first layout at that width.
    func testTiesComeOutAsInAFirstLayoutWhateverTheResizesBefore() {
        func row(width: CGFloat) -> (root: View, left: FixedSizeView, right: FixedSizeView) {
            let (root, _) = makeRoot(width: width)
            let left = FixedSizeView(width: 400, height: 20)
            let right = FixedSizeView(width: 400, height: 20)
            root.addSubview(left)
            root.addSubview(right)
            activate([
                left.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                left.topAnchor.constraint(equalTo: root.topAnchor),
                right.topAnchor.constraint(equalTo: root.topAnchor),
                right.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
                left.trailingAnchor.constraint(equalTo: right.leadingAnchor, constant: -8),
            ])
            root.layoutIfNeeded()
            return (root, left, right)
        }
        func expect(_ row: (root: View, left: FixedSizeView, right: FixedSizeView), line: UInt = #line) {
            let room = row.root.bounds.width - 48
            // Squeezed: the right one gives way first, down to nothing. Roomy: the left one stretches.
            let left = room < 400 ? room : room < 800 ? 400 : room - 400
            assertFrame(row.left, 20, 0, left, 20, line: line)
            assertFrame(row.right, 28 + left, 0, room - left, 20, line: line)
        }
        for first in [375.0, 1000] as [CGFloat] {
            let resized = row(width: first)
            expect(resized)
            for width in [1000, 375, 600, 1200, 375] as [CGFloat] {
                resized.root.frame.size.width = width
                resized.root.layoutIfNeeded()
                expect(resized)
                expect(row(width: width))
            }
        }
    }

    func testDescription() {
        let (root, _) = makeRoot()
        let label = pinnedLabel(in: root)
        label.debugName = "title"
        root.layoutIfNeeded()
        let constraint = label.contentSizeLayoutConstraints[0]
        XCTAssertEqual(
            constraint.description,
            "<ContentSizeLayoutConstraint:\(addressOf(constraint)) FixedSizeView:title.width == 100 Hug:250 "
                + "CompressionResistance:750   (active)>")
    }

    func testInvalidContentPriorityIsReported() {
        let (root, log) = makeRoot()
        let label = pinnedLabel(in: root)
        label.setContentHuggingPriority(0, for: .horizontal)
        XCTAssertEqual(label.contentHuggingPriority(for: .horizontal), .defaultLow)
        XCTAssertEqual(log.entries.count, 1)
    }

    /// A label pinned at (10, 10) with an optional width of 180 below its hugging priority, laid out,
    /// and its horizontal content size constraint.
    private func stretchedLabel(in root: View) throws -> (FixedSizeView, ContentSizeLayoutConstraint) {
        let label = pinnedLabel(in: root)
        let wide = label.widthAnchor.constraint(equalToConstant: 180)
        wide.priority = 200
        activate([wide])
        root.layoutIfNeeded()
        assertFrame(label, 10, 10, 100, 20)
        return (label, try XCTUnwrap(label.contentSizeLayoutConstraints.first { $0.axis == .horizontal }))
    }

    // Deactivated, the pair leaves the solver and the view until the view makes its own constraints
    // again (as autoresizing constraints are made again when the frame changes); activated again, it is
    // the view's once more, at the view's current size and priorities.
    func testDeactivatingAContentSizeConstraintTakesItsAxisOutUntilItIsActivatedAgain() throws {
        let (root, log) = makeRoot()
        let (label, horizontal) = try stretchedLabel(in: root)
        horizontal.isActive = false
        root.layoutIfNeeded()
        assertFrame(label, 10, 10, 180, 20)
        XCTAssertFalse(horizontal.isActive)
        XCTAssertEqual(label.contentSizeLayoutConstraints.map(\.axis), [.vertical])
        XCTAssertFalse(horizontal.description.hasSuffix("(active)>"))
        let engine = try XCTUnwrap(label.engineIfRegistered)
        XCTAssertEqual(engine.solverTags(of: horizontal), [], "no side is left in the solver")

        label.size = CGSize(width: 120, height: 20)
        label.setContentHuggingPriority(150, for: .horizontal)
        try LayoutConstraint.activate([horizontal])
        XCTAssertTrue(horizontal.isActive)
        XCTAssertTrue(label.contentSizeLayoutConstraints.contains { $0 === horizontal })
        XCTAssertEqual(horizontal.value, 120)
        XCTAssertEqual(horizontal.hugging, 150)
        root.layoutIfNeeded()
        // Hugging at 150 now loses to the width at 200: the restored pair is read at the view's priorities.
        assertFrame(label, 10, 10, 180, 20)
        label.setContentHuggingPriority(.defaultLow, for: .horizontal)
        root.layoutIfNeeded()
        assertFrame(label, 10, 10, 120, 20)
        XCTAssertTrue(log.entries.isEmpty, "\(log.entries)")
    }

    func testInvalidatingTheIntrinsicSizeMakesANewConstraintForADeactivatedOne() throws {
        let (root, _) = makeRoot()
        let (label, horizontal) = try stretchedLabel(in: root)
        LayoutConstraint.deactivate([horizontal])
        root.layoutIfNeeded()
        assertFrame(label, 10, 10, 180, 20)
        label.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        assertFrame(label, 10, 10, 100, 20)
        let made = try XCTUnwrap(label.contentSizeLayoutConstraints.first { $0.axis == .horizontal })
        XCTAssertFalse(made === horizontal)
        XCTAssertTrue(made.isActive)
        XCTAssertFalse(horizontal.isActive)
        // Activated again, the old one takes the new one's place rather than doubling the pair.
        horizontal.isActive = true
        root.layoutIfNeeded()
        assertFrame(label, 10, 10, 100, 20)
        XCTAssertFalse(made.isActive)
        XCTAssertEqual(label.contentSizeLayoutConstraints.filter { $0.axis == .horizontal }.map(ObjectIdentifier.init),
                       [ObjectIdentifier(horizontal)])
        XCTAssertEqual(try XCTUnwrap(label.engineIfRegistered).solverTags(of: made), [])
        made.isActive = false
        root.layoutIfNeeded()
        assertFrame(label, 10, 10, 100, 20)
    }

    func testAContentSizeConstraintCannotBeActivatedForAViewWithoutAnIntrinsicSizeOnItsAxis() throws {
        let (root, _) = makeRoot()
        let (label, horizontal) = try stretchedLabel(in: root)
        horizontal.isActive = false
        label.size = CGSize(width: View.noIntrinsicMetric, height: 20)
        horizontal.isActive = true
        XCTAssertFalse(horizontal.isActive)
        root.layoutIfNeeded()
        assertFrame(label, 10, 10, 180, 20)
        XCTAssertEqual(label.contentSizeLayoutConstraints.map(\.axis), [.vertical])
    }

    func testADeactivatedContentSizeConstraintAndItsViewAreFreed() throws {
        weak var weakLabel: View?
        weak var weakConstraint: ContentSizeLayoutConstraint?
        do {
            let (root, _) = makeRoot()
            let (label, horizontal) = try stretchedLabel(in: root)
            (weakLabel, weakConstraint) = (label, horizontal)
            horizontal.isActive = false
            root.layoutIfNeeded()
            XCTAssertTrue(horizontal.firstItem === label, "an inactive constraint holds its item")
        }
        XCTAssertNil(weakConstraint)
        XCTAssertNil(weakLabel)
    }

    // The engine lets a view's own constraints go when the view leaves the tree; one the app kept names
    // its view while the view lives, and reads as having no item once it is freed.
    func testAContentSizeConstraintKeptByTheAppNamesItsViewUntilTheViewIsFreed() throws {
        let (root, _) = makeRoot()
        weak var weakLabel: View?
        var kept: ContentSizeLayoutConstraint?
        var label: View? = pinnedLabel(in: root)
        label?.debugName = "title"
        root.layoutIfNeeded()
        kept = label?.contentSizeLayoutConstraints.first
        weakLabel = label
        label?.removeFromSuperview()
        let constraint = try XCTUnwrap(kept)
        XCTAssertFalse(constraint.isActive)
        XCTAssertTrue(constraint.firstItem === weakLabel)
        XCTAssertEqual(
            constraint.description,
            "<ContentSizeLayoutConstraint:\(addressOf(constraint)) FixedSizeView:title.width == 100 Hug:250 "
                + "CompressionResistance:750>")
        label = nil
        XCTAssertNil(weakLabel, "the constraint the app kept does not hold its view")
        XCTAssertNil(constraint.firstItem)
        XCTAssertEqual(
            constraint.description,
            "<ContentSizeLayoutConstraint:\(addressOf(constraint)) nil.width == 100 Hug:250 CompressionResistance:750>")
    }

    func testTranslatedViewsGetNoContentSizeConstraints() {
        let (root, _) = makeRoot()
        let label = FixedSizeView(width: 100, height: 20)
        label.translatesAutoresizingMaskIntoConstraints = true
        label.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
        root.addSubview(label)
        let follower = makeSubview(of: root)
        activate([follower.leadingAnchor.constraint(equalTo: label.trailingAnchor)])
        root.layoutIfNeeded()
        assertFrame(label, 0, 0, 30, 30)
        XCTAssertTrue(label.contentSizeLayoutConstraints.isEmpty)
    }
}
