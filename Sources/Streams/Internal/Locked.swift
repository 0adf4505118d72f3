public import _ReactiveCoordinatorShims

/// A value that is only reachable while its lock is held.
///
/// The package's single lock type. It wraps the platform's lock through the package's C shims
/// (a `pthread_mutex_t`, an `os_unfair_lock` on Apple platforms) rather than
/// `Synchronization.Mutex`, because `Mutex` makes the thread sanitizer report a false access race
/// on Linux, and importing Synchronization or Glibc costs every cold build of the core about
/// 2 CPU-seconds. Swapping the implementation is a change to this file and the shims only.
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

/// One allocation holding the state (header) and the platform lock (element), so the lock never
/// moves once initialised.
@usableFromInline
final class LockStorage<State>: ManagedBuffer<State, _rc_lock_storage> {
    @usableFromInline
    static func make(_ initial: State) -> LockStorage<State> {
        let buffer = create(minimumCapacity: 1) { _ in initial }
        let storage = unsafeDowncast(buffer, to: LockStorage<State>.self)
        storage.withUnsafeMutablePointerToElements { lock in
            lock.initialize(to: _rc_lock_storage())
            _rc_lock_init(lock)
        }
        return storage
    }

    @inlinable
    func withLock<Result, E: Error>(_ body: (inout State) throws(E) -> Result) throws(E) -> Result {
        try withUnsafeMutablePointers { (state, lock) throws(E) -> Result in
            _rc_lock_lock(lock)
            defer { _rc_lock_unlock(lock) }
            return try body(&state.pointee)
        }
    }

    // ManagedBuffer destroys the header (the state) itself; the element (the lock) is ours.
    deinit {
        withUnsafeMutablePointerToElements { lock in
            _rc_lock_destroy(lock)
            lock.deinitialize(count: 1)
        }
    }
}
