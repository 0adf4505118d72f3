import TestSupport
import Testing

/// Makes screens and remembers them weakly, so a test can check that nothing outlived it.
@MainActor
final class ScreenTracker {
    private var entries: [WeakBox] = []

    /// A new screen that only the caller holds.
    func make(_ name: String) -> PlainScreen {
        track(PlainScreen(name))
    }

    /// A new screen handed to `show`; the caller can then hold it weakly, leaving the hierarchy
    /// its only owner.
    func make(_ name: String, shownBy show: (PlainScreen) throws -> Void) rethrows -> PlainScreen {
        let screen = make(name)
        try show(screen)
        return screen
    }

    /// Remembers any object, such as a container, under its description.
    func track<Object: AnyObject>(_ object: Object) -> Object {
        entries.append(WeakBox(object, String(describing: object)))
        return object
    }

    /// Remembers an object, then hands it to `show`, for containers held weakly by the test.
    func track<Object: AnyObject>(_ object: Object, shownBy show: (Object) throws -> Void) rethrows -> Object {
        try show(track(object))
        return object
    }

    /// The names of tracked objects still alive, in creation order.
    var alive: [String] {
        entries.filter { $0.object != nil }.map(\.label)
    }
}

/// Runs a test body, then expects every screen and container it tracked to be released.
@MainActor
func expectAllReleased(
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: (ScreenTracker) throws -> Void
) rethrows {
    let tracker = ScreenTracker()
    try body(tracker)
    #expect(tracker.alive == [], "outlived the test", sourceLocation: sourceLocation)
}
