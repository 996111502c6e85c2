/* Catalogs of the resource intrinsics (reference §2) and DXIL operations (§3.2), as data. */
#ifndef RLV_CATALOG_H
#define RLV_CATALOG_H

#include "rlv/api.h"

#include <stdbool.h>
#include <stddef.h>

#include <llvm-c/Core.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef enum rlv_intrinsic {
  RLV_INTR_NONE = 0,
  /* llvm.dx.resource.* */
  RLV_DX_HANDLEFROMBINDING,
  RLV_DX_HANDLEFROMIMPLICITBINDING,
  RLV_DX_GETPOINTER,
  RLV_DX_NONUNIFORMINDEX,
  RLV_DX_LOAD_TYPEDBUFFER,
  RLV_DX_STORE_TYPEDBUFFER,
  RLV_DX_LOAD_RAWBUFFER,
  RLV_DX_STORE_RAWBUFFER,
  RLV_DX_LOAD_CBUFFERROW_2,
  RLV_DX_LOAD_CBUFFERROW_4,
  RLV_DX_LOAD_CBUFFERROW_8,
  RLV_DX_UPDATECOUNTER,
  RLV_DX_GETDIMENSIONS_X,
  RLV_DX_CASTHANDLE,
  /* related llvm.dx.* */
  RLV_DX_ASDOUBLE,
  RLV_DX_SPLITDOUBLE,
  /* llvm.spv.resource.* */
  RLV_SPV_HANDLEFROMBINDING,
  RLV_SPV_HANDLEFROMIMPLICITBINDING,
  RLV_SPV_COUNTERHANDLEFROMBINDING,
  RLV_SPV_COUNTERHANDLEFROMIMPLICITBINDING,
  RLV_SPV_UPDATECOUNTER,
  RLV_SPV_GETDIMENSIONS_X,
  RLV_SPV_GETPOINTER,
  RLV_SPV_PUSHCONSTANT_GETPOINTER,
  RLV_SPV_NONUNIFORMINDEX,
  RLV_SPV_LOAD_TYPEDBUFFER,
  RLV_SPV_STORE_TYPEDBUFFER,
  RLV_INTR_COUNT
} rlv_intrinsic;

/* Which handle an intrinsic's handle operand (or result) must be. */
typedef enum rlv_handle_need {
  RLV_NEED_NONE,        /* takes no handle */
  RLV_NEED_ANY,         /* any resource of its family */
  RLV_NEED_TYPED,       /* dx.TypedBuffer / spirv.Image(Dim=Buffer) */
  RLV_NEED_RAW,         /* dx.RawBuffer */
  RLV_NEED_CBUFFER,     /* dx.CBuffer */
  RLV_NEED_STRUCTURED_UAV, /* writeable structured RawBuffer / spirv storage buffer */
  RLV_NEED_BUFFER,      /* any buffer (getdimensions) */
  RLV_NEED_BUFFER_OR_CBUFFER, /* getpointer */
} rlv_handle_need;

typedef struct rlv_intrinsic_info {
  rlv_intrinsic id;
  const char *name;      /* base name without overload suffixes, e.g. "llvm.dx.resource.getpointer" */
  bool is_spirv;
  unsigned num_args;
  int handle_arg;        /* index of the handle operand, -1 for none */
  bool returns_handle;
  rlv_handle_need need;
  bool writes;           /* stores to the resource */
  bool reads;
  size_t name_len;       /* strlen(name): name lookups run once per call instruction */
} rlv_intrinsic_info;

/* Identifies a function by name (overload suffixes are ignored). RLV_INTR_NONE when it is
 * not in the catalog. */
RLV_API rlv_intrinsic rlv_intrinsic_of_name(const char *name, size_t len);
/* The callee of a call instruction, if it is a catalogued intrinsic. */
RLV_API rlv_intrinsic rlv_intrinsic_of_call(LLVMValueRef call);
RLV_API const rlv_intrinsic_info *rlv_intrinsic_info_get(rlv_intrinsic id);
/* True for names under llvm.dx.resource. / llvm.spv.resource. (catalogued or not). */
RLV_API bool rlv_is_resource_intrinsic_name(const char *name, size_t len);

/* ---- DXIL operations ---- */

typedef enum rlv_dxil_overload {
  RLV_OL_NONE = 0,
  RLV_OL_F16 = 1 << 0,
  RLV_OL_F32 = 1 << 1,
  RLV_OL_F64 = 1 << 2,
  RLV_OL_I1 = 1 << 3,
  RLV_OL_I8 = 1 << 4,
  RLV_OL_I16 = 1 << 5,
  RLV_OL_I32 = 1 << 6,
  RLV_OL_I64 = 1 << 7,
} rlv_dxil_overload;

typedef struct rlv_dxil_op {
  unsigned opcode;
  const char *name;       /* op class name used in "dx.op.<name>.<overload>" */
  const char *signature;  /* after the opcode, e.g. "Handle, i32 index, i32 offset -> ResRet" */
  unsigned overloads;     /* bit set of rlv_dxil_overload valid from min_dxil */
  unsigned overloads_13;  /* extra overloads from DXIL 1.3 (raw 64-bit) */
  unsigned min_dxil;      /* minor DXIL version it appears in (1.x) */
  unsigned removed_dxil;  /* first minor version it is removed in, 0 if never */
  unsigned num_args;      /* operands including the opcode */
} rlv_dxil_op;

RLV_API const rlv_dxil_op *rlv_dxil_op_by_opcode(unsigned opcode);
/* By op-class name ("bufferLoad"); NULL if unknown. */
RLV_API const rlv_dxil_op *rlv_dxil_op_by_name(const char *name, size_t len);
RLV_API const rlv_dxil_op *rlv_dxil_ops(size_t *count);

#ifdef __cplusplus
}
#endif
#endif
