import ReactiveCoordinator
import ReactiveCoordinatorDiagnostics
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorTesting
import Testing

// An app whose text is the user's: a screen whose intents are strings the user typed, and an alert
// whose title and buttons quote them. With `BreadcrumbPayloads.included`, that text goes into
// the breadcrumbs, and a crash report's trail of them must read back and replay.

@MainActor final class NoteTextScreen: IntentScreen, CustomStringConvertible {
    typealias Intent = String
    let intents = IntentChannel<String>()
    nonisolated var description: String { "note text" }
}

enum HostileTextApp {
    /// What the user typed: line breaks, quotes, backslashes, brackets, a NUL, a right-to-left
    /// override, an emoji and a combining mark.
    static let typed = [
        "first line\nsecond line",
        "windows\r\nline",
        "a lone \r return",
        "back\\slash \\n ] [x] \"q\" --> } : \u{0} nul",
        "\u{202E}override \u{1F600} e\u{301} \u{2028}separator",
    ]

    /// An alert whose title holds what the user typed, answered by a string with a line break.
    static func alert(quoting text: String) -> Alert<String> {
        Alert(
            title: "Delete \"\(text)\"?\n[really]",
            buttons: [
                AlertButton("Delete", action: "delete\nit", role: .destructive), AlertButton("Keep", action: "keep"),
            ])
    }

    /// The app, its tree unstarted; `crumbs`, when given, collects its breadcrumbs from its start.
    @MainActor static func make(crumbs: TrailCollector? = nil) -> ExploredApp {
        let window = HeadlessWindow()
        let tree = CoordinatorTree(root: NoteTextCoordinator(window: window), named: "notes")
        if let crumbs {
            crumbs.subscription = tree.events.subscribe { [weak crumbs] event in
                guard case .value(let event) = event, let crumb = Breadcrumb(event, payloads: .included) else {
                    return
                }
                crumbs?.crumbs.append(crumb)
            }
        }
        return ExploredApp(tree: tree, root: window)
    }

    @MainActor static func explorer(crumbs: TrailCollector? = nil) -> FlowExplorer {
        let explorer = FlowExplorer { make(crumbs: crumbs) }
        explorer.intents(of: NoteTextScreen.self) { _ in typed }
        return explorer
    }
}

/// The breadcrumbs, with payloads, of the app an explorer builds, as a crash reporter keeps them.
@MainActor final class TrailCollector {
    var crumbs: [Breadcrumb] = []
    var subscription: MainActorSubscription?
}

final class NoteTextCoordinator: Coordinator {
    weak var window: HeadlessWindow?

    init(window: HeadlessWindow) {
        self.window = window
    }

    func start(_ flow: Flow<Void>) {
        guard let window else { return flow.cancel() }
        let screen = NoteTextScreen()
        flow.setRoot(screen, in: window)
        flow.bind(to: screen) { text in
            flow.showAlert(HostileTextApp.alert(quoting: text), in: window) { _ in }
            return .handled
        }
    }
}

@MainActor
@Suite struct HostileTextTrailTests {
    @Test func aTrailWithPayloadsThatHoldLineBreaksReadsBackAndReplays() async throws {
        weak var tree: CoordinatorTree?
        weak var window: AnyObject?
        let collector = TrailCollector()
        let recorded: FlowReplay
        do {
            let recorder = await FlowRecorder(HostileTextApp.explorer(crumbs: collector))
            tree = recorder.app?.tree
            window = recorder.app?.root
            for (index, text) in HostileTextApp.typed.enumerated() {
                try await recorder.send(text, from: NoteTextScreen.self)
                try await recorder.perform(.alertButton(index: index % 2, title: index % 2 == 0 ? "Delete" : "Keep"))
            }
            collector.subscription?.cancel()
            recorded = recorder.finish()
        }
        let crumbs = collector.crumbs
        await Task.yield()
        #expect(tree == nil && window == nil, "the recorded app outlived finish()")

        // Every breadcrumb is one line, and the trail reads back to the same breadcrumbs.
        let lines = crumbs.map(\.description)
        for line in lines {
            #expect(!line.unicodeScalars.contains { $0 == "\n" || $0 == "\r" || $0 == "\u{0}" }, "\(line)")
        }
        let text = lines.joined(separator: "\n")
        let line = #"alert notes: alert shown "Delete "first line\nsecond line"?\n[really]""#
        #expect(text.contains(line), "\(text)")
        let trail = try BreadcrumbTrail(parsing: text)
        #expect(trail.breadcrumbs.map(\.message) == crumbs.map(\.message))
        #expect(trail.breadcrumbs.map(\.path) == crumbs.map(\.path))

        let replay = try await trail.replay(in: HostileTextApp.explorer(), payloads: .included)
        #expect(replay.actions == recorded.actions)
        #expect(replay.expectedLog == recorded.expectedLog)
        let run = await replay.run(in: HostileTextApp.explorer())
        #expect(run.isReleased && run.findings.isEmpty, "\(run.findings)")
    }
}
