/// How the main part of the app ends.
enum MainOutcome: Sendable, CustomStringConvertible {
    case loggedOut

    var description: String {
        "logged out"
    }
}
