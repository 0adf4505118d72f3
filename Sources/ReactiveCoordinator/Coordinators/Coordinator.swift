public import Streams

/// A coordinator that ends with a typed result: subclass it for each flow.
///
/// A coordinator creates screens, shows them in a navigation context it does not own, routes
/// their intents, starts children, and finishes with an `Output`. Its own life is a stream:
/// ``results`` delivers the output, then terminates.
///
/// <!-- mirrors Examples/ExampleFlows/Snippets/CoordinatorSamples.swift#coordinator -->
/// ```swift
/// final class LoginCoordinator: Coordinator<String> {
///     weak var stack: HeadlessStack?
///
///     override func start() {
///         guard let stack else { return cancel() }
///         let screen = LoginScreen()
///         push(screen, on: stack)  // a failure is logged, with this coordinator's path
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
/// `state`, `parent`, `children`, `path`, `depth`, `teardownReason`, `boundScreen`,
/// `routedScreens`, `outcome`, `results` (the compiler reports
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
    /// The public face of the coordinator's life, made when first asked for.
    private var resultSource: MainActorSource<Output, TeardownReason>?
    /// What ``AnyCoordinator/startChild(_:onFinish:)`` or ``AnyCoordinator/run(_:)`` gave to
    /// hear its end, kept typed so that starting a child wraps nothing.
    var starterHandler: (@MainActor (Result<Output, TeardownReason>) -> Void)?

    /// How the coordinator ended: its output, or why it ended without one; nil while running.
    public var outcome: Result<Output, TeardownReason>? {
        guard let reason = lifecycle.teardownReason else { return nil }
        if let output = lifecycle.output { return .success(output as! Output) }
        return .failure(reason)
    }

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
    /// cancelled). Its subscribers run on the main actor; take its
    /// `eventStream` for a consumer elsewhere. A subscriber that arrives after
    /// the end receives the termination at once; the output stays readable in ``outcome``.
    public var results: MainActorStream<Output, TeardownReason> {
        if let resultSource { return resultSource.stream }
        let made = MainActorSource<Output, TeardownReason>()
        resultSource = made
        if let outcome {
            switch outcome {
            case .success: made.finish()
            case .failure(let reason): made.fail(reason)
            }
        }
        return made.stream
    }

    /// Ends the coordinator with a result for its parent.
    ///
    /// - Parameter output: The result.
    public func finish(with output: Output) {
        end(CoordinatorLifecycle.End(.finished, output: output as any Sendable), operation: "finish")
    }

    override func reportEndToStarter(_ end: CoordinatorEnd) {
        guard let handler = starterHandler else { return }
        starterHandler = nil
        if let output = end.output {
            handler(.success(output as! Output))
        } else {
            handler(.failure(end.reason))
        }
    }

    override func publishEnd(_ end: CoordinatorEnd) {
        // The parent hears first, as it subscribed first: by the time a subscriber of `results`
        // runs, the child is out of its parent's `children`.
        super.publishEnd(end)
        if let resultSource {
            if let output = end.output {
                resultSource.send(output as! Output)
                resultSource.finish()
            } else {
                resultSource.fail(end.reason)
            }
        }
    }
}

extension Coordinator where Output == Void {
    /// Ends a coordinator that has no result to give.
    public func finish() {
        finish(with: ())
    }
}
