import AutoLayout
import Foundation

extension LayoutScenario {
    /// N independent feed cells, each its own tree with its own engine, as cells are sized one by one.
    static func makeFeed(_ n: Int) throws(LayoutError) -> LayoutScenarioParts {
        var cells: [FeedCell] = []
        cells.reserveCapacity(n)
        for _ in 0..<n { cells.append(try FeedCell()) }
        return LayoutScenarioParts(
            roots: cells.map(\.root), views: cells.flatMap(\.views), constraints: cells.flatMap(\.constraints),
            nudged: cells[0].buttonTrailing, nudgedRoot: cells[0].root, nudgedView: cells[0].button,
            minimumWidth: FeedCell.narrowWidth, maximumWidth: FeedCell.wideWidth, cells: cells)
    }

    /// The first cell (the nudged one), a middle cell and the last.
    func checkFeed() throws(LayoutCheckFailure) {
        let n = cells.count
        for index in Set([0, n / 2, n - 1]).sorted() {
            try cells[index].check(buttonOffset: index == 0 ? nudgeOffset : 0, name: "feed cell \(index)")
        }
    }
}
