// No seed snippet is covered here.
import Testing
import UIKit

@MainActor
struct UICollectionViewCellTests {
    @Test func theContentViewFillsTheCellAndFollowsIt() {
        let empty = UICollectionViewCell()
        #expect(empty.frame == .zero)
        #expect(empty.contentView.frame == .zero)
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 120))
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 100, height: 120))
        #expect(cell.subviews.count == 1 && cell.subviews[0] === cell.contentView)
        #expect(cell.contentView.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        let photo = UIView()
        photo.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(photo)
        NSLayoutConstraint.activate([
            photo.topAnchor.constraint(equalTo: cell.contentView.topAnchor),
            photo.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor),
            photo.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor),
            photo.heightAnchor.constraint(equalTo: photo.widthAnchor),
        ])
        cell.layoutIfNeeded()
        expectFrame(photo, 0, 0, 100, 100)
        cell.frame = CGRect(x: 0, y: 0, width: 150, height: 180)
        cell.layoutIfNeeded()
        expectFrame(cell.contentView, 0, 0, 150, 180)
        expectFrame(photo, 0, 0, 150, 150)
    }
}
