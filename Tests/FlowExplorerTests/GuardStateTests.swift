import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import Testing

// A form on a stack that its flow guards once the user edits it: the same screens, guarded or
// not, answer the back button otherwise, so the explorer must tell the two states apart.

@MainActor final class FormListScreen: IntentScreen, CustomStringConvertible {
    enum Intent: Sendable, CaseIterable { case open }
    let intents = IntentChannel<Intent>()
    nonisolated var description: String { "forms" }
}

@MainActor final class EditedFormScreen: IntentScreen, CustomStringConvertible {
    enum Intent: Sendable, CaseIterable {
        case edit
        case save
    }
    let intents = IntentChannel<Intent>()
    nonisolated var description: String { "form" }
}

/// The refused back gestures of every app an explorer builds.
@MainActor final class RefusedBacks {
    var attempts: [LeaveAttempt] = []
}

final class FormsCoordinator: Coordinator {
    weak var stack: HeadlessStack?
    let refused: RefusedBacks

    init(stack: HeadlessStack, refused: RefusedBacks) {
        (self.stack, self.refused) = (stack, refused)
    }

    func start(_ flow: Flow<Void>) {
        guard let stack else { return flow.cancel() }
        let list = FormListScreen()
        flow.push(list, on: stack)
        flow.bind(to: list) { _ in
            try? flow.startChild(EditedFormCoordinator(stack: stack, refused: self.refused))
            return .handled
        }
    }
}

final class EditedFormCoordinator: Coordinator {
    weak var stack: HeadlessStack?
    let refused: RefusedBacks

    init(stack: HeadlessStack, refused: RefusedBacks) {
        (self.stack, self.refused) = (stack, refused)
    }

    func start(_ flow: Flow<Void>) {
        guard let stack else { return flow.cancel() }
        let form = EditedFormScreen()
        flow.push(form, on: stack)
        flow.bind(to: form) { [weak form] intent in
            guard let form else { return .handled }
            switch intent {
            case .edit: flow.guardLeaving(form, in: stack) { self.refused.attempts.append($0) }
            case .save: flow.stopGuardingLeaving(form, in: stack)
            }
            return .handled
        }
    }
}

@MainActor
@Suite struct GuardStateTests {
    private func explorer(_ refused: RefusedBacks) -> FlowExplorer {
        let explorer = FlowExplorer {
            .oneStack(named: "forms stack", tree: "forms") { FormsCoordinator(stack: $0, refused: refused) }
        }
        explorer.intents(of: FormListScreen.self)
        explorer.intents(of: EditedFormScreen.self)
        return explorer
    }

    @Test func aGuardedScreenIsAStateOfItsOwnWhoseBackIsRefused() async {
        let refused = RefusedBacks()
        let report = await explorer(refused).explore(depth: 4)
        #expect(report.findings.isEmpty, "\(report)")
        // The list; the form; the form edited, which looks the same but refuses the way back.
        #expect(report.isComplete && report.statesVisited == 3, "\(report)")
        #expect(refused.attempts.map(\.gesture).contains(.backTap), "the back of the edited form was played")
        #expect(report.appsNotReleased == 0, "\(report)")
    }
}
