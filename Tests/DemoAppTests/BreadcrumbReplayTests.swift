import DemoApp
import ReactiveCoordinator
import ReactiveCoordinatorDiagnostics
import ReactiveCoordinatorTesting
import SeededRandom
import Testing

/// A crash reporter's trail, as the demo prints it, replayed into a fresh app.
@MainActor
struct BreadcrumbReplayTests {
    /// The trail `stream-demo --scenario NAME --format breadcrumbs` prints.
    private func printedTrail(_ scenario: String) async -> String {
        let terminal = MemoryTerminal()
        _ = await DemoRunner(
            options: DemoOptions(mode: .scenario(scenario), format: .breadcrumbs), terminal: terminal
        ).run()
        return terminal.output
    }

    /// The log the scenario makes, `path: event` a line, as the explorer records it.
    private func scenarioLog(_ scenario: String) async throws -> [String] {
        try await Played.scenario(#require(Scenario.named(scenario))).lines
    }

    /// The log with the values of intents left out: `open(id: 3)` reads `open(…)`.
    private func withoutValues(_ log: [String]) -> [String] {
        log.map { line in
            var result = ""
            var depth = 0
            for character in line {
                if character == "(" {
                    if depth == 0 { result += "(…" }
                    depth += 1
                } else if character == ")", depth > 0 {
                    depth -= 1
                    if depth == 0 { result += ")" }
                } else if depth == 0 {
                    result.append(character)
                }
            }
            return result
        }
    }

    /// Replays the trail the demo printed for a scenario into the explorer's app, signed in as
    /// the scenario is, and checks the replay replays.
    private func replayPrintedTrail(_ scenario: String) async throws -> (replay: FlowReplay, log: [String]) {
        let trail = try BreadcrumbTrail(parsing: await printedTrail(scenario))
        let user = try #require(Scenario.named(scenario)).rememberedUser

        let replay = try await trail.replay(in: DemoExplorer.make(rememberedUser: user))

        let failures = await replay.check(
            in: DemoExplorer.make(rememberedUser: user), reporter: FailureReporter { _ in true })
        #expect(failures.isEmpty, "\(failures)")
        return (replay, try await scenarioLog(scenario))
    }

    @Test(arguments: ["swipe-down", "early-finish"])
    func aTrailTheDemoPrintedReplaysToTheSameLog(scenario: String) async throws {
        let (replay, log) = try await replayPrintedTrail(scenario)

        #expect(replay.expectedLog == log, "\(EventLogMismatch(expected: log, actual: replay.expectedLog ?? []))")
    }

    /// The trail says `intent open from InboxScreen`, not which message: the replay opens the
    /// first the explorer lists, and the rest of the log is the user's.
    @Test(arguments: ["back-button", "logout", "session", "stack-replaced"])
    func aTrailReplaysToTheSameLogBarTheValuesItLeftOut(scenario: String) async throws {
        let (replay, log) = try await replayPrintedTrail(scenario)

        let replayed = withoutValues(replay.expectedLog ?? [])
        #expect(replayed == withoutValues(log), "\(EventLogMismatch(expected: withoutValues(log), actual: replayed))")
        #expect(replay.expectedLog != log, "the user's values are not in the trail")
    }

    /// In `unsaved-draft` a link asks the draft's guard before its first step: the trail's next
    /// breadcrumb is the guard's question, which names no link and is no action, so the replay
    /// stops there.
    @Test func aLinkThatAskedAGuardBeforeItsFirstStepStopsTheReplayWhereTheAppAsked() async throws {
        let trail = try BreadcrumbTrail(parsing: await printedTrail("unsaved-draft"))

        let error = await #expect(throws: BreadcrumbTrailError.self) {
            try await trail.replay(in: DemoExplorer.make(rememberedUser: "ada"))
        }
        #expect(error?.reason == .notAnAction, "\(String(describing: error))")
        #expect(error?.description.contains("deep link step 0") == true, "\(String(describing: error))")
    }

    /// `distant-dismiss` dismisses through SwiftUI's binding, which no breadcrumb tells.
    @Test func aTrailMissingWhatTheUserDidStopsWithATypedError() async throws {
        let trail = try BreadcrumbTrail(parsing: await printedTrail("distant-dismiss"))

        let error = await #expect(throws: BreadcrumbTrailError.self) {
            try await trail.replay(in: DemoExplorer.make(rememberedUser: "ada"))
        }
        #expect(error?.reason == .notAnAction)
        #expect(error?.description.contains("ended: parent torn down") == true)
    }

    @Test func aTrailCarriesGesturesAndCaseNamesButNoTypedText() async {
        let lines = await printedTrail("session").split(separator: "\n").map(String.init)

        #expect(lines.contains("gesture window: user swiped down"))
        #expect(lines.contains("gesture inbox stack: user tapped back"))
        #expect(lines.contains("gesture tabs: user tapped tab 2"))
        #expect(lines.contains("intent app/main/inbox: intent open from InboxScreen"))
        #expect(!lines.contains { $0.contains("(") && !$0.hasPrefix(">") && !$0.hasPrefix(" ") }, "no values")
    }

    @Test func theSnippetsTrailReplays() async throws {
        // snippet: trail
        let trail = try BreadcrumbTrail(
            parsing: """
                flow app: started
                flow app/login: started
                navigation app/login: screen WelcomeScreen shown
                intent app/login: intent signIn from WelcomeScreen
                navigation app/login: screen CredentialsScreen shown
                """)
        let replay = try await trail.replay(in: DemoExplorer.make())
        await replay.check(in: DemoExplorer.make())  // the same log, line for line
        // end snippet
        #expect(replay.actions.count == 1)
    }

    @Test func anIntentTheExplorerDoesNotListIsATypedError() async throws {
        let trail = try BreadcrumbTrail(
            parsing: """
                flow app: started
                flow app/login: started
                navigation app/login: screen WelcomeScreen shown
                intent app/login: intent launchRockets from WelcomeScreen
                """)

        let error = await #expect(throws: BreadcrumbTrailError.self) {
            try await trail.replay(in: DemoExplorer.make())
        }
        #expect(error?.reason == .noSuchAction)
        #expect(error?.breadcrumb == 4)
    }

    @Test func anIntentWithoutItsCaseNameIsAmbiguousWhereTheScreenOffersSeveral() async throws {
        let trail = try BreadcrumbTrail(
            parsing: """
                flow app: started
                flow app/login: started
                flow app/login: ended: finished
                flow app/main: started
                flow app/main/inbox: started
                navigation app/main/inbox: screen InboxScreen shown
                flow app/main/settings: started
                navigation app/main/settings: screen SettingsScreen shown
                intent app/main/inbox: intent from InboxScreen
                """)

        let error = await #expect(throws: BreadcrumbTrailError.self) {
            try await trail.replay(in: DemoExplorer.make(rememberedUser: "ada"), payloads: .omitted)
        }
        #expect(error?.reason == .ambiguous)
    }

    @Test func aTrailTheAppDoesNotFollowIsADivergence() async throws {
        let trail = try BreadcrumbTrail(
            parsing: """
                flow app: started
                flow app/main: started
                """)

        let error = await #expect(throws: BreadcrumbTrailError.self) {
            try await trail.replay(in: DemoExplorer.make())
        }
        #expect(error?.reason == .diverged)
        #expect(error?.breadcrumb == 2)
    }

    @Test func oversizedAndMalformedTrailsAreTypedErrors() throws {
        let long = String(repeating: "x", count: BreadcrumbTrail.maximumLineLength + 1)
        #expect(throws: BreadcrumbTrailError.self) { try BreadcrumbTrail(parsing: "flow app: \(long)") }
        let many = String(repeating: "flow app: started\n", count: BreadcrumbTrail.maximumBreadcrumbs + 1)
        let tooMany = #expect(throws: BreadcrumbTrailError.self) { try BreadcrumbTrail(parsing: many) }
        #expect(tooMany?.reason == .tooLarge)
        let malformed = #expect(throws: BreadcrumbTrailError.self) { try BreadcrumbTrail(parsing: "flow started") }
        #expect(malformed?.reason == .malformedLine)
        #expect(try BreadcrumbTrail(parsing: "> step 1: launch\n\n== title\n[left").breadcrumbs.isEmpty)
        #expect(
            try BreadcrumbTrail(parsing: "[left] gesture tabs: user tapped tab 2").breadcrumbs == [
                Breadcrumb(category: .gesture, message: "user tapped tab 2", path: "tabs", scene: "left")
            ])
    }

    /// Mutated trails (lines dropped, swapped, duplicated, cut, case names and numbers changed)
    /// either replay or throw a `BreadcrumbTrailError`; none crashes or hangs.
    @Test func noMutatedTrailCrashesTheReplay() async throws {
        let seed = UInt64.random(in: 0...UInt64.max)
        print("noMutatedTrailCrashesTheReplay seed: \(seed)")
        var random = SplitMix64(seed: seed)
        let original = await printedTrail("session").split(separator: "\n").map(String.init)
        let words = ["open", "back", "9", "0", "-1", "99999999999999999999", "tab", ":", "[", "]", "from", ""]
        for _ in 0..<40 {
            var lines = original
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let index = Int.random(in: 0..<lines.count, using: &random)
                switch Int.random(in: 0..<5, using: &random) {
                case 0: lines.remove(at: index)
                case 1: lines.swapAt(index, Int.random(in: 0..<lines.count, using: &random))
                case 2: lines.insert(lines[index], at: index)
                case 3: lines[index] = String(lines[index].prefix(Int.random(in: 0...40, using: &random)))
                default:
                    var parts = lines[index].split(separator: " ", omittingEmptySubsequences: false).map(String.init)
                    parts[Int.random(in: 0..<parts.count, using: &random)] = words.randomElement(using: &random)!
                    lines[index] = parts.joined(separator: " ")
                }
            }
            do {
                let trail = try BreadcrumbTrail(parsing: lines.joined(separator: "\n"))
                _ = try await trail.replay(in: DemoExplorer.make())
            } catch {
                #expect(!error.message.isEmpty)
            }
        }
    }
}
