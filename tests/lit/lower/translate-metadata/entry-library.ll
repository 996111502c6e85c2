; A library with several entries: the first entry has no function and carries the resource
; list and the module's combined shader flags; every shader entry has the shader kind (tag 8:
; pixel 0, vertex 1, compute 5, mesh 13, amplification 14, as LLVM's lib-entries.ll) and no
; flags of its own, a compute entry also numthreads. Exported functions are no entries. No
; !dx.valver means validator 0.0: a library's UAVs then set UAVsAtEveryStage (0x10000) and,
; from DXIL 1.7, ResMayNotAlias (bit 33), as uavs-at-every-stage-lib-valver1.7.ll; the
; structured buffer sets 0x10, the exported helper's i64 arithmetic Int64Ops (0x100000).
; RUN: %rlv lower --stage=translate-metadata %s | %FileCheck %s
; RUN: %rlv lower %s | %FileCheck %s
; RUN: %rlv lower %s | %opt -passes=verify -disable-output

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.8-library"

@Buf.str = private unnamed_addr constant [4 x i8] c"Buf\00"

define void @ps_main() #0 {
  ret void
}

define void @vs_main() #1 {
  ret void
}

define void @cs_main() #2 {
  %b = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @Buf.str)
  call void @llvm.dx.resource.store.rawbuffer(target("dx.RawBuffer", i32, 1, 0) %b, i32 0, i32 0, i32 7)
  ret void
}

define void @ms_main() #3 {
  ret void
}

define void @as_main() #4 {
  ret void
}

define i64 @helper(i64 %a) #5 {
  %r = mul i64 %a, 3
  ret i64 %r
}

attributes #0 = { "hlsl.shader"="pixel" }
attributes #1 = { "hlsl.shader"="vertex" }
attributes #2 = { "hlsl.shader"="compute" "hlsl.numthreads"="64,2,1" }
attributes #3 = { "hlsl.shader"="mesh" }
attributes #4 = { "hlsl.shader"="amplification" }
attributes #5 = { "hlsl.export" }

; CHECK-NOT: !dx.valver
; CHECK: !dx.shaderModel = !{[[SM:![0-9]+]]}
; CHECK: !dx.version = !{[[VER:![0-9]+]]}
; CHECK: !dx.resources = !{[[RES:![0-9]+]]}
; CHECK: !dx.entryPoints = !{[[LIB:![0-9]+]], [[PS:![0-9]+]], [[VS:![0-9]+]], [[CS:![0-9]+]], [[MS:![0-9]+]], [[AS:![0-9]+]]}
; CHECK: [[SM]] = !{!"lib", i32 6, i32 8}
; CHECK: [[VER]] = !{i32 1, i32 8}
; CHECK: [[LIB]] = !{null, !"", null, [[RES]], [[LIBP:![0-9]+]]}
; CHECK: [[LIBP]] = !{i32 0, i64 8591048720}
; CHECK: [[PS]] = !{ptr @ps_main, !"ps_main", null, [[RES]], [[PSP:![0-9]+]]}
; CHECK: [[PSP]] = !{i32 8, i32 0}
; CHECK: [[VS]] = !{ptr @vs_main, !"vs_main", null, [[RES]], [[VSP:![0-9]+]]}
; CHECK: [[VSP]] = !{i32 8, i32 1}
; CHECK: [[CS]] = !{ptr @cs_main, !"cs_main", null, [[RES]], [[CSP:![0-9]+]]}
; CHECK: [[CSP]] = !{i32 8, i32 5, i32 4, [[NT:![0-9]+]]}
; CHECK: [[NT]] = !{i32 64, i32 2, i32 1}
; CHECK: [[MS]] = !{ptr @ms_main, !"ms_main", null, [[RES]], [[MSP:![0-9]+]]}
; CHECK: [[MSP]] = !{i32 8, i32 13}
; CHECK: [[AS]] = !{ptr @as_main, !"as_main", null, [[RES]], [[ASP:![0-9]+]]}
; CHECK: [[ASP]] = !{i32 8, i32 14}
