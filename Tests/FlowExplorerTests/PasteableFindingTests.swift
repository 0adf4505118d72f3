import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import Testing

/// Findings are printed to be pasted: each reproduction has a test name of its own, labels read
/// as the intent was written, and what the library documents as the outcome of the user's own
/// actions is not reported unless asked for.
@MainActor
@Suite struct PasteableFindingTests {
    @Test func reproductionsOfSeveralFindingsHaveTestNamesOfTheirOwnThatDoNotChangeBetweenRuns() async throws {
        let report = await ShelfApp.explorer().explore(depth: 3)
        let names = report.findings.map { testName(in: $0.reproduction) }
        #expect(report.findings.count >= 3, "\(report)")
        #expect(Set(names).count == names.count, "\(names)")
        #expect(names.allSatisfy { $0.hasPrefix("explorerFindingUserInvariant") }, "\(names)")
        let again = await ShelfApp.explorer().explore(depth: 3)
        #expect(again.findings.map { testName(in: $0.reproduction) } == names)
        #expect(report.appsNotReleased == 0, "\(report)")
    }

    @Test func intentLabelsNameTheirPayloadsTypesWithoutTheirModule() async throws {
        let report = await ShelfApp.explorer().explore(depth: 1)
        let finding = try #require(report.findings.first, "\(report)")
        #expect(
            finding.actions == [
                .intent(screen: [0], type: "ShelfScreen", index: 0, label: "pick(Product(id: 1, name: \"Tea.Box\"))")
            ])
        let labels = report.findings.flatMap(\.actions).map(\.description)
        #expect(labels.contains("intent ShelfScreen.sort(order: ShelfScreen.Order.byPrice) at 0"), "\(labels)")
        #expect(!finding.reproduction.contains("FlowExplorerTests."), "\(finding.reproduction)")
        #expect(report.appsNotReleased == 0, "\(report)")
    }

    @Test func aWaitingLinkThatANewerLinkReplacedIsNoFindingUnlessAskedFor() async throws {
        let quiet = ShelfApp.explorer(linksWait: true)
        quiet.gestures = []
        let report = await quiet.explore(depth: 2)
        #expect(report.findings.filter { $0.kind == .rejectedOperation }.isEmpty, "\(report)")

        let strict = ShelfApp.explorer(linksWait: true)
        strict.gestures = []
        strict.reportsDocumentedRefusals = true
        let reported = await strict.explore(depth: 2)
        let finding = try #require(reported.findings.first { $0.kind == .rejectedOperation }, "\(reported)")
        #expect(finding.message == "shelf: REJECTED deep link: a newer link replaced it before it ran")
        #expect(finding.actions == [.link("shelf://tea"), .link("shelf://tea")])
        #expect(report.appsNotReleased == 0 && reported.appsNotReleased == 0)
    }

    private func testName(in reproduction: String) -> String {
        let line = reproduction.split(separator: "\n").first ?? ""
        return String(line.dropFirst("@Test @MainActor func ".count).prefix { $0 != "(" })
    }
}

struct Product: Sendable {
    let id: Int
    let name: String
}

@MainActor final class ShelfScreen: IntentScreen {
    enum Order: Sendable { case byPrice }
    enum Intent: Sendable {
        case pick(Product)
        case sort(order: Order)
    }
    let intents = IntentChannel<Intent>()
}

/// One screen whose picks the app counts, for findings that differ by state.
@MainActor final class Shelf {
    var picks = 0
    var isSorted = false
}

final class ShelfCoordinator: Coordinator {
    weak var window: HeadlessWindow?
    let shelf: Shelf
    let linksWait: Bool

    init(window: HeadlessWindow, shelf: Shelf, linksWait: Bool) {
        (self.window, self.shelf, self.linksWait) = (window, shelf, linksWait)
    }

    func start(_ flow: Flow<Void>) {
        let screen = ShelfScreen()
        if let window { flow.setRoot(screen, in: window) }
        flow.bind(to: screen) { intent in
            switch intent {
            case .pick: self.shelf.picks += 1
            case .sort: self.shelf.isSorted = true
            }
            return .handled
        }
        // As an app that takes links only once signed in does.
        if linksWait { flow.isReadyForLinks = false }
    }
}

enum ShelfApp {
    @MainActor static func explorer(linksWait: Bool = false) -> FlowExplorer {
        let explorer = FlowExplorer {
            let window = HeadlessWindow()
            let shelf = Shelf()
            let tree = CoordinatorTree(
                root: ShelfCoordinator(window: window, shelf: shelf, linksWait: linksWait), named: "shelf")
            return ExploredApp(tree: tree, root: window) { "\(shelf.picks) \(shelf.isSorted)" }
        }
        explorer.intents(of: ShelfScreen.self) { _ in [.pick(Product(id: 1, name: "Tea.Box")), .sort(order: .byPrice)] }
        if linksWait {
            explorer.link("shelf://tea", DeepLink("tea"))
        } else {
            // A finding per number of picks and order: several findings of one kind.
            explorer.invariant("untouched") { app in
                guard let shelf = (app.tree.root?.coordinator as? ShelfCoordinator)?.shelf,
                    shelf.picks > 0 || shelf.isSorted
                else { return nil }
                return "\(shelf.picks) picks" + (shelf.isSorted ? ", sorted" : "")
            }
        }
        explorer.reproductionExpression = "ShelfApp.explorer()"
        return explorer
    }
}
