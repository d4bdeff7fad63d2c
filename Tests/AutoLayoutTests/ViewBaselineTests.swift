import AutoLayout
import Foundation
import XCTest

/// A label stand-in with a baseline 15 points below its top and 5 above its bottom.
private final class BaselineView: FixedSizeView {
    override var firstBaselineOffsetFromTop: CGFloat? { 15 }
    override var lastBaselineOffsetFromBottom: CGFloat? { 5 }
}

/// A container whose baselines are its inner label's.
private final class Row: View {
    let label = BaselineView(width: 100, height: 20)
    override var forFirstBaselineLayout: View { label }
    override var forLastBaselineLayout: View { label }
}

/// Baselines: offsets from content, the top/bottom fallback and baseline views of containers.
final class ViewBaselineTests: XCTestCase {
    func testBaselinesComeFromTheContentAndFallBackToTheEdges() {
        let (root, _) = makeRoot(width: 300, height: 300)
        let a = BaselineView(width: 100, height: 20)
        let b = BaselineView(width: 100, height: 20)
        let plain = FixedSizeView(width: 10, height: 10)
        for view in [a, b, plain] { root.addSubview(view) }
        activate([
            a.topAnchor.constraint(equalTo: root.topAnchor), a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            b.firstBaselineAnchor.constraint(equalTo: a.lastBaselineAnchor, constant: 10),
            b.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            plain.firstBaselineAnchor.constraint(equalTo: b.firstBaselineAnchor),
            plain.leadingAnchor.constraint(equalTo: b.trailingAnchor),
        ])
        root.layoutIfNeeded()
        // a's last baseline: 20 - 5 = 15; b's first baseline at 25 puts its top at 10.
        assertFrame(b, 0, 10, 100, 20)
        // A view without text: its first baseline is its top.
        assertFrame(plain, 100, 25, 10, 10)
    }

    func testAContainersBaselineIsItsLabels() {
        let (root, _) = makeRoot(width: 300, height: 300)
        let row = Row(frame: .zero)
        row.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(row)
        row.addSubview(row.label)
        activate([
            row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            row.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            row.heightAnchor.constraint(equalToConstant: 60), row.widthAnchor.constraint(equalToConstant: 200),
            row.label.topAnchor.constraint(equalTo: row.topAnchor, constant: 20),
            row.label.leadingAnchor.constraint(equalTo: row.leadingAnchor),
        ])
        let marker = FixedSizeView(width: 10, height: 10)
        root.addSubview(marker)
        activate([
            marker.bottomAnchor.constraint(equalTo: row.firstBaselineAnchor),
            marker.leadingAnchor.constraint(equalTo: row.trailingAnchor),
        ])
        root.layoutIfNeeded()
        // The label's baseline: 10 + 20 + 15 = 45.
        assertFrame(marker, 200, 35, 10, 10)
    }
}
