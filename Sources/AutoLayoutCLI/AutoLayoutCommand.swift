import ArgumentParser
import Foundation

/// `autolayout`: solves, checks and draws layout files.
@main
struct AutoLayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "autolayout",
        abstract: "Solve, check and draw Auto Layout layout files, with UIKit's semantics, without UIKit.",
        discussion: """
            A layout file declares views (view, label, button, image, switch, textfield, textview, stack, scroll,
            activity, slider, guide), nested by indentation or in=Parent, and constraints written as the Auto
            Layout Guide writes them (Red.leading = 1.0 * Superview.leading + 20.0 @750) or as visual format
            lines (H:|-[Red]-[Blue]-|). See README.md, "Layout files".
            """,
        subcommands: [SolveCommand.self, CheckCommand.self, RenderCommand.self, ExamplesCommand.self]
    )
}
