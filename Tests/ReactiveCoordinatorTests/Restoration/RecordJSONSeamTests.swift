import Foundation
import ReactiveCoordinator
import ReactiveCoordinatorFoundation
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import TestSupport
import Testing

/// Where the JSON of records, now in `ReactiveCoordinatorFoundation`, meets the rest: a record
/// written (mid-gesture too), saved as JSON, read back and restored into a fresh tree; hostile
/// JSON refused with a typed error; a record restored while the window's back swipe is held.
@MainActor
@Suite struct RecordJSONSeamTests {
    @MainActor
    final class Screen: IntentScreen {
        enum Intent: Sendable { case open(Int) }
        let intents = IntentChannel<Intent>()
        let id: Int
        init(id: Int) { self.id = id }
    }

    /// A message pushed and bound; restored from its id.
    @MainActor
    final class MessageFlow: RestorableCoordinator {
        weak var stack: HeadlessStack?
        let id: Int
        init(stack: HeadlessStack, id: Int) {
            self.stack = stack
            self.id = id
        }

        func start(_ flow: Flow<Void>) {
            guard let stack else { return flow.cancel() }
            let message = Screen(id: id)
            flow.push(message, on: stack)
            flow.handle(message) { _ in }
        }

        var restoration: CoordinatorRestoration? {
            try? CoordinatorRestoration(kind: "message", shown: .pushed, value: id)
        }
    }

    /// The inbox on a stack at the window's root; `.open(id)` starts a message, and a record's
    /// `message` step restores one.
    @MainActor
    final class InboxFlow: RestorableCoordinator {
        weak var window: HeadlessWindow?
        weak var stack: HeadlessStack?
        init(window: HeadlessWindow) { self.window = window }

        func start(_ flow: Flow<Void>) {
            guard let window else { return flow.cancel() }
            let stack = HeadlessStack()
            self.stack = stack
            let inbox = Screen(id: 0)
            guard flow.setRoot(stack, in: window), flow.push(inbox, on: stack) else { return flow.cancel() }
            flow.handle(inbox) { [weak stack] intent in
                guard let stack, case .open(let id) = intent else { return }
                try? flow.startChild(MessageFlow(stack: stack, id: id), named: "message")
            }
        }

        func restoreChild(from restoration: CoordinatorRestoration, in flow: Flow<Void>) throws -> Bool {
            guard restoration.kind == "message", let stack else { return false }
            try flow.startChild(MessageFlow(stack: stack, id: try restoration.value(Int.self)), named: "message")
            return true
        }
    }

    private func app() throws -> (HeadlessWindow, CoordinatorTree, EventLogRecorder) {
        let window = HeadlessWindow()
        let tree = CoordinatorTree(root: InboxFlow(window: window), named: "inbox")
        let log = EventLogRecorder(tree)
        try tree.start()
        log.skipReceivedEvents()
        return (window, tree, log)
    }

    private func ids(in window: HeadlessWindow) -> [Int] {
        ((window.root as? HeadlessStack)?.screens ?? []).compactMap { ($0 as? Screen)?.id }
    }

    private func open(_ id: Int, in window: HeadlessWindow) throws {
        try #require((window.root as? HeadlessStack)?.screens.first as? Screen).intents.send(.open(id))
    }

    private func json(_ record: RestorationRecord) throws -> Data {
        try JSONEncoder().encode(record)
    }

    @Test func aRecordWrittenMidSwipeSavedAsJSONRestoresTheMessageUnderTheFingerInAFreshTree() throws {
        let (window, tree, log) = try app()
        defer { withExtendedLifetime(tree) {} }
        try open(7, in: window)
        let swipe = try #require((window.root as? HeadlessStack)?.beginInteractivePop())
        let saved = try json(tree.restorationRecord(schema: 1))
        swipe.complete()
        log.skipReceivedEvents()

        let (fresh, freshTree, freshLog) = try app()
        defer { withExtendedLifetime(freshTree) {} }
        let report = freshTree.restore(try RestorationRecord(json: saved), schema: 1)

        #expect(report.restoredCount == 1 && report.dropped == nil, "\(report)")
        #expect(ids(in: fresh) == [0, 7])
        try freshLog.expect([
            "inbox: restoring step 0: message", "inbox: child added: message", "inbox/message: started",
            "inbox/message: bound to Screen",
        ])
        freshLog.expectEverythingReleased(clearing: fresh)
        log.expectEverythingReleased(clearing: window)
    }

    @Test func aSceneTheSystemDisconnectsMidSwipeComesBackFromItsRecordSavedAsJSON() throws {
        let scenes = HeadlessScenes()
        try scenes.connect("a", named: "inbox") { InboxFlow(window: $0) }
        try open(7, in: try #require(scenes.window(of: "a")))
        weak let swipedStack = scenes.window(of: "a")?.root as? HeadlessStack
        let swipe = try #require(swipedStack?.beginInteractivePop())

        scenes.systemDisconnectsScene("a")
        swipe.complete()  // the finger lifts on a window that is gone
        let saved = try json(try #require(scenes.savedRecords["a"]))
        scenes.savedRecords["a"] = try RestorationRecord(json: saved)
        let report = try scenes.connect("a", named: "inbox") { InboxFlow(window: $0) }

        #expect(report?.restoredCount == 1 && report?.dropped == nil, "\(String(describing: report))")
        #expect(ids(in: try #require(scenes.window(of: "a"))) == [0, 7])
        #expect(swipedStack == nil, "the disconnected scene's stack is let go")
        scenes.userClosesScene("a")
        #expect(scenes.leakReports().allSatisfy { $0.alive.isEmpty }, "\(scenes.leakReports())")
    }

    @Test func hostileJSONOfARecordIsATypedErrorAndRestoresNothing() throws {
        let (window, tree, log) = try app()
        defer { withExtendedLifetime(tree) {} }
        try open(7, in: window)
        let saved = try json(tree.restorationRecord(schema: 1))
        log.skipReceivedEvents()

        let truncated = saved.prefix(saved.count / 2)
        guard
            case .undecodable? = #expect(
                throws: RestorationError.self, performing: { try RestorationRecord(json: truncated) })
        else { return }
        let wrongSchema = Data(#"{"schema": "one", "steps": []}"#.utf8)
        guard
            case .undecodable? = #expect(
                throws: RestorationError.self, performing: { try RestorationRecord(json: wrongSchema) })
        else { return }
        let huge = Data(repeating: UInt8(ascii: " "), count: RestorationRecord.maximumByteCount + 1)
        #expect(throws: RestorationError.tooLarge(byteCount: huge.count, limit: RestorationRecord.maximumByteCount)) {
            try RestorationRecord(json: huge)
        }

        let text = String(decoding: saved, as: UTF8.self)
        let wrongValue = try RestorationRecord(
            json: Data(text.replacingOccurrences(of: "7", with: "\\\"seven\\\"").utf8))
        let (fresh, freshTree, freshLog) = try app()
        defer { withExtendedLifetime(freshTree) {} }
        let report = freshTree.restore(wrongValue, schema: 1)

        #expect(report.restoredCount == 0, "\(report)")
        guard case .failed(kind: "message", _)? = report.dropped?.reason else {
            Issue.record("dropped for another reason: \(report)")
            return
        }
        #expect(ids(in: fresh) == [0])
        try freshLog.expect([
            "inbox: restoring step 0: message",
            "inbox: REJECTED restore: step 0 (inbox/message): message did not restore: DecodingError.typeMismatch: expected value of type Int. Debug…",
        ])
        freshLog.expectEverythingReleased(clearing: fresh)
        log.expectEverythingReleased(clearing: window)
    }

    @Test(arguments: [true, false])
    func aRecordRestoredWhileTheBackSwipeIsHeldPushesOnceTheFingerLifts(completes: Bool) throws {
        let (source, sourceTree, sourceLog) = try app()
        defer { withExtendedLifetime(sourceTree) {} }
        try open(7, in: source)
        let record = try RestorationRecord(json: try json(sourceTree.restorationRecord(schema: 1)))
        sourceLog.expectEverythingReleased(clearing: source)

        let (window, tree, log) = try app()
        defer { withExtendedLifetime(tree) {} }
        try open(1, in: window)
        let swipe = try #require((window.root as? HeadlessStack)?.beginInteractivePop())
        log.skipReceivedEvents()

        let report = tree.restore(record, schema: 1)
        #expect(ids(in: window) == [0, 1], "the restored push waits for the finger")
        completes ? swipe.complete() : swipe.cancel()

        #expect(report.restoredCount == 1, "\(report)")
        #expect(ids(in: window) == (completes ? [0, 7] : [0, 1, 7]))
        try log.expect(
            [
                "inbox: restoring step 0: message", "inbox: child added: message-2", "inbox/message-2: started",
                "inbox/message-2: push Screen: waits for the user's back swipe from Screen",
                "inbox/message-2: bound to Screen",
            ]
                + (completes
                    ? ["inbox/message: torn down (screen released)", "inbox: child message ended: screen released"]
                    : [])
                + ["inbox/message-2: push Screen: applied"])
        log.expectEverythingReleased(clearing: window)
    }
}
