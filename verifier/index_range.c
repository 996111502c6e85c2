#include "verifier/index_range.h"
