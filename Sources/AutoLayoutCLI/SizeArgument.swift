import ArgumentParser
import Foundation

/// `--size 375x667`.
struct SizeArgument: ExpressibleByArgument, Equatable {
    let size: CGSize

    /// What a size must be, in the words both `--size` and `host size=` refuse a bad one with.
    static let rule = "a size is WIDTHxHEIGHT in decimal points, both above 0"

    init?(argument: String) {
        let parts = argument.split(separator: "x", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2, let width = LayoutFileParser.decimal(parts[0]),
            let height = LayoutFileParser.decimal(parts[1]), width > 0, height > 0
        else { return nil }
        size = CGSize(width: width, height: height)
    }

    /// The size, or a validation error giving ``rule``; for `@Option(transform:)`.
    static func parse(_ argument: String) throws -> SizeArgument {
        guard let size = SizeArgument(argument: argument) else { throw ValidationError("bad size '\(argument)': \(rule)") }
        return size
    }

    /// `375x667`.
    static func text(_ size: CGSize) -> String {
        "\(LayoutReport.number(Double(size.width)))x\(LayoutReport.number(Double(size.height)))"
    }
}
