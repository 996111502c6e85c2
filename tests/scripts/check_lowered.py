#!/usr/bin/env python3
"""Checks every lowered module in a folder: LLVM's verifier accepts it, no
llvm.dx.resource.* intrinsic is left, and it has a !dx.resources table.

usage: check_lowered.py OPT DIR
"""
import glob
import os
import subprocess
import sys


def main():
    opt, folder = sys.argv[1], sys.argv[2]
    files = sorted(glob.glob(os.path.join(folder, "*.ll")))
    failed = 0
    for path in files:
        problems = []
        proc = subprocess.run([opt, "-passes=verify", "-disable-output", path], capture_output=True, text=True)
        if proc.returncode != 0:
            problems.append("opt -passes=verify rejects it: " + proc.stderr.strip().splitlines()[0])
        with open(path) as f:
            text = f.read()
        if "llvm.dx.resource." in text:
            problems.append("an llvm.dx.resource.* intrinsic is left")
        if "!dx.resources" not in text:
            problems.append("no !dx.resources")
        for p in problems:
            print(f"FAIL: {os.path.basename(path)}: {p}")
        failed += bool(problems)
    print(f"{len(files) - failed} passed, {failed} failed")
    return 1 if failed or not files else 0


if __name__ == "__main__":
    sys.exit(main())
