; WaveActiveBallot in a compute shader: lowered to waveActiveBallot (op 116) returning
; %dx.types.fouri32, its words written to a raw buffer; check proves it (a ballot is one
; convergent event whose four words are fresh values of its rank and operand, on both
; sides), and a lowering that swaps two words is refuted.
; RUN: %rlv lower %s -o - | %FileCheck %s
; RUN: %rlv check %s 2>&1 | %FileCheck %s --check-prefix=CHECK-CMD
; RUN: %rlv lower %s -o %t.dxil.ll
; RUN: sed -e 's/extractvalue %dx.types.fouri32 %\([0-9a-z]*\), 1$/extractvalue %dx.types.fouri32 %\1, 2/' %t.dxil.ll > %t.swapped.ll
; RUN: %expect-exit 1 %rlv prove %s %t.swapped.ll | %FileCheck %s --check-prefix=SWAPPED
; CHECK: %[[B:[a-z0-9]+]] = call %dx.types.fouri32 @dx.op.waveActiveBallot(i32 116, i1 %{{.*}})
; CHECK-DAG: extractvalue %dx.types.fouri32 %[[B]], 0
; CHECK-DAG: extractvalue %dx.types.fouri32 %[[B]], 3
; CHECK-CMD: rlv lower: in function @main: proved
; SWAPPED: in function @main: refuted ({{[0-9.]+}} ms): memory of u0 space 0 "Out" (raw) byte 4: before 0x02, after 0x01{{$}}
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"
@Out.str = private unnamed_addr constant [4 x i8] c"Out\00"
define void @main() #0 {
  %h = call target("dx.RawBuffer", <4 x i32>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @Out.str)
  %t = call i32 @llvm.dx.thread.id(i32 0)
  %odd = trunc i32 %t to i1
  %b = call <4 x i32> @llvm.dx.wave.ballot(i1 %odd)
  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_v4i32_1_0t.v4i32(target("dx.RawBuffer", <4 x i32>, 1, 0) %h, i32 %t, i32 0, <4 x i32> %b)
  ret void
}
declare target("dx.RawBuffer", <4 x i32>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_1_0t(i32, i32, i32, i32, ptr)
declare void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_v4i32_1_0t.v4i32(target("dx.RawBuffer", <4 x i32>, 1, 0), i32, i32, <4 x i32>)
declare i32 @llvm.dx.thread.id(i32)
declare <4 x i32> @llvm.dx.wave.ballot(i1)
attributes #0 = { convergent "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" }
