import AutoLayout

extension UIView {
    /// Adds a cell's content view so that it fills this view and follows its bounds: placed by its
    /// frame, with a flexible width and height, as UIKit's table and collection view cells place theirs.
    nonisolated func installFillingContentView(_ contentView: UIView) {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }
}
