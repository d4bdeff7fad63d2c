import AutoLayout

extension Image {
    /// UIKit's `UIImage(named:)`. There is no asset catalog on this platform, so every name is
    /// missing and the result is `nil`, as UIKit returns for a name it cannot find; make images
    /// with a size (`UIImage(size:name:)`) where layout needs one.
    public init?(named name: String) {
        return nil
    }
}
