#!/usr/bin/env bash
# The main job: build rlv and run `rlv verify`, `rlv lower` and `rlv check` (verify -> lower ->
# verify DXIL -> prove) on the shipped corpora — clang 22's real output in ../shared/corpus-real
# and ../shared/corpus-real2 — checking every exit code against each folder's EXPECTED, and
# `rlv prove` on corpus-real2/midend's pairs (clang -O0 against opt-22 -O3 of it) against its
# PROVE-EXPECTED. The runs of corpus-real2 that do not give their expected code yet are listed in
# tests/lit/corpus/Inputs/ (a list that only shrinks: a listed run that passes fails the job).
set -euo pipefail
cd "$(dirname "$0")/.."
ci/build.sh build >/dev/null
known=tests/lit/corpus/Inputs
python3 tests/scripts/run_expected.py build/rlv ../shared/corpus-real verify lower check
python3 tests/scripts/run_expected.py --known $known/real2-known.txt build/rlv ../shared/corpus-real2 \
  verify lower check
python3 tests/scripts/run_expected.py --known $known/midend-known.txt build/rlv \
  ../shared/corpus-real2/midend prove
