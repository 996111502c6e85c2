#!/bin/sh
# Per-function proof times of `rlv prove` over the miscompile corpus, the prove lit tests'
# input pairs and (when rlv lower works on them) the DXIL files of ../shared/corpus-real
# lowered by rlv itself. Prints every function's time, then median, p99, max and the count
# of unknowns. The bar (issue 4): median <= 5 ms, p99 <= 100 ms, no unknowns.
#
# usage: bench/prove.sh [RLV] [SHARED_DIR]
set -eu
RLV=${1:-build/rlv}
SHARED=${2:-$(dirname "$0")/../../shared}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

pairs="$TMP/pairs.txt"
: >"$pairs"
for after in "$ROOT"/corpus/miscompile/*.after.ll; do
  echo "${after%.after.ll}.before.ll $after" >>"$pairs"
done
for t in typed unknown pointer implicit; do
  for a in "$ROOT"/tests/lit/prove/Inputs/$t*.ll "$ROOT"/tests/lit/prove/Inputs/$t-*.ll; do
    [ -f "$a" ] && echo "$ROOT/tests/lit/prove/$t.ll $a" >>"$pairs"
  done
done
if [ -d "$SHARED/corpus-real" ]; then
  for f in "$SHARED"/corpus-real/*.dxil.*.ll; do
    out="$TMP/$(basename "$f" .ll).lowered.ll"
    if "$RLV" lower "$f" -o "$out" >/dev/null 2>&1; then
      echo "$f $out" >>"$pairs"
    fi
  done
fi
sort -u "$pairs" -o "$pairs"

python3 - "$RLV" "$pairs" <<'PY'
import json, subprocess, sys
rlv, pairs = sys.argv[1], sys.argv[2]
times, unknown, rows = [], [], []
for line in open(pairs):
    before, after = line.split()
    r = subprocess.run([rlv, "prove", "--format=json", before, after], capture_output=True, text=True)
    try:
        rep = json.loads(r.stdout)
    except ValueError:
        print(f"  (unusable) {after}: exit {r.returncode}")
        continue
    for f in rep["functions"]:
        if f["reason"] and f["reason"].startswith("the function is defined only"):
            continue  # nothing was proved: not a proof time
        times.append(f["ms"])
        rows.append((f["ms"], f["verdict"], after.split("/")[-1], f["name"]))
        if f["verdict"] == "unknown":
            unknown.append(f"{after.split('/')[-1]}:@{f['name']}: {f['reason']}")
for ms, v, a, n in sorted(rows):
    print(f"{ms:10.2f} ms  {v:8} {a} @{n}")
times.sort()
def pct(p):
    if not times:
        return 0.0
    k = min(len(times) - 1, max(0, int(round(p / 100.0 * len(times) + 0.5)) - 1))
    return times[k]
n = len(times)
median = (times[(n - 1) // 2] + times[n // 2]) / 2 if n else 0.0
print(f"functions: {n}  median: {median:.2f} ms  p99: {pct(99):.2f} ms  max: {times[-1] if times else 0:.2f} ms  unknown: {len(unknown)}")
for u in unknown:
    print("  unknown:", u)
PY
