// feed-fitting: 100 feed posts sized as a collection view's flow layout sizes self-sizing cells
// (systemLayoutSizeFitting at the collection's width, required horizontally, fitting-size level
// vertically), with one reused cell and with a fresh cell per post, then three visible cells laid out
// at their fitted sizes. One result line of CPU times per cell (medians over the reps) and post 0's
// fitted and laid-out heights; --phase runs one path alone, for callgrind.
//
//   feed-fitting [items=100] [reps=5] [--phase=all|reused|fresh|vfl] [--strict]
import SolverScenarios
import UIKit

guard let options = FeedFittingOptions(CommandLine.arguments.dropFirst()) else {
    exitWithMessage(FeedFittingOptions.usage, status: 2)
}
var scenario = FeedFittingScenario(posts: FeedPostGenerator.posts(count: options.items))
let head = "feed-fitting items=\(options.items) reps=\(options.reps)"

func f(_ value: Double, _ digits: Int = 2) -> String { String(format: "%.\(digits)f", value) }

switch options.phase {
case .reused, .fresh, .vfl:
    // One path alone, every rep, no checks: the instructions it takes grow with the items and nothing else.
    var made = 0
    for _ in 0..<options.reps {
        switch options.phase {
        case .reused: scenario.runReused()
        case .fresh: scenario.runFresh()
        default: made += scenario.runVisualFormats()
        }
    }
    let sizes = options.phase == .reused ? scenario.reusedSizes : scenario.freshSizes
    let heights = sizes.reduce(0) { $0 + $1.height }
    print(
        "\(head) phase=\(options.phase) vfl_strings=\(FeedPostCell.formatCount) constraints_made=\(made) "
            + "height_sum=\(f(Double(heights)))")
case .all:
    // One rep untimed first, so that the first timed one does not pay for first-use costs alone.
    _ = scenario.run()
    var timings: [FeedFittingTimings] = []
    for _ in 0..<options.reps { timings.append(scenario.run()) }
    func median(_ value: (FeedFittingTimings) -> Double) -> String {
        f(timings.map(value).median ?? -1)
    }
    let check = FeedFittingCheck(scenario)
    let cell = FeedPostCell(frame: FeedFittingScenario.estimatedFrame)
    let made = cell.makeConstraints()
    func count(_ view: UIView) -> Int { 1 + view.subviews.reduce(0) { $0 + count($1) } }
    let views = count(cell)
    print(
        "\(head) views=\(views) cns=\(made.always.count)+\(made.collapse.count) vfl=\(FeedPostCell.formatCount) "
            + "width=\(f(Double(FeedFittingScenario.width), 0)) "
            + "reused_us_per_cell=\(median(\.reusedPerCell)) fresh_us_per_cell=\(median(\.freshPerCell)) "
            + "build_us=\(median(\.build)) fit_reused_us=\(median(\.fitReused)) fit_fresh_us=\(median(\.fitFresh)) "
            + "layout_us=\(median(\.layout)) visible_us=\(median(\.visible)) "
            + "item0_fit_reused=\(f(Double(scenario.reusedSizes[0].height))) "
            + "item0_fit_fresh=\(f(Double(scenario.freshSizes[0].height))) "
            + "item0_laid_out=\(f(Double(check.laidOutHeights[0]))) "
            + "fit_matches_layout=\(check.matches)/\(options.items) "
            + "body_lines=\(check.bodyLines.min)-\(check.bodyLines.max) "
            + "with_comment=\(scenario.posts.filter { $0.comment != nil }.count)")
    let failed = check.failures + (options.strict ? check.strictFailures : [])
    if !failed.isEmpty {
        exitWithMessage(failed.joined(separator: "\n"), status: 1)
    }
}
