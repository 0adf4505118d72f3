// Must fail scripts/check-availability: each use below is newer than the package's floor and
// sits in no availability scope. The check expects exactly the symbols named in EXPECT lines.
import Synchronization

// EXPECT: Atomic
// EXPECT: Task.immediate
// EXPECT: Mutex
// EXPECT: AtomicRepresentable

/// A type used only in a stored property's annotation counts as a reference.
final class Counter: Sendable {
    let hits = Atomic<Int>(0)
    let names = Mutex<[String]>([])
}

/// A generic constraint counts too.
func store<Value: AtomicRepresentable>(_ value: Value) -> Value { value }

/// A guard for some platforms only (iOS and macOS here) leaves tvOS, watchOS and visionOS at the floor.
func startPartlyGuarded() {
    if #available(macOS 26, iOS 26, *) {
        Task.immediate { print("started") }
    }
}

func startUnguarded() {
    Task.immediate { print("started") }
}
