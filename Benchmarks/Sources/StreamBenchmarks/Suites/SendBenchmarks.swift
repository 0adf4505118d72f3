import OpenCombine
import Streams

/// Synchronous delivery to 1 and to 10 subscribers: our source against a plain closure call,
/// OpenCombine's `PassthroughSubject` and a locked array of closures.
///
/// Each case is built once (its subscriptions stay alive) and timed over many sends, all with
/// the same handler body, ``Sink/add(_:)``.
enum SendBenchmarks {
    struct Figures {
        var closure: Double
        var closures10: Double
        var closures10Unrolled: Double
        var send1: Double
        var send10: Double
        var naive1: Double
        var naive10: Double
        var openCombine1: Double
        var openCombine10: Double
    }

    static func run(runs: Int, targetNanoseconds: Double) -> Figures {
        let sink = Sink()
        var keep: [AnyObject] = []

        let holder = ClosureHolder { { sink.add($0) } }
        let closure = TimedCase(name: "closure") { operations in
            let holder = opaque(holder)
            for value in 0..<operations {
                holder.call(value)
            }
        }
        let closures10 = TimedCase(name: "closures10") { operations in
            let holder = opaque(holder)
            for value in 0..<operations {
                for call in holder.calls {
                    call(value)
                }
            }
        }
        let closures10Unrolled = TimedCase(name: "closures10_unrolled") { operations in
            let holder = opaque(holder)
            for value in 0..<operations {
                holder.unrolled.callAll(value)
            }
        }

        func eventSource(subscribers: Int) -> EventSource<Int, Never> {
            let source = EventSource<Int, Never>()
            for _ in 0..<subscribers {
                keep.append(
                    source.stream.subscribe { event in
                        if case .value(let value) = event { sink.add(value) }
                    })
            }
            return opaque(source)
        }
        let source1 = eventSource(subscribers: 1)
        let source10 = eventSource(subscribers: 10)
        let send1 = TimedCase(name: "send1") { operations in
            for value in 0..<operations {
                source1.send(value)
            }
        }
        let send10 = TimedCase(name: "send10") { operations in
            for value in 0..<operations {
                source10.send(value)
            }
        }

        func lockedList(subscribers: Int) -> LockedClosureList<Int> {
            let list = LockedClosureList<Int>()
            for _ in 0..<subscribers {
                list.subscribe { sink.add($0) }
            }
            return opaque(list)
        }
        let list1 = lockedList(subscribers: 1)
        let list10 = lockedList(subscribers: 10)
        let naive1 = TimedCase(name: "naive1") { operations in
            for value in 0..<operations {
                list1.send(value)
            }
        }
        let naive10 = TimedCase(name: "naive10") { operations in
            for value in 0..<operations {
                list10.send(value)
            }
        }

        func subject(subscribers: Int) -> PassthroughSubject<Int, Never> {
            let subject = PassthroughSubject<Int, Never>()
            for _ in 0..<subscribers {
                keep.append(subject.sink { sink.add($0) })
            }
            return opaque(subject)
        }
        let subject1 = subject(subscribers: 1)
        let subject10 = subject(subscribers: 10)
        let openCombine1 = TimedCase(name: "opencombine1") { operations in
            for value in 0..<operations {
                subject1.send(value)
            }
        }
        let openCombine10 = TimedCase(name: "opencombine10") { operations in
            for value in 0..<operations {
                subject10.send(value)
            }
        }

        let medians = measureInRounds(
            [closure, closures10, closures10Unrolled, send1, send10, naive1, naive10, openCombine1, openCombine10],
            runs: runs,
            targetNanoseconds: targetNanoseconds
        )
        blackHole(sink.total)
        withExtendedLifetime(keep) {}
        return Figures(
            closure: medians["closure"]!,
            closures10: medians["closures10"]!,
            closures10Unrolled: medians["closures10_unrolled"]!,
            send1: medians["send1"]!,
            send10: medians["send10"]!,
            naive1: medians["naive1"]!,
            naive10: medians["naive10"]!,
            openCombine1: medians["opencombine1"]!,
            openCombine10: medians["opencombine10"]!
        )
    }
}
