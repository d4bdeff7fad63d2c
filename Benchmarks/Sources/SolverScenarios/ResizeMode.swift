#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The three container-width sweeps of kiwi_bench's resize phases.
public enum ResizeMode: String, CaseIterable, Sendable {
    /// `wHi + 8 + 10·(e mod 50)`: the container stays wider than its content (chain: no pivots expected).
    case slack
    /// `wHi − 10·(e < 50 ? e+1 : 100−e)`: live resize, 10 px steps down 50 then up 50 inside the flex range.
    case drag
    /// `wLo + (wHi − wLo)·(0.5 + 0.5·sin(0.37·e))`: large jumps sweeping the whole flex range.
    case jump

    /// The phase letter kiwi_bench uses for this mode: `s`, `d` or `j`.
    public var letter: Character {
        switch self {
        case .slack: "s"
        case .drag: "d"
        case .jump: "j"
        }
    }

    /// The container width suggested at edit number `edit` (0-based), exactly as kiwi_bench's `runEdits`.
    public func width(edit e: Int, in scenario: Scenario) -> Double {
        let lo = scenario.minimumWidth
        let hi = scenario.maximumWidth
        switch self {
        case .slack:
            return hi + 8 + Double(10 * (e % 50))
        case .drag:
            return hi - Double(10 * (e < 50 ? e + 1 : 100 - e))
        case .jump:
            return lo + (hi - lo) * (0.5 + 0.5 * sin(Double(e) * 0.37))
        }
    }
}
