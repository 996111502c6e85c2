/* The intrinsic and DXIL op catalogs (reference §2, §3.2). */
#include <string.h>

#include "model/ir.h"
#include "model/util.h"
#include "rlv/catalog.h"

#define DX "llvm.dx.resource."
#define SPV "llvm.spv.resource."

/* One catalog entry: id, name, then spirv, args, handle arg, returns handle, need, writes, reads. */
#define INTR(id, name, ...) {id, name, __VA_ARGS__, sizeof(name) - 1}

static const rlv_intrinsic_info intrinsics[] = {
    INTR(RLV_DX_HANDLEFROMBINDING, DX "handlefrombinding", false, 5, -1, true, RLV_NEED_ANY, false, false),
    INTR(RLV_DX_HANDLEFROMIMPLICITBINDING, DX "handlefromimplicitbinding", false, 5, -1, true, RLV_NEED_ANY, false, false),
    INTR(RLV_DX_GETPOINTER, DX "getpointer", false, 2, 0, false, RLV_NEED_BUFFER_OR_CBUFFER, false, false),
    INTR(RLV_DX_NONUNIFORMINDEX, DX "nonuniformindex", false, 1, -1, false, RLV_NEED_NONE, false, false),
    INTR(RLV_DX_LOAD_TYPEDBUFFER, DX "load.typedbuffer", false, 2, 0, false, RLV_NEED_TYPED, false, true),
    INTR(RLV_DX_STORE_TYPEDBUFFER, DX "store.typedbuffer", false, 3, 0, false, RLV_NEED_TYPED, true, false),
    INTR(RLV_DX_LOAD_RAWBUFFER, DX "load.rawbuffer", false, 3, 0, false, RLV_NEED_RAW, false, true),
    INTR(RLV_DX_STORE_RAWBUFFER, DX "store.rawbuffer", false, 4, 0, false, RLV_NEED_RAW, true, false),
    INTR(RLV_DX_LOAD_CBUFFERROW_2, DX "load.cbufferrow.2", false, 2, 0, false, RLV_NEED_CBUFFER, false, true),
    INTR(RLV_DX_LOAD_CBUFFERROW_4, DX "load.cbufferrow.4", false, 2, 0, false, RLV_NEED_CBUFFER, false, true),
    INTR(RLV_DX_LOAD_CBUFFERROW_8, DX "load.cbufferrow.8", false, 2, 0, false, RLV_NEED_CBUFFER, false, true),
    INTR(RLV_DX_UPDATECOUNTER, DX "updatecounter", false, 2, 0, false, RLV_NEED_STRUCTURED_UAV, true, true),
    INTR(RLV_DX_GETDIMENSIONS_X, DX "getdimensions.x", false, 1, 0, false, RLV_NEED_BUFFER, false, false),
    INTR(RLV_DX_CASTHANDLE, DX "casthandle", false, 1, 0, true, RLV_NEED_ANY, false, false),
    INTR(RLV_DX_ASDOUBLE, "llvm.dx.asdouble", false, 2, -1, false, RLV_NEED_NONE, false, false),
    INTR(RLV_DX_SPLITDOUBLE, "llvm.dx.splitdouble", false, 1, -1, false, RLV_NEED_NONE, false, false),
    INTR(RLV_SPV_HANDLEFROMBINDING, SPV "handlefrombinding", true, 5, -1, true, RLV_NEED_ANY, false, false),
    INTR(RLV_SPV_HANDLEFROMIMPLICITBINDING, SPV "handlefromimplicitbinding", true, 5, -1, true, RLV_NEED_ANY, false, false),
    INTR(RLV_SPV_COUNTERHANDLEFROMBINDING, SPV "counterhandlefrombinding", true, 3, 0, true, RLV_NEED_STRUCTURED_UAV, false, false),
    INTR(RLV_SPV_COUNTERHANDLEFROMIMPLICITBINDING, SPV "counterhandlefromimplicitbinding", true, 3, 0, true, RLV_NEED_STRUCTURED_UAV, false, false),
    INTR(RLV_SPV_UPDATECOUNTER, SPV "updatecounter", true, 2, 0, false, RLV_NEED_ANY, true, true),
    INTR(RLV_SPV_GETDIMENSIONS_X, SPV "getdimensions.x", true, 1, 0, false, RLV_NEED_BUFFER, false, false),
    INTR(RLV_SPV_GETPOINTER, SPV "getpointer", true, 2, 0, false, RLV_NEED_BUFFER_OR_CBUFFER, false, false),
    INTR(RLV_SPV_PUSHCONSTANT_GETPOINTER, SPV "pushconstant.getpointer", true, 1, 0, false, RLV_NEED_ANY, false, false),
    INTR(RLV_SPV_NONUNIFORMINDEX, SPV "nonuniformindex", true, 1, -1, false, RLV_NEED_NONE, false, false),
    INTR(RLV_SPV_LOAD_TYPEDBUFFER, SPV "load.typedbuffer", true, 2, 0, false, RLV_NEED_TYPED, false, true),
    INTR(RLV_SPV_STORE_TYPEDBUFFER, SPV "store.typedbuffer", true, 3, 0, false, RLV_NEED_TYPED, true, false),
};

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

const rlv_intrinsic_info *rlv_intrinsic_info_get(rlv_intrinsic id) {
  for (size_t i = 0; i < COUNT(intrinsics); i++)
    if (intrinsics[i].id == id)
      return &intrinsics[i];
  return NULL;
}

bool rlv_is_resource_intrinsic_name(const char *name, size_t len) {
  return rlv_starts_with_n(name, len, DX) || rlv_starts_with_n(name, len, SPV);
}

RLV_NO_FUZZ_TRACE rlv_intrinsic rlv_intrinsic_of_name(const char *name, size_t len) {
  if (!rlv_starts_with_n(name, len, "llvm.dx.") && !rlv_starts_with_n(name, len, "llvm.spv."))
    return RLV_INTR_NONE;
  /* The longest catalogued base name that the name starts with, followed by '.' or end:
   * "load.cbufferrow.4.f32..." must not match a shorter base. */
  const rlv_intrinsic_info *best = NULL;
  size_t best_len = 0;
  for (size_t i = 0; i < COUNT(intrinsics); i++) {
    size_t n = intrinsics[i].name_len;
    /* the boundary and the last character first: they reject nearly every entry without
     * a memcmp (which libFuzzer's hooks make costly) */
    if (n > len || n <= best_len || (n < len && name[n] != '.') ||
        name[n - 1] != intrinsics[i].name[n - 1] || memcmp(name, intrinsics[i].name, n) != 0)
      continue;
    best = &intrinsics[i];
    best_len = n;
  }
  return best ? best->id : RLV_INTR_NONE;
}

rlv_intrinsic rlv_intrinsic_of_call(LLVMValueRef call) {
  size_t len = 0;
  const char *name = rlv_callee_name(call, &len);
  return len ? rlv_intrinsic_of_name(name, len) : RLV_INTR_NONE;
}

/* ---- DXIL ops (reference §3.2) ---- */

#define F16 RLV_OL_F16
#define F32 RLV_OL_F32
#define F64 RLV_OL_F64
#define I16 RLV_OL_I16
#define I32 RLV_OL_I32
#define I64 RLV_OL_I64
#define I1 RLV_OL_I1

/* opcode, name, signature, overloads, extra overloads from DXIL 1.3, min DXIL, removed in, args */
/* One row per op, as the reference lists them: kept as rows (clang-format would wrap them). */
/* clang-format off */
static const rlv_dxil_op ops[] = {
    {57, "createHandle", "i8 class, i32 rangeId, i32 index, i1 nonUniform -> Handle", 0, 0, 0, 6, 5},
    {59, "cbufferLoadLegacy", "Handle, i32 row -> CBufRet", F16 | F32 | F64 | I16 | I32 | I64, 0, 0, 0, 3},
    {68, "bufferLoad", "Handle, i32 index, i32 offset -> ResRet", F16 | F32 | I16 | I32, 0, 0, 0, 4},
    {69, "bufferStore", "Handle, i32 index, i32 offset, v0, v1, v2, v3, i8 mask", F16 | F32 | I16 | I32, 0, 0, 0, 9},
    {70, "bufferUpdateCounter", "Handle, i8 inc -> i32", 0, 0, 0, 0, 3},
    {71, "checkAccessFullyMapped", "i32 status -> i1", I32, 0, 0, 0, 2},
    {72, "getDimensions", "Handle, i32 mip -> Dimensions", 0, 0, 0, 0, 3},
    {93, "threadId", "i32 component -> i32", I32, 0, 0, 0, 2},
    {94, "groupId", "i32 component -> i32", I32, 0, 0, 0, 2},
    {95, "threadIdInGroup", "i32 component -> i32", I32, 0, 0, 0, 2},
    {96, "flattenedThreadIdInGroup", "-> i32", I32, 0, 0, 0, 1},
    {101, "makeDouble", "i32 lo, i32 hi -> double", F64, 0, 0, 0, 3},
    {102, "splitDouble", "double -> splitdouble", F64, 0, 0, 0, 2},
    {139, "rawBufferLoad", "Handle, i32 index, i32 elemOffset, i8 mask, i32 align -> ResRet",
     F16 | F32 | I16 | I32, F64 | I64, 2, 0, 6},
    {140, "rawBufferStore", "Handle, i32 index, i32 elemOffset, v0, v1, v2, v3, i8 mask, i32 align",
     F16 | F32 | I16 | I32, F64 | I64, 2, 0, 10},
    {216, "annotateHandle", "Handle, ResourceProperties -> Handle", 0, 0, 6, 0, 3},
    {217, "createHandleFromBinding", "ResBind, i32 index, i1 nonUniform -> Handle", 0, 0, 6, 0, 4},
    /* Math ops LLVM 22's DXIL.td defines (generic lowering), so that full backend output is known. */
    {6, "unary", "T -> T (FAbs)", F16 | F32 | F64, 0, 0, 0, 2},
    {7, "unary", "T -> T (Saturate)", F16 | F32 | F64, 0, 0, 0, 2},
    {8, "isSpecialFloat", "T -> i1 (IsNaN)", F16 | F32, 0, 0, 0, 2},
    {9, "isSpecialFloat", "T -> i1 (IsInf)", F16 | F32, 0, 0, 0, 2},
    {10, "isSpecialFloat", "T -> i1 (IsFinite)", F16 | F32, 0, 0, 0, 2},
    {11, "isSpecialFloat", "T -> i1 (IsNormal)", F16 | F32, 0, 0, 0, 2},
    {12, "unary", "T -> T (Cos)", F16 | F32, 0, 0, 0, 2},
    {13, "unary", "T -> T (Sin)", F16 | F32, 0, 0, 0, 2},
    {14, "unary", "T -> T (Tan)", F16 | F32, 0, 0, 0, 2},
    {15, "unary", "T -> T (Acos)", F16 | F32, 0, 0, 0, 2},
    {16, "unary", "T -> T (Asin)", F16 | F32, 0, 0, 0, 2},
    {17, "unary", "T -> T (Atan)", F16 | F32, 0, 0, 0, 2},
    {18, "unary", "T -> T (Hcos)", F16 | F32, 0, 0, 0, 2},
    {19, "unary", "T -> T (Hsin)", F16 | F32, 0, 0, 0, 2},
    {20, "unary", "T -> T (Htan)", F16 | F32, 0, 0, 0, 2},
    {21, "unary", "T -> T (Exp)", F16 | F32, 0, 0, 0, 2},
    {22, "unary", "T -> T (Frc)", F16 | F32, 0, 0, 0, 2},
    {23, "unary", "T -> T (Log)", F16 | F32, 0, 0, 0, 2},
    {24, "unary", "T -> T (Sqrt)", F16 | F32, 0, 0, 0, 2},
    {25, "unary", "T -> T (Rsqrt)", F16 | F32, 0, 0, 0, 2},
    {26, "unary", "T -> T (Round_ne)", F16 | F32, 0, 0, 0, 2},
    {27, "unary", "T -> T (Round_ni)", F16 | F32, 0, 0, 0, 2},
    {28, "unary", "T -> T (Round_pi)", F16 | F32, 0, 0, 0, 2},
    {29, "unary", "T -> T (Round_z)", F16 | F32, 0, 0, 0, 2},
    {30, "unary", "T -> T (Bfrev)", I16 | I32 | I64, 0, 0, 0, 2},
    {31, "unaryBits", "T -> i32 (Countbits)", I16 | I32 | I64, 0, 0, 0, 2},
    {32, "unaryBits", "T -> i32 (FirstbitLo)", I16 | I32 | I64, 0, 0, 0, 2},
    {33, "unaryBits", "T -> i32 (FirstbitHi)", I16 | I32 | I64, 0, 0, 0, 2},
    {34, "unaryBits", "T -> i32 (FirstbitSHi)", I16 | I32 | I64, 0, 0, 0, 2},
    {35, "binary", "T, T -> T (FMax)", F16 | F32 | F64, 0, 0, 0, 3},
    {36, "binary", "T, T -> T (FMin)", F16 | F32 | F64, 0, 0, 0, 3},
    {37, "binary", "T, T -> T (IMax)", I16 | I32 | I64, 0, 0, 0, 3},
    {38, "binary", "T, T -> T (IMin)", I16 | I32 | I64, 0, 0, 0, 3},
    {39, "binary", "T, T -> T (UMax)", I16 | I32 | I64, 0, 0, 0, 3},
    {40, "binary", "T, T -> T (UMin)", I16 | I32 | I64, 0, 0, 0, 3},
    {46, "tertiary", "T, T, T -> T (FMad)", F16 | F32 | F64, 0, 0, 0, 4},
    {47, "tertiary", "T, T, T -> T (Fma)", F64, 0, 0, 0, 4},
    {48, "tertiary", "T, T, T -> T (IMad)", I16 | I32 | I64, 0, 0, 0, 4},
    {49, "tertiary", "T, T, T -> T (UMad)", I16 | I32 | I64, 0, 0, 0, 4},
    {54, "dot2", "T x4 -> T (Dot2)", F16 | F32, 0, 0, 0, 5},
    {55, "dot3", "T x6 -> T (Dot3)", F16 | F32, 0, 0, 0, 7},
    {56, "dot4", "T x8 -> T (Dot4)", F16 | F32, 0, 0, 0, 9},
    {80, "barrier", "i32 mode", 0, 0, 0, 0, 2},
    {82, "discard", "i1 -> void", 0, 0, 0, 0, 2},
    /* Stage I/O, derivatives, wave ops and conversions rlv lower emits (LLVM's DXIL.td). */
    {4, "loadInput", "i32 sigId, i32 row, i8 col, i32 vertex -> T", F16 | F32 | I16 | I32, 0, 0, 0, 5},
    {5, "storeOutput", "i32 sigId, i32 row, i8 col, T value", F16 | F32 | I16 | I32, 0, 0, 0, 5},
    {83, "unary", "T -> T (DerivCoarseX)", F16 | F32, 0, 0, 0, 2},
    {84, "unary", "T -> T (DerivCoarseY)", F16 | F32, 0, 0, 0, 2},
    {85, "unary", "T -> T (DerivFineX)", F16 | F32, 0, 0, 0, 2},
    {86, "unary", "T -> T (DerivFineY)", F16 | F32, 0, 0, 0, 2},
    {110, "waveIsFirstLane", "-> i1", 0, 0, 0, 0, 1},
    {111, "waveGetLaneIndex", "-> i32", 0, 0, 0, 0, 1},
    {112, "waveGetLaneCount", "-> i32", 0, 0, 0, 0, 1},
    {113, "waveAnyTrue", "i1 -> i1", 0, 0, 0, 0, 2},
    {114, "waveAllTrue", "i1 -> i1", 0, 0, 0, 0, 2},
    {116, "waveActiveBallot", "i1 -> fouri32", 0, 0, 0, 0, 2},
    {117, "waveReadLaneAt", "T value, i32 lane -> T", F16 | F32 | F64 | I1 | I16 | I32 | I64, 0, 0, 0, 3},
    {119, "waveActiveOp", "T value, i8 op, i8 signed -> T", F16 | F32 | F64 | I16 | I32 | I64, 0, 0, 0, 4},
    {131, "legacyF16ToF32", "i32 -> float", 0, 0, 0, 0, 2},
    {135, "waveAllOp", "i1 -> i32 (WaveAllBitCount)", 0, 0, 0, 0, 2},
    {162, "dot2AddHalf", "float acc, half a0, half a1, half b0, half b1 -> float", F32, 0, 4, 0, 6},
    {163, "dot4AddPacked", "i32 acc, i32 a, i32 b -> i32 (I8Packed)", I32, 0, 4, 0, 4},
    {164, "dot4AddPacked", "i32 acc, i32 a, i32 b -> i32 (U8Packed)", I32, 0, 4, 0, 4},
};
/* clang-format on */

const rlv_dxil_op *rlv_dxil_ops(size_t *count) {
  *count = COUNT(ops);
  return ops;
}

const rlv_dxil_op *rlv_dxil_op_by_opcode(unsigned opcode) {
  for (size_t i = 0; i < COUNT(ops); i++)
    if (ops[i].opcode == opcode)
      return &ops[i];
  return NULL;
}

const rlv_dxil_op *rlv_dxil_op_by_name(const char *name, size_t len) {
  for (size_t i = 0; i < COUNT(ops); i++)
    if (strlen(ops[i].name) == len && memcmp(ops[i].name, name, len) == 0)
      return &ops[i];
  return NULL;
}
