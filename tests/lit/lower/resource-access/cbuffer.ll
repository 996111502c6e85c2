; resource-access on cbuffer pointers (the form cbuffer-access produces): row = byte / 16,
; lane = (byte % 16) / element size, cbufferrow .2/.4/.8, vectors continuing on the next
; row, dynamic array indices adding to the row, names after the IR load.
; RUN: %rlv lower --stage=resource-access %s | %FileCheck %s

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

; cbuffer CB { float x; float3 y; double3 z; half a[6]; half h; int16_t s; float w[3]; }
; (a, h, s drawn as one row: h at byte 60, s at 62; w at 64)
%__cblayout_CB = type <{ float, <3 x float>, <3 x double>, target("dx.Padding", 8), [6 x half], half, i16, <{ [2 x <{ float, target("dx.Padding", 12) }>], float }> }>

@CB.cb = local_unnamed_addr global target("dx.CBuffer", %__cblayout_CB) poison
@CB.str = private unnamed_addr constant [3 x i8] c"CB\00", align 1

; CHECK-LABEL: define void @main(
define void @main(i32 %i) #0 {
  %h = call target("dx.CBuffer", %__cblayout_CB) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_CBst(i32 0, i32 0, i32 1, i32 0, ptr @CB.str)
  store target("dx.CBuffer", %__cblayout_CB) %h, ptr @CB.cb, align 4
  %cb = load target("dx.CBuffer", %__cblayout_CB), ptr @CB.cb, align 4

  %px = call ptr addrspace(2) @llvm.dx.resource.getpointer.p2.tdx.CBuffer_s___cblayout_CBst(target("dx.CBuffer", %__cblayout_CB) %cb, i32 0)
  %x = load float, ptr addrspace(2) %px, align 4
; CHECK:      %x.load = call { float, float, float, float } @llvm.dx.resource.load.cbufferrow.4.f32.f32.f32.f32.tdx.CBuffer_s___cblayout_CBst(target("dx.CBuffer", %__cblayout_CB) %cb, i32 0)
; CHECK-NEXT: %x.extract = extractvalue { float, float, float, float } %x.load, 0

  ; float3 at byte 4: row 0, lanes 1..3
  %py = call ptr addrspace(2) @llvm.dx.resource.getpointer.p2.tdx.CBuffer_s___cblayout_CBst(target("dx.CBuffer", %__cblayout_CB) %cb, i32 4)
  %y = load <3 x float>, ptr addrspace(2) %py, align 4
; CHECK-NEXT: %y.load = call { float, float, float, float } @llvm.dx.resource.load.cbufferrow.4.f32.f32.f32.f32.tdx.CBuffer_s___cblayout_CBst(target("dx.CBuffer", %__cblayout_CB) %cb, i32 0)
; CHECK-NEXT: %y.extract = extractvalue { float, float, float, float } %y.load, 1
; CHECK-NEXT: [[Y1:%y.extract[0-9]+]] = extractvalue { float, float, float, float } %y.load, 2
; CHECK-NEXT: [[Y2:%y.extract[0-9]+]] = extractvalue { float, float, float, float } %y.load, 3
; CHECK-NEXT: %y.upto0 = insertelement <3 x float> poison, float %y.extract, i32 0
; CHECK-NEXT: %y.upto1 = insertelement <3 x float> %y.upto0, float [[Y1]], i32 1
; CHECK-NEXT: %y.upto2 = insertelement <3 x float> %y.upto1, float [[Y2]], i32 2

  ; double3 at byte 16: row 1 lanes 0-1, then row 2 lane 0
  %pz = call ptr addrspace(2) @llvm.dx.resource.getpointer.p2.tdx.CBuffer_s___cblayout_CBst(target("dx.CBuffer", %__cblayout_CB) %cb, i32 16)
  %z = load <3 x double>, ptr addrspace(2) %pz, align 8
; CHECK-NEXT: %z.load = call { double, double } @llvm.dx.resource.load.cbufferrow.2.f64.f64.tdx.CBuffer_s___cblayout_CBst(target("dx.CBuffer", %__cblayout_CB) %cb, i32 1)
; CHECK-NEXT: %z.extract = extractvalue { double, double } %z.load, 0
; CHECK-NEXT: [[Z1:%z.extract[0-9]+]] = extractvalue { double, double } %z.load, 1
; CHECK-NEXT: [[ZL2:%z.load[0-9]+]] = call { double, double } @llvm.dx.resource.load.cbufferrow.2.f64.f64.tdx.CBuffer_s___cblayout_CBst(target("dx.CBuffer", %__cblayout_CB) %cb, i32 2)
; CHECK-NEXT: [[Z2:%z.extract[0-9]+]] = extractvalue { double, double } [[ZL2]], 0
; CHECK-NEXT: %z.upto0 = insertelement <3 x double> poison, double %z.extract, i32 0
; CHECK-NEXT: %z.upto1 = insertelement <3 x double> %z.upto0, double [[Z1]], i32 1
; CHECK-NEXT: %z.upto2 = insertelement <3 x double> %z.upto1, double [[Z2]], i32 2

  ; a half at byte 12 of row 3: cbufferrow.8, lane 6; an i16 at 14: lane 7
  %ph = call ptr addrspace(2) @llvm.dx.resource.getpointer.p2.tdx.CBuffer_s___cblayout_CBst(target("dx.CBuffer", %__cblayout_CB) %cb, i32 48)
  %ph12 = getelementptr inbounds nuw i8, ptr addrspace(2) %ph, i32 12
  %hv = load half, ptr addrspace(2) %ph12, align 2
; CHECK-NEXT: %hv.load = call { half, half, half, half, half, half, half, half } @llvm.dx.resource.load.cbufferrow.8.f16.f16.f16.f16.f16.f16.f16.f16.tdx.CBuffer_s___cblayout_CBst(target("dx.CBuffer", %__cblayout_CB) %cb, i32 3)
; CHECK-NEXT: %hv.extract = extractvalue { half, half, half, half, half, half, half, half } %hv.load, 6
  %ph14 = getelementptr inbounds nuw i8, ptr addrspace(2) %ph, i32 14
  %sv = load i16, ptr addrspace(2) %ph14, align 2
; CHECK-NEXT: %sv.load = call { i16, i16, i16, i16, i16, i16, i16, i16 } @llvm.dx.resource.load.cbufferrow.8.i16.i16.i16.i16.i16.i16.i16.i16.tdx.CBuffer_s___cblayout_CBst(target("dx.CBuffer", %__cblayout_CB) %cb, i32 3)
; CHECK-NEXT: %sv.extract = extractvalue { i16, i16, i16, i16, i16, i16, i16, i16 } %sv.load, 7

  ; w[i] at byte 64: the dynamic index adds to the row
  %pw = call ptr addrspace(2) @llvm.dx.resource.getpointer.p2.tdx.CBuffer_s___cblayout_CBst(target("dx.CBuffer", %__cblayout_CB) %cb, i32 64)
  %pwi = getelementptr <{ float, target("dx.Padding", 12) }>, ptr addrspace(2) %pw, i32 %i
  %wi = load float, ptr addrspace(2) %pwi, align 4
; CHECK-NEXT: [[ROW:%.*]] = add i32 4, %i
; CHECK-NEXT: %wi.load = call { float, float, float, float } @llvm.dx.resource.load.cbufferrow.4.f32.f32.f32.f32.tdx.CBuffer_s___cblayout_CBst(target("dx.CBuffer", %__cblayout_CB) %cb, i32 [[ROW]])
; CHECK-NEXT: %wi.extract = extractvalue { float, float, float, float } %wi.load, 0

  ; w[2] (the unpadded last element, +32) as <1 x float>, and an unnamed load
  %pw2 = getelementptr inbounds nuw i8, ptr addrspace(2) %pw, i32 32
  %w2 = load <1 x float>, ptr addrspace(2) %pw2, align 4
; CHECK-NEXT: %w2.load = call { float, float, float, float } @llvm.dx.resource.load.cbufferrow.4.f32.f32.f32.f32.tdx.CBuffer_s___cblayout_CBst(target("dx.CBuffer", %__cblayout_CB) %cb, i32 6)
; CHECK-NEXT: %w2.extract = extractvalue { float, float, float, float } %w2.load, 0
; CHECK-NEXT: %w2{{[0-9]+}} = insertelement <1 x float> poison, float %w2.extract, i32 0
  %1 = load i32, ptr addrspace(2) %py, align 4
; CHECK-NEXT: %.load = call { i32, i32, i32, i32 } @llvm.dx.resource.load.cbufferrow.4.i32.i32.i32.i32.tdx.CBuffer_s___cblayout_CBst(target("dx.CBuffer", %__cblayout_CB) %cb, i32 0)
; CHECK-NEXT: %.extract = extractvalue { i32, i32, i32, i32 } %.load, 1
  ret void
; CHECK-NEXT: ret void
}
; CHECK-NOT: getpointer

declare target("dx.CBuffer", %__cblayout_CB) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_CBst(i32, i32, i32, i32, ptr)
declare ptr addrspace(2) @llvm.dx.resource.getpointer.p2.tdx.CBuffer_s___cblayout_CBst(target("dx.CBuffer", %__cblayout_CB), i32)

attributes #0 = { "hlsl.export" }
