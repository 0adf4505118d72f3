/// Ends the intent streams of screens a container has just removed, and of every screen nested
/// in them, in hierarchy order: the one place where a removal, rather than a release, ends the
/// coordinators bound to those screens.
///
/// SwiftUI may keep a removed screen's model alive for a while, and a view may hold its model,
/// so waiting for the release could leave a coordinator routing a screen nobody sees. Screens
/// released anyway see no difference: finishing is idempotent, and this runs in the order their
/// release would finish them (each removed screen, then what it holds, depth first).
///
/// Only screens held by our containers are reached; a screen embedded in another (a child view
/// controller) still ends when its holder releases it.
@MainActor
func finishIntents(ofRemoved removed: [AnyObject]) {
    for screen in removed {
        finishIntents(of: screen)
        for nested in (screen as? any HeadlessNode)?.screensInOrder ?? [] {
            finishIntents(of: nested)
        }
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
