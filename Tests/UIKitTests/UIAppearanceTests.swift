// No seed snippet is covered here.
import Testing
import UIKit

extension UIAppearance {
    /// A styling helper written as layout libraries write it (Stevia's `style`): it runs a closure on
    /// the object, typed as the object's own class, and returns it.
    @discardableResult
    func styled(_ body: (Self) -> Void) -> Self {
        body(self)
        return self
    }
}

@MainActor
struct UIAppearanceTests {
    // Every view conforms, as in UIKit, so extensions of the protocol reach every view class with
    // `Self` as that class.
    @Test func extensionsOfTheProtocolReachEveryViewAsItsOwnClass() {
        let label = UILabel().styled { $0.text = "Hello" }.styled { $0.numberOfLines = 2 }
        #expect(label.text == "Hello")
        #expect(label.numberOfLines == 2)
        let view = UIView().styled { $0.tag = 7 }
        #expect(view.tag == 7)
        let appearances: [any UIAppearance] = [label, view, UIStackView(), UITableViewCell()]
        #expect(appearances.count == 4)
        let container: any UIAppearanceContainer = view
        #expect(container.isEqual(view))
    }
}
