; Accesses through getpointer are reported in the order the pointer's uses are walked (CHECK-DAG).
; Stores to SRVs and cbuffers, by intrinsic and through getpointer (store, memcpy/memmove/memset
; destination, atomics), and through a select of pointers.
; RUN: %expect-exit 1 %rlv verify %s 2>&1 | %FileCheck %s
; RUN: %expect-exit 1 %rlv verify %s 2>&1 | %FileCheck %s --check-prefix=WRITEABLE
; WRITEABLE-NOT: into 'Out'
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

%struct.S = type { float, i32 }
%cblayout = type <{ <4 x float>, float }>
@in.name = private unnamed_addr constant [3 x i8] c"In\00"
@sin.name = private unnamed_addr constant [4 x i8] c"SIn\00"
@out.name = private unnamed_addr constant [4 x i8] c"Out\00"
@cb.name = private unnamed_addr constant [3 x i8] c"CB\00"

define void @main(i1 %c) {
  %in = call target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @in.name)
  %sin = call target("dx.RawBuffer", %struct.S, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 1, i32 1, i32 0, ptr @sin.name)
  %out = call target("dx.RawBuffer", %struct.S, 1, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @out.name)
  %cb = call target("dx.CBuffer", %cblayout) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @cb.name)
; CHECK: error: llvm.dx.resource.store.typedbuffer writes to 'In' (SRV, space 0, register 0), which is read-only (target("dx.TypedBuffer", float, 0, 0, 0) is not writeable) [access-store-readonly]
  call void @llvm.dx.resource.store.typedbuffer(target("dx.TypedBuffer", float, 0, 0, 0) %in, i32 0, float 1.0)
; CHECK: error: llvm.dx.resource.store.rawbuffer writes to 'SIn' (SRV, space 0, register 1), which is read-only
  call void @llvm.dx.resource.store.rawbuffer(target("dx.RawBuffer", %struct.S, 0, 0) %sin, i32 0, i32 4, i32 7)
  %p = call ptr @llvm.dx.resource.getpointer(target("dx.RawBuffer", %struct.S, 0, 0) %sin, i32 3)
  %q = call ptr @llvm.dx.resource.getpointer(target("dx.RawBuffer", %struct.S, 1, 0) %out, i32 3)
  %p4 = getelementptr inbounds i8, ptr %p, i32 4
; CHECK-DAG: error: store of i32 through a pointer into 'SIn' (SRV, space 0, register 1), which is read-only (target("dx.RawBuffer", %struct.S, 0, 0) is not writeable) [access-store-readonly]
  store i32 1, ptr %p4
; CHECK-DAG: error: memcpy writing 8 bytes through a pointer into 'SIn'
  call void @llvm.memcpy.p0.p0.i32(ptr %p, ptr %q, i32 8, i1 false)
; CHECK-DAG: error: memset writing 4 bytes through a pointer into 'SIn'
  call void @llvm.memset.p0.i32(ptr %p, i8 0, i32 4, i1 false)
; CHECK-DAG: error: memmove writing 8 bytes through a pointer into 'SIn'
  call void @llvm.memmove.p0.p0.i32(ptr %p, ptr %p, i32 8, i1 false)
; CHECK-DAG: error: atomic access of i32 through a pointer into 'SIn'
  %old = atomicrmw add ptr %p4, i32 1 monotonic
  %either = select i1 %c, ptr %p, ptr %q
; CHECK-DAG: error: store of float through a pointer into 'SIn'
  store float 2.0, ptr %either
  %cp = call ptr addrspace(2) @llvm.dx.resource.getpointer(target("dx.CBuffer", %cblayout) %cb, i32 16)
; CHECK: error: store of float through a pointer into constant buffer 'CB' (CBuffer, space 0, register 0) (target("dx.CBuffer", %cblayout)); constant buffers are read-only [access-store-readonly]
  store float 2.0, ptr addrspace(2) %cp
  ret void
}
