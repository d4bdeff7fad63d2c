// Seed snippets covered here (unchanged inside each test):
// - buttonCentredWithFixedSize: seed 004's opening example (`button.translatesAutoresizingMaskIntoConstraints
//   = false` and the centred 100 × 50 `activate` block).
// - labelStretchesWithDefaultPriorities / fieldStretchesWhenTheLabelHugsHarder: seed 004's label +
//   text field row and its two `setContentHuggingPriority` lines (`UILayoutPriority(251)` here,
//   `rawValue: 249`).
// - longLabelsRightTakesTheRow: seed 004's long labels, case 2 (`rightLabel.widthAnchor.constraint(
//   greaterThanOrEqualToConstant: 100)`).
// - layoutGuidePlacesAViewAtOneThird: seed 000's custom guide at a third (with a plain child).
// - centerXAtOneThirdOfTheRightEdge: seed 001's Masonry `make.centerX.equalTo(self.view.mas_right)
//   .multipliedBy(1 / 3.f)` as `NSLayoutConstraint(item:…)`.
// - edgesInsetAndAnOptionalWidth: the anchor equivalent of SnapKit's edges inside the safe area and
//   margins, with an optional width (seed 004's priority section).
import Testing
import UIKit

/// The seeds' Swift snippets in UIKit's spellings, unchanged, laid out as the seeds state.
@MainActor
struct SeedSnippetTests {
    func expectFrame(
        _ view: UIView, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let f = view.frame
        let ok = abs(f.minX - x) < 1e-6 && abs(f.minY - y) < 1e-6 && abs(f.width - width) < 1e-6
            && abs(f.height - height) < 1e-6
        #expect(ok, "frame \(f) is not (\(x), \(y), \(width), \(height))", sourceLocation: sourceLocation)
    }

    /// Seed 004: a button centred in its superview with a fixed size, through anchors.
    @Test func buttonCentredWithFixedSize() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let button = UIButton(type: .system)
        button.setTitle("Tap", for: .normal)
        button.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(button)
        NSLayoutConstraint.activate([
            button.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            button.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            button.widthAnchor.constraint(equalToConstant: 100),
            button.heightAnchor.constraint(equalToConstant: 50),
        ])
        view.layoutIfNeeded()
        expectFrame(button, 137.5, 308.5, 100, 50)
    }

    /// Seed 004's label + text field row: 20 from the sides, 8 between; who stretches follows hugging.
    func row(labelHugging: UILayoutPriority?, fieldHugging: UILayoutPriority?) -> (UILabel, UITextField) {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let label = UILabel()
        label.text = "Name"
        label.translatesAutoresizingMaskIntoConstraints = false
        let textField = UITextField()
        textField.placeholder = "Enter name"
        textField.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        view.addSubview(textField)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            label.leftAnchor.constraint(equalTo: view.leftAnchor, constant: 20),
            label.rightAnchor.constraint(equalTo: textField.leftAnchor, constant: -8),
            textField.topAnchor.constraint(equalTo: label.topAnchor),
            textField.rightAnchor.constraint(equalTo: view.rightAnchor, constant: -20),
        ])
        if let labelHugging { label.setContentHuggingPriority(labelHugging, for: .horizontal) }
        if let fieldHugging { textField.setContentHuggingPriority(fieldHugging, for: .horizontal) }
        view.layoutIfNeeded()
        return (label, textField)
    }

    @Test func labelStretchesWithDefaultPriorities() {
        let (label, field) = row(labelHugging: nil, fieldHugging: nil)
        #expect(label.intrinsicContentSize == CGSize(width: 51, height: 20))
        expectFrame(label, 20, 20, 227, 20)
        expectFrame(field, 255, 20, 100, 20)
    }

    @Test func fieldStretchesWhenTheLabelHugsHarder() {
        let (label, field) = row(labelHugging: UILayoutPriority(251), fieldHugging: UILayoutPriority(rawValue: 249))
        expectFrame(label, 20, 20, 51, 20)
        expectFrame(field, 79, 20, 276, 20)
    }

    /// Seed 004's two long labels, case 2: `right.width >= 100` makes the left one give way.
    @Test func longLabelsRightTakesTheRow() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let leftLabel = UILabel()
        leftLabel.text = "这是左侧很长的文本,这是左侧很长的文本,这是左侧很长的文本"
        let rightLabel = UILabel()
        rightLabel.text = "这是右侧很长的文本,这是右侧很长的文本,这是右侧很长的文本"
        for label in [leftLabel, rightLabel] {
            label.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(label)
        }
        NSLayoutConstraint.activate([
            leftLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
            rightLabel.topAnchor.constraint(equalTo: leftLabel.topAnchor),
            leftLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            rightLabel.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            leftLabel.trailingAnchor.constraint(equalTo: rightLabel.leadingAnchor, constant: -8),
            rightLabel.widthAnchor.constraint(greaterThanOrEqualToConstant: 100),
        ])
        view.layoutIfNeeded()
        expectFrame(leftLabel, 20, 40, 0, 20)
        expectFrame(rightLabel, 28, 40, 327, 20)
    }

    /// Seed 000: a custom layout guide a third of the superview tall places a view at one third.
    @Test func layoutGuidePlacesAViewAtOneThird() {
        for height: CGFloat in [600, 900] {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: height))
            let guide = UILayoutGuide()
            view.addLayoutGuide(guide)
            let child = UIView()
            child.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(child)
            NSLayoutConstraint.activate([
                guide.topAnchor.constraint(equalTo: view.topAnchor),
                guide.heightAnchor.constraint(equalTo: view.heightAnchor, multiplier: 1.0 / 3.0),
                child.topAnchor.constraint(equalTo: guide.bottomAnchor),
                child.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10),
                child.widthAnchor.constraint(equalToConstant: 100),
                child.heightAnchor.constraint(equalToConstant: 40),
            ])
            view.layoutIfNeeded()
            expectFrame(child, 10, height / 3, 100, 40)
            #expect(guide.owningView === view)
            #expect(abs(guide.layoutFrame.height - height / 3) < 1e-6)
        }
    }

    /// Seed 001: `centerX` at a third of the superview's right edge, through the item/attribute factory.
    @Test func centerXAtOneThirdOfTheRightEdge() {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        superview.addSubview(view)
        superview.addConstraints([
            NSLayoutConstraint(
                item: view, attribute: .centerX, relatedBy: .equal, toItem: superview, attribute: .right,
                multiplier: 1.0 / 3.0, constant: 0),
            NSLayoutConstraint(
                item: view, attribute: .top, relatedBy: .equal, toItem: superview, attribute: .top,
                multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: view, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: 40),
            NSLayoutConstraint(
                item: view, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: 40),
        ])
        superview.layoutIfNeeded()
        expectFrame(view, 80, 0, 40, 40)
    }

    /// The anchor equivalent of SnapKit's `make.edges.equalToSuperview().inset(20)` inside the margins'
    /// and safe area's guides, and of a priority example: an optional width that gives way.
    @Test func edgesInsetAndAnOptionalWidth() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.safeArea = .custom(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let controller = UIViewController()
        window.rootViewController = controller
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(box)
        let wide = box.widthAnchor.constraint(equalToConstant: 500)
        wide.priority = .defaultHigh
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor, constant: 20),
            box.bottomAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.bottomAnchor, constant: -20),
            box.leadingAnchor.constraint(greaterThanOrEqualTo: controller.view.layoutMarginsGuide.leadingAnchor),
            box.trailingAnchor.constraint(lessThanOrEqualTo: controller.view.layoutMarginsGuide.trailingAnchor),
            box.centerXAnchor.constraint(equalTo: controller.view.centerXAnchor),
            wide,
        ])
        window.layoutIfNeeded()
        #expect(controller.view.frame == window.bounds)
        #expect(box.window === window)
        expectFrame(box, 16, 67, 358, 844 - 47 - 34 - 40)
    }
}
