/// A path of steps routed through the coordinator tree, from the root down.
///
/// Each step is a value some coordinator on the way understands: by default, an intent of a
/// screen it routes, as the user would have sent it; or any value a coordinator takes in
/// ``LinkRoutingCoordinator/handle(linkStep:in:)``. ``CoordinatorTree/open(_:)`` routes step 0 from the
/// root down, and each further step from the coordinator that took the step before it, so the
/// rest of a link goes to the child that step started or already had.
///
/// <!-- mirrors Examples/ExampleFlows/Snippets/DeepLinkSamples.swift#open -->
/// ```swift
/// try await tree.open(DeepLink(ShopStep.product(id: 42), ShopStep.reviews))
/// ```
///
/// Make links from URLs with a `DeepLinkTable` (ReactiveCoordinatorFoundation).
///
/// A link has at most ``maximumSteps`` steps: ``CoordinatorTree/open(_:)`` refuses a longer one
/// whole, before any step is taken. Below that, a link costs time in proportion to its steps.
public struct DeepLink: Sendable {
    /// The most steps a link may have: 10,000.
    ///
    /// ``CoordinatorTree/open(_:)`` refuses a longer link with
    /// ``DeepLinkError/tooManySteps(count:limit:)`` and takes none of its steps. A link from a URL
    /// is already bounded by `DeepLinkTable.maximumURLLength`; this bounds links built in code
    /// from outside input, such as a list of identifiers, whose every step shows a screen.
    public static let maximumSteps = 10_000

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
///
/// A description quotes at most the first 64 bytes of a step's text (cut on a character
/// boundary), then says how many bytes more there were.
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
    /// The link has more steps than ``DeepLink/maximumSteps``; it was refused whole, and none of
    /// its steps was taken.
    case tooManySteps(count: Int, limit: Int)
    /// The task awaiting ``CoordinatorTree/open(_:)`` was cancelled before the link ran (while
    /// it waited for the tree to be ready, or before it was opened); none of its steps was taken.
    case cancelled
    /// The removal step `step` asked for (its preparation's `dismiss` or `pop`) would take a
    /// guarded screen away, and its guard answered ``LeaveAnswer/stay``: the steps before it stay
    /// taken, none from it on.
    case keptByGuard(step: Int, screen: String)

    /// A sentence that names the step and what went wrong.
    public var description: String {
        switch self {
        case .noRoute(let step, let intent): "step \(step) (\(shortened(intent))): no coordinator on the way takes it"
        case .unhandled(let step, let intent): "step \(step) (\(shortened(intent))): no coordinator handled it"
        case .treeNotRunning: "the tree is not running"
        case .replaced: "a newer link replaced it before it ran"
        case .tooManySteps(let count, let limit): "the link has \(count) steps; a link has at most \(limit)"
        case .cancelled: "the task awaiting it was cancelled while it waited; none of its steps was taken"
        case .keptByGuard(let step, let screen): "step \(step): the guard of \(screen) kept it"
        }
    }
}
