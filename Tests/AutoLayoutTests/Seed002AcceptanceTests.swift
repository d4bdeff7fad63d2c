import AutoLayout
import Foundation
import XCTest

/// An image view whose picture carries a shadow 30 points wide on its right and bottom.
private final class ShadowImageView: View {
    override var alignmentRectInsets: EdgeInsets { EdgeInsets(top: 0, left: 0, bottom: 30, right: 30) }
    // The image is 200 × 200 with its shadow; its content, what aligns, is 170 × 170.
    override var intrinsicContentSize: CGSize { CGSize(width: 170, height: 170) }
}

/// Seed 002: constraints place alignment rectangles, so a shadow does not count for alignment.
final class Seed002AcceptanceTests: XCTestCase {
    func testImageWithAShadowIsCentredByItsAlignmentRect() {
        let (root, log) = makeRoot(width: 375, height: 667)
        let image = ShadowImageView(frame: .zero)
        image.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(image)
        activate([
            image.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            image.centerYAnchor.constraint(equalTo: root.centerYAnchor),
        ])
        root.layoutIfNeeded()
        // The 170-point content is centred; the frame grows right and down by the shadow.
        assertFrame(image, 102.5, 248.5, 200, 200)
        assertRect(image.alignmentRect(forFrame: image.frame), CGRect(x: 102.5, y: 248.5, width: 170, height: 170))
        XCTAssertEqual(image.frame(forAlignmentRect: image.alignmentRect(forFrame: image.frame)), image.frame)
        XCTAssertTrue(log.entries.isEmpty)
    }

    func testEdgesOfASubviewAlignWithTheAlignmentRectOfItsSuperview() {
        let (root, _) = makeRoot(width: 375, height: 667)
        let image = ShadowImageView(frame: .zero)
        image.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(image)
        let badge = makeSubview(of: image)
        activate([
            image.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            image.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            badge.trailingAnchor.constraint(equalTo: image.trailingAnchor),
            badge.bottomAnchor.constraint(equalTo: image.bottomAnchor),
            badge.widthAnchor.constraint(equalToConstant: 20), badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        assertFrame(image, 10, 10, 200, 200)
        // The badge sits in the image's content corner (170, 170), not in the shadow's.
        assertFrame(badge, 150, 150, 20, 20)
    }
}
