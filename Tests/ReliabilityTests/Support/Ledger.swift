import Foundation

/// A list that stream handlers on any thread may append to, for tests to read afterwards.
final class Ledger<Entry: Sendable>: @unchecked Sendable {
    // @unchecked Sendable: `entries` is only touched under `lock` (an NSLock, which the thread
    // sanitizer understands, unlike Synchronization.Mutex on Linux).
    private let lock = NSLock()
    private var entries: [Entry] = []

    func append(_ entry: Entry) {
        lock.withLock { entries.append(entry) }
    }

    var all: [Entry] {
        lock.withLock { entries }
    }
}

/// An object whose only job is to be captured, so a test can see when a closure was released.
final class Probe: Sendable {}
