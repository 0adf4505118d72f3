import ReactiveCoordinator
import ReactiveCoordinatorTesting
import Testing

extension World {
    /// Starts the tree and one child of the root that shows a screen titled `name` and routes
    /// its intents with `route`, then skips the set-up's events, so the log a misuse checks
    /// begins with the misuse.
    @discardableResult
    func startTree(
        withScreenChild name: String,
        sourceLocation: SourceLocation = #_sourceLocation,
        route: @escaping @MainActor (HookCoordinator, ProbeIntent) -> RouteResult = { _, _ in .handled }
    ) throws -> HookCoordinator {
        try tree.start()
        let child = try startScreenChild(name, of: root(sourceLocation: sourceLocation), route: route)
        log.skipReceivedEvents()
        return child
    }
}
