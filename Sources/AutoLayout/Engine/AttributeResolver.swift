import Foundation
internal import Cassowary

/// Where the variables of engine nodes come from: the tree's engine, or a fitting solve of a subtree.
protocol NodeVariableSource {
    /// Hears one naming of a node by the constraint being resolved, before any of its variables is read.
    mutating func name(_ node: View)
    /// The id of variable `index` (0 minX, 1 minY, 2 width, 3 height) of a node named before.
    func variable(_ index: Int, of node: View) -> Int
    /// Hears that a constraint names a node's width (axis 0) or height (axis 1) directly.
    mutating func sizeIsNamed(of node: View, axis: Int)
}

extension NodeVariableSource {
    func sizeIsNamed(of node: View, axis: Int) {}
}

/// The engine's own variables, kept on the nodes while registered.
struct EngineNodeVariables: NodeVariableSource {
    func name(_ node: View) {}
    func variable(_ index: Int, of node: View) -> Int { node.engineVariable(index) }
}

/// Turns a constraint's anchors into solver terms in the coordinates of the view that holds it.
struct AttributeResolver {
    /// The direction of the host, which views with an unspecified semantic attribute follow.
    let host: UserInterfaceLayoutDirection

    /// An attribute reduced to what the engine lays out: an attribute of a node (a view or a guide's
    /// body) plus a fixed offset.
    struct ResolvedAttribute {
        let node: View
        let attribute: LayoutConstraint.Attribute
        let offset: Double
    }

    /// Resolves an item's attribute for a constraint held by `container`.
    ///
    /// - Margin attributes read the view's layout margins guide.
    /// - Inside a scroll view (`scrollContent`: the constraint ties the scroll view to its content), the
    ///   scroll view's edges and margins are those of its content area (TN2154); sizes and centres stay
    ///   on its frame.
    /// - Baselines read the view named by `forFirstBaselineLayout` / `forLastBaselineLayout`.
    func resolve(
        _ item: any LayoutItem, _ attribute: LayoutConstraint.Attribute, in container: View, scrollContent: Bool
    ) -> ResolvedAttribute? {
        if let guide = item as? LayoutGuide {
            return ResolvedAttribute(node: guide.body, attribute: attribute, offset: 0)
        }
        guard let view = item as? View else { return nil }
        switch attribute {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin:
            let base = attribute.withoutMargins
            if scrollContent, view === container, let scroll = view.scrollLayout {
                let margins = view.layoutMargins
                let rightToLeft = isRightToLeft(container)
                let inset: CGFloat =
                    switch attribute {
                    case .leftMargin: margins.left
                    case .rightMargin: -margins.right
                    case .topMargin: margins.top
                    case .bottomMargin: -margins.bottom
                    case .leadingMargin: rightToLeft ? -margins.right : margins.left
                    default: rightToLeft ? margins.left : -margins.right
                    }
                return ResolvedAttribute(node: scroll.contentLayoutGuide.body, attribute: base, offset: Double(inset))
            }
            return ResolvedAttribute(node: view.layoutMarginsGuide.body, attribute: base, offset: 0)
        case .centerXWithinMargins, .centerYWithinMargins:
            return ResolvedAttribute(node: view.layoutMarginsGuide.body, attribute: attribute.withoutMargins, offset: 0)
        case .left, .right, .top, .bottom, .leading, .trailing:
            if scrollContent, view === container, let scroll = view.scrollLayout {
                return ResolvedAttribute(node: scroll.contentLayoutGuide.body, attribute: attribute, offset: 0)
            }
        case .firstBaseline:
            let target = view.forFirstBaselineLayout
            if target !== view, target.isDescendant(of: view) {
                return resolve(target, attribute, in: container, scrollContent: scrollContent)
            }
        case .lastBaseline:
            let target = view.forLastBaselineLayout
            if target !== view, target.isDescendant(of: view) {
                return resolve(target, attribute, in: container, scrollContent: scrollContent)
            }
        default:
            break
        }
        return ResolvedAttribute(node: view, attribute: attribute, offset: 0)
    }

    /// Whether a constraint held by a scroll view ties it to its content (a descendant view, or a guide
    /// of one), so that the scroll view's edges mean its content area.
    @inline(__always) func tiesScrollViewToContent(_ constraint: LayoutConstraint, in container: View) -> Bool {
        container.isScrollView && namesContent(of: container, constraint)
    }

    /// Whether `constraint` names a view or guide inside the scroll view `container`.
    private func namesContent(of container: View, _ constraint: LayoutConstraint) -> Bool {
        func isContent(_ anchor: AnchorSpec?) -> Bool {
            guard let anchor else { return false }
            return anchor.items.contains { item in
                if let guide = item as? LayoutGuide {
                    guard let owner = guide.owningView else { return false }
                    return owner !== container && owner.isDescendant(of: container)
                }
                guard let view = item as? View else { return false }
                return view !== container && view.isDescendant(of: container)
            }
        }
        return isContent(constraint.first) || isContent(constraint.second)
    }

    /// Whether leading is the right edge for constraints held by `container`.
    func isRightToLeft(_ container: View) -> Bool {
        container.effectiveLayoutDirection(host: host) == .rightToLeft
    }

    /// Adds `coefficient ×` the anchor's value in the container's coordinates to a linear expression.
    ///
    /// A node's variables are its alignment rectangle in its superview's coordinates; an ancestor on the
    /// way up adds its frame origin (its alignment origin less its alignment insets), and the container's
    /// own attributes are measured in its own coordinates, from its alignment insets.
    /// `mirrored`: the constraint uses leading or trailing in a right-to-left container, so its
    /// horizontal locations are measured from right to left (negated): a positive constant then moves
    /// toward the trailing side, as UIKit reads `a.leading == b.trailing + 8` in Arabic or Hebrew.
    func appendTerms<Source: NodeVariableSource>(
        _ anchor: AnchorSpec, _ coefficient: Double, in container: View, scrollContent: Bool, mirrored: Bool,
        variables source: inout Source, terms: inout [RawTerm], constant: inout Double
    ) {
        switch anchor.source {
        case .offset(let start, let end):
            appendTerms(
                end, coefficient, in: container, scrollContent: scrollContent, mirrored: mirrored, variables: &source,
                terms: &terms, constant: &constant)
            appendTerms(
                start, -coefficient, in: container, scrollContent: scrollContent, mirrored: mirrored,
                variables: &source, terms: &terms, constant: &constant)
        case .attribute(let attribute):
            // The common case, a plain attribute of a view, resolves to the view itself: it is read in
            // place, without making the item an existential and casting it back, which reference-counted
            // the view several times per constraint.
            if let view = anchor.viewReference, attribute.isPlain {
                let appended = view.withBorrowed { view in
                    // A scroll view tied to its content is left to `resolve` (its edges mean its content area).
                    if scrollContent, view === container, view.isScrollView { return false }
                    appendTerms(
                        of: view, attribute, offset: 0, coefficient, in: container, mirrored: mirrored,
                        variables: &source, terms: &terms, constant: &constant)
                    return true
                }
                if appended { return }
            }
            guard let item = anchor.item,
                let resolved = resolve(item, attribute, in: container, scrollContent: scrollContent)
            else { return }
            appendTerms(
                of: resolved.node, resolved.attribute, offset: resolved.offset, coefficient, in: container,
                mirrored: mirrored, variables: &source, terms: &terms, constant: &constant)
        }
    }

    /// Adds `coefficient ×` a resolved attribute of `node` (plus `offset`) to a linear expression; see
    /// ``appendTerms(_:_:in:scrollContent:mirrored:variables:terms:constant:)``.
    private func appendTerms<Source: NodeVariableSource>(
        of node: View, _ attribute: LayoutConstraint.Attribute, offset: Double, _ coefficient: Double,
        in container: View, mirrored: Bool, variables source: inout Source, terms: inout [RawTerm],
        constant: inout Double
    ) {
        let horizontal = attribute.axis == .horizontal
        // Only leading and trailing depend on the container's direction.
        let rightToLeft = attribute.direction == .directional && isRightToLeft(container)
        let geometry = AttributeGeometry(attribute, of: node, rightToLeft: rightToLeft)
        let coefficient = mirrored && horizontal && !geometry.isSize ? -coefficient : coefficient
        source.name(node)
        if geometry.isSize {
            source.sizeIsNamed(of: node, axis: attribute == .width ? 0 : 1)
            terms.append(RawTerm(variable: source.variable(geometry.sizeIndex, of: node), coefficient: coefficient))
            return
        }
        if node === container {
            let insets = node.alignmentRectInsets
            constant += coefficient * Double(horizontal ? insets.left : insets.top)
        } else {
            terms.append(
                RawTerm(variable: source.variable(geometry.positionIndex, of: node), coefficient: coefficient))
            // Up to the container, unretained (the tree holds the ancestors).
            let containerAddress = Unmanaged.passUnretained(container).toOpaque()
            var step = node.superviewReference
            while let ancestor = step, ancestor.toOpaque() != containerAddress {
                ancestor.withBorrowed { ancestor in
                    source.name(ancestor)
                    terms.append(
                        RawTerm(variable: source.variable(geometry.positionIndex, of: ancestor), coefficient: coefficient))
                    constant -= coefficient * Self.originOffset(of: ancestor, horizontal: horizontal)
                }
                step = ancestor.superviewStep
            }
        }
        if geometry.fraction != 0 {
            terms.append(
                RawTerm(
                    variable: source.variable(geometry.sizeIndex, of: node), coefficient: coefficient * geometry.fraction))
        }
        constant += coefficient * (geometry.offset + offset)
    }

    /// What lies between an ancestor's variable (its alignment origin in its superview) and the origin
    /// of the coordinates its subviews are placed in: its alignment insets, and its bounds' origin,
    /// which scrolling moves (as `convert(_:to:)` reads it), so that a view inside a scroll view
    /// pinned to one outside stays put on screen. A scroll view so crossed is marked, for scrolling
    /// to rebuild what crosses it.
    ///
    /// Out of line: few constraints cross an ancestor, and inlined into the walk it made every
    /// constraint's resolution longer.
    @inline(never) private static func originOffset(of ancestor: View, horizontal: Bool) -> Double {
        let insets = ancestor.alignmentRectInsets
        let origin = ancestor.storedBoundsOrigin
        if ancestor.isScrollView { ancestor.makeExtras().isCrossedByConstraints = true }
        return Double(horizontal ? insets.left + origin.x : insets.top + origin.y)
    }

    /// The terms of `constraint` appended to `terms` (a buffer the caller reuses), and the constant base.
    func expression<Source: NodeVariableSource>(
        of constraint: LayoutConstraint, in container: View, variables source: inout Source, into terms: inout [RawTerm]
    ) -> Double {
        var base = 0.0
        let scrollContent = tiesScrollViewToContent(constraint, in: container)
        let mirrored =
            (constraint.first.direction == .directional || constraint.second?.direction == .directional)
            && isRightToLeft(container)
        appendTerms(
            constraint.first, 1, in: container, scrollContent: scrollContent, mirrored: mirrored, variables: &source,
            terms: &terms, constant: &base)
        if let second = constraint.second {
            appendTerms(
                second, -Double(constraint.multiplier).clampedToSolverRange, in: container,
                scrollContent: scrollContent, mirrored: mirrored, variables: &source, terms: &terms, constant: &base)
        }
        return base
    }

    /// What a translated constraint's view's frame, which it sets, adds to the alignment rectangle the
    /// engine's variables stand for, for the constant base of its expression: read as an alignment
    /// rectangle, a frame set by hand grew by the view's alignment insets as soon as the engine laid
    /// the view out.
    ///
    /// Its callers add it where they build translated constraints: tested in `expression(of:…)`, the
    /// flag was a cost to every constraint.
    static func frameOffset(of constraint: AutoresizingMaskLayoutConstraint) -> Double {
        // Read in place: taken as an item, the view was retained and released for every translated
        // constraint of a first layout.
        guard let view = constraint.first.viewReference else { return 0 }
        let insets = view.withBorrowed { $0.alignmentRectInsets }
        switch constraint.firstAttribute {
        case .left: return -Double(insets.left)
        case .top: return -Double(insets.top)
        case .width: return Double(insets.left + insets.right)
        case .height: return Double(insets.top + insets.bottom)
        default: return 0
        }
    }
}
