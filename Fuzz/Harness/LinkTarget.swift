import DemoApp
import ReactiveCoordinator
import ReactiveCoordinatorFoundation

/// Bytes -> a state of the app (the first byte) and a URL (the rest) -> the app's
/// `DeepLinkTable` -> `tree.open`, then the invariants.
@MainActor
package enum LinkTarget {
    /// A state a link may arrive in: whether the user is signed in, and how the app got there.
    struct Start: Sendable {
        /// A name for failure messages.
        var name: String
        /// Whether the user signed in; a link must not get a signed-out user past the gate.
        var signedIn: Bool
        /// The user actions that lead there from launch.
        var actions: [UserAction]
        /// Whether the tree ends paused: a link then waits, whole, until the app comes back.
        var paused: Bool { actions.last == .background }
    }

    /// The states, by the first byte modulo their count; the seeds name them in this order.
    static let starts: [Start] = [
        Start(name: "signed out, welcome", signedIn: false, actions: [.launch]),
        Start(name: "signed out, credentials form", signedIn: false, actions: [.launch, .tap("sign-in")]),
        Start(name: "signed out, in the background", signedIn: false, actions: [.launch, .background]),
        Start(name: "signed in, inbox", signedIn: true, actions: [.launch]),
        Start(name: "message 3 open", signedIn: true, actions: [.launch, .tap("open", argument: "3")]),
        Start(name: "compose sheet up", signedIn: true, actions: [.launch, .tap("compose")]),
        Start(
            name: "reply over a message", signedIn: true,
            actions: [.launch, .tap("open", argument: "2"), .tap("reply")]),
        Start(
            name: "attachments in the compose sheet", signedIn: true,
            actions: [.launch, .tap("compose"), .tap("attach")]),
        Start(name: "settings tab", signedIn: true, actions: [.launch, .selectTab("settings")]),
        Start(name: "account screen", signedIn: true, actions: [.launch, .selectTab("settings"), .tap("account")]),
        Start(
            name: "sender card", signedIn: true, actions: [.launch, .tap("open", argument: "4"), .tap("sender")]),
        Start(
            name: "message open, in the background", signedIn: true,
            actions: [.launch, .tap("open", argument: "3"), .background]),
    ]

    /// Runs one input.
    package static func run(_ bytes: [UInt8]) {
        guard let first = bytes.first else { return }
        let start = starts[Int(first) % starts.count]
        let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
        let context = "\(start.name): \(text.debugDescription)"
        Invariants.withApp(context) {
            DemoSession(rememberedUser: start.signedIn ? "ada" : nil)
        } body: { session in
            runToCompletion("setting up \(start.name)") {
                for action in start.actions where await !session.perform(action) {
                    Invariants.fail("the start \(start.name) refused \(action)", session, context)
                }
            }
            Invariants.check(session, signedIn: start.signedIn, context)
            open(text, in: session, from: start, context)
        }
    }

    private static func open(_ text: String, in session: DemoSession, from start: Start, _ context: String) {
        let before = Invariants.state(of: session)
        let link: DeepLink
        do {
            link = try MailLink.table.link(for: text)
        } catch {
            // The app's own path parses again and must refuse it the same way, touching nothing.
            runToCompletion("the app's refusal of a bad link") {
                if await session.perform(.openLink(text)) {
                    Invariants.fail("the app opened a link its table refused (\(error))", session, context)
                }
            }
            if Invariants.state(of: session) != before {
                Invariants.fail("a refused link (\(error)) changed the app", session, context)
            }
            Invariants.check(session, signedIn: start.signedIn, context)
            return
        }
        let outcome = Outcome()
        session.tree.open(link) { outcome.result = $0 }
        if start.paused {
            // A link that waits takes none of its steps: the tree stays as it was until resumed.
            if let early = outcome.result {
                Invariants.fail("a link on a paused tree ended before the resume: \(early)", session, context)
            }
            if Invariants.state(of: session) != before {
                Invariants.fail("a waiting link changed the app before the resume", session, context)
            }
            runToCompletion("the resume") { _ = await session.perform(.foreground) }
        }
        guard let result = outcome.result else {
            Invariants.fail("the link \(link) never ended", session, context)
        }
        if case .failure(.noRoute(step: 0, _)) = result, !start.paused, Invariants.state(of: session) != before {
            Invariants.fail("a link whose first step nobody took changed the app", session, context)
        }
        // A logout link that ran signs out; no link signs in, so a signed-out start stays so.
        let loggedOut = link.steps.contains { "\($0)".contains("logout") } && (try? result.get()) != nil
        Invariants.check(session, signedIn: start.signedIn && !loggedOut, context)
    }
}

@MainActor
private final class Outcome {
    var result: Result<Void, DeepLinkError>?
}
