#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The CPU time the calling thread has used, which other processes on a busy machine do not
/// inflate as they do wall time.
enum ThreadClock {
    static func nanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// The least CPU time `body` took over `runs` runs: the run least disturbed by the machine.
    static func best(of runs: Int, _ body: () throws -> Void) rethrows -> UInt64 {
        var best = UInt64.max
        for _ in 0..<runs {
            let start = nanoseconds()
            try body()
            best = min(best, nanoseconds() - start)
        }
        return best
    }
}
