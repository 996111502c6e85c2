#!/usr/bin/env python3
"""rlv tv over the -O0 files of a folder (issue 13: ../shared/corpus-real2/midend at default<O3>).

Per file: the wall time of `rlv tv --passes=PIPELINE --format=json FILE`, its exit code, the
passes that changed the module and how many of them were proved, bounded, unknown and refuted,
the slowest proof, and for every pass that is not proved or bounded its functions' reasons (the
construct the prover stopped at).

usage: bench/tv.py [--rlv build/rlv] [--passes 'default<O3>'] [DIR]
"""
import argparse
import json
import os
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run(rlv, passes, path):
    t0 = time.perf_counter()
    p = subprocess.run([rlv, "tv", "--passes=" + passes, "--format=json", path],
                       capture_output=True, text=True)
    seconds = time.perf_counter() - t0
    try:
        doc = json.loads(p.stdout)
    except json.JSONDecodeError:
        doc = {"passes": []}
    return p.returncode, seconds, doc, p.stderr


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rlv", default=os.path.join(ROOT, "build", "rlv"))
    ap.add_argument("--passes", default="default<O3>")
    ap.add_argument("dir", nargs="?",
                    default=os.path.join(ROOT, "..", "shared", "corpus-real2", "midend"))
    args = ap.parse_args()
    files = sorted(f for f in os.listdir(args.dir)
                   if f.endswith(".ll") and "O0" in f and ".opt-" not in f)
    print(f"{'file':48} {'time s':>7} {'exit':>4} {'changed':>7} {'proved':>6} {'bounded':>7} "
          f"{'unknown':>7} {'refuted':>7} {'slowest':>9}")
    totals = {"proved": 0, "bounded": 0, "unknown": 0, "refuted": 0}
    notes = []
    for f in files:
        code, seconds, doc, err = run(os.path.abspath(args.rlv), args.passes,
                                      os.path.join(args.dir, f))
        changed = [p for p in doc.get("passes", []) if p.get("changed")]
        count = {k: 0 for k in totals}
        slow = max(changed, key=lambda p: p.get("ms", 0), default=None)
        for p in changed:
            v = p.get("verdict", "unknown")
            count[v] = count.get(v, 0) + 1
            if v not in ("proved", "bounded"):
                for fn in p.get("proof", {}).get("functions", []):
                    if fn.get("verdict") not in ("proved", "bounded"):
                        notes.append(f"{f}: {p['pass']}: @{fn['name']} {fn['verdict']}: "
                                     f"{fn.get('reason')}")
        for k in totals:
            totals[k] += count.get(k, 0)
        name = f[:-len(".dxil.sm6_6.O0-nooptnone.ll")] if "nooptnone" in f else f
        slowest = f"{slow['ms'] / 1000:.1f}s" if slow and "ms" in slow else "-"
        print(f"{name:48} {seconds:7.1f} {code:4} {len(changed):7} {count['proved']:6} "
              f"{count['bounded']:7} {count['unknown']:7} {count['refuted']:7} {slowest:>9}",
              flush=True)
        if not doc.get("passes"):
            notes.append(f"{f}: no JSON ({err.strip().splitlines()[-1] if err.strip() else code})")
    print(f"total: proved {totals['proved']}, bounded {totals['bounded']}, "
          f"unknown {totals['unknown']}, refuted {totals['refuted']}")
    for n in notes:
        print("  " + n)
    return 1 if totals["refuted"] or totals["unknown"] else 0


if __name__ == "__main__":
    sys.exit(main())
