#!/usr/bin/env python3
"""Checks the include graph against DESIGN.md's layering: each folder includes only the
folders it may use; smt/ never reaches lower/ (directly or through rlv/lower.h), and the two
oracles, smt/ and interp/, never reach each other (they are written apart and share no code).

With BUILD_DIR, also checks the objects the build compiled (nm): a folder uses (an
undefined reference) no symbol that a folder it may not use defines, so the rule holds for
calls as well as for includes. Known exceptions are listed, with why, in LINK_EXCEPTIONS.

usage: check_layering.py REPO_DIR [BUILD_DIR]
"""
import glob
import json
import os
import re
import shlex
import subprocess
import sys

# folder -> include prefixes it may use ("rlv/" is the public API).
ALLOWED = {
    "model": ["model/", "rlv/"],
    "verifier": ["verifier/", "model/", "rlv/"],
    "lower": ["lower/", "model/", "rlv/"],
    "smt": ["smt/", "model/", "rlv/"],
    "interp": ["interp/", "model/", "rlv/"],
    # The pipeline (verify -> lower -> verify DXIL -> prove) uses the stages through their
    # public headers only.
    "check": ["check/", "model/", "rlv/"],
    "triage": ["triage/", "smt/", "lower/", "verifier/", "model/", "rlv/"],
    "fuzz": ["fuzz/", "triage/", "interp/", "smt/", "lower/", "verifier/", "model/", "rlv/"],
    "tools": ["tools/", "rlv/"],
    "include/rlv": ["rlv/"],
}
# Public headers a folder must not include even though they are under rlv/ (rlv/rlv.h
# includes every stage's header, lower.h and prove.h among them).
FORBIDDEN = {
    "smt": ["rlv/lower.h", "rlv/rlv.h", "rlv/interp.h"],
    "interp": ["rlv/lower.h", "rlv/prove.h", "rlv/rlv.h", "rlv/check.h"],
}

# Link level: folder -> the folders whose symbols its objects may use (DESIGN.md's table;
# the external libraries, LLVM, Z3 and libc, are defined by no folder and always allowed).
LINK_ALLOWED = {
    "model": ["model"],
    "verifier": ["verifier", "model"],
    "lower": ["lower", "model"],
    "smt": ["smt", "model"],
    "interp": ["interp", "model"],
    "check": ["check", "verifier", "lower", "smt", "model"],
    "triage": ["triage", "check", "verifier", "lower", "smt", "interp", "model"],
}
# Files whose symbols a folder may not use although their folder is allowed: smt/ decides
# for itself which functions are kept (smt/roots.c), not through model/'s shared set.
LINK_FORBIDDEN_FILES = {
    "smt": ["model/liveset.c"],
}
# (using file, symbol) -> why it is allowed for now. Each entry is a known fault to remove;
# the list is to be emptied.
LINK_EXCEPTIONS = {}


def compiled_objects(repo, build):
    """[(source path relative to repo, object path)] of every source the build compiles."""
    path = os.path.join(build, "compile_commands.json")
    if not os.path.exists(path):
        sys.exit(f"{path}: missing (configure with CMAKE_EXPORT_COMPILE_COMMANDS=ON)")
    repo = os.path.realpath(repo)
    out = []
    with open(path) as f:
        for entry in json.load(f):
            src = os.path.relpath(os.path.realpath(entry["file"]), repo)
            args = entry.get("arguments") or shlex.split(entry["command"])
            if src.startswith("..") or "-o" not in args:
                continue
            obj = entry.get("output") or args[args.index("-o") + 1]
            out.append((src, os.path.join(entry["directory"], obj)))
    return out


def symbols(objs):
    """{object: (defined, undefined)} external symbols of the object files (one nm run)."""
    out = {obj: (set(), set()) for obj in objs}
    if not objs:
        return out
    r = subprocess.run(["nm", "-P", "-g", "-A", *objs], capture_output=True, text=True,
                       check=True)
    for line in r.stdout.splitlines():
        obj, _, rest = line.partition(": ")
        fields = rest.split()
        if obj not in out or len(fields) < 2:
            continue
        if fields[1] == "U":
            out[obj][1].add(fields[0])
        elif fields[1] not in ("w", "v"):
            out[obj][0].add(fields[0])
    return out


def link_check(repo, build):
    """Prints the link-level violations; True when one is not a listed exception."""
    compiled = [(src, obj) for src, obj in compiled_objects(repo, build) if os.path.exists(obj)]
    syms = symbols([obj for _, obj in compiled])
    definer, uses, objects = {}, [], len(compiled)
    for src, obj in compiled:
        defined, undefined = syms[obj]
        for sym in defined:
            definer.setdefault(sym, set()).add(src)
        uses.append((src, undefined))
    failed, allowed_seen = [], set()
    for src, undefined in uses:
        folder = src.split("/")[0]
        if folder not in LINK_ALLOWED:
            continue
        for sym in sorted(undefined):
            for d in sorted(definer.get(sym, ())):
                dfolder = d.split("/")[0]
                if dfolder in LINK_ALLOWED[folder] and d not in LINK_FORBIDDEN_FILES.get(folder, []):
                    continue
                what = f"{src} uses {sym} ({d}): {folder}/ may not use {dfolder}/"
                if d in LINK_FORBIDDEN_FILES.get(folder, []):
                    what = f"{src} uses {sym} ({d}): {folder}/ may not use {d}"
                if (src, sym) in LINK_EXCEPTIONS:
                    allowed_seen.add((src, sym))
                    print(f"allowed for now: {what} -- {LINK_EXCEPTIONS[(src, sym)]}")
                else:
                    failed.append(what)
    for src, sym in sorted(set(LINK_EXCEPTIONS) - allowed_seen):
        print(f"note: the exception for {src} using {sym} is no longer needed: remove it")
    for f in failed:
        print("FAIL:", f)
    print(f"link: {objects} objects checked; {len(failed)} failed, {len(allowed_seen)} allowed for now")
    return bool(failed)


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
    failed = bool(problems)
    if len(sys.argv) > 2:
        failed = link_check(repo, sys.argv[2]) or failed
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
