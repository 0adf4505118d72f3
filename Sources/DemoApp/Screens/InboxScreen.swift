import ReactiveCoordinator

/// The list of messages, at the bottom of the inbox tab's stack.
@MainActor
final class InboxScreen: TappableScreen {
    enum Intent: Sendable {
        /// The user tapped a row.
        case open(id: Int)
        /// A link or a notification asks for exactly this message: the stack is reset to it.
        case show(id: Int)
        case compose
        case refresh
    }

    let intents = IntentChannel<Intent>()
    private let mailbox: Mailbox

    init(mailbox: Mailbox) {
        self.mailbox = mailbox
    }

    nonisolated var description: String { "inbox" }

    var sampleIntents: [Intent] {
        // Every id is the mailbox's own, so `open` takes each of its samples.
        var intents: [Intent] = []
        intents.reserveCapacity(mailbox.messages.count + 2)
        for message in mailbox.messages { intents.append(.open(id: message.id)) }
        intents.append(.compose)
        intents.append(.refresh)
        return intents
    }

    var buttons: [ScreenButton<Intent>] {
        let ids = mailbox.ids
        let range = "\(ids.first ?? 0)-\(ids.last ?? 0)"
        return [
            ScreenButton("open", argument: "<id>", samples: ids.map(String.init), summary: "open a message (\(range))")
            {
                [mailbox] argument in
                guard let argument else {
                    return .failure(
                        TapRefusal(message: "open which message? for example: tap open 3 (messages \(range))"))
                }
                guard let id = Int(argument), mailbox.message(id) != nil else {
                    return .failure(TapRefusal(message: "the inbox has no message \(argument); messages are \(range)"))
                }
                return .success(.open(id: id))
            },
            ScreenButton("compose", summary: "write a new message (presented modally)", sends: .compose),
            ScreenButton("refresh", summary: "reload the list (handled, nothing moves)", sends: .refresh),
        ]
    }
}
