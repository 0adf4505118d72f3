/// The physical floor: closures kept in stored properties, called directly.
///
/// The benchmark reaches the holder through ``opaque(_:)``, so the compiler cannot know which
/// closure it holds and must make a real indirect call, as any event dispatch must.
final class ClosureHolder {
    /// One closure in a constant property: a call needs no retain of its context.
    let call: (Int) -> Void
    /// Ten closures in an array.
    ///
    /// Calling one retains and releases its context around the call (the array's memory might
    /// change during an opaque call, as far as the compiler knows): that is what calling closures
    /// from an array costs in Swift.
    let calls: [(Int) -> Void]
    /// Ten closures in constant properties, called one after the other: ten calls and nothing
    /// else, the least any ten-subscriber delivery can cost.
    let unrolled: Unrolled

    struct Unrolled {
        let first, second, third, fourth, fifth, sixth, seventh, eighth, ninth, tenth: (Int) -> Void

        @inline(__always)
        func callAll(_ value: Int) {
            first(value)
            second(value)
            third(value)
            fourth(value)
            fifth(value)
            sixth(value)
            seventh(value)
            eighth(value)
            ninth(value)
            tenth(value)
        }
    }

    init(_ make: () -> (Int) -> Void) {
        call = make()
        calls = (0..<10).map { _ in make() }
        unrolled = Unrolled(
            first: make(), second: make(), third: make(), fourth: make(), fifth: make(), sixth: make(),
            seventh: make(), eighth: make(), ninth: make(), tenth: make())
    }
}
