import DemoApp
import Foundation
import ReactiveCoordinator
import Testing

/// `--format dot|mermaid` and the interactive `tree dot|mermaid`: pictures of the tree and the
/// screens, and nothing else where a picture is all that was asked for.
@MainActor
@Suite struct PictureOutputTests {
    /// The picture recorded after the last step of a played session, and what it built, released.
    private func pictureAfterTheLastStep(
        _ format: PictureFormat, _ play: @escaping (DemoSession, ([LogEntry]) -> Void) async -> Void
    ) async -> (text: String, played: Played) {
        let played = await Played.play(DemoSession()) { session, emit in
            await play(session) { _ in }
            session.recordPicture(format)
            emit(session.drain())
        }
        let pictures = played.entries.compactMap { entry -> String? in
            if case .picture(format, let text) = entry { text } else { nil }
        }
        return (pictures.first ?? "no picture", played)
    }

    @Test func formatDotPrintsOnlyThePictureOfTheTreeAfterTheScenariosLastStep() async {
        let terminal = MemoryTerminal()

        let status = await DemoRunner(options: DemoOptions(format: .dot), terminal: terminal).run()

        let (expected, played) = await pictureAfterTheLastStep(.dot) { session, emit in
            await Scenario.session.play(on: session, emit: emit)
        }
        #expect(status == .success)
        #expect(terminal.output == expected)
        #expect(terminal.errors.isEmpty)
        // After logout: the app and its second login flow, bound to the welcome screen.
        #expect(terminal.output.hasPrefix("digraph tree {\n") && terminal.output.hasSuffix("\n}\n"))
        #expect(terminal.output.contains(#"c1 [label="login-2\nactive""#))
        #expect(terminal.output.contains(#"s2 [label="welcome""#))
        #expect(terminal.output.contains(#"c1 -> s2 [label="bound""#))
        played.expectEverythingReleased()
    }

    @Test func formatMermaidPrintsOneFlowchartOfAWalkTheSameForTheSameSeed() async {
        let first = MemoryTerminal()
        let second = MemoryTerminal()
        let options = DemoOptions(mode: .random(seed: 7, steps: 60), format: .mermaid)

        let status = await DemoRunner(options: options, terminal: first).run()
        _ = await DemoRunner(options: options, terminal: second).run()

        let (expected, played) = await pictureAfterTheLastStep(.mermaid) { session, emit in
            await RandomWalk(seed: 7, steps: 60).play(on: session, emit: emit)
        }
        #expect(status == .success)
        #expect(first.output == expected)
        #expect(second.output == first.output)
        #expect(first.output.hasPrefix("flowchart TD\n"))
        #expect(first.outputLines.filter { $0.hasPrefix("flowchart") }.count == 1)
        played.expectEverythingReleased()
    }

    @Test func treeDotAndTreeMermaidAnswerWithAPictureOfWhatIsShownNow() async {
        let interpreter = Interpreter()
        _ = await interpreter.start()
        _ = await interpreter.handle("tap sign-in")

        let dot = await interpreter.handle("tree dot")
        let mermaid = await interpreter.handle("TREE Mermaid")

        guard case .picture(.dot, let text) = dot.first, dot.count == 1 else {
            Issue.record("expected one DOT picture, got \(dot)")
            return
        }
        #expect(text.contains(#"s3 [label="credentials""#))
        #expect(text.contains(#"c1 -> s3 [label="routes""#), "the form is routed by the login flow, not bound")
        guard case .picture(.mermaid, let text) = mermaid.first, mermaid.count == 1 else {
            Issue.record("expected one Mermaid picture, got \(mermaid)")
            return
        }
        #expect(text.contains(#"    c1 -.->|"bound"| s2"#))
        _ = interpreter.finish()
        #expect(interpreter.endingSummary?.leaked == false)
    }

    @Test func treeInAnyOtherLanguageIsRefusedWithAHint() async {
        let interpreter = Interpreter()
        _ = await interpreter.start()

        let answer = await interpreter.handle("tree svg")

        #expect(
            answer == [
                .refused("tree draws dot or mermaid, got \"svg\""),
                .message("hint: type tree, tree dot or tree mermaid"),
            ])
        _ = interpreter.finish()
        #expect(interpreter.endingSummary?.leaked == false)
    }

    @Test func textPrintsAPictureAsItIsSoItCanBeCopiedIntoARenderer() async {
        let terminal = MemoryTerminal(input: ["tree dot", "quit"])

        let status = await DemoRunner(options: DemoOptions(mode: .interactive, colour: .always), terminal: terminal)
            .run()

        let lines = terminal.outputLines
        let start = lines.firstIndex(of: "digraph tree {")
        let end = lines.firstIndex(of: "}")
        #expect(status == .success)
        #expect(start != nil && end != nil)
        if let start, let end {
            #expect(lines[start...end].allSatisfy { !$0.contains("\u{1B}[") }, "no colour inside the picture")
        }
    }

    @Test func jsonCarriesAPictureAsOneObjectWithItsFormatAndText() async throws {
        let terminal = MemoryTerminal(input: ["tree mermaid", "quit"])

        _ = await DemoRunner(options: DemoOptions(mode: .interactive, format: .json), terminal: terminal).run()

        let objects = try terminal.outputLines.map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        let picture = try #require(objects.first { $0["type"] as? String == "picture" })
        #expect(picture["format"] as? String == "mermaid")
        #expect((picture["text"] as? String)?.hasPrefix("flowchart TD\n") == true)
        #expect(objects.last?["leaked"] as? Bool == false)
    }

    @Test func helpAndUsageOfferThePictureFormatsAndTheTreeCommandsLanguages() {
        #expect(DemoUsage.short.contains("[--format text|json|breadcrumbs|dot|mermaid]"))
        #expect(DemoUsage.help.contains("--format text|json|breadcrumbs|dot|mermaid"))
        #expect(DemoUsage.help.contains("tree dot and tree mermaid draw the tree as a picture"))
    }

    @Test func aPictureFormatPrintsNothingButPictures() {
        let formatter = OutputFormat.dot.formatter(colour: true)

        #expect(formatter.lines(for: .message("hello")).isEmpty)
        #expect(formatter.lines(for: .picture(.dot, text: "digraph tree {\n}\n")) == ["digraph tree {", "}"])
        #expect(OutputFormat.allCases.compactMap(\.picture) == PictureFormat.allCases)
    }
}
