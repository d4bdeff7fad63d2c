import UIKit

/// The scenario's spot-checks, untimed, on the sizes of the last rep: what must hold for the run to
/// pass, and what must also hold under `--strict` (a fitted height equal to the laid-out height).
@MainActor
struct FeedFittingCheck {
    /// Every post's height laid out at the collection's width with its height free.
    private(set) var laidOutHeights: [CGFloat] = []
    /// The fewest and the most lines a laid-out body took (its height over post 1's one-line body's).
    private(set) var bodyLines = (min: 0, max: 0)
    /// How many posts were fitted to their laid-out height by both the reused and a fresh cell.
    private(set) var matches = 0
    /// Checks that failed; any fails the run.
    private(set) var failures: [String] = []
    /// Fitted heights that differ from the laid-out ones; these fail the run under `--strict`.
    private(set) var strictFailures: [String] = []

    init(_ scenario: FeedFittingScenario) {
        let posts = scenario.posts
        let tolerance = FeedFittingScenario.tolerance
        let width = FeedFittingScenario.width
        // Both sizing passes fit every post to the collection's width, and to the same height.
        for (index, (reused, fresh)) in zip(scenario.reusedSizes, scenario.freshSizes).enumerated() {
            if abs(reused.width - width) > tolerance || abs(fresh.width - width) > tolerance {
                failures.append(
                    "post \(index): fitted widths \(reused.width) (reused), \(fresh.width) (fresh), not \(width)")
            }
            if !(reused.height > 0 && reused.height.isFinite) {
                failures.append("post \(index): fitted height \(reused.height)")
            }
            if abs(reused.height - fresh.height) > tolerance {
                failures.append(
                    "post \(index): the reused cell fitted \(reused.height), a fresh cell \(fresh.height)")
            }
        }

        // Laid out with a free height, the body of post 0 wraps onto more lines than post 1's, the
        // label is as tall as its text measured at the width it got, and the cell is taller.
        var bodyHeights: [CGFloat] = []
        for index in posts.indices {
            let laidOut = scenario.laidOutCell(for: posts[index]).cell
            let height = laidOut.frame.height
            laidOutHeights.append(height)
            bodyHeights.append(laidOut.bodyLabel.frame.height)
            let measured = laidOut.bodyLabel.intrinsicContentSize.height
            if abs(laidOut.bodyLabel.frame.height - measured) > tolerance {
                failures.append(
                    "post \(index) laid out: body label \(laidOut.bodyLabel.frame.height) high, its text \(measured)")
            }
            if abs(laidOut.bodyLabel.frame.width - (width - 24)) > tolerance {
                failures.append(
                    "post \(index) laid out: body label \(laidOut.bodyLabel.frame.width) wide, not \(width - 24)")
            }
            let reused = scenario.reusedSizes[index].height
            let fresh = scenario.freshSizes[index].height
            if abs(reused - height) <= tolerance && abs(fresh - height) <= tolerance {
                matches += 1
            } else {
                strictFailures.append(
                    "post \(index): fitted \(reused) (reused) and \(fresh) (fresh), laid out \(height)")
            }
        }
        let (long, short, longBody, shortBody) = (laidOutHeights[0], laidOutHeights[1], bodyHeights[0], bodyHeights[1])
        if !(long > short && longBody > shortBody) {
            failures.append(
                "laid out: post 0 (wrapping body) \(long) high with a \(longBody) body, post 1 (one line) \(short) "
                    + "with \(shortBody)")
        }
        let lines = bodyHeights.map { Int(($0 / shortBody).rounded()) }
        bodyLines = (lines.min() ?? 0, lines.max() ?? 0)
        if !(scenario.reusedSizes[0].height > scenario.reusedSizes[1].height) {
            strictFailures.append(
                "fitted: post 0 (wrapping body) \(scenario.reusedSizes[0].height) high, post 1 (one line) "
                    + "\(scenario.reusedSizes[1].height)")
        }

        // The visible cells fill their frames: the content view, the body's and the image's widths.
        for case let cell as FeedPostCell in scenario.visibleHost?.subviews ?? [] {
            if cell.contentView.frame != cell.bounds {
                failures.append("visible cell: content view \(cell.contentView.frame) in bounds \(cell.bounds)")
            }
            if abs(cell.bodyLabel.frame.width - (width - 24)) > tolerance {
                failures.append("visible cell: body label \(cell.bodyLabel.frame.width) wide, not \(width - 24)")
            }
            if cell.mediaView.frame.size != CGSize(width: 350, height: 200) {
                failures.append("visible cell: image \(cell.mediaView.frame.size), not 350 × 200")
            }
        }
    }
}
