/* The one place DXIL operations are made: the %dx.types.* named structs and the dx.op.*
 * declarations (names with overload suffixes, LLVM's declaration attributes) and calls. */
#ifndef RLV_LOWER_DXIL_BUILDER_H
#define RLV_LOWER_DXIL_BUILDER_H

#include <stdbool.h>

#include <llvm-c/Core.h>

#include "lower/lctx.h"

/* DXIL opcodes rlv emits (reference §3.2). */
enum {
  RLV_OP_CREATE_HANDLE = 57,
  RLV_OP_CBUFFER_LOAD_LEGACY = 59,
  RLV_OP_BUFFER_LOAD = 68,
  RLV_OP_BUFFER_STORE = 69,
  RLV_OP_BUFFER_UPDATE_COUNTER = 70,
  RLV_OP_CHECK_ACCESS_FULLY_MAPPED = 71,
  RLV_OP_GET_DIMENSIONS = 72,
  RLV_OP_THREAD_ID = 93,
  RLV_OP_GROUP_ID = 94,
  RLV_OP_THREAD_ID_IN_GROUP = 95,
  RLV_OP_FLATTENED_THREAD_ID_IN_GROUP = 96,
  RLV_OP_MAKE_DOUBLE = 101,
  RLV_OP_SPLIT_DOUBLE = 102,
  RLV_OP_RAW_BUFFER_LOAD = 139,
  RLV_OP_RAW_BUFFER_STORE = 140,
  RLV_OP_ANNOTATE_HANDLE = 216,
  RLV_OP_CREATE_HANDLE_FROM_BINDING = 217,
};

/* %dx.types.Handle = { ptr } and the other fixed named structs, created on first use. */
LLVMTypeRef rlv_dxb_handle_type(rlv_lctx *l);
LLVMTypeRef rlv_dxb_resbind_type(rlv_lctx *l);     /* { i32, i32, i32, i8 } */
LLVMTypeRef rlv_dxb_props_type(rlv_lctx *l);       /* ResourceProperties { i32, i32 } */
LLVMTypeRef rlv_dxb_dimensions_type(rlv_lctx *l);  /* { i32, i32, i32, i32 } */
LLVMTypeRef rlv_dxb_splitdouble_type(rlv_lctx *l); /* { i32, i32 } */
LLVMTypeRef rlv_dxb_fouri32_type(rlv_lctx *l);     /* { i32, i32, i32, i32 } (wave ballot) */
/* %dx.types.ResRet.<s> = { s, s, s, s, i32 }; NULL when `scalar` has no overload name. */
LLVMTypeRef rlv_dxb_resret_type(rlv_lctx *l, LLVMTypeRef scalar);
/* %dx.types.CBufRet.<s>: 4 fields for 32-bit, 2 for 64-bit, 8 for 16-bit (".f16.8"). */
LLVMTypeRef rlv_dxb_cbufret_type(rlv_lctx *l, LLVMTypeRef scalar);

/* "f16", "f32", "f64", "i1", "i8", "i16", "i32", "i64", or NULL. */
const char *rlv_dxb_overload_name(LLVMTypeRef scalar);

/* True when op `opcode` exists at the module's DXIL version with the overload `scalar`
 * (NULL for ops without overloads); otherwise reports lower-invalid-overload at `at`. */
bool rlv_dxb_check(rlv_lctx *l, unsigned opcode, LLVMTypeRef scalar, LLVMValueRef at);

/* Emits `call <ret> @dx.op.<class>[.<s>](i32 opcode, args...)` at the builder's position,
 * declaring the function with LLVM's attributes on first use; the call carries the op's memory
 * effect and poison operands become undef, as LLVM's DXILOpBuilder makes them. Returns NULL
 * after reporting a diagnostic at `at`. */
LLVMValueRef rlv_dxb_op(rlv_lctx *l, unsigned opcode, LLVMTypeRef scalar, LLVMTypeRef ret,
                        LLVMValueRef *args, unsigned nargs, const char *name, LLVMValueRef at);

/* The declaration rlv_dxb_op makes for arguments of these types (without the opcode), made
 * now; NULL, without a diagnostic, when rlv_dxb_op would fail. op-lower declares the ops in
 * its checking pass, in the order its lowering first needs them. */
LLVMValueRef rlv_dxb_declare_op(rlv_lctx *l, unsigned opcode, LLVMTypeRef scalar, LLVMTypeRef ret,
                                const LLVMTypeRef *arg_types, unsigned nargs);

/* True when the module has none of the %dx.types.* struct names the builder makes: every
 * one it makes is then made once and reused, whatever the order it is first asked for. */
bool rlv_dxb_type_names_free(rlv_lctx *l);

/* The declaration of the LLVM intrinsic `name` for the given overload types (mangled and
 * declared by LLVM on first use, then cached), and its type in *fnty. NULL when LLVM does
 * not know the name. `name` must be a string literal: the cache compares addresses. */
LLVMValueRef rlv_dxb_intrinsic_decl(rlv_lctx *l, const char *name, LLVMTypeRef *overloads,
                                    unsigned noverloads, LLVMTypeRef *fnty);

/* Calls the LLVM intrinsic `name` (e.g. "llvm.dx.resource.load.typedbuffer") with the
 * given overload types, declared as LLVM declares it. NULL when LLVM does not know it.
 * `name` must be a string literal, as for rlv_dxb_intrinsic_decl. */
LLVMValueRef rlv_dxb_intrinsic(rlv_lctx *l, const char *name, LLVMTypeRef *overloads,
                               unsigned noverloads, LLVMValueRef *args, unsigned nargs,
                               const char *value_name);

/* Frees the declaration cache of a run (called once by the driver). */
void rlv_dxb_cache_free(rlv_lctx *l);

#endif
