/// What a coordinator has held in its life, which tells a leak from a flow the app drives.
@MainActor
struct HeldHistory {
    /// Whether it was ever bound to a screen: a running coordinator that was, and is bound to
    /// nothing now, is a zombie the leak audit reports.
    private(set) var wasBound = false
    /// Whether it ever routed or showed a screen, or started a child.
    ///
    /// A running child flow that did, and has none of them left, is left on nothing
    /// (`ShownScreensAudit.strandedFlow(_:)`); one that never did is driven by the app from
    /// outside, through a flow it kept.
    private(set) var heldSomething = false

    mutating func noteBound() {
        wasBound = true
        heldSomething = true
    }

    mutating func noteHeld() {
        heldSomething = true
    }
}
