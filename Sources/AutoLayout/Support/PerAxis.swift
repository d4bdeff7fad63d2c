/// A value for each layout axis (index 0 horizontal, 1 vertical), stored inline: a view keeps several
/// such pairs, and a two-element array would be one more heap allocation per view for each.
struct PerAxis<Value>: RandomAccessCollection, MutableCollection {
    var horizontal: Value
    var vertical: Value

    init(_ horizontal: Value, _ vertical: Value) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    init(repeating value: Value) {
        self.init(value, value)
    }

    var startIndex: Int { 0 }
    var endIndex: Int { 2 }

    subscript(position: Int) -> Value {
        get { position == 0 ? horizontal : vertical }
        set {
            if position == 0 { horizontal = newValue } else { vertical = newValue }
        }
    }
}
