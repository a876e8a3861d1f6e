import TesseraData
import TesseraTerminal

/// `tessera-fuzz decoder|differ [libFuzzer options]`: coverage-guided fuzzing of the input
/// decoder and of snapshot edits with the differ, each against an oracle (see the targets).
/// Built and run by `make fuzz`, which instruments the code and links libFuzzer without its own
/// `main` (SwiftPM renames an executable's `main`, so libFuzzer's cannot take over; we call its
/// `LLVMFuzzerRunDriver` instead). Built any other way, it says so and exits.
@main
enum TesseraFuzz {
    /// What can be fuzzed: each target takes one input and stops the process when its oracle fails.
    enum Target: String, CaseIterable, Sendable {
        case decoder, differ

        func run(_ input: UnsafeRawBufferPointer) {
            switch self {
            case .decoder: DecoderFuzzTarget.run(input)
            case .differ: DifferFuzzTarget.run(input)
            }
        }
    }

    static func main() {
        var arguments = CommandLine.arguments
        guard arguments.count >= 2, let target = Target(rawValue: arguments[1]) else {
            print("usage: tessera-fuzz \(Target.allCases.map(\.rawValue).joined(separator: "|")) [libFuzzer options]")
            exit(2)
        }
        arguments.remove(at: 1)
        #if TESSERA_FUZZ
        selected = target
        let status = runLibFuzzer(arguments) { data, size in
            selected?.run(UnsafeRawBufferPointer(start: data, count: size))
            return 0
        }
        exit(status)
        #else
        _ = target
        print("tessera-fuzz was built without libFuzzer: run it with `make fuzz`.")
        exit(2)
        #endif
    }
}

import Foundation // the C library (exit, and the driver's argv), whichever this system has

#if TESSERA_FUZZ
/// The target libFuzzer's C callback calls: it cannot capture, so it reads this. Set once,
/// before the driver starts; libFuzzer runs inputs on this one thread.
nonisolated(unsafe) private var selected: TesseraFuzz.Target?

@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

/// Hands `arguments` (program name first) to libFuzzer's driver, which runs `callback` on
/// each input until its options say stop.
private func runLibFuzzer(_ arguments: [String],
                          _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Int32 {
    var pointers = arguments.map { strdup($0) } + [nil]
    var argc = Int32(arguments.count)
    return pointers.withUnsafeMutableBufferPointer { buffer in
        var argv = buffer.baseAddress!
        return LLVMFuzzerRunDriver(&argc, &argv, callback)
    }
}
#endif
