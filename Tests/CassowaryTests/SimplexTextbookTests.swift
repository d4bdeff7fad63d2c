import XCTest
import Cassowary

/// Linear programs with published optima. An objective `max c·x` is posed as the weak constraint
/// `c·x >= M` for a large M: its violation M − c·x is smallest exactly where c·x is largest.
final class SimplexTextbookTests: XCTestCase {
    private func solve(_ constraints: [Constraint]) throws -> Solver {
        let solver = Solver()
        solver.checksInvariants = true
        for c in constraints { try solver.add(c) }
        return solver
    }

    /// Hillier & Lieberman, "Introduction to Operations Research", the Wyndor Glass problem:
    /// max 3x + 5y, x ≤ 4, 2y ≤ 12, 3x + 2y ≤ 18, x, y ≥ 0. Optimum x = 2, y = 6, value 36.
    func testWyndorGlass() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = try solve([
            x <= 4, 2 * y <= 12, 3 * x + 2 * y <= 18, x >= 0, y >= 0,
            (3 * x + 5 * y >= 1000).withPriority(.weak),
        ])
        XCTAssertEqual(solver.value(of: x), 2, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: y), 6, accuracy: 1e-9)
    }

    /// Chvátal, "Linear Programming", chapter 2: max 5x1 + 4x2 + 3x3 subject to 2x1 + 3x2 + x3 ≤ 5,
    /// 4x1 + x2 + 2x3 ≤ 11, 3x1 + 4x2 + 2x3 ≤ 8, x ≥ 0. Optimum (2, 0, 1), value 13.
    func testChvatalChapterTwo() throws {
        let x1 = Variable("x1"), x2 = Variable("x2"), x3 = Variable("x3")
        let solver = try solve([
            2 * x1 + 3 * x2 + x3 <= 5, 4 * x1 + x2 + 2 * x3 <= 11, 3 * x1 + 4 * x2 + 2 * x3 <= 8,
            x1 >= 0, x2 >= 0, x3 >= 0,
            (5 * x1 + 4 * x2 + 3 * x3 >= 1000).withPriority(.weak),
        ])
        XCTAssertEqual(solver.value(of: x1), 2, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: x2), 0, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: x3), 1, accuracy: 1e-9)
    }

    /// A covering problem: min 2x + 3y, x + y ≥ 4, x + 3y ≥ 6, x, y ≥ 0. Optimum (3, 1), value 9.
    func testCoveringMinimum() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = try solve([
            x + y >= 4, x + 3 * y >= 6, x >= 0, y >= 0,
            (2 * x + 3 * y <= -1000).withPriority(.weak),
        ])
        XCTAssertEqual(solver.value(of: x), 3, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: y), 1, accuracy: 1e-9)
    }

    /// Beale (1955), the classic example on which the textbook simplex rule cycles:
    /// min −3/4 x4 + 20 x5 − 1/2 x6 + 6 x7, 1/4 x4 − 8 x5 − x6 + 9 x7 ≤ 0, 1/2 x4 − 12 x5 − 1/2 x6 + 3 x7 ≤ 0,
    /// x6 ≤ 1, x ≥ 0. Optimum (1, 0, 1, 0), value −5/4. Bland's rule must terminate here.
    func testBealeCyclingExampleTerminates() throws {
        let x4 = Variable("x4"), x5 = Variable("x5"), x6 = Variable("x6"), x7 = Variable("x7")
        let solver = try solve([
            0.25 * x4 - 8 * x5 - x6 + 9 * x7 <= 0,
            0.5 * x4 - 12 * x5 - 0.5 * x6 + 3 * x7 <= 0,
            x6 <= 1, x4 >= 0, x5 >= 0, x6 >= 0, x7 >= 0,
            (-0.75 * x4 + 20 * x5 - 0.5 * x6 + 6 * x7 <= -1000).withPriority(.weak),
        ])
        XCTAssertEqual(solver.value(of: x4), 1, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: x5), 0, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: x6), 1, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: x7), 0, accuracy: 1e-9)
    }

    /// The same problems give the same optimum when the objective is added first and the constraints
    /// after it, which exercises the dual of the path above (phase one against a live objective).
    func testWyndorGlassObjectiveFirst() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = try solve([
            (3 * x + 5 * y >= 1000).withPriority(.weak),
            x >= 0, y >= 0, x <= 4, 2 * y <= 12, 3 * x + 2 * y <= 18,
        ])
        XCTAssertEqual(solver.value(of: x), 2, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: y), 6, accuracy: 1e-9)
    }
}
