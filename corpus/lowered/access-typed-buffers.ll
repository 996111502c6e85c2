;
; Resource Bindings:
;
; Name                                 Type  Format         Dim      ID      HLSL Bind     Count
; ------------------------------ ---------- ------- ----------- ------- -------------- ---------
; In                                texture     i32         buf      T0             t0         1
; Data                                  UAV     f32         buf      U0             u0         1
; D2                                    UAV     u32         buf      U1             u1         1
;
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

%"Buffer<int32_t2>" = type { <2 x i32> }
%"RWBuffer<float4>" = type { <4 x float> }
%"RWBuffer<double2>" = type { <2 x double> }
%dx.types.Handle = type { ptr }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }
%dx.types.Dimensions = type { i32, i32, i32, i32 }

@In = external constant %"Buffer<int32_t2>"
@Data = external constant %"RWBuffer<float4>"
@D2 = external constant %"RWBuffer<double2>"

define void @main() #0 {
  %id1 = call i32 @dx.op.threadId.i32(i32 93, i32 0) #4
  %data5 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false) #4
  %data_annot = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %data5, %dx.types.ResourceProperties { i32 4106, i32 1033 }) #4
  %d24 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 1 }, i32 1, i1 false) #4
  %d2_annot = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %d24, %dx.types.ResourceProperties { i32 4106, i32 522 }) #4
  %in3 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind zeroinitializer, i32 0, i1 false) #4
  %in_annot = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %in3, %dx.types.ResourceProperties { i32 10, i32 516 }) #4
  %1 = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle %data_annot, i32 %id1, i32 undef) #5
  %2 = extractvalue %dx.types.ResRet.f32 %1, 0
  %3 = extractvalue %dx.types.ResRet.f32 %1, 1
  %4 = extractvalue %dx.types.ResRet.f32 %1, 2
  %5 = extractvalue %dx.types.ResRet.f32 %1, 3
  %6 = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle %data_annot, i32 %id1, i32 undef) #5
  %7 = extractvalue %dx.types.ResRet.f32 %6, 1
  %g = fadd float %7, 1.000000e+00
  %8 = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle %data_annot, i32 %id1, i32 undef) #5
  %9 = extractvalue %dx.types.ResRet.f32 %8, 0
  %10 = extractvalue %dx.types.ResRet.f32 %8, 1
  %11 = extractvalue %dx.types.ResRet.f32 %8, 2
  %12 = extractvalue %dx.types.ResRet.f32 %8, 3
  call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %data_annot, i32 %id1, i32 undef, float %9, float %g, float %11, float %12, i8 15)
  %w.i0 = fmul float %2, 2.000000e+00
  %w.i1 = fmul float %3, 2.000000e+00
  %w.i2 = fmul float %4, 2.000000e+00
  %w.i3 = fmul float %5, 2.000000e+00
  call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %data_annot, i32 %id1, i32 undef, float %w.i0, float %w.i1, float %w.i2, float %w.i3, i8 15)
  %r7 = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %in_annot, i32 %id1, i32 undef) #5
  %13 = extractvalue %dx.types.ResRet.i32 %r7, 4
  %r_check = call i1 @dx.op.checkAccessFullyMapped.i32(i32 71, i32 %13) #5
  %split6 = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %d2_annot, i32 %id1, i32 undef) #5
  %14 = extractvalue %dx.types.ResRet.i32 %split6, 0
  %15 = extractvalue %dx.types.ResRet.i32 %split6, 1
  %16 = extractvalue %dx.types.ResRet.i32 %split6, 2
  %17 = extractvalue %dx.types.ResRet.i32 %split6, 3
  %next = add i32 %id1, 1
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %d2_annot, i32 %next, i32 undef, i32 %14, i32 %15, i32 %16, i32 %17, i8 15)
  %dim2 = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %data_annot, i32 undef)
  %18 = extractvalue %dx.types.Dimensions %dim2, 0
  ret void
}

; Function Attrs: nounwind memory(none)
declare i32 @dx.op.threadId.i32(i32, i32) #1

; Function Attrs: nounwind
declare %dx.types.Dimensions @dx.op.getDimensions(i32, %dx.types.Handle, i32) #2

; Function Attrs: nounwind memory(none)
declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1) #1

; Function Attrs: nounwind memory(none)
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties) #1

; Function Attrs: nounwind memory(read)
declare %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32, %dx.types.Handle, i32, i32) #3

; Function Attrs: nounwind memory(read)
declare i1 @dx.op.checkAccessFullyMapped.i32(i32, i32) #3

; Function Attrs: nounwind
declare void @dx.op.bufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8) #2

; Function Attrs: nounwind memory(read)
declare %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32, %dx.types.Handle, i32, i32) #3

; Function Attrs: nounwind
declare void @dx.op.bufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8) #2

attributes #0 = { "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" }
attributes #1 = { nounwind memory(none) }
attributes #2 = { nounwind }
attributes #3 = { nounwind memory(read) }
attributes #4 = { memory(none) }
attributes #5 = { memory(read) }

!llvm.ident = !{!0}
!dx.shaderModel = !{!1}
!dx.version = !{!2}
!dx.resources = !{!3}
!dx.entryPoints = !{!12}

!0 = !{!"hand-written (rlv corpus)"}
!1 = !{!"cs", i32 6, i32 6}
!2 = !{i32 1, i32 6}
!3 = !{!4, !7, null, null}
!4 = !{!5}
!5 = !{i32 0, ptr @In, !"In", i32 0, i32 0, i32 1, i32 10, i32 0, !6}
!6 = !{i32 0, i32 4}
!7 = !{!8, !10}
!8 = !{i32 0, ptr @Data, !"Data", i32 0, i32 0, i32 1, i32 10, i1 false, i1 false, i1 false, !9}
!9 = !{i32 0, i32 9}
!10 = !{i32 1, ptr @D2, !"D2", i32 0, i32 1, i32 1, i32 10, i1 false, i1 false, i1 false, !11}
!11 = !{i32 0, i32 5}
!12 = !{ptr @main, !"main", null, !3, !13}
!13 = !{i32 0, i64 8192, i32 4, !14}
!14 = !{i32 64, i32 1, i32 1}
