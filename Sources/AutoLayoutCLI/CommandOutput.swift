/// What a command produced: text for standard output and standard error, and the exit status.
struct CommandOutput {
    var standardOutput = ""
    var standardError = ""
    var status: Int32 = 0
}
