import ReactiveCoordinator

/// The intents every probe screen publishes.
enum ProbeIntent: Sendable, Equatable {
    case go
    case stop
    case other(Int)
}

/// A screen for reliability tests: publishes ``ProbeIntent``s; whoever shows it owns it.
@MainActor
final class ProbeScreen: IntentScreen {
    let intents = IntentChannel<ProbeIntent>()
    let title: String

    init(_ title: String) {
        self.title = title
    }

    func tap(_ intent: ProbeIntent) {
        intents.send(intent)
    }
}

/// Stands in for the navigation hierarchy: it owns the screens, and removing one releases it.
@MainActor
final class ScreenShelf {
    private(set) var screens: [ProbeScreen] = []

    func show(_ screen: ProbeScreen) {
        screens.append(screen)
    }

    func remove(_ screen: ProbeScreen) {
        screens.removeAll { $0 === screen }
    }

    func removeAll() {
        screens.removeAll()
    }

    func screen(titled title: String) -> ProbeScreen? {
        screens.last { $0.title == title }
    }
}
