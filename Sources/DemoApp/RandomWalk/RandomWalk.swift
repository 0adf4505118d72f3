import SeededRandom
/// A seeded walk of user actions through the demo app: the same seed plays the same walk.
///
/// At each step the walk looks at what makes sense on screen (``DemoSession/choices``), picks a
/// kind of action with fixed weights (mostly taps), then one action of that kind.
///
/// ```swift
/// let walk = RandomWalk(seed: 42, steps: 50)
/// let summary = await walk.run { entries in entries.forEach { print($0) } }
/// ```
package struct RandomWalk: Sendable {
    /// The seed of the walk's `SplitMix64` generator.
    package let seed: UInt64
    /// How many actions to take after launching.
    package let steps: Int

    /// How often each kind of action is picked, relative to the others available.
    private static let weights: [String: Int] = [
        "tap": 12, "back": 3, "swipe": 1, "dismiss": 1, "tab": 2, "link": 2, "background": 1, "foreground": 3,
        "answer": 1,
    ]

    /// Creates a walk.
    ///
    /// - Parameters:
    ///   - seed: The generator's seed.
    ///   - steps: How many actions to take after launching.
    package init(seed: UInt64, steps: Int) {
        self.seed = seed
        self.steps = steps
    }

    /// Launches a session and takes the walk's steps, handing over the log after each step.
    ///
    /// - Parameters:
    ///   - session: A session that has not been launched.
    ///   - emit: Receives the entries of each step as soon as it is done.
    @MainActor
    package func play(on session: DemoSession, emit: ([LogEntry]) -> Void) async {
        var random = SplitMix64(seed: seed)
        session.record(.title(name: "random walk", summary: "seed \(seed), \(steps) steps"))
        await session.perform(.launch)
        emit(session.drain())
        for _ in 0..<steps {
            await session.perform(Self.nextAction(in: session.choices, using: &random))
            emit(session.drain())
        }
    }

    /// Plays the walk on a new session and finishes it with a leak report.
    ///
    /// - Parameter emit: Receives the entries of each step, then the summary.
    /// - Returns: The summary of the session.
    @MainActor
    package func run(emit: ([LogEntry]) -> Void) async -> SessionSummary {
        let session = DemoSession()
        await play(on: session, emit: emit)
        let summary = session.finish()
        emit(session.drain())
        return summary
    }

    static func nextAction(in choices: [(kind: String, actions: [UserAction])], using random: inout SplitMix64)
        -> UserAction
    {
        let actions = random.pick(weighted: choices.map { (weight: weights[$0.kind] ?? 1, element: $0.actions) })
        return random.pick(actions)
    }
}
