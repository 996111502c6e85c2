; Fifty instructions in @f, none in @g: the budget of one function does not reach the next.
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

define void @f(i32 %x0) {
  %x1 = add i32 %x0, 1
  %x2 = add i32 %x1, 1
  %x3 = add i32 %x2, 1
  %x4 = add i32 %x3, 1
  %x5 = add i32 %x4, 1
  %x6 = add i32 %x5, 1
  %x7 = add i32 %x6, 1
  %x8 = add i32 %x7, 1
  %x9 = add i32 %x8, 1
  %x10 = add i32 %x9, 1
  %x11 = add i32 %x10, 1
  %x12 = add i32 %x11, 1
  %x13 = add i32 %x12, 1
  %x14 = add i32 %x13, 1
  %x15 = add i32 %x14, 1
  %x16 = add i32 %x15, 1
  %x17 = add i32 %x16, 1
  %x18 = add i32 %x17, 1
  %x19 = add i32 %x18, 1
  %x20 = add i32 %x19, 1
  %x21 = add i32 %x20, 1
  %x22 = add i32 %x21, 1
  %x23 = add i32 %x22, 1
  %x24 = add i32 %x23, 1
  %x25 = add i32 %x24, 1
  %x26 = add i32 %x25, 1
  %x27 = add i32 %x26, 1
  %x28 = add i32 %x27, 1
  %x29 = add i32 %x28, 1
  %x30 = add i32 %x29, 1
  %x31 = add i32 %x30, 1
  %x32 = add i32 %x31, 1
  %x33 = add i32 %x32, 1
  %x34 = add i32 %x33, 1
  %x35 = add i32 %x34, 1
  %x36 = add i32 %x35, 1
  %x37 = add i32 %x36, 1
  %x38 = add i32 %x37, 1
  %x39 = add i32 %x38, 1
  %x40 = add i32 %x39, 1
  %x41 = add i32 %x40, 1
  %x42 = add i32 %x41, 1
  %x43 = add i32 %x42, 1
  %x44 = add i32 %x43, 1
  %x45 = add i32 %x44, 1
  %x46 = add i32 %x45, 1
  %x47 = add i32 %x46, 1
  %x48 = add i32 %x47, 1
  %x49 = add i32 %x48, 1
  %x50 = add i32 %x49, 1
  ret void
}

define void @g() {
  ret void
}
