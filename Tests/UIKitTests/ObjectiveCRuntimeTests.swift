// Seed snippets covered here: none; these tests check the runtime pieces SnapKit needs.
import Foundation
import Testing
import UIKit

/// A pure Swift object, not `Hashable`, as SnapKit's `Constraint` is.
final class Bookkept {}

nonisolated(unsafe) private var setKey: UInt8 = 0
nonisolated(unsafe) private var weakKey: UInt8 = 0

@MainActor
struct ObjectiveCRuntimeTests {
    @Test func associatedValuesFollowThePolicy() {
        let view = UIView()
        #expect(objc_getAssociatedObject(view, &weakKey) == nil)
        var target: Bookkept? = Bookkept()
        objc_setAssociatedObject(view, &weakKey, target, .OBJC_ASSOCIATION_ASSIGN)
        #expect(objc_getAssociatedObject(view, &weakKey) as AnyObject? === target)
        target = nil
        #expect(objc_getAssociatedObject(view, &weakKey) == nil)
        objc_setAssociatedObject(view, &weakKey, "label", .OBJC_ASSOCIATION_COPY_NONATOMIC)
        #expect(objc_getAssociatedObject(view, &weakKey) as? String == "label")
        objc_setAssociatedObject(view, &weakKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(objc_getAssociatedObject(view, &weakKey) == nil)
    }

    /// SnapKit's bookkeeping: an `NSMutableSet` stored on a view, filled once, then read back and
    /// changed through the runtime: objects are found and removed by identity.
    @Test func aStoredMutableSetComparesObjectsByIdentity() {
        let view = UIView()
        let a = Bookkept()
        let b = Bookkept()
        let made = NSMutableSet()
        objc_setAssociatedObject(view, &setKey, made, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        made.add(a)
        made.add(b)
        let set = objc_getAssociatedObject(view, &setKey) as? NSMutableSet
        #expect(set is IdentityMutableSet)
        set?.add(a)
        #expect(set?.count == 2)
        set?.remove(a)
        #expect(set?.count == 1)
        #expect(set?.allObjects.first as AnyObject? === b)
        #expect(set?.contains(a) == false)
        #expect(objc_getAssociatedObject(view, &setKey) as AnyObject? === set)
    }

    @Test func autoreleasepoolReturnsTheResult() {
        #expect(autoreleasepool { 42 } == 42)
    }
}
