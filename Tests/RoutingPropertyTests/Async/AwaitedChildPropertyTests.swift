import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import SeededRandom
import Testing

/// Seeded random walks over an async route that awaits a child: open the sheet, choose, swipe it
/// away, cancel the awaiting work, and finally tear the page down with the sheet up or not.
///
/// After every step: each await returned once, with the reason its child ended for; the tree and
/// the hierarchy hold the sheet exactly while it is up; every intent was routed exactly once, and
/// an awaited child was added before the route that awaits it was logged as routed. At the end,
/// the sheet is torn down before the page, and nothing is left.
@MainActor
@Suite struct AwaitedChildPropertyTests {
    @Test(arguments: [1, 7, 42, 2026] as [UInt64])
    func everyAwaitReturnsOnceWithTheReasonItsChildEndedForAndLeavesNothing(seed: UInt64) async throws {
        print("awaited-child walk, seed \(seed)")
        var random = SplitMix64(seed: seed)
        let window = HeadlessWindow()
        let returned = ReturnLog()
        let tree = CoordinatorTree(root: AwaitingPage(window: window, returned: returned), named: "page")
        let log = EventLogRecorder(tree)
        try tree.start()
        log.skipReceivedEvents()
        var expected: [String] = []
        var sheetUp = false

        for step in 0..<200 {
            let root = try #require(tree.root)
            let page = try #require(root.coordinator as? AwaitingPage)
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
            Self.expectEveryIntentRoutedOnceAndAwaitedChildrenAddedFirst(log.skipReceivedEvents(), seed, step)
            #expect(returned.lines == expected, "seed \(seed), step \(step)")
            #expect(root.children.count == (sheetUp ? 1 : 0), "seed \(seed), step \(step)")
            #expect(window.presentedScreens.count == (sheetUp ? 1 : 0), "seed \(seed), step \(step)")
        }

        #expect(Set(expected).count >= 3, "seed \(seed): the walk took too few kinds of end: \(expected)")
        tree.cancel()
        if sheetUp { expected.append("parent torn down") }
        await tree.settle()
        let teardown = log.skipReceivedEvents()
        let pageEnd = teardown.firstIndex(of: "page: torn down (cancelled)")
        #expect(pageEnd != nil, "seed \(seed): \(teardown)")
        if sheetUp {
            let sheetEnd = teardown.firstIndex {
                $0.hasPrefix("page/sheet") && $0.hasSuffix(": torn down (parent torn down)")
            }
            #expect(sheetEnd != nil && sheetEnd! < pageEnd!, "seed \(seed): children first: \(teardown)")
        }
        #expect(returned.lines == expected, "seed \(seed), teardown")
        #expect(window.root == nil && window.presentedScreens.isEmpty, "seed \(seed): the page cleans up")
        #expect(tree.leakReport().alive.isEmpty, "seed \(seed): \(tree.leakReport())")
    }

    /// One step's log: every `intent` line has exactly one `routed` line for the same
    /// coordinator and intent, and a step that opened the sheet logged `child added` before the
    /// route that awaits it as `routed`.
    private static func expectEveryIntentRoutedOnceAndAwaitedChildrenAddedFirst(
        _ lines: [String], _ seed: UInt64, _ step: Int
    ) {
        // `page: intent open from AwaitScreen` is routed as `page: routed open`.
        let intents = lines.compactMap { line -> String? in
            let parts = line.split(separator: ": intent ", maxSplits: 1)
            guard parts.count == 2, let intent = parts[1].split(separator: " from ").first else { return nil }
            return "\(parts[0]): routed \(intent)"
        }
        let routed = lines.filter { $0.contains(": routed ") }
        #expect(intents.sorted() == routed.sorted(), "seed \(seed), step \(step): \(lines)")
        if let open = lines.firstIndex(of: "page: routed open") {
            let added = lines.firstIndex { $0.hasPrefix("page: child added: sheet") }  // sheet, sheet-2, ...
            switch WorkStart.current {
            case .immediately:
                #expect(added != nil && added! < open, "seed \(seed), step \(step): \(lines)")
            case .onNextTurn:
                // The awaiting work takes its first step on the next turn, after the route.
                #expect(added != nil && added! > open, "seed \(seed), step \(step): \(lines)")
            }
        }
    }
}
