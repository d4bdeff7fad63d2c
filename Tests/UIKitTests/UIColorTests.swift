// No seed snippet is covered here (seed 001's colours are read back in Seed001ConstraintTests).
import Testing
import UIKit

@MainActor
struct UIColorTests {
    // Colours compare by their components, as UIKit's `isEqual:` compares them, so code that sets a
    // colour can check it with `==`.
    @Test func coloursWithTheSameComponentsAreEqual() {
        let label = UILabel()
        label.textColor = UIColor.yellow
        #expect(label.textColor == UIColor.yellow)
        #expect(label.textColor == UIColor(red: 1, green: 1, blue: 0, alpha: 1))
        #expect(label.textColor != UIColor.blue)
        #expect(UIColor.red != UIColor.red.withAlphaComponent(0.5))
        #expect(UIColor(white: 0.5, alpha: 1) == UIColor.gray)
        #expect(Set([UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1), UIColor.blue]).count == 2)
        #expect(!UIColor.white.isEqual(UIView()))
        #expect(UIColor.red.description == "UIExtendedSRGBColorSpace 1.0 0.0 0.0 1.0")
    }
}
