target triple = "dxil-pc-shadermodel6.6-compute"

%"class.hlsl::AppendStructuredBuffer" = type { target("dx.RawBuffer", float, 1, 0), target("dx.RawBuffer", float, 1, 0) }
@_ZL5Alive = internal global %"class.hlsl::AppendStructuredBuffer" poison, align 4

define void @main(i32 %i) "hlsl.shader"="compute" {
entry:
  %a = call target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr null)
  %b = call target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 1, i32 1, i32 0, ptr null)
  %m1 = getelementptr inbounds nuw %"class.hlsl::AppendStructuredBuffer", ptr @_ZL5Alive, i32 0, i32 1
  store target("dx.RawBuffer", float, 1, 0) %a, ptr %m1, align 4
  %m2 = getelementptr inbounds i8, ptr @_ZL5Alive, i32 4
  store target("dx.RawBuffer", float, 1, 0) %b, ptr %m2, align 4
  %c = load target("dx.RawBuffer", float, 1, 0), ptr %m1, align 4
  %n = call i32 @llvm.dx.resource.updatecounter(target("dx.RawBuffer", float, 1, 0) %c, i8 1)
  ret void
}
