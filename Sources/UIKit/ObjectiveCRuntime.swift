import Foundation

/// The value associated with `object` for `key`, or `nil` (the Objective-C runtime's function).
///
/// A Foundation `NSMutableSet` stored here comes back as an ``IdentityMutableSet`` holding the same
/// elements: on this platform `NSMutableSet` neither finds nor removes Swift objects that are not
/// `Hashable` (each is boxed anew), which breaks the bookkeeping layout libraries keep in one.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    let owner = object as AnyObject
    let value = AssociationTable.shared.value(of: owner, for: key)
    if let set = value as? NSMutableSet, !(set is IdentityMutableSet) {
        let replacement = IdentityMutableSet(elements: set.allObjects)
        AssociationTable.shared.setValue(.strong(replacement), of: owner, for: key)
        return replacement
    }
    return value
}

/// Associates `value` with `object` for `key` (`nil` removes it), held as `policy` says.
public func objc_setAssociatedObject(
    _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
    let owner = object as AnyObject
    guard let value else {
        AssociationTable.shared.setValue(nil, of: owner, for: key)
        return
    }
    let held: AssociationTable.Value
    switch policy {
    case .OBJC_ASSOCIATION_ASSIGN:
        held = .weak(AssociationTable.WeakBox(value as AnyObject))
    case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
        held = .strong((value as? NSCopying)?.copy() ?? value)
    case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
        held = .strong(value)
    }
    AssociationTable.shared.setValue(held, of: owner, for: key)
}

/// Removes every value associated with `object`.
public func objc_removeAssociatedObjects(_ object: Any) {
    AssociationTable.shared.removeValues(of: object as AnyObject)
}
