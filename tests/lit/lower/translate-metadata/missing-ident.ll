; A module without !llvm.ident is lowered all the same, with a warning from translate-metadata
; (LLVM main's DXILTranslateMetadata warns since llvm#215081, after the 22 branch; LLVM 22 is
; silent): every frontend of DXIL names itself there and some drivers fail without it. With
; the node present there is no warning and the node is kept. Other stages say nothing.
; RUN: %rlv lower --stage=translate-metadata -o %t.ll %s 2> %t.err
; RUN: %FileCheck %s --check-prefix=WARN < %t.err
; RUN: %FileCheck %s --check-prefix=IR < %t.ll
; RUN: %rlv lower -o %t.full.ll %s 2> %t.full.err
; RUN: %FileCheck %s --check-prefix=WARN < %t.full.err
; RUN: %rlv lower --format=json -o %t.json.ll %s | %FileCheck %s --check-prefix=JSON
; RUN: %rlv lower --stage=finalize -o %t.fin.ll %s 2> %t.fin.err
; RUN: %FileCheck %s --allow-empty --check-prefix=QUIET < %t.fin.err
; RUN: sed -e 's/^;IDENT //' %s | %rlv lower --stage=translate-metadata -o %t.kept.ll - 2> %t.kept.err
; RUN: %FileCheck %s --allow-empty --check-prefix=QUIET < %t.kept.err
; RUN: %FileCheck %s --check-prefix=KEPT < %t.kept.ll

target triple = "dxil-pc-shadermodel6.6-compute"

define void @main() #0 {
  ret void
}

attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="1,1,1" }

;IDENT !llvm.ident = !{!0}
;IDENT !0 = !{!"frontend 1.2.3"}

; WARN: missing-ident.ll: warning: the module has no !llvm.ident naming its frontend, which some drivers need (LLVM: missing !llvm.ident metadata; frontend should emit it) [lower-missing-ident]
; WARN-NOT: warning

; IR-NOT: !llvm.ident
; IR: !dx.entryPoints = !{

; JSON: "rule":"lower-missing-ident","severity":"warning"

; QUIET-NOT: {{.}}

; KEPT: !llvm.ident = !{[[ID:![0-9]+]]}
; KEPT: [[ID]] = !{!"frontend 1.2.3"}
