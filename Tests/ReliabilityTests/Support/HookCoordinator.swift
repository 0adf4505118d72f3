import ReactiveCoordinator
import TestSupport

/// A coordinator whose every override point is a closure the test sets, so one type can play
/// each misuse: start, route, bubbled routes, and teardown.
///
/// Hooks receive the coordinator, so they need not capture it (a capture would be a cycle).
@MainActor
final class HookCoordinator: Coordinator<String> {
    var onStart: (@MainActor (HookCoordinator) -> Void)?
    var onDidEnd: (@MainActor (HookCoordinator, TeardownReason) -> Void)?
    var onBubbled: (@MainActor (HookCoordinator, any Sendable, AnyCoordinator) -> RouteResult)?
    /// What a misuse makes it hold strongly (a container the docs say to hold weakly).
    var held: [AnyObject] = []

    override init(name: String? = nil) {
        super.init(name: name)
    }

    override func start() {
        onStart?(self)
    }

    override func didEnd(_ reason: TeardownReason) {
        onDidEnd?(self, reason)
    }

    override func route(bubbled intent: any Sendable, from child: AnyCoordinator) -> RouteResult {
        onBubbled?(self, intent, child) ?? .unhandled
    }

    /// Shows a new screen on `shelf`, binds this coordinator's life to it, routes with `handler`.
    func showAndBind(
        _ title: String,
        on shelf: ScreenShelf,
        handler: @escaping @MainActor (HookCoordinator, ProbeIntent) -> RouteResult
    ) {
        let screen = ProbeScreen(title)
        shelf.show(screen)
        bind(to: screen) { [unowned self] intent in handler(self, intent) }
    }
}
