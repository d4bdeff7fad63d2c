import AutoLayout
import Foundation
import LayoutRender

extension SnapshotMaker {
    /// The declared colour, and the text a control draws as it lays it out.
    func decorate(_ node: inout LayoutSnapshot.Node, declaration: LayoutDocument.Declaration, item: any LayoutItem) {
        for property in declaration.properties where property.key == "background" {
            if let value = property.value { node.fill = RenderColor(hex: value) ?? RenderColor.named(value) }
        }
        switch item {
        case let label as Label:
            node.textLines = label.textLayout.lines.map(\.text)
            set(label.font, on: &node)
        case let button as Button:
            node.textLines = button.titleLayout.lines.map(\.text)
            set(button.titleFont, on: &node)
            if node.fill == nil { node.fill = RenderColor.named("blue") }
        case let field as TextField:
            node.textLines = [field.measuredText]
            set(field.font, on: &node)
            if node.fill == nil { node.fill = RenderColor.named("white") }
        case let view as TextView:
            node.textLines = view.textLayout.lines.map(\.text)
            set(view.font, on: &node)
        case is Switch:
            if node.fill == nil { node.fill = RenderColor.named("green") }
        default:
            break
        }
    }

    private func set(_ font: Font, on node: inout LayoutSnapshot.Node) {
        node.fontSize = font.pointSize
        node.bold = font.isBold
    }
}
