; typed_swapped_lanes.after.ll with !dbg locations (the shader's lings 7 and 3): rlv triage
; names them with the instruc= "dxil-pc-shadermodel6.6-compute"
%dx.types.Handle = type { ptr }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }
%dx.types.ResRet.f64 = type { double, double, double, double, i32 }
%dx.types.CBufRet.f32 = type { float, float, float, float }
%dx.types.splitdouble = type { i32, i32 }

define void @main(i32 %i, <4 x float> %v) !dbg !5 {
  %h0 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false), !dbg !9
  %h = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %h0, %dx.types.ResourceProperties { i32 4106, i32 1033 })
  %v0 = extractelement <4 x float> %v, i32 0
  %v1 = extractelement <4 x float> %v, i32 1
  %v2 = extractelement <4 x float> %v, i32 2
  %v3 = extractelement <4 x float> %v, i32 3
  call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %h, i32 %i, i32 undef, float %v1, float %v0, float %v2, float %v3, i8 15), !dbg !8
  ret void
}

declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1)
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties)
declare void @dx.op.bufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "shader.hlsl", directory: "/src")
!3 = !{i32 7, !"Dwarf Version", i32 4}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !DILocation(line: 7, column: 12, scope: !5)
!9 = !DILocation(line: 3, column: 5, scope: !5)
