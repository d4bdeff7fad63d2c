extension View {
    /// The leading edge: left in a left-to-right interface, right otherwise.
    @inlinable public var leadingAnchor: LayoutXAxisAnchor {
        LayoutXAxisAnchor(item: self, attribute: .leading, kind: .xAxis)
    }
    /// The trailing edge: right in a left-to-right interface, left otherwise.
    @inlinable public var trailingAnchor: LayoutXAxisAnchor {
        LayoutXAxisAnchor(item: self, attribute: .trailing, kind: .xAxis)
    }
    /// The left edge.
    @inlinable public var leftAnchor: LayoutXAxisAnchor {
        LayoutXAxisAnchor(item: self, attribute: .left, kind: .xAxis)
    }
    /// The right edge.
    @inlinable public var rightAnchor: LayoutXAxisAnchor {
        LayoutXAxisAnchor(item: self, attribute: .right, kind: .xAxis)
    }
    /// The top edge.
    @inlinable public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .top, kind: .yAxis) }
    /// The bottom edge.
    @inlinable public var bottomAnchor: LayoutYAxisAnchor {
        LayoutYAxisAnchor(item: self, attribute: .bottom, kind: .yAxis)
    }
    /// The width.
    @inlinable public var widthAnchor: LayoutDimension {
        LayoutDimension(item: self, attribute: .width, kind: .dimension)
    }
    /// The height.
    @inlinable public var heightAnchor: LayoutDimension {
        LayoutDimension(item: self, attribute: .height, kind: .dimension)
    }
    /// The horizontal centre.
    @inlinable public var centerXAnchor: LayoutXAxisAnchor {
        LayoutXAxisAnchor(item: self, attribute: .centerX, kind: .xAxis)
    }
    /// The vertical centre.
    @inlinable public var centerYAnchor: LayoutYAxisAnchor {
        LayoutYAxisAnchor(item: self, attribute: .centerY, kind: .yAxis)
    }
    /// The baseline of the topmost line of text (the top edge for a view without text).
    @inlinable public var firstBaselineAnchor: LayoutYAxisAnchor {
        LayoutYAxisAnchor(item: self, attribute: .firstBaseline, kind: .yAxis)
    }
    /// The baseline of the bottommost line of text (the bottom edge for a view without text).
    @inlinable public var lastBaselineAnchor: LayoutYAxisAnchor {
        LayoutYAxisAnchor(item: self, attribute: .lastBaseline, kind: .yAxis)
    }
}
