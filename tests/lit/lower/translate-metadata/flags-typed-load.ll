; TypedUAVLoadAdditionalFormats (0x2000 = 8192): a load from a typed resource of more than one
; component, as LLVM's typed-uav-load-additional-formats.ll expects (multicomponent 0x2000,
; onecomponent 0, a store alone 0), from a UAV only: LLVM 22 checks only the component count,
; so a typed SRV load set it too, which LLVM main fixed after the branch (llvm#187393) and rlv
; follows; an SRV load of four components leaves it unset.
; Without flags a compute entry's properties hold numthreads alone.
; RUN: %rlv lower --stage=translate-metadata %s | %FileCheck %s --check-prefix=VEC
; RUN: %rlv lower %s | %FileCheck %s --check-prefix=VEC
; RUN: sed -e 's/<4 x float>/float/g' %s | %rlv lower --stage=translate-metadata - | %FileCheck %s --check-prefix=ONE
; RUN: sed -e 's/<4 x float>, 1, 0, 0/<4 x float>, 0, 0, 0/g' -e '/store.typedbuffer/d' %s | %rlv lower --stage=translate-metadata - | %FileCheck %s --check-prefix=ONE
; RUN: sed -e 's/<4 x float>, 1, 0, 0/<4 x float>, 0, 0, 0/g' -e '/store.typedbuffer/d' %s | %rlv lower --print-shader-flags - 2>&1 >/dev/null | %FileCheck %s --check-prefix=SRV
; RUN: sed -e '/; LOAD$/d' %s | %rlv lower --stage=translate-metadata - | %FileCheck %s --check-prefix=ONE

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.7-compute"

define void @main() #0 {
  %h = call target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr null)
  %l = call { <4 x float>, i1 } @llvm.dx.resource.load.typedbuffer(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %h, i32 0) ; LOAD
  %v = extractvalue { <4 x float>, i1 } %l, 0 ; LOAD
  call void @llvm.dx.resource.store.typedbuffer(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %h, i32 1, <4 x float> %v) ; LOAD
  call void @llvm.dx.resource.store.typedbuffer(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %h, i32 2, <4 x float> zeroinitializer)
  ret void
}

attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="32,1,1" }

; The resource-aliasing flags stay out: dx.resmayalias forbids ResMayNotAlias (bit 33).
!llvm.module.flags = !{!0}
!dx.valver = !{!1}
!0 = !{i32 1, !"dx.resmayalias", i32 1}
!1 = !{i32 1, i32 8}

; VEC: !dx.entryPoints = !{[[ENTRY:![0-9]+]]}
; VEC: [[ENTRY]] = !{ptr @main, !"main", null, {{![0-9]+}}, [[PROPS:![0-9]+]]}
; VEC: [[PROPS]] = !{i32 0, i64 8192, i32 4, [[NT:![0-9]+]]}
; VEC: [[NT]] = !{i32 32, i32 1, i32 1}

; ONE: !dx.entryPoints = !{[[ENTRY:![0-9]+]]}
; ONE: [[ENTRY]] = !{ptr @main, !"main", null, {{![0-9]+}}, [[PROPS:![0-9]+]]}
; ONE: [[PROPS]] = !{i32 4, [[NT:![0-9]+]]}

; SRV:      ; Combined Shader Flags for Module
; SRV-NEXT: ; Shader Flags Value: 0x00000000
; SRV-NEXT: ;
; SRV-NEXT: ; Shader Flags for Module Functions
; SRV-NEXT: ; Function main : 0x00000000
