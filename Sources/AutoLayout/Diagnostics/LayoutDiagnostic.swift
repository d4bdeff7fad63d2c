import Foundation

/// Something the layout system noticed and recovered from, with the message UIKit would log.
public struct LayoutDiagnostic: CustomStringConvertible {
    /// What happened.
    public enum Kind {
        /// Required constraints conflicted; the conflict's broken constraint was lowered below required
        /// so that layout could go on.
        case unsatisfiableConstraints(LayoutConflict)
        /// Layout passes kept invalidating these views (`setNeedsLayout`, `setNeedsUpdateConstraints` or
        /// `invalidateIntrinsicContentSize` from inside a pass, or a constraint changed there that moves
        /// them) and were stopped after a bounded number of rounds.
        case layoutFeedbackLoop(views: [View], rounds: Int)
        /// A change UIKit rejects with an exception was ignored.
        case rejectedChange(LayoutError)
        /// A subview change that would make a view its own ancestor was ignored.
        case invalidHierarchy(View)
        /// The engine met a state it does not expect; the message says which.
        case internalError
        /// A library built on the engine (the DSL, a format parser) reports something it recovered from;
        /// `source` names it.
        case client(source: String)
        /// The constraint was given a constant or multiplier larger in magnitude than the engine's limit
        /// (±1e9, ``LayoutConstraint/maximumMagnitude``); the limit, with its sign, was used instead.
        case numberExceedsLimit(LayoutConstraint, value: CGFloat)
    }

    /// A diagnostic of a kind, with its message; libraries report theirs with
    /// ``View/reportLayoutDiagnostic(_:)``.
    public init(kind: Kind, message: String) {
        self.init(kind: kind, message: DeferredText(message))
    }

    /// A diagnostic whose message is made when first read.
    init(kind: Kind, message: DeferredText) {
        self.kind = kind
        messageText = message
    }

    /// What happened, with the objects involved.
    public let kind: Kind
    /// The text UIKit logs for the same event (or this module's, where UIKit has none).
    public var message: String { messageText.value }
    /// The message, made when first read.
    let messageText: DeferredText

    /// The message.
    public var description: String { message }

    /// The conflict, for an ``Kind/unsatisfiableConstraints(_:)`` diagnostic.
    public var conflict: LayoutConflict? {
        if case .unsatisfiableConstraints(let conflict) = kind { return conflict }
        return nil
    }

    /// UIKit's log for a conflict between required constraints, line for line, with this module's
    /// type names; `describing` gives each constraint's `description`.
    ///
    /// Each constraint is described now; the lines are joined when the message is first read. The
    /// text holds strings only, so a diagnostic the root keeps holds no view.
    static func unsatisfiable(
        _ conflict: LayoutConflict, describing describe: (LayoutConstraint) -> String
    ) -> LayoutDiagnostic {
        let list = conflict.constraints
        let descriptions = list.map(describe)
        let broken = conflict.brokenConstraint.map(describe)
        return LayoutDiagnostic(kind: .unsatisfiableConstraints(conflict), message: DeferredText {
            var lines = [
                "[LayoutConstraints] Unable to simultaneously satisfy constraints.",
                "\tProbably at least one of the constraints in the following list is one you don't want. ",
                "\tTry this: ",
                "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
                "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
            ]
            if list.contains(where: { $0 is AutoresizingMaskLayoutConstraint }) {
                lines.append(
                    "\t(Note: If you're seeing AutoresizingMaskLayoutConstraints that you don't understand, refer to "
                        + "the documentation for the View property translatesAutoresizingMaskIntoConstraints) ")
            }
            lines.append("(")
            lines.append(descriptions.map { "    \"" + $0 + "\"" }.joined(separator: ",\n"))
            lines.append(")")
            lines.append("")
            lines.append("Will attempt to recover by breaking constraint ")
            lines.append(broken ?? "(a size floor of the engine: width >= 0 or height >= 0)")
            lines.append("")
            lines.append(
                "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.")
            lines.append(
                "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> "
                    + "may also be helpful.")
            return lines.joined(separator: "\n")
        })
    }
}
