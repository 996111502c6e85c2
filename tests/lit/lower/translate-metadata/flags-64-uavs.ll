; Max64UAVs (0x8000 = 32768) when the module has more than 8 UAV slots: validator 1.6 and later
; count each range's size (LLVM's max-64-uavs-array-valver1.6.ll: u0 and u1..u8 set it),
; earlier validators count records (max-64-uavs-array-valver1.5.ll: two records do not). It is
; module-wide, so the entry has it whether or not it uses the UAVs. With nine single UAVs
; it is set at any validator version (max-64-uavs.ll). An unbounded range (size -1) sets it
; whatever comes with it: the count saturates, where LLVM 22's wrapped around to 0 when u0 came
; before it (LLVM main fixed that after the branch, llvm#187174), and a size of 0, LLVM main's
; spelling of unbounded (llvm#186022), counts as unbounded too.
; RUN: %rlv lower --stage=translate-metadata %s | %FileCheck %s --check-prefix=SET
; RUN: %rlv lower %s | %FileCheck %s --check-prefix=SET
; RUN: sed -e 's/^!1 = .*/!1 = !{i32 1, i32 5}/' %s | %rlv lower --stage=translate-metadata - | %FileCheck %s --check-prefix=UNSET
; RUN: sed -e 's/^!1 = .*/!1 = !{i32 1, i32 5}/' -e 's/^; NINE //' -e '/; ARRAY$/d' %s | %rlv lower --stage=translate-metadata - | %FileCheck %s --check-prefix=SET
; RUN: sed -e 's/i32 1, i32 8, i32 0, ptr null) ; ARRAY$/i32 1, i32 -1, i32 0, ptr null)/' %s | %rlv lower --stage=translate-metadata - | %FileCheck %s --check-prefix=SET
; RUN: sed -e 's/i32 1, i32 8, i32 0, ptr null) ; ARRAY$/i32 1, i32 0, i32 0, ptr null)/' %s | %rlv lower --print-shader-flags - 2>&1 >/dev/null | %FileCheck %s --check-prefix=PRINT

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

define void @main() #0 {
  %a = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr null)
  %b = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 1, i32 8, i32 0, ptr null) ; ARRAY
; NINE %b1 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 1, i32 1, i32 0, ptr null)
; NINE %b2 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 2, i32 1, i32 0, ptr null)
; NINE %b3 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 3, i32 1, i32 0, ptr null)
; NINE %b4 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 4, i32 1, i32 0, ptr null)
; NINE %b5 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 5, i32 1, i32 0, ptr null)
; NINE %b6 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 6, i32 1, i32 0, ptr null)
; NINE %b7 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 7, i32 1, i32 0, ptr null)
; NINE %b8 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 8, i32 1, i32 0, ptr null)
  call void @llvm.dx.resource.store.typedbuffer(target("dx.TypedBuffer", float, 1, 0, 0) %a, i32 0, float 1.0)
  ret void
}

attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="1,1,1" }

!dx.valver = !{!1}
!1 = !{i32 1, i32 6}

; SET: !dx.entryPoints = !{[[ENTRY:![0-9]+]]}
; SET: [[ENTRY]] = !{ptr @main, !"main", null, {{![0-9]+}}, [[PROPS:![0-9]+]]}
; SET: [[PROPS]] = !{i32 0, i64 32768, i32 4, {{![0-9]+}}}

; UNSET: !dx.entryPoints = !{[[ENTRY:![0-9]+]]}
; UNSET: [[ENTRY]] = !{ptr @main, !"main", null, {{![0-9]+}}, [[PROPS:![0-9]+]]}
; UNSET: [[PROPS]] = !{i32 4, {{![0-9]+}}}

; PRINT:      ; Combined Shader Flags for Module
; PRINT-NEXT: ; Shader Flags Value: 0x00008000
; PRINT-NEXT: ;
; PRINT-NEXT: ; Note: shader requires additional functionality:
; PRINT-NEXT: ;       64 UAV slots
