/* The catalog of DXIL operations lowered from intrinsics, as data (LLVM's DXIL.td): which
 * intrinsic becomes which op, with which operands, overload and declaration attributes,
 * and whether a vector call becomes one op call per element. op_generic.c interprets it. */
#ifndef RLV_LOWER_OP_TABLE_H
#define RLV_LOWER_OP_TABLE_H

#include <stdbool.h>
#include <stddef.h>

#include "rlv/catalog.h"

/* Declaration attributes beyond the nounwind every DXIL op has (DXIL.td's ReadNone and
 * ReadOnly become memory(none) and memory(read)). */
typedef enum rlv_op_attr { RLV_OPA_NOUNWIND, RLV_OPA_READNONE, RLV_OPA_READONLY } rlv_op_attr;

/* Shader stages an op is valid in (DXIL.td's Stages); 0 means all. */
enum {
  RLV_STAGE_PIXEL = 1 << 0,
  RLV_STAGE_VERTEX = 1 << 1,
  RLV_STAGE_GEOMETRY = 1 << 2,
  RLV_STAGE_HULL = 1 << 3,
  RLV_STAGE_DOMAIN = 1 << 4,
  RLV_STAGE_COMPUTE = 1 << 5,
  RLV_STAGE_LIBRARY = 1 << 6,
  RLV_STAGE_MESH = 1 << 7,
  RLV_STAGE_AMPLIFICATION = 1 << 8,
  RLV_STAGE_NODE = 1 << 9,
};

/* Where an op operand comes from (DXIL.td's IntrinArgIndex / IntrinArgI8 / IntrinArgI32). */
typedef enum rlv_arg_kind { RLV_ARG_INDEX, RLV_ARG_I8, RLV_ARG_I32 } rlv_arg_kind;
typedef struct rlv_op_arg {
  rlv_arg_kind kind;
  int value; /* intrinsic operand index, or the constant */
} rlv_op_arg;

/* Which type names the op's overload. */
typedef enum rlv_op_overload {
  RLV_OVL_NONE, /* "dx.op.<class>" without a suffix */
  RLV_OVL_RET,  /* the call's (element) result type */
  RLV_OVL_ARG0, /* the (element) type of intrinsic operand 0 */
  RLV_OVL_ARG5, /* the (element) type of intrinsic operand 5 (store.output's value) */
} rlv_op_overload;

/* How the op's result stands for the intrinsic's. */
typedef enum rlv_op_result {
  RLV_RES_SAME,     /* the op returns the intrinsic's (element) type */
  RLV_RES_I32_CAST, /* the op returns i32, cast to the intrinsic's width (ctpop) */
  RLV_RES_FOURI32,  /* the op returns %dx.types.fouri32, the intrinsic <4 x i32> (ballot) */
  RLV_RES_FPCLASS,  /* the op is chosen by the class test in operand 1 (llvm.is.fpclass) */
} rlv_op_result;

#define RLV_OP_MAX_ARGS 8

/* One intrinsic and the op it lowers to. */
typedef struct rlv_op_map {
  const char *intrinsic; /* name without overload suffixes, e.g. "llvm.dx.wave.readlane" */
  unsigned opcode;
  int nargs; /* -1: the intrinsic's operands in order; else `args` */
  rlv_op_arg args[RLV_OP_MAX_ARGS];
  rlv_op_overload overload;
  rlv_op_result result;
  bool per_element; /* a vector call becomes one op call per element */
  int column_arg;   /* per element: this i8 operand gets + element index, or -1 */
} rlv_op_map;

/* What the builder needs of an op beyond model/'s catalog entry. */
typedef struct rlv_op_info {
  unsigned opcode;
  rlv_op_attr attr;
  unsigned stages; /* RLV_STAGE_* bits; 0: every stage */
} rlv_op_info;

/* The mapping for the LLVM intrinsic with this ID (LLVMGetIntrinsicID), or NULL. */
const rlv_op_map *rlv_op_map_for(unsigned intrinsic_id);
/* Every mapping, for tests and documentation. */
const rlv_op_map *rlv_op_maps(size_t *count);
/* Attributes and stages of an op this table emits; NULL for others. */
const rlv_op_info *rlv_op_info_of(unsigned opcode);
/* The RLV_STAGE_* bit of a triple's stage name ("compute", "pixel", ...); 0 if unknown. */
unsigned rlv_op_stage_bit(const char *stage);
/* "pixel", "library, pixel", ...: the stages of `mask` for diagnostics; `buf` is returned. */
const char *rlv_op_stage_names(unsigned mask, char *buf, size_t cap);

#endif
