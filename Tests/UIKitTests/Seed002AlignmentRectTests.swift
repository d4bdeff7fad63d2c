import Testing
import UIKit

// Seed 002 (the three passes, intrinsic size, alignment rectangles), its Swift snippets unchanged:
// - theSeedsExtensionFindsNoImageByName: the `UIImageView(named:top:left:bottom:right:)` extension
//   below, verbatim; `UIImage(named:)` finds nothing here (no asset catalog), so it returns nil, as
//   UIKit's does for a missing name.
// - shadowedImageIsCentredByItsAlignmentRect: the extension's body (`withAlignmentRectInsets`,
//   `UIImageView(image:)`) on an image made with a size: the 100-point square is centred, the
//   30-point shadow hangs off its bottom right.
// - changingTheImageRebuildsTheAlignment: a new image with other insets moves the frame.
// The seed's controller (`override func viewDidLoad()` calling `setupImageView()`) is compiled as a
// class in UIKitSwift5Tests: in this Swift 6 target, calling the subclass's main-actor
// `setupImageView()` from the engine's nonisolated hook is an isolation warning (see
// Docs/UIKitCompatibility.md, What differs). It is not loaded anywhere: there is no asset named
// "Shadow", and the seed's own `fatalError` would stop the tests.
// Covered elsewhere: `intrinsicContentSize` and `noIntrinsicMetric` (Seed004AnchorTests), the passes
// (`setNeedsLayout`, `layoutIfNeeded`, `updateConstraints`) in AutoLayout's tests.
extension UIImageView {
convenience init?(named name: String, top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
guard let image = UIImage(named: name) else {
return nil
}
let insets = UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
let insetImage = image.withAlignmentRectInsets(insets)
self.init(image: insetImage)
}
}

@MainActor
struct Seed002AlignmentRectTests {
    @Test func theSeedsExtensionFindsNoImageByName() {
        #expect(UIImageView(named: "Shadow", top: 0, left: 0, bottom: 30, right: 30) == nil)
    }

    func centredImageView(_ image: UIImage) -> (UIView, UIImageView) {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let imageView = UIImageView(image: image)
        imageView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(imageView)
        NSLayoutConstraint.activate([
            imageView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            imageView.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
        view.layoutIfNeeded()
        return (view, imageView)
    }

    @Test func shadowedImageIsCentredByItsAlignmentRect() {
        let image = UIImage(size: CGSize(width: 130, height: 130), name: "Shadow")
        // Without insets the whole 130-point image is centred, shadow included.
        let (_, plain) = centredImageView(image)
        expectFrame(plain, 122.5, 268.5, 130, 130)

        let insets = UIEdgeInsets(top: 0, left: 0, bottom: 30, right: 30)
        let insetImage = image.withAlignmentRectInsets(insets)
        let (_, imageView) = centredImageView(insetImage)
        #expect(imageView.intrinsicContentSize == CGSize(width: 100, height: 100))
        #expect(imageView.alignmentRectInsets == insets)
        expectFrame(imageView, 137.5, 283.5, 130, 130)
        expectRect(imageView.alignmentRect(forFrame: imageView.frame), CGRect(x: 137.5, y: 283.5, width: 100, height: 100))
    }

    @Test func changingTheImageRebuildsTheAlignment() {
        let image = UIImage(size: CGSize(width: 130, height: 130))
        let (view, imageView) = centredImageView(image.withAlignmentRectInsets(UIEdgeInsets(top: 0, left: 0, bottom: 30, right: 30)))
        expectFrame(imageView, 137.5, 283.5, 130, 130)
        imageView.image = image.withAlignmentRectInsets(UIEdgeInsets(top: 30, left: 30, bottom: 0, right: 0))
        view.layoutIfNeeded()
        expectFrame(imageView, 107.5, 253.5, 130, 130)
        imageView.image = image
        view.layoutIfNeeded()
        expectFrame(imageView, 122.5, 268.5, 130, 130)
    }
}
