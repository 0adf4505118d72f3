/// Where the library reports intents that no coordinator ever routed.
///
/// A screen can send before any coordinator routes it (from its initialiser, say): its channel
/// keeps those intents for the first route. If the screen is released before a route came, they
/// can never be routed, and the channel reports them here instead of dropping them silently. No
/// tree knows of such a screen, so this is not an event of a tree's log.
///
/// By default a report is written to standard error. Replace the handler to send reports to your
/// logging, or to assert on them in a test:
///
/// <!-- mirrors Examples/ExampleFlows/Snippets/CoordinatorSamples.swift#diagnostics -->
/// ```swift
/// var reports: [UnroutedIntents] = []
/// IntentDiagnostics.unroutedIntentsHandler = { reports.append($0) }
/// ```
@MainActor
public enum IntentDiagnostics {
    /// Called on the main actor when a channel is released holding intents no route received.
    public static var unroutedIntentsHandler: @MainActor (UnroutedIntents) -> Void = { report in
        var standardError = StandardError()
        print("ReactiveCoordinator: \(report)", to: &standardError)
    }

    /// Called on the main actor with the first intent a channel was sent after it finished.
    ///
    /// A container removed its screen (which finishes its channel), or the channel was finished,
    /// yet something kept the screen and it sent anyway: no route can receive it. The report comes once per channel; by
    /// default it is written to standard error.
    public static var lateIntentHandler: @MainActor (LateIntent) -> Void = { report in
        var standardError = StandardError()
        print("ReactiveCoordinator: \(report)", to: &standardError)
    }

    static func report(_ unrouted: UnroutedIntents) {
        unroutedIntentsHandler(unrouted)
    }

    static func report(_ late: LateIntent) {
        lateIntentHandler(late)
    }
}

/// An intent a screen sent after its channel finished, which no coordinator can route.
public struct LateIntent: Sendable, Hashable, CustomStringConvertible {
    /// The intent type, such as `LoginScreen.Intent`.
    public var intentType: String
    /// The intent.
    public var intent: LoggedValue

    /// Creates a report.
    ///
    /// - Parameters:
    ///   - intentType: The intent type.
    ///   - intent: The intent.
    init(intentType: String, intent: LoggedValue) {
        self.intentType = intentType
        self.intent = intent
    }

    /// The report as one sentence.
    public var description: String {
        "an intent \(intent) of \(intentType) was sent after its screen was removed (its channel "
            + "finished); no coordinator can route it (later ones of this channel go unreported): something keeps "
            + "the removed screen and lets it send"
    }
}

/// Intents a screen sent that no coordinator ever routed: the screen was released first.
public struct UnroutedIntents: Sendable, Hashable, CustomStringConvertible {
    /// The intent type, such as `LoginScreen.Intent`.
    public var intentType: String
    /// The intents, in the order they were sent.
    public var intents: [LoggedValue]

    /// Creates a report.
    ///
    /// - Parameters:
    ///   - intentType: The intent type.
    ///   - intents: The intents, in the order they were sent.
    init(intentType: String, intents: [LoggedValue]) {
        self.intentType = intentType
        self.intents = intents
    }

    /// The report as one sentence.
    public var description: String {
        let list = intents.map(\.description).joined(separator: ", ")
        return "a channel of \(intentType) was released before any coordinator routed it; "
            + "\(intents.count) intent(s) never routed: \(list)"
    }
}
