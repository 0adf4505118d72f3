import ReactiveCoordinator

/// Example flows users can copy as a starting point.
public enum ExampleFlows: Sendable {}
