; resource-access handle legalization for a select of handles passed straight to a
; load/store intrinsic (HLSL `(c ? A : B).Load(i, status)`), as for getpointer: handles
; from ONE binding become one cloned handle call with a selected index; handles from
; DIFFERENT bindings split the call into one block per handle, and a {T, i1} / cbuffer-row
; result is merged per extracted field (the DXIL lowering takes such results only through
; extractvalue).
; RUN: %rlv lower --stage=resource-access %s | %FileCheck %s
; RUN: %rlv lower --stage=resource-access %s | %opt -passes=verify -disable-output
; RUN: %expect-exit 0 %rlv check %s 2>&1 | %FileCheck %s --check-prefix=PROVED

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

%__cblayout_CB = type <{ <4 x float> }>

@A.str = private unnamed_addr constant [2 x i8] c"A\00", align 1
@B.str = private unnamed_addr constant [2 x i8] c"B\00", align 1
@C.str = private unnamed_addr constant [2 x i8] c"C\00", align 1
@Arr.str = private unnamed_addr constant [4 x i8] c"Arr\00", align 1
@SA.str = private unnamed_addr constant [3 x i8] c"SA\00", align 1
@SB.str = private unnamed_addr constant [3 x i8] c"SB\00", align 1
@CA.str = private unnamed_addr constant [3 x i8] c"CA\00", align 1
@CB.str = private unnamed_addr constant [3 x i8] c"CB\00", align 1

; PROVED-DAG: typed_load_split: proved
; PROVED-DAG: typed_rmw_split: proved
; PROVED-DAG: same_binding_load: proved
; PROVED-DAG: raw_split: proved
; PROVED-DAG: cbuffer_row_split: proved
; PROVED-DAG: dimensions_split: proved
; PROVED-DAG: counter_same_binding: proved
; PROVED-DAG: three_bindings: proved

; Two bindings: branch on the select's condition; value and status merge as phis.
; CHECK-LABEL: define void @typed_load_split(
define void @typed_load_split(i1 %c, i32 %i) #0 {
  %a = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @A.str)
  %b = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 1, i32 1, i32 0, ptr @B.str)
  %h = select i1 %c, target("dx.TypedBuffer", float, 1, 0, 0) %a, target("dx.TypedBuffer", float, 1, 0, 0) %b
  %r = call { float, i1 } @llvm.dx.resource.load.typedbuffer(target("dx.TypedBuffer", float, 1, 0, 0) %h, i32 %i)
  %v = extractvalue { float, i1 } %r, 0
  %s = extractvalue { float, i1 } %r, 1
  %w = select i1 %s, float %v, float 0.0
  call void @llvm.dx.resource.store.typedbuffer(target("dx.TypedBuffer", float, 1, 0, 0) %a, i32 0, float %w)
  ret void
; CHECK-NEXT: %a = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @A.str)
; CHECK-NEXT: %b = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 1, i32 1, i32 0, ptr @B.str)
; CHECK-NEXT: br i1 %c, label %[[HA:split.handle.*]], label %[[HB:split.handle.*]]
; CHECK-EMPTY:
; CHECK-NEXT: [[HA]]:
; CHECK-NEXT: [[RA:%.*]] = call { float, i1 } @llvm.dx.resource.load.typedbuffer.f32.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %a, i32 %i)
; CHECK-NEXT: [[VA:%.*]] = extractvalue { float, i1 } [[RA]], 0
; CHECK-NEXT: [[SA:%.*]] = extractvalue { float, i1 } [[RA]], 1
; CHECK-NEXT: br label %[[J:split.cont.*]]
; CHECK-EMPTY:
; CHECK-NEXT: [[HB]]:
; CHECK-NEXT: [[RB:%.*]] = call { float, i1 } @llvm.dx.resource.load.typedbuffer.f32.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %b, i32 %i)
; CHECK-NEXT: [[VB:%.*]] = extractvalue { float, i1 } [[RB]], 0
; CHECK-NEXT: [[SB:%.*]] = extractvalue { float, i1 } [[RB]], 1
; CHECK-NEXT: br label %[[J]]
; CHECK-EMPTY:
; CHECK-NEXT: [[J]]:
; CHECK-NEXT: %v = phi float [ [[VA]], %[[HA]] ], [ [[VB]], %[[HB]] ]
; CHECK-NEXT: %s = phi i1 [ [[SA]], %[[HA]] ], [ [[SB]], %[[HB]] ]
; CHECK-NEXT: %w = select i1 %s, float %v, float 0.000000e+00
; CHECK-NEXT: call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_f32_1_0_0t.f32(target("dx.TypedBuffer", float, 1, 0, 0) %a, i32 0, float %w)
; CHECK-NEXT: ret void
; CHECK-NEXT: }
}

; A read-modify-write through one select: the load and the store are split each.
; CHECK-LABEL: define void @typed_rmw_split(
define void @typed_rmw_split(i32 %k, i32 %i) #0 {
  %a = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @A.str)
  %b = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 1, i32 1, i32 0, ptr @B.str)
  %c = icmp ult i32 %k, 8
  %h = select i1 %c, target("dx.TypedBuffer", float, 1, 0, 0) %a, target("dx.TypedBuffer", float, 1, 0, 0) %b
  %r = call { float, i1 } @llvm.dx.resource.load.typedbuffer(target("dx.TypedBuffer", float, 1, 0, 0) %h, i32 %i)
  %v = extractvalue { float, i1 } %r, 0
  %w = fadd float %v, 1.0
  call void @llvm.dx.resource.store.typedbuffer(target("dx.TypedBuffer", float, 1, 0, 0) %h, i32 %i, float %w)
  ret void
; CHECK:      %c = icmp ult i32 %k, 8
; CHECK-NEXT: br i1 %c, label %[[HA:split.handle.*]], label %[[HB:split.handle.*]]
; CHECK-EMPTY:
; CHECK-NEXT: [[HA]]:
; CHECK-NEXT: [[RA:%.*]] = call { float, i1 } @llvm.dx.resource.load.typedbuffer.f32.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %a, i32 %i)
; CHECK-NEXT: [[VA:%.*]] = extractvalue { float, i1 } [[RA]], 0
; CHECK-NEXT: br label %[[J:split.cont.*]]
; CHECK-EMPTY:
; CHECK-NEXT: [[HB]]:
; CHECK-NEXT: [[RB:%.*]] = call { float, i1 } @llvm.dx.resource.load.typedbuffer.f32.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %b, i32 %i)
; CHECK-NEXT: [[VB:%.*]] = extractvalue { float, i1 } [[RB]], 0
; CHECK-NEXT: br label %[[J]]
; CHECK-EMPTY:
; CHECK-NEXT: [[J]]:
; CHECK-NEXT: %v = phi float [ [[VA]], %[[HA]] ], [ [[VB]], %[[HB]] ]
; CHECK-NEXT: %w = fadd float %v, 1.000000e+00
; CHECK-NEXT: br i1 %c, label %[[SA:split.handle.*]], label %[[SB:split.handle.*]]
; CHECK-EMPTY:
; CHECK-NEXT: [[SA]]:
; CHECK-NEXT: call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_f32_1_0_0t.f32(target("dx.TypedBuffer", float, 1, 0, 0) %a, i32 %i, float %w)
; CHECK-NEXT: br label %[[J2:split.cont.*]]
; CHECK-EMPTY:
; CHECK-NEXT: [[SB]]:
; CHECK-NEXT: call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_f32_1_0_0t.f32(target("dx.TypedBuffer", float, 1, 0, 0) %b, i32 %i, float %w)
; CHECK-NEXT: br label %[[J2]]
; CHECK-EMPTY:
; CHECK-NEXT: [[J2]]:
; CHECK-NEXT: ret void
; CHECK-NEXT: }
}

; One binding (an array of 4): one handle call with the selected array index, no split.
; CHECK-LABEL: define void @same_binding_load(
define void @same_binding_load(i1 %c, i32 %i) #0 {
  %h1 = call target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 4, i32 4, i32 1, ptr @Arr.str)
  %h2 = call target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 4, i32 4, i32 2, ptr @Arr.str)
  %h = select i1 %c, target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %h1, target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %h2
  %r = call { <4 x float>, i1 } @llvm.dx.resource.load.typedbuffer(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %h, i32 %i)
  %v = extractvalue { <4 x float>, i1 } %r, 0
  call void @llvm.dx.resource.store.typedbuffer(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %h1, i32 0, <4 x float> %v)
  ret void
; CHECK-NEXT: %h1 = call target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_1_0_0t(i32 0, i32 4, i32 4, i32 1, ptr @Arr.str)
; CHECK-NEXT: [[IDX:%.*]] = select i1 %c, i32 1, i32 2
; CHECK-NEXT: [[H:%.*]] = call target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_1_0_0t(i32 0, i32 4, i32 4, i32 [[IDX]], ptr @Arr.str)
; CHECK-NEXT: %r = call { <4 x float>, i1 } @llvm.dx.resource.load.typedbuffer.v4f32.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) [[H]], i32 %i)
; CHECK-NEXT: %v = extractvalue { <4 x float>, i1 } %r, 0
; CHECK-NEXT: call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_v4f32_1_0_0t.v4f32(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %h1, i32 0, <4 x float> %v)
; CHECK-NEXT: ret void
; CHECK-NEXT: }
}

; Structured buffers: a raw load (status unused: only the value is merged) and a raw store.
; CHECK-LABEL: define void @raw_split(
define void @raw_split(i1 %c, i32 %i) #0 {
  %a = call target("dx.RawBuffer", <2 x i32>, 1, 0) @llvm.dx.resource.handlefrombinding(i32 1, i32 0, i32 1, i32 0, ptr @SA.str)
  %b = call target("dx.RawBuffer", <2 x i32>, 1, 0) @llvm.dx.resource.handlefrombinding(i32 1, i32 1, i32 1, i32 0, ptr @SB.str)
  %h = select i1 %c, target("dx.RawBuffer", <2 x i32>, 1, 0) %a, target("dx.RawBuffer", <2 x i32>, 1, 0) %b
  %r = call { i32, i1 } @llvm.dx.resource.load.rawbuffer(target("dx.RawBuffer", <2 x i32>, 1, 0) %h, i32 %i, i32 4)
  %v = extractvalue { i32, i1 } %r, 0
  %h2 = select i1 %c, target("dx.RawBuffer", <2 x i32>, 1, 0) %b, target("dx.RawBuffer", <2 x i32>, 1, 0) %a
  call void @llvm.dx.resource.store.rawbuffer(target("dx.RawBuffer", <2 x i32>, 1, 0) %h2, i32 %i, i32 0, i32 %v)
  ret void
; CHECK:      br i1 %c, label %[[HA:split.handle.*]], label %[[HB:split.handle.*]]
; CHECK-EMPTY:
; CHECK-NEXT: [[HA]]:
; CHECK-NEXT: [[RA:%.*]] = call { i32, i1 } @llvm.dx.resource.load.rawbuffer.i32.tdx.RawBuffer_v2i32_1_0t(target("dx.RawBuffer", <2 x i32>, 1, 0) %a, i32 %i, i32 4)
; CHECK-NEXT: [[VA:%.*]] = extractvalue { i32, i1 } [[RA]], 0
; CHECK-NEXT: br label %[[J:split.cont.*]]
; CHECK-EMPTY:
; CHECK-NEXT: [[HB]]:
; CHECK-NEXT: [[RB:%.*]] = call { i32, i1 } @llvm.dx.resource.load.rawbuffer.i32.tdx.RawBuffer_v2i32_1_0t(target("dx.RawBuffer", <2 x i32>, 1, 0) %b, i32 %i, i32 4)
; CHECK-NEXT: [[VB:%.*]] = extractvalue { i32, i1 } [[RB]], 0
; CHECK-NEXT: br label %[[J]]
; CHECK-EMPTY:
; CHECK-NEXT: [[J]]:
; CHECK-NEXT: %v = phi i32 [ [[VA]], %[[HA]] ], [ [[VB]], %[[HB]] ]
; CHECK-NEXT: br i1 %c, label %[[SB:split.handle.*]], label %[[SA:split.handle.*]]
; CHECK-EMPTY:
; CHECK-NEXT: [[SB]]:
; CHECK-NEXT: call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_v2i32_1_0t.i32(target("dx.RawBuffer", <2 x i32>, 1, 0) %b, i32 %i, i32 0, i32 %v)
; CHECK-NEXT: br label %[[J2:split.cont.*]]
; CHECK-EMPTY:
; CHECK-NEXT: [[SA]]:
; CHECK-NEXT: call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_v2i32_1_0t.i32(target("dx.RawBuffer", <2 x i32>, 1, 0) %a, i32 %i, i32 0, i32 %v)
; CHECK-NEXT: br label %[[J2]]
; CHECK-EMPTY:
; CHECK-NEXT: [[J2]]:
; CHECK-NEXT: ret void
; CHECK-NEXT: }
}

; Two cbuffers with one layout type: the row is merged per used lane.
; CHECK-LABEL: define void @cbuffer_row_split(
define void @cbuffer_row_split(i1 %c) #0 {
  %a = call target("dx.CBuffer", %__cblayout_CB) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @CA.str)
  %b = call target("dx.CBuffer", %__cblayout_CB) @llvm.dx.resource.handlefrombinding(i32 0, i32 1, i32 1, i32 0, ptr @CB.str)
  %o = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @A.str)
  %h = select i1 %c, target("dx.CBuffer", %__cblayout_CB) %a, target("dx.CBuffer", %__cblayout_CB) %b
  %row = call { float, float, float, float } @llvm.dx.resource.load.cbufferrow.4(target("dx.CBuffer", %__cblayout_CB) %h, i32 0)
  %x = extractvalue { float, float, float, float } %row, 0
  %z = extractvalue { float, float, float, float } %row, 2
  %x2 = extractvalue { float, float, float, float } %row, 0
  %s = fadd float %x, %z
  %t = fadd float %s, %x2
  call void @llvm.dx.resource.store.typedbuffer(target("dx.TypedBuffer", float, 1, 0, 0) %o, i32 0, float %t)
  ret void
; CHECK:      br i1 %c, label %[[HA:split.handle.*]], label %[[HB:split.handle.*]]
; CHECK-EMPTY:
; CHECK-NEXT: [[HA]]:
; CHECK-NEXT: [[RA:%.*]] = call { float, float, float, float } @llvm.dx.resource.load.cbufferrow.4.f32.f32.f32.f32.tdx.CBuffer_s___cblayout_CBst(target("dx.CBuffer", %__cblayout_CB) %a, i32 0)
; CHECK-NEXT: [[XA:%.*]] = extractvalue { float, float, float, float } [[RA]], 0
; CHECK-NEXT: [[ZA:%.*]] = extractvalue { float, float, float, float } [[RA]], 2
; CHECK-NEXT: br label %[[J:split.cont.*]]
; CHECK-EMPTY:
; CHECK-NEXT: [[HB]]:
; CHECK-NEXT: [[RB:%.*]] = call { float, float, float, float } @llvm.dx.resource.load.cbufferrow.4.f32.f32.f32.f32.tdx.CBuffer_s___cblayout_CBst(target("dx.CBuffer", %__cblayout_CB) %b, i32 0)
; CHECK-NEXT: [[XB:%.*]] = extractvalue { float, float, float, float } [[RB]], 0
; CHECK-NEXT: [[ZB:%.*]] = extractvalue { float, float, float, float } [[RB]], 2
; CHECK-NEXT: br label %[[J]]
; CHECK-EMPTY:
; CHECK-NEXT: [[J]]:
; CHECK-NEXT: %x = phi float [ [[XA]], %[[HA]] ], [ [[XB]], %[[HB]] ]
; CHECK-NEXT: %z = phi float [ [[ZA]], %[[HA]] ], [ [[ZB]], %[[HB]] ]
; CHECK-NEXT: %s = fadd float %x, %z
; CHECK-NEXT: %t = fadd float %s, %x
}

; getdimensions.x: a scalar result, one phi.
; CHECK-LABEL: define i32 @dimensions_split(
define i32 @dimensions_split(i1 %c) #0 {
  %a = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @A.str)
  %b = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 1, i32 1, i32 0, ptr @B.str)
  %h = select i1 %c, target("dx.TypedBuffer", float, 1, 0, 0) %a, target("dx.TypedBuffer", float, 1, 0, 0) %b
  %n = call i32 @llvm.dx.resource.getdimensions.x(target("dx.TypedBuffer", float, 1, 0, 0) %h)
  ret i32 %n
; CHECK:      br i1 %c, label %[[HA:split.handle.*]], label %[[HB:split.handle.*]]
; CHECK-EMPTY:
; CHECK-NEXT: [[HA]]:
; CHECK-NEXT: [[NA:%.*]] = call i32 @llvm.dx.resource.getdimensions.x.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %a)
; CHECK-NEXT: br label %[[J:split.cont.*]]
; CHECK-EMPTY:
; CHECK-NEXT: [[HB]]:
; CHECK-NEXT: [[NB:%.*]] = call i32 @llvm.dx.resource.getdimensions.x.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %b)
; CHECK-NEXT: br label %[[J]]
; CHECK-EMPTY:
; CHECK-NEXT: [[J]]:
; CHECK-NEXT: %n = phi i32 [ [[NA]], %[[HA]] ], [ [[NB]], %[[HB]] ]
; CHECK-NEXT: ret i32 %n
}

; updatecounter through a select of ONE binding is one resource: a cloned handle call.
; CHECK-LABEL: define i32 @counter_same_binding(
define i32 @counter_same_binding(i1 %c) #0 {
  %h1 = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding(i32 1, i32 8, i32 2, i32 0, ptr @Arr.str)
  %h2 = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding(i32 1, i32 8, i32 2, i32 1, ptr @Arr.str)
  %h = select i1 %c, target("dx.RawBuffer", i32, 1, 0) %h1, target("dx.RawBuffer", i32, 1, 0) %h2
  %n = call i32 @llvm.dx.resource.updatecounter(target("dx.RawBuffer", i32, 1, 0) %h, i8 1)
  ret i32 %n
; CHECK-NEXT: [[IDX:%.*]] = select i1 %c, i32 0, i32 1
; CHECK-NEXT: [[H:%.*]] = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 1, i32 8, i32 2, i32 [[IDX]], ptr @Arr.str)
; CHECK-NEXT: %n = call i32 @llvm.dx.resource.updatecounter.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) [[H]], i8 1)
; CHECK-NEXT: ret i32 %n
}

; A select tree of three bindings: a switch on the handle number.
; CHECK-LABEL: define void @three_bindings(
define void @three_bindings(i1 %c, i1 %d, i32 %i) #0 {
  %a = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @A.str)
  %b = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 1, i32 1, i32 0, ptr @B.str)
  %cc = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 2, i32 1, i32 0, ptr @C.str)
  %ab = select i1 %d, target("dx.TypedBuffer", float, 1, 0, 0) %a, target("dx.TypedBuffer", float, 1, 0, 0) %b
  %h = select i1 %c, target("dx.TypedBuffer", float, 1, 0, 0) %ab, target("dx.TypedBuffer", float, 1, 0, 0) %cc
  call void @llvm.dx.resource.store.typedbuffer(target("dx.TypedBuffer", float, 1, 0, 0) %h, i32 %i, float 2.0)
  ret void
; CHECK:      %cc = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 2, i32 1, i32 0, ptr @C.str)
; CHECK-NEXT: br i1 %c, label %[[SEL:split.select.*]], label %[[HC:split.handle.*]]
; CHECK-EMPTY:
; CHECK-NEXT: [[SEL]]:
; CHECK-NEXT: br i1 %d, label %[[HA:split.handle.*]], label %[[HB:split.handle.*]]
; CHECK-EMPTY:
; CHECK-NEXT: [[HA]]:
; CHECK-NEXT: call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_f32_1_0_0t.f32(target("dx.TypedBuffer", float, 1, 0, 0) %a, i32 %i, float 2.000000e+00)
; CHECK-NEXT: br label %[[J:split.cont.*]]
; CHECK-EMPTY:
; CHECK-NEXT: [[HB]]:
; CHECK-NEXT: call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_f32_1_0_0t.f32(target("dx.TypedBuffer", float, 1, 0, 0) %b, i32 %i, float 2.000000e+00)
; CHECK-NEXT: br label %[[J]]
; CHECK-EMPTY:
; CHECK-NEXT: [[HC]]:
; CHECK-NEXT: call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_f32_1_0_0t.f32(target("dx.TypedBuffer", float, 1, 0, 0) %cc, i32 %i, float 2.000000e+00)
; CHECK-NEXT: br label %[[J]]
; CHECK-EMPTY:
; CHECK-NEXT: [[J]]:
; CHECK-NEXT: ret void
; CHECK-NOT:  select
; CHECK-NOT:  switch
}

attributes #0 = { "hlsl.export" }
