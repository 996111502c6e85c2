; A counter update through a select of handles of DIFFERENT bindings: each resource has its
; own counter and which one is updated (and so its direction per resource) is not known
; statically; rlv reports lower-non-unique-resource instead of splitting. The same select
; feeding a load is split (near miss: no diagnostic, exit 0).
; RUN: %expect-exit 1 %rlv lower --stage=resource-access %s 2>&1 | %FileCheck %s
; RUN: %expect-exit 1 %rlv lower %s 2>&1 | %FileCheck %s
; RUN: sed 's/@llvm.dx.resource.updatecounter(target("dx.RawBuffer", i32, 1, 0) %h, i8 1)/@llvm.dx.resource.getdimensions.x(target("dx.RawBuffer", i32, 1, 0) %h)/' %s > %t.ll
; RUN: %expect-exit 0 %rlv lower %t.ll 2>&1 | %FileCheck %s --check-prefix=OK
; RUN: %expect-exit 0 %rlv check %t.ll 2>&1 | %FileCheck %s --check-prefix=PROVED

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

@A.str = private unnamed_addr constant [2 x i8] c"A\00", align 1
@B.str = private unnamed_addr constant [2 x i8] c"B\00", align 1

; CHECK: in function @main: error: the counter update may use handles of 2 different bindings, so it is not guaranteed to map to a unique resource counter (LLVM: Resource access is not guaranteed to map to a unique global resource) [lower-non-unique-resource]
; CHECK-NEXT: %n = call i32 @llvm.dx.resource.updatecounter
; CHECK-NOT: error
; OK-NOT: error
; OK: call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %a_annot, i32 undef)
; OK: call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %b_annot, i32 undef)
; PROVED: main: proved
define i32 @main(i1 %c) "hlsl.export" {
  %a = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @A.str)
  %b = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 1, i32 1, i32 0, ptr @B.str)
  %h = select i1 %c, target("dx.RawBuffer", i32, 1, 0) %a, target("dx.RawBuffer", i32, 1, 0) %b
  %n = call i32 @llvm.dx.resource.updatecounter(target("dx.RawBuffer", i32, 1, 0) %h, i8 1)
  ret i32 %n
}
