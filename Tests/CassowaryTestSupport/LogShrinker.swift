/// Shrinks a failing operation log (solver replay format) to a minimal one that still fails.
///
/// Delta debugging over the operation lines (`n` and `def` lines are kept, since removing a definition
/// only makes later lines malformed): chunks of halving size are dropped while the log keeps failing,
/// then single lines, until no single line can go. Unused `def` lines are dropped at the end.
public enum LogShrinker {
    /// The smallest log found that `fails` still accepts; `lines` itself must fail.
    ///
    /// `fails` is called O(n log n) times, more for logs that shrink little.
    public static func shrink(_ lines: [String], fails: ([String]) -> Bool) -> [String] {
        var current = lines
        var chunk = max(1, operationIndices(current).count / 2)
        while true {
            var removedAny = false
            var start = 0
            while true {
                let operations = operationIndices(current)
                guard start < operations.count else { break }
                let drop = Set(operations[start..<min(operations.count, start + chunk)])
                let candidate = current.indices.filter { !drop.contains($0) }.map { current[$0] }
                if fails(candidate) {
                    current = candidate
                    removedAny = true
                } else {
                    start += chunk
                }
            }
            if chunk == 1 && !removedAny { break }
            if !removedAny || chunk > 1 { chunk = max(1, chunk / 2) }
        }
        let referenced = Set(current.compactMap { line -> String? in
            let words = line.split(separator: " ")
            guard words.count >= 2, words[0] != "def", words[0] != "n" else { return nil }
            return String(words[0]) == "batch" ? nil : String(words[1])
        })
        let trimmed = current.filter { line in
            let words = line.split(separator: " ")
            return words.first != "def" || words.count < 2 || referenced.contains(String(words[1]))
                || current.contains { $0.hasPrefix("batch ") }
        }
        return fails(trimmed) ? trimmed : current
    }

    /// The positions of the lines that are operations (not `n` or `def`).
    private static func operationIndices(_ lines: [String]) -> [Int] {
        lines.indices.filter { !lines[$0].hasPrefix("n ") && !lines[$0].hasPrefix("def ") }
    }
}
