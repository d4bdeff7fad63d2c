import Foundation

extension View {
    /// A guide for the space the window's keyboard takes (see ``KeyboardLayoutGuide``).
    public var keyboardLayoutGuide: KeyboardLayoutGuide {
        let guides = ensureSystemGuides()
        if let keyboard = guides.keyboard { return keyboard }
        let guide = KeyboardLayoutGuide(keyboardGuideFor: self)
        addLayoutGuide(guide)
        guides.keyboard = guide
        let made: [(AnyLayoutAnchor, AnyLayoutAnchor?, String)] = [
            (guide.leftAnchor, leftAnchor, "left"),
            (rightAnchor, guide.rightAnchor, "right"),
            (bottomAnchor, guide.bottomAnchor, "bottom"),
            (guide.heightAnchor, nil, "height"),
        ]
        guides.keyboardConstraints = made.map { first, second, name in
            LayoutConstraint.installSystem(first, second, identifier: "UIViewKeyboardLayoutGuide-\(name)", on: self)
        }
        updateKeyboardGuide(force: true)
        return guide
    }

    /// Places the keyboard guide for the window's keyboard and the view's current frame.
    func updateKeyboardGuide(force: Bool = false) {
        guard let guides = systemGuides, let guide = guides.keyboard, guides.keyboardConstraints.count == 4 else {
            return
        }
        let bounds = self.bounds
        var (left, right, bottom) = (CGFloat(0), CGFloat(0), CGFloat(0))
        var height = guide.usesBottomSafeArea ? storedSafeAreaInsets.bottom : 0
        if let keyboard = treeHost?.keyboard, keyboard.isDocked || guide.followsUndockedKeyboard {
            let frame = convert(keyboard.frame, from: nil)
            if keyboard.isDocked {
                height = max(0, bounds.maxY - frame.minY)
            } else {
                left = frame.minX - bounds.minX
                right = bounds.maxX - frame.maxX
                bottom = bounds.maxY - frame.maxY
                height = frame.height
            }
        }
        for (constraint, value) in zip(guides.keyboardConstraints, [left, right, bottom, height])
        where force || constraint.constant != value {
            constraint.constant = value
        }
    }
}
