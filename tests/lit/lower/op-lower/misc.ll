; cbufferLoadLegacy (uses re-pointed to %dx.types.CBufRet.*), bufferUpdateCounter,
; getDimensions, makeDouble/splitDouble, the thread-id ops, nonuniformindex replaced by its
; operand, and declarations nothing uses deleted.
; RUN: %rlv lower --stage=op-lower %s | %FileCheck %s

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

%__cblayout_CB = type <{ float, target("dx.Padding", 12), double, half }>

declare void @f32(float)
declare void @f64(double)
declare void @f16(half)
declare void @i32(i32)
declare void @unused_decl(i32)

; CHECK-NOT: @unused_decl
; CHECK-LABEL: define void @main(
define void @main(i32 %i, double %d, i32 %lo, i32 %hi) "hlsl.shader"="compute" "hlsl.numthreads"="1,1,1" {
  %cb = call target("dx.CBuffer", %__cblayout_CB) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr null)
; CHECK: %r0{{[0-9]+}} = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %cb_annot, i32 0)
; CHECK-NEXT: %x = extractvalue %dx.types.CBufRet.f32 %r0{{[0-9]+}}, 0
  %r0 = call { float, float, float, float } @llvm.dx.resource.load.cbufferrow.4.f32.f32.f32.f32.tdx.CBuffer_s___cblayout_CBst(target("dx.CBuffer", %__cblayout_CB) %cb, i32 0)
  %x = extractvalue { float, float, float, float } %r0, 0
  call void @f32(float %x)
; CHECK: %r1{{[0-9]+}} = call %dx.types.CBufRet.f64 @dx.op.cbufferLoadLegacy.f64(i32 59, %dx.types.Handle %cb_annot, i32 1)
; CHECK-NEXT: %y = extractvalue %dx.types.CBufRet.f64 %r1{{[0-9]+}}, 0
  %r1 = call { double, double } @llvm.dx.resource.load.cbufferrow.2.f64.f64.tdx.CBuffer_s___cblayout_CBst(target("dx.CBuffer", %__cblayout_CB) %cb, i32 1)
  %y = extractvalue { double, double } %r1, 0
  call void @f64(double %y)
; CHECK: %r2{{[0-9]+}} = call %dx.types.CBufRet.f16.8 @dx.op.cbufferLoadLegacy.f16(i32 59, %dx.types.Handle %cb_annot, i32 1)
; CHECK-NEXT: %z = extractvalue %dx.types.CBufRet.f16.8 %r2{{[0-9]+}}, 4
  %r2 = call { half, half, half, half, half, half, half, half } @llvm.dx.resource.load.cbufferrow.8.f16.f16.f16.f16.f16.f16.f16.f16.tdx.CBuffer_s___cblayout_CBst(target("dx.CBuffer", %__cblayout_CB) %cb, i32 1)
  %z = extractvalue { half, half, half, half, half, half, half, half } %r2, 4
  call void @f16(half %z)

; CHECK: %t{{[0-9]+}} = call i32 @dx.op.threadId.i32(i32 93, i32 1)
; CHECK: %g{{[0-9]+}} = call i32 @dx.op.groupId.i32(i32 94, i32 2)
; CHECK: %tg{{[0-9]+}} = call i32 @dx.op.threadIdInGroup.i32(i32 95, i32 0)
; CHECK: %f{{[0-9]+}} = call i32 @dx.op.flattenedThreadIdInGroup.i32(i32 96)
  %t = call i32 @llvm.dx.thread.id(i32 1)
  %g = call i32 @llvm.dx.group.id(i32 2)
  %tg = call i32 @llvm.dx.thread.id.in.group(i32 0)
  %f = call i32 @llvm.dx.flattened.thread.id.in.group()

  %nu = call i32 @llvm.dx.resource.nonuniformindex(i32 %t)
  %sb = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 4, i32 %nu, ptr null)
; CHECK: %sb{{[0-9]+}} = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 3, i32 0, i8 1 }, i32 %t{{[0-9]+}}, i1 true)
; CHECK: %n{{[0-9]+}} = call i32 @dx.op.bufferUpdateCounter(i32 70, %dx.types.Handle %sb_annot, i8 -1)
; CHECK: %dim{{[0-9]+}} = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %sb_annot, i32 undef)
; CHECK-NEXT: %[[DIM:.*]] = extractvalue %dx.types.Dimensions %dim{{[0-9]+}}, 0
; CHECK-NEXT: call void @i32(i32 %[[DIM]])
  %n = call i32 @llvm.dx.resource.updatecounter(target("dx.RawBuffer", i32, 1, 0) %sb, i8 -1)
  %dim = call i32 @llvm.dx.resource.getdimensions.x(target("dx.RawBuffer", i32, 1, 0) %sb)
  call void @i32(i32 %dim)

; CHECK: %m{{[0-9]+}} = call double @dx.op.makeDouble.f64(i32 101, i32 %lo, i32 %hi)
; CHECK: %s{{[0-9]+}} = call %dx.types.splitdouble @dx.op.splitDouble.f64(i32 102, double %d)
; CHECK-NEXT: %s.lo = extractvalue %dx.types.splitdouble %s{{[0-9]+}}, 0
; CHECK-NEXT: %s.hi = extractvalue %dx.types.splitdouble %s{{[0-9]+}}, 1
  %m = call double @llvm.dx.asdouble.i32(i32 %lo, i32 %hi)
  call void @f64(double %m)
  %s = call { i32, i32 } @llvm.dx.splitdouble.i32(double %d)
  %s.lo = extractvalue { i32, i32 } %s, 0
  %s.hi = extractvalue { i32, i32 } %s, 1
  call void @i32(i32 %s.lo)
  call void @i32(i32 %s.hi)
  ret void
}

; CHECK-NOT: llvm.dx.resource
; CHECK-NOT: llvm.dx.{{thread|group|flattened|asdouble|splitdouble}}
; CHECK-DAG: declare %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32, %dx.types.Handle, i32) [[RO:#[0-9]+]]
; CHECK-DAG: declare i32 @dx.op.threadId.i32(i32, i32) [[RN:#[0-9]+]]
; CHECK-DAG: declare double @dx.op.makeDouble.f64(i32, i32, i32) [[RN]]
; CHECK-DAG: declare %dx.types.splitdouble @dx.op.splitDouble.f64(i32, double) [[RN]]
; CHECK-DAG: declare i32 @dx.op.bufferUpdateCounter(i32, %dx.types.Handle, i8) [[NU:#[0-9]+]]
; CHECK-DAG: declare %dx.types.Dimensions @dx.op.getDimensions(i32, %dx.types.Handle, i32) [[NU]]
; CHECK-DAG: attributes [[RO]] = { nounwind memory(read) }
; CHECK-DAG: attributes [[RN]] = { nounwind memory(none) }
; CHECK-DAG: attributes [[NU]] = { nounwind }
