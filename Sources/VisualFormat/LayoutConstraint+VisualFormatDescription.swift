import AutoLayout

extension LayoutConstraint {
    /// The constraint as a visual format string with UIKit-style item names (`H:|-(20)-[View:0x…]`),
    /// or `nil` when no format string makes exactly it.
    public var visualFormat: String? {
        VisualFormatPrinter().visualFormat(of: self)
    }

    /// UIKit's description with the visual format body where there is one:
    /// `<LayoutConstraint:0x… H:|-(20)-[View:0x…]   (active, names: '|':View:0x… )>`; otherwise the
    /// equation form of `description`.
    public var visualFormatDescription: String {
        guard let body = visualFormat else { return description }
        var text = "<\(String(describing: type(of: self))):\(VisualFormatPrinter.address(of: self))"
        if let sourceLocation { text += "@\(sourceLocation)" }
        if let identifier { text += " '\(identifier)'" }
        text += " " + body
        var notes: [String] = []
        if isActive { notes.append("active") }
        if body.contains("|"), let superview = superviewItem {
            notes.append("names: '|':\(VisualFormatPrinter.describe(superview)) ")
        }
        if !notes.isEmpty { text += "   (" + notes.joined(separator: ", ") + ")" }
        return text + ">"
    }

    /// The item `|` stands for in ``visualFormat``: the one that is the other's superview.
    private var superviewItem: (any LayoutItem)? {
        guard let first = firstItem, let second = secondItem else { return nil }
        if FormatParser.superview(of: first) === second { return second }
        if FormatParser.superview(of: second) === first { return first }
        return nil
    }
}
