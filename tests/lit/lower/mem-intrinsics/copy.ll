; mem-intrinsics: memcpy/memmove/memset on resource memory become loads and stores of the
; layout's 16/32/64-bit leaves; clang's i8 padding arrays are copied in i32/i16 units (every
; byte the IR copies is copied); lifetime markers of the allocas
; involved are dropped. All loads of a copy come before its stores.
; RUN: %rlv lower --stage=mem-intrinsics %s | %FileCheck %s
; RUN: %rlv lower %s | %FileCheck %s --check-prefix=FULL

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

%struct.P = type <{ <4 x float>, <3 x i32>, [4 x i8], half }>
%struct.Item = type { <3 x float>, [4 x i8], i32 }

@In.str = private unnamed_addr constant [3 x i8] c"In\00", align 1
@Out.str = private unnamed_addr constant [4 x i8] c"Out\00", align 1
@Src.str = private unnamed_addr constant [4 x i8] c"Src\00", align 1
@Dst.str = private unnamed_addr constant [4 x i8] c"Dst\00", align 1

; CHECK-LABEL: define void @main(
define void @main() #0 {
  %tmp = alloca <{ [4 x i8], half }>, align 8
  %in = call target("dx.RawBuffer", %struct.P, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Ps_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @In.str)
  %out = call target("dx.RawBuffer", %struct.P, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Ps_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @Out.str)
  %src = call target("dx.RawBuffer", %struct.Item, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Items_1_0t(i32 0, i32 1, i32 1, i32 0, ptr @Src.str)
  %dst = call target("dx.RawBuffer", %struct.Item, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Items_1_0t(i32 0, i32 2, i32 1, i32 0, ptr @Dst.str)
  %id = call i32 @llvm.dx.thread.id(i32 0)
  call void @llvm.lifetime.start.p0(ptr %tmp)
; CHECK-NOT: lifetime

  ; the tail of the struct (4 padding bytes + half) into an alloca and back
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Ps_0_0t(target("dx.RawBuffer", %struct.P, 0, 0) %in, i32 %id)
  %p28 = getelementptr inbounds nuw i8, ptr %p, i32 28
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %tmp, ptr align 1 %p28, i32 6, i1 false)
; CHECK:      [[P28:%.*]] = getelementptr inbounds nuw i8, ptr [[P:%.*]], i32 28
; CHECK-NEXT: [[PAD:%.*]] = load i32, ptr [[P28]], align 1
; CHECK-NEXT: [[S:%.*]] = getelementptr inbounds i8, ptr [[P28]], i32 4
; CHECK-NEXT: [[H:%.*]] = load half, ptr [[S]], align 1
; CHECK-NEXT: store i32 [[PAD]], ptr %tmp, align 4
; CHECK-NEXT: [[D:%.*]] = getelementptr inbounds i8, ptr %tmp, i32 4
; CHECK-NEXT: store half [[H]], ptr [[D]], align 2
  %q = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Ps_1_0t(target("dx.RawBuffer", %struct.P, 1, 0) %out, i32 %id)
  %q28 = getelementptr inbounds nuw i8, ptr %q, i32 28
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %q28, ptr align 8 %tmp, i32 6, i1 false)
; CHECK:      [[Q28:%.*]] = getelementptr inbounds nuw i8, ptr [[Q:%.*]], i32 28
; CHECK-NEXT: [[PAD2:%.*]] = load i32, ptr %tmp, align 4
; CHECK-NEXT: [[S2:%.*]] = getelementptr inbounds i8, ptr %tmp, i32 4
; CHECK-NEXT: [[H2:%.*]] = load half, ptr [[S2]], align 2
; CHECK-NEXT: store i32 [[PAD2]], ptr [[Q28]], align 1
; CHECK-NEXT: [[D2:%.*]] = getelementptr inbounds i8, ptr [[Q28]], i32 4
; CHECK-NEXT: store half [[H2]], ptr [[D2]], align 1

  ; a whole element between two resources: loads first, then stores
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %q, ptr align 1 %p, i32 34, i1 false)
; CHECK-NEXT: [[V0:%.*]] = load <4 x float>, ptr [[P]], align 1
; CHECK-NEXT: [[G1:%.*]] = getelementptr inbounds i8, ptr [[P]], i32 16
; CHECK-NEXT: [[V1:%.*]] = load <3 x i32>, ptr [[G1]], align 1
; CHECK-NEXT: [[GP:%.*]] = getelementptr inbounds i8, ptr [[P]], i32 28
; CHECK-NEXT: [[VP:%.*]] = load i32, ptr [[GP]], align 1
; CHECK-NEXT: [[G2:%.*]] = getelementptr inbounds i8, ptr [[P]], i32 32
; CHECK-NEXT: [[V2:%.*]] = load half, ptr [[G2]], align 1
; CHECK-NEXT: store <4 x float> [[V0]], ptr [[Q]], align 1
; CHECK-NEXT: [[G3:%.*]] = getelementptr inbounds i8, ptr [[Q]], i32 16
; CHECK-NEXT: store <3 x i32> [[V1]], ptr [[G3]], align 1
; CHECK-NEXT: [[GQ:%.*]] = getelementptr inbounds i8, ptr [[Q]], i32 28
; CHECK-NEXT: store i32 [[VP]], ptr [[GQ]], align 1
; CHECK-NEXT: [[G4:%.*]] = getelementptr inbounds i8, ptr [[Q]], i32 32
; CHECK-NEXT: store half [[V2]], ptr [[G4]], align 1

  ; memmove between two different resources is a copy (the padding moves as an i32)
  %ps = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Items_1_0t(target("dx.RawBuffer", %struct.Item, 1, 0) %src, i32 %id)
  %pd = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Items_1_0t(target("dx.RawBuffer", %struct.Item, 1, 0) %dst, i32 %id)
  call void @llvm.memmove.p0.p0.i32(ptr align 1 %pd, ptr align 1 %ps, i32 16, i1 false)
; CHECK:      [[MV:%.*]] = load <3 x float>, ptr [[PS:%.*]], align 1
; CHECK-NEXT: [[MG:%.*]] = getelementptr inbounds i8, ptr [[PS]], i32 12
; CHECK-NEXT: [[MP:%.*]] = load i32, ptr [[MG]], align 1
; CHECK-NEXT: store <3 x float> [[MV]], ptr [[PD:%.*]], align 1
; CHECK-NEXT: [[MH:%.*]] = getelementptr inbounds i8, ptr [[PD]], i32 12
; CHECK-NEXT: store i32 [[MP]], ptr [[MH]], align 1

  ; memset: the byte splatted over each leaf (constants fold)
  call void @llvm.memset.p0.i32(ptr align 4 %pd, i8 1, i32 20, i1 false)
; CHECK-NEXT: store <3 x float> splat (float 0x3820202020000000), ptr [[PD]], align 4
; CHECK-NEXT: [[M12:%.*]] = getelementptr inbounds i8, ptr [[PD]], i32 12
; CHECK-NEXT: store i32 16843009, ptr [[M12]], align 4
; CHECK-NEXT: [[M16:%.*]] = getelementptr inbounds i8, ptr [[PD]], i32 16
; CHECK-NEXT: store i32 16843009, ptr [[M16]], align 4
  call void @llvm.lifetime.end.p0(ptr %tmp)
  ret void
}
; CHECK-NOT: @llvm.memcpy
; CHECK-NOT: @llvm.memmove
; CHECK-NOT: @llvm.memset

; The whole pipeline lowers the copies to raw buffer ops.
; FULL-LABEL: define void @main(
; FULL: call %dx.types.ResRet.f16 @dx.op.rawBufferLoad.f16(i32 139, %dx.types.Handle {{%.*}}, i32 {{%.*}}, i32 32, i8 1, i32 2)
; FULL: call void @dx.op.rawBufferStore.f16(i32 140, %dx.types.Handle {{%.*}}, i32 {{%.*}}, i32 32, half {{%.*}}, half undef, half undef, half undef, i8 1, i32 2)
; FULL: call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle {{%.*}}, i32 {{%.*}}, i32 0, i8 7, i32 4)
; FULL-NOT: @llvm.mem

declare i32 @llvm.dx.thread.id(i32)
declare target("dx.RawBuffer", %struct.P, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Ps_0_0t(i32, i32, i32, i32, ptr)
declare target("dx.RawBuffer", %struct.P, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Ps_1_0t(i32, i32, i32, i32, ptr)
declare target("dx.RawBuffer", %struct.Item, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Items_1_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Ps_0_0t(target("dx.RawBuffer", %struct.P, 0, 0), i32)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Ps_1_0t(target("dx.RawBuffer", %struct.P, 1, 0), i32)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Items_1_0t(target("dx.RawBuffer", %struct.Item, 1, 0), i32)
declare void @llvm.memcpy.p0.p0.i32(ptr, ptr, i32, i1)
declare void @llvm.memmove.p0.p0.i32(ptr, ptr, i32, i1)
declare void @llvm.memset.p0.i32(ptr, i8, i32, i1)
declare void @llvm.lifetime.start.p0(ptr)
declare void @llvm.lifetime.end.p0(ptr)

attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="1,1,1" }
