/* The DXIL numbers the prover reads, written from the specification (docs: the reference's
 * §1.1 ABI enums, §3.2 resource ops, §3.4 ResourceProperties, §3.5 metadata; the math and
 * thread-id ops from DXC's DXIL.rst). smt/ keeps its own copy: it never includes lower/ or
 * model/'s catalog for them, so that a wrong number there cannot hide from the proof. */
#ifndef RLV_SMT_DXIL_OPS_H
#define RLV_SMT_DXIL_OPS_H

/* dxil::ResourceClass (ResBind's class, createHandle's class, the rid's top two bits). */
enum {
  SX_CLASS_SRV = 0,
  SX_CLASS_UAV = 1,
  SX_CLASS_CBUFFER = 2,
  SX_CLASS_SAMPLER = 3,
};

/* dxil::ResourceKind (ResourceProperties word0 bits 0-7, a !dx.resources record's kind). */
enum {
  SX_KIND_INVALID = 0,
  SX_KIND_TEXTURE1D = 1,
  SX_KIND_TEXTURE2D = 2,
  SX_KIND_TEXTURE2DMS = 3,
  SX_KIND_TEXTURE3D = 4,
  SX_KIND_TEXTURECUBE = 5,
  SX_KIND_TEXTURE1DARRAY = 6,
  SX_KIND_TEXTURE2DARRAY = 7,
  SX_KIND_TEXTURE2DMSARRAY = 8,
  SX_KIND_TEXTURECUBEARRAY = 9,
  SX_KIND_TYPED_BUFFER = 10,
  SX_KIND_RAW_BUFFER = 11,
  SX_KIND_STRUCTURED_BUFFER = 12,
  SX_KIND_CBUFFER = 13,
  SX_KIND_SAMPLER = 14,
  SX_KIND_TBUFFER = 15,
  SX_KIND_RT_ACCELERATION_STRUCTURE = 16,
  SX_KIND_FEEDBACK_TEXTURE2D = 17,
  SX_KIND_FEEDBACK_TEXTURE2DARRAY = 18,
  SX_KIND_LAST = SX_KIND_FEEDBACK_TEXTURE2DARRAY,
};

/* DXIL ComponentType (ResourceProperties word1 bits 0-7 of a typed resource). */
enum {
  SX_CT_I16 = 2,
  SX_CT_U16 = 3,
  SX_CT_I32 = 4,
  SX_CT_U32 = 5,
  SX_CT_I64 = 6,
  SX_CT_U64 = 7,
  SX_CT_F16 = 8,
  SX_CT_F32 = 9,
  SX_CT_F64 = 10,
  SX_CT_SNORM_F16 = 11,
  SX_CT_UNORM_F16 = 12,
  SX_CT_SNORM_F32 = 13,
  SX_CT_UNORM_F32 = 14,
  SX_CT_SNORM_F64 = 15,
  SX_CT_UNORM_F64 = 16,
};

/* ResourceProperties (annotateHandle): word0 = kind | UAV << 12 | ROV << 13 | cmp << 15;
 * word1 = stride, or component type | count << 8 | samples << 16, or the feedback type. */
#define SX_PROPS_KIND_MASK 0xffu
#define SX_PROPS_UAV_SHIFT 12
#define SX_PROPS_ROV_SHIFT 13
#define SX_PROPS_SAMPLER_CMP_SHIFT 15
#define SX_PROPS_COUNT_SHIFT 8
#define SX_PROPS_SAMPLES_SHIFT 16

/* dx.types.Sampler's SamplerType parameter: a comparison sampler. */
#define SX_SAMPLER_COMPARISON 1

/* !dx.resources: the record fields the prover reads, and the extended-property tag of a
 * structured buffer's stride. */
enum {
  SX_RECORD_ID = 0,
  SX_RECORD_SPACE = 3,
  SX_RECORD_LOWER_BOUND = 4,
  SX_RECORD_SIZE = 5,
  SX_RECORD_KIND = 6,
  SX_RECORD_SRV_TAGS = 8,
  SX_RECORD_UAV_TAGS = 10,
  SX_RECORD_MIN_FIELDS = 7,
};
#define SX_TAG_STRUCTURED_STRIDE 1

/* DXIL operation codes (operand 0 of every dx.op.* call). */
enum {
  SX_OP_FABS = 6,
  SX_OP_SATURATE = 7,
  SX_OP_IS_NAN = 8,
  SX_OP_IS_INF = 9,
  SX_OP_COS = 12,
  SX_OP_SIN = 13,
  SX_OP_TAN = 14,
  SX_OP_ACOS = 15,
  SX_OP_ASIN = 16,
  SX_OP_ATAN = 17,
  SX_OP_LOAD_INPUT = 4,
  SX_OP_STORE_OUTPUT = 5,
  SX_OP_HCOS = 18,
  SX_OP_HSIN = 19,
  SX_OP_HTAN = 20,
  SX_OP_EXP = 21,
  SX_OP_FRC = 22,
  SX_OP_LOG = 23,
  SX_OP_SQRT = 24,
  SX_OP_RSQRT = 25,
  SX_OP_ROUND_NE = 26,
  SX_OP_ROUND_NI = 27,
  SX_OP_ROUND_PI = 28,
  SX_OP_ROUND_Z = 29,
  SX_OP_BFREV = 30,
  SX_OP_COUNTBITS = 31,
  SX_OP_FIRSTBIT_LO = 32,
  SX_OP_FIRSTBIT_HI = 33,
  SX_OP_FIRSTBIT_SHI = 34,
  SX_OP_FMAX = 35,
  SX_OP_FMIN = 36,
  SX_OP_IMAX = 37,
  SX_OP_IMIN = 38,
  SX_OP_UMAX = 39,
  SX_OP_UMIN = 40,
  SX_OP_FMAD = 46,
  SX_OP_FMA = 47,
  SX_OP_IMAD = 48,
  SX_OP_UMAD = 49,
  SX_OP_DOT2 = 54,
  SX_OP_DOT3 = 55,
  SX_OP_DOT4 = 56,
  SX_OP_CREATE_HANDLE = 57,
  SX_OP_CBUFFER_LOAD_LEGACY = 59,
  SX_OP_BUFFER_LOAD = 68,
  SX_OP_BUFFER_STORE = 69,
  SX_OP_BUFFER_UPDATE_COUNTER = 70,
  SX_OP_CHECK_ACCESS_FULLY_MAPPED = 71,
  SX_OP_GET_DIMENSIONS = 72,
  SX_OP_BARRIER = 80,
  SX_OP_DISCARD = 82,
  SX_OP_DERIV_COARSE_X = 83,
  SX_OP_DERIV_COARSE_Y = 84,
  SX_OP_DERIV_FINE_X = 85,
  SX_OP_DERIV_FINE_Y = 86,
  SX_OP_THREAD_ID = 93,
  SX_OP_GROUP_ID = 94,
  SX_OP_THREAD_ID_IN_GROUP = 95,
  SX_OP_FLATTENED_THREAD_ID_IN_GROUP = 96,
  SX_OP_MAKE_DOUBLE = 101,
  SX_OP_SPLIT_DOUBLE = 102,
  SX_OP_WAVE_IS_FIRST_LANE = 110,
  SX_OP_WAVE_GET_LANE_INDEX = 111,
  SX_OP_WAVE_GET_LANE_COUNT = 112,
  SX_OP_WAVE_ANY_TRUE = 113,
  SX_OP_WAVE_ALL_TRUE = 114,
  SX_OP_WAVE_ACTIVE_BALLOT = 116,
  SX_OP_WAVE_READ_LANE_AT = 117,
  SX_OP_WAVE_ACTIVE_OP = 119,
  SX_OP_WAVE_ALL_BIT_COUNT = 135,
  SX_OP_LEGACY_F16_TO_F32 = 131,
  SX_OP_RAW_BUFFER_LOAD = 139,
  SX_OP_RAW_BUFFER_STORE = 140,
  SX_OP_DOT2_ADD_HALF = 162,
  SX_OP_DOT4_ADD_I8_PACKED = 163,
  SX_OP_DOT4_ADD_U8_PACKED = 164,
  SX_OP_ANNOTATE_HANDLE = 216,
  SX_OP_CREATE_HANDLE_FROM_BINDING = 217,
};

#endif
