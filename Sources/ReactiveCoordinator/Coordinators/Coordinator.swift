public import Streams

/// A coordinator that ends with a typed result: subclass it for each flow.
///
/// A coordinator creates screens, shows them in a navigation context it does not own, routes
/// their intents, starts children, and finishes with an `Output`. Its own life is a stream:
/// ``results`` delivers the output, then terminates.
///
/// ```swift
/// final class LoginCoordinator: Coordinator<String> {
///     weak var stack: HeadlessStack?
///
///     override func start() {
///         let screen = LoginScreen()
///         try? stack?.push(screen)
///         bind(to: screen) { [unowned self] intent in
///             switch intent {
///             case .submit(let user): finish(with: user)
///             }
///             return .handled
///         }
///     }
/// }
/// ```
///
/// Your subclass's own properties cannot reuse the names the base class already has: `name`,
/// `state`, `parent`, `children`, `path`, `depth`, `outcome`, `results` (the compiler reports
/// "cannot override with a stored property").
///
/// ## Contract
/// - ``finish(with:)`` ends it with a result; calling it again, or on a coordinator that ended
///   or is ending otherwise (a `cancel()` earlier in the same route handler, a teardown under
///   way), is a logged no-op: the first end wins.
/// - Ending tears down its subtree first (children first), cancels its routes, then publishes
///   the result on ``results`` and finishes that stream; or, without a result, fails it with
///   the ``TeardownReason``.
/// - A finish issued while one of its route handlers runs takes effect when the handler
///   returns, so the log reads intent, routed, torn down.
@MainActor
open class Coordinator<Output: Sendable>: AnyCoordinator {
    private let resultSource = EventSource<Output, TeardownReason>()
    private var pendingOutput: Output?

    /// How the coordinator ended: its output, or why it ended without one; nil while running.
    public private(set) var outcome: Result<Output, TeardownReason>?

    /// Creates an idle coordinator.
    ///
    /// - Parameter name: The name used in paths and logs; by default derived from the type name.
    public override init(name: String? = nil) {
        super.init(name: name)
    }

    /// The coordinator's life as a stream: its output, then termination.
    ///
    /// It finishes after the output when the coordinator finished with one, and fails with the
    /// ``TeardownReason`` when it ended without one (screen released, parent torn down,
    /// cancelled). A subscriber that arrives after the end receives the termination at once; the
    /// output stays readable in ``outcome``.
    public var results: EventStream<Output, TeardownReason> {
        resultSource.stream
    }

    /// Ends the coordinator with a result for its parent.
    ///
    /// - Parameter output: The result.
    public func finish(with output: Output) {
        guard state != .finished, pendingOutput == nil, !endRequested else {
            reject("finish", reason: "\(path) already \(state == .finished ? "finished" : "finishing")")
            return
        }
        pendingOutput = output
        end(.finished)
    }

    override func publishEnd(_ reason: TeardownReason) {
        if let pendingOutput {
            outcome = .success(pendingOutput)
            resultSource.send(pendingOutput)
            resultSource.finish()
        } else {
            outcome = .failure(reason)
            resultSource.fail(reason)
        }
    }

    override var resultDescription: String? {
        pendingOutput.map { String(describing: $0) }
    }
}

extension Coordinator where Output == Void {
    /// Ends a coordinator that has no result to give.
    public func finish() {
        finish(with: ())
    }
}
