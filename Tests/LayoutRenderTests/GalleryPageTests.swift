import LayoutRender
import XCTest

final class GalleryPageTests: XCTestCase {
    func testPageListsSectionsInOrderEscaped() {
        let page = GalleryPage(
            title: "A & B",
            sections: [("one.layout", [.init(file: "one-375x667-ltr.svg", caption: "one at 375x667 ltr")])]
        ).render()
        XCTAssertTrue(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>A &amp; B</title>"))
        XCTAssertTrue(
            page.hasSuffix(
                "<h1>A &amp; B</h1>\n<h2>one.layout</h2>\n<div class=\"row\">\n<figure><img src=\"one-375x667-ltr.svg\" "
                    + "alt=\"one at 375x667 ltr\"><figcaption>one at 375x667 ltr</figcaption></figure>\n</div>\n"
                    + "</body>\n</html>\n"))
    }
}
