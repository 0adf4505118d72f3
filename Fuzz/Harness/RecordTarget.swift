import DemoApp
import Foundation
import ReactiveCoordinator

/// Bytes -> the restoration record's JSON decoder -> restore into a fresh, signed-out app,
/// then the invariants.
@MainActor
package enum RecordTarget {
    /// Runs one input.
    package static func run(_ bytes: [UInt8]) {
        // Most byte strings are not JSON: refusing them is the decoder's job, not the app's.
        guard let record = try? JSONDecoder().decode(RestorationRecord.self, from: Data(bytes)) else { return }
        let context = String(decoding: bytes, as: UTF8.self).debugDescription
        Invariants.withApp(context) {
            DemoSession()
        } body: { session in
            runToCompletion("the launch") { _ = await session.perform(.launch) }
            let before = Invariants.state(of: session)
            let report = session.tree.restore(record, schema: DemoSession.restorationSchema)
            if report.restoredCount == 0, Invariants.state(of: session) != before {
                Invariants.fail("a record that restored nothing (\(report)) changed the app", session, context)
            }
            if report.restoredCount > record.steps.count {
                Invariants.fail("\(report) counts more steps than the record's \(record.steps.count)", session, context)
            }
            // Nobody typed a password: whatever the record says, the app is still signed out.
            Invariants.check(session, signedIn: false, context)
        }
    }
}
