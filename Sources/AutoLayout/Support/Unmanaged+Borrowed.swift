extension Unmanaged {
    /// Calls `body` with the object, counting no reference: the one place the model uses the standard
    /// library's `_withUnsafeGuaranteedRef`.
    ///
    /// Sound only while something else holds the object for the whole call: the invariants of each
    /// unretained reference the model keeps are listed, and checked, in `View+ReferenceInvariants.swift`.
    @inline(__always) func withBorrowed<Result>(_ body: (Instance) throws -> Result) rethrows -> Result {
        try _withUnsafeGuaranteedRef(body)
    }
}
