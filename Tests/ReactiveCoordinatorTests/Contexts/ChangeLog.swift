import ReactiveCoordinator
import ReactiveCoordinatorContainerKit

/// Collects changes as log lines.
@MainActor
final class ChangeLog {
    var changes: [NavigationChange] = []

    var lines: [String] {
        changes.map(\.description)
    }

    func record(_ change: NavigationChange) {
        changes.append(change)
    }
}
