; Raw 64-bit accesses are split only at SM <= 6.2. At most 4 i32 lanes per access; chunk j
; starts 16*j bytes further: added to the structured byte offset (LLVM's `add`, folded when
; constant), and - unlike LLVM, which adds it to the poison offset and loses it - to the
; address of a byte-address buffer. The check bit is the AND of the chunks' bits.
; RUN: %rlv lower --stage=intrinsic-expansion --sm=6.2 %s | %FileCheck %s --check-prefix=SM62
; RUN: %rlv lower --stage=intrinsic-expansion --sm=6.0 %s | %FileCheck %s --check-prefix=SM62
; RUN: %rlv lower --stage=intrinsic-expansion --sm=6.3 %s | %FileCheck %s --check-prefix=SM63
; RUN: %rlv lower --stage=intrinsic-expansion %s | %FileCheck %s --check-prefix=SM63

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

declare void @v3f64(<3 x double>)
declare void @f64(double)
declare void @i1(i1)

; SM62-LABEL: define void @bab_load3(
; SM62:      %[[L0:.*]] = call { <4 x i32>, i1 } @llvm.dx.resource.load.rawbuffer.v4i32.tdx.RawBuffer_i8_0_0t(target("dx.RawBuffer", i8, 0, 0) %h, i32 %a, i32 poison)
; SM62-NEXT: %[[V0:.*]] = extractvalue { <4 x i32>, i1 } %[[L0]], 0
; SM62-NEXT: %[[E0:.*]] = extractelement <4 x i32> %[[V0]], i32 0
; SM62-NEXT: %[[E1:.*]] = extractelement <4 x i32> %[[V0]], i32 1
; SM62-NEXT: %[[E2:.*]] = extractelement <4 x i32> %[[V0]], i32 2
; SM62-NEXT: %[[E3:.*]] = extractelement <4 x i32> %[[V0]], i32 3
; SM62-NEXT: %[[D0:.*]] = call double @llvm.dx.asdouble.i32(i32 %[[E0]], i32 %[[E1]])
; SM62-NEXT: %[[R0:.*]] = insertelement <3 x double> poison, double %[[D0]], i32 0
; SM62-NEXT: %[[D1:.*]] = call double @llvm.dx.asdouble.i32(i32 %[[E2]], i32 %[[E3]])
; SM62-NEXT: %[[R1:.*]] = insertelement <3 x double> %[[R0]], double %[[D1]], i32 1
; SM62-NEXT: %[[A16:.*]] = add i32 %a, 16
; SM62-NEXT: %[[L1:.*]] = call { <2 x i32>, i1 } @llvm.dx.resource.load.rawbuffer.v2i32.tdx.RawBuffer_i8_0_0t(target("dx.RawBuffer", i8, 0, 0) %h, i32 %[[A16]], i32 poison)
; SM62-NEXT: %[[V1:.*]] = extractvalue { <2 x i32>, i1 } %[[L1]], 0
; SM62-NEXT: %[[E4:.*]] = extractelement <2 x i32> %[[V1]], i32 0
; SM62-NEXT: %[[E5:.*]] = extractelement <2 x i32> %[[V1]], i32 1
; SM62-NEXT: %[[D2:.*]] = call double @llvm.dx.asdouble.i32(i32 %[[E4]], i32 %[[E5]])
; SM62-NEXT: %[[R2:.*]] = insertelement <3 x double> %[[R1]], double %[[D2]], i32 2
; SM62-NEXT: %[[C0:.*]] = extractvalue { <4 x i32>, i1 } %[[L0]], 1
; SM62-NEXT: %[[C1:.*]] = extractvalue { <2 x i32>, i1 } %[[L1]], 1
; SM62-NEXT: %[[C:.*]] = and i1 %[[C0]], %[[C1]]
; SM62-NEXT: call void @v3f64(<3 x double> %[[R2]])
; SM62-NEXT: call void @i1(i1 %[[C]])
; SM63-LABEL: define void @bab_load3(
; SM63-NEXT: %h = call
; SM63-NEXT: %ld = call { <3 x double>, i1 } @llvm.dx.resource.load.rawbuffer.v3f64.tdx.RawBuffer_i8_0_0t(target("dx.RawBuffer", i8, 0, 0) %h, i32 %a, i32 poison)
define void @bab_load3(i32 %a) {
  %h = call target("dx.RawBuffer", i8, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr null)
  %ld = call { <3 x double>, i1 } @llvm.dx.resource.load.rawbuffer(target("dx.RawBuffer", i8, 0, 0) %h, i32 %a, i32 poison)
  %v = extractvalue { <3 x double>, i1 } %ld, 0
  %c = extractvalue { <3 x double>, i1 } %ld, 1
  call void @v3f64(<3 x double> %v)
  call void @i1(i1 %c)
  ret void
}

; A structured double at a constant offset: the add folds into the offset operand.
; SM62-LABEL: define void @structured_load(
; SM62:      %[[L:.*]] = call { <2 x i32>, i1 } @llvm.dx.resource.load.rawbuffer.v2i32.tdx.RawBuffer_sl_i32f64s_0_0t(target("dx.RawBuffer", <{ i32, double }>, 0, 0) %h, i32 %i, i32 4)
; SM62-NOT: and i1
; SM63-LABEL: define void @structured_load(
; SM63: call { double, i1 } @llvm.dx.resource.load.rawbuffer.f64.tdx.RawBuffer_sl_i32f64s_0_0t(
define void @structured_load(i32 %i) {
  %h = call target("dx.RawBuffer", <{ i32, double }>, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 1, i32 1, i32 0, ptr null)
  %ld = call { double, i1 } @llvm.dx.resource.load.rawbuffer(target("dx.RawBuffer", <{ i32, double }>, 0, 0) %h, i32 %i, i32 4)
  %v = extractvalue { double, i1 } %ld, 0
  call void @f64(double %v)
  ret void
}

; A <4 x i64> store to a byte-address buffer: interleave, then two 4-lane chunks, the second
; 16 bytes further along the address.
; SM62-LABEL: define void @bab_store4(
; SM62:      %[[LO:.*]] = trunc <4 x i64> %v to <4 x i32>
; SM62-NEXT: %[[SH:.*]] = lshr <4 x i64> %v, splat (i64 32)
; SM62-NEXT: %[[HI:.*]] = trunc <4 x i64> %[[SH]] to <4 x i32>
; SM62-NEXT: %[[ALL:.*]] = shufflevector <4 x i32> %[[LO]], <4 x i32> %[[HI]], <8 x i32> <i32 0, i32 4, i32 1, i32 5, i32 2, i32 6, i32 3, i32 7>
; SM62-NEXT: %[[P0:.*]] = shufflevector <8 x i32> %[[ALL]], <8 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
; SM62-NEXT: call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.v4i32(target("dx.RawBuffer", i8, 1, 0) %h, i32 %a, i32 poison, <4 x i32> %[[P0]])
; SM62-NEXT: %[[A16:.*]] = add i32 %a, 16
; SM62-NEXT: %[[P1:.*]] = shufflevector <8 x i32> %[[ALL]], <8 x i32> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
; SM62-NEXT: call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.v4i32(target("dx.RawBuffer", i8, 1, 0) %h, i32 %[[A16]], i32 poison, <4 x i32> %[[P1]])
; SM62-NEXT: ret void
; SM63-LABEL: define void @bab_store4(
; SM63: call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.v4i64(target("dx.RawBuffer", i8, 1, 0) %h, i32 %a, i32 poison, <4 x i64> %v)
define void @bab_store4(i32 %a, <4 x i64> %v) {
  %h = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 2, i32 1, i32 0, ptr null)
  call void @llvm.dx.resource.store.rawbuffer(target("dx.RawBuffer", i8, 1, 0) %h, i32 %a, i32 poison, <4 x i64> %v)
  ret void
}

; A structured <3 x double> store with a dynamic offset: LLVM's `add %off, 0` for chunk 0,
; `add %off, 16` for chunk 1.
; SM62-LABEL: define void @structured_store3(
; SM62:      %[[S:.*]] = call { <3 x i32>, <3 x i32> } @llvm.dx.splitdouble.v3i32(<3 x double> %v)
; SM62-NEXT: %[[LO:.*]] = extractvalue { <3 x i32>, <3 x i32> } %[[S]], 0
; SM62-NEXT: %[[HI:.*]] = extractvalue { <3 x i32>, <3 x i32> } %[[S]], 1
; SM62-NEXT: %[[ALL:.*]] = shufflevector <3 x i32> %[[LO]], <3 x i32> %[[HI]], <6 x i32> <i32 0, i32 3, i32 1, i32 4, i32 2, i32 5>
; SM62-NEXT: %[[O0:.*]] = add i32 %off, 0
; SM62-NEXT: %[[P0:.*]] = shufflevector <6 x i32> %[[ALL]], <6 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
; SM62-NEXT: call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_a4f64_1_0t.v4i32(target("dx.RawBuffer", [4 x double], 1, 0) %h, i32 %i, i32 %[[O0]], <4 x i32> %[[P0]])
; SM62-NEXT: %[[O1:.*]] = add i32 %off, 16
; SM62-NEXT: %[[P1:.*]] = shufflevector <6 x i32> %[[ALL]], <6 x i32> poison, <2 x i32> <i32 4, i32 5>
; SM62-NEXT: call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_a4f64_1_0t.v2i32(target("dx.RawBuffer", [4 x double], 1, 0) %h, i32 %i, i32 %[[O1]], <2 x i32> %[[P1]])
define void @structured_store3(i32 %i, i32 %off, <3 x double> %v) {
  %h = call target("dx.RawBuffer", [4 x double], 1, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 3, i32 1, i32 0, ptr null)
  call void @llvm.dx.resource.store.rawbuffer(target("dx.RawBuffer", [4 x double], 1, 0) %h, i32 %i, i32 %off, <3 x double> %v)
  ret void
}
