; DirectX counters live only on writeable structured buffers.
; RUN: %expect-exit 1 %rlv verify %s 2>&1 | %FileCheck %s
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

@bab.name = private unnamed_addr constant [4 x i8] c"BAB\00"
@srv.name = private unnamed_addr constant [4 x i8] c"SRV\00"
@t.name = private unnamed_addr constant [2 x i8] c"T\00"

define void @main() {
  %bab = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @bab.name)
  %srv = call target("dx.RawBuffer", float, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @srv.name)
  %t = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 1, i32 1, i32 0, ptr @t.name)
; CHECK: error: llvm.dx.resource.updatecounter on target("dx.RawBuffer", i8, 1, 0), which is a byte-address buffer, not a structured buffer; counters exist only on writeable structured buffers [counter-resource]
  %a = call i32 @llvm.dx.resource.updatecounter(target("dx.RawBuffer", i8, 1, 0) %bab, i8 1)
; CHECK: error: llvm.dx.resource.updatecounter on target("dx.RawBuffer", float, 0, 0), which is not writeable (an SRV); counters exist only on writeable structured buffers [counter-resource]
  %b = call i32 @llvm.dx.resource.updatecounter(target("dx.RawBuffer", float, 0, 0) %srv, i8 1)
; CHECK: error: llvm.dx.resource.updatecounter on target("dx.TypedBuffer", float, 1, 0, 0), which is not a dx.RawBuffer; counters exist only on writeable structured buffers [counter-resource]
  %c = call i32 @llvm.dx.resource.updatecounter(target("dx.TypedBuffer", float, 1, 0, 0) %t, i8 1)
; CHECK-NOT: [access-handle-kind]
  ret void
}
