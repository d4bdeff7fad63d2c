import Foundation

/// Where problems found without a caller to throw to go: the closure given to
/// ``LayoutDSL/reporting(_:)``, or standard error, as Auto Layout logs when a tree has no handler.
struct ConstraintReporter {
    let handler: ((ConstraintError) -> Void)?

    func report(_ error: ConstraintError) {
        if let handler {
            handler(error)
        } else {
            FileHandle.standardError.write(Data(("[AutoLayoutDSL] " + error.description + "\n").utf8))
        }
    }
}
