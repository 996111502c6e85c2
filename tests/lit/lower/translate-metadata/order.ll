; Sort order and record ids as LLVM 22's DXILResourceMap: by class, space, lower bound,
; size, then type (kind first); identical calls (same binding, type and name, e.g. two
; elements of one array, or calls in two functions) are one resource; record ids are
; dense per class. (Different resources on one binding are overlaps, which the verifier
; refuses before lowering.)
; RUN: %rlv lower --stage=translate-metadata %s | %FileCheck %s
; RUN: %rlv lower --stage=translate-metadata %s | %opt -passes=verify -disable-output

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.2-library"

@Z.str = private unnamed_addr constant [2 x i8] c"Z\00"
@Y.str = private unnamed_addr constant [2 x i8] c"Y\00"
@X.str = private unnamed_addr constant [2 x i8] c"X\00"
@W.str = private unnamed_addr constant [2 x i8] c"W\00"
@Arr.str = private unnamed_addr constant [4 x i8] c"Arr\00"

define void @f(i32 %i) "hlsl.export" {
  %z = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 3, i32 0, i32 1, i32 0, ptr @Z.str)
  %y = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 7, i32 1, i32 0, ptr @Y.str)
  %a0 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 2, i32 4, i32 0, ptr @Arr.str)
  %a1 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 2, i32 4, i32 %i, ptr @Arr.str)
  %x = call target("dx.RawBuffer", float, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @X.str)
  %w = call target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 1, i32 1, i32 0, ptr @W.str)
  ret void
}

define void @g() "hlsl.export" {
  %y = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 7, i32 1, i32 0, ptr @Y.str)
  ret void
}

; CHECK: %"StructuredBuffer<float>" = type { float }
; CHECK: %"Buffer<float>" = type { float }
; CHECK: %"RWBuffer<float>" = type { float }
; CHECK-NOT: @Arr.{{[0-9]}}
; CHECK: @X = external constant %"StructuredBuffer<float>"
; CHECK-NEXT: @W = external constant %"Buffer<float>"
; CHECK-NEXT: @Arr = external constant [4 x %"RWBuffer<float>"]
; CHECK-NEXT: @Y = external constant %"RWBuffer<float>"
; CHECK-NEXT: @Z = external constant %"RWBuffer<float>"
; CHECK: !dx.resources = !{[[M0:![0-9]+]]}
; CHECK: [[M0]] = !{[[M1:![0-9]+]], [[M6:![0-9]+]], null, null}
; CHECK: [[M1]] = !{[[M2:![0-9]+]], [[M4:![0-9]+]]}
; CHECK: [[M2]] = !{i32 0, ptr @X, !"X", i32 0, i32 0, i32 1, i32 12, i32 0, [[M3:![0-9]+]]}
; CHECK: [[M3]] = !{i32 1, i32 4}
; CHECK: [[M4]] = !{i32 1, ptr @W, !"W", i32 0, i32 1, i32 1, i32 10, i32 0, [[M5:![0-9]+]]}
; CHECK: [[M5]] = !{i32 0, i32 9}
; CHECK: [[M6]] = !{[[M7:![0-9]+]], [[M8:![0-9]+]], [[M9:![0-9]+]]}
; CHECK: [[M7]] = !{i32 0, ptr @Arr, !"Arr", i32 0, i32 2, i32 4, i32 10, i1 false, i1 false, i1 false, [[M5]]}
; CHECK: [[M8]] = !{i32 1, ptr @Y, !"Y", i32 0, i32 7, i32 1, i32 10, i1 false, i1 false, i1 false, [[M5]]}
; CHECK: [[M9]] = !{i32 2, ptr @Z, !"Z", i32 3, i32 0, i32 1, i32 10, i1 false, i1 false, i1 false, [[M5]]}
; One symbol per resource: no second @Arr or @Y.
; CHECK-NOT: external constant
