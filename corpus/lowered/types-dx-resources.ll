;
; Resource Bindings:
;
; Name                                 Type  Format         Dim      ID      HLSL Bind     Count
; ------------------------------ ---------- ------- ----------- ------- -------------- ---------
; R                                 texture     i32         buf      T0      t0,space1         1
; R                                 texture     f16         buf      T1      t0,space6         1
; R                                 texture     i32         buf      T2      t0,space7         1
; R                                 texture  struct         r/o      T3      t0,space8         1
; R                                 texture    byte         r/o      T4     t0,space11         1
; R                                 texture  struct         r/o      T5     t0,space14         1
; R                                 texture     f32          2d      T6     t0,space15         1
; R                                 texture     i32     2darray      T7     t0,space16         1
; R                                 texture     f32       2dMS8      T8     t0,space18         1
; R                                 texture     f16  2darrayMS0      T9     t0,space19         1
; R                                     UAV     f32         buf      U0             u0         1
; R                                     UAV     f32         buf      U1      u0,space2         1
; R                                     UAV     u32         buf      U2      u0,space3         1
; R                                     UAV     u32         buf      U3      u0,space4         1
; R                                     UAV     i16         buf      U4      u0,space5         1
; R                                     UAV  struct         r/w      U5      u0,space9         1
; R                                     UAV  struct         r/w      U6     u0,space10         1
; R                                     UAV    byte         r/w      U7     u0,space12         1
; R                                     UAV  struct         r/w      U8     u0,space13         1
; R                                     UAV     f32          3d      U9     u0,space17         1
; R                                     UAV    byte     fbtex2d     U10     u0,space20         1
; R                                     UAV    byte fbtex2darray     U11     u0,space21         1
; R                                 sampler      NA          NA      S0     s0,space22         1
; R                                 sampler      NA          NA      S1     s0,space23         1
;
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-pixel"

%"Buffer<int32_t2>" = type { <2 x i32> }
%"Buffer<half>" = type { half }
%"Buffer<int32_t1>" = type { <1 x i32> }
%"StructuredBuffer<float3>" = type { <3 x float> }
%ByteAddressBuffer = type { i32 }
%"StructuredBuffer<struct.Item>" = type { %struct.Item }
%struct.Item = type { <3 x float>, i32, [2 x <{ float, target("dx.Padding", 12) }>] }
%"Texture2D<float4>" = type { <4 x float> }
%"Texture2DArray<int32_t4>" = type { <4 x i32> }
%"Texture2DMS<float>" = type { float }
%"Texture2DMSArray<half2>" = type { <2 x half> }
%"RWBuffer<float4>" = type { <4 x float> }
%"RasterizerOrderedBuffer<float>" = type { float }
%"RWBuffer<uint32_t>" = type { i64 }
%"RWBuffer<double2>" = type { <2 x double> }
%"RWBuffer<int16_t3>" = type { <3 x i16> }
%"RWStructuredBuffer<int32_t>" = type { i32 }
%"RasterizerOrderedStructuredBuffer<float>" = type { float }
%RasterizerOrderedByteAddressBuffer = type { i32 }
%"RWStructuredBuffer<struct.Particle>" = type { %struct.Particle }
%struct.Particle = type <{ float, double, [2 x i32] }>
%"RasterizerOrderedTexture3D<float>" = type { float }
%"FeedbackTexture2D<1>" = type { i32 }
%"FeedbackTexture2DArray<0>" = type { i32 }
%"SamplerState<0>" = type { i32 }
%"SamplerState<1>" = type { i32 }
%dx.types.Handle = type { ptr }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }

@R = external constant %"Buffer<int32_t2>"
@R.1 = external constant %"Buffer<half>"
@R.2 = external constant %"Buffer<int32_t1>"
@R.3 = external constant %"StructuredBuffer<float3>"
@R.4 = external constant %ByteAddressBuffer
@R.5 = external constant %"StructuredBuffer<struct.Item>"
@R.6 = external constant %"Texture2D<float4>"
@R.7 = external constant %"Texture2DArray<int32_t4>"
@R.8 = external constant %"Texture2DMS<float>"
@R.9 = external constant %"Texture2DMSArray<half2>"
@R.10 = external constant %"RWBuffer<float4>"
@R.11 = external constant %"RasterizerOrderedBuffer<float>"
@R.12 = external constant %"RWBuffer<uint32_t>"
@R.13 = external constant %"RWBuffer<double2>"
@R.14 = external constant %"RWBuffer<int16_t3>"
@R.15 = external constant %"RWStructuredBuffer<int32_t>"
@R.16 = external constant %"RasterizerOrderedStructuredBuffer<float>"
@R.17 = external constant %RasterizerOrderedByteAddressBuffer
@R.18 = external constant %"RWStructuredBuffer<struct.Particle>"
@R.19 = external constant %"RasterizerOrderedTexture3D<float>"
@R.20 = external constant %"FeedbackTexture2D<1>"
@R.21 = external constant %"FeedbackTexture2DArray<0>"
@R.22 = external constant %"SamplerState<0>"
@R.23 = external constant %"SamplerState<1>"

define void @main() #0 {
entry:
  %h025 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false) #2
  %h0_annot = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %h025, %dx.types.ResourceProperties { i32 4106, i32 1033 }) #2
  %h124 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 1, i8 0 }, i32 0, i1 false) #2
  %h1_annot = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %h124, %dx.types.ResourceProperties { i32 10, i32 516 }) #2
  %h223 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 2, i8 1 }, i32 0, i1 false) #2
  %h2_annot = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %h223, %dx.types.ResourceProperties { i32 12298, i32 265 }) #2
  %h321 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 3, i8 1 }, i32 0, i1 false) #2
  %h3_annot = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %h321, %dx.types.ResourceProperties { i32 4106, i32 263 }) #2
  %h420 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 4, i8 1 }, i32 0, i1 false) #2
  %h4_annot = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %h420, %dx.types.ResourceProperties { i32 4106, i32 522 }) #2
  %h519 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 5, i8 1 }, i32 0, i1 false) #2
  %h5_annot = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %h519, %dx.types.ResourceProperties { i32 4106, i32 770 }) #2
  %h618 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 6, i8 0 }, i32 0, i1 false) #2
  %h6_annot = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %h618, %dx.types.ResourceProperties { i32 10, i32 264 }) #2
  %h717 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 7, i8 0 }, i32 0, i1 false) #2
  %h7_annot = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %h717, %dx.types.ResourceProperties { i32 10, i32 260 }) #2
  %h816 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 8, i8 0 }, i32 0, i1 false) #2
  %h8_annot = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %h816, %dx.types.ResourceProperties { i32 12, i32 12 }) #2
  %h915 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 9, i8 1 }, i32 0, i1 false) #2
  %h9_annot = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %h915, %dx.types.ResourceProperties { i32 4108, i32 4 }) #2
  %h1014 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 10, i8 1 }, i32 0, i1 false) #2
  %h10_annot = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %h1014, %dx.types.ResourceProperties { i32 12300, i32 4 }) #2
  %h1113 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 11, i8 0 }, i32 0, i1 false) #2
  %h11_annot = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %h1113, %dx.types.ResourceProperties { i32 11, i32 0 }) #2
  %h1212 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 12, i8 1 }, i32 0, i1 false) #2
  %h12_annot = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %h1212, %dx.types.ResourceProperties { i32 12299, i32 0 }) #2
  %h1311 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 13, i8 1 }, i32 0, i1 false) #2
  %h13_annot = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %h1311, %dx.types.ResourceProperties { i32 4108, i32 20 }) #2
  %h1410 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 14, i8 0 }, i32 0, i1 false) #2
  %h14_annot = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %h1410, %dx.types.ResourceProperties { i32 524, i32 48 }) #2
  %h159 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 15, i8 0 }, i32 0, i1 false) #2
  %h15_annot = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %h159, %dx.types.ResourceProperties { i32 2, i32 1033 }) #2
  %h168 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 16, i8 0 }, i32 0, i1 false) #2
  %h16_annot = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %h168, %dx.types.ResourceProperties { i32 7, i32 1028 }) #2
  %h177 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 17, i8 1 }, i32 0, i1 false) #2
  %h17_annot = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %h177, %dx.types.ResourceProperties { i32 12292, i32 265 }) #2
  %h186 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 18, i8 0 }, i32 0, i1 false) #2
  %h18_annot = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %h186, %dx.types.ResourceProperties { i32 3, i32 524553 }) #2
  %h195 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 19, i8 0 }, i32 0, i1 false) #2
  %h19_annot = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %h195, %dx.types.ResourceProperties { i32 8, i32 520 }) #2
  %h204 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 20, i8 1 }, i32 0, i1 false) #2
  %h20_annot = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %h204, %dx.types.ResourceProperties { i32 4113, i32 1 }) #2
  %h213 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 21, i8 1 }, i32 0, i1 false) #2
  %h21_annot = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %h213, %dx.types.ResourceProperties { i32 4114, i32 0 }) #2
  %h222 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 22, i8 3 }, i32 0, i1 false) #2
  %h22_annot = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %h222, %dx.types.ResourceProperties { i32 14, i32 0 }) #2
  %h231 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 23, i8 3 }, i32 0, i1 false) #2
  %h23_annot = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %h231, %dx.types.ResourceProperties { i32 32782, i32 0 }) #2
  ret void
}

; Function Attrs: nounwind memory(none)
declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1) #1

; Function Attrs: nounwind memory(none)
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties) #1

attributes #0 = { "hlsl.shader"="pixel" }
attributes #1 = { nounwind memory(none) }
attributes #2 = { memory(none) }

!dx.shaderModel = !{!0}
!dx.version = !{!1}
!dx.resources = !{!2}
!dx.entryPoints = !{!41}

!0 = !{!"ps", i32 6, i32 6}
!1 = !{i32 1, i32 6}
!2 = !{!3, !19, null, !38}
!3 = !{!4, !6, !8, !9, !11, !12, !14, !16, !17, !18}
!4 = !{i32 0, ptr @R, !"R", i32 1, i32 0, i32 1, i32 10, i32 0, !5}
!5 = !{i32 0, i32 4}
!6 = !{i32 1, ptr @R.1, !"R", i32 6, i32 0, i32 1, i32 10, i32 0, !7}
!7 = !{i32 0, i32 8}
!8 = !{i32 2, ptr @R.2, !"R", i32 7, i32 0, i32 1, i32 10, i32 0, !5}
!9 = !{i32 3, ptr @R.3, !"R", i32 8, i32 0, i32 1, i32 12, i32 0, !10}
!10 = !{i32 1, i32 12}
!11 = !{i32 4, ptr @R.4, !"R", i32 11, i32 0, i32 1, i32 11, i32 0, null}
!12 = !{i32 5, ptr @R.5, !"R", i32 14, i32 0, i32 1, i32 12, i32 0, !13}
!13 = !{i32 1, i32 48}
!14 = !{i32 6, ptr @R.6, !"R", i32 15, i32 0, i32 1, i32 2, i32 0, !15}
!15 = !{i32 0, i32 9}
!16 = !{i32 7, ptr @R.7, !"R", i32 16, i32 0, i32 1, i32 7, i32 0, !5}
!17 = !{i32 8, ptr @R.8, !"R", i32 18, i32 0, i32 1, i32 3, i32 8, !15}
!18 = !{i32 9, ptr @R.9, !"R", i32 19, i32 0, i32 1, i32 8, i32 0, !7}
!19 = !{!20, !21, !22, !24, !25, !27, !29, !30, !31, !33, !34, !36}
!20 = !{i32 0, ptr @R.10, !"R", i32 0, i32 0, i32 1, i32 10, i1 false, i1 false, i1 false, !15}
!21 = !{i32 1, ptr @R.11, !"R", i32 2, i32 0, i32 1, i32 10, i1 false, i1 false, i1 true, !15}
!22 = !{i32 2, ptr @R.12, !"R", i32 3, i32 0, i32 1, i32 10, i1 false, i1 false, i1 false, !23}
!23 = !{i32 0, i32 5}
!24 = !{i32 3, ptr @R.13, !"R", i32 4, i32 0, i32 1, i32 10, i1 false, i1 false, i1 false, !23}
!25 = !{i32 4, ptr @R.14, !"R", i32 5, i32 0, i32 1, i32 10, i1 false, i1 false, i1 false, !26}
!26 = !{i32 0, i32 2}
!27 = !{i32 5, ptr @R.15, !"R", i32 9, i32 0, i32 1, i32 12, i1 false, i1 false, i1 false, !28}
!28 = !{i32 1, i32 4}
!29 = !{i32 6, ptr @R.16, !"R", i32 10, i32 0, i32 1, i32 12, i1 false, i1 false, i1 true, !28}
!30 = !{i32 7, ptr @R.17, !"R", i32 12, i32 0, i32 1, i32 11, i1 false, i1 false, i1 true, null}
!31 = !{i32 8, ptr @R.18, !"R", i32 13, i32 0, i32 1, i32 12, i1 false, i1 false, i1 false, !32}
!32 = !{i32 1, i32 20}
!33 = !{i32 9, ptr @R.19, !"R", i32 17, i32 0, i32 1, i32 4, i1 false, i1 false, i1 true, !15}
!34 = !{i32 10, ptr @R.20, !"R", i32 20, i32 0, i32 1, i32 17, i1 false, i1 false, i1 false, !35}
!35 = !{i32 2, i32 1}
!36 = !{i32 11, ptr @R.21, !"R", i32 21, i32 0, i32 1, i32 18, i1 false, i1 false, i1 false, !37}
!37 = !{i32 2, i32 0}
!38 = !{!39, !40}
!39 = !{i32 0, ptr @R.22, !"R", i32 22, i32 0, i32 1, i32 0, null}
!40 = !{i32 1, ptr @R.23, !"R", i32 23, i32 0, i32 1, i32 1, null}
!41 = !{ptr @main, !"main", null, !2, !42}
!42 = !{i32 0, i64 32784}
