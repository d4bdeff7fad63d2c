import AutoLayout
import Foundation
import XCTest

/// Sliders: an intrinsic height only.
final class SliderTests: XCTestCase {
    func testASliderHasAnIntrinsicHeightOnly() {
        let slider = Slider()
        XCTAssertEqual(slider.intrinsicContentSize, CGSize(width: View.noIntrinsicMetric, height: 31))
        XCTAssertEqual(slider.maximumValue, 1)
        XCTAssertEqual(slider.contentHuggingPriority(for: .horizontal), .defaultLow)
    }

    func testASliderPinnedOnBothSidesTakesTheWidthAndItsHeight() {
        let (root, _) = makeRoot()
        let slider = Slider()
        slider.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(slider)
        activate([
            slider.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            slider.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            slider.centerYAnchor.constraint(equalTo: root.centerYAnchor),
        ])
        root.layoutIfNeeded()
        assertFrame(slider, 20, 318, 335, 31)
        XCTAssertEqual(slider.contentSizeLayoutConstraints.map(\.axis), [.vertical])
    }
}
