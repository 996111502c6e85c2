; What op-lower cannot lower is reported, every finding, and no module is written. The
; odd calls sit in a helper no entry point reaches (the verifier checks live code only and
; --stage=op-lower runs without finalize), as a stage would see them from earlier stages.
; RUN: %expect-exit 1 %rlv lower --stage=op-lower %s 2>&1 | %FileCheck %s
; RUN: %expect-exit 1 %rlv lower --stage=op-lower %s -o /dev/null

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

%__cblayout_CB = type <{ float, double, i32, half }>

define void @main() "hlsl.shader"="compute" "hlsl.numthreads"="1,1,1" {
  ret void
}

declare void @take({ float, i1 })
declare void @take_row({ float, double, i32, half })

; CHECK-NOT: ModuleID
define void @helper(i32 %i, <5 x float> %v, ptr %p) {
; CHECK-DAG: error: unsupported intrinsic llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t for DXIL lowering (implicit bindings are assigned by the implicit-binding stage) [lower-unsupported-intrinsic]
  %imp = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr null)
; CHECK-DAG: error: unsupported intrinsic llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_1_0t for DXIL lowering [lower-unsupported-intrinsic]
  %h = call target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr null)
  %ptr = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_1_0t(target("dx.RawBuffer", float, 1, 0) %h, i32 %i)
  store float 0.0, ptr %ptr
; CHECK-DAG: error: buffer store data must have at most 4 elements; this store has 5 (<5 x float>) [lower-store-too-wide]
  call void @llvm.dx.resource.store.rawbuffer(target("dx.RawBuffer", float, 1, 0) %h, i32 %i, i32 0, <5 x float> %v)
; A typed double load that intrinsic-expansion did not split.
; CHECK-DAG: error: cannot create bufferLoad operation: invalid overload type double at DXIL 1.6 (SM 6.6) [lower-invalid-overload]
  %td = call target("dx.TypedBuffer", double, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 1, i32 1, i32 0, ptr null)
  %ld = call { double, i1 } @llvm.dx.resource.load.typedbuffer(target("dx.TypedBuffer", double, 1, 0, 0) %td, i32 %i)
; CHECK-DAG: error: the result of a buffer load may only be used through extractvalue [lower-unsupported-access]
  %lf = call { float, i1 } @llvm.dx.resource.load.rawbuffer(target("dx.RawBuffer", float, 1, 0) %h, i32 %i, i32 0)
  call void @take({ float, i1 } %lf)
; CHECK-DAG: error: type mismatch between intrinsic and DXIL op: cbufferLoadLegacy has no overload returning { float, double, i32, half } [lower-invalid-overload]
  %cb = call target("dx.CBuffer", %__cblayout_CB) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr null)
  %row = call { float, double, i32, half } @llvm.dx.resource.load.cbufferrow.4(target("dx.CBuffer", %__cblayout_CB) %cb, i32 0)
; CHECK-DAG: error: DXIL ops that return structs may only be used by insert- and extractvalue [lower-unsupported-access]
  %row2 = call { float, float, float, float } @llvm.dx.resource.load.cbufferrow.4(target("dx.CBuffer", %__cblayout_CB) %cb, i32 1)
  call void @take_row2({ float, float, float, float } %row2)
  ret void
}
declare void @take_row2({ float, float, float, float })
