; Deeply nested and widely shared types: 5000 nested structs (no recursion over types, so
; no stack overflow) and a 50-level DAG that would take 2^50 steps without the memo.
; RUN: %python -c "q=chr(34); n=5000; print('%%C0 = type <{ float, target(' + q + 'dx.Padding' + q + ', 0) }>'); [print('%%C' + str(i) + ' = type { %%C' + str(i - 1) + ', i32 }') for i in range(1, n)]; print('%%D0 = type { float }'); [print('%%D' + str(i) + ' = type { %%D' + str(i - 1) + ', %%D' + str(i - 1) + ' }') for i in range(1, 50)]; print('define void @f(ptr %%p) {'); print('  %%a = load target(' + q + 'dx.RawBuffer' + q + ', %%C' + str(n - 1) + ', 1, 0), ptr %%p'); print('  %%b = load target(' + q + 'dx.RawBuffer' + q + ', %%D49, 1, 0), ptr %%p'); print('  %%c = load target(' + q + 'dx.RawBuffer' + q + ', { %%D49, target(' + q + 'dx.Sampler' + q + ', 0) }, 1, 0), ptr %%p'); print('  ret void'); print('}')" > %t.ll
; RUN: %not %rlv verify %t.ll 2>&1 | %FileCheck %s
; CHECK: error: target("dx.RawBuffer", %C4999, 1, 0): the structured element %C4999 is 20000 bytes; an element holds at most 2048 bytes [type-struct-stride]
; CHECK: error: target("dx.Padding", 0): padding of 0 bytes{{.*}}[type-padding]
; CHECK-NEXT: %a = load
; CHECK: error: target("dx.RawBuffer", %D49, 1, 0): the structured element %D49 is 2251799813685248 bytes; an element holds at most 2048 bytes [type-struct-stride]
; CHECK: error: target("dx.RawBuffer", { %D49, target("dx.Sampler", 0) }, 1, 0): buffer element { %D49, target("dx.Sampler", 0) } contains the target type target("dx.Sampler", 0){{.*}}[type-raw-element]
; CHECK: is 2251799813685252 bytes; an element holds at most 2048 bytes [type-struct-stride]
; CHECK-NOT: [type-
