import ArgumentParser
import Foundation

/// `--size 375x667`.
struct SizeArgument: ExpressibleByArgument, Equatable {
    let size: CGSize

    init?(argument: String) {
        let parts = argument.split(separator: "x").map(String.init)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]), width > 0, height > 0,
            width.isFinite, height.isFinite
        else { return nil }
        size = CGSize(width: width, height: height)
    }

    /// `375x667`.
    static func text(_ size: CGSize) -> String {
        "\(LayoutReport.number(Double(size.width)))x\(LayoutReport.number(Double(size.height)))"
    }
}
