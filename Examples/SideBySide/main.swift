// Seed 003's first layout, solved with the Cassowary module directly: two views of equal width side by
// side, 20 pt from the superview's edges and 8 pt apart, in a 375-pt and a 667-pt wide superview that can
// grow to 700 pt at most. Then a constraint that cannot fit, to show what the solver says about it.
import Cassowary

struct Box {
    let name: String
    let left: Variable
    let width: Variable
    init(_ name: String) {
        self.name = name
        left = Variable("\(name).left")
        width = Variable("\(name).width")
    }
    var right: LinearExpression { left + width }
}

let superviewWidth = Variable("superview.width")
let red = Box("red"), blue = Box("blue")
let solver = Solver()
do {
    try solver.add([
        red.left == 20,
        blue.left == red.right + 8,
        superviewWidth == blue.right + 20,
        red.width == 1 * blue.width,
        superviewWidth <= 700,
    ])
    try solver.addEditVariable(superviewWidth, priority: .strong)
    for width in [375.0, 667.0] {
        try solver.suggestValue(width, for: superviewWidth)
        print("superview width \(Int(width)):")
        for box in [red, blue] {
            let left = solver.value(of: box.left), w = solver.value(of: box.width)
            print("  \(box.name): x = \(left), width = \(w)")
        }
    }
    let tooWide = red.width >= 400
    do {
        try solver.add(tooWide)
    } catch {
        print("rejected: \(error)")
    }
} catch {
    print("unexpected: \(error)")
}
