import ReactiveCoordinator
import TestSupport
import Testing

/// A step nobody takes is named in its error as it describes itself at that moment: the text of
/// a value is kept for the link's steps, a step that is an object is described again each time.
@MainActor
@Suite struct UntakenStepTextTests {
    /// Takes no link step.
    final class Idle: Coordinator {
        func start(_ flow: Flow<Void>) {}
    }

    /// Keeps its gate for links closed: every link waits.
    final class Closed: Coordinator {
        func start(_ flow: Flow<Void>) {
            flow.isReadyForLinks = false
        }
    }

    /// A step that is an object, whose description changes.
    final class Counter: CustomStringConvertible, @unchecked Sendable {
        // Safe: the tests read and write `count` on the main actor only.
        var count = 0
        var description: String { "counter \(count)" }
    }

    /// The error of each opening of `link`, with `between` run before each.
    func errors(opening link: DeepLink, times: Int, between: () -> Void = {}) throws -> [DeepLinkError?] {
        let world = Harness(named: "root") { _ in Idle() }
        try world.start()
        var errors: [DeepLinkError?] = []
        for _ in 0..<times {
            between()
            world.tree.open(link) { result in
                if case .failure(let error) = result { errors.append(error) } else { errors.append(nil) }
            }
        }
        world.tree.cancel()
        world.expectEverythingReleased()
        return errors
    }

    @Test func aValueStepNobodyTakesIsNamedAlikeEachTimeItsLinkIsOpened() throws {
        let link = DeepLink("inbox", 7)
        let found = try errors(opening: link, times: 3)
        #expect(found == Array(repeating: .noRoute(step: 0, intent: "inbox"), count: 3))
    }

    @Test func anObjectAmongTheStepsOfALinkWhoseValueStepNobodyTakesIsNotHeldOnceTheLinkIsGone() throws {
        weak var released: Counter?
        do {
            let counter = Counter()
            released = counter
            // The first step, a value, is the one nobody takes; the object is its link's second.
            let found = try errors(opening: DeepLink("inbox", counter), times: 2)
            #expect(found == Array(repeating: .noRoute(step: 0, intent: "inbox"), count: 2))
        }
        #expect(released == nil)
    }

    @Test func anObjectStepNobodyTakesIsNamedAsItDescribesItselfAtEachOpening() throws {
        let counter = Counter()
        let link = DeepLink(counter)
        let found = try errors(opening: link, times: 3) { counter.count += 1 }
        #expect(
            found == [
                .noRoute(step: 0, intent: "counter 1"), .noRoute(step: 0, intent: "counter 2"),
                .noRoute(step: 0, intent: "counter 3"),
            ])
    }

    /// The tree's text of its waiting link at each of `times` reads, with `between` run before each.
    func waitingLinkTexts(of link: DeepLink, times: Int, between: () -> Void = {}) throws -> [String?] {
        let world = Harness(named: "root") { _ in Closed() }
        try world.start()
        world.tree.open(link) { _ in }
        var texts: [String?] = []
        for _ in 0..<times {
            between()
            texts.append(world.tree.waitingLinkSteps)
        }
        world.tree.cancel()
        world.expectEverythingReleased()
        return texts
    }

    @Test func aWaitingLinkOfValuesIsNamedAlikeAtEachRead() throws {
        let texts = try waitingLinkTexts(of: DeepLink("inbox", 7), times: 3)
        #expect(texts == Array(repeating: "inbox/7", count: 3))
    }

    @Test func aWaitingLinkWithAnObjectStepIsNamedAsTheObjectDescribesItselfAtEachRead() throws {
        let counter = Counter()
        let texts = try waitingLinkTexts(of: DeepLink("inbox", counter), times: 3) { counter.count += 1 }
        #expect(texts == ["inbox/counter 1", "inbox/counter 2", "inbox/counter 3"])
    }

    @Test func aWaitingLinkIsNamedApartFromItsUntakenStep() throws {
        // The same storage of steps keeps a step's text and the whole link's text apart.
        let world = Harness(named: "root") { _ in Closed() }
        try world.start()
        let link = DeepLink("inbox", 7)
        world.tree.open(link) { _ in }
        #expect(world.tree.waitingLinkSteps == "inbox/7")
        world.tree.cancel()
        var found: DeepLinkError?
        let idle = Harness(named: "root") { _ in Idle() }
        try idle.start()
        idle.tree.open(link) { result in
            if case .failure(let error) = result { found = error }
        }
        #expect(found == .noRoute(step: 0, intent: "inbox"))
        idle.tree.cancel()
        world.expectEverythingReleased()
        idle.expectEverythingReleased()
    }
}
