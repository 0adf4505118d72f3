import ReactiveCoordinator
import ReactiveCoordinatorHeadless

/// Pushes one detail screen on the stack it is given; can open further details above it.
@MainActor
final class DetailCoordinator: AppFlow<Void> {
    private weak var stack: HeadlessStack?
    private weak var screen: Screen<DetailKind>?

    init(env: AppEnvironment, stack: HeadlessStack?) {
        self.stack = stack
        super.init(env: env)
    }

    override func start(_ flow: Flow<Void>) {
        super.start(flow)
        flow.onEnd { _ in self.leaveTheStack() }
        let screen = env.makeScreen(DetailKind.self)
        guard let stack, (try? stack.push(screen)) != nil else { return flow.cancel() }
        self.screen = screen
        bindScreen(screen) { kind in self.route(kind) }
    }

    override var detailStack: HeadlessStack? {
        stack
    }

    override var restoration: CoordinatorRestoration? {
        restorationValue(kind: "detail", shown: .pushed, Saved(paused: flow.state == .paused))
    }

    /// Sends an intent on this flow's own screen, as the user tapping it would.
    func tap(_ kind: DetailKind) {
        screen?.send(kind, serial: env.serial())
    }

    private func route(_ kind: DetailKind) -> RouteResult {
        switch kind {
        case .more:
            startDetail(on: stack)
        case .moreTwice:
            // Nested intents on the screen being routed: queued until this one is routed.
            tap(.more)
            tap(.more)
        case .close:
            flow.finish()
        case .compose:
            startCompose()
        case .share, .help, .logout:
            return .unhandled
        }
        return .handled
    }

    /// Takes its screen, and everything above it, off the stack if it is still there.
    private func leaveTheStack() {
        guard let stack, let screen, let index = stack.screens.firstIndex(where: { $0 === screen }) else { return }
        _ = try? stack.setScreens(Array(stack.screens[..<index]))
    }
}
