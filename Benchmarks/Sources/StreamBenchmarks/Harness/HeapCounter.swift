#if canImport(Glibc)
import CMalloc
#endif

/// Bytes the C heap has handed out and not yet taken back, as glibc's `mallinfo2()` counts them.
///
/// `uordblks` counts chunks in use in every arena; `hblkhd` adds the large blocks malloc serves
/// with `mmap` (a big array's storage). Swift objects, closure contexts and array buffers all come
/// from malloc, so the difference over N objects, divided by N, is what one object costs.
func heapBytesInUse() -> Int {
    #if canImport(Glibc)
    let info = mallinfo2()
    return Int(info.uordblks) + Int(info.hblkhd)
    #else
    return 0
    #endif
}

/// Whether ``heapBytesInUse()`` counts anything on this platform.
var canCountHeap: Bool {
    #if canImport(Glibc)
    true
    #else
    false
    #endif
}

/// Bytes per object: heap in use after `make` built `count` objects, minus before, divided by
/// `count`.
///
/// The objects are kept in an array reserved before the first count, so the array is not part of
/// the figure; whatever `make` allocates (the object, its closures, its share of a list it joins)
/// is.
func bytesPerObject<Object>(count: Int, make: () -> Object) -> Double {
    var kept: [Object] = []
    kept.reserveCapacity(count)
    let before = heapBytesInUse()
    for _ in 0..<count {
        kept.append(make())
    }
    let after = heapBytesInUse()
    withExtendedLifetime(kept) {}
    return Double(after - before) / Double(count)
}
