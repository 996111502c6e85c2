#!/usr/bin/env bash
# Installs everything rlv needs to build, test and fuzz on Debian 12. Idempotent.
set -euo pipefail

packages=(
  llvm-22 llvm-22-dev llvm-22-tools clang-22 libclang-rt-22-dev clang-format-22 clang-tidy-22
  libz3-dev z3 afl++ cmake make gcc pkg-config python3 zip unzip libzstd-dev
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done

# lit is shipped inside llvm-22-tools as a python module; FileCheck too.
if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all packages present"
  exit 0
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update
$SUDO apt-get install -y --no-install-recommends "${missing[@]}"
