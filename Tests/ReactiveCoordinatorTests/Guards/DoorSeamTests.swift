import ReactiveCoordinator
import ReactiveCoordinatorFoundation
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import TestSupport
import Testing

/// A link's one step: open a message of the inbox.
enum InboxStep: Sendable, Equatable {
    case message(Int)
}

/// An inbox an app would write: home as the window's root, a draft sheet over it, links that
/// dismiss the sheet on their way (which asks the draft's guard), and restoration of a welcome
/// screen that replaces the window's root (which asks it too).
@MainActor
final class DoorInboxCoordinator: LinkRoutingCoordinator, RestorableCoordinator {
    weak var window: HeadlessWindow?
    weak var home: HomeScreen?
    private(set) var flow: Flow<Void>?
    let log: AttemptLog
    var opened: [Int] = []

    init(window: HeadlessWindow, log: AttemptLog) {
        self.window = window
        self.log = log
    }

    func start(_ flow: Flow<Void>) {
        guard let window else { return flow.cancel() }
        self.flow = flow
        let home = HomeScreen()
        self.home = home
        flow.setRoot(home, in: window)
        flow.route(home) { _ in .unhandled }  // not bound: the inbox outlives its home screen
    }

    /// Starts the guarded draft over home.
    func startDraft() throws {
        guard let window, let home, let flow else { return }
        try flow.startChild(DoorDraftCoordinator(window: window, over: home, log: log), named: "draft")
    }

    func handle(linkStep step: any Sendable, in flow: Flow<Void>) -> LinkStepHandling {
        guard case InboxStep.message(let id) = step else { return .pass }
        return .take { self.opened.append(id) }
    }

    func prepareForLink(toward child: AnyFlow?, in flow: Flow<Void>) {
        guard let window, let home, !window.presentedScreens.isEmpty else { return }
        flow.dismiss(from: home, in: window)
    }

    var restoration: CoordinatorRestoration? { nil }

    func restoreChild(from restoration: CoordinatorRestoration, in flow: Flow<Void>) throws -> Bool {
        guard restoration.kind == "welcome", let window else { return false }
        try flow.startChild(WelcomeCoordinator(window: window), named: "welcome")
        return true
    }
}

/// A draft sheet guarded the way apps write it: the guard's handler awaits the discard alert in
/// owned work, then answers.
@MainActor
final class DoorDraftCoordinator: Coordinator {
    weak var window: HeadlessWindow?
    weak var presenter: AnyObject?
    let log: AttemptLog

    init(window: HeadlessWindow, over presenter: AnyObject, log: AttemptLog) {
        self.window = window
        self.presenter = presenter
        self.log = log
    }

    func start(_ flow: Flow<Void>) {
        guard let window, let presenter else { return flow.cancel() }
        let editor = EditorScreen()
        flow.present(editor, over: presenter, in: window)
        flow.bind(to: editor) { _ in .unhandled }
        flow.guardLeaving(editor, in: window) { [weak window] attempt in
            self.log.attempts.append(attempt)
            guard attempt.cause.waitsForAnswer, let window else { return }
            flow.task {
                let outcome = await flow.showAlert(discardAlert, in: window)
                self.log.outcomes.append(outcome)
                guard case .chosen(let choice) = outcome else { return }
                flow.answer(attempt, with: choice == .discard ? .leave : .stay)
            }
        }
    }
}

/// Seams of the one door, played through the public API as an app uses it: links, restoration
/// records, pauses, scenes and flows' ends meeting a guard whose answer is awaited.
@MainActor
@Suite struct DoorSeamTests {
    private func inboxWithADraft() throws -> (Harness, AttemptLog) {
        let attempts = AttemptLog()
        let world = Harness.windowed(named: "app") { DoorInboxCoordinator(window: $0, log: attempts) }
        try world.start()
        try world.root(as: DoorInboxCoordinator.self).startDraft()
        world.log.skipReceivedEvents()
        return (world, attempts)
    }

    /// The link's error, or nil when it landed.
    private func failure(_ result: Result<Void, DeepLinkError>) -> DeepLinkError? {
        if case .failure(let error) = result { error } else { nil }
    }

    private let welcomeRecord = RestorationRecord(
        schema: 1,
        steps: [
            .init(
                path: "app/welcome", parent: "app",
                restoration: try! CoordinatorRestoration(kind: "welcome", shown: .windowRoot, value: 0))
        ])

    @Test func aSignOutsSetRootWaitingOnADraftWhoseFlowEndsWithoutAnsweringStillShowsItsScreen() async throws {
        let (world, attempts) = try inboxWithADraft()
        var outcomes: [ChangeOutcome] = []
        do {
            let inbox = try world.root(as: DoorInboxCoordinator.self)
            let flow = try #require(inbox.flow)
            flow.task {
                let signIn = HomeScreen()
                outcomes.append(await flow.apply(.setRoot(signIn, in: world.window)))
            }
            await world.tree.settle()
            #expect(attempts.attempts.map(\.cause) == [.flow(path: "app")])
            #expect(world.window.shownAlert != nil)
            world.log.skipReceivedEvents()

            // The user saves the draft instead (its flow finishes and takes its sheet), without
            // the guard answering: the sign-out goes on, and shows the sign-in screen.
            try #require(world.tree.root?.children.first { $0.name == "draft" }).cancel()
            await world.tree.settle()

            #expect(outcomes == [.applied])
            #expect(world.window.root !== inbox.home)
            #expect(world.window.root is HomeScreen)
            #expect(world.window.presentedScreens.isEmpty)
            #expect(
                world.log.skipReceivedEvents() == [
                    "app/draft: \"Discard this draft?\" went away: its flow ended",
                    "app/draft: torn down (cancelled)",
                    "app: child draft ended: cancelled",
                    "app: screen HomeScreen released",
                    "app: set root HomeScreen: applied",
                ])
        }
        await world.expectEverythingReleasedOnceSettled()
    }

    @Test func aRecordRestoredWhileALinkWaitsForTheGuardShowsItsScreenOnceANewerLinkTakesTheDraft() async throws {
        let (world, attempts) = try inboxWithADraft()
        var results: [Result<Void, DeepLinkError>] = []
        world.tree.open(DeepLink(InboxStep.message(1))) { results.append($0) }
        await world.tree.settle()

        // Restored while the link's removal waits for the user's answer: its `setRoot` asks too.
        let report = world.tree.restore(welcomeRecord, schema: 1)
        #expect(report.dropped == nil)
        #expect(report.restoredCount == 1)
        // A newer link replaces the first, whose removal is cancelled, and asks again.
        world.tree.open(DeepLink(InboxStep.message(2))) { results.append($0) }
        await world.tree.settle()
        #expect(attempts.attempts.map(\.cause) == [.link(step: 0), .restoration(step: 0), .link(step: 0)])
        #expect(results.map(failure) == [.replaced])
        world.log.skipReceivedEvents()

        while world.window.shownAlert != nil {
            #expect(world.window.userTaps(button: DraftChoice.discard))
            await world.tree.settle()
        }

        #expect(results.count == 2)
        #expect((try? results.last?.get()) != nil)
        #expect(try world.root(as: DoorInboxCoordinator.self).opened == [2])
        // The restored flow's screen replaced home once the draft went: the record was not lost.
        #expect(world.window.presentedScreens.isEmpty)
        #expect(world.window.root is EditorScreen)
        #expect(world.tree.root?.children.map(\.name) == ["welcome"])
        let lines = world.log.skipReceivedEvents()
        #expect(lines.contains("app/welcome: set root EditorScreen: applied"))
        #expect(lines.filter { $0.hasPrefix("app/welcome: set root") }.count == 1)
        await world.expectEverythingReleasedOnceSettled()
    }

    @Test func aLinkOpenedInTheBackgroundAsksTheGuardOnResumeAndANewerLinkReplacesIt() async throws {
        let (world, attempts) = try inboxWithADraft()
        var first: [Result<Void, DeepLinkError>] = []
        var second: [Result<Void, DeepLinkError>] = []
        let root = try #require(world.tree.root)

        root.pause()
        world.tree.open(DeepLink(InboxStep.message(1))) { first.append($0) }
        #expect(attempts.attempts.isEmpty)  // it waits whole: nothing is asked in the background
        root.resume()
        await world.tree.settle()
        #expect(attempts.attempts.map(\.cause) == [.link(step: 0)])
        #expect(first.isEmpty)
        world.log.skipReceivedEvents()

        world.tree.open(DeepLink(InboxStep.message(2))) { second.append($0) }
        await world.tree.settle()
        #expect(first.map(failure) == [.replaced])
        #expect(
            Array(world.log.skipReceivedEvents().prefix(2)) == [
                "app: dismiss from HomeScreen: cancelled: a newer link replaced the link that asked",
                "app: REJECTED deep link: a newer link replaced it before it ran",
            ])
        #expect(attempts.attempts.map(\.cause) == [.link(step: 0), .link(step: 0)])

        // The answer to the first alert is the replaced link's, and is ignored: the newer link's
        // removal waits for the answer to its own alert, shown next.
        #expect(world.window.userTaps(button: DraftChoice.discard))
        await world.tree.settle()
        #expect(second.isEmpty)
        #expect(world.window.presentedScreens.last is EditorScreen)
        #expect(
            world.log.skipReceivedEvents() == [
                "app/draft: \"Discard this draft?\": user chose \"Discard\" (discard)",
                "app/draft: show alert \"Discard this draft?\": applied",
                "app/draft: shows alert \"Discard this draft?\"",
            ])
        #expect(world.window.userTaps(button: DraftChoice.discard))
        await world.tree.settle()

        #expect(world.window.shownAlert == nil)
        #expect(first.count == 1)
        #expect(second.count == 1)
        #expect((try? second.first?.get()) != nil)
        #expect(try world.root(as: DoorInboxCoordinator.self).opened == [2])
        #expect(world.window.presentedScreens.isEmpty)
        await world.expectEverythingReleasedOnceSettled()
    }

    @Test func aTreeTornDownWhileItsChildsGuardAlertIsUpCancelsTheRemovalAndTakesTheAlert() async throws {
        let (world, attempts) = try inboxWithADraft()
        var outcomes: [ChangeOutcome] = []
        do {
            let inbox = try world.root(as: DoorInboxCoordinator.self)
            let flow = try #require(inbox.flow)
            flow.apply(.dismiss(from: try #require(inbox.home), in: world.window)) { outcomes.append($0) }
        }
        await world.tree.settle()
        #expect(world.window.shownAlert != nil)
        world.log.skipReceivedEvents()

        world.tree.cancel()
        await world.tree.settle()

        #expect(outcomes == [.cancelled(reason: "the tree ended")])
        #expect(attempts.outcomes == [.dismissed(.flowEnded)])
        #expect(world.window.shownAlert == nil)
        #expect(
            world.log.skipReceivedEvents() == [
                "app/draft: \"Discard this draft?\" went away: its flow ended",
                "app/draft: torn down (parent torn down)",
                "app: child draft ended: parent torn down",
                "app: torn down (cancelled)",
                "app: dismiss from HomeScreen: cancelled: the tree ended",
            ])
        world.expectEverythingReleased()
    }

    @Test func aLinkWaitingOnAGuardWhoseFlowIsTornDownRunsOnAndLands() async throws {
        let (world, _) = try inboxWithADraft()
        var results: [Result<Void, DeepLinkError>] = []
        world.tree.open(DeepLink(InboxStep.message(3))) { results.append($0) }
        await world.tree.settle()
        world.log.skipReceivedEvents()

        // The draft's flow is torn down (its own timer, say) under the alert its guard awaits.
        try #require(world.tree.root?.children.first { $0.name == "draft" }).cancel()
        await world.tree.settle()

        #expect(results.count == 1)
        #expect((try? results.first?.get()) != nil)
        #expect(try world.root(as: DoorInboxCoordinator.self).opened == [3])
        #expect(world.window.shownAlert == nil)
        #expect(
            world.log.skipReceivedEvents() == [
                "app/draft: \"Discard this draft?\" went away: its flow ended",
                "app/draft: torn down (cancelled)",
                "app: child draft ended: cancelled",
                "app: dismiss from HomeScreen: superseded: EditorScreen went with its guard's flow",
                "app: deep link step 0: message(3)",
            ])
        await world.expectEverythingReleasedOnceSettled()
    }

    @Test func aFlowThatFinishesWhileItsAwaitedSetRootWaitsForAGuardHearsCancelledAndLetsItsScreenGo() async throws {
        let (world, attempts) = try inboxWithADraft()
        var outcomes: [ChangeOutcome] = []
        weak var signIn: HomeScreen?
        do {
            let asker = AskingCoordinator()
            try world.root(as: DoorInboxCoordinator.self).flow?.startChild(asker, named: "signout")
            let flow = try #require(asker.flow)
            flow.task {
                let screen = HomeScreen()
                signIn = screen
                outcomes.append(await flow.apply(.setRoot(screen, in: world.window)))
            }
            await world.tree.settle()
            #expect(attempts.attempts.map(\.cause) == [.flow(path: "app/signout")])
            world.log.skipReceivedEvents()
            flow.finish()
        }
        await world.tree.settle()

        #expect(outcomes == [.cancelled(reason: "app/signout ended before the guard answered")])
        #expect(signIn == nil)  // the screen the waiting setRoot kept went with it
        #expect(world.window.userTaps(button: DraftChoice.discard))  // too late: ignored, not refused
        await world.tree.settle()
        #expect(world.window.presentedScreens.last is EditorScreen)
        #expect(
            world.log.skipReceivedEvents() == [
                "app/signout: torn down (finished)",
                "app: child signout finished with ()",
                "app/signout: set root HomeScreen: cancelled: app/signout ended before the guard answered",
                "app/draft: \"Discard this draft?\": user chose \"Discard\" (discard)",
            ])
        await world.expectEverythingReleasedOnceSettled()
    }

    @Test func aSceneDisconnectedWithAWaitingChangeAndAPendingLinkEndsEachOnceAndLetsGo() async throws {
        let scenes = HeadlessScenes()
        let attempts = AttemptLog()
        var watched: [WeakBox] = []
        var outcomes: [ChangeOutcome] = []
        var results: [Result<Void, DeepLinkError>] = []
        var lines: [String] = []
        let subscription = scenes.events.subscribe { event in
            if case .value(let event) = event { lines.append(event.description) }
        }
        do {
            try scenes.connect("left", named: "app") { DoorInboxCoordinator(window: $0, log: attempts) }
            let tree = try #require(scenes.tree(of: "left"))
            let window = try #require(scenes.window(of: "left"))
            let inbox = try #require(tree.root?.coordinator as? DoorInboxCoordinator)
            try inbox.startDraft()
            let flow = try #require(inbox.flow)
            flow.apply(.dismiss(from: try #require(inbox.home), in: window)) { outcomes.append($0) }
            tree.root?.pause()  // the app goes to the background: the link waits whole
            tree.open(DeepLink(InboxStep.message(1))) { results.append($0) }
            await tree.settle()
            watched += [
                WeakBox(inbox, "inbox"), WeakBox(window, "window"),
                WeakBox(try #require(window.presentedScreens.last), "editor"),
            ]
            lines.removeAll()

            scenes.systemDisconnectsScene("left")
            await tree.settle()

            #expect(outcomes == [.cancelled(reason: "the tree ended")])
            #expect(results.map(failure) == [.treeNotRunning])
            #expect(attempts.attempts.map(\.cause) == [.flow(path: "app"), .closing(.sceneClosed)])
            #expect(attempts.outcomes == [.dismissed(.system)])
            #expect(
                lines == [
                    "11 [left] app/draft \"Discard this draft?\" went away: dismissed by the system",
                    "12 [left] app/draft guarded EditorScreen: told: scene closed, which cannot be refused",
                    "13 [left] app/draft torn down (parent torn down)",
                    "14 [left] app child draft ended: parent torn down",
                    "15 [left] app torn down (scene closed)",
                    "16 [left] app REJECTED deep link: the tree is not running",
                    "17 [left] app dismiss from HomeScreen: cancelled: the tree ended",
                ])
        }
        await Task.yield()
        for box in watched {
            #expect(box.object == nil, "\(box.label) is still alive")
        }
        #expect(scenes.leakReports().allSatisfy { $0.leaks.isEmpty })
        subscription.cancel()
    }
}
