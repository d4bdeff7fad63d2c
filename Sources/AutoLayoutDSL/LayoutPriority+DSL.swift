import AutoLayout

extension LayoutPriority {
    /// SnapKit's high priority (750), for `.priority(.high)`.
    public static let high = LayoutPriority(750)
    /// SnapKit's medium priority (500, its iOS value).
    public static let medium = LayoutPriority(500)
    /// SnapKit's low priority (250).
    public static let low = LayoutPriority(250)
}
