import LayoutRender
import XCTest

final class RenderColorTests: XCTestCase {
    func testHexNamesAndContrast() {
        XCTAssertEqual(RenderColor(hex: "#ff3b30"), RenderColor(red: 255, green: 59, blue: 48))
        XCTAssertEqual(RenderColor(hex: "#0af")?.description, "#00aaff")
        XCTAssertNil(RenderColor(hex: "ff3b30"))
        XCTAssertNil(RenderColor(hex: "#12345"))
        XCTAssertNil(RenderColor(hex: "#gggggg"))
        XCTAssertEqual(RenderColor.named("blue")?.description, "#007aff")
        XCTAssertNil(RenderColor.named("mauve"))
        XCTAssertEqual(RenderColor(red: 255, green: 255, blue: 255).contrastingText.description, "#1c1c1e")
        XCTAssertEqual(RenderColor(red: 0, green: 0, blue: 0).contrastingText.description, "#ffffff")
    }
}
