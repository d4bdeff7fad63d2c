import AutoLayout
import Foundation

extension LayoutBuilder {
    /// The control a declaration names, with its quoted text.
    func makeControl(_ declaration: LayoutDocument.Declaration) throws(LayoutFileError) -> any LayoutItem {
        let text = declaration.text
        switch declaration.kind {
        case .label:
            let label = Label(text: text ?? "")
            return label
        case .button:
            return Button(title: text ?? "")
        case .image:
            // The size comes from the `size` property (`image Logo 40x40`); without one there is no image.
            return ImageView(image: nil)
        case .switch:
            return Switch()
        case .textfield:
            let field = TextField(placeholder: text ?? "", borderStyle: .roundedRect)
            return field
        case .textview:
            let view = TextView()
            view.text = text ?? ""
            view.isScrollEnabled = false
            return view
        case .stack:
            return StackView(arrangedSubviews: [])
        case .activity:
            return ActivityIndicatorView(style: .medium)
        case .slider:
            return Slider()
        case .view, .scroll, .guide:
            throw parser.error(
                .unknownKind(declaration.kind.rawValue), line: declaration.position.line,
                column: declaration.position.column)
        }
    }

    /// Applies a property only controls take; `false` when the property is not a control's.
    func applyControlProperty(
        _ property: LayoutDocument.Property, to item: any LayoutItem, declaration: LayoutDocument.Declaration
    ) throws(LayoutFileError) -> Bool {
        let reader = PropertyReader(property: property, parser: parser)
        func bad(_ reason: String) -> LayoutFileError { reader.bad(reason) }
        let value = property.value ?? ""
        switch (property.key, item) {
        case ("font", _):
            let font = try self.font(value, reader: reader)
            switch item {
            case let label as Label: label.font = font
            case let button as Button: button.titleFont = font
            case let field as TextField: field.font = font
            case let view as TextView: view.font = font
            default: throw bad("\(declaration.kind.rawValue) has no text")
            }
        case ("lines", let label as Label):
            guard let lines = Int(value), lines >= 0 else { throw bad("expected a number of lines, 0 for any") }
            label.numberOfLines = lines
        case ("break", let label as Label):
            let modes: [String: LineBreakMode] = [
                "word": .byWordWrapping, "char": .byCharWrapping, "clip": .byClipping, "head": .byTruncatingHead,
                "tail": .byTruncatingTail, "middle": .byTruncatingMiddle,
            ]
            guard let mode = modes[value] else { throw bad("expected word, char, clip, head, tail or middle") }
            label.lineBreakMode = mode
        case ("max-width", let label as Label):
            label.preferredMaxLayoutWidth = try reader.number()
        case ("size", let imageView as ImageView):
            imageView.image = Image(size: try reader.size())
        case ("insets", let button as Button):
            let v = try reader.numbers(4)
            button.contentEdgeInsets = EdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
        case ("text", let field as TextField):
            field.text = value
        case ("border", let field as TextField):
            let styles: [String: TextField.BorderStyle] = [
                "none": .none, "line": .line, "bezel": .bezel, "rounded": .roundedRect,
            ]
            guard let style = styles[value] else { throw bad("expected none, line, bezel or rounded") }
            field.borderStyle = style
        case ("scrolls", let view as TextView):
            view.isScrollEnabled = value != "false"
        case ("large", let indicator as ActivityIndicatorView):
            indicator.style = .large
        case ("axis", let stack as StackView):
            switch value {
            case "horizontal": stack.axis = .horizontal
            case "vertical": stack.axis = .vertical
            default: throw bad("expected horizontal or vertical")
            }
        case ("distribution", let stack as StackView):
            guard let distribution = StackView.Distribution.allCases.first(where: { "\($0)" == value }) else {
                throw bad("expected fill, fillEqually, fillProportionally, equalSpacing or equalCentering")
            }
            stack.distribution = distribution
        case ("alignment", let stack as StackView):
            let aliases: [String: StackView.Alignment] = ["top": .top, "bottom": .bottom]
            guard let alignment = aliases[value] ?? StackView.Alignment.allCases.first(where: { "\($0)" == value })
            else { throw bad("expected fill, leading, top, firstBaseline, center, trailing, bottom or lastBaseline") }
            stack.alignment = alignment
        case ("spacing", let stack as StackView):
            stack.spacing = try reader.number()
        case ("baseline-relative", let stack as StackView):
            stack.isBaselineRelativeArrangement = value != "false"
        case ("margins-relative", let stack as StackView):
            stack.isLayoutMarginsRelativeArrangement = value != "false"
        default:
            return false
        }
        return true
    }

    /// `17`, `bold:17`, `17:bold`, `semibold:20`.
    private func font(_ text: String, reader: PropertyReader) throws(LayoutFileError) -> Font {
        var size: CGFloat = Font.labelFontSize
        var weight = Font.Weight.regular
        let weights: [String: Font.Weight] = [
            "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular, "medium": .medium,
            "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
        ]
        var column = reader.offset
        for part in text.split(separator: ":").map(String.init) {
            if let named = weights[part] {
                weight = named
            } else {
                size = try parser.number(part, at: reader.word, line: reader.line, offset: column)
                guard size > 0 else {
                    throw parser.error(.badNumber(part), line: reader.line, column: reader.word.column + column)
                }
            }
            column += part.count + 1
        }
        return .systemFont(ofSize: size, weight: weight)
    }
}
