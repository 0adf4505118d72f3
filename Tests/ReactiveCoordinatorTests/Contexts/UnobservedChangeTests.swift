import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import TestSupport
import Testing

/// A screen that notes each time something reads its description.
@MainActor
private final class ReadScreen: CustomStringConvertible {
    let name: String
    let reads: Received<String>
    init(_ name: String, reads: Received<String>) {
        self.name = name
        self.reads = reads
    }
    nonisolated var description: String {
        reads.append(name)
        return name
    }
}

@MainActor
struct UnobservedChangeTests {
    // A container describes the screens of a change only for an observer: with none on the way
    // up, a push or a presentation reads no description (a removal still names what it returns);
    // an observer set later, on an ancestor, hears every change from then on, in full.
    @Test func changesAreDescribedOnlyForAnObserverAndReachOneSetLaterOnAnAncestor() throws {
        try expectAllReleased { screens in
            let reads = Received<String>()
            let window = screens.track(HeadlessWindow())
            let stack = screens.track(HeadlessStack())
            let first = screens.track(ReadScreen("first", reads: reads))
            let sheet = screens.track(ReadScreen("sheet", reads: reads))
            let tracked = reads.count
            try window.setRoot(stack)
            try stack.push(first)
            try window.present(sheet, over: first)
            #expect(reads.count == tracked)
            try window.dismiss(from: stack)

            let log = ChangeLog()
            window.onChange = log.record
            try stack.push(screens.track(ReadScreen("second", reads: reads)))
            try stack.pop()
            try window.present(screens.track(ReadScreen("sheet 2", reads: reads)), over: stack)
            try window.setRoot(nil)
            #expect(
                log.lines == [
                    "stack: pushed second",
                    "stack: popped second",
                    "window: presented sheet 2 over stack",
                    "window: dismissed sheet 2 (from stack)",
                    "window: root replaced stack -> nothing",
                ])
        }
    }
}
