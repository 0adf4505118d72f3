// Must pass scripts/check-availability: the same uses as Unguarded.swift, each inside a scope
// that guarantees the version it needs on every Apple platform.
import Synchronization

@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
final class Counter: Sendable {
    let hits = Atomic<Int>(0)
    let names = Mutex<[String]>([])
}

@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
func store<Value: AtomicRepresentable>(_ value: Value) -> Value { value }

/// On visionOS, an attribute for iOS stands for visionOS too (iOS 18 is visionOS 2).
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, *)
extension Counter {
    func reset() { hits.store(0, ordering: .relaxed) }
}

func start() {
    if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
        Task.immediate { print("started") }
    } else {
        Task { print("started") }
    }
}

func startAfterAGuard() {
    guard #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) else { return }
    Task.immediate { print("started") }
}

func startUnlessOld() {
    if #unavailable(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26) {
        Task { print("started") }
    } else {
        Task.immediate { print("started") }
    }
}

@available(*, unavailable)
func neverCalled() {
    Task.immediate { print("started") }
}
