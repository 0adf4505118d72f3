// The coordinator layer; see the ReactiveCoordinator issue.
