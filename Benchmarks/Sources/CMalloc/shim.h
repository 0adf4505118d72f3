// glibc's malloc statistics (mallinfo2), which Swift's Glibc module does not import.
#if defined(__linux__)
#include <malloc.h>
#endif
