import ReactiveCoordinator
import ReactiveCoordinatorDiagnostics
import ReactiveCoordinatorHeadless

/// Two scenes of the mail app, as an iPad runs two windows: one tree per scene in
/// ``ReactiveCoordinator/HeadlessScenes``; the user closes one, whose flows end with the scene's
/// own reason, while the other goes on; then the leak report of each scene.
///
/// It plays outside ``Scenario``, whose steps drive one session's window: here each line of the
/// log names its scene (`[left]`, `[right]`). Text only; `--format` does not apply to it.
package enum TwoWindows {
    /// The name `--scenario` takes.
    package static let name = "two-windows"
    /// One line for `--list`.
    package static let summary =
        "two scenes of the mail app, a tree each; one is closed (its flows end: scene closed), the other goes on"

    /// Plays the scenario and hands over each line of its log.
    ///
    /// - Parameter emit: Receives each line, the event log (scene-stamped) then the leak reports.
    /// - Returns: Whether anything leaked in either scene.
    @MainActor
    package static func run(emit: (String) -> Void) -> Bool {
        let scenes = HeadlessScenes()
        var lines: [String] = []
        let subscription = scenes.events.subscribe { event in
            guard case .value(let event) = event else { return }
            lines.append("  \(event)")
        }
        defer { subscription.cancel() }
        func flush(_ note: String) {
            emit("# \(note)")
            for line in lines { emit(line) }
            lines.removeAll()
        }
        emit("== \(name): \(summary)")
        for id in ["left", "right"] {
            do {
                try scenes.connect(id) { window in
                    AppCoordinator(environment: AppEnvironment(window: window, rememberedUser: "ada"))
                }
            } catch {
                emit("# scene \(id) failed to connect: \(error)")
            }
        }
        flush("two scenes connect, each signed in with a tree of its own")
        scenes.userClosesScene("left")
        flush("the user closes the left scene: its flows end with reason scene closed, children first")
        emit("# the right scene goes on:")
        for node in scenes.tree(of: "right")?.snapshot().nodes ?? [] {
            emit("  \(node.path) \(node.state)")
        }
        scenes.userClosesScene("right")
        flush("the user closes the right scene too")
        var leaked = false
        for report in scenes.leakReports() {
            emit("# leak report of scene \(report.scene ?? "?")")
            for line in report.description.split(separator: "\n") { emit("  " + line) }
            leaked = leaked || !report.leaks.isEmpty
        }
        emit(leaked ? "LEAKED" : "nothing leaked in either scene")
        return leaked
    }
}
