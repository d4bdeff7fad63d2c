/// Holds a tableau's ``EvaluationProgram`` out of line, made when a program is first compiled: a small
/// solver (a table cell's) never compiles one, and inline its nine empty tables made every solver
/// larger.
final class EvaluationProgramBox {
    // Only its tableau reaches the box, one call at a time.
    @exclusivity(unchecked) var program: EvaluationProgram

    init(_ program: EvaluationProgram) {
        self.program = program
    }
}
