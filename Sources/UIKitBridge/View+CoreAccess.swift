package import AutoLayout

// The UIKit module declares UIKit-typed members with the core's names (`superview: UIView?` over
// `superview: View?`); Swift resolves a name to the UIKit module's declaration there, so the module
// reaches the core's through these accessors, declared where the UIKit names are not visible.
extension View {
    /// The core's `superview`.
    package var coreSuperview: View? { superview }
    /// The core's `subviews`.
    package var coreSubviews: [View] { subviews }
    /// The core's `constraints`.
    package var coreConstraints: [LayoutConstraint] { constraints }
    /// The core's `layoutGuides`.
    package var coreLayoutGuides: [LayoutGuide] { layoutGuides }
    /// The core's `layoutMarginsGuide`.
    package var coreLayoutMarginsGuide: LayoutGuide { layoutMarginsGuide }
    /// The core's `safeAreaLayoutGuide`.
    package var coreSafeAreaLayoutGuide: LayoutGuide { safeAreaLayoutGuide }
    /// The core's `readableContentGuide`.
    package var coreReadableContentGuide: LayoutGuide { readableContentGuide }
    /// The core's `forFirstBaselineLayout`.
    package var coreForFirstBaselineLayout: View { forFirstBaselineLayout }
    /// The core's `forLastBaselineLayout`.
    package var coreForLastBaselineLayout: View { forLastBaselineLayout }
}

extension LayoutGuide {
    /// The core's `owningView`.
    package var coreOwningView: View? { owningView }
}

extension ViewController {
    /// The core's `view`.
    package var coreView: View! {
        get { view }
        set { view = newValue }
    }
    /// The core's `topLayoutGuide`.
    package var coreTopLayoutGuide: ViewControllerLayoutGuide { topLayoutGuide }
    /// The core's `bottomLayoutGuide`.
    package var coreBottomLayoutGuide: ViewControllerLayoutGuide { bottomLayoutGuide }
}
