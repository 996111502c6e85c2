#!/usr/bin/env bash
# The rlv benchmark: rlv verify (and later rlv lower) against opt-22 on the same large
# generated modules, measured in one run. Not part of the test suite (too slow).
#
# Usage: bench/run.sh [--lower] [--reps N] [SIZES...]      (SIZES in MB, default 0.5 5 50)
# Environment:
#   RLV=path      rlv binary (default build/rlv under the repo root; built with ci/build.sh
#                 if missing)
#   OPT=path      opt binary (default opt-22)
#   ACCESSES=M    resource accesses per generated function (default 64)
#   SEED=S        generator seed (default 1)
#   REPS=N        runs per tool and size, best one kept (default 3; --reps overrides)
# Modules are cached in bench/out/ and regenerated when gen_module.py changes.
set -euo pipefail

bench_dir=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$bench_dir/.." && pwd)
rlv=${RLV:-$root/build/rlv}
opt=${OPT:-opt-22}
accesses=${ACCESSES:-64}
seed=${SEED:-1}
reps=${REPS:-3}
lower=()
sizes=()

while [ $# -gt 0 ]; do
  case "$1" in
    --lower) lower=(--lower) ;;
    --reps) reps=$2; shift ;;
    --reps=*) reps=${1#--reps=} ;;
    -h|--help) sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "run.sh: unknown option '$1'" >&2; exit 2 ;;
    *) sizes+=("$1") ;;
  esac
  shift
done
[ ${#sizes[@]} -gt 0 ] || sizes=(0.5 5 50)

if ! command -v "$opt" >/dev/null 2>&1; then
  echo "run.sh: '$opt' not found (set OPT=...)" >&2
  exit 2
fi
if [ ! -x "$rlv" ]; then
  if [ -n "${RLV:-}" ]; then
    echo "run.sh: RLV=$rlv is not an executable" >&2
    exit 2
  fi
  echo "run.sh: $rlv missing; building it with ci/build.sh" >&2
  "$root/ci/build.sh" build >&2
fi

out_dir=$bench_dir/out
mkdir -p "$out_dir"
files=()
for size in "${sizes[@]}"; do
  f=$out_dir/bench-${size}mb-m${accesses}-s${seed}.ll
  if [ ! -s "$f" ] || [ "$bench_dir/gen_module.py" -nt "$f" ]; then
    python3 "$bench_dir/gen_module.py" --target-mb "$size" --accesses "$accesses" \
      --seed "$seed" -o "$f.tmp"
    mv "$f.tmp" "$f"
  fi
  files+=("$f")
done

echo "rlv: $rlv ($("$rlv" version 2>/dev/null || echo '?')); opt: $(command -v "$opt"); $(nproc) cores"
python3 "$bench_dir/timing.py" --rlv "$rlv" --opt "$opt" --reps "$reps" "${lower[@]}" "${files[@]}"
