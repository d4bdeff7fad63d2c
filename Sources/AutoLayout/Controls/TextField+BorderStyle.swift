import Foundation

extension TextField {
    /// The border drawn around a text field, as `UITextField.BorderStyle`, and the padding it puts
    /// around the text.
    public enum BorderStyle: Int, Sendable, CaseIterable {
        /// No border and no padding (the default of fields made in code).
        case none = 0
        /// A thin rectangle; padded as ``roundedRect`` here.
        case line = 1
        /// A bezeled rectangle; padded as ``roundedRect`` here.
        case bezel = 2
        /// A rounded rectangle (Interface Builder's default): 7 points of padding on every side, which
        /// makes a 17-point field 34 points high as in UIKit.
        case roundedRect = 3

        /// The padding on each side (width) and above and below (height) the text.
        public var padding: CGSize {
            switch self {
            case .none: .zero
            case .line, .bezel, .roundedRect: CGSize(width: 7, height: 7)
            }
        }
    }
}
