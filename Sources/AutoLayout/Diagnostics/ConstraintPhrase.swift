import Foundation

/// Constraints and values in plain words, for conflict and ambiguity explanations:
/// `title.leading = superview.leading + 20 (Card.swift:40)`.
///
/// Items are named by their ``View/debugName``; an unnamed view that is an ancestor of the other item
/// is "superview", and a system guide is named after its view (`superview.safeArea.bottom`).
enum ConstraintPhrase {
    /// The constraint as an equation in words, with where it was made.
    static func equation(_ constraint: LayoutConstraint) -> String {
        var text = "\(anchor(constraint.first, in: constraint)) \(symbol(constraint.relation)) \(rightHandSide(constraint))"
        if let mask = constraint as? AutoresizingMaskLayoutConstraint {
            text += " (autoresizing mask \(mask.maskDescription))"
        } else if let content = constraint as? ContentSizeLayoutConstraint {
            return text + " (intrinsic size; hugging \(content.hugging), compression resistance "
                + "\(content.compressionResistance))"
        } else if let location = constraint.sourceLocation {
            text += " (\(location))"
        }
        if !constraint.priority.isRequired { text += " at priority \(constraint.priority)" }
        return text
    }

    /// `0.5 × superview.width + 8`, `superview.trailing − 20`, or the constant alone.
    static func rightHandSide(_ constraint: LayoutConstraint) -> String {
        guard let second = constraint.second else { return number(Double(constraint.constant)) }
        var text = anchor(second, in: constraint)
        if constraint.multiplier != 1 { text = "\(format(constraint.multiplier)) × \(text)" }
        if constraint.constant > 0 {
            text += " + \(format(constraint.constant))"
        } else if constraint.constant < 0 {
            text += " − \(format(-constraint.constant))"
        }
        return text
    }

    /// `title.leading`, `superview.width`, or `(b.leading − a.trailing)` for a distance.
    static func anchor(_ anchor: AnchorSpec, in constraint: LayoutConstraint) -> String {
        switch anchor.source {
        case .attribute(let attribute):
            guard let item = anchor.item else { return "nil.\(attribute)" }
            return "\(name(of: item, in: constraint)).\(attributeName(attribute, of: constraint))"
        case .offset(let start, let end):
            return "(\(self.anchor(end, in: constraint)) − \(self.anchor(start, in: constraint)))"
        }
    }

    /// The attribute's name; autoresizing constraints read frame values, named as UIKit's log names them.
    static func attributeName(_ attribute: LayoutConstraint.Attribute, of constraint: LayoutConstraint) -> String {
        guard constraint is AutoresizingMaskLayoutConstraint else { return attribute.description }
        switch attribute {
        case .left: return "minX"
        case .top: return "minY"
        default: return attribute.description
        }
    }

    /// The item's name in a constraint: its debug name, "superview" for an unnamed ancestor of the
    /// constraint's other item, a guide after its view, or `Class:0x…`.
    static func name(of item: any LayoutItem, in constraint: LayoutConstraint?) -> String {
        if let guide = item as? LayoutGuide {
            let guideName = guideNames[guide.identifier] ?? (guide.identifier.isEmpty ? nil : guide.identifier)
            if let owner = guide.owningView, let guideName {
                return "\(name(of: owner, in: constraint)).\(guideName)"
            }
            return item.layoutDescription
        }
        guard let view = item as? View else { return item.layoutDescription }
        if let debugName = view.debugName { return debugName }
        if let constraint, isAncestorOfOtherItem(view, in: constraint) { return "superview" }
        return item.layoutDescription
    }

    /// A view's name outside any constraint.
    static func name(of view: View) -> String {
        view.debugName ?? view.layoutDescription
    }

    /// The short names of the system's guides.
    static let guideNames: [String: String] = [
        "UIViewLayoutMarginsGuide": "margins",
        "UIViewSafeAreaLayoutGuide": "safeArea",
        "UIViewKeyboardLayoutGuide": "keyboard",
        "UIViewReadableContentGuide": "readableContent",
    ]

    /// Whether `view` contains the constraint's other item.
    static func isAncestorOfOtherItem(_ view: View, in constraint: LayoutConstraint) -> Bool {
        let items = constraint.first.items + (constraint.second?.items ?? [])
        return items.contains { other in
            guard let otherView = other.layoutView, otherView !== view else { return false }
            var step = otherView.superview
            while let ancestor = step {
                if ancestor === view { return true }
                step = ancestor.superview
            }
            return false
        }
    }

    /// `=`, `≥` or `≤`.
    static func symbol(_ relation: LayoutConstraint.Relation) -> String {
        switch relation {
        case .equal: "="
        case .greaterThanOrEqual: "≥"
        case .lessThanOrEqual: "≤"
        }
    }

    /// A number with a true minus sign: `280`, `−20`, `0.5`.
    static func number(_ value: Double) -> String {
        let rounded = (value * 1e6).rounded() / 1e6
        return rounded < 0 ? "−" + format(-rounded) : format(rounded)
    }

    /// `a`, `a and b`, `a, b and c`.
    static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
    }
}
