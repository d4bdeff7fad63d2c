/// The objective row of each priority level that optional constraints use, with how many use it,
/// ordered from the highest priority down.
///
/// A system has a handful of levels, so they are kept in one sorted array searched by bisection: the
/// two dictionaries this replaces hashed a priority twice for every optional constraint added, and
/// the dual simplex sorted them on every run.
package struct ObjectiveLevels {
    /// One priority level.
    package struct Level {
        package var priority: Float
        /// The level's objective row.
        package var row: Int32
        /// The live constraints whose errors the row holds.
        package var users: Int
    }

    /// The levels, highest priority first.
    package private(set) var entries: [Level] = []

    package init() {}

    /// Where `priority`'s level is, or where it would be inserted.
    private func position(of priority: Float) -> (index: Int, found: Bool) {
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            let p = entries[middle].priority
            if p == priority { return (middle, true) }
            if p > priority { low = middle + 1 } else { high = middle }
        }
        return (low, false)
    }

    /// The objective row of `priority`'s level, if it has one.
    package func row(for priority: Float) -> Int32? {
        let (index, found) = position(of: priority)
        return found ? entries[index].row : nil
    }

    /// Records `row` as the objective row of `priority`'s new level, with `users` users.
    package mutating func insert(_ priority: Float, row: Int32, users: Int = 0) {
        let (index, found) = position(of: priority)
        if found {
            entries[index].row = row
            entries[index].users += users
        } else {
            // Room for four levels at the first (an app's required, 750, 250 and the tie level):
            // grown one at a time, the levels were reallocated three times in a table cell's layout.
            if entries.capacity == 0 { entries.reserveCapacity(4) }
            entries.insert(Level(priority: priority, row: row, users: users), at: index)
        }
    }

    /// Counts one more user of `priority`'s level and returns its row; nil, counting nothing, when the
    /// level does not exist.
    package mutating func retainRow(for priority: Float) -> Int32? {
        let (index, found) = position(of: priority)
        guard found else { return nil }
        entries[index].users += 1
        return entries[index].row
    }

    /// Counts one user fewer; when none is left the level goes and its row is returned, for deletion.
    package mutating func release(_ priority: Float) -> Int32? {
        let (index, found) = position(of: priority)
        guard found else { return nil }
        entries[index].users -= 1
        if entries[index].users > 0 { return nil }
        return entries.remove(at: index).row
    }

    /// The objective rows, highest priority first.
    package var rowsByPriority: [Int32] { entries.map(\.row) }
}
