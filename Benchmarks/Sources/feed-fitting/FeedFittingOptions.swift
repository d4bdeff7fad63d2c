/// The command line: `feed-fitting [items=100] [reps=5] [--phase=all|reused|fresh|vfl] [--strict]`.
struct FeedFittingOptions {
    static let usage = "usage: feed-fitting [items=100] [reps=5] [--phase=all|reused|fresh|vfl] [--strict]"

    var items = 100
    var reps = 5
    var phase = FeedFittingPhase.all
    /// Whether a fitted height that differs from the laid-out height fails the run.
    var strict = false

    /// Parses the arguments after the program's name; nil if they do not fit the usage.
    init?(_ arguments: some Collection<String>) {
        var numbers: [Int] = []
        for argument in arguments {
            if argument == "--strict" {
                strict = true
            } else if argument.hasPrefix("--phase=") {
                guard let phase = FeedFittingPhase(rawValue: String(argument.dropFirst("--phase=".count))) else {
                    return nil
                }
                self.phase = phase
            } else if let number = Int(argument), number > 0 {
                numbers.append(number)
            } else {
                return nil
            }
        }
        guard numbers.count <= 2 else { return nil }
        if numbers.count > 0 { items = numbers[0] }
        if numbers.count > 1 { reps = numbers[1] }
        // The checks compare post 0 (a body of several lines) with post 1 (one line).
        if phase == .all && items < 3 { return nil }
    }
}
