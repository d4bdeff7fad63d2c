import AutoLayout
import Foundation

extension LayoutScenario {
    /// N independent feed cells, each its own tree with its own engine, as cells are sized one by one.
    static func makeFeed(_ n: Int) throws(LayoutError) -> LayoutScenarioParts {
        var cells: [FeedCell] = []
        cells.reserveCapacity(n)
        for _ in 0..<n { cells.append(try FeedCell()) }
        // Reserved exactly, as the other shapes reserve theirs: grown by `flatMap`, the harness's own
        // lists kept up to half their size again in spare room, counted in bytes_per_constraint.
        var views: [View] = []
        var constraints: [LayoutConstraint] = []
        views.reserveCapacity(n * (cells.first?.views.count ?? 0))
        constraints.reserveCapacity(n * (cells.first?.constraints.count ?? 0))
        for cell in cells {
            views.append(contentsOf: cell.views)
            constraints.append(contentsOf: cell.constraints)
        }
        return LayoutScenarioParts(
            roots: cells.map(\.root), views: views, constraints: constraints,
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
