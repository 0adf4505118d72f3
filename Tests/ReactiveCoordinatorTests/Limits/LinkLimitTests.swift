import ReactiveCoordinator
import ReactiveCoordinatorTesting
import Testing

/// A link built in code from outside input is bounded too: a longer one is refused whole.
@MainActor
@Suite struct LinkLimitTests {
    @Test func aLinkOfTheMaximumStepsRunsAndOneStepMoreIsRefusedWholeWithoutTakingAStep() async throws {
        let world = Harness(named: "app") { _ in StepCounter() }
        var taken: Int? { (world.tree.root?.coordinator as? StepCounter)?.taken }
        try world.start()
        world.log.skipReceivedEvents()

        try await world.tree.open(DeepLink(steps: Array(repeating: CountStep.count, count: DeepLink.maximumSteps)))
        #expect(taken == DeepLink.maximumSteps)
        world.log.skipReceivedEvents()

        let over = DeepLink.maximumSteps + 1
        await #expect(throws: DeepLinkError.tooManySteps(count: over, limit: DeepLink.maximumSteps)) {
            try await world.tree.open(DeepLink(steps: Array(repeating: CountStep.count, count: over)))
        }
        #expect(taken == DeepLink.maximumSteps)
        try world.log.expect(["app: REJECTED deep link: the link has 10001 steps; a link has at most 10000"])
        world.expectEverythingReleased()
    }

    @Test func aStepNobodyTakesIsNamedByTheStartOfItsTextOnly() async throws {
        let world = Harness(named: "app") { _ in StepCounter() }
        try world.start()
        world.log.skipReceivedEvents()
        let step = String(repeating: "s", count: 100_000)

        let error = await #expect(throws: DeepLinkError.self) { try await world.tree.open(DeepLink(step)) }

        #expect(error == .noRoute(step: 0, intent: step))
        let quoted = "\"\(String(repeating: "s", count: 64))…\" (99936 more bytes)"
        #expect(error?.description == "step 0 (\(quoted)): no coordinator on the way takes it")
        try world.log.expect(["app: REJECTED deep link: step 0: no coordinator takes \(quoted)"])
        world.expectEverythingReleased()
    }
}

/// A step that ``StepCounter`` takes by counting it.
enum CountStep: Sendable {
    case count
}

/// A root that takes every ``CountStep`` and shows nothing.
@MainActor
final class StepCounter: LinkRoutingCoordinator {
    private(set) var taken = 0

    func start(_ flow: Flow<Void>) {}

    func handle(linkStep step: any Sendable, in flow: Flow<Void>) -> LinkStepHandling {
        guard step is CountStep else { return .pass }
        return .take { self.taken += 1 }
    }
}
