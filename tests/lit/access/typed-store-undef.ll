; store.typedbuffer data with lanes that are certainly undef or poison (DXC
; Instr.UndefinedValueForUAVStore): a whole poison value, constant elements, an insertelement
; chain that never fills a lane, a shufflevector with a poison mask element.
; RUN: %not %rlv verify %s 2>&1 | %FileCheck %s
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

@.str = private unnamed_addr constant [4 x i8] c"Out\00"

; CHECK: in function @main: error: store.typedbuffer data <4 x float> poison is undef or poison in lanes 0, 1, 2 and 3; a typed store writes every component, so each lane needs a defined value [access-typed-store-undef]
; CHECK: error: store.typedbuffer data <4 x float> <float 1.000000e+00, float undef, float 2.000000e+00, float 3.000000e+00> is undef or poison in lane 1; {{.*}}[access-typed-store-undef]
; CHECK: error: store.typedbuffer data %v1 is undef or poison in lanes 2 and 3; {{.*}}[access-typed-store-undef]
; CHECK: error: store.typedbuffer data %s is undef or poison in lane 3; {{.*}}[access-typed-store-undef]
; CHECK: error: store.typedbuffer data %w is undef or poison in lane 0; {{.*}}[access-typed-store-undef]
; CHECK-NOT: [access-
define void @main() #0 {
  %id = call i32 @llvm.dx.thread.id(i32 0)
  %h = call target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @.str)
  %f = uitofp i32 %id to float
  call void @llvm.dx.resource.store.typedbuffer(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %h, i32 %id, <4 x float> poison)
  call void @llvm.dx.resource.store.typedbuffer(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %h, i32 %id, <4 x float> <float 1.0, float undef, float 2.0, float 3.0>)
  %v0 = insertelement <4 x float> poison, float %f, i32 0
  %v1 = insertelement <4 x float> %v0, float %f, i32 1
  call void @llvm.dx.resource.store.typedbuffer(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %h, i32 %id, <4 x float> %v1)
  %s = shufflevector <4 x float> %v1, <4 x float> poison, <4 x i32> <i32 0, i32 1, i32 0, i32 poison>
  call void @llvm.dx.resource.store.typedbuffer(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %h, i32 %id, <4 x float> %s)
  %w = insertelement <4 x float> <float 0.0, float 1.0, float 2.0, float 3.0>, float undef, i32 0
  call void @llvm.dx.resource.store.typedbuffer(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %h, i32 %id, <4 x float> %w)
  ret void
}

declare i32 @llvm.dx.thread.id(i32)
attributes #0 = { "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" }
