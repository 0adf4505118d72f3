/// What a route does with intents that arrive while its coordinator is paused.
///
/// Chosen per route, when you subscribe. Every buffered and every dropped intent is an event
/// in the log, with its reason. The policy is applied once, by the coordinator the intent
/// arrives at; if its handler returns ``RouteResult/unhandled``, the intent bubbles up to the
/// ancestors' ``Flow/routeBubbledIntents(_:)`` whether they are paused or not.
public enum PausedIntentPolicy: String, Sendable, Hashable {
    /// Route it at once, paused or not.
    case deliver
    /// Keep it, and route it when the coordinator resumes, in arrival order.
    ///
    /// If the coordinator ends before a buffered intent is routed (its screen released while
    /// paused, or an earlier buffered intent ended it), that intent is logged as dropped, with
    /// the reason.
    case buffer
    /// Discard it, and log that it was dropped because the coordinator was paused.
    case drop
}
