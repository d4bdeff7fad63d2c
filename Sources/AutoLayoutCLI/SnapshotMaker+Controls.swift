import AutoLayout
import Foundation
import LayoutRender

extension SnapshotMaker {
    /// The declared colour, and the text a control draws.
    func decorate(_ node: inout LayoutSnapshot.Node, declaration: LayoutDocument.Declaration, item: any LayoutItem) {
        for property in declaration.properties where property.key == "background" {
            if let value = property.value { node.fill = RenderColor(hex: value) ?? RenderColor.named(value) }
        }
    }
}
