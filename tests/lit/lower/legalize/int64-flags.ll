; Int64Ops (0x100000) is 64-bit integer work, not clang's i64 vector indices: the legalize
; stage turns `extractelement ..., i64 0` into `..., i32 0` before the shader flags are
; computed, as LLVM runs DXILLegalize before DXILShaderFlags. This compute shader reads a
; <3 x i32> from a byte-address buffer and writes one lane back through i64-indexed
; extractelement/insertelement: after the full pipeline its flags are only
; EnableRawAndStructuredBuffers (0x10 = 16). With real 64-bit arithmetic (the I64 lines:
; zext to i64, mul, trunc) Int64Ops is set: 0x100010 = 1048592. LLVM's flags analysis on the
; input as clang wrote it (--print-shader-flags, no stage run) counts the i64 indices too.
; RUN: %rlv lower %s | %FileCheck %s
; RUN: %rlv lower %s | %opt -passes=verify -disable-output
; RUN: %rlv lower --stage=legalize %s | %rlv lower --print-shader-flags - 2>&1 >/dev/null | %FileCheck %s --check-prefix=LEGAL
; RUN: %rlv lower --print-shader-flags %s 2>&1 >/dev/null | %FileCheck %s --check-prefix=RAW
; RUN: sed -e '/; ADD$/d' -e 's/^;I64 //' %s > %t.i64.ll
; RUN: %rlv lower %t.i64.ll | %FileCheck %s --check-prefix=I64
; RUN: %rlv lower --stage=legalize %t.i64.ll | %rlv lower --print-shader-flags - 2>&1 >/dev/null | %FileCheck %s --check-prefix=I64-LEGAL

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

@Buf.str = private unnamed_addr constant [4 x i8] c"Buf\00"

define void @main() #0 {
  %buf = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @Buf.str)
  %l = call { <3 x i32>, i1 } @llvm.dx.resource.load.rawbuffer(target("dx.RawBuffer", i8, 1, 0) %buf, i32 0, i32 poison)
  %v = extractvalue { <3 x i32>, i1 } %l, 0
  %x = extractelement <3 x i32> %v, i64 0
  %y = extractelement <3 x i32> %v, i64 2
  %s = add i32 %x, %y ; ADD
;I64  %x64 = zext i32 %x to i64
;I64  %y64 = zext i32 %y to i64
;I64  %p = mul i64 %x64, %y64
;I64  %s = trunc i64 %p to i32
  %w = insertelement <3 x i32> %v, i32 %s, i64 1
  call void @llvm.dx.resource.store.rawbuffer(target("dx.RawBuffer", i8, 1, 0) %buf, i32 16, i32 poison, <3 x i32> %w)
  ret void
}

attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="1,1,1" }

; CHECK: !dx.entryPoints = !{[[ENTRY:![0-9]+]]}
; CHECK: [[ENTRY]] = !{ptr @main, !"main", null, {{![0-9]+}}, [[PROPS:![0-9]+]]}
; CHECK: [[PROPS]] = !{i32 0, i64 16, i32 4, [[NT:![0-9]+]]}

; LEGAL:      {{^}}; Shader Flags Value: 0x00000010{{$}}
; LEGAL:      {{^}}; Function main : 0x00000010{{$}}

; RAW:        {{^}}; Shader Flags Value: 0x00100010{{$}}
; RAW:        {{^}}; Function main : 0x00100010{{$}}

; I64: !dx.entryPoints = !{[[ENTRY:![0-9]+]]}
; I64: [[ENTRY]] = !{ptr @main, !"main", null, {{![0-9]+}}, [[PROPS:![0-9]+]]}
; I64: [[PROPS]] = !{i32 0, i64 1048592, i32 4, [[NT:![0-9]+]]}

; I64-LEGAL:  {{^}}; Shader Flags Value: 0x00100010{{$}}
; I64-LEGAL:  {{^}}; Function main : 0x00100010{{$}}
