#!/usr/bin/env bash
# The main job: build rlv and run it on the shipped corpus — clang 22's real output in
# ../shared/corpus-real — checking every command's exit code against that folder's EXPECTED.
set -euo pipefail
cd "$(dirname "$0")/.."
ci/build.sh build >/dev/null
commands=(verify lower)
if build/rlv check --help >/dev/null 2>&1; then
  commands+=(check)
fi
exec python3 tests/scripts/run_expected.py build/rlv ../shared/corpus-real "${commands[@]}"
