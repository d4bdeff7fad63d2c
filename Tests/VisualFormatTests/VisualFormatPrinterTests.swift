import AutoLayout
import Foundation
import VisualFormat
import XCTest

/// `VisualFormatPrinter` and `LayoutConstraint.visualFormat`: constraints back to format strings.
final class VisualFormatPrinterTests: XCTestCase {
    private var scene = Scene()
    private var views: [String: any LayoutItem] { scene.views }

    override func setUp() {
        scene = Scene()
        for name in ["a", "b", "c"] { scene.add(name) }
    }

    private func printed(_ format: String, options: LayoutConstraint.FormatOptions = []) -> [String?] {
        let printer = VisualFormatPrinter(names: views)
        let constraints = (try? LayoutConstraint.constraints(withVisualFormat: format, options: options, views: views)) ?? []
        return constraints.map { printer.visualFormat(of: $0) }
    }

    func testEachConstraintPrintsAsItsOwnLine() {
        XCTAssertEqual(
            printed("|-20-[a(>=400)]-(8@750)-[b(==c)]-|"),
            ["H:|-(20)-[a]", "H:[a(>=400)]", "H:[a]-(8@750)-[b]", "H:[b(==c)]", "H:[b]-|"])
        XCTAssertEqual(printed("V:|-[a(40)][b]-(>=10.5)-|"), ["V:|-[a]", "V:[a(40)]", "V:[a]-(0)-[b]", "V:[b]-(>=10.5)-|"])
        XCTAssertEqual(printed("[a]-[b]"), ["H:[a]-[b]"])
        XCTAssertEqual(printed("[a]-8-[b]"), ["H:[a]-(8)-[b]"], "an explicit 8 is not the standard space")
        XCTAssertEqual(printed("[a(100@20)]-(-4)-[b(<=c@999.5)]"), ["H:[a(100@20)]", "H:[a]-(-4)-[b]", "H:[b(<=c@999.5)]"])
    }

    func testWhatNoSingleFormatSaysPrintsAsNil() {
        XCTAssertEqual(printed("[a][b]", options: .alignAllTop), ["H:[a]-(0)-[b]", nil])
        XCTAssertEqual(printed("|-[a]-[b]", options: .directionLeftToRight), [nil, nil])
        XCTAssertEqual(printed("V:[a]-[b]", options: .spacingBaselineToBaseline), [nil])
        let a = views["a"] as! View, b = views["b"] as! View
        let printer = VisualFormatPrinter(names: views)
        XCTAssertNil(printer.visualFormat(of: a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 2)))
        XCTAssertNil(printer.visualFormat(of: a.widthAnchor.constraint(equalTo: b.heightAnchor)))
        XCTAssertNil(printer.visualFormat(of: a.widthAnchor.constraint(equalTo: b.widthAnchor, constant: 5)))
        XCTAssertNil(printer.visualFormat(of: a.centerXAnchor.constraint(equalTo: b.centerXAnchor)))
        // Leading to leading is `|` only when the second item is the first's superview.
        XCTAssertNil(printer.visualFormat(of: a.leadingAnchor.constraint(equalTo: b.leadingAnchor, constant: 20)))
        XCTAssertNil(printer.visualFormat(of: b.trailingAnchor.constraint(equalTo: a.trailingAnchor, constant: 20)))
        // A margin says `|-[a]` only as the required 0-point equality.
        let margin = try? LayoutConstraint(
            item: a, attribute: .leading, relatedBy: .equal, toItem: scene.root, attribute: .leadingMargin,
            multiplier: 1, constant: 4)
        XCTAssertNil(margin.flatMap { printer.visualFormat(of: $0) })
        // An item missing from the names cannot be written.
        XCTAssertNil(VisualFormatPrinter(names: ["a": a]).visualFormat(of: b.leadingAnchor.constraint(equalTo: a.trailingAnchor)))
    }

    func testUIKitStyleNamesUseTheClassAndAddressOrDebugName() throws {
        let root = View()
        let view = View()
        root.addSubview(view)
        let constraint = try XCTUnwrap(
            try? LayoutConstraint.constraints(withVisualFormat: "|-(20)-[v]", views: ["v": view]).first)
        let address = "0x" + String(UInt(bitPattern: ObjectIdentifier(view)), radix: 16)
        XCTAssertEqual(constraint.visualFormat, "H:|-(20)-[View:\(address)]")
        view.debugName = "Red"
        XCTAssertEqual(VisualFormatPrinter().visualFormat(of: constraint), "H:|-(20)-[View:Red]")
    }

    func testDescriptionWithTheVisualFormatBody() throws {
        let a = try XCTUnwrap(views["a"] as? View)
        scene.root.debugName = "Root"
        a.debugName = "A"
        let constraint = try XCTUnwrap(
            try? LayoutConstraint.constraints(withVisualFormat: "V:|-(10)-[a]", views: views).first)
        XCTAssertEqual(constraint.sourceLocation?.description, "VisualFormatPrinterTests.swift:\(#line - 1)")
        let address = "0x" + String(UInt(bitPattern: ObjectIdentifier(constraint)), radix: 16)
            + "@VisualFormatPrinterTests.swift:\(#line - 3)"
        XCTAssertEqual(
            constraint.visualFormatDescription,
            "<LayoutConstraint:\(address) V:|-(10)-[View:A]   (names: '|':View:Root )>")
        try LayoutConstraint.activate([constraint])
        constraint.identifier = "top"
        XCTAssertEqual(
            constraint.visualFormatDescription,
            "<LayoutConstraint:\(address) 'top' V:|-(10)-[View:A]   (active, names: '|':View:Root )>")
        let width = try XCTUnwrap(try? LayoutConstraint.constraints(withVisualFormat: "[a(50)]", views: views).first)
        let widthAddress = "0x" + String(UInt(bitPattern: ObjectIdentifier(width)), radix: 16)
            + "@VisualFormatPrinterTests.swift:\(#line - 2)"
        XCTAssertEqual(width.visualFormatDescription, "<LayoutConstraint:\(widthAddress) H:[View:A(50)]>")
        let centre = a.centerXAnchor.constraint(equalTo: scene.root.centerXAnchor)
        XCTAssertEqual(centre.visualFormatDescription, centre.description)
    }

    /// The spacing the system chose prints by name in UIKit-style descriptions: the standard space as
    /// `NSSpace(8)`, the anchors' system spacing as `NSLayoutAnchorConstraintSpace(8)`; a constant set
    /// by hand afterwards is a number again.
    func testSystemSpacingPrintsByName() throws {
        let a = try XCTUnwrap(views["a"] as? View)
        let b = try XCTUnwrap(views["b"] as? View)
        a.debugName = "A"
        b.debugName = "B"
        let standard = try XCTUnwrap(try? LayoutConstraint.constraints(withVisualFormat: "[a]-[b]", views: views).first)
        XCTAssertEqual(standard.systemSpacing, .standard)
        XCTAssertEqual(standard.visualFormat, "H:[View:A]-(NSSpace(8))-[View:B]")
        let anchored = b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2)
        XCTAssertEqual(anchored.systemSpacing, .anchor(multiplier: 2))
        XCTAssertEqual(anchored.visualFormat, "H:[View:A]-(NSLayoutAnchorConstraintSpace(16))-[View:B]")
        let below = b.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: a.bottomAnchor, multiplier: 1)
        XCTAssertEqual(below.visualFormat, "V:[View:A]-(>=NSLayoutAnchorConstraintSpace(8))-[View:B]")
        // With names, for parsing again: the standard space is a lone `-`; the anchors' spacing a number.
        let printer = VisualFormatPrinter(names: views)
        XCTAssertEqual(printer.visualFormat(of: standard), "H:[a]-[b]")
        XCTAssertEqual(printer.visualFormat(of: anchored), "H:[a]-(16)-[b]")
        standard.constant = 12
        XCTAssertNil(standard.systemSpacing)
        XCTAssertEqual(standard.visualFormat, "H:[View:A]-(12)-[View:B]")
        // Next to `|` the standard space is the margin, not NSSpace.
        let margin = try XCTUnwrap(try? LayoutConstraint.constraints(withVisualFormat: "|-[a]", views: views).first)
        XCTAssertNil(margin.systemSpacing)
    }

    /// Parse → print → parse gives the same constraints, for formats over the whole grammar.
    func testRoundTrips() {
        let metrics: [String: CGFloat] = ["m": 12.25, "p": 300, "w": 44]
        let formats = [
            "[a]-[b]", "[a]-10-[b]", "[a][b]", "V:[a]-10-[b]", "|-50-[a]-50-|", "|[a]|", "V:|-[a]-|", "|-[a]-[b]-[c(>=20)]-|",
            "[a(>=50)]", "[a(100@20)]", "[a(==b)]", "[a(>=70,<=100)]", "V:[a(<=b@750,>=c)]", "[a]-(>=0@750)-[b]",
            "[a]-20@999-[b]", "[a]->=10-|", "|-m-[a(w@p)]-(<=m,>=1)-[b]", "V:|-(-5)-[a(0.5)]-(1e2)-|", "[a]-(8,9,10)-[b]",
            "H:|-0-[a]-0-[b]-0-[c]-0-|", "V:[a(1000000)]",
        ]
        for format in formats {
            assertRoundTrip(format, metrics: metrics)
        }
    }

    private func assertRoundTrip(
        _ format: String, metrics: [String: CGFloat], file: StaticString = #filePath, line: UInt = #line
    ) {
        guard
            let constraints = try? LayoutConstraint.constraints(withVisualFormat: format, metrics: metrics, views: views)
        else { return XCTFail("\(format) does not parse", file: file, line: line) }
        let printer = VisualFormatPrinter(names: views)
        for constraint in constraints {
            guard let text = printer.visualFormat(of: constraint) else {
                XCTFail("\(format): \(equation(constraint, views)) does not print", file: file, line: line)
                continue
            }
            let again = (try? LayoutConstraint.constraints(withVisualFormat: text, views: views)) ?? []
            XCTAssertEqual(
                again.map { equation($0, views) }, [equation(constraint, views)], "\(format) → \(text)", file: file,
                line: line)
            XCTAssertEqual(again.first?.priority, constraint.priority, file: file, line: line)
        }
    }
}
