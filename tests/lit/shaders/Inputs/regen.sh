#!/bin/sh
# Regenerates tests/lit/shaders/NAME.ll from NAME.hlsl with Debian's clang 22: keeps the test
# header of NAME.ll (every line above MARK) and replaces the rest with the command and clang's
# output, unedited. NAME.hlsl's first lines say how to compile it:
#   // TRIPLE: dxil-pc-shadermodel6.6-compute
#   // FLAGS: -fnative-half-type            (optional)
# Usage: tests/lit/shaders/Inputs/regen.sh [NAME.hlsl...]  (default: every .hlsl there)
set -eu
cd "$(dirname "$0")/.."
CLANG=${CLANG:-clang-22}
MARK='; ---- clang output below: regenerate with Inputs/regen.sh, do not edit ----'
[ $# -gt 0 ] || set -- *.hlsl
for src in "$@"; do
  src=$(basename "$src")
  name=${src%.hlsl}
  triple=$(sed -n 's|^// TRIPLE: *||p' "$src")
  flags=$(sed -n 's|^// FLAGS: *||p' "$src")
  [ -n "$triple" ] || { echo "$src: no // TRIPLE: line" >&2; exit 1; }
  cmd="clang-22 -cc1 -triple $triple -x hlsl -I Inputs $flags -O3 -emit-llvm -o $name.ll $src"
  tmp=$(mktemp)
  # shellcheck disable=SC2086
  "$CLANG" -cc1 -triple "$triple" -x hlsl -I Inputs $flags -O3 -emit-llvm -o "$tmp" "$src"
  {
    if [ -f "$name.ll" ] && grep -qF -- "$MARK" "$name.ll"; then
      sed "/^; ---- clang output below/,\$d" "$name.ll"
    else
      echo "; RUN: false  (write the test header)"
    fi
    echo "$MARK"
    echo "; $cmd"
    cat "$tmp"
  } >"$name.ll.new"
  rm -f "$tmp"
  mv "$name.ll.new" "$name.ll"
  echo "$name.ll"
done
