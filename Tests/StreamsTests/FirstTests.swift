import Streams
import TestSupport
import Testing

@Suite struct FirstTests {
    @Test func firstReturnsTheFirstMatchingValue() async throws {
        let source = EventSource<Int, TestFailure>()
        let tap = Tap()
        let stream = tap.wrap(source.stream)
        let task = Task { try await stream.first(where: { $0 > 2 }) }
        #expect(await eventually { tap.subscribed == 1 })
        for value in 1...5 { source.send(value) }
        #expect(try await task.value == 3)
        #expect(tap.cancelled == 1)
    }

    @Test func firstReturnsNilWhenTheStreamFinishesWithoutAMatch() async throws {
        let source = EventSource<Int, TestFailure>()
        source.send(1)
        source.finish()
        #expect(try await source.stream.first(where: { $0 > 2 }) == nil)
    }

    @Test func firstThrowsTheFailure() async {
        let source = EventSource<Int, TestFailure>()
        source.fail(TestFailure(code: 3))
        await #expect(throws: TestFailure(code: 3)) { try await source.stream.first(where: { _ in true }) }
    }

    @Test func firstSeesTheValueACurrentValueSourceReplays() async {
        let source = CurrentValueSource<Int, Never>(4)
        #expect(await source.stream.first() == 4)
    }

    @Test func cancellingTheAwaitingTaskReturnsNilAndCancelsTheSubscription() async throws {
        let source = EventSource<Int, TestFailure>()
        let tap = Tap()
        let stream = tap.wrap(source.stream)
        let task = Task { try await stream.first(where: { $0 > 100 }) }
        #expect(await eventually { tap.subscribed == 1 })
        source.send(1)
        task.cancel()
        #expect(try await task.value == nil)
        #expect(tap.cancelled == 1)
    }

    @Test func firstInAnAlreadyCancelledTaskReturnsNil() async throws {
        let source = CurrentValueSource<Int, Never>(1)
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await source.stream.first(where: { $0 > 5 })
        }
        #expect(await task.value == nil)
    }

    @Test func firstReleasesThePredicate() async {
        let source = EventSource<Int, Never>()
        weak var weakProbe: Probe?
        let tap = Tap()
        let stream = tap.wrap(source.stream)
        let task: Task<Int?, Never>
        do {
            let probe = Probe()
            weakProbe = probe
            task = Task {
                await stream.first(where: { value in
                    probe.touch()
                    return value == 2
                })
            }
        }
        #expect(await eventually { tap.subscribed == 1 })
        source.send(1)
        source.send(2)
        #expect(await task.value == 2)
        #expect(await eventually { weakProbe == nil })
    }
}
