/// The few ANSI styles the text log uses; all of them vanish when colour is off.
struct ANSIStyle: Sendable {
    let enabled: Bool

    func bold(_ text: String) -> String { wrap(text, "1") }
    func dim(_ text: String) -> String { wrap(text, "2") }
    func red(_ text: String) -> String { wrap(text, "31") }
    func green(_ text: String) -> String { wrap(text, "32") }
    func yellow(_ text: String) -> String { wrap(text, "33") }
    func blue(_ text: String) -> String { wrap(text, "34") }
    func magenta(_ text: String) -> String { wrap(text, "35") }
    func cyan(_ text: String) -> String { wrap(text, "36") }

    private func wrap(_ text: String, _ code: String) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
