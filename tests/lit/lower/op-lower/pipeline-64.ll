; 64-bit accesses through intrinsic-expansion and op-lower together (all stages): typed
; double2 and uint64 always as i32 lanes with makeDouble / zext-shl-or and splitDouble /
; trunc-lshr; raw 64-bit as i32 lanes up to SM 6.2 and as rawBufferLoad/Store.f64/.i64 from
; SM 6.3.
; RUN: %rlv lower --sm=6.0 %s | %FileCheck %s --check-prefixes=CHECK,SM60
; RUN: %rlv lower --sm=6.2 %s | %FileCheck %s --check-prefixes=CHECK,SM62
; RUN: %rlv lower --sm=6.3 %s | %FileCheck %s --check-prefixes=CHECK,SM63
; RUN: %rlv lower %s | %FileCheck %s --check-prefixes=CHECK,SM63

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

define void @main(i32 %i) "hlsl.shader"="compute" "hlsl.numthreads"="1,1,1" {
  %in = call target("dx.TypedBuffer", <2 x double>, 0, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr null)
  %out = call target("dx.TypedBuffer", <2 x double>, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr null)
  %bab = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 1, i32 1, i32 0, ptr null)
; CHECK:      %[[L:.*]] = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %{{.*}}, i32 %i, i32 undef)
; CHECK-DAG:  %[[E0:.*]] = extractvalue %dx.types.ResRet.i32 %[[L]], 0
; CHECK-DAG:  %[[E1:.*]] = extractvalue %dx.types.ResRet.i32 %[[L]], 1
; CHECK-DAG:  %[[E2:.*]] = extractvalue %dx.types.ResRet.i32 %[[L]], 2
; CHECK-DAG:  %[[E3:.*]] = extractvalue %dx.types.ResRet.i32 %[[L]], 3
; CHECK:      %[[D0:.*]] = call double @dx.op.makeDouble.f64(i32 101, i32 %[[E0]], i32 %[[E1]])
; CHECK-NEXT: %[[D1:.*]] = call double @dx.op.makeDouble.f64(i32 101, i32 %[[E2]], i32 %[[E3]])
; CHECK-NEXT: %[[S0:.*]] = call %dx.types.splitdouble @dx.op.splitDouble.f64(i32 102, double %[[D0]])
; CHECK-NEXT: %[[S1:.*]] = call %dx.types.splitdouble @dx.op.splitDouble.f64(i32 102, double %[[D1]])
; CHECK-NEXT: %[[LO0:.*]] = extractvalue %dx.types.splitdouble %[[S0]], 0
; CHECK-NEXT: %[[LO1:.*]] = extractvalue %dx.types.splitdouble %[[S1]], 0
; CHECK-NEXT: %[[HI0:.*]] = extractvalue %dx.types.splitdouble %[[S0]], 1
; CHECK-NEXT: %[[HI1:.*]] = extractvalue %dx.types.splitdouble %[[S1]], 1
; CHECK-NEXT: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %{{.*}}, i32 %i, i32 undef, i32 %[[LO0]], i32 %[[HI0]], i32 %[[LO1]], i32 %[[HI1]], i8 15)
  %ld = call { <2 x double>, i1 } @llvm.dx.resource.load.typedbuffer(target("dx.TypedBuffer", <2 x double>, 0, 0, 0) %in, i32 %i)
  %v = extractvalue { <2 x double>, i1 } %ld, 0
  call void @llvm.dx.resource.store.typedbuffer(target("dx.TypedBuffer", <2 x double>, 1, 0, 0) %out, i32 %i, <2 x double> %v)

; SM60:      %[[R:.*]] = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %{{.*}}, i32 %i, i32 undef)
; SM62:      %[[R:.*]] = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %{{.*}}, i32 %i, i32 undef, i8 3, i32 4)
; SM60-DAG:  %[[R0:.*]] = extractvalue %dx.types.ResRet.i32 %[[R]], 0
; SM60-DAG:  %[[R1:.*]] = extractvalue %dx.types.ResRet.i32 %[[R]], 1
; SM62-DAG:  %[[R0:.*]] = extractvalue %dx.types.ResRet.i32 %[[R]], 0
; SM62-DAG:  %[[R1:.*]] = extractvalue %dx.types.ResRet.i32 %[[R]], 1
; SM60:      %[[Z0:.*]] = zext i32 %[[R0]] to i64
; SM62:      %[[Z0:.*]] = zext i32 %[[R0]] to i64
; SM63:      %[[Q:.*]] = call %dx.types.ResRet.i64 @dx.op.rawBufferLoad.i64(i32 139, %dx.types.Handle %{{.*}}, i32 %i, i32 undef, i8 1, i32 8)
; SM63:      %[[Q0:.*]] = extractvalue %dx.types.ResRet.i64 %[[Q]], 0
; SM63:      call void @dx.op.rawBufferStore.i64(i32 140, %dx.types.Handle %{{.*}}, i32 %i, i32 undef, i64 %[[Q0]], i64 undef, i64 undef, i64 undef, i8 1, i32 8)
; SM62:      call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %{{.*}}, i32 %i, i32 undef, i32 %{{.*}}, i32 %{{.*}}, i32 undef, i32 undef, i8 3, i32 4)
; SM60:      call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %{{.*}}, i32 %i, i32 undef, i32 %{{.*}}, i32 %{{.*}}, i32 undef, i32 undef, i8 3)
  %r = call { i64, i1 } @llvm.dx.resource.load.rawbuffer(target("dx.RawBuffer", i8, 1, 0) %bab, i32 %i, i32 poison)
  %rv = extractvalue { i64, i1 } %r, 0
  call void @llvm.dx.resource.store.rawbuffer(target("dx.RawBuffer", i8, 1, 0) %bab, i32 %i, i32 poison, i64 %rv)
  ret void
}
; CHECK-NOT: llvm.dx.resource
; CHECK-NOT: llvm.dx.{{asdouble|splitdouble}}
