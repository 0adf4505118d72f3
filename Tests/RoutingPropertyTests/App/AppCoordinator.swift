import ReactiveCoordinator
import ReactiveCoordinatorFoundation
import ReactiveCoordinatorHeadless

/// The root: tabs of a home stack (its own screen at the bottom), an inbox stack and a
/// settings screen, each tab run by a child; handles shares and logouts that bubble up.
@MainActor
final class AppCoordinator: AppFlow<Void> {
    private weak var tabs: HeadlessTabs?
    private weak var homeStack: HeadlessStack?
    private weak var inboxStack: HeadlessStack?
    private weak var settingsScreen: Screen<SettingsKind>?
    /// Whether a restoration record will start the tab flows, so `start()` must not.
    private let restoring: Bool

    init(env: AppEnvironment, restoring: Bool = false) {
        self.restoring = restoring
        super.init(env: env)
    }

    /// The root's record: the tab it had selected and its pause.
    struct AppSaved: Codable {
        var selectedTab: Int?
        var paused: Bool
    }

    override var restoration: CoordinatorRestoration? {
        restorationValue(
            kind: "app", shown: .windowRoot,
            AppSaved(selectedTab: tabs?.selectedIndex, paused: flow.state == .paused))
    }

    override func didRestore(from restoration: CoordinatorRestoration, in flow: Flow<Void>) {
        guard let saved = try? restoration.value(AppSaved.self) else { return }
        if let tabs, let index = saved.selectedTab { try? tabs.selectTab(at: index) }
        restorePause(saved.paused)
    }

    /// The tab flows come back from the record (a tab flow the session ended stays ended), the
    /// details and composes as every flow restores them.
    override func restoreChild(from restoration: CoordinatorRestoration, in flow: Flow<Void>) throws -> Bool {
        switch restoration.kind {
        case "inbox":
            guard let inboxStack else { return false }
            try flow.startChild(InboxCoordinator(env: env, stack: inboxStack))
        case "settings":
            guard let settingsScreen else { return false }
            try flow.startChild(SettingsCoordinator(env: env, screen: settingsScreen))
        default:
            return try super.restoreChild(from: restoration, in: flow)
        }
        return true
    }

    override func start(_ flow: Flow<Void>) {
        super.start(flow)
        flow.onEnd { _ in _ = try? self.env.window?.setRoot(nil) }
        flow.routeBubbledIntents { intent, _ in self.route(bubbled: intent) }
        guard let window = env.window else { return flow.cancel() }
        let tabs = HeadlessTabs(name: "tabs")
        env.registry.track(tabs, "tabs")
        let home = env.makeStack("home")
        let inbox = env.makeStack("inbox")
        let homeScreen = env.makeScreen(HomeKind.self)
        let settingsScreen = env.makeScreen(SettingsKind.self)
        do {
            try home.push(homeScreen)
            try tabs.setTabs([home, inbox, settingsScreen])
            try window.setRoot(tabs)
        } catch {
            return flow.cancel()
        }
        self.tabs = tabs
        homeStack = home
        inboxStack = inbox
        self.settingsScreen = settingsScreen
        bindScreen(homeScreen) { kind in self.route(kind) }
        if restoring { return }
        try? flow.startChild(InboxCoordinator(env: env, stack: inbox))
        try? flow.startChild(SettingsCoordinator(env: env, screen: settingsScreen))
    }

    private func route(_ kind: HomeKind) -> RouteResult {
        switch kind {
        case .openDetail:
            startDetail(on: homeStack)
        case .compose:
            startCompose()
        case .help:
            return .unhandled
        case .logout:
            logout()
        case .openTwo:
            // A nested intent: routing this one sends another, on a different screen.
            startDetail(on: homeStack).tap(.more)
        }
        return .handled
    }

    /// Shares and logouts bubbled up from any flow below.
    private func route(bubbled intent: any Sendable) -> RouteResult {
        guard let kind = (intent as? any AppIntent)?.erasedKind else { return .unhandled }
        if kind.isShare {
            startCompose()
            return .handled
        }
        if kind.isLogout {
            logout()
            return .handled
        }
        return .unhandled
    }

    /// Dismisses every modal and pops both stacks to their roots: the flows there end because
    /// their screens are released, not because anyone tells them.
    private func logout() {
        if let window = env.window, let tabs { _ = try? window.dismiss(from: tabs) }
        homeStack?.popToRoot()
        inboxStack?.popToRoot()
    }

    override var detailStack: HeadlessStack? {
        homeStack
    }
}

/// The inbox tab: its screen is the root of the inbox stack.
@MainActor
final class InboxCoordinator: AppFlow<Void> {
    private weak var stack: HeadlessStack?

    init(env: AppEnvironment, stack: HeadlessStack) {
        self.stack = stack
        super.init(env: env)
    }

    override var detailStack: HeadlessStack? {
        stack
    }

    override var restoration: CoordinatorRestoration? {
        restorationValue(kind: "inbox", shown: .tab(index: 1), Saved(paused: flow.state == .paused))
    }

    override func start(_ flow: Flow<Void>) {
        super.start(flow)
        let screen = env.makeScreen(InboxKind.self)
        guard let stack, (try? stack.push(screen)) != nil else { return flow.cancel() }
        bindScreen(screen) { kind in
            switch kind {
            case .openDetail: self.startDetail(on: self.stack)
            case .compose: self.startCompose()
            case .share, .help: return .unhandled
            }
            return .handled
        }
    }
}

/// The settings tab: one screen, whose logout bubbles to the app.
@MainActor
final class SettingsCoordinator: AppFlow<Void> {
    private weak var screen: Screen<SettingsKind>?

    init(env: AppEnvironment, screen: Screen<SettingsKind>) {
        self.screen = screen
        super.init(env: env)
    }

    override var restoration: CoordinatorRestoration? {
        restorationValue(kind: "settings", shown: .tab(index: 2), Saved(paused: flow.state == .paused))
    }

    override func start(_ flow: Flow<Void>) {
        super.start(flow)
        guard let screen else { return flow.cancel() }
        bindScreen(screen) { kind in
            switch kind {
            case .logout, .help: .unhandled
            case .toggle: .handled
            }
        }
    }
}
