; clang -O0's shape in BEFORE: binding operands and the name passed through local variables,
; the resource object (holding the handle) reached through a pointer kept in another local,
; a poison handle stored first, noalias scope declarations from inlining. The prover reads
; the locals as the path computed them (pointers held in private memory as whole values),
; so the optimized AFTER is proved, and a wrong one refuted.
; RUN: %rlv prove %s %S/Inputs/o0-locals-after.ll | %FileCheck %s --check-prefix=OK
; RUN: %not %rlv prove %s %S/Inputs/o0-locals-wrong.ll | %FileCheck %s --check-prefix=WRONG
; OK: in function @main: proved
; WRONG: in function @main: refuted ({{[0-9.]+}} ms): memory of u3 space 1 "Out" (typed) element {{[0-9]+}} lane 0: before 0x{{[0-9a-f]+}}, after 0x{{[0-9a-f]+}}
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"
%"class.hlsl::RWBuffer" = type { target("dx.TypedBuffer", i32, 1, 0, 0) }
@Out.str = private unnamed_addr constant [4 x i8] c"Out\00"

define void @main(i32 %i, i32 %x) #0 {
  %reg.addr = alloca i32
  %space.addr = alloca i32
  %name.addr = alloca ptr
  %obj = alloca %"class.hlsl::RWBuffer"
  %this.addr = alloca ptr
  call void @llvm.experimental.noalias.scope.decl(metadata !0)
  store i32 3, ptr %reg.addr
  store i32 1, ptr %space.addr
  store ptr @Out.str, ptr %name.addr
  store ptr %obj, ptr %this.addr
  %this = load ptr, ptr %this.addr
  store target("dx.TypedBuffer", i32, 1, 0, 0) poison, ptr %this
  %r = load i32, ptr %reg.addr
  %s = load i32, ptr %space.addr
  %n = load ptr, ptr %name.addr
  %h = call target("dx.TypedBuffer", i32, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_0t(i32 %s, i32 %r, i32 1, i32 0, ptr %n)
  store target("dx.TypedBuffer", i32, 1, 0, 0) %h, ptr %this
  %again = load target("dx.TypedBuffer", i32, 1, 0, 0), ptr %obj
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0) %again, i32 %i)
  store i32 %x, ptr %p
  ret void
}

declare void @llvm.experimental.noalias.scope.decl(metadata)
declare target("dx.TypedBuffer", i32, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0), i32)
attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="1,1,1" }
!0 = !{!1}
!1 = distinct !{!1, !2, !"scope"}
!2 = distinct !{!2, !"domain"}
