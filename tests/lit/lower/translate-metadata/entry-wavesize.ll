; "hlsl.wavesize" on a compute entry: tag 11 with the size from SM 6.6, tag 23 with
; (min, max, preferred) from SM 6.8, as LLVM 22's DXILTranslateMetadata writes them; below
; SM 6.6, or a range below SM 6.8, is LLVM's error (rlv: lower-target, exit 2).
; RUN: %rlv lower --stage=translate-metadata %s | %FileCheck %s --check-prefix=SIZE
; RUN: sed -e 's/shadermodel6.6/shadermodel6.8/' -e 's/"32,0,0"/"16,64,32"/' %s | %rlv lower --stage=translate-metadata - | %FileCheck %s --check-prefix=RANGE
; RUN: sed -e 's/"32,0,0"/"16,64,32"/' %s | %expect-exit 2 %rlv lower --stage=translate-metadata - 2>&1 | %FileCheck %s --check-prefix=NORANGE
; RUN: %expect-exit 2 %rlv lower --stage=translate-metadata --sm=6.5 %s 2>&1 | %FileCheck %s --check-prefix=OLD

target triple = "dxil-pc-shadermodel6.6-compute"

define void @main() #0 {
  ret void
}

attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="32,1,1" "hlsl.wavesize"="32,0,0" }

; SIZE: [[PROPS:![0-9]+]] = !{i32 4, [[NT:![0-9]+]], i32 11, [[WS:![0-9]+]]}
; SIZE: [[NT]] = !{i32 32, i32 1, i32 1}
; SIZE: [[WS]] = !{i32 32}

; RANGE: [[PROPS:![0-9]+]] = !{i32 4, [[NT:![0-9]+]], i32 23, [[WS:![0-9]+]]}
; RANGE: [[WS]] = !{i32 16, i32 64, i32 32}

; NORANGE: fatal: Shader model 6.8 or greater is required to specify wave size range values of the "hlsl.wavesize" function attribute [lower-target]
; OLD: fatal: Shader model 6.6 or greater is required to specify the "hlsl.wavesize" function attribute [lower-target]
