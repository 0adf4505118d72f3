import DemoApp
import ReactiveCoordinatorTesting

/// Bytes -> `BreadcrumbTrail(parsing:)` -> `replay(in:)` into the demo's app, signed out and
/// signed in as `ada`; a trail that replays must replay again, from its actions, to the same log,
/// and let its app go.
@MainActor
package enum BreadcrumbTarget {
    /// Runs one input.
    package static func run(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        // A text the reader refuses is refused with a typed error: nothing to check further.
        guard let trail = try? BreadcrumbTrail(parsing: text) else { return }
        let context = text.debugDescription
        for user in [nil, "ada"] {
            runToCompletion("a trail's replay") {
                let explorer = DemoExplorer.make(rememberedUser: user)
                guard let replay = try? await trail.replay(in: explorer) else { return }
                let again = await replay.run(in: DemoExplorer.make(rememberedUser: user))
                guard again.log == replay.expectedLog, again.actionsPlayed == replay.actions.count else {
                    fatalError("fuzz invariant: a replayed trail did not replay again to its log\ninput: \(context)")
                }
                guard again.isReleased else {
                    fatalError("fuzz invariant: a replayed trail's app outlived its teardown\ninput: \(context)")
                }
            }
        }
    }
}
