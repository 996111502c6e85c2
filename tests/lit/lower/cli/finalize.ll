; finalize keeps entry points and what they reach, and deletes dead hidden helpers (clang's
; shape); an external function of default visibility stays as it is, as in LLVM 22's
; DXILFinalizeLinkage; a module without entry points keeps everything and says so.
; RUN: %rlv lower --stage=finalize %s | %FileCheck %s
; RUN: %python -c "import sys; sys.stdout.write(open(sys.argv[1]).read().replace('\"hlsl.shader\"=\"compute\"', ''))" %s > %t.noentry.ll
; RUN: %rlv lower --stage=finalize %t.noentry.ll 2>&1 >/dev/null | %FileCheck --check-prefix=NOTE %s
; RUN: %rlv lower --stage=finalize %t.noentry.ll 2>/dev/null | %FileCheck --check-prefix=KEEP %s

target triple = "dxil-pc-shadermodel6.6-compute"

; CHECK-NOT: define {{.*}} @dead
; CHECK: define internal void @used()
; CHECK: define void @visible()
; CHECK: define void @main()
; CHECK-NOT: @dead
; NOTE: note: no function is marked hlsl.shader or hlsl.export; every defined function is kept [lower-no-entry-point]
; KEEP-DAG: define hidden void @dead()
; KEEP-DAG: define hidden void @used()
; KEEP-DAG: define void @main()

define hidden void @dead() {
  ret void
}

define hidden void @used() {
  ret void
}

define void @visible() {
  ret void
}

define void @main() #0 {
  call void @used()
  ret void
}

attributes #0 = { nounwind "hlsl.shader"="compute" }
