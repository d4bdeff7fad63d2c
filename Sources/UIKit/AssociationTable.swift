import Foundation

/// The values associated with objects by `objc_setAssociatedObject`: the Objective-C runtime's side
/// table, which is process-wide by nature (any object, of any class, can carry values).
///
/// Entries are keyed by the object's identity and remember the object weakly, so an entry left by an
/// object that is gone is never read for a new object at the same address; such entries are dropped
/// as the table is written.
final class AssociationTable: @unchecked Sendable {
    /// The values of one object.
    struct Entry {
        weak var owner: AnyObject?
        var values: [UnsafeRawPointer: Value] = [:]
    }

    /// A value, held as its policy says.
    enum Value {
        case strong(Any)
        case weak(WeakBox)
    }

    /// A weak reference to an object.
    final class WeakBox {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    /// Guards `entries` and `writes` (the table is `@unchecked Sendable` because of this lock; its
    /// values are not `Sendable`, as the runtime's are not).
    private let lock = NSLock()
    /// Keys are addresses (the runtime's convention: the address of a static variable).
    private var entries: [ObjectIdentifier: Entry] = [:]
    /// How many writes since the table last dropped the entries of objects that are gone.
    private var writes = 0

    /// The one table of the process.
    static let shared = AssociationTable()

    func value(of object: AnyObject, for key: UnsafeRawPointer) -> Any? {
        let id = ObjectIdentifier(object)
        lock.lock()
        let entry = entries[id]
        lock.unlock()
        let stored = entry.flatMap { $0.owner === object ? $0.values[key] : nil }
        switch stored {
        case .strong(let value): return value
        case .weak(let box): return box.object
        case nil: return nil
        }
    }

    func setValue(_ value: Value?, of object: AnyObject, for key: UnsafeRawPointer) {
        let id = ObjectIdentifier(object)
        // Values the write replaces are released after the lock is let go (a deinit may use the table).
        var released: [ObjectIdentifier: Entry] = [:]
        var old: Value?
        lock.lock()
        writes += 1
        if writes % 256 == 0 {
            released = entries.filter { $0.value.owner == nil }
            for gone in released.keys { entries[gone] = nil }
        }
        var entry = entries[id].flatMap { $0.owner === object ? $0 : nil } ?? Entry(owner: object)
        old = entry.values[key]
        entry.values[key] = value
        entries[id] = entry.values.isEmpty ? nil : entry
        lock.unlock()
        _ = (released, old)
    }

    func removeValues(of object: AnyObject) {
        removeValues(ofObjectWith: ObjectIdentifier(object))
    }

    /// Drops the values of the object with `id`; for the `deinit` of the module's classes, which the
    /// runtime's deallocation does for every object on Apple's platforms.
    func removeValues(ofObjectWith id: ObjectIdentifier) {
        lock.lock()
        let released = entries.removeValue(forKey: id)
        lock.unlock()
        _ = released
    }
}
