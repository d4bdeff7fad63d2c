import AutoLayout

/// UIKit's `NSLayoutAnchor`: an attribute of a view or guide, whose factories make
/// ``NSLayoutConstraint``s (inactive until activated). The type parameter keeps x-axis, y-axis and
/// dimension anchors apart at compile time, as in UIKit.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: CustomStringConvertible {
    /// The engine's anchor this one stands for. Not `Sendable`: like UIKit's, a tree and its anchors
    /// are used from one thread, which the isolation of views (not of this immutable reference) states.
    nonisolated(unsafe) let anchor: AnyLayoutAnchor

    nonisolated init(_ anchor: AnyLayoutAnchor) {
        self.anchor = anchor
    }

    /// The view or guide the anchor belongs to (`nil` for a distance between two anchors).
    public var item: AnyObject? { anchor.item }
    /// The anchor as constraint descriptions print it, `UIView:0x….leading`.
    public var name: String { anchor.name }
    /// `<NSLayoutXAxisAnchor:0x… "UIView:0x….leading">`.
    public nonisolated var description: String {
        let address = "0x" + String(UInt(bitPattern: ObjectIdentifier(self)), radix: 16)
        return "<\(String(describing: type(of: self))):\(address) \"\(anchor.name)\">"
    }

    /// A constraint `self == anchor`.
    public func constraint(
        equalTo anchor: NSLayoutAnchor<AnchorType>, fileID: String = #fileID, line: Int = #line
    ) -> NSLayoutConstraint {
        make(.equal, anchor.anchor, constant: 0, fileID: fileID, line: line)
    }

    /// A constraint `self >= anchor`.
    public func constraint(
        greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, fileID: String = #fileID, line: Int = #line
    ) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor.anchor, constant: 0, fileID: fileID, line: line)
    }

    /// A constraint `self <= anchor`.
    public func constraint(
        lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, fileID: String = #fileID, line: Int = #line
    ) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor.anchor, constant: 0, fileID: fileID, line: line)
    }

    /// A constraint `self == anchor + c`.
    public func constraint(
        equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat, fileID: String = #fileID, line: Int = #line
    ) -> NSLayoutConstraint {
        make(.equal, anchor.anchor, constant: c, fileID: fileID, line: line)
    }

    /// A constraint `self >= anchor + c`.
    public func constraint(
        greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat,
        fileID: String = #fileID, line: Int = #line
    ) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor.anchor, constant: c, fileID: fileID, line: line)
    }

    /// A constraint `self <= anchor + c`.
    public func constraint(
        lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat,
        fileID: String = #fileID, line: Int = #line
    ) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor.anchor, constant: c, fileID: fileID, line: line)
    }

    func make(
        _ relation: NSLayoutConstraint.Relation, _ other: AnyLayoutAnchor?, multiplier: CGFloat = 1,
        constant: CGFloat, fileID: String, line: Int
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(
            anchor: anchor, relation: relation, to: other, multiplier: multiplier, constant: constant,
            fileID: fileID, line: line)
    }
}
