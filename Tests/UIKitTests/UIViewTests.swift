// Seed snippets covered here: seed 001's deprecated `topLayoutGuide` / `bottomLayoutGuide` branch
// (topLayoutGuideFollowsTheSafeArea) and seed 003's leading/trailing under right-to-left
// (forceRightToLeftFlipsLeadingAndTrailing). The other tests cover no snippet.
import Testing
import UIKit

/// A view subclass as UIKit code writes one.
final class CardView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

@MainActor
struct UIViewTests {
    @Test func membersHaveUIKitTypes() {
        let container = CardView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = UIView()
        container.addSubview(child)
        let superview: UIView? = child.superview
        #expect(superview === container)
        let subviews: [UIView] = container.subviews
        #expect(subviews.count == 1 && subviews[0] === child)
        let guide: UILayoutGuide = container.safeAreaLayoutGuide
        #expect(guide.owningView === container)
        let margins: UILayoutGuide = container.layoutMarginsGuide
        #expect(margins !== guide)
        #expect(child.isDescendant(of: container))
        #expect(UIView.noIntrinsicMetric == -1)
        #expect(UIView.layoutFittingCompressedSize == .zero)
        let mask: UIView.AutoresizingMask = [.flexibleWidth, .flexibleHeight]
        child.autoresizingMask = mask
        #expect(child.forLastBaselineLayout === child)
    }

    @Test func forceRightToLeftFlipsLeadingAndTrailing() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        container.semanticContentAttribute = .forceRightToLeft
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        container.layoutMargins = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 10)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            child.topAnchor.constraint(equalTo: container.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 50),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        container.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 230, y: 0, width: 50, height: 10))
    }

    @Test func viewControllerLoadsItsViewOnFirstRead() {
        let controller = UIViewController()
        #expect(!controller.isViewLoaded)
        let view: UIView = controller.view
        #expect(controller.isViewLoaded)
        #expect(view.frame == UIScreen.main.bounds)
        #expect(UIScreen.main.bounds.size == CGSize(width: 390, height: 844))
    }

    @Test func topLayoutGuideFollowsTheSafeArea() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.safeArea = .custom(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let controller = UIViewController()
        window.rootViewController = controller
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(box)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor),
            box.bottomAnchor.constraint(equalTo: controller.bottomLayoutGuide.topAnchor),
            box.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
        ])
        window.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 0, y: 47, width: 390, height: 844 - 47 - 34))
        #expect(controller.topLayoutGuide.length == 47)
    }

    /// Views, guides and constraints compare by identity, as NSObject's subclasses do on Apple platforms.
    @Test func viewsGuidesAndConstraintsAreEquatableByIdentity() {
        let a = UIView()
        let b = UIScrollView()
        let views: [UIView] = [a, b]
        #expect(views.firstIndex(of: b) == 1)
        #expect(a != b)
        #expect(Set([a, a, b]).count == 2)
        let guide = UILayoutGuide()
        #expect(guide == guide && guide != UILayoutGuide())
        let constraint = a.widthAnchor.constraint(equalToConstant: 10)
        #expect([constraint].contains(constraint))
        #expect(!([constraint].contains(a.widthAnchor.constraint(equalToConstant: 10))))
    }

    // A view is an NSObject, as UIKit's: layout libraries find a view's constraints by casting their
    // items (`AnyObject`) to NSObject and comparing with `==`, and extend NSObject.
    @Test func aViewIsAnNSObjectFoundAmongAConstraintsItems() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = UIView()
        container.addSubview(child)
        let top = child.topAnchor.constraint(equalTo: container.topAnchor, constant: 12)
        top.isActive = true
        let found = container.constraints.first { constraint in
            guard let item = constraint.firstItem as? NSObject else { return false }
            return item == child && constraint.firstAttribute == .top
        }
        #expect(found === top)
        #expect((top.secondItem as? NSObject) == container)
        #expect(child != UIView())
        #expect(child.isEqual(child) && !child.isEqual(container))
        #expect(Set<NSObject>([child, container, child]).count == 2)
    }
}
