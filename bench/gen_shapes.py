#!/usr/bin/env python3
"""Writes adversarial module shapes for the scaling benchmark (bench/shapes.sh) and the
sanitizer test that runs every shape at 1x.

Each shape is valid HLSL-resource IR in the form clang 22 emits for
dxilv1.6-unknown-shadermodel6.6-compute (handlefrombinding + getpointer + load/store,
addrspace(2) cbuffer members listed in !hlsl.cbs), grown along one dimension. The unit count
at scale K is K times the shape's 1x units; 1x sizes are chosen so that the 100x file stays
under about 50 MB.

Usage:
  gen_shapes.py --list                          shape names, 1x units, what a unit is
  gen_shapes.py --shape NAME --scale K -o FILE  one shape at scale K
  gen_shapes.py --emit-1x DIR                   every shape at 1x as DIR/NAME.ll

Every file starts with a comment line `; shape: NAME scale: K units: N expect-exit: E`.
E is the exit code `rlv verify` must give (0, or 1 for the shape whose bindings overlap on
purpose); `lower` and `check` give the same or, for check, 3 (unknown) when a budget runs out.
Python 3 standard library only; the same arguments always give the same file.
"""
import argparse
import os
import sys

DATALAYOUT = ("e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64"
              "-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64")
TRIPLE = "dxilv1.6-unknown-shadermodel6.6-compute"

# Function attributes as clang writes them: #0 compute entry, #1 exported library function,
# #2 internal helper, #3 the resource intrinsics, #4 thread id.
ATTRIBUTES = [
    'attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn '
    '"frame-pointer"="all" "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" }',
    'attributes #1 = { mustprogress nofree noinline nosync nounwind willreturn '
    '"frame-pointer"="all" "hlsl.export" }',
    'attributes #2 = { mustprogress nofree noinline nosync nounwind willreturn '
    '"frame-pointer"="all" }',
    'attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }',
    'attributes #4 = { mustprogress nofree nosync nounwind willreturn memory(none) }',
]

TB_F32 = 'target("dx.TypedBuffer", float, 1, 0, 0)'
TB_F32_M = "tdx.TypedBuffer_f32_1_0_0t"
SB_F32 = 'target("dx.RawBuffer", float, 0, 0)'
SB_F32_M = "tdx.RawBuffer_f32_0_0t"


def f32(x):
    """A float constant LLVM prints exactly (small integers)."""
    return f"{float(x):.6e}"


class Out:
    """The text of one module: named types, globals, function bodies, declarations."""

    def __init__(self):
        self.types, self.globals, self.body, self.decls, self.meta = [], [], [], {}, []

    def cstring(self, name, text):
        self.globals.append(f"@{name} = private unnamed_addr constant [{len(text) + 1} x i8] "
                            f'c"{text}\\00", align 1')
        return f"@{name}"

    def handle_fn(self, ty, mangle):
        fn = f"llvm.dx.resource.handlefrombinding.{mangle}"
        self.decls[fn] = f"declare {ty} @{fn}(i32, i32, i32, i32, ptr) #3"
        return fn

    def getpointer_fn(self, ty, mangle):
        fn = f"llvm.dx.resource.getpointer.p0.{mangle}"
        self.decls[fn] = f"declare ptr @{fn}({ty}, i32) #3"
        return fn

    def thread_id(self, var="%tid"):
        self.decls["llvm.dx.thread.id"] = "declare i32 @llvm.dx.thread.id(i32) #4"
        return f"  {var} = tail call i32 @llvm.dx.thread.id(i32 0)"

    def rwbuffer(self, var, space, lb, size, index, name_global):
        fn = self.handle_fn(TB_F32, TB_F32_M)
        return (f"  {var} = tail call {TB_F32} @{fn}(i32 {space}, i32 {lb}, i32 {size}, "
                f"i32 {index}, ptr nonnull {name_global})")

    def rwpointer(self, var, handle, index):
        fn = self.getpointer_fn(TB_F32, TB_F32_M)
        return (f"  {var} = tail call noundef nonnull align 4 dereferenceable(4) ptr "
                f"@{fn}({TB_F32} {handle}, i32 {index})")

    def text(self, header):
        parts = [header, f'target datalayout = "{DATALAYOUT}"', f'target triple = "{TRIPLE}"', ""]
        parts += self.types + [""] + self.globals + [""] + self.body + [""]
        parts += list(self.decls.values()) + [""] + ATTRIBUTES + [""] + self.meta
        return "\n".join(parts) + "\n"


def out_buffer(o):
    """The entry's output RWBuffer<float> Out : register(u0, space9) (no other shape uses
    space 9)."""
    return o.rwbuffer("%out", 9, 0, 1, 0, o.cstring("Out.str", "Out"))


# ---- the shapes: each fills `o` with `n` units ----

def shape_bindings(o, n):
    """n distinct explicit bindings: RWBuffer<float> u(k) stores and StructuredBuffer<float>
    t(k) loads, alternating, each created and used once."""
    sfn = o.handle_fn(SB_F32, SB_F32_M)
    sgp = o.getpointer_fn(SB_F32, SB_F32_M)
    b = ["define void @main() local_unnamed_addr #0 {", o.thread_id()]
    acc = f32(0)
    for k in range(n):
        name = o.cstring(f"b{k}.str", f"b{k}")
        if k % 2 == 0:
            b.append(o.rwbuffer(f"%h{k}", 0, k // 2, 1, 0, name))
            b.append(o.rwpointer(f"%p{k}", f"%h{k}", "%tid"))
            b.append(f"  store float {acc}, ptr %p{k}, align 4")
        else:
            b.append(f"  %h{k} = tail call {SB_F32} @{sfn}(i32 0, i32 {k // 2}, i32 1, i32 0, "
                     f"ptr nonnull {name})")
            b.append(f"  %p{k} = tail call noundef nonnull align 4 dereferenceable(4) ptr "
                     f"@{sgp}({SB_F32} %h{k}, i32 %tid)")
            b.append(f"  %v{k} = load float, ptr %p{k}, align 4")
            acc = f"%v{k}"
    b += ["  ret void", "}"]
    o.body += b


def shape_overlap(o, n):
    """n explicit bindings that all overlap: unbounded RWBuffer<float> arrays at u0, u1, ...
    in space 0 (each range reaches the last register, so every pair overlaps)."""
    b = ["define void @main() local_unnamed_addr #0 {", o.thread_id()]
    for k in range(n):
        b.append(o.rwbuffer(f"%h{k}", 0, k, -1, 0, o.cstring(f"r{k}.str", f"R{k}")))
        b.append(o.rwpointer(f"%p{k}", f"%h{k}", "%tid"))
        b.append(f"  store float {f32(k % 1000)}, ptr %p{k}, align 4")
    b += ["  ret void", "}"]
    o.body += b


def shape_cbuffer(o, n):
    """One cbuffer with n float members (addrspace(2) globals listed in !hlsl.cbs), each
    loaded once; the sum goes to Out."""
    o.types.append("%__cblayout_CB = type <{ " + ", ".join(["float"] * n) + " }>")
    cbty = 'target("dx.CBuffer", %__cblayout_CB)'
    fn = o.handle_fn(cbty, "tdx.CBuffer_s___cblayout_CBst")
    o.globals.append(f"@CB.cb = local_unnamed_addr global {cbty} poison")
    for k in range(n):
        o.globals.append(f"@m{k} = external hidden local_unnamed_addr addrspace(2) global "
                         f"float, align 4")
    name = o.cstring("CB.str", "CB")
    b = ["define void @main() local_unnamed_addr #0 {",
         f"  %cb = tail call {cbty} @{fn}(i32 0, i32 0, i32 1, i32 0, ptr nonnull {name})",
         f"  store {cbty} %cb, ptr @CB.cb, align 4", o.thread_id(), out_buffer(o)]
    acc = f32(0)
    for k in range(n):
        b.append(f"  %v{k} = load float, ptr addrspace(2) @m{k}, align 4")
        b.append(f"  %s{k} = fadd float {acc}, %v{k}")
        acc = f"%s{k}"
    b += [o.rwpointer("%p", "%out", "%tid"), f"  store float {acc}, ptr %p, align 4",
          "  ret void", "}"]
    o.body += b
    members = ", ".join(f"ptr addrspace(2) @m{k}" for k in range(n))
    o.meta += ["!hlsl.cbs = !{!0}", f"!0 = !{{ptr @CB.cb, {members}}}"]


def shape_functions(o, n):
    """n exported functions (hlsl.export), each storing through its own creation of one
    RWBuffer<float> binding."""
    name = o.cstring("Out.str", "Out")
    for k in range(n):
        o.body += [f"define void @f{k}(i32 %i) local_unnamed_addr #1 {{",
                   o.rwbuffer("%h", 9, 0, 1, 0, name), o.rwpointer("%p", "%h", "%i"),
                   f"  store float {f32(k % 1000)}, ptr %p, align 4", "  ret void", "}", ""]


def shape_blocks(o, n):
    """One function of n basic blocks in a chain, each storing to its own element."""
    b = ["define void @main() local_unnamed_addr #0 {", o.thread_id(), out_buffer(o),
         "  br label %b0"]
    for k in range(n):
        b += [f"b{k}:", f"  %i{k} = add i32 %tid, {k}", o.rwpointer(f"%p{k}", "%out", f"%i{k}"),
              f"  store float {f32(k % 1000)}, ptr %p{k}, align 4", f"  br label %b{k + 1}"]
    b += [f"b{n}:", "  ret void", "}"]
    o.body += b


def shape_diamonds(o, n):
    """One function of n if/else diamonds in sequence; each join stores a phi."""
    b = ["define void @main() local_unnamed_addr #0 {", o.thread_id(), out_buffer(o),
         o.rwpointer("%p", "%out", "%tid"), "  br label %d0"]
    for k in range(n):
        b += [f"d{k}:", f"  %c{k} = icmp ult i32 %tid, {k}",
              f"  br i1 %c{k}, label %t{k}, label %e{k}",
              f"t{k}:", f"  br label %j{k}", f"e{k}:", f"  br label %j{k}",
              f"j{k}:", f"  %v{k} = phi float [ {f32(1)}, %t{k} ], [ {f32(2)}, %e{k} ]",
              f"  store float %v{k}, ptr %p, align 4", f"  br label %d{k + 1}"]
    b += [f"d{n}:", "  ret void", "}"]
    o.body += b


def shape_loops(o, n):
    """One function of n loops in sequence, each storing to element i while i < tid."""
    b = ["define void @main() local_unnamed_addr #0 {", o.thread_id(), out_buffer(o),
         "  br label %l0"]
    prev = "%0"
    for k in range(n):
        b += [f"l{k}:", f"  %i{k} = phi i32 [ 0, {prev} ], [ %n{k}, %l{k} ]",
              o.rwpointer(f"%p{k}", "%out", f"%i{k}"),
              f"  store float {f32(k % 1000)}, ptr %p{k}, align 4",
              f"  %n{k} = add nuw i32 %i{k}, 1", f"  %c{k} = icmp ult i32 %n{k}, %tid",
              f"  br i1 %c{k}, label %l{k}, label %x{k}", f"x{k}:"]
        if k + 1 < n:
            b.append(f"  br label %l{k + 1}")
        prev = f"%x{k}"
    b += ["  ret void", "}"]
    o.body += b


NEST_DEPTHS = 8


def nest_function(o, name, depth, attr, handle):
    """A function of `depth` nested counted loops (bounds from the argument) around one
    store."""
    b = [f"define void @{name}(i32 %n) local_unnamed_addr #{attr} {{", "entry:",
         handle, "  br label %h0"]
    for d in range(depth):
        outer = "%entry" if d == 0 else f"%h{d - 1}"
        b += [f"h{d}:", f"  %i{d} = phi i32 [ 0, {outer} ], [ %n{d}, %latch{d} ]"]
        if d + 1 < depth:
            b.append(f"  br label %h{d + 1}")
    idx = "%i0" if depth == 1 else f"%x{depth - 1}"
    for d in range(1, depth):
        prev = "%i0" if d == 1 else f"%x{d - 1}"
        b.append(f"  %x{d} = add i32 {prev}, %i{d}")
    b += [o.rwpointer("%p", "%h", idx), "  store float 1.000000e+00, ptr %p, align 4",
          f"  br label %latch{depth - 1}"]
    for d in reversed(range(depth)):
        nxt = "%exit" if d == 0 else f"%latch{d - 1}"
        b += [f"latch{d}:", f"  %n{d} = add nuw i32 %i{d}, 1", f"  %c{d} = icmp ult i32 %n{d}, %n",
              f"  br i1 %c{d}, label %h{d}, label {nxt}"]
    b += ["exit:", "  ret void", "}", ""]
    o.body += b


def shape_nested(o, n):
    """n groups of exported functions with loop nests of depth 1..8 around one store."""
    name = o.cstring("Out.str", "Out")
    for g in range(n):
        for depth in range(1, NEST_DEPTHS + 1):
            nest_function(o, f"nest{g}_{depth}", depth, 1, o.rwbuffer("%h", 9, 0, 1, 0, name))


def shape_switch(o, n):
    """One switch on the thread id with n cases, each storing its own constant."""
    b = ["define void @main() local_unnamed_addr #0 {", o.thread_id(), out_buffer(o),
         o.rwpointer("%p", "%out", "%tid"), "  switch i32 %tid, label %exit ["]
    b += [f"    i32 {k}, label %s{k}" for k in range(n)]
    b.append("  ]")
    for k in range(n):
        b += [f"s{k}:", f"  store float {f32(k % 1000)}, ptr %p, align 4", "  br label %exit"]
    b += ["exit:", "  ret void", "}"]
    o.body += b


FANOUT_DEPTH, FANOUT_WIDTH = 8, 4


def shape_fanout(o, n):
    """n call chains of 8 functions, each calling the next 4 times (4^7 paths through the
    last one); the first of each chain is exported, the last stores."""
    name = o.cstring("Out.str", "Out")
    for c in range(n):
        for d in range(FANOUT_DEPTH):
            attr = 1 if d == 0 else 2
            link = "" if d == 0 else "internal "
            b = [f"define {link}void @c{c}_{d}(i32 %i) local_unnamed_addr #{attr} {{"]
            if d + 1 < FANOUT_DEPTH:
                for w in range(FANOUT_WIDTH):
                    b += [f"  %a{w} = add i32 %i, {w + 1}",
                          f"  call void @c{c}_{d + 1}(i32 %a{w})"]
            else:
                b += [o.rwbuffer("%h", 9, 0, 1, 0, name), o.rwpointer("%p", "%h", "%i"),
                      "  store float 1.000000e+00, ptr %p, align 4"]
            b += ["  ret void", "}", ""]
            o.body += b


def shape_uses(o, n):
    """One handle used n times: loads of element k summed, stores of the running sum."""
    b = ["define void @main() local_unnamed_addr #0 {", o.thread_id(), out_buffer(o)]
    acc = f32(0)
    for k in range(n):
        b.append(o.rwpointer(f"%p{k}", "%out", str(k)))
        if k % 2 == 0:
            b += [f"  %v{k} = load float, ptr %p{k}, align 4", f"  %s{k} = fadd float {acc}, %v{k}"]
            acc = f"%s{k}"
        else:
            b.append(f"  store float {acc}, ptr %p{k}, align 4")
    b += ["  ret void", "}"]
    o.body += b


def shape_struct(o, n):
    """A StructuredBuffer whose element is a struct of n float members, each member loaded
    once through a byte GEP; the sum goes to Out. Past 512 members the element is over DXC's
    2048-byte stride limit, so verify reports type-struct-stride (exit 1) after its walk."""
    o.types.append("%struct.Big = type <{ " + ", ".join(["float"] * n) + " }>")
    ty = 'target("dx.RawBuffer", %struct.Big, 0, 0)'
    mangle = "tdx.RawBuffer_s_struct.Bigs_0_0t"
    fn, gp = o.handle_fn(ty, mangle), o.getpointer_fn(ty, mangle)
    name = o.cstring("In.str", "In")
    b = ["define void @main() local_unnamed_addr #0 {", o.thread_id(), out_buffer(o),
         f"  %in = tail call {ty} @{fn}(i32 0, i32 0, i32 1, i32 0, ptr nonnull {name})",
         f"  %q = tail call noundef nonnull align 1 dereferenceable({4 * n}) ptr "
         f"@{gp}({ty} %in, i32 %tid)"]
    acc = f32(0)
    for k in range(n):
        if k == 0:
            b.append("  %v0 = load float, ptr %q, align 1")
        else:
            b += [f"  %g{k} = getelementptr inbounds nuw i8, ptr %q, i32 {4 * k}",
                  f"  %v{k} = load float, ptr %g{k}, align 1"]
        b.append(f"  %s{k} = fadd float {acc}, %v{k}")
        acc = f"%s{k}"
    b += [o.rwpointer("%p", "%out", "%tid"), f"  store float {acc}, ptr %p, align 4",
          "  ret void", "}"]
    o.body += b


def shape_indexchain(o, n):
    """n handle creations of one RWBuffer<float> array of 4, each indexed by a step of one
    long computation (x_k = x_(k-1) ^ k, index x_k & 3): a walk back from every index to
    the start of the computation is quadratic."""
    name = o.cstring("Arr.str", "Arr")
    b = ["define void @main() local_unnamed_addr #0 {", o.thread_id()]
    prev = "%tid"
    for k in range(n):
        b += [f"  %x{k} = xor i32 {prev}, {k}", f"  %i{k} = and i32 %x{k}, 3",
              o.rwbuffer(f"%h{k}", 0, 0, 4, f"%i{k}", name), o.rwpointer(f"%p{k}", f"%h{k}", "0"),
              f"  store float {f32(k % 1000)}, ptr %p{k}, align 4"]
        prev = f"%x{k}"
    b += ["  ret void", "}"]
    o.body += b


def shape_implicit(o, n):
    """n explicit RWBuffer<float> at u0, u2, u4, ... (n one-register gaps between them) and,
    by order id, n implicit RWBuffer<float> arrays of 2 in space 0 (first-fit has to pass
    every gap) and n implicit StructuredBuffer<float> in spaces n..1, one each (spaces met
    in decreasing order)."""
    ifn = f"llvm.dx.resource.handlefromimplicitbinding.{TB_F32_M}"
    o.decls[ifn] = f"declare {TB_F32} @{ifn}(i32, i32, i32, i32, ptr) #3"
    sfn = f"llvm.dx.resource.handlefromimplicitbinding.{SB_F32_M}"
    o.decls[sfn] = f"declare {SB_F32} @{sfn}(i32, i32, i32, i32, ptr) #3"
    sgp = o.getpointer_fn(SB_F32, SB_F32_M)
    b = ["define void @main() local_unnamed_addr #0 {", o.thread_id()]
    for k in range(n):
        e, a, r = (o.cstring(f"{c}{k}.str", f"{c}{k}") for c in "EAS")
        b += [o.rwbuffer(f"%e{k}", 0, 2 * k, 1, 0, e), o.rwpointer(f"%p{k}", f"%e{k}", "%tid"),
              f"  %v{k} = load float, ptr %p{k}, align 4",
              f"  %a{k} = tail call {TB_F32} @{ifn}(i32 {2 * k}, i32 0, i32 2, i32 1, ptr nonnull {a})",
              o.rwpointer(f"%q{k}", f"%a{k}", "%tid"), f"  store float %v{k}, ptr %q{k}, align 4",
              f"  %s{k} = tail call {SB_F32} @{sfn}(i32 {2 * k + 1}, i32 {n - k}, i32 1, i32 0, "
              f"ptr nonnull {r})",
              f"  %r{k} = tail call noundef nonnull align 4 dereferenceable(4) ptr "
              f"@{sgp}({SB_F32} %s{k}, i32 %tid)", f"  %w{k} = load float, ptr %r{k}, align 4",
              f"  store float %w{k}, ptr %p{k}, align 4"]
    b += ["  ret void", "}"]
    o.body += b


def shape_selects(o, n):
    """n stores through a select of two elements of one RWBuffer<float> array of 4 (clang's
    (c ? A[0] : A[1])[k] = ...), each select on its own condition."""
    name = o.cstring("Arr.str", "Arr")
    b = ["define void @main() local_unnamed_addr #0 {", o.thread_id(),
         o.rwbuffer("%a0", 0, 0, 4, 0, name), o.rwbuffer("%a1", 0, 0, 4, 1, name)]
    for k in range(n):
        b += [f"  %c{k} = icmp ult i32 %tid, {k}",
              f"  %s{k} = select i1 %c{k}, {TB_F32} %a0, {TB_F32} %a1",
              o.rwpointer(f"%p{k}", f"%s{k}", "%tid"),
              f"  store float {f32(k % 1000)}, ptr %p{k}, align 4"]
    b += ["  ret void", "}"]
    o.body += b


def shape_splitsel(o, n):
    """n stores through one pointer into a select of two different RWBuffer<float>
    bindings (A : register(u0), B : register(u1)): each store is split per handle."""
    b = ["define void @main() local_unnamed_addr #0 {", o.thread_id(),
         o.rwbuffer("%a", 0, 0, 1, 0, o.cstring("A.str", "A")),
         o.rwbuffer("%b", 0, 1, 1, 0, o.cstring("B.str", "B")),
         "  %c = icmp ult i32 %tid, 7", f"  %s = select i1 %c, {TB_F32} %a, {TB_F32} %b",
         o.rwpointer("%p", "%s", "%tid")]
    b += [f"  store float {f32(k % 1000)}, ptr %p, align 4" for k in range(n)]
    b += ["  ret void", "}"]
    o.body += b


def shape_counters(o, n):
    """n RWStructuredBuffer<float> (u0, u1, ...), each incremented once (AppendStructured-
    Buffer's Append: updatecounter +1, then a store at the old count)."""
    ty, mangle = 'target("dx.RawBuffer", float, 1, 0)', "tdx.RawBuffer_f32_1_0t"
    fn, gp = o.handle_fn(ty, mangle), o.getpointer_fn(ty, mangle)
    uc = f"llvm.dx.resource.updatecounter.{mangle}"
    o.decls[uc] = f"declare i32 @{uc}({ty}, i8) #3"
    b = ["define void @main() local_unnamed_addr #0 {"]
    for k in range(n):
        b += [f"  %h{k} = tail call {ty} @{fn}(i32 0, i32 {k}, i32 1, i32 0, "
              f"ptr nonnull {o.cstring(f'c{k}.str', f'C{k}')})",
              f"  %i{k} = tail call i32 @{uc}({ty} %h{k}, i8 1)",
              f"  %p{k} = tail call noundef nonnull align 4 dereferenceable(4) ptr "
              f"@{gp}({ty} %h{k}, i32 %i{k})",
              f"  store float {f32(k % 1000)}, ptr %p{k}, align 4"]
    b += ["  ret void", "}"]
    o.body += b


def shape_globals(o, n):
    """One handle stored to a global in the entry block and loaded back in each of n blocks
    of a chain (as clang emits at -O0): each load is forwarded to the creation, which must
    dominate it."""
    o.globals.append(f"@Out.h = internal global {TB_F32} poison, align 4")
    b = ["define void @main() local_unnamed_addr #0 {", o.thread_id(), out_buffer(o),
         f"  store {TB_F32} %out, ptr @Out.h, align 4", "  br label %b0"]
    for k in range(n):
        b += [f"b{k}:", f"  %l{k} = load {TB_F32}, ptr @Out.h, align 4",
              o.rwpointer(f"%p{k}", f"%l{k}", "%tid"),
              f"  store float {f32(k % 1000)}, ptr %p{k}, align 4", f"  br label %b{k + 1}"]
    b += [f"b{n}:", "  ret void", "}"]
    o.body += b


# name -> (generator, units at 1x, what a unit is, the exit code verify must give)
SHAPES = {
    "bindings": (shape_bindings, 1000, "distinct bindings", 0),
    "overlap": (shape_overlap, 1000, "overlapping bindings", 1),
    "cbuffer": (shape_cbuffer, 1000, "cbuffer members", 0),
    "functions": (shape_functions, 1000, "functions", 0),
    "blocks": (shape_blocks, 1000, "basic blocks", 0),
    "diamonds": (shape_diamonds, 300, "if/else diamonds", 0),
    "loops": (shape_loops, 200, "loops", 0),
    "nested": (shape_nested, 10, "groups of loop nests of depth 1..8", 0),
    "switch": (shape_switch, 1000, "switch cases", 0),
    "fanout": (shape_fanout, 10, "call chains (8 functions x 4 calls)", 0),
    "uses": (shape_uses, 2000, "uses of one handle", 0),
    "struct": (shape_struct, 1000, "struct members", 1),
    "indexchain": (shape_indexchain, 1000, "handles indexed off one computation", 0),
    "implicit": (shape_implicit, 300, "explicit bindings with gaps + implicit ones", 0),
    "selects": (shape_selects, 1000, "accesses through a select of two handles", 0),
    "splitsel": (shape_splitsel, 1000, "stores through a select of two bindings", 0),
    "counters": (shape_counters, 800, "structured buffers with a counter", 0),
    "globals": (shape_globals, 1000, "blocks reloading a handle from a global", 0),
}


def generate(shape, scale):
    gen, unit, _, expect = SHAPES[shape]
    n = unit * scale
    o = Out()
    gen(o, n)
    return o.text(f"; shape: {shape} scale: {scale} units: {n} expect-exit: {expect}")


def write(path, text):
    tmp = path + ".tmp"
    with open(tmp, "w") as f:
        f.write(text)
    os.replace(tmp, path)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--list", action="store_true", help="list the shapes")
    ap.add_argument("--shape", choices=sorted(SHAPES))
    ap.add_argument("--scale", type=int, default=1)
    ap.add_argument("-o", "--output")
    ap.add_argument("--emit-1x", metavar="DIR", help="write every shape at 1x into DIR")
    a = ap.parse_args()
    if a.list:
        for name, (_, unit, what, expect) in SHAPES.items():
            print(f"{name:10} {unit:6} {what} (verify exit {expect})")
        return 0
    if a.emit_1x:
        os.makedirs(a.emit_1x, exist_ok=True)
        for name in SHAPES:
            write(os.path.join(a.emit_1x, f"{name}.ll"), generate(name, 1))
        return 0
    if not a.shape or not a.output or a.scale < 1:
        ap.error("give --list, --emit-1x DIR, or --shape NAME [--scale K] -o FILE")
    text = generate(a.shape, a.scale)
    if a.output == "-":
        sys.stdout.write(text)
    else:
        write(a.output, text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
