import Foundation
import XCTest

@testable import AutoLayout

/// The nodes a built constraint names: two inline, the rest in an array, released in full when the
/// constraint leaves the engine.
final class NamedNodesTests: XCTestCase {
    func testIteratesInTheOrderNamedPastTheInlineSlots() {
        let views = (0..<5).map { _ in View() }
        for count in 0...5 {
            var nodes = NamedNodes()
            for view in views.prefix(count) { nodes.append(LayoutEngine.ViewReference(view: view)) }
            let named = nodes.map(\.view)
            XCTAssertEqual(named.count, count)
            for (index, view) in named.enumerated() { XCTAssertTrue(view === views[index], "node \(index) of \(count)") }
        }
    }

    /// A constraint between cousins names each item and the superview between it and the root: four
    /// nodes, two of them past the inline slots. Deactivating it must release every one.
    func testDeactivatingACousinConstraintReleasesEveryNamedNode() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let left = View(frame: CGRect(x: 10, y: 0, width: 100, height: 100))
        let right = View(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        root.addSubview(left)
        root.addSubview(right)
        let a = View()
        let b = View()
        a.translatesAutoresizingMaskIntoConstraints = false
        b.translatesAutoresizingMaskIntoConstraints = false
        left.addSubview(a)
        right.addSubview(b)
        let aligned = a.leadingAnchor.constraint(equalTo: b.leadingAnchor, constant: 5)
        let sizes = [
            a.topAnchor.constraint(equalTo: left.topAnchor), a.widthAnchor.constraint(equalToConstant: 20),
            a.heightAnchor.constraint(equalToConstant: 20), b.topAnchor.constraint(equalTo: right.topAnchor),
            b.leadingAnchor.constraint(equalTo: right.leadingAnchor, constant: 30),
            b.widthAnchor.constraint(equalToConstant: 20), b.heightAnchor.constraint(equalToConstant: 20),
        ]
        try LayoutConstraint.activate([aligned] + sizes)
        root.layoutIfNeeded()
        // b sits at 230 in the root, so a sits at 235 there: 225 in `left`.
        XCTAssertEqual(a.frame.minX, 225, accuracy: 1e-6)
        XCTAssertEqual(Array(try XCTUnwrap(a.engineIfRegistered).views(of: aligned)).count, 4)
        XCTAssertGreaterThanOrEqual(left.engineIndex, 0)
        XCTAssertGreaterThanOrEqual(right.engineIndex, 0)

        LayoutConstraint.deactivate([aligned] + sizes)
        root.layoutIfNeeded()
        for view in [a, b, left, right] {
            XCTAssertEqual(view.engineIndex, -1, "\(view) left the engine")
            XCTAssertNil(view.registration, "\(view) keeps no record in the engine")
        }
    }
}
