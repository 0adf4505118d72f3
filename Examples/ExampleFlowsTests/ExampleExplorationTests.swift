@testable import ExampleFlows
import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import Testing

/// The flow explorer on the example apps.
///
/// Every sequence of user actions up to a depth, with the library's invariants checked after
/// each. A finding here is a bug in our own example code. Each explorer holds the user's back
/// swipes and sheet drags (`Gestures.heldInteractiveTransitions`): the states with the finger
/// down, where what the app asks waits for it to lift, are explored too (issue 35).
///
/// The numbers are printed, not asserted against a clock: run
/// `swift test -c release --filter ExampleExplorationTests` to see them optimised.
@MainActor
@Suite struct ExampleExplorationTests {
    /// The mail example: sign-in, the mailbox stack, threads pushed on it, a compose sheet, and a
    /// sign-out that bubbles up to the app.
    static func mailExplorer() -> FlowExplorer {
        let explorer = FlowExplorer {
            let window = HeadlessWindow()
            let tree = CoordinatorTree(
                root: MailAppCoordinator(window: window, makeStack: { HeadlessStack() }), named: "app")
            // Which threads are open: the key names a screen by its type, not by the thread. Read
            // from the flows, not the window: a thread opened while the user's finger is on a
            // back swipe is not on screen yet, its push waiting for the finger to lift.
            return ExploredApp(tree: tree, root: window) {
                threadIDs(under: tree.root).description
            }
        }
        explorer.intents(of: SignInScreen.self) { _ in [.signIn(user: "ada")] }
        explorer.intents(of: MailboxScreen.self) { _ in [.open(threadID: 1), .open(threadID: 2), .compose, .signOut] }
        explorer.intents(of: ThreadScreen.self) { _ in [.archive] }
        explorer.intents(of: ComposeScreen.self) { _ in [.send(text: "hi"), .cancel] }
        explorer.gestures.insert(.heldInteractiveTransitions)
        return explorer
    }

    /// The threads the flows under `flow` show or will show once their push applies, in the
    /// order they were opened.
    static func threadIDs(under flow: AnyFlow?) -> [Int] {
        guard let flow else { return [] }
        let own = (flow.boundScreen as? ThreadScreen).map { [$0.threadID] } ?? []
        return own + flow.children.flatMap(threadIDs(under:))
    }

    /// The shop example, signed in: the catalog and account tabs, products and reviews pushed on
    /// the catalog's stack, and the links of its table.
    static func shopExplorer() throws -> FlowExplorer {
        let explorer = FlowExplorer {
            let window = HeadlessWindow()
            let tree = CoordinatorTree(root: ShopCoordinator(window: window, signedIn: true), named: "shop")
            // Which products and reviews are shown: a link to a product already shown takes
            // another way (back to it) than a link to a new one.
            return ExploredApp(tree: tree, root: window) {
                window.allScreens.compactMap { ($0 as? ProductScreen)?.title }.joined(separator: ",")
            }
        }
        explorer.intents(of: CatalogScreen.self) { _ in [.open(id: 7), .open(id: 42)] }
        explorer.intents(of: ProductScreen.self) { _ in [.showReviews] }
        try explorer.links(["shop://product/42", "shop://product/42/reviews", "shop://product/7"], from: shopLinks)
        explorer.gestures.insert(.heldInteractiveTransitions)
        return explorer
    }

    /// The SwiftUI example, played as SwiftUI plays it: path writes, sheet swipes, back swipes.
    static func postExplorer() -> FlowExplorer {
        let explorer = FlowExplorer {
            let app = PostApp()
            _ = try? app.window.setRoot(app.stack)  // what `PostApp.start()` does before the tree starts
            return ExploredApp(tree: app.tree, root: app.window) {
                app.window.allScreens.compactMap { ($0 as? LetterScreen)?.id }.description
            }
        }
        explorer.intents(of: LetterListScreen.self) { _ in [.open(id: 1), .open(id: 2), .compose] }
        explorer.intents(of: LetterScreen.self) { _ in [.reply] }
        explorer.intents(of: DraftScreen.self) { _ in [.send] }
        explorer.gestures.insert(.heldInteractiveTransitions)
        return explorer
    }

    // Each example's whole state space is small: the search runs out of new states long before
    // depth 8 (`isComplete`), so these prove every sequence of any length, not only 8 actions.

    @Test func theMailExampleHasNoFindingInItsWholeStateSpace() async {
        let report = await Self.mailExplorer().explore(depth: 8)
        print("explore mail example depth 8: \(report.summary)")
        #expect(report.findings.isEmpty, "\(report)")
        // Sign-in, the mailbox, thread 1 or 2 pushed, the compose sheet, and those with the finger
        // on a back swipe or a sheet's drag, what the app asked meanwhile waiting for it.
        #expect(report.isComplete && report.statesVisited == 16, "\(report)")
        #expect(report.appsNotReleased == 0, "\(report)")
    }

    @Test func theShopExampleAndItsLinksHaveNoFindingInItsWholeStateSpace() async throws {
        let report = try await Self.shopExplorer().explore(depth: 8)
        print("explore shop example depth 8: \(report.summary)")
        #expect(report.findings.isEmpty, "\(report)")
        // Either tab; on the catalog, product 7 or 42 with or without its reviews; and those with
        // the finger on a back swipe, a link or the reviews waiting for it.
        #expect(report.isComplete && report.statesVisited == 34, "\(report)")
        #expect(report.appsNotReleased == 0, "\(report)")
    }

    @Test func theShopsLinksLandWhereTheirContractsSayFromEveryState() async throws {
        // snippet: landings
        let explorer = try Self.shopExplorer()
        explorer.expectLandings([
            LinkLanding("product/:id/reviews", .screens(CatalogScreen.self, ProductScreen.self, ProductScreen.self)),
            LinkLanding("product/:id", .screens(CatalogScreen.self, ProductScreen.self)),
        ])
        let report = await explorer.explore(depth: 8)
        #expect(report.findings.isEmpty, "\(report)")
        print(report.landings)  // the link x state table
        // end snippet
        // Each of the 3 links from the account tab, the list, and product 7 or 42 with or without
        // its reviews, and from those with the finger on a back swipe: there the link waits for
        // the finger, judged at each end of the gesture (`, cancelled`, `, completed`) in
        // whichever app the explorer lifts it, unjudged for a link opened on another path to a
        // state whose lifts were judged already.
        #expect(report.landings.links.count == 3 && report.landings.origins.count == 10, "\(report.landings)")
        let unjudged = report.landings.cells.filter { $0.expectation == nil }
        #expect(
            unjudged.allSatisfy { $0.origin.hasSuffix(" + swiping back on 0.0") && $0.outcome == .waiting },
            "\(report.landings)")
        #expect(
            report.landings.cells.filter { $0.expectation != nil }.allSatisfy { $0.isAsContracted == true },
            "\(report.landings)")
        #expect(report.appsNotReleased == 0, "\(report)")
    }

    @Test func theSwiftUIPostExampleHasNoFindingInItsWholeStateSpace() async {
        let report = await Self.postExplorer().explore(depth: 8)
        print("explore SwiftUI post example depth 8: \(report.summary)")
        #expect(report.findings.isEmpty, "\(report)")
        // The list, letter 1 or 2 pushed, a draft over each of the three, and those with the
        // finger on a back swipe or a sheet's drag.
        #expect(report.isComplete && report.statesVisited == 16, "\(report)")
        #expect(report.appsNotReleased == 0, "\(report)")
    }
}
