; 64-bit accesses intrinsic-expansion cannot split: a load result used other than through
; extractvalue (LLVM crashes there), and a typed element of more than 4 i32 lanes. Both
; sit in a helper no entry point reaches, as a stage run alone may see them.
; RUN: %expect-exit 1 %rlv lower --stage=intrinsic-expansion %s 2>&1 | %FileCheck %s

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.2-compute"

define void @main() "hlsl.shader"="compute" "hlsl.numthreads"="1,1,1" {
  ret void
}

declare void @take({ double, i1 })

; CHECK-NOT: ModuleID
; CHECK-DAG: error: a 64-bit buffer load can only be split when its result is used through extractvalue of field 0 or 1 [lower-unsupported-access]
; CHECK-DAG: error: a typed buffer access of <3 x double> needs 6 i32 lanes; a typed element has at most 4 [lower-unsupported-access]
define void @helper(i32 %i, <3 x double> %v) {
  %h = call target("dx.RawBuffer", double, 1, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr null)
  %ld = call { double, i1 } @llvm.dx.resource.load.rawbuffer(target("dx.RawBuffer", double, 1, 0) %h, i32 %i, i32 0)
  call void @take({ double, i1 } %ld)
  %t = call target("dx.TypedBuffer", <2 x double>, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 1, i32 1, i32 0, ptr null)
  call void @llvm.dx.resource.store.typedbuffer(target("dx.TypedBuffer", <2 x double>, 1, 0, 0) %t, i32 %i, <3 x double> %v)
  ret void
}
