; What DXIL (LLVM 3.7) does not know is dropped, as LLVM 22's DXILTranslateMetadata does: a
; module flag with a behaviour newer than AppendUnique (7 = Max) becomes Warning (2) and the
; flags are rebuilt after the DXIL nodes; named metadata outside DXIL's list goes
; (llvm.errno.tbaa, a stray node) while llvm.ident stays; on instructions tbaa goes and range,
; dx.nonuniform and the debug location stay; hlsl.controlflow.hint becomes
; dx.controlflow.hints; llvm.loop keeps only its unroll hints, a chain of loop nodes collapsed.
; RUN: %rlv lower --stage=translate-metadata %s | %FileCheck %s
; RUN: %rlv lower --stage=translate-metadata %s | %opt -passes=verify -disable-output

target triple = "dxil-pc-shadermodel6.6-compute"

define void @main(ptr %p, i32 %n) #0 !dbg !20 {
entry:
  %v = load i32, ptr %p, align 4, !tbaa !5, !range !8, !dbg !23
  %c = icmp eq i32 %v, 0, !dx.nonuniform !9
  br i1 %c, label %loop, label %exit, !hlsl.controlflow.hint !10
loop:
  %i = phi i32 [ 0, %entry ], [ %j, %loop ]
  %j = add i32 %i, 1
  %d = icmp slt i32 %j, %n
  br i1 %d, label %loop, label %exit, !llvm.loop !11
exit:
  ret void
}

attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="1,1,1" }

!llvm.module.flags = !{!0, !1, !24}
!llvm.ident = !{!2}
!llvm.errno.tbaa = !{!5}
!stray = !{!3}
!llvm.dbg.cu = !{!18}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{!"clang"}
!3 = !{!"stray"}
!4 = !{!"Simple C++ TBAA"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !4, i64 0}
!8 = !{i32 0, i32 5}
!9 = !{}
!10 = !{!"hlsl.controlflow.hint", i32 1}
!11 = distinct !{!11, !12}
!12 = distinct !{!12, !13, !14, !15}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!"llvm.loop.unroll.count", i32 4}
!15 = !{!"llvm.loop.vectorize.enable", i1 true}
!16 = !DIFile(filename: "a.hlsl", directory: "/")
!17 = !DISubroutineType(types: !{})
!18 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !16, isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!20 = distinct !DISubprogram(name: "main", scope: !16, file: !16, line: 1, type: !17, unit: !18, spFlags: DISPFlagDefinition)
!23 = !DILocation(line: 2, column: 3, scope: !20)
!24 = !{i32 2, !"Debug Info Version", i32 3}

; CHECK: %v = load i32, ptr %p, align 4, !dbg {{![0-9]+}}, !range [[RANGE:![0-9]+]]{{$}}
; CHECK: %c = icmp eq i32 %v, 0, !dx.nonuniform [[EMPTY:![0-9]+]]
; CHECK: br i1 %c, label %loop, label %exit, !dx.controlflow.hints [[HINTS:![0-9]+]]
; CHECK: br i1 %d, label %loop, label %exit, !llvm.loop [[LOOP:![0-9]+]]
; CHECK-NOT: llvm.errno.tbaa
; CHECK-NOT: !stray
; CHECK: !llvm.ident = !{{{![0-9]+}}}
; CHECK: !llvm.dbg.cu = !{{{![0-9]+}}}
; CHECK: !dx.entryPoints
; CHECK: !llvm.module.flags = !{[[F0:![0-9]+]], [[F1:![0-9]+]], [[F2:![0-9]+]]}
; CHECK-DAG: [[F0]] = !{i32 1, !"wchar_size", i32 4}
; CHECK-DAG: [[F1]] = !{i32 2, !"frame-pointer", i32 2}
; CHECK-DAG: [[F2]] = !{i32 2, !"Debug Info Version", i32 3}
; CHECK-DAG: [[RANGE]] = !{i32 0, i32 5}
; CHECK-DAG: [[EMPTY]] = !{}
; CHECK-DAG: [[HINTS]] = !{!"dx.controlflow.hints", i32 1}
; CHECK-DAG: [[LOOP]] = distinct !{[[LOOP]], [[COUNT:![0-9]+]]}
; CHECK-DAG: [[COUNT]] = !{!"llvm.loop.unroll.count", i32 4}
; CHECK-NOT: mustprogress
; CHECK-NOT: vectorize
