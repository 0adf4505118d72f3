import AsyncAlgorithms
import Streams

/// Async consumption: a producer task sends values, a consumer task takes them one by one.
///
/// Our bridge (an ``EventStream`` iterated) against `AsyncStream` and
/// swift-async-algorithms' `AsyncChannel`.
///
/// Both tasks are detached, so producer and consumer may run on different threads, as they do
/// when a background producer feeds a UI consumer. The consumer subscribes before the producer
/// starts. The consumer's body is the same in every case: ``Sink/add(_:)``.
enum AsyncBenchmarks {
    struct Figures {
        var bridge: Double
        /// Our bridge with a bounded buffer that keeps the oldest values (`.oldest(values)`, so
        /// nothing is dropped and every value can be checked): the ring-buffer path.
        var bridgeOldest: Double
        /// The same with `.newest(values)`.
        var bridgeNewest: Double
        var asyncStream: Double
        var asyncChannel: Double
        /// All values sent before the consumer starts: the cost of draining a full buffer.
        var bridgePrefilled: Double
        var asyncStreamPrefilled: Double
    }

    static func run(values: Int, runs: Int) async -> Figures {
        let cases: [(String, @Sendable (Int) async -> Double)] = [
            ("bridge", { await bridge($0, policy: .unbounded) }),
            ("bridge_oldest", { await bridge($0, policy: .oldest($0)) }),
            ("bridge_newest", { await bridge($0, policy: .newest($0)) }),
            ("asyncstream", asyncStream),
            ("asyncchannel", asyncChannel),
            ("bridge_prefilled", bridgePrefilled),
            ("asyncstream_prefilled", asyncStreamPrefilled),
        ]
        for (_, body) in cases {
            _ = await body(values / 10)  // warm-up
        }
        var samples: [String: [Double]] = [:]
        for _ in 0..<runs {
            for (name, body) in cases {
                samples[name, default: []].append(await body(values))
            }
        }
        func figure(_ name: String) -> Double { median(samples[name]!) }
        return Figures(
            bridge: figure("bridge"),
            bridgeOldest: figure("bridge_oldest"),
            bridgeNewest: figure("bridge_newest"),
            asyncStream: figure("asyncstream"),
            asyncChannel: figure("asyncchannel"),
            bridgePrefilled: figure("bridge_prefilled"),
            asyncStreamPrefilled: figure("asyncstream_prefilled")
        )
    }

    /// Nanoseconds per value for `values` values through our stream's async iterator.
    @Sendable static func bridge(_ values: Int, policy: BufferPolicy) async -> Double {
        let sink = Sink()
        let start = now()
        await Task.detached {
            let source = EventSource<Int, Never>()
            var iterator = source.stream.values(buffering: policy).makeAsyncIterator()
            let producer = Task.detached {
                for value in 0..<values {
                    source.send(value)
                }
                source.finish()
            }
            while let value = await iterator.next() {
                sink.add(value)
            }
            await producer.value
        }.value
        return check(sink, values: values, start: start)
    }

    @Sendable static func asyncStream(_ values: Int) async -> Double {
        let sink = Sink()
        let start = now()
        await Task.detached {
            let (stream, continuation) = AsyncStream<Int>.makeStream()
            var iterator = stream.makeAsyncIterator()
            let producer = Task.detached {
                for value in 0..<values {
                    continuation.yield(value)
                }
                continuation.finish()
            }
            while let value = await iterator.next() {
                sink.add(value)
            }
            await producer.value
        }.value
        return check(sink, values: values, start: start)
    }

    @Sendable static func asyncChannel(_ values: Int) async -> Double {
        let sink = Sink()
        let start = now()
        await Task.detached {
            let channel = AsyncChannel<Int>()
            var iterator = channel.makeAsyncIterator()
            let producer = Task.detached {
                for value in 0..<values {
                    await channel.send(value)
                }
                channel.finish()
            }
            while let value = await iterator.next() {
                sink.add(value)
            }
            await producer.value
        }.value
        return check(sink, values: values, start: start)
    }

    @Sendable static func bridgePrefilled(_ values: Int) async -> Double {
        let sink = Sink()
        let start = now()
        await Task.detached {
            let source = EventSource<Int, Never>()
            var iterator = source.stream.makeAsyncIterator()
            for value in 0..<values {
                source.send(value)
            }
            source.finish()
            while let value = await iterator.next() {
                sink.add(value)
            }
        }.value
        return check(sink, values: values, start: start)
    }

    @Sendable static func asyncStreamPrefilled(_ values: Int) async -> Double {
        let sink = Sink()
        let start = now()
        await Task.detached {
            let (stream, continuation) = AsyncStream<Int>.makeStream()
            var iterator = stream.makeAsyncIterator()
            for value in 0..<values {
                continuation.yield(value)
            }
            continuation.finish()
            while let value = await iterator.next() {
                sink.add(value)
            }
        }.value
        return check(sink, values: values, start: start)
    }

    /// Checks every value arrived once, and returns nanoseconds per value since `start`.
    private static func check(_ sink: Sink, values: Int, start: UInt64) -> Double {
        let elapsed = Double(now() - start)
        precondition(sink.total == (values - 1) * values / 2, "values lost or duplicated")
        return elapsed / Double(values)
    }
}
