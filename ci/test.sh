#!/usr/bin/env bash
# Builds rlv twice (release, and ASan+UBSan) and runs every test with ctest in both, then
# each fuzz harness for a fixed count of runs (about 40 s) under ASan+UBSan
# (ci/fuzz-smoke.sh). First, the house rules (.clang-format, .clang-tidy) on the C files the
# last commit or the working tree changed.
set -euo pipefail
cd "$(dirname "$0")/.."

ci/build.sh build
ci/lint.sh build
(cd build && ctest --output-on-failure -j2)

# The whole suite once more under AddressSanitizer + UndefinedBehaviorSanitizer, built
# with clang-22 so the sanitizer runtimes match.
CC=clang-22 CXX=clang++-22 ci/build.sh build-asan -DRLV_SANITIZE=ON
(cd build-asan && ctest --output-on-failure -j2)

# Each libFuzzer harness for a fixed count of runs (at most 180 s) from its seeds: no crash,
# leak, timeout or oracle failure.
ci/fuzz-smoke.sh 60
