// UIKit re-exports Foundation (CGFloat, CGRect, NSObject, …), so code that imports only UIKit has it.
@_exported import Foundation
