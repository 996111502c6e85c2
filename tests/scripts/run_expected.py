#!/usr/bin/env python3
"""Runs rlv on every file named in an EXPECTED table and compares exit codes.

usage: run_expected.py RLV DIR [COMMAND...]
EXPECTED lines are: file<TAB>verify<TAB>lower<TAB>check<TAB>note; '-' means not applicable.
Only the commands this rlv binary provides are run (default: verify).
Prints one line per run and 'N passed, N failed'; exits 1 on any mismatch.
"""
import os
import subprocess
import sys

COLUMNS = {"verify": 1, "lower": 2, "check": 3}


def command_args(rlv, command, path):
    if command == "lower":
        return [rlv, "lower", "-o", os.devnull, path]
    return [rlv, command, path]


def main():
    rlv, folder = sys.argv[1], sys.argv[2]
    commands = sys.argv[3:] or ["verify"]
    passed = failed = 0
    with open(os.path.join(folder, "EXPECTED")) as table:
        for line in table:
            if not line.strip() or line.startswith("#"):
                continue
            fields = line.rstrip("\n").split("\t")
            name = fields[0]
            for command in commands:
                want = fields[COLUMNS[command]]
                if want == "-":
                    continue
                path = os.path.join(folder, name)
                proc = subprocess.run(command_args(rlv, command, path), capture_output=True, text=True)
                ok = str(proc.returncode) == want
                passed += ok
                failed += not ok
                print(f"{'PASS' if ok else 'FAIL'}: rlv {command} {name}: exit {proc.returncode}, expected {want}")
                if not ok:
                    sys.stdout.write(proc.stderr + proc.stdout)
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
