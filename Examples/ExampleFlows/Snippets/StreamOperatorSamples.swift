import ReactiveCoordinator

// The operators' doc-comment samples. Each takes the streams it reads as parameters and returns
// the stream it makes, so StreamOperatorSampleTests can send values through it.
enum StreamOperatorSamples {
    static func compactMap(_ texts: EventStream<String, Never>) -> EventStream<Int, Never> {
        // snippet: compact-map
        let numbers = texts.compactMap { Int($0) }
        // end snippet
        return numbers
    }

    static func filter(_ numbers: EventStream<Int, Never>) -> EventStream<Int, Never> {
        // snippet: filter
        let evens = numbers.filter { $0.isMultiple(of: 2) }
        // end snippet
        return evens
    }

    static func map(_ names: EventStream<String, Never>) -> EventStream<Int, Never> {
        // snippet: map
        let lengths = names.map { $0.count }
        // end snippet
        return lengths
    }

    static func merge(
        _ loginTaps: EventStream<String, Never>, _ signupTaps: EventStream<String, Never>,
        _ helpTaps: EventStream<String, Never>
    ) -> EventStream<String, Never> {
        // snippet: merge
        let anyTap = loginTaps.merge(with: signupTaps, helpTaps)
        // end snippet
        return anyTap
    }

    /// Something with a stream of taps, as a button's view model would have.
    struct Button: Sendable {
        let taps: EventStream<String, Never>
    }

    static func mergeAll(_ buttons: [Button]) -> EventStream<String, Never> {
        // snippet: merge-all
        let anyTap = EventStream.merge(buttons.map(\.taps))
        // end snippet
        return anyTap
    }

    static func prefixUntilOutput(_ sessionEvents: EventStream<String, Never>, logout: EventSource<Void, Never>)
        -> EventStream<String, Never>
    {
        // snippet: prefix-until-output
        let untilLogout = sessionEvents.prefix(untilOutputFrom: logout.stream)
        // end snippet
        return untilLogout
    }

    static func removeDuplicatesBy(_ readings: EventStream<Double, Never>) -> EventStream<Double, Never> {
        // snippet: remove-duplicates-by
        let changes = readings.removeDuplicates { abs($0 - $1) < 0.5 }
        // end snippet
        return changes
    }

    static func removeDuplicates(_ titles: EventStream<String, Never>) -> EventStream<String, Never> {
        // snippet: remove-duplicates
        let titleChanges = titles.removeDuplicates()
        // end snippet
        return titleChanges
    }

    static func scan(_ amounts: EventStream<Int, Never>) -> EventStream<Int, Never> {
        // snippet: scan
        let runningTotal = amounts.scan(0) { total, amount in total + amount }
        // end snippet
        return runningTotal
    }

    struct Draft: Sendable, Equatable {
        var text: String
        var isSaved: Bool
    }

    struct DraftError: Error {}

    /// Waits for the first saved draft and saves it.
    static func first(drafts: EventStream<Draft, DraftError>, save: (Draft) -> Void) async throws {
        // snippet: first
        if let draft = try await drafts.first(where: { $0.isSaved }) {
            save(draft)
        }
        // end snippet
    }
}
