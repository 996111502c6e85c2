#!/usr/bin/env python3
"""Checks that docs/rules.md lists exactly the rules `rlv rules` prints, with the same
severity; that every verifier rule has a corpus/invalid input naming it ('; RULE: id');
and that every lower-*/check-* rule is checked by a test under tests/lit/lower or tests/lit/check.

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
    def tests_under(folder):
        text = ""
        for path in glob.glob(os.path.join(repo, "tests", "lit", folder, "**", "*"), recursive=True):
            if os.path.isfile(path):
                with open(path, errors="replace") as f:
                    text += f.read()
        return text

    # Rules of commands other than verify are checked by that command's lit tests.
    command_tests = {"lower-": tests_under("lower"), "check-": tests_under("check")}
    for rule_id in binary:
        if rule_id in UNTRIGGERABLE:
            continue
        prefix = next((p for p in command_tests if rule_id.startswith(p)), None)
        if prefix:
            text = command_tests[prefix]
            if f"[{rule_id}]" not in text and f'"{rule_id}"' not in text:
                problems.append(f"{rule_id}: no test under tests/lit/{prefix[:-1]} checks it")
        elif not rule_id.startswith("input-") and rule_id not in named:
            problems.append(f"{rule_id}: no corpus/invalid input names it")
    for p in problems:
        print("FAIL:", p)
    print(f"{len(binary) - len(problems)} passed, {len(problems)} failed")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
