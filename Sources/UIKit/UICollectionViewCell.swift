import AutoLayout

/// UIKit's `UICollectionViewCell`, outside a collection view: a view whose content goes in
/// ``contentView``, which fills the cell and follows its bounds (it is placed by its frame, with a
/// flexible width and height).
@preconcurrency @MainActor
open class UICollectionViewCell: UIView {
    /// The view the cell's content is added to; it fills the cell.
    public var contentView: UIView { storedContentView }
    // Set by every initializer (UIView's initializers are not main-actor isolated here, see
    // Docs/UIKitCompatibility.md) and never changed.
    nonisolated(unsafe) private let storedContentView: UIView

    /// Creates a cell with a frame.
    public override init(frame: CGRect) {
        storedContentView = UIView()
        super.init(frame: frame)
        installFillingContentView(storedContentView)
    }

    /// Creates a cell from an archive: there are no archives here, so an empty cell.
    public required init?(coder: NSCoder) {
        storedContentView = UIView()
        super.init(frame: .zero)
        installFillingContentView(storedContentView)
    }
}
