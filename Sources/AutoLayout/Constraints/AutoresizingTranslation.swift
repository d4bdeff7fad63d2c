import Foundation

/// How a view's frame follows its superview's size under an autoresizing mask, as affine functions of
/// the superview's width and height, measured from the frame and superview size at the time the frame
/// was set.
///
/// The difference between the new and the old superview size is shared among the flexible parts of an
/// axis (margin before, size, margin after) in proportion to their sizes then, as UIKit's
/// documentation of `autoresizingMask` describes. With no flexible part the view keeps its position
/// and size (the far margin absorbs the change).
struct AutoresizingTranslation: Equatable {
    /// One axis: `position = positionSlope × S + positionOffset`, `size = sizeSlope × S + sizeOffset`,
    /// where `S` is the superview's size on that axis.
    struct Axis: Equatable {
        var positionSlope: Double
        var positionOffset: Double
        var sizeSlope: Double
        var sizeOffset: Double
        /// The flexible parts as described: bit 2 the margin before, bit 1 the size, bit 0 the margin
        /// after (shown flexible, as UIKit shows it, when neither of the others is). Bits rather than
        /// the text: a resized window's translation is compared with its constraints' on every layout.
        var flexibility: UInt8

        init(position: Double, size: Double, container: Double?, flexible: (Bool, Bool, Bool)) {
            let (before, middle, after) = flexible
            flexibility = (before ? 4 : 0) | (middle ? 2 : 0) | (after || (!before && !middle) ? 1 : 0)
            guard let container, before || middle else {
                (positionSlope, positionOffset, sizeSlope, sizeOffset) = (0, position, 0, size)
                return
            }
            let end = container - position - size
            let parts = [before ? position : 0, middle ? size : 0, after ? end : 0]
            let total = parts.reduce(0, +)
            let flexibleCount = Double([before, middle, after].filter { $0 }.count)
            func share(_ index: Int, _ isFlexible: Bool) -> Double {
                guard isFlexible else { return 0 }
                return total != 0 ? parts[index] / total : 1 / flexibleCount
            }
            positionSlope = share(0, before)
            sizeSlope = share(1, middle)
            positionOffset = position - positionSlope * container
            sizeOffset = size - sizeSlope * container
        }

        /// `-` for a fixed part, `&` for a flexible one: margin before, size, margin after.
        static func code(of flexibility: UInt8) -> String {
            switch flexibility & 7 {
            case 0: "---"
            case 1: "--&"
            case 2: "-&-"
            case 3: "-&&"
            case 4: "&--"
            case 5: "&-&"
            case 6: "&&-"
            default: "&&&"
            }
        }

        func position(in container: Double) -> Double { positionSlope * container + positionOffset }
        func size(in container: Double) -> Double { sizeSlope * container + sizeOffset }
    }

    var horizontal: Axis
    var vertical: Axis
    /// Whether the frame is measured against a superview (a root's frame has no position to keep).
    var hasSuperview: Bool

    init(frame: CGRect, superviewSize: CGSize?, mask: AutoresizingMask) {
        hasSuperview = superviewSize != nil
        horizontal = Axis(
            position: Double(frame.minX), size: Double(frame.width), container: superviewSize.map { Double($0.width) },
            flexible: (
                mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)
            ))
        vertical = Axis(
            position: Double(frame.minY), size: Double(frame.height),
            container: superviewSize.map { Double($0.height) },
            flexible: (
                mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)
            ))
    }

    /// The frame for a superview of `size`.
    func frame(in size: CGSize) -> CGRect {
        CGRect(
            x: horizontal.position(in: Double(size.width)), y: vertical.position(in: Double(size.height)),
            width: horizontal.size(in: Double(size.width)), height: vertical.size(in: Double(size.height)))
    }

    /// Both axes' flexibility, horizontal in the high byte: equal exactly when the descriptions are.
    var maskCode: UInt16 { UInt16(horizontal.flexibility) << 8 | UInt16(vertical.flexibility) }

    /// The description of a ``maskCode``: `h=--& v=--&`, as UIKit's descriptions of translated
    /// constraints begin.
    static func maskDescription(of code: UInt16) -> String {
        "h=\(Axis.code(of: UInt8(code >> 8))) v=\(Axis.code(of: UInt8(code & 0xFF)))"
    }
}
