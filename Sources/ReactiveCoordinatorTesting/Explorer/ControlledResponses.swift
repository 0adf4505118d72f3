/// Answers to your app's service calls that the flow explorer chooses, so that what the user
/// does while a request is in flight is explored.
///
/// Real flows await services (sign-in, payment), and the bugs users report happen while a
/// request is in flight: the user swipes the sheet away, taps back, a link arrives. Make one of
/// these with each app you build for ``FlowExplorer``, hand it to your test doubles and to
/// ``ExploredApp/init(tree:root:responses:distinguishingState:)``, and have each double await
/// ``response(to:outcomes:)`` with the outcomes to try:
///
/// <!-- mirrors Tests/FlowExplorerTests/AwaitedWorkApp.swift#controlled-service -->
/// ```swift
/// struct ControlledAuth: AuthService {
///     let responses: ControlledResponses
///
///     func signIn() async throws -> String {
///         try await responses.response(
///             to: "signIn", outcomes: [.success("ada"), .failure(AuthError.offline, label: "offline")])
///     }
/// }
/// ```
///
/// While a request is in flight the explorer tries every user action as usual (the slow
/// outcome: the answer has not come yet) and, besides them, each outcome of the oldest request
/// of each name (``FlowAction/respond(request:outcome:label:)``); the requests in flight are
/// part of a state's key. After each action it lets the work the flows own run until the tree
/// is settled, so the flow that awaited the answer goes on as it would in the app.
///
/// ## Contract
/// - A request waits until it is answered (``answer(_:with:)``, which the explorer calls) or
///   the task awaiting it is cancelled, which throws `CancellationError` on the main actor's
///   next turn: a flow that ends cancels the work it owns, and that work then returns.
/// - Requests of one name are answered oldest first.
/// - Main-actor only, like the flows that await it.
@MainActor
public final class ControlledResponses {
    /// A request in flight: its name, its outcomes' labels, and how to resume its caller.
    @MainActor private final class Pending {
        let request: String
        let labels: [String]
        var continuation: CheckedContinuation<Int?, Never>?

        init(request: String, labels: [String]) {
            self.request = request
            self.labels = labels
        }

        func resume(with outcome: Int?) {
            continuation?.resume(returning: outcome)
            continuation = nil
        }
    }

    private var pending: [Pending] = []
    /// Requests answered whose callers have not taken the answer yet: the explorer lets the main
    /// actor run until there are none.
    private(set) var answersNotTaken = 0

    /// Creates an empty set of requests.
    public init() {}

    /// The names of the requests in flight, oldest first.
    public var requestsInFlight: [String] {
        pending.filter { $0.continuation != nil }.map(\.request)
    }

    /// Waits until the explorer (or a test, with ``answer(_:with:)``) picks one of the outcomes
    /// of a request, and returns its value or throws its error.
    ///
    /// - Parameters:
    ///   - request: The request's name, such as `signIn`: actions and reproductions name it.
    ///   - outcomes: The outcomes to try, in order; at least one.
    /// - Returns: The value of the chosen outcome.
    /// - Throws: The error of the chosen outcome, or `CancellationError` when the awaiting task
    ///   was cancelled first.
    public func response<Value: Sendable>(to request: String, outcomes: [ControlledOutcome<Value>]) async throws
        -> Value
    {
        precondition(!outcomes.isEmpty, "a controlled request needs at least one outcome")
        let entry = Pending(request: request, labels: outcomes.map(\.label))
        pending.append(entry)
        let chosen = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Int?, Never>) in
                if Task.isCancelled {
                    continuation.resume(returning: nil)
                } else {
                    entry.continuation = continuation
                }
            }
        } onCancel: {
            // Any thread may cancel: the answer is given on the main actor, as every other.
            Task { @MainActor in entry.resume(with: nil) }
        }
        pending.removeAll { $0 === entry }
        guard let chosen else { throw CancellationError() }
        answersNotTaken -= 1
        return try outcomes[chosen].result.get()
    }

    /// Answers the oldest request of a name in flight with one of its outcomes.
    ///
    /// - Parameters:
    ///   - request: The request's name.
    ///   - outcome: The index of the outcome in the list its caller gave.
    /// - Returns: `false` if no request of that name is in flight, or it has no such outcome.
    @discardableResult
    public func answer(_ request: String, with outcome: Int) -> Bool {
        guard let entry = pending.first(where: { $0.request == request && $0.continuation != nil }),
            entry.labels.indices.contains(outcome)
        else { return false }
        answersNotTaken += 1
        entry.resume(with: outcome)
        return true
    }

    /// One action per outcome of the oldest request of each name in flight.
    var actions: [FlowAction] {
        var seen: Set<String> = []
        var actions: [FlowAction] = []
        for entry in pending where entry.continuation != nil && seen.insert(entry.request).inserted {
            actions += entry.labels.enumerated().map {
                .respond(request: entry.request, outcome: $0.offset, label: $0.element)
            }
        }
        return actions
    }

    /// The requests in flight as one line of a state's key, or `nil` when none is.
    var keyLine: String? {
        let names = requestsInFlight
        return names.isEmpty ? nil : "?" + names.joined(separator: ",")
    }
}

/// One outcome of a controlled request: a value or an error, with a label for actions and
/// reproductions.
///
/// ## Contract
/// - ``success(_:label:)`` labels itself `success` and ``failure(_:label:)`` `failure` unless
///   given another label; give labels that tell the outcomes of one request apart.
public struct ControlledOutcome<Value: Sendable>: Sendable {
    /// The outcome's name in actions and reproductions.
    public var label: String
    /// What the request returns or throws.
    public var result: Result<Value, any Error>

    /// Creates an outcome.
    ///
    /// - Parameters:
    ///   - label: The outcome's name in actions and reproductions.
    ///   - result: What the request returns or throws.
    public init(label: String, result: Result<Value, any Error>) {
        self.label = label
        self.result = result
    }

    /// The request returns a value.
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - label: The outcome's name; `success` by default.
    /// - Returns: The outcome.
    public static func success(_ value: Value, label: String = "success") -> Self {
        Self(label: label, result: .success(value))
    }

    /// The request throws an error.
    ///
    /// - Parameters:
    ///   - error: The error.
    ///   - label: The outcome's name; `failure` by default.
    /// - Returns: The outcome.
    public static func failure(_ error: any Error, label: String = "failure") -> Self {
        Self(label: label, result: .failure(error))
    }
}
