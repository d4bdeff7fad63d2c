/// A check of the scenario that did not hold, with the numbers that show why.
struct FeedFittingFailure: Error, CustomStringConvertible {
    var description: String
}
