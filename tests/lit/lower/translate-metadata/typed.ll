; Typed buffers: symbol type names per element type (LLVM 22 spells unsigned 64-bit as
; "uint32_t"), the element-type tag as the DXIL storage type (U32 = 5 for 64-bit
; elements), ROV, ranges and unbounded arrays. Checked against LLVM 22's own
; ResourceInfo::createSymbol/getAsMetadata.
; RUN: %rlv lower --stage=translate-metadata %s | %FileCheck %s
; RUN: %rlv lower --stage=translate-metadata %s | %opt -passes=verify -disable-output

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

@F.str = private unnamed_addr constant [2 x i8] c"F\00"
@H.str = private unnamed_addr constant [2 x i8] c"H\00"
@D.str = private unnamed_addr constant [2 x i8] c"D\00"
@S16.str = private unnamed_addr constant [4 x i8] c"S16\00"
@U16.str = private unnamed_addr constant [4 x i8] c"U16\00"
@I32.str = private unnamed_addr constant [4 x i8] c"I32\00"
@U32.str = private unnamed_addr constant [4 x i8] c"U32\00"
@I64.str = private unnamed_addr constant [4 x i8] c"I64\00"
@U64.str = private unnamed_addr constant [4 x i8] c"U64\00"
@R.str = private unnamed_addr constant [2 x i8] c"R\00"
@Arr.str = private unnamed_addr constant [4 x i8] c"Arr\00"
@Unb.str = private unnamed_addr constant [4 x i8] c"Unb\00"

; CHECK: %"Buffer<uint32_t4>" = type { <4 x i32> }
; CHECK-NEXT: %"Buffer<float4>" = type { <4 x float> }
; CHECK-NEXT: %"RWBuffer<float4>" = type { <4 x float> }
; CHECK-NEXT: %"RWBuffer<half>" = type { half }
; CHECK-NEXT: %"RWBuffer<double2>" = type { <2 x double> }
; CHECK-NEXT: %"RWBuffer<int16_t3>" = type { <3 x i16> }
; CHECK-NEXT: %"RWBuffer<uint16_t>" = type { i16 }
; CHECK-NEXT: %"RWBuffer<int32_t2>" = type { <2 x i32> }
; CHECK-NEXT: %"RWBuffer<int64_t>" = type { i64 }
; CHECK-NEXT: %"RWBuffer<uint32_t2>" = type { <2 x i64> }
; CHECK-NEXT: %"RasterizerOrderedBuffer<float>" = type { float }

; CHECK: @U32 = external constant %"Buffer<uint32_t4>"
; CHECK-NEXT: @Arr = external constant [4 x %"Buffer<float4>"]
; CHECK-NEXT: @Unb = external constant [0 x %"Buffer<float4>"]
; CHECK-NEXT: @F = external constant %"RWBuffer<float4>"
; CHECK-NEXT: @H = external constant %"RWBuffer<half>"
; CHECK-NEXT: @D = external constant %"RWBuffer<double2>"
; CHECK-NEXT: @S16 = external constant %"RWBuffer<int16_t3>"
; CHECK-NEXT: @U16 = external constant %"RWBuffer<uint16_t>"
; CHECK-NEXT: @I32 = external constant %"RWBuffer<int32_t2>"
; CHECK-NEXT: @I64 = external constant %"RWBuffer<int64_t>"
; CHECK-NEXT: @U64 = external constant %"RWBuffer<uint32_t2>"
; CHECK-NEXT: @R = external constant %"RasterizerOrderedBuffer<float>"

define void @main() "hlsl.shader"="compute" {
  %f = call target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @F.str)
  %h = call target("dx.TypedBuffer", half, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 1, i32 1, i32 0, ptr @H.str)
  %d = call target("dx.TypedBuffer", <2 x double>, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 2, i32 1, i32 0, ptr @D.str)
  %s16 = call target("dx.TypedBuffer", <3 x i16>, 1, 0, 1) @llvm.dx.resource.handlefrombinding(i32 0, i32 3, i32 1, i32 0, ptr @S16.str)
  %u16 = call target("dx.TypedBuffer", i16, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 4, i32 1, i32 0, ptr @U16.str)
  %i32 = call target("dx.TypedBuffer", <2 x i32>, 1, 0, 1) @llvm.dx.resource.handlefrombinding(i32 0, i32 5, i32 1, i32 0, ptr @I32.str)
  %u32 = call target("dx.TypedBuffer", <4 x i32>, 0, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @U32.str)
  %i64 = call target("dx.TypedBuffer", i64, 1, 0, 1) @llvm.dx.resource.handlefrombinding(i32 0, i32 6, i32 1, i32 0, ptr @I64.str)
  %u64 = call target("dx.TypedBuffer", <2 x i64>, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 7, i32 1, i32 0, ptr @U64.str)
  %r = call target("dx.TypedBuffer", float, 1, 1, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 8, i32 1, i32 0, ptr @R.str)
  %arr = call target("dx.TypedBuffer", <4 x float>, 0, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 1, i32 4, i32 2, ptr @Arr.str)
  %unb = call target("dx.TypedBuffer", <4 x float>, 0, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 5, i32 -1, i32 0, ptr @Unb.str)
  ret void
}

; CHECK: !dx.resources = !{[[RES:![0-9]+]]}
; CHECK: [[RES]] = !{[[SRVS:![0-9]+]], [[UAVS:![0-9]+]], null, null}
; CHECK: [[SRVS]] = !{[[S0:![0-9]+]], [[S1:![0-9]+]], [[S2:![0-9]+]]}
; CHECK: [[S0]] = !{i32 0, ptr @U32, !"U32", i32 0, i32 0, i32 1, i32 10, i32 0, [[TU32:![0-9]+]]}
; CHECK: [[TU32]] = !{i32 0, i32 5}
; CHECK: [[S1]] = !{i32 1, ptr @Arr, !"Arr", i32 0, i32 1, i32 4, i32 10, i32 0, [[TF32:![0-9]+]]}
; CHECK: [[TF32]] = !{i32 0, i32 9}
; CHECK: [[S2]] = !{i32 2, ptr @Unb, !"Unb", i32 0, i32 5, i32 -1, i32 10, i32 0, [[TF32]]}
; CHECK: [[UAVS]] = !{[[U0:![0-9]+]], [[U1:![0-9]+]], [[U2:![0-9]+]], [[U3:![0-9]+]], [[U4:![0-9]+]], [[U5:![0-9]+]], [[U6:![0-9]+]], [[U7:![0-9]+]], [[U8:![0-9]+]]}
; CHECK: [[U0]] = !{i32 0, ptr @F, !"F", i32 0, i32 0, i32 1, i32 10, i1 false, i1 false, i1 false, [[TF32]]}
; CHECK: [[U1]] = !{i32 1, ptr @H, !"H", i32 0, i32 1, i32 1, i32 10, i1 false, i1 false, i1 false, [[TF16:![0-9]+]]}
; CHECK: [[TF16]] = !{i32 0, i32 8}
; CHECK: [[U2]] = !{i32 2, ptr @D, !"D", i32 0, i32 2, i32 1, i32 10, i1 false, i1 false, i1 false, [[TU32]]}
; CHECK: [[U3]] = !{i32 3, ptr @S16, !"S16", i32 0, i32 3, i32 1, i32 10, i1 false, i1 false, i1 false, [[TI16:![0-9]+]]}
; CHECK: [[TI16]] = !{i32 0, i32 2}
; CHECK: [[U4]] = !{i32 4, ptr @U16, !"U16", i32 0, i32 4, i32 1, i32 10, i1 false, i1 false, i1 false, [[TU16:![0-9]+]]}
; CHECK: [[TU16]] = !{i32 0, i32 3}
; CHECK: [[U5]] = !{i32 5, ptr @I32, !"I32", i32 0, i32 5, i32 1, i32 10, i1 false, i1 false, i1 false, [[TI32:![0-9]+]]}
; CHECK: [[TI32]] = !{i32 0, i32 4}
; CHECK: [[U6]] = !{i32 6, ptr @I64, !"I64", i32 0, i32 6, i32 1, i32 10, i1 false, i1 false, i1 false, [[TU32]]}
; CHECK: [[U7]] = !{i32 7, ptr @U64, !"U64", i32 0, i32 7, i32 1, i32 10, i1 false, i1 false, i1 false, [[TU32]]}
; CHECK: [[U8]] = !{i32 8, ptr @R, !"R", i32 0, i32 8, i32 1, i32 10, i1 false, i1 false, i1 true, [[TF32]]}
