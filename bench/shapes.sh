#!/usr/bin/env bash
# Scaling benchmark on adversarial module shapes: every shape of gen_shapes.py (many
# bindings, overlapping bindings, cbuffer members, functions, blocks, diamonds, loops, loop
# nests, switch cases, call fan-out, uses of one handle, struct members, handles indexed off
# one computation, implicit bindings among gaps, selects of handles, counters, handles
# reloaded from a global; `gen_shapes.py --list`) at 1x, 10x and 100x; CPU time and peak memory of `rlv verify`, `rlv lower`,
# `rlv check` against opt-22 on the same file, the ratio to opt-22 and the growth per unit
# between scales. Not part of the test
# suite (too slow); tests/scripts/check_shapes.py runs every shape at 1x there.
#
# Usage: bench/shapes.sh [--scales 1,10,100] [--shapes a,b] [--commands verify,lower,check]
#                        [--timeout SECONDS] [--reps N]
#   --commands  any of verify, lower, check, verify-dxil (rlv verify on rlv's own lowering)
#   --timeout   per command run (default 60); a run past it is killed and shows TIMEOUT
#   --reps      runs per command, the fastest kept (default 1)
# Environment:
#   RLV=path    rlv binary (default build/rlv under the repo root; built if missing)
#   OPT=path    opt binary (default opt-22)
# Modules are cached in bench/out/shapes/ and regenerated when gen_shapes.py changes.
set -euo pipefail

bench_dir=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$bench_dir/.." && pwd)
rlv=${RLV:-$root/build/rlv}
opt=${OPT:-opt-22}

case "${1:-}" in
  -h|--help) sed -n '2,19p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
esac
if ! command -v "$opt" >/dev/null 2>&1; then
  echo "shapes.sh: '$opt' not found (set OPT=...)" >&2
  exit 2
fi
if [ ! -x "$rlv" ]; then
  if [ -n "${RLV:-}" ]; then
    echo "shapes.sh: RLV=$rlv is not an executable" >&2
    exit 2
  fi
  echo "shapes.sh: $rlv missing; building it with ci/build.sh" >&2
  "$root/ci/build.sh" build >&2
fi

echo "rlv: $rlv; opt: $(command -v "$opt"); $(nproc) cores"
exec python3 "$bench_dir/shapes_run.py" --rlv "$rlv" --opt "$opt" "$@"
