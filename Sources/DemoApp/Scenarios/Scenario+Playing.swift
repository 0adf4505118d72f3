extension Scenario {
    /// A new, unlaunched session set up for this scenario.
    @MainActor
    package func makeSession() -> DemoSession {
        DemoSession(rememberedUser: rememberedUser)
    }

    /// Plays the steps on a session, handing over the log after each step.
    ///
    /// - Parameters:
    ///   - session: A session from ``makeSession()``, not launched yet.
    ///   - emit: Receives the entries of each step as soon as it is done.
    @MainActor
    package func play(on session: DemoSession, emit: ([LogEntry]) -> Void) async {
        session.record(.title(name: name, summary: summary))
        if let origin { session.record(.origin(origin)) }
        emit(session.drain())
        for step in steps {
            await session.perform(step.action, note: step.note)
            emit(session.drain())
        }
    }

    /// Plays the scenario on a new session and finishes it with a leak report.
    ///
    /// - Parameter emit: Receives the entries of each step as soon as it is done, then the
    ///   summary.
    /// - Returns: The summary: what was alive at the end and whether anything leaked.
    @MainActor
    package func run(emit: ([LogEntry]) -> Void) async -> SessionSummary {
        let session = makeSession()
        await play(on: session, emit: emit)
        let summary = session.finish()
        emit(session.drain())
        return summary
    }
}
