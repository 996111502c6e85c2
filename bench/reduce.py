#!/usr/bin/env python3
"""How far `rlv triage --reduce` shrinks the refuted pairs of corpus/miscompile (issue 13).

Per pair: the wall time of `rlv triage --reduce BEFORE AFTER`, AFTER's instructions before
and after (rlv's own count, as the "reduction:" line prints it: every instruction of every
function the module defines, terminators included), their
ratio, whether the reduced pair keeps the original's signature (`rlv triage --signature`,
the line interesting.sh keeps) and whether the injected bug is still there: the pair's
MARKERS below, regular expressions that the injected bug's instructions match in the reduced
files (written from each AFTER's `; BUG:` line; "bug" is yes when the signature is the
same and every marker holds). Then the median ratio and the slowest run.

The bar (issue 13): median ratio <= 40%, every run <= 60 s, every pair "same" and "bug".

With --why, each instruction left in a reduced AFTER is deleted alone (its uses become
zero, as llvm-reduce's instruction pass does) and the script says what breaks: the part of
the signature line that changes ("kind/resource", "AFTER shape" for the named instruction's
variable operands, "origins", "control", "wrong lane", "value from", "BEFORE"), "no refutation", or
"could go" when the signature holds (what the reduction missed).

usage: bench/reduce.py [--rlv build/rlv] [--keep DIR] [--why] [--arg=ARG ...] [PAIR ...]
(--arg passes ARG to rlv triage, e.g. --arg=--reducer=WRAPPER to try other llvm-reduce flags)
"""
import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "corpus", "miscompile")

# (file, must, regex): `must` False means the regex must not match. The store/handle names
# are the corpus files' own (llvm-reduce keeps value names).
A, B = "after.ll", "before.ll"
MARKERS = {
    "barrier_dropped": [(B, True, r"barrier"), (A, False, r"barrier")],
    "barrier_store_moved": [(A, True, r"(?s)rawBufferStore.*call void @dx\.op\.barrier\(")],
    "branch_wrong_boundary": [(A, True, r"icmp ule i32 %i, 10")],
    "cbuffer_wrong_lane": [(A, True, r"%x = extractvalue [^\n]*%row, 1\n"),
                           (A, True, r"rawBufferStore[^\n]*float %x")],
    "cbuffer_wrong_row": [(A, True, r"cbufferLoadLegacy\.f32\(i32 59, [^\n]*, i32 0\)")],
    "checkbit_other_load": [(A, True, r"%r2 = call [^\n]*bufferLoad[^\n]*%j"),
                            (A, True, r"extractvalue [^\n]*%r2, 4")],
    "checkbit_wrong_field": [(A, True, r"extractvalue [^\n]*%r, 0\n"),
                             (A, True, r"checkAccessFullyMapped")],
    "counter_direction": [(A, True, r"bufferUpdateCounter\(i32 70, [^\n]*i8 -1\)")],
    "handle_dropped_nonuniform": [(A, True, r"createHandleFromBinding\([^\n]*i32 %r, i1 false\)")],
    "handle_missing_lb": [(A, True, r"createHandleFromBinding\([^\n]*i32 %j, i1 false\)")],
    "i64_sext_rebuild": [(A, True, r"sext i32 %e0"), (A, True, r"i32 %lo, i32 %hi,")],
    "loop_wrong_step": [(A, True, r"add i32 %k, 2")],
    "makedouble_lohi_swapped": [(A, True, r"makeDouble\.f64\(i32 101, i32 %e1, i32 %e0\)")],
    "pointer_lane_store_wrong_lane": [(A, True, r"bufferStore\.f32\([^\n]*undef, [^,]+, float %x,")],
    "raw_mask_dropped_lane": [(A, True, r"rawBufferStore[^\n]*i8 1, i32 4\)")],
    "raw_mask_extra_lane": [(A, True, r"rawBufferStore[^\n]*i8 7, i32 4\)")],
    "raw_widened_write": [(A, True, r"rawBufferStore[^\n]*i8 3, i32 4\)")],
    "splitdouble_lohi_swapped": [(A, True, r"%s = call [^\n]*@dx\.op\.splitDouble"),
                                 (A, True, r"undef, (i32 %hi, i32 [^,]+|i32 [^,]+, i32 %lo),")],
    "struct_wrong_offset": [(A, True, r"rawBufferStore[^\n]*i32 %i, i32 4,")],
    "struct_wrong_stride": [(A, True, r"ResourceProperties \{ i32 4108, i32 12 \}")],
    "typed_dropped_store": [(B, True, r"store\.typedbuffer"), (A, False, r"bufferStore")],
    "typed_extra_store": [(A, True, r"%j = add i32 %i, 7"), (A, True, r"bufferStore[^\n]*%j,")],
    "typed_i16_lane_rmw_wrong_lane": [(A, True, r"%2 = extractvalue [^\n]*%1, 0\n"),
                                      (A, True, r"bufferStore\.i16\([^\n]*undef, i16 [^,]+, i16 %2,")],
    "typed_swapped_lanes": [(A, True, r"undef, (float %v1, float [^,]+|float [^,]+, float %v0),")],
    "typed_uav_bit_dropped": [(A, True, r"ResourceProperties \{ i32 10, i32 1033 \}")],
    "typed_wrong_class": [(A, True, r"ResBind zeroinitializer")],
    "typed_wrong_component_type": [(A, True, r"ResourceProperties \{ i32 4106, i32 1028 \}")],
    "typed_wrong_element": [(A, True, r"%i1 = add i32 %i, 1"), (A, True, r"bufferStore[^\n]*%i1,")],
    "typed_wrong_kind": [(A, True, r"ResourceProperties \{ i32 4107, i32 0 \}")],
    "typed_wrong_resource": [(A, True, r"%g0 = [^\n]*ResBind \{ i32 1, i32 1,"),
                             (A, True, r"bufferStore[^\n]*Handle %g,")],
    "typed_wrong_space": [(A, True, r"ResBind \{ i32 0, i32 0, i32 1, i8 1 \}")],
    "vector_op_wrong_lane": [(A, True, r"%w3 = fmul float %e2"), (A, True, r"float %w3, i8 15\)")],
}

REDUCTION = re.compile(r"reduction: done in ([0-9.]+) s: BEFORE (\d+) -> (\d+) instructions, "
                       r"AFTER (\d+) -> (\d+)")


def refuted_pairs():
    names = []
    for f in sorted(os.listdir(CORPUS)):
        if f.endswith(".after.ll"):
            with open(os.path.join(CORPUS, f)) as fh:
                if "; EXPECT: refuted" in fh.read():
                    names.append(f[:-len(".after.ll")])
    return names


def signatures(rlv, before, after):
    p = subprocess.run([rlv, "triage", "--signature", before, after], capture_output=True,
                       text=True)
    return p.stdout.splitlines()


def keeps(rlv, want, before, after):
    """The reduced pair keeps the signature line `want`: the same line, or (an rlv with
    --keeps, which the reduction's test runs) one whose operands come from fewer origins."""
    if want in signatures(rlv, before, after):
        return True
    p = subprocess.run([rlv, "triage", "--signature", "--keeps=" + want, before, after],
                       capture_output=True, text=True)
    return p.returncode == 0


def parts(line):
    """A signature line's parts: "@F [KIND]: RESOURCE", "AFTER: ...", "operands from: ...",
    the control, "BEFORE: ...", "value from: ..."."""
    out = {}
    for i, part in enumerate(line.split("; ")):
        key = ("kind/resource" if i == 0 else "AFTER shape" if part.startswith("AFTER:")
               else "origins" if part.startswith("operands from:")
               else "BEFORE" if part.startswith("BEFORE:")
               else "value from" if part.startswith("value from:")
               else "wrong lane" if part.startswith("wrong lane from:") else "control")
        out[key] = out.get(key, "") + part
    return out


def why(rlv, want, folder):
    """Per instruction left in the reduced AFTER: what deleting it alone breaks."""
    before, after = os.path.join(folder, B), os.path.join(folder, A)
    with open(after) as fh:
        lines = fh.read().split("\n")
    rows = []
    for k, line in enumerate(lines):
        m = re.match(r"  (?:(%[\w.]+) = )?(\w+)", line)
        if not m or m.group(2) in ("ret", "br", "switch", "unreachable"):
            continue
        edited = lines[:k] + lines[k + 1:]
        if m.group(1):
            use = re.compile(re.escape(m.group(1)) + r"(?![\w.])")
            edited = [use.sub("zeroinitializer", e) for e in edited]
        path = os.path.join(folder, "why.ll")
        with open(path, "w") as fh:
            fh.write("\n".join(edited))
        got = signatures(rlv, before, path)
        if keeps(rlv, want, before, path):
            reason = "could go"
        elif not got:
            reason = "no refutation"
        else:
            w, g = parts(want), parts(got[0])
            reason = ", ".join(key for key in w if w.get(key) != g.get(key)) or "other"
        rows.append((line.strip()[:90], reason))
    return rows


def measure(rlv, name, out, extra):
    before = os.path.join(CORPUS, name + ".before.ll")
    after = os.path.join(CORPUS, name + ".after.ll")
    want = signatures(rlv, before, after)
    t0 = time.perf_counter()
    p = subprocess.run([rlv, "triage", "--reduce", "-o", out] + extra + [before, after],
                       capture_output=True, text=True)
    seconds = time.perf_counter() - t0
    m = REDUCTION.search(p.stdout)
    row = {"name": name, "seconds": seconds, "a0": None, "a1": None, "same": False, "bug": False}
    if not m:
        return row
    row["a0"], row["a1"] = int(m.group(4)), int(m.group(5))
    row["same"] = bool(want) and keeps(rlv, want[0], os.path.join(out, B), os.path.join(out, A))
    ok = row["same"]
    for file, must, rx in MARKERS.get(name, []):
        with open(os.path.join(out, file)) as fh:
            ok = ok and (re.search(rx, fh.read()) is not None) == must
    row["bug"] = ok and name in MARKERS
    row["want"] = want[0] if want else None
    return row


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rlv", default=os.path.join(ROOT, "build", "rlv"))
    ap.add_argument("--keep", help="keep each pair's -o folder under this directory")
    ap.add_argument("--why", action="store_true", help="why each instruction left stays")
    ap.add_argument("--arg", action="append", default=[], help="an argument for rlv triage")
    ap.add_argument("pairs", nargs="*")
    args = ap.parse_args()
    rlv = os.path.abspath(args.rlv)
    names = args.pairs or refuted_pairs()
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        base = args.keep or tmp
        os.makedirs(base, exist_ok=True)
        print(f"{'pair':32} {'time s':>7} {'AFTER':>5} {'->':>4} {'ratio':>6}  same  bug")
        for name in names:
            r = measure(rlv, name, os.path.join(base, name), args.arg)
            rows.append(r)
            if r["a0"] is None:
                print(f"{name:32} {r['seconds']:7.1f}  (no reduction)", flush=True)
                continue
            r["ratio"] = r["a1"] / r["a0"] if r["a0"] else 1.0
            print(f"{name:32} {r['seconds']:7.1f} {r['a0']:5} {r['a1']:4} {100 * r['ratio']:5.0f}%"
                  f"  {'yes' if r['same'] else 'NO ':4}  {'yes' if r['bug'] else 'NO'}",
                  flush=True)
            if args.why and r["want"]:
                for inst, reason in why(rlv, r["want"], os.path.join(base, name)):
                    print(f"    {reason:28} {inst}", flush=True)
    done = [r for r in rows if "ratio" in r]
    if not done:
        return 1
    med = statistics.median(r["ratio"] for r in done)
    slow = max(rows, key=lambda r: r["seconds"])
    print(f"median ratio {100 * med:.1f}% over {len(done)} pairs; slowest {slow['seconds']:.1f} s "
          f"({slow['name']}); same signature {sum(r['same'] for r in done)}/{len(rows)}, "
          f"bug kept {sum(r['bug'] for r in done)}/{len(rows)}")
    bad = med > 0.40 or slow["seconds"] > 60 or not all(r["same"] and r["bug"] for r in rows)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
