import ReactiveCoordinator
import TestSupport

/// A coordinator whose every hook is a closure the test sets, so one type can play each misuse:
/// start, bubbled routes, and teardown.
///
/// Hooks receive the coordinator, so they need not capture it. It keeps its flow from its start
/// on, so a test can act through it and read it, even after it ended.
@MainActor
final class HookCoordinator: Coordinator {
    var onStart: (@MainActor (HookCoordinator) -> Void)?
    var onDidEnd: (@MainActor (HookCoordinator, TeardownReason) -> Void)?
    var onBubbled: (@MainActor (HookCoordinator, any Sendable, AnyFlow) -> RouteResult)?
    /// What a misuse makes it hold strongly (a container the docs say to hold weakly).
    var held: [AnyObject] = []
    /// Its flow, once it started.
    private(set) var startedFlow: Flow<String>?

    /// Its flow; a test reads it only once the coordinator started.
    var flow: Flow<String> {
        guard let startedFlow else { preconditionFailure("a HookCoordinator is read before it started") }
        return startedFlow
    }

    func start(_ flow: Flow<String>) {
        startedFlow = flow
        flow.onEnd { reason in self.onDidEnd?(self, reason) }
        flow.routeBubbledIntents { intent, child in self.onBubbled?(self, intent, child) ?? .unhandled }
        onStart?(self)
    }

    /// Shows a new screen on `shelf`, binds this coordinator's life to it, routes with `handler`.
    func showAndBind(
        _ title: String,
        on shelf: ScreenShelf,
        handler: @escaping @MainActor (HookCoordinator, ProbeIntent) -> RouteResult
    ) {
        let screen = ProbeScreen(title)
        shelf.show(screen)
        flow.bind(to: screen) { intent in handler(self, intent) }
    }
}

extension AnyFlow {
    /// The hook coordinator this flow runs, while it runs.
    var hook: HookCoordinator? {
        coordinator as? HookCoordinator
    }
}
