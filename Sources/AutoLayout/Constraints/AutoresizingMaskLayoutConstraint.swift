import Foundation

/// A constraint the engine makes from a view's frame and autoresizing mask while
/// ``View/translatesAutoresizingMaskIntoConstraints`` is `true`: two per axis, one for the position
/// (`minX`) and one for the size, in the superview's coordinates.
///
/// They are not listed in any view's ``View/constraints`` (UIKit makes them on demand too) but show in
/// diagnostics, described as UIKit does: `h=--& v=--& View:0x….minX == 20`.
///
/// Deactivating one takes it out of the layout until the view's frame or mask is set again, which
/// translates the frame anew; activated again, it is an ordinary constraint on its nearest common
/// ancestor.
public final class AutoresizingMaskLayoutConstraint: LayoutConstraint {
    /// The mask code of the view's translation, `h=--& v=--&`.
    public var maskDescription: String { AutoresizingTranslation.maskDescription(of: maskCode) }
    /// The translation's ``AutoresizingTranslation/maskCode``: compared on every relayout of a resized
    /// window, and described only when asked.
    let maskCode: UInt16

    init(
        view: View, attribute: Attribute, superview: View?, slope: Double, offset: Double,
        translation: AutoresizingTranslation
    ) {
        self.maskCode = translation.maskCode
        let kind = AnyLayoutAnchor.kind(of: attribute)
        let second = superview.map {
            AnyLayoutAnchor(item: $0, attribute: attribute.axis == .horizontal ? .width : .height, kind: .dimension)
        }
        super.init(
            first: AnyLayoutAnchor(item: view, attribute: attribute, kind: kind).spec, relation: .equal,
            second: slope == 0 ? nil : second?.spec, multiplier: CGFloat(slope), constant: CGFloat(offset),
            validate: false)
        storedActive = true
        activationStamp = view.rootView.nextActivationStamp()
        // A frame the client set is kept over constraints added to it, as UIKit keeps it.
        isSystemConstraint = true
        isTranslated = true
        releaseItems()
        container = superview ?? view
    }

    /// The equations that reproduce `translation`, `attribute == slope × superview size + offset`:
    /// position and size per axis, or only sizes for a view without a superview.
    static func equations(of translation: AutoresizingTranslation, hasSuperview: Bool)
        -> [(attribute: Attribute, slope: Double, offset: Double)]
    {
        // Built in place at its final size: a literal of the axes and a result grown one equation at a
        // time were three allocations of every translated view's first layout.
        var result: [(attribute: Attribute, slope: Double, offset: Double)] = []
        result.reserveCapacity(hasSuperview ? 4 : 2)
        let (horizontal, vertical) = (translation.horizontal, translation.vertical)
        if hasSuperview { result.append((.left, horizontal.positionSlope, horizontal.positionOffset)) }
        result.append((.width, horizontal.sizeSlope, horizontal.sizeOffset))
        if hasSuperview { result.append((.top, vertical.positionSlope, vertical.positionOffset)) }
        result.append((.height, vertical.sizeSlope, vertical.sizeOffset))
        return result
    }

    /// The constraints of ``equations(of:hasSuperview:)`` for `view`.
    static func make(for view: View, translation: AutoresizingTranslation) -> [AutoresizingMaskLayoutConstraint] {
        let superview = view.superview
        return equations(of: translation, hasSuperview: superview != nil).map {
            AutoresizingMaskLayoutConstraint(
                view: view, attribute: $0.attribute, superview: superview, slope: $0.slope, offset: $0.offset,
                translation: translation)
        }
    }

    /// `<AutoresizingMaskLayoutConstraint:0x… h=--& v=--& View:0x….minX == 20   (active)>`.
    public override var description: String {
        let attributeName: String
        switch firstAttribute {
        case .left: attributeName = "minX"
        case .top: attributeName = "minY"
        default: attributeName = firstAttribute.description
        }
        let itemName = firstItem?.layoutDescription ?? "nil"
        let rhs = rightHandSideDescription
        return "<AutoresizingMaskLayoutConstraint:\(address(of: self)) \(maskDescription) "
            + "\(itemName).\(attributeName) == \(rhs)" + (storedActive ? "   (active)>" : ">")
    }
}
