import ReactiveCoordinator
package import ReactiveCoordinatorContainerKit

/// What a `UIWindow` knows of the transitions under way on its presentation chain, kept apart
/// from UIKit so that when a presentation waits, and what the log names it behind, run, and are
/// tested, on every platform.
///
/// A UIKit extension cannot store a property, so each window's ``TransitionQueue`` lives here,
/// the window held weakly. Two kinds of transition are under way: one UIKit reports on the top
/// level (``motion(of:isBeingPresented:isBeingDismissed:isInteractive:hasTransitionCoordinator:)``),
/// which ends with its transition coordinator's completion; a dismissal the window asked
/// for, which ends with `dismiss(animated:completion:)`'s completion; and an alert the window
/// shows, which ends when it is answered or taken away (``PlatformAlert/cover(_:in:)``).
///
/// ## Contract
/// - ``transitionUnderWay(in:reportedByUIKit:)`` is the oldest transition begun here and not
///   ended, else what UIKit reports, else `nil`.
/// - ``begin(_:in:)`` and ``end(_:in:)`` keep one queue per window; ending the last transition
///   under way runs the actions ``afterTransitions(in:run:)`` kept, oldest first, once, after the
///   queue is updated; ending twice runs nothing.
/// - A window that went takes its queue, and the actions kept in it, with it.
@MainActor
package final class PlatformTransitions {
    private struct Entry {
        weak var window: AnyObject?
        var queue = TransitionQueue()
    }

    private var windows: [ObjectIdentifier: Entry] = [:]

    /// Creates an empty record.
    package init() {}

    /// The record of the UIKit adapters.
    package static let shared = PlatformTransitions()

    /// What UIKit reports of the top level's controller, described for the log, or `nil` when it
    /// is not in a transition that can call back.
    ///
    /// A transition is described only when its coordinator exists: without one, nothing would
    /// say when it ended.
    ///
    /// - Parameters:
    ///   - screen: The top level's controller, described.
    ///   - isBeingPresented: Its `isBeingPresented`.
    ///   - isBeingDismissed: Its `isBeingDismissed`.
    ///   - isInteractive: Its transition coordinator's `isInteractive`.
    ///   - hasTransitionCoordinator: Whether its `transitionCoordinator` is not `nil`.
    /// - Returns: The transition as the log names it.
    package static func motion(
        of screen: String, isBeingPresented: Bool, isBeingDismissed: Bool, isInteractive: Bool,
        hasTransitionCoordinator: Bool
    ) -> String? {
        guard hasTransitionCoordinator else { return nil }
        switch (isBeingPresented, isBeingDismissed, isInteractive) {
        case (_, true, true): return "the user's swipe down of \(screen)"
        case (_, true, false): return "the dismissal of \(screen)"
        case (true, _, _): return "the presentation of \(screen)"
        case (false, false, true): return "the user's gesture in \(screen)"
        case (false, false, false): return "a transition in \(screen)"
        }
    }

    /// What UIKit reports of a navigation controller's own transition, described for the log, or
    /// `nil` when none is under way that can call back.
    ///
    /// A push or a pop animating, or the user's back swipe, which ends with the transition
    /// coordinator's completion, completed or cancelled.
    ///
    /// - Parameters:
    ///   - screen: The top view controller, described.
    ///   - isInteractive: Its transition coordinator's `isInteractive`.
    ///   - hasTransitionCoordinator: Whether the navigation controller's `transitionCoordinator`
    ///     is not `nil`.
    /// - Returns: The transition as the log names it.
    package static func stackMotion(of screen: String, isInteractive: Bool, hasTransitionCoordinator: Bool)
        -> String?
    {
        guard hasTransitionCoordinator else { return nil }
        return isInteractive ? "the user's back swipe from \(screen)" : "a push or pop to \(screen)"
    }

    /// The transition a presentation in `window` waits for now.
    ///
    /// - Parameters:
    ///   - window: The window.
    ///   - reported: What UIKit reports of its top level (``motion(of:isBeingPresented:isBeingDismissed:isInteractive:hasTransitionCoordinator:)``).
    /// - Returns: The oldest transition begun here and not ended, else `reported`.
    package func transitionUnderWay(in window: AnyObject, reportedByUIKit reported: String?) -> String? {
        windows[ObjectIdentifier(window)]?.queue.current ?? reported
    }

    /// Records that a transition began in `window`.
    ///
    /// - Parameters:
    ///   - description: The transition as the log names it.
    ///   - window: The window, held weakly.
    /// - Returns: The ticket that ends it.
    package func begin(_ description: String, in window: AnyObject) -> TransitionQueue.Ticket {
        windows = windows.filter { $0.value.window != nil }
        let key = ObjectIdentifier(window)
        var entry = windows[key] ?? Entry(window: window)
        let ticket = entry.queue.begin(description)
        windows[key] = entry
        return ticket
    }

    /// Records that a transition in `window` ended, and runs what waited for the last one.
    ///
    /// - Parameters:
    ///   - ticket: What ``begin(_:in:)`` returned.
    ///   - window: The window.
    package func end(_ ticket: TransitionQueue.Ticket, in window: AnyObject) {
        ending(ticket, in: window)()
    }

    /// Records that a transition in `window` ended, and hands back what waited for the last one,
    /// for the caller to run once its own change is done (an alert's answer, a level's removal).
    ///
    /// - Parameters:
    ///   - ticket: What ``begin(_:in:)`` returned.
    ///   - window: The window.
    /// - Returns: Runs the actions that waited, oldest first; does nothing when another
    ///   transition is still under way, or the ticket was ended already.
    package func ending(_ ticket: TransitionQueue.Ticket, in window: AnyObject) -> @MainActor () -> Void {
        let key = ObjectIdentifier(window)
        guard var entry = windows[key] else { return {} }
        let end = entry.queue.end(ticket)
        windows[key] = entry
        guard case .resume(let actions) = end else { return {} }
        return { for action in actions { action() } }
    }

    /// Runs `action` once nothing is in motion in `window`, what UIKit reports included: a
    /// transition UIKit runs on the top level, while nothing begun here is under way, is begun
    /// here and ended by its transition coordinator's completion, which `observe` hands the
    /// ending to.
    ///
    /// - Parameters:
    ///   - window: The window.
    ///   - reported: What UIKit reports of its top level
    ///     (``motion(of:isBeingPresented:isBeingDismissed:isInteractive:hasTransitionCoordinator:)``).
    ///   - observe: Called at most once, with what ends UIKit's transition: the window passes it
    ///     to `animate(alongsideTransition:completion:)`. A completion called twice ends nothing
    ///     twice.
    ///   - action: The action.
    package func afterTransitions(
        in window: AnyObject, reportedByUIKit reported: String?,
        observe: (_ ended: @escaping @MainActor () -> Void) -> Void,
        run action: @escaping @MainActor () -> Void
    ) {
        if transitionUnderWay(in: window, reportedByUIKit: nil) == nil, let reported {
            let ticket = begin(reported, in: window)
            observe { [weak self, weak window] in
                guard let self, let window else { return }
                self.end(ticket, in: window)
            }
        }
        afterTransitions(in: window, run: action)
    }

    /// Runs a dismissal the window asks for as a transition under way until UIKit's completion.
    ///
    /// - Parameters:
    ///   - screen: The level dismissed, described for the log (`the dismissal of Sheet`).
    ///   - window: The window.
    ///   - beforeDismissing: Runs once the transition is under way, before UIKit is asked: what it
    ///     resumes (an alert taken away with the level) then waits for the dismissal.
    ///   - dismiss: Asks UIKit to dismiss, passing the completion on:
    ///     `presenter.dismiss(animated: true, completion: completed)`. What waits runs once the
    ///     completion is called, once however often it is called.
    package func dismissal(
        of screen: String, in window: AnyObject, beforeDismissing: @MainActor () -> Void,
        dismiss: (_ completed: @escaping @MainActor () -> Void) -> Void
    ) {
        let ticket = begin("the dismissal of \(screen)", in: window)
        beforeDismissing()
        dismiss { [weak self, weak window] in
            guard let self, let window else { return }
            self.end(ticket, in: window)
        }
    }

    /// Runs `action` once no transition begun here is under way in `window`: at once if none is.
    ///
    /// - Parameters:
    ///   - window: The window.
    ///   - action: The action.
    package func afterTransitions(in window: AnyObject, run action: @escaping @MainActor () -> Void) {
        let key = ObjectIdentifier(window)
        var entry = windows[key] ?? Entry(window: window)
        let wait = entry.queue.wait(action)
        if case .runNow = wait { return action() }
        windows[key] = entry
    }
}
