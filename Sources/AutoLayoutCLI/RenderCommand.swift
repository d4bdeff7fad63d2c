import ArgumentParser
import AutoLayout
import Foundation
import LayoutRender

/// `autolayout render FILE… [--size WxH]… [--rtl] [--out DIR] [--constraints]`.
struct RenderCommand: OutputCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw each file at each size as SVG, with an index.html showing them side by side.",
        discussion: "Safe area and keyboard are shaded; conflicting or ambiguous views are outlined in red and explained.")

    @Argument(help: "The layout files.") var files: [String]
    @Option(
        name: .customLong("size"), help: "A host size, WxH (repeatable; default: the file's host size).",
        transform: SizeArgument.parse)
    var sizes: [SizeArgument] = []
    @Flag(help: "Also draw each file in the other writing direction (right to left for most).") var rtl = false
    @Option(help: "The folder to write into.") var out = "render"
    @Flag(help: "Draw constraints as lines with their constants.") var constraints = false

    func execute() -> CommandOutput {
        Renderer(out: out, sizes: sizes.map(\.size), bothDirections: rtl, constraints: constraints).render(
            files: files, title: "autolayout render")
    }
}

/// Renders files into a folder with an index page; shared by `render` and `examples`.
struct Renderer {
    let out: String
    let sizes: [CGSize]
    /// Draw every file both left to right and right to left.
    let bothDirections: Bool
    let constraints: Bool

    func render(files: [String], title: String) -> CommandOutput {
        var output = CommandOutput()
        var sections: [(heading: String, entries: [GalleryPage.Entry])] = []
        var jobs: [(LayoutFileSession, CGSize, UserInterfaceLayoutDirection)] = []
        for file in files {
            do {
                let session = try LayoutFileSession(path: file)
                for (size, direction) in session.hosts(sizes: sizes, rtl: false) {
                    jobs.append((session, size, direction))
                    if bothDirections {
                        jobs.append((session, size, direction == .leftToRight ? .rightToLeft : .leftToRight))
                    }
                }
            } catch {
                output.standardError += "\(error)\n"
                output.status = 1
            }
        }
        // Nothing is written when a file is bad.
        if output.status != 0 { return output }
        do {
            try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        } catch {
            output.standardError = "\(CLIError.unwritable(out, reason: error.localizedDescription))\n"
            output.status = 1
            return output
        }
        let reporter = Progress(total: jobs.count)
        for (index, (session, size, direction)) in jobs.enumerated() {
            reporter.report(index, "\(session.fileName) \(LayoutReport.hostLabel(size, direction))")
            do {
                let (built, diagnostics) = try session.layout(size: size, direction: direction)
                let base = (session.fileName as NSString).deletingPathExtension
                let name = "\(base)-\(SizeArgument.text(size))-\(direction == .rightToLeft ? "rtl" : "ltr").svg"
                let caption = "\(session.fileName) at \(LayoutReport.hostLabel(size, direction))"
                let snapshot = SnapshotMaker(built: built, title: caption).snapshot(
                    diagnostics: diagnostics, constraints: constraints)
                let path = (out as NSString).appendingPathComponent(name)
                guard FileManager.default.createFile(atPath: path, contents: Data(SVGRenderer().render(snapshot).utf8))
                else { throw CLIError.unwritable(path, reason: "could not create the file") }
                if let last = sections.indices.last, sections[last].heading == session.fileName {
                    sections[last].entries.append(GalleryPage.Entry(file: name, caption: caption))
                } else {
                    sections.append((session.fileName, [GalleryPage.Entry(file: name, caption: caption)]))
                }
                output.standardOutput += "wrote \(path)\n"
            } catch {
                output.standardError += "\(error)\n"
                output.status = 1
            }
        }
        reporter.finish()
        let index = (out as NSString).appendingPathComponent("index.html")
        let page = GalleryPage(title: title, sections: sections).render()
        if FileManager.default.createFile(atPath: index, contents: Data(page.utf8)) {
            output.standardOutput += "wrote \(index)\n"
        } else {
            output.standardError += "\(CLIError.unwritable(index, reason: "could not create the file"))\n"
            output.status = 1
        }
        return output
    }
}
