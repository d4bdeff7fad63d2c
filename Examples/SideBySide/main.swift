// Seed 003's first layout with the AutoLayout module: two views of equal width side by side, 20 pt from
// the window's edges and 8 pt apart, laid out in portrait and landscape. Then a required constraint that
// cannot fit, to show how the engine recovers and what it logs.
import AutoLayout
import Foundation

let window = Window(size: CGSize(width: 375, height: 667))
let controller = ViewController()
window.rootViewController = controller
let root: View = controller.view
let red = View(), blue = View()
for (view, name) in [(red, "red"), (blue, "blue")] {
    view.debugName = name
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
}
do {
    try LayoutConstraint.activate([
        red.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        root.bottomAnchor.constraint(equalTo: red.bottomAnchor, constant: 20),
        blue.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        root.bottomAnchor.constraint(equalTo: blue.bottomAnchor, constant: 20),
        red.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
        blue.leadingAnchor.constraint(equalTo: red.trailingAnchor, constant: 8),
        root.trailingAnchor.constraint(equalTo: blue.trailingAnchor, constant: 20),
        red.widthAnchor.constraint(equalTo: blue.widthAnchor),
    ])
} catch {
    print("unexpected: \(error)")
}
for size in [CGSize(width: 375, height: 667), CGSize(width: 667, height: 375)] {
    window.size = size
    window.layoutIfNeeded()
    print("window \(Int(size.width))×\(Int(size.height)):")
    for view in [red, blue] { print("  \(view)") }
}
window.diagnosticHandler = { print($0.message) }
red.widthAnchor.constraint(greaterThanOrEqualToConstant: 400).isActive = true
window.layoutIfNeeded()
