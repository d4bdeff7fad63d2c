import Foundation
internal import Cassowary

/// A relation between two attributes of layout items, `first = multiplier × second + constant`, or
/// between one attribute and a constant, that the layout engine satisfies.
///
/// A constraint is inactive when created. Activating it (``isActive``, ``activate(_:)``) installs it on
/// the nearest common ancestor of its items, whose coordinate system its numbers are read in. Only
/// ``constant``, ``priority`` (between optional values once active) and ``identifier`` change after
/// creation; changing the constant of an active constraint updates the engine in place.
open class LayoutConstraint: NSObject {
    /// The standard spacing between two sibling views, in points.
    public static let standardSpacing: CGFloat = 8

    /// The factor applied to the second attribute.
    public let multiplier: CGFloat

    /// The amount added to the right-hand side; changing it on an active constraint moves the views on
    /// the next layout pass without rebuilding the system.
    ///
    /// A value larger in magnitude than ``maximumMagnitude`` is replaced by that limit, with its sign,
    /// and reported as ``LayoutDiagnostic/Kind/numberExceedsLimit(_:value:)``, as UIKit substitutes a
    /// smaller value for a constant past its internal limits.
    @exclusivity(unchecked) public var constant: CGFloat {
        didSet {
            guard constant != oldValue else { return }
            guard constant.isFinite else {
                let rejected = constant
                constant = oldValue
                report(.nonFiniteConstant(item: first.items.first, constant: rejected))
                return
            }
            if let limited = LayoutConstraint.limited(constant) {
                let given = constant
                constant = limited
                reportExceedingLimit(given)
                guard constant != oldValue else { return }
            }
            // A number set by hand no longer stands for the system's spacing.
            systemSpacing = nil
            if let container, storedActive { AnimationRecorder.current?.noteInvalidation(of: container) }
            engine?.constantDidChange(self)
        }
    }

    /// A name shown in the description and in diagnostics. Names starting with `NS` or `UI` are used by
    /// the system in UIKit; the module does not reserve them.
    public var identifier: String? {
        get { annotations?.value.identifier }
        set { annotate(settingDefault: newValue == nil) { $0.identifier = newValue } }
    }

    /// Where the constraint was made, recorded by the public factories (`nil` for the system's own
    /// constraints); shown in the description as `@Card.swift:42` and in conflict explanations.
    public var sourceLocation: SourceLocation? {
        get { sourceFileID.map { SourceLocation(fileID: $0, line: Int(sourceLine)) } }
        set {
            sourceFileID = newValue?.fileID
            sourceLine = Int32(clamping: newValue?.line ?? 0)
        }
    }
    // The location's two halves are stored apart: its line fits the padding after `first`, where as
    // one field it pushed the constraint up an allocation size class (see ObjectSizeTests).
    @exclusivity(unchecked) private var sourceFileID: String?

    /// Whether the package's SnapKit-style DSL made the constraint: `remakeConstraints` and
    /// `updateConstraints` touch only those, as SnapKit touches only its own.
    package var madeByDSL: Bool {
        get { annotations?.value.madeByDSL ?? false }
        set { annotate(settingDefault: !newValue) { $0.madeByDSL = newValue } }
    }

    /// The system spacing the constant stands for, when a maker chose it (`nil` for a constant given
    /// as a number); set by the anchors' system-spacing factories and by the visual format parser.
    public var systemSpacing: SystemSpacing? {
        get { annotations?.value.systemSpacing }
        set { annotate(settingDefault: newValue == nil) { $0.systemSpacing = newValue } }
    }

    /// What only some constraints carry, kept out of line: inline it would add a fifth to every one.
    private struct Annotations {
        var identifier: String?
        var systemSpacing: SystemSpacing?
        var madeByDSL = false
        // Almost every constraint is valid: inline, an error would be a sixth of a constraint.
        var validationError: LayoutError?
        // The anchor objects given out, weakly: an anchor holds its item, and an installed constraint
        // must not (view → installed constraint → anchor → view would be a cycle).
        weak var firstAnchor: AnyLayoutAnchor?
        weak var secondAnchor: AnyLayoutAnchor?
    }
    @exclusivity(unchecked) private var annotations: Boxed<Annotations>?

    /// Why the constraint cannot be activated, found when it was made by a method that cannot throw.
    package var validationError: LayoutError? { annotations?.value.validationError }

    /// The view the constraint is installed on while active; that view clears it when it goes away.
    var container: View? {
        get { containerReference?.takeUnretainedValue() }
        set { containerReference = newValue.map(Unmanaged.passUnretained) }
    }
    /// `container`'s storage: the engine builds through it without reference counting.
    @exclusivity(unchecked) var containerReference: Unmanaged<View>?
    /// When the constraint was last activated, in its tree's order (see `View.nextActivationStamp`):
    /// of a set of required constraints that conflict, the engine breaks the most recent.
    @exclusivity(unchecked) var activationStamp: UInt64 = 0
    // Engine state is `@exclusivity(unchecked)` for the reason given on `View`'s.
    // The two sides are inline (see `AnchorSpec`): kept as anchor objects, they added two allocations
    // to every constraint. Stored properties are laid out in declaration order and each spec ends in
    // padding, so the small fields sit in it: the relation and the source line after `first`, the
    // flags and the priority after `second`, and the engine slot and the loose slots last. Field order
    // matters for size: see ObjectSizeTests.
    @exclusivity(unchecked) var first: AnchorSpec
    /// How the two sides compare.
    public let relation: Relation
    @exclusivity(unchecked) private var sourceLine: Int32 = 0
    @exclusivity(unchecked) var second: AnchorSpec?
    // One byte for the flags below: as four Bools they took the constraint past an allocation size
    // class (see ObjectSizeTests).
    @exclusivity(unchecked) private var flags: UInt8 = 0
    @exclusivity(unchecked) var storedPriority: LayoutPriority = .required
    /// The slot of what its engine knows of it (see ``ConstraintTable``), -1 before it first joined one.
    /// Near the end: declared after the container, it left padding inside the constraint, where a
    /// subclass cannot use it.
    @exclusivity(unchecked) var engineSlot: Int32 = -1
    /// Where each side's view or guide lists the constraint while no tree holds it (see
    /// ``LooseConstraints``), -1 where it is not listed.
    @exclusivity(unchecked) var looseSlots: (first: Int32, second: Int32) = (-1, -1)
    /// Whether the constraint is active (what ``isActive`` reports).
    var storedActive: Bool {
        get { flag(1) }
        set { setFlag(1, newValue) }
    }
    /// Whether the system made the constraint (a guide's, a stack's); the engine breaks one of these
    /// only when every member of a conflict is the system's.
    var isSystemConstraint: Bool {
        get { flag(2) }
        set { setFlag(2, newValue) }
    }

    // The two kinds the engine makes as a view's own are flagged, so that activation and deactivation
    // tell them apart without a dynamic cast per constraint.
    /// Whether this is a ``ContentSizeLayoutConstraint``.
    var isContentSize: Bool {
        get { flag(16) }
        set { setFlag(16, newValue) }
    }
    /// Whether this is an ``AutoresizingMaskLayoutConstraint``.
    var isTranslated: Bool {
        get { flag(32) }
        set { setFlag(32, newValue) }
    }

    @inline(__always) private func flag(_ bit: UInt8) -> Bool { flags & bit != 0 }
    @inline(__always) private func setFlag(_ bit: UInt8, _ value: Bool) {
        if value { flags |= bit } else { flags &= ~bit }
    }

    /// Lets the items go while the tree holds them: a view or guide no longer lists the constraint
    /// (see ``LooseConstraints``), any other item is no longer retained (see `AnchorSpec`).
    func releaseItems() {
        unlistItems()
        if !first.isListable { first.releaseItems() }
        if let second, !second.isListable { self.second?.releaseItems() }
    }

    /// Holds the items again once out of the tree: a view or guide lists the constraint, any other item
    /// is retained.
    func retainItems() {
        if !first.isListable { first.retainItems() }
        if let second, !second.isListable { self.second?.retainItems() }
        listItems()
    }

    /// Lists the constraint with the views and guides it names, where it is not listed yet.
    private func listItems() {
        if looseSlots.first < 0, let item = first.listingItem {
            looseSlots.first = list(with: item, isSecond: false)
        }
        if looseSlots.second < 0, let item = second?.listingItem {
            looseSlots.second = list(with: item, isSecond: true)
        }
    }

    /// Removes the constraint from the lists of the views and guides it names.
    private func unlistItems() {
        if looseSlots.first >= 0 {
            unlist(first, slot: looseSlots.first)
            looseSlots.first = -1
        }
        if looseSlots.second >= 0, let second {
            unlist(second, slot: looseSlots.second)
            looseSlots.second = -1
        }
    }

    private func list(with item: AnyObject, isSecond: Bool) -> Int32 {
        if let view = item as? View { return view.looseConstraints.add(self, isSecond: isSecond) }
        return unsafeDowncast(item, to: LayoutGuide.self).looseConstraints.add(self, isSecond: isSecond)
    }

    private func unlist(_ side: AnchorSpec, slot: Int32) {
        guard let item = side.listingItem else { return }
        if let view = item as? View {
            view.looseConstraints.remove(at: slot)
        } else {
            unsafeDowncast(item, to: LayoutGuide.self).looseConstraints.remove(at: slot)
        }
    }

    /// The item's list moved this constraint's entry for one side.
    func moveLooseSlot(isSecond: Bool, to slot: Int32) {
        if isSecond { looseSlots.second = slot } else { looseSlots.first = slot }
    }

    /// The item of one side, which listed this constraint, is being freed.
    func looseItemDidGo(isSecond: Bool) {
        if isSecond {
            looseSlots.second = -1
            second?.markItemGone()
        } else {
            looseSlots.first = -1
            first.markItemGone()
        }
    }

    /// Lets go of one of a view's own constraints that the engine no longer keeps, once the view no
    /// longer lists it: inactive, and listed with its items as every inactive constraint is (one the
    /// app kept must not outlive its view with a dangling item).
    func retireOwn() {
        storedActive = false
        container = nil
        retainItems()
    }

    /// Marks the sides on `view`, which is being deallocated, as having no item.
    func itemDidGo(_ view: View) {
        first.itemDidGo(view)
        second?.itemDidGo(view)
    }

    /// The view it is installed on is being deallocated: the constraint is no longer active, and
    /// anchors on that view no longer have an item.
    func containerDidGo(_ view: View) {
        storedActive = false
        container = nil
        itemDidGo(view)
        retainItems()
    }

    /// The designated initializer, for the package's modules (the UIKit module's `NSLayoutConstraint`
    /// subclasses through it): `rejection` is a problem the caller found that the rule checks do not
    /// see (it is reported when the constraint is activated). It takes what the anchors stand for,
    /// each retained anew, so that the anchor objects a caller made need not outlive the call.
    @usableFromInline package init(
        first: AnchorSpec, relation: Relation, second: AnchorSpec?, multiplier: CGFloat,
        constant: CGFloat, validate: Bool = true, location: SourceLocation? = nil, rejection: LayoutError? = nil
    ) {
        self.sourceFileID = location?.fileID
        self.sourceLine = Int32(clamping: location?.line ?? 0)
        self.first = first.constraintCopy()
        self.relation = relation
        self.second = second?.constraintCopy()
        let limitedMultiplier = LayoutConstraint.limited(multiplier)
        let limitedConstant = LayoutConstraint.limited(constant)
        self.multiplier = limitedMultiplier ?? multiplier
        self.constant = limitedConstant ?? constant
        // Checked on the arguments: checked on the stored copies, it retained and released the new
        // constraint around the call.
        let error =
            rejection
            ?? (validate
                ? LayoutConstraint.check(first: first, second: second, multiplier: multiplier, constant: constant)
                : nil)
        if let error { self.annotations = Boxed(Annotations(validationError: error)) }
        super.init()
        listItems()
        if limitedMultiplier != nil { reportExceedingLimit(multiplier, isMultiplier: true) }
        if limitedConstant != nil { reportExceedingLimit(constant) }
    }

    deinit {
        unlistItems()
        first.letGo()
        second?.letGo()
    }

    /// Creates a constraint `item.attribute relation toItem.attribute × multiplier + constant`, checked
    /// by UIKit's rules.
    ///
    /// For a constant (a width of 100, say) pass `nil` and ``Attribute/notAnAttribute`` as the second
    /// item and attribute.
    ///
    /// - Throws: ``LayoutError/invalidPairing(firstItem:firstAttribute:secondItem:secondAttribute:)``
    ///   when a size is related to a location, a horizontal location to a vertical one, or the first
    ///   attribute is missing; ``LayoutError/locationEqualToConstant(item:attribute:)`` when a location
    ///   has no second item or a multiplier of 0;
    ///   ``LayoutError/mixedDirectionalAttributes(firstItem:firstAttribute:secondItem:secondAttribute:)``
    ///   for leading/trailing with left/right; ``LayoutError/nonFiniteMultiplier(item:multiplier:)`` and
    ///   ``LayoutError/nonFiniteConstant(item:constant:)``.
    public convenience init(
        item view1: any LayoutItem, attribute attr1: Attribute, relatedBy relation: Relation,
        toItem view2: (any LayoutItem)?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat,
        fileID: String = #fileID, line: Int = #line
    ) throws(LayoutError) {
        // A location with no second item is a location equal to a constant whatever the second attribute
        // says, as UIKit's text for it puts it ("a nil second item together with a location for the first
        // attribute"): the validation below reports it.
        let (first, second) = try LayoutConstraint.anchors(item: view1, attribute: attr1, toItem: view2, attribute: attr2)
        self.init(
            first: first, relation: relation, second: second, multiplier: multiplier,
            constant: c,
            location: SourceLocation(fileID: fileID, line: line))
        if let validationError { throw validationError }
    }

    /// What the anchors of `item.attribute` and `toItem.attribute` stand for in the factory's equation
    /// (nothing for the second side when its attribute is `.notAnAttribute`), for this class's factory
    /// and the package's others that make a subclass. The specs do not hold the items, and the
    /// designated initializer retains them anew, so no anchor object is made.
    ///
    /// - Throws: ``LayoutError/invalidPairing(firstItem:firstAttribute:secondItem:secondAttribute:)``
    ///   when the first attribute is missing or the two attributes are of different kinds.
    package static func anchors(
        item view1: any LayoutItem, attribute attr1: Attribute, toItem view2: (any LayoutItem)?,
        attribute attr2: Attribute
    ) throws(LayoutError) -> (first: AnchorSpec, second: AnchorSpec?) {
        let second: (any LayoutItem)? = attr2 == .notAnAttribute ? nil : view2
        if attr1 == .notAnAttribute {
            throw .invalidPairing(firstItem: view1, firstAttribute: attr1, secondItem: view2, secondAttribute: attr2)
        }
        let firstSpec = AnchorSpec(unheldItem: view1, attribute: attr1, kind: AnyLayoutAnchor.kind(of: attr1))
        let secondSpec = second.map {
            AnchorSpec(unheldItem: $0, attribute: attr2, kind: AnyLayoutAnchor.kind(of: attr2))
        }
        if let secondSpec, secondSpec.kind != firstSpec.kind {
            throw .invalidPairing(firstItem: view1, firstAttribute: attr1, secondItem: view2, secondAttribute: attr2)
        }
        return (firstSpec, secondSpec)
    }

    /// The first item, or `nil` for a constraint on the distance between two anchors (its
    /// ``firstAnchor`` tells which) or once the item has been deallocated.
    public var firstItem: (any LayoutItem)? { first.item }
    /// The first attribute; ``Attribute/notAnAttribute`` for a distance between two anchors.
    public var firstAttribute: Attribute { first.attribute }
    /// The second item; `nil` for a constraint to a constant.
    public var secondItem: (any LayoutItem)? { second?.item }
    /// The second attribute; ``Attribute/notAnAttribute`` for a constraint to a constant.
    public var secondAttribute: Attribute { second?.attribute ?? .notAnAttribute }
    /// The left-hand anchor.
    ///
    /// The constraint keeps what its anchors stand for, not the objects it was made from: an anchor
    /// object is made when asked for, and the same one is returned while anyone holds it.
    public var firstAnchor: AnyLayoutAnchor {
        if let anchor = annotations?.value.firstAnchor { return anchor }
        let anchor = first.makeAnchor()
        annotate { $0.firstAnchor = anchor }
        return anchor
    }
    /// The right-hand anchor, `nil` for a constraint to a constant.
    public var secondAnchor: AnyLayoutAnchor? {
        guard let second else { return nil }
        if let anchor = annotations?.value.secondAnchor { return anchor }
        let anchor = second.makeAnchor()
        annotate { $0.secondAnchor = anchor }
        return anchor
    }

    /// Changes the annotations, making the box first if there is none; setting a default value
    /// (`settingDefault`) on a constraint without a box makes none, as the box would read the same.
    private func annotate(settingDefault: Bool = false, _ change: (inout Annotations) -> Void) {
        if let annotations {
            change(&annotations.value)
        } else if !settingDefault {
            var value = Annotations()
            change(&value)
            annotations = Boxed(value)
        }
    }

    /// How much the layout wants the constraint to hold (default required). Any value in (0, 1000]
    /// can be set before activation; once active, only optional values can replace optional ones. A
    /// rejected value is reported in the tree's ``View/layoutDiagnostics`` and leaves the priority
    /// unchanged; ``setPriority(_:)`` throws instead.
    public var priority: LayoutPriority {
        get { storedPriority }
        set {
            do throws(LayoutError) {
                try setPriority(newValue)
            } catch {
                report(error)
            }
        }
    }

    /// Changes the priority, throwing where UIKit raises an exception.
    ///
    /// - Throws: ``LayoutError/invalidPriority(_:_:)`` outside (0, 1000],
    ///   ``LayoutError/requiredPriorityChange(_:from:to:)`` from or to required on an active constraint.
    public func setPriority(_ newValue: LayoutPriority) throws(LayoutError) {
        guard newValue != storedPriority else { return }
        guard newValue.isValid else { throw .invalidPriority(self, newValue) }
        if storedActive, newValue.isRequired != storedPriority.isRequired {
            throw .requiredPriorityChange(self, from: storedPriority, to: newValue)
        }
        storedPriority = newValue
        if let container, storedActive { AnimationRecorder.current?.noteInvalidation(of: container) }
        engine?.priorityDidChange(self)
    }

    /// Whether the constraint takes part in layout. Setting `true` installs it on the nearest common
    /// ancestor of its items; a constraint that cannot be installed stays inactive and the error is
    /// reported in the tree's ``View/layoutDiagnostics`` (``activate(_:)`` throws it instead).
    public var isActive: Bool {
        get { storedActive }
        set {
            if newValue == storedActive { return }
            if newValue {
                do throws(LayoutError) {
                    try LayoutConstraint.activate([self])
                } catch {
                    report(error)
                }
            } else {
                LayoutConstraint.deactivate([self])
            }
        }
    }

    /// The engine of the tree the constraint is installed in, if that tree has one.
    var engine: LayoutEngine? {
        guard storedActive, let container else { return nil }
        return container.rootView.engineIfCreated
    }

    /// Records a rejected change where UIKit would raise, on the tree of the first item.
    func report(_ error: LayoutError) {
        report(LayoutDiagnostic(kind: .rejectedChange(error), message: error.description))
    }

    /// Reports on the tree of the first item, or to standard error when it is in none.
    func report(_ diagnostic: LayoutDiagnostic) {
        if let view = first.items.lazy.compactMap({ $0.layoutView }).first {
            view.rootView.report(diagnostic)
        } else {
            FileHandle.standardError.write(Data((diagnostic.message + "\n").utf8))
        }
    }

    /// UIKit's description, with where the constraint was made after the address:
    /// `<LayoutConstraint:0x…@Card.swift:42 'id' View:0x….leading == View:0x….trailing + 8   (active)>`.
    open override var description: String {
        var text = "<\(String(describing: type(of: self))):\(address(of: self))"
        if let sourceLocation { text += "@\(sourceLocation)" }
        if let identifier { text += " '\(identifier)'" }
        text += " " + equationDescription
        if storedActive {
            text += "   (active)"
        }
        return text + ">"
    }

    /// The equation alone, `View:0x….width == 0.5*View:0x….width + 8`, with ` @750` for an optional
    /// priority.
    var equationDescription: String {
        var text = "\(first.name) \(relation) \(rightHandSideDescription)"
        if !storedPriority.isRequired { text += " @\(storedPriority)" }
        return text
    }

    /// `0.5*View:0x….width + 8`, `View:0x….trailing`, or the constant alone.
    var rightHandSideDescription: String {
        guard let second else { return format(constant) }
        var rhs = multiplier == 1 ? second.name : "\(format(multiplier))*\(second.name)"
        if constant > 0 {
            rhs += " + \(format(constant))"
        } else if constant < 0 {
            rhs += " - \(format(-constant))"
        }
        return rhs
    }

    /// The rule checks of UIKit's factory, in its order; `nil` when the constraint is valid.
    static func check(first: AnchorSpec, second: AnchorSpec?, multiplier: CGFloat, constant: CGFloat)
        -> LayoutError?
    {
        // The item is looked up only for an error: every constraint made passes through here.
        func item() -> (any LayoutItem)? { first.item ?? first.items.first }
        if !multiplier.isFinite { return .nonFiniteMultiplier(item: item(), multiplier: multiplier) }
        if !constant.isFinite { return .nonFiniteConstant(item: item(), constant: constant) }
        if first.kind != .dimension, second == nil || multiplier == 0 {
            return .locationEqualToConstant(item: item(), attribute: first.attribute)
        }
        if let second, first.direction != .either, second.direction != .either, first.direction != second.direction {
            return .mixedDirectionalAttributes(
                firstItem: item(), firstAttribute: first.attribute,
                secondItem: second.item ?? second.items.first, secondAttribute: second.attribute)
        }
        return nil
    }
}
