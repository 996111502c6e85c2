; Typed 64-bit accesses are split into i32 lanes at every shader model (bufferLoad/Store
; have no 64-bit overloads): asdouble / zext-shl-or on loads, splitdouble / trunc-lshr-trunc
; on stores, in LLVM's instruction order; the check bit only where it is used.
; RUN: %rlv lower --stage=intrinsic-expansion %s | %FileCheck %s
; RUN: %rlv lower --stage=intrinsic-expansion --sm=6.0 %s | %FileCheck %s
; RUN: %rlv lower --stage=intrinsic-expansion --sm=6.3 %s | %FileCheck %s

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

declare void @f64(double)
declare void @v2f64(<2 x double>)
declare void @i64(i64)
declare void @i1(i1)

; CHECK-LABEL: define void @load_double(
; CHECK-NEXT: %h = call
; CHECK-NEXT: %[[L:.*]] = call { <2 x i32>, i1 } @llvm.dx.resource.load.typedbuffer.v2i32.tdx.TypedBuffer_f64_1_0_0t(target("dx.TypedBuffer", double, 1, 0, 0) %h, i32 %i)
; CHECK-NEXT: %[[V:.*]] = extractvalue { <2 x i32>, i1 } %[[L]], 0
; CHECK-NEXT: %[[LO:.*]] = extractelement <2 x i32> %[[V]], i32 0
; CHECK-NEXT: %[[HI:.*]] = extractelement <2 x i32> %[[V]], i32 1
; CHECK-NEXT: %[[D:.*]] = call double @llvm.dx.asdouble.i32(i32 %[[LO]], i32 %[[HI]])
; CHECK-NEXT: call void @f64(double %[[D]])
; CHECK-NEXT: ret void
define void @load_double(i32 %i) {
  %h = call target("dx.TypedBuffer", double, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr null)
  %ld = call { double, i1 } @llvm.dx.resource.load.typedbuffer(target("dx.TypedBuffer", double, 1, 0, 0) %h, i32 %i)
  %v = extractvalue { double, i1 } %ld, 0
  call void @f64(double %v)
  ret void
}

; CHECK-LABEL: define void @load_double2(
; CHECK:      %[[L:.*]] = call { <4 x i32>, i1 } @llvm.dx.resource.load.typedbuffer.v4i32.tdx.TypedBuffer_v2f64_1_0_0t(target("dx.TypedBuffer", <2 x double>, 1, 0, 0) %h, i32 %i)
; CHECK-NEXT: %[[V:.*]] = extractvalue { <4 x i32>, i1 } %[[L]], 0
; CHECK-NEXT: %[[E0:.*]] = extractelement <4 x i32> %[[V]], i32 0
; CHECK-NEXT: %[[E1:.*]] = extractelement <4 x i32> %[[V]], i32 1
; CHECK-NEXT: %[[E2:.*]] = extractelement <4 x i32> %[[V]], i32 2
; CHECK-NEXT: %[[E3:.*]] = extractelement <4 x i32> %[[V]], i32 3
; CHECK-NEXT: %[[D0:.*]] = call double @llvm.dx.asdouble.i32(i32 %[[E0]], i32 %[[E1]])
; CHECK-NEXT: %[[R0:.*]] = insertelement <2 x double> poison, double %[[D0]], i32 0
; CHECK-NEXT: %[[D1:.*]] = call double @llvm.dx.asdouble.i32(i32 %[[E2]], i32 %[[E3]])
; CHECK-NEXT: %[[R1:.*]] = insertelement <2 x double> %[[R0]], double %[[D1]], i32 1
; CHECK-NEXT: %[[C:.*]] = extractvalue { <4 x i32>, i1 } %[[L]], 1
; CHECK-NEXT: call void @v2f64(<2 x double> %[[R1]])
; CHECK-NEXT: call void @i1(i1 %[[C]])
define void @load_double2(i32 %i) {
  %h = call target("dx.TypedBuffer", <2 x double>, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 1, i32 1, i32 0, ptr null)
  %ld = call { <2 x double>, i1 } @llvm.dx.resource.load.typedbuffer(target("dx.TypedBuffer", <2 x double>, 1, 0, 0) %h, i32 %i)
  %v = extractvalue { <2 x double>, i1 } %ld, 0
  %c = extractvalue { <2 x double>, i1 } %ld, 1
  call void @v2f64(<2 x double> %v)
  call void @i1(i1 %c)
  ret void
}

; The full sequence is made even when the result is unused.
; CHECK-LABEL: define void @load_i64(
; CHECK:      %[[L:.*]] = call { <2 x i32>, i1 } @llvm.dx.resource.load.typedbuffer.v2i32.tdx.TypedBuffer_i64_1_0_1t(target("dx.TypedBuffer", i64, 1, 0, 1) %h, i32 %i)
; CHECK-NEXT: %[[V:.*]] = extractvalue { <2 x i32>, i1 } %[[L]], 0
; CHECK-NEXT: %[[LO:.*]] = extractelement <2 x i32> %[[V]], i32 0
; CHECK-NEXT: %[[HI:.*]] = extractelement <2 x i32> %[[V]], i32 1
; CHECK-NEXT: %[[LO64:.*]] = zext i32 %[[LO]] to i64
; CHECK-NEXT: %[[HI64:.*]] = zext i32 %[[HI]] to i64
; CHECK-NEXT: %[[SH:.*]] = shl i64 %[[HI64]], 32
; CHECK-NEXT: %{{.*}} = or i64 %[[LO64]], %[[SH]]
; CHECK-NEXT: ret void
define void @load_i64(i32 %i) {
  %h = call target("dx.TypedBuffer", i64, 1, 0, 1) @llvm.dx.resource.handlefrombinding(i32 0, i32 2, i32 1, i32 0, ptr null)
  %ld = call { i64, i1 } @llvm.dx.resource.load.typedbuffer(target("dx.TypedBuffer", i64, 1, 0, 1) %h, i32 %i)
  ret void
}

; CHECK-LABEL: define void @store_double(
; CHECK:      %[[S:.*]] = call { i32, i32 } @llvm.dx.splitdouble.i32(double %d)
; CHECK-NEXT: %[[LO:.*]] = extractvalue { i32, i32 } %[[S]], 0
; CHECK-NEXT: %[[HI:.*]] = extractvalue { i32, i32 } %[[S]], 1
; CHECK-NEXT: %[[V0:.*]] = insertelement <2 x i32> poison, i32 %[[LO]], i32 0
; CHECK-NEXT: %[[V1:.*]] = insertelement <2 x i32> %[[V0]], i32 %[[HI]], i32 1
; CHECK-NEXT: call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_f64_1_0_0t.v2i32(target("dx.TypedBuffer", double, 1, 0, 0) %h, i32 %i, <2 x i32> %[[V1]])
; CHECK-NEXT: ret void
define void @store_double(i32 %i, double %d) {
  %h = call target("dx.TypedBuffer", double, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 3, i32 1, i32 0, ptr null)
  call void @llvm.dx.resource.store.typedbuffer(target("dx.TypedBuffer", double, 1, 0, 0) %h, i32 %i, double %d)
  ret void
}

; CHECK-LABEL: define void @store_double2(
; CHECK:      %[[S:.*]] = call { <2 x i32>, <2 x i32> } @llvm.dx.splitdouble.v2i32(<2 x double> %d)
; CHECK-NEXT: %[[LO:.*]] = extractvalue { <2 x i32>, <2 x i32> } %[[S]], 0
; CHECK-NEXT: %[[HI:.*]] = extractvalue { <2 x i32>, <2 x i32> } %[[S]], 1
; CHECK-NEXT: %[[V:.*]] = shufflevector <2 x i32> %[[LO]], <2 x i32> %[[HI]], <4 x i32> <i32 0, i32 2, i32 1, i32 3>
; CHECK-NEXT: call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_v2f64_1_0_0t.v4i32(target("dx.TypedBuffer", <2 x double>, 1, 0, 0) %h, i32 %i, <4 x i32> %[[V]])
define void @store_double2(i32 %i, <2 x double> %d) {
  %h = call target("dx.TypedBuffer", <2 x double>, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 4, i32 1, i32 0, ptr null)
  call void @llvm.dx.resource.store.typedbuffer(target("dx.TypedBuffer", <2 x double>, 1, 0, 0) %h, i32 %i, <2 x double> %d)
  ret void
}

; CHECK-LABEL: define void @store_i64x2(
; CHECK:      %[[LO:.*]] = trunc <2 x i64> %v to <2 x i32>
; CHECK-NEXT: %[[SH:.*]] = lshr <2 x i64> %v, splat (i64 32)
; CHECK-NEXT: %[[HI:.*]] = trunc <2 x i64> %[[SH]] to <2 x i32>
; CHECK-NEXT: %[[V:.*]] = shufflevector <2 x i32> %[[LO]], <2 x i32> %[[HI]], <4 x i32> <i32 0, i32 2, i32 1, i32 3>
; CHECK-NEXT: call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_v2i64_1_0_0t.v4i32(target("dx.TypedBuffer", <2 x i64>, 1, 0, 0) %h, i32 %i, <4 x i32> %[[V]])
define void @store_i64x2(i32 %i, <2 x i64> %v) {
  %h = call target("dx.TypedBuffer", <2 x i64>, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 5, i32 1, i32 0, ptr null)
  call void @llvm.dx.resource.store.typedbuffer(target("dx.TypedBuffer", <2 x i64>, 1, 0, 0) %h, i32 %i, <2 x i64> %v)
  ret void
}

; CHECK-LABEL: define void @store_i64(
; CHECK:      %[[LO:.*]] = trunc i64 %v to i32
; CHECK-NEXT: %[[SH:.*]] = lshr i64 %v, 32
; CHECK-NEXT: %[[HI:.*]] = trunc i64 %[[SH]] to i32
; CHECK-NEXT: %[[V0:.*]] = insertelement <2 x i32> poison, i32 %[[LO]], i32 0
; CHECK-NEXT: %[[V1:.*]] = insertelement <2 x i32> %[[V0]], i32 %[[HI]], i32 1
; CHECK-NEXT: call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_i64_1_0_0t.v2i32(target("dx.TypedBuffer", i64, 1, 0, 0) %h, i32 %i, <2 x i32> %[[V1]])
define void @store_i64(i32 %i, i64 %v) {
  %h = call target("dx.TypedBuffer", i64, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 6, i32 1, i32 0, ptr null)
  call void @llvm.dx.resource.store.typedbuffer(target("dx.TypedBuffer", i64, 1, 0, 0) %h, i32 %i, i64 %v)
  ret void
}

; 32-bit accesses are left alone.
; CHECK-LABEL: define void @float4(
; CHECK-NEXT: %h = call
; CHECK-NEXT: %ld = call { <4 x float>, i1 } @llvm.dx.resource.load.typedbuffer.v4f32.tdx.TypedBuffer_v4f32_1_0_0t(
define void @float4(i32 %i) {
  %h = call target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 7, i32 1, i32 0, ptr null)
  %ld = call { <4 x float>, i1 } @llvm.dx.resource.load.typedbuffer(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %h, i32 %i)
  ret void
}

; The split-away 64-bit intrinsic declarations are gone.
; CHECK-NOT: declare {{.*}} @llvm.dx.resource.load.typedbuffer.f64
; CHECK-NOT: declare {{.*}} @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_f64_1_0_0t.f64(
