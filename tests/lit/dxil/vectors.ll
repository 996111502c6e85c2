; Vectors left in DXIL (DXC Instr.Allowed, Types.NoVector), checked only with --scalarized:
; rlv lower does not scalarize, LLVM's backend does. One report per function and rule.
; RUN: %expect-exit 1 %rlv verify --scalarized %s 2>&1 | %FileCheck %s
; CHECK: in function @main: error: insertelement at SM 6.0 (the first of 3 vector instructions in this function); DXIL has no vector instructions before SM 6.9 (scalarize them) [dxil-vector-instruction]
; CHECK-NEXT: %v0 = insertelement <2 x float> poison, float %f, i32 0
; CHECK-NEXT: in function @main: error: an alloca of [2 x <2 x float>] at SM 6.0 (the first of 4 accesses of vector memory in this function); DXIL has no vector types before SM 6.9 (scalarize them) [dxil-vector-type]
; CHECK-NEXT: %slot = alloca [2 x <2 x float>]
; CHECK-NEXT: error: global @Shared holds { <4 x i32> } at SM 6.0; DXIL has no vector types before SM 6.9 (scalarize them) [dxil-vector-type]
; CHECK-NOT: error
;
; Without --scalarized (rlv lower's output, rlv check) nothing is said.
; RUN: %expect-exit 0 %rlv verify --level=dxil %s 2>&1 | %FileCheck %s --allow-empty --check-prefix=NONE
; Libraries are exempt; mesh shaders keep vector instructions but not vector memory.
; RUN: sed 's/shadermodel6.0-compute/shadermodel6.0-library/' %s > %t.lib.ll
; RUN: %expect-exit 0 %rlv verify --scalarized %t.lib.ll 2>&1 | %FileCheck %s --allow-empty --check-prefix=NONE
; RUN: sed 's/shadermodel6.0-compute/shadermodel6.5-mesh/' %s > %t.ms.ll
; RUN: %expect-exit 1 %rlv verify --scalarized %t.ms.ll 2>&1 | %FileCheck %s --check-prefix=MESH
; MESH-NOT: [dxil-vector-instruction]
; MESH: error: an alloca of [2 x <2 x float>] at SM 6.5{{.*}}[dxil-vector-type]
; MESH-NOT: [dxil-vector-instruction]
; SM 6.9 has long vectors: only one-element vectors remain errors.
; RUN: sed 's/shadermodel6.0-compute/shadermodel6.9-compute/; s/<2 x float>/<1 x float>/g; s/i32 1$/i32 0/' %s > %t.69.ll
; RUN: %expect-exit 1 %rlv verify --scalarized %t.69.ll 2>&1 | %FileCheck %s --check-prefix=SM69
; SM69: error: an alloca of [2 x <1 x float>] at SM 6.9 (the first of 3 accesses of vector memory in this function); one-element vectors are not DXIL types [dxil-vector-type]
; SM69-NOT: [dxil-vector-instruction]
; SM69-NOT: <4 x i32>
; NONE-NOT: error
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.0-unknown-shadermodel6.0-compute"

@Shared = internal addrspace(3) global { <4 x i32> } undef

define void @main() #0 {
  %tid = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %f = uitofp i32 %tid to float
  %v0 = insertelement <2 x float> poison, float %f, i32 0
  %v1 = insertelement <2 x float> %v0, float %f, i32 1
  %x = extractelement <2 x float> %v1, i32 1
  %slot = alloca [2 x <2 x float>], align 8
  store <2 x float> %v1, ptr %slot, align 8
  %back = load <2 x float>, ptr %slot, align 8
  %s = load { <4 x i32> }, ptr addrspace(3) @Shared, align 16
  ret void
}

declare i32 @dx.op.threadId.i32(i32, i32) #1

attributes #0 = { "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" }
attributes #1 = { nounwind memory(none) }
