import ReactiveCoordinator

/// What opening a link did, once the tree was settled: where it landed, why it was refused, or
/// that it waits.
public enum LinkLandingOutcome: Sendable, Hashable, CustomStringConvertible {
    /// The link completed; the app's ``ExploredApp/screenPath`` is then this one.
    case landed([String])
    /// The link's completion got a `DeepLinkError`: the step it names, if any, and its
    /// description.
    case refused(step: Int?, reason: String)
    /// The link has not completed: it waits for a flow on the way to be ready for links.
    case waiting

    /// `InboxScreen > MessageScreen`, `refused: REASON` or `waits`.
    public var description: String {
        switch self {
        case .landed(let path): Self.path(path)
        case .refused(_, let reason): "refused: \(reason)"
        case .waiting: "waits"
        }
    }

    /// A screen path as the table prints it.
    static func path(_ names: [String]) -> String {
        names.isEmpty ? "(no screen)" : names.joined(separator: " > ")
    }
}

/// Every link the explorer opened, against every kind of state it opened it from: the link x
/// state table of ``ExplorationReport/landings``.
///
/// States are grouped by where the user is when the link arrives (the ``ExploredApp/screenPath``,
/// the alert shown, the requests in flight), so the table stays as small as the app's screens
/// while the explorer visits thousands of states. Each cell says what the link did from there,
/// what its contract (``LinkLanding``) expected, and from how many states.
///
/// ## Contract
/// - One cell per link, state group, outcome and expectation: a link that does two things from
///   one group (its outcome depends on more than the screens) has two cells.
/// - A link opened with the finger on a gesture, whose landing waits for the lift, has a cell
///   `waits` from an origin that names the gesture (`+ swiping back on 0.0`); each end of the
///   gesture the explorer plays then judges it in a cell of its own (`..., cancelled`,
///   `..., completed`). The waiting cell keeps only the links whose state no lift judged.
/// - Cells are in a stable order (links as the explorer was given them, groups as the search
///   first met them, which is breadth first), so the same exploration prints the same table.
/// - ``description`` prints a header line, then one block per link, one aligned line per cell.
public struct LinkLandingTable: Sendable, Hashable, CustomStringConvertible {
    /// What one link did from one group of states.
    public struct Cell: Sendable, Hashable {
        /// The link's name, such as its URL.
        public var link: String
        /// Where the user was when the link arrived: the screen path, then the alert shown and
        /// the requests in flight, if any (`InboxScreen > MessageScreen + alert "Discard?"`).
        public var origin: String
        /// What the link did.
        public var outcome: LinkLandingOutcome
        /// What the contract expected, or `nil` when no contract held there.
        public var expectation: LinkLanding.Expectation?
        /// How many states of the group the link was opened from.
        public var states: Int

        /// Whether the outcome met the contract; `nil` when no contract held.
        public var isAsContracted: Bool? {
            expectation.map { $0.isMet(by: outcome) }
        }
    }

    /// The cells, in a stable order.
    public var cells: [Cell] = []

    /// How many times the explorer opened a link, in all: a link that waited for the finger is
    /// one link opened, though each end of the gesture judges it in a cell of its own.
    public var linksOpened = 0

    /// Creates an empty table.
    public init() {}

    /// The links that have a cell, in order.
    public var links: [String] {
        var seen: Set<String> = []
        return cells.map(\.link).filter { seen.insert($0).inserted }
    }

    /// The groups of states that have a cell.
    public var origins: Set<String> {
        Set(cells.map(\.origin))
    }

    /// The cells whose outcome did not meet their contract.
    public var broken: [Cell] {
        cells.filter { $0.isAsContracted == false }
    }

    /// One line: links, state groups, cells, links opened, and how many were as contracted.
    public var summary: String {
        let checked = cells.filter { $0.expectation != nil }.reduce(0) { $0 + $1.states }
        let wrong = broken.reduce(0) { $0 + $1.states }
        return "link x state: \(links.count) links x \(origins.count) screen paths, \(cells.count) cells, "
            + "\(linksOpened) links opened, \(checked) checked against a contract, \(wrong) not as contracted"
    }

    /// The summary, then per link an aligned line per cell:
    /// `from ORIGIN  -> OUTCOME  ok|WRONG, contract: EXPECTED|no contract  (N states)`.
    public var description: String {
        let width = cells.map(\.origin.count).max() ?? 0
        var lines = [summary]
        for link in links {
            lines.append(link)
            let rows = cells.filter { $0.link == link }
            let outcomeWidth = rows.map(\.outcome.description.count).max() ?? 0
            for cell in rows {
                let verdict: String
                switch (cell.expectation, cell.isAsContracted) {
                case (nil, _): verdict = "no contract"
                case (_, true?): verdict = "ok"
                case (let expected?, _): verdict = "WRONG, contract: \(expected)"
                }
                let origin = Self.padded(cell.origin, to: width)
                let outcome = Self.padded(cell.outcome.description, to: outcomeWidth)
                lines.append(
                    "  from \(origin)  -> \(outcome)  \(verdict)  (\(cell.states) state\(cell.states == 1 ? "" : "s"))")
            }
        }
        return lines.joined(separator: "\n")
    }

    private static func padded(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
