/// The alerts flows asked to show while their context showed another: each waits, in the order
/// asked, for the alerts before it in that context to be answered (issue 35).
///
/// Kept by context, not by tree, as a context shows one alert whoever asked for it: two trees
/// sharing a window take turns. Contexts and flows are held weakly; an entry whose flow ended
/// was taken out by its end.
@MainActor
enum WaitingAlerts {
    /// One alert that waits.
    struct Entry {
        /// The flow that asked; its end cancels the wait.
        weak var asker: FlowNode?
        weak var context: (any AlertContext)?
        /// Shows the alert, once its turn comes.
        let show: @MainActor () -> Void
        /// Ends the wait without showing it, with why.
        let cancel: @MainActor (AlertDismissal) -> Void
    }

    private static var byContext: [ObjectIdentifier: [Entry]] = [:]

    /// Whether an alert waits in `context`: a new one then waits behind it, to keep the order.
    static func hasWaiting(in context: some AlertContext) -> Bool {
        !(byContext[ObjectIdentifier(context)] ?? []).isEmpty
    }

    /// Adds `entry` after the alerts already waiting in its context.
    static func add(_ entry: Entry, in context: some AlertContext) {
        byContext[ObjectIdentifier(context), default: []].append(entry)
    }

    /// Takes out the first alert waiting in `context` if the context shows none now: the caller
    /// shows it.
    static func takeNext(in context: some AlertContext) -> Entry? {
        let key = ObjectIdentifier(context)
        guard context.shownAlert == nil, var entries = byContext[key], !entries.isEmpty else { return nil }
        let next = entries.removeFirst()
        byContext[key] = entries.isEmpty ? nil : entries
        return next
    }

    /// Takes out every alert `asker` waits to show, as it ends: the caller cancels them.
    static func take(askedBy asker: FlowNode) -> [Entry] {
        var taken: [Entry] = []
        for (key, entries) in byContext {
            let (mine, others) = (entries.filter { $0.asker === asker }, entries.filter { $0.asker !== asker })
            guard !mine.isEmpty else { continue }
            taken += mine
            byContext[key] = others.isEmpty ? nil : others
        }
        return taken
    }
}
