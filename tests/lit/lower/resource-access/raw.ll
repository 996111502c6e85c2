; resource-access on raw buffers: structured (element index, byte offset) with constant
; and dynamic GEPs, byte-address (address + offset, poison), vectors of more than 4 lanes.
; RUN: %rlv lower --stage=resource-access %s | %FileCheck %s

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

%struct.S = type <{ float, double, [4 x i32] }>

@S.str = private unnamed_addr constant [2 x i8] c"S\00", align 1
@R.str = private unnamed_addr constant [2 x i8] c"R\00", align 1

; CHECK-LABEL: define void @main(
define void @main(i32 %i, i32 %j, i32 %k) #0 {
  %s = call target("dx.RawBuffer", %struct.S, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Ss_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @S.str)
  %r = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 1, i32 1, i32 0, ptr @R.str)

  ; s[j].c[1] -> s[i].b (structured: the byte offset is the second coordinate)
  %pj = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Ss_1_0t(target("dx.RawBuffer", %struct.S, 1, 0) %s, i32 %j)
  %c1 = getelementptr inbounds nuw i8, ptr %pj, i32 16
  %v = load i32, ptr %c1, align 4
; CHECK:      [[L:%.*]] = call { i32, i1 } @llvm.dx.resource.load.rawbuffer.i32.tdx.RawBuffer_s_struct.Ss_1_0t(target("dx.RawBuffer", %struct.S, 1, 0) %s, i32 %j, i32 16)
; CHECK-NEXT: [[V:%.*]] = extractvalue { i32, i1 } [[L]], 0
  %d = sitofp i32 %v to double
  %pi = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Ss_1_0t(target("dx.RawBuffer", %struct.S, 1, 0) %s, i32 %i)
  %b = getelementptr inbounds nuw %struct.S, ptr %pi, i32 0, i32 1
  store double %d, ptr %b, align 8
; CHECK-NEXT: [[D:%.*]] = sitofp i32 [[V]] to double
; CHECK-NEXT: call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_s_struct.Ss_1_0t.f64(target("dx.RawBuffer", %struct.S, 1, 0) %s, i32 %i, i32 4, double [[D]])

  ; a dynamic array index: 4 bytes per step, plus the member's 12
  %arr = getelementptr inbounds nuw i8, ptr %pi, i32 12
  %ck = getelementptr [4 x i32], ptr %arr, i32 0, i32 %k
  store i32 %v, ptr %ck, align 4
; CHECK-NEXT: [[M:%.*]] = mul i32 %k, 4
; CHECK-NEXT: [[O:%.*]] = add i32 [[M]], 12
; CHECK-NEXT: call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_s_struct.Ss_1_0t.i32(target("dx.RawBuffer", %struct.S, 1, 0) %s, i32 %i, i32 [[O]], i32 [[V]])

  ; byte-address buffer: the offset goes into the address, the second coordinate is poison
  %pr = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %r, i32 %i)
  %w = load <3 x float>, ptr %pr, align 4
; CHECK-NEXT: [[WL:%.*]] = call { <3 x float>, i1 } @llvm.dx.resource.load.rawbuffer.v3f32.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %r, i32 %i, i32 poison)
; CHECK-NEXT: [[W:%.*]] = extractvalue { <3 x float>, i1 } [[WL]], 0
  %pr8 = getelementptr inbounds nuw i8, ptr %pr, i32 8
  store <3 x float> %w, ptr %pr8, align 4
; CHECK-NEXT: [[A8:%.*]] = add i32 %i, 8
; CHECK-NEXT: call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.v3f32(target("dx.RawBuffer", i8, 1, 0) %r, i32 [[A8]], i32 poison, <3 x float> [[W]])
  %prk = getelementptr inbounds i8, ptr %pr, i32 %k
  %h = load half, ptr %prk, align 2
; CHECK-NEXT: [[AK:%.*]] = add i32 %i, %k
; CHECK-NEXT: [[HL:%.*]] = call { half, i1 } @llvm.dx.resource.load.rawbuffer.f16.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %r, i32 [[AK]], i32 poison)
; CHECK-NEXT: extractvalue { half, i1 } [[HL]], 0

  ; six lanes: parts of 4 and 2, 16 bytes apart
  %six = load <6 x i32>, ptr %pr, align 4
; CHECK-NEXT: [[P0:%.*]] = call { <4 x i32>, i1 } @llvm.dx.resource.load.rawbuffer.v4i32.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %r, i32 %i, i32 poison)
; CHECK-NEXT: [[V0:%.*]] = extractvalue { <4 x i32>, i1 } [[P0]], 0
; CHECK-NEXT: [[A16:%.*]] = add i32 %i, 16
; CHECK-NEXT: [[P1:%.*]] = call { <2 x i32>, i1 } @llvm.dx.resource.load.rawbuffer.v2i32.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %r, i32 [[A16]], i32 poison)
; CHECK-NEXT: [[V1:%.*]] = extractvalue { <2 x i32>, i1 } [[P1]], 0
; CHECK-NEXT: [[EXT:%.*]] = shufflevector <2 x i32> [[V1]], <2 x i32> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>
; CHECK-NEXT: [[SIX:%.*]] = shufflevector <4 x i32> [[V0]], <4 x i32> [[EXT]], <6 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5>
  store <6 x i32> %six, ptr %pr8, align 4
; CHECK-NEXT: [[S0:%.*]] = shufflevector <6 x i32> [[SIX]], <6 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
; CHECK-NEXT: [[A8B:%.*]] = add i32 %i, 8
; CHECK-NEXT: call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.v4i32(target("dx.RawBuffer", i8, 1, 0) %r, i32 [[A8B]], i32 poison, <4 x i32> [[S0]])
; CHECK-NEXT: [[S1:%.*]] = shufflevector <6 x i32> [[SIX]], <6 x i32> poison, <2 x i32> <i32 4, i32 5>
; CHECK-NEXT: [[A24:%.*]] = add i32 %i, 24
; CHECK-NEXT: call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.v2i32(target("dx.RawBuffer", i8, 1, 0) %r, i32 [[A24]], i32 poison, <2 x i32> [[S1]])
  ret void
; CHECK-NEXT: ret void
}

declare target("dx.RawBuffer", %struct.S, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Ss_1_0t(i32, i32, i32, i32, ptr)
declare target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Ss_1_0t(target("dx.RawBuffer", %struct.S, 1, 0), i32)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0), i32)

attributes #0 = { "hlsl.export" }
