; One resource (same binding) incremented and decremented: through the same handle, two calls
; for one binding, a handle kept in a global and a select of handles of one binding.
; RUN: %expect-exit 1 %rlv verify %s 2>&1 | %FileCheck %s
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

@a.name = private unnamed_addr constant [2 x i8] c"A\00"
@b.name = private unnamed_addr constant [2 x i8] c"B\00"
@c.name = private unnamed_addr constant [2 x i8] c"C\00"
@g = internal global target("dx.RawBuffer", i32, 1, 0) poison

define void @main(i1 %cond) {
  %a = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @a.name)
  %x = call i32 @llvm.dx.resource.updatecounter(target("dx.RawBuffer", i32, 1, 0) %a, i8 1)
; CHECK: error: the counter of 'A' (UAV, space 0, register 0) is decremented here but incremented in @main; a RWStructuredBuffer counter may be incremented or decremented, not both [counter-both-directions]
; CHECK-NEXT: %y = call i32 @llvm.dx.resource.updatecounter
  %y = call i32 @llvm.dx.resource.updatecounter(target("dx.RawBuffer", i32, 1, 0) %a, i8 -1)
; Reported once per resource.
; CHECK-NOT: 'A' (UAV
  %y2 = call i32 @llvm.dx.resource.updatecounter(target("dx.RawBuffer", i32, 1, 0) %a, i8 -1)

  %b = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding(i32 1, i32 0, i32 4, i32 0, ptr @b.name)
  store target("dx.RawBuffer", i32, 1, 0) %b, ptr @g
  %bl = load target("dx.RawBuffer", i32, 1, 0), ptr @g
  %u = call i32 @llvm.dx.resource.updatecounter(target("dx.RawBuffer", i32, 1, 0) %bl, i8 -1)
  %b2 = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding(i32 1, i32 0, i32 4, i32 2, ptr @b.name)
; CHECK: error: the counter of 'B' (UAV, space 1, register 0) is incremented here but decremented in @main
  %w = call i32 @llvm.dx.resource.updatecounter(target("dx.RawBuffer", i32, 1, 0) %b2, i8 1)

  %c = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefromimplicitbinding(i32 7, i32 2, i32 1, i32 0, ptr @c.name)
  %c2 = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefromimplicitbinding(i32 7, i32 2, i32 1, i32 0, ptr @c.name)
  %sel = select i1 %cond, target("dx.RawBuffer", i32, 1, 0) %c, target("dx.RawBuffer", i32, 1, 0) %c
  %m = call i32 @llvm.dx.resource.updatecounter(target("dx.RawBuffer", i32, 1, 0) %sel, i8 1)
  call void @helper(i32 0)
  ret void
}

define void @helper(i32 %unused) {
  %c2 = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefromimplicitbinding(i32 7, i32 2, i32 1, i32 0, ptr @c.name)
; CHECK: in function @helper: error: the counter of 'C' (implicit binding order 7) is decremented here but incremented in @main
  %n = call i32 @llvm.dx.resource.updatecounter(target("dx.RawBuffer", i32, 1, 0) %c2, i8 -1)
  ret void
}
