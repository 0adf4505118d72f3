package import ReactiveCoordinator

/// How a session ended: the leak report, then what survived shutting the app down.
///
/// ``report`` is taken while the app still runs: what is alive then is alive for a reason
/// (running coordinators, shown screens), and only its ``LeakReport/leaks`` are zombies. Then
/// the tree is cancelled and the window emptied; anything still alive after that
/// (``aliveAfterShutdown``) leaked too.
package struct SessionSummary: Sendable, Equatable {
    /// The tree's leak report before shutdown.
    package var report: LeakReport
    /// What was still alive once the tree was cancelled and the window emptied.
    package var aliveAfterShutdown: [LeakReport.AliveObject]

    /// Whether anything leaked, before or after shutdown.
    package var leaked: Bool {
        !report.leaks.isEmpty || !aliveAfterShutdown.isEmpty
    }
}
