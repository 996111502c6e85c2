#!/usr/bin/env python3
"""Writes textual IR with a chain of N named definitions, each referring to the next, for the
input pre-scan's tests (LLVM's parser and verifier recurse once per link).

usage: gen_chain.py DIR FILE=SHAPE:N[:reverse]...   (one process for many files)

Shapes (a chain of N links is N+1 definitions):
  metadata          !0 = !{!1}  !1 = !{!2} ...  reached from a named node
  metadata-nested   !0 = !{!{!1}}: each link two bracket levels deep
  metadata-spaced   `! 0 = ! {;c` NEWLINE `!  01}`: spaces, comments, newlines, leading zeros
  metadata-cycle    the last node refers back to the first
  struct            %T0 = type { %T1 } ..., used by an alloca
  struct-quoted     %"T0" = type { %"T\\31" }: quoted names, some with escapes
  struct-alias      %T0 = type [1 x %T1]: type aliases of arrays
`reverse` writes the definitions from the last to the first (no forward references).
"""
import os
import sys


def links(shape, n):
    if shape == "metadata":
        return ["!%d = !{!%d}" % (i, i + 1) for i in range(n)] + ["!%d = !{}" % n]
    if shape == "metadata-nested":
        return ["!%d = !{!{!%d}}" % (i, i + 1) for i in range(n)] + ["!%d = !{}" % n]
    if shape == "metadata-spaced":
        return ["! %d = ! {;c\n!  0%d}" % (i, i + 1) for i in range(n)] + ["!%d = !{}" % n]
    if shape == "metadata-cycle":
        return ["!%d = !{!%d}" % (i, i + 1) for i in range(n)] + ["!%d = !{!0}" % n]
    if shape == "struct":
        return ["%%T%d = type { %%T%d }" % (i, i + 1) for i in range(n)] + ["%%T%d = type { i32 }" % n]
    if shape == "struct-quoted":
        # \31 is "1": %"T\31" is %T1; the odd links spell the next name with an escape
        def name(i):
            s = str(i)
            return '%"T\\3' + s[0] + s[1:] + '"' if i % 2 else '%"T' + s + '"'
        return ["%s = type { %s }" % (name(i), name(i + 1)) for i in range(n)] + ["%s = type { i32 }" % name(n)]
    if shape == "struct-alias":
        return ["%%T%d = type [1 x %%T%d]" % (i, i + 1) for i in range(n)] + ["%%T%d = type { i32 }" % n]
    raise SystemExit("unknown shape " + shape)


def write(path, shape, n, reverse):
    defs = links(shape, n)
    if reverse:
        defs.reverse()
    with open(path, "w") as f:
        if shape.startswith("metadata"):
            f.write("define void @f() {\n  ret void\n}\n!named = !{!0}\n")
            f.write("\n".join(defs) + "\n")
        else:
            f.write("\n".join(defs) + "\n")
            f.write("define void @f() {\n  %%a = alloca %s\n  ret void\n}\n" % defs[0].split(" = ")[0])


def main():
    out_dir = sys.argv[1]
    for spec in sys.argv[2:]:
        name, shape_spec = spec.split("=", 1)
        parts = shape_spec.split(":")
        write(os.path.join(out_dir, name), parts[0], int(parts[1]), parts[2:] == ["reverse"])


if __name__ == "__main__":
    main()
