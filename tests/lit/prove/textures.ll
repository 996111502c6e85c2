; Textures, samplers and feedback textures: their contents are not modelled, their creation
; is: AFTER must declare each with the kind and properties BEFORE's type implies (reference
; §3.4: kind, UAV/ROV bits, component type and count, sample count, feedback type, the
; comparison bit of a sampler), through annotateHandle or, below SM 6.6, the kind of its
; !dx.resources record. Every access to one is unknown.
; RUN: %expect-exit 1 %rlv prove %s %S/Inputs/textures-after.ll | %FileCheck %s
; RUN: %expect-exit 0 %rlv check %corpus/valid/types-dx-resources.ll | %FileCheck %s --check-prefix=CORPUS
; RUN: %rlv lower --sm=6.0 %corpus/valid/types-dx-resources.ll -o %t.60.ll
; RUN: %expect-exit 0 %rlv prove %corpus/valid/types-dx-resources.ll %t.60.ll | %FileCheck %s --check-prefix=SM60
; RUN: sed 's/!"R", i32 15, i32 0, i32 1, i32 2, i32 0/!"R", i32 15, i32 0, i32 1, i32 4, i32 0/' %t.60.ll > %t.60-wrong.ll
; RUN: %expect-exit 1 %rlv prove %corpus/valid/types-dx-resources.ll %t.60-wrong.ll | %FileCheck %s --check-prefix=SM60-WRONG
; CHECK: in function @created: proved ({{[0-9.]+}} ms){{$}}
; CHECK: in function @wrong_kind: refuted ({{[0-9.]+}} ms): resource properties of t1 space 0 "T": before kind 2, after kind 4{{$}}
; CHECK: in function @wrong_component: refuted ({{[0-9.]+}} ms): resource properties of t1 space 0 "T": before component type 9 x 4, after component type 4 x 4{{$}}
; CHECK: in function @wrong_samples: refuted ({{[0-9.]+}} ms): resource properties of t2 space 0 "M": before sample count 8, after sample count 4{{$}}
; CHECK: in function @rov_dropped: refuted ({{[0-9.]+}} ms): resource properties of u1 space 0 "V": before ROV bit 1, after ROV bit 0{{$}}
; CHECK: in function @feedback_wrong: refuted ({{[0-9.]+}} ms): resource properties of u2 space 0 "F": before feedback type 1, after feedback type 0{{$}}
; CHECK: in function @sampler_cmp_dropped: refuted ({{[0-9.]+}} ms): resource properties of s0 space 0 "S": before comparison bit 1, word1 0, after comparison bit 0, word1 0{{$}}
; CHECK: in function @dims: unknown ({{[0-9.]+}} ms): BEFORE: the dimensions of a resource that is not a buffer: %n = call i32 @llvm.dx.resource.getdimensions.x.tdx.Texture_v4f32_0_0_0_2t(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %t){{$}}
; CHECK: in function @pointer: unknown ({{[0-9.]+}} ms): BEFORE: getpointer on an unexpected handle: %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.Texture_v4f32_0_0_0_2t(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %t, i32 %i){{$}}
; CHECK: in function @bad_dimension: unknown ({{[0-9.]+}} ms): BEFORE: a resource kind the prover does not model (Texture2DMS): %t = call target("dx.Texture", float, 0, 0, 0, 3) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_3t(i32 0, i32 1, i32 1, i32 0, ptr @T.str){{$}}
; CORPUS: rlv lower: in function @main: proved ({{[0-9.]+}} ms){{$}}
; SM60: in function @main: proved ({{[0-9.]+}} ms){{$}}
; SM60-WRONG: in function @main: refuted ({{[0-9.]+}} ms): resource properties of t0 space 15 "R": before kind 2, after kind 4{{$}}
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"
@T.str = private unnamed_addr constant [2 x i8] c"T\00"
@M.str = private unnamed_addr constant [2 x i8] c"M\00"
@V.str = private unnamed_addr constant [2 x i8] c"V\00"
@F.str = private unnamed_addr constant [2 x i8] c"F\00"
@S.str = private unnamed_addr constant [2 x i8] c"S\00"
@Out.str = private unnamed_addr constant [4 x i8] c"Out\00"

; every kind created, and a buffer written beside them
define void @created(i32 %i, i32 %x) {
  %t = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 0, i32 1, i32 1, i32 0, ptr @T.str)
  %m = call target("dx.MSTexture", float, 0, 8, 0, 3) @llvm.dx.resource.handlefrombinding.tdx.MSTexture_f32_0_8_0_3t(i32 0, i32 2, i32 1, i32 0, ptr @M.str)
  %v = call target("dx.Texture", float, 1, 1, 0, 4) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_1_1_0_4t(i32 0, i32 1, i32 1, i32 0, ptr @V.str)
  %f = call target("dx.FeedbackTexture", 1, 17) @llvm.dx.resource.handlefrombinding.tdx.FeedbackTexture_1_17t(i32 0, i32 2, i32 1, i32 0, ptr @F.str)
  %s = call target("dx.Sampler", 1) @llvm.dx.resource.handlefrombinding.tdx.Sampler_1t(i32 0, i32 0, i32 1, i32 0, ptr @S.str)
  %o = call target("dx.TypedBuffer", i32, 1, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_1t(i32 0, i32 0, i32 1, i32 0, ptr @Out.str)
  call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_i32_1_0_1t.i32(target("dx.TypedBuffer", i32, 1, 0, 1) %o, i32 %i, i32 %x)
  ret void
}

; Texture2D<float4>: AFTER says Texture3D
define void @wrong_kind() {
  %t = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 0, i32 1, i32 1, i32 0, ptr @T.str)
  ret void
}

; Texture2D<float4>: AFTER says int4
define void @wrong_component() {
  %t = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 0, i32 1, i32 1, i32 0, ptr @T.str)
  ret void
}

; Texture2DMS<float, 8>: AFTER says 4 samples
define void @wrong_samples() {
  %m = call target("dx.MSTexture", float, 0, 8, 0, 3) @llvm.dx.resource.handlefrombinding.tdx.MSTexture_f32_0_8_0_3t(i32 0, i32 2, i32 1, i32 0, ptr @M.str)
  ret void
}

; RasterizerOrderedTexture3D<float>: AFTER drops the ROV bit
define void @rov_dropped() {
  %v = call target("dx.Texture", float, 1, 1, 0, 4) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_1_1_0_4t(i32 0, i32 1, i32 1, i32 0, ptr @V.str)
  ret void
}

; FeedbackTexture2D<MipRegionUsed>: AFTER says MinMip
define void @feedback_wrong() {
  %f = call target("dx.FeedbackTexture", 1, 17) @llvm.dx.resource.handlefrombinding.tdx.FeedbackTexture_1_17t(i32 0, i32 2, i32 1, i32 0, ptr @F.str)
  ret void
}

; SamplerComparisonState: AFTER declares a default sampler
define void @sampler_cmp_dropped() {
  %s = call target("dx.Sampler", 1) @llvm.dx.resource.handlefrombinding.tdx.Sampler_1t(i32 0, i32 0, i32 1, i32 0, ptr @S.str)
  ret void
}

define i32 @dims() {
  %t = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 0, i32 1, i32 1, i32 0, ptr @T.str)
  %n = call i32 @llvm.dx.resource.getdimensions.x.tdx.Texture_v4f32_0_0_0_2t(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %t)
  ret i32 %n
}

define float @pointer(i32 %i) {
  %t = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 0, i32 1, i32 1, i32 0, ptr @T.str)
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.Texture_v4f32_0_0_0_2t(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %t, i32 %i)
  %v = load float, ptr %p, align 4
  ret float %v
}

; a plain texture whose dimension is a multisampled kind
define void @bad_dimension() {
  %t = call target("dx.Texture", float, 0, 0, 0, 3) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_3t(i32 0, i32 1, i32 1, i32 0, ptr @T.str)
  ret void
}

declare target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32, i32, i32, i32, ptr)
declare target("dx.Texture", float, 0, 0, 0, 3) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_0_0_0_3t(i32, i32, i32, i32, ptr)
declare target("dx.MSTexture", float, 0, 8, 0, 3) @llvm.dx.resource.handlefrombinding.tdx.MSTexture_f32_0_8_0_3t(i32, i32, i32, i32, ptr)
declare target("dx.Texture", float, 1, 1, 0, 4) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_1_1_0_4t(i32, i32, i32, i32, ptr)
declare target("dx.FeedbackTexture", 1, 17) @llvm.dx.resource.handlefrombinding.tdx.FeedbackTexture_1_17t(i32, i32, i32, i32, ptr)
declare target("dx.Sampler", 1) @llvm.dx.resource.handlefrombinding.tdx.Sampler_1t(i32, i32, i32, i32, ptr)
declare target("dx.TypedBuffer", i32, 1, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_1t(i32, i32, i32, i32, ptr)
declare void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_i32_1_0_1t.i32(target("dx.TypedBuffer", i32, 1, 0, 1), i32, i32)
declare i32 @llvm.dx.resource.getdimensions.x.tdx.Texture_v4f32_0_0_0_2t(target("dx.Texture", <4 x float>, 0, 0, 0, 2))
declare ptr @llvm.dx.resource.getpointer.p0.tdx.Texture_v4f32_0_0_0_2t(target("dx.Texture", <4 x float>, 0, 0, 0, 2), i32)
