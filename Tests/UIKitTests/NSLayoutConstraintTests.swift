// Seed snippets covered here: seed 000's `NSLayoutConstraint.Attribute` listing (its cases and Apple's
// raw values, attributeRelationAndAxisHaveApplesRawValues). The other tests cover no snippet.
import Testing
import UIKit

/// A subclass that declares no initializer, as SnapKit's `LayoutConstraint` does.
final class LabelledConstraint: NSLayoutConstraint {
    var label: String?
}

/// A public function as a Swift 6 library declares one (Stevia's `addConstraint(item:…)`): its signature
/// and default argument name the engine's nested types through UIKit's spellings, which compiles only
/// because UIKit makes the engine module count as imported (a scoped re-export, see Exports.swift).
@MainActor
public func pinConstraint(
    _ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute,
    relatedBy relation: NSLayoutConstraint.Relation = .equal, constant: CGFloat = 0
) -> NSLayoutConstraint {
    NSLayoutConstraint(
        item: item, attribute: attribute, relatedBy: relation, toItem: nil, attribute: .notAnAttribute,
        multiplier: 1, constant: constant)
}

@MainActor
struct NSLayoutConstraintTests {
    @Test func attributeRelationAndAxisHaveApplesRawValues() {
        #expect(NSLayoutConstraint.Attribute.left.rawValue == 1)
        #expect(NSLayoutConstraint.Attribute.leading.rawValue == 5)
        #expect(NSLayoutConstraint.Attribute.lastBaseline.rawValue == 11)
        #expect(NSLayoutConstraint.Attribute.centerYWithinMargins.rawValue == 20)
        #expect(NSLayoutConstraint.Attribute.notAnAttribute.rawValue == 0)
        #expect(NSLayoutConstraint.Relation.lessThanOrEqual.rawValue == -1)
        #expect(NSLayoutConstraint.Relation.greaterThanOrEqual.rawValue == 1)
        #expect(NSLayoutConstraint.Axis.vertical.rawValue == 1)
        let attributes: Set<NSLayoutConstraint.Attribute> = [.top, .top, .bottom]
        #expect(attributes.count == 2)
    }

    @Test func subclassInheritsBothInitializers() throws {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        let empty = LabelledConstraint()
        #expect(empty.firstAttribute == .notAnAttribute)
        let width = LabelledConstraint(
            item: child, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
            multiplier: 1, constant: 120)
        let left = LabelledConstraint(
            item: child, attribute: .left, relatedBy: .equal, toItem: container, attribute: .left,
            multiplier: 1, constant: 10)
        let top = LabelledConstraint(
            item: child, attribute: .top, relatedBy: .equal, toItem: container, attribute: .top,
            multiplier: 1, constant: 20)
        let height = child.heightAnchor.constraint(equalTo: container.heightAnchor, multiplier: 0.5)
        NSLayoutConstraint.activate([width, left, top, height])
        container.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 10, y: 20, width: 120, height: 100))
        #expect(container.constraints.contains { $0 === left })
        #expect(container.constraints.contains { $0 === height })
        #expect(left.firstItem === child && left.secondItem === container)
        #expect(left.description.contains("@NSLayoutConstraintTests.swift:"))
    }

    @Test func anEmptyConstraintIsNotActivated() {
        let view = UIView()
        let empty = NSLayoutConstraint()
        view.addConstraint(empty)
        #expect(!empty.isActive)
    }

    @Test func sizeWithLocationIsRefusedAtActivation() {
        let container = UIView()
        let child = UIView()
        container.addSubview(child)
        let bad = NSLayoutConstraint(
            item: child, attribute: .width, relatedBy: .equal, toItem: container, attribute: .left,
            multiplier: 1, constant: 0)
        bad.isActive = true
        #expect(!bad.isActive)
        #expect(container.layoutDiagnostics.count == 1)
    }

    // Constraints are NSObjects, as UIKit's: equal only to themselves.
    @Test func aConstraintIsAnNSObjectEqualOnlyToItself() {
        let view = UIView()
        let width = view.widthAnchor.constraint(equalToConstant: 10)
        let twin = view.widthAnchor.constraint(equalToConstant: 10)
        let object: NSObject = width
        #expect(object == width)
        #expect(width != twin)
        #expect(Set([width, twin, width]).count == 2)
        #expect([twin, width].firstIndex(of: width) == 1)
    }

    @Test func publicSignaturesNameTheNestedTypesThroughUIKit() {
        let view = UIView()
        let width = pinConstraint(view, .width, constant: 40)
        #expect(width.relation == .equal && width.firstAttribute == .width && width.constant == 40)
        let height = pinConstraint(view, .height, relatedBy: .greaterThanOrEqual, constant: 10)
        #expect(height.relation == .greaterThanOrEqual)
    }
}
