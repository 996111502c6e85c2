#!/usr/bin/env python3
"""usage: expect_exit.py CODE CMD ARGS...  Runs CMD with inherited stdio and exits 0 iff it
exited with CODE (otherwise 1, naming both codes). Lets one lit RUN line check an exact exit
code and pipe the output to FileCheck."""
import subprocess
import sys

want = int(sys.argv[1])
got = subprocess.call(sys.argv[2:])
if got != want:
    sys.stderr.write(f"expect_exit: expected exit {want}, got {got}: {' '.join(sys.argv[2:])}\n")
    sys.exit(1)
