import Foundation

/// Runs main-actor async work to its end from libFuzzer's synchronous callback.
///
/// The demo's async entry points (`perform`, `handle`) do not suspend today, so `Task.immediate`
/// finishes them before it returns; should one suspend later (an awaited child, `settle()`), the
/// main run loop is turned until it ends, so the harness keeps working rather than racing the
/// next input. Work that never ends is a hang worth a report, so it stops the run.
@MainActor
func runToCompletion(_ what: String, _ work: @escaping @MainActor () async -> Void) {
    let completion = Completion()
    if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
        Task.immediate { @MainActor in
            await work()
            completion.isDone = true
        }
    } else {
        // Only Linux runs the fuzzers; elsewhere the run loop below starts the task.
        Task { @MainActor in
            await work()
            completion.isDone = true
        }
    }
    let deadline = Date(timeIntervalSinceNow: 2)
    while !completion.isDone {
        guard Date() < deadline else { fatalError("fuzz invariant: \(what) did not end within 2 s") }
        _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.001))
    }
}

@MainActor
private final class Completion {
    var isDone = false
}
