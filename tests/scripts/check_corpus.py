#!/usr/bin/env python3
"""Checks corpus/valid and corpus/invalid with `rlv verify --format=json`.

usage: check_corpus.py RLV CORPUS_DIR
- every corpus/valid/*.ll gives exit 0 and no error or warning;
- every corpus/invalid/*.ll names its rule in a line '; RULE: <id>' (one or more), gives
  exit 1 (or exit 0 for a warning-only rule: then `--werror` must give 1) and reports
  every named rule; lines '; ARGS: <options>' add options to its `rlv verify` (e.g.
  --scalarized for a rule that runs only on request).
"""
import glob
import json
import os
import re
import subprocess
import sys


def verify(rlv, path, *extra):
    proc = subprocess.run([rlv, "verify", "--format=json", *extra, path], capture_output=True, text=True)
    try:
        diags = json.loads(proc.stdout)["diagnostics"]
    except (ValueError, KeyError):
        diags = None
    return proc.returncode, diags, proc.stdout + proc.stderr


def main():
    rlv, corpus = sys.argv[1], sys.argv[2]
    failures = []
    valid = sorted(glob.glob(os.path.join(corpus, "valid", "*.ll")))
    invalid = sorted(glob.glob(os.path.join(corpus, "invalid", "*.ll")))
    for path in valid:
        code, diags, out = verify(rlv, path)
        if code != 0 or diags is None or any(d["severity"] != "note" for d in diags):
            failures.append(f"{path}: expected clean, got exit {code}\n{out}")
    for path in invalid:
        with open(path) as f:
            text = f.read()
        rules = re.findall(r"^; RULE: (\S+)", text, re.M)
        args = [a for line in re.findall(r"^; ARGS: (.*)$", text, re.M) for a in line.split()]
        if not rules:
            failures.append(f"{path}: names no rule ('; RULE: <id>')")
            continue
        code, diags, out = verify(rlv, path, "--werror", *args)
        got = {d["rule"] for d in diags or []}
        missing = [r for r in rules if r not in got]
        if code != 1 or missing:
            failures.append(f"{path}: expected exit 1 with {rules}, got exit {code} with {sorted(got)}\n{out}")
    for f in failures:
        print("FAIL:", f)
    total = len(valid) + len(invalid)
    print(f"{total - len(failures)} passed, {len(failures)} failed")
    return 1 if failures or total == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
