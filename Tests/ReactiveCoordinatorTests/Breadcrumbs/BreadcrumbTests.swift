import ReactiveCoordinator
import ReactiveCoordinatorHeadless
import ReactiveCoordinatorDiagnostics
import ReactiveCoordinatorTesting
import Testing

/// Records what the recipes hand to a crash reporter and to analytics.
@MainActor
final class RecordingReporter: CrashReporter, Analytics {
    var breadcrumbs: [String] = []
    var tracked: [String] = []

    func leaveBreadcrumb(_ message: String, category: String, data: [String: String]) {
        breadcrumbs.append("\(category): \(message)")
    }

    func track(_ name: String, parameters: [String: String]) {
        tracked.append(
            ([name] + parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }).joined(separator: " "))
    }
}

/// A compose screen whose intent carries personal data.
@MainActor
final class ComposeScreen: IntentScreen, CustomStringConvertible {
    enum Intent: Sendable { case send(to: String) }
    let intents = IntentChannel<Intent>()
    nonisolated var description: String { "ComposeScreen" }
}

/// An intent whose description the app wrote, which may say anything.
enum Described: Sendable, CustomStringConvertible {
    case secret
    var description: String { "ann" }
}

/// Shows a compose screen; sending finishes.
@MainActor
final class SignUpComposeCoordinator: Coordinator {
    weak var window: HeadlessWindow?

    init(window: HeadlessWindow) {
        self.window = window
    }

    func start(_ flow: Flow<Void>) {
        guard let window else { return flow.cancel() }
        let screen = ComposeScreen()
        flow.setRoot(screen, in: window)
        flow.bind(to: screen) { intent in
            switch intent {
            case .send: flow.finish()
            }
            return .handled
        }
    }
}

@MainActor
struct BreadcrumbTests {
    @Test func theEventLogBecomesBreadcrumbsWithCaseNamesAndAnalyticsWithoutPayloads() throws {
        let window = HeadlessWindow()
        let tree = CoordinatorTree(root: SignUpComposeCoordinator(window: window), named: "compose")
        let reporter = RecordingReporter()
        let telemetry = NavigationTelemetry(tree: tree, reporter: reporter, analytics: reporter)
        let log = EventLogRecorder(tree)
        try tree.start()
        (window.root as? ComposeScreen)?.intents.send(.send(to: "ann@example.com"))

        #expect(
            reporter.breadcrumbs == [
                "flow: started",
                "navigation: screen ComposeScreen shown",
                "intent: intent send from ComposeScreen",
                "flow: ended: finished",
            ])
        #expect(
            reporter.tracked == [
                "flow_started flow=compose",
                "screen_shown flow=compose screen=ComposeScreen",
                "flow_ended flow=compose reason=finished",
            ])
        #expect(!reporter.breadcrumbs.joined().contains("ann@example.com"), "no personal data by default")
        withExtendedLifetime(telemetry) {}
        log.skipReceivedEvents()
        log.expectEverythingReleased(clearing: window)
    }

    @Test func payloadsAppearOnlyWhenTheAppOptsIn() {
        let intent = CoordinatorEvent(
            sequence: 3, path: "compose", depth: 0,
            kind: .intentReceived(
                intent: LoggedValue(ComposeScreen.Intent.send(to: "ann@example.com")), screen: "ComposeScreen"))
        let event = intent
        // snippet: payloads
        let names = Breadcrumb(event)?.message  // "intent send from ComposeScreen"
        let omitted = Breadcrumb(event, payloads: .omitted)?.message  // "intent from ComposeScreen"
        // "intent send(to: \"ann@example.com\") from ComposeScreen":
        let all = Breadcrumb(event, payloads: .included)?.message
        // end snippet
        #expect(omitted == "intent from ComposeScreen")
        #expect(names == "intent send from ComposeScreen")
        #expect(all == "intent send(to: \"ann@example.com\") from ComposeScreen")
        #expect(Breadcrumb(event, payloads: .omitted)?.data == ["screen": "ComposeScreen"])
        #expect(Breadcrumb(event, payloads: .caseNames)?.message == "intent send from ComposeScreen")
        #expect(Breadcrumb(event, payloads: .caseNames)?.data["intent"] == "send")
        #expect(
            Breadcrumb(event, payloads: .included)?.message == "intent send(to: \"ann@example.com\") from ComposeScreen"
        )

        // A string is no case name: it stays out unless everything is included.
        let typed = CoordinatorEvent(
            sequence: 4, path: "search", depth: 0,
            kind: .intentReceived(intent: LoggedValue("my query"), screen: "Search"))
        #expect(Breadcrumb(typed, payloads: .caseNames)?.message == "intent from Search")

        let answered = CoordinatorEvent(
            sequence: 5, path: "mail", depth: 0,
            kind: .alertAnswered(
                title: "Delete Ann's message?", button: "Delete", action: LoggedValue(DraftChoice.discard)))
        #expect(Breadcrumb(answered, payloads: .omitted)?.message == "alert answered")
        #expect(Breadcrumb(answered, payloads: .omitted)?.data.isEmpty == true)
        #expect(Breadcrumb(answered)?.message == "alert answered discard")
        #expect(
            Breadcrumb(answered, payloads: .included)?.data == ["title": "Delete Ann's message?", "action": "discard"])

        let link = CoordinatorEvent(
            sequence: 6, path: "shop", depth: 0,
            kind: .deepLinkStep(index: 0, intent: LoggedValue(text: "product(id: 42)")))
        #expect(AnalyticsEvent(link)?.description == "link_opened flow=shop")
        #expect(AnalyticsEvent(link, payloads: .included)?.description == "link_opened flow=shop step=product(id: 42)")
        #expect(AnalyticsEvent(link, payloads: .caseNames)?.description == "link_opened flow=shop step=product")

        let refused = CoordinatorEvent(
            sequence: 7, path: "mail", depth: 0,
            kind: .rejected(operation: "show alert \"Delete Ann's message?\"", reason: "x"))
        #expect(Breadcrumb(refused)?.message == "refused operation")
    }

    @Test func caseNamesComeFromTheValuesStructureSoAStringThatLooksLikeOneStaysOut() {
        func crumb(_ intent: LoggedValue) -> String? {
            Breadcrumb(
                CoordinatorEvent(
                    sequence: 1, path: "search", depth: 0, kind: .intentReceived(intent: intent, screen: "Search")))?
                .message
        }
        #expect(crumb(LoggedValue("ann")) == "intent from Search", "a string the user typed")
        #expect(crumb(LoggedValue(42)) == "intent from Search")
        #expect(crumb(LoggedValue(DraftChoice.discard)) == "intent discard from Search")
        #expect(crumb(LoggedValue(ComposeScreen.Intent.send(to: "ann"))) == "intent send from Search")
        #expect(crumb(LoggedValue(Described.secret)) == "intent from Search", "a description the app wrote")
        #expect(crumb(LoggedValue(text: "send(to: \"ann\")")) == "intent send from Search", "a decoded value")
        #expect(crumb(LoggedValue(text: "ann")) == "intent from Search")
    }

    @Test func gesturesBecomeBreadcrumbsNamingTheContainerAndNoScreen() throws {
        func crumb(_ change: NavigationChange, _ payloads: BreadcrumbPayloads = .caseNames) -> Breadcrumb? {
            Breadcrumb(change, payloads: payloads)
        }
        #expect(
            crumb(.backTapped(screen: "Ann's chat", stack: "chats"))?.description == "gesture chats: user tapped back")
        #expect(crumb(.backTapped(screen: "Ann's chat", stack: "chats"))?.data == ["gesture": "backTap"])
        #expect(crumb(.backTapped(screen: "Ann's chat", stack: "chats"), .included)?.data["screen"] == "Ann's chat")
        #expect(crumb(.backSwiped(screen: "s", stack: "chats"))?.message == "user swiped back")
        #expect(crumb(.backSwipeCancelled(screen: "s", stack: "chats"))?.message == "user cancelled swiping back")
        #expect(crumb(.wentBack(screens: ["a", "b"], stack: "chats"))?.message == "user went back 2 screens")
        #expect(crumb(.wentBack(screens: ["a", "b"], stack: "chats"))?.data["count"] == "2")
        #expect(crumb(.swipedDown(screen: "s", window: "window"))?.description == "gesture window: user swiped down")
        #expect(crumb(.swipeDownCancelled(screen: "s", window: "window"))?.message == "user cancelled swiping down")
        #expect(crumb(.tabTapped(index: 1, tab: "t", container: "tabs"))?.message == "user tapped tab 2")
        #expect(crumb(.tabTapped(index: 1, tab: "t", container: "tabs"))?.data["index"] == "1")
        #expect(crumb(.secondaryClosed(screen: "s", split: "split"))?.message == "user closed the secondary column")
        #expect(crumb(.pushed(screen: "s", stack: "chats")) == nil, "a coordinator's change")
        #expect(crumb(.backSwipeBegan(screen: "s", stack: "chats")) == nil, "its end tells the outcome")
        #expect(crumb(.leaveRefused(screen: "s", gesture: .swipeDown, container: "window")) == nil, "the tree tells it")
        #expect(crumb(.alertAnswered(alert: "a", button: "Delete", window: "window")) == nil, "the tree tells it")

        let window = HeadlessWindow()
        let reporter = RecordingReporter()
        leaveGestureBreadcrumbs(of: window, to: reporter)
        let root = ComposeScreen()
        let sheet = ComposeScreen()
        _ = try window.setRoot(root)
        try window.present(sheet, over: root)
        _ = window.userSwipesDown()
        #expect(reporter.breadcrumbs == ["gesture: user swiped down"])
    }

    @Test func routingDetailsMakeNoBreadcrumbAndProblemsDo() {
        func crumb(_ kind: CoordinatorEvent.Kind) -> String? {
            Breadcrumb(CoordinatorEvent(sequence: 1, path: "app", depth: 0, kind: kind))?.description
        }
        #expect(crumb(.routed(intent: "open", from: nil)) == nil)
        #expect(crumb(.bubbled(intent: "open")) == nil)
        #expect(crumb(.childAdded(child: "compose")) == nil)
        #expect(crumb(.childFinished(child: "compose", result: "sent", reason: .finished)) == nil)
        #expect(crumb(.intentBuffered(intent: "open")) == nil)
        #expect(crumb(.unhandled(intent: "open")) == "problem app: unhandled intent")
        #expect(
            crumb(.leaveRefused(screen: "DraftScreen", gesture: .swipeDown))
                == "navigation app: refused user swipe down of DraftScreen")
        #expect(
            crumb(.alertDismissed(title: "T", reason: .system)) == "alert app: alert went away: dismissed by the system"
        )
        #expect(crumb(.tornDown(reason: .sceneClosed)) == "flow app: ended: scene closed")
        let scened = Breadcrumb(CoordinatorEvent(sequence: 2, path: "doc", depth: 0, kind: .started, scene: "left"))
        #expect(scened?.description == "[left] flow doc: started")
        #expect(scened?.scene == "left")
        let ended = AnalyticsEvent(
            CoordinatorEvent(sequence: 3, path: "doc", depth: 0, kind: .tornDown(reason: .sceneClosed), scene: "left"))
        #expect(ended?.description == "flow_ended flow=doc reason=sceneClosed scene=left")
    }
}
