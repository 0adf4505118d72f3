public import ReactiveCoordinator

/// Records a session you play on a fresh app, as a user would, into a ``FlowReplay``.
///
/// Writing a session as ``FlowAction`` values by hand means knowing each screen's position in
/// the hierarchy and each intent's index. The recorder works them out: it builds a fresh app with
/// an explorer's builder, and each call plays one thing the user does (send an intent from the
/// visible screen of its type, a gesture, an answer to an alert or to a request in flight, a
/// link) and records the action that names it. ``replay`` is then the session with the log it
/// made, ready to keep as JSON or to paste into a test:
///
/// <!-- mirrors Tests/FlowExplorerTests/FlowRecorderTests.swift#record -->
/// ```swift
/// let recorder = await FlowRecorder(MailApp.explorer())
/// try await recorder.send(LoginScreen.Intent.signIn, from: LoginScreen.self)
/// try await recorder.send(InboxScreen.Intent.open(id: 2), from: InboxScreen.self)
/// try await recorder.perform(.back(stack: [0, 0]))
/// let replay = recorder.finish()  // the actions and the log they made
/// ```
///
/// ## Contract
/// - Only what the user could do in the current state is recorded: each call checks that the
///   action is one the explorer would offer now, plays it as the explorer does (the tree settled
///   after it), and throws ``FlowRecorderError`` otherwise, recording nothing.
/// - ``replay`` played with ``FlowReplay/check(in:reporter:fileID:filePath:line:column:)`` in
///   the same explorer reproduces the log, line for line.
/// - ``finish()`` cancels the tree and lets the app go; the recorder plays nothing after it.
///   Work the flows owned is cancelled with the tree and returns on the main actor's next
///   turns, holding what it captured until then (the window of an alert it awaited): a test
///   that checks the app is gone lets that work return first (`await Task.yield()`).
@MainActor
public final class FlowRecorder {
    private let explorer: FlowExplorer
    private var run: AppRun?
    private var actions: [FlowAction] = []
    private var finalLog: [String]?

    /// Builds a fresh app with the explorer's builder and starts it, listening to its log.
    ///
    /// - Parameter explorer: Gives the builder, the intent lists and the links.
    public init(_ explorer: FlowExplorer) async {
        self.explorer = explorer
        run = await explorer.makeRun(recordsLines: true)
    }

    /// The app being recorded, until ``finish()``.
    public var app: ExploredApp? {
        run?.app
    }

    /// What the user can do now, as the explorer would try it.
    public var availableActions: [FlowAction] {
        run.map(explorer.actions(in:)) ?? []
    }

    /// The session so far: its actions and the log they made.
    public var replay: FlowReplay {
        FlowReplay(actions: actions, expectedLog: finalLog ?? run?.lines ?? [])
    }

    /// Sends an intent from the visible screen of a type, as a tap there would.
    ///
    /// - Parameters:
    ///   - intent: The intent; it must be in the list the explorer was given for the type (it is
    ///     matched by its description).
    ///   - type: The screen's type.
    /// - Throws: ``FlowRecorderError`` if no visible screen of the type offers that intent now.
    public func send<Screen: IntentScreen>(_ intent: Screen.Intent, from type: Screen.Type)
        async throws(FlowRecorderError)
    {
        let typeName = TypeNames.describing(type)
        let label = IntentLabel.of(intent)
        let action = availableActions.first {
            guard case .intent(_, let name, _, let offered) = $0 else { return false }
            return name == typeName && offered == label
        }
        guard let action else {
            throw FlowRecorderError(message: "no visible \(typeName) offers \(label) now")
        }
        try await perform(action)
    }

    /// Plays an action the user can take now and records it.
    ///
    /// - Parameter action: One of ``availableActions``.
    /// - Throws: ``FlowRecorderError`` if the action is not offered now.
    public func perform(_ action: FlowAction) async throws(FlowRecorderError) {
        guard let run else { throw FlowRecorderError(message: "the recording is finished") }
        guard explorer.actions(in: run).contains(action) else {
            throw FlowRecorderError(message: "\(action) is not something the user can do now")
        }
        guard await explorer.perform(action, in: run) else {
            throw FlowRecorderError(message: "\(action) did not apply")
        }
        actions.append(action)
    }

    /// Ends the recording: cancels the tree, lets the app go, and returns the session.
    ///
    /// - Returns: The actions and the log they made, up to before the tree was cancelled.
    @discardableResult
    public func finish() -> FlowReplay {
        if let run {
            finalLog = run.lines ?? []
            run.close()
            self.run = nil
        }
        return replay
    }
}

/// Why a ``FlowRecorder`` refused to record something.
public struct FlowRecorderError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What could not be done, in words.
    public var message: String

    /// The message.
    public var description: String {
        message
    }
}
