/// A restored message that the mailbox no longer has.
struct MissingMessage: Error, CustomStringConvertible {
    let id: Int

    var description: String {
        "no message \(id) in the mailbox"
    }
}
