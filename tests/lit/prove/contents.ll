; A counterexample gives the initial buffer contents its difference needs, so that it can be
; replayed: here BEFORE writes 1 and AFTER 2, but only where the word at byte 0 holds
; 0x12345678, so the model must put exactly those bytes there (little-endian).
; RUN: %not %rlv prove %s %S/Inputs/contents-after.ll | %FileCheck %s --check-prefix=TEXT
; RUN: %not %rlv prove --format=json %s %S/Inputs/contents-after.ll > %t.json
; Bytes the model does not name hold the default of their kind.
; RUN: %python -c "import json,sys; c=json.load(open(sys.argv[1]))['functions'][0]['counterexample']; named={x['index']: x['value'] for x in c['contents'] if x['kind'] == 'raw byte'}; print([named.get(i, c['content_defaults'].get('raw byte')) for i in range(4)])" %t.json | %FileCheck %s --check-prefix=CELLS
; TEXT: in function @main: refuted ({{[0-9.]+}} ms): memory of u0 space 0 "R" (raw) byte 4: before 0x01, after 0x02{{$}}
; CELLS: [120, 86, 52, 18]
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"
@R.str = private unnamed_addr constant [2 x i8] c"R\00"

define void @main() {
  %h = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @R.str)
  %r = call { i32, i1 } @llvm.dx.resource.load.rawbuffer.i32.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %h, i32 0, i32 poison)
  %v = extractvalue { i32, i1 } %r, 0
  %k = icmp eq i32 %v, 305419896
  br i1 %k, label %write, label %done
write:
  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.i32(target("dx.RawBuffer", i8, 1, 0) %h, i32 4, i32 poison, i32 1)
  br label %done
done:
  ret void
}

declare target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32, i32, i32, i32, ptr)
declare { i32, i1 } @llvm.dx.resource.load.rawbuffer.i32.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0), i32, i32)
declare void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.i32(target("dx.RawBuffer", i8, 1, 0), i32, i32, i32)
