; GEP no-wrap flags: inbounds on an alloca is poison once the pointer leaves the object (or
; its one-past-the-end), nuw/nusw when the offset arithmetic wraps; a load or store through
; a poison pointer is undefined behaviour.
; RUN: %not %rlv prove %s %S/Inputs/gep-after.ll | %FileCheck %s
; CHECK: in function @masked: proved
; CHECK: in function @unmasked: refuted ({{[0-9.]+}} ms): undefined behaviour
; CHECK: in function @nuw_wrap: refuted ({{[0-9.]+}} ms): undefined behaviour
; CHECK: in function @before_ub: proved
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

define i32 @masked(i32 %k, i32 %x) {
  %a = alloca [4 x i32], align 4
  %m = and i32 %k, 3
  %p = getelementptr inbounds [4 x i32], ptr %a, i32 0, i32 %m
  store i32 %x, ptr %p, align 4
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define i32 @unmasked(i32 %k, i32 %x) {
  %a = alloca [4 x i32], align 4
  %m = and i32 %k, 3
  %p = getelementptr inbounds [4 x i32], ptr %a, i32 0, i32 %m
  store i32 %x, ptr %p, align 4
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define i32 @nuw_wrap(i32 %k, i32 %x) {
  %a = alloca [4 x i32], align 4
  %m = and i32 %k, 3
  %p = getelementptr [4 x i32], ptr %a, i32 0, i32 %m
  store i32 %x, ptr %p, align 4
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

; BEFORE's own GEP leaves the alloca for k >= 5: whatever AFTER does there is allowed
define i32 @before_ub(i32 %k, i32 %x) {
  %a = alloca [4 x i32], align 4
  %p = getelementptr inbounds [4 x i32], ptr %a, i32 0, i32 %k
  store i32 %x, ptr %p, align 4
  %v = load i32, ptr %p, align 4
  ret i32 %v
}
