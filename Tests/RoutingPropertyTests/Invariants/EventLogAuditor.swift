import ReactiveCoordinator

/// Reads the tree's event log as it grows and checks what must hold of any log, whatever the
/// actions: numbering without gaps, each coordinator started once and torn down once, children
/// before parents, and each intent received once and then routed, reported unhandled or
/// dropped exactly once (buffered in between, at most).
///
/// It also turns the intents' outcomes into the lines the model predicts.
struct EventLogAuditor {
    private enum IntentState {
        case received
        case buffered
        case resolved
    }

    private var consumed = 0
    /// Started and not yet torn down.
    private var live: Set<String> = []
    private var tornDown: Set<String> = []
    private var intents: [String: IntentState] = [:]

    /// Checks the events logged since the previous call.
    ///
    /// - Returns: What broke a rule, and the outcome lines of the intents in these events.
    mutating func audit(_ events: [CoordinatorEvent]) -> (
        problems: [String], outcomes: [String], teardowns: Set<String>
    ) {
        var problems: [String] = []
        var outcomes: [String] = []
        var teardowns: Set<String> = []
        for event in events[consumed...] {
            consumed += 1
            if event.sequence != consumed {
                problems.append("event \(consumed) is numbered \(event.sequence): the log has a gap")
            }
            let path = event.path
            switch event.kind {
            case .started:
                if live.contains(path) || tornDown.contains(path) {
                    problems.append("\(path) started a second time")
                }
                live.insert(path)
            case .tornDown(let reason):
                teardowns.insert("\(path) torn down (\(reason))")
                if !live.contains(path) {
                    problems.append(
                        tornDown.contains(path) ? "\(path) torn down twice" : "\(path) torn down but never started")
                }
                let orphans = live.filter { $0.hasPrefix(path + "/") }.sorted()
                if !orphans.isEmpty {
                    problems.append("\(path) torn down before its descendants \(orphans)")
                }
                live.remove(path)
                tornDown.insert(path)
            case .childAdded:
                if !live.contains(path) { problems.append("\(path) added a child while not running") }
            case .childFinished(let child, _, _):
                if !tornDown.contains(path + "/" + child) {
                    problems.append("\(path) reported \(child) finished before it was torn down")
                }
            case .intentReceived(let intent, _):
                let intent = intent.description
                if intents[intent] != nil { problems.append("\(path) received \(intent) twice") }
                intents[intent] = .received
            case .intentBuffered(let intent):
                let intent = intent.description
                if intents[intent] != .received { problems.append("\(path) buffered \(intent), not just received") }
                intents[intent] = .buffered
                outcomes.append("buffered \(intent.withoutSerial) at \(path)")
            case .bubbled(let intent):
                let intent = intent.description
                if intents[intent] != .received && intents[intent] != .buffered {
                    problems.append("\(path) bubbled \(intent), which is not in flight")
                }
            case .routed(let intent, let from):
                let intent = intent.description
                resolve(intent, at: path, as: "routed", problems: &problems)
                outcomes.append("routed \(intent.withoutSerial) at \(path)" + (from.map { " from \($0)" } ?? ""))
            case .unhandled(let intent):
                let intent = intent.description
                resolve(intent, at: path, as: "unhandled", problems: &problems)
                outcomes.append("unhandled \(intent.withoutSerial) at \(path)")
            case .intentDropped(let intent, _):
                let intent = intent.description
                resolve(intent, at: path, as: "dropped", problems: &problems)
                outcomes.append("dropped \(intent.withoutSerial) at \(path)")
            case .rejected(let operation, let reason):
                if operation != "deep link" { problems.append("\(path) rejected \(operation): \(reason)") }
                outcomes.append("rejected \(operation) at \(path)")
            case .deepLinkStep(let index, let intent):
                let intent = intent.description
                outcomes.append("deep link step \(index) \(intent.withoutSerial) at \(path)")
            case .deepLinkWaiting:
                outcomes.append("deep link waits at \(path)")
            case .alertShown, .alertAnswered, .alertDismissed, .leaveRefused, .leaveAsked, .changeWaits, .changeEnded:
                // This app shows no alerts and guards nothing.
                problems.append("\(path) logged \(event.kind), which this app never asks for")
            case .screenBound, .screenRouted, .screenReleased, .paused, .resumed, .restorationStep:
                break
            }
        }
        return (problems, outcomes.sorted(), teardowns)
    }

    private mutating func resolve(_ intent: String, at path: String, as outcome: String, problems: inout [String]) {
        switch intents[intent] {
        case .received, .buffered:
            intents[intent] = .resolved
        case .resolved:
            problems.append("\(path) \(outcome) \(intent), which already had its outcome")
        case nil:
            problems.append("\(path) \(outcome) \(intent), which was never received")
        }
    }

    /// Intents received but neither routed, reported unhandled, dropped nor buffered.
    var intentsInFlight: [String] {
        intents.filter { $0.value == .received }.map(\.key).sorted()
    }

    /// Intents still buffered.
    var intentsBuffered: [String] {
        intents.filter { $0.value == .buffered }.map(\.key).sorted()
    }

    /// Coordinators started and never torn down.
    var liveCoordinators: [String] {
        live.sorted()
    }
}
