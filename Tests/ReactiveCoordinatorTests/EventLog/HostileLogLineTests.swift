import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import Testing

/// The event log's lines hold the app's text (a coordinator's name, an alert's title, a
/// payload): each event stays one line whatever that text holds.
@MainActor
struct HostileLogLineTests {
    @Test func anEventWhoseTextHoldsLineBreaksIsOneLine() throws {
        var lines: [String] = []
        let world = try Harness.startedForAPicture(message: "two\nlines\r\u{0}\u{2028}end \\ \u{1F600}")
        let subscription = world.tree.events.subscribe { event in
            guard case .value(let event) = event else { return }
            lines.append(event.description)
        }
        world.tree.cancel()
        subscription.cancel()

        #expect(!lines.isEmpty)
        for line in lines {
            #expect(!line.unicodeScalars.contains { $0 == "\n" || $0 == "\r" || $0 == "\u{0}" }, "\(line)")
        }
        let ended = #"app/two\nlines\r\u{0}\u{2028}end \ \#u{1F600} torn down"#
        #expect(lines.contains { $0.contains(ended) }, "\(lines)")
        world.expectEverythingReleased()
    }
}
