import ReactiveCoordinator
import ReactiveCoordinatorTesting
import Testing

/// The explorer reaches a state by a way back, an app kept for it or a replay of its path; what it
/// reports must not depend on which: the states, the transitions, the findings with their shortest
/// sequences, and the link x state table are those of replaying every path into a fresh app.
@MainActor
@Suite struct ReuseIndependenceTests {
    enum Case: String, CaseIterable, Sendable {
        /// Awaited work with its outcomes, and the seeded request no flow owns.
        case requestInUnownedTask
        /// A link under the finger on a sheet drag, with awaited work.
        case heldDragOverAwaitedWork
        /// Tabs that outlive their flow: zombies and leaks.
        case tabsNotBound
        /// A link no flow takes off one tab: a refusal against the contract.
        case linkRefusedOffATab
        /// Links that wait behind the back swipe, judged when the finger lifts.
        case linksBehindTheFinger
        /// A push dropped while the finger is down.
        case pushDroppedMidSwipe
        /// Links that wait for a flow to be ready.
        case linksThatWait
        /// The demo in two scenes, one closed, with a back swipe held.
        case scenesWithAHeldSwipe

        var depth: Int {
            switch self {
            case .requestInUnownedTask, .heldDragOverAwaitedWork: 6
            case .scenesWithAHeldSwipe: 4
            default: 5
            }
        }

        @MainActor func explorer() throws -> FlowExplorer {
            switch self {
            case .requestInUnownedTask: return AwaitingStore.explorer(.requestInUnownedTask)
            case .heldDragOverAwaitedWork:
                let explorer = AwaitingStore.explorerWithLinks()
                explorer.gestures.insert(.heldInteractiveTransitions)
                return explorer
            case .tabsNotBound: return MailApp.explorer(.tabsNotBound)
            case .linkRefusedOffATab: return try GalleryApp.explorer(.linkRefusedOffTheGalleryTab)
            case .linksBehindTheFinger:
                let explorer = try GalleryApp.explorer()
                explorer.gestures.insert(.heldInteractiveTransitions)
                return explorer
            case .pushDroppedMidSwipe: return LadderApp.explorer(dropsPushWhileSwiping: true)
            case .linksThatWait: return ShelfApp.explorer(linksWait: true)
            case .scenesWithAHeldSwipe:
                let explorer = SceneExplorationTests.twoDemoScenes()
                explorer.gestures.insert(.heldInteractiveTransitions)
                return explorer
            }
        }
    }

    @Test(arguments: Case.allCases)
    func theReportIsTheSameWhetherTheExplorerReusesAppsOrReplaysEveryPath(_ app: Case) async throws {
        let replayingExplorer = try app.explorer()
        replayingExplorer.usesWaysBack = false
        replayingExplorer.maximumParkedApps = 0
        let replaying = await replayingExplorer.explore(depth: app.depth)
        let reusing = try await app.explorer().explore(depth: app.depth)
        #expect(replaying.waysBack == 0 && reusing.appsBuilt <= replaying.appsBuilt, "\(reusing.summary)")
        #expect(reusing.statesVisited == replaying.statesVisited && reusing.transitions == replaying.transitions)
        #expect(reusing.findings.map(\.kind) == replaying.findings.map(\.kind), "\(reusing)\nvs\n\(replaying)")
        #expect(reusing.findings.map(\.message) == replaying.findings.map(\.message))
        #expect(reusing.findings.map(\.actions) == replaying.findings.map(\.actions))
        #expect(reusing.landings == replaying.landings, "\(reusing.landings)\nvs\n\(replaying.landings)")
        #expect(reusing.appsNotReleased == 0 && replaying.appsNotReleased == 0)
    }
}
