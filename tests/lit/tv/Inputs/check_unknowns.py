#!/usr/bin/env python3
"""usage: check_unknowns.py < rlv tv's text output. Every pass that is unknown or bounded must
name, for each function that was not proved, why (the construct, the loop, the bound); prints
"every unknown names its reason (N passes)" or fails naming the pass."""
import re
import sys

lines = sys.stdin.read().splitlines()
count = 0
for i, line in enumerate(lines):
    m = re.match(r"  \[\d+\] (.*): (unknown|bounded) \(", line)
    if not m:
        continue
    count += 1
    reasons = []
    for nxt in lines[i + 1:]:
        r = re.match(r"      @\S+: (unknown|bounded): (.+)", nxt)
        if not r:
            break
        reasons.append(r.group(2))
    if not reasons or any(len(r.strip()) < 10 for r in reasons):
        sys.exit(f"check_unknowns: pass {m.group(1)} is {m.group(2)} without a reason")
print(f"every unknown names its reason ({count} passes)")
