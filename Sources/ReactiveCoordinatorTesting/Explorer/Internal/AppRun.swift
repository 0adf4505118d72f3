import ReactiveCoordinator

/// One fresh app the explorer drives, with what it watches in the app's event log.
@MainActor
final class AppRun {
    let app: ExploredApp
    /// The actions played into the app since it was built, when the explorer keeps count.
    var history: [FlowAction] = []
    /// Every line of the log (`path: event`) when the run records them, else `nil`.
    private(set) var lines: [String]?
    private var subscription: MainActorSubscription?
    private var nextSequence: Int
    private var gap: String?
    private var watchesStep = false
    private var flagged: [CoordinatorEvent] = []
    private var guardWatch = GuardWatch()

    init(_ app: ExploredApp, recordsLines: Bool) {
        self.app = app
        self.lines = recordsLines ? [] : nil
        nextSequence = app.tree.eventCount + 1
        subscription = app.tree.events.subscribe { [weak self] event in
            guard case .value(let event) = event, let self else { return }
            self.note(event)
        }
        if app.tree.root?.state == .idle {
            try? app.tree.start()
        }
    }

    static func line(_ event: CoordinatorEvent) -> String {
        "\(event.path): \(event.kind)"
    }

    private func note(_ event: CoordinatorEvent) {
        if event.sequence != nextSequence, gap == nil {
            gap = "the event log went from sequence \(nextSequence - 1) to \(event.sequence)"
        }
        nextSequence = event.sequence + 1
        lines?.append(Self.line(event))
        guardWatch.note(event)
        if watchesStep {
            switch event.kind {
            case .unhandled, .rejected: flagged.append(event)
            default: break
            }
        }
    }

    /// Starts watching the log for the invariants of one step.
    func beginStep() {
        watchesStep = true
        flagged.removeAll(keepingCapacity: true)
        guardWatch.beginStep(in: app)
    }

    /// Stops watching the log without checking anything.
    func endStep() {
        watchesStep = false
    }

    /// The invariants the app breaks after the step under way, first the library's, then the
    /// user's.
    func violations(
        allowing allowed: [String], invariants: [FlowExplorer.Invariant]
    ) -> [(kind: ExplorationFinding.Kind, message: String)] {
        watchesStep = false
        var found: [(kind: ExplorationFinding.Kind, message: String)] = []
        let root = app.root
        var pending = app.tree.root.map { [$0] } ?? []
        var zombies: Set<String> = []
        while let flow = pending.popLast() {
            let children = flow.children
            pending += children
            guard flow.state == .active || flow.state == .paused else { continue }
            // The leak report's rule: nothing can reach it, no screen's release, no intent, no
            // child's end.
            if let why = flow.whyNothingCanEndIt {
                zombies.insert(flow.path)
                found.append((.zombieCoordinator, "\(flow.path) is \(why)"))
                continue
            }
            guard let screen = flow.boundScreen else { continue }
            guard screen !== root, !root.contains(screen) else { continue }
            found.append(
                (
                    .zombieCoordinator,
                    "\(flow.path) is \(flow.state.rawValue), but the screen it is bound to, \(type(of: screen)), "
                        + "is off the hierarchy"
                ))
        }
        for leak in app.tree.leaks(shownIn: root)
        where leak.kind != .coordinator || !zombies.contains(leak.path) {
            found.append((.leak, "\(leak.kind.rawValue) \(leak.name) at \(leak.path): \(leak.why)"))
        }
        for event in flagged {
            let line = Self.line(event)
            guard !allowed.contains(where: { line.contains($0) }) else { continue }
            if case .unhandled = event.kind {
                found.append((.unhandledIntent, line))
            } else {
                found.append((.rejectedOperation, line))
            }
        }
        found += guardWatch.violations(in: app)
        if let gap {
            found.append((.logSequenceGap, gap))
            self.gap = nil
        }
        for invariant in invariants {
            if let message = invariant.check(app) {
                found.append((.userInvariant, "\(invariant.name): \(message)"))
            }
        }
        return found
    }

    /// Stops listening, cancels the tree and empties the root container, so that everything
    /// the app made can go.
    func close() {
        subscription = nil
        app.tree.cancel()
        switch app.root {
        case let window as any WindowContext: _ = try? window.setRoot(nil)
        case let stack as any StackContext: _ = try? stack.setScreens([])
        case let tabs as any TabContext: _ = try? tabs.setTabs([])
        case let split as any SplitContext:
            _ = try? split.setSecondary(nil)
            _ = try? split.setPrimary(nil)
        default: break
        }
    }
}
