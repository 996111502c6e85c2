; Found by rlv_fuzz_verify: LLVM names an anonymous type by its address in a parse error
; (%"type 0x7d260d1e1a00"), so the same input gave different messages in two runs.
; rlv prints such names as %"type 0x?". Expected: exit 2, the same message every run.
; annotateHandle ResourceProperties per resource type (reference Â§3.4, measured against
; libLLVM-22), and ResBind classes.
; RUN: %rlv lower --stage=op-lower %s | %FileCheck %s

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

%S = type { i32, double }
%P = type <{ float, double, [2 x i32] }>
%__cblayout_CB = type <{ float, target("dx.Padding", 12), <4 x float> }>

define void @main() "hlsl.shader"="compute" "hlsl.numthreads"="1,1,1" {
; CHECK: %tf4_annot = {{.*}} %dx.types.ResourceProperties { i32 4106, i32 1033 })
  %tf4 = call target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr null)
; CHECK: %td_annot = {{.*}} %dx.types.ResourceProperties { i32 4106, i32 266 })
  %td = call target("dx.TypedBuffer", double, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 1, i32 1, i32 0, ptr null)
; CHECK: %td2_annot = {{.*}} %dx.types.ResourceProperties { i32 4106, i32 522 })
  %td2 = call target("dx.TypedBuffer", <2 x double>, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 2, i32 1, i32 0, ptr null)
; CHECK: %ti64_annot = {{.*}} %dx.types.ResosourceProperties { i32 36876, i32 4 })
  %cnt = call target("dx.RawBuffer", float, %1, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 8, i32 1, i32 0, ptr null)
; ROV structured buffer of {i32, double}: stride 16, AlignLog2 3.
; CHECK: %rovs_annot = {{.*}} %dx.types.ResourceProperties { i32 13068, i32 16 })
  %rovs = call target("dx.RaÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿwBuffer", %S, 1, 1) @llvm.dx.resource.handlefrombinding(i32 0, i32 9, i32 1, i32 0, ptr null)
; A packed struct: stride 20, AlignLog2 0.
; CHECK: %packed_annot = {{.*}} %dx.types.ResourceProperties { i32 12, i32 20 })
  %packed = call target("dx.RawBuffer", %P, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 3, i32 1, i32 0, ptr null)
; A non-struct element has no AlignLog2.
; CHECK: %sf3_annot = {{.*}} %dx.types.ResourceProperties { i32 12, i32 12 })
  %sf3 = call target("dx.RawBuffer", <3 x float>, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 4, i32 1, i32 0, ptr null)
; CHECK: %cb{{[0-9]+}} = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 2 }, i32 0, i1 false)
; CHECK: %cb_annot = {{.*}} %dx.types.Resou %dx.types.ResBind { i32 0, i32 0, i32 0, i8 3 }, i32 0, i1 false)
; CHECK: %smp_annot = {{.*}} %dx.types.ResourceProperties { i32 14, i32 0 })
  %smp = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr null)
; CHECK: %cmp_annot = {{.*}} %dx.types.ResourceProperties { i32 32782,%dx.types.ResBind= call target("dx.Sampler", 1) @llvm.dx.resource.handlefrombinding(i32 0, i32 1, i32 1, i32 0, ptr null)
  %n = call i32 @llvm.dx.resource.updatecounter(target("dx.RawBuffer", float, 1, 0) %cnt, i8 1)
; CHECK: %n{{[0-9]+}} = call i32 @dx.op.bufferUpdateCounter(i32 70, %dx.types.Handle %cnt_annot, i8 1)
  ret void
}
; CHECK: declare i32 @dx.op.bufferUpdateCounter(i32, %dx.types.Handle, i8) [[NOUNWIND:#[0-9]+]]
; CHECK: attributes [[NOUNWIND]] = { nounwind }
