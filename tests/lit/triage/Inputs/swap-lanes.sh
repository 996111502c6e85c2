#!/bin/sh
# A "compiler" with an injected bug, for rlv triage --compiler: rlv lower (usage:
# swap-lanes.sh RLV FILE), then the first two lanes of every typed buffer store swapped.
"$1" lower "$2" | sed -E 's/(@dx\.op\.bufferStore\.f32\(i32 69, %dx\.types\.Handle %[^,]+, i32 [^,]+, i32 [^,]+, )(float [^,]+), (float [^,]+),/\1\3, \2,/'
