import DemoApp
import Foundation
import ReactiveCoordinator

/// Bytes -> lines -> the demo's interactive interpreter on a fresh session, with the invariants
/// after every line and after the session ends.
@MainActor
package enum CommandTarget {
    /// More lines than this add time per input, not new states: the demo's screens are a few taps deep.
    static let maximumLines = 64

    /// Where `save` and `restore` write and read: one file of this process, emptied before each
    /// input so that an input replays alone, and so no input can name a file of the machine.
    static let recordFile = FileManager.default.temporaryDirectory
        .appendingPathComponent("fuzz-commands-\(ProcessInfo.processInfo.processIdentifier).json").path

    /// Runs one input.
    package static func run(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).prefix(maximumLines).map(confined)
        let context = lines.joined(separator: "\n").debugDescription
        try? FileManager.default.removeItem(atPath: recordFile)
        Invariants.withApp(context) {
            DemoSession()
        } body: { session in
            let interpreter = Interpreter(session: session)
            let gate = SignInWitness(session.tree)
            runToCompletion("the launch") { _ = await interpreter.start() }
            Invariants.check(session, signedIn: gate.signedIn, context)
            for line in lines {
                let before = Invariants.state(of: session)
                var reply: [LogEntry] = []
                runToCompletion("the line \(line.debugDescription)") { reply = await interpreter.handle(line) }
                if reply.isEmpty {
                    Invariants.fail("the line \(line.debugDescription) got no answer", session, context)
                }
                if reply.contains(where: \.isRefusal), Invariants.state(of: session) != before {
                    Invariants.fail("the refused line \(line.debugDescription) changed the app", session, context)
                }
                guard !interpreter.isDone else { break }
                Invariants.check(session, signedIn: gate.signedIn, context)
            }
            _ = interpreter.finish()
        }
    }

    /// The line, with the file of a `save` or `restore` replaced by ``recordFile``.
    private static func confined(_ line: Substring) -> String {
        let words = line.split(whereSeparator: \.isWhitespace)
        guard let first = words.first, ["save", "restore"].contains(first.lowercased()) else { return String(line) }
        return words.count == 1 ? String(first) : "\(first) \(recordFile)"
    }
}

/// Says whether the user has signed in through the app's own form, from the tree's log alone.
///
/// A `submit` of the credentials screen routed by the login flow signs in, the end of the main
/// flow signs out, whatever instance of each it is (`login-2` after a logout, `main-2` after a
/// second sign-in). What the app believes (a remembered user, a restored record) does not count.
@MainActor
private final class SignInWitness {
    private(set) var signedIn = false
    private var subscription: MainActorSubscription?

    init(_ tree: CoordinatorTree) {
        subscription = tree.events.subscribe { [weak self] event in
            guard case .value(let event) = event else { return }
            self?.observe(event)
        }
    }

    private func observe(_ event: CoordinatorEvent) {
        switch event.kind {
        case .routed(let intent, _)
        where Invariants.unnumbered(event.path) == "app/login" && "\(intent)".contains("submit"):
            signedIn = true
        case .childFinished(let child, _, _)
        where event.path == "app" && Invariants.unnumbered(child).hasSuffix("main"):
            signedIn = false
        default:
            break
        }
    }
}

extension LogEntry {
    fileprivate var isRefusal: Bool {
        if case .refused = self { true } else { false }
    }
}
