/// A line of `--interactive` input, understood.
enum InteractiveCommand: Equatable {
    /// Something the user does to the app.
    case action(UserAction)
    case whereAmI
    /// The tree and the screens, as text, or as a picture in the given language.
    case tree(PictureFormat?)
    case leaks
    case help
    case quit
    /// A blank line.
    case nothing

    /// The commands, as `help` lists them; the first word of each is what the parser matches.
    static let reference: [(usage: String, summary: String)] = [
        ("tap <button> [argument]", "tap a button of the screen you see (the word tap may be left out)"),
        ("back", "tap the back button: UIKit pops the screen and tells no coordinator"),
        ("swipe", "swipe the top modal away: no coordinator is told either"),
        ("answer <button>", "tap a button of the shown alert: the flow that showed it gets its action"),
        ("tab <name|number>", "tap a tab; tapping the selected one pops its stack to the root"),
        ("dismiss", "the screen under the modals calls dismiss, however many flows deep"),
        ("link <link>", "open a deep link: \(MailLink.forms.joined(separator: ", "))"),
        ("open <url>", "open a URL such as mail://inbox/3/reply through the app's table of links"),
        ("save <file>", "write the coordinator tree's restoration record to a file"),
        ("restore <file>", "rebuild the flows of a saved record in the running app"),
        ("background", "send the app to the background: the tree pauses, intents are buffered"),
        ("foreground", "bring it back: the tree resumes and routes what it buffered"),
        ("where", "show the screen you see and its buttons"),
        ("tree [dot|mermaid]", "show the coordinator tree and the screens, or draw them for Graphviz or Mermaid"),
        ("leaks", "show what is alive now and whether anything leaked"),
        ("help", "show this list"),
        ("quit", "end the session with its leak report (end of input does the same)"),
    ]

    /// The command words, for suggestions.
    static let words = reference.map { String($0.usage.prefix { $0 != " " }) } + ["exit", "swipe-down"]
}
