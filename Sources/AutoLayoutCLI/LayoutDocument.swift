import AutoLayout
import Foundation

/// A parsed layout file: the host, the views in declaration order, constraints and visual format lines.
struct LayoutDocument {
    /// The host's size, safe area, keyboard, direction and text size.
    var host = HostSettings()
    /// Named numbers for visual format lines (`metrics margin=20`).
    var metrics: [String: CGFloat] = [:]
    /// Every declaration, parents before children.
    var declarations: [Declaration] = []
    /// Constraints and visual format lines, in file order.
    var rules: [Rule] = []

    /// One declared view or guide.
    struct Declaration {
        var kind: Kind
        var name: String
        /// The parent's name; `nil` for a top-level view (its superview is the root).
        var parent: String?
        /// The quoted text (label, button title, text field placeholder or text, text view text).
        var text: String?
        var properties: [Property] = []
        var position: SourcePosition
    }

    /// The kinds a declaration can have.
    enum Kind: String, CaseIterable {
        case view, label, button, image, `switch`, textfield, textview, stack, scroll, activity, slider, guide
    }

    /// `key=value` (or a bare flag, value `nil`).
    struct Property {
        var key: String
        var value: String?
        var position: SourcePosition
    }

    /// A constraint line or a visual format line.
    enum Rule {
        case constraint(ConstraintLine)
        case visualFormat(format: String, options: [String], position: SourcePosition)
    }

    /// `first relation multiplier × second + constant @priority "identifier"`.
    struct ConstraintLine {
        var first: ItemReference
        var relation: LayoutConstraint.Relation
        var second: ItemReference?
        var multiplier: CGFloat
        var constant: CGFloat
        var priority: LayoutPriority
        var identifier: String?
        var position: SourcePosition
    }

    /// `Name.attribute` or `Name.guide.attribute`.
    struct ItemReference {
        var name: String
        var guide: String?
        var attribute: LayoutConstraint.Attribute
        var position: SourcePosition
    }
}

/// A place in the file.
struct SourcePosition: Equatable {
    var line: Int
    var column: Int
}
