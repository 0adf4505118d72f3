/// The one handler body every case runs: add the value into a counter held by a class instance.
///
/// Giving every case the same body makes the ratios compare delivery, not work. The total is
/// read after each sample (see ``blackHole(_:)``), so the optimiser cannot drop the additions.
final class Sink: @unchecked Sendable {
    // @unchecked Sendable: each sample delivers on one thread at a time (a task hand-over is a
    // synchronisation point), and the total is read only once delivery has ended.
    var total = 0

    @inline(__always)
    func add(_ value: Int) {
        total &+= value
    }
}

/// Returns its argument through a function the optimiser does not look into.
///
/// Wrap what a case is built from (a closure holder, a source) so the compiler cannot see
/// which closure will be called and inline it, or prove a loop does nothing.
@_optimize(none)
func opaque<T>(_ value: T) -> T {
    value
}

/// Consumes a value so that the work that produced it cannot be removed.
@_optimize(none)
func blackHole<T>(_ value: T) {}
