; corpus-real2/midend/44_switch_handles.dxil.sm6_6.O0-nooptnone.ll: opt-22's SROA makes a phi of handles, which its own verifier rejects (tests/lit/tv/opt-broken-module.test)
; ModuleID = 'src/44_switch_handles.hlsl'
source_filename = "src/44_switch_handles.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

%"class.hlsl::RWStructuredBuffer" = type { target("dx.RawBuffer", float, 1, 0), target("dx.RawBuffer", float, 1, 0) }
%"class.hlsl::StructuredBuffer" = type { target("dx.RawBuffer", i32, 0, 0) }

@_ZL1A = internal global %"class.hlsl::RWStructuredBuffer" poison, align 4
@.str = private unnamed_addr constant [2 x i8] c"A\00", align 1
@_ZL1B = internal global %"class.hlsl::RWStructuredBuffer" poison, align 4
@.str.2 = private unnamed_addr constant [2 x i8] c"B\00", align 1
@_ZL1C = internal global %"class.hlsl::RWStructuredBuffer" poison, align 4
@.str.4 = private unnamed_addr constant [2 x i8] c"C\00", align 1
@_ZL3Sel = internal global %"class.hlsl::StructuredBuffer" poison, align 4
@.str.6 = private unnamed_addr constant [4 x i8] c"Sel\00", align 1

; Function Attrs: convergent noinline norecurse optnone
define void @main() #0 {
entry:
  %this.addr.i57.i = alloca ptr, align 4
  %this.addr.i55.i = alloca ptr, align 4
  %this.addr.i53.i = alloca ptr, align 4
  %this.addr.i50.i = alloca ptr, align 4
  %other.addr.i51.i = alloca ptr, align 4
  %this.addr.i48.i = alloca ptr, align 4
  %this.addr.i45.i = alloca ptr, align 4
  %other.addr.i46.i = alloca ptr, align 4
  %this.addr.i43.i = alloca ptr, align 4
  %this.addr.i38.i = alloca ptr, align 4
  %other.addr.i39.i = alloca ptr, align 4
  %this.addr.i33.i = alloca ptr, align 4
  %other.addr.i34.i = alloca ptr, align 4
  %this.addr.i29.i = alloca ptr, align 4
  %other.addr.i30.i = alloca ptr, align 4
  %this.addr.i26.i = alloca ptr, align 4
  %other.addr.i27.i = alloca ptr, align 4
  %this.addr.i23.i = alloca ptr, align 4
  %other.addr.i24.i = alloca ptr, align 4
  %this.addr.i21.i = alloca ptr, align 4
  %other.addr.i.i = alloca ptr, align 4
  %this.addr.i19.i = alloca ptr, align 4
  %this.addr.i17.i = alloca ptr, align 4
  %this.addr.i.i = alloca ptr, align 4
  %result.ptr.i10.i = alloca ptr, align 4
  %registerNo.addr.i11.i = alloca i32, align 4
  %spaceNo.addr.i12.i = alloca i32, align 4
  %range.addr.i13.i = alloca i32, align 4
  %index.addr.i14.i = alloca i32, align 4
  %name.addr.i15.i = alloca ptr, align 4
  %tmp.i16.i = alloca %"class.hlsl::StructuredBuffer", align 4
  %result.ptr.i.i1.i = alloca ptr, align 4
  %registerNo.addr.i.i2.i = alloca i32, align 4
  %spaceNo.addr.i.i3.i = alloca i32, align 4
  %range.addr.i.i4.i = alloca i32, align 4
  %index.addr.i.i5.i = alloca i32, align 4
  %name.addr.i.i6.i = alloca ptr, align 4
  %counterOrderId.addr.i.i7.i = alloca i32, align 4
  %tmp.i.i8.i = alloca %"class.hlsl::RWStructuredBuffer", align 4
  %result.ptr.i.i.i = alloca ptr, align 4
  %registerNo.addr.i.i.i = alloca i32, align 4
  %spaceNo.addr.i.i.i = alloca i32, align 4
  %range.addr.i.i.i = alloca i32, align 4
  %index.addr.i.i.i = alloca i32, align 4
  %name.addr.i.i.i = alloca ptr, align 4
  %counterOrderId.addr.i.i.i = alloca i32, align 4
  %tmp.i.i.i = alloca %"class.hlsl::RWStructuredBuffer", align 4
  %result.ptr.i.i = alloca ptr, align 4
  %registerNo.addr.i.i = alloca i32, align 4
  %spaceNo.addr.i.i = alloca i32, align 4
  %range.addr.i.i = alloca i32, align 4
  %index.addr.i.i = alloca i32, align 4
  %name.addr.i.i = alloca ptr, align 4
  %counterOrderId.addr.i.i = alloca i32, align 4
  %tmp.i.i = alloca %"class.hlsl::RWStructuredBuffer", align 4
  %this.addr.i21 = alloca ptr, align 4
  %this.addr.i18 = alloca ptr, align 4
  %Index.addr.i19 = alloca i32, align 4
  %this.addr.i15 = alloca ptr, align 4
  %Index.addr.i16 = alloca i32, align 4
  %this.addr.i10 = alloca ptr, align 4
  %other.addr.i11 = alloca ptr, align 4
  %this.addr.i5 = alloca ptr, align 4
  %other.addr.i6 = alloca ptr, align 4
  %this.addr.i3 = alloca ptr, align 4
  %other.addr.i = alloca ptr, align 4
  %this.addr.i1 = alloca ptr, align 4
  %Index.addr.i = alloca i32, align 4
  %this.addr.i = alloca ptr, align 4
  %dtid.addr.i = alloca <3 x i32>, align 16
  %t.i = alloca %"class.hlsl::RWStructuredBuffer", align 4
  call void @llvm.experimental.noalias.scope.decl(metadata !3)
  store ptr @_ZL1A, ptr %result.ptr.i.i, align 4, !noalias !3
  store i32 0, ptr %registerNo.addr.i.i, align 4, !noalias !3
  store i32 0, ptr %spaceNo.addr.i.i, align 4, !noalias !3
  store i32 1, ptr %range.addr.i.i, align 4, !noalias !3
  store i32 0, ptr %index.addr.i.i, align 4, !noalias !3
  store ptr @.str, ptr %name.addr.i.i, align 4, !noalias !3
  store i32 0, ptr %counterOrderId.addr.i.i, align 4, !noalias !3
  store ptr %tmp.i.i, ptr %this.addr.i19.i, align 4
  %this1.i20.i = load ptr, ptr %this.addr.i19.i, align 4
  store ptr %this1.i20.i, ptr %this.addr.i53.i, align 4
  %this1.i54.i = load ptr, ptr %this.addr.i53.i, align 4
  store target("dx.RawBuffer", float, 1, 0) poison, ptr %this1.i54.i, align 4
  %0 = load i32, ptr %registerNo.addr.i.i, align 4, !noalias !3
  %1 = load i32, ptr %spaceNo.addr.i.i, align 4, !noalias !3
  %2 = load i32, ptr %range.addr.i.i, align 4, !noalias !3
  %3 = load i32, ptr %index.addr.i.i, align 4, !noalias !3
  %4 = load ptr, ptr %name.addr.i.i, align 4, !noalias !3
  %5 = call target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_1_0t(i32 %1, i32 %0, i32 %2, i32 %3, ptr %4)
  store target("dx.RawBuffer", float, 1, 0) %5, ptr %tmp.i.i, align 4, !noalias !3
  %6 = load target("dx.RawBuffer", float, 1, 0), ptr %tmp.i.i, align 4, !noalias !3
  %__counter_handle.i.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %tmp.i.i, i32 0, i32 1
  store target("dx.RawBuffer", float, 1, 0) %6, ptr %__counter_handle.i.i, align 4, !noalias !3
  store ptr @_ZL1A, ptr %this.addr.i26.i, align 4
  store ptr %tmp.i.i, ptr %other.addr.i27.i, align 4
  %this1.i28.i = load ptr, ptr %this.addr.i26.i, align 4
  %7 = load ptr, ptr %other.addr.i27.i, align 4
  store ptr %this1.i28.i, ptr %this.addr.i29.i, align 4
  store ptr %7, ptr %other.addr.i30.i, align 4
  %this1.i31.i = load ptr, ptr %this.addr.i29.i, align 4
  %8 = load ptr, ptr %other.addr.i30.i, align 4, !nonnull !6, !align !7
  %9 = load target("dx.RawBuffer", float, 1, 0), ptr %8, align 4
  store target("dx.RawBuffer", float, 1, 0) %9, ptr %this1.i31.i, align 4
  %10 = load ptr, ptr %other.addr.i30.i, align 4, !nonnull !6, !align !7
  %__counter_handle.i32.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %10, i32 0, i32 1
  %11 = load target("dx.RawBuffer", float, 1, 0), ptr %__counter_handle.i32.i, align 4
  %__counter_handle3.i.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %this1.i31.i, i32 0, i32 1
  store target("dx.RawBuffer", float, 1, 0) %11, ptr %__counter_handle3.i.i, align 4
  call void @llvm.experimental.noalias.scope.decl(metadata !8)
  store ptr @_ZL1B, ptr %result.ptr.i.i.i, align 4, !noalias !8
  store i32 1, ptr %registerNo.addr.i.i.i, align 4, !noalias !8
  store i32 0, ptr %spaceNo.addr.i.i.i, align 4, !noalias !8
  store i32 1, ptr %range.addr.i.i.i, align 4, !noalias !8
  store i32 0, ptr %index.addr.i.i.i, align 4, !noalias !8
  store ptr @.str.2, ptr %name.addr.i.i.i, align 4, !noalias !8
  store i32 1, ptr %counterOrderId.addr.i.i.i, align 4, !noalias !8
  store ptr %tmp.i.i.i, ptr %this.addr.i17.i, align 4
  %this1.i18.i = load ptr, ptr %this.addr.i17.i, align 4
  store ptr %this1.i18.i, ptr %this.addr.i55.i, align 4
  %this1.i56.i = load ptr, ptr %this.addr.i55.i, align 4
  store target("dx.RawBuffer", float, 1, 0) poison, ptr %this1.i56.i, align 4
  %12 = load i32, ptr %registerNo.addr.i.i.i, align 4, !noalias !8
  %13 = load i32, ptr %spaceNo.addr.i.i.i, align 4, !noalias !8
  %14 = load i32, ptr %range.addr.i.i.i, align 4, !noalias !8
  %15 = load i32, ptr %index.addr.i.i.i, align 4, !noalias !8
  %16 = load ptr, ptr %name.addr.i.i.i, align 4, !noalias !8
  %17 = call target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_1_0t(i32 %13, i32 %12, i32 %14, i32 %15, ptr %16)
  store target("dx.RawBuffer", float, 1, 0) %17, ptr %tmp.i.i.i, align 4, !noalias !8
  %18 = load target("dx.RawBuffer", float, 1, 0), ptr %tmp.i.i.i, align 4, !noalias !8
  %__counter_handle.i.i.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %tmp.i.i.i, i32 0, i32 1
  store target("dx.RawBuffer", float, 1, 0) %18, ptr %__counter_handle.i.i.i, align 4, !noalias !8
  store ptr @_ZL1B, ptr %this.addr.i23.i, align 4
  store ptr %tmp.i.i.i, ptr %other.addr.i24.i, align 4
  %this1.i25.i = load ptr, ptr %this.addr.i23.i, align 4
  %19 = load ptr, ptr %other.addr.i24.i, align 4
  store ptr %this1.i25.i, ptr %this.addr.i33.i, align 4
  store ptr %19, ptr %other.addr.i34.i, align 4
  %this1.i35.i = load ptr, ptr %this.addr.i33.i, align 4
  %20 = load ptr, ptr %other.addr.i34.i, align 4, !nonnull !6, !align !7
  %21 = load target("dx.RawBuffer", float, 1, 0), ptr %20, align 4
  store target("dx.RawBuffer", float, 1, 0) %21, ptr %this1.i35.i, align 4
  %22 = load ptr, ptr %other.addr.i34.i, align 4, !nonnull !6, !align !7
  %__counter_handle.i36.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %22, i32 0, i32 1
  %23 = load target("dx.RawBuffer", float, 1, 0), ptr %__counter_handle.i36.i, align 4
  %__counter_handle3.i37.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %this1.i35.i, i32 0, i32 1
  store target("dx.RawBuffer", float, 1, 0) %23, ptr %__counter_handle3.i37.i, align 4
  call void @llvm.experimental.noalias.scope.decl(metadata !11)
  store ptr @_ZL1C, ptr %result.ptr.i.i1.i, align 4, !noalias !11
  store i32 2, ptr %registerNo.addr.i.i2.i, align 4, !noalias !11
  store i32 0, ptr %spaceNo.addr.i.i3.i, align 4, !noalias !11
  store i32 1, ptr %range.addr.i.i4.i, align 4, !noalias !11
  store i32 0, ptr %index.addr.i.i5.i, align 4, !noalias !11
  store ptr @.str.4, ptr %name.addr.i.i6.i, align 4, !noalias !11
  store i32 2, ptr %counterOrderId.addr.i.i7.i, align 4, !noalias !11
  store ptr %tmp.i.i8.i, ptr %this.addr.i.i, align 4
  %this1.i.i = load ptr, ptr %this.addr.i.i, align 4
  store ptr %this1.i.i, ptr %this.addr.i57.i, align 4
  %this1.i58.i = load ptr, ptr %this.addr.i57.i, align 4
  store target("dx.RawBuffer", float, 1, 0) poison, ptr %this1.i58.i, align 4
  %24 = load i32, ptr %registerNo.addr.i.i2.i, align 4, !noalias !11
  %25 = load i32, ptr %spaceNo.addr.i.i3.i, align 4, !noalias !11
  %26 = load i32, ptr %range.addr.i.i4.i, align 4, !noalias !11
  %27 = load i32, ptr %index.addr.i.i5.i, align 4, !noalias !11
  %28 = load ptr, ptr %name.addr.i.i6.i, align 4, !noalias !11
  %29 = call target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_1_0t(i32 %25, i32 %24, i32 %26, i32 %27, ptr %28)
  store target("dx.RawBuffer", float, 1, 0) %29, ptr %tmp.i.i8.i, align 4, !noalias !11
  %30 = load target("dx.RawBuffer", float, 1, 0), ptr %tmp.i.i8.i, align 4, !noalias !11
  %__counter_handle.i.i9.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %tmp.i.i8.i, i32 0, i32 1
  store target("dx.RawBuffer", float, 1, 0) %30, ptr %__counter_handle.i.i9.i, align 4, !noalias !11
  store ptr @_ZL1C, ptr %this.addr.i21.i, align 4
  store ptr %tmp.i.i8.i, ptr %other.addr.i.i, align 4
  %this1.i22.i = load ptr, ptr %this.addr.i21.i, align 4
  %31 = load ptr, ptr %other.addr.i.i, align 4
  store ptr %this1.i22.i, ptr %this.addr.i38.i, align 4
  store ptr %31, ptr %other.addr.i39.i, align 4
  %this1.i40.i = load ptr, ptr %this.addr.i38.i, align 4
  %32 = load ptr, ptr %other.addr.i39.i, align 4, !nonnull !6, !align !7
  %33 = load target("dx.RawBuffer", float, 1, 0), ptr %32, align 4
  store target("dx.RawBuffer", float, 1, 0) %33, ptr %this1.i40.i, align 4
  %34 = load ptr, ptr %other.addr.i39.i, align 4, !nonnull !6, !align !7
  %__counter_handle.i41.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %34, i32 0, i32 1
  %35 = load target("dx.RawBuffer", float, 1, 0), ptr %__counter_handle.i41.i, align 4
  %__counter_handle3.i42.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %this1.i40.i, i32 0, i32 1
  store target("dx.RawBuffer", float, 1, 0) %35, ptr %__counter_handle3.i42.i, align 4
  call void @llvm.experimental.noalias.scope.decl(metadata !14)
  store ptr @_ZL3Sel, ptr %result.ptr.i10.i, align 4, !noalias !14
  store i32 0, ptr %registerNo.addr.i11.i, align 4, !noalias !14
  store i32 0, ptr %spaceNo.addr.i12.i, align 4, !noalias !14
  store i32 1, ptr %range.addr.i13.i, align 4, !noalias !14
  store i32 0, ptr %index.addr.i14.i, align 4, !noalias !14
  store ptr @.str.6, ptr %name.addr.i15.i, align 4, !noalias !14
  store ptr %tmp.i16.i, ptr %this.addr.i43.i, align 4
  %this1.i44.i = load ptr, ptr %this.addr.i43.i, align 4
  store ptr %this1.i44.i, ptr %this.addr.i48.i, align 4
  %this1.i49.i = load ptr, ptr %this.addr.i48.i, align 4
  store target("dx.RawBuffer", i32, 0, 0) poison, ptr %this1.i49.i, align 4
  %36 = load i32, ptr %registerNo.addr.i11.i, align 4, !noalias !14
  %37 = load i32, ptr %spaceNo.addr.i12.i, align 4, !noalias !14
  %38 = load i32, ptr %range.addr.i13.i, align 4, !noalias !14
  %39 = load i32, ptr %index.addr.i14.i, align 4, !noalias !14
  %40 = load ptr, ptr %name.addr.i15.i, align 4, !noalias !14
  %41 = call target("dx.RawBuffer", i32, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_0_0t(i32 %37, i32 %36, i32 %38, i32 %39, ptr %40)
  store target("dx.RawBuffer", i32, 0, 0) %41, ptr %tmp.i16.i, align 4, !noalias !14
  store ptr @_ZL3Sel, ptr %this.addr.i45.i, align 4
  store ptr %tmp.i16.i, ptr %other.addr.i46.i, align 4
  %this1.i47.i = load ptr, ptr %this.addr.i45.i, align 4
  %42 = load ptr, ptr %other.addr.i46.i, align 4
  store ptr %this1.i47.i, ptr %this.addr.i50.i, align 4
  store ptr %42, ptr %other.addr.i51.i, align 4
  %this1.i52.i = load ptr, ptr %this.addr.i50.i, align 4
  %43 = load ptr, ptr %other.addr.i51.i, align 4, !nonnull !6, !align !7
  %44 = load target("dx.RawBuffer", i32, 0, 0), ptr %43, align 4
  store target("dx.RawBuffer", i32, 0, 0) %44, ptr %this1.i52.i, align 4
  %45 = call i32 @llvm.dx.thread.id(i32 0)
  %46 = insertelement <3 x i32> poison, i32 %45, i64 0
  %47 = call i32 @llvm.dx.thread.id(i32 1)
  %48 = insertelement <3 x i32> %46, i32 %47, i64 1
  %49 = call i32 @llvm.dx.thread.id(i32 2)
  %50 = insertelement <3 x i32> %48, i32 %49, i64 2
  store <3 x i32> %50, ptr %dtid.addr.i, align 16
  store ptr %t.i, ptr %this.addr.i, align 4
  %this1.i = load ptr, ptr %this.addr.i, align 4
  store ptr %this1.i, ptr %this.addr.i21, align 4
  %this1.i22 = load ptr, ptr %this.addr.i21, align 4
  store target("dx.RawBuffer", float, 1, 0) poison, ptr %this1.i22, align 4
  %51 = load <3 x i32>, ptr %dtid.addr.i, align 16
  %52 = extractelement <3 x i32> %51, i32 0
  store ptr @_ZL3Sel, ptr %this.addr.i1, align 4
  store i32 %52, ptr %Index.addr.i, align 4
  %this1.i2 = load ptr, ptr %this.addr.i1, align 4
  %53 = load target("dx.RawBuffer", i32, 0, 0), ptr %this1.i2, align 4
  %54 = load i32, ptr %Index.addr.i, align 4
  %55 = call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_0_0t(target("dx.RawBuffer", i32, 0, 0) %53, i32 %54)
  %56 = load i32, ptr %55, align 4
  %rem.i = urem i32 %56, 3
  switch i32 %rem.i, label %sw.default.i [
    i32 0, label %sw.bb.i
    i32 1, label %sw.bb2.i
  ]

sw.bb.i:                                          ; preds = %entry
  store ptr %t.i, ptr %this.addr.i5, align 4
  store ptr @_ZL1A, ptr %other.addr.i6, align 4
  %this1.i7 = load ptr, ptr %this.addr.i5, align 4
  %57 = load ptr, ptr %other.addr.i6, align 4, !nonnull !6, !align !7
  %58 = load target("dx.RawBuffer", float, 1, 0), ptr %57, align 4
  store target("dx.RawBuffer", float, 1, 0) %58, ptr %this1.i7, align 4
  %59 = load ptr, ptr %other.addr.i6, align 4, !nonnull !6, !align !7
  %__counter_handle.i8 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %59, i32 0, i32 1
  %60 = load target("dx.RawBuffer", float, 1, 0), ptr %__counter_handle.i8, align 4
  %__counter_handle3.i9 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %this1.i7, i32 0, i32 1
  store target("dx.RawBuffer", float, 1, 0) %60, ptr %__counter_handle3.i9, align 4
  br label %_Z4mainDv3_j.exit

sw.bb2.i:                                         ; preds = %entry
  store ptr %t.i, ptr %this.addr.i10, align 4
  store ptr @_ZL1B, ptr %other.addr.i11, align 4
  %this1.i12 = load ptr, ptr %this.addr.i10, align 4
  %61 = load ptr, ptr %other.addr.i11, align 4, !nonnull !6, !align !7
  %62 = load target("dx.RawBuffer", float, 1, 0), ptr %61, align 4
  store target("dx.RawBuffer", float, 1, 0) %62, ptr %this1.i12, align 4
  %63 = load ptr, ptr %other.addr.i11, align 4, !nonnull !6, !align !7
  %__counter_handle.i13 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %63, i32 0, i32 1
  %64 = load target("dx.RawBuffer", float, 1, 0), ptr %__counter_handle.i13, align 4
  %__counter_handle3.i14 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %this1.i12, i32 0, i32 1
  store target("dx.RawBuffer", float, 1, 0) %64, ptr %__counter_handle3.i14, align 4
  br label %_Z4mainDv3_j.exit

sw.default.i:                                     ; preds = %entry
  store ptr %t.i, ptr %this.addr.i3, align 4
  store ptr @_ZL1C, ptr %other.addr.i, align 4
  %this1.i4 = load ptr, ptr %this.addr.i3, align 4
  %65 = load ptr, ptr %other.addr.i, align 4, !nonnull !6, !align !7
  %66 = load target("dx.RawBuffer", float, 1, 0), ptr %65, align 4
  store target("dx.RawBuffer", float, 1, 0) %66, ptr %this1.i4, align 4
  %67 = load ptr, ptr %other.addr.i, align 4, !nonnull !6, !align !7
  %__counter_handle.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %67, i32 0, i32 1
  %68 = load target("dx.RawBuffer", float, 1, 0), ptr %__counter_handle.i, align 4
  %__counter_handle3.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %this1.i4, i32 0, i32 1
  store target("dx.RawBuffer", float, 1, 0) %68, ptr %__counter_handle3.i, align 4
  br label %_Z4mainDv3_j.exit

_Z4mainDv3_j.exit:                                ; preds = %sw.bb.i, %sw.bb2.i, %sw.default.i
  %69 = load <3 x i32>, ptr %dtid.addr.i, align 16
  %70 = extractelement <3 x i32> %69, i32 0
  store ptr %t.i, ptr %this.addr.i18, align 4
  store i32 %70, ptr %Index.addr.i19, align 4
  %this1.i20 = load ptr, ptr %this.addr.i18, align 4
  %71 = load target("dx.RawBuffer", float, 1, 0), ptr %this1.i20, align 4
  %72 = load i32, ptr %Index.addr.i19, align 4
  %73 = call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_1_0t(target("dx.RawBuffer", float, 1, 0) %71, i32 %72)
  %74 = load float, ptr %73, align 4
  %mul.i = fmul reassoc nnan ninf nsz arcp afn float 3.000000e+00, %74
  %75 = load <3 x i32>, ptr %dtid.addr.i, align 16
  %76 = extractelement <3 x i32> %75, i32 0
  store ptr %t.i, ptr %this.addr.i15, align 4
  store i32 %76, ptr %Index.addr.i16, align 4
  %this1.i17 = load ptr, ptr %this.addr.i15, align 4
  %77 = load target("dx.RawBuffer", float, 1, 0), ptr %this1.i17, align 4
  %78 = load i32, ptr %Index.addr.i16, align 4
  %79 = call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_1_0t(target("dx.RawBuffer", float, 1, 0) %77, i32 %78)
  store float %mul.i, ptr %79, align 4
  ret void
}

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_1_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", i32, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_0_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_0_0t(target("dx.RawBuffer", i32, 0, 0), i32) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_1_0t(target("dx.RawBuffer", float, 1, 0), i32) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #3

attributes #0 = { convergent norecurse "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { nounwind willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0}
!dx.valver = !{!1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, i32 8}
!2 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!3 = !{!4}
!4 = distinct !{!4, !5, !"_ZN4hlsl18RWStructuredBufferIfE38__createFromBindingWithImplicitCounterEjjijPKcj: %agg.result"}
!5 = distinct !{!5, !"_ZN4hlsl18RWStructuredBufferIfE38__createFromBindingWithImplicitCounterEjjijPKcj"}
!6 = !{}
!7 = !{i64 4}
!8 = !{!9}
!9 = distinct !{!9, !10, !"_ZN4hlsl18RWStructuredBufferIfE38__createFromBindingWithImplicitCounterEjjijPKcj: %agg.result"}
!10 = distinct !{!10, !"_ZN4hlsl18RWStructuredBufferIfE38__createFromBindingWithImplicitCounterEjjijPKcj"}
!11 = !{!12}
!12 = distinct !{!12, !13, !"_ZN4hlsl18RWStructuredBufferIfE38__createFromBindingWithImplicitCounterEjjijPKcj: %agg.result"}
!13 = distinct !{!13, !"_ZN4hlsl18RWStructuredBufferIfE38__createFromBindingWithImplicitCounterEjjijPKcj"}
!14 = !{!15}
!15 = distinct !{!15, !16, !"_ZN4hlsl16StructuredBufferIjE19__createFromBindingEjjijPKc: %agg.result"}
!16 = distinct !{!16, !"_ZN4hlsl16StructuredBufferIjE19__createFromBindingEjjijPKc"}
