import Foundation

/// Where lines break and how text that does not fit is cut, as `NSLineBreakMode` (same raw values).
///
/// Every mode wraps a multi-line label's text at word boundaries except ``byCharWrapping``; the modes
/// differ in what happens to text beyond the last line the label may show.
public enum LineBreakMode: Int, Sendable, CaseIterable, CustomStringConvertible {
    /// Wraps at word boundaries (a word wider than the line breaks between characters); text beyond the
    /// last line is left out.
    case byWordWrapping = 0
    /// Wraps between any two characters; text beyond the last line is left out.
    case byCharWrapping = 1
    /// Wraps at word boundaries; the last line is cut at the edge without an ellipsis.
    case byClipping = 2
    /// Wraps at word boundaries; the last line shows the end of the remaining text after an ellipsis.
    case byTruncatingHead = 3
    /// Wraps at word boundaries; the last line shows the start of the remaining text and an ellipsis
    /// (the default of labels).
    case byTruncatingTail = 4
    /// Wraps at word boundaries; the last line shows both ends of the remaining text around an ellipsis.
    case byTruncatingMiddle = 5

    /// Whether the last line ends in an ellipsis when text is left out.
    var truncates: Bool {
        switch self {
        case .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle: true
        case .byWordWrapping, .byCharWrapping, .byClipping: false
        }
    }

    /// `byTruncatingTail`.
    public var description: String {
        switch self {
        case .byWordWrapping: "byWordWrapping"
        case .byCharWrapping: "byCharWrapping"
        case .byClipping: "byClipping"
        case .byTruncatingHead: "byTruncatingHead"
        case .byTruncatingTail: "byTruncatingTail"
        case .byTruncatingMiddle: "byTruncatingMiddle"
        }
    }
}
