/// The changes and alerts flows asked while their context was busy: each waits, in the order
/// asked, for its turn in that context (issue 35).
///
/// One queue per context, whoever asked: a context is in one transition and shows one alert
/// whoever asked, so two trees sharing a window take turns, and an alert and a presentation
/// asked of one window apply in the order they were asked. Contexts and flows are held weakly;
/// what a change would show is held strongly, as the context would hold it. An entry whose flow
/// ended was taken out by its end; one whose context went is taken out by the next wait asked.
@MainActor
enum WaitingChanges {
    /// What the first entry of a context waits for before it runs.
    enum Wait {
        /// The context's transitions to end (``TransitioningContext``).
        case transition
        /// The alert the context shows to be answered.
        case alertAnswered
    }

    /// Why an entry ends without running.
    enum Cancellation {
        /// The flow that asked ended.
        case flowEnded
        /// The context went before its turn came.
        case contextWent
    }

    /// One change, or one alert, that waits.
    struct Entry: ContextQueueEntry {
        /// The flow that asked; its end cancels the wait.
        weak var asker: FlowNode?
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

        /// Whether its turn has come, if it is first in its context.
        var isReady: Bool {
            switch wait {
            case .transition: (context.object as? any TransitioningContext)?.transitionUnderWay == nil
            case .alertAnswered: (context.object as? any AlertContext)?.shownAlert == nil
            }
        }
    }

    private static var queues = ContextQueues<Entry>()

    /// Whether anything waits in `context`: a new change or alert there then waits behind it, to
    /// keep the order.
    static func hasWaiting(in context: AnyObject) -> Bool {
        queues.hasWaiting(in: context)
    }

    /// Adds `entry` after what already waits in `context`.
    ///
    /// - Returns: Entries of contexts that went, which the caller cancels.
    static func add(_ entry: Entry, in context: AnyObject) -> [Entry] {
        let orphans = queues.take { $0.context.object == nil }
        queues.append(entry, in: context)
        return orphans
    }

    /// Takes out the first entry waiting in `context` if its turn has come: the caller runs it.
    static func takeNext(in context: AnyObject) -> Entry? {
        guard queues.entries(in: context).first?.isReady == true else { return nil }
        return queues.takeFirst(in: context)
    }

    /// What the first entry waiting in `context` waits for, if anything waits there.
    static func firstWait(in context: AnyObject) -> Wait? {
        queues.entries(in: context).first?.wait
    }

    /// Takes out every entry `asker` waits on, as it ends: the caller cancels them.
    static func take(askedBy asker: FlowNode) -> [Entry] {
        queues.take(askedBy: asker)
    }

    /// What the flows of `tree` wait to change or show, in the order asked in each context.
    static func operations(askedIn tree: CoordinatorTree) -> [String] {
        queues.allEntries.filter { $0.asker?.tree === tree }.map(\.operation)
    }

    /// Whether `flow` or a flow above it waits to make a change or show an alert: a screen it is
    /// bound to, or routes, may then be on its way to the hierarchy, held by the change until the
    /// container's turn comes (the leak audit and the flow explorer read it, issue 35).
    static func mayShowLater(_ flow: FlowNode) -> Bool {
        let askers = queues.allEntries.compactMap(\.asker)
        guard !askers.isEmpty else { return false }
        var node: FlowNode? = flow
        while let current = node {
            if askers.contains(where: { $0 === current }) { return true }
            node = current.parent
        }
        return false
    }

    /// The screens presentations waiting in `context` present over.
    static func presenters(waitingIn context: AnyObject) -> [AnyObject] {
        queues.entries(in: context).compactMap { $0.presenter?.object }
    }
}
