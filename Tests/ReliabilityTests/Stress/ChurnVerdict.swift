import Streams

/// The stress test's findings over every subscriber: what went wrong, and how much happened.
struct ChurnVerdict {
    private(set) var violations: [String] = []
    private(set) var subscribers = 0
    private(set) var delivered = 0
    private(set) var stayers = 0
    private(set) var cancelledFromOutside = 0
    private(set) var cancelledThemselves = 0
    private(set) var spawned = 0

    /// Checks every subscriber.
    ///
    /// - Parameters:
    ///   - all: Every subscriber the test created.
    ///   - finishedAt: Per sender, the sends that had returned when `finish()` was called: a
    ///     subscriber still there at the end must have seen all of them that came after it joined.
    init(_ all: [ChurnSubscriber], finishedAt: [Int]) {
        for subscriber in all {
            check(subscriber, finishedAt: finishedAt)
        }
    }

    private mutating func check(_ subscriber: ChurnSubscriber, finishedAt: [Int]) {
        subscribers += 1
        delivered += subscriber.received
        let name = "subscriber \(subscriber.id) (\(subscriber.role))"
        func flag(_ problem: String) { violations.append("\(name): \(problem)") }

        if subscriber.gaps > 0 { flag("\(subscriber.gaps) gap(s): values lost mid-stream") }
        if subscriber.repeatsOrReorders > 0 { flag("\(subscriber.repeatsOrReorders) repeated or reordered") }
        if subscriber.eventsAfterTermination > 0 { flag("\(subscriber.eventsAfterTermination) after termination") }
        if subscriber.terminations > 1 { flag("\(subscriber.terminations) terminal events") }
        if subscriber.callsAfterSelfCancel > 0 {
            flag("\(subscriber.callsAfterSelfCancel) calls after cancelling itself")
        }
        // One call may already be running on a sender's thread when cancel() returns; no more.
        if subscriber.callsAfterCancelReturned > 1 {
            flag("\(subscriber.callsAfterCancelReturned) calls after cancel() returned")
        }
        for sender in subscriber.first.indices where subscriber.first[sender] > subscriber.joinedAt[sender] {
            flag("missed sender \(sender)'s values \(subscriber.joinedAt[sender])..<\(subscriber.first[sender])")
        }

        let cancelledOutside = subscriber.cancelReturned.load(ordering: .sequentiallyConsistent)
        if cancelledOutside { cancelledFromOutside += 1 }
        if subscriber.didCancelItself { cancelledThemselves += 1 }
        if case .spawned = subscriber.role { spawned += 1 }
        guard !cancelledOutside, !subscriber.didCancelItself else {
            if subscriber.terminations != 0 { flag("terminal event after cancellation") }
            return
        }
        stayers += 1
        if subscriber.terminations != 1 { flag("no terminal event although still subscribed") }
        for sender in finishedAt.indices where finishedAt[sender] > subscriber.joinedAt[sender] {
            if subscriber.first[sender] < 0 || subscriber.next[sender] < finishedAt[sender] {
                flag(
                    "sender \(sender): got up to \(subscriber.next[sender]) of \(finishedAt[sender]) sent before finish"
                )
            }
        }
    }
}
