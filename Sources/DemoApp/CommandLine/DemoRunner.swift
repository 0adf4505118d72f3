import ReactiveCoordinatorTesting
/// Runs what the options ask for and prints it: the part of `stream-demo` after parsing.
///
/// ```swift
/// let status = await DemoRunner(options: options, terminal: StandardTerminal()).run()
/// exit(status.rawValue)
/// ```
///
/// ## Contract
/// - Returns ``ExitStatus/leaked`` when the session's leak report or the check after shutdown
///   found anything, ``ExitStatus/success`` otherwise. Bad arguments never get here.
/// - With `--format dot` or `--format mermaid`, a scenario or a walk prints one picture and
///   nothing else: the tree and the screens after the last step, at the moment the leak report
///   is taken, before the session shuts down.
/// - Writes each step's lines as soon as the step is done, and flushes after each answer in
///   interactive mode.
@MainActor
package struct DemoRunner {
    /// What to run.
    package let options: DemoOptions
    private let terminal: any DemoTerminal
    private let formatter: any LogFormatter

    /// Creates a runner.
    ///
    /// - Parameters:
    ///   - options: What to run, from ``DemoArguments/parse(_:)``.
    ///   - terminal: Where to read and write.
    package init(options: DemoOptions, terminal: any DemoTerminal) {
        self.options = options
        self.terminal = terminal
        let colour = options.colour.resolve(
            outputIsTerminal: terminal.outputIsTerminal, noColourRequested: terminal.noColourRequested)
        self.formatter = options.format.formatter(colour: colour)
    }

    /// Runs and returns the status to exit with.
    package func run() async -> ExitStatus {
        switch options.mode {
        case .help:
            terminal.write(DemoUsage.help + "\n")
            return .success
        case .list:
            list()
            return .success
        case .scenario(let name) where name == TwoWindows.name:
            let terminal = terminal
            let leaked = TwoWindows.run { terminal.write($0 + "\n") }
            return leaked ? .leaked : .success
        case .scenario(let name):
            guard let scenario = Scenario.named(name) else {
                // The parser checks names; this is for options built by hand.
                terminal.writeError(UsageError("unknown scenario \(name.quotedForMessage)").report)
                return .usage
            }
            let session = scenario.makeSession()
            prepare(session)
            await scenario.play(on: session, emit: emit)
            return finish(session)
        case .random(let seed, let steps):
            let session = DemoSession()
            prepare(session)
            await RandomWalk(seed: seed, steps: steps).play(on: session, emit: emit)
            return finish(session)
        case .interactive:
            return await interact()
        case .explore(let depth):
            return await explore(depth: depth)
        }
    }

    private func explore(depth: Int) async -> ExitStatus {
        let explorer = DemoExplorer.make()
        // The back swipe and the sheet drag with the finger down: links, intents and answers
        // arrive mid-gesture too (issue 35).
        explorer.gestures.insert(.heldInteractiveTransitions)
        let terminal = terminal
        explorer.onProgress = { report in
            terminal.write(
                "explored to depth \(report.depthReached): \(report.statesVisited) states, "
                    + "\(Int(report.statesPerSecond.rounded())) states/s\n")
            terminal.flush()
        }
        let report = await explorer.explore(depth: depth)
        // The link x state table, then the summary and the findings: the summary stays the
        // last line when nothing is found.
        terminal.write(report.landings.description + "\n" + report.description + "\n")
        return report.findings.isEmpty ? .success : .leaked
    }

    private func interact() async -> ExitStatus {
        let interpreter = Interpreter()
        prepare(interpreter.session)
        emit(await interpreter.start())
        while !interpreter.isDone {
            if terminal.inputIsTerminal {
                terminal.write("> ")
            }
            terminal.flush()
            guard let line = terminal.readLine() else { break }
            emit(await interpreter.handle(line))
        }
        emit(interpreter.finish())
        terminal.flush()
        return interpreter.endingSummary.map(status) ?? .success
    }

    /// Ends a played session: its picture first, for `--format dot` or `mermaid`, then its leak
    /// report, which only the log formats print.
    private func finish(_ session: DemoSession) -> ExitStatus {
        if let picture = options.format.picture {
            session.recordPicture(picture)
        }
        let summary = session.finish()
        emit(session.drain())
        return status(summary)
    }

    /// Tells the session which record to restore after launching and where to save one at the end.
    private func prepare(_ session: DemoSession) {
        session.restoresRecordAfterLaunch = options.restore
        session.savesRecordOnFinish = options.save
        if let file = options.record { session.recordsActions(to: file) }
    }

    private func list() {
        let width = (Scenario.all.map(\.name) + [TwoWindows.name]).map(\.count).max() ?? 0
        for scenario in Scenario.all {
            switch options.format {
            // The parser refuses a picture with --list; options made by hand get the text.
            case .text, .breadcrumbs, .dot, .mermaid:
                let padding = String(repeating: " ", count: width - scenario.name.count + 2)
                terminal.write(scenario.name + padding + scenario.summary + "\n")
            case .json:
                let object = JSONValue.object([
                    ("type", "scenario"), ("name", .string(scenario.name)), ("summary", .string(scenario.summary)),
                    ("origin", JSONValue(scenario.origin)),
                ])
                terminal.write(object.encoded + "\n")
            }
        }
        // Played apart from the scenarios above: one tree per scene, text only.
        if options.format != .json {
            let padding = String(repeating: " ", count: width - TwoWindows.name.count + 2)
            terminal.write(TwoWindows.name + padding + TwoWindows.summary + "\n")
        }
    }

    private func emit(_ entries: [LogEntry]) {
        for entry in entries {
            if case .title = entry, options.format == .text {
                terminal.write("\n")
            }
            for line in formatter.lines(for: entry) {
                terminal.write(line + "\n")
            }
        }
    }

    private func status(_ summary: SessionSummary) -> ExitStatus {
        summary.leaked ? .leaked : .success
    }
}
