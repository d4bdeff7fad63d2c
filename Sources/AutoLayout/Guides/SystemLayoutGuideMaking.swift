import Foundation

/// A view that makes the guides the system adds to it (margins, safe area, readable content, a scroll
/// view's content and frame guides) as its own subclass of ``LayoutGuide``.
///
/// For the package's modules: the UIKit module's views make `UILayoutGuide`s, so that
/// `view.safeAreaLayoutGuide` is the guide UIKit code expects and one object to the engine.
package protocol SystemLayoutGuideMaking: View {
    /// A new, unowned system guide with an identifier (made with `LayoutGuide(systemIdentifier:)`).
    func makeSystemLayoutGuide(identifier: String) -> LayoutGuide
}

extension View {
    /// A system guide for this view, made by the view when it makes its own kind.
    func makeSystemGuide(identifier: String) -> LayoutGuide {
        (self as? SystemLayoutGuideMaking)?.makeSystemLayoutGuide(identifier: identifier)
            ?? LayoutGuide(systemIdentifier: identifier)
    }
}
