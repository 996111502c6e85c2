; A compute shader's entry point: !dx.valver kept, !dx.shaderModel and !dx.version from the
; triple, and the entry (function, name, null signatures, the !dx.resources node, properties).
; The properties carry the shader flags (tag 0, i64) and numthreads (tag 4): a load from a
; multi-component typed UAV sets TypedUAVLoadAdditionalFormats (0x2000) and a raw buffer
; EnableRawAndStructuredBuffers (0x10), as LLVM's ShaderFlags tests
; typed-uav-load-additional-formats.ll and raw-and-structured-buffers.ll expect; at DXIL 1.6
; ResMayNotAlias cannot be set. The full pipeline keeps the same metadata after op-lower.
; RUN: %rlv lower --stage=translate-metadata %s | %FileCheck %s
; RUN: %rlv lower %s | %FileCheck %s
; RUN: %rlv lower %s | %opt -passes=verify -disable-output

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

@In.str = private unnamed_addr constant [3 x i8] c"In\00"
@Out.str = private unnamed_addr constant [4 x i8] c"Out\00"

define void @main() #0 {
  %in = call target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @In.str)
  %out = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 1, i32 1, i32 0, ptr @Out.str)
  %l = call { <4 x float>, i1 } @llvm.dx.resource.load.typedbuffer(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %in, i32 0)
  %v = extractvalue { <4 x float>, i1 } %l, 0
  %x = extractelement <4 x float> %v, i32 0
  call void @llvm.dx.resource.store.rawbuffer(target("dx.RawBuffer", i8, 1, 0) %out, i32 0, i32 poison, float %x)
  ret void
}

attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="8,4,1" }

!dx.valver = !{!0}
!0 = !{i32 1, i32 8}

; CHECK: !dx.valver = !{[[VALVER:![0-9]+]]}
; CHECK: !dx.shaderModel = !{[[SM:![0-9]+]]}
; CHECK: !dx.version = !{[[VER:![0-9]+]]}
; CHECK: !dx.resources = !{[[RES:![0-9]+]]}
; CHECK: !dx.entryPoints = !{[[ENTRY:![0-9]+]]}
; CHECK: [[VALVER]] = !{i32 1, i32 8}
; CHECK: [[SM]] = !{!"cs", i32 6, i32 6}
; CHECK: [[VER]] = !{i32 1, i32 6}
; CHECK: [[RES]] = !{null, [[UAVS:![0-9]+]], null, null}
; CHECK: [[ENTRY]] = !{ptr @main, !"main", null, [[RES]], [[PROPS:![0-9]+]]}
; CHECK: [[PROPS]] = !{i32 0, i64 8208, i32 4, [[NT:![0-9]+]]}
; CHECK: [[NT]] = !{i32 8, i32 4, i32 1}
