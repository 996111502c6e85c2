; BUG: a raw-buffer vector wider than 64 lanes lost its lanes past 64. resource-access splits
; a wide raw load into 4-lane parts and joined them with shufflevector, but stopped joining at
; 64 lanes (a fixed 64-entry mask) and handed on the 64-lane prefix; the store of the value
; was then split from that prefix.
; Expected: exit 0 from `rlv lower`, and `rlv check` proves the lowering.
; Actual: exit 0 from `rlv lower` with lanes 64..69 never stored; `rlv check` refuted it.
; RUN-BY-HAND: rlv check %s   (should say: in function @main: proved)
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

@In.str = private unnamed_addr constant [3 x i8] c"In\00", align 1
@Out.str = private unnamed_addr constant [4 x i8] c"Out\00", align 1

; 70 lanes: 17 parts of 4 and one of 2, 16 bytes apart.
define void @main() #0 {
  %tid = call i32 @llvm.dx.thread.id(i32 0)
  %in = call target("dx.RawBuffer", i8, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @In.str)
  %out = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @Out.str)
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_0_0t(target("dx.RawBuffer", i8, 0, 0) %in, i32 %tid)
  %v = load <70 x i32>, ptr %p, align 4
  %q = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %out, i32 %tid)
  store <70 x i32> %v, ptr %q, align 4
  ret void
}

declare i32 @llvm.dx.thread.id(i32)
declare target("dx.RawBuffer", i8, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_0_0t(i32, i32, i32, i32, ptr)
declare target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_0_0t(target("dx.RawBuffer", i8, 0, 0), i32)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0), i32)

attributes #0 = { "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }
