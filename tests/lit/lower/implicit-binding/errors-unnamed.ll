; A resource without a name (a null name operand) that finds no free range is reported in
; LLVM's words for it, "resource cannot be allocated", with what did not fit.
; RUN: %expect-exit 1 %rlv lower --stage=implicit-binding %s 2>&1 | %FileCheck %s

target triple = "dxil-pc-shadermodel6.6-compute"

define void @main() "hlsl.shader"="compute" {
  ; t0..t3 are taken, t4 up by the unbounded range: two SRVs fit nowhere
  %a = call target("dx.RawBuffer", i32, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 4, i32 0, ptr null)
  %b = call target("dx.RawBuffer", i32, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 4, i32 -1, i32 0, ptr null)
  ; CHECK: error: resource cannot be allocated: no free range of 2 SRV registers in space 0 [lower-cannot-allocate]
  ; CHECK-NEXT: handlefromimplicitbinding{{.*}}(i32 7, i32 0, i32 2, i32 0, ptr null)
  %c = call target("dx.RawBuffer", i32, 0, 0) @llvm.dx.resource.handlefromimplicitbinding(i32 7, i32 0, i32 2, i32 0, ptr null)
  ret void
}
