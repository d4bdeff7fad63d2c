// The seeds' view controllers as classes, unchanged, in Swift 5 mode (as most UIKit code is built):
// - LayoutPriorityViewController: seed 004's class verbatim; loaded and laid out, it gives case 1.
// - ShadowImageViewController: seed 002's `viewDidLoad` and `setupImageView()` verbatim, in a class
//   of their own (the seed shows the two methods only). It is compiled, not loaded: there is no asset
//   named "Shadow" here, so its own `fatalError` would stop the tests; UIKitTests lays out the
//   extension's body with an image made with a size.
import Testing
import UIKit

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

class ShadowImageViewController: UIViewController {
override func viewDidLoad() {
super.viewDidLoad()
setupImageView()
}
private func setupImageView() {
guard let imageView = UIImageView(named: "Shadow", top: 0, left: 0, bottom: 30, right: 30) else {
fatalError("Can't create image")
}
view.addSubview(imageView)
}
}

class LayoutPriorityViewController: UIViewController {
// 左侧 Label
let leftLabel: UILabel = {
let lbl = UILabel()
lbl.translatesAutoresizingMaskIntoConstraints = false
lbl.text = "这是左侧很长的文本,这是左侧很长的文本,这是左侧很长的文本"
lbl.backgroundColor = .orange
return lbl
}()
// 右侧 Label
let rightLabel: UILabel = {
let lbl = UILabel()
lbl.translatesAutoresizingMaskIntoConstraints = false
lbl.text = "这是右侧很长的文本,这是右侧很长的文本,这是右侧很长的文本"
lbl.backgroundColor = .green
return lbl
}()
override func viewDidLoad() {
super.viewDidLoad()
view.addSubview(leftLabel)
view.addSubview(rightLabel)
NSLayoutConstraint.activate([
// 设置顶部约束
leftLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
rightLabel.topAnchor.constraint(equalTo: leftLabel.topAnchor),
// 设置左右约束
leftLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
rightLabel.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
// 设置两者的间距
leftLabel.trailingAnchor.constraint(equalTo: rightLabel.leadingAnchor, constant: -8),
])
}
private func setupOtherConstraint() {
// 等待设置其他约束
}
}

/// Expects a view's frame to within 1e-6.
@MainActor
private func expectFrame(
    _ view: UIView, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let expected = CGRect(x: x, y: y, width: width, height: height)
    let frame = view.frame
    let ok = abs(frame.minX - x) < 1e-6 && abs(frame.minY - y) < 1e-6
        && abs(frame.width - width) < 1e-6 && abs(frame.height - height) < 1e-6
    #expect(ok, "\(frame) is not \(expected)", sourceLocation: sourceLocation)
}

/// A window with a phone's notch, the way UIKit code overrides it.
private class NotchedWindow: UIWindow {
    override var safeAreaInsets: UIEdgeInsets {
        UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    }
}

@MainActor
struct SeedControllerTests {
    /// Seed 004, case 1: both labels are too long for the row; the left one keeps it and the right one
    /// is squeezed to nothing, 20 points from the right edge.
    @Test func layoutPriorityControllerGivesCaseOne() {
        let controller = LayoutPriorityViewController()
        #expect(controller.isViewLoaded == false)
        controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        #expect(controller.leftLabel.superview === controller.view)
        #expect(controller.rightLabel.superview === controller.view)
        controller.view.layoutIfNeeded()
        #expect(controller.leftLabel.intrinsicContentSize.width > 327)
        expectFrame(controller.leftLabel, 20, 40, 327, 20)
        expectFrame(controller.rightLabel, 355, 40, 0, 20)
    }

    /// Inside a window, the top constraint follows the safe area: the labels sit 40 points below it.
    @Test func layoutPriorityControllerFollowsTheSafeArea() {
        let window = NotchedWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = LayoutPriorityViewController()
        window.rootViewController = controller
        window.layoutIfNeeded()
        #expect(controller.view.safeAreaInsets.top == 47)
        expectFrame(controller.leftLabel, 20, 87, 342, 20)
        expectFrame(controller.rightLabel, 370, 87, 0, 20)
    }

    /// Seed 002's controller is made without loading its view (no "Shadow" asset exists here).
    @Test func shadowControllerLoadsNothingUntilItsViewIsRead() {
        let controller = ShadowImageViewController()
        #expect(controller.isViewLoaded == false)
        #expect(UIImageView(named: "Shadow", top: 0, left: 0, bottom: 30, right: 30) == nil)
    }
}
