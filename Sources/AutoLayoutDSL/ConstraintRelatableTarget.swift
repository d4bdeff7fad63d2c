import AutoLayout
import Foundation

/// Something `equalTo`, `lessThanOrEqualTo` and `greaterThanOrEqualTo` accept: a number, `CGSize`,
/// `CGPoint`, ``EdgeInsets``, ``DirectionalEdgeInsets``, a ``View``, a ``LayoutGuide`` or a
/// ``ConstraintItem`` such as `other.layout.top`.
///
/// The DSL reads the target when the closure returns; a type of your own that adopts the protocol is
/// reported as ``ConstraintError/invalidTarget(item:target:at:)`` instead of trapping.
public protocol ConstraintRelatableTarget {}

extension Int: ConstraintRelatableTarget {}
extension UInt: ConstraintRelatableTarget {}
extension Float: ConstraintRelatableTarget {}
extension Double: ConstraintRelatableTarget {}
extension CGFloat: ConstraintRelatableTarget {}
extension CGSize: ConstraintRelatableTarget {}
extension CGPoint: ConstraintRelatableTarget {}
extension EdgeInsets: ConstraintRelatableTarget {}
extension DirectionalEdgeInsets: ConstraintRelatableTarget {}
extension View: ConstraintRelatableTarget {}
extension LayoutGuide: ConstraintRelatableTarget {}
