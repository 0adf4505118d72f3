/// An alert a flow showed and that is not answered yet, and the context showing it.
@MainActor
struct OpenAlert {
    weak let alert: ShownAlert?
    weak let context: (any AlertContext)?
}

/// The alerts a flow showed that are still unanswered, taken away when it ends.
@MainActor
struct OpenAlerts {
    private(set) var open: [OpenAlert] = []

    /// Whether one of them still waits for an answer.
    var hasUnanswered: Bool {
        open.contains { $0.alert.map { $0.resolution == nil } ?? false }
    }

    mutating func add(_ entry: OpenAlert) {
        open.removeAll { $0.alert == nil }
        open.append(entry)
    }

    /// Forgets the alerts that were answered or are gone.
    mutating func removeAnswered() {
        open.removeAll { $0.alert == nil || $0.alert?.resolution != nil }
    }

    /// Takes every alert away, as the flow ends.
    mutating func takeAll() -> [OpenAlert] {
        defer { open = [] }
        return open
    }
}
