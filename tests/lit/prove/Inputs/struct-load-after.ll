; ModuleID = 'tests/lit/prove/struct-load.ll'
source_filename = "tests/lit/prove/struct-load.ll"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

%"StructuredBuffer<struct.Flagged>" = type { %struct.Flagged }
%struct.Flagged = type { i32, <3 x float>, [4 x i8], i32 }
%"RWStructuredBuffer<int32_t>" = type { i32 }
%dx.types.Handle = type { ptr }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }

@In = external constant %"StructuredBuffer<struct.Flagged>"
@Out = external constant %"RWStructuredBuffer<int32_t>"

define void @main() #0 {
  %in3 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind zeroinitializer, i32 0, i1 false) #4
  %in_annot = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %in3, %dx.types.ResourceProperties { i32 524, i32 24 }) #4
  %out2 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false) #4
  %out_annot = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %out2, %dx.types.ResourceProperties { i32 4108, i32 4 }) #4
  %i1 = call i32 @dx.op.threadId.i32(i32 93, i32 0) #4
  %1 = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %in_annot, i32 %i1, i32 0, i8 1, i32 4)
  %2 = extractvalue %dx.types.ResRet.i32 %1, 4
  %3 = call i1 @dx.op.checkAccessFullyMapped.i32(i32 71, i32 %2) #5
  %4 = extractvalue %dx.types.ResRet.i32 %1, 0
  %5 = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %in_annot, i32 %i1, i32 4, i8 7, i32 4)
  %6 = extractvalue %dx.types.ResRet.f32 %5, 4
  %7 = call i1 @dx.op.checkAccessFullyMapped.i32(i32 71, i32 %6) #5
  %8 = extractvalue %dx.types.ResRet.f32 %5, 0
  %9 = extractvalue %dx.types.ResRet.f32 %5, 1
  %10 = extractvalue %dx.types.ResRet.f32 %5, 2
  %11 = insertelement <3 x float> poison, float %8, i64 0
  %12 = insertelement <3 x float> %11, float %9, i64 1
  %13 = insertelement <3 x float> %12, float %10, i64 2
  %14 = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %in_annot, i32 %i1, i32 20, i8 1, i32 4)
  %15 = extractvalue %dx.types.ResRet.i32 %14, 4
  %16 = call i1 @dx.op.checkAccessFullyMapped.i32(i32 71, i32 %15) #5
  %17 = extractvalue %dx.types.ResRet.i32 %14, 0
  %18 = and i1 %3, %7
  %19 = and i1 %18, %16
  %20 = insertvalue %struct.Flagged undef, i32 %4, 0
  %21 = insertvalue %struct.Flagged %20, <3 x float> %13, 1
  %22 = insertvalue %struct.Flagged %21, i32 %17, 3
  %a = extractvalue %struct.Flagged %22, 0
  %b = extractvalue %struct.Flagged %22, 3
  %vec = extractvalue %struct.Flagged %22, 1
  %y = extractelement <3 x float> %vec, i32 1
  %yi = bitcast float %y to i32
  %stz = zext i1 %19 to i32
  %ab = xor i32 %a, %b
  %aby = xor i32 %ab, %yi
  %r = add i32 %aby, %stz
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out_annot, i32 %i1, i32 0, i32 %r, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  ret void
}

; Function Attrs: nounwind memory(none)
declare i32 @dx.op.threadId.i32(i32, i32) #1

; Function Attrs: nounwind memory(none)
declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1) #1

; Function Attrs: nounwind memory(none)
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties) #1

; Function Attrs: nounwind
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32) #2

; Function Attrs: nounwind
declare %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32, %dx.types.Handle, i32, i32, i8, i32) #2

; Function Attrs: nounwind memory(read)
declare i1 @dx.op.checkAccessFullyMapped.i32(i32, i32) #3

; Function Attrs: nounwind
declare %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32, %dx.types.Handle, i32, i32, i8, i32) #2

attributes #0 = { "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }
attributes #1 = { nounwind memory(none) }
attributes #2 = { nounwind }
attributes #3 = { nounwind memory(read) }
attributes #4 = { memory(none) }
attributes #5 = { memory(read) }

!dx.shaderModel = !{!0}
!dx.version = !{!1}
!dx.resources = !{!2}
!dx.entryPoints = !{!9}

!0 = !{!"cs", i32 6, i32 6}
!1 = !{i32 1, i32 6}
!2 = !{!3, !6, null, null}
!3 = !{!4}
!4 = !{i32 0, ptr @In, !"In", i32 0, i32 0, i32 1, i32 12, i32 0, !5}
!5 = !{i32 1, i32 24}
!6 = !{!7}
!7 = !{i32 0, ptr @Out, !"Out", i32 0, i32 0, i32 1, i32 12, i1 false, i1 false, i1 false, !8}
!8 = !{i32 1, i32 4}
!9 = !{ptr @main, !"main", null, !2, !10}
!10 = !{i32 0, i64 16, i32 4, !11}
!11 = !{i32 1, i32 1, i32 1}
