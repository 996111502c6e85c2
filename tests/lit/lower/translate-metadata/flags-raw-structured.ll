; Shader flags from raw and structured buffers and 64-bit raw access, computed on the
; llvm.dx.* form per function and merged into the caller at the call, as LLVM 22's
; DXILShaderFlags does. The entry creates a structured buffer (EnableRawAndStructuredBuffers
; 0x10) and stores a double into it (Doubles 0x4: LLVM's rawbuffer-doubles.ll expects 0x14);
; its helper loads <2 x i64> from a byte-address buffer (Int64Ops 0x100000: rawbuffer-int64.ll
; expects 0x100010). Together 0x100014 = 1048596. Without the call and the store only the
; buffer's creation is left: 0x10 = 16 (a double element type alone is no double operation).
; At SM 6.2 the full pipeline splits the 64-bit load into i32 loads and still flags Int64Ops
; (the recombining zext/shl/or are i64), as LLVM's order does (expansion before the flags).
; RUN: %rlv lower --stage=translate-metadata %s | %FileCheck %s
; RUN: %rlv lower %s | %FileCheck %s
; RUN: %rlv lower --sm=6.2 %s | %FileCheck %s --check-prefix=SM62
; RUN: %rlv lower %s | %opt -passes=verify -disable-output
; RUN: sed -e '/; CALL$/d' %s | %rlv lower --stage=translate-metadata - | %FileCheck %s --check-prefix=NOCALL

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

@Raw.str = private unnamed_addr constant [4 x i8] c"Raw\00"
@Dbl.str = private unnamed_addr constant [4 x i8] c"Dbl\00"

define internal <2 x i64> @load64(i32 %i) {
  %h = call target("dx.RawBuffer", i8, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @Raw.str)
  %l = call { <2 x i64>, i1 } @llvm.dx.resource.load.rawbuffer(target("dx.RawBuffer", i8, 0, 0) %h, i32 %i, i32 poison)
  %v = extractvalue { <2 x i64>, i1 } %l, 0
  ret <2 x i64> %v
}

define void @main() #0 {
  %d = call target("dx.RawBuffer", double, 1, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @Dbl.str)
  %v = call <2 x i64> @load64(i32 0) ; CALL
  %x = extractelement <2 x i64> %v, i32 1 ; CALL
  %f = bitcast i64 %x to double ; CALL
  call void @llvm.dx.resource.store.rawbuffer(target("dx.RawBuffer", double, 1, 0) %d, i32 0, i32 0, double %f) ; CALL
  ret void
}

attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="1,1,1" }

; CHECK: !dx.entryPoints = !{[[ENTRY:![0-9]+]]}
; CHECK: [[ENTRY]] = !{ptr @main, !"main", null, {{![0-9]+}}, [[PROPS:![0-9]+]]}
; CHECK: [[PROPS]] = !{i32 0, i64 1048596, i32 4, [[NT:![0-9]+]]}
; CHECK: [[NT]] = !{i32 1, i32 1, i32 1}

; SM62: %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(
; SM62: !dx.entryPoints = !{[[ENTRY:![0-9]+]]}
; SM62: [[ENTRY]] = !{ptr @main, !"main", null, {{![0-9]+}}, [[PROPS:![0-9]+]]}
; SM62: [[PROPS]] = !{i32 0, i64 1048596, i32 4, {{![0-9]+}}}

; NOCALL: [[PROPS:![0-9]+]] = !{i32 0, i64 16, i32 4, {{![0-9]+}}}
