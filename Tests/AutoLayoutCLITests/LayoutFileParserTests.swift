import AutoLayout
import CassowaryTestSupport
import XCTest

@testable import AutoLayoutCLI

/// The `.layout` format: what it reads, and every mistake with its exact message, line, column and caret.
final class LayoutFileParserTests: XCTestCase {
    private func parse(_ text: String) throws(LayoutFileError) -> LayoutDocument {
        try LayoutFileParser(file: "test.layout", text: text).parse()
    }

    private func build(_ text: String) throws(LayoutFileError) -> BuiltLayout {
        let parser = LayoutFileParser(file: "test.layout", text: text)
        return try LayoutBuilder(document: try parser.parse(), parser: parser).build()
    }

    /// The error text for a file, or a failure when it has none.
    private func failure(_ text: String, building: Bool = false, line: UInt = #line) -> String {
        do {
            if building { _ = try build(text) } else { _ = try parse(text) }
            XCTFail("expected an error", line: line)
            return ""
        } catch {
            return error.description
        }
    }

    func testDeclarationsNestingPropertiesAndSettings() throws {
        let document = try parse(
            """
            # a comment
            host size=320x480 safe-area=notch keyboard=200 direction=rtl text-size=extraLarge
            metrics gap=8 side=20
            view Card background=#f2f2f7 margins=8,16,8,16   # trailing comment
              label Title "Hello, world" font=bold:20 lines=0
              button Go "Go"
            view Other in=Card
            """)
        XCTAssertEqual(document.host.size, CGSize(width: 320, height: 480))
        XCTAssertEqual(document.host.safeArea, .notchedPhone)
        XCTAssertEqual(document.host.keyboardHeight, 200)
        XCTAssertEqual(document.host.direction, .rightToLeft)
        XCTAssertEqual(document.host.textSize, .extraLarge)
        XCTAssertEqual(document.metrics, ["gap": 8, "side": 20])
        XCTAssertEqual(document.declarations.map(\.name), ["Card", "Title", "Go", "Other"])
        XCTAssertEqual(document.declarations.map(\.parent), [nil, "Card", "Card", "Card"])
        XCTAssertEqual(document.declarations[1].text, "Hello, world")
        XCTAssertEqual(document.declarations[1].properties.map(\.key), ["font", "lines"])
        XCTAssertEqual(document.declarations[0].properties.map(\.value), ["#f2f2f7", "8,16,8,16"])
    }

    func testConstraintsAsTheAutoLayoutGuideWritesThem() throws {
        let document = try parse(
            """
            view Red
            view Blue
            Red.leading = 1.0 * Superview.leading + 20.0
            Blue.width == Red.width * 0.5 - 4 @750 "half"
            Blue.top >= Superview.safeArea.top @high
            Red.height <= 100
            """)
        guard case .constraint(let first) = document.rules[0], case .constraint(let second) = document.rules[1],
            case .constraint(let third) = document.rules[2], case .constraint(let fourth) = document.rules[3]
        else { return XCTFail("\(document.rules)") }
        XCTAssertEqual(first.first.attribute, .leading)
        XCTAssertEqual(first.second?.name, "Superview")
        XCTAssertEqual(first.multiplier, 1)
        XCTAssertEqual(first.constant, 20)
        XCTAssertEqual(second.multiplier, 0.5)
        XCTAssertEqual(second.constant, -4)
        XCTAssertEqual(second.priority, 750)
        XCTAssertEqual(second.identifier, "half")
        XCTAssertEqual(third.relation, .greaterThanOrEqual)
        XCTAssertEqual(third.second?.guide, "safeArea")
        XCTAssertEqual(third.priority, .defaultHigh)
        XCTAssertEqual(fourth.relation, .lessThanOrEqual)
        XCTAssertNil(fourth.second)
        XCTAssertEqual(fourth.constant, 100)
    }

    func testUnknownView() {
        XCTAssertEqual(
            failure("view Red\nRed.leading = Blu.trailing + 8", building: true),
            "test.layout:2:15: error: unknown view 'Blu'\nRed.leading = Blu.trailing + 8\n              ^")
    }

    func testBadNumber() {
        XCTAssertEqual(
            failure("view Red\nRed.width = 12pt"),
            "test.layout:2:13: error: bad number '12pt'\nRed.width = 12pt\n            ^")
        XCTAssertEqual(
            failure("host size=375xabc"),
            "test.layout:1:15: error: bad number 'abc'\nhost size=375xabc\n              ^")
        XCTAssertEqual(
            failure("view Red\nRed.width = 10 @2000"),
            "test.layout:2:17: error: bad priority '2000': priorities run 1...1000, or required, high, low or "
                + "fittingSizeLevel\nRed.width = 10 @2000\n                ^")
    }

    func testBadVisualFormat() {
        XCTAssertEqual(
            failure("view Red\n  H:|-[Red]-[Nope]-|", building: true),
            "test.layout:2:18: error: bad visual format: Nope is not a key in the views dictionary.\n"
                + "  H:|-[Red]-[Nope]-|\n                 ^")
    }

    func testCycleInNesting() {
        XCTAssertEqual(
            failure("view A in=B\nview B in=C\nview C in=A"),
            "test.layout:1:1: error: nesting cycle: A in B in C in A\nview A in=B\n^")
    }

    func testOtherMistakes() {
        XCTAssertEqual(
            failure("view Red\nRed.middle = Superview.centerX"),
            "test.layout:2:5: error: unknown attribute 'middle'\nRed.middle = Superview.centerX\n    ^")
        XCTAssertEqual(
            failure("view Red\nview Red"), "test.layout:2:6: error: 'Red' is declared twice\nview Red\n     ^")
        XCTAssertEqual(
            failure("view Red\nRed.top = Superview.safe.top", building: true),
            "test.layout:2:21: error: unknown guide 'safe' (expected safeArea, margins, keyboard, readable, content or "
                + "frame)\nRed.top = Superview.safe.top\n                    ^")
        XCTAssertEqual(
            failure("view Red\nRed.leading = 20", building: true),
            "test.layout:2:1: error: invalid constraint: *** +[LayoutConstraint constraintWithItem:attribute:relatedBy:"
                + "toItem:attribute:multiplier:constant:]: A multiplier of 0 or a nil second item together with a "
                + "location for the first attribute creates an illegal constraint of a location equal to a constant. "
                + "Location attributes must be specified in pairs.\nRed.leading = 20\n^")
        XCTAssertEqual(
            failure("label L \"x\" lines=many", building: true),
            "test.layout:1:13: error: bad property 'lines': expected a number of lines, 0 for any\n"
                + "label L \"x\" lines=many\n            ^")
        XCTAssertEqual(
            failure("view V\nV.top = Superview.top +"),
            "test.layout:2:24: error: expected a number\nV.top = Superview.top +\n                       ^")
        XCTAssertEqual(
            failure("view V in=Nowhere"), "test.layout:1:11: error: unknown view 'Nowhere'\nview V in=Nowhere\n          ^")
    }

    func testBuiltTreeLaysOutAsWritten() throws {
        let built = try build(
            """
            host size=375x667
            view Red
            view Blue
            Red.leading = 1.0 * Superview.leading + 20.0
            Blue.leading = 1.0 * Red.trailing + 8.0
            Superview.trailing = 1.0 * Blue.trailing + 20.0
            Red.width = 1.0 * Blue.width
            H:[Red(==Blue)]
            V:|-40-[Red(100)]
            Blue.top = Red.top
            Blue.height = Red.height
            """)
        built.layout()
        let red = try XCTUnwrap(built.items.first { $0.declaration.name == "Red" }?.item as? View)
        let blue = try XCTUnwrap(built.items.first { $0.declaration.name == "Blue" }?.item as? View)
        XCTAssertEqual(red.frame, CGRect(x: 20, y: 40, width: 163.5, height: 100))
        XCTAssertEqual(blue.frame, CGRect(x: 191.5, y: 40, width: 163.5, height: 100))
        XCTAssertEqual(built.constraints.first?.constraint.sourceLocation?.description, "test.layout:4")
    }
}

/// Line ends, byte-order marks and the mistakes the reader refuses with their valid range or reason.
final class LayoutFileInputTests: XCTestCase {
    private func build(_ text: String) throws(LayoutFileError) -> BuiltLayout {
        let parser = LayoutFileParser(file: "test.layout", text: text)
        return try LayoutBuilder(document: try parser.parse(), parser: parser).build()
    }

    private func failure(_ text: String, line: UInt = #line) -> String {
        do {
            _ = try build(text)
            XCTFail("expected an error", line: line)
            return ""
        } catch {
            return error.description
        }
    }

    private func frame(_ built: BuiltLayout, _ name: String) -> CGRect? {
        (built.items.first { $0.declaration.name == name }?.item as? View)?.frame
    }

    private let sample = ["view Red", "Red.leading = Superview.leading + 20", "Red.top = Superview.top + 10",
        "Red.width = 30", "Red.height = 40"]

    func testCRLFAndByteOrderMarkLayOutAsLF() throws {
        for text in [sample.joined(separator: "\r\n"), "\u{FEFF}" + sample.joined(separator: "\n"),
            "\u{FEFF}" + sample.joined(separator: "\r\n") + "\r\n"]
        {
            let built = try build(text)
            built.layout()
            XCTAssertEqual(frame(built, "Red"), CGRect(x: 20, y: 10, width: 30, height: 40))
        }
    }

    func testCRLFAndByteOrderMarkErrorsKeepTheirLines() {
        let bad = "view Red\r\n# note\r\nRed.width = 12pt\r\n"
        let expected = "test.layout:3:13: error: bad number '12pt'\nRed.width = 12pt\n            ^"
        XCTAssertEqual(failure(bad), expected)
        XCTAssertEqual(failure("\u{FEFF}" + bad), expected)
        XCTAssertEqual(
            failure("\u{FEFF}view 1Red\r\n"),
            "test.layout:1:6: error: expected a name after 'view'\nview 1Red\n     ^")
    }

    func testHexadecimalIsRefused() {
        XCTAssertEqual(
            failure("view A\nA.width = 0x10"),
            "test.layout:2:11: error: bad number '0x10': numbers are decimal (16, 0.5, 1e3), not hexadecimal\n"
                + "A.width = 0x10\n          ^")
        XCTAssertEqual(
            failure("view A margins=0x8"),
            "test.layout:1:16: error: bad number '0x8': numbers are decimal (16, 0.5, 1e3), not hexadecimal\n"
                + "view A margins=0x8\n               ^")
    }

    func testHostSizeMustBeAboveZeroAsTheSizeOptionSays() throws {
        XCTAssertEqual(
            failure("host size=-5x10"),
            "test.layout:1:11: error: bad size '-5x10': a size is WIDTHxHEIGHT in decimal points, both above 0\n"
                + "host size=-5x10\n          ^")
        XCTAssertEqual(
            failure("host size=5x0"),
            "test.layout:1:11: error: bad size '5x0': a size is WIDTHxHEIGHT in decimal points, both above 0\n"
                + "host size=5x0\n          ^")
        XCTAssertThrowsError(try SizeArgument.parse("-5x10")) { error in
            XCTAssertEqual("\(error)", "bad size '-5x10': a size is WIDTHxHEIGHT in decimal points, both above 0")
        }
        XCTAssertNil(SizeArgument(argument: "0x10"))
        XCTAssertEqual(try SizeArgument.parse("320x480").size, CGSize(width: 320, height: 480))
    }

    func testReservedNamesAreRefused() {
        XCTAssertEqual(
            failure("view Root"),
            "test.layout:1:6: error: 'Root' is reserved: it names the controller's view; choose another name\n"
                + "view Root\n     ^")
        XCTAssertEqual(
            failure("view A\n  label Superview"),
            "test.layout:2:9: error: 'Superview' is reserved: it names a constraint's other item's superview; "
                + "choose another name\n  label Superview\n        ^")
    }

    func testInRootPutsAViewInTheControllersView() throws {
        let built = try build(
            "view Card\n  view Inner in=Root\nInner.leading = Superview.leading + 5\nInner.top = Root.top + 6\n"
                + "Inner.width = 7\nInner.height = 8")
        built.layout()
        let inner = try XCTUnwrap(built.items.first { $0.declaration.name == "Inner" }?.item as? View)
        XCTAssertTrue(inner.superview === built.root)
        XCTAssertEqual(inner.frame, CGRect(x: 5, y: 6, width: 7, height: 8))
    }

    func testPrioritiesRunOneToAThousand() throws {
        for text in ["0", "1001", "0.5", "-3", "0x10"] {
            XCTAssertEqual(
                failure("view A\nA.width = 10 @\(text)"),
                "test.layout:2:15: error: bad priority '\(text)': priorities run 1...1000, or required, high, low or "
                    + "fittingSizeLevel\nA.width = 10 @\(text)\n              ^")
        }
        let built = try build("view A\nA.width = 10 @1\nA.width = 20 @1000")
        XCTAssertEqual(built.constraints.map(\.constraint.priority), [1, 1000])
    }

    // Large inputs: work proportional to the input (the release-build figures are in Benchmarks/README.md).

    func testManyDeclarations() throws {
        let count = 3000
        let text = (0..<count).map { "view V\($0)\nV\($0).width = \($0)\nV\($0).height = 2" }.joined(separator: "\n")
        let built = try build(text)
        built.layout()
        XCTAssertEqual(built.items.count, count)
        for (index, (_, item)) in built.items.enumerated() {
            XCTAssertEqual((item as? View)?.frame, CGRect(x: 0, y: 0, width: CGFloat(index), height: 2))
        }
    }

    func testDeepNesting() throws {
        let depth = 150
        var lines: [String] = []
        for level in 0..<depth {
            let indent = String(repeating: " ", count: level)
            lines.append(indent + "view N\(level)")
            lines.append(indent + "  H:|-1-[N\(level)]-1-|")
            lines.append(indent + "  V:|-1-[N\(level)]-1-|")
        }
        let built = try build("host size=400x700\n" + lines.joined(separator: "\n"))
        built.layout()
        for (level, (declaration, item)) in built.items.enumerated() {
            let view = try XCTUnwrap(item as? View)
            XCTAssertEqual(view.superview.map { $0 === built.root } ?? false, level == 0, declaration.name)
            let side = CGFloat(2 * (level + 1))
            XCTAssertEqual(view.frame, CGRect(x: 1, y: 1, width: 400 - side, height: 700 - side), declaration.name)
        }
    }

    func testManyOptionalConstraints() throws {
        let count = 400
        let text = "view A\nA.height = 1\nA.width = 0 @250\n"
            + (0..<count).map { "A.width >= \($0) @500" }.joined(separator: "\n")
        let built = try build(text)
        built.layout()
        XCTAssertEqual(frame(built, "A"), CGRect(x: 0, y: 0, width: CGFloat(count - 1), height: 1))
    }
}

/// Random files never trap: every one parses, builds and lays out, or is refused with a located error.
final class LayoutFileFuzzTests: XCTestCase {
    func testRandomFilesParseBuildAndLayOutOrFailWithALocatedError() {
        let pieces = [
            "view", "label", "button", "stack", "scroll", "guide", "image", "textfield", "textview", "switch", "A", "B",
            "C", "Superview", "Root", ".leading", ".trailing", ".width", ".height", ".top", ".centerX", ".safeArea",
            ".margins", ".content", ".frame", ".keyboard", "=", "==", ">=", "<=", "*", "+", "-", "@750", "@0", "@high",
            "20", "-8", "0.5", "1e309", "nan", "\"text\"", "\"", "#", "in=A", "in=B", "axis=vertical", "spacing=-4",
            "font=bold:0", "lines=-1", "margins=1,2", "hugging=1000,0", "size=0x0", "H:|-[A]-|", "V:[A(>=B)]", "|",
            "[", "]", "(", ")", "host", "size=10x-5", "safe-area=1,2,3,4", "keyboard=900", "metrics", "gap=8",
            "  ", "\t", "options=alignAllTop", "alignment=firstBaseline", "distribution=fillProportionally",
        ]
        var generator = SplitMix64(seed: 42)
        var refused = 0
        var laidOut = 0
        let kinds = ["view", "label \"Hi there\" lines=0", "button \"Go\"", "stack axis=vertical spacing=-4", "scroll",
            "textfield \"x\"", "textview \"a b c\"", "switch", "image 0x0", "activity large", "slider", "guide"]
        // Attributes that pair legally: horizontal locations, vertical locations, sizes.
        let families = [
            ["leading", "trailing", "centerX", "leadingMargin", "trailingMargin"], ["left", "right", "centerX"],
            ["top", "bottom", "centerY", "firstBaseline", "lastBaseline", "centerYWithinMargins"], ["width", "height"],
        ]
        let numbers = ["0", "-20", "8", "0.5", "1e300", "-1e300", "100000", "0.0001"]
        let relations = ["=", ">=", "<="]
        let priorities = ["", " @1", " @250", " @999", " @required"]
        for round in 0..<600 {
            var lines: [String] = []
            if round % 2 == 0 {
                // A file of valid shape with hostile numbers, mixed axes and guides.
                lines.append("host size=\(numbers.randomElement(using: &generator)!)x400 safe-area=notch")
                for (index, name) in ["A", "B", "C"].enumerated() {
                    let parent = index > 0 && Bool.random(using: &generator) ? " in=A" : ""
                    lines.append("\(kinds.randomElement(using: &generator)!.replacingOccurrences(of: " ", with: " \(name) ", options: [], range: nil).components(separatedBy: " ").first!) \(name)\(parent)")
                }
                for _ in 0..<Int.random(in: 1...10, using: &generator) {
                    let first = ["A", "B", "C"].randomElement(using: &generator)!
                    let second = ["A", "B", "C", "Superview", "Superview.safeArea", "Superview.margins", "Root"]
                        .randomElement(using: &generator)!
                    let family = families.randomElement(using: &generator)!
                    let multiplier = family[0] == "width" ? numbers.randomElement(using: &generator)! : "1"
                    lines.append(
                        "\(first).\(family.randomElement(using: &generator)!) \(relations.randomElement(using: &generator)!) "
                            + "\(multiplier) * \(second).\(family.randomElement(using: &generator)!) "
                            + "+ \(numbers.randomElement(using: &generator)!)\(priorities.randomElement(using: &generator)!)")
                }
                if Bool.random(using: &generator) { lines.append("H:|-[A]-[B(==C)]-|") }
            } else {
                for _ in 0..<Int.random(in: 1...8, using: &generator) {
                    let count = Int.random(in: 1...7, using: &generator)
                    lines.append((0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined(separator: " "))
                }
            }
            let text = lines.joined(separator: "\n")
            let parser = LayoutFileParser(file: "fuzz.layout", text: text)
            do {
                let built = try LayoutBuilder(document: try parser.parse(), parser: parser).build()
                built.window.diagnosticHandler = { _ in }
                built.layout()
                _ = built.root.layoutAmbiguities()
                laidOut += 1
            } catch {
                refused += 1
                XCTAssertGreaterThan(error.line, 0)
                XCTAssertLessThanOrEqual(error.line, lines.count)
                XCTAssertTrue(error.description.hasPrefix("fuzz.layout:\(error.line):\(error.column): error: "))
            }
        }
        XCTAssertGreaterThan(refused, 0)
        XCTAssertGreaterThan(laidOut, 0, "the generator should also make files that build")
        print("layout file fuzz: \(laidOut) laid out, \(refused) refused")
    }
}
