import AutoLayout
import Foundation
import LayoutRender
import VisualFormat

/// Builds a ``LayoutDocument`` into a view tree in a host window of a given size and direction.
struct LayoutBuilder {
    let document: LayoutDocument
    let parser: LayoutFileParser

    /// The tree for one host size and direction; refuses what UIKit would refuse, with the line.
    func build(size: CGSize? = nil, direction: UserInterfaceLayoutDirection? = nil) throws(LayoutFileError) -> BuiltLayout {
        let host = document.host
        let window = Window(size: size ?? host.size)
        // Diagnostics are kept in the window's `layoutDiagnostics` for the caller, not printed; some
        // come while the tree is built (a constant past the engine's limit).
        window.diagnosticHandler = { _ in }
        window.safeArea = host.safeArea
        window.layoutDirection = direction ?? host.direction
        window.contentSizeCategory = host.textSize
        if host.keyboardHeight > 0 {
            window.keyboard = .docked(height: host.keyboardHeight, in: window.size)
        }
        let controller = ViewController()
        window.rootViewController = controller
        let root: View = controller.view
        root.debugName = "Root"
        var items: [(declaration: LayoutDocument.Declaration, item: any LayoutItem)] = []
        // Every name to its item once, for constraints and visual format lines alike (the parser refuses
        // duplicates and reserved names, so `Root` is the controller's view).
        var named: [String: any LayoutItem] = ["Root": root]
        items.reserveCapacity(document.declarations.count)
        for declaration in document.declarations {
            let made = try make(declaration)
            items.append((declaration, made))
            named[declaration.name] = made
        }
        func item(named name: String) -> (any LayoutItem)? { named[name] }
        for (declaration, made) in items {
            let parent = declaration.parent.flatMap { item(named: $0) } ?? root
            guard let parentView = parent as? View else {
                throw parser.error(
                    .badProperty("in=\(declaration.parent ?? "")", reason: "a parent must be a view, not a guide"),
                    line: declaration.position.line, column: declaration.position.column)
            }
            if let guide = made as? LayoutGuide {
                parentView.addLayoutGuide(guide)
            } else if let view = made as? View, let stack = parentView as? StackView {
                stack.addArrangedSubview(view)
            } else if let view = made as? View {
                parentView.addSubview(view)
            }
        }
        let built = BuiltLayout(window: window, root: root, items: items, constraints: [])
        var constraints: [(constraint: LayoutConstraint, line: Int)] = []
        for rule in document.rules {
            switch rule {
            case .constraint(let line):
                constraints.append((try constraint(line, root: root, item: item), line.position.line))
            case .visualFormat(let format, let options, let position):
                for made in try visualFormat(format, options: options, position: position, views: named) {
                    constraints.append((made, position.line))
                }
            }
        }
        for (constraint, line) in constraints {
            do throws(LayoutError) {
                try constraint.activate()
            } catch {
                throw parser.error(.invalidConstraint("\(error)"), line: line, column: 1)
            }
        }
        return BuiltLayout(window: window, root: root, items: built.items, constraints: constraints)
    }

    // MARK: Items

    private func make(_ declaration: LayoutDocument.Declaration) throws(LayoutFileError) -> any LayoutItem {
        let made: any LayoutItem
        switch declaration.kind {
        case .view:
            made = NamedView()
        case .scroll:
            made = ScrollView()
        case .guide:
            let guide = LayoutGuide()
            guide.identifier = declaration.name
            made = guide
        default:
            made = try makeControl(declaration)
        }
        if let view = made as? View {
            view.translatesAutoresizingMaskIntoConstraints = false
            view.debugName = declaration.name
        }
        for property in declaration.properties {
            try apply(property, to: made, declaration: declaration)
        }
        return made
    }

    /// A property on an item; ``LayoutFileError/Problem/badProperty(_:reason:)`` when the kind does not
    /// take it or the value is wrong.
    private func apply(
        _ property: LayoutDocument.Property, to item: any LayoutItem, declaration: LayoutDocument.Declaration
    ) throws(LayoutFileError) {
        let reader = PropertyReader(property: property, parser: parser)
        func bad(_ reason: String) -> LayoutFileError { reader.bad(reason) }
        func value() throws(LayoutFileError) -> String { try reader.value() }
        // Colours and fonts are for drawing; the renderer reads them from the declaration.
        if property.key == "background" || property.key == "color" {
            let text = try value()
            guard RenderColor(hex: text) != nil || RenderColor.named(text) != nil else {
                throw bad("expected #rrggbb or a colour name")
            }
            return
        }
        if try applyControlProperty(property, to: item, declaration: declaration) { return }
        guard let view = item as? View else { throw bad("a guide takes no properties") }
        switch property.key {
        case "hugging", "compression":
            let v = try reader.numbers(2)
            for (axis, priority) in zip([LayoutConstraint.Axis.horizontal, .vertical], v) {
                guard priority > 0, priority <= 1000 else { throw bad("priorities are in (0, 1000]") }
                if property.key == "hugging" {
                    view.setContentHuggingPriority(LayoutPriority(Float(priority)), for: axis)
                } else {
                    view.setContentCompressionResistancePriority(LayoutPriority(Float(priority)), for: axis)
                }
            }
        case "margins":
            let v = try reader.numbers(4)
            view.layoutMargins = EdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
        case "hidden":
            view.isHidden = property.value.map { $0 != "false" } ?? true
        case "direction":
            switch try value() {
            case "rtl": view.semanticContentAttribute = .forceRightToLeft
            case "ltr": view.semanticContentAttribute = .forceLeftToRight
            default: throw bad("expected ltr or rtl")
            }
        case "alignment-insets":
            guard let named = view as? NamedView else { throw bad("only a plain view takes alignment insets") }
            let v = try reader.numbers(4)
            named.insets = EdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
        default:
            throw bad("\(declaration.kind.rawValue) does not take it")
        }
    }

    // MARK: Constraints

    private func constraint(
        _ line: LayoutDocument.ConstraintLine, root: View, item: (String) -> (any LayoutItem)?
    ) throws(LayoutFileError) -> LayoutConstraint {
        // `Superview` is the superview of the constraint's other item.
        let otherName = line.first.name == "Superview" ? line.second?.name : line.first.name
        let other = otherName.flatMap(item)
        func resolve(_ reference: LayoutDocument.ItemReference) throws(LayoutFileError) -> any LayoutItem {
            var base: (any LayoutItem)?
            if reference.name == "Superview" {
                if let view = other as? View { base = view.superview ?? root }
                if let guide = other as? LayoutGuide { base = guide.owningView }
                if other == nil { base = root }
            } else {
                base = item(reference.name)
            }
            guard let base else {
                throw parser.error(
                    .unknownView(reference.name), line: reference.position.line, column: reference.position.column)
            }
            guard let guideName = reference.guide else { return base }
            let guideColumn = reference.position.column + reference.name.count + 1
            guard let view = base as? View else {
                throw parser.error(.unknownGuide(guideName), line: reference.position.line, column: guideColumn)
            }
            switch guideName {
            case "safeArea": return view.safeAreaLayoutGuide
            case "margins": return view.layoutMarginsGuide
            case "keyboard": return view.keyboardLayoutGuide
            case "readable": return view.readableContentGuide
            case "content", "frame":
                guard let scroll = view as? ScrollView else {
                    throw parser.error(.unknownGuide(guideName), line: reference.position.line, column: guideColumn)
                }
                return guideName == "content" ? scroll.contentLayoutGuide : scroll.frameLayoutGuide
            default:
                throw parser.error(.unknownGuide(guideName), line: reference.position.line, column: guideColumn)
            }
        }
        let first = try resolve(line.first)
        let second = try line.second.map { (reference) throws(LayoutFileError) in try resolve(reference) }
        do throws(LayoutError) {
            let constraint = try LayoutConstraint(
                item: first, attribute: line.first.attribute, relatedBy: line.relation, toItem: second,
                attribute: line.second?.attribute ?? .notAnAttribute, multiplier: line.multiplier,
                constant: line.constant, fileID: parser.file, line: line.position.line)
            try constraint.setPriority(line.priority)
            constraint.identifier = line.identifier
            return constraint
        } catch {
            throw parser.error(.invalidConstraint("\(error)"), line: line.position.line, column: line.position.column)
        }
    }

    private func visualFormat(
        _ format: String, options names: [String], position: SourcePosition, views: [String: any LayoutItem]
    ) throws(LayoutFileError) -> [LayoutConstraint] {
        var options: LayoutConstraint.FormatOptions = []
        let known: [String: LayoutConstraint.FormatOptions] = [
            "alignAllLeft": .alignAllLeft, "alignAllRight": .alignAllRight, "alignAllTop": .alignAllTop,
            "alignAllBottom": .alignAllBottom, "alignAllLeading": .alignAllLeading,
            "alignAllTrailing": .alignAllTrailing, "alignAllCenterX": .alignAllCenterX,
            "alignAllCenterY": .alignAllCenterY, "alignAllLastBaseline": .alignAllLastBaseline,
            "alignAllFirstBaseline": .alignAllFirstBaseline, "directionLeftToRight": .directionLeftToRight,
            "directionRightToLeft": .directionRightToLeft, "spacingBaselineToBaseline": .spacingBaselineToBaseline,
        ]
        for name in names {
            guard let option = known[name] else {
                throw parser.error(
                    .badProperty("options=\(name)", reason: "unknown option"), line: position.line,
                    column: position.column + format.count + 1)
            }
            options.insert(option)
        }
        do throws(VisualFormatError) {
            return try LayoutConstraint.constraints(
                withVisualFormat: format, options: options, metrics: document.metrics, views: views,
                fileID: parser.file, line: position.line)
        } catch {
            throw parser.error(
                .visualFormat(message: error.reason), line: position.line, column: position.column + error.offset)
        }
    }
}
