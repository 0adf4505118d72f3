import ReactiveCoordinator
import ReactiveCoordinatorTesting
import TestSupport
import Testing

/// A link step a flow does not handle itself goes to the newest screen it routes whose intents
/// are of the step's type, however many screens of other types it routed since; the routes are
/// grouped by intent type (issue 33), and this is the choice the grouping must keep.
@MainActor
@Suite struct LinkStepRouteChoiceTests {
    enum ListIntent: Sendable, Equatable {
        case open(Int)
    }

    enum DetailIntent: Sendable, Equatable {
        case share
    }

    /// Routes every screen the test hands it and notes which one each intent came from.
    final class ScreensCoordinator: Coordinator {
        let holder: ScreenHolder
        private(set) var flow: Flow<Void>?
        private(set) var received: [String] = []

        init(holder: ScreenHolder) {
            self.holder = holder
        }

        func start(_ flow: Flow<Void>) {
            self.flow = flow
        }

        func show<Intent: Sendable>(_ screen: TestScreen<Intent>) {
            holder.show(screen)
            flow?.route(screen) { [unowned self, unowned screen] intent in
                received.append("\(screen.title): \(intent)")
                return .handled
            }
        }
    }

    @Test func aLinkStepGoesToTheNewestScreenOfItsTypeWhateverScreensOfOtherTypesCameSince() throws {
        let world = Harness(named: "app") { holder in ScreensCoordinator(holder: holder) }
        try world.start()
        do {
            let root = try world.root(as: ScreensCoordinator.self)
            let firstList = TestScreen<ListIntent>("first list")
            var secondList: TestScreen<ListIntent>? = TestScreen<ListIntent>("second list")
            root.show(firstList)
            for index in 0..<3 { root.show(TestScreen<DetailIntent>("detail \(index)")) }
            root.show(try #require(secondList))
            for index in 3..<6 { root.show(TestScreen<DetailIntent>("detail \(index)")) }

            world.tree.open(DeepLink(ListIntent.open(1), DetailIntent.share)) { _ in }
            #expect(root.received == ["second list: open(1)", "detail 5: share"])

            // The screen goes away (its channel finishes): its route with it.
            world.holder.remove(try #require(secondList))
            secondList = nil
            world.tree.open(DeepLink(ListIntent.open(2))) { _ in }
            #expect(root.received.last == "first list: open(2)")
        }
        world.tree.cancel()
        world.expectEverythingReleased()
    }

    /// The same choice whether the flow's routes are grouped by intent type or not yet.
    ///
    /// While a flow routes screens of one intent type only, its routes in order are that type's
    /// one group: groups are made when a screen of a second type is routed, from the routes so
    /// far, and dropped once the flow routes nothing.
    @Test func theNewestScreenOfAStepsTypeIsChosenBeforeASecondTypeIsRoutedAndAfterNothingIs() throws {
        let world = Harness(named: "app") { holder in ScreensCoordinator(holder: holder) }
        try world.start()
        do {
            let root = try world.root(as: ScreensCoordinator.self)
            var firstList: TestScreen<ListIntent>? = TestScreen<ListIntent>("first list")
            var secondList: TestScreen<ListIntent>? = TestScreen<ListIntent>("second list")
            root.show(try #require(firstList))
            root.show(try #require(secondList))
            world.tree.open(DeepLink(ListIntent.open(1))) { _ in }
            #expect(root.received == ["second list: open(1)"])
            world.tree.open(DeepLink(DetailIntent.share)) { _ in }
            #expect(root.received == ["second list: open(1)"])

            world.holder.remove(try #require(secondList))
            secondList = nil
            world.tree.open(DeepLink(ListIntent.open(2))) { _ in }
            #expect(root.received.last == "first list: open(2)")

            var detail: TestScreen<DetailIntent>? = TestScreen<DetailIntent>("detail")
            root.show(try #require(detail))
            world.tree.open(DeepLink(ListIntent.open(3), DetailIntent.share)) { _ in }
            #expect(root.received.suffix(2) == ["first list: open(3)", "detail: share"])

            world.holder.remove(try #require(firstList))
            firstList = nil
            world.holder.remove(try #require(detail))
            detail = nil
            let thirdList = TestScreen<ListIntent>("third list")
            root.show(thirdList)
            world.tree.open(DeepLink(ListIntent.open(4))) { _ in }
            world.tree.open(DeepLink(DetailIntent.share)) { _ in }
            #expect(
                root.received == [
                    "second list: open(1)", "first list: open(2)", "first list: open(3)", "detail: share",
                    "third list: open(4)",
                ])
        }
        world.tree.cancel()
        world.expectEverythingReleased()
    }

    /// An intent type that is a class: a step of a subclass is of the screen's intent type too.
    class Move: @unchecked Sendable, CustomStringConvertible {  // Immutable: no state to share.
        var description: String { "move" }
    }

    final class Jump: Move, @unchecked Sendable {  // Immutable: no state to share.
        override var description: String { "jump" }
    }

    @Test func aLinkStepOfASubclassOfAScreensIntentClassGoesToThatScreenAsOneOfExactlyItsClass() throws {
        let world = Harness(named: "app") { holder in ScreensCoordinator(holder: holder) }
        try world.start()
        do {
            let root = try world.root(as: ScreensCoordinator.self)
            root.show(TestScreen<Move>("moves"))
            root.show(TestScreen<DetailIntent>("detail"))

            world.tree.open(DeepLink(Move(), Jump())) { _ in }
            #expect(root.received == ["moves: move", "moves: jump"])
        }
        world.tree.cancel()
        world.expectEverythingReleased()
    }
}
