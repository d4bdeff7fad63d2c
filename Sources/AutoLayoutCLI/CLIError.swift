/// Why a command could not do its work; printed to standard error, exit status 1 (2 for usage).
enum CLIError: Error, CustomStringConvertible {
    /// A file that could not be read as UTF-8 text.
    case unreadable(String)
    /// A mistake in a layout file.
    case layoutFile(LayoutFileError)
    /// A file or folder that could not be written.
    case unwritable(String, reason: String)
    /// The bundled examples were not found.
    case noExamples(String)

    var description: String {
        switch self {
        case .unreadable(let path): "error: cannot read '\(path)'"
        case .layoutFile(let error): error.description
        case .unwritable(let path, let reason): "error: cannot write '\(path)': \(reason)"
        case .noExamples(let path): "error: no .layout files in '\(path)' (pass --from DIR)"
        }
    }
}
