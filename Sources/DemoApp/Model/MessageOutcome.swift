/// How a message flow ends when the user acts on the message itself.
enum MessageOutcome: Sendable, CustomStringConvertible {
    case archived(id: Int)

    var description: String {
        switch self {
        case .archived(let id): "message \(id) archived"
        }
    }
}
