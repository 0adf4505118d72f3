import ReactiveCoordinator
import ReactiveCoordinatorTesting
import TestSupport
import Testing

/// Whether a coordinator answers link steps itself is a fact of its exact type, found once per
/// type and kept: a coordinator that adopts `LinkRoutingCoordinator` and one that does not, in
/// one tree, each keep their own answer, whichever is asked first and however often.
@MainActor
@Suite struct LinkRoleByTypeTests {
    enum Step: Sendable, Equatable {
        case go(Int)
    }

    /// What both coordinators note: what their screen received, and what the router was asked.
    final class Notes {
        var received: [String] = []
    }

    /// Shows a screen of `Step`s in `holder`, routed by `flow`, noting what it receives.
    static func showStepScreen(in holder: ScreenHolder, routedBy flow: Flow<Void>, notes: Notes) {
        let screen = TestScreen<Step>("steps")
        holder.show(screen)
        flow.route(screen) { [notes] intent in
            notes.received.append("screen \(intent)")
            return .handled
        }
    }

    /// Leaves steps to its screen, if it shows one; open to subclassing.
    class Plain: Coordinator {
        let holder: ScreenHolder
        let showsScreen: Bool
        let notes = Notes()
        private(set) var flow: Flow<Void>?

        init(holder: ScreenHolder, showsScreen: Bool = true) {
            self.holder = holder
            self.showsScreen = showsScreen
        }

        func start(_ flow: Flow<Void>) {
            self.flow = flow
            if showsScreen { showStepScreen(in: holder, routedBy: flow, notes: notes) }
        }
    }

    /// Takes even steps on its own screen, and passes odd ones down.
    final class Router: LinkRoutingCoordinator {
        let holder: ScreenHolder
        let notes = Notes()
        private(set) var flow: Flow<Void>?

        init(holder: ScreenHolder) {
            self.holder = holder
        }

        func start(_ flow: Flow<Void>) {
            self.flow = flow
            showStepScreen(in: holder, routedBy: flow, notes: notes)
        }

        func handle(linkStep step: any Sendable, in flow: Flow<Void>) -> LinkStepHandling {
            guard case Step.go(let number) = step else { return .pass }
            notes.received.append("asked go(\(number))")
            return number.isMultiple(of: 2) ? flow.routeLinkStepToScreens(step) : .pass
        }
    }

    @Test func aRouterAsksItselfAndAPlainCoordinatorLeavesStepsToItsScreen() throws {
        let world = Harness(named: "root") { holder in Router(holder: holder) }
        try world.start()
        do {
            let router = try world.root(as: Router.self)
            let plain = Plain(holder: world.holder)
            try #require(router.flow).startChild(plain, named: "child")
            for index in 1...3 {
                world.tree.open(DeepLink(Step.go(index))) { _ in }
            }
            // The router is asked every step and passes odd ones on; the plain child's screen
            // takes those.
            #expect(router.notes.received == ["asked go(1)", "asked go(2)", "screen go(2)", "asked go(3)"])
            #expect(plain.notes.received == ["screen go(1)", "screen go(3)"])
        }
        world.tree.cancel()
        world.expectEverythingReleased()
    }

    @Test func aPlainCoordinatorAskedFirstLeavesTheRouterItsRole() throws {
        let world = Harness(named: "root") { holder in Plain(holder: holder, showsScreen: false) }
        try world.start()
        do {
            let plain = try world.root(as: Plain.self)
            let router = Router(holder: world.holder)
            try #require(plain.flow).startChild(router, named: "child")
            for index in 1...3 {
                world.tree.open(DeepLink(Step.go(index))) { _ in }
            }
            // The plain root has no screen of steps and passes them all; the router takes even
            // ones on its screen, and odd ones find no taker.
            #expect(plain.notes.received.isEmpty)
            #expect(router.notes.received == ["asked go(1)", "asked go(2)", "screen go(2)", "asked go(3)"])
        }
        world.tree.cancel()
        world.expectEverythingReleased()
    }

    /// A plain coordinator's subclass that routes links, and takes no step.
    final class RoutingSubclass: Plain, LinkRoutingCoordinator {
        func handle(linkStep step: any Sendable, in flow: Flow<Void>) -> LinkStepHandling {
            notes.received.append("asked \(step)")
            return .pass
        }
    }

    /// Opens `go(1)` in a fresh tree rooted at `make`'s coordinator, and returns what it noted.
    func notesAfterOneStep(rootedAt make: @escaping @MainActor (ScreenHolder) -> Plain) throws -> [String] {
        let world = Harness(named: "root") { holder in make(holder) }
        try world.start()
        let notes = try world.root(as: Plain.self).notes
        world.tree.open(DeepLink(Step.go(1))) { _ in }
        world.tree.cancel()
        world.expectEverythingReleased()
        return notes.received
    }

    @Test func aSubclassThatRoutesLinksAndItsPlainSuperclassEachKeepTheirOwnRole() throws {
        // The superclass first, then the subclass, then the superclass again: each type's answer
        // is its own, whichever was asked before.
        #expect(try notesAfterOneStep { Plain(holder: $0) } == ["screen go(1)"])
        let subclassNotes = try notesAfterOneStep { RoutingSubclass(holder: $0) as Plain }
        #expect(subclassNotes == ["asked go(1)"])
        #expect(try notesAfterOneStep { Plain(holder: $0) } == ["screen go(1)"])
    }
}
