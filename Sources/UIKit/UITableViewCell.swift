import AutoLayout

/// UIKit's `UITableViewCell`, outside a table: a view whose content goes in ``contentView``.
///
/// There is no `UITableView` here; a cell is laid out on its own, as tests of self-sizing cells lay
/// one out. A cell made with `UITableViewCell()` or ``init(style:reuseIdentifier:)`` is 320 × 44 points,
/// as UIKit makes it, and its content view fills its bounds and follows them (it is placed by its
/// frame, with a flexible width and height).
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// The view the cell's content is added to; it fills the cell.
    public var contentView: UIView { storedContentView }
    // Set by every initializer (UIView's initializers are not main-actor isolated here, see
    // Docs/UIKitCompatibility.md) and never changed.
    nonisolated(unsafe) private let storedContentView: UIView
    /// The identifier a table would reuse the cell by.
    public let reuseIdentifier: String?
    /// The cell's predefined style (kept: there are no predefined labels here).
    public let style: CellStyle

    /// Creates a 320 × 44-point cell.
    public nonisolated init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        storedContentView = UIView()
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        installFillingContentView(storedContentView)
    }

    /// Creates a cell of the default style with a frame.
    public override init(frame: CGRect) {
        style = .default
        reuseIdentifier = nil
        storedContentView = UIView()
        super.init(frame: frame)
        installFillingContentView(storedContentView)
    }

    /// Creates a cell from an archive: there are no archives here, so a default 320 × 44-point cell.
    public required init?(coder: NSCoder) {
        style = .default
        reuseIdentifier = nil
        storedContentView = UIView()
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        installFillingContentView(storedContentView)
    }

    /// Creates a 320 × 44-point cell of the default style with no reuse identifier, as UIKit's `init()`.
    public convenience init() {
        self.init(style: .default, reuseIdentifier: nil)
    }
}
