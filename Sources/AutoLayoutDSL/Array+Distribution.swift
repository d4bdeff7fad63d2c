import AutoLayout
import Foundation

extension Array where Element: View {
    /// Masonry's fixed-spacing distribution: the first view `leadSpacing` from the common superview's
    /// left (top), each next view `fixedSpacing` after the previous one, the last `tailSpacing` from
    /// the right (bottom), all with equal widths (heights).
    ///
    /// Masonry always makes the sizes equal. Pass `equalSizes: false` to leave sizes to the views
    /// (intrinsic sizes or constraints of your own); then the views must determine their own sizes
    /// along the axis, or the layout is ambiguous.
    ///
    /// Left and right are used, as in Masonry, so the order does not flip in a right-to-left layout.
    ///
    /// - Throws: ``ConstraintError/tooFewViews(count:at:)`` for fewer than two views,
    ///   ``ConstraintError/noCommonSuperview(_:at:)``, or the first problem making the constraints.
    @discardableResult
    public func distributeViews(
        along axis: LayoutConstraint.Axis, fixedSpacing: CGFloat, leadSpacing: CGFloat, tailSpacing: CGFloat,
        equalSizes: Bool = true, file: String = #fileID, line: UInt = #line
    ) throws(ConstraintError) -> [Constraint] {
        let location = SourceLocation(fileID: file, line: line)
        let superview = try commonSuperview(location)
        var made: [Constraint] = []
        for (index, view) in enumerated() {
            let problems = view.layout.reporting { _ in }.makeConstraints(file: file, line: line) { make in
                let lead = axis == .horizontal ? make.left : make.top
                guard index > 0 else {
                    made.append(lead.equalTo(superview).offset(leadSpacing).constraint)
                    return
                }
                let previous = self[index - 1]
                if equalSizes {
                    let size = axis == .horizontal ? make.width : make.height
                    made.append(size.equalTo(previous).constraint)
                }
                let previousTail = axis == .horizontal ? previous.layout.right : previous.layout.bottom
                made.append(lead.equalTo(previousTail).offset(fixedSpacing).constraint)
                if index == count - 1 {
                    let tail = axis == .horizontal ? make.right : make.bottom
                    made.append(tail.equalTo(superview).offset(-tailSpacing).constraint)
                }
            }
            if let problem = problems.first { throw problem }
        }
        return made
    }

    /// Masonry's fixed-length distribution: every view `fixedItemLength` wide (high), the first
    /// `leadSpacing` from the common superview's left (top), the last `tailSpacing` from its right
    /// (bottom), and the ones between spread evenly, each placed by a multiplier on the superview's
    /// right (bottom) so that they keep their share as the superview resizes.
    ///
    /// - Throws: as ``distributeViews(along:fixedSpacing:leadSpacing:tailSpacing:equalSizes:file:line:)``.
    @discardableResult
    public func distributeViews(
        along axis: LayoutConstraint.Axis, fixedItemLength: CGFloat, leadSpacing: CGFloat, tailSpacing: CGFloat,
        file: String = #fileID, line: UInt = #line
    ) throws(ConstraintError) -> [Constraint] {
        let location = SourceLocation(fileID: file, line: line)
        let superview = try commonSuperview(location)
        let last = CGFloat(count - 1)
        var made: [Constraint] = []
        for (index, view) in enumerated() {
            let problems = view.layout.reporting { _ in }.makeConstraints(file: file, line: line) { make in
                let size = axis == .horizontal ? make.width : make.height
                made.append(size.equalTo(fixedItemLength).constraint)
                // Reading an attribute of the maker starts a chain, so each branch names only its own.
                if index == 0 {
                    let lead = axis == .horizontal ? make.left : make.top
                    made.append(lead.equalTo(superview).offset(leadSpacing).constraint)
                } else if index == count - 1 {
                    let tail = axis == .horizontal ? make.right : make.bottom
                    made.append(tail.equalTo(superview).offset(-tailSpacing).constraint)
                } else {
                    let tail = axis == .horizontal ? make.right : make.bottom
                    // tail = superview.tail × i/(n−1) + c puts the first view's tail (L + length) at
                    // i = 0 and the last view's (width − T) at i = n − 1, linearly between.
                    let share = CGFloat(index) / last
                    let offset = (1 - share) * (fixedItemLength + leadSpacing) - CGFloat(index) * tailSpacing / last
                    made.append(tail.equalTo(superview).multipliedBy(share).offset(offset).constraint)
                }
            }
            if let problem = problems.first { throw problem }
        }
        return made
    }

    private func commonSuperview(_ location: SourceLocation) throws(ConstraintError) -> View {
        guard count >= 2 else { throw .tooFewViews(count: count, at: location.description) }
        var common: View? = self[0].superview
        for view in dropFirst() {
            guard let current = common, let superview = view.superview else { common = nil; break }
            common = current.nearestCommonAncestor(with: superview)
        }
        guard let common else { throw .noCommonSuperview(Array<View>(self), at: location.description) }
        return common
    }
}
