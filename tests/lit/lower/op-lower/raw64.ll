; 64-bit raw accesses keep their f64/i64 overloads from SM 6.3 (rawBufferLoad/Store gain
; them in DXIL 1.3; alignment 8). Run alone at SM 6.2 without intrinsic-expansion, they
; have no DXIL overload: lower-invalid-overload, one finding per access, no output.
; RUN: %rlv lower --stage=op-lower --sm=6.3 %s | %FileCheck %s
; RUN: %rlv lower --stage=op-lower %s | %FileCheck %s
; RUN: %expect-exit 1 %rlv lower --stage=op-lower --sm=6.2 %s 2>&1 | %FileCheck %s --check-prefix=ERR62
; RUN: %expect-exit 1 %rlv lower --stage=op-lower --sm=6.0 %s 2>&1 | %FileCheck %s --check-prefix=ERR60

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

declare void @f64(double)

; CHECK-LABEL: define void @main(
; CHECK: call %dx.types.ResRet.f64 @dx.op.rawBufferLoad.f64(i32 139, %dx.types.Handle %{{.*}}, i32 %i, i32 0, i8 1, i32 8)
; CHECK: call void @dx.op.rawBufferStore.i64(i32 140, %dx.types.Handle %{{.*}}, i32 %i, i32 8, i64 %[[A:.*]], i64 %[[B:.*]], i64 %[[C:.*]], i64 undef, i8 7, i32 8)
; ERR62: error: cannot create rawBufferLoad operation: invalid overload type double at DXIL 1.2 (SM 6.2); it needs SM 6.3 or later [lower-invalid-overload]
; ERR62: error: cannot create rawBufferStore operation: invalid overload type i64 at DXIL 1.2 (SM 6.2); it needs SM 6.3 or later [lower-invalid-overload]
; ERR62-NOT: define
; ERR60: error: cannot create bufferLoad operation: invalid overload type double at DXIL 1.0 (SM 6.0) [lower-invalid-overload]
; ERR60: error: cannot create bufferStore operation: invalid overload type i64 at DXIL 1.0 (SM 6.0) [lower-invalid-overload]
define void @main(i32 %i, <3 x i64> %v) "hlsl.shader"="compute" "hlsl.numthreads"="1,1,1" {
  %h = call target("dx.RawBuffer", <{ double, <3 x i64> }>, 1, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr null)
  %ld = call { double, i1 } @llvm.dx.resource.load.rawbuffer(target("dx.RawBuffer", <{ double, <3 x i64> }>, 1, 0) %h, i32 %i, i32 0)
  %d = extractvalue { double, i1 } %ld, 0
  call void @f64(double %d)
  call void @llvm.dx.resource.store.rawbuffer(target("dx.RawBuffer", <{ double, <3 x i64> }>, 1, 0) %h, i32 %i, i32 8, <3 x i64> %v)
  ret void
}
