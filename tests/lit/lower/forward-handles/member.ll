; clang -O0 keeps an AppendStructuredBuffer as a global object of two handles (the buffer's
; and its counter's) and reads the counter's through a GEP to the member: the place is the
; member (global and byte offset), so each load gets the handle stored to the same member,
; whichever GEP named it. LLVM's pass forwards only whole globals and refuses this load.
; Two handles stored to one member are an overwrite, as for a whole global.
; RUN: %rlv lower --stage=forward-handles %s | %FileCheck %s
; RUN: %rlv lower --stage=forward-handles %s | %opt -passes=verify -disable-output
; RUN: %not %rlv lower --stage=forward-handles %S/Inputs/member-overwrite.ll 2>&1 | %FileCheck %s --check-prefix=ERR
; ERR: error: Handle at "b" overwrites handle at "a" [lower-handle-overwrite]

target triple = "dxil-pc-shadermodel6.6-compute"

%"class.hlsl::AppendStructuredBuffer" = type { target("dx.RawBuffer", float, 1, 0), target("dx.RawBuffer", float, 1, 0) }
@_ZL5Alive = internal global %"class.hlsl::AppendStructuredBuffer" poison, align 4

; CHECK-LABEL: define void @main(
define void @main(i32 %i) "hlsl.shader"="compute" {
entry:
  ; CHECK: %buf = call target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding
  %buf = call target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr null)
  ; CHECK: %ctr = call target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefromimplicitbinding
  %ctr = call target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefromimplicitbinding(i32 1, i32 0, i32 1, i32 0, ptr null)
  store target("dx.RawBuffer", float, 1, 0) %buf, ptr @_ZL5Alive, align 4
  %m1 = getelementptr inbounds nuw %"class.hlsl::AppendStructuredBuffer", ptr @_ZL5Alive, i32 0, i32 1
  store target("dx.RawBuffer", float, 1, 0) %ctr, ptr %m1, align 4
  %m2 = getelementptr inbounds nuw %"class.hlsl::AppendStructuredBuffer", ptr @_ZL5Alive, i32 0, i32 1
  %c = load target("dx.RawBuffer", float, 1, 0), ptr %m2, align 4
  %b = load target("dx.RawBuffer", float, 1, 0), ptr @_ZL5Alive, align 4
  ; CHECK: call i32 @llvm.dx.resource.updatecounter.tdx.RawBuffer_f32_1_0t(target("dx.RawBuffer", float, 1, 0) %ctr, i8 1)
  %n = call i32 @llvm.dx.resource.updatecounter(target("dx.RawBuffer", float, 1, 0) %c, i8 1)
  ; CHECK: call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_1_0t(target("dx.RawBuffer", float, 1, 0) %buf, i32 %n)
  %p = call ptr @llvm.dx.resource.getpointer(target("dx.RawBuffer", float, 1, 0) %b, i32 %n)
  store float 1.0, ptr %p
  ret void
}
