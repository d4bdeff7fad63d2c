extension UIButton {
    /// UIKit's button types, with Apple's raw values.
    public enum ButtonType: Int, Sendable {
        /// A custom button.
        case custom = 0
        /// The system's button.
        case system = 1
        /// A detail disclosure button.
        case detailDisclosure = 2
        /// An info button (light).
        case infoLight = 3
        /// An info button (dark).
        case infoDark = 4
        /// A contact-add button.
        case contactAdd = 5
        /// A close button.
        case close = 7
    }
}
