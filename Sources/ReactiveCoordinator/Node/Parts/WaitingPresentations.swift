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
    struct Entry: ContextQueueEntry {
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

    private static var queues = ContextQueues<Entry>()

    /// Whether a presentation waits in `context`: a new one then waits behind it, to keep the order.
    static func hasWaiting(in context: some TransitioningContext) -> Bool {
        queues.hasWaiting(in: context)
    }

    /// Adds `entry` after the presentations already waiting in its context.
    ///
    /// - Returns: Whether it is the first waiting there, and entries of contexts that went, which
    ///   the caller cancels.
    static func add(_ entry: Entry, in context: some TransitioningContext) -> (isFirst: Bool, orphans: [Entry]) {
        let orphans = queues.take { $0.context == nil }
        let isFirst = !queues.hasWaiting(in: context)
        queues.append(entry, in: context)
        return (isFirst, orphans)
    }

    /// Takes out the first presentation waiting in `context` if no transition is under way there:
    /// the caller applies it.
    static func takeNext(in context: some TransitioningContext) -> Entry? {
        context.transitionUnderWay == nil ? queues.takeFirst(in: context) : nil
    }

    /// Takes out every presentation `asker` waits to make, as it ends: the caller cancels them.
    static func take(askedBy asker: FlowNode) -> [Entry] {
        queues.take(askedBy: asker)
    }

    /// The screens presentations waiting in `context` present over.
    static func presenters(waitingIn context: some TransitioningContext) -> [AnyObject] {
        queues.entries(in: context).compactMap(\.presenter)
    }
}
