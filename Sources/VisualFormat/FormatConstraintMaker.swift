import AutoLayout
import Foundation

/// Makes one constraint of a format: `first.firstAttribute relation second.secondAttribute + constant`
/// (multiplier 1; `second` is `nil` and its attribute `.notAnAttribute` for a constant).
///
/// A caller that wants its own constraint class (UIKit's `NSLayoutConstraint`) makes it here, rather
/// than copying each engine constraint into one afterwards.
package typealias FormatConstraintMaker = (
    _ first: any LayoutItem, _ firstAttribute: LayoutConstraint.Attribute, _ relation: LayoutConstraint.Relation,
    _ second: (any LayoutItem)?, _ secondAttribute: LayoutConstraint.Attribute, _ constant: CGFloat
) throws(LayoutError) -> LayoutConstraint
