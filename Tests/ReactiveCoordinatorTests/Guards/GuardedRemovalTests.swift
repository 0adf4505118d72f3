@testable import ExampleFlows
import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import TestSupport
import Testing

/// A draft sheet over the shop's tabs, guarded: whatever would remove it asks first, and the flow
/// asks the user with the discard alert before it answers.
@MainActor
final class GuardedDraftCoordinator: Coordinator {
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
        // snippet: answer-guard
        flow.guardLeaving(editor, in: window) { attempt in
            self.log.attempts.append(attempt)
            guard attempt.cause.waitsForAnswer else { return }  // a gesture, or told
            flow.showAlert(discardAlert, in: window) { outcome in
                self.log.outcomes.append(outcome)
                guard case .chosen(let choice) = outcome else { return }  // its flow ended first
                flow.answer(attempt, with: choice == .discard ? .leave : .stay)
            }
        }
        // end snippet
    }
}

/// A flow that only keeps its flow, for a test to ask removals of.
@MainActor
final class AskingCoordinator: Coordinator {
    private(set) var flow: Flow<Void>?

    func start(_ flow: Flow<Void>) {
        self.flow = flow
    }
}

/// Guards are asked before a removal by another cause than the user's gesture takes a guarded
/// screen away, and told when it cannot be refused (issue 35, item 2).
@MainActor
@Suite struct GuardedRemovalTests {
    private func shopWithADraft() throws -> (Harness, AttemptLog) {
        let world = try Harness.shop()
        let attempts = AttemptLog()
        try world.shop?.flow.startChild(
            GuardedDraftCoordinator(window: world.window, over: try #require(world.window.root), log: attempts),
            named: "draft")
        world.log.skipReceivedEvents()
        return (world, attempts)
    }

    /// Starts a flow beside the draft that a test asks removals of, and returns it.
    private func startAsker(in world: Harness) throws -> Flow<Void> {
        let asker = AskingCoordinator()
        try world.shop?.flow.startChild(asker, named: "asker")
        return try #require(asker.flow)
    }

    @Test func aLinkUnderAGuardedSheetWaitsForTheAnswerAndLandsWhenTheUserDiscards() async throws {
        let (world, attempts) = try shopWithADraft()
        var results: [Result<Void, DeepLinkError>] = []

        world.tree.open(DeepLink(ShopStep.product(id: 5))) { results.append($0) }

        #expect(results.isEmpty)
        #expect(world.window.presentedScreens.last is EditorScreen)
        #expect(attempts.attempts.map(\.cause) == [.link(step: 0)])
        #expect(world.catalogTitles == ["list"])
        #expect(
            world.log.skipReceivedEvents() == [
                "shop/draft: guarded EditorScreen: asked by deep link step 0 (dismiss from HeadlessTabs),"
                    + " which waits for the answer",
                "shop/draft: shows alert \"Discard this draft?\"",
                "shop: deep link waits: step 0: the guard of EditorScreen is asked",
            ])

        #expect(world.window.userTaps(button: DraftChoice.discard))
        await world.tree.settle()

        #expect(results.count == 1)
        #expect(results.first.map { (try? $0.get()) != nil } == true)
        #expect(world.window.presentedScreens.isEmpty)
        #expect(world.catalogTitles == ["list", "product 5"])
        let lines = world.log.skipReceivedEvents()
        #expect(
            Array(lines.prefix(5)) == [
                "shop/draft: \"Discard this draft?\": user chose \"Discard\" (discard)",
                "shop/draft: torn down (screen released)",
                "shop: child draft ended: screen released",
                "shop: dismiss from HeadlessTabs: applied",
                "shop/catalog: deep link step 0: product(id: 5)",
            ])
        world.expectEverythingReleased()
    }

    @Test func aLinkUnderAGuardedSheetIsRefusedWhenTheUserKeepsTheDraft() async throws {
        let (world, attempts) = try shopWithADraft()
        var results: [Result<Void, DeepLinkError>] = []

        world.tree.open(DeepLink(ShopStep.product(id: 5))) { results.append($0) }
        world.log.skipReceivedEvents()
        #expect(world.window.userTaps(button: DraftChoice.keep))
        await world.tree.settle()

        #expect(results.count == 1)
        if case .failure(let error) = results.first {
            #expect(error == .keptByGuard(step: 0, screen: "EditorScreen"))
        }
        #expect(world.window.presentedScreens.last is EditorScreen)
        #expect(world.catalogTitles == ["list"])
        #expect(attempts.outcomes == [.chosen(.keep)])
        #expect(
            world.log.skipReceivedEvents() == [
                "shop/draft: \"Discard this draft?\": user chose \"Keep Editing\" (keep)",
                "shop: dismiss from HeadlessTabs: refused by the guard of EditorScreen",
                "shop: REJECTED deep link: step 0: the guard of EditorScreen kept it",
            ])
        world.expectEverythingReleased()
    }

    @Test func anotherFlowsDismissalOfAGuardedSheetWaitsForItsGuard() async throws {
        let (world, attempts) = try shopWithADraft()
        let shop = try #require(world.shop?.flow)

        #expect(!shop.dismiss(from: try #require(world.window.root), in: world.window))  // it waits
        #expect(world.window.presentedScreens.last is EditorScreen)
        #expect(attempts.attempts.map(\.cause) == [.flow(path: "shop")])
        #expect(world.window.userTaps(button: DraftChoice.discard))

        #expect(world.window.presentedScreens.isEmpty)
        #expect(
            world.log.skipReceivedEvents() == [
                "shop/draft: guarded EditorScreen: asked by shop (dismiss from HeadlessTabs),"
                    + " which waits for the answer",
                "shop/draft: shows alert \"Discard this draft?\"",
                "shop/draft: \"Discard this draft?\": user chose \"Discard\" (discard)",
                "shop/draft: torn down (screen released)",
                "shop: child draft ended: screen released",
                "shop: dismiss from HeadlessTabs: applied",
            ])
        world.expectEverythingReleased()
    }

    @Test func aGuardedRemovalWhoseFlowEndsBeforeTheAnswerIsCancelledAndTheLateAnswerIgnored() async throws {
        let (world, attempts) = try shopWithADraft()
        let flow = try startAsker(in: world)
        #expect(!flow.dismiss(from: try #require(world.window.root), in: world.window))
        world.log.skipReceivedEvents()

        flow.cancel()
        await world.tree.settle()
        #expect(world.window.userTaps(button: DraftChoice.discard))  // the answer comes too late

        #expect(attempts.attempts.map(\.cause) == [.flow(path: "shop/asker")])
        #expect(world.window.presentedScreens.last is EditorScreen)
        #expect(
            world.log.skipReceivedEvents() == [
                "shop/asker: torn down (cancelled)",
                "shop: child asker ended: cancelled",
                "shop/asker: dismiss from HeadlessTabs: cancelled: shop/asker ended before the guard answered",
                "shop/draft: \"Discard this draft?\": user chose \"Discard\" (discard)",
            ])
        world.expectEverythingReleased()
    }

    @Test func aGuardedRemovalAppliesWhenTheGuardsFlowEndsWithoutAnswering() async throws {
        let (world, _) = try shopWithADraft()
        let flow = try startAsker(in: world)
        #expect(!flow.dismiss(from: try #require(world.window.root), in: world.window))
        world.log.skipReceivedEvents()

        // The draft's flow ends (say its own timer cancels it) and leaves its sheet: nobody guards
        // the sheet any more, and the removal that waited applies.
        let draft = try #require(world.tree.root?.children.first { $0.name == "draft" })
        draft.cancel()
        await world.tree.settle()

        #expect(world.window.presentedScreens.isEmpty)
        #expect(
            world.log.skipReceivedEvents() == [
                "shop/draft: \"Discard this draft?\" went away: its flow ended",
                "shop/draft: torn down (cancelled)",
                "shop: child draft ended: cancelled",
                "shop/asker: dismiss from HeadlessTabs: superseded: EditorScreen went with its guard's flow",
            ])
        world.expectEverythingReleased()
    }

    @Test func aClosingSceneTellsTheGuardAndTakesTheSheet() async throws {
        let (world, attempts) = try shopWithADraft()

        world.tree.closeScene()

        #expect(attempts.attempts.map(\.cause) == [.closing(.sceneClosed)])
        #expect(attempts.outcomes.isEmpty)
        #expect(world.window.presentedScreens.isEmpty)
        #expect(
            world.log.skipReceivedEvents().first
                == "shop/draft: guarded EditorScreen: told: scene closed, which cannot be refused")
        world.expectEverythingReleased()
    }
}
