import Foundation

extension View {
    /// `point`, given in this view's coordinates, in the coordinates of `view` (of the tree's root
    /// when `view` is `nil`).
    public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
        let inRoot = pointInRoot(point)
        guard let view else { return inRoot }
        return view.pointFromRoot(inRoot)
    }

    /// `point`, given in the coordinates of `view` (of the tree's root when `nil`), in this view's.
    public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
        let inRoot = view?.pointInRoot(point) ?? point
        return pointFromRoot(inRoot)
    }

    /// `rect`, given in this view's coordinates, in the coordinates of `view` (of the root when `nil`).
    public func convert(_ rect: CGRect, to view: View?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// `rect`, given in the coordinates of `view` (of the root when `nil`), in this view's coordinates.
    public func convert(_ rect: CGRect, from view: View?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// The offset that takes this view's coordinates to its root's.
    private var offsetInRoot: CGPoint {
        var x: CGFloat = 0, y: CGFloat = 0
        var step: View = self
        while let superview = step.superview {
            x += step.storedFrame.minX - step.storedBoundsOrigin.x
            y += step.storedFrame.minY - step.storedBoundsOrigin.y
            step = superview
        }
        x -= step.storedBoundsOrigin.x
        y -= step.storedBoundsOrigin.y
        return CGPoint(x: x, y: y)
    }

    private func pointInRoot(_ point: CGPoint) -> CGPoint {
        let offset = offsetInRoot
        return CGPoint(x: point.x + offset.x, y: point.y + offset.y)
    }

    private func pointFromRoot(_ point: CGPoint) -> CGPoint {
        let offset = offsetInRoot
        return CGPoint(x: point.x - offset.x, y: point.y - offset.y)
    }
}
