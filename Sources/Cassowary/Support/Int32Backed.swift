/// An `Int` kept in 32 bits: the counts and masks of tables that never near 2^31 elements, where
/// the space saved is felt (a solver holds some twenty such counts inline). Storing a value that
/// does not fit traps, as `Int32.init` does.
@propertyWrapper
package struct Int32Backed {
    private var stored: Int32

    package init(wrappedValue: Int) {
        stored = Int32(wrappedValue)
    }

    package var wrappedValue: Int {
        @inline(__always) get { Int(stored) }
        @inline(__always) set { stored = Int32(newValue) }
    }
}
