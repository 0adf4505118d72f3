#if FUZZING
/// What the three fuzz targets share of libFuzzer: its driver and the input as bytes.
///
/// Each target keeps its own `@_cdecl` entry points (`LLVMFuzzerTestOneInput` and the `main`
/// SwiftPM links it with), which must sit in the target's one file; everything behind them is here.
package enum LibFuzzer {
    /// libFuzzer's callback for one input.
    package typealias TestOneInput = @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32

    /// Runs libFuzzer's driver with the process's arguments and the target's callback.
    package static func runDriver(
        _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ testOneInput: TestOneInput
    ) -> Int32 {
        var argc = argc
        var argv = argv
        return LLVMFuzzerRunDriver(&argc, &argv, testOneInput)
    }

    /// The input libFuzzer handed over, copied out of its buffer.
    package static func bytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
        data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    }
}

@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32
#endif
