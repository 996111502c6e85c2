; What LLVM 22's DXILTranslateMetadata reports as errors, with its wording (rlv: lower-target,
; exit 2): a shader profile with more than one entry, and an entry whose stage is not the
; profile's. A library takes any number of entries of any stage.
; RUN: %expect-exit 2 %rlv lower --stage=translate-metadata %s 2>&1 | %FileCheck %s --check-prefix=TWO
; RUN: sed -e '/; SECOND$/d' %s | %expect-exit 2 %rlv lower --stage=translate-metadata - 2>&1 | %FileCheck %s --check-prefix=STAGE
; RUN: sed -e 's/shadermodel6.6-pixel/shadermodel6.6-library/' %s | %expect-exit 0 %rlv lower --stage=translate-metadata - 2>&1 | %FileCheck %s --check-prefix=LIB

target triple = "dxil-pc-shadermodel6.6-pixel"

define void @main() #0 {
  ret void
}

define void @other() #1 { ; SECOND
  ret void ; SECOND
} ; SECOND

attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="1,1,1" }
attributes #1 = { "hlsl.shader"="pixel" }

; TWO: fatal: Non-library shader: One and only one entry expected [lower-target]
; STAGE: fatal: Shader stage 'cs' for entry 'main' different from specified target profile 'pixel' [lower-target]
; LIB: !dx.entryPoints = !{{{![0-9]+}}, {{![0-9]+}}, {{![0-9]+}}}
