; Aggregate raw accesses intrinsic-expansion does not split: one of more than 1024 members
; (each would be its own DXIL op), and one with no member to move (padding alone). Both sit
; in a helper no entry point reaches, as a stage run alone may see them.
; RUN: %expect-exit 1 %rlv lower --stage=intrinsic-expansion %s 2>&1 | %FileCheck %s

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

%struct.Big = type { i32, [2000 x float] }
%struct.Pad = type { [4 x i8] }

define void @main() "hlsl.shader"="compute" "hlsl.numthreads"="1,1,1" {
  ret void
}

; CHECK-NOT: ModuleID
; CHECK-DAG: error: a raw buffer access of %struct.Big has more than 1024 members to split into accesses [lower-unsupported-access]
; CHECK-DAG: error: a raw buffer access of %struct.Pad has no members to split into accesses [lower-unsupported-access]
define void @helper(i32 %i) {
  %h = call target("dx.RawBuffer", %struct.Big, 1, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr null)
  %ld = call { %struct.Big, i1 } @llvm.dx.resource.load.rawbuffer(target("dx.RawBuffer", %struct.Big, 1, 0) %h, i32 %i, i32 0)
  %p = call target("dx.RawBuffer", %struct.Pad, 1, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 1, i32 1, i32 0, ptr null)
  call void @llvm.dx.resource.store.rawbuffer(target("dx.RawBuffer", %struct.Pad, 1, 0) %p, i32 %i, i32 0, %struct.Pad zeroinitializer)
  ret void
}
