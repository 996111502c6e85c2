; --print-shader-flags writes the report of LLVM's `opt -passes=print-dx-shader-flags` on
; standard error (the combined mask with the descriptions of its feature and module flags, in
; DXContainerConstants.def's order, then each defined function's mask) and the module
; unchanged on standard output. Low precision adds "Minimum-precision data types", or with
; dx.nativelowprec (SM 6.2 and up) "Native low-precision data types": neither has a DXIL bit.
; A caller carries its callees' flags; a function nothing reaches from outside has none.
; RUN: %rlv lower --print-shader-flags %s 2>%t.err | %FileCheck %s --check-prefix=IR
; RUN: %FileCheck %s --check-prefix=MIN < %t.err
; RUN: sed -e 's/^;NATIVE //' %s | %rlv lower --print-shader-flags - 2>&1 >/dev/null | %FileCheck %s --check-prefix=NATIVE
; RUN: sed -e 's/^;NATIVE //' -e 's/shadermodel6.7/shadermodel6.1/' %s | %rlv lower --print-shader-flags - 2>&1 >/dev/null | %FileCheck %s --check-prefix=SM61
; RUN: sed -n -e '/^target/p' -e '/^define i32 @plain/,/^}/p' %s | %rlv lower --print-shader-flags - 2>&1 >/dev/null | %FileCheck %s --check-prefix=NONE

; IR: define double @ratio(double %a, double %b)
; IR-NEXT: %q = fdiv double %a, %b
; IR-NOT: dx.op

; MIN:      {{^}}; Combined Shader Flags for Module{{$}}
; MIN-NEXT: {{^}}; Shader Flags Value: 0x00000064{{$}}
; MIN-NEXT: {{^}};{{$}}
; MIN-NEXT: {{^}}; Note: shader requires additional functionality:{{$}}
; MIN-NEXT: {{^}};       Double-precision floating point{{$}}
; MIN-NEXT: {{^}};       Minimum-precision data types{{$}}
; MIN-NEXT: {{^}};       Double-precision extensions for 11.1{{$}}
; MIN-NEXT: {{^}}; Note: extra DXIL module flags:{{$}}
; MIN-NEXT: {{^}};       Low-precision data types present{{$}}
; MIN-NEXT: {{^}};{{$}}
; MIN-NEXT: {{^}}; Shader Flags for Module Functions{{$}}
; MIN-NEXT: {{^}}; Function ratio : 0x00000044{{$}}
; MIN-NEXT: {{^}};{{$}}
; MIN-NEXT: {{^}}; Function narrow : 0x00000020{{$}}
; MIN-NEXT: {{^}};{{$}}
; MIN-NEXT: {{^}}; Function both : 0x00000064{{$}}
; MIN-NEXT: {{^}};{{$}}
; MIN-NEXT: {{^}}; Function plain : 0x00000000{{$}}
; MIN-NEXT: {{^}};{{$}}
; MIN-EMPTY:

; NATIVE:      {{^}}; Shader Flags Value: 0x00800064{{$}}
; NATIVE:      {{^}};       Double-precision extensions for 11.1{{$}}
; NATIVE-NEXT: {{^}};       Native low-precision data types{{$}}
; NATIVE-NEXT: {{^}}; Note: extra DXIL module flags:{{$}}
; NATIVE-NEXT: {{^}};       Low-precision data types present{{$}}
; NATIVE-NEXT: {{^}};       Enable native low-precision data types{{$}}
; NATIVE:      {{^}}; Function plain : 0x00800000{{$}}

; SM61:     {{^}}; Shader Flags Value: 0x00000064{{$}}
; SM61:     {{^}};       Minimum-precision data types{{$}}

; NONE:      {{^}}; Shader Flags Value: 0x00000000{{$}}
; NONE-NEXT: {{^}};{{$}}
; NONE-NEXT: {{^}}; Shader Flags for Module Functions{{$}}
; NONE-NEXT: {{^}}; Function plain : 0x00000000{{$}}

target triple = "dxil-pc-shadermodel6.7-library"

define double @ratio(double %a, double %b) "hlsl.export" {
  %q = fdiv double %a, %b
  ret double %a
}

define i16 @narrow(i16 %x) "hlsl.export" {
  %y = mul i16 %x, %x
  ret i16 %x
}

define double @both(double %a, i16 %x) "hlsl.export" {
  %r = call double @ratio(double %a, double %a)
  %n = call i16 @narrow(i16 %x)
  ret double %a
}

define i32 @plain(i32 %x) "hlsl.export" {
  %y = add i32 %x, 1
  ret i32 %y
}

;NATIVE !llvm.module.flags = !{!0}
;NATIVE !0 = !{i32 1, !"dx.nativelowprec", i32 1}
