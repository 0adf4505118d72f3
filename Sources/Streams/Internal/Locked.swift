#if canImport(Darwin)
public import os
#elseif canImport(Glibc)
public import Glibc
#elseif canImport(Musl)
public import Musl
#endif

/// A value that is only reachable while its lock is held.
///
/// The package's single lock type. It wraps `pthread_mutex_t` (an `os_unfair_lock` on Apple
/// platforms) rather than `Synchronization.Mutex`, because `Mutex` makes the thread sanitizer
/// report a false access race on Linux. Swapping the implementation is a change to this file only.
///
/// Rule of use: `withLock` bodies only change state and return what to do next; user closures,
/// continuations and releases of user objects run after the lock is released.
@usableFromInline
struct Locked<State>: ~Copyable {
    @usableFromInline let storage: LockStorage<State>

    @usableFromInline
    init(_ initial: State) {
        storage = LockStorage.make(initial)
    }

    @inlinable
    func withLock<Result, E: Error>(_ body: (inout State) throws(E) -> Result) throws(E) -> Result {
        try storage.withLock(body)
    }
}

extension Locked: @unchecked Sendable where State: Sendable {}  // the state is only reached under the lock

/// One allocation holding the state (header) and the platform lock (element).
@usableFromInline
final class LockStorage<State>: ManagedBuffer<State, LockStorage.Primitive> {
    #if canImport(Darwin)
    @usableFromInline typealias Primitive = os_unfair_lock
    #else
    @usableFromInline typealias Primitive = pthread_mutex_t
    #endif

    @usableFromInline
    static func make(_ initial: State) -> LockStorage<State> {
        let buffer = create(minimumCapacity: 1) { _ in initial }
        let storage = unsafeDowncast(buffer, to: LockStorage<State>.self)
        storage.withUnsafeMutablePointerToElements { lock in
            #if canImport(Darwin)
            lock.initialize(to: os_unfair_lock())
            #else
            lock.initialize(to: pthread_mutex_t())
            pthread_mutex_init(lock, nil)
            #endif
        }
        return storage
    }

    @inlinable
    func withLock<Result, E: Error>(_ body: (inout State) throws(E) -> Result) throws(E) -> Result {
        try withUnsafeMutablePointers { (state, lock) throws(E) -> Result in
            #if canImport(Darwin)
            os_unfair_lock_lock(lock)
            defer { os_unfair_lock_unlock(lock) }
            #else
            pthread_mutex_lock(lock)
            defer { pthread_mutex_unlock(lock) }
            #endif
            return try body(&state.pointee)
        }
    }

    // ManagedBuffer destroys the header (the state) itself; the element (the lock) is ours.
    deinit {
        withUnsafeMutablePointerToElements { lock in
            #if !canImport(Darwin)
            pthread_mutex_destroy(lock)
            #endif
            lock.deinitialize(count: 1)
        }
    }
}
