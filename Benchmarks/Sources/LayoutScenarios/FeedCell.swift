import AutoLayout
import Foundation

/// A feed cell as an app would build it: a root sized by its frame (the table's cell), a content view
/// pinned to it, an image of fixed size, a title and a subtitle (labels: intrinsic sizes), and a button
/// (intrinsic size) on the trailing edge, centred on the title.
///
/// 18 constraints are activated; the engine adds a hugging and a compression resistance constraint per
/// axis of each label and the button (12) and the root's frame (2), so the cell's solver holds about 32,
/// plus whatever size floors the engine keeps.
public final class FeedCell {
    /// The root width the cell is built at (a phone's width).
    public static let wideWidth: CGFloat = 375
    /// The narrower width of the resize edits, at which both labels are squeezed.
    public static let narrowWidth: CGFloat = 320
    /// The root's height.
    public static let height: CGFloat = 100

    /// The cell itself; its frame is translated into constraints.
    public let root: View
    /// The view every other one sits in, pinned to the root's edges.
    public let content: View
    /// A 60 × 60 thumbnail.
    public let image: View
    /// A one-line title, 180 × 20.
    public let title: IntrinsicSizeView
    /// A two-line subtitle, 240 × 34.
    public let subtitle: IntrinsicSizeView
    /// A button, 64 × 30, resisting horizontal compression more than the labels (751).
    public let button: IntrinsicSizeView
    /// The activated constraints.
    public let constraints: [LayoutConstraint]
    /// The button's trailing inset, which constant-change edits move (only the button follows).
    public let buttonTrailing: LayoutConstraint

    /// Builds the cell and activates its constraints; nothing is laid out yet.
    public init() throws(LayoutError) {
        root = View(frame: CGRect(x: 0, y: 0, width: FeedCell.wideWidth, height: FeedCell.height))
        content = View()
        image = View()
        title = IntrinsicSizeView(width: 180, height: 20)
        subtitle = IntrinsicSizeView(width: 240, height: 34)
        button = IntrinsicSizeView(width: 64, height: 30)
        content.translatesAutoresizingMaskIntoConstraints = false
        image.translatesAutoresizingMaskIntoConstraints = false
        // Without it the button and the title resist compression equally at 320 points, and either
        // may be squeezed; apps keep buttons whole.
        button.setContentCompressionResistancePriority(LayoutPriority(751), for: .horizontal)
        root.addSubview(content)
        for view in [image, title, subtitle, button] { content.addSubview(view) }
        buttonTrailing = button.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16)
        constraints = [
            content.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            content.topAnchor.constraint(equalTo: root.topAnchor),
            content.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            image.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
            image.topAnchor.constraint(equalTo: content.topAnchor, constant: 12),
            image.widthAnchor.constraint(equalToConstant: 60),
            image.heightAnchor.constraint(equalToConstant: 60),
            image.bottomAnchor.constraint(lessThanOrEqualTo: content.bottomAnchor, constant: -12),
            title.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 12),
            title.topAnchor.constraint(equalTo: image.topAnchor),
            title.trailingAnchor.constraint(lessThanOrEqualTo: button.leadingAnchor, constant: -8),
            subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            subtitle.trailingAnchor.constraint(lessThanOrEqualTo: content.trailingAnchor, constant: -16),
            subtitle.bottomAnchor.constraint(lessThanOrEqualTo: content.bottomAnchor, constant: -12),
            buttonTrailing,
            button.centerYAnchor.constraint(equalTo: title.centerYAnchor),
        ]
        try LayoutConstraint.activate(constraints)
    }

    /// The views placed by constraints, content view first.
    public var views: [View] { [content, image, title, subtitle, button] }

    /// Checks every frame at the current root width, the button moved by `buttonOffset` (the labels
    /// give way to the button and the trailing inset, down to below their intrinsic widths).
    public func check(buttonOffset: CGFloat, name: String) throws(LayoutCheckFailure) {
        let w = root.frame.width
        let buttonX = w - 16 - 64 + buttonOffset
        try LayoutScenario.expect(content, 0, 0, w, FeedCell.height, "\(name) content (width \(w))")
        try LayoutScenario.expect(image, 16, 12, 60, 60, "\(name) image (width \(w))")
        try LayoutScenario.expect(title, 88, 12, min(180, buttonX - 8 - 88), 20, "\(name) title (width \(w))")
        try LayoutScenario.expect(subtitle, 88, 36, min(240, w - 16 - 88), 34, "\(name) subtitle (width \(w))")
        try LayoutScenario.expect(button, buttonX, 7, 64, 30, "\(name) button (width \(w))")
    }
}
