import ReactiveCoordinator
import ReactiveCoordinatorFoundation
import ReactiveCoordinatorHeadless

/// Lets a bubbled intent, which arrives as `any Sendable`, be read by kind.
protocol AppIntent: Sendable {
    var erasedKind: AnyIntentKind { get }
}

extension IntentOf: AppIntent {
    var erasedKind: AnyIntentKind {
        kind.erased
    }
}

/// The base of the app's coordinators: the shared environment, its flow, and the two children
/// every flow can start.
///
/// Each flow cleans up in its `onEnd`: whatever of its screens is still on the hierarchy when it
/// ends (finished, cancelled, its parent torn down) leaves with it, so no screen outlives its
/// coordinator.
@MainActor
class AppFlow<Output: Sendable>: RestorableCoordinator {
    let env: AppEnvironment
    /// Its flow, once it started.
    private(set) var startedFlow: Flow<Output>?

    init(env: AppEnvironment) {
        self.env = env
        env.registry.track(self, "coordinator \(type(of: self))")
    }

    /// Its flow; read only once it started, from `start` on.
    var flow: Flow<Output> {
        guard let startedFlow else { preconditionFailure("\(type(of: self)) is read before it started") }
        return startedFlow
    }

    /// Keeps `flow` for the helpers below; each subclass calls it first from its own `start`.
    func start(_ flow: Flow<Output>) {
        startedFlow = flow
    }

    /// Binds this flow's life to a screen and routes its intents by kind.
    func bindScreen<Kind: IntentKind>(_ screen: Screen<Kind>, route: @escaping @MainActor (Kind) -> RouteResult) {
        screen.ownerPath = flow.path
        flow.bind(to: screen, whilePaused: Kind.family.pausedPolicy) { intent in route(intent.kind) }
    }

    /// Starts a detail flow that pushes its screen on `stack`.
    @discardableResult
    func startDetail(on stack: HeadlessStack?) -> DetailCoordinator {
        let detail = DetailCoordinator(env: env, stack: stack)
        try? flow.startChild(detail)
        return detail
    }

    /// Starts a compose flow that presents itself over the top-most level.
    func startCompose() {
        try? flow.startChild(ComposeCoordinator(env: env))
    }

    /// The stack this flow pushes its details on, for restoring them; nil when it pushes none.
    var detailStack: HeadlessStack? {
        nil
    }

    /// What every flow records beside its kind: whether it was paused, which a relaunched app
    /// puts back too, so that a restored tree matches the written one state for state.
    struct Saved: Codable {
        var paused: Bool
    }

    /// No record by default; each flow of the app writes its own.
    var restoration: CoordinatorRestoration? {
        nil
    }

    /// This flow's restoration value: its kind, how it is shown, and `value`.
    func restorationValue(kind: String, shown: CoordinatorRestoration.Presentation, _ value: some Encodable)
        -> CoordinatorRestoration?
    {
        try? CoordinatorRestoration(kind: kind, shown: shown, value: value)
    }

    /// Puts back the pause this flow recorded.
    ///
    /// Called parents first, so a flow whose parent's
    /// pause covered it, but which was resumed on its own, resumes again here.
    func restorePause(_ paused: Bool) {
        if paused, flow.state == .active {
            flow.erased.pause()
        } else if !paused, flow.state == .paused {
            flow.erased.resume()
        }
    }

    func didRestore(from restoration: CoordinatorRestoration, in flow: Flow<Output>) {
        if let saved = try? restoration.value(Saved.self) { restorePause(saved.paused) }
    }

    /// Details and composes are restored as this flow starts them.
    func restoreChild(from restoration: CoordinatorRestoration, in flow: Flow<Output>) throws -> Bool {
        switch restoration.kind {
        case "detail":
            guard let stack = detailStack else { return false }
            startDetail(on: stack)
        case "compose":
            startCompose()
        default:
            return false
        }
        return true
    }
}
