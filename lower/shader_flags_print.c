/* The shader flags report of LLVM 22's `opt -passes=print-dx-shader-flags`
 * (ShaderFlagsAnalysisPrinter): the combined flags with their descriptions, then each defined
 * function's mask. The descriptions and their order are DXContainerConstants.def's: first the
 * shader feature flags (in feature-bit order), then the DXIL module flags that map to no
 * feature. Two feature flags have no DXIL bit and follow from low precision being present:
 * native low precision in native mode, minimum precision otherwise. */
#include <inttypes.h>
#include <stdio.h>

#include "lower/shader_flags.h"

/* DXIL module bit of a feature flag, or one of these for the two without a bit. */
#define NO_BIT_MIN_PRECISION (-1)
#define NO_BIT_NATIVE_LOW_PRECISION (-2)

typedef struct flag_text {
  int bit;
  const char *text;
} flag_text;

static const flag_text features[] = {
    {2, "Double-precision floating point"},
    {17, "CS4 raw and structured buffers"},
    {16, "UAVs at every shader stage"},
    {15, "64 UAV slots"},
    {NO_BIT_MIN_PRECISION, "Minimum-precision data types"},
    {6, "Double-precision extensions for 11.1"},
    {7, "Shader extensions for 11.1"},
    {14, "Comparison filtering for feature level 9"},
    {12, "Tiled resources"},
    {11, "PS Output Stencil Ref"},
    {10, "PS Inner Coverage"},
    {13, "Typed UAV Load Additional Formats"},
    {18, "Raster Ordered UAVs"},
    {9, "SV_RenderTargetArrayIndex or SV_ViewportArrayIndex from any shader feeding rasterizer"},
    {19, "Wave level operations"},
    {20, "64-Bit integer"},
    {21, "View Instancing"},
    {22, "Barycentrics"},
    {NO_BIT_NATIVE_LOW_PRECISION, "Native low-precision data types"},
    {24, "Shading Rate"},
    {25, "Raytracing tier 1.1 features"},
    {26, "Sampler feedback"},
    {27, "64-bit Atomics on Typed Resources"},
    {28, "64-bit Atomics on Group Shared"},
    {29, "Derivatives in mesh and amplification shaders"},
    {30, "Resource descriptor heap indexing"},
    {31, "Sampler descriptor heap indexing"},
    {36, "<RESERVED>"},
    {32, "64-bit Atomics on Heap Resources"},
    {34, "Advanced Texture Ops"},
    {35, "Writeable MSAA Textures"},
    {37, "SampleCmp with gradient or bias"},
    {38, "Extended command information"},
};

static const flag_text module_flags[] = {
    {0, "Disable shader optimizations"},
    {1, "Disable math refactoring"},
    {3, "Force early depth-stencil test"},
    {4, "Raw and structured buffers"},
    {5, "Low-precision data types present"},
    {8, "All resources bound for the duration of shader execution"},
    {23, "Enable native low-precision data types"},
    {33, "Any UAV may not alias any other UAV"},
};

static bool feature_set(uint64_t mask, int bit) {
  bool low_precision = (mask & RLV_SF_LOW_PRECISION_PRESENT) != 0;
  bool native = (mask & RLV_SF_NATIVE_LOW_PRECISION_MODE) != 0;
  if (bit == NO_BIT_MIN_PRECISION)
    return low_precision && !native;
  if (bit == NO_BIT_NATIVE_LOW_PRECISION)
    return low_precision && native;
  return (mask >> bit) & 1;
}

static void print_mask(FILE *out, uint64_t mask) {
  fprintf(out, "; Shader Flags Value: 0x%08" PRIx64 "\n;\n", mask);
  if (!mask)
    return;
  fputs("; Note: shader requires additional functionality:\n", out);
  for (size_t i = 0; i < sizeof features / sizeof features[0]; i++)
    if (feature_set(mask, features[i].bit))
      fprintf(out, ";       %s\n", features[i].text);
  fputs("; Note: extra DXIL module flags:\n", out);
  for (size_t i = 0; i < sizeof module_flags / sizeof module_flags[0]; i++)
    if ((mask >> module_flags[i].bit) & 1)
      fprintf(out, ";       %s\n", module_flags[i].text);
  fputs(";\n", out);
}

void rlv_shader_flags_print(const rlv_shader_flags *f, LLVMModuleRef module, FILE *out) {
  fputs("; Combined Shader Flags for Module\n", out);
  print_mask(out, f->combined);
  fputs("; Shader Flags for Module Functions\n", out);
  for (LLVMValueRef fn = LLVMGetFirstFunction(module); fn; fn = LLVMGetNextFunction(fn)) {
    if (LLVMCountBasicBlocks(fn) == 0)
      continue;
    size_t len = 0;
    const char *name = LLVMGetValueName2(fn, &len);
    fprintf(out, "; Function %.*s : 0x%08" PRIx64 "\n;\n", (int)len, name,
            rlv_shader_flags_of(f, fn));
  }
}
