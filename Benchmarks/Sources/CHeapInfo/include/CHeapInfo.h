// glibc's mallinfo2(), mallopt() and malloc_trim() live in <malloc.h>, which the Swift Glibc module
// does not export; this shim exposes what the benchmarks need of them.
#ifndef CHEAPINFO_H
#define CHEAPINFO_H

#include <stddef.h>

/// Bytes currently allocated from the C heap: mallinfo2()'s uordblks + hblkhd; -1 where unavailable.
long long cheapinfo_allocated_bytes(void);

/// Makes glibc keep the pages freed blocks occupy (no trimming of the heap's top) and serve blocks
/// below 32 MiB from the heap; 1 when both settings took, 0 otherwise or off glibc.
int cheapinfo_keep_freed_pages(void);

/// Returns every free page of the heap to the kernel (malloc_trim(0)); 1 on glibc, 0 elsewhere.
int cheapinfo_release_free_pages(void);

#endif
