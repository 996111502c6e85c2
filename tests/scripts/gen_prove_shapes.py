#!/usr/bin/env python3
"""Generates BEFORE/AFTER pairs of the shapes that once broke `rlv prove`'s bounds.

  loops DEPTH SIDE      DEPTH nested loops (trip count from the thread id) around one typed
                        store; AFTER stores 2.0 where BEFORE stores 1.0: they differ on the
                        very first iteration.
  loop-before SIDE      one loop of thread-id iterations; AFTER makes an extra store before it.
  loop-inside SIDE      one loop; AFTER stores something else in iteration 2 (i == 1).
  switch CASES SIDE     a switch on the thread id with CASES cases, each storing its case
                        number; AFTER swaps the values of the last two cases.
  fanout N WIDTH SIDE   N functions, each calling the next WIDTH times; the last stores.
                        AFTER stores 2 where BEFORE stores 1.

SIDE is `before` or `after`. The module goes to standard output.
"""
import sys

HEAD = """target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

@Out.str = private unnamed_addr constant [4 x i8] c"Out\\00"
"""

TYPED = 'target("dx.TypedBuffer", float, 1, 0, 0)'
RAW = 'target("dx.RawBuffer", i32, 1, 0)'

DECLS = f"""
declare i32 @llvm.dx.thread.id(i32)
declare {TYPED} @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t({TYPED}, i32)
declare {RAW} @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t({RAW}, i32)
"""


def typed_handle(name="h"):
    return (f"  %{name} = call {TYPED} @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t"
            f"(i32 0, i32 0, i32 1, i32 0, ptr @Out.str)\n")


def raw_handle(name="h"):
    return (f"  %{name} = call {RAW} @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t"
            f"(i32 0, i32 0, i32 1, i32 0, ptr @Out.str)\n")


def raw_store(handle, index, value, tag):
    return (f"  %p.{tag} = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t"
            f"({RAW} %{handle}, i32 {index})\n"
            f"  store i32 {value}, ptr %p.{tag}, align 4\n")


def loops(depth, after):
    value = "2.0" if after else "1.0"
    out = ["define void @main() {\nentry:\n",
           "  %tid = call i32 @llvm.dx.thread.id(i32 0)\n", typed_handle(),
           "  br label %L0.head\n"]
    for k in range(depth):
        prev = "entry" if k == 0 else f"L{k - 1}.head"
        out.append(f"L{k}.head:\n"
                   f"  %i{k} = phi i32 [ 0, %{prev} ], [ %i{k}.next, %L{k}.latch ]\n")
        out.append(f"  br label %{'L%d.head' % (k + 1) if k + 1 < depth else 'body'}\n")
    out.append("body:\n"
               f"  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t({TYPED} %h, i32 %i{depth - 1})\n"
               f"  store float {value}, ptr %p, align 4\n"
               f"  br label %L{depth - 1}.latch\n")
    for k in reversed(range(depth)):
        nxt = f"L{k - 1}.latch" if k > 0 else "exit"
        out.append(f"L{k}.latch:\n"
                   f"  %i{k}.next = add i32 %i{k}, 1\n"
                   f"  %c{k} = icmp ult i32 %i{k}.next, %tid\n"
                   f"  br i1 %c{k}, label %L{k}.head, label %{nxt}\n")
    out.append("exit:\n  ret void\n}\n")
    return "".join(out)


def one_loop(after, where):
    out = ["define void @main() {\nentry:\n",
           "  %tid = call i32 @llvm.dx.thread.id(i32 0)\n", raw_handle()]
    if after and where == "before":
        out.append(raw_store("h", 1000, 7, "extra"))
    out.append("  br label %head\nhead:\n"
               "  %i = phi i32 [ 0, %entry ], [ %i.next, %head ]\n")
    if after and where == "inside":
        out.append("  %second = icmp eq i32 %i, 1\n"
                   "  %v = select i1 %second, i32 9, i32 %i\n")
        out.append(raw_store("h", "%i", "%v", "loop"))
    else:
        out.append(raw_store("h", "%i", "%i", "loop"))
    out.append("  %i.next = add i32 %i, 1\n"
               "  %c = icmp ult i32 %i.next, %tid\n"
               "  br i1 %c, label %head, label %exit\n"
               "exit:\n  ret void\n}\n")
    return "".join(out)


def switch(cases, after):
    out = ["define void @main() {\nentry:\n",
           "  %tid = call i32 @llvm.dx.thread.id(i32 0)\n", raw_handle(),
           "  switch i32 %tid, label %default [\n"]
    for c in range(cases):
        out.append(f"    i32 {c * 3}, label %case{c}\n")
    out.append("  ]\n")
    for c in range(cases):
        value = c
        if after and cases >= 2 and c >= cases - 2:
            value = (cases - 1) if c == cases - 2 else (cases - 2)
        out.append(f"case{c}:\n" + raw_store("h", 0, value, f"c{c}") + "  br label %exit\n")
    out.append("default:\n  br label %exit\nexit:\n  ret void\n}\n")
    return "".join(out)


def fanout(n, width, after):
    out = []
    for k in range(n):
        out.append(f"define internal void @f{k}(i32 %x) {{\nentry:\n")
        if k + 1 < n:
            for w in range(width):
                out.append(f"  %a{w} = add i32 %x, {w}\n  call void @f{k + 1}(i32 %a{w})\n")
        else:
            out.append(raw_handle())
            out.append(raw_store("h", "%x", 2 if after else 1, "leaf"))
        out.append("  ret void\n}\n\n")
    out.append('define void @main() #0 {\nentry:\n'
               '  %tid = call i32 @llvm.dx.thread.id(i32 0)\n'
               '  call void @f0(i32 %tid)\n  ret void\n}\n'
               'attributes #0 = { "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }\n')
    return "".join(out)


def main(argv):
    if len(argv) < 3:
        sys.exit(__doc__)
    shape, side = argv[1], argv[-1]
    if side not in ("before", "after"):
        sys.exit("SIDE must be before or after")
    after = side == "after"
    if shape == "loops":
        body = loops(int(argv[2]), after)
    elif shape == "loop-before":
        body = one_loop(after, "before")
    elif shape == "loop-inside":
        body = one_loop(after, "inside")
    elif shape == "switch":
        body = switch(int(argv[2]), after)
    elif shape == "fanout":
        body = fanout(int(argv[2]), int(argv[3]), after)
    else:
        sys.exit(f"unknown shape {shape}")
    sys.stdout.write(HEAD + "\n" + body + DECLS)


if __name__ == "__main__":
    main(sys.argv)
