; Typed buffer stores: proved, refuted with concrete bits (after the replay with identity
; formats), text/JSON/SARIF output.
; RUN: %rlv prove %s %S/Inputs/typed-ok.ll | %FileCheck %s --check-prefix=OK
; RUN: %not %rlv prove %s %S/Inputs/typed-bad.ll | %FileCheck %s --check-prefix=BAD
; RUN: %not %rlv prove --format=json %s %S/Inputs/typed-bad.ll | %FileCheck %s --check-prefix=JSON
; RUN: %not %rlv prove --format=sarif %s %S/Inputs/typed-bad.ll | %FileCheck %s --check-prefix=SARIF
; OK: typed-ok.ll: in function @main: proved ({{[0-9.]+}} ms)
; OK-NOT: refuted
; The differing element is the one the store's index (arg0) names.
; BAD: typed-bad.ll: in function @main: refuted ({{[0-9.]+}} ms): memory of u0 space 0 "Out" (typed) element [[E:[0-9]+]] lane 1: before 0x3f800000, after 0x40000000
; BAD-NEXT: inputs: arg0 = [[E]], arg1 = {{[0-9]+$}}
; JSON: "name": "main", "verdict": "refuted"
; JSON-SAME: "counterexample": {"observation": "memory", "class": 1, "space": 0, "register": 0, "resource": "u0 space 0 \"Out\"", "family": "typed", "element": [[JE:[0-9]+]], "lane": 1, "before": "0x3f800000", "after": "0x40000000", "inputs": "arg0 = [[JE]], arg1 = {{[0-9]+}}"
; The lengths and check bits the counterexample reads, for a replay: Out must hold the element.
; (What the model holds in elements the functions never read may vary with the engine.)
; JSON-SAME: "lengths": [{"class": 1, "space": 0, "register": 0, "unit": "elements", "value": {{[1-9][0-9]*}}}], "check_bits": [], "contents": [
; SARIF: "ruleId": "prove-refuted", "level": "error"
; SARIF-SAME: @main: refuted: memory of u0 space 0 \"Out\" (typed)
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"
@Out.str = private unnamed_addr constant [4 x i8] c"Out\00"

define void @main(i32 %i, float %x) {
  %h = call target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @Out.str)
  %v0 = insertelement <4 x float> poison, float %x, i32 0
  %v1 = insertelement <4 x float> %v0, float 1.0, i32 1
  %v2 = insertelement <4 x float> %v1, float %x, i32 2
  %v3 = insertelement <4 x float> %v2, float %x, i32 3
  call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_v4f32_1_0_0t.v4f32(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %h, i32 %i, <4 x float> %v3)
  ret void
}

declare target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_1_0_0t(i32, i32, i32, i32, ptr)
declare void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_v4f32_1_0_0t.v4f32(target("dx.TypedBuffer", <4 x float>, 1, 0, 0), i32, <4 x float>)
