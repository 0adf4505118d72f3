/// What ``FlowExplorer/explore(depth:)`` found: how much of the app it saw, how fast, and every
/// broken invariant with the shortest path to it.
///
/// <!-- mirrors Tests/FlowExplorerTests/MailAppExplorationTests.swift#report -->
/// ```swift
/// let report = await explorer.explore(depth: 4)
/// let finding = try #require(report.findings.first, "\(report)")
/// ```
///
/// ## Contract
/// - ``findings`` hold one finding per distinct kind and message (the same zombie reached by
///   many paths is one finding), at most ``FlowExplorer/maximumFindings``; the search stops at
///   that many. Each finding's ``ExplorationFinding/actions`` is a shortest sequence that
///   breaks it (breadth first).
/// - ``description`` is a summary line, then each finding's reproduction.
public struct ExplorationReport: Sendable, Hashable, CustomStringConvertible {
    /// Distinct states seen, the initial one included.
    public var statesVisited: Int
    /// Actions tried, each from a state to a state (the same one included).
    public var transitions: Int
    /// The depth of the deepest state seen: the length of the shortest path to it.
    public var depthReached: Int
    /// Whether the search ran out of new states before the depth it was given.
    public var isComplete: Bool
    /// How long the search took, in seconds.
    public var seconds: Double
    /// Fresh apps built to replay paths.
    public var appsBuilt: Int
    /// Transitions after which a way back (``FlowExplorer/usesWaysBack``) reached the state
    /// again, so that no fresh app was needed.
    public var waysBack: Int
    /// Apps that were still alive after the explorer cancelled their tree and let them go.
    public var appsNotReleased: Int
    /// An estimate of the memory the visited set takes per state, in bytes: the canonical key's
    /// storage, the set's slot and the record of the action that reached it, and a share of the
    /// transitions kept to walk apps back.
    public var bytesPerState: Int
    /// The broken invariants, shortest first.
    public var findings: [ExplorationFinding]
    /// Every link opened, against the kinds of state it was opened from, with what its landing
    /// contract (``LinkLanding``) expected; empty when the explorer has no link.
    public var landings = LinkLandingTable()

    /// Distinct states seen per second.
    public var statesPerSecond: Double {
        seconds > 0 ? Double(statesVisited) / seconds : 0
    }

    /// One line: states, transitions, depth, speed, memory and the number of findings.
    public var summary: String {
        let rate = Int(statesPerSecond.rounded())
        let seconds = (self.seconds * 1000).rounded() / 1000
        return "\(statesVisited) states, \(transitions) transitions, depth \(depthReached)"
            + "\(isComplete ? " (complete)" : ""), \(seconds) s, \(rate) states/s, \(bytesPerState) bytes/state, "
            + "\(appsBuilt) apps built, \(waysBack) ways back, \(appsNotReleased) not released, \(findings.count) finding(s)"
    }

    /// The summary line, then each finding's message and reproduction.
    public var description: String {
        ([summary] + findings.map(\.description)).joined(separator: "\n")
    }
}

/// An invariant that a sequence of user actions breaks, with the shortest such sequence.
///
/// ## Contract
/// - ``actions`` replayed into a fresh app break the invariant at their last action.
/// - ``reproduction`` is Swift source of a Swift Testing `@Test` that replays ``actions``,
///   ready to paste into a test file, with the event log so far as a comment.
public struct ExplorationFinding: Sendable, Hashable, CustomStringConvertible {
    /// Which invariant broke.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// A running coordinator's bound screen is off the hierarchy, or nothing can end a running
        /// coordinator, by the leak report's rule: its bound screen is gone, or it is a flow
        /// below the root left on nothing (no bound screen, no routed or shown screen alive where
        /// it put it, no child, no task or open alert, after it had one of them).
        case zombieCoordinator
        /// The leak audit found an object that should be gone: a screen off the hierarchy still
        /// alive, a flow that ended but is still referenced, a flow bound to nothing.
        case leak
        /// An `UNHANDLED` line the explorer was not told to allow.
        case unhandledIntent
        /// A `REJECTED` line the explorer was not told to allow.
        case rejectedOperation
        /// The event log skipped or repeated a sequence number.
        case logSequenceGap
        /// A guarded screen (`Flow.guardLeaving(_:in:onAttempt:)`) left the hierarchy in a step
        /// in which its guard's flow was neither asked nor told, answered no alert, and did not
        /// end: something took it past its guard (a container changed directly, say).
        case guardBypassed
        /// A change that waited (for a guard's answer, or behind an alert) ended with a second
        /// outcome, or a change ended that nobody saw wait (`changeEnded` in the log).
        case changeOutcome
        /// An invariant of the user's.
        case userInvariant
        /// Replaying a path gave another state than the first time: the app is not
        /// deterministic, or an action no longer applied.
        case replayDiverged
        /// A link landed on other screens than its ``LinkLanding`` contract says, waited where
        /// it must land, or landed where it must be refused or wait.
        case linkLandedElsewhere
        /// A link was refused where its ``LinkLanding`` contract says it must land or wait.
        case linkRefused
    }

    /// Which invariant broke.
    public var kind: Kind
    /// What is wrong, in words.
    public var message: String
    /// The shortest sequence of actions from a fresh app that breaks the invariant.
    public var actions: [FlowAction]
    /// The event log of the app, one `path: event` line each, up to the failing step.
    public var eventLog: [String]
    /// A Swift Testing `@Test` that replays ``actions``, ready to paste.
    public var reproduction: String

    /// The kind and message, the actions, then the reproduction.
    public var description: String {
        var lines = ["\(kind.rawValue): \(message)", "after \(actions.count) action(s):"]
        lines += actions.map { "  \($0)" }
        lines.append(reproduction)
        return lines.joined(separator: "\n")
    }
}
