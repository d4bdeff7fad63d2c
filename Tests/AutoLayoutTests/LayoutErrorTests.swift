import AutoLayout
import Foundation
import XCTest

/// Every error text, against Apple's wording (module type names in place of UIKit's).
final class LayoutErrorTests: XCTestCase {
    private let factory =
        "*** +[LayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: "

    private func error(_ body: () throws -> Void) -> LayoutError? {
        do {
            try body()
            return nil
        } catch let error as LayoutError {
            return error
        } catch {
            XCTFail("not a LayoutError: \(error)")
            return nil
        }
    }

    func testIncompatibleAnchors() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = makeSubview(of: root)
        let b = makeSubview(of: root)
        let left: AnyLayoutAnchor = a.leftAnchor
        let top: AnyLayoutAnchor = b.topAnchor
        let thrown = error { _ = try left.constraint(.equal, to: top) }
        guard case .incompatibleAnchors(let constraint)? = thrown else { return XCTFail("\(String(describing: thrown))") }
        XCTAssertTrue(constraint.firstItem === a)
        XCTAssertTrue(constraint.secondItem === b)
        XCTAssertEqual(
            thrown?.description,
            "Constraint improperly relates anchors of incompatible types: <LayoutConstraint:\(addressOf(constraint)) "
                + "View:\(addressOf(a)).left == View:\(addressOf(b)).top>")
        XCTAssertFalse(constraint.isActive)
        // A dimension with a position is incompatible too.
        let width: AnyLayoutAnchor = a.widthAnchor
        XCTAssertNotNil(error { _ = try width.constraint(.equal, to: left) })
        // Anchors of one kind pass.
        XCTAssertNil(error { _ = try left.constraint(.equal, to: b.centerXAnchor, constant: 4) })
    }

    func testNoCommonAncestor() {
        let a = View(frame: .zero)
        let b = View(frame: .zero)
        a.debugName = "a"
        b.debugName = "b"
        let constraint = a.rightAnchor.constraint(equalTo: b.leftAnchor)
        let thrown = error { try LayoutConstraint.activate([constraint]) }
        guard case .noCommonAncestor(let offending, let first, let second)? = thrown else {
            return XCTFail("\(String(describing: thrown))")
        }
        XCTAssertTrue(offending === constraint)
        XCTAssertEqual(
            thrown?.description,
            "Unable to activate constraint with anchors <LayoutXAxisAnchor:\(addressOf(first)) \"View:a.right\"> and "
                + "<LayoutXAxisAnchor:\(addressOf(second)) \"View:b.left\"> because they have no common ancestor.  "
                + "Does the constraint or its anchors reference items in different view hierarchies?  That's illegal.")
        XCTAssertFalse(constraint.isActive)
        XCTAssertTrue(a.constraints.isEmpty && b.constraints.isEmpty)
        // The non-throwing setter reports the same error in the first item's tree and stays inactive.
        var seen: [LayoutDiagnostic] = []
        a.diagnosticHandler = { seen.append($0) }
        constraint.isActive = true
        XCTAssertFalse(constraint.isActive)
        XCTAssertEqual(seen.map(\.message), [thrown?.description ?? ""])
    }

    func testLocationEqualToConstant() {
        let view = View()
        let thrown = error {
            _ = try LayoutConstraint(
                item: view, attribute: .top, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                multiplier: 0, constant: 200)
        }
        XCTAssertEqual(thrown, .locationEqualToConstant(item: view, attribute: .top))
        XCTAssertEqual(
            thrown?.description,
            factory
                + "A multiplier of 0 or a nil second item together with a location for the first attribute creates an "
                + "illegal constraint of a location equal to a constant. Location attributes must be specified in pairs.")
        // A multiplier of 0 with a second item is the same mistake.
        let other = View()
        XCTAssertEqual(
            error {
                _ = try LayoutConstraint(
                    item: view, attribute: .left, relatedBy: .equal, toItem: other, attribute: .left, multiplier: 0,
                    constant: 10)
            }, .locationEqualToConstant(item: view, attribute: .left))
        // So is a nil second item named with an attribute, of either axis.
        for attribute in [LayoutConstraint.Attribute.left, .top] {
            XCTAssertEqual(
                error {
                    _ = try LayoutConstraint(
                        item: view, attribute: .left, relatedBy: .equal, toItem: nil, attribute: attribute,
                        multiplier: 1, constant: 10)
                }, .locationEqualToConstant(item: view, attribute: .left))
        }
        // A size with a nil second item is a size equal to a constant, whatever the second attribute.
        let width = try? LayoutConstraint(
            item: view, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .width, multiplier: 1,
            constant: 10)
        XCTAssertEqual(width?.secondAttribute, .notAnAttribute)
        XCTAssertNil(width?.secondItem)
    }

    func testLeadingWithLeft() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = makeSubview(of: root)
        let expected =
            factory
            + "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use "
            + "leading/trailing for both or neither."
        let thrown = error {
            _ = try LayoutConstraint(
                item: view, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .left, multiplier: 1,
                constant: 0)
        }
        XCTAssertEqual(
            thrown, .mixedDirectionalAttributes(firstItem: view, firstAttribute: .leading, secondItem: root, secondAttribute: .left))
        XCTAssertEqual(thrown?.description, expected)
        // Through anchors (which cannot throw) the error comes at activation.
        let constraint = view.trailingAnchor.constraint(equalTo: root.rightAnchor)
        XCTAssertEqual(error { try LayoutConstraint.activate([constraint]) }?.description, expected)
        XCTAssertFalse(constraint.isActive)
        // Centre x combines with both conventions.
        XCTAssertNil(error { try LayoutConstraint.activate([view.centerXAnchor.constraint(equalTo: root.leftAnchor)]) })
    }

    func testInvalidPairing() {
        let view = View()
        let other = View()
        let expected = factory + "Invalid pairing of layout attributes"
        let sizeWithLocation = error {
            _ = try LayoutConstraint(
                item: view, attribute: .top, relatedBy: .equal, toItem: other, attribute: .height, multiplier: 1,
                constant: 20)
        }
        XCTAssertEqual(
            sizeWithLocation,
            .invalidPairing(firstItem: view, firstAttribute: .top, secondItem: other, secondAttribute: .height))
        XCTAssertEqual(sizeWithLocation?.description, expected)
        let xWithY = error {
            _ = try LayoutConstraint(
                item: view, attribute: .left, relatedBy: .equal, toItem: other, attribute: .top, multiplier: 1,
                constant: 0)
        }
        XCTAssertEqual(xWithY?.description, expected)
        // Width with height is an aspect ratio, not a mistake.
        XCTAssertNil(
            error {
                _ = try LayoutConstraint(
                    item: view, attribute: .width, relatedBy: .equal, toItem: view, attribute: .height,
                    multiplier: 2, constant: 0)
            })
    }

    func testRequiredOptionalPriorityChange() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = makeSubview(of: root)
        let constraint = view.widthAnchor.constraint(equalToConstant: 10)
        constraint.priority = .defaultHigh  // inactive: any valid change is allowed
        XCTAssertEqual(constraint.priority, .defaultHigh)
        constraint.priority = .required
        try constraint.activate()
        let thrown = error { try constraint.setPriority(.defaultHigh) }
        XCTAssertEqual(thrown, .requiredPriorityChange(constraint, from: .required, to: .defaultHigh))
        XCTAssertEqual(
            thrown?.description,
            "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  "
                + "You passed priority 750 and the existing priority was 1000.")
        // The setter reports and keeps the old value.
        var seen: [String] = []
        root.diagnosticHandler = { seen.append($0.message) }
        constraint.priority = .defaultLow
        XCTAssertEqual(constraint.priority, .required)
        XCTAssertEqual(seen.count, 1)
        XCTAssertTrue(seen[0].hasPrefix("Mutating a priority from required to not"))
        // Optional to optional is fine while active; optional to required is not.
        let optional = view.heightAnchor.constraint(equalToConstant: 10)
        optional.priority = .defaultLow
        try optional.activate()
        try optional.setPriority(.defaultHigh)
        XCTAssertEqual(optional.priority, .defaultHigh)
        XCTAssertEqual(
            error { try optional.setPriority(.required) },
            .requiredPriorityChange(optional, from: .defaultHigh, to: .required))
    }

    func testPrioritiesOutsideTheRangeAreRefused() {
        let view = View()
        let constraint = view.widthAnchor.constraint(equalToConstant: 10)
        for bad: LayoutPriority in [0, -1, 1000.5, LayoutPriority(.nan)] {
            XCTAssertNotNil(error { try constraint.setPriority(bad) }, "\(bad)")
            XCTAssertEqual(constraint.priority, .required)
        }
        XCTAssertEqual(
            error { try constraint.setPriority(0) }?.description,
            "Priorities must be greater than 0 and less than or equal to LayoutPriority.required, which is 1000.  "
                + "You passed priority 0.")
    }

    func testNonFiniteNumbers() {
        let view = View()
        XCTAssertEqual(
            error {
                _ = try LayoutConstraint(
                    item: view, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                    multiplier: 1, constant: .infinity)
            }?.description, factory + "Constant is not finite!  That's illegal.  constant:inf")
        XCTAssertEqual(
            error {
                _ = try LayoutConstraint(
                    item: view, attribute: .width, relatedBy: .equal, toItem: view, attribute: .height,
                    multiplier: .nan, constant: 0)
            }?.description, factory + "Multiplier is not finite!  That's illegal.  multiplier:nan")
        // A non-finite constant assigned later is refused and the old one kept.
        let constraint = view.widthAnchor.constraint(equalToConstant: 10)
        var seen: [String] = []
        view.diagnosticHandler = { seen.append($0.message) }
        constraint.constant = .nan
        XCTAssertEqual(constraint.constant, 10)
        XCTAssertEqual(seen, [factory + "Constant is not finite!  That's illegal.  constant:nan"])
    }

    func testUnsupportedItem() {
        final class Foreign: LayoutItem {}
        let foreign = Foreign()
        let view = View()
        let constraint = try? LayoutConstraint(
            item: foreign, attribute: .width, relatedBy: .equal, toItem: view, attribute: .width, multiplier: 1,
            constant: 0)
        XCTAssertNotNil(constraint)
        if let constraint {
            XCTAssertEqual(error { try constraint.activate() }, .unsupportedItem(foreign))
        }
    }
}

/// `0x…` for an object, as descriptions print it.
func addressOf(_ object: AnyObject) -> String {
    "0x" + String(UInt(bitPattern: ObjectIdentifier(object)), radix: 16)
}
