extension Unmanaged where Instance == View {
    /// The superview of the view referred to, unretained: walks up a tree reference-count nothing
    /// (the tree keeps its views alive, and a superview that goes away clears the reference).
    @inline(__always) var superviewStep: Unmanaged<View>? {
        withBorrowed { $0.superviewReference }
    }
}
