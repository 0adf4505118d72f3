/// A coordinator's gate for deep links and restoration records (``Flow/isReadyForLinks``).
@MainActor
struct LinkGate {
    private(set) var isOpen = true

    /// How many times any gate was set, so that a restore's ``GatesOnTheWay`` knows when what it
    /// remembered may be stale.
    private(set) static var changes = 0

    mutating func set(open: Bool) {
        isOpen = open
        Self.changes &+= 1
    }
}
