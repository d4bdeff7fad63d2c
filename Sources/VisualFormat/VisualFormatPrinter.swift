import AutoLayout
import Foundation

/// Writes a constraint back as a visual format string when one string can say it, as UIKit does in
/// constraint descriptions: `H:|-(20)-[View:0x…]`, `H:[a]-(8)-[b]`, `V:[a(>=400@750)]`.
///
/// Only what reads back to the same constraint with the default options is written: spacing between
/// leading/trailing or top/bottom edges, spacing to the superview's edges or (`|-[a]`, `[a]-|`) its
/// margins, and widths and heights. Anything else (alignment, left/right, baselines, multipliers)
/// gives `nil`. A gap the system chose (``LayoutConstraint/systemSpacing``) prints as UIKit prints it,
/// `-(NSSpace(8))-` or `-(>=NSLayoutAnchorConstraintSpace(8))-`, in descriptions; with names (output
/// meant to be parsed again) the standard space prints as a lone `-`.
public struct VisualFormatPrinter {
    /// The names views are printed with; `nil` prints `Class:0xADDRESS` (or `Class:debugName`).
    public let names: [String: any LayoutItem]?

    /// A printer that names items as UIKit's descriptions do, `View:0x…`.
    public init() {
        self.names = nil
    }

    /// A printer that names items by their keys in `names`, so that its output parses with the same
    /// dictionary; a constraint on an item without a name prints as `nil`.
    public init(names: [String: any LayoutItem]) {
        self.names = names
    }

    /// The constraint as a format string, or `nil` when no format string makes exactly it.
    public func visualFormat(of constraint: LayoutConstraint) -> String? {
        guard constraint.multiplier == 1, let first = constraint.firstItem else { return nil }
        let attribute = constraint.firstAttribute
        let relation = constraint.relation
        let constant = Double(constraint.constant)
        let priority = constraint.priority
        guard let second = constraint.secondItem else {
            guard attribute.isSize, let label = name(of: first) else { return nil }
            let predicate = Self.predicate(relation, Self.number(constant), priority)
            return "\(Self.orientation(attribute))[\(label)(\(predicate))]"
        }
        let secondAttribute = constraint.secondAttribute
        if attribute.isSize {
            guard secondAttribute == attribute, constant == 0, let label = name(of: first),
                let other = name(of: second)
            else { return nil }
            let predicate = Self.predicate(relation, other, priority, explicitEqual: true)
            return "\(Self.orientation(attribute))[\(label)(\(predicate))]"
        }
        let prefix = Self.orientation(attribute)
        switch (attribute, secondAttribute) {
        case (.leading, .trailing), (.top, .bottom):
            guard let near = name(of: second), let far = name(of: first) else { return nil }
            return "\(prefix)[\(near)]\(connection(constraint))[\(far)]"
        case (.leading, .leading), (.top, .top):
            guard Self.superview(of: first) === second, let label = name(of: first) else { return nil }
            return "\(prefix)|-\(Self.gap(relation, constant, priority))-[\(label)]"
        case (.leading, .leadingMargin), (.top, .topMargin):
            guard Self.superview(of: first) === second, Self.isStandardMargin(relation, constant, priority),
                let label = name(of: first)
            else { return nil }
            return "\(prefix)|-[\(label)]"
        case (.trailing, .trailing), (.bottom, .bottom):
            guard Self.superview(of: second) === first, let label = name(of: second) else { return nil }
            return "\(prefix)[\(label)]-\(Self.gap(relation, constant, priority))-|"
        case (.trailingMargin, .trailing), (.bottomMargin, .bottom):
            guard Self.superview(of: second) === first, Self.isStandardMargin(relation, constant, priority),
                let label = name(of: second)
            else { return nil }
            return "\(prefix)[\(label)]-|"
        default:
            return nil
        }
    }

    /// The connection between two views: `-(8)-`, or the system's spacing by name.
    private func connection(_ constraint: LayoutConstraint) -> String {
        let relation = constraint.relation
        let constant = Double(constraint.constant)
        let priority = constraint.priority
        switch constraint.systemSpacing {
        case .standard?:
            if names != nil, relation == .equal, priority.isRequired, constant == Double(LayoutConstraint.standardSpacing) {
                return "-"
            }
            if names != nil { break }
            return "-(\(Self.predicate(relation, "NSSpace(\(Self.number(constant)))", priority)))-"
        case .anchor?:
            if names != nil { break }
            return "-(\(Self.predicate(relation, "NSLayoutAnchorConstraintSpace(\(Self.number(constant)))", priority)))-"
        case nil:
            break
        }
        return "-\(Self.gap(relation, constant, priority))-"
    }

    /// The superview `|` stands for next to `item`.
    private static func superview(of item: any LayoutItem) -> (any LayoutItem)? {
        FormatParser.superview(of: item)
    }

    /// `|-[a]` can only say a required equality at 0 points from the margin.
    private static func isStandardMargin(
        _ relation: LayoutConstraint.Relation, _ constant: Double, _ priority: LayoutPriority
    ) -> Bool {
        relation == .equal && constant == 0 && priority.isRequired
    }

    private static func orientation(_ attribute: LayoutConstraint.Attribute) -> String {
        attribute.axis == .vertical ? "V:" : "H:"
    }

    /// `(8)`, `(>=8)`, `(8@750)`.
    private static func gap(
        _ relation: LayoutConstraint.Relation, _ constant: Double, _ priority: LayoutPriority
    ) -> String {
        "(\(predicate(relation, number(constant), priority)))"
    }

    private static func predicate(
        _ relation: LayoutConstraint.Relation, _ object: String, _ priority: LayoutPriority,
        explicitEqual: Bool = false
    ) -> String {
        var text = relation == .equal && !explicitEqual ? "" : relation.description
        text += object
        if !priority.isRequired { text += "@\(priority)" }
        return text
    }

    /// `8`, `10.5`, `-5`: integers without a fraction, others in the shortest form that reads back.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }

    /// The item's key (the smallest when it has several), or its UIKit-style name.
    private func name(of item: any LayoutItem) -> String? {
        guard let names else { return Self.describe(item) }
        return names.filter { $0.value === item }.keys.min()
    }

    /// `View:0x…`, or `View:debugName`, as constraint descriptions print an item.
    static func describe(_ item: any LayoutItem) -> String {
        let type = String(describing: Swift.type(of: item))
        if let view = item as? View, let debugName = view.debugName { return "\(type):\(debugName)" }
        return "\(type):\(address(of: item))"
    }

    /// `0x` and the object's address in lowercase hexadecimal.
    static func address(of object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(object)), radix: 16)
    }
}
