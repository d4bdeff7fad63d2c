import AutoLayout
import UIKitBridge

// UIKit's types for a scroll view's guides (see View+UIKitSpellings.swift).
extension ScrollView {
    /// The content area: its edges are the content's, its size the content size.
    public var contentLayoutGuide: UILayoutGuide {
        coreContentLayoutGuide as? UILayoutGuide ?? UILayoutGuide()
    }
    /// The scroll view's frame, which does not scroll.
    public var frameLayoutGuide: UILayoutGuide {
        coreFrameLayoutGuide as? UILayoutGuide ?? UILayoutGuide()
    }
}
