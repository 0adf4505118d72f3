import DemoApp
import Foundation
import ReactiveCoordinatorTesting

/// Bytes -> `FlowReplay`'s JSON decoder (the file `stream-demo --record` writes and a test keeps)
/// -> `run(in:)` into the demo's app, signed out and signed in as `ada`; the actions a replay
/// played must replay again to the same log, and every app must let go.
@MainActor
package enum ReplayTarget {
    /// Runs one input.
    package static func run(_ bytes: [UInt8]) {
        // Most byte strings are not JSON: refusing them is the decoder's job.
        guard let replay = try? JSONDecoder().decode(FlowReplay.self, from: Data(bytes)) else { return }
        let context = String(decoding: bytes, as: UTF8.self).debugDescription
        for user in [nil, "ada"] {
            runToCompletion("a saved replay") {
                let run = await replay.run(in: DemoExplorer.make(rememberedUser: user))
                guard run.isReleased else {
                    fatalError("fuzz invariant: a saved replay's app outlived its teardown\ninput: \(context)")
                }
                guard run.actionsPlayed <= replay.actions.count else {
                    fatalError("fuzz invariant: a replay played more actions than it has\ninput: \(context)")
                }
                // What applied applies again, the same way.
                let played = FlowReplay(actions: Array(replay.actions.prefix(run.actionsPlayed)))
                let again = await played.run(in: DemoExplorer.make(rememberedUser: user))
                guard again.actionsPlayed == run.actionsPlayed, again.log == run.log, again.isReleased else {
                    fatalError("fuzz invariant: a replay's played actions did not replay to its log\ninput: \(context)")
                }
            }
        }
    }
}
