#include "_ReactiveCoordinatorShims.h"

#if defined(__APPLE__)
#include <os/lock.h>
typedef os_unfair_lock rc_platform_lock;
#else
#include <pthread.h>
typedef pthread_mutex_t rc_platform_lock;
#endif
#include <stdlib.h>
#include <unistd.h>

_Static_assert(sizeof(rc_platform_lock) <= sizeof(_rc_lock_storage), "the platform's lock must fit its storage");
_Static_assert(_Alignof(rc_platform_lock) <= _Alignof(_rc_lock_storage), "the platform's lock needs more alignment");
_Static_assert(sizeof(long) == sizeof(void *), "the atomics' word is a machine word");

static rc_platform_lock *platform_lock(_rc_lock_storage *lock) { return (rc_platform_lock *)lock->bytes; }

void _rc_lock_init(_rc_lock_storage *lock) {
#if defined(__APPLE__)
    *platform_lock(lock) = OS_UNFAIR_LOCK_INIT;
#else
    pthread_mutex_init(platform_lock(lock), NULL);
#endif
}

void _rc_lock_lock(_rc_lock_storage *lock) {
#if defined(__APPLE__)
    os_unfair_lock_lock(platform_lock(lock));
#else
    pthread_mutex_lock(platform_lock(lock));
#endif
}

void _rc_lock_unlock(_rc_lock_storage *lock) {
#if defined(__APPLE__)
    os_unfair_lock_unlock(platform_lock(lock));
#else
    pthread_mutex_unlock(platform_lock(lock));
#endif
}

void _rc_lock_destroy(_rc_lock_storage *lock) {
#if !defined(__APPLE__)
    pthread_mutex_destroy(platform_lock(lock));
#else
    (void)lock;
#endif
}

const char *_rc_environment_value(const char *name) { return getenv(name); }

long _rc_write_standard_error(const void *bytes, long count) {
    return (long)write(STDERR_FILENO, bytes, (size_t)count);
}
