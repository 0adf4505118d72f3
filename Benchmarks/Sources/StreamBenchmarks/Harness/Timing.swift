#if canImport(Glibc)
import Glibc
#endif

/// Nanoseconds of the monotonic clock: wall-clock time, for cases that run on several threads.
func now() -> UInt64 {
    read(CLOCK_MONOTONIC)
}

/// Nanoseconds of CPU time the calling thread has used, for cases that run on one thread.
///
/// On a machine shared with other work, a thread is descheduled now and then; wall-clock time
/// would count those pauses as the case's cost, and they are most of the noise. CPU time does not.
func threadCPUTime() -> UInt64 {
    read(CLOCK_THREAD_CPUTIME_ID)
}

private func read(_ clock: clockid_t) -> UInt64 {
    var time = timespec()
    clock_gettime(clock, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// The median of some samples (the mean of the middle two for an even count).
func median(_ samples: [Double]) -> Double {
    precondition(!samples.isEmpty, "no samples")
    let sorted = samples.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// A synchronous case that runs `operations` operations on the calling thread, timed as a whole
/// in thread CPU time.
struct TimedCase {
    let name: String
    /// Runs the operation this many times.
    let body: (_ operations: Int) -> Void

    /// Nanoseconds per operation for one sample of `operations` operations.
    func sample(_ operations: Int) -> Double {
        let start = threadCPUTime()
        body(operations)
        return Double(threadCPUTime() - start) / Double(operations)
    }
}

/// How many operations a sample of `timedCase` needs to last about `target` nanoseconds.
///
/// Doubles a small run until it lasts long enough to scale from; these runs are the warm-up.
func calibrate(_ timedCase: TimedCase, targetNanoseconds target: Double) -> Int {
    var operations = 1_000
    while true {
        let start = threadCPUTime()
        timedCase.body(operations)
        let elapsed = Double(threadCPUTime() - start)
        if elapsed >= target / 8 || operations >= 1 << 30 {
            return max(1_000, Int(Double(operations) * target / max(elapsed, 1)))
        }
        operations *= 2
    }
}

/// Medians, in nanoseconds per operation, of `runs` samples of each case, after a warm-up.
///
/// Samples are taken in rounds (every case once per round) so that a burst of load from other
/// processes on the machine hits all cases of a comparison alike, not just one of them.
func measureInRounds(_ cases: [TimedCase], runs: Int, targetNanoseconds: Double) -> [String: Double] {
    let operations = cases.map { calibrate($0, targetNanoseconds: targetNanoseconds) }
    var samples = Array(repeating: [Double](), count: cases.count)
    for _ in 0..<runs {
        for (index, timedCase) in cases.enumerated() {
            samples[index].append(timedCase.sample(operations[index]))
        }
    }
    var medians: [String: Double] = [:]
    for (index, timedCase) in cases.enumerated() {
        medians[timedCase.name] = median(samples[index])
    }
    return medians
}
