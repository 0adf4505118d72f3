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
        }
        finishIntents(of: screen)
    }
}

@MainActor
private func finishIntents(of screen: AnyObject) {
    if let screen = screen as? any IntentScreen {
        finishIntents(screen)
    }
}

/// Opens the existential: a channel's intent type is the screen's associated type.
@MainActor
private func finishIntents<S: IntentScreen>(_ screen: S) {
    screen.intents.finish()
}
