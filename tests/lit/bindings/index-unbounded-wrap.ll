; An unbounded DXIL range ends at the last register (0xFFFFFFFF): the register of a handle is
; lower bound + index in 32 bits, so an index past 0xFFFFFFFF - lower bound would wrap around
; (LLVM's lowering adds them in i32). A constant index there is an error, a dynamic one that
; can get there a warning; rlv lower refuses the first (before, it lowered it and check
; refuted its own output).
; RUN: %not %rlv verify %s 2>&1 | %FileCheck %s
; RUN: %expect-exit 1 %rlv lower %s -o %t.ll 2>&1 | %FileCheck --check-prefix=LOWER %s
; LOWER: error: index 1 of the unbounded range of "Last" {{.*}}[binding-index-out-of-range]
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

@Last.str = private unnamed_addr constant [5 x i8] c"Last\00", align 1
@Near.str = private unnamed_addr constant [5 x i8] c"Near\00", align 1

; CHECK: in function @main: error: index 1 of the unbounded range of "Last" from lower bound 4294967295 reaches register 4294967296, past the last register 4294967295 (valid indices are 0..0; the register would wrap around) [binding-index-out-of-range]
; CHECK-NEXT: (i32 0, i32 -1, i32 -1, i32 1, ptr @Last.str)
; CHECK-NEXT: in function @main: error: index 4294967295 of the unbounded range of "Near" from lower bound 4294967290 reaches register 8589934585, past the last register 4294967295 (valid indices are 0..5; the register would wrap around) [binding-index-out-of-range]
; CHECK-NEXT: (i32 1, i32 -6, i32 -1, i32 -1, ptr @Near.str)
; CHECK-NEXT: in function @main: warning: index %i = and i32 %tid, 7 can be up to 7, but the unbounded range of "Near" from lower bound 4294967290 ends at register 4294967295 (index 5); a larger index wraps around [binding-index-may-exceed]
; In range: the last register itself, index 5 from 0xFFFFFFFA, and a dynamic index bounded by 5
; or not bounded at all.
; CHECK-NOT: binding-index
define void @main() #0 {
  %tid = call i32 @llvm.dx.thread.id(i32 0)
  %a = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 -1, i32 -1, i32 1, ptr @Last.str)
  %b = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 1, i32 -6, i32 -1, i32 -1, ptr @Near.str)
  %i = and i32 %tid, 7
  %c = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 1, i32 -6, i32 -1, i32 %i, ptr @Near.str)
  %d = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 2, i32 -1, i32 -1, i32 0, ptr @Last.str)
  %e = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 1, i32 -6, i32 -1, i32 5, ptr @Near.str)
  %j = urem i32 %tid, 6
  %f = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 1, i32 -6, i32 -1, i32 %j, ptr @Near.str)
  %g = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 1, i32 -6, i32 -1, i32 %tid, ptr @Near.str)
  ret void
}

declare i32 @llvm.dx.thread.id(i32)
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)

attributes #0 = { "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }
