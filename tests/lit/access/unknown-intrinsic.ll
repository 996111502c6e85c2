; Names under llvm.dx.resource./llvm.spv.resource. that LLVM 22 does not define, in live code.
; RUN: %expect-exit 1 %rlv verify %s 2>&1 | %FileCheck %s
; RUN: %expect-exit 1 %rlv verify --all-functions %s 2>&1 | %FileCheck %s --check-prefixes=CHECK,ALL
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

declare target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefromheap(i32, i1)
declare i32 @llvm.spv.resource.foo(i32)
declare i32 @llvm.dx.resource.getdimensions.xy(i32)

define void @main() "hlsl.shader"="compute" {
; CHECK: in function @main: error: @llvm.dx.resource.handlefromheap is not a resource intrinsic LLVM 22 defines [access-unknown-intrinsic]
  %h = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefromheap(i32 0, i1 false)
; CHECK: in function @main: error: @llvm.spv.resource.foo is not a resource intrinsic LLVM 22 defines [access-unknown-intrinsic]
  %a = call i32 @llvm.spv.resource.foo(i32 0)
; CHECK: in function @main: error: @llvm.dx.resource.getdimensions.xy is not a resource intrinsic LLVM 22 defines [access-unknown-intrinsic]
  %b = call i32 @llvm.dx.resource.getdimensions.xy(i32 0)
  ret void
}

; A dead helper the pipeline deletes: not diagnosed unless --all-functions.
define internal void @dead() {
; ALL: in function @dead: error: @llvm.spv.resource.foo is not a resource intrinsic
  %a = call i32 @llvm.spv.resource.foo(i32 1)
  ret void
}
