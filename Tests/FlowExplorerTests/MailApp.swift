import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting

// A small mail app in the coordinator API, for the explorer to walk: a login screen, then tabs
// with an inbox stack (messages pushed on it, a compose sheet presented over it) and a settings
// tab whose sign-out goes back to the login. Each `Mistake` seeds one known bug into a copy of
// one flow.

@MainActor final class LoginScreen: IntentScreen, CustomStringConvertible {
    enum Intent: Sendable, CaseIterable { case signIn }
    let intents = IntentChannel<Intent>()
    nonisolated var description: String { "login" }
}

@MainActor final class InboxScreen: IntentScreen, CustomStringConvertible {
    enum Intent: Sendable {
        case open(id: Int)
        case compose
    }
    let intents = IntentChannel<Intent>()
    nonisolated var description: String { "inbox" }
}

@MainActor final class MessageScreen: IntentScreen, CustomStringConvertible {
    enum Intent: Sendable, CaseIterable { case archive, reply }
    let intents = IntentChannel<Intent>()
    let id: Int
    init(id: Int) { self.id = id }
    nonisolated var description: String { "message \(id)" }
}

@MainActor final class ComposeScreen: IntentScreen, CustomStringConvertible {
    enum Intent: Sendable, CaseIterable { case send, discard }
    let intents = IntentChannel<Intent>()
    nonisolated var description: String { "compose" }
}

@MainActor final class SettingsScreen: IntentScreen, CustomStringConvertible {
    enum Intent: Sendable, CaseIterable { case signOut }
    let intents = IntentChannel<Intent>()
    nonisolated var description: String { "settings" }
}

/// The known mistakes the tests seed, one flow each.
enum Mistake: Sendable {
    /// A message flow's route handler captures its own screen strongly.
    case handlerCapturesScreen
    /// The inbox flow keeps the last message flow in a property after it ended.
    case childKeptInProperty
    /// The tabs flow does not bind its life to the tabs it shows.
    case tabsNotBound
}

/// The app's shared parts, held weakly by the flows.
@MainActor final class MailServices {
    weak var window: HeadlessWindow?
    let mistake: Mistake?
    init(window: HeadlessWindow?, mistake: Mistake?) { (self.window, self.mistake) = (window, mistake) }
}

enum MailApp {
    // snippet: explored-app
    @MainActor static func make() -> ExploredApp {
        let window = HeadlessWindow()
        let tree = CoordinatorTree(root: MailAppCoordinator(window: window), named: "app")
        return ExploredApp(tree: tree, root: window)
    }
    // end snippet

    /// The app with one mistake seeded.
    @MainActor static func make(with mistake: Mistake) -> ExploredApp {
        let window = HeadlessWindow()
        let tree = CoordinatorTree(root: MailAppCoordinator(window: window, mistake: mistake), named: "app")
        return ExploredApp(tree: tree, root: window)
    }

    /// An explorer of the app, with every screen's intents.
    @MainActor static func explorer(_ mistake: Mistake? = nil) -> FlowExplorer {
        let explorer = FlowExplorer { mistake.map(make(with:)) ?? make() }
        explorer.intents(of: LoginScreen.self)
        explorer.intents(of: InboxScreen.self) { _ in [.open(id: 1), .open(id: 2), .compose] }
        explorer.intents(of: MessageScreen.self)
        explorer.intents(of: ComposeScreen.self)
        explorer.intents(of: SettingsScreen.self)
        explorer.reproductionExpression = mistake.map { "MailApp.explorer(.\($0))" } ?? "MailApp.explorer()"
        return explorer
    }
}

final class MailAppCoordinator: Coordinator {
    let services: MailServices

    init(window: HeadlessWindow, mistake: Mistake? = nil) {
        services = MailServices(window: window, mistake: mistake)
    }

    func start(_ flow: Flow<Void>) {
        showLogin(in: flow)
        // Sign-out bubbles up from the settings tab: the login replaces the tabs, which ends
        // the tabs flow because it is bound to them.
        flow.routeBubbledIntents { intent, _ in
            guard case SettingsScreen.Intent.signOut? = intent as? SettingsScreen.Intent else { return .unhandled }
            self.showLogin(in: flow)
            return .handled
        }
    }

    private func showLogin(in flow: Flow<Void>) {
        try? flow.startChild(LoginCoordinator(services: services)) { result in
            if case .success = result { self.showMain(in: flow) }
        }
    }

    private func showMain(in flow: Flow<Void>) {
        try? flow.startChild(MainCoordinator(services: services))
    }
}

final class LoginCoordinator: Coordinator {
    let services: MailServices
    init(services: MailServices) { self.services = services }

    func start(_ flow: Flow<Void>) {
        let login = LoginScreen()
        if let window = services.window { flow.setRoot(login, in: window) }
        flow.bind(to: login) { intent in
            switch intent {
            case .signIn: flow.finish()
            }
            return .handled
        }
    }
}

final class MainCoordinator: Coordinator {
    let services: MailServices
    init(services: MailServices) { self.services = services }

    func start(_ flow: Flow<Void>) {
        guard let window = services.window else { return flow.cancel() }
        let tabs = HeadlessTabs()
        let inboxStack = HeadlessStack(name: "inbox stack")
        let settings = SettingsScreen()
        flow.setRoot(tabs, in: window)
        if services.mistake != .tabsNotBound {
            flow.bind(to: tabs)
        }
        flow.setTabs([inboxStack, settings], in: tabs)
        try? flow.startChild(InboxCoordinator(services: services, stack: inboxStack))
        try? flow.startChild(SettingsCoordinator(screen: settings))
    }
}

final class InboxCoordinator: Coordinator {
    let services: MailServices
    weak var stack: (any StackContext)?
    /// Where the seeded mistake keeps its child.
    var lastMessage: MessageCoordinator?

    init(services: MailServices, stack: any StackContext) { (self.services, self.stack) = (services, stack) }

    func start(_ flow: Flow<Void>) {
        let inbox = InboxScreen()
        if let stack { flow.push(inbox, on: stack) }
        flow.bind(to: inbox) { [weak inbox] intent in
            switch intent {
            case .open(let id):
                let message = MessageCoordinator(services: self.services, stack: self.stack, id: id)
                if self.services.mistake == .childKeptInProperty { self.lastMessage = message }
                try? flow.startChild(message)
            case .compose:
                guard let inbox else { return .handled }
                try? flow.startChild(ComposeCoordinator(services: self.services, presenter: inbox))
            }
            return .handled
        }
    }
}

final class MessageCoordinator: Coordinator {
    let services: MailServices
    weak var stack: (any StackContext)?
    let id: Int

    init(services: MailServices, stack: (any StackContext)?, id: Int) {
        (self.services, self.stack, self.id) = (services, stack, id)
    }

    func start(_ flow: Flow<Int>) {
        let message = MessageScreen(id: id)
        if let stack { flow.push(message, on: stack) }
        if services.mistake == .handlerCapturesScreen {
            flow.bind(to: message) { intent in  // the mistake: the handler holds its own screen
                self.route(intent, on: message, in: flow)
            }
        } else {
            flow.bind(to: message) { [weak message] intent in
                guard let message else { return .handled }
                return self.route(intent, on: message, in: flow)
            }
        }
    }

    private func route(_ intent: MessageScreen.Intent, on message: MessageScreen, in flow: Flow<Int>) -> RouteResult {
        switch intent {
        case .archive:
            flow.finish(with: id)
            if let stack { flow.pop(message, from: stack) }
        case .reply:
            try? flow.startChild(ComposeCoordinator(services: services, presenter: message))
        }
        return .handled
    }
}

final class ComposeCoordinator: Coordinator {
    let services: MailServices
    weak var presenter: AnyObject?

    init(services: MailServices, presenter: AnyObject) { (self.services, self.presenter) = (services, presenter) }

    func start(_ flow: Flow<String>) {
        let compose = ComposeScreen()
        guard let window = services.window, let presenter else { return flow.cancel() }
        flow.present(compose, over: presenter, in: window)
        flow.bind(to: compose) { [weak compose] intent in
            switch intent {
            case .send:
                flow.finish(with: "draft")
                if let compose, let window = self.services.window { flow.dismiss(from: compose, in: window) }
            case .discard:
                flow.cancel()  // removes what it presented
            }
            return .handled
        }
    }
}

final class SettingsCoordinator: Coordinator {
    weak var screen: SettingsScreen?
    init(screen: SettingsScreen) { self.screen = screen }

    func start(_ flow: Flow<Void>) {
        guard let screen else { return flow.cancel() }
        flow.bind(to: screen) { intent in
            switch intent {
            case .signOut: .unhandled  // the app signs out
            }
        }
    }
}
