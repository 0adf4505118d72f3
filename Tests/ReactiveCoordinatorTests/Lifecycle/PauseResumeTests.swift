import ReactiveCoordinator
import ReactiveCoordinatorTesting
import TestSupport
import Testing

@MainActor
@Suite struct PauseResumeTests {
    /// A coordinator routing one screen with the given paused policy.
    final class Routed: KeepsItsFlow {
        let holder: ScreenHolder
        let policy: PausedIntentPolicy
        var routed: [DetailIntent] = []
        /// Pauses itself when it routes `share`, as a flow that waits for something would.
        var pauseOnShare = false
        /// Whether it handles what it routes; if not, every intent bubbles to the parent.
        var handles = true
        private(set) var started: Flow<Void>?

        init(holder: ScreenHolder, policy: PausedIntentPolicy) {
            self.holder = holder
            self.policy = policy
        }

        func start(_ flow: Flow<Void>) {
            started = flow
            let screen = TestScreen<DetailIntent>(flow.name)
            holder.show(screen)
            flow.bind(to: screen, whilePaused: policy) { intent in
                self.routed.append(intent)
                if self.pauseOnShare, intent == .share { flow.erased.pause() }
                return self.handles ? .handled : .unhandled
            }
        }
    }

    @Test func pauseAndResumeReachThreeLevels() throws {
        let world = Harness(named: "app") { _ in NodeCoordinator() }
        try world.start()
        do {
            let root = try world.root(as: NodeCoordinator.self)
            let level1 = NodeCoordinator()
            let level2 = NodeCoordinator()
            let level3 = NodeCoordinator()
            try root.flow.startChild(level1, named: "one")
            try level1.flow.startChild(level2, named: "two")
            try level2.flow.startChild(level3, named: "three")
            world.log.skipReceivedEvents()

            level1.flow.erased.pause()
            #expect([level1.flow.state, level2.flow.state, level3.flow.state] == [.paused, .paused, .paused])
            #expect(root.flow.state == .active)
            level1.flow.erased.resume()
            #expect([level1.flow.state, level2.flow.state, level3.flow.state] == [.active, .active, .active])

            try world.log.expect([
                "app/one: paused", "app/one/two: paused", "app/one/two/three: paused",
                "app/one: resumed", "app/one/two: resumed", "app/one/two/three: resumed",
            ])
        }
        world.expectEverythingReleased()
    }

    @Test func bufferedIntentsAreRoutedInOrderOnResume() throws {
        let world = Harness(named: "app") { _ in NodeCoordinator() }
        try world.start()
        do {
            let routed = Routed(holder: world.holder, policy: .buffer)
            try world.root(as: NodeCoordinator.self).flow.startChild(routed, named: "buffering")
            world.tree.root?.pause()
            world.log.skipReceivedEvents()

            world.tap(DetailIntent.share)
            world.tap(DetailIntent.close)
            #expect(routed.routed.isEmpty)
            world.tree.root?.resume()

            #expect(routed.routed == [.share, .close])
            try world.log.expect([
                "app/buffering: intent share from TestScreen<DetailIntent>",
                "app/buffering: buffered share while paused",
                "app/buffering: intent close from TestScreen<DetailIntent>",
                "app/buffering: buffered close while paused",
                "app: resumed",
                "app/buffering: resumed",
                "app/buffering: routed share",
                "app/buffering: routed close",
            ])
        }
        world.expectEverythingReleased()
    }

    @Test func intentsBufferedAcrossASubtreeAreRoutedInTheOrderTheyArrived() throws {
        let world = Harness(named: "app") { _ in NodeCoordinator() }
        try world.start()
        do {
            let parent = Routed(holder: world.holder, policy: .buffer)
            try world.root(as: NodeCoordinator.self).flow.startChild(parent, named: "parent")
            let child = Routed(holder: world.holder, policy: .buffer)
            try parent.flow.startChild(child, named: "child")
            parent.flow.erased.pause()
            let screens = world.holder.screens.compactMap { $0 as? TestScreen<DetailIntent> }
            try #require(screens.count == 2)
            world.log.skipReceivedEvents()

            screens[1].tap(.share)  // the child's screen first
            screens[0].tap(.close)  // then the parent's
            parent.flow.erased.resume()

            try world.log.expect([
                "app/parent/child: intent share from TestScreen<DetailIntent>",
                "app/parent/child: buffered share while paused",
                "app/parent: intent close from TestScreen<DetailIntent>",
                "app/parent: buffered close while paused",
                "app/parent: resumed",
                "app/parent/child: resumed",
                "app/parent/child: routed share",
                "app/parent: routed close",
            ])
        }
        world.expectEverythingReleased()
    }

    @Test func aChildStartedUnderAPausedParentIsPausedAfterItStarts() throws {
        let world = Harness(named: "app") { _ in NodeCoordinator() }
        try world.start()
        do {
            let root = try world.root(as: NodeCoordinator.self)
            root.flow.erased.pause()
            let child = Routed(holder: world.holder, policy: .buffer)
            world.log.skipReceivedEvents()

            try root.flow.startChild(child, named: "late")
            world.tap(DetailIntent.share)

            #expect(child.flow.state == .paused)
            #expect(child.routed.isEmpty)
            try world.log.expect([
                "app: child added: late",
                "app/late: started",
                "app/late: bound to TestScreen<DetailIntent>",
                "app/late: paused",
                "app/late: intent share from TestScreen<DetailIntent>",
                "app/late: buffered share while paused",
            ])

            root.flow.erased.resume()

            #expect(child.routed == [.share])
        }
        world.expectEverythingReleased()
    }

    @Test func droppedIntentsAreLoggedWithTheirReason() throws {
        let world = Harness(named: "app") { _ in NodeCoordinator() }
        try world.start()
        do {
            let routed = Routed(holder: world.holder, policy: .drop)
            try world.root(as: NodeCoordinator.self).flow.startChild(routed, named: "dropping")
            routed.flow.erased.pause()
            world.log.skipReceivedEvents()

            world.tap(DetailIntent.share)
            routed.flow.erased.resume()

            #expect(routed.routed.isEmpty)
            try world.log.expect([
                "app/dropping: intent share from TestScreen<DetailIntent>",
                "app/dropping: dropped share: app/dropping is paused",
                "app/dropping: resumed",
            ])
        }
        world.expectEverythingReleased()
    }

    @Test func bufferedIntentsLeftWhenTheirCoordinatorEndsOnResumeAreLoggedAsDropped() throws {
        let world = Harness(named: "app") { _ in NodeCoordinator() }
        try world.start()
        do {
            let detail = DetailCoordinator(holder: world.holder, id: 1)
            try world.root(as: NodeCoordinator.self).flow.startChild(detail, named: "detail")
            world.tree.root?.pause()
            world.tap(DetailIntent.close)
            world.tap(DetailIntent.share)
            world.log.skipReceivedEvents()

            world.tree.root?.resume()

            // Routing `close` releases the screen and ends the flow; `share` can no longer go anywhere.
            try world.log.expect([
                "app: resumed",
                "app/detail: resumed",
                "app/detail: routed close",
                "app/detail: torn down (screen released)",
                "app: child detail ended: screen released",
                "app/detail: dropped share: app/detail ended before it was routed",
            ])
        }
        world.expectEverythingReleased()
    }

    @Test func bufferedIntentsWaitForTheNextResumeWhenAnEarlierOnePausesAgain() throws {
        let world = Harness(named: "app") { _ in NodeCoordinator() }
        try world.start()
        do {
            let routed = Routed(holder: world.holder, policy: .buffer)
            routed.pauseOnShare = true
            try world.root(as: NodeCoordinator.self).flow.startChild(routed, named: "buffering")
            routed.flow.erased.pause()
            world.tap(DetailIntent.share)
            world.tap(DetailIntent.close)
            world.log.skipReceivedEvents()

            routed.flow.erased.resume()
            #expect(routed.routed == [.share])
            routed.flow.erased.resume()

            #expect(routed.routed == [.share, .close])
            try world.log.expect([
                "app/buffering: resumed",
                "app/buffering: paused",
                "app/buffering: routed share",
                "app/buffering: resumed",
                "app/buffering: routed close",
            ])
        }
        world.expectEverythingReleased()
    }

    @Test func bufferedIntentsOfACoordinatorTornDownWhilePausedAreLoggedAsDropped() throws {
        let world = Harness(named: "app") { _ in NodeCoordinator() }
        try world.start()
        do {
            let routed = Routed(holder: world.holder, policy: .buffer)
            try world.root(as: NodeCoordinator.self).flow.startChild(routed, named: "buffering")
            routed.flow.erased.pause()
            world.tap(DetailIntent.share)
            world.log.skipReceivedEvents()

            routed.flow.cancel()

            #expect(routed.routed.isEmpty)
            try world.log.expect([
                "app/buffering: dropped share: app/buffering was torn down (cancelled) while it was buffered",
                "app/buffering: torn down (cancelled)",
                "app: child buffering ended: cancelled",
            ])
        }
        world.expectEverythingReleased()
    }

    @Test func anIntentBubblingFromADeliveringRouteReachesAPausedParent() throws {
        let world = Harness(named: "shell") { _ in BubbleCatcher() }
        try world.start()
        do {
            let shell = try world.root(as: BubbleCatcher.self)
            // Routes while paused, but handles nothing: every intent bubbles.
            let forwarding = Routed(holder: world.holder, policy: .deliver)
            forwarding.handles = false
            try shell.flow.startChild(forwarding, named: "forward")
            shell.flow.erased.pause()
            world.log.skipReceivedEvents()

            world.tap(DetailIntent.share)

            // The policy was the child's route's, applied where the intent arrived; the paused
            // parent is asked as usual and can see that it is paused.
            #expect(shell.caught == ["share from forward while paused"])
        }
        try world.log.expect([
            "shell/forward: intent share from TestScreen<DetailIntent>",
            "shell/forward: bubbled share to parent",
            "shell: routed share (bubbled from shell/forward)",
        ])
        world.expectEverythingReleased()
    }

    @Test func deliverPolicyRoutesWhilePaused() throws {
        let world = Harness(named: "app") { _ in NodeCoordinator() }
        try world.start()
        do {
            let routed = Routed(holder: world.holder, policy: .deliver)
            try world.root(as: NodeCoordinator.self).flow.startChild(routed, named: "urgent")
            routed.flow.erased.pause()

            world.tap(DetailIntent.share)

            #expect(routed.routed == [.share])
        }
        world.expectEverythingReleased()
    }
}
