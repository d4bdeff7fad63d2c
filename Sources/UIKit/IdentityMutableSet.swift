import Foundation

/// An `NSMutableSet` that compares its elements as Objective-C sets do on Apple platforms: objects by
/// identity (or by `==` when they are `Hashable`), other values by `Hashable`.
///
/// Foundation's `NSMutableSet` on this platform boxes a Swift object that is not `Hashable` anew on
/// each call, so `contains`, `remove` and de-duplication never match it. `objc_getAssociatedObject`
/// hands out this subclass in place of a stored `NSMutableSet`; it can also be made directly.
public final class IdentityMutableSet: NSMutableSet {
    private var storage: [AnyHashable: Any] = [:]
    private var order: [AnyHashable] = []

    /// An empty set (the capacity is a hint only).
    public required init(capacity numItems: Int) {
        super.init(capacity: numItems)
    }

    /// A set of the given elements.
    public convenience init(elements: [Any]) {
        self.init(capacity: elements.count)
        for element in elements { add(element) }
    }

    /// Archives are not supported: always `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    private func key(for element: Any) -> AnyHashable {
        if let hashable = element as? AnyHashable { return hashable }
        if let hashable = element as? any Hashable { return AnyHashable(hashable) }
        return AnyHashable(ObjectIdentifier(element as AnyObject))
    }

    /// Adds an element unless an equal one is present.
    public override func add(_ object: Any) {
        let key = key(for: object)
        if storage[key] == nil { order.append(key) }
        storage[key] = object
    }

    /// Removes the element equal to `object`, if present.
    public override func remove(_ object: Any) {
        let key = key(for: object)
        guard storage.removeValue(forKey: key) != nil else { return }
        order.removeAll { $0 == key }
    }

    /// Removes every element.
    public override func removeAllObjects() {
        storage = [:]
        order = []
    }

    /// The number of elements.
    public override var count: Int { storage.count }

    /// The elements, in the order they were added.
    public override var allObjects: [Any] { order.compactMap { storage[$0] } }

    /// The element equal to `object`, or `nil`.
    public override func member(_ object: Any) -> Any? { storage[key(for: object)] }

    /// Whether an element equal to `object` is present.
    public override func contains(_ anObject: Any) -> Bool { storage[key(for: anObject)] != nil }

    /// An enumerator over the elements.
    public override func objectEnumerator() -> NSEnumerator {
        (allObjects as NSArray).objectEnumerator()
    }
}
