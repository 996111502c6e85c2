; AFTER of typed-lane-bits.ll: the read-modify-write keeps only the low 16 bits of lane 1 (wrong: the lane is 32 bits wide).
source_filename = "/tmp/b32.ll"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

%"RWBuffer<int32_t3>" = type { <3 x i32> }
%dx.types.Handle = type { ptr }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }

@Out = external constant %"RWBuffer<int32_t3>"

define void @main(i32 %i, i32 %x) {
  %h1 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
  %h_annot = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %h1, %dx.types.ResourceProperties { i32 4106, i32 772 })
  %1 = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %h_annot, i32 %i, i32 undef)
  %2 = extractvalue %dx.types.ResRet.i32 %1, 0
  %3 = extractvalue %dx.types.ResRet.i32 %1, 1
  %4 = extractvalue %dx.types.ResRet.i32 %1, 2
  %t = trunc i32 %3 to i16
  %z = zext i16 %t to i32
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %h_annot, i32 %i, i32 undef, i32 %2, i32 %z, i32 %x, i32 %2, i8 15)
  ret void
}

declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1) #0

declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties) #0

declare %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32, %dx.types.Handle, i32, i32) #1

declare void @dx.op.bufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8) #2

attributes #0 = { nounwind memory(none) }
attributes #1 = { nounwind memory(read) }
attributes #2 = { nounwind }

!dx.resources = !{!0}

!0 = !{null, !1, null, null}
!1 = !{!2}
!2 = !{i32 0, ptr @Out, !"Out", i32 0, i32 0, i32 1, i32 10, i1 false, i1 false, i1 false, !3}
!3 = !{i32 0, i32 4}
