/// Runs `body` and returns its result. Swift on this platform has no autorelease pools (objects are
/// released when their last reference goes), so the pool UIKit code asks for is only the call.
public func autoreleasepool<Result>(invoking body: () throws -> Result) rethrows -> Result {
    try body()
}
