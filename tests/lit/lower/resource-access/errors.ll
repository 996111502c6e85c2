; resource-access diagnostics: accesses the DXIL lowering cannot express.
; RUN: %expect-exit 1 %rlv lower --stage=resource-access %s 2>&1 | %FileCheck %s

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

%__cblayout_CB = type <{ <2 x float>, i32 }>
%struct.S = type { float, i32 }

@A.str = private unnamed_addr constant [2 x i8] c"A\00", align 1
@CB.str = private unnamed_addr constant [3 x i8] c"CB\00", align 1
@S.str = private unnamed_addr constant [2 x i8] c"S\00", align 1

; CHECK-DAG: error: a cbuffer load of %__cblayout_CB is not a scalar or vector of 16/32/64-bit values {{.*}}[lower-unsupported-access]
; CHECK-DAG: error: a dynamic GEP index steps 6 bytes, which does not divide by the 4-byte access unit {{.*}}[lower-unsupported-access]
; CHECK-DAG: error: a raw-buffer access of %struct.S is not a scalar or vector of 16/32/64-bit values {{.*}}[lower-unsupported-access]
; CHECK-DAG: error: the resource pointer itself is stored to memory (it escapes) {{.*}}[lower-unsupported-access]
; CHECK-NOT: [lower-non-unique-resource]
define void @main(i32 %i, ptr %out) #0 {
  %a = call target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @A.str)
  %cb = call target("dx.CBuffer", %__cblayout_CB) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_CBst(i32 0, i32 0, i32 1, i32 0, ptr @CB.str)
  %s = call target("dx.RawBuffer", %struct.S, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Ss_1_0t(i32 0, i32 1, i32 1, i32 0, ptr @S.str)
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %a, i32 %i)
  %p8 = getelementptr inbounds nuw i8, ptr %p, i32 8
  %pc = call ptr addrspace(2) @llvm.dx.resource.getpointer.p2.tdx.CBuffer_s___cblayout_CBst(target("dx.CBuffer", %__cblayout_CB) %cb, i32 0)
  %whole = load %__cblayout_CB, ptr addrspace(2) %pc, align 4
  %q = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %a, i32 0)
  %q6 = getelementptr [3 x i16], ptr %q, i32 %i
  %odd = load float, ptr %q6, align 4
  %ps = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Ss_1_0t(target("dx.RawBuffer", %struct.S, 1, 0) %s, i32 %i)
  %sv = load %struct.S, ptr %ps, align 4
  %ps2 = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Ss_1_0t(target("dx.RawBuffer", %struct.S, 1, 0) %s, i32 0)
  store ptr %ps2, ptr %out, align 4
  ret void
}

declare target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_1_0_0t(i32, i32, i32, i32, ptr)
declare target("dx.CBuffer", %__cblayout_CB) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_CBst(i32, i32, i32, i32, ptr)
declare target("dx.RawBuffer", %struct.S, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Ss_1_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0), i32)
declare ptr addrspace(2) @llvm.dx.resource.getpointer.p2.tdx.CBuffer_s___cblayout_CBst(target("dx.CBuffer", %__cblayout_CB), i32)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Ss_1_0t(target("dx.RawBuffer", %struct.S, 1, 0), i32)

attributes #0 = { "hlsl.export" }
