import Streams
import TestSupport
import Testing

/// `subscribe(onValue:onTermination:)` against a hand-built stream that breaks the contract.
@Suite struct SeparateHandlersTests {
    /// Emits a value, then three terminal events with values between and after them.
    static let endsThreeTimes = EventStream<Int, TestFailure> { handler in
        handler(.value(1))
        handler(.finished)
        handler(.value(2))
        handler(.failed(TestFailure()))
        handler(.finished)
        handler(.value(3))
        return Subscription {}
    }

    @Test func onTerminationRunsOnceForTheFirstTerminalEventAndNoValueFollowsIt() {
        let values = Received<Int>()
        let terminations = Received<Termination<TestFailure>>()
        let subscription = Self.endsThreeTimes.subscribe(
            onValue: { values.append($0) },
            onTermination: { terminations.append($0) }
        )
        #expect(values.values == [1])
        #expect(terminations.values == [.finished])
        withExtendedLifetime(subscription) {}
    }

    @Test func onTerminationMayResumeAContinuation() async {
        let subscription = Shared<Subscription?>(nil)
        let termination = await withCheckedContinuation { continuation in
            subscription.value = Self.endsThreeTimes.subscribe(
                onValue: { _ in },
                onTermination: { continuation.resume(returning: $0) }
            )
        }
        #expect(termination == .finished)
    }
}
