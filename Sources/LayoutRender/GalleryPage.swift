import Foundation

/// The `index.html` that shows rendered SVGs side by side, grouped by layout file.
public struct GalleryPage: Sendable {
    /// One drawing: its file name next to the page and its caption.
    public struct Entry: Sendable {
        /// The SVG's file name, relative to the page.
        public var file: String
        /// The caption under it.
        public var caption: String

        /// An entry.
        public init(file: String, caption: String) {
            self.file = file
            self.caption = caption
        }
    }

    /// The page's title.
    public var title: String
    /// Groups of drawings, each with a heading, in order.
    public var sections: [(heading: String, entries: [Entry])]

    /// A page.
    public init(title: String, sections: [(heading: String, entries: [Entry])]) {
        self.title = title
        self.sections = sections
    }

    /// The HTML text; the same input gives the same bytes.
    public func render() -> String {
        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>\(SVGWriter.escape(title))</title>
            <style>
            body { font-family: -apple-system, "DejaVu Sans", Helvetica, Arial, sans-serif; background: #f5f5f7; margin: 24px; }
            h1 { font-size: 20px; } h2 { font-size: 16px; margin-top: 32px; }
            .row { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
            figure { margin: 0; } figcaption { font-size: 12px; color: #3a3a3c; }
            </style>
            </head>
            <body>
            <h1>\(SVGWriter.escape(title))</h1>

            """
        for section in sections {
            html += "<h2>\(SVGWriter.escape(section.heading))</h2>\n<div class=\"row\">\n"
            for entry in section.entries {
                html += "<figure><img src=\"\(SVGWriter.escape(entry.file))\" alt=\"\(SVGWriter.escape(entry.caption))\">"
                html += "<figcaption>\(SVGWriter.escape(entry.caption))</figcaption></figure>\n"
            }
            html += "</div>\n"
        }
        html += "</body>\n</html>\n"
        return html
    }
}
