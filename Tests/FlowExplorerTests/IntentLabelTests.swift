import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import Testing

/// An intent's label is its own description at the state it is listed in, however the explorer
/// keeps the labels of the intents it has met: an intent that its type's `==` takes for another
/// is still named by its own fields, and one that holds an object is named as the object
/// describes itself then.
@MainActor
@Suite struct IntentLabelTests {
    @Test func anIntentEqualToAnotherByItsTypesEqualityIsStillLabelledByItsOwnFields() async throws {
        let report = await TagApp.explorer(payload: .item).explore(depth: 3)
        let finding = try #require(report.findings.first { $0.message == "untagged: 3 picks" }, "\(report)")
        #expect(
            finding.actions.map(\.description) == [
                "intent TagScreen.pickItem(Item(id: 1, name: \"pick 1\")) at 0",
                "intent TagScreen.pickItem(Item(id: 1, name: \"pick 2\")) at 0",
                "intent TagScreen.pickItem(Item(id: 1, name: \"pick 3\")) at 0",
            ])
        #expect(report.appsNotReleased == 0, "\(report)")
    }

    @Test func anIntentHoldingAnObjectIsLabelledAsTheObjectDescribesItselfAtEachState() async throws {
        let report = await TagApp.explorer(payload: .tag).explore(depth: 3)
        let finding = try #require(report.findings.first { $0.message == "untagged: 3 picks" }, "\(report)")
        #expect(
            finding.actions.map(\.description) == [
                "intent TagScreen.pickTag(tag 0) at 0", "intent TagScreen.pickTag(tag 1) at 0",
                "intent TagScreen.pickTag(tag 2) at 0",
            ])
        #expect(report.appsNotReleased == 0, "\(report)")
    }

    @Test func aPlainIntentMetAtManyStatesKeepsItsLabelAtEach() async throws {
        let report = await TagApp.explorer(payload: .plain).explore(depth: 3)
        let finding = try #require(report.findings.first { $0.message == "untagged: 3 picks" }, "\(report)")
        #expect(
            finding.actions.map(\.description)
                == Array(repeating: "intent TagScreen.pickPlain(id: 7, name: \"a plain pick\") at 0", count: 3))
        #expect(report.appsNotReleased == 0, "\(report)")
    }
}

/// A payload whose type's `==` looks at its `id` alone.
struct Item: Sendable, Equatable {
    let id: Int
    let name: String

    static func == (left: Item, right: Item) -> Bool {
        left.id == right.id
    }
}

/// An object that describes itself by how many picks its app has counted: the same object, held
/// by the same intent, reads otherwise after each pick.
@MainActor final class Tag: CustomStringConvertible {
    var picks = 0

    nonisolated var description: String {
        MainActor.assumeIsolated { "tag \(picks)" }
    }
}

@MainActor final class TagScreen: IntentScreen {
    enum Intent: Sendable {
        case pickItem(Item)
        case pickTag(Tag)
        case pickPlain(id: Int, name: String)
    }

    let intents = IntentChannel<Intent>()
    let tag: Tag

    init(tag: Tag) {
        self.tag = tag
    }
}

final class TagCoordinator: Coordinator {
    weak var window: HeadlessWindow?
    let tag: Tag

    init(window: HeadlessWindow, tag: Tag) {
        (self.window, self.tag) = (window, tag)
    }

    func start(_ flow: Flow<Void>) {
        let screen = TagScreen(tag: tag)
        if let window { flow.setRoot(screen, in: window) }
        flow.bind(to: screen) { _ in
            self.tag.picks += 1
            return .handled
        }
    }
}

enum TagApp {
    enum Payload {
        case item, tag, plain
    }

    /// An app of one screen whose one intent counts picks, with an invariant that reports each
    /// count, so that the findings show the labels listed at each state.
    @MainActor static func explorer(payload: Payload) -> FlowExplorer {
        let explorer = FlowExplorer {
            let window = HeadlessWindow()
            let tag = Tag()
            let tree = CoordinatorTree(root: TagCoordinator(window: window, tag: tag), named: "tags")
            return ExploredApp(tree: tree, root: window) { "\(tag.picks)" }
        }
        explorer.intents(of: TagScreen.self) { screen in
            switch payload {
            case .item: [.pickItem(Item(id: 1, name: "pick \(screen.tag.picks + 1)"))]
            case .tag: [.pickTag(screen.tag)]
            case .plain: [.pickPlain(id: 7, name: "a plain pick")]
            }
        }
        explorer.invariant("untagged") { app in
            guard let tag = (app.tree.root?.coordinator as? TagCoordinator)?.tag, tag.picks > 0 else { return nil }
            return "\(tag.picks) picks"
        }
        return explorer
    }
}
