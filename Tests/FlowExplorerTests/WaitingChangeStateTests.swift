import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import Testing

// A form whose flow guards it once edited, and whose Close bubbles to the list's flow, which pops
// the form: that pop waits for the guard's answer, which the form's Discard gives. The screens
// are the same with the pop waiting or not, and Discard does something only while it waits, so
// the explorer must tell the two states apart (issue 35).

@MainActor final class HeldListScreen: IntentScreen, CustomStringConvertible {
    enum Intent: Sendable, CaseIterable { case open }
    let intents = IntentChannel<Intent>()
    nonisolated var description: String { "list" }
}

@MainActor final class HeldFormScreen: IntentScreen, CustomStringConvertible {
    enum Intent: Sendable, CaseIterable {
        case edit
        case close
        case discard
    }
    let intents = IntentChannel<Intent>()
    nonisolated var description: String { "form" }
}

final class HeldListCoordinator: Coordinator {
    weak var stack: HeadlessStack?
    init(stack: HeadlessStack) { self.stack = stack }

    func start(_ flow: Flow<Void>) {
        guard let stack else { return flow.cancel() }
        let list = HeldListScreen()
        flow.push(list, on: stack)
        flow.bind(to: list) { _ in
            try? flow.startChild(HeldFormCoordinator(stack: stack))
            return .handled
        }
        flow.routeBubbledIntents { intent, child in
            guard case HeldFormScreen.Intent.close = intent, let form = child.boundScreen else { return .unhandled }
            flow.pop(form, from: stack)
            return .handled
        }
    }
}

final class HeldFormCoordinator: Coordinator {
    weak var stack: HeadlessStack?
    private var asked: LeaveAttempt?
    init(stack: HeadlessStack) { self.stack = stack }

    func start(_ flow: Flow<Void>) {
        guard let stack else { return flow.cancel() }
        let form = HeldFormScreen()
        flow.push(form, on: stack)
        flow.bind(to: form) { [weak form] intent in
            guard let form else { return .handled }
            switch intent {
            case .edit:
                flow.guardLeaving(form, in: stack) { attempt in
                    if attempt.cause.waitsForAnswer { self.asked = attempt }
                }
            case .close:
                // Asked once: a second Close while the pop waits does nothing.
                return self.asked == nil ? .unhandled : .handled
            case .discard:
                guard let attempt = self.asked else { return .handled }
                self.asked = nil
                flow.answer(attempt, with: .leave)
            }
            return .handled
        }
    }
}

@MainActor
@Suite struct WaitingChangeStateTests {
    @Test func aChangeWaitingForAGuardsAnswerIsAStateOfItsOwn() async {
        let explorer = FlowExplorer { .oneStack(named: "held stack", tree: "held") { HeldListCoordinator(stack: $0) } }
        explorer.intents(of: HeldListScreen.self)
        explorer.intents(of: HeldFormScreen.self)
        let report = await explorer.explore(depth: 5)
        #expect(report.findings.isEmpty, "\(report)")
        // The list; the form; the form edited; the form edited with its pop waiting for the
        // answer, which Discard gives (back to the list).
        #expect(report.isComplete && report.statesVisited == 4, "\(report)")
        #expect(report.appsNotReleased == 0, "\(report)")
    }

    @Test func anotherAppsChangeWaitingForAGuardsAnswerLeavesThisAppsStatesAsTheyAre() async throws {
        func heldExplorer() -> FlowExplorer {
            let explorer = FlowExplorer {
                .oneStack(named: "held stack", tree: "held") { HeldListCoordinator(stack: $0) }
            }
            explorer.intents(of: HeldListScreen.self)
            explorer.intents(of: HeldFormScreen.self)
            return explorer
        }
        // Another app's pop waits for its form's answer during the whole exploration: the waits
        // are then looked for, and only this app's own make its states.
        let other = await FlowRecorder(heldExplorer())
        try await other.send(.open, from: HeldListScreen.self)
        try await other.send(.edit, from: HeldFormScreen.self)
        try await other.send(.close, from: HeldFormScreen.self)
        let report = await heldExplorer().explore(depth: 5)
        #expect(report.findings.isEmpty, "\(report)")
        #expect(report.isComplete && report.statesVisited == 4, "\(report)")
        other.finish()
    }
}
