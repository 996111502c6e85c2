/* The monotonic clock of rlv's timings (rlv/clock.h). */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include <time.h>

#include "rlv/clock.h"

double rlv_now_seconds(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

double rlv_now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec * 1e-6;
}
