#!/usr/bin/env python3
"""Runs LLVM's DirectX regression tests (llvm/test/CodeGen/DirectX/**/*.ll, copied into a
folder of your own) through rlv the way their RUN lines say: each DirectX pass of an `opt`
command becomes the `rlv lower --stage=` of the same job, `llc` the whole `rlv lower`, other
passes (dse, sroa, scalarizer, ...) stay with opt-22, and the output goes to FileCheck-22 with
the same arguments; `not` expects a failure; print-dx-shader-flags is rlv lower
--print-shader-flags; `split-file %s %t` splits the test and the RUN lines after it run on its
parts. Reports each file as pass, fail (with the reason) or
skipped (LLVM 22 cannot parse it, or it needs a pass rlv has no equivalent of), or deliberate
(LLVM refuses an access that may reach several resources, which rlv splits on purpose), then
the pass rate over the files LLVM 22 parses whose passes rlv has.

The denominator, exactly: every *.ll file under DIR (Inputs/ folders left out) that is not
XFAIL, that `opt-22 -passes=verify` parses (for a split-file test, each part a RUN line reads),
and that has at least one RUN line this script runs: an `opt` command naming a DirectX pass
that is an rlv stage (STAGES) or printer (PRINTERS), or an `llc` command that writes text
(the whole `rlv lower`), except a RUN line that needs lit's %t/%S, opt's or llc's debug or
print options, a DXContainer object, or op lowering with no shader model in the triple (which
LLVM 22 refuses too). A file with such a RUN line passes when all its runnable RUN lines pass;
the files where LLVM refuses an access that may reach several resources and rlv lowers it are
counted apart (deliberate) and reported both ways.

usage: llvm_tests.py [--rlv RLV] [--opt OPT] [--filecheck FILECHECK] [--json] [-v] DIR [FILE...]
"""
import argparse
import json
import os
import re
import shlex
import subprocess
import sys
import tempfile

# LLVM's DirectX pass name -> rlv lower stage.
STAGES = {
    "dxil-finalize-linkage": "finalize",
    "dxil-cbuffer-access": "cbuffer-access",
    "dxil-resource-access": "resource-access",
    "dxil-intrinsic-expansion": "intrinsic-expansion",
    "dxil-forward-handle-accesses": "forward-handles",
    "dxil-legalize": "legalize",
    "dxil-resource-implicit-binding": "implicit-binding",
    "dxil-translate-metadata": "translate-metadata",
    "dxil-op-lower": "op-lower",
}
# LLVM's analysis printers -> the rlv lower option that writes the same report.
PRINTERS = {"print-dx-shader-flags": "--print-shader-flags"}
# Passes that rlv's stages do as part of their job: none. The scalarizer is LLVM's own pass and
# runs with opt-22 (it splits the generic vector instructions an expansion leaves, e.g. isinf's
# bitcast and icmp); opt-22 has no DirectX TTI, so vector llvm.dx.* calls reach rlv's op-lower
# whole, which scalarizes the calls it lowers as LLVM's Scalarizer would have.
ABSORBED = set()
# Analyses a RUN line names to have them computed first: no transform, nothing to run.
ANALYSES = {"dxil-resource-type", "dxil-resource-binding", "dxil-metadata-analysis"}
# Legacy names LLVM's DirectX passes had before LLVM 22, which its opt no longer knows: a stale
# copy of the test, skipped as one LLVM 22 cannot run (the value is the name it runs under now).
RENAMED = {"dxil-metadata-emit": "dxil-translate-metadata"}
# opt flags that carry no pass.
PLAIN_FLAGS = {"-S", "-disable-output", "-o", "-", "--verify-each", "-verify-each", "-disable-verify"}


# LLVM's error for an access that may reach several resources: rlv lowers those on purpose.
# LLVM 22's DXILResourceAccess spells it "guarenteed"; later versions may fix the typo.
DELIBERATE = re.compile(r"not guar(?:a|e)nteed to map to a unique global resource")


# The failures whose expected text is not what LLVM 22's own passes write, each with the LLVM
# change that decides it (PR, and the date of its thread), checked against LLVM 22's headers
# (/usr/include/llvm-22: IntrinsicsDirectX.td, DXContainerConstants.def) and the threads. They
# stay failures in the rate: the table only says why, so that a reader need not re-derive it.
# LLVM 22 branched from main around 2026-01-13.
#   older:     the text of an LLVM before 22, which LLVM 22's own pass fails too
#   newer:     the text of LLVM main after the branch, which rlv does not (yet) follow
#   main:      LLVM 22's text, where rlv follows LLVM main on purpose (README)
#   unknown:   a text LLVM 22's pass fails, from no LLVM version found
# A listed file that passes is reported as FIXED (and counted as a pass): take it out.
NOT_LLVM22 = {
    "WaveActiveAllTrue.ll": ("unknown", "expects waveAllTrue opcode 334; every DXIL.td seen (from "
                             "llvm#117245, 2024-11-21, to main) and DXIL itself give 114, as rlv writes, "
                             "and another stored version of this test checks i32 114"),
    "WaveActiveAnyTrue.ll": ("older", "llvm.dx.wave.activeanytrue, named llvm.dx.wave.any before llvm#115902 "
                             "merged (2024-11); LLVM 22's IntrinsicsDirectX.td has only wave.any"),
    "WaveActiveMax.ll": ("older", "memory(none) on waveActiveOp, from when DXIL.td gave wave ops ReadNone; "
                         "LLVM 22's DXIL.td (as lower/op_table.c carries it) and main's give WaveActiveOp "
                         "no memory attribute (the PR that dropped it was not found)"),
    "WaveGetLaneIndex.ll": ("older", "llvm.dx.waveGetLaneIndex of llvm#111576 (2024-10-08), renamed "
                            "llvm.dx.wave.getlaneindex in October 2024; LLVM 22 has only the new name"),
    "asdouble.ll": ("older", "dx.op.makeDouble without the .f64 overload suffix; LLVM 22's DXIL.td gives "
                    "MakeDouble an overload (DoubleTy), so its name is makeDouble.f64"),
    "countbits.ll": ("newer", "<2 x i16> countbits bitcast to i32 rebuilt with shl/or by LLVM main's "
                     "Scalarizer (llvm#221033, 2026-09-03, fixes llvm#219327); the RUN line's "
                     "-scalarizer is opt-22's, which leaves the bitcast (rlv lower's own op-lower "
                     "and scalarize stages follow main)"),
    "cross.ll": ("older", "insertelement into undef; poison since llvm#130970 (2025-03-12)"),
    "fdot.ll": ("older", "vector operands of llvm.dx.dot2; scalar since llvm#134570 (2025-04-07)"),
    "log.ll": ("older", "-dxil-op-lower alone expanding log, from when op lowering required the "
               "expansion pass (llvm#84526, 2024-03-08); LLVM 22 expands it only in "
               "-dxil-intrinsic-expansion (the op-lower RUN line has no expansion)"),
    "log10.ll": ("older", "as log.ll: -dxil-op-lower alone expanding log10"),
    "CBufferAccess/arrays.ll": ("older", "dxil-cbuffer-access writing load.cbufferrow; LLVM 22's pass writes "
                                "getpointer and dxil-resource-access the rows (llvm#164554, 2025-10-22, "
                                "then the simplification of llvm#147351, in place before the branch: "
                                "llvm#174666, 2026-01-06, fixes rows that dxil-resource-access made of "
                                "clang's cbuffer loads)"),
    "CBufferAccess/float.ll": ("older", "as CBufferAccess/arrays.ll"),
    "CBufferAccess/scalars.ll": ("older", "as CBufferAccess/arrays.ll"),
    "CBufferAccess/vectors.ll": ("older", "as CBufferAccess/arrays.ll"),
    "ResourceAccess/hoist-from-getptr.ll": ("main", "LLVM 22's phiNodeReplacement (llvm#154620, 2025-08-20) "
                                            "clones the join block, ret included, into both branches; main "
                                            "dropped it (llvm#182099, 2026-02-18) and hoists the loads into "
                                            "the predecessors with a phi of the values (llvm#211687), as "
                                            "rlv does: the same values"),
    "ResourceAccess/load_rawbuffer.ll": ("older", "byte-address offset operand i32 0; poison since llvm#173320 "
                                         "(2025-12-23, before the branch), the address in the index"),
    "ResourceAccess/store_rawbuffer.ll": ("older", "as ResourceAccess/load_rawbuffer.ll"),
    "ResourceAccess/non-unique-updatecounter.ll": ("newer", "notes naming the access and each handle, and "
                                                   "LLVM ERROR: llvm#223591 (2026-09-15) and llvm#225285 "
                                                   "(2026-09-22); rlv refuses the same access with its own "
                                                   "words"),
    "ShaderFlags/disable-opt.ll": ("older", "the description D3D11_1_SB_GLOBAL_FLAG_SKIP_OPTIMIZATION, "
                                   "\"Disable shader optimizations\" since llvm#133543 (2025-03-28); the "
                                   "value 0x1 from the module flag rlv now gives, as main does since "
                                   "llvm#180069 (2026-02)"),
    "ShaderFlags/double-extensions.ll": ("older", "value 0x21 in the feature-bit encoding; DXIL module-flag "
                                         "bits (0x44) since llvm#83217 (2024-03)"),
    "ShaderFlags/low-precision.ll": ("older", "no Minimum-precision feature line and the old description of "
                                     "LowPrecisionPresent, revised by llvm#133543 (2025-03-28)"),
    "ShaderFlags/propagate-function-flags-test.ll": ("older", "no Int64Ops for fptoui to i64; set since "
                                                     "llvm#129089 (2025-02-27)"),
    "ShaderFlags/structured_buffers.ll": ("older", "0x20000 from a declared, unused buffer type and the "
                                          "description \"Raw and Structured buffers\"; LLVM 22 reads the "
                                          "resources a function uses and says \"CS4 raw and structured "
                                          "buffers\" (llvm#133543)"),
    "ShaderFlags/use-native-low-precision.ll": ("older", "the descriptions "
                                                "D3D11_1_SB_GLOBAL_FLAG_ENABLE_MINIMUM_PRECISION and \"Native "
                                                "16bit types enabled\", revised by llvm#133543 (2025-03-28)"),
}


class Skip(Exception):
    pass


def run_lines(text):
    """The RUN commands of a test, continuation lines joined."""
    lines, cur = [], ""
    for line in text.splitlines():
        m = re.search(r"(?:;|//|#)\s*RUN:\s?(.*)$", line)
        if not m:
            if cur:
                lines.append(cur)
                cur = ""
            continue
        part = m.group(1).rstrip()
        if part.endswith("\\"):
            cur += part[:-1] + " "
        else:
            lines.append(cur + part)
            cur = ""
    if cur:
        lines.append(cur)
    return [l.strip() for l in lines if l.strip()]


def split_pipeline(passes):
    """The pass names of a -passes= pipeline, adaptors (function(...), module(...)) flattened."""
    out, depth, tok = [], 0, ""
    for ch in passes:
        if ch == "," and depth == 0:
            out.append(tok)
            tok = ""
            continue
        depth += ch == "("
        depth -= ch == ")"
        tok += ch
    out.append(tok)
    names = []
    for t in (t.strip() for t in out if t.strip()):
        m = re.match(r"^(function|module|cgscc|loop)(<[^>]*>)?\((.*)\)$", t)
        names += split_pipeline(m.group(3)) if m else [t]
    return names


def plan_opt(args):
    """A list of steps for one opt command: ("rlv", stage, triple) or ("opt", [passes], triple)."""
    triple, passes = None, []
    i = 0
    while i < len(args):
        a = args[i]
        if a.startswith("-mtriple="):
            triple = a.split("=", 1)[1]
        elif a == "-mtriple":
            i += 1
            triple = args[i]
        elif a.startswith("-passes=") or a.startswith("--passes="):
            passes += split_pipeline(a.split("=", 1)[1])
        elif a in PLAIN_FLAGS or a == "%s":
            pass
        elif a.startswith("-debug") or a.startswith("--debug") or a.startswith("-stats"):
            raise Skip(f"needs opt's debug output ({a})")
        elif a.startswith("-") and re.match(r"^--?[a-z][a-z0-9-]*$", a):
            passes.append(a.lstrip("-"))
        else:
            raise Skip(f"opt option rlv has no equivalent of: {a}")
        i += 1
    steps = []
    for p in passes:
        if p in STAGES:
            steps.append(("rlv", STAGES[p], triple))
        elif p in PRINTERS:
            steps.append(("rlv", PRINTERS[p], triple))
        elif p in ABSORBED and any(q in STAGES for q in passes) or p in ANALYSES:
            continue
        elif p in RENAMED:
            raise Skip(f"LLVM 22 has no pass {p} (renamed {RENAMED[p]} before it): a stale copy")
        elif p.startswith("dxil-") or p.startswith("print<dxil") or p.startswith("dx"):
            raise Skip(f"tests LLVM pass {p}, which rlv has no equivalent of")
        elif p == "verify":
            continue
        else:
            steps.append(("opt", [p], triple))
    if not any(s[0] == "rlv" for s in steps):
        raise Skip("runs no DirectX pass rlv has")
    return steps


def plan_llc(args):
    triple = None
    for i, a in enumerate(args):
        if a.startswith("-mtriple=") or a.startswith("--mtriple="):
            triple = a.split("=", 1)[1]
        elif a in ("-mtriple", "--mtriple") and i + 1 < len(args):
            triple = args[i + 1]
        elif re.match(r"^--?filetype=obj$", a) or a in ("--filetype", "-filetype") and args[i + 1] == "obj":
            raise Skip("llc writes a DXContainer object, which rlv does not")
        elif a.startswith("-debug") or a.startswith("--debug") or a.startswith("-stop-") or a.startswith("--stop-") or a.startswith("-print-") or a.startswith("--print-"):
            raise Skip(f"needs llc's {a}")
    return [("rlv", None, triple)]


def parse_command(cmd):
    """(expect_failure, steps, filecheck_args, merge_stderr) for one RUN line."""
    stages = [s.strip() for s in re.split(r"\s\|\s", cmd)]
    first = shlex.split(stages[0])
    # `opt ... < %s`: the input comes from standard input, which rlv reads as a file here
    first = [a for a in first if a != "<"]
    merge = False
    if "2>&1" in first:
        merge = True
        first = [a for a in first if a != "2>&1"]
    expect_fail = False
    while first and first[0] == "not":
        first = first[1:]
        if first and first[0] == "--crash":
            raise Skip("expects LLVM to crash")
        expect_fail = not expect_fail
    if not first:
        raise Skip("empty command")
    tool = os.path.basename(first[0])
    if tool == "opt":
        steps = plan_opt(first[1:])
    elif tool == "llc":
        steps = plan_llc(first[1:])
    else:
        raise Skip(f"runs {tool}, not opt or llc")
    fc = None
    if len(stages) > 1:
        if len(stages) > 2:
            raise Skip("pipes through more than FileCheck")
        fcw = shlex.split(stages[1])
        if os.path.basename(fcw[0]) != "FileCheck":
            raise Skip(f"checks with {fcw[0]}, not FileCheck")
        fc = fcw[1:]
    return expect_fail, steps, fc, merge


def run_steps(steps, src, tools, tmp):
    """Runs the steps on src; returns (exit code, stdout, stderr, what failed)."""
    cur, stderr_all = src, ""
    for n, (kind, what, triple) in enumerate(steps):
        out = os.path.join(tmp, f"step{n}.ll")
        if kind == "rlv":
            argv = [tools.rlv, "lower"]
            if what and what.startswith("--"):
                argv.append(what)
            elif what:
                argv.append(f"--stage={what}")
            if triple:
                argv.append(f"-mtriple={triple}")
            argv += ["-o", out, cur]
            label = f"rlv lower {argv[2]}" if what else "rlv lower"
        else:
            argv = [tools.opt, "-S", f"-passes={','.join(what)}", "-o", out, cur]
            if triple:
                argv.insert(2, f"-mtriple={triple}")
            label = f"opt -passes={','.join(what)}"
        p = subprocess.run(argv, capture_output=True, text=True, timeout=120)
        stderr_all += p.stderr
        if p.returncode != 0:
            return p.returncode, "", stderr_all, label
        cur = out
    with open(cur) as f:
        return 0, f.read(), stderr_all, None


def first_line(s, limit=160):
    for line in s.splitlines():
        line = line.strip()
        if line:
            return line[:limit]
    return ""


def filecheck_reason(err):
    """FileCheck's first error, with the line of the check that failed."""
    lines = [l for l in err.splitlines() if l.strip()]
    for i, l in enumerate(lines):
        if "error:" in l:
            nxt = lines[i + 1].strip() if i + 1 < len(lines) else ""
            msg = l.split("error:", 1)[1].strip()
            return f"{msg} [{nxt[:140]}]" if nxt else msg
    return first_line(err)


def run_file(path, tools):
    with open(path, errors="replace") as f:
        text = f.read()
    if re.search(r"^\s*;\s*XFAIL:\s*\*", text, re.M):
        return "skipped", "XFAIL in LLVM itself"
    cmds = run_lines(text)
    if not cmds:
        return "skipped", "no RUN line"
    with tempfile.TemporaryDirectory(prefix="rlv-split-") as split_dir:
        return run_commands(path, text, cmds, tools, split_dir)


def split_file(text, into):
    """lit's `split-file %s %t`: each `;--- NAME` line starts the file NAME in `into`."""
    name, parts = None, {}
    for line in text.splitlines(keepends=True):
        m = re.match(r"^;--- (\S+)\s*$", line)
        if m:
            name = m.group(1)
            parts[name] = ""
        elif name:
            parts[name] += line
    for name, body in parts.items():
        with open(os.path.join(into, name), "w") as f:
            f.write(body)


def parses(tools, path):
    p = subprocess.run([tools.opt, "-passes=verify", "-disable-output", path], capture_output=True, text=True)
    return p.returncode == 0, first_line(p.stderr)


def run_commands(path, text, cmds, tools, split_dir):
    split = any(re.match(r"^split-file\s+%s\s+%t\s*$", c) for c in cmds)
    if split:
        split_file(text, split_dir)
    else:
        ok, why = parses(tools, path)
        if not ok:
            return "skipped", "LLVM 22 cannot parse it: " + why
    ran, skips = 0, []
    for cmd in cmds:
        src, src_text = path, text
        if split and cmd.startswith("split-file"):
            continue
        if split:
            # the tool reads the part %t/NAME (as if it were %s); FileCheck is given its path
            m = re.search(r"%t/(\S+)", cmd.split("|")[0])
            if m:
                src = os.path.join(split_dir, m.group(1))
                cmd = cmd.replace(m.group(0), "%s", 1)
                ok, why = parses(tools, src)
                if not ok:
                    skips.append(f"LLVM 22 cannot parse {m.group(1)}: {why}")
                    continue
                with open(src) as f:
                    src_text = f.read()
            cmd = cmd.replace("%t/", split_dir + "/")
        if "%t" in cmd or "%S" in cmd or "%p" in cmd:
            skips.append("uses lit's %t/%S")
            continue
        try:
            expect_fail, steps, fc, merge = parse_command(cmd)
        except Skip as e:
            skips.append(str(e))
            continue
        except ValueError as e:
            skips.append(f"RUN line not understood: {e}")
            continue
        m = re.search(r'^target triple = "([^"]*)"', src_text, re.M)
        triple = next((t for _, _, t in steps if t), m.group(1) if m else "")
        if "shadermodel" not in triple and any(k == "rlv" and w in (None, "op-lower") for k, w, _ in steps):
            # DXILOpBuilder stops on it ("Unknown Compilation Target Shader Stage"): a stale copy
            skips.append("op-lower without a shader model, which LLVM 22's DXILOpBuilder refuses too")
            continue
        ran += 1
        with tempfile.TemporaryDirectory(prefix="rlv-llvm-") as tmp:
            code, out, err, failed_step = run_steps(steps, src, tools, tmp)
        if expect_fail and code == 0:
            if DELIBERATE.search(text):
                return "deliberate", ("rlv splits the access per resource where LLVM stops "
                                      "(README: a deliberate difference)")
            return "fail", f"LLVM fails here, rlv succeeded [{cmd[:100]}]"
        if not expect_fail and code != 0:
            return "fail", f"{failed_step} failed (exit {code}): {first_line(err)}"
        if fc is None:
            continue
        fc_input = (err + out) if merge else (err if expect_fail and not out else out)
        fc_args = [src if a == "%s" else a for a in fc]
        q = subprocess.run([tools.filecheck] + fc_args, input=fc_input, capture_output=True, text=True)
        if q.returncode != 0:
            return "fail", "FileCheck: " + filecheck_reason(q.stderr)
    if ran == 0:
        return "skipped", "; ".join(dict.fromkeys(skips))
    return "pass", ("(some RUN lines not run: " + "; ".join(dict.fromkeys(skips)) + ")") if skips else ""


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("dir")
    ap.add_argument("files", nargs="*", help="only these files (relative to DIR)")
    ap.add_argument("--rlv", default=os.path.join(os.path.dirname(__file__), "..", "..", "build", "rlv"))
    ap.add_argument("--opt", default="opt-22")
    ap.add_argument("--filecheck", default="FileCheck-22")
    ap.add_argument("--json", action="store_true", help="one JSON document instead of text")
    ap.add_argument("-v", action="store_true", help="print passing files too")
    tools = ap.parse_args()
    tools.rlv = os.path.abspath(tools.rlv)
    if tools.files:
        paths = [os.path.join(tools.dir, f) for f in tools.files]
    else:
        paths = []
        for root, dirs, files in os.walk(tools.dir):
            dirs[:] = sorted(d for d in dirs if d != "Inputs")
            paths += [os.path.join(root, f) for f in sorted(files) if f.endswith(".ll")]
    results = []
    for path in paths:
        try:
            verdict, reason = run_file(path, tools)
        except subprocess.TimeoutExpired:
            verdict, reason = "fail", "timed out"
        rel = os.path.relpath(path, tools.dir)
        entry = {"file": rel, "verdict": verdict, "reason": reason}
        if rel in NOT_LLVM22:
            category, why = NOT_LLVM22[rel]
            if verdict == "fail":
                entry["category"], entry["why"] = category, why
            elif verdict == "pass":
                entry["category"] = "fixed"
        results.append(entry)
    n = {v: sum(r["verdict"] == v for r in results) for v in ("pass", "fail", "deliberate", "skipped")}
    counted = n["pass"] + n["fail"]
    rate = 100.0 * n["pass"] / counted if counted else 0.0
    with_deliberate = counted + n["deliberate"]
    rate_all = 100.0 * n["pass"] / with_deliberate if with_deliberate else 0.0
    if tools.json:
        json.dump({"results": results, "passed": n["pass"], "failed": n["fail"],
                   "deliberate": n["deliberate"], "skipped": n["skipped"], "pass_rate": round(rate, 1),
                   "pass_rate_with_deliberate": round(rate_all, 1)}, sys.stdout, indent=1)
        print()
    else:
        for r in results:
            if r.get("category") == "fixed":
                print(f"FIXED: {r['file']}: passes, but NOT_LLVM22 still lists it")
            elif r["verdict"] != "pass" or tools.v:
                label = r["verdict"].upper() + (f" ({r['category']})" if "category" in r else "")
                print(f"{label}: {r['file']}: {r['reason']}".rstrip(": "))
                if "why" in r:
                    print(f"    not LLVM 22's text: {r['why']}")
        print(f"pass rate {n['pass']}/{counted} = {rate:.1f}% over the files LLVM 22 parses whose passes rlv has"
              f" ({n['pass']}/{with_deliberate} = {rate_all:.1f}% counting the deliberate differences as failures)")
        print(f"{n['pass']} passed, {n['fail']} failed, {n['skipped']} skipped, {n['deliberate']} deliberate")
        cats = {}
        for r in results:
            if r["verdict"] == "fail":
                cats[r.get("category", "unexplained")] = cats.get(r.get("category", "unexplained"), 0) + 1
        if cats:
            print("failures by why (NOT_LLVM22): " + ", ".join(f"{k} {v}" for k, v in sorted(cats.items())))
    return 1 if n["fail"] else 0


if __name__ == "__main__":
    sys.exit(main())
