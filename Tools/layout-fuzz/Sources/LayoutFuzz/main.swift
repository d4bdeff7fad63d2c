import FuzzerDriver
import Foundation

// SwiftPM links an executable's top-level code as its `main`, which takes the place of libFuzzer's
// own; handing the arguments to libFuzzer's driver keeps every libFuzzer option working.
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in
    guard let data else { return 0 }
    return fuzz(data, size)
})
