; An operation through a handle whose index lies outside its binding's range is undefined
; behaviour (HLSL leaves an out-of-range resource index undefined): BEFORE's index `and 7`
; into a range of 4 may name register 4..7, which another binding (u4) holds. The faithful
; lowering (absolute register 0 + index, ResBind [0, 3]) is proved; `check` agrees (before,
; the store through register 5 was a no-op in BEFORE and a write in AFTER: refuted). AFTER
; is held to the same rule: a ResBind that leaves out a register BEFORE may use is refuted.
; RUN: %rlv prove %s %S/Inputs/handle-index-range-ok.ll | %FileCheck %s --check-prefix=OK
; RUN: %rlv check %s 2>&1 | %FileCheck %s --check-prefix=CHECK-CMD
; RUN: %not %rlv prove %s %S/Inputs/handle-index-range-narrow.ll | %FileCheck %s --check-prefix=NARROW
; OK: in function @main: proved
; CHECK-CMD: warning: index %i = and i32 %x, 7 can be 4..7 but the range size of "Four" is 4 [binding-index-may-exceed]
; CHECK-CMD: rlv lower: in function @main: proved
; NARROW: in function @main: refuted ({{[0-9.]+}} ms): undefined behaviour{{$}}
; NARROW-NEXT: {{^}}  inputs: arg0 = {{[0-9]+}}{{$}}
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"
@Four.str = private unnamed_addr constant [5 x i8] c"Four\00"
@Next.str = private unnamed_addr constant [5 x i8] c"Next\00"

define void @main(i32 %x) #0 {
  %i = and i32 %x, 7
  %h0 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 4, i32 %i, ptr @Four.str)
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %h0, i32 0)
  store float 1.0, ptr %p
  %h1 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 4, i32 1, i32 0, ptr @Next.str)
  %q = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %h1, i32 0)
  store float 2.0, ptr %q
  ret void
}
attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="1,1,1" }
