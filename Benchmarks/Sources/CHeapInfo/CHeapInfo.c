#include "CHeapInfo.h"

#include <limits.h>
#include <stdlib.h> // defines __GLIBC__ (through <features.h>) on glibc systems

#if defined(__GLIBC__)
#include <malloc.h>

int cheapinfo_keep_freed_pages(void) {
    // The largest threshold glibc accepts (half its 64 MiB heap size); fixing it also stops the
    // threshold from following the largest block freed so far, which is what made runs differ.
    int mapped = mallopt(M_MMAP_THRESHOLD, 32 * 1024 * 1024);
    int trimmed = mallopt(M_TRIM_THRESHOLD, INT_MAX);
    return mapped && trimmed;
}

int cheapinfo_release_free_pages(void) {
    malloc_trim(0);
    return 1;
}
#else
int cheapinfo_keep_freed_pages(void) {
    return 0;
}

int cheapinfo_release_free_pages(void) {
    return 0;
}
#endif

#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
long long cheapinfo_allocated_bytes(void) {
    struct mallinfo2 info = mallinfo2();
    return (long long)(info.uordblks + info.hblkhd);
}
#else
long long cheapinfo_allocated_bytes(void) {
    return -1;
}
#endif
