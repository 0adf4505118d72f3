/// When the work a coordinator's `task` starts takes its first step.
///
/// `Task.immediate` (iOS 26, macOS 26) runs the work synchronously up to its first suspension;
/// below it (down to the package's iOS 17 floor) the work is a plain main-actor task, which runs
/// on the main actor's next turn. ``CoordinatorTree/settle()`` waits for that first step either
/// way, so a test that settles after the intent reads the same outcome on both.
package enum WorkStart: Sendable {
    /// Synchronously, before `task` returns, up to the work's first suspension.
    case immediately
    /// On the main actor's next turn, after the handler that asked for it has returned.
    case onNextTurn

    /// How this process starts owned work: `onNextTurn` on systems older than `Task.immediate`
    /// and when ``AvailabilityFallbacks/areForced``.
    package static var current: WorkStart {
        if #available(macOS 26.0, iOS 26.0, watchOS 26.0, tvOS 26.0, visionOS 26.0, *),
            !AvailabilityFallbacks.areForced
        {
            .immediately
        } else {
            .onNextTurn
        }
    }
}
