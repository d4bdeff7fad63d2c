/// A name for the module itself, with nothing in it: the UIKit compatibility module re-exports only
/// this declaration, which makes the engine count as imported in files that import UIKit (Swift 6 then
/// accepts `NSLayoutConstraint.Attribute`, `.Relation` and their cases, declared here, in public
/// signatures and default arguments) without adding any name such code would write.
public enum _AutoLayoutModule {}
