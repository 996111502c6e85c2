; Entry functions that disagree on optnone: LLVM 22 takes DisableOptimizations from the first
; entry and refuses each later one that differs ("Inconsistent optnone attribute"); rlv
; reports lower-inconsistent-optnone on that entry and writes no metadata. The printer still
; prints the flags, then fails. Entries that agree, either way, are accepted.
; RUN: %expect-exit 1 %rlv lower --stage=translate-metadata %s -o %t.ll 2> %t.err
; RUN: %FileCheck %s --check-prefix=LACKS < %t.err
; RUN: not test -e %t.ll
; RUN: %expect-exit 1 %rlv lower --print-shader-flags %s -o /dev/null 2> %t.print
; RUN: %FileCheck %s --check-prefix=PRINT < %t.print
; RUN: sed -e 's/^attributes #0 = { optnone noinline/attributes #0 = { noinline/' -e 's/^attributes #1 = { noinline/attributes #1 = { optnone noinline/' %s | %expect-exit 1 %rlv lower --stage=translate-metadata - 2>&1 | %FileCheck %s --check-prefix=EXTRA
; RUN: sed -e 's/^attributes #1 = { noinline/attributes #1 = { optnone noinline/' %s | %expect-exit 0 %rlv lower --stage=translate-metadata - 2>&1 | %FileCheck %s --check-prefix=AGREE

target triple = "dxil-pc-shadermodel6.6-library"

define void @first() #0 {
  ret void
}

define void @second() #1 {
  ret void
}

define void @third() #0 {
  ret void
}

attributes #0 = { optnone noinline "hlsl.shader"="compute" "hlsl.numthreads"="4,1,1" }
attributes #1 = { noinline "hlsl.shader"="compute" "hlsl.numthreads"="8,1,1" }

; LACKS: in function @second: error: the entry function lacks the first entry's optnone, so the module's DisableOptimizations flag is undecided (LLVM: in function second: Inconsistent optnone attribute) [lower-inconsistent-optnone]
; LACKS-NOT: @third

; PRINT: ; Shader Flags Value: 0x00000001
; PRINT: ; Function second : 0x00000001
; PRINT: in function @second: error: {{.*}}[lower-inconsistent-optnone]

; EXTRA: in function @second: error: the entry function is optnone and the first entry is not{{.*}}[lower-inconsistent-optnone]
; EXTRA-NOT: @third

; AGREE-NOT: lower-inconsistent-optnone
; AGREE: !dx.entryPoints
