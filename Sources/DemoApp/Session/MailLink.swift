import ReactiveCoordinator
package import ReactiveCoordinatorFoundation

/// The deep links the demo app understands: a table of URL patterns, each turned into the
/// intents a user would have sent.
package enum MailLink {
    /// The forms, for help and error messages.
    static let forms = ["inbox/<id>", "inbox/<id>/reply", "inbox/<id>/sender", "compose", "settings/account", "logout"]

    /// Links the random walk follows: a valid one of each form, and one to a missing message.
    package static let samples = [
        "inbox/2", "inbox/5/reply", "inbox/4/sender", "inbox/9", "compose", "settings/account",
    ]

    /// The app's URLs, `mail://inbox/3/reply` or the bare `inbox/3/reply`.
    package static let table: DeepLinkTable = {
        var table = DeepLinkTable(scheme: "mail")
        table.add("inbox/:id") { parameters throws(DeepLinkURLError) in
            DeepLink(InboxScreen.Intent.show(id: try parameters.integer("id")))
        }
        table.add("inbox/:id/reply") { parameters throws(DeepLinkURLError) in
            DeepLink(InboxScreen.Intent.show(id: try parameters.integer("id")), MessageScreen.Intent.reply)
        }
        table.add("inbox/:id/sender") { parameters throws(DeepLinkURLError) in
            DeepLink(InboxScreen.Intent.show(id: try parameters.integer("id")), MessageScreen.Intent.showSender)
        }
        table.add("compose") { _ in DeepLink(InboxScreen.Intent.compose) }
        table.add("settings/account") { _ in DeepLink(SettingsScreen.Intent.account) }
        table.add("logout") { _ in DeepLink(SettingsScreen.Intent.logout) }
        return table
    }()

    /// The link a text maps to, or why it maps to none.
    static func link(for text: String) -> Result<DeepLink, DeepLinkURLError> {
        Result { () throws(DeepLinkURLError) in try table.link(for: text) }
    }
}
