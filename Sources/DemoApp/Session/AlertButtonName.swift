import ReactiveCoordinator

/// How the demo names an alert's buttons on its command line: the title in lower case with
/// hyphens for spaces (`keep-editing` for "Keep Editing"), and how a typed name finds its button.
enum AlertButtonName {
    /// The command-line name of the button titled `title`.
    static func name(of title: String) -> String {
        title.lowercased().split(separator: " ").joined(separator: "-")
    }

    /// The command-line names of `alert`'s buttons, in order.
    @MainActor
    static func names(in alert: ShownAlert) -> [String] {
        alert.buttons.map { name(of: $0.title) }
    }

    /// The index of the first button of `alert` that `typed` names: by its title in any case, or
    /// by its name.
    @MainActor
    static func index(of typed: String, in alert: ShownAlert) -> Int? {
        let typed = typed.lowercased()
        return alert.buttons.firstIndex { typed == $0.title.lowercased() || typed == name(of: $0.title) }
    }
}
