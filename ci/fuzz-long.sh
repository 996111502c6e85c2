#!/usr/bin/env bash
# Long fuzzing runs (hours; not part of CI): each libFuzzer harness under ASan+UBSan on one
# core, keeping going after a crash (libFuzzer's fork mode with one worker), printing every
# minute and at the end exec/s (of the latest job, and the mean since the start), coverage
# (cov = edges, ft = features), corpus size and crashes.
#
# usage: ci/fuzz-long.sh [SECONDS] [HARNESS...]
#   SECONDS   per harness (default 3600); HARNESS: verify, lower, ... (default: all built)
# environment:
#   RLV_FUZZ_JOBS   harnesses run at the same time, one core each (default 1: one after another)
#   RLV_FUZZ_OUT    output folder (default fuzz/out/long): <h>/corpus (kept and grown across
#                   runs), <h>/crashes (crash-*, leak-*, timeout-*, oom-* inputs, and
#                   slow-unit-*: over 10 s, counted apart), <h>/log
#   RLV_FUZZ_BUILD  the ASan+UBSan build folder (default build-fuzz-asan)
# Reproduce a saved crash: build-fuzz-asan/fuzz/rlv_fuzz_<h> <file>  (or the _repro binary).
set -euo pipefail
# shellcheck source=ci/fuzz-common.sh
. "$(dirname "$0")/fuzz-common.sh"

seconds=${1:-3600}
shift || true
jobs=${RLV_FUZZ_JOBS:-1}
out=${RLV_FUZZ_OUT:-$RLV_ROOT/fuzz/out/long}

rlv_fuzz_build
if [ $# -gt 0 ]; then harnesses=("$@"); else mapfile -t harnesses < <(rlv_fuzz_harnesses); fi

# The latest status line of a libFuzzer log (plain or fork mode), as one summary line.
status_line() {
  local h=$1 dir=$out/$1 line crashes
  line=$(grep -aE '^#[0-9]+:? .*(cov|ft):' "$dir/log" 2>/dev/null | tail -1 || true)
  crashes=$(find "$dir/crashes" -type f ! -name 'slow-unit-*' 2>/dev/null | wc -l)
  slow=$(find "$dir/crashes" -type f -name 'slow-unit-*' 2>/dev/null | wc -l)
  awk -v h="$h" -v crashes="$crashes" -v slow="$slow" -v line="$line" 'BEGIN {
    n = split(line, w, " "); execs = w[1]; gsub(/[#:]/, "", execs)
    for (i = 1; i < n; i++) {
      k = w[i]; v = w[i + 1]
      if (k == "cov:") cov = v; else if (k == "ft:") ft = v
      else if (k == "corp:") { corp = v; sub(/\/.*/, "", corp) }
      else if (k == "exec/s:" || k == "exec/s") eps = v
      else if (k == "time:") { t = v; sub(/s$/, "", t) }
    }
    avg = t > 0 ? sprintf("%d", execs / t) : "-"
    printf "%-8s execs %-10s exec/s %-6s (mean %-6s) cov %-6s ft %-7s corpus %-6s crashes %d slow %d\n",
           h, execs, eps, avg, cov, ft, corp, crashes, slow }'
}

run_one() {
  local h=$1 dir=$out/$1
  mkdir -p "$dir/corpus" "$dir/crashes"
  if [ -z "$(ls -A "$dir/corpus")" ]; then
    "$RLV_ROOT/fuzz/make_seed_corpus.sh" "$h" "$dir/corpus" >/dev/null
  fi
  local flags
  mapfile -t flags < <(rlv_fuzz_option_flags "$h")
  # the .options flags come after the defaults and win (timeout, rss_limit_mb: a runaway input
  # is saved in crashes/ as timeout-* or oom-*)
  "$RLV_FUZZ_BUILD/fuzz/rlv_fuzz_$h" -timeout=25 -rss_limit_mb=2560 "${flags[@]}" -fork=1 -ignore_crashes=1 \
    -ignore_timeouts=1 -ignore_ooms=1 -max_total_time="$seconds" -print_final_stats=1 \
    -artifact_prefix="$dir/crashes/" "$dir/corpus" >"$dir/log" 2>&1 || true
}

# Waits while at least $1 harnesses run, printing every harness's status each minute.
last_print=$(date +%s)
wait_below() {
  while [ "$(jobs -rp | wc -l)" -ge "$1" ]; do
    sleep 5
    if [ $(($(date +%s) - last_print)) -ge 60 ]; then
      last_print=$(date +%s)
      for s in "${harnesses[@]}"; do
        [ -f "$out/$s/log" ] && echo "[$((last_print - start))s] $(status_line "$s")"
      done
    fi
  done
}

echo "fuzz-long: ${harnesses[*]}, ${seconds}s each, $jobs at a time, output in $out"
start=$(date +%s)
for h in "${harnesses[@]}"; do
  wait_below "$jobs"
  run_one "$h" &
done
wait_below 1
wait

echo "fuzz-long: done after $(($(date +%s) - start))s"
total=0
for h in "${harnesses[@]}"; do
  status_line "$h"
  n=$(find "$out/$h/crashes" -type f ! -name 'slow-unit-*' | wc -l)
  total=$((total + n))
  find "$out/$h/crashes" -type f | sed 's/^/  /'
done
# libFuzzer saves an input that took over 10 s as slow-unit-*: listed, not a failure (a
# timeout past -timeout is one)
[ "$total" -eq 0 ]
