import ReactiveCoordinator

extension FlowExplorer {
    /// Adds contracts saying where the links of some patterns must land; the explorer then
    /// checks each link it opens, from every state it reaches, against the first contract of
    /// the link's pattern whose condition holds there.
    ///
    /// Every link is recorded in the report's link x state table
    /// (``ExplorationReport/landings``), with a contract or without. See ``LinkLanding`` for
    /// the patterns, the expectations and the findings.
    ///
    /// - Parameter landings: The contracts, in the order they are tried.
    public func expectLandings(_ landings: [LinkLanding]) {
        linkLandings.contracts += landings
    }
}

/// The explorer's landing contracts and, while it explores, its link x state table.
@MainActor
final class LinkLandings {
    /// What is known of a link before it is opened, and its completion once it comes.
    final class Probe {
        let link: String
        let origin: String
        let contract: LinkLanding?
        /// Whether the user's finger was on a gesture when the link was opened: a link that then
        /// waits waits for the finger, and where it lands is the gesture's end's to decide.
        let isBehindGesture: Bool
        /// The link's completion, once called.
        var result: Result<Void, DeepLinkError>?
        /// Whether it was recorded waiting for the finger, unjudged.
        var waitedForGesture = false

        init(link: String, origin: String, contract: LinkLanding?, isBehindGesture: Bool = false) {
            self.link = link
            self.origin = origin
            self.contract = contract
            self.isBehindGesture = isBehindGesture
        }

        func complete(_ result: Result<Void, DeepLinkError>) {
            self.result = result
        }
    }

    var contracts: [LinkLanding] = [] {
        didSet { contractsByLink = [:] }
    }
    /// For each link opened so far, the contracts whose pattern it matches, by index in order:
    /// every link is opened from every state, and matching a pattern splits texts.
    private var contractsByLink: [String: [Int]] = [:]
    /// The table under construction, while an exploration runs; `nil` otherwise, so that a
    /// replay or a check records nothing.
    private var table: TableBuilder?
    /// Whether a checked link goes in the table; off while the search checks a finding again.
    var isRecording = true

    /// Starts the table of one exploration.
    func beginTable(links: [String]) {
        table = TableBuilder(links: links)
    }

    /// The table so far, and stops recording.
    func endTable() -> LinkLandingTable {
        defer { table = nil }
        return table?.table ?? LinkLandingTable()
    }

    /// A probe for an action that opens a link, taken before the action is played; `nil` for
    /// any other action.
    func probe(_ action: FlowAction, in app: ExploredApp) -> Probe? {
        guard case .link(let name) = action else { return nil }
        var origin = ScreenPath.text(of: app.root)
        if let alert = HierarchyWalk.shownAlert(in: app.root) {
            origin += " + \(alert.style) \(SwiftLiteral.quoted(alert.title))"
        }
        if let requests = app.responses?.requestsInFlight, !requests.isEmpty {
            origin += " + in flight: \(requests.joined(separator: ", "))"
        }
        let gesture = InteractiveGestures.underWay(in: app.root)
        if let gesture { origin += " + \(gesture.origin)" }
        var contract: LinkLanding?
        // A loop, not `first(where:)`: a main-actor closure checks its executor at each call.
        for index in contracts(matching: name) where contracts[index].condition?(app) ?? true {
            contract = contracts[index]
            break
        }
        return Probe(link: name, origin: origin, contract: contract, isBehindGesture: gesture != nil)
    }

    /// The indexes of the contracts whose pattern a link matches, in order.
    private func contracts(matching link: String) -> [Int] {
        if let known = contractsByLink[link] { return known }
        var matching: [Int] = []
        for (index, contract) in contracts.enumerated() where LinkPattern.matches(contract.pattern, link: link) {
            matching.append(index)
        }
        contractsByLink[link] = matching
        return matching
    }

    /// Checks a link as `check(_:in:after:)` does for an app, and keeps a link left waiting for
    /// the finger in the run, to be judged when a later step lifts it.
    func check(
        _ probe: Probe, in run: AppRun, after violations: [(kind: ExplorationFinding.Kind, message: String)]
    ) -> [(kind: ExplorationFinding.Kind, message: String)] {
        let checked = check(probe, in: run.app, after: violations)
        // A newer link replaces the one that waited: that one is not the contract's to judge.
        run.linkBehindGesture = probe.waitedForGesture ? probe : nil
        return checked
    }

    /// Whether a link opened with the finger down waits for it, as `check(_:in:after:)` would
    /// record it, for a link played without being checked (a replay, a way back).
    func waitsForFinger(_ probe: Probe, in app: ExploredApp) -> Bool {
        probe.isBehindGesture && Self.waitsForGesture(outcome(of: probe, in: app), in: app)
    }

    /// Judges a link that waited for the finger once `action` lifted it (issue 35).
    ///
    /// The link waited whole and ran when the finger lifted: it is judged as any link is, by the
    /// contract that held when it was opened, from an origin that names the gesture and how it
    /// ended (`+ swiping back on 0.0, cancelled`). A link still waiting then (a flow not ready)
    /// is judged as waiting.
    ///
    /// Both ends of a gesture judge the link, each from its own origin. A state's waiting link is
    /// one link opened, recorded as waiting: `takesBackWaiting` (at the first end judged there)
    /// gives that count to the judged cell.
    ///
    /// - Parameters:
    ///   - waiting: The link as it was opened: its origin and contract.
    ///   - result: Its completion in the app that lifted the finger.
    ///   - action: The lift.
    ///   - app: The app that lifted it.
    ///   - takesBackWaiting: Whether this is the first lift judged in the state.
    /// - Returns: What broke the link's contract.
    func judgeAfterLift(
        _ waiting: Probe, result: Result<Void, DeepLinkError>?, by action: FlowAction, in app: ExploredApp,
        takesBackWaiting: Bool
    ) -> [(kind: ExplorationFinding.Kind, message: String)] {
        let ended = action == .completeInteractiveTransition ? "completed" : "cancelled"
        let lifted = Probe(link: waiting.link, origin: "\(waiting.origin), \(ended)", contract: waiting.contract)
        lifted.result = result
        if isRecording, takesBackWaiting { table?.forget(waiting, outcome: .waiting) }
        return landing(lifted, in: app, isLift: true)
    }

    /// Records where a link landed, once the tree is settled, and adds what broke its contract to
    /// what the step broke.
    ///
    /// A link under a contract is judged by it: the `REJECTED deep link` line of its own
    /// refusal is no finding by itself, so a refusal the contract expects is none, and one it
    /// does not expect is a ``ExplorationFinding/Kind/linkRefused`` finding.
    func check(
        _ probe: Probe, in app: ExploredApp, after violations: [(kind: ExplorationFinding.Kind, message: String)]
    ) -> [(kind: ExplorationFinding.Kind, message: String)] {
        var violations = violations
        if probe.contract != nil, case .failure? = probe.result {
            violations.removeAll {
                $0.kind == .rejectedOperation && PlainText.contains(": REJECTED deep link: ", in: $0.message)
            }
        }
        return violations + landing(probe, in: app)
    }

    private func outcome(of probe: Probe, in app: ExploredApp) -> LinkLandingOutcome {
        switch probe.result {
        case nil: .waiting
        case .success?: .landed(app.screenPath)
        case .failure(let error)?: .refused(step: error.refusedStep, reason: error.description)
        }
    }

    // `isLift`: the finger's lift judges a link opened earlier, which counts as no link opened.
    private func landing(
        _ probe: Probe, in app: ExploredApp, isLift: Bool = false
    ) -> [(kind: ExplorationFinding.Kind, message: String)] {
        let outcome = outcome(of: probe, in: app)
        if probe.isBehindGesture, Self.waitsForGesture(outcome, in: app) {
            // Where it lands is for the finger's lift to decide: recorded as waiting, unjudged,
            // then judged by `judgeAfterLift(_:result:by:in:takesBackWaiting:)`.
            probe.waitedForGesture = true
            if isRecording { table?.record(probe, outcome: .waiting, judged: false, opens: !isLift) }
            return []
        }
        if isRecording { table?.record(probe, outcome: outcome, opens: !isLift) }
        guard let contract = probe.contract, !contract.expectation.isMet(by: outcome) else { return [] }
        let did: String
        let kind: ExplorationFinding.Kind
        switch outcome {
        case .landed(let path): (did, kind) = ("landed on \(LinkLandingOutcome.path(path))", .linkLandedElsewhere)
        case .waiting: (did, kind) = ("waits", .linkLandedElsewhere)
        case .refused(_, let reason):
            if case .refused = contract.expectation.kind {
                (did, kind) = ("was refused: \(reason)", .linkLandedElsewhere)  // at another step
            } else {
                (did, kind) = ("was refused: \(reason)", .linkRefused)
            }
        }
        return [
            (
                kind,
                "link \(probe.link) from \(probe.origin) \(did); the contract of \(contract.pattern) says "
                    + "\(contract.expectation)"
            )
        ]
    }

    /// Whether a link opened while the user's finger was on a gesture waits for the gesture to
    /// end: it has not completed, or it completed while what its steps show still waits for the
    /// container the gesture holds.
    private static func waitsForGesture(_ outcome: LinkLandingOutcome, in app: ExploredApp) -> Bool {
        switch outcome {
        case .waiting: true
        case .landed: InteractiveGestures.isUnderWay(in: app.root) && app.tree.waitingChanges != nil
        case .refused: false
        }
    }

    /// The cells of one exploration, counted as links are opened.
    private struct TableBuilder {
        struct Key: Hashable {
            let link: String
            let origin: String
            let outcome: LinkLandingOutcome
            let expectation: LinkLanding.Expectation?

            /// The link and the origin alone: every link opened looks its cell up, and the
            /// outcome's and the contract's screen paths, hashed too, mostly tell apart no more
            /// cells (equality still compares all four).
            func hash(into hasher: inout Hasher) {
                hasher.combine(link)
                hasher.combine(origin)
            }
        }

        let linkOrder: [String: Int]
        var originOrder: [String: Int] = [:]
        var counts: [Key: Int] = [:]
        var keys: [Key] = []
        var opened = 0

        init(links: [String]) {
            linkOrder = Dictionary(links.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { a, _ in a })
        }

        mutating func record(_ probe: Probe, outcome: LinkLandingOutcome, judged: Bool = true, opens: Bool) {
            if opens { opened += 1 }
            let key = Key(
                link: probe.link, origin: probe.origin, outcome: outcome,
                expectation: judged ? probe.contract?.expectation : nil)
            // One lookup for a cell already counted, which most links are: a key hashes its
            // origin and outcome, paths of screen names. Its origin was numbered with it.
            if let index = counts.index(forKey: key) {
                counts.values[index] += 1
            } else {
                if originOrder[probe.origin] == nil { originOrder[probe.origin] = originOrder.count }
                counts[key] = 1
                keys.append(key)
            }
        }

        /// Takes back one count of an unjudged record.
        mutating func forget(_ probe: Probe, outcome: LinkLandingOutcome) {
            let key = Key(link: probe.link, origin: probe.origin, outcome: outcome, expectation: nil)
            guard let count = counts[key] else { return }
            if count > 1 {
                counts[key] = count - 1
            } else {
                counts[key] = nil
                keys.removeAll { $0 == key }
            }
        }

        var table: LinkLandingTable {
            var table = LinkLandingTable()
            table.linksOpened = opened
            // Each cell's place looked up once, not at each comparison: a look-up hashes the link
            // and the origin, and a sort compares each cell about log2(cells) times.
            let places = keys.enumerated().map { offset, key in
                (link: linkOrder[key.link] ?? .max, origin: originOrder[key.origin] ?? .max, offset: offset)
            }
            let ordered = places.sorted { left, right in
                (left.link, left.origin, left.offset) < (right.link, right.origin, right.offset)
            }
            table.cells = ordered.map { place in
                let key = keys[place.offset]
                return LinkLandingTable.Cell(
                    link: key.link, origin: key.origin, outcome: key.outcome, expectation: key.expectation,
                    states: counts[key] ?? 0)
            }
            return table
        }
    }
}

/// How a link's name matches a pattern of a link table.
enum LinkPattern {
    /// Whether a link named `link` (a URL, a bare path, or any name) matches `pattern`: the
    /// same number of segments, each equal or matched by a `:name` segment; schemes ignored.
    static func matches(_ pattern: String, link: String) -> Bool {
        let patternSegments = segments(pattern)
        let linkSegments = segments(link)
        guard patternSegments.count == linkSegments.count else { return false }
        return zip(patternSegments, linkSegments).allSatisfy { wanted, segment in
            wanted.hasPrefix(":") ? !segment.isEmpty : wanted == segment
        }
    }

    private static func segments(_ text: String) -> [Substring] {
        var rest = afterScheme(Substring(text))
        if let query = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<query] }
        return rest.split(separator: "/", omittingEmptySubsequences: true)
    }

    /// The text after its first `://`, or all of it: what `firstRange(of: "://")` finds, by a
    /// loop over the characters (the generic search costs tens of thousands of instructions a
    /// link, and every link is matched against every contract's pattern).
    private static func afterScheme(_ text: Substring) -> Substring {
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == ":" {
                let second = text.index(after: index)
                if second < text.endIndex, text[second] == "/" {
                    let third = text.index(after: second)
                    if third < text.endIndex, text[third] == "/" { return text[text.index(after: third)...] }
                }
            }
            index = text.index(after: index)
        }
        return text
    }
}
