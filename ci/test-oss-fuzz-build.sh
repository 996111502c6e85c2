#!/usr/bin/env bash
# Checks ci/oss-fuzz/build.sh the way OSS-Fuzz runs it, without docker: from the repository
# root, with only the OSS-Fuzz variables set, into empty temporary $OUT and $WORK. Then every
# fuzzer in $OUT must have its seed corpus and options, load no libLLVM and find every shared
# library (libz3, ...) in $OUT/lib, and run for a few seconds on its seed corpus with
# LD_LIBRARY_PATH unset. Not part of ctest: linking LLVM statically is slow and the binaries
# are large.
#
# usage: ci/test-oss-fuzz-build.sh [SECONDS_PER_FUZZER]   (default 10)
# environment: SANITIZER=address (default) or undefined, as OSS-Fuzz's two builds of rlv;
#              NO_SHARED=1 sets SRC to an empty folder, as in OSS-Fuzz's image, which has
#              no shared/corpus-real beside the checkout;
#              KEEP=1 keeps the temporary folders and prints where they are.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
seconds=${1:-10}
sanitizer=${SANITIZER:-address}

case $sanitizer in
  address) san_flags="-fsanitize=address -fsanitize-address-use-after-scope" ;;
  # OSS-Fuzz's UBSan list (less the C++-only vptr), every finding fatal.
  undefined) san_flags="-fsanitize=array-bounds,bool,builtin,enum,float-divide-by-zero,function,integer-divide-by-zero,null,object-size,return,returns-nonnull-attribute,shift,signed-integer-overflow,unsigned-integer-overflow,unreachable,vla-bound -fno-sanitize-recover=array-bounds,bool,builtin,enum,float-divide-by-zero,function,integer-divide-by-zero,null,object-size,return,returns-nonnull-attribute,shift,signed-integer-overflow,unreachable,vla-bound" ;;
  *) echo "SANITIZER must be address or undefined" >&2; exit 2 ;;
esac
# unsigned-integer-overflow is in OSS-Fuzz's list but recoverable (wrap-around is defined in C).
flags="-O1 -fno-omit-frame-pointer -gline-tables-only $san_flags -fsanitize=fuzzer-no-link"

tmp=$(mktemp -d)
if [ "${KEEP:-0}" = 1 ]; then echo "temporary folders in $tmp"; else trap 'rm -rf "$tmp"' EXIT; fi
mkdir "$tmp/out" "$tmp/work" "$tmp/run" "$tmp/src"
out=$tmp/out
src=$(dirname "$root")
[ "${NO_SHARED:-0}" = 1 ] && src=$tmp/src

start=$(date +%s)
echo "test-oss-fuzz-build: building ($sanitizer) into $out"
if ! (cd "$root" && env -i PATH="$PATH" HOME="${HOME:-/root}" \
        CC=clang-22 CXX=clang++-22 CFLAGS="$flags" CXXFLAGS="$flags" \
        LIB_FUZZING_ENGINE=-fsanitize=fuzzer OUT="$out" WORK="$tmp/work" SRC="$src" \
        SANITIZER="$sanitizer" FUZZING_ENGINE=libfuzzer ARCHITECTURE=x86_64 \
        bash ci/oss-fuzz/build.sh) >"$tmp/build.log" 2>&1; then
  tail -40 "$tmp/build.log"
  echo "FAIL: ci/oss-fuzz/build.sh failed" >&2
  exit 1
fi
echo "test-oss-fuzz-build: build took $(($(date +%s) - start))s"
ls -la "$out" "$out/lib" | sed 's/^/  /'

failures=0
fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }

fuzzers=()
for f in "$out"/rlv_fuzz_*; do
  [ -f "$f" ] && [ -x "$f" ] && fuzzers+=("$(basename "$f")")
done
[ ${#fuzzers[@]} -gt 0 ] || fail "no fuzzer in \$OUT"
[[ " ${fuzzers[*]} " == *" rlv_fuzz_verify "* ]] || fail "rlv_fuzz_verify is missing"

for fz in "${fuzzers[@]}"; do
  echo "== $fz"
  [ -s "$out/${fz}_seed_corpus.zip" ] || fail "$fz: no ${fz}_seed_corpus.zip"
  [ -f "$out/$fz.options" ] || fail "$fz: no $fz.options"
  dict=$(awk -F' *= *' '$1 == "dict" { print $2 }' "$out/$fz.options" 2>/dev/null || true)
  if [ -n "$dict" ] && [ ! -f "$out/$dict" ]; then fail "$fz: options name $dict, not in \$OUT"; fi

  # The runner image has no libLLVM and no libz3: every non-glibc library must come from $OUT/lib.
  deps=$(env -u LD_LIBRARY_PATH ldd "$out/$fz")
  if grep -q 'not found' <<<"$deps"; then fail "$fz: unresolved libraries: $(grep 'not found' <<<"$deps")"; fi
  if grep -q 'libLLVM' <<<"$deps"; then fail "$fz: loads libLLVM: $(grep libLLVM <<<"$deps")"; fi
  outside=$(awk '$2 == "=>" { print $1, $3 }' <<<"$deps" |
    grep -vE '^(libc|libm|libdl|librt|libpthread|libutil|libresolv)\.so|^ld-linux' |
    awk -v lib="$out/lib/" 'index($2, lib) != 1' || true)
  [ -z "$outside" ] || fail "$fz: libraries from outside \$OUT/lib: $outside"
  readelf -d "$out/$fz" | grep -qE 'R(UN)?PATH.*\$ORIGIN/lib' || fail "$fz: no \$ORIGIN/lib rpath"

  # Run as ClusterFuzz does: from another folder, on the unpacked seeds, with its options.
  corpus=$tmp/run/$fz
  mkdir -p "$corpus"
  unzip -q "$out/${fz}_seed_corpus.zip" -d "$corpus"
  args=()
  [ -n "$dict" ] && args+=("-dict=$out/$dict")
  max_len=$(awk -F' *= *' '$1 == "max_len" { print $2 }' "$out/$fz.options" 2>/dev/null || true)
  [ -n "$max_len" ] && args+=("-max_len=$max_len")
  # ClusterFuzz's UBSan settings: unsigned wrap-around is a coverage signal, not a finding.
  if (cd "$tmp/run" && env -u LD_LIBRARY_PATH \
        UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1:silence_unsigned_overflow=1 "$out/$fz" "${args[@]}" -max_total_time="$seconds" \
        -timeout=25 -rss_limit_mb=2560 -print_final_stats=1 -artifact_prefix="$tmp/run/" \
        "$corpus") >"$tmp/run/$fz.log" 2>&1; then
    grep -aE '^#[0-9]+.*(DONE|pulse)|stat::number_of_executed_units|stat::average_exec_per_sec' \
      "$tmp/run/$fz.log" | tail -3 | sed 's/^/  /'
  else
    tail -30 "$tmp/run/$fz.log"
    fail "$fz: crashed or failed on its seed corpus"
  fi
done

echo "test-oss-fuzz-build: ${#fuzzers[@]} fuzzers, $failures failures, $(($(date +%s) - start))s in all"
[ "$failures" -eq 0 ]
