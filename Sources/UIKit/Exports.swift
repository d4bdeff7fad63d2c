// UIKit re-exports Foundation (CGFloat, CGRect, NSObject, …), so code that imports only UIKit has it.
@_exported import Foundation
// UIKit's nested types (`NSLayoutConstraint.Attribute`, `.Relation`, `.Axis`) are the engine's, declared
// in AutoLayout. Swift 6 rejects a public signature or default argument that names them unless the
// file imports their module, so a library built in Swift 6 mode that imports only UIKit (Stevia's
// `relatedBy: NSLayoutConstraint.Relation = .equal`) needs AutoLayout re-exported. Re-exporting one
// empty declaration, not the module, makes the module count as imported and adds no name that user
// code could collide with (with the whole module, `view.heightAnchor` would be the engine's and
// UIKit's at once; with `LayoutConstraint`, SnapKit's own `LayoutConstraint` class would be shadowed).
@_exported import enum AutoLayout._AutoLayoutModule
