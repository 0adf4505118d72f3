/// The demo's mail: a fixed inbox, so that every run prints the same log.
struct Mailbox: Sendable {
    struct Message: Sendable {
        let id: Int
        let sender: String
        let subject: String
    }

    let messages: [Message]

    /// Six messages, numbered 1 to 6.
    static let sample = Mailbox(messages: [
        Message(id: 1, sender: "Ada", subject: "Lunch on Friday?"),
        Message(id: 2, sender: "Grace", subject: "Compiler review"),
        Message(id: 3, sender: "Linus", subject: "Patch v2"),
        Message(id: 4, sender: "Barbara", subject: "Abstraction notes"),
        Message(id: 5, sender: "Alan", subject: "Tea at four"),
        Message(id: 6, sender: "Edsger", subject: "On go to"),
    ])

    func message(_ id: Int) -> Message? {
        messages.first { $0.id == id }
    }

    var ids: [Int] {
        messages.map(\.id)
    }
}
