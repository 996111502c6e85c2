; A raw load or store of a struct or an array (clang 22's StructuredBuffer<S>::Load(i, status)
; loads a whole S) becomes one access per member at its DataLayout offset: padding ([N x i8])
; is skipped, the check bit is the AND of the members', the value is rebuilt from undef.
; LLVM has no such step (DXILResourceAccess asserts non-aggregates, DXILOpLowering would
; take the struct as the op's overload). A byte-address access adds the member offset to
; the address; 64-bit members are split below SM 6.3 like any other 64-bit access.
; RUN: %rlv lower --stage=intrinsic-expansion %s | %FileCheck %s
; RUN: %rlv lower %s | %FileCheck %s --check-prefix=DXIL
; RUN: %rlv lower --sm=6.2 %s | %FileCheck %s --check-prefix=SM62

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

%struct.Flagged = type { i32, <3 x float>, [4 x i8], i32 }
%struct.Pair = type { float, [2 x i32] }
%struct.Wide = type { double, <2 x i16> }

@In.str = private unnamed_addr constant [3 x i8] c"In\00"
@Out.str = private unnamed_addr constant [4 x i8] c"Out\00"
@Bab.str = private unnamed_addr constant [4 x i8] c"Bab\00"

define void @main() "hlsl.shader"="compute" "hlsl.numthreads"="1,1,1" {
  %in = call target("dx.RawBuffer", %struct.Flagged, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @In.str)
  %out = call target("dx.RawBuffer", %struct.Pair, 1, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @Out.str)
  %bab = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 1, i32 1, i32 0, ptr @Bab.str)
  %i = call i32 @llvm.dx.thread.id(i32 0)
  %ld = call { %struct.Flagged, i1 } @llvm.dx.resource.load.rawbuffer(target("dx.RawBuffer", %struct.Flagged, 0, 0) %in, i32 %i, i32 0)
  %v = extractvalue { %struct.Flagged, i1 } %ld, 0
  %st = extractvalue { %struct.Flagged, i1 } %ld, 1
  %vec = extractvalue { %struct.Flagged, i1 } %ld, 0, 1
  %x = extractelement <3 x float> %vec, i32 2
  %neg = extractvalue %struct.Flagged %v, 3
  %stz = zext i1 %st to i32
  %sum = add i32 %neg, %stz
  %p0 = insertvalue %struct.Pair undef, float %x, 0
  %p1 = insertvalue %struct.Pair %p0, [2 x i32] [i32 7, i32 9], 1
  %p = insertvalue %struct.Pair %p1, i32 %sum, 1, 1
  call void @llvm.dx.resource.store.rawbuffer(target("dx.RawBuffer", %struct.Pair, 1, 0) %out, i32 %i, i32 0, %struct.Pair %p)
  %w = call { %struct.Wide, i1 } @llvm.dx.resource.load.rawbuffer(target("dx.RawBuffer", i8, 1, 0) %bab, i32 %i, i32 poison)
  %wv = extractvalue { %struct.Wide, i1 } %w, 0
  call void @llvm.dx.resource.store.rawbuffer(target("dx.RawBuffer", i8, 1, 0) %bab, i32 64, i32 poison, %struct.Wide %wv)
  ret void
}

declare i32 @llvm.dx.thread.id(i32)

; The whole Flagged: three member loads (the padding at 16..19 is not read), at offsets 0, 4
; and 20; the rebuilt value where field 0 is used, the AND of the three check bits.
; CHECK-LABEL: define void @main(
; CHECK:      [[A:%.*]] = call { i32, i1 } @llvm.dx.resource.load.rawbuffer.i32.tdx.RawBuffer_s_struct.Flaggeds_0_0t(target("dx.RawBuffer", %struct.Flagged, 0, 0) %in, i32 %i, i32 0)
; CHECK-NEXT: [[B:%.*]] = call { <3 x float>, i1 } @llvm.dx.resource.load.rawbuffer.v3f32.tdx.RawBuffer_s_struct.Flaggeds_0_0t(target("dx.RawBuffer", %struct.Flagged, 0, 0) %in, i32 %i, i32 4)
; CHECK-NEXT: [[C:%.*]] = call { i32, i1 } @llvm.dx.resource.load.rawbuffer.i32.tdx.RawBuffer_s_struct.Flaggeds_0_0t(target("dx.RawBuffer", %struct.Flagged, 0, 0) %in, i32 %i, i32 20)
; CHECK-NEXT: [[AV:%.*]] = extractvalue { i32, i1 } [[A]], 0
; CHECK-NEXT: [[S0:%.*]] = insertvalue %struct.Flagged undef, i32 [[AV]], 0
; CHECK-NEXT: [[BV:%.*]] = extractvalue { <3 x float>, i1 } [[B]], 0
; CHECK-NEXT: [[S1:%.*]] = insertvalue %struct.Flagged [[S0]], <3 x float> [[BV]], 1
; CHECK-NEXT: [[CV:%.*]] = extractvalue { i32, i1 } [[C]], 0
; CHECK-NEXT: [[S:%.*]] = insertvalue %struct.Flagged [[S1]], i32 [[CV]], 3
; CHECK-NEXT: [[VEC:%.*]] = extractvalue %struct.Flagged [[S]], 1
; CHECK-NEXT: [[AC:%.*]] = extractvalue { i32, i1 } [[A]], 1
; CHECK-NEXT: [[BC:%.*]] = extractvalue { <3 x float>, i1 } [[B]], 1
; CHECK-NEXT: [[AB:%.*]] = and i1 [[AC]], [[BC]]
; CHECK-NEXT: [[CC:%.*]] = extractvalue { i32, i1 } [[C]], 1
; CHECK-NEXT: [[ST:%.*]] = and i1 [[AB]], [[CC]]
; CHECK-NEXT: %x = extractelement <3 x float> [[VEC]], i32 2
; CHECK-NEXT: %neg = extractvalue %struct.Flagged [[S]], 3
; CHECK-NEXT: %stz = zext i1 [[ST]] to i32
; A struct store: one store per member, the array's elements 4 bytes apart.
; CHECK:      [[P0:%.*]] = extractvalue %struct.Pair %p, 0
; CHECK-NEXT: call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_s_struct.Pairs_1_0t.f32(target("dx.RawBuffer", %struct.Pair, 1, 0) %out, i32 %i, i32 0, float [[P0]])
; CHECK-NEXT: [[P1:%.*]] = extractvalue %struct.Pair %p, 1
; CHECK-NEXT: [[P10:%.*]] = extractvalue [2 x i32] [[P1]], 0
; CHECK-NEXT: call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_s_struct.Pairs_1_0t.i32(target("dx.RawBuffer", %struct.Pair, 1, 0) %out, i32 %i, i32 4, i32 [[P10]])
; CHECK-NEXT: [[P11:%.*]] = extractvalue [2 x i32] [[P1]], 1
; CHECK-NEXT: call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_s_struct.Pairs_1_0t.i32(target("dx.RawBuffer", %struct.Pair, 1, 0) %out, i32 %i, i32 8, i32 [[P11]])
; Byte-address: the member offset goes to the address, the offset operand stays poison.
; CHECK-NEXT: [[W0:%.*]] = call { double, i1 } @llvm.dx.resource.load.rawbuffer.f64.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %bab, i32 %i, i32 poison)
; CHECK-NEXT: [[A8:%.*]] = add i32 %i, 8
; CHECK-NEXT: [[W1:%.*]] = call { <2 x i16>, i1 } @llvm.dx.resource.load.rawbuffer.v2i16.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %bab, i32 [[A8]], i32 poison)
; CHECK:      call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.f64(target("dx.RawBuffer", i8, 1, 0) %bab, i32 64, i32 poison, double
; CHECK:      call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.v2i16(target("dx.RawBuffer", i8, 1, 0) %bab, i32 72, i32 poison, <2 x i16>
; CHECK-NOT: s_struct.Flaggeds.tdx
; CHECK-NOT: s_struct.Wides

; In DXIL, one rawBufferLoad per member with its mask (i32: 1, float3: 7) and alignment, the
; status the AND of the members' checkAccessFullyMapped; 64-bit members as rawBufferLoad.f64
; from SM 6.3 on, i32 pairs (makeDouble / splitDouble) below.
; DXIL-LABEL: define void @main(
; DXIL:      [[A:%.*]] = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %in_annot, i32 [[I:%.*]], i32 0, i8 1, i32 4)
; DXIL-NEXT: [[AS:%.*]] = extractvalue %dx.types.ResRet.i32 [[A]], 4
; DXIL-NEXT: [[AC:%.*]] = call i1 @dx.op.checkAccessFullyMapped.i32(i32 71, i32 [[AS]])
; DXIL-NEXT: [[AV:%.*]] = extractvalue %dx.types.ResRet.i32 [[A]], 0
; DXIL-NEXT: [[B:%.*]] = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %in_annot, i32 [[I]], i32 4, i8 7, i32 4)
; DXIL-NEXT: [[BS:%.*]] = extractvalue %dx.types.ResRet.f32 [[B]], 4
; DXIL-NEXT: [[BC:%.*]] = call i1 @dx.op.checkAccessFullyMapped.i32(i32 71, i32 [[BS]])
; DXIL:      [[C:%.*]] = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %in_annot, i32 [[I]], i32 20, i8 1, i32 4)
; DXIL-NEXT: [[CS:%.*]] = extractvalue %dx.types.ResRet.i32 [[C]], 4
; DXIL-NEXT: [[CC:%.*]] = call i1 @dx.op.checkAccessFullyMapped.i32(i32 71, i32 [[CS]])
; DXIL-NEXT: [[CV:%.*]] = extractvalue %dx.types.ResRet.i32 [[C]], 0
; DXIL-NEXT: [[S0:%.*]] = insertvalue %struct.Flagged undef, i32 [[AV]], 0
; DXIL:      [[AB:%.*]] = and i1 [[AC]], [[BC]]
; DXIL-NEXT: [[ST:%.*]] = and i1 [[AB]], [[CC]]
; DXIL:      %stz = zext i1 [[ST]] to i32
; DXIL:      call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %out_annot, i32 [[I]], i32 0, float {{%.*}}, float undef, float undef, float undef, i8 1, i32 4)
; DXIL:      call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out_annot, i32 [[I]], i32 4, i32 {{%.*}}, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
; DXIL:      call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out_annot, i32 [[I]], i32 8, i32 {{%.*}}, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
; DXIL:      call %dx.types.ResRet.f64 @dx.op.rawBufferLoad.f64(i32 139, %dx.types.Handle %bab_annot, i32 [[I]], i32 undef, i8 1, i32 8)
; DXIL:      [[A8:%.*]] = add i32 [[I]], 8
; DXIL-NEXT: call %dx.types.ResRet.i16 @dx.op.rawBufferLoad.i16(i32 139, %dx.types.Handle %bab_annot, i32 [[A8]], i32 undef, i8 3, i32 2)
; DXIL:      call void @dx.op.rawBufferStore.f64(i32 140, %dx.types.Handle %bab_annot, i32 64, i32 undef, double {{%.*}}, double undef, double undef, double undef, i8 1, i32 8)
; DXIL:      call void @dx.op.rawBufferStore.i16(i32 140, %dx.types.Handle %bab_annot, i32 72, i32 undef, i16 {{%.*}}, i16 {{%.*}}, i16 undef, i16 undef, i8 3, i32 2)
; SM62-LABEL: define void @main(
; SM62:      [[D:%.*]] = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %bab{{[0-9]*}}, i32 [[I:%.*]], i32 undef, i8 3, i32 4)
; SM62-NEXT: [[HI:%.*]] = extractvalue %dx.types.ResRet.i32 [[D]], 1
; SM62-NEXT: [[LO:%.*]] = extractvalue %dx.types.ResRet.i32 [[D]], 0
; SM62-NEXT: call double @dx.op.makeDouble.f64(i32 101, i32 [[LO]], i32 [[HI]])
; SM62:      call %dx.types.splitdouble @dx.op.splitDouble.f64(i32 102, double
; SM62:      call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %bab{{[0-9]*}}, i32 64, i32 undef, i32 {{%.*}}, i32 {{%.*}}, i32 undef, i32 undef, i8 3, i32 4)
