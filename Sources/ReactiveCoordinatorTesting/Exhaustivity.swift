/// How much of the event log an expectation must name.
public enum Exhaustivity: Sendable, Hashable {
    /// Every event since the previous expectation, in order, and nothing else: an event nobody
    /// named fails the expectation. The default, and what a test of a flow should say.
    case exhaustive
    /// The named events, in this order; events between them, before and after them pass
    /// unremarked. For a test about one step of a busy tree.
    case nonExhaustive
}
