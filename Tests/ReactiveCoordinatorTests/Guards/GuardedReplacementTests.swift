@testable import ExampleFlows
import ReactiveCoordinator
import ReactiveCoordinatorFoundation
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import TestSupport
import Testing

/// A form pushed on a stack and guarded: whatever would remove it asks, and the flow asks the
/// user with the discard alert before it answers.
@MainActor
final class GuardedFormCoordinator: Coordinator {
    weak var window: HeadlessWindow?
    weak var stack: HeadlessStack?
    let log: AttemptLog

    init(window: HeadlessWindow, stack: HeadlessStack, log: AttemptLog) {
        self.window = window
        self.stack = stack
        self.log = log
    }

    func start(_ flow: Flow<Void>) {
        guard let window, let stack else { return flow.cancel() }
        let form = EditorScreen()
        flow.push(form, on: stack)
        flow.bind(to: form) { _ in .unhandled }
        flow.guardLeaving(form, in: stack) { attempt in
            self.log.attempts.append(attempt)
            guard attempt.cause.waitsForAnswer else { return }
            flow.showAlert(discardAlert, in: window) { outcome in
                self.log.outcomes.append(outcome)
                guard case .chosen(let choice) = outcome else { return }
                flow.answer(attempt, with: choice == .discard ? .leave : .stay)
            }
        }
    }
}

/// A flow that replaces what a container shows (`setRoot`, `setTabs`, `showSecondary`) asks the
/// guards of the screens the replacement would take, however deep they sit, as a `pop` or a
/// `dismiss` does (issue 35, item 2).
@MainActor
@Suite struct GuardedReplacementTests {
    private func shop(withDraft: Bool = true, withForm: Bool = false) throws -> (Harness, AttemptLog, Flow<Void>) {
        let world = try Harness.shop()
        let attempts = AttemptLog()
        let shop = try #require(world.shop?.flow)
        if withDraft {
            try shop.startChild(
                GuardedDraftCoordinator(window: world.window, over: try #require(world.window.root), log: attempts),
                named: "draft")
        }
        if withForm {
            let stack = try #require((world.window.root as? HeadlessTabs)?.tabs.first as? HeadlessStack)
            try shop.startChild(
                GuardedFormCoordinator(window: world.window, stack: stack, log: attempts), named: "form")
        }
        let asker = AskingCoordinator()
        try shop.startChild(asker, named: "asker")
        world.log.skipReceivedEvents()
        return (world, attempts, try #require(asker.flow))
    }

    @Test func aSetRootThatWouldTakeAGuardedSheetWaitsAndAppliesWhenTheUserDiscards() async throws {
        let (world, attempts, asker) = try shop()
        let tabs = ObjectIdentifier(try #require(world.window.root))

        #expect(!asker.setRoot(HomeScreen(), in: world.window))  // it waits

        #expect(world.window.root.map(ObjectIdentifier.init) == tabs)
        #expect(world.window.presentedScreens.last is EditorScreen)
        #expect(attempts.attempts.map(\.cause) == [.flow(path: "shop/asker")])
        #expect(
            world.log.skipReceivedEvents() == [
                "shop/draft: guarded EditorScreen: asked by shop/asker (set root HomeScreen), which waits for the answer",
                "shop/draft: shows alert \"Discard this draft?\"",
            ])

        #expect(world.window.userTaps(button: DraftChoice.discard))
        await world.tree.settle()

        #expect(world.window.root is HomeScreen)
        #expect(world.window.presentedScreens.isEmpty)
        #expect(world.log.skipReceivedEvents().contains("shop/asker: set root HomeScreen: applied"))
        world.tree.cancel()
        world.expectEverythingReleased()
    }

    @Test func aSetRootThatWouldTakeAGuardedSheetIsRefusedWhenTheUserKeepsTheDraft() async throws {
        let (world, attempts, asker) = try shop()
        let tabs = ObjectIdentifier(try #require(world.window.root))

        #expect(!asker.setRoot(HomeScreen(), in: world.window))
        world.log.skipReceivedEvents()
        #expect(world.window.userTaps(button: DraftChoice.keep))
        await world.tree.settle()

        #expect(world.window.root.map(ObjectIdentifier.init) == tabs)
        #expect(world.window.presentedScreens.last is EditorScreen)
        #expect(attempts.outcomes == [.chosen(.keep)])
        #expect(
            world.log.skipReceivedEvents() == [
                "shop/draft: \"Discard this draft?\": user chose \"Keep Editing\" (keep)",
                "shop/asker: set root HomeScreen: refused by the guard of EditorScreen",
            ])
        world.expectEverythingReleased()
    }

    @Test func aSetTabsThatDropsTheTabHoldingAGuardedFormAsksItsGuardThroughTheNestedStack() async throws {
        let (world, attempts, asker) = try shop(withDraft: false, withForm: true)
        var tabs: HeadlessTabs? { world.window.root as? HeadlessTabs }
        let account = ObjectIdentifier(try #require(tabs?.tabs.last))

        #expect(!asker.setTabs([try #require(tabs?.tabs.last)], in: try #require(tabs)))  // it waits

        #expect(tabs?.tabs.count == 2)
        #expect(attempts.attempts.map(\.cause) == [.flow(path: "shop/asker")])
        #expect(world.window.userTaps(button: DraftChoice.discard))
        await world.tree.settle()

        #expect(tabs?.tabs.map(ObjectIdentifier.init) == [account])
        #expect(world.log.skipReceivedEvents().contains("shop/asker: set tabs [TestScreen<AccountIntent>]: applied"))
        world.tree.cancel()
        world.expectEverythingReleased()
    }

    @Test func aSetTabsThatKeepsTheGuardedFormsTabAsksNobody() async throws {
        let (world, attempts, asker) = try shop(withDraft: false, withForm: true)
        let tabs = try #require(world.window.root as? HeadlessTabs)
        #expect(asker.setTabs(tabs.tabs.reversed(), in: tabs))

        #expect(attempts.attempts.isEmpty)
        world.tree.cancel()
        world.expectEverythingReleased()
    }

    @Test func aChangeThatTakesTwoGuardedScreensAsksEachGuardInTurnAndEndsOnce() async throws {
        let (world, attempts, asker) = try shop(withDraft: true, withForm: true)

        #expect(!asker.setRoot(HomeScreen(), in: world.window))
        #expect(attempts.attempts.count == 1)
        #expect(world.window.userTaps(button: DraftChoice.discard))  // the first guard lets it go
        await world.tree.settle()

        #expect(attempts.attempts.count == 2)  // the second is asked
        #expect(!(world.window.root is HomeScreen))
        #expect(world.window.userTaps(button: DraftChoice.discard))
        await world.tree.settle()

        #expect(world.window.root is HomeScreen)
        let ends = world.log.skipReceivedEvents().filter { $0.hasPrefix("shop/asker: set root") }
        #expect(ends == ["shop/asker: set root HomeScreen: applied"])
        world.tree.cancel()
        world.expectEverythingReleased()
    }

    @Test func aReplacementCancelledBeforeTheAnswerLetsGoOfTheScreenItWouldHaveShown() async throws {
        let (world, _, asker) = try shop()
        weak var home: HomeScreen?
        do {
            let screen = HomeScreen()
            home = screen
            #expect(!asker.setRoot(screen, in: world.window))  // it waits, keeping the screen
        }
        #expect(home != nil)

        asker.cancel()
        await world.tree.settle()

        // The change ended cancelled while the draft's guard lives on: nothing keeps its screen.
        #expect(world.window.presentedScreens.last is EditorScreen)
        #expect(home == nil)
        world.expectEverythingReleased()
    }

    @Test func anEndedFlowsSetRootIsRefusedWithoutAskingTheGuard() async throws {
        let (world, attempts, asker) = try shop()
        asker.finish()
        await world.tree.settle()

        #expect(!asker.setRoot(HomeScreen(), in: world.window))

        #expect(attempts.attempts.isEmpty)
        #expect(world.log.skipReceivedEvents().last?.contains("REJECTED set root HomeScreen") == true)
        world.expectEverythingReleased()
    }
}

/// A home screen with a guarded draft over it; a restored "welcome" child replaces the root.
@MainActor
final class RestoringHomeCoordinator: RestorableCoordinator {
    weak var window: HeadlessWindow?
    let log: AttemptLog

    init(window: HeadlessWindow, log: AttemptLog) {
        self.window = window
        self.log = log
    }

    func start(_ flow: Flow<Void>) {
        guard let window else { return flow.cancel() }
        let home = HomeScreen()
        flow.setRoot(home, in: window)
        flow.bind(to: home) { _ in .unhandled }
        try? flow.startChild(GuardedDraftCoordinator(window: window, over: home, log: log), named: "draft")
    }

    var restoration: CoordinatorRestoration? { nil }

    func restoreChild(from restoration: CoordinatorRestoration, in flow: Flow<Void>) throws -> Bool {
        guard restoration.kind == "welcome", let window else { return false }
        try flow.startChild(WelcomeCoordinator(window: window), named: "welcome")
        return true
    }
}

/// Makes a screen of its own the window's root.
@MainActor
final class WelcomeCoordinator: Coordinator {
    weak var window: HeadlessWindow?

    init(window: HeadlessWindow) {
        self.window = window
    }

    func start(_ flow: Flow<Void>) {
        guard let window else { return flow.cancel() }
        let welcome = EditorScreen()
        flow.setRoot(welcome, in: window)
        flow.bind(to: welcome) { _ in .unhandled }
    }
}

@MainActor
@Suite struct GuardedRestorationTests {
    @Test func aRestoredFlowThatWouldReplaceAGuardedSheetAsksItsGuardWithTheRecordsStep() async throws {
        let attempts = AttemptLog()
        let world = Harness.windowed(named: "app") { RestoringHomeCoordinator(window: $0, log: attempts) }
        try world.start()
        world.log.skipReceivedEvents()
        let record = RestorationRecord(
            schema: 1,
            steps: [
                .init(
                    path: "app/welcome", parent: "app",
                    restoration: try CoordinatorRestoration(kind: "welcome", shown: .windowRoot, value: 0))
            ])

        let report = world.tree.restore(record, schema: 1)

        #expect(report.dropped == nil)
        #expect(world.window.root is HomeScreen)  // the change waits for the guard
        #expect(attempts.attempts.map(\.cause) == [.restoration(step: 0)])
        #expect(
            world.log.skipReceivedEvents().contains(
                "app/draft: guarded EditorScreen: asked by restoration step 0 (set root EditorScreen),"
                    + " which waits for the answer"))

        #expect(world.window.userTaps(button: DraftChoice.keep))
        await world.tree.settle()

        #expect(world.window.root is HomeScreen)
        #expect(
            world.log.skipReceivedEvents().contains(
                "app/welcome: set root EditorScreen: refused by the guard of EditorScreen"))
        world.tree.cancel()
        world.expectEverythingReleased()
    }
}
