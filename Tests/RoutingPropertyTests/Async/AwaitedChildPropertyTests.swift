import ReactiveCoordinator
import SeededRandom
import Testing

/// Seeded random walks over an async route that awaits a child: open the sheet, choose, swipe it
/// away, cancel the awaiting work, and finally tear the page down with the sheet up or not.
@MainActor
@Suite struct AwaitedChildPropertyTests {
    @Test(arguments: [1, 7, 42, 2026] as [UInt64])
    func everyAwaitReturnsOnceWithTheReasonItsChildEndedForAndLeavesNothing(seed: UInt64) async throws {
        print("awaited-child walk, seed \(seed)")
        var random = SplitMix64(seed: seed)
        let window = HeadlessWindow()
        let returned = ReturnLog()
        let tree = CoordinatorTree(root: AwaitingPage(window: window, returned: returned))
        try tree.start()
        var expected: [String] = []
        var sheetUp = false

        for step in 0..<200 {
            let page = try #require(tree.root as? AwaitingPage)
            switch random.next(below: 4) {
            case 0 where !sheetUp:
                (window.root as? AwaitScreen)?.intents.send(.open)
                sheetUp = true
            case 1 where sheetUp:
                (window.presentedScreens.last as? AwaitScreen)?.intents.send(.choose)
                (expected, sheetUp) = (expected + ["chosen"], false)
            case 2 where sheetUp:
                _ = window.userSwipesDown()
                (expected, sheetUp) = (expected + ["screen released"], false)
            case 3 where sheetUp:
                page.awaiting?.cancel()
                (expected, sheetUp) = (expected + ["cancelled"], false)
            default:
                break
            }
            await tree.settle()
            #expect(returned.lines == expected, "seed \(seed), step \(step)")
            #expect(page.children.count == (sheetUp ? 1 : 0), "seed \(seed), step \(step)")
            #expect(window.presentedScreens.count == (sheetUp ? 1 : 0), "seed \(seed), step \(step)")
        }

        #expect(Set(expected).count >= 3, "seed \(seed): the walk took too few kinds of end: \(expected)")
        tree.cancel()
        if sheetUp { expected.append("parent torn down") }
        await tree.settle()
        #expect(returned.lines == expected, "seed \(seed), teardown")
        #expect(window.root == nil && window.presentedScreens.isEmpty, "seed \(seed): the page cleans up")
        #expect(tree.leakReport().alive.isEmpty, "seed \(seed): \(tree.leakReport())")
    }
}
