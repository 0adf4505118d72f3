/// The closed gate on the way from the root to each coordinator a restore asked about,
/// remembered for the length of one restore.
///
/// A record of N nested steps asks about N parents, each one level below the last; walking up
/// from each to the root cost N² (issue 33). Each coordinator's answer is its parent's, or
/// itself when its own gate is closed, so a walk stops at the first coordinator already
/// answered, and each is walked once. User code may open or close a gate while the record is
/// applied (a restored flow starting signed out, say); every answer is then forgotten, which
/// ``LinkGate/changes`` tells.
@MainActor
struct GatesOnTheWay {
    /// Each coordinator answered, with the gate nearest the root above it (itself included).
    ///
    /// Held strongly for the restore, so that no identifier is reused while it is remembered.
    private var answers: [ObjectIdentifier: (coordinator: FlowNode, gate: FlowNode?)] = [:]
    private var gateChanges = LinkGate.changes

    /// The closed gate nearest the root from the root down to `coordinator`, itself included.
    mutating func closedGate(onTheWayTo coordinator: FlowNode) -> FlowNode? {
        if gateChanges != LinkGate.changes {
            answers.removeAll(keepingCapacity: true)
            gateChanges = LinkGate.changes
        }
        var unanswered: [FlowNode] = []
        var gate: FlowNode?
        var next: FlowNode? = coordinator
        while let current = next {
            if let known = answers[ObjectIdentifier(current)] {
                gate = known.gate
                break
            }
            unanswered.append(current)
            next = current.parent
        }
        for current in unanswered.reversed() {
            if gate == nil, !current.readyForLinks { gate = current }
            answers[ObjectIdentifier(current)] = (current, gate)
        }
        return gate
    }
}
