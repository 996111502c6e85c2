// A small stand-in for clang 22's hlsl.h (Debian ships clang without it): the vector typedefs
// and, for each HLSL intrinsic these shaders use, a declaration aliasing the clang builtin the
// real header aliases (_HLSL_BUILTIN_ALIAS), so clang emits the same IR as with hlsl.h.
// length/distance are written in the shaders as the header writes them (sqrt(dot(x, x))).
#define ALIAS(b) __attribute__((clang_builtin_alias(b)))
#define ALIAS_C(b) ALIAS(b) __attribute__((convergent))

typedef unsigned int uint;
typedef vector<float, 2> float2;
typedef vector<float, 3> float3;
typedef vector<float, 4> float4;
typedef vector<int, 2> int2;
typedef vector<int, 3> int3;
typedef vector<int, 4> int4;
typedef vector<uint, 2> uint2;
typedef vector<uint, 3> uint3;
typedef vector<uint, 4> uint4;
typedef vector<bool, 3> bool3;
typedef vector<double, 2> double2;
typedef long int64_t;
typedef unsigned long uint64_t;

// Wave intrinsics (hlsl_alias_intrinsics.h).
#define WAVE_T(f, b, T) ALIAS_C(b) T f(T);
#define WAVE_ALL_T(f, b)                                                                           \
  WAVE_T(f, b, float) WAVE_T(f, b, float3) WAVE_T(f, b, int) WAVE_T(f, b, uint)                    \
  WAVE_T(f, b, double) WAVE_T(f, b, int64_t) WAVE_T(f, b, uint64_t)
WAVE_ALL_T(WaveActiveSum, __builtin_hlsl_wave_active_sum)
WAVE_ALL_T(WaveActiveMax, __builtin_hlsl_wave_active_max)
WAVE_ALL_T(WaveActiveMin, __builtin_hlsl_wave_active_min)
ALIAS_C(__builtin_hlsl_wave_active_any_true) bool WaveActiveAnyTrue(bool);
ALIAS_C(__builtin_hlsl_wave_active_all_true) bool WaveActiveAllTrue(bool);
ALIAS_C(__builtin_hlsl_wave_active_ballot) uint4 WaveActiveBallot(bool);
ALIAS_C(__builtin_hlsl_wave_active_count_bits) uint WaveActiveCountBits(bool);
ALIAS_C(__builtin_hlsl_wave_get_lane_index) uint WaveGetLaneIndex();
ALIAS_C(__builtin_hlsl_wave_get_lane_count) uint WaveGetLaneCount();
ALIAS_C(__builtin_hlsl_wave_is_first_lane) bool WaveIsFirstLane();
ALIAS_C(__builtin_hlsl_wave_read_lane_at) float WaveReadLaneAt(float, uint);
ALIAS_C(__builtin_hlsl_wave_read_lane_at) float3 WaveReadLaneAt(float3, uint);
ALIAS_C(__builtin_hlsl_wave_read_lane_at) int WaveReadLaneAt(int, uint);
ALIAS_C(__builtin_hlsl_wave_read_lane_at) bool WaveReadLaneAt(bool, uint);
ALIAS_C(__builtin_hlsl_wave_read_lane_at) double WaveReadLaneAt(double, uint);

// Math intrinsics (hlsl_alias_intrinsics.h): float and float3 overloads, others where named.
#define F1(f, b) ALIAS(b) float f(float); ALIAS(b) float3 f(float3);
#define F2(f, b) ALIAS(b) float f(float, float); ALIAS(b) float3 f(float3, float3);
#define F3(f, b) ALIAS(b) float f(float, float, float); ALIAS(b) float3 f(float3, float3, float3);
#define I1(f, b, R, T) ALIAS(b) R f(T);
#define I2(f, b, T) ALIAS(b) T f(T, T);
#define I3(f, b, T) ALIAS(b) T f(T, T, T);
F1(sin, __builtin_elementwise_sin) F1(cos, __builtin_elementwise_cos)
F1(tan, __builtin_elementwise_tan) F1(asin, __builtin_elementwise_asin)
F1(acos, __builtin_elementwise_acos) F1(atan, __builtin_elementwise_atan)
F1(sinh, __builtin_elementwise_sinh) F1(cosh, __builtin_elementwise_cosh)
F1(tanh, __builtin_elementwise_tanh) F2(atan2, __builtin_elementwise_atan2)
F1(exp, __builtin_elementwise_exp) F1(exp2, __builtin_elementwise_exp2)
F1(log, __builtin_elementwise_log) F1(log2, __builtin_elementwise_log2)
F1(log10, __builtin_elementwise_log10) F2(pow, __builtin_elementwise_pow)
F1(sqrt, __builtin_elementwise_sqrt) F1(rsqrt, __builtin_hlsl_elementwise_rsqrt)
F1(rcp, __builtin_hlsl_elementwise_rcp)
F1(floor, __builtin_elementwise_floor) F1(ceil, __builtin_elementwise_ceil)
F1(trunc, __builtin_elementwise_trunc) F1(round, __builtin_elementwise_roundeven)
F1(frac, __builtin_hlsl_elementwise_frac) F1(saturate, __builtin_hlsl_elementwise_saturate)
F1(abs, __builtin_elementwise_abs) I1(abs, __builtin_elementwise_abs, int, int)
I1(abs, __builtin_elementwise_abs, int64_t, int64_t)
F2(min, __builtin_elementwise_min) I2(min, __builtin_elementwise_min, int)
I2(min, __builtin_elementwise_min, uint) I2(min, __builtin_elementwise_min, double)
F2(max, __builtin_elementwise_max) I2(max, __builtin_elementwise_max, int)
I2(max, __builtin_elementwise_max, uint) I2(max, __builtin_elementwise_max, int64_t)
F3(clamp, __builtin_hlsl_elementwise_clamp) I3(clamp, __builtin_hlsl_elementwise_clamp, int)
I3(clamp, __builtin_hlsl_elementwise_clamp, uint)
F3(mad, __builtin_hlsl_mad) I3(mad, __builtin_hlsl_mad, int) I3(mad, __builtin_hlsl_mad, uint)
I3(fma, __builtin_elementwise_fma, double) F3(lerp, __builtin_hlsl_lerp)
F2(step, __builtin_hlsl_step) F1(radians, __builtin_hlsl_elementwise_radians)
F1(degrees, __builtin_hlsl_elementwise_degrees) F1(normalize, __builtin_hlsl_normalize)
I1(sign, __builtin_hlsl_elementwise_sign, int, float) I1(sign, __builtin_hlsl_elementwise_sign, int, int)
I1(sign, __builtin_hlsl_elementwise_sign, int3, float3)
I1(isinf, __builtin_hlsl_elementwise_isinf, bool, float)
I1(isinf, __builtin_hlsl_elementwise_isinf, bool3, float3)
I1(isnan, __builtin_hlsl_elementwise_isnan, bool, float)
I1(isnan, __builtin_hlsl_elementwise_isnan, bool3, float3)
ALIAS(__builtin_hlsl_dot) float dot(float, float);
ALIAS(__builtin_hlsl_dot) float dot(float2, float2);
ALIAS(__builtin_hlsl_dot) float dot(float3, float3);
ALIAS(__builtin_hlsl_dot) float dot(float4, float4);
ALIAS(__builtin_hlsl_dot) int dot(int3, int3);
ALIAS(__builtin_hlsl_dot) uint dot(uint3, uint3);
ALIAS(__builtin_hlsl_crossf32) float3 cross(float3, float3);
ALIAS(__builtin_hlsl_any) bool any(float3);
ALIAS(__builtin_hlsl_all) bool all(float3);

// Bits (hlsl_alias_intrinsics.h; countbits and reversebits are the generic builtins).
I1(countbits, __builtin_elementwise_popcount, uint, uint)
I1(reversebits, __builtin_elementwise_bitreverse, uint, uint)
I1(reversebits, __builtin_elementwise_bitreverse, uint64_t, uint64_t)
I1(firstbitlow, __builtin_hlsl_elementwise_firstbitlow, uint, uint)
I1(firstbitlow, __builtin_hlsl_elementwise_firstbitlow, uint, uint64_t)

// Written out in hlsl.h (hlsl_intrinsics.h / hlsl_intrinsic_helpers.h) for DirectX: the same
// operations in the same order.
inline uint countbits(uint64_t x) { return __builtin_elementwise_popcount(x); }
// The DXIL ops count from the most significant bit: the header turns the result around.
#define FIRSTBITHIGH(T, W)                                                                         \
  inline uint firstbithigh(T x) {                                                                  \
    uint r = __builtin_hlsl_elementwise_firstbithigh(x);                                           \
    uint inv = (W - 1) - r;                                                                        \
    return r == -1 ? r : inv;                                                                      \
  }
FIRSTBITHIGH(uint, 32) FIRSTBITHIGH(int, 32) FIRSTBITHIGH(uint64_t, 64)
inline float fmod(float x, float y) {
  float div = x / y;
  bool ge = div >= 0;
  float frc = frac(abs(div));
  return (ge ? frc : -frc) * y;
}

// Conversions and packed dot products.
ALIAS(__builtin_hlsl_asdouble) double asdouble(uint, uint);
ALIAS(__builtin_hlsl_asdouble) double2 asdouble(uint2, uint2);
ALIAS(__builtin_hlsl_elementwise_splitdouble) void splitdouble(double, out uint, out uint);
ALIAS(__builtin_hlsl_elementwise_f16tof32) float f16tof32(uint);
ALIAS(__builtin_hlsl_elementwise_f16tof32) float3 f16tof32(uint3);
ALIAS(__builtin_hlsl_dot4add_i8packed) int dot4add_i8packed(uint, uint, int);
ALIAS(__builtin_hlsl_dot4add_u8packed) uint dot4add_u8packed(uint, uint, uint);
#ifdef __HLSL_ENABLE_16_BIT
typedef vector<half, 2> half2;
inline float dot2add(half2 a, half2 b, float c) { return __builtin_dx_dot2add(a, b, c); }
#endif

// Pixel-stage derivatives and clip.
F1(ddx_coarse, __builtin_hlsl_elementwise_ddx_coarse)
F1(ddy_coarse, __builtin_hlsl_elementwise_ddy_coarse)
F1(ddx_fine, __builtin_hlsl_elementwise_ddx_fine)
F1(ddy_fine, __builtin_hlsl_elementwise_ddy_fine)
ALIAS(__builtin_hlsl_elementwise_clip) void clip(float);
