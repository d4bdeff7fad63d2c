// No seed snippet is covered here (the seeds' controllers are in the Seed… test files).
import Testing
import UIKit

@MainActor
struct UIViewControllerTests {
    // A controller is an NSObject (UIKit's inherit it through UIResponder) and, as in UIKit, a container
    // an appearance can be scoped to.
    @Test func aControllerIsAnNSObjectAndAnAppearanceContainer() {
        let controller = UIViewController()
        let object: NSObject = controller
        #expect(object == controller)
        #expect(controller != UIViewController())
        let container: any UIAppearanceContainer = controller
        #expect(container.isEqual(controller))
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    }
}
