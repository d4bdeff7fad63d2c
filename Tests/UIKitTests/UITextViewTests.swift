// Seed snippets covered here: seed 001's self-sizing UITextView (prose, no code: `scrollEnabled = NO`
// makes the text view follow its text) in growsWithItsTextWhenScrollingIsOff and fontInsetsAndScrolling;
// aTextViewIsAScrollView covers no snippet.
import Testing
import UIKit

/// Seed 001's self-sizing `UITextView`: with `isScrollEnabled = false` it grows with its text; while
/// it scrolls it has no intrinsic size.
@MainActor
struct UITextViewTests {
    static let sentence = "UITextView grows with its text when scrolling is off, as seed one shows."

    /// A text view pinned 20 from the sides of a 375-point view and 100 from its top, and a box 10 below.
    func makeTextView() -> (UIView, UITextView, UIView) {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let textView = UITextView()
        textView.isScrollEnabled = false
        textView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(textView)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(box)
        NSLayoutConstraint.activate([
            textView.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
            textView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            textView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            box.topAnchor.constraint(equalTo: textView.bottomAnchor, constant: 10),
            box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            box.widthAnchor.constraint(equalToConstant: 10),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        return (view, textView, box)
    }

    @Test func aTextViewIsAScrollView() {
        let textView = UITextView()
        let scrollView: UIScrollView = textView
        #expect(scrollView.isScrollEnabled)
        #expect(textView.text == "")
        #expect(textView.font == UIFont.systemFont(ofSize: 12))
        #expect(textView.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(textView.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }

    /// Empty: one 12-point line (13.97 points, rounded up to 14) and 8 above and below; the text wraps
    /// at 335 - 2 × 5 points, into 2 lines and, four times longer, into 6; the box below follows.
    @Test func growsWithItsTextWhenScrollingIsOff() {
        let (view, textView, box) = makeTextView()
        view.layoutIfNeeded()
        expectFrame(textView, 20, 100, 335, 30)
        textView.text = UITextViewTests.sentence
        view.layoutIfNeeded()
        expectFrame(textView, 20, 100, 335, 44)
        textView.text = Array(repeating: UITextViewTests.sentence, count: 4).joined(separator: " ")
        view.layoutIfNeeded()
        expectFrame(textView, 20, 100, 335, 100)
        expectFrame(box, 0, 210, 10, 10)
        #expect(textView.intrinsicContentSize.height == 100)
    }

    /// Fitted before any layout, a text view that does not scroll is measured at the width the fit gives
    /// it (335 points: 6 lines, 100 points tall), as layout measures it.
    @Test func fittingMeasuresTheTextAtTheFittedWidth() {
        let (view, textView, box) = makeTextView()
        textView.text = Array(repeating: UITextViewTests.sentence, count: 4).joined(separator: " ")
        box.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -20).isActive = true
        let fitted = view.systemLayoutSizeFitting(
            CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(fitted == CGSize(width: 375, height: 100 + 100 + 10 + 10 + 20))
    }

    /// A larger font and insets measure larger (3 lines, rounded up, plus 10 above and below); turning scrolling back on drops the intrinsic size, so
    /// the frame comes from constraints alone.
    @Test func fontInsetsAndScrolling() {
        let (view, textView, _) = makeTextView()
        textView.text = UITextViewTests.sentence
        textView.font = .systemFont(ofSize: 24)
        textView.textContainerInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        view.layoutIfNeeded()
        // At 24 points the sentence wraps at 335 - 20 - 10 points into 3 lines of 27.94 points (83.82, rounded up to 84).
        expectFrame(textView, 20, 100, 335, 84 + 20)
        let height = textView.heightAnchor.constraint(equalToConstant: 50)
        height.priority = .defaultLow
        height.isActive = true
        textView.isScrollEnabled = true
        view.layoutIfNeeded()
        expectFrame(textView, 20, 100, 335, 50)
    }
}
