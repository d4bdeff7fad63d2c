// Seed snippets covered here: none; these tests check that UIKit's objects are freed when let go.
import AutoLayoutDSL
import Foundation
import Testing
import UIKit

nonisolated(unsafe) private var constraintsKey: UInt8 = 0

/// Windows, controllers, stack views and the values layout libraries associate with views are freed
/// once the app lets them go.
@MainActor
struct UIKitLifetimeTests {
    /// A weak reference, to see whether an object outlived its scenario.
    private final class WeakReference {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    /// Runs `scenario`, which returns the objects it made, and names those still alive afterwards.
    private func survivors(of scenario: () -> [String: AnyObject]) -> [String] {
        let references = scenario().mapValues(WeakReference.init)
        return references.filter { $0.value.object != nil }.keys.sorted()
    }

    @Test func aWindowWithAControllerStacksAndAnchorsIsFreed() {
        let alive = survivors {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let controller = UIViewController()
            window.rootViewController = controller
            window.makeKeyAndVisible()
            let title = UILabel()
            title.text = "A title"
            let stack = UIStackView(arrangedSubviews: [title, UISwitch()])
            stack.axis = .vertical
            stack.translatesAutoresizingMaskIntoConstraints = false
            controller.view.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.leadingAnchor),
                stack.topAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.topAnchor),
                stack.trailingAnchor.constraint(equalTo: controller.view.keyboardLayoutGuide.trailingAnchor),
            ])
            window.layoutIfNeeded()
            window.frame.size = CGSize(width: 844, height: 390)
            window.layoutIfNeeded()
            return ["window": window, "controller": controller, "stack": stack, "title": title]
        }
        #expect(alive == [])
    }

    @Test func constraintsMadeWithTheLayoutDSLAreFreedWithTheirViews() {
        let alive = survivors {
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let child = UIView()
            container.addSubview(child)
            child.layout.makeConstraints { make in
                make.edges.equalToSuperview().inset(8)
            }
            child.layout.remakeConstraints { make in
                make.center.equalToSuperview()
                make.size.equalTo(40)
            }
            container.layoutIfNeeded()
            #expect(child.frame == CGRect(x: 140, y: 220, width: 40, height: 40))
            return ["container": container, "child": child]
        }
        #expect(alive == [])
    }

    /// A layout library's bookkeeping (SnapKit's): constraints kept on the view through the runtime,
    /// and those constraints hold the view. The values go with the view, as the runtime releases them
    /// when the object is deallocated.
    @Test func valuesAssociatedWithAViewAreReleasedWithIt() {
        var kept: WeakReference?
        let alive = survivors {
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let child = UIView()
            container.addSubview(child)
            let constraint = child.widthAnchor.constraint(equalTo: container.widthAnchor)
            constraint.isActive = true
            let bookkeeping = NSMutableArray(array: [constraint])
            objc_setAssociatedObject(child, &constraintsKey, bookkeeping, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            kept = WeakReference(bookkeeping)
            return ["container": container, "child": child, "constraint": constraint]
        }
        #expect(alive == [])
        #expect(kept?.object == nil, "the associated value outlived its view")
    }

    /// The root keeps the diagnostics of its tree; one naming the root itself does not keep the tree
    /// alive, and while the tree lives it reads back with its objects.
    @Test func aTreeWhoseDiagnosticNamesItsRootIsFreed() {
        let alive = survivors {
            let container = UIView()
            let child = UIView()
            container.addSubview(child)
            let bad = NSLayoutConstraint(
                item: child, attribute: .width, relatedBy: .equal, toItem: container, attribute: .left,
                multiplier: 1, constant: 0)
            bad.isActive = true
            #expect(container.layoutDiagnostics.count == 1)
            guard case .rejectedChange(.invalidPairing(let first, _, let second, _))? = container.layoutDiagnostics.first?.kind
            else {
                Issue.record("expected a rejected pairing, got \(container.layoutDiagnostics)")
                return [:]
            }
            #expect(first === child && second === container)
            return ["container": container, "child": child]
        }
        #expect(alive == [])
    }
}
