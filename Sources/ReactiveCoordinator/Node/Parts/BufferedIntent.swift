/// An intent that arrived while paused, waiting to be routed on resume.
@MainActor
package struct BufferedIntent {
    /// Numbers buffered intents across every tree, so a resume can restore the arrival order.
    private static var arrivals = 0

    package let intent: LoggedValue
    package let arrival: Int
    let dispatch: @MainActor () -> Void

    package init(intent: LoggedValue, dispatch: @escaping @MainActor () -> Void) {
        Self.arrivals += 1
        self.arrival = Self.arrivals
        self.intent = intent
        self.dispatch = dispatch
    }
}
