/// A value kept on the heap, for a rarely set field whose inline size every instance would pay.
final class Boxed<Value> {
    var value: Value

    init(_ value: Value) {
        self.value = value
    }
}
