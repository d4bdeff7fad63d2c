// The declaration in FuzzerDriver.h is all this module provides; the definition comes from the
// fuzzer runtime at link time.
#include "FuzzerDriver.h"
