import Testing
import UIKit

// Seed 000 (UILayoutGuide), its Swift snippets unchanged inside each test:
// - heightAnchorAtAThirdOfTheSuperview: `childView.heightAnchor.constraint(equalTo: view.heightAnchor,
//   multiplier: 1 / 3)`.
// - aConstantFromTheBoundsDoesNotFollowTheSuperview: `childView.topAnchor.constraint(equalTo:
//   view.topAnchor, constant: view.bounds.height / 3)` (the mistake the seed warns about).
// - aHiddenHelperViewPlacesAViewAtOneThird: the `helperView` lines and `helperView.isHidden = true`.
// - leadingTwentyByConstantsOrByTheMarginsGuide: `childView1…3.leadingAnchor.constraint(equalTo:
//   view.leadingAnchor, constant: 20)`, then `view.layoutMargins.left = 20` and the
//   `view.layoutMarginsGuide.leadingAnchor` lines.
// - bottomBarExtendsUnderTheHomeIndicator: the safeAreaLayoutGuide bottom bar `activate` block.
// - scrollViewContentSizedByAButtonInsideTheContentGuide: the frameLayoutGuide / contentLayoutGuide
//   block with the button 1000 points inside the content.
// - customGuideAtAThird: the `customGuide` steps 1–3 and the button below it, with an identifier.
// Covered elsewhere: the readableContentGuide block (UIWindowTests), the two-page scroll view
// (UIScrollViewTests), the keyboardLayoutGuide line (UIKeyboardLayoutGuideTests).
// Not Swift to compile: the `enum NSLayoutConstraint.Attribute` sketch (its cases and raw values are
// checked in NSLayoutConstraintTests), `childView.origin.y = …` (frame pseudo-code: UIView has no
// `origin`), and `a.left = b.top`, which typed anchors refuse at compile time in Swift.
@MainActor
struct Seed000LayoutGuideTests {
    func makeView(height: CGFloat = 600) -> (UIView, UIView) {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: height))
        let childView = UIView()
        childView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(childView)
        return (view, childView)
    }

    @Test func heightAnchorAtAThirdOfTheSuperview() {
        let (view, childView) = makeView()
        NSLayoutConstraint.activate([
            childView.heightAnchor.constraint(equalTo: view.heightAnchor, multiplier: 1 / 3),
            childView.topAnchor.constraint(equalTo: view.topAnchor),
            childView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            childView.widthAnchor.constraint(equalToConstant: 50),
        ])
        view.layoutIfNeeded()
        expectFrame(childView, 0, 0, 50, 200)
        view.frame.size.height = 900
        view.layoutIfNeeded()
        expectFrame(childView, 0, 0, 50, 300)
    }

    /// The constant is computed once from the bounds: the view stays 200 down when the superview grows.
    @Test func aConstantFromTheBoundsDoesNotFollowTheSuperview() {
        let (view, childView) = makeView()
        NSLayoutConstraint.activate([
            childView.topAnchor.constraint(equalTo: view.topAnchor, constant: view.bounds.height / 3),
            childView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            childView.widthAnchor.constraint(equalToConstant: 50),
            childView.heightAnchor.constraint(equalToConstant: 50),
        ])
        view.layoutIfNeeded()
        expectFrame(childView, 0, 200, 50, 50)
        view.frame.size.height = 900
        view.layoutIfNeeded()
        expectFrame(childView, 0, 200, 50, 50)
    }

    /// A hidden helper a third of the height tall: the view follows the superview, and the helper stays
    /// among the subviews (the seed's first objection).
    @Test func aHiddenHelperViewPlacesAViewAtOneThird() {
        let (view, childView) = makeView()
        let helperView = UIView()
        helperView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(helperView)
        NSLayoutConstraint.activate([
            helperView.heightAnchor.constraint(equalTo: view.heightAnchor, multiplier: 1 / 3),
            childView.topAnchor.constraint(equalTo: helperView.bottomAnchor),
            helperView.topAnchor.constraint(equalTo: view.topAnchor),
            helperView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            helperView.widthAnchor.constraint(equalToConstant: 1),
            childView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            childView.widthAnchor.constraint(equalToConstant: 50),
            childView.heightAnchor.constraint(equalToConstant: 50),
        ])
        helperView.isHidden = true
        view.layoutIfNeeded()
        expectFrame(childView, 0, 200, 50, 50)
        view.frame.size.height = 900
        view.layoutIfNeeded()
        expectFrame(childView, 0, 300, 50, 50)
        #expect(view.subviews.contains(helperView))
    }

    @Test func leadingTwentyByConstantsOrByTheMarginsGuide() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        let children = (0..<3).map { _ in UIView() }
        for child in children {
            child.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(child)
            NSLayoutConstraint.activate([
                child.topAnchor.constraint(equalTo: view.topAnchor),
                child.widthAnchor.constraint(equalToConstant: 10),
                child.heightAnchor.constraint(equalToConstant: 10),
            ])
        }
        let (childView1, childView2, childView3) = (children[0], children[1], children[2])
        let constants = [
            childView1.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            childView2.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            childView3.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
        ]
        NSLayoutConstraint.activate(constants)
        view.layoutIfNeeded()
        for child in children { expectFrame(child, 20, 0, 10, 10) }
        NSLayoutConstraint.deactivate(constants)

        view.layoutMargins.left = 20

        NSLayoutConstraint.activate([
            childView1.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            childView2.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            childView3.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
        ])
        view.layoutIfNeeded()
        for child in children { expectFrame(child, 20, 0, 10, 10) }
        // One change moves all three, the seed's point.
        view.layoutMargins.left = 32
        view.layoutIfNeeded()
        for child in children { expectFrame(child, 32, 0, 10, 10) }
    }

    /// On a notched phone the bar reaches the bottom edge and grows by the 34-point home indicator
    /// area, while the text field stays 5 points above the safe area.
    @Test func bottomBarExtendsUnderTheHomeIndicator() {
        for (safeArea, bottomInset) in [(UIWindow.HostSafeArea.notchedPhone, CGFloat(34)), (.custom(.zero), 0)] {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.safeArea = safeArea
            let controller = UIViewController()
            window.rootViewController = controller
            let view: UIView = controller.view
            let bottomView = UIView()
            bottomView.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(bottomView)
            let textfield = UITextField()
            textfield.placeholder = "Message"
            textfield.translatesAutoresizingMaskIntoConstraints = false
            bottomView.addSubview(textfield)
            NSLayoutConstraint.activate([
              bottomView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
              bottomView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
              bottomView.bottomAnchor.constraint(equalTo: view.bottomAnchor),

              textfield.topAnchor.constraint(equalTo: bottomView.topAnchor, constant: 5),
              textfield.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -5),
              textfield.leadingAnchor.constraint(equalTo: bottomView.layoutMarginsGuide.leadingAnchor),
              textfield.trailingAnchor.constraint(equalTo: bottomView.layoutMarginsGuide.trailingAnchor)
            ])
            window.layoutIfNeeded()
            let fieldHeight = textfield.intrinsicContentSize.height
            #expect(fieldHeight > 0)
            let barHeight = 5 + fieldHeight + 5 + bottomInset
            expectFrame(bottomView, 0, 844 - barHeight, 390, barHeight)
            expectFrame(textfield, 8, 5, 374, fieldHeight)
            #expect(window.layoutDiagnostics.isEmpty)
        }
    }

    @Test func scrollViewContentSizedByAButtonInsideTheContentGuide() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let scrollView = UIScrollView()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)
        let button = UIButton(type: .system)
        button.setTitle("Button", for: .normal)
        button.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(button)
        NSLayoutConstraint.activate([
          scrollView.frameLayoutGuide.widthAnchor.constraint(equalTo: view.widthAnchor),
          scrollView.frameLayoutGuide.heightAnchor.constraint(equalTo: view.heightAnchor),
          scrollView.frameLayoutGuide.centerXAnchor.constraint(equalTo: view.centerXAnchor),
          scrollView.frameLayoutGuide.centerYAnchor.constraint(equalTo: view.centerYAnchor),

          button.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 1000),
          button.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -1000),
          button.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 1000),
          button.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor, constant: -1000),
        ])
        view.layoutIfNeeded()
        let size = button.intrinsicContentSize
        expectFrame(scrollView, 0, 0, 390, 844)
        expectFrame(button, 1000, 1000, size.width, size.height)
        #expect(scrollView.contentSize == CGSize(width: 2000 + size.width, height: 2000 + size.height))
        #expect(view.layoutDiagnostics.isEmpty)
    }

    @Test func customGuideAtAThird() {
        for height: CGFloat in [600, 900] {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: height))
            let button = UIButton(type: .system)
            button.setTitle("Button", for: .normal)
            button.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(button)

            // step 1
            let customGuide = UILayoutGuide()

            // step 2
            view.addLayoutGuide(customGuide)

            // step 3
            NSLayoutConstraint.activate([
              customGuide.topAnchor.constraint(equalTo: view.topAnchor),
              customGuide.heightAnchor.constraint(equalTo: view.heightAnchor, multiplier: 1 / 3)
            ])

            NSLayoutConstraint.activate([
              button.topAnchor.constraint(equalTo: customGuide.bottomAnchor),
              button.centerXAnchor.constraint(equalTo: view.centerXAnchor)
            ])
            customGuide.identifier = "oneThird"
            view.layoutIfNeeded()
            let size = button.intrinsicContentSize
            expectFrame(button, (300 - size.width) / 2, height / 3, size.width, size.height)
            #expect(view.layoutGuides.contains(customGuide))
            #expect(customGuide.description.contains(" - \"oneThird\", layoutFrame = (0 0; 0 \(Int(height / 3)))"))
        }
    }
}
