#!/usr/bin/env python3
"""Checks the include graph against DESIGN.md's layering: each folder includes only the
folders it may use, and smt/ never reaches lower/ (directly or through rlv/lower.h).

usage: check_layering.py REPO_DIR
"""
import glob
import os
import re
import sys

# folder -> include prefixes it may use ("rlv/" is the public API).
ALLOWED = {
    "model": ["model/", "rlv/"],
    "verifier": ["verifier/", "model/", "rlv/"],
    "lower": ["lower/", "model/", "rlv/"],
    "smt": ["smt/", "model/", "rlv/"],
    "triage": ["triage/", "smt/", "lower/", "verifier/", "model/", "rlv/"],
    "fuzz": ["fuzz/", "triage/", "smt/", "lower/", "verifier/", "model/", "rlv/"],
    "tools": ["tools/", "rlv/"],
    "include/rlv": ["rlv/"],
}
# Public headers a folder must not include even though they are under rlv/.
FORBIDDEN = {
    "smt": ["rlv/lower.h"],
}


def main():
    repo = sys.argv[1]
    problems = []
    checked = 0
    for folder, allowed in ALLOWED.items():
        for path in sorted(glob.glob(os.path.join(repo, folder, "**", "*.[ch]"), recursive=True)):
            checked += 1
            with open(path, errors="replace") as f:
                for n, line in enumerate(f, 1):
                    m = re.match(r'\s*#\s*include\s+"([^"]+)"', line)
                    if not m:
                        continue
                    inc = m.group(1)
                    rel = os.path.relpath(path, repo)
                    if not any(inc.startswith(p) for p in allowed):
                        problems.append(f"{rel}:{n}: {folder}/ may not include \"{inc}\"")
                    if inc in FORBIDDEN.get(folder, []):
                        problems.append(f"{rel}:{n}: {folder}/ may not include \"{inc}\" (independence)")
    for p in problems:
        print("FAIL:", p)
    print(f"{checked} files checked; {checked - len(problems)} passed, {len(problems)} failed")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
