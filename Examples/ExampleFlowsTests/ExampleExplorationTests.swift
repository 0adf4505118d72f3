@testable import ExampleFlows
import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import Testing

/// The flow explorer on the example apps.
///
/// Every sequence of user actions up to a depth, with the library's invariants checked after
/// each. A finding here is a bug in our own example code.
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
            // Which threads are open: the key names a screen by its type, not by the thread.
            return ExploredApp(tree: tree, root: window) {
                window.allScreens.compactMap { ($0 as? ThreadScreen)?.threadID }.description
            }
        }
        explorer.intents(of: SignInScreen.self) { _ in [.signIn(user: "ada")] }
        explorer.intents(of: MailboxScreen.self) { _ in [.open(threadID: 1), .open(threadID: 2), .compose, .signOut] }
        explorer.intents(of: ThreadScreen.self) { _ in [.archive] }
        explorer.intents(of: ComposeScreen.self) { _ in [.send(text: "hi"), .cancel] }
        return explorer
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
        return explorer
    }

    // Each example's whole state space is small: the search runs out of new states long before
    // depth 8 (`isComplete`), so these prove every sequence of any length, not only 8 actions.

    @Test func theMailExampleHasNoFindingInItsWholeStateSpace() async {
        let report = await Self.mailExplorer().explore(depth: 8)
        print("explore mail example depth 8: \(report.summary)")
        #expect(report.findings.isEmpty, "\(report)")
        // Sign-in, the mailbox, thread 1 or 2 pushed, the compose sheet.
        #expect(report.isComplete && report.statesVisited == 5, "\(report)")
        #expect(report.appsNotReleased == 0, "\(report)")
    }

    @Test func theShopExampleAndItsLinksHaveNoFindingInItsWholeStateSpace() async throws {
        let report = try await Self.shopExplorer().explore(depth: 8)
        print("explore shop example depth 8: \(report.summary)")
        #expect(report.findings.isEmpty, "\(report)")
        // Either tab; on the catalog, product 7 or 42 with or without its reviews.
        #expect(report.isComplete && report.statesVisited == 10, "\(report)")
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
        // its reviews.
        #expect(report.landings.links.count == 3 && report.landings.origins.count == 4, "\(report.landings)")
        #expect(report.landings.cells.allSatisfy { $0.isAsContracted == true }, "\(report.landings)")
        #expect(report.appsNotReleased == 0, "\(report)")
    }

    @Test func theSwiftUIPostExampleHasNoFindingInItsWholeStateSpace() async {
        let report = await Self.postExplorer().explore(depth: 8)
        print("explore SwiftUI post example depth 8: \(report.summary)")
        #expect(report.findings.isEmpty, "\(report)")
        // The list, letter 1 or 2 pushed, a draft over each of the three.
        #expect(report.isComplete && report.statesVisited == 6, "\(report)")
        #expect(report.appsNotReleased == 0, "\(report)")
    }
}
