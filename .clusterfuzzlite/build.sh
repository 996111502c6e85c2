#!/bin/bash -eu
# ClusterFuzzLite runs the OSS-Fuzz build unchanged (from the checkout root, the WORKDIR).
exec bash "$SRC/rlv/ci/oss-fuzz/build.sh"
