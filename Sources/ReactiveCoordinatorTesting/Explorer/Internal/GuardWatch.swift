import ReactiveCoordinator

/// The explorer's watch over guarded screens and the changes that wait (issue 35).
///
/// Two rules, checked after each step:
/// - A guarded screen leaves the hierarchy only with its guard's flow taking part in the step: it
///   was asked or told (`leaveAsked`), it answered an alert, a change that asked it applied (its
///   answer, given through its flow in this step), or it ended other than by its
///   screen's release (finished or cancelled for its own removal, or a teardown, which is
///   forced). Anything else took the screen past its guard; its flow then ends with `screen
///   released`, which is the consequence, not a part.
/// - Every change that waited (for a guard's answer, or behind an alert) ends with exactly one
///   outcome: a `changeEnded` for an operation that no longer waits is a second outcome, or one
///   for a change nobody asked.
///
/// A change still waiting when a step ends is no finding: waiting is a state the search explores.
@MainActor
struct GuardWatch {
    /// A screen guarded when the step began, and the flow whose guard keeps it.
    private struct Guarded {
        weak var screen: AnyObject?
        let name: String
        let guardPath: String
    }

    private var guardedWhenStepBegan: [Guarded] = []
    /// The flows that asked, were told, answered an alert or ended during the step.
    private var pathsTakingPart: Set<String> = []
    /// The operations that wait, with how many changes of that name wait.
    private var waiting: [String: Int] = [:]
    /// For each operation that waits for a guard, the guarded screens it asked about and the
    /// flows whose guards it asked: a guard that answers through its flow (``Flow/answer(_:with:)``,
    /// no alert) takes part in the step its answer applies the change.
    private var asked: [String: [(screen: String, guardPath: String)]] = [:]
    private var extraOutcomes: [String] = []

    /// Reads one event of the log.
    ///
    /// - Returns: Whether the event is an `UNHANDLED` or a `REJECTED` line, which a step's check
    ///   reads: told here, where the event's kind is read anyway, so that the log's reader need
    ///   not read it again (each read copies it out of the event, with its texts).
    mutating func note(_ event: CoordinatorEvent) -> Bool {
        // Who takes part is read only against the screens guarded when the step began, and
        // forgotten when the next begins: with none, the paths are not hashed in.
        let watchesParts = !guardedWhenStepBegan.isEmpty
        switch event.kind {
        case .leaveAsked(let screen, let cause, let operation):
            if watchesParts { pathsTakingPart.insert(event.path) }
            guard cause.waitsForAnswer, let operation else { break }
            // A change that takes two guarded screens asks about each in turn and ends once:
            // counted once. A second ask about a screen already asked is another change.
            let asks = asked[operation, default: []]
            if waiting[operation, default: 0] == 0 || asks.contains(where: { $0.screen == screen }) {
                waiting[operation, default: 0] += 1
            }
            asked[operation, default: []].append((screen, event.path))
        case .changeWaits(let operation, _):
            waiting[operation, default: 0] += 1
        case .changeEnded(let operation, let outcome):
            if watchesParts, outcome == .applied, let asks = asked[operation] {
                for ask in asks { pathsTakingPart.insert(ask.guardPath) }
            }
            if let count = waiting[operation], count > 0 {
                waiting[operation] = count == 1 ? nil : count - 1
                if count == 1 { asked[operation] = nil }
            } else {
                extraOutcomes.append("\(event.path): \(operation) ended \(outcome) without a change waiting")
            }
        case .tornDown(let reason) where reason != .screenReleased:
            // Its own end (finished, cancelled) or a forced one (its parent's teardown, the scene).
            if watchesParts { pathsTakingPart.insert(event.path) }
        case .alertAnswered, .alertDismissed, .leaveRefused:
            if watchesParts { pathsTakingPart.insert(event.path) }
        case .unhandled, .rejected:
            return true
        default:
            break
        }
        return false
    }

    /// Notes the guarded screens on the hierarchy as a step begins.
    mutating func beginStep(in app: ExploredApp) {
        pathsTakingPart.removeAll(keepingCapacity: true)
        guardedWhenStepBegan.removeAll(keepingCapacity: true)
        guard app.tree.hasEverGuarded else { return }
        // The core's walk, in the order of a stack of each flow's children (newest first), with
        // no list of handles made per flow: this runs before every step.
        let root = app.root
        app.tree.visitFlowsNewestChildFirst { flow in
            for screen in flow.guardedScreens where Self.isShown(screen, in: root) {
                // The type's name made once per type (`TypeNames`).
                guardedWhenStepBegan.append(
                    Guarded(screen: screen, name: TypeNames.describing(type(of: screen)), guardPath: flow.path))
            }
        }
    }

    /// What the step broke, and forgets it.
    mutating func violations(in app: ExploredApp) -> [(kind: ExplorationFinding.Kind, message: String)] {
        var found = extraOutcomes.map { (kind: ExplorationFinding.Kind.changeOutcome, message: $0) }
        extraOutcomes.removeAll()
        for guarded in guardedWhenStepBegan
        where !pathsTakingPart.contains(guarded.guardPath) && !Self.isShown(guarded.screen, in: app.root) {
            found.append(
                (
                    .guardBypassed,
                    "\(guarded.name), guarded by \(guarded.guardPath), left the hierarchy without its guard being "
                        + "asked or told"
                ))
        }
        guardedWhenStepBegan.removeAll(keepingCapacity: true)
        return found
    }

    private static func isShown(_ screen: AnyObject?, in root: any NavigationContext) -> Bool {
        guard let screen else { return false }
        return screen === root || root.contains(screen)
    }
}
