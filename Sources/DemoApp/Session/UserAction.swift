/// One thing the user (or the system) does to the running demo app.
///
/// Each action prints as the command that `--interactive` accepts for it, so any log can be
/// replayed by typing its `>` lines.
///
/// ```swift
/// await session.perform(.tap("open", argument: "3"))
/// await session.perform(.back)
/// ```
package enum UserAction: Sendable, Hashable, CustomStringConvertible {
    /// Starts the app: the root coordinator and its first flow.
    case launch
    /// Taps a button of the visible screen, with an optional argument (`open 3`).
    case tap(String, argument: String? = nil)
    /// Taps the visible back button, which pops a screen and tells no coordinator.
    case back
    /// Swipes the top-most modal away, which tells no coordinator.
    case swipeDown
    /// Taps a button of the shown alert by its title (`Keep Editing`, or `keep-editing`),
    /// which hands its action to the flow that showed it.
    case answer(String)
    /// Taps a tab by name (`inbox`, `settings`) or by number from 1; re-tapping the selected
    /// tab pops its stack to the root, as UIKit does.
    case selectTab(String)
    /// The screen under every modal calls `dismiss`, removing all of them at once, however
    /// many flows deep (the case Vine describes).
    case dismissFromBase
    /// Opens a deep link such as `inbox/3/reply`.
    case openLink(String)
    /// Sends the app to the background: the whole tree is paused and intents are buffered.
    case background
    /// Brings the app back: the tree resumes and buffered intents are routed, in order.
    case foreground
    /// Writes the tree's restoration record to a file.
    case save(String)
    /// Rebuilds the flows of a restoration record from a file in the running app.
    case restore(String)

    /// The action as an interactive command: `tap open 3`, `back`, `link inbox/3`.
    package var description: String {
        switch self {
        case .launch: "launch"
        case .tap(let name, let argument): argument.map { "tap \(name) \($0)" } ?? "tap \(name)"
        case .back: "back"
        case .swipeDown: "swipe"
        case .answer(let button): "answer \(button)"
        case .selectTab(let tab): "tab \(tab)"
        case .dismissFromBase: "dismiss"
        case .openLink(let link): "link \(link)"
        case .background: "background"
        case .foreground: "foreground"
        case .save(let file): "save \(file)"
        case .restore(let file): "restore \(file)"
        }
    }
}
