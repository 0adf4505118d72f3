/// Every change and alert flows asked that waits (issue 35): for its turn in a busy context, or
/// for the answer of a guard it asked.
///
/// Turns: one queue per window, whoever asked: a container is in one transition and a window
/// shows one alert whoever asked, so two trees sharing a window take turns, and the changes and
/// alerts asked of the containers of one window (``WindowOrderedContext``) apply in the order
/// they were asked, each once its own container is still. An entry whose flow ended was taken
/// out by its end; one whose context went is taken out by the next wait asked.
///
/// Guard answers: kept here too, oldest first, whichever tree asked, so that a container's
/// binding write finds the screens whose guards are asked (``CoordinatorTree/screensAwaitingGuardAnswer(in:)``)
/// without knowing any tree. They take no turn in their context: the guard's own answer (an
/// alert on the same window, its own `dismiss`) is asked of that context, and would otherwise
/// wait for itself. Their trees settle them (``CoordinatorTree+Guards.swift``).
///
/// Contexts and flows are held weakly; what a change would show is held strongly, as the context
/// would hold it.
@MainActor
enum WaitingChanges {
    /// What an entry waits for before it runs.
    enum Wait {
        /// The context's transitions to end (``TransitioningContext``).
        case transition
        /// The alert the context shows to be answered.
        case alertAnswered
        /// The answer of the guard it asked.
        case guardAnswer(GuardAsk)

        /// The guard it asked, if it waits for one.
        var ask: GuardAsk? {
            if case .guardAnswer(let ask) = self { ask } else { nil }
        }
    }

    /// Why an entry ends without running as asked.
    enum Cancellation {
        /// The flow that asked ended.
        case flowEnded
        /// The context went before its turn came.
        case contextWent
    }

    /// One change, or one alert, that waits.
    ///
    /// A class: the queues and the guard holds are read at every flow's end and, by the flow
    /// explorer, at every state, and a copy of a struct that holds weak references registers
    /// each anew (and a read of one of them through the queue's protocol copied the whole entry);
    /// a copy of this is one reference, and nothing in it changes once made.
    final class Entry: ContextQueueEntry {
        /// The flow that asked; its end cancels the wait.
        private(set) weak var asker: FlowNode?
        /// The identities of the flow that asked and of its tree then: who looks for entries
        /// compares them first, and loads the weak references (each a retain and a release on a
        /// side table) only for the entries that may be theirs.
        let askerIdentity: ObjectIdentifier
        let askerTreeIdentity: ObjectIdentifier?
        let context: WeakObject
        /// The change or alert as the log names it (`push Plain`, `show alert "Discard?"`).
        let operation: String
        let wait: Wait
        /// The screen a presentation shows over: a binding write that removes it conflicts with
        /// the wait.
        let presenter: WeakObject?
        /// Applies the change, or shows the alert, once its turn comes.
        let run: @MainActor () -> Void
        /// Ends the wait without running.
        let cancel: @MainActor (Cancellation) -> Void
        /// The screen a push or a presentation shows: a guard asked for it, or for a screen in
        /// it, waits with this entry.
        ///
        /// Held strongly, as ``run`` holds it: a weak reference would be made at every change
        /// that waits.
        let showing: AnyObject?
        /// The screen it shows as the hierarchy describes it (`message 1`), when that says more
        /// than ``operation``'s type name: two waiting pushes of one type are told apart.
        let shows: String?

        init(
            asker: FlowNode, context: WeakObject, operation: String, wait: Wait, presenter: WeakObject?,
            showing: AnyObject? = nil, run: @escaping @MainActor () -> Void,
            cancel: @escaping @MainActor (Cancellation) -> Void, shows: String? = nil
        ) {
            self.asker = asker
            askerIdentity = ObjectIdentifier(asker)
            askerTreeIdentity = asker.tree.map(ObjectIdentifier.init)
            self.context = context
            self.operation = operation
            self.wait = wait
            self.presenter = presenter
            self.showing = showing
            self.run = run
            self.cancel = cancel
            self.shows = shows
        }

        /// Whether its turn has come, if it is first in its context.
        var isReady: Bool {
            switch wait {
            case .transition: (context.object as? any TransitioningContext)?.transitionUnderWay == nil
            case .alertAnswered: (context.object as? any AlertContext)?.shownAlert == nil
            case .guardAnswer: false
            }
        }
    }

    /// A guard asked for a screen a waiting push or presentation will show.
    struct WaitingGuard {
        /// The flow that asked for the guard, which sets or drops it.
        weak let guardian: FlowNode?
        /// The guard's number in the guardian's ``LeaveGuardSet``.
        let id: Int
        /// What the change shows: the guarded screen, or a container that holds it.
        let shown: WeakObject
    }

    private static var queues = ContextQueues<Entry>()
    /// The guards that wait for a change of ``queues`` to show their screens.
    private static var waitingGuards: [WaitingGuard] = []
    /// The changes waiting for a guard's answer, oldest first.
    private static var guardHolds: [Entry] = []
    /// The screens of ended flows whose removal waits for their container's transition to end.
    ///
    /// By identity, so that a teardown of many screens mid-swipe stays linear; the weak reference
    /// tells a screen from a later object at the same address.
    private static var teardownRemovals: [ObjectIdentifier: WeakObject] = [:]

    /// The teardowns under way that hold their contexts' turns (``holdResumes()``), and the
    /// contexts whose turn came meanwhile.
    private static var resumeHolds = 0
    private static var heldResumes: [WeakObject] = []

    /// Holds every context's turn until ``releaseResumes()``.
    ///
    /// A flow that ends cancels the changes it waited to make and resolves its alerts before it
    /// removes its screens: a change waiting behind them would otherwise have its turn on a
    /// screen about to go (another flow's sheet presented over it, guarded, which the removal
    /// then cannot take).
    static func holdResumes() {
        resumeHolds += 1
    }

    /// Whether turns are held; if so, `context` is noted, to have its turn at the release.
    static func holdsResume(of context: AnyObject) -> Bool {
        guard resumeHolds > 0 else { return false }
        if !heldResumes.contains(where: { $0.object === context }) { heldResumes.append(WeakObject(context)) }
        return true
    }

    /// Ends one hold; once none is left, the contexts whose turn came meanwhile, in order.
    static func releaseResumes() -> [AnyObject] {
        resumeHolds -= 1
        guard resumeHolds == 0, !heldResumes.isEmpty else { return [] }
        defer { heldResumes.removeAll() }
        return heldResumes.compactMap(\.object)
    }

    /// The queue a change asked of `context` waits in: its window's.
    private static func window(of context: AnyObject) -> AnyObject {
        (context as? any WindowOrderedContext)?.windowForOrdering ?? context
    }

    /// Whether anything waits in the window of `context`: a new change or alert there then waits
    /// behind it, to keep the order.
    static func hasWaiting(in context: AnyObject) -> Bool {
        // Nothing waits anywhere almost always: then the window is not looked for (a cast and
        // a walk up the containers at every change a flow asks).
        !queues.isEmpty && queues.hasWaiting(in: window(of: context))
    }

    /// Adds `entry` after what already waits in the window of `context`.
    ///
    /// - Returns: Entries of contexts that went, which the caller cancels.
    static func add(_ entry: Entry, in context: AnyObject) -> [Entry] {
        let orphans = queues.take { $0.context.object == nil }
        queues.append(entry, in: window(of: context))
        return orphans
    }

    /// Takes out the first entry waiting in the window of `context` if its turn has come: the
    /// caller runs it.
    static func takeNext(in context: AnyObject) -> Entry? {
        let window = window(of: context)
        guard queues.entries(in: window).first?.isReady == true else { return nil }
        return queues.takeFirst(in: window)
    }

    /// The first entry waiting in the window of `context`, which the others wait behind.
    static func first(in context: AnyObject) -> Entry? {
        queues.entries(in: window(of: context)).first
    }

    /// Takes out every entry `asker` waits on, as it ends: the caller cancels them.
    static func take(askedBy asker: FlowNode) -> [Entry] {
        queues.take(askedBy: asker)
    }

    /// What the flows of `tree` wait to change or show: the changes held for a guard's answer
    /// (each with the guarded screen), oldest first, then those waiting for a turn, in the order
    /// asked in each context.
    static func operations(askedIn tree: CoordinatorTree) -> [String] {
        // Nothing waits anywhere, most of the time: no tree's entries are looked for.
        guard !guardHolds.isEmpty || !queues.isEmpty else { return [] }
        let id = ObjectIdentifier(tree)
        var operations: [String] = []
        // Read in place: the flow explorer asks at every state's key, nearly always of a tree
        // that holds nothing.
        for entry in guardHolds {
            if let ask = entry.wait.ask, ask.tree == id {
                operations.append("\(entry.operation)?\(ask.attempt.screen)")
            }
        }
        // A waiting screen is named as a shown one is, so that the flow explorer's key does not
        // give "message 1 waits" and "message 2 waits" one state (issue 35).
        for entry in queues.entries(where: { $0.askerTreeIdentity == id && $0.asker?.tree === tree }) {
            operations.append(entry.shows.map { "\(entry.operation)=\($0)" } ?? entry.operation)
        }
        return operations
    }

    /// What a waiting push or presentation will show that is, or holds, `screen`, in a container
    /// that `context` is or holds; `nil` when no waiting change will show it there.
    static func waitingShow(of screen: AnyObject, guardedIn context: any NavigationContext) -> AnyObject? {
        guard !queues.isEmpty else { return nil }
        for entry in queues.entries(where: { $0.showing != nil }) {
            guard let shown = entry.showing, let container = entry.context.object,
                shown === screen || (shown as? any NavigationContext)?.contains(screen) == true,
                container === context || context.contains(container)
            else { continue }
            return shown
        }
        return nil
    }

    /// Keeps the guard numbered `id` of `guardian` until the change that shows `shown` ends.
    static func guardWaits(_ guardian: FlowNode, id: Int, for shown: AnyObject) {
        waitingGuards.removeAll { $0.guardian == nil || $0.shown.object == nil }
        waitingGuards.append(WaitingGuard(guardian: guardian, id: id, shown: WeakObject(shown)))
    }

    /// Takes out the guards that wait for the change showing `shown`, as it ends: the caller sets
    /// or drops them.
    static func takeGuards(waitingFor shown: AnyObject) -> [WaitingGuard] {
        // Nearly always none: a flow guards a screen its container holds.
        guard !waitingGuards.isEmpty else { return [] }
        var taken: [WaitingGuard] = []
        waitingGuards.removeAll { waiting in
            guard waiting.shown.object === shown else { return false }
            taken.append(waiting)
            return true
        }
        return taken
    }

    /// Keeps `entry`, a change whose ``Wait/guardAnswer(_:)`` is asked, until its tree settles it.
    static func hold(_ entry: Entry) {
        guardHolds.append(entry)
    }

    /// The oldest guard asked by a change held that the flows of the tree `tree` asked and that
    /// `isFound` accepts, or nil.
    ///
    /// A loop that makes no list: a tree asks after every flow's end and before every link,
    /// nearly always of none of its own among the asks of every tree (the flow explorer keeps
    /// many apps), and a main-actor closure given to the standard library checks its executor at
    /// each call.
    static func firstHeldAsk(askedIn tree: ObjectIdentifier, where isFound: (GuardAsk) -> Bool) -> GuardAsk? {
        for entry in guardHolds {
            if let ask = entry.wait.ask, ask.tree == tree, isFound(ask) { return ask }
        }
        return nil
    }

    /// Takes out the changes held for guards that the tree `tree` asked and `isTaken` says,
    /// oldest first: the caller runs or ends them.
    static func takeHolds(askedIn tree: ObjectIdentifier, where isTaken: (Entry, GuardAsk) -> Bool) -> [Entry] {
        // Every link opened asks, nearly always taking nothing, while the list holds the asks of
        // every tree (the flow explorer keeps many apps): a loop that writes the list only when
        // it takes something, not `removeAll(where:)`, a write each time, whose main-actor
        // closure checked its executor at each entry (perf: 1.2% of the demo's search).
        guard !guardHolds.isEmpty else { return [] }
        let holds = guardHolds
        var taken: [Entry] = []
        var kept: [Entry] = []
        for (index, entry) in holds.enumerated() {
            if let ask = entry.wait.ask, ask.tree == tree, isTaken(entry, ask) {
                if taken.isEmpty { kept = Array(holds[..<index]) }
                taken.append(entry)
            } else if !taken.isEmpty {
                kept.append(entry)
            }
        }
        if !taken.isEmpty { guardHolds = kept }
        return taken
    }

    /// Takes out the oldest change held for a guard that the tree `tree` asked and `isTaken`
    /// says: two changes can wait for asks alike, and an answer is one ask's.
    static func takeFirstHold(askedIn tree: ObjectIdentifier, where isTaken: (GuardAsk) -> Bool) -> Entry? {
        guard
            let index = guardHolds.firstIndex(where: { entry in
                entry.wait.ask.map { $0.tree == tree && isTaken($0) } ?? false
            })
        else { return nil }
        return guardHolds.remove(at: index)
    }

    /// Removes a screen an ended flow showed once `context` is still.
    ///
    /// Taking it mid-transition would take the screen in motion from under the user's finger, or
    /// the animation from under UIKit. Until then the leak audit knows it is on its way out.
    ///
    /// - Parameters:
    ///   - screen: The screen the removal takes.
    ///   - context: Its container, in a transition now.
    ///   - removal: Removes it if it is still where its flow put it.
    static func removeAfterTransition(
        of screen: AnyObject, in context: any TransitioningContext, _ removal: @escaping @MainActor () -> Void
    ) {
        let id = ObjectIdentifier(screen)
        teardownRemovals[id] = WeakObject(screen)
        context.afterTransition {
            teardownRemovals[id] = nil
            removal()
        }
    }

    /// Whether `screen`, shown by a flow that ended, waits for its container's transition to end
    /// to be removed.
    static func awaitsTeardownRemoval(_ screen: AnyObject) -> Bool {
        teardownRemovals[ObjectIdentifier(screen)]?.object === screen
    }

    /// The guarded screens `context` holds whose guards are asked, in any tree, oldest ask first.
    static func screensAwaitingGuardAnswer(in context: any NavigationContext) -> [AnyObject] {
        guardHolds.compactMap { $0.wait.ask?.screen }.filter { context.contains($0) }
    }

    /// Whether `flow` or a flow above it waits to make a change or show an alert: a screen it is
    /// bound to, or routes, may then be on its way to the hierarchy, held by the change until the
    /// container's turn comes (the leak audit and the flow explorer read it, issue 35).
    static func mayShowLater(_ flow: FlowNode) -> Bool {
        let askers = queues.askers
        guard !askers.isEmpty else { return false }
        var node: FlowNode? = flow
        while let current = node {
            if askers.contains(where: { $0 === current }) { return true }
            node = current.parent
        }
        return false
    }

    /// The screens presentations waiting in the window of `context` present over.
    static func presenters(waitingIn context: AnyObject) -> [AnyObject] {
        queues.entries(in: window(of: context)).compactMap { $0.presenter?.object }
    }
}
