import ReactiveCoordinator

/// Ends the intent streams of screens a container has just removed, and of every screen nested
/// in them: the one place where a removal, rather than a release, ends the coordinators bound to
/// those screens and containers.
///
/// SwiftUI may keep a removed screen's model alive for a while, and a view may hold its model,
/// so waiting for the release could leave a coordinator routing a screen nobody sees. Screens
/// released anyway see no difference: finishing is idempotent.
///
/// The order: each removed screen in turn; for a container, what it holds first (depth first, in
/// hierarchy order), then the container's own life. So the flows inside a container end, each
/// with `screen released`, before the flow bound to the container ends, and that flow never
/// tears down children whose screens were already gone. Screens' order among themselves is
/// hierarchy order, as before containers carried a life.
///
/// Only screens held by our containers are reached; a screen embedded in another (a child view
/// controller) still ends when its holder releases it.
@MainActor
func finishIntents(ofRemoved removed: [AnyObject]) {
    for screen in removed {
        if let container = headlessNode(screen) {
            finishIntents(ofRemoved: container.heldScreens)
            // Its own life by its class: the table of screen types is for the app's screens.
            container.finishOwnIntents()
        } else {
            IntentFinishers.finishIntents(of: screen)
        }
    }
}

/// How each screen type's intents are ended, found once per type.
///
/// A cast to `any IntentScreen` asks the runtime's conformance tables (about a thousand
/// instructions), and every screen a container removes is asked. A type's conformances never
/// change while the process runs.
@MainActor
private enum IntentFinishers {
    /// By the screen's exact type: what ends its intents, or nil when it publishes none.
    static var finishers: [ObjectIdentifier: (@MainActor (AnyObject) -> Void)?] = [:]

    static func finishIntents(of screen: AnyObject) {
        let type: any AnyObject.Type = type(of: screen)
        let key = ObjectIdentifier(type)
        if let known = finishers[key] {
            known?(screen)
            return
        }
        let found = (type as? any IntentScreen.Type).map { finisher(for: $0) }
        finishers[key] = .some(found)
        found?(screen)
    }

    /// What ends the intents of a screen of type `Screen`.
    ///
    /// The channel's intent type is the screen's associated type; the cast is of a screen to its
    /// own class.
    private static func finisher<Screen: IntentScreen>(for _: Screen.Type) -> @MainActor (AnyObject) -> Void {
        { ($0 as? Screen)?.intents.finish() }
    }
}
