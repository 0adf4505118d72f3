import DemoApp
import Testing

/// The runner end to end, on a terminal made of strings.
@MainActor
@Suite struct RunnerTests {
    @Test func theDefaultRunPlaysTheSessionAndEndsWithACleanLeakReport() async {
        let terminal = MemoryTerminal()

        let status = await DemoRunner(options: DemoOptions(), terminal: terminal).run()

        #expect(status == .success)
        let lines = terminal.outputLines
        #expect(
            lines.contains("== session: log in, read, reply, swipe the reply away, go back, follow a link, log out"))
        #expect(lines.contains("  after shutdown (tree cancelled, window emptied): nothing alive"))
        #expect(lines.last == "  no leaks")
        #expect(terminal.errors.isEmpty)
    }

    @Test func textIsColouredOnATerminalAndPlainElsewhere() async {
        let piped = MemoryTerminal()
        let terminal = MemoryTerminal(outputIsTerminal: true)
        let noColour = MemoryTerminal(outputIsTerminal: true, noColourRequested: true)

        _ = await DemoRunner(options: DemoOptions(mode: .scenario("swipe-down")), terminal: piped).run()
        _ = await DemoRunner(options: DemoOptions(mode: .scenario("swipe-down")), terminal: terminal).run()
        _ = await DemoRunner(options: DemoOptions(mode: .scenario("swipe-down")), terminal: noColour).run()

        #expect(!piped.output.contains("\u{1B}["))
        #expect(terminal.output.contains("\u{1B}["))
        #expect(!noColour.output.contains("\u{1B}["))
    }

    @Test func eventLinesAreNumberedAndIndentedByDepth() async throws {
        let terminal = MemoryTerminal()

        _ = await DemoRunner(options: DemoOptions(mode: .scenario("swipe-down")), terminal: terminal).run()

        let lines = terminal.outputLines
        let root = try #require(lines.first { $0.hasSuffix("  started") && $0.contains(" app ") })
        let depthThree = try #require(lines.first { $0.contains("app/main/inbox/compose ") })
        #expect(root.hasPrefix("    1  app "))
        // Two spaces per level: the path of a coordinator three levels down starts six columns in.
        let column = { (line: String) in line.distance(from: line.startIndex, to: line.firstIndex(of: "a")!) }
        #expect(column(depthThree) == column(root) + 6)
    }

    @Test func listNamesEveryScenarioOnOneLine() async {
        let terminal = MemoryTerminal()

        let status = await DemoRunner(options: DemoOptions(mode: .list), terminal: terminal).run()

        #expect(status == .success)
        // The scenarios, then the two-windows scenario, which plays apart from them.
        #expect(terminal.outputLines.count == Scenario.all.count + 1)
        for (line, scenario) in zip(terminal.outputLines, Scenario.all) {
            #expect(line.hasPrefix(scenario.name + " ") && line.hasSuffix(scenario.summary))
        }
        #expect(terminal.outputLines.last?.hasPrefix(TwoWindows.name + " ") == true)
    }

    @Test func interactiveReadsUntilTheEndOfInputAndFlushesEachAnswer() async {
        let terminal = MemoryTerminal(input: ["tap sign-in", "where", "foo"])

        let status = await DemoRunner(options: DemoOptions(mode: .interactive), terminal: terminal).run()

        #expect(status == .success)
        #expect(terminal.flushes >= 4)
        let lines = terminal.outputLines
        expectInOrder(
            [
                "> step 2: tap sign-in", "  on screen: window > login stack > credentials",
                "    !  unknown command \"foo\"", "== leak report", "  no leaks",
            ], in: lines)
    }

    @Test func helpIsPrintedWithStatusZero() async {
        let terminal = MemoryTerminal()

        let status = await DemoRunner(options: DemoOptions(mode: .help), terminal: terminal).run()

        #expect(status == .success)
        #expect(terminal.output == DemoUsage.help + "\n")
    }
}
