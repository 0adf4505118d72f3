/// Remembers, weakly, every coordinator and screen a tree has seen, so it can say which are
/// still alive and why.
///
/// A running coordinator is reachable from the tree's root, so the audit keeps no entry for it:
/// it numbers it at its start and enters it when it ends, from when it could only be alive by
/// mistake. So an idle coordinator costs the audit nothing, and the report, which walks the tree
/// for the running ones, lists everything in the order the tree first saw it.
@MainActor
final class LeakAudit {
    /// A screen a coordinator of the tree routed: the fields every report reads.
    ///
    /// Plain numbers, so that reading one copies no reference: the screen itself and its words
    /// are kept beside it, at the same index of `screens` and `labels`. (Copying an entry that
    /// held them, which reading its fields did, cost the report more than its checks.)
    struct ScreenEntry {
        /// When the tree first saw it: the report's order.
        let order: Int
        /// The audit order of the coordinator that routed it.
        ///
        /// A number, not a weak reference: a weak reference gives the coordinator a side table, and with it the slow
        /// reference counting that would cost a routed intent more than the rest of its work.
        let ownerOrder: Int
        /// Its intents finished (a container removed it) while it was alive.
        var removed = false
    }

    /// A routed screen, held weakly: alive means something still holds it.
    struct WeakScreen {
        weak var screen: AnyObject?
    }

    /// A routed screen's name, and the path of the coordinator that routed it.
    struct ScreenLabel {
        let name: String
        let path: String
    }

    /// A coordinator that ended: its number, the user's coordinator object while something still
    /// holds it, and where it was.
    ///
    /// The node is not watched: it lets go of the user's coordinator and every closure it was
    /// given when it ends, so a handle (`Flow`, `AnyFlow`) kept by a test or the app holds nothing
    /// of the user's. The user's object is what a zombie is made of.
    struct EndedCoordinator {
        let order: Int
        /// The user's coordinator, if it is a class (a struct has no identity to outlive its flow).
        weak var object: AnyObject?
        let name: String
        let path: String
        let reason: TeardownReason?
    }

    /// Something the report found alive: a running coordinator, or the index of what the audit
    /// kept of an ended coordinator or a screen.
    ///
    /// Indexes, not copies: the report sorts these, and copying an entry copies its weak reference.
    private enum Alive {
        case coordinator(FlowNode)
        /// The user's coordinator object, alive after its flow ended: an index in `ended`.
        case endedObject(Int)
        /// A screen, alive: an index in `entries`, the screen, held for the report, and the two
        /// fields every check reads, taken in the pass that found it (reading a field of
        /// `entries[index]` later copies the whole entry, and with it its weak reference).
        case screen(Int, AnyObject, removed: Bool, ownerOrder: Int)
    }

    /// The screens its coordinators routed: in one stored property, so that registering one is
    /// one access checked for exclusivity at run time, not one per list read or written (seven a
    /// route, callgrind).
    private var routed = RoutedScreens()
    private var ended: [EndedCoordinator] = []
    /// How many of `ended`, from the first, a leaks-only check found released: a weak reference
    /// that reads `nil` never reads an object again, so the check after every action reads only
    /// the coordinators that ended since (each read of one loads its weak reference, the slow way).
    private var endedKnownReleased = 0
    private var endedCompactionThreshold = 1024
    private(set) var coordinatorsSeen = 0

    /// Screens, in the order they were first routed: three lists, one index.
    private var entries: [ScreenEntry] { routed.entries }
    private var screens: [WeakScreen] { routed.screens }
    private var labels: [ScreenLabel] { routed.labels }
    var screensSeen: Int { routed.seen }

    /// Numbers a coordinator that starts in the tree.
    ///
    /// - Returns: Its number, which orders the report; the node keeps it.
    func register() -> Int {
        coordinatorsSeen += 1
        return coordinatorsSeen + screensSeen
    }

    /// Enters a coordinator of the tree that has ended: from now on, alive means leaked.
    ///
    /// - Parameters:
    ///   - coordinator: The node that ended.
    ///   - object: The user's coordinator, if something other than the node still holds it.
    func noteEnded(coordinator: FlowNode, outliving object: AnyObject?) {
        guard coordinator.auditOrder > 0, let object else { return }
        ended.append(
            EndedCoordinator(
                order: coordinator.auditOrder, object: object, name: coordinator.name, path: coordinator.path,
                reason: coordinator.teardownReason))
        if ended.count >= endedCompactionThreshold {
            Self.keepAlive(&ended) { $0.object != nil }
            endedCompactionThreshold = max(1024, ended.count * 2)
            endedKnownReleased = 0
        }
    }

    func register(screen: AnyObject, name: String, routedBy owner: FlowNode) {
        routed.register(screen, name: name, routedBy: owner, coordinatorsSeen: coordinatorsSeen)
    }

    /// Notes that a routed screen's intents finished while it was still alive.
    ///
    /// A container removed it, or its channel was finished: if it is still alive at the next
    /// report, something else holds it.
    func noteRemoved(screen: AnyObject) {
        routed.noteRemoved(screen)
    }

    /// Removes the elements that are not alive, in place and in order: elements holding weak
    /// references are moved, never copied (a copy registers another weak reference).
    private static func keepAlive<Element>(_ list: inout [Element], _ isAlive: (borrowing Element) -> Bool) {
        var kept = 0
        for index in list.indices where isAlive(list[index]) {
            if kept != index { list.swapAt(kept, index) }
            kept += 1
        }
        list.removeLast(list.count - kept)
    }

    /// The screens a tree's coordinators routed, in the order they were first routed: three
    /// lists, one index, and how many it has seen.
    @MainActor
    private struct RoutedScreens {
        var entries: [ScreenEntry] = []
        var screens: [WeakScreen] = []
        var labels: [ScreenLabel] = []
        private var places: [ObjectIdentifier: Int] = [:]
        private var compactionThreshold = 1024
        private(set) var seen = 0

        /// The screens a tree's lists have room for when it routes its first.
        private static let firstCapacity = 8

        mutating func register(
            _ screen: AnyObject, name: String, routedBy owner: FlowNode, coordinatorsSeen: Int
        ) {
            // A screen routed by several coordinators is one screen, owned by the first.
            if let known = places[ObjectIdentifier(screen)], screens[known].screen === screen { return }
            seen += 1
            if places.isEmpty { places.reserveCapacity(Self.firstCapacity) }
            places[ObjectIdentifier(screen)] = entries.count
            append(
                ScreenEntry(order: coordinatorsSeen + seen, ownerOrder: owner.auditOrder),
                screen: screen, label: ScreenLabel(name: name, path: owner.path))
        }

        mutating func noteRemoved(_ screen: AnyObject) {
            guard let known = places[ObjectIdentifier(screen)], screens[known].screen === screen else { return }
            entries[known].removed = true
        }

        /// Drops entries of released screens once the list doubles, so long sessions stay small.
        private mutating func append(_ entry: ScreenEntry, screen: AnyObject, label: ScreenLabel) {
            if entries.isEmpty {
                // A tree routes a few screens at least: room for them at once, rather than each list
                // copied as it grows from one to two to four.
                entries.reserveCapacity(Self.firstCapacity)
                screens.reserveCapacity(Self.firstCapacity)
                labels.reserveCapacity(Self.firstCapacity)
            }
            entries.append(entry)
            screens.append(WeakScreen(screen: screen))
            labels.append(label)
            if entries.count >= compactionThreshold {
                // The three lists keep one index: moved together, by the rule of `keepAlive`, read
                // from `screens`, whose nil entries are those of released screens.
                var kept = 0
                for index in screens.indices where screens[index].screen != nil {
                    if kept != index {
                        screens.swapAt(kept, index)
                        entries.swapAt(kept, index)
                        labels.swapAt(kept, index)
                    }
                    kept += 1
                }
                screens.removeLast(screens.count - kept)
                entries.removeLast(entries.count - kept)
                labels.removeLast(labels.count - kept)
                compactionThreshold = max(1024, entries.count * 2)
                places.removeAll(keepingCapacity: true)
                for index in screens.indices {
                    if let screen = screens[index].screen { places[ObjectIdentifier(screen)] = index }
                }
            }
        }
    }

    /// What is alive, and why.
    ///
    /// - Parameters:
    ///   - root: The tree's root, whose running subtree is walked for the live coordinators.
    ///   - hierarchy: When given, a live object the tree still runs is a leak too if its
    ///     screen is off this hierarchy: something other than the hierarchy keeps the screen alive.
    ///   - onlyHiddenByTeardown: Whether to list only the leaks a teardown would hide, because
    ///     ending the tree breaks the cycle they live by: a routed screen removed from where its
    ///     coordinator put it but alive, a flow with nothing left on screen, and a screen on the
    ///     tree's containers whose intents nobody routes.
    ///   - onlyLeaks: Whether to leave out what is alive for a good reason, whose words the
    ///     report then does not build (the flow explorer asks after every action); the counts
    ///     of the report are then not meaningful.
    /// - Returns: What is alive, and which of it is a leak.
    func report(
        root: FlowNode?, hierarchy: (any NavigationContext)? = nil, onlyHiddenByTeardown: Bool = false,
        onlyLeaks: Bool = false
    ) -> LeakReport {
        // Loops, not `filter` and `map`: a main-actor closure handed to them checks its executor
        // at each call, and this runs after every action the flow explorer plays.
        var running: [FlowNode] = []
        running.reserveCapacity(16)
        root?.forEachInSubtreeParentsFirst { node in
            if node.state != .finished { running.append(node) }
        }
        let shown = ShownScreensAudit(running: running)
        // The flow explorer asks after every action, and usually nothing leaks: the same checks
        // first, without the lists the report sorts and the references they hold.
        if onlyLeaks, !onlyHiddenByTeardown, findsNoLeak(running: running, hierarchy: hierarchy, shown: shown) {
            return LeakReport(
                coordinatorsCreated: coordinatorsSeen, coordinatorsReleased: coordinatorsSeen, screensSeen: screensSeen,
                screensReleased: screensSeen, alive: [])
        }
        var found: [(order: Int, object: Alive)] = []
        found.reserveCapacity(running.count + ended.count + entries.count)
        // An ended coordinator has left the tree and has its own entry.
        for node in running where node.auditOrder > 0 {
            found.append((node.auditOrder, .coordinator(node)))
        }
        // Read through the buffers' elements' `pointee`: the array's subscript copies each entry,
        // and with it its weak reference, to read one field. (Measured: an ended coordinator's
        // fields are read in place; a screen's are plain numbers, its weak reference kept apart.)
        ended.withUnsafeBufferPointer { ended in
            guard let base = ended.baseAddress else { return }
            for index in ended.indices where (base + index).pointee.object != nil {
                found.append(((base + index).pointee.order, .endedObject(index)))
            }
        }
        let screenEntries = entries
        screens.withUnsafeBufferPointer { screens in
            guard let base = screens.baseAddress else { return }
            for index in screens.indices {
                guard let screen = (base + index).pointee.screen else { continue }
                let entry = screenEntries[index]
                found.append(
                    (entry.order, .screen(index, screen, removed: entry.removed, ownerOrder: entry.ownerOrder)))
            }
        }
        // The places in `found` by order, through the core's one sort (`ascendingOrder`), which
        // moves no reference. Only leaks are kept when `onlyLeaks`, and usually there are none:
        // they are sorted once found instead.
        let orders = found.map(\.order)
        let sorted = onlyLeaks ? Array(found.indices) : ascendingOrder(of: orders)
        let owners = RunningByOrder(running)
        var answers = ShownAnswers(expected: found.count, asking: hierarchy != nil)
        var alive: [LeakReport.AliveObject] = []
        var leakOrders: [Int] = []
        for index in sorted {
            let order = orders[index]
            // Each case below appends at most one object; with `onlyLeaks` its order goes beside it.
            defer { if onlyLeaks, leakOrders.count < alive.count { leakOrders.append(order) } }
            switch found[index].object {
            case .endedObject(let index):
                guard !onlyHiddenByTeardown else { continue }
                let entry = ended[index]
                let why = "torn down (\(entry.reason?.description ?? "ended")) but still referenced"
                alive.append(.init(kind: .coordinator, name: entry.name, path: entry.path, why: why, isLeak: true))
            case .coordinator(let coordinator):
                // Only running coordinators come here: an ended one is an `endedObject`.
                let state = coordinator.state
                let findings = CoordinatorFindings(of: coordinator, hierarchy: hierarchy, answers: &answers)
                let (offScreen, unbound, stranded, isLeak) =
                    (findings.offScreen, findings.unbound, findings.stranded, findings.isLeak)
                guard isLeak || !onlyLeaks else { continue }
                let why =
                    if unbound {
                        AnyFlow(coordinator).whyNothingCanEndIt ?? ""
                    } else if let stranded {
                        stranded
                    } else if let offScreen {
                        "in the tree, \(state.rawValue), but its screen \(type(of: offScreen)) is off the hierarchy "
                            + "and still referenced"
                    } else {
                        "in the tree, \(state.rawValue)"
                    }
                guard !onlyHiddenByTeardown || stranded != nil else { continue }
                alive.append(
                    .init(kind: .coordinator, name: coordinator.name, path: coordinator.path, why: why, isLeak: isLeak))
            case .screen(let index, let screen, let removed, let ownerOrder):
                // A running owner is among the running coordinators; an ended one is not.
                let owner = owners.node(ordered: ownerOrder)
                let ownerState = owner?.state
                let findings = ScreenFindings(
                    of: screen, removed: removed, owner: owner, hierarchy: hierarchy, shown: shown, answers: &answers)
                let (ownerEnded, removalWaits, offHierarchy) =
                    (findings.ownerEnded, findings.removalWaits, findings.offHierarchy)
                let (displaced, isLeak) = (findings.displaced, findings.isLeak)
                guard isLeak || !onlyLeaks else { continue }
                let entry = (name: labels[index].name, path: labels[index].path, removed: removed)
                let why =
                    if removalWaits {
                        "its coordinator \(entry.path) ended; its removal waits for its container's transition"
                    } else if ownerEnded {
                        "its coordinator \(entry.path) ended but the screen is still referenced"
                    } else if entry.removed {
                        "removed from the hierarchy (its intents finished) but still referenced: something other "
                            + "than the hierarchy holds it (a route handler capturing it, a cache, a variable)"
                    } else if let displaced {
                        displaced
                    } else if offHierarchy {
                        "routed by \(entry.path), \(ownerState?.rawValue ?? ""), but off the hierarchy "
                            + "and still referenced"
                    } else {
                        "routed by \(entry.path), \(ownerState?.rawValue ?? "")"
                    }
                guard !onlyHiddenByTeardown || displaced != nil else { continue }
                alive.append(.init(kind: .screen, name: entry.name, path: entry.path, why: why, isLeak: isLeak))
            }
        }
        if onlyLeaks, alive.count > 1 {
            alive = ascendingOrder(of: leakOrders).map { alive[$0] }
        }
        // Screens on the running coordinators' containers that nobody routes: seen now, alive.
        for unrouted in shown.unrouted {
            alive.append(
                .init(
                    kind: .screen, name: unrouted.name, path: unrouted.path, why: ShownScreensAudit.why(unrouted),
                    isLeak: true))
        }
        let aliveCoordinators = alive.filter { $0.kind == .coordinator }.count
        let aliveScreens = alive.count - aliveCoordinators
        // The screens nobody routes are seen and alive in the same breath, so they count on both
        // sides: released stays the routed screens that went.
        let seenScreens = screensSeen + shown.unrouted.count
        return LeakReport(
            coordinatorsCreated: coordinatorsSeen,
            coordinatorsReleased: coordinatorsSeen - aliveCoordinators,
            screensSeen: seenScreens,
            screensReleased: seenScreens - aliveScreens,
            alive: alive
        )
    }
}

extension LeakAudit {
    /// The screen an entry holds weakly, read where the entry is: the leaks-only check's loop
    /// read `.pointee.screen` through a copy of each entry, which registers another weak
    /// reference and drops it (callgrind).
    private static func screen(of entry: borrowing WeakScreen) -> AnyObject? {
        entry.screen
    }

    /// Whether nothing alive is a leak: the report's checks (the same `CoordinatorFindings` and
    /// `ScreenFindings`), without its lists.
    private func findsNoLeak(
        running: [FlowNode], hierarchy: (any NavigationContext)?, shown: ShownScreensAudit
    ) -> Bool {
        guard shown.unrouted.isEmpty else { return false }
        // An ended coordinator's object still alive is a leak. Read in place, as the report does,
        // from the first not known to be released.
        let knownReleased = endedKnownReleased
        let firstAlive = ended.withUnsafeBufferPointer { ended in
            guard let base = ended.baseAddress else { return ended.count }
            for index in knownReleased..<ended.count where (base + index).pointee.object != nil { return index }
            return ended.count
        }
        endedKnownReleased = firstAlive
        guard firstAlive == ended.count else { return false }
        var answers = ShownAnswers(expected: running.count, asking: hierarchy != nil)
        for node in running where node.auditOrder > 0 {
            if CoordinatorFindings(of: node, hierarchy: hierarchy, answers: &answers).isLeak { return false }
        }
        let owners = RunningByOrder(running)
        // Local copies: each read of the audit's own lists would be an exclusivity check. The weak
        // references read in place, through the buffer's `pointee`, as the report reads them: the
        // array's subscript copies each, which registers another weak reference and drops it.
        let (screenEntries, screenList) = (entries, screens)
        return screenList.withUnsafeBufferPointer { screenList in
            guard let base = screenList.baseAddress else { return true }
            for index in screenList.indices {
                guard let screen = Self.screen(of: (base + index).pointee) else { continue }
                let entry = screenEntries[index]
                let findings = ScreenFindings(
                    of: screen, removed: entry.removed, owner: owners.node(ordered: entry.ownerOrder),
                    hierarchy: hierarchy, shown: shown, answers: &answers)
                if findings.isLeak { return false }
            }
            return true
        }
    }
}

/// The running coordinators the audit numbered, by their audit order, to find a screen's owner:
/// the report and its leaks-only check look owners up the same way.
///
/// A scan of the few an app runs at once costs less than a table, which a large tree gets.
@MainActor
private struct RunningByOrder {
    private let list: [(order: Int, node: FlowNode)]
    private let table: [Int: FlowNode]

    init(_ running: [FlowNode]) {
        var list: [(order: Int, node: FlowNode)] = []
        list.reserveCapacity(running.count)
        for node in running where node.auditOrder > 0 { list.append((node.auditOrder, node)) }
        var table: [Int: FlowNode] = [:]
        if list.count > 32 {
            table.reserveCapacity(list.count)
            for (order, node) in list { table[order] = node }
        }
        (self.list, self.table) = (list, table)
    }

    func node(ordered order: Int) -> FlowNode? {
        if list.count > 32 { return table[order] }
        for entry in list where entry.order == order { return entry.node }
        return nil
    }
}

/// The hierarchy's answers to "is this screen shown?", each asked once.
///
/// A bound screen is routed too, so the report would ask twice. The answers are kept in a list
/// while there are few (a scan costs less than hashing), in two sets past that (sets of
/// identifiers the core already has, where a table of answers would be a dictionary specialized
/// for this alone).
@MainActor
private struct ShownAnswers {
    private var few: Bool
    private var list: [(id: ObjectIdentifier, isShown: Bool)] = []
    private var shownSet: Set<ObjectIdentifier> = []
    private var hiddenSet: Set<ObjectIdentifier> = []

    init(expected count: Int, asking: Bool) {
        few = count <= 64
        if asking, few { list.reserveCapacity(count) }
    }

    mutating func isShown(_ screen: AnyObject, in hierarchy: any NavigationContext) -> Bool {
        let id = ObjectIdentifier(screen)
        if few {
            for known in list where known.id == id { return known.isShown }
        } else if shownSet.contains(id) {
            return true
        } else if hiddenSet.contains(id) {
            return false
        }
        let shown = hierarchy.contains(screen)
        if few, list.count >= 64 {
            few = false
            for known in list { remember(known.isShown, of: known.id) }
            list = []
        }
        if few {
            list.append((id, shown))
        } else {
            remember(shown, of: id)
        }
        return shown
    }

    private mutating func remember(_ shown: Bool, of id: ObjectIdentifier) {
        if shown {
            shownSet.insert(id)
        } else {
            hiddenSet.insert(id)
        }
    }
}

/// What makes a running coordinator a leak, if anything.
@MainActor
private struct CoordinatorFindings {
    /// Its bound screen, alive but off the hierarchy.
    let offScreen: AnyObject?
    /// Its bound screen is gone, whether its route went too or is still open: a channel something
    /// else keeps outlives its screen, and no release reaches the coordinator.
    let unbound: Bool
    /// Why no release can end it (``ShownScreensAudit/strandedFlow(_:)``).
    let stranded: String?

    var isLeak: Bool { offScreen != nil || unbound || stranded != nil }

    init(of coordinator: FlowNode, hierarchy: (any NavigationContext)?, answers: inout ShownAnswers) {
        // A screen a change waiting for its container's turn will show is on its way.
        // Plain branches, not `flatMap`: a main-actor closure checks its executor at each call.
        // The bound screen read once for the three rules: each read loads a weak reference.
        let bound = coordinator.boundScreen
        var offScreen: AnyObject?
        if let hierarchy, let bound, !answers.isShown(bound, in: hierarchy), !WaitingChanges.mayShowLater(coordinator) {
            offScreen = bound
        }
        self.offScreen = offScreen
        unbound = coordinator.hasBeenBound && bound == nil
        stranded = unbound ? nil : ShownScreensAudit.strandedFlow(coordinator, hasBoundScreen: bound != nil)
    }
}

/// What makes an alive routed screen a leak, if anything.
@MainActor
private struct ScreenFindings {
    /// Its coordinator is not running.
    let ownerEnded: Bool
    /// Its flow ended mid-transition: its removal waits for the transition to end.
    let removalWaits: Bool
    /// Off the hierarchy, and no change its flow asked is on its way to show it.
    let offHierarchy: Bool
    /// It left the container its running flow put it in: the report's words for it.
    let displaced: String?
    /// Its intents finished (a container removed it) while it was alive.
    let removed: Bool

    var isLeak: Bool { (ownerEnded && !removalWaits) || offHierarchy || removed || displaced != nil }

    init(
        of screen: AnyObject, removed: Bool, owner: FlowNode?, hierarchy: (any NavigationContext)?,
        shown: ShownScreensAudit, answers: inout ShownAnswers
    ) {
        ownerEnded = owner == nil
        removalWaits = ownerEnded && WaitingChanges.awaitsTeardownRemoval(screen)
        // A change its flow asked waits for its container's turn: the screen is on its way.
        var offHierarchy = false
        if let hierarchy, !answers.isShown(screen, in: hierarchy) {
            offHierarchy = !(owner.map { WaitingChanges.mayShowLater($0) } ?? false)
        }
        self.offHierarchy = offHierarchy
        displaced = ownerEnded || removed ? nil : shown.displaced[ObjectIdentifier(screen)]
        self.removed = removed
    }
}

extension CoordinatorTree {
    /// Which coordinators and screens this tree has seen are still alive, and why.
    ///
    /// A coordinator that is still in the tree and running is alive for a good reason; one that
    /// was torn down but is still referenced is a leak, and so is a running one whose bound
    /// screen (or container) is gone while no release reached it, because something other than
    /// the screen keeps its channel: `a zombie bound to nothing`. A screen routed by a running
    /// coordinator is fine; a screen whose coordinator ended is a leak (a zombie screen), and so
    /// is a screen a container removed (its intents finished) that something still holds.
    ///
    /// What coordinators showed through their own calls (``Flow/push(_:on:)`` and the
    /// like) is read too. A routed screen that left the container it was put in but is alive,
    /// its intents never finished, is a leak: a container that does not finish removed screens'
    /// channels (UIKit's) removed it, and something (its own route handler, often) holds it. So
    /// is a running flow bound to nothing, with no children and no routed screen, whose placed
    /// screens all left where it put them: no release can end it. And a screen on those
    /// containers that no coordinator routes, once it sent an intent that went nowhere, is listed
    /// as a leak at the flow that shows the container.
    ///
    /// <!-- mirrors Examples/ExampleFlowsTests/CoordinatorSampleTests.swift#leak-report -->
    /// ```swift
    /// #expect(tree.leakReport().leaks.isEmpty)
    /// ```
    ///
    /// - Returns: The report, as of now.
    public func leakReport() -> LeakReport {
        var report = audit.report(root: rootNode)
        report.scene = scene
        return report
    }

    /// Which coordinators and screens this tree has seen are still alive, and why, judged against
    /// the hierarchy that should be showing them.
    ///
    /// Besides what ``leakReport()`` reports, a running coordinator whose bound screen is alive
    /// but no longer on `hierarchy`, and an alive screen off `hierarchy` that a running
    /// coordinator still routes, are leaks: the hierarchy let go of the screen, so something
    /// else (a cycle through a handler, a cache, a test variable) keeps it and its flow alive.
    /// This catches a zombie while the tree is still running, not only after it was cancelled.
    /// A screen is not off the hierarchy while its coordinator, or one above it, has a change
    /// waiting for its container's turn (a push during the user's back swipe): the change holds
    /// the screen on its way there, and ends with one outcome.
    ///
    /// <!-- mirrors Examples/ExampleFlowsTests/CoordinatorSampleTests.swift#leak-report-shown-in -->
    /// ```swift
    /// window.userSwipesDown()
    /// #expect(tree.leakReport(shownIn: window).leaks.isEmpty)
    /// ```
    ///
    /// - Parameter hierarchy: The container at the top of the hierarchy, usually the window.
    /// - Returns: The report, as of now.
    public func leakReport(shownIn hierarchy: any NavigationContext) -> LeakReport {
        var report = audit.report(root: rootNode, hierarchy: hierarchy)
        report.scene = scene
        return report
    }

    /// The leaks of ``leakReport()`` that ending the tree would hide.
    ///
    /// They are: a routed screen removed from where its coordinator put it but alive (its own route handler holding it, on a
    /// container that does not finish removed screens' channels), a flow with nothing left on
    /// screen, and a screen on the tree's containers whose intents nobody routes. Ending the tree
    /// cancels the routes and ends the flows these live by, so a check after it sees nothing;
    /// `EventLogRecorder.expectEverythingReleased` reads this first.
    package func leaksHiddenByTeardown() -> [LeakReport.AliveObject] {
        audit.report(root: rootNode, onlyHiddenByTeardown: true).leaks
    }

    /// The leaks of ``leakReport(shownIn:)``, in its order, without the words for what is alive
    /// for a good reason: the flow explorer's check after every action, which reads only the
    /// leaks.
    package func leaks(shownIn hierarchy: any NavigationContext) -> [LeakReport.AliveObject] {
        audit.report(root: rootNode, hierarchy: hierarchy, onlyLeaks: true).alive
    }
}
