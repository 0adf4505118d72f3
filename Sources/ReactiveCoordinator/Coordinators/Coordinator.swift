/// A flow of your app: it shows screens, routes their intents, starts children, and finishes
/// with an `Output`.
///
/// The one requirement is ``start(_:)``. Everything the library does for a coordinator goes
/// through the ``Flow`` handed to it there, so your type keeps all its names: a checkout flow
/// can have a `state`, a search flow `results`, and any class can be a coordinator, with a
/// superclass of its own.
///
/// <!-- mirrors Examples/ExampleFlows/Snippets/CoordinatorSamples.swift#coordinator -->
/// ```swift
/// final class LoginCoordinator: Coordinator {
///     weak var stack: HeadlessStack?
///
///     func start(_ flow: Flow<String>) {
///         guard let stack else { return flow.cancel() }
///         let screen = LoginScreen()
///         flow.push(screen, on: stack)  // a failure is logged, with this flow's path
///         flow.bind(to: screen) { intent in
///             switch intent {
///             case .submit(let user): flow.finish(with: user)
///             }
///             return .handled
///         }
///     }
/// }
/// ```
///
/// ## Contract
/// - `start(_:)` runs once, on the main actor, when the coordinator is started in a tree
///   (``CoordinatorTree/start()``) or by a parent (``Flow/startChild(_:named:onFinish:)``,
///   ``Flow/run(_:named:)``). The state is already ``CoordinatorState/active``.
/// - A coordinator object runs at most once: starting it again while it runs, under a second
///   parent, below itself, or after it ended is refused with a ``CoordinatorError`` and logged.
///   A struct has no identity, so each start of one is a flow of its own.
/// - The library holds your coordinator while its flow runs and lets go of it, and of every
///   closure it gave its flow, when the flow ends: route handlers and tasks may capture `self`
///   strongly, and a coordinator may keep its `Flow` in a property.
@MainActor
public protocol Coordinator<Output> {
    /// What the flow finishes with; `Void` for a flow that only ends.
    associatedtype Output: Sendable = Void

    /// Shows the flow's first screen and routes it through `flow`.
    ///
    /// - Parameter flow: The handle to this coordinator's life in its tree.
    func start(_ flow: Flow<Output>)
}
