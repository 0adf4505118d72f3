/// A button's description, without its intent type: what `help`, `where` and the random walk
/// need.
package struct ButtonInfo: Sendable, Hashable {
    /// The name typed after `tap`.
    package var name: String
    /// What the argument stands for (`<id>`), or nil for a button without one.
    package var argument: String?
    /// One line saying what the button does.
    package var summary: String
    /// Arguments that fit, for a random walk; empty for a button without one.
    package var samples: [String]

    /// The button as `help` shows it: `open <id>`.
    package var usage: String {
        argument.map { "\(name) \($0)" } ?? name
    }
}
