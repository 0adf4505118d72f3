/// How the demo names an alert's buttons on its command line: the title in lower case with
/// hyphens for spaces (`keep-editing` for "Keep Editing"), and how a typed name finds its button.
enum AlertButtonName {
    /// The command-line name of the button titled `title`.
    static func name(of title: String) -> String {
        title.lowercased().split(separator: " ").joined(separator: "-")
    }

    /// Whether `typed` names the button titled `title`: its title in any case, or its name.
    static func matches(_ typed: String, title: String) -> Bool {
        typed.lowercased() == title.lowercased() || typed.lowercased() == name(of: title)
    }
}
