/// Where a channel reports intents that no coordinator can route: kept for a first route that
/// never came, or sent after the channel finished.
///
/// No tree knows of such a screen, so these are not events of a tree's log. By default a report
/// is written to standard error; `IntentDiagnostics`, in `ReactiveCoordinatorDiagnostics`, is
/// the public way to send reports elsewhere, and replaces these handlers.
@MainActor
package enum IntentReports {
    /// Writes an unrouted-intents report to standard error: the default.
    package static let printUnrouted: @MainActor (_ intentType: String, _ intents: [LoggedValue]) -> Void = {
        intentType, intents in
        var standardError = StandardError()
        print("ReactiveCoordinator: \(unroutedSentence(intentType: intentType, intents: intents))", to: &standardError)
    }

    /// Writes a late-intent report to standard error: the default.
    package static let printLate: @MainActor (_ intentType: String, _ intent: LoggedValue) -> Void = {
        intentType, intent in
        var standardError = StandardError()
        print("ReactiveCoordinator: \(lateSentence(intentType: intentType, intent: intent))", to: &standardError)
    }

    /// Called when a channel is released holding intents no route received.
    package static var unrouted = printUnrouted

    /// Called with the first intent a channel was sent after it finished.
    package static var late = printLate

    /// The unrouted-intents report as one sentence.
    nonisolated package static func unroutedSentence(intentType: String, intents: [LoggedValue]) -> String {
        let list = intents.map(\.description).joined(separator: ", ")
        return "a channel of \(intentType) was released before any coordinator routed it; "
            + "\(intents.count) intent(s) never routed: \(list)"
    }

    /// The late-intent report as one sentence.
    nonisolated package static func lateSentence(intentType: String, intent: LoggedValue) -> String {
        "an intent \(intent) of \(intentType) was sent after its screen was removed (its channel "
            + "finished); no coordinator can route it (later ones of this channel go unreported): something keeps "
            + "the removed screen and lets it send"
    }
}
