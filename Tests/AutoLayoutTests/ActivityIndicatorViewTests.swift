import AutoLayout
import Foundation
import XCTest

/// Activity indicators: 20 × 20 medium, 37 × 37 large, hugging 750.
final class ActivityIndicatorViewTests: XCTestCase {
    func testTheStyleSetsTheSize() {
        let indicator = ActivityIndicatorView()
        XCTAssertEqual(indicator.style, .medium)
        XCTAssertEqual(indicator.intrinsicContentSize, CGSize(width: 20, height: 20))
        indicator.style = .large
        XCTAssertEqual(indicator.intrinsicContentSize, CGSize(width: 37, height: 37))
        XCTAssertEqual(ActivityIndicatorView(style: .large).intrinsicContentSize, CGSize(width: 37, height: 37))
        XCTAssertEqual(indicator.contentHuggingPriority(for: .vertical), .defaultHigh)
        XCTAssertEqual(indicator.contentHuggingPriority(for: .horizontal), .defaultHigh)
    }

    func testChangingTheStyleRelaysOutTheIndicator() {
        let (root, _) = makeRoot()
        let indicator = ActivityIndicatorView()
        indicator.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(indicator)
        activate([
            indicator.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            indicator.centerYAnchor.constraint(equalTo: root.centerYAnchor),
        ])
        root.layoutIfNeeded()
        assertFrame(indicator, 177.5, 323.5, 20, 20)
        indicator.style = .large
        root.layoutIfNeeded()
        assertFrame(indicator, 169, 315, 37, 37)
    }
}
