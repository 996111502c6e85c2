#!/usr/bin/env python3
"""Expected-output tests of the lowering: every corpus/valid module that rlv can lower
(a DXIL target in the intrinsic or pointer form) is lowered, and the output must equal the
kept file corpus/lowered/<name>.ll byte for byte. Each kept file is also re-checked: LLVM's
verifier accepts it and `rlv verify --level=dxil` finds nothing.

usage: lowered_expected.py RLV OPT REPO_DIR [--update]
--update rewrites the kept files from the current rlv (review the diff before committing).
"""
import glob
import os
import subprocess
import sys


def lowerable(path):
    with open(path) as f:
        text = f.read()
    return 'target triple = "dxil' in text and "@dx.op." not in text


def main():
    rlv, opt, repo = sys.argv[1:4]
    update = "--update" in sys.argv[4:]
    out_dir = os.path.join(repo, "corpus", "lowered")
    os.makedirs(out_dir, exist_ok=True)
    passed = failed = 0
    inputs = [p for p in sorted(glob.glob(os.path.join(repo, "corpus", "valid", "*.ll"))) if lowerable(p)]
    for path in inputs:
        name = os.path.basename(path)
        kept = os.path.join(out_dir, name)
        proc = subprocess.run([rlv, "lower", path], capture_output=True, text=True)
        # The module ID (and, for inputs without one, the source file name) is the input path,
        # which differs between checkouts.
        got = "".join(l for l in proc.stdout.splitlines(True)
                      if not l.startswith(("; ModuleID", "source_filename")))
        problems = []
        if proc.returncode != 0:
            problems.append(f"rlv lower exited {proc.returncode}: {proc.stderr.strip()}")
        elif update:
            with open(kept, "w") as f:
                f.write(got)
        elif not os.path.exists(kept):
            problems.append("no kept output (run with --update)")
        else:
            with open(kept) as f:
                if f.read() != got:
                    problems.append(f"output differs from {os.path.relpath(kept, repo)}")
        if not problems:
            v = subprocess.run([opt, "-passes=verify", "-disable-output", kept], capture_output=True, text=True)
            if v.returncode != 0:
                problems.append("opt -passes=verify rejects the kept output")
            d = subprocess.run([rlv, "verify", "--level=dxil", kept], capture_output=True, text=True)
            if d.returncode != 0:
                problems.append("rlv verify --level=dxil: " + d.stderr.strip())
        for p in problems:
            print(f"FAIL: {name}: {p}")
        failed += bool(problems)
        passed += not problems
    print(f"{passed} passed, {failed} failed")
    return 1 if failed or not inputs else 0


if __name__ == "__main__":
    sys.exit(main())
