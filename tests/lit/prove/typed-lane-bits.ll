; Only the bits a typed element has are observable in its lanes: a 16-bit value sits in the
; low 16 bits of its 32-bit lane, so LLVM's read-modify-write of an RWBuffer<int16_t3>
; element (bufferLoad.i16 + bufferStore.i16) is proved (corpus/regress/prove-typed-i16-lane-rmw),
; a wrong 16-bit lane is refuted on its 16 bits, and a 32-bit lane still compares all 32.
; RUN: %rlv prove %corpus/regress/prove-typed-i16-lane-rmw.before.ll %corpus/regress/prove-typed-i16-lane-rmw.after.ll | %FileCheck %s --check-prefix=I16-OK
; RUN: %not %rlv prove %corpus/miscompile/typed_i16_lane_rmw_wrong_lane.before.ll %corpus/miscompile/typed_i16_lane_rmw_wrong_lane.after.ll | %FileCheck %s --check-prefix=I16-BAD
; RUN: %not %rlv prove %S/Inputs/lane-bits-i32-before.ll %S/Inputs/lane-bits-i32-low16.ll | %FileCheck %s --check-prefix=I32-BAD
; I16-OK: in function @main: proved ({{[0-9.]+}} ms){{$}}
; I16-BAD: in function @main: refuted ({{[0-9.]+}} ms): memory of u0 space 0 "Out" (typed) element 17301506 lane 1: before 0x0200, after 0x0001{{$}}
; I16-BAD-NEXT: {{^}}  inputs: arg0 = 17301506, arg1 = 0{{$}}
; I32-BAD: in function @main: refuted ({{[0-9.]+}} ms): memory of u0 space 0 "Out" (typed) element 264208 lane 1: before 0x00010010, after 0x00000010{{$}}
; I32-BAD-NEXT: {{^}}  inputs: arg0 = 264208, arg1 = 0{{$}}
