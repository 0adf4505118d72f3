/// What the command line asked for.
///
/// ```swift
/// let options = try DemoArguments.parse(["--scenario", "swipe-down", "--format", "json"]).get()
/// // options.mode == .scenario("swipe-down"), options.format == .json
/// ```
package struct DemoOptions: Sendable, Equatable {
    /// What to run.
    package enum Mode: Sendable, Equatable {
        /// Print the help.
        case help
        /// Name the scenarios, one per line.
        case list
        /// Play one scenario.
        case scenario(String)
        /// Take a seeded random walk of `steps` actions.
        case random(seed: UInt64, steps: Int)
        /// Read commands from standard input.
        case interactive
        /// Explore every state of the mail app up to a depth of user actions.
        case explore(depth: Int)
    }

    /// What to run; by default the full session.
    package var mode: Mode
    /// Text or JSON lines.
    package var format: OutputFormat
    /// When to colour text.
    package var colour: ColourChoice
    /// A file to write the tree's restoration record to, as the session ends.
    package var save: String?
    /// A file of a restoration record to restore right after the app launches.
    package var restore: String?
    /// Where to write the session's actions in the explorer's replayable form.
    package var record: String?

    /// Creates options.
    ///
    /// - Parameters:
    ///   - mode: What to run.
    ///   - format: Text or JSON lines.
    ///   - colour: When to colour text.
    package init(
        mode: Mode = .scenario(Scenario.session.name), format: OutputFormat = .text, colour: ColourChoice = .auto
    ) {
        self.mode = mode
        self.format = format
        self.colour = colour
    }
}
