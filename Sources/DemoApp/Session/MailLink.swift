import ReactiveCoordinator

/// The deep links the demo app understands, turned into the intents a user would have sent.
enum MailLink {
    /// The forms, for help and error messages.
    static let forms = ["inbox/<id>", "inbox/<id>/reply", "inbox/<id>/sender", "compose", "settings/account", "logout"]

    /// Links the random walk follows: a valid one of each form, and one to a missing message.
    static let samples = ["inbox/2", "inbox/5/reply", "inbox/4/sender", "inbox/9", "compose", "settings/account"]

    /// The steps of a link, or nil when it is not one of ``forms``.
    ///
    /// A `mail://` in front is allowed.
    static func steps(for text: String) -> [any Sendable]? {
        var link = Substring(text)
        if link.hasPrefix("mail://") { link = link.dropFirst("mail://".count) }
        let parts = link.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        switch parts.count {
        case 1 where parts[0] == "compose":
            return [InboxScreen.Intent.compose]
        case 1 where parts[0] == "logout":
            return [SettingsScreen.Intent.logout]
        case 2 where parts == ["settings", "account"]:
            return [SettingsScreen.Intent.account]
        case 2 where parts[0] == "inbox":
            return Int(parts[1]).map { [InboxScreen.Intent.show(id: $0)] }
        case 3 where parts[0] == "inbox":
            guard let id = Int(parts[1]) else { return nil }
            switch parts[2] {
            case "reply": return [InboxScreen.Intent.show(id: id), MessageScreen.Intent.reply]
            case "sender": return [InboxScreen.Intent.show(id: id), MessageScreen.Intent.showSender]
            default: return nil
            }
        default:
            return nil
        }
    }
}
