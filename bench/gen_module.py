#!/usr/bin/env python3
"""Writes a large, valid textual LLVM IR module in the style clang 22 emits for HLSL.

The module targets dxilv1.6-unknown-shadermodel6.6-library (it has many compute entry points,
which only a library may: a compute module has one, and rlv lower refuses more) and uses every resource kind
(typed buffers of float, <4 x float>, i32, <2 x i32>, half, <2 x double> and i64; structured
buffers of scalars, vectors and structs; byte-address buffers; cbuffers) through both the
pointer form clang emits (getpointer + GEP + load/store, addrspace(2) cbuffer members) and
the intrinsic forms the DirectX passes produce (load/store.typedbuffer, load/store.rawbuffer,
load.cbufferrow.4), plus updatecounter, getdimensions.x, resource arrays indexed by constants
and by nonuniformindex, and implicit bindings.

Functions come in groups: one compute entry point (hlsl.shader="compute") that calls a few
internal helpers. A group owns its resources; every resource has its own explicit register
range (no two overlap) or its own implicit-binding order id, and a helper re-creates the
handles of its group's resources from the same bindings, as inlined clang code does.

Usage: gen_module.py --functions N --accesses M [--seed S] [--target-mb X] -o FILE
With --target-mb, N is chosen so that the file is about X megabytes (10^6 bytes).
"""
import argparse
import random
import sys

DATALAYOUT = ("e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64"
              "-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64")
TRIPLE = "dxilv1.6-unknown-shadermodel6.6-library"
HELPERS_PER_ENTRY = 3
ARRAY_RANGE = 8  # a power of two, so that "and tid, ARRAY_RANGE-1" stays in range


class Ty:
    """A first-class value type: its IR spelling, intrinsic mangling, size and alignment."""

    def __init__(self, ll, mangle, size, align, scalar, lanes):
        self.ll, self.mangle, self.size, self.align = ll, mangle, size, align
        self.scalar, self.lanes = scalar, lanes

    def const(self):
        c = {"float": "1.000000e+00", "double": "2.000000e+00", "half": "0xH3C00",
             "i32": "7", "i64": "7"}[self.scalar]
        return c if self.lanes == 1 else f"splat ({self.scalar} {c})"

    def is_float(self):
        return self.scalar in ("float", "double", "half")


F32 = Ty("float", "f32", 4, 4, "float", 1)
F16 = Ty("half", "f16", 2, 2, "half", 1)
F64 = Ty("double", "f64", 8, 8, "double", 1)
I32 = Ty("i32", "i32", 4, 4, "i32", 1)
I64 = Ty("i64", "i64", 8, 8, "i64", 1)
V2F32 = Ty("<2 x float>", "v2f32", 8, 8, "float", 2)
V3F32 = Ty("<3 x float>", "v3f32", 12, 4, "float", 3)
V4F32 = Ty("<4 x float>", "v4f32", 16, 16, "float", 4)
V2I32 = Ty("<2 x i32>", "v2i32", 8, 8, "i32", 2)
V3I32 = Ty("<3 x i32>", "v3i32", 12, 4, "i32", 3)
V4I32 = Ty("<4 x i32>", "v4i32", 16, 16, "i32", 4)
V2F64 = Ty("<2 x double>", "v2f64", 16, 16, "double", 2)


class Elem:
    """A structured-buffer element: its IR spelling, mangling, stride and its accessible leaf
    members as (byte offset, Ty)."""

    def __init__(self, ll, mangle, stride, members, packed):
        self.ll, self.mangle, self.stride = ll, mangle, stride
        self.members, self.packed = members, packed


def scalar_elem(t):
    return Elem(t.ll, t.mangle, t.size, [(0, t)], False)


# Struct element types (clang packs HLSL structs: <{ ... }>).
STRUCTS = {
    "struct.Particle": ("<{ <4 x float>, <3 x i32>, float, half }>", 34,
                        [(0, V4F32), (16, V3I32), (28, F32), (32, F16)], True),
    "struct.Mixed": ("<{ float, double, [2 x i32] }>", 20,
                     [(0, F32), (4, F64), (12, I32), (16, I32)], True),
    "struct.Item": ("{ <3 x float>, [4 x i8], i32 }", 20, [(0, V3F32), (16, I32)], False),
}


def struct_elem(name):
    _, stride, members, packed = STRUCTS[name]
    return Elem(f"%{name}", f"s_{name}s", stride, members, packed)


# The cbuffer layout every group's cbuffer uses (its own named copy): members and offsets.
# <4 x float>@0, i32@16, float@20, <2 x float>@24, <4 x i32>@32, float@48, pad 12,
# float array [3] @64 (elements 16 bytes apart, last one unpadded) -> size 100, 7 rows.
CB_MEMBERS = [("Scale", V4F32, 16), ("Count", I32, 4), ("K", F32, 4), ("Off", V2F32, 8),
              ("Mask", V4I32, 16), ("Bias", F32, 4)]
CB_ARRAY_T = '<{ [2 x <{ float, target("dx.Padding", 12) }>], float }>'
CB_ARRAY_ELT = '<{ float, target("dx.Padding", 12) }>'
CB_LAYOUT = ('<{ <4 x float>, i32, float, <2 x float>, <4 x i32>, float, '
             'target("dx.Padding", 12), ' + CB_ARRAY_T + ' }>')
CB_SIZE = 100
CB_ROWS = (CB_SIZE + 15) // 16


class Res:
    """One resource of a group: kind typed/struct/bab/cb, its binding and its handle type."""

    def __init__(self, kind, elem, writable, name, signed=0, counter=False):
        self.kind, self.elem, self.writable, self.name = kind, elem, writable, name
        self.signed, self.counter = signed, counter
        self.space = self.lb = 0
        self.range = 1
        self.order_id = None  # set for implicit bindings
        self.str_global = None

    def ty(self):
        w = int(self.writable)
        if self.kind == "typed":
            return f'target("dx.TypedBuffer", {self.elem.ll}, {w}, 0, {self.signed})'
        if self.kind in ("struct", "bab"):
            return f'target("dx.RawBuffer", {self.elem.ll}, {w}, 0)'
        return f'target("dx.CBuffer", {self.elem.ll})'

    def mangle(self):
        w = int(self.writable)
        if self.kind == "typed":
            return f"tdx.TypedBuffer_{self.elem.mangle}_{w}_0_{self.signed}t"
        if self.kind in ("struct", "bab"):
            return f"tdx.RawBuffer_{self.elem.mangle}_{w}_0t"
        return f"tdx.CBuffer_{self.elem.mangle}t"

    def reg_class(self):
        if self.kind == "cb":
            return "b"
        return "u" if self.writable else "t"


class CBElem:
    def __init__(self, group):
        self.ll = f"%__cblayout_CB{group}"
        self.mangle = f"s___cblayout_CB{group}s"


class Module:
    """Accumulates the text of the module: globals, functions, declarations, metadata."""

    def __init__(self, seed, accesses):
        self.rng = random.Random(seed)
        self.accesses = accesses
        self.types = []       # named struct type definitions
        self.globals = []
        self.functions = []
        self.decls = {}       # name -> declaration line
        self.cbs = []         # !hlsl.cbs entries (text inside !{...})
        self.regs = {"t": 0, "u": 0, "b": 0}  # next free register per class, space 0
        self.next_order_id = 0
        self.nstr = 0
        self.size = 0
        self.nfunctions = 0
        for name, (body, _, _, _) in STRUCTS.items():
            self.types.append(f"%{name} = type {body}")
        # One unbounded SRV array for the whole module, alone in space 1.
        self.unbounded = Res("typed", V4F32, False, "Unbounded")
        self.unbounded.space, self.unbounded.lb, self.unbounded.range = 1, 0, -1
        self.unbounded.str_global = self.cstring("Unbounded")

    def emit_global(self, line):
        self.globals.append(line)
        self.size += len(line) + 1

    def cstring(self, text):
        name = f"@.str.{self.nstr}"
        self.nstr += 1
        self.emit_global(f"{name} = private unnamed_addr constant [{len(text) + 1} x i8] "
                         f'c"{text}\\00", align 1')
        return name

    def declare(self, name, ret, params, attrs):
        if name not in self.decls:
            self.decls[name] = f"declare {ret} @{name}({params}) #{attrs}"

    # Binding allocation: explicit ranges never overlap; implicit ones get fresh order ids.
    def bind(self, res, implicit=False, rng=1):
        res.range = rng
        if implicit:
            res.order_id = self.next_order_id
            self.next_order_id += 1
        else:
            cls = res.reg_class()
            res.lb = self.regs[cls]
            self.regs[cls] += rng
        res.str_global = self.cstring(res.name)
        return res

    def new_group(self, g):
        """The resources a group of functions uses."""
        r = {}
        typed = [("TF", F32, True, 0), ("TF4", V4F32, True, 0), ("TI", I32, True, 1),
                 ("TI2", V2I32, True, 1), ("TH", F16, True, 0), ("TD2", V2F64, True, 0),
                 ("TL", I64, True, 0), ("SF4", V4F32, False, 0), ("SI", I32, False, 0)]
        r["typed"] = [self.bind(Res("typed", t, w, f"{n}_{g}", signed=s)) for n, t, w, s in typed]
        structs = [("SBF", scalar_elem(F32), True, False),
                   ("SBF4", scalar_elem(V4F32), False, False),
                   ("SBF3", scalar_elem(V3F32), True, False),
                   ("SBI", scalar_elem(I32), True, True),
                   ("SBP", struct_elem("struct.Particle"), False, False),
                   ("SBM", struct_elem("struct.Mixed"), True, False),
                   ("SBIt", struct_elem("struct.Item"), True, True)]
        r["struct"] = [self.bind(Res("struct", e, w, f"{n}_{g}", counter=c))
                       for n, e, w, c in structs]
        bab = Elem("i8", "i8", 1, [], False)
        r["bab"] = [self.bind(Res("bab", bab, False, f"Raw_{g}")),
                    self.bind(Res("bab", bab, True, f"RWRaw_{g}"))]
        r["array_typed"] = self.bind(Res("typed", F32, True, f"Bufs_{g}"), rng=ARRAY_RANGE)
        r["array_struct"] = self.bind(Res("struct", scalar_elem(V4F32), False, f"SBufs_{g}"),
                                      rng=ARRAY_RANGE)
        r["implicit"] = [self.bind(Res("typed", F32, True, f"Imp_{g}"), implicit=True),
                         self.bind(Res("struct", scalar_elem(V2F32), False, f"ImpS_{g}"),
                                   implicit=True)]
        cb = Res("cb", CBElem(g), False, f"CB{g}")
        self.bind(cb)
        r["cb"] = cb
        self.types.append(f"%__cblayout_CB{g} = type {CB_LAYOUT}")
        self.emit_global(f'@CB{g}.cb = local_unnamed_addr global {cb.ty()} poison')
        members = []
        for mname, t, align in CB_MEMBERS:
            gname = f"@CB{g}_{mname}"
            self.emit_global(f"{gname} = external hidden local_unnamed_addr addrspace(2) "
                             f"global {t.ll}, align {align}")
            members.append((gname, t))
        wname = f"@CB{g}_W"
        self.emit_global(f"{wname} = external hidden local_unnamed_addr addrspace(2) "
                         f"global {CB_ARRAY_T}, align 4")
        r["cb_members"] = members
        r["cb_array"] = wname
        self.cbs.append(", ".join([f"ptr @CB{g}.cb"] + [f"ptr addrspace(2) {m}" for m, _ in
                                                        members] + [f"ptr addrspace(2) {wname}"]))
        r["writable_typed"] = [x for x in r["typed"] if x.writable]
        r["writable_struct"] = [x for x in r["struct"] if x.writable]
        r["counters"] = [x for x in r["struct"] if x.counter]
        return r

    def add_function(self, text):
        self.functions.append(text)
        self.size += len(text) + 1
        self.nfunctions += 1

    def write(self, out):
        out.write(f'; ModuleID = "bench"\nsource_filename = "bench.hlsl"\n'
                  f'target datalayout = "{DATALAYOUT}"\ntarget triple = "{TRIPLE}"\n\n')
        for t in self.types:
            out.write(t + "\n")
        out.write("\n")
        for gl in self.globals:
            out.write(gl + "\n")
        out.write("\n")
        for f in self.functions:
            out.write(f + "\n")
        for d in self.decls.values():
            out.write(d + "\n")
        out.write(ATTRIBUTES)
        out.write("\n!llvm.module.flags = !{!0, !1, !2}\n!dx.valver = !{!3}\n"
                  "!llvm.ident = !{!4}\n")
        first_cb = 13
        out.write("!hlsl.cbs = !{" + ", ".join(f"!{first_cb + i}" for i in
                                               range(len(self.cbs))) + "}\n\n")
        out.write(METADATA)
        for i, cb in enumerate(self.cbs):
            out.write(f"!{first_cb + i} = !{{{cb}}}\n")


ATTRIBUTES = """
attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn "frame-pointer"="all" "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn "frame-pointer"="all" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(read) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(write) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }
"""

# TBAA: !5 int, !7 char, !11 float (see tbaa_of).
METADATA = """!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"dx.nativelowprec", i32 1}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 1, i32 8}
!4 = !{!"rlv bench generator (clang 22 style)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!7, !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !7, i64 0}
"""


def tbaa_of(t):
    if t.lanes > 1:
        return "!9"
    return {"i32": "!5", "float": "!11"}.get(t.scalar, "!9")


class FnBuilder:
    """Builds one function body with clang-style sequential value numbers."""

    def __init__(self, mod, group, res, name, entry):
        self.mod, self.group, self.res, self.name, self.entry = mod, group, res, name, entry
        self.rng = mod.rng
        self.lines = []
        # Entry: "define void @main()" -> block %0, first value %1. Helper: arg %0, block %1.
        self.next = 1 if entry else 2
        self.tid = None if entry else "%0"
        self.handles = {}
        self.last = {}  # Ty.ll -> last loaded value of that type

    def val(self):
        v = f"%{self.next}"
        self.next += 1
        return v

    def emit(self, line):
        self.lines.append("  " + line)

    def call(self, ret, name, args, prefix="tail call ", attrs=""):
        v = self.val()
        self.emit(f"{v} = {prefix}{ret} @{name}({args}){attrs}")
        return v

    # --- handles ---
    def handle(self, r, index="i32 0"):
        """The handle of r (cached per function for non-array resources)."""
        cacheable = index == "i32 0"
        if cacheable and r in self.handles:
            return self.handles[r]
        if r.order_id is not None:
            fn = f"llvm.dx.resource.handlefromimplicitbinding.{r.mangle()}"
            args = f"i32 {r.order_id}, i32 {r.space}, i32 {r.range}, {index}, ptr nonnull {r.str_global}"
        else:
            fn = f"llvm.dx.resource.handlefrombinding.{r.mangle()}"
            args = f"i32 {r.space}, i32 {r.lb}, i32 {r.range}, {index}, ptr nonnull {r.str_global}"
        fn_q = quote(fn)
        self.mod.declare(fn_q, r.ty(), "i32, i32, i32, i32, ptr", 2)
        h = self.call(r.ty(), fn_q, args)
        if r.kind == "cb":
            # Every function that reads the cbuffer stores its handle first, so that loads
            # of @CB<g>.cb (what cbuffer-access makes of member loads) find a dominating store.
            self.emit(f"store {r.ty()} {h}, ptr @CB{self.group}.cb, align 4")
        if cacheable:
            self.handles[r] = h
        return h

    def getpointer(self, r, h, index, deref):
        fn = quote(f"llvm.dx.resource.getpointer.p0.{r.mangle()}")
        self.mod.declare(fn, "ptr", f"{r.ty()}, i32", 2)
        return self.call(f"noundef nonnull align {min(deref_align(r), 16)} dereferenceable({deref}) ptr"
                         if deref else "ptr", fn, f"{r.ty()} {h}, i32 {index}")

    def index(self):
        """A fresh element index tid + k."""
        v = self.val()
        self.emit(f"{v} = add i32 {self.tid}, {self.rng.randrange(1, 64)}")
        return v

    def value_of(self, t):
        """A value of type t to store: the last one loaded, lightly transformed, or a constant."""
        src = self.last.get(t.ll)
        if src is None:
            return t.const()
        v = self.val()
        if t.is_float():
            self.emit(f"{v} = fadd reassoc nnan ninf nsz arcp afn {t.ll} {src}, {t.const()}")
        else:
            self.emit(f"{v} = add {t.ll} {src}, {t.const()}")
        return v

    def loaded(self, t, v):
        self.last[t.ll] = v

    def load(self, t, ptr, align, tbaa=True):
        v = self.val()
        md = f", !tbaa {tbaa_of(t)}" if tbaa else ""
        self.emit(f"{v} = load {t.ll}, ptr {ptr}, align {align}{md}")
        self.loaded(t, v)

    def store(self, t, ptr, align):
        val = self.value_of(t)
        self.emit(f"store {t.ll} {val}, ptr {ptr}, align {align}, !tbaa {tbaa_of(t)}")

    def gep(self, ptr, off):
        if off == 0:
            return ptr
        v = self.val()
        self.emit(f"{v} = getelementptr inbounds nuw i8, ptr {ptr}, i32 {off}")
        return v

    # --- accesses: each emits one resource access ---
    def typed_ptr(self, store):
        r = self.rng.choice(self.res["writable_typed"] if store else self.res["typed"])
        h = self.handle(r)
        p = self.getpointer(r, h, self.index(), r.elem.size)
        if store:
            self.store(r.elem, p, r.elem.align)
        else:
            self.load(r.elem, p, r.elem.align)

    def typed_intr(self, store):
        r = self.rng.choice(self.res["writable_typed"] if store else self.res["typed"])
        h = self.handle(r)
        idx = self.index()
        t = r.elem
        if store:
            val = self.value_of(t)
            fn = f"llvm.dx.resource.store.typedbuffer.{r.mangle()}.{t.mangle}"
            self.mod.declare(fn, "void", f"{r.ty()}, i32, {t.ll}", 4)
            self.emit(f"call void @{fn}({r.ty()} {h}, i32 {idx}, {t.ll} {val})")
        else:
            fn = f"llvm.dx.resource.load.typedbuffer.{t.mangle}.{r.mangle()}"
            self.mod.declare(fn, f"{{ {t.ll}, i1 }}", f"{r.ty()}, i32", 3)
            s = self.call(f"{{ {t.ll}, i1 }}", fn, f"{r.ty()} {h}, i32 {idx}", prefix="call ")
            v = self.val()
            self.emit(f"{v} = extractvalue {{ {t.ll}, i1 }} {s}, 0")
            self.loaded(t, v)

    def struct_ptr(self, store):
        r = self.rng.choice(self.res["writable_struct"] if store else self.res["struct"])
        off, t = self.rng.choice(r.elem.members)
        h = self.handle(r)
        p = self.getpointer(r, h, self.index(), r.elem.stride)
        p = self.gep(p, off)
        align = 1 if r.elem.packed else min(t.align, 4 if off % 4 == 0 else 1)
        if store:
            self.store(t, p, align)
        else:
            self.load(t, p, align)

    def struct_intr(self, store):
        r = self.rng.choice(self.res["writable_struct"] if store else self.res["struct"])
        off, t = self.rng.choice(r.elem.members)
        self.raw_intr(r, t, self.index(), f"i32 {off}", store)

    def raw_intr(self, r, t, idx, offset, store):
        h = self.handle(r)
        if store:
            val = self.value_of(t)
            fn = f"llvm.dx.resource.store.rawbuffer.{r.mangle()}.{t.mangle}"
            self.mod.declare(fn, "void", f"{r.ty()}, i32, i32, {t.ll}", 4)
            self.emit(f"call void @{fn}({r.ty()} {h}, i32 {idx}, {offset}, {t.ll} {val})")
        else:
            fn = f"llvm.dx.resource.load.rawbuffer.{t.mangle}.{r.mangle()}"
            self.mod.declare(fn, f"{{ {t.ll}, i1 }}", f"{r.ty()}, i32, i32", 3)
            s = self.call(f"{{ {t.ll}, i1 }}", fn, f"{r.ty()} {h}, i32 {idx}, {offset}",
                          prefix="call ")
            v = self.val()
            self.emit(f"{v} = extractvalue {{ {t.ll}, i1 }} {s}, 0")
            self.loaded(t, v)

    BAB_TYPES = [I32, V2I32, V4I32, F32, V4F32]

    def bab_addr(self):
        a = self.val()
        self.emit(f"{a} = shl i32 {self.tid}, 4")
        b = self.val()
        self.emit(f"{b} = add i32 {a}, {16 * self.rng.randrange(0, 16)}")
        return b

    def bab_ptr(self, store):
        r = self.res["bab"][1] if store else self.rng.choice(self.res["bab"])
        t = self.rng.choice(self.BAB_TYPES)
        h = self.handle(r)
        p = self.getpointer(r, h, self.bab_addr(), 0)
        if store:
            self.store(t, p, 4)
        else:
            self.load(t, p, 4)

    def bab_intr(self, store):
        r = self.res["bab"][1] if store else self.rng.choice(self.res["bab"])
        t = self.rng.choice(self.BAB_TYPES)
        self.raw_intr(r, t, self.bab_addr(), "i32 poison", store)

    def cb_member(self, _store):
        if self.rng.randrange(4) == 0:
            elt = self.rng.randrange(2)  # the padded elements of the float array
            p = self.val()
            self.emit(f"{p} = getelementptr {CB_ARRAY_ELT}, ptr addrspace(2) "
                      f"{self.res['cb_array']}, i32 {elt}")
            v = self.val()
            self.emit(f"{v} = load float, ptr addrspace(2) {p}, align 4, !tbaa !11")
            self.loaded(F32, v)
            return
        gname, t = self.rng.choice(self.res["cb_members"])
        v = self.val()
        self.emit(f"{v} = load {t.ll}, ptr addrspace(2) {gname}, align {t.align}, "
                  f"!tbaa {tbaa_of(t)}")
        self.loaded(t, v)

    def cb_row(self, _store):
        r = self.res["cb"]
        h = self.handle(r)
        s = "float" if self.rng.randrange(2) else "i32"
        sm = "f32" if s == "float" else "i32"
        ret = f"{{ {s}, {s}, {s}, {s} }}"
        fn = f"llvm.dx.resource.load.cbufferrow.4.{sm}.{sm}.{sm}.{sm}.{r.mangle()}"
        self.mod.declare(fn, ret, f"{r.ty()}, i32", 3)
        row = self.call(ret, fn, f"{r.ty()} {h}, i32 {self.rng.randrange(CB_ROWS)}",
                        prefix="call ")
        v = self.val()
        self.emit(f"{v} = extractvalue {ret} {row}, {self.rng.randrange(4)}")
        self.loaded(F32 if s == "float" else I32, v)

    def counter(self, _store):
        r = self.rng.choice(self.res["counters"])
        h = self.handle(r)
        fn = f"llvm.dx.resource.updatecounter.{r.mangle()}"
        self.mod.declare(fn, "i32", f"{r.ty()}, i8", 5)
        c = self.call("i32", fn, f"{r.ty()} {h}, i8 1")
        off, t = self.rng.choice(r.elem.members)
        p = self.gep(self.getpointer(r, h, c, r.elem.stride), off)
        self.store(t, p, 1 if r.elem.packed else 4)

    def dims(self, _store):
        pool = self.res["typed"] + self.res["struct"] + self.res["bab"]
        r = self.rng.choice(pool)
        h = self.handle(r)
        fn = f"llvm.dx.resource.getdimensions.x.{r.mangle()}"
        self.mod.declare(fn, "i32", r.ty(), 3)
        d = self.call("i32", fn, f"{r.ty()} {h}")
        self.loaded(I32, d)

    def array(self, store):
        """A resource-array element: a constant in-range index or a nonuniformindex."""
        r = self.res["array_typed"] if store or self.rng.randrange(2) else self.res["array_struct"]
        if self.rng.randrange(2):
            index = f"i32 {self.rng.randrange(ARRAY_RANGE)}"
        else:
            m = self.val()
            self.emit(f"{m} = and i32 {self.tid}, {ARRAY_RANGE - 1}")
            self.mod.declare("llvm.dx.resource.nonuniformindex", "i32", "i32", 2)
            n = self.call("noundef i32", "llvm.dx.resource.nonuniformindex", f"i32 {m}")
            index = f"i32 {n}"
        h = self.handle_uncached(r, index)
        p = self.getpointer(r, h, self.tid, r.elem.size if r.kind == "typed" else r.elem.stride)
        t = r.elem if r.kind == "typed" else r.elem.members[0][1]
        if store:
            self.store(t, p, t.align)
        else:
            self.load(t, p, t.align)

    def unbounded(self, _store):
        r = self.mod.unbounded
        m = self.val()
        self.emit(f"{m} = add i32 {self.tid}, {self.rng.randrange(1, 64)}")
        self.mod.declare("llvm.dx.resource.nonuniformindex", "i32", "i32", 2)
        n = self.call("noundef i32", "llvm.dx.resource.nonuniformindex", f"i32 {m}")
        h = self.handle_uncached(r, f"i32 {n}")
        p = self.getpointer(r, h, "0", 16)
        self.load(V4F32, p, 16)

    def handle_uncached(self, r, index):
        saved = self.handles.pop(r, None)
        h = self.handle(r, index)
        if saved is not None:
            self.handles[r] = saved
        return h

    def implicit(self, store):
        r = self.res["implicit"][0] if store else self.rng.choice(self.res["implicit"])
        t = r.elem if r.kind == "typed" else r.elem.members[0][1]
        h = self.handle(r)
        p = self.getpointer(r, h, self.index(), t.size)
        if store:
            self.store(t, p, t.align)
        else:
            self.load(t, p, t.align)

    KINDS = [  # (method, is store, weight)
        ("typed_ptr", False, 3), ("typed_ptr", True, 3), ("typed_intr", False, 2),
        ("typed_intr", True, 2), ("struct_ptr", False, 3), ("struct_ptr", True, 3),
        ("struct_intr", False, 2), ("struct_intr", True, 2), ("bab_ptr", False, 1),
        ("bab_ptr", True, 1), ("bab_intr", False, 1), ("bab_intr", True, 1),
        ("cb_member", False, 3), ("cb_row", False, 2), ("counter", True, 1),
        ("dims", False, 1), ("array", False, 1), ("array", True, 1), ("unbounded", False, 1),
        ("implicit", False, 1), ("implicit", True, 1),
    ]

    def build(self, callees):
        if self.entry:
            self.mod.declare("llvm.dx.thread.id", "i32", "i32", 2)
            self.tid = self.call("i32", "llvm.dx.thread.id", "i32 0")
        self.handle(self.res["cb"])  # clang stores each cbuffer handle on entry
        kinds = [k for k in self.KINDS for _ in range(k[2])]
        for _ in range(self.mod.accesses):
            meth, store, _w = self.rng.choice(kinds)
            getattr(self, meth)(store)
        for c in callees:
            self.emit(f"call void @{c}(i32 noundef {self.tid})")
        self.emit("ret void")
        if self.entry:
            head = f"define void @{self.name}() local_unnamed_addr #0 {{"
        else:
            head = f"define internal void @{self.name}(i32 noundef %0) unnamed_addr #1 {{"
        return head + "\n" + "\n".join(self.lines) + "\n}\n"


def deref_align(r):
    if r.kind == "typed":
        return r.elem.align
    if r.kind == "bab":
        return 1
    return 1 if r.elem.packed else max(t.align for _, t in r.elem.members)


def quote(name):
    return f'"{name}"' if "$" in name else name


def generate(functions, accesses, seed, target_bytes):
    mod = Module(seed, accesses)
    g = 0
    while True:
        if target_bytes is None and mod.nfunctions >= functions:
            break
        if target_bytes is not None and mod.size >= target_bytes:
            break
        res = mod.new_group(g)
        nhelpers = HELPERS_PER_ENTRY
        if target_bytes is None:
            nhelpers = min(HELPERS_PER_ENTRY, functions - mod.nfunctions - 1)
        helpers = [f"helper_{g}_{j}" for j in range(nhelpers)]
        for hname in helpers:
            mod.add_function(FnBuilder(mod, g, res, hname, False).build([]))
        mod.add_function(FnBuilder(mod, g, res, f"main_{g}", True).build(helpers))
        g += 1
    return mod


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--functions", type=int, default=16, help="number of functions (N)")
    ap.add_argument("--accesses", type=int, default=64, help="resource accesses per function (M)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--target-mb", type=float, default=None,
                    help="choose N so that the module is about this many megabytes (10^6 bytes)")
    ap.add_argument("-o", dest="out", required=True, help="output .ll file ('-' for stdout)")
    a = ap.parse_args(argv)
    if a.functions < 1 or a.accesses < 0:
        ap.error("--functions must be >= 1 and --accesses >= 0")
    target = None if a.target_mb is None else int(a.target_mb * 1e6)
    mod = generate(a.functions, a.accesses, a.seed, target)
    if a.out == "-":
        mod.write(sys.stdout)
    else:
        with open(a.out, "w", encoding="ascii") as f:
            mod.write(f)
    print(f"gen_module: {mod.nfunctions} functions x {accesses_str(a.accesses)}, "
          f"~{mod.size / 1e6:.2f} MB -> {a.out}", file=sys.stderr)
    return 0


def accesses_str(m):
    return f"{m} accesses"


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
