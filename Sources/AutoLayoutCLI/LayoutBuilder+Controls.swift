import AutoLayout
import Foundation

extension LayoutBuilder {
    /// The control a declaration names.
    func makeControl(_ declaration: LayoutDocument.Declaration) throws(LayoutFileError) -> any LayoutItem {
        throw parser.error(
            .unknownKind(declaration.kind.rawValue), line: declaration.position.line,
            column: declaration.position.column)
    }

    /// Applies a property only controls take; `false` when the property is not a control's.
    func applyControlProperty(
        _ property: LayoutDocument.Property, to item: any LayoutItem, declaration: LayoutDocument.Declaration
    ) throws(LayoutFileError) -> Bool {
        false
    }
}
