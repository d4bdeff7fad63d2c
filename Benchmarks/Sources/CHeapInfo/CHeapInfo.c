#include "CHeapInfo.h"

#include <stdlib.h> // defines __GLIBC__ (through <features.h>) on glibc systems

#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
#include <malloc.h>

long long cheapinfo_allocated_bytes(void) {
    struct mallinfo2 info = mallinfo2();
    return (long long)(info.uordblks + info.hblkhd);
}
#else
long long cheapinfo_allocated_bytes(void) {
    return -1;
}
#endif
