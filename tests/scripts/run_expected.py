#!/usr/bin/env python3
"""Runs rlv on every file named in an EXPECTED table and compares exit codes.

usage: run_expected.py [--known FILE] RLV DIR [COMMAND...]
EXPECTED lines are: file<TAB>verify<TAB>lower<TAB>check<TAB>note; '-' means not applicable.
COMMAND `prove` reads DIR/PROVE-EXPECTED instead: before<TAB>after<TAB>prove<TAB>note.
Only the commands this rlv binary provides are run (default: verify).
Prints one line per run and 'N passed, N failed'; exits 1 on any mismatch.

--known FILE lists runs that are known not to give the expected code yet, one per line as
`COMMAND FILE` (# comments allowed): such a mismatch prints KNOWN and does not fail, but a
known run that now gives the expected code prints FIXED and fails, so the list only shrinks.
"""
import os
import subprocess
import sys

COLUMNS = {"verify": 1, "lower": 2, "check": 3}


def command_args(rlv, command, paths):
    if command == "lower":
        return [rlv, "lower", "-o", os.devnull] + paths
    return [rlv, command] + paths


def read_known(path):
    known = set()
    if path:
        with open(path) as f:
            for line in f:
                line = line.split("#", 1)[0].strip()
                if line:
                    command, name = line.split(None, 1)
                    known.add((command, name))
    return known


def runs(folder, commands):
    """(command, name, argv tail, expected code) for every run the tables ask for."""
    for command in commands:
        if command == "prove":
            with open(os.path.join(folder, "PROVE-EXPECTED")) as table:
                for line in table:
                    if line.strip() and not line.startswith("#"):
                        before, after, want = line.rstrip("\n").split("\t")[:3]
                        yield command, before, [os.path.join(folder, before),
                                                os.path.join(folder, after)], want
            continue
        with open(os.path.join(folder, "EXPECTED")) as table:
            for line in table:
                if not line.strip() or line.startswith("#"):
                    continue
                fields = line.rstrip("\n").split("\t")
                want = fields[COLUMNS[command]]
                if want != "-":
                    yield command, fields[0], [os.path.join(folder, fields[0])], want


def main():
    args = sys.argv[1:]
    known_file = None
    if args[:1] == ["--known"]:
        known_file, args = args[1], args[2:]
    rlv, folder = args[0], args[1]
    commands = args[2:] or ["verify"]
    known = read_known(known_file)
    passed = failed = nknown = 0
    for command, name, paths, want in runs(folder, commands):
        proc = subprocess.run(command_args(rlv, command, paths), capture_output=True, text=True)
        ok = str(proc.returncode) == want
        is_known = (command, name) in known
        if is_known and not ok:
            nknown += 1
            print(f"KNOWN: rlv {command} {name}: exit {proc.returncode}, expected {want}")
            continue
        if is_known and ok:
            failed += 1
            print(f"FIXED: rlv {command} {name}: exit {want} as expected; remove it from {known_file}")
            continue
        passed += ok
        failed += not ok
        print(f"{'PASS' if ok else 'FAIL'}: rlv {command} {name}: exit {proc.returncode}, expected {want}")
        if not ok:
            sys.stdout.write(proc.stderr + proc.stdout)
    print(f"{passed} passed, {failed} failed" + (f", {nknown} known" if known_file else ""))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
