import ReactiveCoordinator
import ReactiveCoordinatorDiagnostics

/// Formats each log entry as one JSON object on one line, for tools (`--format json`).
///
/// Every object starts with `"type"`; the other fields depend on it and keep these names and
/// this order from release to release. Fields marked optional are `null` when they do not apply.
///
/// | type | fields |
/// |---|---|
/// | `title` | `name`, `summary` |
/// | `origin` | `text`: who described a scenario's case |
/// | `action` | `step` (from 1), `command` (as `--interactive` accepts it) |
/// | `note` | `text` |
/// | `navigation` | `text`: a change to the screens, such as a back tap |
/// | `event` | `seq` (from 1, no gaps), `path`, `depth` (0 at the root), `event`, `text`, then the event's details |
/// | `message` | `text` |
/// | `refused` | `text`: a command that changed nothing |
/// | `failed` | `text`: an action that stopped part way |
/// | `screen` | `path`, `screen`, `buttons`: objects with `name`, `argument` (optional), `summary` |
/// | `tree` | `nodes`: objects with `path`, `name`, `depth`, `state`, `boundScreen` (optional), `routedScreens`, `childCount`; `hierarchy`: lines |
/// | `picture` | `format`: `dot` or `mermaid`; `text`: the picture, lines ending in line breaks |
/// | `scenario` | (`--list` only) `name`, `summary`, `origin` (optional) |
/// | `summary` | `coordinatorsCreated`, `coordinatorsReleased`, `screensSeen`, `screensReleased`, `alive`, `aliveAfterShutdown` (objects with `kind`, `name`, `path`, `why`, `leak`), `leaks` (a count), `leaked` |
///
/// The `event` field of an event and its details:
///
/// | event | details |
/// |---|---|
/// | `started`, `paused`, `resumed` | none |
/// | `intent` | `intent`, `screen` |
/// | `routed` | `intent`, `from` (optional: the child it bubbled from) |
/// | `bubbled`, `unhandled`, `buffered` | `intent` |
/// | `dropped` | `intent`, `reason` |
/// | `bound`, `screenRouted`, `screenReleased` | `screen` |
/// | `childAdded` | `child` |
/// | `childFinished` | `child`, `result` (optional), `reason` |
/// | `tornDown` | `reason`: `finished`, `screenReleased`, `parentTornDown` or `cancelled` |
/// | `rejected` | `operation`, `reason` |
/// | `deepLinkStep` | `index`, `intent` |
/// | `deepLinkWaiting` | `reason` |
/// | `restorationStep` | `index`, `kind` |
/// | `alertShown` | `title`, `style`: `alert` or `confirmationDialog` |
/// | `alertAnswered` | `title`, `button`, `action` |
/// | `alertDismissed` | `title`, `reason`: `system`, `flowEnded`, `presenterRemoved` or `notShown` |
/// | `leaveRefused` | `screen`, `gesture`: `swipeDown`, `backTap` or `backSwipe` |
///
/// ```json
/// {"type":"event","seq":3,"path":"app/login","depth":1,"event":"started","text":"started"}
/// ```
package struct JSONLogFormatter: LogFormatter {
    /// Creates the formatter.
    package init() {}

    /// One line of JSON for the entry; none for a gesture's breadcrumb.
    ///
    /// - Parameter entry: The entry.
    /// - Returns: One line, or none.
    package func lines(for entry: LogEntry) -> [String] {
        // A gesture's breadcrumb repeats the navigation line before it.
        if case .gesture = entry { return [] }
        return [JSONValue.object(fields(for: entry)).encoded]
    }

    private func fields(for entry: LogEntry) -> [(String, JSONValue)] {
        switch entry {
        case .title(let name, let summary):
            [("type", "title"), ("name", .string(name)), ("summary", .string(summary))]
        case .action(let step, let command):
            [("type", "action"), ("step", .int(step)), ("command", .string(command))]
        case .origin(let text):
            [("type", "origin"), ("text", .string(text))]
        case .note(let text):
            [("type", "note"), ("text", .string(text))]
        case .navigation(let text):
            [("type", "navigation"), ("text", .string(text))]
        case .gesture:
            // Never printed: ``lines(for:)`` skips it.
            [("type", "gesture")]
        case .event(let event):
            eventFields(event)
        case .message(let text):
            [("type", "message"), ("text", .string(text))]
        case .refused(let text):
            [("type", "refused"), ("text", .string(text))]
        case .failed(let text):
            [("type", "failed"), ("text", .string(text))]
        case .screen(let info):
            [
                ("type", "screen"), ("path", .string(info.path)), ("screen", .string(info.screen)),
                ("buttons", .array(info.buttons.map(buttonValue))),
            ]
        case .tree(let snapshot, let hierarchy):
            [
                ("type", "tree"), ("nodes", .array(snapshot.nodes.map(nodeValue))),
                ("hierarchy", .array(hierarchy.split(separator: "\n").map { .string(String($0)) })),
            ]
        case .picture(let format, let text):
            [("type", "picture"), ("format", .string(format.rawValue)), ("text", .string(text))]
        case .summary(let summary):
            summaryFields(summary)
        }
    }

    private func eventFields(_ event: CoordinatorEvent) -> [(String, JSONValue)] {
        let (name, details) = event.kind.jsonFields
        return [
            ("type", "event"), ("seq", .int(event.sequence)), ("path", .string(event.path)),
            ("depth", .int(event.depth)), ("event", .string(name)), ("text", .string(event.kind.description)),
        ] + details
    }

    private func buttonValue(_ button: ButtonInfo) -> JSONValue {
        .object([
            ("name", .string(button.name)), ("argument", JSONValue(button.argument)),
            ("summary", .string(button.summary)),
        ])
    }

    private func nodeValue(_ node: TreeSnapshot.Node) -> JSONValue {
        .object([
            ("path", .string(node.path)), ("name", .string(node.name)), ("depth", .int(node.depth)),
            ("state", .string(node.state.rawValue)), ("boundScreen", JSONValue(node.boundScreen)),
            ("routedScreens", .array(node.routedScreens.map(JSONValue.string))), ("childCount", .int(node.childCount)),
        ])
    }

    private func aliveValue(_ object: LeakReport.AliveObject) -> JSONValue {
        .object([
            ("kind", .string(object.kind.rawValue)), ("name", .string(object.name)), ("path", .string(object.path)),
            ("why", .string(object.why)), ("leak", .bool(object.isLeak)),
        ])
    }

    private func summaryFields(_ summary: SessionSummary) -> [(String, JSONValue)] {
        let report = summary.report
        return [
            ("type", "summary"),
            ("coordinatorsCreated", .int(report.coordinatorsCreated)),
            ("coordinatorsReleased", .int(report.coordinatorsReleased)),
            ("screensSeen", .int(report.screensSeen)),
            ("screensReleased", .int(report.screensReleased)),
            ("alive", .array(report.alive.map(aliveValue))),
            ("aliveAfterShutdown", .array(summary.aliveAfterShutdown.map(aliveValue))),
            ("leaks", .int(report.leaks.count + summary.aliveAfterShutdown.count)),
            ("leaked", .bool(summary.leaked)),
        ]
    }
}
