# shellcheck shell=bash
# Sourced by ci/fuzz-smoke.sh and ci/fuzz-long.sh: builds the libFuzzer harnesses under
# ASan+UBSan (clang-22) and reads each harness's .options. Not meant to be run alone.

# The repository root, whoever sources this.
RLV_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
# Where the ASan+UBSan libFuzzer build lives (override with RLV_FUZZ_BUILD).
RLV_FUZZ_BUILD=${RLV_FUZZ_BUILD:-$RLV_ROOT/build-fuzz-asan}

# RelWithDebInfo without its -DNDEBUG: a failed assert (an internal invariant) is a finding.
RLV_FUZZ_KEEP_ASSERTS=(-DCMAKE_C_FLAGS_RELWITHDEBINFO="-O2 -g" -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -g")

# Configures and builds every harness into $RLV_FUZZ_BUILD; quiet unless it fails.
# RLV_FUZZ_NO_BUILD=1 reuses what is there (e.g. while the tree does not build).
rlv_fuzz_build() {
  local log=$RLV_FUZZ_BUILD/rlv-fuzz-build.log
  [ "${RLV_FUZZ_NO_BUILD:-0}" = 1 ] && return 0
  mkdir -p "$RLV_FUZZ_BUILD"
  if ! { CC=clang-22 CXX=clang++-22 cmake -S "$RLV_ROOT" -B "$RLV_FUZZ_BUILD" \
           -DCMAKE_BUILD_TYPE=RelWithDebInfo "${RLV_FUZZ_KEEP_ASSERTS[@]}" \
           -DRLV_SANITIZE=ON -DRLV_FUZZ_LIBFUZZER=ON &&
         cmake --build "$RLV_FUZZ_BUILD" -j2 --target rlv_fuzzers; } >"$log" 2>&1; then
    tail -40 "$log" >&2
    echo "fuzz build failed (log: $log)" >&2
    return 1
  fi
}

# The harness names (verify, lower, ...) the build produced, one per line.
rlv_fuzz_harnesses() {
  local h
  while read -r h; do
    [ -n "$h" ] && [ -x "$RLV_FUZZ_BUILD/fuzz/rlv_fuzz_$h" ] && echo "$h"
  done <"$RLV_FUZZ_BUILD/fuzz/harnesses.txt"
}

# libFuzzer flags from fuzz/rlv_fuzz_<h>.options (the [libfuzzer] section OSS-Fuzz reads):
# dict becomes a path into fuzz/, every other key is passed as -key=value.
rlv_fuzz_option_flags() {
  local h=$1 file=$RLV_ROOT/fuzz/rlv_fuzz_$1.options
  [ -f "$file" ] || return 0
  awk -v dir="$RLV_ROOT/fuzz" '
    /^\[/ { in_lf = ($0 == "[libfuzzer]"); next }
    in_lf && /^[a-z_]+[ \t]*=/ {
      split($0, kv, "="); key = kv[1]; val = substr($0, index($0, "=") + 1)
      gsub(/[ \t]/, "", key); gsub(/^[ \t]+|[ \t]+$/, "", val)
      if (key == "dict") val = dir "/" val
      print "-" key "=" val
    }' "$file"
}

# The sanitizer settings of every run: leaks count, UBSan findings stop the run with a stack.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1:symbolize=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-halt_on_error=1:abort_on_error=1:print_stacktrace=1}
# Z3's own leak on a cancelled check is not rlv's (fuzz/lsan.supp says which).
export LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$RLV_ROOT/fuzz/lsan.supp}
if [ -z "${ASAN_SYMBOLIZER_PATH:-}" ] && [ -x /usr/lib/llvm-22/bin/llvm-symbolizer ]; then
  export ASAN_SYMBOLIZER_PATH=/usr/lib/llvm-22/bin/llvm-symbolizer
fi
