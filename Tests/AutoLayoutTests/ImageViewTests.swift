import AutoLayout
import Foundation
import XCTest

/// Image views: the image's size, none without an image.
final class ImageViewTests: XCTestCase {
    func testTheIntrinsicSizeIsTheImagesAndNoneWithoutOne() {
        let view = ImageView()
        XCTAssertEqual(view.intrinsicContentSize, CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
        view.image = Image(width: 40, height: 30, name: "icon")
        XCTAssertEqual(view.intrinsicContentSize, CGSize(width: 40, height: 30))
        view.image = Image(width: -4, height: .nan)
        XCTAssertEqual(view.intrinsicContentSize, .zero)
    }

    func testInitWithImageTakesItsSizeAsFrame() {
        let view = ImageView(image: Image(width: 40, height: 30))
        XCTAssertEqual(view.frame, CGRect(x: 0, y: 0, width: 40, height: 30))
        XCTAssertEqual(Image(width: 40, height: 30, name: "icon").description, "Image 'icon' (40 × 30)")
    }

    func testAnImageViewWithoutAnImageIsSizedByItsConstraintsAndThenByTheImage() {
        let (root, log) = makeRoot()
        let view = ImageView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        let width = view.widthAnchor.constraint(equalToConstant: 10)
        width.priority = .defaultLow - 1
        activate([
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            width, view.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        assertFrame(view, 10, 10, 10, 10)
        view.image = Image(width: 40, height: 30)
        root.layoutIfNeeded()
        // The image's width beats the weaker width constraint; the required height holds.
        assertFrame(view, 10, 10, 40, 10)
        XCTAssertTrue(log.entries.isEmpty)
        XCTAssertEqual(view.contentHuggingPriority(for: .horizontal), .defaultLow)
    }
}
