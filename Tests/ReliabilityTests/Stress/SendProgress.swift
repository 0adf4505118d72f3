import Streams

/// How far each sender has got: sends started and sends returned, read by the churn to know
/// which values a subscriber must see.
final class SendProgress: Sendable {
    final class Counter: Sendable {
        let value = AtomicInteger(0)
    }

    let started: [Counter]
    let returned: [Counter]

    init(senders: Int) {
        started = (0..<senders).map { _ in Counter() }
        returned = (0..<senders).map { _ in Counter() }
    }

    /// Sends each sender had started, per sender.
    func startedSnapshot() -> [Int] {
        started.map { $0.value.load(ordering: .sequentiallyConsistent) }
    }

    /// Sends each sender had seen return, per sender.
    func returnedSnapshot() -> [Int] {
        returned.map { $0.value.load(ordering: .sequentiallyConsistent) }
    }

    var returnedTotal: Int {
        returned.reduce(0) { $0 + $1.value.load(ordering: .relaxed) }
    }
}

/// A value that says who sent it and its place in that sender's sequence.
enum Stamp {
    static func make(sender: Int, sequence: Int) -> Int {
        sender << 32 | sequence
    }

    static func sender(_ stamp: Int) -> Int { stamp >> 32 }
    static func sequence(_ stamp: Int) -> Int { stamp & 0xFFFF_FFFF }
}
