/// A mistake in a layout file, with where it is: printed `file:line:column: error: …`, the line, and a
/// caret under the column.
struct LayoutFileError: Error, CustomStringConvertible, Equatable {
    /// What is wrong, with the offending text.
    enum Problem: Equatable {
        /// A name that no declaration introduces.
        case unknownView(String)
        /// An attribute name that is not one of Auto Layout's.
        case unknownAttribute(String)
        /// A guide name after a view (`Card.safe.top`) that is not `safeArea`, `margins`, `keyboard`,
        /// `readable`, `content` or `frame`.
        case unknownGuide(String)
        /// A number that does not read as one.
        case badNumber(String)
        /// A hexadecimal number (`0x10`): numbers in this syntax are decimal.
        case hexadecimalNumber(String)
        /// A priority that is not 1...1000 or one of the named levels.
        case badPriority(String)
        /// A size (`host size=`) whose width or height is not above zero.
        case badSize(String)
        /// A declaration named `Root` or `Superview`, names the file format already gives a meaning.
        case reservedName(String)
        /// A declaration kind that is not one of the file format's.
        case unknownKind(String)
        /// A property that the kind does not take, or a value it cannot use.
        case badProperty(String, reason: String)
        /// A name declared twice.
        case duplicateName(String)
        /// `in=` parents that lead back to the view itself.
        case nestingCycle([String])
        /// A line that is neither a declaration, a constraint, a visual format line nor a setting.
        case syntax(String)
        /// A visual format line the VFL parser refused; `message` is its explanation.
        case visualFormat(message: String)
        /// A constraint UIKit refuses (a location equal to a constant, a left with a leading, ...).
        case invalidConstraint(String)
    }

    /// The file as named on the command line.
    let file: String
    /// 1-based line.
    let line: Int
    /// 1-based column.
    let column: Int
    /// The text of the line.
    let sourceLine: String
    let problem: Problem

    /// The message without the location.
    var message: String {
        switch problem {
        case .unknownView(let name): "unknown view '\(name)'"
        case .unknownAttribute(let name): "unknown attribute '\(name)'"
        case .unknownGuide(let name):
            "unknown guide '\(name)' (expected safeArea, margins, keyboard, readable, content or frame)"
        case .badNumber(let text): "bad number '\(text)'"
        case .hexadecimalNumber(let text): "bad number '\(text)': numbers are decimal (16, 0.5, 1e3), not hexadecimal"
        case .badPriority(let text):
            "bad priority '\(text)': priorities run 1...1000, or required, high, low or fittingSizeLevel"
        case .badSize(let text): "bad size '\(text)': \(SizeArgument.rule)"
        case .reservedName(let name):
            name == "Root"
                ? "'Root' is reserved: it names the controller's view; choose another name"
                : "'Superview' is reserved: it names a constraint's other item's superview; choose another name"
        case .unknownKind(let kind):
            "unknown kind '\(kind)' (expected view, label, button, image, switch, textfield, textview, stack, scroll, "
                + "activity, slider or guide)"
        case .badProperty(let property, let reason): "bad property '\(property)': \(reason)"
        case .duplicateName(let name): "'\(name)' is declared twice"
        case .nestingCycle(let names): "nesting cycle: " + (names + [names[0]]).joined(separator: " in ")
        case .syntax(let reason): reason
        case .visualFormat(let message): "bad visual format: \(message)"
        case .invalidConstraint(let reason): "invalid constraint: \(reason)"
        }
    }

    /// `file:3:9: error: unknown view 'Redd'`, the line, and a caret under column 9.
    var description: String {
        let caret = String(repeating: " ", count: max(0, column - 1)) + "^"
        return "\(file):\(line):\(column): error: \(message)\n\(sourceLine)\n\(caret)"
    }
}
