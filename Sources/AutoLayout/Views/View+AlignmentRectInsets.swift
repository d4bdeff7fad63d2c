import Foundation

extension View {
    /// Tells the layout that ``alignmentRectInsets`` changed (an image view's image did): the
    /// constraints that read the view's attributes are rebuilt with the new insets.
    package func alignmentRectInsetsDidChange() {
        rootView.engineIfCreated?.attributeOffsetsDidChange(of: self) { _ in true }
    }
}
