; Every dx.op call carries the op's memory effect as LLVM's DXILOpBuilder sets it
; (setDXILAttributes, from DXIL.td's ReadOnly/ReadNone): memory(read) on createHandle,
; memory(none) on threadId, nothing on rawBufferLoad and rawBufferStore, which have neither. A byte-address access's poison offset is written undef: DXIL has no poison.
; RUN: %rlv lower --stage=op-lower %s | %FileCheck %s
; CHECK-LABEL: define void @main(
; CHECK-NEXT: %[[TID:.*]] = call i32 @dx.op.threadId.i32(i32 93, i32 0) #[[#NONE:]]
; CHECK-NEXT: %[[IN:.*]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false) #[[#READ:]]
; CHECK-NEXT: %[[OUT:.*]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false) #[[#READ]]
; CHECK-NEXT: %[[LD:.*]] = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %[[IN]], i32 %[[TID]], i32 undef, i8 1, i32 4){{$}}
; CHECK-NEXT: %[[V:.*]] = extractvalue %dx.types.ResRet.i32 %[[LD]], 0
; CHECK-NEXT: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %[[OUT]], i32 %[[TID]], i32 undef, i32 %[[V]], i32 undef, i32 undef, i32 undef, i8 1, i32 4){{$}}
; CHECK-NEXT: ret void
; CHECK: declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1) #[[#DREAD:]]
; CHECK: declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32) #[[#DSTORE:]]
; CHECK: declare i32 @dx.op.threadId.i32(i32, i32) #[[#DNONE:]]
; CHECK-DAG: attributes #[[#NONE]] = { memory(none) }
; CHECK-DAG: attributes #[[#READ]] = { memory(read) }
; CHECK-DAG: attributes #[[#DNONE]] = { nounwind memory(none) }
; CHECK-DAG: attributes #[[#DREAD]] = { nounwind memory(read) }
; CHECK-DAG: attributes #[[#DSTORE]] = { nounwind }
target triple = "dxil-pc-shadermodel6.2-compute"

define void @main() {
  %tid = call i32 @llvm.dx.thread.id(i32 0)
  %in = call target("dx.RawBuffer", i8, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr null)
  %out = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr null)
  %ld = call { i32, i1 } @llvm.dx.resource.load.rawbuffer(target("dx.RawBuffer", i8, 0, 0) %in, i32 %tid, i32 poison)
  %v = extractvalue { i32, i1 } %ld, 0
  call void @llvm.dx.resource.store.rawbuffer(target("dx.RawBuffer", i8, 1, 0) %out, i32 %tid, i32 poison, i32 %v)
  ret void
}
