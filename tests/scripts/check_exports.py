#!/usr/bin/env python3
"""Checks that the rlv libraries export their public API and nothing else: every function
declared in include/rlv/*.h carries RLV_API (rlv/api.h), every such function the build
defines has default visibility, and every other function the libraries define is hidden
(they are compiled with -fvisibility=hidden), so that a shared build exports only the API.

usage: check_exports.py REPO_DIR BUILD_DIR
"""
import glob
import json
import os
import re
import shlex
import subprocess
import sys

# The objects of these library targets are checked (CMake's object directories).
LIBRARY_DIRS = ("/CMakeFiles/rlv.dir/", "/CMakeFiles/rlv_interp.dir/", "/CMakeFiles/rlv_triage.dir/")


def strip_comments(text):
    return re.sub(r"/\*.*?\*/", lambda m: re.sub(r"[^\n]", " ", m.group(0)), text, flags=re.S)


def declarations(repo):
    """(public, unmarked): functions declared with RLV_API, and those declared without it."""
    public, unmarked = set(), []
    for path in sorted(glob.glob(os.path.join(repo, "include", "rlv", "*.h"))):
        text = strip_comments(open(path, errors="replace").read()).replace("\\\n", " ")
        text = re.sub(r'extern\s+"C"\s*\{', "", text)
        depth, stmt = 0, ""
        for ch in text:
            if ch == "{":
                depth += 1
            elif ch == "}":
                depth -= 1
                stmt = ""
                continue
            if depth:
                continue
            if ch == "\n" and stmt.lstrip().startswith("#"):
                stmt = ""
                continue
            stmt += ch
            if ch != ";":
                continue
            s = " ".join(stmt.split())
            stmt = ""
            if s.startswith(("typedef", "static", "#")) or "(" not in s:
                continue
            m = re.match(r"[^(]*?\b(\w+)\s*\(", s)
            if not m:
                continue
            if s.startswith("RLV_API "):
                public.add(m.group(1))
            else:
                unmarked.append(f"{os.path.relpath(path, repo)}: {m.group(1)}")
    return public, unmarked


def library_objects(build):
    with open(os.path.join(build, "compile_commands.json")) as f:
        entries = json.load(f)
    objs = []
    for e in entries:
        args = e.get("arguments") or shlex.split(e["command"])
        obj = e.get("output") or (args[args.index("-o") + 1] if "-o" in args else None)
        if obj:
            obj = os.path.join(e["directory"], obj)
            if any(d in obj for d in LIBRARY_DIRS) and os.path.exists(obj):
                objs.append(obj)
    return objs


def defined_functions(objs):
    """{name: visibility} of the global functions the objects define."""
    out = {}
    r = subprocess.run(["readelf", "-sW", *objs], capture_output=True, text=True, check=True)
    for line in r.stdout.splitlines():
        f = line.split()
        # Num: Value Size Type Bind Vis Ndx Name
        if len(f) == 8 and f[3] == "FUNC" and f[4] in ("GLOBAL", "WEAK") and f[6] != "UND":
            out[f[7]] = f[5]
    return out


def main():
    repo, build = sys.argv[1], sys.argv[2]
    public, unmarked = declarations(repo)
    objs = library_objects(build)
    funcs = defined_functions(objs)
    exported = {n for n, vis in funcs.items() if vis == "DEFAULT"}
    problems = [f"declared in include/rlv without RLV_API: {u}" for u in unmarked]
    problems += [f"exported but not declared in include/rlv: {n}" for n in sorted(exported - public)]
    problems += [f"declared in include/rlv but hidden: {n}" for n in sorted(public & set(funcs) - exported)]
    for p in problems:
        print("FAIL:", p)
    print(f"exports: {len(objs)} objects; {len(exported)} functions exported, "
          f"{len(funcs) - len(exported)} hidden; {len(public)} declared public; "
          f"{len(problems)} failed")
    return 1 if problems or not objs else 0


if __name__ == "__main__":
    sys.exit(main())
