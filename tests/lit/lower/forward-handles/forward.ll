; Loads of handles are replaced by the dominating handle creation stored to the same
; place: a cbuffer handle global (@CB.cb, clang's shape), a handle global stored twice
; with the same handle, the -O0 shape (a pointer to the global kept in an alloca), and an
; alloca holding a type-punned copy of the global's handle (llvm#140819: forwarded, its
; lifetime markers erased, the copy itself left to DSE, as LLVM does).
; RUN: %rlv lower --stage=forward-handles %s | %FileCheck %s
; RUN: %rlv lower --stage=forward-handles %s | %opt -passes=verify -disable-output

target triple = "dxil-pc-shadermodel6.6-compute"

%__cblayout_CB = type <{ float }>
@CB.cb = local_unnamed_addr global target("dx.CBuffer", %__cblayout_CB) poison
@Buf = internal global target("dx.TypedBuffer", float, 1, 0, 0) poison
@CB.str = private unnamed_addr constant [3 x i8] c"CB\00"

; CHECK-LABEL: define void @main(
define void @main(i32 %i, i1 %c) "hlsl.shader"="compute" {
entry:
  ; CHECK: %cb = call target("dx.CBuffer", %__cblayout_CB) @llvm.dx.resource.handlefrombinding
  %cb = call target("dx.CBuffer", %__cblayout_CB) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @CB.str)
  ; the store stays (op-lower deletes it with the global), as in LLVM
  ; CHECK-NEXT: store target("dx.CBuffer", %__cblayout_CB) %cb, ptr @CB.cb
  store target("dx.CBuffer", %__cblayout_CB) %cb, ptr @CB.cb
  %buf = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr null)
  store target("dx.TypedBuffer", float, 1, 0, 0) %buf, ptr @Buf
  store target("dx.TypedBuffer", float, 1, 0, 0) %buf, ptr @Buf
  %slot = alloca ptr
  store ptr @Buf, ptr %slot
  ; CHECK: %tmp = alloca target("dx.TypedBuffer", float, 1, 0, 0)
  ; CHECK-NEXT: %bits = load i32, ptr @Buf
  ; CHECK-NEXT: store i32 %bits, ptr %tmp
  ; CHECK-NEXT: br i1 %c
  %tmp = alloca target("dx.TypedBuffer", float, 1, 0, 0)
  %bits = load i32, ptr @Buf
  call void @llvm.lifetime.start.p0(ptr %tmp)
  store i32 %bits, ptr %tmp
  br i1 %c, label %then, label %exit

then:
  ; CHECK: then:
  ; CHECK-NEXT: %p = call ptr addrspace(2) @llvm.dx.resource.getpointer.p2.tdx.CBuffer_s___cblayout_CBst(target("dx.CBuffer", %__cblayout_CB) %cb, i32 0)
  %h = load target("dx.CBuffer", %__cblayout_CB), ptr @CB.cb
  %p = call ptr addrspace(2) @llvm.dx.resource.getpointer.p2(target("dx.CBuffer", %__cblayout_CB) %h, i32 0)
  %v = load float, ptr addrspace(2) %p
  ; CHECK: %q = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %buf, i32 %i)
  %b = load target("dx.TypedBuffer", float, 1, 0, 0), ptr @Buf
  %q = call ptr @llvm.dx.resource.getpointer.p0(target("dx.TypedBuffer", float, 1, 0, 0) %b, i32 %i)
  store float %v, ptr %q
  ; CHECK-NEXT: store float %v, ptr %q
  ; CHECK: %r = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %buf, i32 0)
  %this = load ptr, ptr %slot
  %b2 = load target("dx.TypedBuffer", float, 1, 0, 0), ptr %this
  %r = call ptr @llvm.dx.resource.getpointer.p0(target("dx.TypedBuffer", float, 1, 0, 0) %b2, i32 0)
  store float %v, ptr %r
  ; CHECK: %s = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %buf, i32 1)
  %b3 = load target("dx.TypedBuffer", float, 1, 0, 0), ptr %tmp
  %s = call ptr @llvm.dx.resource.getpointer.p0(target("dx.TypedBuffer", float, 1, 0, 0) %b3, i32 1)
  store float %v, ptr %s
  br label %exit

exit:
  call void @llvm.lifetime.end.p0(ptr %tmp)
  ret void
}
; CHECK-NOT: load target(
; CHECK-NOT: call void @llvm.lifetime
