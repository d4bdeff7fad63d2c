import Foundation

/// An image as layout sees it: a size in points, as UIKit's `UIImage.size`, and an optional name.
public struct Image: Hashable, Sendable, CustomStringConvertible {
    /// The size in points (pixels divided by the scale). A negative dimension counts as 0.
    public var size: CGSize
    /// A name for descriptions, such as the asset's.
    public var name: String?
    /// How far the part layout aligns (UIKit's alignment rectangle) lies inside the image, as UIKit's
    /// `UIImage.alignmentRectInsets`: the UIKit module's `UIImageView` is sized and aligned by that part,
    /// so a drop shadow drawn into the image does not push its content off centre.
    public var alignmentRectInsets: EdgeInsets = .zero

    /// Creates an image of a size in points.
    public init(size: CGSize, name: String? = nil) {
        self.size = size
        self.name = name
    }

    /// Creates an image of `width` × `height` points.
    public init(width: CGFloat, height: CGFloat, name: String? = nil) {
        self.init(size: CGSize(width: width, height: height), name: name)
    }

    /// The same image with alignment insets, UIKit's `withAlignmentRectInsets(_:)`.
    public func withAlignmentRectInsets(_ alignmentInsets: EdgeInsets) -> Image {
        var image = self
        image.alignmentRectInsets = alignmentInsets
        return image
    }

    /// The size with negative or non-finite dimensions replaced by 0.
    var layoutSize: CGSize {
        func clean(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }
        return CGSize(width: clean(size.width), height: clean(size.height))
    }

    /// `Image 'icon' (24 × 24)`.
    public var description: String {
        "Image" + (name.map { " '\($0)'" } ?? "") + " (\(format(size.width)) × \(format(size.height)))"
    }
}
