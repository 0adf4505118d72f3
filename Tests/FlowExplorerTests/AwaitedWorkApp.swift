import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting

// A store whose flows await, for the explorer: choosing options runs a sheet with the README's
// pattern (`flow.task { _ = try await flow.run(...) }`), and signing in awaits a service whose
// answers the explorer picks. `AwaitedMistake` seeds a bug that shows only when the user acts
// while the sign-in request is in flight.

@MainActor final class StoreScreen: IntentScreen, CustomStringConvertible {
    enum Intent: Sendable, CaseIterable { case chooseOptions, signIn }
    let intents = IntentChannel<Intent>()
    nonisolated var description: String { "store" }
}

@MainActor final class OptionsScreen: IntentScreen, CustomStringConvertible {
    enum Intent: Sendable, CaseIterable { case choose }
    let intents = IntentChannel<Intent>()
    nonisolated var description: String { "options" }
}

@MainActor final class SignInScreen: IntentScreen, CustomStringConvertible {
    enum Intent: Sendable, CaseIterable { case submit }
    let intents = IntentChannel<Intent>()
    nonisolated var description: String { "sign-in" }
}

enum AuthError: Error { case offline }

@MainActor protocol AuthService {
    func signIn() async throws -> String
}

// snippet: controlled-service
struct ControlledAuth: AuthService {
    let responses: ControlledResponses

    func signIn() async throws -> String {
        try await responses.response(
            to: "signIn", outcomes: [.success("ada"), .failure(AuthError.offline, label: "offline")])
    }
}
// end snippet

/// The mistakes the tests seed.
enum AwaitedMistake: Sendable {
    /// The sign-in request runs in a task the flow does not own, so it outlives the sheet.
    case requestInUnownedTask
}

/// What the store remembers: who signed in and what was chosen.
@MainActor final class StoreState {
    var user: String?
    var options: String?
}

enum AwaitingStore {
    @MainActor static func make(with mistake: AwaitedMistake? = nil) -> ExploredApp {
        let window = HeadlessWindow()
        let responses = ControlledResponses()
        let state = StoreState()
        let store = StoreCoordinator(
            window: window, auth: ControlledAuth(responses: responses), state: state, mistake: mistake)
        let tree = CoordinatorTree(root: store, named: "store")
        return ExploredApp(tree: tree, root: window, responses: responses) {
            "\(state.user ?? "-") \(state.options ?? "-")"
        }
    }

    @MainActor static func explorer(_ mistake: AwaitedMistake? = nil) -> FlowExplorer {
        let explorer = FlowExplorer { make(with: mistake) }
        explorer.intents(of: StoreScreen.self)
        explorer.intents(of: OptionsScreen.self)
        explorer.intents(of: SignInScreen.self)
        explorer.reproductionExpression = mistake.map { "AwaitingStore.explorer(.\($0))" } ?? "AwaitingStore.explorer()"
        return explorer
    }

    /// The store's one link: its options sheet, over the store, whatever was up.
    static let optionsLink = "store://options"

    /// ``explorer(_:)`` with the store's link, which the user may open in any state, a request
    /// in flight included.
    @MainActor static func explorerWithLinks() -> FlowExplorer {
        let explorer = explorer()
        explorer.link(optionsLink, DeepLink(StoreLink.options))
        explorer.reproductionExpression = "AwaitingStore.explorerWithLinks()"
        return explorer
    }
}

/// The steps of the store's links.
enum StoreLink: Sendable {
    case options
}

/// A link to the options takes the sheets over the store away first: a sign-in in flight ends
/// with its sheet, and the request with the work its flow owned.
extension StoreCoordinator: LinkRoutingCoordinator {
    func handle(linkStep step: any Sendable, in flow: Flow<Void>) -> LinkStepHandling {
        guard case StoreLink.options = step else { return flow.routeLinkStepToScreens(step) }
        return .take {
            guard let window = self.window, let store = self.store else { return }
            if !window.presentedScreens.isEmpty { flow.dismiss(from: store, in: window) }
            flow.task { _ = try await flow.run(OptionsCoordinator(window: self.window, over: store), named: "sheet") }
        }
    }
}

final class StoreCoordinator: Coordinator {
    weak var window: HeadlessWindow?
    weak var store: StoreScreen?
    let auth: any AuthService
    let state: StoreState
    let mistake: AwaitedMistake?

    init(window: HeadlessWindow, auth: any AuthService, state: StoreState, mistake: AwaitedMistake?) {
        (self.window, self.auth, self.state, self.mistake) = (window, auth, state, mistake)
    }

    func start(_ flow: Flow<Void>) {
        guard let window else { return flow.cancel() }
        let store = StoreScreen()
        self.store = store
        flow.setRoot(store, in: window)
        flow.bind(to: store) { [weak store] intent in
            guard let store else { return .handled }
            switch intent {
            case .chooseOptions:
                // The README's pattern: the sheet runs in work the flow owns.
                flow.task {
                    _ = try await flow.run(OptionsCoordinator(window: self.window, over: store), named: "sheet")
                }
            case .signIn:
                try? flow.startChild(
                    SignInCoordinator(
                        window: self.window, over: store, auth: self.auth, state: self.state, mistake: self.mistake))
            }
            return .handled
        }
    }
}

final class OptionsCoordinator: Coordinator {
    weak var window: HeadlessWindow?
    weak var presenter: StoreScreen?

    init(window: HeadlessWindow?, over presenter: StoreScreen) { (self.window, self.presenter) = (window, presenter) }

    func start(_ flow: Flow<String>) {
        guard let window, let presenter else { return flow.cancel() }
        let options = OptionsScreen()
        flow.present(options, over: presenter, in: window)
        flow.bind(to: options) { [weak options] intent in
            switch intent {
            case .choose:
                flow.finish(with: "large")
                if let options, let window = self.window { flow.dismiss(from: options, in: window) }
            }
            return .handled
        }
    }
}

final class SignInCoordinator: Coordinator {
    weak var window: HeadlessWindow?
    weak var presenter: StoreScreen?
    let auth: any AuthService
    let state: StoreState
    let mistake: AwaitedMistake?

    init(
        window: HeadlessWindow?, over presenter: StoreScreen, auth: any AuthService, state: StoreState,
        mistake: AwaitedMistake?
    ) {
        (self.window, self.presenter, self.auth, self.state, self.mistake) = (window, presenter, auth, state, mistake)
    }

    func start(_ flow: Flow<Void>) {
        guard let window, let presenter else { return flow.cancel() }
        let signIn = SignInScreen()
        flow.present(signIn, over: presenter, in: window)
        flow.bind(to: signIn) { [weak signIn] intent in
            switch intent {
            case .submit:
                if self.mistake == .requestInUnownedTask {
                    // The mistake: a task the flow does not own holds the flow until the answer.
                    Task { await self.submit(flow, from: signIn) }
                } else {
                    flow.task { await self.submit(flow, from: signIn) }
                }
            }
            return .handled
        }
    }

    private func submit(_ flow: Flow<Void>, from screen: SignInScreen?) async {
        guard let user = try? await auth.signIn() else { return }  // offline: the sheet stays
        state.user = user
        flow.finish()
        if let screen, let window { flow.dismiss(from: screen, in: window) }
    }
}
