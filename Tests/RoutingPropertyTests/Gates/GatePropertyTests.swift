import ReactiveCoordinator
import ReactiveCoordinatorFoundation
import ReactiveCoordinatorDiagnostics
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import SeededRandom
import Testing

/// Gates hold: a coordinator that is not ready (signed out) keeps every screen behind it hidden,
/// whatever links and restoration records arrive, even for one event.
///
/// Seeded walks over an app with a sign-in gate: sign in, sign out, open and close a letter,
/// swipe it away, open links, restore records (some of them "edited": a mailbox step that names
/// any user), each owned by a user or by nobody. After every event of the log, and after every
/// step: no signed-in screen is in the window unless someone signed in through the sign-in
/// screen, and a record of another owner than the signed-in user restored nothing.
@MainActor
@Suite struct GatePropertyTests {
    @Test(arguments: [1, 7, 42, 2026, 90_210] as [UInt64])
    func noScreenBehindTheGateIsShownBeforeItOpens(seed: UInt64) async throws {
        print("gate walk, seed \(seed)")
        var random = SplitMix64(seed: seed)
        let window = HeadlessWindow()
        let tree = CoordinatorTree(root: GatedAppCoordinator(window: window), named: "app")
        let log = EventLogRecorder(tree)
        unowned let app = try #require(tree.root?.coordinator as? GatedAppCoordinator)
        var signedInThroughTheScreen = false
        var violations: [String] = []
        let check = { (moment: String) in
            let hidden = app.signedInUser == nil || !signedInThroughTheScreen
            if hidden, let shown = window.allScreens.first(where: { $0 is any SignedInScreen }) {
                violations.append("\(moment): \(type(of: shown)) shown while signed out")
            }
        }
        let watch = tree.events.subscribe(onValue: { event in check("after '\(event)'") })
        try tree.start()
        var gated = 0
        var waitedLinks = 0
        var ownerRefusals = 0

        for step in 0..<300 {
            switch random.next(below: 7) {
            case 0:
                if let screen = window.root as? SignInScreen {
                    signedInThroughTheScreen = true
                    screen.intents.send(.signIn(user: "ada"))
                }
            case 1:
                if let mailbox = window.root as? MailboxScreen {
                    mailbox.intents.send(.signOut)
                    signedInThroughTheScreen = app.signedInUser != nil
                }
            case 2:
                (window.root as? MailboxScreen)?.intents.send(.open(id: random.next(below: 5)))
            case 3:
                (window.presentedScreens.last as? LetterScreen)?.intents.send(.close)
            case 4:
                _ = window.userSwipesDown()
            case 5:
                if app.signedInUser == nil { waitedLinks += 1 }
                tree.open(DeepLink(MailboxScreen.Intent.open(id: random.next(below: 5)))) { _ in }
            default:
                // Records belong to a user (or to nobody); the app restores for whoever is signed
                // in, so one of another owner must restore nothing and change nothing.
                var record = Self.record(&random)
                record.owner = [nil, "ada", "mallory"][random.next(below: 3)]
                let before = tree.snapshot()
                let report = tree.restore(record, schema: 1, owner: app.signedInUser)
                if case .gated(by: "app") = report.dropped?.reason { gated += 1 }
                if record.owner != app.signedInUser {
                    ownerRefusals += 1
                    if report.restoredCount != 0 || tree.snapshot() != before
                        || report.dropped?.reason
                            != .ownerMismatch(record: record.owner, expected: app.signedInUser)
                    {
                        violations.append(
                            "step \(step): a record of \(String(describing: record.owner)) restored \(report)")
                    }
                }
            }
            await tree.settle()
            check("after step \(step)")
            if !violations.isEmpty { break }
        }

        #expect(violations.isEmpty, "seed \(seed): \(violations.prefix(3))")
        #expect(gated > 0 && waitedLinks > 0, "seed \(seed): the walk never met the gate (\(gated), \(waitedLinks))")
        #expect(ownerRefusals > 0, "seed \(seed): the walk never restored another owner's record")
        watch.cancel()
        log.expectEverythingReleased(clearing: window)
    }

    @Test func anEditedRecordThatNamesAUserRestoresToTheGateWhileSignedOut() throws {
        let window = HeadlessWindow()
        let tree = CoordinatorTree(root: GatedAppCoordinator(window: window), named: "app")
        let log = EventLogRecorder(tree)
        try tree.start()
        log.skipReceivedEvents()
        let edited = RestorationRecord(
            schema: 1,
            steps: [try Self.mailboxStep(signingIn: "mallory"), try Self.letterStep(3)])

        // snippet: gated-record
        let report = tree.restore(edited, schema: 1)  // signed out: "app" keeps the gate

        #expect(report.restoredCount == 0)
        #expect(report.dropped?.reason == .gated(by: "app"))
        #expect(window.root is SignInScreen)
        // end snippet
        #expect((tree.root?.coordinator as? GatedAppCoordinator)?.signedInUser == nil)
        try log.expect([
            "app: REJECTED restore: step 0 (app/mailbox): app keeps a gate (it is not ready):"
                + " a record cannot take the app past it"
        ])
        log.expectEverythingReleased(clearing: window)
    }

    @Test func theSameRecordRestoresOnceTheGateIsOpen() throws {
        let window = HeadlessWindow()
        let tree = CoordinatorTree(root: GatedAppCoordinator(window: window), named: "app")
        let log = EventLogRecorder(tree)
        try tree.start()
        (window.root as? SignInScreen)?.intents.send(.signIn(user: "ada"))
        let record = RestorationRecord(
            schema: 1,
            steps: [try Self.letterStep(3)])

        let report = tree.restore(record, schema: 1)

        #expect(report.dropped == nil)
        #expect((window.presentedScreens.last as? LetterScreen)?.id == 3)
        log.expectEverythingReleased(clearing: window)
    }

    /// A record of up to three steps: a mailbox step naming a random user, letter steps, in a
    /// random order, so that some are well formed and some are not.
    private static func record(_ random: inout SplitMix64) -> RestorationRecord {
        var steps: [RestorationRecord.Step] = []
        for _ in 0..<(1 + random.next(below: 3)) {
            let step =
                random.next(below: 2) == 0
                ? try? mailboxStep(signingIn: ["mallory", "eve", "ada"][random.next(below: 3)])
                : try? letterStep(random.next(below: 5))
            if let step { steps.append(step) }
        }
        return RestorationRecord(schema: 1, steps: steps)
    }

    /// The mailbox's step, as its coordinator records it: the user it was signed in as.
    private static func mailboxStep(signingIn user: String) throws -> RestorationRecord.Step {
        .init(
            path: "app/mailbox", parent: "app",
            restoration: try CoordinatorRestoration(kind: "mailbox", shown: .windowRoot, value: user))
    }

    /// A letter's step, presented over the mailbox.
    private static func letterStep(_ id: Int) throws -> RestorationRecord.Step {
        .init(
            path: "app/mailbox/letter", parent: "app/mailbox",
            restoration: try CoordinatorRestoration(kind: "letter", shown: .presented, value: id))
    }
}
