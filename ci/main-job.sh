#!/usr/bin/env bash
# The main job: build rlv and run `rlv verify` on the shipped corpus and on clang 22's
# real output in ../shared/corpus-real, checking each exit code against EXPECTED.
set -euo pipefail
cd "$(dirname "$0")/.."
ci/build.sh build >/dev/null
exec python3 tests/scripts/run_expected.py build/rlv ../shared/corpus-real
