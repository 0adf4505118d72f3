package import ReactiveCoordinator
import ReactiveCoordinatorFoundation
import ReactiveCoordinatorDiagnostics
package import ReactiveCoordinatorHeadless

/// The demo app, running headless: a window, the coordinator tree, and the log of both.
///
/// A session owns the window and the tree; the flows own nothing but their children. Drive it
/// with ``perform(_:note:)``, collect what happened with ``drain()``, and end it with
/// ``finish()``, which reports what is still alive and what leaked.
///
/// ```swift
/// let session = DemoSession()
/// await session.perform(.launch)
/// await session.perform(.tap("sign-in"))
/// for entry in session.drain() { print(entry) }
/// let summary = session.finish()
/// assert(!summary.leaked)
/// ```
///
/// ## Contract
/// - Every ``perform(_:note:)`` records the action first, then what it caused, in order:
///   navigation changes before the coordinator events they trigger.
/// - An action that cannot be done (no back button, nothing presented, a button the screen
///   does not have) records a ``LogEntry/refused(_:)`` entry and changes nothing.
/// - The same actions always produce the same entries: nothing depends on time, addresses or
///   the system's randomness.
@MainActor
package final class DemoSession {
    /// The coordinator tree of the app; attach an `EventLogRecorder` to it to assert on events.
    package let tree: CoordinatorTree
    /// The headless window the app shows its screens in.
    package let window: HeadlessWindow
    let environment: AppEnvironment
    private var pending: [LogEntry] = []
    private var subscription: MainActorSubscription?
    private(set) var step = 0
    /// A file of a restoration record to restore right after ``UserAction/launch``.
    public var restoresRecordAfterLaunch: String?
    /// A file to write the restoration record to in ``finish()``, before the tree is torn down.
    public var savesRecordOnFinish: String?
    /// Where the session's actions go, in the explorer's form, as the session ends
    /// (`--record FILE`); `nil` records nothing.
    var recording: SessionRecording?

    /// Creates the app, not launched yet.
    ///
    /// - Parameter rememberedUser: The user of a saved session: the login flow then finishes as
    ///   soon as it starts and the app opens on its main tabs.
    package init(rememberedUser: String? = nil) {
        let window = HeadlessWindow(name: "window")
        let environment = AppEnvironment(window: window, rememberedUser: rememberedUser)
        self.window = window
        self.environment = environment
        self.tree = CoordinatorTree(root: AppCoordinator(environment: environment))
        subscription = tree.events.subscribe { [weak self] event in
            guard case .value(let event) = event else { return }
            self?.record(.event(event))
            self?.recording?.note(event)
        }
        window.onChange = { [weak self] change in
            self?.record(.navigation(change.description))
            if let crumb = Breadcrumb(change) { self?.record(.gesture(crumb)) }
        }
    }

    /// Whether ``finish()`` has run; a finished session refuses every action.
    package private(set) var isFinished = false

    /// Takes the entries recorded since the last call.
    ///
    /// - Returns: The entries, oldest first.
    package func drain() -> [LogEntry] {
        defer { pending.removeAll() }
        return pending
    }

    /// Adds an entry to the log, for drivers that narrate (titles, notes, replies).
    ///
    /// - Parameter entry: The entry.
    package func record(_ entry: LogEntry) {
        pending.append(entry)
    }

    /// What the user sees now and can tap.
    package var screen: ScreenInfo {
        if let alert = window.shownAlert {
            // The alert covers the screens: its buttons are all the user can tap.
            return ScreenInfo(
                path: "\(window.visiblePath) > \(alert)", screen: alert.description,
                buttons: zip(AlertButtonName.names(in: alert), alert.buttons).map { name, button in
                    ButtonInfo(
                        name: name, argument: nil, summary: "answer \(alert) with \(button.title.quotedForMessage)",
                        samples: [])
                })
        }
        let visible = window.visibleScreen
        return ScreenInfo(
            path: window.visiblePath,
            screen: visible.map { String(describing: $0) } ?? "nothing",
            buttons: (visible as? any TappableScreen)?.buttonInfos ?? []
        )
    }

    /// Records the coordinator tree and the navigation hierarchy as they are now.
    package func recordTree() {
        record(.tree(tree.snapshot(), hierarchy: window.hierarchyDescription))
    }

    /// Records a picture of the coordinator tree and the navigation hierarchy as they are now.
    ///
    /// - Parameter format: The language to draw it in.
    package func recordPicture(_ format: PictureFormat) {
        let picture = format.draw(tree.snapshot(), hierarchy: HierarchySnapshot(of: window, coordinators: tree))
        record(.picture(format, text: picture))
    }

    /// Ends the session: records the leak report, then cancels the tree and empties the window
    /// and checks that nothing is left alive.
    ///
    /// The shutdown's own teardown events are not recorded: they would only repeat, for every
    /// running coordinator, that it was cancelled.
    ///
    /// - Returns: The report; the same value is recorded as a ``LogEntry/summary(_:)`` entry.
    @discardableResult
    package func finish() -> SessionSummary {
        if let file = savesRecordOnFinish, !isFinished, let problem = save(to: file) { record(.failed(problem)) }
        if let recording, !isFinished, let problem = recording.write() { record(.failed(problem)) }
        let report = tree.leakReport(shownIn: window)
        isFinished = true
        subscription = nil
        window.onChange = nil
        tree.cancel()
        _ = try? window.setRoot(nil)
        let summary = SessionSummary(report: report, aliveAfterShutdown: tree.leakReport().alive)
        record(.summary(summary))
        return summary
    }

    func beginStep(_ action: UserAction, note: String?) {
        step += 1
        record(.action(step: step, command: action.description))
        if let note { record(.note(note)) }
    }
}
