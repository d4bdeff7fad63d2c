/// A token with where it sits in the format.
struct FormatLexeme {
    let token: FormatToken
    /// The index of its first character.
    let offset: Int
    /// The index just past its last character.
    let end: Int
}
