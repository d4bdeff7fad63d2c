import AutoLayout
import Foundation

/// How a format's names are looked up: the views (or other layout items) and the metrics they stand for.
///
/// Lookups rather than dictionaries, so that a caller holding untyped values (UIKit's `[String: Any]`)
/// converts only the names a format uses.
package struct FormatNames {
    /// The item a name in brackets stands for, or `nil` for an unknown name.
    package let view: (String) -> (any LayoutItem)?
    /// The value of a metric, or `nil` for an unknown name.
    package let metric: (String) -> CGFloat?

    /// Names looked up by the given functions.
    package init(view: @escaping (String) -> (any LayoutItem)?, metric: @escaping (String) -> CGFloat?) {
        self.view = view
        self.metric = metric
    }

    /// Names looked up in dictionaries.
    init(views: [String: any LayoutItem], metrics: [String: CGFloat]) {
        self.init(view: { views[$0] }, metric: { metrics[$0] })
    }
}
