#!/usr/bin/env python3
"""Times rlv against opt-22 on the same inputs and prints the comparison table.

Usage: timing.py --rlv PATH [--opt opt-22] [--reps N] [--lower] FILE...

For each FILE, in one run, alternately (opt, rlv, opt, rlv, ...):
  verify: `opt-22 -passes=verify -disable-output FILE`  vs  `rlv verify FILE`
  lower:  `opt-22 -S X -o /dev/null`                    vs  `rlv lower FILE -o /dev/null`
          where X is FILE or rlv's lowered output, whichever opt-22 takes longer on: LLVM's
          own pipeline reads, verifies and prints the lowered module too, and a lowering that
          writes a larger module than it reads pays for printing it (shapes.sh does the same)
and keeps the best wall-clock time (time.perf_counter) of N runs of each, with the peak
resident set size of that process (os.wait4). Sizes are in MB = 10^6 bytes.
"""
import argparse
import os
import subprocess
import sys
import tempfile
import time

# The issues' bars on the largest module: rlv verify <= 1.2x opt-22 -passes=verify,
# rlv lower <= 1.5x opt-22 -S.
RATIO_BARS = {"verify": 1.2, "lower": 1.5}
LINEARITY_BAR = 1.5    # s/MB may vary by at most this factor across sizes to call it linear


def run_once(cmd):
    """Runs cmd once; returns (seconds, peak RSS in MB, exit code, stderr text)."""
    t0 = time.perf_counter()
    p = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    err = p.stderr.read()
    _, status, usage = os.wait4(p.pid, 0)
    elapsed = time.perf_counter() - t0
    p.returncode = os.waitstatus_to_exitcode(status)
    return elapsed, usage.ru_maxrss / 1024.0, p.returncode, err.decode(errors="replace")


def best_of(cmds, reps):
    """Runs every command of cmds reps times, interleaved; returns per-command best results."""
    best = [None] * len(cmds)
    for _ in range(reps):
        for i, cmd in enumerate(cmds):
            r = run_once(cmd)
            if best[i] is None or r[0] < best[i][0]:
                best[i] = r
    return best


def lower_supported(rlv):
    p = subprocess.run([rlv, "lower"], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    return b"unknown command" not in p.stderr


def report_failure(tool, res, expected_ok=(0,)):
    _, _, code, err = res
    if code in expected_ok:
        return True
    first = "\n    ".join(err.strip().splitlines()[:5])
    print(f"  warning: {tool} exited {code}:\n    {first}", file=sys.stderr)
    return False


def table(title, rows, opt_name):
    print(f"\n{title}")
    hdr = (f"| {'size MB':>8} | {opt_name + ' s':>9} | {'rlv s':>8} | {'rlv/opt':>7} | "
           f"{'rlv MB/s':>8} | {'rlv s/MB':>8} | {'opt RSS MB':>10} | {'rlv RSS MB':>10} | "
           f"{'exit opt/rlv':>12} |")
    print(hdr)
    print("|" + "|".join("-" * (len(c)) for c in hdr.split("|")[1:-1]) + "|")
    for size, o, r in rows:
        print(f"| {size:8.2f} | {o[0]:9.3f} | {r[0]:8.3f} | {r[0] / o[0]:7.2f} | "
              f"{size / r[0]:8.1f} | {r[0] / size:8.4f} | {o[1]:10.0f} | {r[1]:10.0f} | "
              f"{f'{o[2]}/{r[2]}':>12} |")
    if any(o[2] or r[2] for _, o, r in rows):
        print("(a non-zero exit code means that run did not do the whole job: its time is "
              "not comparable)")


def verdicts(rows, what):
    largest = max(rows, key=lambda x: x[0])
    ratio = largest[2][0] / largest[1][0]
    bar = RATIO_BARS[what]
    ok = "meets" if ratio <= bar else "MISSES"
    print(f"{what}: rlv/opt-22 on the largest module ({largest[0]:.1f} MB) = {ratio:.2f} "
          f"-> {ok} the <= {bar}x bar")
    if len(rows) > 1:
        # Small modules are dominated by process start-up; judge linearity on >= 1 MB.
        big = [x for x in rows if x[0] >= 1.0] or rows
        per_mb = [x[2][0] / x[0] for x in big]
        spread = max(per_mb) / min(per_mb)
        lin = "linear" if spread <= LINEARITY_BAR else "NOT linear"
        print(f"{what}: rlv s/MB across {', '.join(f'{x[0]:.1f}' for x in big)} MB spans "
              f"{min(per_mb):.4f}..{max(per_mb):.4f} (x{spread:.2f}) -> {lin} "
              f"(bar x{LINEARITY_BAR})")


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--rlv", required=True)
    ap.add_argument("--opt", default="opt-22")
    ap.add_argument("--reps", type=int, default=3)
    ap.add_argument("--lower", action="store_true")
    ap.add_argument("files", nargs="+")
    a = ap.parse_args(argv)

    verify_rows, lower_rows = [], []
    do_lower = a.lower and lower_supported(a.rlv)
    if a.lower and not do_lower:
        print("note: 'rlv lower' is not a known command of this rlv; skipping the lower "
              "benchmark", file=sys.stderr)
    for f in a.files:
        size = os.path.getsize(f) / 1e6
        print(f"timing {f} ({size:.2f} MB), best of {a.reps} ...", file=sys.stderr)
        o, r = best_of([[a.opt, "-passes=verify", "-disable-output", f],
                        [a.rlv, "verify", f]], a.reps)
        report_failure("opt-22 verify", o)
        if report_failure("rlv verify", r) and r[3].strip():
            print(f"  warning: rlv verify printed diagnostics on {f}:\n    "
                  + "\n    ".join(r[3].strip().splitlines()[:5]), file=sys.stderr)
        verify_rows.append((size, o, r))
        if do_lower:
            with tempfile.TemporaryDirectory() as tmp:
                lowered = os.path.join(tmp, "lowered.ll")
                run_once([a.rlv, "lower", f, "-o", lowered])
                cmds = [[a.opt, "-S", f, "-o", "/dev/null"],
                        [a.rlv, "lower", f, "-o", "/dev/null"]]
                if os.path.exists(lowered):
                    cmds.append([a.opt, "-S", lowered, "-o", "/dev/null"])
                res = best_of(cmds, a.reps)
            o, r = res[0], res[1]
            if len(res) == 3 and res[2][0] > o[0]:
                o = res[2]
            report_failure("opt-22 -S", o)
            report_failure("rlv lower", r)
            lower_rows.append((size, o, r))

    table("verify: `rlv verify FILE` vs `opt-22 -passes=verify -disable-output FILE` "
          f"(best of {a.reps}, wall clock)", verify_rows, "opt-22")
    print()
    verdicts(verify_rows, "verify")
    if lower_rows:
        table("lower: `rlv lower FILE -o /dev/null` vs `opt-22 -S` of FILE or of its lowering, the "
              "slower "
              f"(best of {a.reps}, wall clock)", lower_rows, "opt-22")
        print()
        verdicts(lower_rows, "lower")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
