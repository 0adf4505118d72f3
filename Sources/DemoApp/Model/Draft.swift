/// What the compose flow ends with when the user sends.
struct Draft: Sendable, Codable, CustomStringConvertible {
    var recipient: String?
    var text: String
    var attachments: [String]

    var description: String {
        var words = ["draft"]
        if let recipient { words.append("to \(recipient)") }
        if !text.isEmpty { words.append("\"\(text)\"") }
        if !attachments.isEmpty { words.append("with \(attachments.joined(separator: ", "))") }
        return words.joined(separator: " ")
    }
}
