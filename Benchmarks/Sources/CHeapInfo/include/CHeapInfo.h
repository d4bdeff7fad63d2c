// glibc's mallinfo2() lives in <malloc.h>, which the Swift Glibc module does not export; this shim
// exposes the one number the benchmarks need.
#ifndef CHEAPINFO_H
#define CHEAPINFO_H

#include <stddef.h>

/// Bytes currently allocated from the C heap: mallinfo2()'s uordblks + hblkhd; -1 where unavailable.
long long cheapinfo_allocated_bytes(void);

#endif
