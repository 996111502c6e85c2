; A nonuniformindex result that reaches something other than a handle creation's index: the
; non-uniform mark is lost there.
; RUN: %rlv verify %s 2>&1 | %FileCheck %s
; RUN: %not %rlv verify --werror %s 2>&1 | %FileCheck --check-prefix=WERROR %s
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

@Bufs.str = private unnamed_addr constant [5 x i8] c"Bufs\00", align 1

; WERROR: error: the nonuniformindex result %nu is passed as argument 1 of a call to @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t
; CHECK: in function @element: warning: the nonuniformindex result %nu is passed as argument 1 of a call to @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t instead of being used only as the index of a handle creation; the non-uniform mark only takes effect on handle indices [nonuniform-not-index]
; CHECK-NEXT: %p = call ptr @llvm.dx.resource.getpointer
define void @element(i32 %x) {
  %h = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @Bufs.str)
  %nu = call i32 @llvm.dx.resource.nonuniformindex(i32 %x)
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %h, i32 %nu)
  store float 1.0, ptr %p
  ret void
}

; Used as the index AND stored: the store is reported, the index use is fine.
; CHECK: in function @stored: warning: the nonuniformindex result %nu is stored to memory by a store instead of being used only as the index of a handle creation; {{.*}} [nonuniform-not-index]
; CHECK-NEXT: store i32 %nu, ptr %out
define void @stored(i32 %x, ptr %out) {
  %nu = call i32 @llvm.dx.resource.nonuniformindex(i32 %x)
  %h = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 1, i32 0, i32 4, i32 %nu, ptr @Bufs.str)
  store i32 %nu, ptr %out
  ret void
}

; Through arithmetic and a phi, then returned and compared.
; (Uses are visited in LLVM use-list order.)
; CHECK: in function @derived: warning: %j, computed from the nonuniformindex result %nu, is returned from the function instead of being used only as the index of a handle creation; {{.*}} [nonuniform-not-index]
; CHECK-NEXT: ret i32 %j
; CHECK: in function @derived: warning: %j, computed from the nonuniformindex result %nu, is used as operand 0 of an icmp instead of being used only as the index of a handle creation; {{.*}} [nonuniform-not-index]
; The handle index use through %j is fine: nothing else is reported.
; CHECK-NOT: [nonuniform-not-index]
define i32 @derived(i32 %x, i1 %c) {
entry:
  %nu = call i32 @llvm.dx.resource.nonuniformindex(i32 %x)
  %i = add i32 %nu, 1
  br i1 %c, label %then, label %join
then:
  br label %join
join:
  %j = phi i32 [ %i, %then ], [ 0, %entry ]
  %h = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 2, i32 0, i32 8, i32 %j, ptr null)
  %small = icmp ult i32 %j, 8
  ret i32 %j
}

declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0), i32)
declare i32 @llvm.dx.resource.nonuniformindex(i32)
declare i32 @llvm.umin.i32(i32, i32)
