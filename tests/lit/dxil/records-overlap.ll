; Overlapping !dx.resources records, swept like the intrinsic-level bindings: one report per
; overlapping group, with its size and span; an unbounded range reaches every later register.
; Near misses: the same registers in another space or another class, and touching ranges.
; RUN: %expect-exit 1 %rlv verify --level=dxil %s 2>&1 | %FileCheck %s
; CHECK: error: !dx.resources UAV record 1 ("B") at u2..u5 overlaps with UAV record 0 ("A") at u0..u3 in space 0; 3 records overlap in u0..u5 [dxil-record-overlap]
; CHECK-NEXT: error: !dx.resources UAV record 4 ("E") at u12 overlaps with UAV record 3 ("D") at u10 and up (unbounded) in space 0 [dxil-record-overlap]
; CHECK-NOT: error
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.0-unknown-shadermodel6.0-compute"

define void @main() #0 {
  ret void
}

attributes #0 = { "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }

!dx.resources = !{!0}
!0 = !{!1, !3, null, null}
!1 = !{!2}
!2 = !{i32 0, ptr null, !"T", i32 0, i32 0, i32 8, i32 11, i32 0, null}
!3 = !{!4, !5, !6, !7, !8, !9, !10}
!4 = !{i32 0, ptr null, !"A", i32 0, i32 0, i32 4, i32 11, i1 false, i1 false, i1 false, null}
!5 = !{i32 1, ptr null, !"B", i32 0, i32 2, i32 4, i32 11, i1 false, i1 false, i1 false, null}
!6 = !{i32 2, ptr null, !"C", i32 0, i32 5, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!7 = !{i32 3, ptr null, !"D", i32 0, i32 10, i32 -1, i32 11, i1 false, i1 false, i1 false, null}
!8 = !{i32 4, ptr null, !"E", i32 0, i32 12, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!9 = !{i32 5, ptr null, !"F", i32 1, i32 0, i32 4, i32 11, i1 false, i1 false, i1 false, null}
!10 = !{i32 6, ptr null, !"G", i32 1, i32 4, i32 4, i32 11, i1 false, i1 false, i1 false, null}
