/// Something constraints can relate: a ``View`` (and, with layout guides, a guide).
///
/// Only the module's own types take part in layout; a constraint whose item is another type that
/// adopts this protocol fails to activate with ``LayoutError/unsupportedItem(_:)``.
public protocol LayoutItem: AnyObject {}

extension LayoutItem {
    /// The view the engine lays out for the item (a guide's body for a guide), or `nil` for an item
    /// the module does not lay out.
    var layoutView: View? { (self as? View) ?? (self as? LayoutGuide)?.body }

    /// `Class:0xADDRESS`, or `Class:name` when the item has a debug name, as constraint descriptions
    /// print an item; a label, button or text field adds its text, `Label:0x…'Name'`.
    var layoutDescription: String {
        let name = String(describing: type(of: self))
        if let view = self as? View, let debugName = view.debugName {
            return "\(name):\(debugName)"
        }
        if let guide = self as? LayoutGuide, !guide.identifier.isEmpty {
            return "\(name):\(address(of: self))'\(guide.identifier)'"
        }
        // UIKit quotes the text of labels, buttons and fields, cut after 25 characters.
        if let text = (self as? View)?.logText, !text.isEmpty {
            let shown = text.count > 25 ? String(text.prefix(25)) + "..." : text
            return "\(name):\(address(of: self))'\(shown)'"
        }
        return "\(name):\(address(of: self))"
    }
}

/// `0x` and the object's address in lowercase hexadecimal, as UIKit prints objects.
func address(of object: AnyObject) -> String {
    "0x" + String(UInt(bitPattern: ObjectIdentifier(object)), radix: 16)
}
