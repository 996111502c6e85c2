; DisableOptimizations (bit 0) as LLVM 22 sets it: from the first entry function's optnone,
; which clang 22 puts on every entry at -O0; every function gets it with the module-wide
; flags. LLVM main (llvm#180069, after the 22 branch) reads the dx.disable_optimizations
; module flag instead, which clang main sets in place of optnone; rlv takes either.
; RUN: %rlv lower --stage=translate-metadata %s | %FileCheck %s --check-prefix=SET
; RUN: %rlv lower --print-shader-flags %s 2>&1 >/dev/null | %FileCheck %s --check-prefix=PRINT
; RUN: sed -e 's/ optnone noinline//' %s | %rlv lower --stage=translate-metadata - | %FileCheck %s --check-prefix=UNSET
; RUN: sed -e 's/ optnone noinline//' -e 's/^;FLAG //' %s | %rlv lower --stage=translate-metadata - | %FileCheck %s --check-prefix=SET
; RUN: sed -e 's/ optnone noinline//' -e 's/^;FLAG //' %s | %rlv lower --print-shader-flags - 2>&1 >/dev/null | %FileCheck %s --check-prefix=PRINT
; RUN: sed -e 's/ optnone noinline//' -e 's/^;FLAG //' -e 's/i32 1}$/i32 0}/' %s | %rlv lower --stage=translate-metadata - | %FileCheck %s --check-prefix=UNSET

target triple = "dxil-pc-shadermodel6.6-compute"

define internal void @helper() #1 {
  ret void
}

define void @main() #0 {
  call void @helper()
  ret void
}

attributes #0 = { optnone noinline "hlsl.shader"="compute" "hlsl.numthreads"="2,1,1" }
attributes #1 = { noinline }

;FLAG !llvm.module.flags = !{!0}
;FLAG !0 = !{i32 4, !"dx.disable_optimizations", i32 1}

; SET: [[ENTRY:![0-9]+]] = !{ptr @main, !"main", null, null, [[PROPS:![0-9]+]]}
; SET: [[PROPS]] = !{i32 0, i64 1, i32 4, {{![0-9]+}}}

; PRINT:      ; Shader Flags Value: 0x00000001
; PRINT:      ; Note: extra DXIL module flags:
; PRINT-NEXT: ;       Disable shader optimizations
; PRINT:      ; Function helper : 0x00000001
; PRINT:      ; Function main : 0x00000001

; UNSET: [[ENTRY:![0-9]+]] = !{ptr @main, !"main", null, null, [[PROPS:![0-9]+]]}
; UNSET: [[PROPS]] = !{i32 4, {{![0-9]+}}}
