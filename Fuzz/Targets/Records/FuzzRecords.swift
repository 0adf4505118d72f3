#if FUZZING
import FuzzHarness

// libFuzzer's entry points. SwiftPM links an executable with `--defsym main=fuzz_records_main`, so
// the driver is started from that symbol; both live in this one file, or the link sees two mains.

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = LibFuzzer.bytes(data, size)
    // libFuzzer calls on the main thread, which is the main actor's.
    MainActor.assumeIsolated { RecordTarget.run(bytes) }
    return 0
}

// Edits records as records (RecordMutator) three times in four, when the input is one; libFuzzer's
// byte mutations otherwise, which keep the decoder's refusals under test.
@_cdecl("LLVMFuzzerCustomMutator")
func fuzzMutate(_ data: UnsafeMutablePointer<UInt8>?, _ size: Int, _ maximumSize: Int, _ seed: UInt32) -> Int {
    guard let data else { return 0 }
    if seed % 4 != 0,
        let mutated = RecordMutator.mutate(
            Array(UnsafeBufferPointer(start: data, count: size)), seed: seed, maximumSize: maximumSize)
    {
        data.update(from: mutated, count: mutated.count)
        return mutated.count
    }
    return LLVMFuzzerMutate(data, size, maximumSize)
}

@_silgen_name("LLVMFuzzerMutate")
func LLVMFuzzerMutate(_ data: UnsafeMutablePointer<UInt8>, _ size: Int, _ maximumSize: Int) -> Int

@_cdecl("fuzz_records_main")
func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    LibFuzzer.runDriver(argc, argv, fuzzOneInput)
}
#else
/// Without `scripts/fuzz`'s `-D FUZZING` and sanitizer flags there is no libFuzzer to link:
/// the target still builds with the package, so the harness cannot rot unnoticed.
@main
enum FuzzRecords {
    static func main() {
        print("fuzz-records is built for fuzzing by scripts/fuzz; this build has no libFuzzer")
    }
}
#endif
