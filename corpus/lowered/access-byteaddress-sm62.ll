;
; Resource Bindings:
;
; Name                                 Type  Format         Dim      ID      HLSL Bind     Count
; ------------------------------ ---------- ------- ----------- ------- -------------- ---------
; Raw                                   UAV    byte         r/w      U0             u0         1
;
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.2-compute"

%RWByteAddressBuffer = type { i32 }
%dx.types.Handle = type { ptr }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }
%dx.types.splitdouble = type { i32, i32 }
%dx.types.Dimensions = type { i32, i32, i32, i32 }

@Raw = external constant %RWByteAddressBuffer

define void @main() #0 {
  %id1 = call i32 @dx.op.threadId.i32(i32 93, i32 0) #4
  %addr = shl i32 %id1, 4
  %raw3 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false) #5
  %1 = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %raw3, i32 %addr, i32 undef, i8 15, i32 4)
  %2 = extractvalue %dx.types.ResRet.i32 %1, 3
  %3 = extractvalue %dx.types.ResRet.i32 %1, 2
  %4 = extractvalue %dx.types.ResRet.i32 %1, 1
  %5 = extractvalue %dx.types.ResRet.i32 %1, 0
  %6 = call double @dx.op.makeDouble.f64(i32 101, i32 %5, i32 %4) #4
  %7 = call double @dx.op.makeDouble.f64(i32 101, i32 %3, i32 %2) #4
  %8 = call %dx.types.splitdouble @dx.op.splitDouble.f64(i32 102, double %6) #4
  %9 = call %dx.types.splitdouble @dx.op.splitDouble.f64(i32 102, double %7) #4
  %10 = extractvalue %dx.types.splitdouble %8, 0
  %11 = extractvalue %dx.types.splitdouble %9, 0
  %12 = extractvalue %dx.types.splitdouble %8, 1
  %13 = extractvalue %dx.types.splitdouble %9, 1
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %raw3, i32 %addr, i32 undef, i32 %10, i32 %12, i32 %11, i32 %13, i8 15, i32 4)
  %14 = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %raw3, i32 %addr, i32 undef, i8 3, i32 4)
  %15 = extractvalue %dx.types.ResRet.i32 %14, 1
  %16 = extractvalue %dx.types.ResRet.i32 %14, 0
  %17 = zext i32 %16 to i64
  %18 = zext i32 %15 to i64
  %19 = shl i64 %18, 32
  %20 = or i64 %17, %19
  %n2 = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %raw3, i32 undef)
  %21 = extractvalue %dx.types.Dimensions %n2, 0
  ret void
}

; Function Attrs: nounwind memory(none)
declare i32 @dx.op.threadId.i32(i32, i32) #1

; Function Attrs: nounwind
declare %dx.types.Dimensions @dx.op.getDimensions(i32, %dx.types.Handle, i32) #2

; Function Attrs: nounwind memory(read)
declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1) #3

; Function Attrs: nounwind
declare %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32, %dx.types.Handle, i32, i32, i8, i32) #2

; Function Attrs: nounwind memory(none)
declare double @dx.op.makeDouble.f64(i32, i32, i32) #1

; Function Attrs: nounwind memory(none)
declare %dx.types.splitdouble @dx.op.splitDouble.f64(i32, double) #1

; Function Attrs: nounwind
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32) #2

attributes #0 = { "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" }
attributes #1 = { nounwind memory(none) }
attributes #2 = { nounwind }
attributes #3 = { nounwind memory(read) }
attributes #4 = { memory(none) }
attributes #5 = { memory(read) }

!dx.shaderModel = !{!0}
!dx.version = !{!1}
!dx.resources = !{!2}
!dx.entryPoints = !{!5}

!0 = !{!"cs", i32 6, i32 2}
!1 = !{i32 1, i32 2}
!2 = !{null, !3, null, null}
!3 = !{!4}
!4 = !{i32 0, ptr @Raw, !"Raw", i32 0, i32 0, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!5 = !{ptr @main, !"main", null, !2, !6}
!6 = !{i32 0, i64 1048596, i32 4, !7}
!7 = !{i32 64, i32 1, i32 1}
