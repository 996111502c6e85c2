#!/bin/sh
# A "compiler" with an injected bug, for rlv triage --compiler: rlv lower (usage: drop-lb.sh
# RLV FILE), then the binding's lower bound (3) dropped from the handle's register index.
"$1" lower "$2" | sed -E 's/= add i32 (%[^,]+), 3$/= add i32 \1, 0/'
