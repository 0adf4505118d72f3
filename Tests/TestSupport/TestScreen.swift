package import ReactiveCoordinator

/// A screen for tests: publishes `Intent`s, and is named after what it shows.
@MainActor
package final class TestScreen<Intent: Sendable>: IntentScreen {
    package let intents = IntentChannel<Intent>()
    package let title: String
    /// Screens embedded in this one (child view controllers): released with it.
    package var embedded: [AnyObject] = []

    package init(_ title: String) {
        self.title = title
    }

    package func tap(_ intent: Intent) {
        intents.send(intent)
    }
}

/// Stands in for the navigation hierarchy where a test needs no container rules: it owns
/// the screens, and removing one releases it.
@MainActor
package final class ScreenHolder {
    package private(set) var screens: [AnyObject] = []

    package init() {}

    package func show(_ screen: AnyObject) {
        screens.append(screen)
    }

    package func remove(_ screen: AnyObject) {
        screens.removeAll { $0 === screen }
    }

    package func removeAll() {
        screens.removeAll()
    }
}
