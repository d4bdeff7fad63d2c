import AutoLayout
import CassowaryTestSupport
import Foundation
import VisualFormat
import XCTest

/// Thousands of random, grammatical and mutated formats: parsing never traps, every failure is a
/// `VisualFormatError` whose caret lies within the format, and what parses prints back to itself.
final class VisualFormatRandomizedTests: XCTestCase {
    private let alphabet: [Character] = Array("HV:|-[]()@,=<>.0123456789abcxyzme_ \t*é😀")
    private let metrics: [String: CGFloat] = ["m": 8, "p": 500, "inf": .infinity, "nan": .nan, "neg": -3, "z": 0]

    /// Holds the superview of the views: a view does not retain its superview.
    private let root = View()

    private func makeViews() -> [String: any LayoutItem] {
        var views: [String: any LayoutItem] = ["orphan": View()]
        for name in ["a", "b", "c"] {
            let view = View()
            root.addSubview(view)
            views[name] = view
        }
        return views
    }

    private func randomGrammatical(_ g: inout SplitMix64) -> String {
        func pick(_ options: [String]) -> String { options.randomElement(using: &g) ?? "" }
        func predicate(allowView: Bool) -> String {
            var text = pick(["", "==", ">=", "<="])
            text += pick(["0", "8", "20.5", "m", "neg", "p", "inf", "nan"] + (allowView ? ["a", "b", "c", "orphan"] : []))
            if Bool.random(using: &g) { text += "@" + pick(["1", "250", "999.5", "1000", "p", "inf", "nan", "1e999", "z"]) }
            return text
        }
        func connection() -> String {
            switch Int.random(in: 0..<4, using: &g) {
            case 0: return ""
            case 1: return "-"
            case 2: return "-" + pick(["0", "8", "m", "20@750", ">=4", "<=m"]) + "-"
            default:
                let count = Int.random(in: 1...3, using: &g)
                return "-(" + (0..<count).map { _ in predicate(allowView: false) }.joined(separator: ",") + ")-"
            }
        }
        func view() -> String {
            var text = "[" + pick(["a", "b", "c"])
            if Bool.random(using: &g) {
                let count = Int.random(in: 1...3, using: &g)
                text += "(" + (0..<count).map { _ in predicate(allowView: true) }.joined(separator: ",") + ")"
            }
            return text + "]"
        }
        var text = pick(["", "H:", "V:"])
        if Bool.random(using: &g) { text += "|" + connection() }
        text += view()
        for _ in 0..<Int.random(in: 0...3, using: &g) { text += connection() + view() }
        if Bool.random(using: &g) { text += connection() + "|" }
        return text
    }

    private func mutate(_ text: String, _ g: inout SplitMix64) -> String {
        var characters = Array(text)
        for _ in 0..<Int.random(in: 1...3, using: &g) {
            let index = Int.random(in: 0...characters.count, using: &g)
            let character = alphabet.randomElement(using: &g) ?? "-"
            switch Int.random(in: 0..<3, using: &g) {
            case 0: characters.insert(character, at: index)
            case 1 where index < characters.count: characters.remove(at: index)
            default: if index < characters.count { characters[index] = character }
            }
        }
        return String(characters)
    }

    private func randomNoise(_ g: inout SplitMix64) -> String {
        String((0..<Int.random(in: 0...24, using: &g)).map { _ in alphabet.randomElement(using: &g) ?? "-" })
    }

    private func randomOptions(_ g: inout SplitMix64) -> LayoutConstraint.FormatOptions {
        if Int.random(in: 0..<3, using: &g) == 0 { return LayoutConstraint.FormatOptions(rawValue: UInt(g.next() & 0xFFFFF)) }
        return []
    }

    func testRandomFormatsNeverTrapAndRoundTrip() {
        let seed: UInt64 = 0x5EED_0007
        var g = SplitMix64(seed: seed)
        let views = makeViews()
        let printer = VisualFormatPrinter(names: views)
        var parsed = 0, failed = 0
        for iteration in 0..<6000 {
            let format: String
            switch iteration % 3 {
            case 0: format = randomGrammatical(&g)
            case 1: format = mutate(randomGrammatical(&g), &g)
            default: format = randomNoise(&g)
            }
            let options = iteration % 3 == 0 ? [] : randomOptions(&g)
            do {
                let constraints = try LayoutConstraint.constraints(
                    withVisualFormat: format, options: options, metrics: metrics, views: views)
                parsed += 1
                guard options.isEmpty else { continue }
                for constraint in constraints {
                    guard let text = printer.visualFormat(of: constraint) else {
                        XCTFail("seed \(seed) #\(iteration) \(format): \(equation(constraint, views)) does not print")
                        continue
                    }
                    let again = (try? LayoutConstraint.constraints(withVisualFormat: text, views: views)) ?? []
                    XCTAssertEqual(again.map { equation($0, views) }, [equation(constraint, views)], "\(format) → \(text)")
                }
            } catch {
                failed += 1
                XCTAssertEqual(error.format, format)
                XCTAssertTrue((0...format.count).contains(error.offset), "seed \(seed) #\(iteration) \(format): \(error)")
                XCTAssertTrue(error.description.hasPrefix("Unable to parse constraint format: \n"))
                _ = error.message(line: iteration)
            }
        }
        // Both paths are exercised in earnest.
        XCTAssertGreaterThan(parsed, 500)
        XCTAssertGreaterThan(failed, 1500)
    }
}
