/// One action of a scenario and why it is there.
public struct ScenarioStep: Sendable {
    /// What the user does.
    public let action: UserAction
    /// What to watch for, printed under the action.
    public let note: String?

    /// Creates a step.
    ///
    /// - Parameters:
    ///   - action: What the user does.
    ///   - note: What to watch for.
    public init(_ action: UserAction, _ note: String? = nil) {
        self.action = action
        self.note = note
    }
}
