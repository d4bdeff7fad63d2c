// No seed snippet is covered here.
import Testing
import UIKit

@MainActor
struct UITableViewCellTests {
    @Test func aCellIs320By44WithAContentViewFillingIt() {
        let cell = UITableViewCell()
        #expect(cell.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(cell.subviews.count == 1 && cell.subviews[0] === cell.contentView)
        #expect(cell.contentView.translatesAutoresizingMaskIntoConstraints)
        #expect(cell.contentView.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(cell.style == .default)
        #expect(cell.reuseIdentifier == nil)
        let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: "Row")
        #expect(subtitle.style == .subtitle && subtitle.reuseIdentifier == "Row")
        #expect(subtitle.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(UITableViewCell.CellStyle.value1.rawValue == 1)
        #expect(UITableViewCell.CellStyle.value2.rawValue == 2)
        #expect(UITableViewCell.CellStyle.subtitle.rawValue == 3)
        let framed = UITableViewCell(frame: CGRect(x: 0, y: 0, width: 390, height: 60))
        #expect(framed.contentView.frame == CGRect(x: 0, y: 0, width: 390, height: 60))
    }

    @Test func contentConstrainedToTheContentViewFollowsTheCell() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "Row")
        let title = UIView()
        title.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(title)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: cell.contentView.layoutMarginsGuide.leadingAnchor),
            title.trailingAnchor.constraint(equalTo: cell.contentView.layoutMarginsGuide.trailingAnchor),
            title.centerYAnchor.constraint(equalTo: cell.contentView.centerYAnchor),
            title.heightAnchor.constraint(equalToConstant: 20),
        ])
        cell.layoutIfNeeded()
        expectFrame(title, 8, 12, 304, 20)
        cell.frame = CGRect(x: 0, y: 0, width: 390, height: 80)
        cell.layoutIfNeeded()
        expectFrame(cell.contentView, 0, 0, 390, 80)
        expectFrame(title, 8, 30, 374, 20)
    }
}
