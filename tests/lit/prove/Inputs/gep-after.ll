target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

; byte offsets instead of an array index: the same pointer, in bounds
define i32 @masked(i32 %k, i32 %x) {
  %a = alloca [4 x i32], align 4
  %m = and i32 %k, 3
  %o = shl i32 %m, 2
  %p = getelementptr inbounds nuw i8, ptr %a, i32 %o
  store i32 %x, ptr %p, align 4
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

; BUG: the mask is dropped; inbounds makes k >= 5 poison (UB at the store)
define i32 @unmasked(i32 %k, i32 %x) {
  %a = alloca [4 x i32], align 4
  %p = getelementptr inbounds [4 x i32], ptr %a, i32 0, i32 %k
  store i32 %x, ptr %p, align 4
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

; BUG: 4 * (m - 1) + 4 with nuw: the index step wraps for m = 0
define i32 @nuw_wrap(i32 %k, i32 %x) {
  %a = alloca [4 x i32], align 4
  %m = and i32 %k, 3
  %m1 = add i32 %m, -1
  %p = getelementptr nuw [1 x i32], ptr %a, i32 %m1, i32 1
  store i32 %x, ptr %p, align 4
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define i32 @before_ub(i32 %k, i32 %x) {
  ret i32 %x
}
