; Handle creation: createHandleFromBinding + annotateHandle at SM 6.6, createHandle with
; record ids below; the LB add, ResBind constants, the non-uniform flag, name globals and
; handle globals removed.
; RUN: %rlv lower --stage=op-lower %s | %FileCheck %s --check-prefix=SM66
; RUN: %rlv lower --stage=op-lower --sm=6.0 %s | %FileCheck %s --check-prefix=SM60
; RUN: %rlv lower --stage=op-lower --sm=6.5 %s | %FileCheck %s --check-prefix=SM60

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

@A.str = private unnamed_addr constant [2 x i8] c"A\00", align 1
@B.str = private unnamed_addr constant [2 x i8] c"B\00", align 1
@C.str = private unnamed_addr constant [2 x i8] c"C\00", align 1
@D.str = private unnamed_addr constant [2 x i8] c"D\00", align 1
@Keep.str = private unnamed_addr constant [5 x i8] c"Keep\00", align 1
@A.handle = internal global target("dx.TypedBuffer", <4 x float>, 1, 0, 0) poison

; SM66-NOT: @A.str
; SM66-NOT: @B.str
; SM66-NOT: @A.handle
; SM66: @Keep.str = private unnamed_addr constant [5 x i8] c"Keep\00"

define void @main(i32 %i) "hlsl.shader"="compute" "hlsl.numthreads"="1,1,1" {
; RWBuffer<float4> A : register(u5, space3); the store into @A.handle goes away.
; SM66:      [[A:%a[0-9]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 5, i32 5, i32 3, i8 1 }, i32 5, i1 false)
; SM66-NEXT: %a_annot = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[A]], %dx.types.ResourceProperties { i32 4106, i32 1033 })
; SM60:      %a{{[0-9]+}} = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 1, i32 5, i1 false)
  %a = call target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_1_0_0t(i32 3, i32 5, i32 1, i32 0, ptr @A.str)
  store target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %a, ptr @A.handle

; Buffer<uint4> B[8] : register(t3, space5), element 4: constant index folds to 3+4; the
; SRV in space 0 sorts first, so B is SRV record 1.
; SM66-NEXT: [[B:%b[0-9]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 3, i32 10, i32 5, i8 0 }, i32 7, i1 false)
; SM66-NEXT: %b_annot = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 10, i32 1029 })
; SM60-NEXT: %b{{[0-9]+}} = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 1, i32 7, i1 false)
  %b = call target("dx.TypedBuffer", <4 x i32>, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4i32_0_0_0t(i32 5, i32 3, i32 8, i32 4, ptr @B.str)

; Unbounded RWBuffer<float> C[] : register(u0, space1) with a non-uniform index: UB is -1,
; the index add is emitted, and the flag is true through the add.
; SM66-NEXT: %[[IDX:.*]] = add i32 %i, 2
; SM66-NEXT: [[C:%c[0-9]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 -1, i32 1, i8 1 }, i32 %[[IDX]], i1 true)
; SM66-NEXT: %c_annot = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[C]], %dx.types.ResourceProperties { i32 4106, i32 265 })
; SM60:      %[[IDX:.*]] = add i32 %i, 2
; SM60-NEXT: %c{{[0-9]+}} = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 %[[IDX]], i1 true)
  %nu = call i32 @llvm.dx.resource.nonuniformindex(i32 %i)
  %c = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 1, i32 2, i32 -1, i32 %nu, ptr @C.str)

; A range of size 1 never gets the flag; a dynamic index with LB 0 needs no add.
; SM66-NEXT: [[D:%d[0-9]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind zeroinitializer, i32 %i, i1 false)
; SM66-NEXT: %d_annot = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[D]], %dx.types.ResourceProperties { i32 11, i32 0 })
; SM60-NEXT: [[D:%d[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 %i, i1 false)
  %d = call target("dx.RawBuffer", i8, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_0_0t(i32 0, i32 0, i32 1, i32 %nu, ptr @D.str)

; A plain index (no nonuniformindex on the way) into a range: false.
; SM66-NEXT: %[[X:.*]] = mul i32 %i, 3
; SM66-NEXT: %e{{[0-9]+}} = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 3, i32 7, i8 1 }, i32 %[[X]], i1 false)
  %x = mul i32 %i, 3
  %e = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 7, i32 0, i32 4, i32 %x, ptr @Keep.str)
  call void @use(ptr @Keep.str)

  %la = call { <4 x float>, i1 } @llvm.dx.resource.load.typedbuffer.v4f32.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %a, i32 0)
  %lb = call { <4 x i32>, i1 } @llvm.dx.resource.load.typedbuffer.v4i32.tdx.TypedBuffer_v4i32_0_0_0t(target("dx.TypedBuffer", <4 x i32>, 0, 0, 0) %b, i32 0)
  %lc = call { float, i1 } @llvm.dx.resource.load.typedbuffer.f32.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %c, i32 0)
  %ld = call i32 @llvm.dx.resource.getdimensions.x.tdx.RawBuffer_i8_0_0t(target("dx.RawBuffer", i8, 0, 0) %d)
  %le = call i32 @llvm.dx.resource.getdimensions.x.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %e)
; The uses take the new handles; nonuniformindex is replaced by its operand.
; SM66:  call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %d_annot, i32 undef)
; SM60:  call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle [[D]], i32 undef)
  ret void
}

declare void @use(ptr)

; SM66-NOT: llvm.dx.resource
; SM66: declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1) [[NONE:#[0-9]+]]
; SM66: declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties) [[NONE]]
; SM66: attributes [[NONE]] = { nounwind memory(none) }
; SM60-NOT: llvm.dx.resource
; SM60: declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1) [[READ:#[0-9]+]]
; SM60: attributes [[READ]] = { nounwind memory(read) }
