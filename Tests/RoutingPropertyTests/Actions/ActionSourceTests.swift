import Testing

@MainActor
@Suite struct ActionSourceTests {
    /// The printed form of each action is the Swift source that builds it, so a shrunk list
    /// pastes into a regression test as is.
    @Test func actionsPrintAsTheSwiftSourceThatBuildsThem() {
        let actions: [Action] = [
            .tap(.home(.compose)),
            .send(screen: 2, .detail(.more)),
            .back,
            .popToRoot(stack: 1),
            .swipeDown,
            .dismiss(from: 3),
            .selectTab(2),
            .replaceStack(stack: 0, keep: 0b101, promo: true),
            .deepLink([.home(.openDetail), .detail(.more)]),
            .finish(coordinator: 1, cancel: true),
            .pause(coordinator: 0),
            .resume(coordinator: 4),
            .writePath(stack: 1, length: 2),
            .growPath(stack: 0),
            .clearSheet(level: 1),
            .writeTab(2),
            .backSwipe(completes: false),
            .sheetDrag(completes: true),
        ]
        #expect(
            actions.map(\.description) == [
                ".tap(.home(.compose))",
                ".send(screen: 2, .detail(.more))",
                ".back",
                ".popToRoot(stack: 1)",
                ".swipeDown",
                ".dismiss(from: 3)",
                ".selectTab(2)",
                ".replaceStack(stack: 0, keep: 0b101, promo: true)",
                ".deepLink([.home(.openDetail), .detail(.more)])",
                ".finish(coordinator: 1, cancel: true)",
                ".pause(coordinator: 0)",
                ".resume(coordinator: 4)",
                ".writePath(stack: 1, length: 2)",
                ".growPath(stack: 0)",
                ".clearSheet(level: 1)",
                ".writeTab(2)",
                ".backSwipe(completes: false)",
                ".sheetDrag(completes: true)",
            ])
    }

    /// Every simplification is strictly simpler, so shrinking ends: following the first
    /// simplification from any action reaches one with none in a few steps.
    @Test func simplifyingAnyActionEnds() {
        var action = Action.replaceStack(stack: 5, keep: 0, promo: true)
        var steps = 0
        while let simpler = action.simplifications.first {
            action = simpler
            steps += 1
            #expect(steps < 100)
            if steps >= 100 { break }
        }
        #expect(action.simplifications.isEmpty)
    }
}
