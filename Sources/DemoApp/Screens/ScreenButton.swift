/// One thing a user can tap on a demo screen, and the intent it sends.
///
/// The interactive mode and the random walk tap screens by button name, so each screen lists
/// its buttons instead of exposing its intents directly.
struct ScreenButton<Intent: Sendable> {
    /// The name typed after `tap`, such as `open` or `sign-in`.
    let name: String
    /// What the argument stands for (`<id>`), or nil for a button without one.
    let argument: String?
    /// One line for `help`.
    let summary: String
    /// Arguments the random walk picks from; empty for a button without one.
    let samples: [String]
    /// The intent for an argument, or why this argument does not fit.
    let makeIntent: (String?) -> Result<Intent, TapRefusal>

    init(
        _ name: String,
        argument: String? = nil,
        samples: [String] = [],
        summary: String,
        makeIntent: @escaping (String?) -> Result<Intent, TapRefusal>
    ) {
        self.name = name
        self.argument = argument
        self.summary = summary
        self.samples = samples
        self.makeIntent = makeIntent
    }

    /// A button without an argument that always sends the same intent.
    init(_ name: String, summary: String, sends intent: Intent) {
        self.init(name, summary: summary) { _ in .success(intent) }
    }
}
