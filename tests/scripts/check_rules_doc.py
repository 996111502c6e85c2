#!/usr/bin/env python3
"""Checks that docs/rules.md lists exactly the rules `rlv rules` prints, with the same
severity; that every verifier rule has a corpus/invalid input naming it ('; RULE: id');
and that every lower-* rule is checked by a test under tests/lit/lower.

usage: check_rules_doc.py RLV REPO_DIR
"""
import glob
import os
import re
import subprocess
import sys


# Rules that only report a bug in rlv itself: no input may trigger them.
UNTRIGGERABLE = {"lower-internal"}


def main():
    rlv, repo = sys.argv[1], sys.argv[2]
    out = subprocess.run([rlv, "rules"], capture_output=True, text=True, check=True).stdout
    binary = {}
    for line in out.splitlines():
        rule_id, severity = line.split()[:2]
        binary[rule_id] = severity
    with open(os.path.join(repo, "docs", "rules.md")) as f:
        doc = dict(re.findall(r"^\| `([a-z0-9-]+)` \| (\w+) \|", f.read(), re.M))
    problems = []
    for rule_id, severity in binary.items():
        if rule_id not in doc:
            problems.append(f"{rule_id}: missing from docs/rules.md")
        elif doc[rule_id] != severity:
            problems.append(f"{rule_id}: docs say {doc[rule_id]}, rlv says {severity}")
    for rule_id in doc:
        if rule_id not in binary:
            problems.append(f"{rule_id}: in docs/rules.md but not a rule of rlv")
    named = set()
    for path in glob.glob(os.path.join(repo, "corpus", "invalid", "*.ll")):
        with open(path) as f:
            named.update(re.findall(r"^; RULE: (\S+)", f.read(), re.M))
    lower_tests = ""
    for path in glob.glob(os.path.join(repo, "tests", "lit", "lower", "**", "*"), recursive=True):
        if os.path.isfile(path):
            with open(path, errors="replace") as f:
                lower_tests += f.read()
    for rule_id in binary:
        if rule_id in UNTRIGGERABLE:
            continue
        if rule_id.startswith("lower-"):
            if f"[{rule_id}]" not in lower_tests and f'"{rule_id}"' not in lower_tests:
                problems.append(f"{rule_id}: no test under tests/lit/lower checks it")
        elif not rule_id.startswith("input-") and rule_id not in named:
            problems.append(f"{rule_id}: no corpus/invalid input names it")
    for p in problems:
        print("FAIL:", p)
    print(f"{len(binary) - len(problems)} passed, {len(problems)} failed")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
