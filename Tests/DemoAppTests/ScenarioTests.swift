import DemoApp
import ReactiveCoordinator
import Testing

/// Every scenario plays to the end with nothing leaked, and its log holds the events that show
/// the zombie case handled, in order.
@MainActor
@Suite struct ScenarioTests {
    /// The key events of each scenario, in order, as `path: what happened`; and the coordinators
    /// that must still be running at the end, so a teardown cannot overreach unnoticed.
    static let expectations: [String: (events: [String], running: [String])] = [
        "session": (
            [
                "app/login: bound to WelcomeScreen",
                "app: child login finished with ada",
                "app/main/inbox: bound to InboxScreen",
                "app/main/inbox/message: bound to MessageScreen",
                "app/main/inbox/message/compose: bound to ComposeScreen",
                "app/main/inbox/message/compose: torn down (screen released)",
                "app/main/inbox/message: child compose ended: screen released",
                "app/main/inbox/message: torn down (screen released)",
                "app/main/inbox: child message ended: screen released",
                "app/main/inbox: deep link step 0: show(id: 5)",
                "app/main/inbox/message-2: bound to MessageScreen",
                "app/main: routed logout (bubbled from app/main/settings)",
                "app/main/settings: torn down (parent torn down)",
                "app/main/inbox/message-2: torn down (parent torn down)",
                "app/main/inbox: torn down (parent torn down)",
                "app/main: torn down (finished)",
                "app: child main finished with logged out",
                "app/login-2: bound to WelcomeScreen",
            ],
            ["app", "app/login-2"]
        ),
        "back-button": (
            [
                "app/main/inbox/message/sender: bound to ContactScreen",
                "app/main/inbox/message/sender: torn down (screen released)",
                "app/main/inbox/message: child sender ended: screen released",
                "app/main/inbox/message: torn down (screen released)",
                "app/main/inbox: child message ended: screen released",
                "app/main/inbox/message-2/sender: bound to ContactScreen",
                "app/main/inbox/message-2/sender: torn down (parent torn down)",
                "app/main/inbox/message-2: torn down (screen released)",
                "app/main/inbox: child message-2 ended: screen released",
            ],
            ["app", "app/main", "app/main/inbox", "app/main/settings"]
        ),
        "swipe-down": (
            [
                "app/main/inbox/compose: bound to ComposeScreen",
                "app/main/inbox/compose/attachments: bound to AttachmentsScreen",
                "app/main/inbox/compose/attachments: torn down (parent torn down)",
                "app/main/inbox/compose: child attachments ended: parent torn down",
                "app/main/inbox/compose: torn down (screen released)",
                "app/main/inbox: child compose ended: screen released",
            ],
            ["app", "app/main", "app/main/inbox", "app/main/settings"]
        ),
        "unsaved-draft": (
            [
                "app/main/inbox/compose: bound to ComposeScreen",
                "app/main/inbox/compose: guarded ComposeScreen: refused user swipe down",
                "app/main/inbox/compose: shows alert \"Discard this draft?\"",
                "app/main/inbox/compose: \"Discard this draft?\": user chose \"Keep Editing\" (keep)",
                "app/main/inbox/compose: guarded ComposeScreen: refused user swipe down",
                "app/main/inbox/compose: shows alert \"Discard this draft?\"",
                "app/main/inbox/compose: \"Discard this draft?\": user chose \"Discard\" (discard)",
                "app/main/inbox/compose: torn down (cancelled)",
                "app/main/inbox: child compose ended: cancelled",
                "app/main/inbox/compose-2: guarded ComposeScreen: refused user swipe down",
                "app/main/inbox/compose-2: guarded ComposeScreen: asked by deep link step 0 (dismiss from HeadlessTabs),"
                    + " which waits for the answer",
                "app: deep link waits: step 0: the guard of compose is asked",
                "app/main/inbox/compose-2: \"Discard this draft?\": user chose \"Keep Editing\" (keep)",
                "app/main: dismiss from HeadlessTabs: refused by the guard of compose",
                "app: REJECTED deep link: step 0: the guard of compose kept it",
                "app/main/inbox/compose-2: \"Discard this draft?\": user chose \"Discard\" (discard)",
                "app/main/inbox/compose-2: torn down (screen released)",
                "app/main: dismiss from HeadlessTabs: applied",
                "app/main/inbox: deep link step 0: show(id: 5)",
                "app/main/inbox/message: bound to MessageScreen",
            ],
            ["app", "app/main", "app/main/inbox", "app/main/settings", "app/main/inbox/message"]
        ),
        "distant-dismiss": (
            [
                "app/main/inbox/message/sender/compose/attachments/preview: bound to PreviewScreen",
                "app/main/inbox/message/sender/compose/attachments/preview: torn down (parent torn down)",
                "app/main/inbox/message/sender/compose/attachments: torn down (parent torn down)",
                "app/main/inbox/message/sender/compose: torn down (screen released)",
                "app/main/inbox/message/sender: child compose ended: screen released",
            ],
            [
                "app", "app/main", "app/main/inbox", "app/main/settings", "app/main/inbox/message",
                "app/main/inbox/message/sender",
            ]
        ),
        "stack-replaced": (
            [
                "app/main/inbox/message/sender: bound to ContactScreen",
                "app/main/inbox: child added: message-2",
                "app/main/inbox/message-2: bound to MessageScreen",
                // The stack was replaced inside the route: the release comes after the route.
                "app/main/inbox: routed show(id: 6)",
                "app/main/inbox/message/sender: torn down (parent torn down)",
                "app/main/inbox/message: torn down (screen released)",
                "app/main/inbox: child message ended: screen released",
            ],
            ["app", "app/main", "app/main/inbox", "app/main/settings", "app/main/inbox/message-2"]
        ),
        "logout": (
            [
                "app/main/settings: intent logout from AccountScreen",
                "app/main/settings: bubbled logout to parent",
                "app/main: routed logout (bubbled from app/main/settings)",
                "app/main/settings: torn down (parent torn down)",
                "app/main/inbox/message/sender: torn down (parent torn down)",
                "app/main/inbox/message: torn down (parent torn down)",
                "app/main/inbox: torn down (parent torn down)",
                "app/main: torn down (finished)",
                "app: child main finished with logged out",
                "app/login-2: bound to WelcomeScreen",
            ],
            ["app", "app/login-2"]
        ),
        "early-finish": (
            [
                "app: child added: login",
                "app/login: started",
                "app/login: torn down (finished)",
                "app: child login finished with ada",
                "app: child added: main",
                "app: child main finished with logged out",
                "app/login-2: bound to WelcomeScreen",
                "app/login-2: bubbled createAccount to parent",
                "app: UNHANDLED createAccount",
            ],
            ["app", "app/login-2"]
        ),
        "background": (
            [
                "app: paused",
                "app/main/inbox: paused",
                "app/main/inbox: buffered open(id: 2) while paused",
                "app: deep link waits: app is paused",
                "app: resumed",
                "app/main/inbox: routed open(id: 2)",
                "app/main/inbox: deep link step 0: compose",
                "app/main/inbox: routed compose",
            ],
            [
                "app", "app/main", "app/main/inbox", "app/main/settings", "app/main/inbox/message",
                "app/main/inbox/compose",
            ]
        ),
    ]

    @Test(arguments: Scenario.all.map(\.name))
    func scenarioPlaysItsCaseToTheEndWithNothingLeaked(name: String) async throws {
        let scenario = try #require(Scenario.named(name))
        let expected = try #require(Self.expectations[name], "no expectations for \(name)")

        let played = await Played.scenario(scenario)

        expectInOrder(expected.events, in: played.lines)
        let running = played.summary.report.alive.filter { $0.kind == .coordinator }.map(\.path)
        #expect(Set(running) == Set(expected.running))
        let problems = played.entries.filter {
            switch $0 {
            case .refused: true
            // The unsaved draft's point: the user keeps the draft, which refuses the link.
            case .failed(let text): !(name == "unsaved-draft" && text.hasSuffix("the guard of compose kept it"))
            default: false
            }
        }
        #expect(problems.isEmpty, "a scripted step could not be done: \(problems)")
        played.expectEverythingReleased()
    }

    @Test func everyScenarioHasExpectationsAndAUniqueName() {
        let names = Scenario.all.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(Set(names) == Set(Self.expectations.keys))
        #expect(names.first == "session")
    }

    @Test func theLogShowsWhatTheUserDidBeforeTheTeardownItCaused() async {
        let played = await Played.scenario(.session)

        let swipe = played.entries.firstIndex(of: .navigation("window: user swiped down compose stack"))
        let teardown = played.entries.firstIndex {
            if case .event(let event) = $0 {
                event.path == "app/main/inbox/message/compose" && event.kind == .tornDown(reason: .screenReleased)
            } else {
                false
            }
        }
        #expect(swipe != nil && teardown != nil && swipe! < teardown!)
        played.expectEverythingReleased()
    }

    @Test func theTranscriptCarriesEveryEventOfTheTreeExactlyOnceInOrder() async {
        let played = await Played.scenario(.logout)

        let events = played.entries.compactMap { entry -> CoordinatorEvent? in
            if case .event(let event) = entry { event } else { nil }
        }
        #expect(events.map { "\($0.path): \($0.kind)" } == played.lines)
        #expect(events.map(\.sequence) == Array(1...events.count))
        played.expectEverythingReleased()
    }

    @Test func eachStepIsNumberedAndWrittenAsItsInteractiveCommand() async {
        let played = await Played.scenario(.backButton)

        let actions = played.entries.compactMap { entry -> String? in
            if case .action(let step, let command) = entry { "\(step) \(command)" } else { nil }
        }
        #expect(
            actions == [
                "1 launch", "2 tap open 3", "3 tap sender", "4 back", "5 back", "6 tap open 4", "7 tap sender",
                "8 tab inbox",
            ])
        played.expectEverythingReleased()
    }
}
