public import ReactiveCoordinator

/// Where the library reports intents that no coordinator ever routed.
///
/// A screen can send before any coordinator routes it (from its initialiser, say): its channel
/// keeps those intents for the first route. If the screen is released before a route came, they
/// can never be routed, and the channel reports them here instead of dropping them silently. No
/// tree knows of such a screen, so this is not an event of a tree's log.
///
/// By default a report is written to standard error, with or without this module. Replace the
/// handler to send reports to your logging, or to assert on them in a test:
///
/// <!-- mirrors Examples/ExampleFlows/Snippets/CoordinatorSamples.swift#diagnostics -->
/// ```swift
/// var reports: [UnroutedIntents] = []
/// IntentDiagnostics.unroutedIntentsHandler = { reports.append($0) }
/// ```
@MainActor
public enum IntentDiagnostics {
    /// Called on the main actor when a channel is released holding intents no route received.
    public static var unroutedIntentsHandler: @MainActor (UnroutedIntents) -> Void {
        get { unroutedHandler }
        set {
            unroutedHandler = newValue
            IntentReports.unrouted = { newValue(UnroutedIntents(intentType: $0, intents: $1)) }
        }
    }

    /// Called on the main actor with the first intent a channel was sent after it finished.
    ///
    /// A container removed its screen (which finishes its channel), or the channel was finished,
    /// yet something kept the screen and it sent anyway: no route can receive it. The report comes once per channel; by
    /// default it is written to standard error.
    public static var lateIntentHandler: @MainActor (LateIntent) -> Void {
        get { lateHandler }
        set {
            lateHandler = newValue
            IntentReports.late = { newValue(LateIntent(intentType: $0, intent: $1)) }
        }
    }

    // The core's channels report through `IntentReports`, which prints until a handler is set here.
    private static var unroutedHandler: @MainActor (UnroutedIntents) -> Void = { report in
        IntentReports.printUnrouted(report.intentType, report.intents)
    }

    private static var lateHandler: @MainActor (LateIntent) -> Void = { report in
        IntentReports.printLate(report.intentType, report.intent)
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
        IntentReports.lateSentence(intentType: intentType, intent: intent)
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
        IntentReports.unroutedSentence(intentType: intentType, intents: intents)
    }
}
