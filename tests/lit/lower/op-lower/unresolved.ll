; A handle that does not come straight from a handle creation (here one loaded from a
; global) cannot become a %dx.types.Handle: lower-handle-unresolved, no output. In the
; full pipeline forward-handles removes such loads first; op-lower alone sees them as
; given. (Stores of a created handle are erased, as LLVM does, so they are no finding.)
; RUN: %expect-exit 1 %rlv lower --stage=op-lower %s 2>&1 | %FileCheck %s

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

@G = internal global target("dx.TypedBuffer", float, 1, 0, 0) poison

define void @main() "hlsl.shader"="compute" "hlsl.numthreads"="1,1,1" {
  ret void
}

; CHECK-NOT: ModuleID
; CHECK: error: this handle does not come from a handle creation the DXIL lowering can resolve [lower-handle-unresolved]
; CHECK: {{^}}  %h = load target("dx.TypedBuffer", float, 1, 0, 0), ptr @G
; CHECK-NOT: error
define void @helper(i32 %i) {
  %slot = alloca target("dx.TypedBuffer", float, 1, 0, 0)
  %a = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr null)
  store target("dx.TypedBuffer", float, 1, 0, 0) %a, ptr %slot
  %h = load target("dx.TypedBuffer", float, 1, 0, 0), ptr @G
  %ld = call { float, i1 } @llvm.dx.resource.load.typedbuffer(target("dx.TypedBuffer", float, 1, 0, 0) %h, i32 %i)
  ret void
}
