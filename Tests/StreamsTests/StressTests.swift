import Foundation
import Streams
import TestSupport
import Testing

@Suite struct StressTests {
    @Test func eightTasksSendingConcurrentlyReachFourSubscribersCompleteAndInOrder() async {
        let tasks = 8
        // 100,000 each at the full size (`REACTIVE_COORDINATOR_TEST_SIZE=full`). The sending loops
        // never suspend, so they hold the cooperative threads the other tests need: by default
        // they send a tenth.
        let perTask = TestSize.pick(reduced: 10_000, full: 100_000)
        let source = EventSource<Int, Never>()
        let subscribers = (0..<4).map { _ in Received<StreamEvent<Int, Never>>() }
        let subscriptions = subscribers.map { sink in source.stream.subscribe { sink.append($0) } }
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<tasks {
                group.addTask {
                    for sequence in 0..<perTask { source.send(task * perTask + sequence) }
                }
            }
        }
        source.finish()
        source.send(-1)
        for sink in subscribers {
            let events = sink.values
            #expect(events.count == tasks * perTask + 1)
            #expect(events.last == .finished)
            var next = [Int](repeating: 0, count: tasks)
            var inOrder = true
            for event in events.dropLast() {
                guard case .value(let value) = event, value >= 0 else {
                    inOrder = false
                    break
                }
                let task = value / perTask
                if value % perTask != next[task] { inOrder = false }
                next[task] += 1
            }
            #expect(inOrder)
            #expect(next == [Int](repeating: perTask, count: tasks))
        }
        withExtendedLifetime(subscriptions) {}
    }
}
