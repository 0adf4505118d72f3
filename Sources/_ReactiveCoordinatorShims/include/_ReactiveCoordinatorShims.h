// What the streams and the core need from the platform, without importing the platform's module.
//
// Importing Glibc (or Synchronization, which imports it) into the streams made every cold build
// of the core compile the C library's module and rebuild Synchronization from its interface:
// about 2 CPU-seconds of the core's 10 (issue 32). This header includes nothing: its atomics are
// the compiler's builtins, and the lock, the environment and the write to standard error are
// functions whose bodies, in the .c file, are the only place the platform's headers are read.
//
// Not API: the package's own modules use it, through `internal import`.

#ifndef REACTIVE_COORDINATOR_SHIMS_H
#define REACTIVE_COORDINATOR_SHIMS_H

// MARK: - Atomics on a machine word
//
// One function per operation and ordering, so that each is one instruction once inlined, in
// debug builds too. A load never releases and a store never acquires: asked for, they get
// sequential consistency, never weaker. A failed compare-exchange orders as the ordering's
// acquiring part (relaxed for a releasing one).

#define RC_SHIMS_INLINE static inline __attribute__((always_inline))

#define RC_SHIMS_LOAD(suffix, order) \
    RC_SHIMS_INLINE long _rc_atomic_load_##suffix(const long *word) { return __atomic_load_n(word, order); }
RC_SHIMS_LOAD(relaxed, __ATOMIC_RELAXED)
RC_SHIMS_LOAD(acquire, __ATOMIC_ACQUIRE)
RC_SHIMS_LOAD(seq_cst, __ATOMIC_SEQ_CST)

#define RC_SHIMS_STORE(suffix, order) \
    RC_SHIMS_INLINE void _rc_atomic_store_##suffix(long *word, long desired) { __atomic_store_n(word, desired, order); }
RC_SHIMS_STORE(relaxed, __ATOMIC_RELAXED)
RC_SHIMS_STORE(release, __ATOMIC_RELEASE)
RC_SHIMS_STORE(seq_cst, __ATOMIC_SEQ_CST)

#define RC_SHIMS_READ_MODIFY_WRITE(suffix, order, failure)                                              \
    RC_SHIMS_INLINE long _rc_atomic_exchange_##suffix(long *word, long desired) {                       \
        return __atomic_exchange_n(word, desired, order);                                               \
    }                                                                                                   \
    RC_SHIMS_INLINE _Bool _rc_atomic_compare_exchange_##suffix(long *word, long *expected, long desired) { \
        return __atomic_compare_exchange_n(word, expected, desired, 0, order, failure);                 \
    }                                                                                                   \
    RC_SHIMS_INLINE long _rc_atomic_fetch_add_##suffix(long *word, long operand) {                      \
        return __atomic_fetch_add(word, operand, order);                                                \
    }
RC_SHIMS_READ_MODIFY_WRITE(relaxed, __ATOMIC_RELAXED, __ATOMIC_RELAXED)
RC_SHIMS_READ_MODIFY_WRITE(acquire, __ATOMIC_ACQUIRE, __ATOMIC_ACQUIRE)
RC_SHIMS_READ_MODIFY_WRITE(release, __ATOMIC_RELEASE, __ATOMIC_RELAXED)
RC_SHIMS_READ_MODIFY_WRITE(acq_rel, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)
RC_SHIMS_READ_MODIFY_WRITE(seq_cst, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST)

// MARK: - A mutual-exclusion lock
//
// Room for the platform's lock (a `pthread_mutex_t`, or an `os_unfair_lock` on Apple platforms),
// which the .c file checks it fits. It must not move once initialised: keep it in memory of
// stable address, such as a `ManagedBuffer`'s elements.
typedef struct {
    __attribute__((aligned(16))) unsigned char bytes[64];
} _rc_lock_storage;

void _rc_lock_init(_rc_lock_storage *lock);
void _rc_lock_lock(_rc_lock_storage *lock);
void _rc_lock_unlock(_rc_lock_storage *lock);
void _rc_lock_destroy(_rc_lock_storage *lock);

// MARK: - The process

/// The value of an environment variable, or null; read before any thread that could change it.
const char *_rc_environment_value(const char *name);

/// `write(2)` to standard error: the number of bytes written, or -1.
long _rc_write_standard_error(const void *bytes, long count);

#endif
