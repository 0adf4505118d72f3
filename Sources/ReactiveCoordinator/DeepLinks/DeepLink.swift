/// A path of intents to apply through the tree, one step after the other.
///
/// Each step is an intent value, as a screen would send it. ``CoordinatorTree/open(_:)`` hands
/// each step to the most recently routed live screen whose intent type matches, deepest
/// coordinator first, so each step can act on what the previous one showed.
///
/// ```swift
/// try await tree.open(DeepLink(MainIntent.showTab(.inbox), InboxIntent.open(id: 42)))
/// ```
public struct DeepLink: Sendable {
    /// The intents, in order.
    public var steps: [any Sendable]

    /// Creates a deep link from its steps.
    ///
    /// - Parameter steps: The intents to apply, in order.
    public init(_ steps: any Sendable...) {
        self.steps = steps
    }

    /// Creates a deep link from an array of steps.
    ///
    /// - Parameter steps: The intents to apply, in order.
    public init(steps: [any Sendable]) {
        self.steps = steps
    }
}

/// Why a deep link stopped, naming the step.
public enum DeepLinkError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No live screen in the tree accepts this step's intent type.
    case noRoute(step: Int, intent: String)
    /// A screen took the step, but no coordinator up to the root handled it.
    case unhandled(step: Int, intent: String)
    /// The tree's root is not running.
    case treeNotRunning

    /// A sentence that names the step and what went wrong.
    public var description: String {
        switch self {
        case .noRoute(let step, let intent): "step \(step) (\(intent)): no live screen accepts this intent"
        case .unhandled(let step, let intent): "step \(step) (\(intent)): no coordinator handled it"
        case .treeNotRunning: "the tree is not running"
        }
    }
}
