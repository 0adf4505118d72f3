/// The alerts flows asked to show while their context showed another: each waits, in the order
/// asked, for the alerts before it in that context to be answered (issue 35).
///
/// Kept by context, not by tree, as a context shows one alert whoever asked for it: two trees
/// sharing a window take turns. Contexts and flows are held weakly; an entry whose flow ended
/// was taken out by its end.
@MainActor
enum WaitingAlerts {
    /// One alert that waits.
    struct Entry: ContextQueueEntry {
        /// The flow that asked; its end cancels the wait.
        weak var asker: FlowNode?
        weak var context: (any AlertContext)?
        /// Shows the alert, once its turn comes.
        let show: @MainActor () -> Void
        /// Ends the wait without showing it, with why.
        let cancel: @MainActor (AlertDismissal) -> Void
    }

    private static var queues = ContextQueues<Entry>()

    /// Whether an alert waits in `context`: a new one then waits behind it, to keep the order.
    static func hasWaiting(in context: some AlertContext) -> Bool {
        queues.hasWaiting(in: context)
    }

    /// Adds `entry` after the alerts already waiting in its context.
    static func add(_ entry: Entry, in context: some AlertContext) {
        queues.append(entry, in: context)
    }

    /// Takes out the first alert waiting in `context` if the context shows none now: the caller
    /// shows it.
    static func takeNext(in context: some AlertContext) -> Entry? {
        context.shownAlert == nil ? queues.takeFirst(in: context) : nil
    }

    /// Takes out every alert `asker` waits to show, as it ends: the caller cancels them.
    static func take(askedBy asker: FlowNode) -> [Entry] {
        queues.take(askedBy: asker)
    }
}
