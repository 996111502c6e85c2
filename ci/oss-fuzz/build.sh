#!/bin/bash -eu
# OSS-Fuzz / ClusterFuzzLite build of rlv's fuzz harnesses (run from the repository root,
# the Dockerfile's WORKDIR). Uses only the OSS-Fuzz variables: CC CXX CFLAGS CXXFLAGS
# LIB_FUZZING_ENGINE OUT WORK SRC. Leaves in $OUT, for every harness of
# fuzz/CMakeLists.txt's RLV_FUZZ_HARNESSES: rlv_fuzz_<h>, rlv_fuzz_<h>_seed_corpus.zip,
# rlv_fuzz_<h>.options and rlv_fuzz_<h>.dict (when the harness has one), and lib/ with the
# shared libraries the fuzzers need beyond glibc (libz3, zlib, zstd, ...), found through an
# $ORIGIN/lib rpath: LLVM is linked statically, so the fuzzers run from $OUT alone.

# The checkout: the current directory (OSS-Fuzz's WORKDIR), else where this script lives.
root=$PWD
if [ ! -f "$root/fuzz/CMakeLists.txt" ]; then
  root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
fi
build=$WORK/rlv-build

# OSS-Fuzz's CXXFLAGS select libc++, but LLVM's static libraries were built against
# libstdc++: link against that. rlv is C, so no C++ object crosses between the two.
link_cxxflags=${CXXFLAGS//-stdlib=libc++/}

# CMAKE_BUILD_TYPE is empty on purpose: only $CFLAGS decide optimisation and debug info.
# The install rpath, used at build time, makes $ORIGIN/lib (CMake escapes the $) every
# fuzzer's only RUNPATH: no folder of the build machine leaks into it.
cmake -S "$root" -B "$build" \
  -DCMAKE_BUILD_TYPE= \
  -DCMAKE_C_COMPILER="$CC" -DCMAKE_CXX_COMPILER="$CXX" \
  -DCMAKE_C_FLAGS="$CFLAGS" -DCMAKE_CXX_FLAGS="$link_cxxflags" \
  -DCMAKE_BUILD_WITH_INSTALL_RPATH=ON -DCMAKE_INSTALL_RPATH='$ORIGIN/lib' \
  -DRLV_LLVM_STATIC=ON \
  -DRLV_FUZZ_ENGINE="$LIB_FUZZING_ENGINE"
cmake --build "$build" -j"$(nproc)" --target rlv_fuzzers

# The shared libraries a fuzzer loads that the runner image may lack: all but glibc's own.
copy_runtime_libs() {
  local lib path
  mkdir -p "$OUT/lib"
  ldd "$1" | awk '$2 == "=>" && $3 ~ /^\// { print $3 }' | while read -r path; do
    lib=$(basename "$path")
    case $lib in
      libc.so.* | libm.so.* | libdl.so.* | librt.so.* | libpthread.so.* | ld-linux*.so.* | \
        libutil.so.* | libresolv.so.*) ;;
      *) [ -e "$OUT/lib/$lib" ] || cp -L "$path" "$OUT/lib/$lib" ;;
    esac
  done
}

while read -r h; do
  [ -n "$h" ] || continue
  fuzzer=rlv_fuzz_$h
  cp "$build/fuzz/$fuzzer" "$OUT/$fuzzer"
  copy_runtime_libs "$OUT/$fuzzer"
  # Seeds from corpus/, tests/lit/, fuzz/corpus/ and, when present, $SRC/shared/corpus-real.
  RLV_SHARED_DIR="$SRC/shared" "$root/fuzz/make_seed_corpus.sh" "$h" "$OUT/${fuzzer}_seed_corpus.zip"
  # .options carries max_len, timeout and rss_limit_mb (a runaway input is a finding) and,
  # for the IR harness, the dictionary: copied as they are, ClusterFuzz reads them from $OUT.
  for ext in dict options; do
    if [ -f "$root/fuzz/$fuzzer.$ext" ]; then cp "$root/fuzz/$fuzzer.$ext" "$OUT/"; fi
  done
done <"$build/fuzz/harnesses.txt"
