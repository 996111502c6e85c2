; A select of handles passed straight to the load/store intrinsics (clang's
; `(c ? A : B).Load(i, status)`), through every stage: the call is split per handle in
; resource-access, each copy lowers to its own DXIL op on its own handle, and the value and
; the status meet in phis (the status through checkAccessFullyMapped in each block).
; RUN: %rlv lower %s | %FileCheck %s --check-prefixes=CHECK,SM66
; RUN: %rlv lower --sm=6.0 %s | %FileCheck %s --check-prefixes=CHECK,SM60
; RUN: %rlv lower %s | %opt -passes=verify -disable-output
; RUN: %expect-exit 0 %rlv check %s 2>&1 | %FileCheck %s --check-prefix=PROVED
; PROVED: main: proved

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

@A.str = private unnamed_addr constant [2 x i8] c"A\00", align 1
@B.str = private unnamed_addr constant [2 x i8] c"B\00", align 1
@Out.str = private unnamed_addr constant [4 x i8] c"Out\00", align 1
@D.str = private unnamed_addr constant [2 x i8] c"D\00", align 1

; CHECK-LABEL: define void @main(
; SM66-DAG:   %[[A:a_annot]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %{{.*}}, %dx.types.ResourceProperties { i32 10, i32 522 })
; SM66-DAG:   %[[B:b_annot]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %{{.*}}, %dx.types.ResourceProperties { i32 10, i32 522 })
; SM60-DAG:   %[[A:a[0-9]*]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
; SM60-DAG:   %[[B:b[0-9]*]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 1, i32 1, i1 false)
; CHECK:      %c = icmp eq i32 %bit, 0
; CHECK-NEXT: br i1 %c, label %[[HA:split.handle.*]], label %[[HB:split.handle.*]]
; CHECK-EMPTY:
; CHECK-NEXT: [[HA]]:
; CHECK-NEXT: %[[LA:.*]] = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %[[A]], i32 %{{.*}}, i32 undef)
; CHECK-NEXT: %[[SA:.*]] = extractvalue %dx.types.ResRet.i32 %[[LA]], 4
; CHECK-NEXT: %[[MA:.*]] = call i1 @dx.op.checkAccessFullyMapped.i32(i32 71, i32 %[[SA]])
; CHECK-NEXT: %[[A3:.*]] = extractvalue %dx.types.ResRet.i32 %[[LA]], 3
; CHECK-NEXT: %[[A2:.*]] = extractvalue %dx.types.ResRet.i32 %[[LA]], 2
; CHECK-NEXT: %[[A1:.*]] = extractvalue %dx.types.ResRet.i32 %[[LA]], 1
; CHECK-NEXT: %[[A0:.*]] = extractvalue %dx.types.ResRet.i32 %[[LA]], 0
; CHECK-NEXT: %[[DA0:.*]] = call double @dx.op.makeDouble.f64(i32 101, i32 %[[A0]], i32 %[[A1]])
; CHECK-NEXT: %{{.*}} = call double @dx.op.makeDouble.f64(i32 101, i32 %[[A2]], i32 %[[A3]])
; CHECK-NEXT: br label %[[J:split.cont.*]]
; CHECK-EMPTY:
; CHECK-NEXT: [[HB]]:
; CHECK-NEXT: %[[LB:.*]] = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %[[B]], i32 %{{.*}}, i32 undef)
; CHECK-NEXT: %[[SB:.*]] = extractvalue %dx.types.ResRet.i32 %[[LB]], 4
; CHECK-NEXT: %[[MB:.*]] = call i1 @dx.op.checkAccessFullyMapped.i32(i32 71, i32 %[[SB]])
; CHECK:      %[[DB0:.*]] = call double @dx.op.makeDouble.f64(i32 101, i32 %{{.*}}, i32 %{{.*}})
; CHECK-NEXT: %{{.*}} = call double @dx.op.makeDouble.f64(i32 101, i32 %{{.*}}, i32 %{{.*}})
; CHECK-NEXT: br label %[[J]]
; CHECK-EMPTY:
; CHECK-NEXT: [[J]]:
; The scalarize stage splits the vector phi; only lane 0 is used.
; CHECK-NEXT: %v.i0 = phi double [ %[[DA0]], %[[HA]] ], [ %[[DB0]], %[[HB]] ]
; CHECK-NEXT: %st = phi i1 [ %[[MA]], %[[HA]] ], [ %[[MB]], %[[HB]] ]
; One binding (D, an array of 2): no split, the handle index is selected.
; CHECK:      %[[DI:.*]] = select i1 %c, i32 1, i32 0
; CHECK-NEXT: %[[DR:.*]] = add i32 %[[DI]], 2
; SM66-NEXT:  %[[DH:.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 3, i32 0, i8 0 }, i32 %[[DR]], i1 false)
; SM66-NEXT:  %[[DN:.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %[[DH]], %dx.types.ResourceProperties { i32 11, i32 0 })
; SM60-NEXT:  %[[DN:.*]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 2, i32 %[[DR]], i1 false)
; CHECK-NEXT: %[[DIM:.*]] = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %[[DN]], i32 undef)
; CHECK-NEXT: %{{.*}} = extractvalue %dx.types.Dimensions %[[DIM]], 0
; CHECK-NOT:  llvm.dx.resource
; CHECK-NOT:  select i1 %c, target
define void @main() #0 {
  %a = call target("dx.TypedBuffer", <2 x double>, 0, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @A.str)
  %b = call target("dx.TypedBuffer", <2 x double>, 0, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 1, i32 1, i32 0, ptr @B.str)
  %out = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @Out.str)
  %d0 = call target("dx.RawBuffer", i8, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 2, i32 2, i32 0, ptr @D.str)
  %d1 = call target("dx.RawBuffer", i8, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 2, i32 2, i32 1, ptr @D.str)
  %x = call i32 @llvm.dx.thread.id(i32 0)
  %y = call i32 @llvm.dx.thread.id(i32 1)
  %bit = and i32 %x, 1
  %c = icmp eq i32 %bit, 0
  %h = select i1 %c, target("dx.TypedBuffer", <2 x double>, 0, 0, 0) %a, target("dx.TypedBuffer", <2 x double>, 0, 0, 0) %b
  %r = call { <2 x double>, i1 } @llvm.dx.resource.load.typedbuffer(target("dx.TypedBuffer", <2 x double>, 0, 0, 0) %h, i32 %y)
  %v = extractvalue { <2 x double>, i1 } %r, 0
  %st = extractvalue { <2 x double>, i1 } %r, 1
  %v0 = extractelement <2 x double> %v, i32 0
  %sx = zext i1 %st to i32
  call void @llvm.dx.resource.store.rawbuffer(target("dx.RawBuffer", i8, 1, 0) %out, i32 0, i32 poison, double %v0)
  call void @llvm.dx.resource.store.rawbuffer(target("dx.RawBuffer", i8, 1, 0) %out, i32 8, i32 poison, i32 %sx)
  %hd = select i1 %c, target("dx.RawBuffer", i8, 0, 0) %d1, target("dx.RawBuffer", i8, 0, 0) %d0
  %n = call i32 @llvm.dx.resource.getdimensions.x(target("dx.RawBuffer", i8, 0, 0) %hd)
  call void @llvm.dx.resource.store.rawbuffer(target("dx.RawBuffer", i8, 1, 0) %out, i32 12, i32 poison, i32 %n)
  ret void
}

attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="1,1,1" }
