#!/usr/bin/env python3
"""Runs rlv verify, lower and check on every adversarial shape of bench/gen_shapes.py at its
1x size, each with a time limit, and checks that none crashes, hangs or breaks its contract.

usage: check_shapes.py RLV OUT_DIR [--timeout SECONDS] [--shapes a,b]

- verify and lower exit with the shape's expected code (0; 1 for the shape whose bindings
  overlap on purpose), lower writes a module LLVM's verifier accepts (rlv checks its output);
- check exits 0 or 3 (unknown, e.g. a budget ran out) — or 1 on the overlapping shape;
- no run is killed by a signal, runs past the limit, or prints a sanitizer report (the
  sanitizer options here make a report exit 86).
Prints one line per run and a summary; exits 1 if any run failed.
"""
import argparse
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
GEN = os.path.join(HERE, "..", "..", "bench", "gen_shapes.py")
SANITIZER_EXIT = 86
SANITIZER_REPORT = re.compile(r"ERROR: (Address|Leak|Memory)Sanitizer|runtime error:")


def run(cmd, timeout):
    """(exit code or 'TIMEOUT'/'SIG<n>', stderr text) of one run."""
    env = dict(os.environ)
    env["ASAN_OPTIONS"] = f"detect_leaks=1:abort_on_error=0:exitcode={SANITIZER_EXIT}"
    env["UBSAN_OPTIONS"] = f"print_stacktrace=1:halt_on_error=1:exitcode={SANITIZER_EXIT}"
    try:
        p = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                           timeout=timeout, env=env)
    except subprocess.TimeoutExpired:
        return "TIMEOUT", ""
    err = p.stderr.decode(errors="replace")
    if p.returncode < 0:
        return f"SIG{-p.returncode}", err
    return p.returncode, err


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("rlv")
    ap.add_argument("out_dir")
    ap.add_argument("--timeout", type=float, default=120.0, help="seconds per run")
    ap.add_argument("--shapes", help="only these shapes (comma-separated)")
    a = ap.parse_args()
    subprocess.run([sys.executable, GEN, "--emit-1x", a.out_dir], check=True)
    shapes = sorted(f[:-3] for f in os.listdir(a.out_dir)
                    if f.endswith(".ll") and not f.endswith(".dxil.ll"))
    if a.shapes:
        shapes = [s for s in shapes if s in a.shapes.split(",")]
    failures = 0
    for shape in shapes:
        path = os.path.join(a.out_dir, shape + ".ll")
        with open(path) as f:
            expect = int(re.search(r"expect-exit: (\d+)", f.readline()).group(1))
        runs = [("verify", [a.rlv, "verify", path], {expect}),
                ("lower", [a.rlv, "lower", path, "-o", os.path.join(a.out_dir, shape + ".dxil.ll")],
                 {expect}),
                # smaller bounds than the defaults: the prover's budgets run out sooner and
                # more often (what this test is after), and the suite stays short
                ("check", [a.rlv, "check", "--budget=400000", "--file-budget=8000000", path],
                 {1} if expect else {0, 3})]
        for what, cmd, ok_codes in runs:
            code, err = run(cmd, a.timeout)
            bad = code not in ok_codes or SANITIZER_REPORT.search(err)
            failures += bool(bad)
            print(f"{'FAIL' if bad else 'ok'}: {shape} {what}: exit {code} "
                  f"(expected {' or '.join(map(str, sorted(ok_codes)))})")
            if bad:
                tail = "\n    ".join(err.strip().splitlines()[-8:])
                print(f"    {tail}")
    print(f"{len(shapes) * 3 - failures} passed, {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
