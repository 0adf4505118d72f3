import ReactiveCoordinator
import ReactiveCoordinatorDiagnostics

/// Formats log entries as text a person reads at a glance: one line per event, numbered,
/// indented by the coordinator's depth, with the event in a column of its own.
///
/// ```text
/// > step 7: back
///       the back button pops message 3: its flow ends the same way
///     ·  inbox stack: user tapped back, popped message 3
///    31        app/main/inbox/message          torn down (screen released)
///    32      app/main/inbox                    child message ended: screen released
/// ```
///
/// Colours are ANSI escapes and only appear when `colour` is on; the runner turns it on only
/// when standard output is a terminal.
package struct TextLogFormatter: LogFormatter {
    /// The column where the event starts, after the sequence number and the indented path.
    static let pathColumn = 40
    private let style: ANSIStyle

    /// Creates the formatter.
    ///
    /// - Parameter colour: Whether to use ANSI colours.
    package init(colour: Bool) {
        style = ANSIStyle(enabled: colour)
    }

    /// The lines for one entry.
    ///
    /// - Parameter entry: The entry.
    /// - Returns: Its lines; titles are preceded by a blank line except the first.
    package func lines(for entry: LogEntry) -> [String] {
        switch entry {
        case .title(let name, let summary):
            [style.bold("== \(name): \(summary)")]
        case .origin(let text):
            [style.dim("   (\(text))")]
        case .action(let step, let command):
            [style.bold(style.yellow("> step \(step): \(command)"))]
        case .note(let text):
            [style.dim("      \(text)")]
        case .navigation(let text):
            ["    \(style.dim("·"))  \(style.blue(text))"]
        case .gesture:
            // The navigation line before it tells the gesture.
            []
        case .event(let event):
            [eventLine(event)]
        case .message(let text):
            ["  \(text)"]
        case .refused(let text):
            ["    \(style.magenta("!"))  \(style.magenta(text))"]
        case .failed(let text):
            ["    \(style.red("!"))  \(style.red(text))"]
        case .screen(let info):
            screenLines(info)
        case .tree(let snapshot, let hierarchy):
            treeLines(snapshot, hierarchy: hierarchy)
        case .picture:
            // As it is, without indentation or colour, so it can be copied into a renderer.
            PictureLogFormatter().lines(for: entry)
        case .summary(let summary):
            summaryLines(summary)
        }
    }

    private func eventLine(_ event: CoordinatorEvent) -> String {
        let number = String(event.sequence)
        let sequence = String(repeating: " ", count: max(0, 5 - number.count)) + number
        let indented = String(repeating: "  ", count: event.depth) + event.path
        let padding = String(repeating: " ", count: max(2, Self.pathColumn - indented.count))
        return style.dim(sequence) + "  " + style.cyan(indented) + padding + colour(event.kind)
    }

    private func colour(_ kind: CoordinatorEvent.Kind) -> String {
        let text = kind.description
        return switch kind {
        case .started, .screenBound, .screenRouted, .childAdded: style.green(text)
        case .intentReceived, .deepLinkStep, .restorationStep: style.bold(text)
        case .routed, .paused, .resumed, .bubbled, .intentBuffered, .deepLinkWaiting: text
        case .screenReleased, .childFinished: style.yellow(text)
        case .tornDown: style.red(text)
        case .alertShown, .alertAnswered: style.bold(text)
        case .alertDismissed, .leaveRefused, .leaveAsked, .changeWaits, .changeEnded: style.yellow(text)
        case .unhandled, .intentDropped, .rejected: style.bold(style.magenta(text))
        }
    }

    private func screenLines(_ info: ScreenInfo) -> [String] {
        let buttons = info.buttons.isEmpty ? "none" : info.buttons.map(\.usage).joined(separator: ", ")
        return [
            "  " + style.dim("on screen: ") + info.path,
            "  " + style.dim("buttons:   ") + buttons,
        ]
    }

    private func treeLines(_ snapshot: TreeSnapshot, hierarchy: String) -> [String] {
        let coordinators =
            snapshot.nodes.isEmpty ? ["    (none running)"] : snapshot.text.split(separator: "\n").map { "    \($0)" }
        return [style.bold("  coordinators")] + coordinators
            + [style.bold("  screens")] + hierarchy.split(separator: "\n").map { "    \($0)" }
    }

    private func summaryLines(_ summary: SessionSummary) -> [String] {
        let report = summary.report
        var lines = [
            style.bold("== leak report"),
            "  coordinators: \(report.coordinatorsCreated) created, \(report.coordinatorsReleased) released, "
                + "\(report.coordinatorsCreated - report.coordinatorsReleased) alive",
            "  screens:      \(report.screensSeen) seen, \(report.screensReleased) released, "
                + "\(report.screensSeen - report.screensReleased) alive",
        ]
        for object in report.alive {
            let label = object.isLeak ? style.red("LEAK ") : style.dim("alive")
            lines.append("    \(label) \(object.kind.rawValue) \(object.name) at \(object.path): \(object.why)")
        }
        if summary.aliveAfterShutdown.isEmpty {
            lines.append("  after shutdown (tree cancelled, window emptied): nothing alive")
        } else {
            lines.append("  after shutdown (tree cancelled, window emptied), still alive:")
            for object in summary.aliveAfterShutdown {
                lines.append(
                    "    \(style.red("LEAK ")) \(object.kind.rawValue) \(object.name) at \(object.path): \(object.why)")
            }
        }
        let count = report.leaks.count + summary.aliveAfterShutdown.count
        lines.append(count == 0 ? style.bold(style.green("  no leaks")) : style.bold(style.red("  \(count) leak(s)")))
        return lines
    }
}
