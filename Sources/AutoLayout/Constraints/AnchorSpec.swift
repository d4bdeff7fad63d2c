import Foundation

/// What an anchor stands for (an item's attribute, or the distance between two anchors), held inline by
/// anchors and by constraints.
///
/// A constraint used to keep its two anchor objects, two heap allocations per constraint; it keeps
/// two of these inline instead, and makes anchor objects only when asked for them
/// (``LayoutConstraint/firstAnchor``).
///
/// Ownership without weak references (a weakly referenced object pays a side-table lookup on every
/// retain and release, which dominated layout): an anchor retains its item by hand while
/// `holdsTarget`. A constraint never retains a view or a guide, as UIKit's does not (a view keeping a
/// constraint on itself would never be freed): while installed the tree holds them, and otherwise they
/// list the constraint (``LooseConstraints``) and mark it when they are freed. Other items and the ends
/// of a distance are retained by a constraint while it is not installed. A view that goes away while
/// holding installed constraints marks their specs (`itemDidGo`), so `item` never reads a freed object.
/// A copy of a spec is a borrowed view of its owner's: only the owner calls the mutating methods, and
/// the owner's `deinit` calls ``letGo()``.
@usableFromInline package struct AnchorSpec {
    /// The two ends of a distance anchor, held where an attribute spec holds its item.
    private final class OffsetEnds {
        let start: AnyLayoutAnchor
        let end: AnyLayoutAnchor

        init(start: AnyLayoutAnchor, end: AnyLayoutAnchor) {
            self.start = start
            self.end = end
        }
    }

    @usableFromInline static let itemIsGoneBit: UInt8 = 1
    @usableFromInline static let holdsTargetBit: UInt8 = 2
    // Bits 2–3 say what `target` is, so that it is one reference rather than a two-word existential:
    // the item comes back as `any LayoutItem` by a cast the compiler checks, for views and
    // guides, and by a run-time cast for other item types.
    @usableFromInline static let targetShift: UInt8 = 2
    @usableFromInline static let targetMask: UInt8 = 3 << targetShift
    @usableFromInline static let viewTarget: UInt8 = 0
    @usableFromInline static let guideTarget: UInt8 = 1 << targetShift
    @usableFromInline static let endsTarget: UInt8 = 2 << targetShift
    @usableFromInline static let otherTarget: UInt8 = 3 << targetShift

    @usableFromInline unowned(unsafe) let target: AnyObject
    @usableFromInline let storedAttribute: LayoutConstraint.Attribute
    /// Which family the anchor belongs to; only anchors of one kind can be related.
    @usableFromInline let kind: AnyLayoutAnchor.Kind
    @usableFromInline var bits: UInt8

    /// A spec of `item`'s `attribute` that does not hold the item: its anchor does (see
    /// ``AnyLayoutAnchor/init(item:attribute:kind:)``).
    ///
    /// Inlinable, with ``letGo()`` and the anchors' factories, so that an anchor made only to make a
    /// constraint (`a.leadingAnchor.constraint(equalTo: b.leadingAnchor)`) never reaches the heap in
    /// the client's code: the optimizer sees it does not escape and removes it.
    @inlinable init(unheldItem item: any LayoutItem, attribute: LayoutConstraint.Attribute, kind: AnyLayoutAnchor.Kind) {
        target = item
        storedAttribute = attribute
        self.kind = kind
        bits =
            item is View ? AnchorSpec.viewTarget : item is LayoutGuide ? AnchorSpec.guideTarget : AnchorSpec.otherTarget
    }

    /// A spec of the distance from `start` to `end`, holding both.
    init(offsetFrom start: AnyLayoutAnchor, to end: AnyLayoutAnchor) {
        let ends = OffsetEnds(start: start, end: end)
        target = ends
        storedAttribute = .notAnAttribute
        kind = .dimension
        bits = AnchorSpec.endsTarget
        // `target` does not keep `ends` alive: it must outlive the retain that does.
        withExtendedLifetime(ends) { hold() }
    }

    /// A copy for a new owner, with a retain of its own (none for an item that went away).
    func heldCopy() -> AnchorSpec {
        var copy = self
        copy.bits &= ~AnchorSpec.holdsTargetBit
        if !copy.is(AnchorSpec.itemIsGoneBit) { copy.hold() }
        return copy
    }

    /// A copy for a constraint: one that names a view or a guide does not retain it (the item lists the
    /// constraint instead, see ``LooseConstraints``); any other gets a retain of its own.
    func constraintCopy() -> AnchorSpec {
        guard isListable else { return heldCopy() }
        var copy = self
        copy.bits &= ~AnchorSpec.holdsTargetBit
        return copy
    }

    /// Whether the item is a view or a guide, which list the constraints naming them instead of being
    /// retained by them.
    var isListable: Bool {
        let target = bits & AnchorSpec.targetMask
        return target == AnchorSpec.viewTarget || target == AnchorSpec.guideTarget
    }

    /// The view or guide to list a constraint with; `nil` for other items and once the item went away.
    var listingItem: AnyObject? {
        guard isListable, !self.is(AnchorSpec.itemIsGoneBit) else { return nil }
        return target
    }

    /// Marks the item as gone: it is being freed.
    mutating func markItemGone() {
        bits |= AnchorSpec.itemIsGoneBit
        letGo()
    }

    /// Drops the owner's retain; for the owner's `deinit`.
    @inlinable mutating func letGo() {
        guard self.is(AnchorSpec.holdsTargetBit) else { return }
        bits &= ~AnchorSpec.holdsTargetBit
        Unmanaged.passUnretained(target).release()
    }

    @inlinable mutating func hold() {
        _ = Unmanaged.passUnretained(target).retain()
        bits |= AnchorSpec.holdsTargetBit
    }

    @inlinable @inline(__always) func `is`(_ bit: UInt8) -> Bool { bits & bit != 0 }

    private var isOffset: Bool { bits & AnchorSpec.targetMask == AnchorSpec.endsTarget }

    /// An item's attribute, or the distance between two anchors.
    var source: AnyLayoutAnchor.Source {
        guard isOffset else { return .attribute(storedAttribute) }
        let ends = unsafeDowncast(target, to: OffsetEnds.self)
        return .offset(ends.start.spec, ends.end.spec)
    }

    /// The view whose attribute this is, unretained (its owner or the tree holds it); `nil` for any
    /// other item, for a distance, and once the view went away.
    var viewReference: Unmanaged<View>? {
        guard bits & (AnchorSpec.targetMask | AnchorSpec.itemIsGoneBit) == AnchorSpec.viewTarget else { return nil }
        return Unmanaged.passUnretained(unsafeDowncast(target, to: View.self))
    }

    /// The item whose attribute this is; `nil` for a distance, and once the item went away while its
    /// constraint was installed.
    var item: (any LayoutItem)? {
        if self.is(AnchorSpec.itemIsGoneBit) { return nil }
        switch bits & AnchorSpec.targetMask {
        case AnchorSpec.viewTarget: return unsafeDowncast(target, to: View.self)
        case AnchorSpec.guideTarget: return unsafeDowncast(target, to: LayoutGuide.self)
        case AnchorSpec.endsTarget: return nil
        default: return target as? any LayoutItem
        }
    }

    /// Stops retaining the items: the constraint is installed, and the tree keeps them alive.
    mutating func releaseItems() {
        guard isOffset else { return letGo() }
        let ends = unsafeDowncast(target, to: OffsetEnds.self)
        ends.start.releaseItems()
        ends.end.releaseItems()
    }

    /// Retains the items again: the constraint leaves the tree.
    mutating func retainItems() {
        guard isOffset else {
            if !self.is(AnchorSpec.itemIsGoneBit | AnchorSpec.holdsTargetBit) { hold() }
            return
        }
        let ends = unsafeDowncast(target, to: OffsetEnds.self)
        ends.start.retainItems()
        ends.end.retainItems()
    }

    /// Forgets an item that is being deallocated.
    mutating func itemDidGo(_ view: View) {
        guard isOffset else {
            if target === view { markItemGone() }
            return
        }
        let ends = unsafeDowncast(target, to: OffsetEnds.self)
        ends.start.itemDidGo(view)
        ends.end.itemDidGo(view)
    }

    /// The attribute; ``LayoutConstraint/Attribute/notAnAttribute`` for a distance.
    var attribute: LayoutConstraint.Attribute {
        if case .attribute(let attribute) = source { return attribute }
        return .notAnAttribute
    }

    /// As constraint descriptions print it: `View:0x….leading`, or `(end - start)` for a distance.
    var name: String {
        switch source {
        case .attribute(let attribute):
            let itemName = item?.layoutDescription ?? "nil"
            return "\(itemName).\(attribute)"
        case .offset(let start, let end):
            return "(\(end.name) - \(start.name))"
        }
    }

    /// The items it depends on (one, or two for a distance).
    var items: [any LayoutItem] {
        switch source {
        case .attribute:
            if let item { return [item] }
            return []
        case .offset(let start, let end):
            return start.items + end.items
        }
    }

    /// Whether it follows the leading/trailing convention, the left/right one, or neither.
    @inline(__always) var direction: LayoutConstraint.Attribute.Direction {
        // Read twice for every constraint built: the plain attribute is answered in place, where the
        // recursive getter was a call each time.
        if case .attribute(let attribute) = source { return attribute.direction }
        return offsetDirection
    }

    /// ``direction`` of an offset anchor: its start's convention, else its end's.
    private var offsetDirection: LayoutConstraint.Attribute.Direction {
        guard case .offset(let start, let end) = source else { return .either }
        if start.direction != .either { return start.direction }
        return end.direction
    }

    /// A new anchor object of the type the kind calls for, holding the same item.
    func makeAnchor() -> AnyLayoutAnchor {
        switch kind {
        case .xAxis: LayoutXAxisAnchor(spec: self)
        case .yAxis: LayoutYAxisAnchor(spec: self)
        case .dimension: LayoutDimension(spec: self)
        }
    }
}
