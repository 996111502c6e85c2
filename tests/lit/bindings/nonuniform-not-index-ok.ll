; Near miss: nonuniformindex results used only as handle indices, directly or through index
; arithmetic, casts, select, phi, umin and a nested nonuniformindex (corpus-real
; 10_resource_arrays uses it directly).
; RUN: %rlv verify --werror %s 2>&1 | %FileCheck --allow-empty %s
; CHECK-NOT: [nonuniform-not-index]
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

@Bufs.str = private unnamed_addr constant [5 x i8] c"Bufs\00", align 1

define void @main(i32 %x, i16 %y, i1 %c) {
entry:
  %nu = call i32 @llvm.dx.resource.nonuniformindex(i32 %x)
  %h0 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 -1, i32 %nu, ptr @Bufs.str)
  %m = and i32 %nu, 3
  %h1 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 1, i32 0, i32 4, i32 %m, ptr null)
  %t = trunc i32 %nu to i16
  %z = zext i16 %t to i32
  %s = select i1 %c, i32 %z, i32 0
  %u = call i32 @llvm.umin.i32(i32 %s, i32 7)
  %h2 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 2, i32 0, i32 8, i32 %u, ptr null)
  %nu2 = call i32 @llvm.dx.resource.nonuniformindex(i32 %m)
  %h3 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 3, i32 0, i32 4, i32 %nu2, ptr null)
  br i1 %c, label %then, label %join
then:
  br label %join
join:
  %p = phi i32 [ %m, %then ], [ 1, %entry ]
  %h4 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 4, i32 0, i32 4, i32 %p, ptr null)
  ; A plain (uniform) index may be used anywhere.
  %ptr = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %h4, i32 %x)
  store float 0.0, ptr %ptr
  ret void
}

declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0), i32)
declare i32 @llvm.dx.resource.nonuniformindex(i32)
declare i32 @llvm.umin.i32(i32, i32)
