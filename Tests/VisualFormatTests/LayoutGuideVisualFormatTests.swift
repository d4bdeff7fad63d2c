import AutoLayout
import Foundation
import VisualFormat
import XCTest

/// Real layout guides in formats: `|` next to a guide is its owning view.
final class LayoutGuideVisualFormatTests: XCTestCase {
    func testAGuideBetweenTwoViewsIsLaidOut() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let a = View(), b = View()
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        let gap = LayoutGuide()
        root.addLayoutGuide(gap)
        let views: [String: any LayoutItem] = ["a": a, "gap": gap, "b": b]
        var constraints = try LayoutConstraint.constraints(withVisualFormat: "H:|-10-[a(50)][gap][b(==a)]-10-|", views: views)
        constraints += try LayoutConstraint.constraints(
            withVisualFormat: "V:|[a(20)]", options: [], metrics: nil, views: views)
        constraints += try LayoutConstraint.constraints(withVisualFormat: "V:|[b(20)]", views: views)
        constraints += try LayoutConstraint.constraints(withVisualFormat: "V:|-5-[gap(10)]", views: views)
        try LayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        XCTAssertEqual(a.frame, CGRect(x: 10, y: 0, width: 50, height: 20))
        XCTAssertEqual(b.frame, CGRect(x: 240, y: 0, width: 50, height: 20))
        XCTAssertEqual(gap.layoutFrame, CGRect(x: 60, y: 5, width: 180, height: 10))
        XCTAssertTrue(gap.visualFormatSuperview === root)
    }
}
