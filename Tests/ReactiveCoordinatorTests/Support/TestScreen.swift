import ReactiveCoordinator

/// A screen for tests: publishes `Intent`s, and is named after what it shows.
@MainActor
final class TestScreen<Intent: Sendable>: IntentScreen {
    let intents = IntentChannel<Intent>()
    let title: String
    /// Screens embedded in this one (child view controllers): released with it.
    var embedded: [AnyObject] = []

    init(_ title: String) {
        self.title = title
    }

    func tap(_ intent: Intent) {
        intents.send(intent)
    }
}

/// Stands in for the navigation hierarchy where a test needs no container rules: it owns
/// the screens, and removing one releases it.
@MainActor
final class ScreenHolder {
    private(set) var screens: [AnyObject] = []

    func show(_ screen: AnyObject) {
        screens.append(screen)
    }

    func remove(_ screen: AnyObject) {
        screens.removeAll { $0 === screen }
    }

    func removeAll() {
        screens.removeAll()
    }
}
