import AutoLayout
import Foundation

/// Turns a parsed line into constraints, in UIKit's order: for each view, the connection that leads
/// to it and then its own predicates; then the connection to the trailing `|`; then the alignment
/// constraints.
struct FormatBuilder {
    let line: FormatLine
    let options: LayoutConstraint.FormatOptions
    let format: String
    let make: FormatConstraintMaker

    /// Checks the options against the line, UIKit's rules applied once the format has been read.
    func validate() throws(VisualFormatError) {
        let end = line.length
        let direction = options.rawValue & LayoutConstraint.FormatOptions.directionMask.rawValue
        if direction == LayoutConstraint.FormatOptions.directionMask.rawValue {
            throw .unknownDirection(direction, format: format, offset: end)
        }
        if line.axis == .horizontal, options.contains(.spacingBaselineToBaseline) {
            throw .baselineSpacingInHorizontalLayout(format: format, offset: end)
        }
        let attributes = options.alignmentAttributes
        if let along = attributes.first(where: { $0.axis == line.axis }) {
            throw .alignmentAlongLayoutAxis(along, axis: line.axis, format: format, offset: end)
        }
        if !attributes.isEmpty, line.views.count < 2 {
            throw .alignmentNeedsTwoViews(format: format, offset: end)
        }
    }

    func constraints() throws(VisualFormatError) -> [LayoutConstraint] {
        try validate()
        let edges = self.edges
        var result: [LayoutConstraint] = []
        // Each view has a connection and usually a predicate or an alignment.
        result.reserveCapacity(2 * line.views.count + 1)
        for (index, view) in line.views.enumerated() {
            if index == 0, let leading = line.leadingSuperview {
                try connect(
                    from: leading.superview, fromEdge: edges.start, to: view.item, toEdge: edges.start,
                    through: leading.connection, fromMargin: edges.startMargin, edges: edges,
                    offset: view.closeOffset, into: &result)
            } else if index > 0 {
                let previous = line.views[index - 1]
                let baseline = line.axis == .vertical && options.contains(.spacingBaselineToBaseline)
                try connect(
                    from: previous.item, fromEdge: baseline ? .lastBaseline : edges.end, to: view.item,
                    toEdge: baseline ? .firstBaseline : edges.start, through: line.connections[index - 1],
                    edges: edges, offset: view.closeOffset, into: &result)
            }
            let size: LayoutConstraint.Attribute = line.axis == .horizontal ? .width : .height
            for predicate in view.predicates {
                result.append(try sizeConstraint(of: view.item, attribute: size, predicate: predicate))
            }
        }
        if let trailing = line.trailingSuperview, let last = line.views.last {
            try connect(
                from: last.item, fromEdge: edges.end, to: trailing.superview, toEdge: edges.end,
                through: trailing.connection, toMargin: edges.endMargin, edges: edges, offset: line.length,
                into: &result)
        }
        for index in line.views.indices.dropFirst() {
            for attribute in options.alignmentAttributes {
                result.append(
                    try make(
                        line.views[index - 1].item, attribute, .equal, line.views[index].item, attribute, 0,
                        .required, offset: line.length))
            }
        }
        return result
    }

    private var edges: FormatEdges {
        if line.axis == .vertical {
            return FormatEdges(start: .top, end: .bottom, startMargin: .topMargin, endMargin: .bottomMargin, increasing: true)
        }
        let direction = options.rawValue & LayoutConstraint.FormatOptions.directionMask.rawValue
        switch direction {
        case LayoutConstraint.FormatOptions.directionLeftToRight.rawValue:
            return FormatEdges(start: .left, end: .right, startMargin: .leftMargin, endMargin: .rightMargin, increasing: true)
        case LayoutConstraint.FormatOptions.directionRightToLeft.rawValue:
            return FormatEdges(
                start: .right, end: .left, startMargin: .rightMargin, endMargin: .leftMargin, increasing: false)
        default:
            // Leading and trailing grow towards the trailing side whatever the interface direction, so
            // the text order is increasing for them.
            return FormatEdges(
                start: .leading, end: .trailing, startMargin: .leadingMargin, endMargin: .trailingMargin,
                increasing: true)
        }
    }

    /// Appends the constraints of one connection from `from` (earlier in the text) to `to`. A standard space
    /// between views is 8 points; next to `|` it is the superview's margin (`fromMargin` or
    /// `toMargin`), 0 points away, as UIKit does since iOS 8.
    ///
    /// UIKit writes every spacing constraint as `far.edge = near.edge + gap`, `far` being the element
    /// with the larger coordinate: `b.leading == a.trailing + 8`, `superview.trailing == b.trailing +
    /// 20`, and right to left `a.left == b.right + 8`.
    private func connect(
        from: any LayoutItem, fromEdge: LayoutConstraint.Attribute, to: any LayoutItem,
        toEdge: LayoutConstraint.Attribute, through connection: FormatConnection,
        fromMargin: LayoutConstraint.Attribute? = nil, toMargin: LayoutConstraint.Attribute? = nil,
        edges: FormatEdges, offset: Int, into result: inout [LayoutConstraint]
    ) throws(VisualFormatError) {
        var fromEdge = fromEdge, toEdge = toEdge
        func gap(_ relation: LayoutConstraint.Relation, _ gap: Double, _ priority: LayoutPriority) throws(VisualFormatError) {
            let constraint =
                edges.increasing
                ? try make(to, toEdge, relation, from, fromEdge, gap, priority, offset: offset)
                : try make(from, fromEdge, relation, to, toEdge, gap, priority, offset: offset)
            // UIKit's descriptions name the standard space between siblings: `-(NSSpace(8))-`.
            if case .standard = connection, fromMargin == nil, toMargin == nil { constraint.systemSpacing = .standard }
            result.append(constraint)
        }
        switch connection {
        case .flush:
            try gap(.equal, 0, .required)
        case .standard:
            if let fromMargin {
                fromEdge = fromMargin
                try gap(.equal, 0, .required)
            } else if let toMargin {
                toEdge = toMargin
                try gap(.equal, 0, .required)
            } else {
                try gap(.equal, Double(LayoutConstraint.standardSpacing), .required)
            }
        case .predicates(let predicates):
            // The parser lets only constants into a connection, so `.item` never reaches here.
            for predicate in predicates {
                guard case .constant(let value) = predicate.object else { continue }
                try gap(predicate.relation, value, predicate.priority)
            }
        }
    }

    private func sizeConstraint(
        of item: any LayoutItem, attribute: LayoutConstraint.Attribute, predicate: FormatPredicate
    ) throws(VisualFormatError) -> LayoutConstraint {
        switch predicate.object {
        case .constant(let value):
            return try make(
                item, attribute, predicate.relation, nil, .notAnAttribute, value, predicate.priority,
                offset: predicate.offset)
        case .item(let other):
            return try make(
                item, attribute, predicate.relation, other, attribute, 0, predicate.priority, offset: predicate.offset)
        }
    }

    private func make(
        _ first: any LayoutItem, _ firstAttribute: LayoutConstraint.Attribute, _ relation: LayoutConstraint.Relation,
        _ second: (any LayoutItem)?, _ secondAttribute: LayoutConstraint.Attribute, _ constant: Double,
        _ priority: LayoutPriority, offset: Int
    ) throws(VisualFormatError) -> LayoutConstraint {
        do throws(LayoutError) {
            let constraint = try make(first, firstAttribute, relation, second, secondAttribute, CGFloat(constant))
            try constraint.setPriority(priority)
            return constraint
        } catch {
            throw .invalidConstraint(error, format: format, offset: offset)
        }
    }
}
