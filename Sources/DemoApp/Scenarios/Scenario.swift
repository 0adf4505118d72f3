/// A scripted session of the demo app: the user actions to play and why each one matters.
///
/// Each zombie case from the coordinator libraries our users come from is one scenario:
/// a screen removed behind its coordinator's back, which must end that coordinator and
/// everything it started, with nothing left alive.
///
/// ```swift
/// let summary = await Scenario.named("swipe-down")!.run { entries in entries.forEach { print($0) } }
/// assert(!summary.leaked)
/// ```
package struct Scenario: Sendable, Identifiable {
    /// The name `--scenario` takes, such as `back-button`.
    package let name: String
    /// One line for `--list`.
    package let summary: String
    /// Who described this case: the library or talk it comes from; nil for the default session.
    package let origin: String?
    /// A saved session's user, so the app opens signed in; nil to start at the login flow.
    package let rememberedUser: String?
    /// The actions, in order, each with its explanation.
    package let steps: [ScenarioStep]

    /// The scenario's name.
    package var id: String {
        name
    }

    /// Creates a scenario.
    ///
    /// - Parameters:
    ///   - name: The name `--scenario` takes.
    ///   - summary: One line for `--list`.
    ///   - origin: Who described this case, if anyone.
    ///   - rememberedUser: A saved session's user, or nil to start at the login flow.
    ///   - steps: The actions; the first is usually ``UserAction/launch``.
    package init(name: String, summary: String, origin: String?, rememberedUser: String? = nil, steps: [ScenarioStep]) {
        self.name = name
        self.summary = summary
        self.origin = origin
        self.rememberedUser = rememberedUser
        self.steps = steps
    }
}
