import Foundation

/// Draws a ``LayoutSnapshot`` as SVG text, byte for byte the same for the same snapshot: numbers are
/// written with at most two decimals, in a fixed order, with no dates or random ids.
///
/// Coordinates are drawn within ±1,000,000 points: a larger one (or an infinity) is drawn at that bound,
/// NaN at 0, and a note under the drawing names each host size, keyboard or frame that was drawn clamped.
/// The canvas grows with the host up to 500,000 points a side, so the notes stay inside that range.
public struct SVGRenderer: Sendable {
    /// Space around the host, in points.
    public var margin: CGFloat = 24
    /// Characters per line when problem explanations are wrapped under the drawing.
    public var explanationWidth = 96

    /// A renderer with the default margins.
    public init() {}

    /// The SVG document.
    public func render(_ snapshot: LayoutSnapshot) -> String {
        let explanation = explanationLines(snapshot)
        // The canvas is laid out around the host clamped to half the drawable range, so that the margins
        // and the notes under a huge host still lie inside the range.
        let hostLimit = SVGWriter.drawableLimit / 2
        let hostWidth = CGFloat(min(max(0, SVGWriter.clamp(Double(snapshot.size.width))), hostLimit))
        let hostHeight = CGFloat(min(max(0, SVGWriter.clamp(Double(snapshot.size.height))), hostLimit))
        let width = hostWidth + 2 * margin
        let textWidth = CGFloat(max(0, explanationWidth)) * 6.2 + 2 * margin
        let canvasWidth = explanation.isEmpty ? width : max(width, textWidth)
        let height = hostHeight + 2 * margin + 20 + CGFloat(explanation.count) * 15
        var svg = SVGWriter()
        svg.open(
            "svg",
            [
                ("xmlns", "http://www.w3.org/2000/svg"), ("width", n(canvasWidth)), ("height", n(height)),
                ("viewBox", "0 0 \(n(canvasWidth)) \(n(height))"), ("font-family", "DejaVu Sans, Helvetica, Arial, sans-serif"),
            ])
        svg.element("rect", [("width", "100%"), ("height", "100%"), ("fill", "#f5f5f7")])
        svg.text(snapshot.title, x: margin, y: margin - 8, attributes: [("font-size", "12"), ("fill", "#3a3a3c")])
        svg.open("g", [("transform", "translate(\(n(margin)) \(n(margin)))")])
        drawHost(snapshot, into: &svg)
        for node in snapshot.nodes { draw(node, into: &svg) }
        for measure in snapshot.measures { draw(measure, into: &svg) }
        for (index, problem) in snapshot.problems.enumerated() { draw(problem, number: index + 1, into: &svg) }
        svg.close("g")
        var y = hostHeight + 2 * margin + 12
        for line in explanation {
            svg.text(line, x: margin, y: y, attributes: [("font-size", "11"), ("fill", "#c41e3a")])
            y += 15
        }
        svg.close("svg")
        return svg.output
    }

    private func drawHost(_ snapshot: LayoutSnapshot, into svg: inout SVGWriter) {
        let host = CGRect(origin: .zero, size: snapshot.size)
        svg.element("rect", rect(host) + [("fill", "#ffffff"), ("stroke", "#8e8e93"), ("stroke-width", "1")])
        // The unsafe bands, shaded: the host minus the safe area.
        let safe = snapshot.safeArea
        let bands = [
            CGRect(x: 0, y: 0, width: host.width, height: safe.minY),
            CGRect(x: 0, y: safe.maxY, width: host.width, height: host.height - safe.maxY),
            CGRect(x: 0, y: safe.minY, width: safe.minX, height: safe.height),
            CGRect(x: safe.maxX, y: safe.minY, width: host.width - safe.maxX, height: safe.height),
        ]
        for band in bands where band.width > 0 && band.height > 0 {
            svg.element("rect", rect(band) + [("fill", "#d1d1d6"), ("fill-opacity", "0.6")])
        }
        if let keyboard = snapshot.keyboard, keyboard.height > 0 {
            svg.element("rect", rect(keyboard) + [("fill", "#aeaeb2"), ("fill-opacity", "0.8")])
            svg.text(
                "keyboard", x: keyboard.midX, y: keyboard.midY + 4,
                attributes: [("font-size", "12"), ("fill", "#3a3a3c"), ("text-anchor", "middle")])
        }
    }

    /// Pale tints by depth for views without a colour of their own.
    private static let tints = ["#cfe3ff", "#ffe0c2", "#d6f5d6", "#f0d9ff", "#fff3b0", "#ffd6e0"].compactMap(RenderColor.init(hex:))

    private func draw(_ node: LayoutSnapshot.Node, into svg: inout SVGWriter) {
        if node.kind == "guide" {
            svg.element(
                "rect",
                rect(node.frame) + [
                    ("fill", "none"), ("stroke", "#5856d6"), ("stroke-width", "1"), ("stroke-dasharray", "4 3"),
                ])
            svg.text(node.name, x: node.frame.minX + 3, y: node.frame.minY + 11, attributes: [("font-size", "9"), ("fill", "#5856d6")])
            return
        }
        let fill = node.fill ?? Self.tints[node.depth % Self.tints.count]
        svg.element(
            "rect",
            rect(node.frame) + [
                ("fill", fill.description), ("stroke", "#48484a"), ("stroke-width", "0.75"),
                ("rx", node.kind == "button" ? "6" : "0"),
            ])
        let ink = fill.contrastingText.description
        if node.textLines.isEmpty || node.frame.height >= 24 {
            svg.text(node.name, x: node.frame.minX + 3, y: node.frame.minY + 10, attributes: [("font-size", "8"), ("fill", ink), ("fill-opacity", "0.7")])
        }
        guard !node.textLines.isEmpty else { return }
        let lineHeight = node.fontSize * 1.17
        let total = lineHeight * CGFloat(node.textLines.count)
        var baseline = node.frame.midY - total / 2 + node.fontSize * 0.93
        let centred = node.kind == "button"
        for line in node.textLines {
            var attributes: [(String, String)] = [("font-size", n(node.fontSize)), ("fill", ink)]
            if node.bold { attributes.append(("font-weight", "bold")) }
            if centred { attributes.append(("text-anchor", "middle")) }
            svg.text(line, x: centred ? node.frame.midX : node.frame.minX, y: baseline, attributes: attributes)
            baseline += lineHeight
        }
    }

    private func draw(_ measure: LayoutSnapshot.Measure, into svg: inout SVGWriter) {
        svg.element(
            "line",
            [
                ("x1", n(measure.from.x)), ("y1", n(measure.from.y)), ("x2", n(measure.to.x)), ("y2", n(measure.to.y)),
                ("stroke", "#007aff"), ("stroke-width", "1"),
            ])
        for point in [measure.from, measure.to] {
            svg.element("circle", [("cx", n(point.x)), ("cy", n(point.y)), ("r", "1.5"), ("fill", "#007aff")])
        }
        svg.text(
            measure.label, x: (measure.from.x + measure.to.x) / 2, y: (measure.from.y + measure.to.y) / 2 - 3,
            attributes: [("font-size", "9"), ("fill", "#007aff"), ("text-anchor", "middle")])
    }

    private func draw(_ problem: LayoutSnapshot.Problem, number: Int, into svg: inout SVGWriter) {
        for frame in problem.frames {
            svg.element(
                "rect",
                rect(frame.insetBy(dx: -1, dy: -1)) + [("fill", "none"), ("stroke", "#ff3b30"), ("stroke-width", "2")])
        }
        if let first = problem.frames.first {
            svg.element("circle", [("cx", n(first.maxX)), ("cy", n(first.minY)), ("r", "7"), ("fill", "#ff3b30")])
            svg.text(
                "\(number)", x: first.maxX, y: first.minY + 3.5,
                attributes: [("font-size", "9"), ("fill", "#ffffff"), ("text-anchor", "middle"), ("font-weight", "bold")])
        }
    }

    /// Problem explanations, numbered, then a note for each host size or frame drawn clamped; wrapped.
    private func explanationLines(_ snapshot: LayoutSnapshot) -> [String] {
        var lines: [String] = []
        let texts = snapshot.problems.enumerated().map { "\($0.offset + 1). \($0.element.text)" } + rangeNotes(snapshot)
        for text in texts {
            let words = text.split(separator: " ", omittingEmptySubsequences: false)
            var line = ""
            for word in words {
                if !line.isEmpty, line.count + 1 + word.count > explanationWidth {
                    lines.append(line)
                    line = "   "
                }
                line += (line.isEmpty || line == "   " ? "" : " ") + word
            }
            if !line.isEmpty { lines.append(line) }
        }
        return lines
    }

    /// A note for the host size, the keyboard and each node whose frame is not finite or lies beyond the
    /// drawable range.
    private func rangeNotes(_ snapshot: LayoutSnapshot) -> [String] {
        let outside = "lies outside the drawable range of ±\(Int(SVGWriter.drawableLimit)) points and is drawn clamped"
        var notes: [String] = []
        let size = [snapshot.size.width, snapshot.size.height]
        if !size.allSatisfy({ SVGWriter.isDrawable(Double($0)) }) {
            notes.append("note: the host's size (\(size.map(exact).joined(separator: " x "))) \(outside).")
        }
        if let keyboard = snapshot.keyboard, !isDrawable(keyboard) {
            notes.append("note: the keyboard's frame \(describe(keyboard)) \(outside).")
        }
        for node in snapshot.nodes where !isDrawable(node.frame) {
            notes.append("note: \(node.name)'s frame \(describe(node.frame)) \(outside).")
        }
        return notes
    }

    private func isDrawable(_ r: CGRect) -> Bool {
        [r.origin.x, r.origin.y, r.size.width, r.size.height].allSatisfy { SVGWriter.isDrawable(Double($0)) }
    }

    /// `(x 0, y 0, width 1e+20, height 20)`: the values as they are, not as drawn.
    private func describe(_ r: CGRect) -> String {
        "(x \(exact(r.origin.x)), y \(exact(r.origin.y)), width \(exact(r.size.width)), height \(exact(r.size.height)))"
    }

    private func exact(_ value: CGFloat) -> String {
        if SVGWriter.isDrawable(Double(value)) { return n(value) }
        return value.isNaN ? "nan" : "\(Double(value))"
    }

    private func rect(_ r: CGRect) -> [(String, String)] {
        [("x", n(r.minX)), ("y", n(r.minY)), ("width", n(max(0, r.width))), ("height", n(max(0, r.height)))]
    }

    /// A number with at most two decimals and no trailing zeros: `12`, `12.5`, `-0.33`.
    func n(_ value: CGFloat) -> String {
        SVGWriter.number(Double(value))
    }
}
