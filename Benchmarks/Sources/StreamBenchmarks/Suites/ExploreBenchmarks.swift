import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting

/// The flow explorer (`FlowExplorer` in ReactiveCoordinatorTesting) walking a small mail app to
/// a fixed depth: distinct states per second and the visited set's bytes per state.
///
/// The demo app (`stream-demo --explore 6`) is not a product of the root package, so this suite
/// explores an app of its own of the same shape: a login, then tabs with an inbox stack
/// (messages pushed on it, each able to open the next or a related one, a compose sheet over
/// any of them) and a
/// settings tab whose sign-out goes back to the login. The states per second are the explorer's
/// own figure (wall clock of the whole search, its invariant checks and replays included).
@MainActor
enum ExploreBenchmarks {
    /// The depth explored: about a thousand states, like the demo app at depth 6.
    nonisolated static let depth = 9

    struct Figures {
        /// Median distinct states per second.
        var statesPerSecond: Double
        /// Bytes of the visited set per state, as the report estimates them.
        var bytesPerState: Double
        var states: Int
        var transitions: Int
    }

    static func run(runs: Int) async -> Figures {
        _ = await explore()  // warm-up
        var rates: [Double] = []
        var last = await explore()
        rates.append(last.statesPerSecond)
        for _ in 1..<max(runs, 1) {
            last = await explore()
            rates.append(last.statesPerSecond)
        }
        precondition(last.findings.isEmpty && last.appsNotReleased == 0, "the benchmark app broke: \(last)")
        return Figures(
            statesPerSecond: median(rates), bytesPerState: Double(last.bytesPerState), states: last.statesVisited,
            transitions: last.transitions)
    }

    static func explore() async -> ExplorationReport {
        let explorer = FlowExplorer { BenchMailApp.make() }
        explorer.intents(of: BenchLoginScreen.self)
        explorer.intents(of: BenchInboxScreen.self) { _ in [.open(id: 1), .open(id: 2), .compose] }
        explorer.intents(of: BenchMessageScreen.self)
        explorer.intents(of: BenchComposeScreen.self)
        explorer.intents(of: BenchSettingsScreen.self)
        return await explorer.explore(depth: depth)
    }
}

@MainActor final class BenchLoginScreen: IntentScreen, CustomStringConvertible {
    enum Intent: Sendable, CaseIterable { case signIn }
    let intents = IntentChannel<Intent>()
    nonisolated var description: String { "login" }
}

@MainActor final class BenchInboxScreen: IntentScreen, CustomStringConvertible {
    enum Intent: Sendable {
        case open(id: Int)
        case compose
    }
    let intents = IntentChannel<Intent>()
    nonisolated var description: String { "inbox" }
}

@MainActor final class BenchMessageScreen: IntentScreen, CustomStringConvertible {
    enum Intent: Sendable, CaseIterable { case archive, reply, next, related }
    let intents = IntentChannel<Intent>()
    let id: Int
    init(id: Int) { self.id = id }
    nonisolated var description: String { "message \(id)" }
}

@MainActor final class BenchComposeScreen: IntentScreen, CustomStringConvertible {
    enum Intent: Sendable, CaseIterable { case send, discard }
    let intents = IntentChannel<Intent>()
    nonisolated var description: String { "compose" }
}

@MainActor final class BenchSettingsScreen: IntentScreen, CustomStringConvertible {
    enum Intent: Sendable, CaseIterable { case signOut }
    let intents = IntentChannel<Intent>()
    nonisolated var description: String { "settings" }
}

@MainActor enum BenchMailApp {
    static func make() -> ExploredApp {
        let window = HeadlessWindow()
        let tree = CoordinatorTree(root: BenchAppCoordinator(window: window), named: "app")
        return ExploredApp(tree: tree, root: window)
    }
}

final class BenchAppCoordinator: Coordinator {
    weak var window: HeadlessWindow?
    init(window: HeadlessWindow) { self.window = window }

    func start(_ flow: Flow<Void>) {
        showLogin(in: flow)
        flow.routeBubbledIntents { intent, _ in
            guard case BenchSettingsScreen.Intent.signOut? = intent as? BenchSettingsScreen.Intent else {
                return .unhandled
            }
            self.showLogin(in: flow)
            return .handled
        }
    }

    private func showLogin(in flow: Flow<Void>) {
        let window = self.window
        try? flow.startChild(BenchLoginCoordinator(window: window)) { result in
            if case .success = result { try? flow.startChild(BenchMainCoordinator(window: window)) }
        }
    }
}

final class BenchLoginCoordinator: Coordinator {
    weak var window: HeadlessWindow?
    init(window: HeadlessWindow?) { self.window = window }

    func start(_ flow: Flow<Void>) {
        let login = BenchLoginScreen()
        if let window { flow.setRoot(login, in: window) }
        flow.bind(to: login) { _ in
            flow.finish()
            return .handled
        }
    }
}

final class BenchMainCoordinator: Coordinator {
    weak var window: HeadlessWindow?
    init(window: HeadlessWindow?) { self.window = window }

    func start(_ flow: Flow<Void>) {
        guard let window else { return flow.cancel() }
        let tabs = HeadlessTabs()
        let stack = HeadlessStack(name: "inbox stack")
        let settings = BenchSettingsScreen()
        flow.setRoot(tabs, in: window)
        flow.bind(to: tabs)
        flow.setTabs([stack, settings], in: tabs)
        try? flow.startChild(BenchInboxCoordinator(window: window, stack: stack))
        try? flow.startChild(BenchSettingsCoordinator(screen: settings))
    }
}

final class BenchInboxCoordinator: Coordinator {
    weak var window: HeadlessWindow?
    weak var stack: HeadlessStack?
    init(window: HeadlessWindow, stack: HeadlessStack) { (self.window, self.stack) = (window, stack) }

    func start(_ flow: Flow<Void>) {
        let inbox = BenchInboxScreen()
        if let stack { flow.push(inbox, on: stack) }
        flow.bind(to: inbox) { [weak inbox] intent in
            switch intent {
            case .open(let id):
                try? flow.startChild(BenchMessageCoordinator(window: self.window, stack: self.stack, id: id))
            case .compose:
                guard let inbox else { return .handled }
                try? flow.startChild(BenchComposeCoordinator(window: self.window, presenter: inbox))
            }
            return .handled
        }
    }
}

final class BenchMessageCoordinator: Coordinator {
    weak var window: HeadlessWindow?
    weak var stack: HeadlessStack?
    let id: Int

    init(window: HeadlessWindow?, stack: HeadlessStack?, id: Int) {
        (self.window, self.stack, self.id) = (window, stack, id)
    }

    func start(_ flow: Flow<Int>) {
        let message = BenchMessageScreen(id: id)
        if let stack { flow.push(message, on: stack) }
        flow.bind(to: message) { [weak message] intent in
            guard let message else { return .handled }
            switch intent {
            case .archive:
                flow.finish(with: self.id)
                if let stack = self.stack { flow.pop(message, from: stack) }
            case .reply:
                try? flow.startChild(BenchComposeCoordinator(window: self.window, presenter: message))
            case .next, .related:
                let id = intent == .next ? self.id + 1 : self.id * 10
                try? flow.startChild(BenchMessageCoordinator(window: self.window, stack: self.stack, id: id))
            }
            return .handled
        }
    }
}

final class BenchComposeCoordinator: Coordinator {
    weak var window: HeadlessWindow?
    weak var presenter: AnyObject?
    init(window: HeadlessWindow?, presenter: AnyObject) { (self.window, self.presenter) = (window, presenter) }

    func start(_ flow: Flow<String>) {
        let compose = BenchComposeScreen()
        guard let window, let presenter else { return flow.cancel() }
        flow.present(compose, over: presenter, in: window)
        flow.bind(to: compose) { [weak compose] intent in
            switch intent {
            case .send:
                flow.finish(with: "draft")
                if let compose, let window = self.window { flow.dismiss(from: compose, in: window) }
            case .discard:
                flow.cancel()
            }
            return .handled
        }
    }
}

final class BenchSettingsCoordinator: Coordinator {
    weak var screen: BenchSettingsScreen?
    init(screen: BenchSettingsScreen) { self.screen = screen }

    func start(_ flow: Flow<Void>) {
        guard let screen else { return flow.cancel() }
        flow.bind(to: screen) { _ in .unhandled }  // sign-out bubbles up to the app
    }
}
