/// The presentations flows asked while their context was in a transition: each waits, in the
/// order asked, for the context's transitions to end (issue 35).
///
/// Kept by context, as ``WaitingAlerts`` is: a context is in motion whoever asked. Contexts,
/// flows and presenters are held weakly; the screen to present is held strongly, as the context
/// would hold it, so the flow bound to it keeps running while it waits. An entry whose flow
/// ended was taken out by its end; one whose context went is taken out by the next wait asked.
@MainActor
enum WaitingPresentations {
    /// One presentation that waits.
    struct Entry {
        /// The flow that asked; its end cancels the wait.
        weak var asker: FlowNode?
        weak var context: (any TransitioningContext)?
        /// The screen it presents over: a write that removes it conflicts with the wait.
        weak var presenter: AnyObject?
        /// Presents, once its turn comes; holds the screen to present.
        let apply: @MainActor () -> Void
        /// Ends the wait without presenting, with its outcome.
        let cancel: @MainActor (ChangeOutcome) -> Void
    }

    private static var byContext: [ObjectIdentifier: [Entry]] = [:]

    /// Whether a presentation waits in `context`: a new one then waits behind it, to keep the order.
    static func hasWaiting(in context: some TransitioningContext) -> Bool {
        !(byContext[ObjectIdentifier(context)] ?? []).isEmpty
    }

    /// Adds `entry` after the presentations already waiting in its context.
    ///
    /// - Returns: Whether it is the first waiting there, and entries of contexts that went, which
    ///   the caller cancels.
    static func add(_ entry: Entry, in context: some TransitioningContext) -> (isFirst: Bool, orphans: [Entry]) {
        var orphans: [Entry] = []
        for (key, entries) in byContext where entries.contains(where: { $0.context == nil }) {
            orphans += entries.filter { $0.context == nil }
            let kept = entries.filter { $0.context != nil }
            byContext[key] = kept.isEmpty ? nil : kept
        }
        let key = ObjectIdentifier(context)
        let isFirst = byContext[key]?.isEmpty ?? true
        byContext[key, default: []].append(entry)
        return (isFirst, orphans)
    }

    /// Takes out the first presentation waiting in `context` if no transition is under way there:
    /// the caller applies it.
    static func takeNext(in context: some TransitioningContext) -> Entry? {
        let key = ObjectIdentifier(context)
        guard context.transitionUnderWay == nil, var entries = byContext[key], !entries.isEmpty else { return nil }
        let next = entries.removeFirst()
        byContext[key] = entries.isEmpty ? nil : entries
        return next
    }

    /// Takes out every presentation `asker` waits to make, as it ends: the caller cancels them.
    static func take(askedBy asker: FlowNode) -> [Entry] {
        var taken: [Entry] = []
        for (key, entries) in byContext where entries.contains(where: { $0.asker === asker }) {
            taken += entries.filter { $0.asker === asker }
            let others = entries.filter { $0.asker !== asker }
            byContext[key] = others.isEmpty ? nil : others
        }
        return taken
    }

    /// The screens presentations waiting in `context` present over.
    static func presenters(waitingIn context: some TransitioningContext) -> [AnyObject] {
        (byContext[ObjectIdentifier(context)] ?? []).compactMap(\.presenter)
    }
}
