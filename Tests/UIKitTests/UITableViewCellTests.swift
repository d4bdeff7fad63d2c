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

extension UITableViewCellTests {
    /// A self-sizing cell fitted before it was ever laid out: the label is measured at the width the
    /// fit gives it (343 points), not on one line.
    @Test func aFreshCellFitsAWrappingLabelToItsWrappedHeight() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "Row")
        let body = UILabel()
        body.numberOfLines = 0
        body.text = String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 6)
        body.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(body)
        NSLayoutConstraint.activate([
            body.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 16),
            body.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor, constant: -16),
            body.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 12),
            body.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor, constant: -12),
        ])
        let target = CGSize(width: 375, height: UIView.layoutFittingCompressedSize.height)
        let fitted = cell.systemLayoutSizeFitting(
            target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        // Eight lines of 17-point text at 343 points: 159 points, plus 12 above and below.
        #expect(fitted == CGSize(width: 375, height: 183))
        #expect(cell.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        // Laid out at the fitted size, the label fills it exactly.
        cell.frame = CGRect(origin: .zero, size: fitted)
        cell.layoutIfNeeded()
        expectFrame(body, 16, 12, 343, 159)
        // A single-line label fits to one line of 20 points.
        body.numberOfLines = 1
        #expect(
            cell.systemLayoutSizeFitting(
                target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
                == CGSize(width: 375, height: 44))
    }
}
