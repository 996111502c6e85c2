/* The clock every timing of rlv reads (a proof's milliseconds, rlv lower --time-stages, the
 * steps of rlv tv, the bitcode reader's deadline): monotonic, so that a change of the wall
 * clock moves no timing; only the difference of two readings means anything. */
#ifndef RLV_CLOCK_H
#define RLV_CLOCK_H

#include "rlv/api.h"

#ifdef __cplusplus
extern "C" {
#endif

RLV_API double rlv_now_seconds(void);
RLV_API double rlv_now_ms(void);

#ifdef __cplusplus
}
#endif
#endif
