#!/usr/bin/env python3
"""Runs `rlv prove` on every BEFORE/AFTER pair of corpus/miscompile and checks the verdict.

Each pair is <name>.before.ll / <name>.after.ll. The AFTER file names its bug in a
`; BUG: ...` comment ("none: ..." for a correct, differently shaped lowering), the verdict in
`; EXPECT: proved|bounded|refuted|unknown`, and optionally regular expressions that the
counterexample text must contain, in `; EXPECT-CEX: ...` lines (resource, lane, ...): literal
text, with FileCheck-style `{{regex}}` parts.

usage: check_miscompile.py RLV DIR [--min-bugs N] [--min-proved N]
"""
import argparse
import os
import re
import subprocess
import sys

EXIT = {"proved": 0, "bounded": 0, "refuted": 1, "unknown": 3}


def cex_regex(line):
    """Literal text with {{regex}} parts, as in FileCheck."""
    out, pos = "", 0
    for m in re.finditer(r"\{\{(.*?)\}\}", line):
        out += re.escape(line[pos:m.start()]) + "(?:" + m.group(1) + ")"
        pos = m.end()
    return out + re.escape(line[pos:])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("rlv")
    ap.add_argument("dir")
    ap.add_argument("--min-bugs", type=int, default=0)
    ap.add_argument("--min-proved", type=int, default=0)
    args = ap.parse_args()
    failures, bugs, proved = [], set(), 0
    pairs = sorted(f[: -len(".after.ll")] for f in os.listdir(args.dir) if f.endswith(".after.ll"))
    if not pairs:
        print("no pairs found in", args.dir)
        return 1
    for name in pairs:
        after = os.path.join(args.dir, name + ".after.ll")
        before = os.path.join(args.dir, name + ".before.ll")
        text = open(after).read()
        m = re.search(r"^; EXPECT: (\w+)", text, re.M)
        bug = re.search(r"^; BUG: (.*)$", text, re.M)
        if not m or not bug or not os.path.exists(before):
            failures.append(f"{name}: missing BEFORE file, '; BUG:' or '; EXPECT:'")
            continue
        expect = m.group(1)
        if expect in ("proved", "bounded"):
            proved += 1
        elif not bug.group(1).startswith("none"):
            bugs.add(bug.group(1))
        cexs = re.findall(r"^; EXPECT-CEX: (.*)$", text, re.M)
        res = subprocess.run([args.rlv, "prove", before, after], capture_output=True, text=True,
                             timeout=120)
        out = res.stdout + res.stderr
        problems = []
        if res.returncode != EXIT.get(expect, -1):
            problems.append(f"exit {res.returncode}, expected {EXIT.get(expect)}")
        if not re.search(r"in function @\w+: " + expect + r"\b", out):
            problems.append(f"verdict is not '{expect}'")
        for c in cexs:
            if not re.search(cex_regex(c), out):
                problems.append(f"counterexample does not match /{c}/")
        status = "ok" if not problems else "FAIL"
        print(f"{status:4} {name}: {out.strip().splitlines()[0] if out.strip() else '(no output)'}")
        if problems:
            failures.append(f"{name}: " + "; ".join(problems) + "\n    " + out.strip().replace("\n", "\n    "))
    print(f"{len(pairs)} pairs, {len(bugs)} distinct bug kinds, {proved} correct lowerings")
    if len(bugs) < args.min_bugs:
        failures.append(f"only {len(bugs)} distinct bug kinds (need {args.min_bugs})")
    if proved < args.min_proved:
        failures.append(f"only {proved} correct lowerings (need {args.min_proved})")
    for f in failures:
        print("FAIL:", f)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
