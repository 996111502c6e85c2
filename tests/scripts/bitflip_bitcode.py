#!/usr/bin/env python3
"""Flips single bits of a bitcode file, one at a time, and checks that `rlv verify` survives
every variant: exit 0, 1 or 2 (never a signal, never a sanitizer report of its own) within a
time bound. LLVM's bitcode reader crashes, asks for 32 GiB or loops on some of them; rlv reads
bitcode in a child process and must report that as a diagnostic.

usage: bitflip_bitcode.py RLV FILE.bc [--flips N] [--seed S] [--timeout SECONDS] [--jobs J]

Prints one line per failure and a summary: "N flips: ... 0 failed".
"""
import argparse
import collections
import concurrent.futures
import os
import random
import re
import subprocess
import sys
import tempfile
import time

SANITIZER = re.compile(rb"ERROR: (Address|Leak|Memory|Thread)Sanitizer|runtime error:")
RULE = re.compile(rb"\[([a-z0-9-]+)\]")


def run_one(rlv, data, bit, timeout, tmpdir):
    flipped = bytearray(data)
    flipped[bit // 8] ^= 1 << (bit % 8)
    path = os.path.join(tmpdir, "flip%d.bc" % bit)
    with open(path, "wb") as f:
        f.write(flipped)
    start = time.monotonic()
    try:
        p = subprocess.run([rlv, "verify", path], capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return bit, "timeout", "no exit within %d s" % timeout, timeout
    took = time.monotonic() - start
    out = p.stdout + p.stderr
    rules = set(r.decode() for r in RULE.findall(out))
    os.unlink(path)
    if p.returncode < 0:
        return bit, "signal", "killed by signal %d" % -p.returncode, took
    if p.returncode not in (0, 1, 2):
        return bit, "exit", "exit %d" % p.returncode, took
    # A sanitizer report is acceptable only from the child that read the bitcode (its crash
    # is what input-llvm-crash reports); rlv's own process must stay clean.
    if SANITIZER.search(out) and "input-llvm-crash" not in rules:
        return bit, "sanitizer", out.decode(errors="replace")[-400:], took
    if p.returncode == 2 and not any(r.startswith("input-") for r in rules):
        return bit, "no-diagnostic", "exit 2 without an input-* diagnostic", took
    outcome = "exit %d" % p.returncode
    if p.returncode == 2:
        outcome += " " + sorted(r for r in rules if r.startswith("input-"))[0]
    return bit, None, outcome, took


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("rlv")
    ap.add_argument("bitcode")
    ap.add_argument("--flips", type=int, default=120)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--timeout", type=int, default=60)
    ap.add_argument("--jobs", type=int, default=2)
    a = ap.parse_args()
    with open(a.bitcode, "rb") as f:
        data = f.read()
    bits = len(data) * 8
    # Deterministic positions spread over the whole file (the header and the module block
    # are both in it); the seed picks which.
    positions = sorted(random.Random(a.seed).sample(range(bits), min(a.flips, bits)))
    outcomes = collections.Counter()
    failures = []
    slowest = 0.0
    with tempfile.TemporaryDirectory() as tmpdir, \
            concurrent.futures.ThreadPoolExecutor(max_workers=a.jobs) as pool:
        for bit, failure, what, took in pool.map(lambda b: run_one(a.rlv, data, b, a.timeout, tmpdir), positions):
            slowest = max(slowest, took)
            if failure:
                failures.append((bit, failure, what))
            else:
                outcomes[what] += 1
    for bit, failure, what in failures:
        print("FAIL: bit %d (byte %d): %s: %s" % (bit, bit // 8, failure, what))
    summary = ", ".join("%s: %d" % kv for kv in sorted(outcomes.items()))
    print("%d flips: %s; slowest %.1f s; %d failed" % (len(positions), summary, slowest, len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
