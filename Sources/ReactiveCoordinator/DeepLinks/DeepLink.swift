/// A path of steps routed through the coordinator tree, from the root down.
///
/// Each step is a value some coordinator on the way understands: by default, an intent of a
/// screen it routes, as the user would have sent it; or any value a coordinator takes in
/// ``AnyCoordinator/handle(linkStep:)``. ``CoordinatorTree/open(_:)`` routes step 0 from the
/// root down, and each further step from the coordinator that took the step before it, so the
/// rest of a link goes to the child that step started or already had.
///
/// <!-- mirrors Examples/ExampleFlows/Snippets/DeepLinkSamples.swift#open -->
/// ```swift
/// try await tree.open(DeepLink(ShopStep.product(id: 42), ShopStep.reviews))
/// ```
///
/// Make links from URLs with a ``DeepLinkTable``.
public struct DeepLink: Sendable {
    /// The steps, in order.
    public var steps: [any Sendable]

    /// Creates a deep link from its steps.
    ///
    /// - Parameter steps: The steps to take, in order.
    public init(_ steps: any Sendable...) {
        self.steps = steps
    }

    /// Creates a deep link from an array of steps.
    ///
    /// - Parameter steps: The steps to take, in order.
    public init(steps: [any Sendable]) {
        self.steps = steps
    }
}

/// Why a deep link stopped, naming the step.
public enum DeepLinkError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No coordinator on the way takes this step. The steps before it were taken; none after it.
    case noRoute(step: Int, intent: String)
    /// A screen took the step as an intent, but no coordinator up to the root handled it.
    case unhandled(step: Int, intent: String)
    /// The tree's root is not running, or the tree ended while the link waited.
    case treeNotRunning
    /// The link was waiting for the tree to be ready, and a newer link took its place; none of
    /// its steps was taken.
    case replaced
    /// The task awaiting ``CoordinatorTree/open(_:)`` was cancelled before the link ran (while
    /// it waited for the tree to be ready, or before it was opened); none of its steps was taken.
    case cancelled

    /// A sentence that names the step and what went wrong.
    public var description: String {
        switch self {
        case .noRoute(let step, let intent): "step \(step) (\(intent)): no coordinator on the way takes it"
        case .unhandled(let step, let intent): "step \(step) (\(intent)): no coordinator handled it"
        case .treeNotRunning: "the tree is not running"
        case .replaced: "a newer link replaced it before it ran"
        case .cancelled: "the task awaiting it was cancelled while it waited; none of its steps was taken"
        }
    }
}
