import DemoApp
import Foundation
import ReactiveCoordinator
import ReactiveCoordinatorFoundation

/// Bytes -> the restoration record's JSON decoder -> restore into two fresh apps, one signed out
/// and one signed in as `ada` by its own session, then the invariants.
@MainActor
package enum RecordTarget {
    /// Runs one input.
    package static func run(_ bytes: [UInt8]) {
        // Most byte strings are not JSON: refusing them is the decoder's job, not the app's.
        guard let record = try? JSONDecoder().decode(RestorationRecord.self, from: Data(bytes)) else { return }
        let context = String(decoding: bytes, as: UTF8.self).debugDescription
        // Signed out, the gate must hold whatever the record says; signed in, the record's steps
        // below the main flow restore, which is where the rest of the restoration code is.
        for user in [nil, "ada"] {
            Invariants.withApp(context) {
                DemoSession(rememberedUser: user)
            } body: { session in
                runToCompletion("the launch") { _ = await session.perform(.launch) }
                let before = Invariants.state(of: session)
                let report = session.restore(record)
                if report.restoredCount == 0, Invariants.state(of: session) != before {
                    Invariants.fail("a record that restored nothing (\(report)) changed the app", session, context)
                }
                // A record restores only into its owner's session (nil on either side counts).
                if record.owner != user, report.restoredCount != 0 {
                    Invariants.fail(
                        "a record of \(String(describing: record.owner)) restored for \(String(describing: user))",
                        session, context)
                }
                if report.restoredCount > record.steps.count {
                    Invariants.fail(
                        "\(report) counts more steps than the record's \(record.steps.count)", session, context)
                }
                // Nobody typed a password: a signed-out app is still signed out.
                Invariants.check(session, signedIn: user != nil, context)
            }
        }
    }
}
