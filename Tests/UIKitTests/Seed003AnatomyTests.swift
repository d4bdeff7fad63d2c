import Testing
import UIKit

// Seed 003 (Apple's "Anatomy of a Constraint"): its equations are pseudo-code, so each is written as
// UIKit's `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)` with
// the equation's own items, attributes, multiplier and constant:
// - listing31And32DescribeTheSameLayout: every sample equation of listing 3-1 and its reversed form
//   of listing 3-2 (height 40, buttons 8 apart, leading edges aligned, equal widths, centred, height
//   twice the width) give the same frames.
// - twoEqualViewsSideBySideBothWays: the two constraint sets for two equal views side by side (tops
//   and bottoms to the superview, or blue's to red's), in portrait and in landscape.
// - minimumAndMaximumWidth: listing 3-3.
// - twoInequalitiesReplaceAnEquality: listing 3-4, and with the ≤ at 250 (the priorities section).
// - huggingAndCompressionAreFourInequalities: listing 3-5 (the intrinsic size as two ≥ at 750 and two
//   ≤ at 250) lays out as a view with that intrinsic size.
// - stackViewFittingSizeIsAnOutput: intrinsic versus fitting size (a stack view's size is computed).
// Covered elsewhere: leading/trailing under right-to-left (UIViewTests), the label 251 / text field
// hugging row (SeedSnippetTests). The tail of the file is unrelated page debris.
@MainActor
struct Seed003AnatomyTests {
    func make(_ count: Int, in size: CGSize = CGSize(width: 375, height: 667)) -> (UIView, [UIView]) {
        let superview = UIView(frame: CGRect(origin: .zero, size: size))
        let views = (0..<count).map { _ in UIView() }
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            superview.addSubview(view)
        }
        return (superview, views)
    }

    /// Lays out `constraints(views, superview)` beside fixed ones and returns the frames.
    func frames(
        _ count: Int, fixed: ([UIView], UIView) -> [NSLayoutConstraint],
        _ constraints: ([UIView], UIView) -> [NSLayoutConstraint]
    ) -> [CGRect] {
        let (superview, views) = make(count)
        NSLayoutConstraint.activate(fixed(views, superview) + constraints(views, superview))
        superview.layoutIfNeeded()
        #expect(superview.layoutDiagnostics.isEmpty)
        return views.map(\.frame)
    }

    @Test func listing31And32DescribeTheSameLayout() {
        // Two buttons 100 × 30 at y 10; button 1 at x 20 unless the equation places it.
        func buttons(_ b: [UIView], _ s: UIView) -> [NSLayoutConstraint] {
            [
                b[0].widthAnchor.constraint(equalToConstant: 100), b[1].heightAnchor.constraint(equalToConstant: 30),
                b[0].heightAnchor.constraint(equalToConstant: 30), b[0].topAnchor.constraint(equalTo: s.topAnchor, constant: 10),
                b[1].topAnchor.constraint(equalTo: s.topAnchor, constant: 10), b[0].leadingAnchor.constraint(equalTo: s.leadingAnchor, constant: 20),
            ]
        }
        // Button_2.leading = 1.0 * Button_1.trailing + 8.0, Button_1.trailing = 1.0 * Button_2.leading - 8.0
        let spaced: (Bool) -> [CGRect] = { reversed in
            self.frames(2, fixed: { b, s in buttons(b, s) + [b[1].widthAnchor.constraint(equalToConstant: 50)] }) { b, _ in
                [reversed
                    ? NSLayoutConstraint(item: b[0], attribute: .trailing, relatedBy: .equal, toItem: b[1], attribute: .leading, multiplier: 1.0, constant: -8.0)
                    : NSLayoutConstraint(item: b[1], attribute: .leading, relatedBy: .equal, toItem: b[0], attribute: .trailing, multiplier: 1.0, constant: 8.0)]
            }
        }
        #expect(spaced(false) == spaced(true))
        expectRect(spaced(true)[1], CGRect(x: 128, y: 10, width: 50, height: 30))
        // Button_1.leading = 1.0 * Button_2.leading + 0.0, Button_2.leading = 1.0 * Button_1.leading + 0.0
        // Button_1.width = 1.0 * Button_2.width + 0.0, Button_2.width = 1.0 * Button_1.width + 0.0
        let aligned: (Bool) -> [CGRect] = { reversed in
            self.frames(2, fixed: buttons) { b, _ in
                reversed
                    ? [NSLayoutConstraint(item: b[1], attribute: .leading, relatedBy: .equal, toItem: b[0], attribute: .leading, multiplier: 1.0, constant: 0.0),
                       NSLayoutConstraint(item: b[1], attribute: .width, relatedBy: .equal, toItem: b[0], attribute: .width, multiplier: 1.0, constant: 0.0)]
                    : [NSLayoutConstraint(item: b[0], attribute: .leading, relatedBy: .equal, toItem: b[1], attribute: .leading, multiplier: 1.0, constant: 0.0),
                       NSLayoutConstraint(item: b[0], attribute: .width, relatedBy: .equal, toItem: b[1], attribute: .width, multiplier: 1.0, constant: 0.0)]
            }
        }
        #expect(aligned(false) == aligned(true))
        expectRect(aligned(true)[1], CGRect(x: 20, y: 10, width: 100, height: 30))
        // View.height = 0.0 * NotAnAttribute + 40.0; View.centerX/Y = 1.0 * Superview.centerX/Y + 0.0
        // (reversed: Superview.centerX/Y = 1.0 * View.centerX/Y + 0.0); View.height = 2.0 * View.width
        // + 0.0 (reversed: View.width = 0.5 * View.height + 0.0).
        let centred: (Bool) -> [CGRect] = { reversed in
            self.frames(1, fixed: { v, _ in
                [NSLayoutConstraint(item: v[0], attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 0.0, constant: 40.0)]
            }) { v, s in
                reversed
                    ? [NSLayoutConstraint(item: s, attribute: .centerX, relatedBy: .equal, toItem: v[0], attribute: .centerX, multiplier: 1.0, constant: 0.0),
                       NSLayoutConstraint(item: s, attribute: .centerY, relatedBy: .equal, toItem: v[0], attribute: .centerY, multiplier: 1.0, constant: 0.0),
                       NSLayoutConstraint(item: v[0], attribute: .width, relatedBy: .equal, toItem: v[0], attribute: .height, multiplier: 0.5, constant: 0.0)]
                    : [NSLayoutConstraint(item: v[0], attribute: .centerX, relatedBy: .equal, toItem: s, attribute: .centerX, multiplier: 1.0, constant: 0.0),
                       NSLayoutConstraint(item: v[0], attribute: .centerY, relatedBy: .equal, toItem: s, attribute: .centerY, multiplier: 1.0, constant: 0.0),
                       NSLayoutConstraint(item: v[0], attribute: .height, relatedBy: .equal, toItem: v[0], attribute: .width, multiplier: 2.0, constant: 0.0)]
            }
        }
        #expect(centred(false) == centred(true))
        expectRect(centred(true)[0], CGRect(x: 177.5, y: 313.5, width: 20, height: 40))
    }

    @Test func twoEqualViewsSideBySideBothWays() {
        for size in [CGSize(width: 375, height: 667), CGSize(width: 667, height: 375)] {
            for blueFollowsRed in [false, true] {
                let (superview, views) = make(2, in: size)
                let (red, blue) = (views[0], views[1])
                var constraints = [
                    // Red.top = 1.0 * Superview.top + 20.0; Superview.bottom = 1.0 * Red.bottom + 20.0
                    NSLayoutConstraint(item: red, attribute: .top, relatedBy: .equal, toItem: superview, attribute: .top, multiplier: 1.0, constant: 20.0),
                    NSLayoutConstraint(item: superview, attribute: .bottom, relatedBy: .equal, toItem: red, attribute: .bottom, multiplier: 1.0, constant: 20.0),
                    // Red.leading = 1.0 * Superview.leading + 20.0; Blue.leading = 1.0 * Red.trailing + 8.0
                    NSLayoutConstraint(item: red, attribute: .leading, relatedBy: .equal, toItem: superview, attribute: .leading, multiplier: 1.0, constant: 20.0),
                    NSLayoutConstraint(item: blue, attribute: .leading, relatedBy: .equal, toItem: red, attribute: .trailing, multiplier: 1.0, constant: 8.0),
                    // Superview.trailing = 1.0 * Blue.trailing + 20.0; Red.width = 1.0 * Blue.width + 0.0
                    NSLayoutConstraint(item: superview, attribute: .trailing, relatedBy: .equal, toItem: blue, attribute: .trailing, multiplier: 1.0, constant: 20.0),
                    NSLayoutConstraint(item: red, attribute: .width, relatedBy: .equal, toItem: blue, attribute: .width, multiplier: 1.0, constant: 0.0),
                ]
                if blueFollowsRed {
                    // Red.top = 1.0 * Blue.top + 0.0; Red.bottom = 1.0 * Blue.bottom + 0.0
                    constraints += [
                        NSLayoutConstraint(item: red, attribute: .top, relatedBy: .equal, toItem: blue, attribute: .top, multiplier: 1.0, constant: 0.0),
                        NSLayoutConstraint(item: red, attribute: .bottom, relatedBy: .equal, toItem: blue, attribute: .bottom, multiplier: 1.0, constant: 0.0),
                    ]
                } else {
                    // Blue.top = 1.0 * Superview.top + 20.0; Superview.bottom = 1.0 * Blue.bottom + 20.0
                    constraints += [
                        NSLayoutConstraint(item: blue, attribute: .top, relatedBy: .equal, toItem: superview, attribute: .top, multiplier: 1.0, constant: 20.0),
                        NSLayoutConstraint(item: superview, attribute: .bottom, relatedBy: .equal, toItem: blue, attribute: .bottom, multiplier: 1.0, constant: 20.0),
                    ]
                }
                NSLayoutConstraint.activate(constraints)
                superview.layoutIfNeeded()
                let width = (size.width - 48) / 2
                expectFrame(red, 20, 20, width, size.height - 40)
                expectFrame(blue, 28 + width, 20, width, size.height - 40)
                #expect(superview.layoutDiagnostics.isEmpty)
                // Removing red: in the first set blue keeps its vertical constraints, in the second not.
                red.removeFromSuperview()
                #expect(superview.constraints.count == (blueFollowsRed ? 1 : 3))
            }
        }
    }

    /// View.width >= 0.0 * NotAnAttribute + 40.0; View.width <= 0.0 * NotAnAttribute + 280.0: an
    /// optional width of 10 or 500 is held inside.
    @Test func minimumAndMaximumWidth() {
        for (wanted, expected) in [(CGFloat(10), CGFloat(40)), (150, 150), (500, 280)] {
            let (superview, views) = make(1)
            let view = views[0]
            let wish = view.widthAnchor.constraint(equalToConstant: wanted)
            wish.priority = .defaultHigh
            NSLayoutConstraint.activate([
                NSLayoutConstraint(item: view, attribute: .width, relatedBy: .greaterThanOrEqual, toItem: nil, attribute: .notAnAttribute, multiplier: 0.0, constant: 40.0),
                NSLayoutConstraint(item: view, attribute: .width, relatedBy: .lessThanOrEqual, toItem: nil, attribute: .notAnAttribute, multiplier: 0.0, constant: 280.0),
                wish, view.topAnchor.constraint(equalTo: superview.topAnchor), view.leadingAnchor.constraint(equalTo: superview.leadingAnchor),
                view.heightAnchor.constraint(equalToConstant: 10),
            ])
            superview.layoutIfNeeded()
            expectFrame(view, 0, 0, expected, 10)
        }
    }

    /// Blue.leading = 1.0 * Red.trailing + 8.0 and its two inequalities; with the ≤ at 250 and blue
    /// pinned 100 from the right, the optional one gives way and the gap grows.
    @Test func twoInequalitiesReplaceAnEquality() {
        func layout(_ kind: Int) -> (UIView, UIView) {
            let (superview, views) = make(2)
            let (red, blue) = (views[0], views[1])
            var constraints = [
                red.leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: 20),
                red.widthAnchor.constraint(equalToConstant: 100), blue.widthAnchor.constraint(equalToConstant: 100),
                red.topAnchor.constraint(equalTo: superview.topAnchor), blue.topAnchor.constraint(equalTo: superview.topAnchor),
                red.heightAnchor.constraint(equalToConstant: 10), blue.heightAnchor.constraint(equalToConstant: 10),
            ]
            let atMost = NSLayoutConstraint(item: blue, attribute: .leading, relatedBy: .lessThanOrEqual, toItem: red, attribute: .trailing, multiplier: 1.0, constant: 8.0)
            switch kind {
            case 0:
                constraints.append(NSLayoutConstraint(item: blue, attribute: .leading, relatedBy: .equal, toItem: red, attribute: .trailing, multiplier: 1.0, constant: 8.0))
            default:
                constraints.append(NSLayoutConstraint(item: blue, attribute: .leading, relatedBy: .greaterThanOrEqual, toItem: red, attribute: .trailing, multiplier: 1.0, constant: 8.0))
                if kind == 2 {
                    atMost.priority = .defaultLow
                    constraints.append(blue.trailingAnchor.constraint(equalTo: superview.trailingAnchor, constant: -100))
                }
                constraints.append(atMost)
            }
            NSLayoutConstraint.activate(constraints)
            superview.layoutIfNeeded()
            #expect(superview.layoutDiagnostics.isEmpty)
            return (red, blue)
        }
        let (_, equal) = layout(0)
        let (_, pair) = layout(1)
        #expect(equal.frame == pair.frame)
        expectFrame(pair, 128, 0, 100, 10)
        let (_, optional) = layout(2)
        expectFrame(optional, 175, 0, 100, 10)
    }

    /// Listing 3-5 written out for a plain view, against a view whose intrinsic size is the same:
    /// stretched or squeezed by a 500 constraint, both end alike (hugging 250 gives way, compression
    /// resistance 750 holds).
    @Test func huggingAndCompressionAreFourInequalities() {
        final class Intrinsic: UIView {
            override var intrinsicContentSize: CGSize { CGSize(width: 80, height: 32) }
        }
        for wanted in [CGFloat(200), 20] {
            let (superview, views) = make(1)
            let plain = views[0]
            let intrinsic = Intrinsic()
            intrinsic.translatesAutoresizingMaskIntoConstraints = false
            superview.addSubview(intrinsic)
            let (intrinsicWidth, intrinsicHeight) = (CGFloat(80), CGFloat(32))
            var fourInequalities = [
                // Compression resistance: View.height/width >= 0.0 * NotAnAttribute + IntrinsicHeight/Width
                NSLayoutConstraint(item: plain, attribute: .height, relatedBy: .greaterThanOrEqual, toItem: nil, attribute: .notAnAttribute, multiplier: 0.0, constant: intrinsicHeight),
                NSLayoutConstraint(item: plain, attribute: .width, relatedBy: .greaterThanOrEqual, toItem: nil, attribute: .notAnAttribute, multiplier: 0.0, constant: intrinsicWidth),
                // Hugging: View.height/width <= 0.0 * NotAnAttribute + IntrinsicHeight/Width
                NSLayoutConstraint(item: plain, attribute: .height, relatedBy: .lessThanOrEqual, toItem: nil, attribute: .notAnAttribute, multiplier: 0.0, constant: intrinsicHeight),
                NSLayoutConstraint(item: plain, attribute: .width, relatedBy: .lessThanOrEqual, toItem: nil, attribute: .notAnAttribute, multiplier: 0.0, constant: intrinsicWidth),
            ]
            for (index, constraint) in fourInequalities.enumerated() { constraint.priority = index < 2 ? .defaultHigh : .defaultLow }
            for view in [plain, intrinsic] {
                let push = view.widthAnchor.constraint(equalToConstant: wanted)
                push.priority = UILayoutPriority(500)
                fourInequalities += [push, view.topAnchor.constraint(equalTo: superview.topAnchor), view.leadingAnchor.constraint(equalTo: superview.leadingAnchor)]
            }
            NSLayoutConstraint.activate(fourInequalities)
            superview.layoutIfNeeded()
            let expectedWidth = wanted > 80 ? wanted : 80
            expectFrame(plain, 0, 0, expectedWidth, 32)
            expectFrame(intrinsic, 0, 0, expectedWidth, 32)
        }
    }

    /// A stack view has no intrinsic size of its own: its fitting size is computed from its content.
    @Test func stackViewFittingSizeIsAnOutput() {
        let title = UILabel()
        title.text = "Title"
        let detail = UILabel()
        detail.text = "A longer detail line"
        let stack = UIStackView(arrangedSubviews: [title, detail])
        stack.axis = .vertical
        stack.spacing = 8
        #expect(stack.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        let fitting = stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        let (t, d) = (title.intrinsicContentSize, detail.intrinsicContentSize)
        #expect(fitting == CGSize(width: max(t.width, d.width), height: t.height + 8 + d.height))
    }
}
