import ReactiveCoordinator
import ReactiveCoordinatorFoundation
import ReactiveCoordinatorHeadless

/// A document shown as a scene's root.
@MainActor
final class DocumentScreen: IntentScreen, CustomStringConvertible {
    enum Intent: Sendable { case close }
    let intents = IntentChannel<Intent>()
    let document: String

    init(document: String) {
        self.document = document
    }

    nonisolated var description: String { "DocumentScreen" }
}

/// A link step that opens a document.
struct OpenDocument: Sendable, Hashable {
    let name: String
}

/// A scene's root: shows one document, restores which, and opens documents from links.
@MainActor
final class DocumentCoordinator: RestorableCoordinator, LinkRoutingCoordinator {
    weak var window: HeadlessWindow?
    private(set) var document: String
    let alertLog: OutcomeLog<DraftChoice>?

    init(window: HeadlessWindow, document: String, alertLog: OutcomeLog<DraftChoice>? = nil) {
        self.window = window
        self.document = document
        self.alertLog = alertLog
    }

    func start(_ flow: Flow<Void>) {
        show(document, in: flow)
        if let alertLog, let window {
            flow.showAlert(discardAlert, in: window) { alertLog.outcomes.append($0) }
        }
    }

    private func show(_ name: String, in flow: Flow<Void>) {
        guard let window else { return flow.cancel() }
        document = name
        let screen = DocumentScreen(document: name)
        flow.setRoot(screen, in: window)
        flow.route(screen) { intent in
            switch intent {
            case .close: flow.finish()
            }
            return .handled
        }
    }

    var restoration: CoordinatorRestoration? {
        try? CoordinatorRestoration(kind: "document", shown: .windowRoot, value: document)
    }

    func didRestore(from restoration: CoordinatorRestoration, in flow: Flow<Void>) {
        guard let name = try? restoration.value(String.self), name != document else { return }
        show(name, in: flow)
    }

    func handle(linkStep step: any Sendable, in flow: Flow<Void>) -> LinkStepHandling {
        guard let open = step as? OpenDocument else { return .pass }
        return .take { self.show(open.name, in: flow) }
    }
}
