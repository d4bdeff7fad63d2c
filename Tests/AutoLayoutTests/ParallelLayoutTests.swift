@testable import AutoLayout
import Foundation
import XCTest

/// Separate trees lay out in parallel, one thread each, with nothing shared between them: the suite
/// ThreadSanitizer runs in CI. Each tree exercises a different part of the engine (text measurement,
/// stacks, scroll views, fitting, windows and their controllers, animations, conflicts), and each
/// result is checked against the same tree laid out on one thread.
final class ParallelLayoutTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        LeakCheck.registered
    }

    /// What one tree lays out to: the frames of its views in order, and the diagnostics it reported
    /// with object addresses blanked (they differ from run to run).
    private struct Outcome: Equatable {
        var frames: [CGRect]
        var diagnostics: [String]
    }

    /// Builds and lays out tree `index` (of several kinds), resizes it, lays it out again, and returns
    /// what it laid out to.
    private static func layOut(_ index: Int) -> Outcome {
        let window = Window(size: CGSize(width: 320 + CGFloat(index % 7) * 10, height: 568))
        var diagnostics: [String] = []
        window.diagnosticHandler = {
            diagnostics.append($0.message.replacing(/0x[0-9a-f]+/, with: "0x"))
        }
        let controller = ViewController()
        window.rootViewController = controller
        let root: View = controller.view

        let title = Label(text: "Title \(index) with words that wrap across lines")
        title.numberOfLines = 0
        let detail = Label(text: String(repeating: "détail ", count: 1 + index % 5))
        let toggle = Switch()
        let row = StackView(arrangedSubviews: [detail, toggle])
        row.spacing = 8
        row.alignment = index % 2 == 0 ? .center : .firstBaseline
        let column = StackView(arrangedSubviews: [title, row])
        column.axis = .vertical
        column.distribution = index % 3 == 0 ? .fill : .equalSpacing
        let scroll = ScrollView()
        let content = View()
        for view in [scroll, content, column] { view.translatesAutoresizingMaskIntoConstraints = false }
        root.addSubview(scroll)
        scroll.addSubview(content)
        content.addSubview(column)
        var constraints = [
            scroll.leadingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.trailingAnchor),
            scroll.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
            column.leadingAnchor.constraint(equalTo: content.layoutMarginsGuide.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: content.layoutMarginsGuide.trailingAnchor),
            column.topAnchor.constraint(equalTo: content.layoutMarginsGuide.topAnchor),
            column.bottomAnchor.constraint(equalTo: content.layoutMarginsGuide.bottomAnchor),
        ]
        if index % 4 == 0 {
            // A conflict the engine breaks and reports.
            constraints.append(toggle.widthAnchor.constraint(equalToConstant: 5000))
        }
        try? LayoutConstraint.activate(constraints)
        window.layoutIfNeeded()

        // Fitting a detached cell-like view at the window's width.
        let cell = View()
        let body = Label(text: "Fitted body \(index) " + String(repeating: "text ", count: index % 9))
        body.numberOfLines = 0
        body.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(body)
        try? LayoutConstraint.activate([
            body.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
            body.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -16),
            body.topAnchor.constraint(equalTo: cell.topAnchor, constant: 8),
            body.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -8),
        ])
        let fitted = cell.systemLayoutSizeFitting(
            CGSize(width: window.size.width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)

        // A rotation, animated on the window's own clock.
        _ = View.animate(withDuration: 0.3) {
            window.size = CGSize(width: window.size.height, height: window.size.width)
            window.layoutIfNeeded()
        }
        window.animationClock.advance(by: 0.15)
        window.animationClock.advance(by: 0.3)
        window.layoutIfNeeded()

        let views: [View] = [scroll, content, column, title, row, detail, toggle]
        return Outcome(
            frames: views.map(\.frame) + [CGRect(origin: .zero, size: fitted)], diagnostics: diagnostics)
    }

    func testTreesOfEveryKindLayOutInParallelAsOnOneThread() {
        let count = 24
        let expected = (0..<count).map(Self.layOut)
        let results = UnsafeMutableBufferPointer<Outcome?>.allocate(capacity: count)
        results.initialize(repeating: nil)
        defer {
            results.deinitialize()
            results.deallocate()
        }
        nonisolated(unsafe) let shared = results
        DispatchQueue.concurrentPerform(iterations: count) { index in
            shared[index] = Self.layOut(index)
        }
        for index in 0..<count {
            XCTAssertEqual(results[index], expected[index], "tree \(index)")
        }
        // The trees differ, so that equal results do not come from one shared computation.
        XCTAssertNotEqual(expected[1].frames, expected[2].frames)
        XCTAssertFalse(expected[0].diagnostics.isEmpty, "the conflicting tree reports")
        XCTAssertTrue(expected[1].diagnostics.isEmpty, "\(expected[1].diagnostics)")
    }
}
