/// The transitions under way in one container and the actions waiting for them to end, kept
/// apart from any UI framework so that the headless window and the UIKit adapter decide alike,
/// and so that the decisions run, and are tested, on every platform.
///
/// A transition is begun with a description and ended with the ticket ``begin(_:)`` gave; each
/// operation returns what the caller must do, and the caller runs the actions it is handed after
/// the call, never inside it.
///
/// ## Contract
/// - ``current`` is the description of the oldest transition under way, or `nil`.
/// - ``wait(_:)`` with nothing under way answers ``Wait/runNow``, keeping nothing; otherwise it
///   keeps the action, in the order asked, and answers ``Wait/waits(behind:)``.
/// - ``end(_:)`` of the last transition under way hands back every kept action, oldest first,
///   once; of another, ``End/stillBusy(behind:)``; of a ticket already ended or never given,
///   ``End/unknown``, so ending twice runs nothing twice.
package struct TransitionQueue {
    /// A transition under way, as ``begin(_:)`` named it.
    package struct Ticket: Hashable, Sendable {
        fileprivate let id: Int
    }

    /// What to do with an action that wants to run after the transitions.
    package enum Wait: Equatable {
        /// Nothing is under way: run it now.
        case runNow
        /// Kept until the transitions end; the oldest under way is described.
        case waits(behind: String)
    }

    /// What ending a transition asks of the caller.
    package enum End {
        /// The ticket was ended already or never given: nothing to do.
        case unknown
        /// Other transitions are still under way: the kept actions keep waiting.
        case stillBusy(behind: String)
        /// Nothing is under way any more: run these, oldest first.
        case resume([@MainActor () -> Void])
    }

    private var underWay: [(ticket: Ticket, description: String)] = []
    private var waiting: [@MainActor () -> Void] = []
    private var nextID = 0

    /// Creates a queue with nothing under way.
    package init() {}

    /// The oldest transition under way, described, or `nil` when nothing is in motion.
    package var current: String? {
        underWay.first?.description
    }

    /// The number of actions kept.
    package var waitingCount: Int {
        waiting.count
    }

    /// Records that a transition began.
    ///
    /// - Parameter description: The transition as the log names it.
    /// - Returns: The ticket that ends it.
    package mutating func begin(_ description: String) -> Ticket {
        nextID += 1
        let ticket = Ticket(id: nextID)
        underWay.append((ticket, description))
        return ticket
    }

    /// Keeps `action` until nothing is under way, or says to run it now.
    ///
    /// - Parameter action: The action to run after the transitions.
    /// - Returns: ``Wait/runNow`` (not kept) or ``Wait/waits(behind:)``.
    package mutating func wait(_ action: @escaping @MainActor () -> Void) -> Wait {
        guard let behind = current else { return .runNow }
        waiting.append(action)
        return .waits(behind: behind)
    }

    /// Records that a transition ended, completed or cancelled.
    ///
    /// - Parameter ticket: What ``begin(_:)`` returned for it.
    /// - Returns: What the caller must do.
    package mutating func end(_ ticket: Ticket) -> End {
        guard let index = underWay.firstIndex(where: { $0.ticket == ticket }) else { return .unknown }
        underWay.remove(at: index)
        if let behind = current { return .stillBusy(behind: behind) }
        let resumed = waiting
        waiting.removeAll()
        return .resume(resumed)
    }
}
