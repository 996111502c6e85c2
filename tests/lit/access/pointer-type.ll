; Typed buffer pointers: the whole element or one lane-aligned scalar of it, inside the element;
; cbuffer pointers inside the cbuffer.
; RUN: %expect-exit 1 %rlv verify %s 2>&1 | %FileCheck %s
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

%cblayout = type <{ <4 x float>, float }>
@t.name = private unnamed_addr constant [2 x i8] c"T\00"
@cb.name = private unnamed_addr constant [3 x i8] c"CB\00"

define void @main(i32 %i) {
  %t = call target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @t.name)
  %cb = call target("dx.CBuffer", %cblayout) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @cb.name)
  %p = call ptr @llvm.dx.resource.getpointer(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %t, i32 %i)
  %p4 = getelementptr inbounds i8, ptr %p, i32 4
  %p2 = getelementptr inbounds i8, ptr %p, i32 2
  %p16 = getelementptr inbounds <4 x float>, ptr %p, i32 1
; CHECK-DAG: error: load of <2 x float> at byte offset 4 is neither the element <4 x float> nor one lane-aligned scalar of it [access-pointer-type]
  %a = load <2 x float>, ptr %p4
; CHECK-DAG: error: store of float at byte offset 2 is neither the element <4 x float> nor one lane-aligned scalar of it [access-pointer-type]
  store float 1.0, ptr %p2
; CHECK-DAG: error: load of i32 at byte offset 4 is neither the element <4 x float> nor one lane-aligned scalar of it [access-pointer-type]
  %b = load i32, ptr %p4
; CHECK-DAG: error: store of float at byte offset 16 reaches past the element <4 x float> (16 bytes) [access-pointer-type]
  store float 1.0, ptr %p16
; CHECK-DAG: error: memset writing 20 bytes at byte offset 0 reaches past the element <4 x float> (16 bytes) [access-pointer-type]
  call void @llvm.memset.p0.i32(ptr %p, i8 0, i32 20, i1 false)
  %c = call ptr addrspace(2) @llvm.dx.resource.getpointer(target("dx.CBuffer", %cblayout) %cb, i32 16)
  %c8 = getelementptr inbounds i8, ptr addrspace(2) %c, i32 8
; CHECK-DAG: error: load of float at byte 24 of cbuffer 'CB' (CBuffer, space 0, register 0) reaches outside its 20 bytes [access-pointer-type]
  %d = load float, ptr addrspace(2) %c8
  ret void
}
