import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting

// A drafts app whose server may hand back a draft at any time, for the explorer to meet a guard
// asked while its screen's presentation waits: the user starts a draft (a guarded sheet), syncs,
// swipes the draft (its discard alert shows), and the sync's answer arrives under the alert. The
// synced draft is presented over the top sheet, which waits for the alert's answer, and guarded
// at once, as apps do just after showing. Its one link goes back to the list, taking every sheet
// away: through their guards.

@MainActor final class DraftListScreen: IntentScreen, CustomStringConvertible {
    enum Intent: Sendable, CaseIterable { case newDraft, sync }
    let intents = IntentChannel<Intent>()
    nonisolated var description: String { "drafts" }
}

@MainActor final class DraftEditorScreen: IntentScreen, CustomStringConvertible {
    enum Intent: Sendable, CaseIterable { case save }
    let intents = IntentChannel<Intent>()
    let origin: String
    init(origin: String) { self.origin = origin }
    nonisolated var description: String { "draft editor" }
}

enum SyncedDraftApp {
    /// The user syncs, starts a draft and swipes it: its discard alert shows, and the sync's
    /// answer arrives under it, so the synced draft's presentation (and its guard) waits.
    static let syncAnsweredUnderTheDiscardAlert: [FlowAction] = [
        .intent(screen: [0], type: "DraftListScreen", index: 1, label: "sync"),
        .intent(screen: [0], type: "DraftListScreen", index: 0, label: "newDraft"),
        .swipeDown,
        .respond(request: "sync", outcome: 0, label: "a draft"),
    ]

    @MainActor static func make() -> ExploredApp {
        let window = HeadlessWindow()
        let responses = ControlledResponses()
        let tree = CoordinatorTree(root: DraftListCoordinator(window: window, responses: responses), named: "drafts")
        return ExploredApp(tree: tree, root: window, responses: responses)
    }

    /// The link back to the list.
    static let listLink = "drafts://list"

    @MainActor static func explorer(withLink: Bool = false) -> FlowExplorer {
        let explorer = FlowExplorer { make() }
        explorer.intents(of: DraftListScreen.self)
        explorer.intents(of: DraftEditorScreen.self)
        if withLink { explorer.link(listLink, DeepLink(DraftLink.list)) }
        explorer.reproductionExpression = "SyncedDraftApp.explorer(withLink: \(withLink))"
        return explorer
    }
}

/// The steps of the drafts app's link.
enum DraftLink: Sendable {
    case list
}

final class DraftListCoordinator: LinkRoutingCoordinator {
    weak var window: HeadlessWindow?
    weak var list: DraftListScreen?
    let responses: ControlledResponses

    init(window: HeadlessWindow, responses: ControlledResponses) { (self.window, self.responses) = (window, responses) }

    func start(_ flow: Flow<Void>) {
        guard let window else { return flow.cancel() }
        let list = DraftListScreen()
        self.list = list
        flow.setRoot(list, in: window)
        flow.bind(to: list) { [weak list] intent in
            guard let list else { return .handled }
            switch intent {
            case .newDraft:
                try? flow.startChild(DraftEditorCoordinator(window: window, over: list, origin: "new"))
            case .sync:
                flow.task {
                    try await self.responses.response(to: "sync", outcomes: [.success((), label: "a draft")])
                    // Over whatever is on top: the user may have started a draft meanwhile.
                    guard let window = self.window else { return }
                    let top = window.presentedScreens.last ?? list
                    try? flow.startChild(DraftEditorCoordinator(window: window, over: top, origin: "synced"))
                }
            }
            return .handled
        }
    }

    func handle(linkStep step: any Sendable, in flow: Flow<Void>) -> LinkStepHandling {
        guard case DraftLink.list = step else { return .pass }
        return .take {
            guard let window = self.window, let list = self.list, !window.presentedScreens.isEmpty else { return }
            flow.dismiss(from: list, in: window)
        }
    }
}

final class DraftEditorCoordinator: Coordinator {
    weak var window: HeadlessWindow?
    weak var presenter: AnyObject?
    let origin: String

    init(window: HeadlessWindow, over presenter: AnyObject, origin: String) {
        (self.window, self.presenter, self.origin) = (window, presenter, origin)
    }

    func start(_ flow: Flow<Void>) {
        guard let window, let presenter else { return flow.cancel() }
        let editor = DraftEditorScreen(origin: origin)
        flow.present(editor, over: presenter, in: window)
        flow.bind(to: editor) { [weak editor] _ in
            flow.finish()
            if let editor { flow.dismiss(from: editor, in: window) }
            return .handled
        }
        // At once, as apps guard: the presentation may still wait for an alert's answer.
        flow.guardLeaving(editor, in: window) { attempt in
            flow.showAlert(NotesApp.discardAlert, in: window) { outcome in
                // Its flow ended first: the library settles what waited.
                guard case .chosen(let choice) = outcome else { return }
                let discards = choice == .discard
                // A removal that waits (the link's) is answered; a refused swipe is not.
                if attempt.cause.waitsForAnswer {
                    flow.answer(attempt, with: discards ? .leave : .stay)
                } else if discards {
                    flow.cancel()
                }
            }
        }
    }
}
