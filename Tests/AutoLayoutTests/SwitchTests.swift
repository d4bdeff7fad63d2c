import AutoLayout
import Foundation
import XCTest

/// Switches: 51 × 31, hugging 750.
final class SwitchTests: XCTestCase {
    func testASwitchIs51By31AndHugsAt750() {
        let control = Switch()
        XCTAssertEqual(control.intrinsicContentSize, CGSize(width: 51, height: 31))
        for axis in LayoutConstraint.Axis.allCases {
            XCTAssertEqual(control.contentHuggingPriority(for: axis), .defaultHigh)
            XCTAssertEqual(control.contentCompressionResistancePriority(for: axis), .defaultHigh)
        }
    }

    func testASwitchKeepsItsSizeNextToALabelThatStretches() {
        let (root, _) = makeRoot()
        let label = Label(text: "Wi-Fi")
        let control = Switch()
        control.translatesAutoresizingMaskIntoConstraints = false
        for view in [label, control] { root.addSubview(view) }
        activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: control.leadingAnchor, constant: -8),
            control.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            control.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            label.centerYAnchor.constraint(equalTo: control.centerYAnchor),
        ])
        root.layoutIfNeeded()
        assertFrame(control, 375 - 16 - 51, 10, 51, 31)
        assertFrame(label, 16, 15.5, 375 - 16 - 51 - 8 - 16, 20)
    }
}
