/// How `objc_setAssociatedObject` holds a value, with the Objective-C runtime's raw values.
public enum objc_AssociationPolicy: UInt, Sendable {
    /// Not retained: an object is held weakly (the runtime keeps a dangling pointer; this module
    /// keeps `nil` once the object is gone).
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// Retained.
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// Copied when the value is an `NSObject` that copies (`NSCopying`), retained otherwise.
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// Retained (the table is always locked, so atomic and non-atomic are alike).
    case OBJC_ASSOCIATION_RETAIN = 0o1401
    /// Copied like ``OBJC_ASSOCIATION_COPY_NONATOMIC``.
    case OBJC_ASSOCIATION_COPY = 0o1403
}
