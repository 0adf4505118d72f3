#if FUZZING
import FuzzHarness

// libFuzzer's entry points. SwiftPM links an executable with `--defsym main=fuzz_replays_main`,
// so the driver is started from that symbol; both live in this one file, or the link sees two mains.

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = LibFuzzer.bytes(data, size)
    // libFuzzer calls on the main thread, which is the main actor's.
    MainActor.assumeIsolated { ReplayTarget.run(bytes) }
    return 0
}

@_cdecl("fuzz_replays_main")
func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    LibFuzzer.runDriver(argc, argv, fuzzOneInput)
}
#else
/// Without `scripts/fuzz`'s `-D FUZZING` and sanitizer flags there is no libFuzzer to link:
/// the target still builds with the package, so the harness cannot rot unnoticed.
@main
enum FuzzReplays {
    static func main() {
        print("fuzz-replays is built for fuzzing by scripts/fuzz; this build has no libFuzzer")
    }
}
#endif
