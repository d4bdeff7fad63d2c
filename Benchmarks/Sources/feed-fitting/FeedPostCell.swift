import UIKit

/// A social-feed cell as an iOS team writes one: avatar, name, badge, handle, time and a more button
/// on top, a wrapping body, a 350 × 200 image, three counters and a comment area, all laid out in the
/// content view with visual format strings.
final class FeedPostCell: UICollectionViewCell {
    /// The kinds of counter under the image, in the order they appear.
    nonisolated static let counterNames = ["likes", "reposts", "replies"]

    // Made with the module's nonisolated initializers (`init(frame:)` below is not main-actor
    // isolated, so its property defaults cannot call `UIImageView(image:)`); images are set in `setUp()`.
    let avatarView = UIImageView()
    let nameLabel = UILabel()
    let badgeView = UIImageView()
    let handleLabel = UILabel()
    let timeLabel = UILabel()
    let moreButton = UIButton()
    let bodyLabel = UILabel()
    let mediaView = UIImageView()
    /// One view per counter, each holding an icon and a count label.
    let counterGroups = counterNames.map { _ in UIView() }
    let counterIcons = counterNames.map { _ in UIImageView() }
    let counterLabels = counterNames.map { _ in UILabel() }
    let commentArea = UIView()
    let separatorView = UIView()
    let commentAvatarView = UIImageView()
    let commentLabel = UILabel()
    /// Holds the comment area at height 0 while the post has no comment.
    private var collapseConstraints: [NSLayoutConstraint] = []
    private var isCommentCollapsed = false

    // The module's `init(frame:)` is not main-actor isolated, and an override keeps the isolation of
    // what it overrides: the setup runs under `MainActor.assumeIsolated`, where the cell is made.
    override init(frame: CGRect) {
        super.init(frame: frame)
        MainActor.assumeIsolated { setUp() }
    }

    required init?(coder: NSCoder) {
        fatalError("FeedPostCell is made in code")
    }

    /// Adds the views and activates the constraints that always hold.
    private func setUp() {
        addViews()
        let made = makeConstraints()
        collapseConstraints = made.collapse
        NSLayoutConstraint.activate(made.always)
    }

    private func addViews() {
        avatarView.image = UIImage(size: CGSize(width: 48, height: 48), name: "avatar")
        badgeView.image = UIImage(size: CGSize(width: 14, height: 14), name: "verified")
        mediaView.image = UIImage(size: CGSize(width: 350, height: 200), name: "photo")
        commentAvatarView.image = UIImage(size: CGSize(width: 24, height: 24), name: "commenter")
        for (icon, name) in zip(counterIcons, Self.counterNames) {
            icon.image = UIImage(size: CGSize(width: 18, height: 18), name: name)
        }
        nameLabel.font = .boldSystemFont(ofSize: 16)
        handleLabel.font = .systemFont(ofSize: 14)
        timeLabel.font = .systemFont(ofSize: 14)
        timeLabel.setContentCompressionResistancePriority(.required, for: .horizontal)
        moreButton.setImage(UIImage(size: CGSize(width: 24, height: 24), name: "more"), for: .normal)
        bodyLabel.font = .systemFont(ofSize: 15)
        bodyLabel.numberOfLines = 0
        commentLabel.font = .systemFont(ofSize: 14)
        commentLabel.numberOfLines = 0
        separatorView.backgroundColor = .lightGray
        for label in counterLabels { label.font = .systemFont(ofSize: 13) }

        for view in [
            avatarView, nameLabel, badgeView, handleLabel, timeLabel, moreButton, bodyLabel, mediaView,
        ] + counterGroups + [commentArea] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        for (group, (icon, label)) in zip(counterGroups, zip(counterIcons, counterLabels)) {
            for view in [icon, label] {
                view.translatesAutoresizingMaskIntoConstraints = false
                group.addSubview(view)
            }
        }
        for view in [separatorView, commentAvatarView, commentLabel] {
            view.translatesAutoresizingMaskIntoConstraints = false
            commentArea.addSubview(view)
        }
    }

    /// The visual format strings of the cell and their options; the last one collapses the comment area.
    private static let formats: [(format: String, options: NSLayoutConstraint.FormatOptions)] = {
        var formats: [(format: String, options: NSLayoutConstraint.FormatOptions)] = [
            ("H:|-pad-[avatar(avatar)]-gap-[name]", []),
            ("H:[name]-4-[badge(badge)]-(>=gap)-[time]-gap-[more]-pad-|", .alignAllCenterY),
            ("V:|-pad-[name]-2-[handle]", .alignAllLeading),
            ("H:[handle]-(>=gap)-|", []),
            ("V:[badge(badge)]", []),
            ("V:[handle]-(>=gap)-[body]", []),
            (
                "V:|-pad-[avatar(avatar)]-gap-[body]-gap-[media(mediaHeight)]-gap-[likes]-gap-[commentArea]-pad-|",
                .alignAllLeading
            ),
            ("H:|-pad-[body]-pad-|", []),
            ("H:[media(mediaWidth)]-(>=pad)-|", []),
            ("H:[likes]-counterGap-[reposts]-counterGap-[replies]-(>=pad)-|", .alignAllCenterY),
        ]
        for name in counterNames {
            formats.append(("H:|[\(name)Icon(icon)]-4-[\(name)Count]|", .alignAllCenterY))
            formats.append(("V:|[\(name)Icon(icon)]|", []))
        }
        formats += [
            ("H:[commentArea]-pad-|", []),
            ("H:|[separator]|", []),
            ("H:|[commentAvatar(smallAvatar)]-gap-[comment]|", .alignAllTop),
            ("V:|[separator(hairline)]-gap-[comment(>=smallAvatar)]-(gap@999)-|", []),
            ("V:[commentAvatar(smallAvatar)]", []),
            ("V:[commentArea(0)]", []),
        ]
        return formats
    }()

    /// How many visual format strings the cell's constraints come from.
    static var formatCount: Int { formats.count }

    /// Makes the cell's constraints from its visual format strings, inactive: those that always hold,
    /// and the one that collapses the comment area.
    func makeConstraints() -> (always: [NSLayoutConstraint], collapse: [NSLayoutConstraint]) {
        let metrics: [String: Any] = [
            "pad": 12, "gap": 8, "avatar": 48, "badge": 14, "mediaWidth": 350, "mediaHeight": 200, "icon": 18,
            "counterGap": 24, "smallAvatar": 24, "hairline": 1,
        ]
        var views: [String: Any] = [
            "avatar": avatarView, "name": nameLabel, "badge": badgeView, "handle": handleLabel, "time": timeLabel,
            "more": moreButton, "body": bodyLabel, "media": mediaView, "commentArea": commentArea,
            "separator": separatorView, "commentAvatar": commentAvatarView, "comment": commentLabel,
        ]
        for (index, name) in Self.counterNames.enumerated() {
            views[name] = counterGroups[index]
            views[name + "Icon"] = counterIcons[index]
            views[name + "Count"] = counterLabels[index]
        }
        var always: [NSLayoutConstraint] = []
        for (format, options) in Self.formats.dropLast() {
            always += NSLayoutConstraint.constraints(
                withVisualFormat: format, options: options, metrics: metrics, views: views)
        }
        let last = Self.formats[Self.formats.count - 1]
        let collapse = NSLayoutConstraint.constraints(
            withVisualFormat: last.format, options: last.options, metrics: metrics, views: views)
        return (always, collapse)
    }

    /// Shows a post: its texts, and the comment area only when it has a comment.
    func configure(with post: FeedPost) {
        nameLabel.text = post.name
        handleLabel.text = post.handle
        timeLabel.text = post.time
        bodyLabel.text = post.body
        counterLabels[0].text = post.likes
        counterLabels[1].text = post.reposts
        counterLabels[2].text = post.replies
        commentLabel.text = post.comment
        let collapse = post.comment == nil
        commentArea.isHidden = collapse
        guard collapse != isCommentCollapsed else { return }
        isCommentCollapsed = collapse
        if collapse {
            NSLayoutConstraint.activate(collapseConstraints)
        } else {
            NSLayoutConstraint.deactivate(collapseConstraints)
        }
    }

    /// The size a flow layout asks of a self-sizing cell: the width fixed, the height as small as the
    /// content allows.
    func fittedSize(width: CGFloat) -> CGSize {
        systemLayoutSizeFitting(
            CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    }
}
