#!/usr/bin/env bash
# Fuzz smoke test: each libFuzzer harness under ASan+UBSan for a fixed number of runs (about 40
# s each on a CI core), starting from its seed corpus (fuzz/make_seed_corpus.sh), with its
# .options (dict, max_len, timeout, rss_limit_mb). Passes when no harness crashes, leaks, times
# out, runs out of memory or fails an oracle; prints exec/s, coverage and features.
#
# The run is as nearly the same on every machine as libFuzzer allows: a fixed seed, the seeds
# fed in name order (not the directory's order, which differs between file systems), no
# address-space randomization, and a number of runs rather than a time (a slower machine
# would stop earlier). So CI executes, for the most part, the inputs a run here executed.
# Not all: coverage still differs in a few features between runs (measured: two prove
# smokes the same through run 131 of 200), so a rare finding may still come up in one run
# only; it is a real finding all the same. Long, exploring runs are ci/fuzz-long.sh's.
#
# usage: ci/fuzz-smoke.sh [SECONDS]    (default 60: the most each harness may take; the runs
#                                       stop at the count or at 3 x SECONDS, whichever is first)
# environment: RLV_FUZZ_JOBS   harnesses at a time (default: the number of cores, at most 2)
#              RLV_FUZZ_BUILD  build folder (default build-fuzz-asan; built here)
#              RLV_FUZZ_NO_BUILD=1 uses that folder as it is
# A crash leaves its input in fuzz/out/smoke/<h>/ and the command that reproduces it.
set -euo pipefail
# shellcheck source=ci/fuzz-common.sh
. "$(dirname "$0")/fuzz-common.sh"

seconds=${1:-60}
cores=$(nproc)
jobs=${RLV_FUZZ_JOBS:-$((cores < 2 ? cores : 2))}
out=$RLV_ROOT/fuzz/out/smoke
start=$(date +%s)

rlv_fuzz_build
mapfile -t harnesses < <(rlv_fuzz_harnesses)
[ ${#harnesses[@]} -gt 0 ] || { echo "fuzz-smoke: no harness built" >&2; exit 1; }
echo "fuzz-smoke: ${harnesses[*]}, a fixed count of runs each (at most $((3 * seconds))s), $jobs at a time (build: $(($(date +%s) - start))s)"

# The runs of one harness's smoke: about 40 s on a CI core under ASan (seed corpus
# included; CI measured verify 2,800 exec/s, lower 120, prove 6), two harnesses at a time:
# the suite's budget is 10 minutes, and the long runs are ci/fuzz-long.sh's.
smoke_runs() {
  case $1 in
    verify) echo 100000 ;;
    lower) echo 4000 ;;
    prove) echo 240 ;;
    *) echo 1000 ;;
  esac
}

# Without address-space randomization where the machine allows it: pointer-keyed tables then
# iterate alike and the coverage of one input is the same from run to run (with it, two runs
# differed within their first 32 seeds).
norand=()
if setarch "$(uname -m)" -R true 2>/dev/null; then
  norand=(setarch "$(uname -m)" -R)
fi

# One harness from a fresh copy of its seeds; the exit status is libFuzzer's.
smoke_one() {
  local h=$1 dir=$out/$1 flags
  rm -rf "$dir"
  mkdir -p "$dir/seeds" "$dir/corpus"
  "$RLV_ROOT/fuzz/make_seed_corpus.sh" "$h" "$dir/seeds" >/dev/null
  # the seeds by name (sha1 of their contents: the same order everywhere)
  find "$dir/seeds" -type f | LC_ALL=C sort | paste -sd, - >"$dir/seeds.txt"
  mapfile -t flags < <(rlv_fuzz_option_flags "$h")
  # A fixed seed and count: the same mutations in the same order on every run. The .options
  # flags come after the defaults and win: their timeout and rss_limit_mb make a runaway
  # input a failure, as on OSS-Fuzz.
  "${norand[@]}" "$RLV_FUZZ_BUILD/fuzz/rlv_fuzz_$h" -timeout=25 -rss_limit_mb=2560 "${flags[@]}" -seed=1 \
    -seed_inputs=@"$dir/seeds.txt" -runs="$(smoke_runs "$h")" -max_total_time=$((3 * seconds)) \
    -print_final_stats=1 -artifact_prefix="$dir/" "$dir/corpus" >"$dir/log" 2>&1
}

# The closing numbers of a finished run, from libFuzzer's final line and stats.
report() {
  local h=$1 log=$out/$1/log
  awk -v h="$h" '
    /^#[0-9]+[ \t]+(DONE|pulse|NEW|REDUCE|INITED)/ {
      for (i = 1; i < NF; i++) { if ($i == "cov:") cov = $(i + 1); if ($i == "ft:") ft = $(i + 1) }
    }
    /stat::number_of_executed_units:/ { execs = $2 }
    /stat::average_exec_per_sec:/ { eps = $2 }
    /stat::peak_rss_mb:/ { rss = $2 }
    END { printf "%-8s execs %-9s exec/s %-6s cov %-6s ft %-7s peak rss %s MB\n", h, execs, eps, cov, ft, rss }' "$log"
}

pids=()
for h in "${harnesses[@]}"; do
  while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do sleep 1; done
  smoke_one "$h" &
  pids+=($!)
done

failed=0
for i in "${!harnesses[@]}"; do
  h=${harnesses[$i]}
  if wait "${pids[$i]}"; then
    report "$h"
  else
    failed=$((failed + 1))
    echo "FAIL: rlv_fuzz_$h:" >&2
    grep -aE 'ERROR|SUMMARY|runtime error|oracle failed|Test unit written' "$out/$h/log" | head -10 >&2 || true
    for f in "$out/$h"/crash-* "$out/$h"/leak-* "$out/$h"/timeout-* "$out/$h"/oom-*; do
      [ -f "$f" ] && echo "  reproduce: $RLV_FUZZ_BUILD/fuzz/rlv_fuzz_$h $f" >&2
    done
    echo "  log: $out/$h/log" >&2
  fi
done

echo "fuzz-smoke: ${#harnesses[@]} harnesses, $failed crashed, $(($(date +%s) - start))s in all"
echo "$((${#harnesses[@]} - failed)) passed, $failed failed"
[ "$failed" -eq 0 ]
