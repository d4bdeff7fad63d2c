/// A registered view's `width >= 0` and `height >= 0`, which UIKit's engine enforces without listing
/// them; each is added when that size first comes out negative (its solver tag, -1 until then).
/// Guides' bodies are not eligible: a guide may come out negative, as in UIKit.
struct SizeFloors {
    private var floors = PerAxis<Int32>(repeating: -1)
    /// Whether the view may get floors (registered, and not a guide's body). Last, so that a view's
    /// flags after it pack into its padding.
    var isEligible = false

    init(isEligible: Bool = false) {
        self.isEligible = isEligible
    }

    /// The floor on an axis (0 horizontal, 1 vertical).
    subscript(axis: Int) -> Int32 {
        get { floors[axis] }
        set { floors[axis] = newValue }
    }

    /// Whether a size on `axis` that moved must be checked for a negative value.
    func needsCheck(axis: Int) -> Bool {
        isEligible && floors[axis] < 0
    }

    /// The floors added so far.
    var added: [Int32] { floors.filter { $0 >= 0 } }
}
