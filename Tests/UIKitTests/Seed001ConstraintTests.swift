import Testing
import UIKit

// Seed 001 (using constraints), its Swift snippet unchanged and the anchor equivalents of its
// Objective-C / Masonry / SnapKit examples:
// - autoresizingMaskBeforeAutoLayout: the `UIViewAutoresizing` options (raw values, flexible width).
// - safeAreaButtonOnNotchedAndPlainPhones: the Swift SnapKit example's own lines (`UIButton(type:
//   .system)`, `backgroundColor`, `setTitleColor`, `setTitle`, `addSubview`) unchanged, with the
//   anchor equivalents of both branches (`safeAreaLayoutGuide` edges; `equalToSuperview` with
//   `topLayoutGuide.snp.bottom` / `bottomLayoutGuide.snp.top`).
// - remakeMovesTheButtonToTheRight: `mas_remakeConstraints` (left/top 50, then right -50 and top 50).
// - removingConstraintsByFirstItemAndAttribute: the `mlc_removeConstraintsWithFirstItem` category
//   (`self.constraints`, `removeConstraint:`) in Swift, then the right constraint made again.
// - activationStoresOnTheNearestCommonAncestor: where constraints are stored.
// - distributeWithFixedSpacing: `mas_distributeViewsAlongAxis:withFixedSpacing:leadSpacing:tailSpacing:`.
// Covered elsewhere: the scroll-view examples (UIScrollViewTests), centerX at a third of the right
// edge (SeedSnippetTests), `constraintsWithVisualFormat` (NSLayoutConstraintVisualFormatTests), the
// self-sizing UITextView (UITextViewTests), the deprecated top/bottom layout guides in item form
// (UIViewTests). Not portable: `[UIView animateWithDuration:…]` around `layoutIfNeeded` (UIView
// animations are absent; the frames it animates to are those checked here) and Masonry's and SnapKit's
// own spellings (`mas_…`, `snp_makeConstraints`: SnapKit 5 runs against this module, see
// Docs/ThirdPartyLibraries.md; Masonry is Objective-C).
@MainActor
struct Seed001ConstraintTests {
    @Test func autoresizingMaskBeforeAutoLayout() {
        #expect(UIViewAutoresizing.flexibleLeftMargin.rawValue == 1 << 0)
        #expect(UIViewAutoresizing.flexibleWidth.rawValue == 1 << 1)
        #expect(UIViewAutoresizing.flexibleRightMargin.rawValue == 1 << 2)
        #expect(UIViewAutoresizing.flexibleTopMargin.rawValue == 1 << 3)
        #expect(UIViewAutoresizing.flexibleHeight.rawValue == 1 << 4)
        #expect(UIViewAutoresizing.flexibleBottomMargin.rawValue == 1 << 5)
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let bar = UIView(frame: CGRect(x: 10, y: 10, width: 280, height: 40))
        bar.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        superview.addSubview(bar)
        superview.frame.size = CGSize(width: 500, height: 600)
        superview.layoutIfNeeded()
        expectFrame(bar, 10, 10, 480, 40)
    }

    @Test func safeAreaButtonOnNotchedAndPlainPhones() {
        for (safeArea, top, bottom) in [
            (UIWindow.HostSafeArea.notchedPhone, CGFloat(47), CGFloat(34)), (.custom(UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)), 20, 0),
        ] {
            for modern in [true, false] {
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
                window.safeArea = safeArea
                let controller = UIViewController()
                window.rootViewController = controller
                let view: UIView = controller.view

                let button = UIButton(type: .system)
                button.backgroundColor = UIColor.purple
                button.setTitleColor(.white, for: .normal)
                button.setTitle("请在刘海屏/非刘海屏上旋转屏幕试试", for: .normal)
                view.addSubview(button)

                button.translatesAutoresizingMaskIntoConstraints = false
                if modern {
                    NSLayoutConstraint.activate([
                        button.leftAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leftAnchor),
                        button.rightAnchor.constraint(equalTo: view.safeAreaLayoutGuide.rightAnchor),
                        button.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                        button.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
                    ])
                } else {
                    NSLayoutConstraint.activate([
                        button.leftAnchor.constraint(equalTo: view.leftAnchor),
                        button.rightAnchor.constraint(equalTo: view.rightAnchor),
                        button.topAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor),
                        button.bottomAnchor.constraint(equalTo: controller.bottomLayoutGuide.topAnchor),
                    ])
                }
                window.layoutIfNeeded()
                expectFrame(button, 0, top, 390, 844 - top - bottom)
                #expect(button.titleColor(for: .highlighted) === button.titleColor(for: .normal))
                #expect(button.titleColor(for: .normal)?.description == UIColor.white.description)
            }
        }
    }

    @Test func remakeMovesTheButtonToTheRight() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let button = UIButton(type: .system)
        button.setTitle("Move", for: .normal)
        button.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(button)
        var made = [
            button.leftAnchor.constraint(equalTo: view.leftAnchor, constant: 50),
            button.topAnchor.constraint(equalTo: view.topAnchor, constant: 50),
        ]
        NSLayoutConstraint.activate(made)
        view.layoutIfNeeded()
        let size = button.intrinsicContentSize
        expectFrame(button, 50, 50, size.width, size.height)
        NSLayoutConstraint.deactivate(made)
        made = [
            button.rightAnchor.constraint(equalTo: view.rightAnchor, constant: -50),
            button.topAnchor.constraint(equalTo: view.topAnchor, constant: 50),
        ]
        NSLayoutConstraint.activate(made)
        view.layoutIfNeeded()
        expectFrame(button, 390 - 50 - size.width, 50, size.width, size.height)
    }

    @Test func removingConstraintsByFirstItemAndAttribute() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let button = UIButton(type: .system)
        button.setTitle("Move", for: .normal)
        button.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(button)
        view.addConstraint(NSLayoutConstraint(item: button, attribute: .left, relatedBy: .equal, toItem: view, attribute: .left, multiplier: 1, constant: 50))
        view.addConstraint(NSLayoutConstraint(item: button, attribute: .top, relatedBy: .equal, toItem: view, attribute: .top, multiplier: 1, constant: 50))
        view.layoutIfNeeded()
        let size = button.intrinsicContentSize
        expectFrame(button, 50, 50, size.width, size.height)
        for constraint in view.constraints {
            if constraint.firstItem === button && constraint.firstAttribute == .left {
                view.removeConstraint(constraint)
            }
        }
        #expect(view.constraints.count == 1)
        view.addConstraint(NSLayoutConstraint(item: button, attribute: .right, relatedBy: .equal, toItem: view, attribute: .right, multiplier: 1, constant: -50))
        view.layoutIfNeeded()
        expectFrame(button, 390 - 50 - size.width, 50, size.width, size.height)
    }

    /// A constraint between two cousins is stored on their nearest common ancestor, one between a
    /// view and its superview on the superview, and a size constant on the view itself.
    @Test func activationStoresOnTheNearestCommonAncestor() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let left = UIView()
        let right = UIView()
        root.addSubview(left)
        root.addSubview(right)
        let a = UIView()
        let b = UIView()
        left.addSubview(a)
        right.addSubview(b)
        let cousins = a.topAnchor.constraint(equalTo: b.topAnchor)
        let toSuperview = a.leadingAnchor.constraint(equalTo: left.leadingAnchor)
        let width = a.widthAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([cousins, toSuperview, width])
        #expect(root.constraints == [cousins])
        #expect(left.constraints == [toSuperview])
        #expect(a.constraints == [width])
        #expect(right.constraints.isEmpty && b.constraints.isEmpty)
    }

    /// Three views 10 apart, 20 from each end, of equal width.
    @Test func distributeWithFixedSpacing() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let boxes = (0..<3).map { _ in UIView() }
        for box in boxes {
            box.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(box)
            NSLayoutConstraint.activate([
                box.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                box.heightAnchor.constraint(equalToConstant: 40),
            ])
        }
        NSLayoutConstraint.activate([
            boxes[0].leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            boxes[1].leadingAnchor.constraint(equalTo: boxes[0].trailingAnchor, constant: 10),
            boxes[2].leadingAnchor.constraint(equalTo: boxes[1].trailingAnchor, constant: 10),
            boxes[2].trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            boxes[1].widthAnchor.constraint(equalTo: boxes[0].widthAnchor),
            boxes[2].widthAnchor.constraint(equalTo: boxes[0].widthAnchor),
        ])
        view.layoutIfNeeded()
        expectFrame(boxes[0], 20, 100, 110, 40)
        expectFrame(boxes[1], 140, 100, 110, 40)
        expectFrame(boxes[2], 260, 100, 110, 40)
    }
}
