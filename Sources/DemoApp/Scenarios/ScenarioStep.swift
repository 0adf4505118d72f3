/// One action of a scenario and why it is there.
package struct ScenarioStep: Sendable {
    /// What the user does.
    package let action: UserAction
    /// What to watch for, printed under the action.
    package let note: String?

    /// Creates a step.
    ///
    /// - Parameters:
    ///   - action: What the user does.
    ///   - note: What to watch for.
    package init(_ action: UserAction, _ note: String? = nil) {
        self.action = action
        self.note = note
    }
}
