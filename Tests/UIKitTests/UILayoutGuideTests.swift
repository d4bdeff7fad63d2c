// No seed snippet is covered here (the seeds' guide snippets are in Seed000LayoutGuideTests).
import Testing
import UIKit

@MainActor
struct UILayoutGuideTests {
    // A guide is an NSObject, as UIKit's: found among a constraint's items by `as? NSObject` and `==`.
    @Test func aGuideIsAnNSObjectFoundAmongAConstraintsItems() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let spacer = UILayoutGuide()
        view.addLayoutGuide(spacer)
        let leading = spacer.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20)
        NSLayoutConstraint.activate([
            leading,
            spacer.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5),
            spacer.topAnchor.constraint(equalTo: view.topAnchor),
            spacer.heightAnchor.constraint(equalToConstant: 10),
        ])
        let found = view.constraints.first { ($0.firstItem as? NSObject) == spacer && $0.firstAttribute == .leading }
        #expect(found === leading)
        #expect(spacer != UILayoutGuide())
        view.layoutIfNeeded()
        expectRect(spacer.layoutFrame, CGRect(x: 20, y: 0, width: 150, height: 10))
    }
}
