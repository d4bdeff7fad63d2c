/// How an animation's progress follows time, as UIKit's timing curves (cubic Bézier timing functions
/// through (0, 0) and (1, 1)).
public enum AnimationCurve: Int, Sendable, CaseIterable {
    /// Slow at both ends: control points (0.42, 0) and (0.58, 1). UIKit's default.
    case easeInOut = 0
    /// Slow at the start: (0.42, 0) and (1, 1).
    case easeIn = 1
    /// Slow at the end: (0, 0) and (0.58, 1).
    case easeOut = 2
    /// Uniform: progress equals time.
    case linear = 3

    private var controlPoints: (Double, Double, Double, Double) {
        switch self {
        case .easeInOut: (0.42, 0, 0.58, 1)
        case .easeIn: (0.42, 0, 1, 1)
        case .easeOut: (0, 0, 0.58, 1)
        case .linear: (0, 0, 1, 1)
        }
    }

    /// The progress (0...1) at a fraction of the duration (clamped to 0...1).
    public func progress(at fraction: Double) -> Double {
        let t = min(max(fraction, 0), 1)
        if self == .linear || t == 0 || t == 1 { return t }
        let (x1, y1, x2, y2) = controlPoints
        func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
        }
        // x(s) is increasing on [0, 1]; bisection finds s with x(s) = t to double precision.
        var low = 0.0, high = 1.0
        for _ in 0..<64 {
            let mid = (low + high) / 2
            if bezier(mid, x1, x2) < t { low = mid } else { high = mid }
        }
        return bezier((low + high) / 2, y1, y2)
    }
}
