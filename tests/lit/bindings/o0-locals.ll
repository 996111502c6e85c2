; clang -O0 passes binding operands, indices and the nonuniformindex result through local
; variables (one store, then loads): the verifier reads the stored value (no false
; binding-not-constant, the index range and the non-uniform mark still checked). A local
; stored twice, one whose address escapes, or one loaded before its store is not seen through.
; RUN: %not %rlv verify %s 2>&1 | %FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"
@A.str = private unnamed_addr constant [2 x i8] c"A\00"

define void @main(i32 %x) #0 {
  %reg.addr = alloca i32
  %space.addr = alloca i32
  %range.addr = alloca i32
  %index.addr = alloca i32
  %name.addr = alloca ptr
  %nu.addr = alloca i32
  store i32 3, ptr %reg.addr
  store i32 0, ptr %space.addr
  store i32 4, ptr %range.addr
  %i = and i32 %x, 3
  %nu = call i32 @llvm.dx.resource.nonuniformindex(i32 %i)
  store i32 %nu, ptr %nu.addr
  store ptr @A.str, ptr %name.addr
  %r = load i32, ptr %reg.addr
  %s = load i32, ptr %space.addr
  %n = load i32, ptr %range.addr
  %idx = load i32, ptr %nu.addr
  %nm = load ptr, ptr %name.addr
  %h = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 %s, i32 %r, i32 %n, i32 %idx, ptr %nm)
  ; The index read back from a local is still checked against the range.
  store i32 7, ptr %index.addr
  %seven = load i32, ptr %index.addr
  ; CHECK: error: index 7 is not below the range size 4 of "A" {{.*}}[binding-index-out-of-range]
  %h2 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 3, i32 4, i32 %seven, ptr @A.str)
  ret void
}

; Stored twice: which store a load reads is not known here.
define void @twice(i1 %c) #0 {
  %reg.addr = alloca i32
  store i32 8, ptr %reg.addr
  br i1 %c, label %other, label %use
other:
  store i32 9, ptr %reg.addr
  br label %use
use:
  %r = load i32, ptr %reg.addr
  ; CHECK: error: the lower bound %r of this binding is not a constant{{.*}}[binding-not-constant]
  %h = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 %r, i32 1, i32 0, ptr null)
  ret void
}

; The address escapes into a call that may write it.
define void @escapes() #0 {
  %reg.addr = alloca i32
  store i32 8, ptr %reg.addr
  call void @clobber(ptr %reg.addr)
  %r = load i32, ptr %reg.addr
  ; CHECK: error: the lower bound %r of this binding is not a constant{{.*}}[binding-not-constant]
  %h = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 %r, i32 1, i32 0, ptr null)
  ret void
}

; Loaded before the one store: the load reads an undefined value, not the stored one.
define void @before(i32 %x) #0 {
  %reg.addr = alloca i32
  %r = load i32, ptr %reg.addr
  store i32 8, ptr %reg.addr
  ; CHECK: error: the lower bound %r of this binding is not a constant{{.*}}[binding-not-constant]
  %h = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 %r, i32 1, i32 0, ptr null)
  ret void
}

declare void @clobber(ptr)
declare i32 @llvm.dx.resource.nonuniformindex(i32)
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)
attributes #0 = { "hlsl.export" }
