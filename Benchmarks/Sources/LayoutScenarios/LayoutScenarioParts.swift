import AutoLayout
import Foundation

/// What a shape's builder hands to ``LayoutScenario``: the built and activated views and constraints.
struct LayoutScenarioParts {
    /// The roots whose frames the benchmark sets.
    var roots: [View]
    /// The views placed by constraints.
    var views: [View]
    /// The constraints the builder activated.
    var constraints: [LayoutConstraint]
    /// The constraint whose constant a nudge edit changes.
    var nudged: LayoutConstraint
    /// The root of the tree that holds the nudged constraint.
    var nudgedRoot: View
    /// The view the nudge moves (only this one should).
    var nudgedView: View
    /// The narrowest root width of the resize sweep.
    var minimumWidth: CGFloat
    /// The widest root width of the resize sweep (the drag sweep's base).
    var maximumWidth: CGFloat
    /// The feed's cells, empty for the other shapes.
    var cells: [FeedCell] = []
}
