; Structured, byte-address and ROV buffers: symbol names (struct names, arrays of vectors,
; unnamed structs), stride tags, and the counter flag from updatecounter (+1, -1; Zero
; has none), as LLVM 22's DXILResourceMap computes it. Unlike LLVM 22, whose findByUse
; does not look through selects, a counter on a select of handles counts for both (Sel).
; RUN: %rlv lower --stage=translate-metadata %s | %FileCheck %s
; RUN: %rlv lower --stage=translate-metadata %s | %opt -passes=verify -disable-output

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

%struct.S = type <{ float, double, [2 x i32] }>
%struct.P = type { i32, double }

@S.str = private unnamed_addr constant [2 x i8] c"S\00"
@P.str = private unnamed_addr constant [2 x i8] c"P\00"
@V.str = private unnamed_addr constant [2 x i8] c"V\00"
@A.str = private unnamed_addr constant [2 x i8] c"A\00"
@B.str = private unnamed_addr constant [2 x i8] c"B\00"
@RB.str = private unnamed_addr constant [3 x i8] c"RB\00"
@U.str = private unnamed_addr constant [2 x i8] c"U\00"
@Inc.str = private unnamed_addr constant [4 x i8] c"Inc\00"
@Dec.str = private unnamed_addr constant [4 x i8] c"Dec\00"
@Zero.str = private unnamed_addr constant [5 x i8] c"Zero\00"
@Sel.str = private unnamed_addr constant [4 x i8] c"Sel\00"

define void @main(i1 %c) "hlsl.shader"="compute" {
  %s = call target("dx.RawBuffer", %struct.S, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @S.str)
  %p = call target("dx.RawBuffer", %struct.P, 1, 1) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @P.str)
  %v = call target("dx.RawBuffer", [2 x [3 x <2 x i32>]], 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 1, i32 1, i32 0, ptr @V.str)
  %a = call target("dx.RawBuffer", i8, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 2, i32 1, i32 0, ptr @A.str)
  %b = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 1, i32 1, i32 0, ptr @B.str)
  %rb = call target("dx.RawBuffer", i8, 1, 1) @llvm.dx.resource.handlefrombinding(i32 0, i32 2, i32 1, i32 0, ptr @RB.str)
  %u = call target("dx.RawBuffer", {i32, float}, 1, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 3, i32 1, i32 0, ptr @U.str)
  %inc = call target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 4, i32 1, i32 0, ptr @Inc.str)
  %dec = call target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 5, i32 1, i32 0, ptr @Dec.str)
  %zero = call target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 6, i32 1, i32 0, ptr @Zero.str)
  %sel = call target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 7, i32 1, i32 0, ptr @Sel.str)
  %r0 = call i32 @llvm.dx.resource.updatecounter(target("dx.RawBuffer", float, 1, 0) %inc, i8 1)
  %r1 = call i32 @llvm.dx.resource.updatecounter(target("dx.RawBuffer", float, 1, 0) %dec, i8 -1)
  %h = select i1 %c, target("dx.RawBuffer", float, 1, 0) %sel, target("dx.RawBuffer", float, 1, 0) %inc
  %r3 = call i32 @llvm.dx.resource.updatecounter(target("dx.RawBuffer", float, 1, 0) %h, i8 1)
  ret void
}

; CHECK: %"StructuredBuffer<struct.S>" = type { %struct.S }
; CHECK: %"StructuredBuffer<int32_t2[2][3]>" = type { [2 x [3 x <2 x i32>]] }
; CHECK: %ByteAddressBuffer = type { i32 }
; CHECK: %"RasterizerOrderedStructuredBuffer<struct.P>" = type { %struct.P }
; CHECK: %RWByteAddressBuffer = type { i32 }
; CHECK: %RasterizerOrderedByteAddressBuffer = type { i32 }
; CHECK: %RWStructuredBuffer = type { { i32, float } }
; CHECK: %"RWStructuredBuffer<float>" = type { float }
; CHECK: @S = external constant %"StructuredBuffer<struct.S>"
; CHECK: @V = external constant %"StructuredBuffer<int32_t2[2][3]>"
; CHECK: @A = external constant %ByteAddressBuffer
; CHECK: @P = external constant %"RasterizerOrderedStructuredBuffer<struct.P>"
; CHECK: @B = external constant %RWByteAddressBuffer
; CHECK: @RB = external constant %RasterizerOrderedByteAddressBuffer
; CHECK: @U = external constant %RWStructuredBuffer
; CHECK: @Inc = external constant %"RWStructuredBuffer<float>"
; CHECK: @Dec = external constant %"RWStructuredBuffer<float>"
; CHECK: @Zero = external constant %"RWStructuredBuffer<float>"
; CHECK: @Sel = external constant %"RWStructuredBuffer<float>"
; CHECK: !dx.resources = !{[[M0:![0-9]+]]}
; CHECK: [[M0]] = !{[[M1:![0-9]+]], [[M7:![0-9]+]], null, null}
; CHECK: [[M1]] = !{[[M2:![0-9]+]], [[M4:![0-9]+]], [[M6:![0-9]+]]}
; CHECK: [[M2]] = !{i32 0, ptr @S, !"S", i32 0, i32 0, i32 1, i32 12, i32 0, [[M3:![0-9]+]]}
; CHECK: [[M3]] = !{i32 1, i32 20}
; CHECK: [[M4]] = !{i32 1, ptr @V, !"V", i32 0, i32 1, i32 1, i32 12, i32 0, [[M5:![0-9]+]]}
; CHECK: [[M5]] = !{i32 1, i32 48}
; CHECK: [[M6]] = !{i32 2, ptr @A, !"A", i32 0, i32 2, i32 1, i32 11, i32 0, null}
; CHECK: [[M7]] = !{[[M8:![0-9]+]], [[M10:![0-9]+]], [[M11:![0-9]+]], [[M12:![0-9]+]], [[M14:![0-9]+]], [[M16:![0-9]+]], [[M17:![0-9]+]], [[M18:![0-9]+]]}
; CHECK: [[M8]] = !{i32 0, ptr @P, !"P", i32 0, i32 0, i32 1, i32 12, i1 false, i1 false, i1 true, [[M9:![0-9]+]]}
; CHECK: [[M9]] = !{i32 1, i32 16}
; CHECK: [[M10]] = !{i32 1, ptr @B, !"B", i32 0, i32 1, i32 1, i32 11, i1 false, i1 false, i1 false, null}
; CHECK: [[M11]] = !{i32 2, ptr @RB, !"RB", i32 0, i32 2, i32 1, i32 11, i1 false, i1 false, i1 true, null}
; CHECK: [[M12]] = !{i32 3, ptr @U, !"U", i32 0, i32 3, i32 1, i32 12, i1 false, i1 false, i1 false, [[M13:![0-9]+]]}
; CHECK: [[M13]] = !{i32 1, i32 8}
; CHECK: [[M14]] = !{i32 4, ptr @Inc, !"Inc", i32 0, i32 4, i32 1, i32 12, i1 false, i1 true, i1 false, [[M15:![0-9]+]]}
; CHECK: [[M15]] = !{i32 1, i32 4}
; CHECK: [[M16]] = !{i32 5, ptr @Dec, !"Dec", i32 0, i32 5, i32 1, i32 12, i1 false, i1 true, i1 false, [[M15]]}
; CHECK: [[M17]] = !{i32 6, ptr @Zero, !"Zero", i32 0, i32 6, i32 1, i32 12, i1 false, i1 false, i1 false, [[M15]]}
; CHECK: [[M18]] = !{i32 7, ptr @Sel, !"Sel", i32 0, i32 7, i32 1, i32 12, i1 false, i1 true, i1 false, [[M15]]}
