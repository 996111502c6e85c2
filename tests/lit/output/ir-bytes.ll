; Names in the IR may hold any bytes. JSON and SARIF replace each maximal ill-formed UTF-8
; subsequence with U+FFFD (\FF is one, \E0\80 two: E0 cannot start E0 80), so a consumer's
; strict UTF-8 parser always reads the document; text output keeps the raw bytes.
; RUN: %expect-exit 1 %rlv verify --format=json %s > %t.json
; RUN: %python -c "import json,sys; json.loads(sys.stdin.buffer.read().decode('utf-8'))" < %t.json
; RUN: %FileCheck --check-prefix=JSON %s < %t.json
; JSON: {"file":"{{.*}}ir-bytes.ll","function":"m�a��in","rule":"binding-overlap","severity":"error","message":"resource \"B\\FFu\\01fs\\7F\" at u0..u3 overlaps with resource \"Out\" at u2 in space 0","instruction":"%o = call
; RUN: %expect-exit 1 %rlv verify --format=sarif %s > %t.sarif
; RUN: %python -c "import json,sys; json.loads(sys.stdin.buffer.read().decode('utf-8'))" < %t.sarif
; RUN: %FileCheck --check-prefix=SARIF %s < %t.sarif
; SARIF: {"ruleId":"binding-overlap",{{.*}}"logicalLocations":[{"kind":"function","name":"m�a��in"}]
; The prover's JSON and SARIF name the function the same way.
; RUN: %rlv prove --format=json %s %s > %t.prove.json
; RUN: %python -c "import json,sys; json.loads(sys.stdin.buffer.read().decode('utf-8'))" < %t.prove.json
; RUN: %FileCheck --check-prefix=PROVE %s < %t.prove.json
; PROVE: {"name": "m�a��in", "verdict": "proved"
; RUN: %expect-exit 1 %rlv check --format=json %s > %t.check.json
; RUN: %python -c "import json,sys; json.loads(sys.stdin.buffer.read().decode('utf-8'))" < %t.check.json
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

@Bufs.str = private unnamed_addr constant [8 x i8] c"B\FFu\01fs\7F\00", align 1
@Out.str = private unnamed_addr constant [4 x i8] c"Out\00", align 1

define void @"m\FFa\E0\80in"() #0 {
  %tid = call i32 @llvm.dx.thread.id(i32 0)
  %b = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 4, i32 1, ptr @Bufs.str)
  %o = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 2, i32 1, i32 0, ptr @Out.str)
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %b, i32 %tid)
  %v = load float, ptr %p, align 4
  %q = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %o, i32 %tid)
  store float %v, ptr %q, align 4
  ret void
}

declare i32 @llvm.dx.thread.id(i32)
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0), i32)
attributes #0 = { "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" }
