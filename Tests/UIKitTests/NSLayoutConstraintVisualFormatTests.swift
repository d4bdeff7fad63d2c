// Seed snippets covered here: seed 001 declares `constraintsWithVisualFormat:options:metrics:views:` but
// no seed has a format string, so twoEqualViewsSideBySide writes seed 003's two equal views side by
// side as VFL. The other tests check the factory itself.
import AutoLayout
import Testing
import UIKit
import VisualFormat

/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)` in UIKit's spelling (seed
/// 001 lists the factory): `NSLayoutConstraint`s with what the engine's parser gives, errors reported
/// instead of thrown, and the engine's throwing factory still usable beside it.
@MainActor
struct NSLayoutConstraintVisualFormatTests {
    /// Seed 003's two views of equal width side by side, 20 from the edges and 8 apart, written as VFL.
    @Test func twoEqualViewsSideBySide() {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let red = UIView()
        let blue = UIView()
        for view in [red, blue] {
            view.translatesAutoresizingMaskIntoConstraints = false
            superview.addSubview(view)
        }
        let views: [String: Any] = ["red": red, "blue": blue]
        let metrics: [String: Any] = ["edge": 20, "gap": CGFloat(8)]
        let horizontal = NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-edge-[red]-gap-[blue(==red)]-edge-|", options: [.alignAllTop, .alignAllBottom],
            metrics: metrics, views: views)
        let vertical = NSLayoutConstraint.constraints(
            withVisualFormat: "V:|-20-[red]-20-|", options: [], metrics: nil, views: views)
        #expect(horizontal.count == 6)
        #expect(vertical.count == 2)
        NSLayoutConstraint.activate(horizontal + vertical)
        superview.layoutIfNeeded()
        expectFrame(red, 20, 20, 163.5, 627)
        expectFrame(blue, 191.5, 20, 163.5, 627)
        #expect(superview.constraints.count == 8)
    }

    /// Each constraint keeps the parser's items, attributes, relation, constant, priority, system
    /// spacing and the caller's line.
    @Test func constraintsKeepWhatTheParserGave() throws {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let button = UIButton(type: .system)
        let box = UIView()
        superview.addSubview(button)
        superview.addSubview(box)
        let line = #line + 1
        let made = NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-[button(>=50@750)]-[box]", options: [], metrics: nil,
            views: ["button": button, "box": box])
        try #require(made.count == 3)
        let leading = made[0]
        #expect(leading.firstItem === button)
        #expect(leading.firstAttribute == .leading)
        #expect(leading.secondItem === superview)
        // `|-` next to the superview is its leading margin, as in UIKit.
        #expect(leading.secondAttribute == .leadingMargin)
        #expect(leading.relation == .equal)
        #expect(leading.constant == 0)
        #expect(leading.sourceLocation?.line == line)
        #expect(leading.sourceLocation?.fileID == #fileID)
        let width = made[1]
        #expect(width.firstItem === button)
        #expect(width.firstAttribute == .width)
        #expect(width.secondItem == nil)
        #expect(width.relation == .greaterThanOrEqual)
        #expect(width.constant == 50)
        #expect(width.priority == .defaultHigh)
        #expect(width.multiplier == 1)
        let between = made[2]
        #expect(between.systemSpacing == .standard)
        #expect(between.constant == 8)
        #expect(between.firstAttribute == .leading)
        #expect(between.secondAttribute == .trailing)
        #expect(made.allSatisfy { !$0.isActive && $0.identifier == nil })
    }

    /// A format UIKit cannot parse raises there; here it returns nothing and the tree logs UIKit's text.
    @Test func aParseErrorIsReportedAndNothingIsMade() {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let box = UIView()
        superview.addSubview(box)
        var logged: [String] = []
        superview.diagnosticHandler = { logged.append($0.message) }
        let format = "H:|-[box]-[missing]-|"
        let made = NSLayoutConstraint.constraints(
            withVisualFormat: format, options: [], metrics: nil, views: ["box": box])
        #expect(made.isEmpty)
        let expected = "Unable to parse constraint format: \nmissing is not a key in the views dictionary. \n"
            + "\(format) \n" + String(repeating: " ", count: 18) + "^"
        #expect(logged == [expected])
        #expect(superview.layoutDiagnostics.map(\.message) == [expected])
    }

    /// Metrics of any number type are read; a value of `views` that is no view or guide is left out, so
    /// its name is reported as unknown, and a guide's `|` is its owning view.
    @Test func metricsOfAnyNumberTypeAndValuesThatAreNoItems() {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        superview.addSubview(box)
        let guide = UILayoutGuide()
        superview.addLayoutGuide(guide)
        let metrics: [String: Any] = ["a": Double(10), "b": Float(20), "c": NSNumber(value: 30)]
        let made = NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-a-[box(c)]-b-[guide]|", options: [], metrics: metrics,
            views: ["box": box, "guide": guide])
        #expect(made.count == 4)
        NSLayoutConstraint.activate(made + [
            box.topAnchor.constraint(equalTo: superview.topAnchor), box.heightAnchor.constraint(equalToConstant: 10),
        ])
        superview.layoutIfNeeded()
        expectFrame(box, 10, 0, 30, 10)
        expectRect(guide.layoutFrame, CGRect(x: 60, y: 0, width: 240, height: 0))
        let none = NSLayoutConstraint.constraints(
            withVisualFormat: "H:|[box][text]|", options: [], metrics: nil, views: ["box": box, "text": "not a view"])
        #expect(none.isEmpty)
        #expect(superview.layoutDiagnostics.last?.message.contains("text is not a key in the views dictionary.") == true)
    }

    /// With VisualFormat imported too, the engine's throwing factory and UIKit's are both callable
    /// without ambiguity: each type's own.
    @Test func theEnginesFactoryStaysUnambiguous() throws {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let box = UIView()
        superview.addSubview(box)
        let engine = try LayoutConstraint.constraints(withVisualFormat: "H:|-10-[box]", views: ["box": box])
        let uikit = NSLayoutConstraint.constraints(withVisualFormat: "H:|-10-[box]", metrics: nil, views: ["box": box])
        #expect(!(engine[0] is NSLayoutConstraint))
        #expect(uikit[0].firstAttribute == engine[0].firstAttribute)
        #expect(uikit[0].constant == 10)
    }
}
