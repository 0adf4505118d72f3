import ReactiveCoordinator

/// Runs `--interactive`: one line of input in, the events it caused out.
///
/// Testable in-process: feed it lines, read the entries it answers with.
///
/// ```swift
/// let interpreter = Interpreter()
/// _ = await interpreter.start()
/// let reply = await interpreter.handle("tap sign-in")   // the action, its events, the new screen
/// let end = interpreter.finish()                         // the leak report
/// ```
///
/// ## Contract
/// - ``handle(_:)`` answers every line with at least one entry, whatever bytes it holds: an
///   unknown command gets a ``LogEntry/refused(_:)`` entry and a hint, never a crash.
/// - A blank line answers with a hint.
/// - After `quit` or ``finish()``, every line answers that the session has ended.
@MainActor
package final class Interpreter {
    /// The app the commands drive.
    package let session: DemoSession
    private var summary: SessionSummary?

    /// Creates an interpreter over a new session.
    ///
    /// - Parameter session: The app to drive; not launched yet.
    package init(session: DemoSession = DemoSession()) {
        self.session = session
    }

    /// Whether the session has ended, by `quit` or ``finish()``.
    package var isDone: Bool {
        summary != nil
    }

    /// The summary of the ended session, or nil while it runs.
    package var endingSummary: SessionSummary? {
        summary
    }

    /// Launches the app and says how to go on.
    ///
    /// - Returns: The launch's entries, a greeting and the screen.
    package func start() async -> [LogEntry] {
        session.record(.title(name: "interactive", summary: "type help for the commands, quit to end"))
        await session.perform(.launch)
        session.record(.screen(session.screen))
        return session.drain()
    }

    /// Runs one line of input.
    ///
    /// - Parameter line: The line, without its line break; any text at all.
    /// - Returns: At least one entry.
    package func handle(_ line: String) async -> [LogEntry] {
        guard !isDone else {
            return [.refused("the session has ended"), .message("hint: start stream-demo --interactive again")]
        }
        let screen = session.screen
        switch CommandParser.parse(line, buttons: screen.buttons, screen: screen.screen) {
        case .failure(let problem):
            return [.refused(problem.message), .message("hint: \(problem.hint)")]
        case .success(let command):
            return await run(command)
        }
    }

    /// Ends the session and reports leaks; a no-op returning nothing if it already ended.
    ///
    /// - Returns: The summary entry.
    package func finish() -> [LogEntry] {
        guard !isDone else { return [] }
        summary = session.finish()
        return session.drain()
    }

    private func run(_ command: InteractiveCommand) async -> [LogEntry] {
        switch command {
        case .nothing:
            return [.message("type a command, or help for the list")]
        case .action(let action):
            await session.perform(action)
            session.record(.screen(session.screen))
            return session.drain()
        case .whereAmI:
            return [.screen(session.screen)]
        case .tree(nil):
            session.recordTree()
            return session.drain()
        case .tree(let format?):
            session.recordPicture(format)
            return session.drain()
        case .leaks:
            let report = session.tree.leakReport(shownIn: session.window)
            return report.description.split(separator: "\n").map { .message(String($0)) }
        case .help:
            return helpEntries
        case .quit:
            return finish()
        }
    }

    private var helpEntries: [LogEntry] {
        let width = InteractiveCommand.reference.map(\.usage.count).max() ?? 0
        let commands = InteractiveCommand.reference.map { usage, summary in
            LogEntry.message("  " + usage + String(repeating: " ", count: width - usage.count + 2) + summary)
        }
        let screen = session.screen
        let buttons = screen.buttons.map { button in
            LogEntry.message("  tap " + button.usage + ": " + button.summary)
        }
        return [.message("commands:")] + commands + [.message("on \(screen.screen) you can:")] + buttons
    }
}
