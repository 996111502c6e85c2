; The -O0 shape of resource objects: HLSL classes are structs holding the handle (two
; handles for RWStructuredBuffer: main and counter), kept in allocas and passed by pointer.
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

%"class.hlsl::RWBuffer" = type { target("dx.TypedBuffer", <4 x float>, 1, 0, 0) }
%"class.hlsl::RWStructuredBuffer" = type { target("dx.RawBuffer", %struct.P, 1, 0), target("dx.RawBuffer", %struct.P, 1, 0) }
%struct.P = type <{ <3 x float>, i32 }>

@.str = private unnamed_addr constant [4 x i8] c"Out\00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c"SB\00", align 1

define void @main() #0 {
entry:
  %out = alloca %"class.hlsl::RWBuffer", align 4
  %sb = alloca %"class.hlsl::RWStructuredBuffer", align 4
  %arr = alloca [2 x %"class.hlsl::RWBuffer"], align 4
  %h = call target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @.str)
  store target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %h, ptr %out, align 4
  %s = call target("dx.RawBuffer", %struct.P, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Ps_1_0t(i32 0, i32 1, i32 1, i32 0, ptr @.str.1)
  store target("dx.RawBuffer", %struct.P, 1, 0) %s, ptr %sb, align 4
  %copy = load %"class.hlsl::RWBuffer", ptr %out, align 4
  store %"class.hlsl::RWBuffer" %copy, ptr %arr, align 4
  ret void
}

declare target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_1_0_0t(i32, i32, i32, i32, ptr)
declare target("dx.RawBuffer", %struct.P, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Ps_1_0t(i32, i32, i32, i32, ptr)

attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="1,1,1" }
