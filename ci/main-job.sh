#!/usr/bin/env bash
# The main job: build rlv and run `rlv verify`, `rlv lower` and `rlv check` (verify -> lower ->
# verify DXIL -> prove) on the shipped corpus — clang 22's real output in ../shared/corpus-real —
# checking every exit code against that folder's EXPECTED.
set -euo pipefail
cd "$(dirname "$0")/.."
ci/build.sh build >/dev/null
exec python3 tests/scripts/run_expected.py build/rlv ../shared/corpus-real verify lower check
