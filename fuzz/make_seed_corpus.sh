#!/usr/bin/env bash
# Builds the seed corpus of one harness, every file named by the sha1 of its contents (so
# the same input is never stored twice and names are stable across builds).
#
# usage: fuzz/make_seed_corpus.sh HARNESS OUT
#   HARNESS  verify, lower, prove, ... (the part after rlv_fuzz_)
#   OUT      a directory (created), or a file ending in .zip (OSS-Fuzz's <fuzzer>_seed_corpus.zip)
# environment: RLV_SHARED_DIR  the shared/ folder (default: ../shared beside the checkout);
#              it is optional: OSS-Fuzz's docker image has no shared/ folder.
#
# Seeds of rlv_fuzz_verify (textual IR): corpus/**.ll (valid, invalid, regress, ...),
# shared/corpus-real/*.ll, tests/lit/**.ll and fuzz/corpus/verify/. The other harnesses read
# their bytes as generator choices, not IR: their seeds are fuzz/corpus/<harness>/ plus a few
# fixed pseudo-random inputs, so that a fresh run never starts from nothing.
set -euo pipefail

if [ $# -ne 2 ]; then
  sed -n '4,8p' "$0" >&2
  exit 2
fi
harness=$1
out=$2
root=$(cd "$(dirname "$0")/.." && pwd)
shared=${RLV_SHARED_DIR:-$root/../shared}
# rlv_fuzz_* skip larger inputs (RLV_FUZZ_MAX_INPUT in fuzz/fuzz_common.h): no use as seeds.
max_bytes=$((64 * 1024))

stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT

add_seed() {
  local f=$1 size
  [ -f "$f" ] || return 0
  size=$(stat -c %s "$f")
  if [ "$size" -eq 0 ] || [ "$size" -gt "$max_bytes" ]; then
    return 0
  fi
  cp "$f" "$stage/$(sha1sum "$f" | cut -d' ' -f1)"
}

add_tree() { # every file under DIR whose name matches PATTERN, if DIR exists
  local dir=$1 pattern=$2 f
  [ -d "$dir" ] || return 0
  while IFS= read -r -d '' f; do
    add_seed "$f"
  done < <(find "$dir" -type f -name "$pattern" ! -name '.*' -print0)
}

add_generated() { # N deterministic pseudo-random inputs of 16..1024 bytes (sha512 chains:
  # reproducible, independent of $RANDOM and /dev/urandom)
  python3 - "$stage" "$harness" "$1" <<'PY'
import hashlib, os, sys
stage, harness, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
for i in range(n):
    want, data, block = 16 << (i % 7), b"", f"rlv-seed-{harness}-{i}".encode()
    while len(data) < want:
        block = hashlib.sha512(block).digest()
        data += block
    data = data[:want]
    with open(os.path.join(stage, hashlib.sha1(data).hexdigest()), "wb") as f:
        f.write(data)
PY
}

case $harness in
  verify)
    add_tree "$root/corpus" '*.ll'
    add_tree "$shared/corpus-real" '*.ll'
    add_tree "$root/tests/lit" '*.ll'
    add_tree "$root/fuzz/corpus/verify" '*'
    ;;
  *)
    add_tree "$root/fuzz/corpus/$harness" '*'
    add_generated 32
    ;;
esac

count=$(find "$stage" -type f | wc -l)
case $out in
  *.zip)
    rm -f "$out"
    mkdir -p "$(dirname "$out")"
    out_abs=$(cd "$(dirname "$out")" && pwd)/$(basename "$out")
    (cd "$stage" && zip -q -X -j "$out_abs" ./*)
    ;;
  *)
    mkdir -p "$out"
    cp "$stage"/* "$out"/
    ;;
esac
echo "make_seed_corpus: $harness: $count seeds -> $out"
