extension Scenario {
    /// Every scenario, the full session first, in the order `--list` prints them.
    package static let all: [Scenario] = [
        .session, .backButton, .swipeDown, .unsavedDraft, .distantDismiss, .stackReplaced, .logout, .earlyFinish,
        .background,
    ]

    /// The scenario with this name, if there is one.
    ///
    /// - Parameter name: A name as `--list` prints it.
    /// - Returns: The scenario, or nil.
    package static func named(_ name: String) -> Scenario? {
        all.first { $0.name == name }
    }
}
