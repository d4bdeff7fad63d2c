import AutoLayout
import AutoLayoutDSL
import Foundation
import XCTest

/// Priorities, labels, source locations and the `.constraint` handle.
final class ConstraintMakerFinalizableTests: XCTestCase {
    func testPriorities() {
        let (root, log) = makeRoot()
        let box = makeChild(of: root)
        var handles: [Constraint] = []
        box.layout(log).makeConstraints { make in
            handles.append(make.width.equalTo(10).constraint)
            handles.append(make.width.equalTo(20).priority(.high).constraint)
            handles.append(make.width.equalTo(30).priority(.medium).constraint)
            handles.append(make.width.equalTo(40).priority(.low).constraint)
            handles.append(make.height.equalTo(50).priority(600).constraint)
            handles.append(make.height.equalTo(60).priority(600.5).constraint)
            handles.append(make.height.equalTo(70).priority(Double(1)).constraint)
        }
        XCTAssertEqual(box.constraints.map(\.priority.rawValue), [1000, 750, 500, 250, 600, 600.5, 1])
        XCTAssertEqual(handles.map(\.priority.rawValue), [1000, 750, 500, 250, 600, 600.5, 1])
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame.size, CGSize(width: 10, height: 60))
        XCTAssertTrue(log.errors.isEmpty)
    }

    func testAPriorityOutsideTheRangeIsReportedNotTrapped() {
        let (root, log) = makeRoot()
        let box = makeChild(of: root)
        let line = #line + 1
        let problems = box.layout(log).makeConstraints { make in make.width.equalTo(10).priority(1001) }
        XCTAssertEqual(problems.count, 1)
        XCTAssertTrue(box.constraints.isEmpty)
        XCTAssertTrue(
            log.texts[0].hasPrefix(
                "ConstraintMakerFinalizableTests.swift:\(line): Priorities must be greater than 0 and less than or equal to"))
    }

    func testLabelsAndSourceLocationsGoIntoIdentifiersAndDescriptions() {
        let (root, log) = makeRoot()
        let box = makeChild(of: root, "box")
        var labelled: Constraint?
        var plain: Constraint?
        let line = #line + 2
        box.layout(log).makeConstraints { make in
            labelled = make.top.equalToSuperview().offset(20).priority(.high).labeled("title.top").constraint
            plain = make.left.equalToSuperview().constraint
            make.size.equalTo(5)
        }
        XCTAssertEqual(labelled?.label, "title.top")
        XCTAssertEqual(labelled?.sourceLocation, "ConstraintMakerFinalizableTests.swift:\(line)")
        XCTAssertEqual(plain?.sourceLocation, "ConstraintMakerFinalizableTests.swift:\(line + 1)")
        XCTAssertNil(plain?.label)
        let top = labelled?.layoutConstraints.first
        XCTAssertEqual(top?.identifier, "title.top")
        XCTAssertEqual(top?.sourceLocation?.description, "ConstraintMakerFinalizableTests.swift:\(line)")
        XCTAssertNil(plain?.layoutConstraints.first?.identifier)
        XCTAssertEqual(
            plain?.layoutConstraints.first?.sourceLocation?.description, "ConstraintMakerFinalizableTests.swift:\(line + 1)")
        let rootName = "View:0x" + String(UInt(bitPattern: ObjectIdentifier(root)), radix: 16)
        XCTAssertEqual(
            top?.description,
            "<LayoutConstraint:0x\(String(UInt(bitPattern: ObjectIdentifier(top!)), radix: 16))"
                + "@ConstraintMakerFinalizableTests.swift:\(line) "
                + "'title.top' View:box.top == \(rootName).top + 20 @750"
                + "   (active)>")
        XCTAssertEqual(labelled?.description, "Constraint 'title.top' at ConstraintMakerFinalizableTests.swift:\(line): [\(top!)]")
        // The tree's own conflict report names the DSL constraints by label and line.
        box.layout(log).makeConstraints { make in make.width.equalTo(6).labeled("too wide") }
        root.layoutIfNeeded()
        XCTAssertEqual(log.diagnostics.count, 1)
        XCTAssertTrue(
            log.diagnostics[0].message.contains("@ConstraintMakerFinalizableTests.swift:\(#line - 4) 'too wide' View:box.width == 6"),
            log.diagnostics[0].message)
    }

    func testTheHandleCanBeTakenAtAnyStep() {
        let (root, log) = makeRoot()
        let box = makeChild(of: root)
        var fromEditable: Constraint?
        var fromFinal: Constraint?
        box.layout(log).makeConstraints { make in
            fromEditable = make.left.top.equalToSuperview().constraint
            fromFinal = make.size.equalTo(3).labeled("s").priority(.required).constraint
        }
        XCTAssertEqual(fromEditable?.layoutConstraints.count, 2)
        XCTAssertEqual(fromFinal?.layoutConstraints.map(\.firstAttribute), [.width, .height])
        XCTAssertEqual(fromFinal?.isActive, true)
    }
}
