// Intentionally empty: the Swift Testing cross-import overlay for UIKit that the Linux toolchain
// declares but does not ship. Its presence lets a file import both Testing and UIKit.
