; A pixel shader's entry point: no numthreads, only the shader flags. At DXIL 1.7 with
; validator 1.7 any UAV sets ResMayNotAlias for the module (bit 33, as LLVM's
; res-may-not-alias-sm6.7.ll); a double sets Doubles (0x4) and, once a double has been seen in
; the function, an fdiv sets the double extensions (0x40, as double-extensions.ll). Without any
; flag the entry has no properties (null), and a module without !dx.valver gets none.
; (Validator and DXIL version are both 1.7 here: one uniqued node.)
; RUN: %rlv lower --stage=translate-metadata %s | %FileCheck %s
; RUN: %rlv lower %s | %opt -passes=verify -disable-output
; RUN: sed -e '/; UAV$/d' -e '/; DOUBLE$/d' -e '/^!dx.valver/d' -e '/^!0 = /d' %s > %t.ll
; RUN: %rlv lower --stage=translate-metadata %t.ll | %FileCheck %s --check-prefix=NOFLAGS

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.7-pixel"

@Out.str = private unnamed_addr constant [4 x i8] c"Out\00"

define float @main(float %x) #0 {
  %out = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @Out.str) ; UAV
  %e = fpext float %x to double ; DOUBLE
  %d = fdiv double %e, %e ; DOUBLE
  %r = fptrunc double %d to float ; DOUBLE
  call void @llvm.dx.resource.store.typedbuffer(target("dx.TypedBuffer", float, 1, 0, 0) %out, i32 0, float %r) ; UAV
  ret float %x
}

attributes #0 = { "hlsl.shader"="pixel" }

!dx.valver = !{!0}
!0 = !{i32 1, i32 7}

; CHECK: !dx.valver = !{[[VALVER:![0-9]+]]}
; CHECK: !dx.shaderModel = !{[[SM:![0-9]+]]}
; CHECK: !dx.version = !{[[VALVER]]}
; CHECK: !dx.resources = !{[[RES:![0-9]+]]}
; CHECK: !dx.entryPoints = !{[[ENTRY:![0-9]+]]}
; CHECK: [[VALVER]] = !{i32 1, i32 7}
; CHECK: [[SM]] = !{!"ps", i32 6, i32 7}
; CHECK: [[ENTRY]] = !{ptr @main, !"main", null, [[RES]], [[PROPS:![0-9]+]]}
; CHECK: [[PROPS]] = !{i32 0, i64 8589934660}

; NOFLAGS-NOT: !dx.valver
; NOFLAGS-NOT: !dx.resources
; NOFLAGS: !dx.shaderModel = !{[[SM:![0-9]+]]}
; NOFLAGS: !dx.version = !{[[VER:![0-9]+]]}
; NOFLAGS: !dx.entryPoints = !{[[ENTRY:![0-9]+]]}
; NOFLAGS: [[SM]] = !{!"ps", i32 6, i32 7}
; NOFLAGS: [[VER]] = !{i32 1, i32 7}
; NOFLAGS: [[ENTRY]] = !{ptr @main, !"main", null, null, null}
