/* The intrinsic -> DXIL op catalog (LLVM 22's DXIL.td and DXILOpLowering.cpp). */
#include <stdio.h>
#include <string.h>

#include <llvm-c/Core.h>

#include "lower/op_table.h"

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

#define IDX(i) {RLV_ARG_INDEX, (i)}
#define I8(v) {RLV_ARG_I8, (v)}
#define C32(v) {RLV_ARG_I32, (v)}

/* DXIL.td's barrier modes and wave op kinds. */
enum { GROUP_MEMORY_BARRIER_WITH_GROUP_SYNC = 9 };
enum { WAVE_SUM = 0, WAVE_MIN = 2, WAVE_MAX = 3 };
enum { SIGNED = 0, UNSIGNED = 1 };

/* An op whose operands are the intrinsic's, in order. */
#define SAME(name, op, ovl, elem) {name, op, -1, {{0}}, ovl, RLV_RES_SAME, elem, -1}
#define UNARY(name, op) SAME(name, op, RLV_OVL_RET, true)
/* unaryBits ops return i32 whatever the operand's width: the overload is the operand's. */
#define BITS(name, op) SAME(name, op, RLV_OVL_ARG0, true)
#define WAVE_OP(name, kind, sign)                                                                  \
  {name, 119, 3, {IDX(0), I8(kind), I8(sign)}, RLV_OVL_RET, RLV_RES_SAME, true, -1}

static const rlv_op_map maps[] = {
    /* unary float math */
    UNARY("llvm.fabs", 6),
    UNARY("llvm.dx.saturate", 7),
    {"llvm.dx.isnan", 8, -1, {{0}}, RLV_OVL_ARG0, RLV_RES_SAME, true, -1},
    {"llvm.dx.isinf", 9, -1, {{0}}, RLV_OVL_ARG0, RLV_RES_SAME, true, -1},
    {"llvm.is.fpclass", 0, 1, {IDX(0)}, RLV_OVL_ARG0, RLV_RES_FPCLASS, true, -1},
    UNARY("llvm.cos", 12),
    UNARY("llvm.sin", 13),
    UNARY("llvm.tan", 14),
    UNARY("llvm.acos", 15),
    UNARY("llvm.asin", 16),
    UNARY("llvm.atan", 17),
    UNARY("llvm.cosh", 18),
    UNARY("llvm.sinh", 19),
    UNARY("llvm.tanh", 20),
    UNARY("llvm.exp2", 21),
    UNARY("llvm.dx.frac", 22),
    UNARY("llvm.log2", 23),
    UNARY("llvm.sqrt", 24),
    UNARY("llvm.dx.rsqrt", 25),
    UNARY("llvm.roundeven", 26),
    UNARY("llvm.floor", 27),
    UNARY("llvm.ceil", 28),
    UNARY("llvm.trunc", 29),
    /* bits */
    UNARY("llvm.bitreverse", 30),
    {"llvm.ctpop", 31, -1, {{0}}, RLV_OVL_ARG0, RLV_RES_I32_CAST, true, -1},
    BITS("llvm.dx.firstbitlow", 32),
    BITS("llvm.dx.firstbituhigh", 33),
    BITS("llvm.dx.firstbitshigh", 34),
    /* binary and tertiary */
    UNARY("llvm.maxnum", 35),
    UNARY("llvm.minnum", 36),
    UNARY("llvm.smax", 37),
    UNARY("llvm.smin", 38),
    UNARY("llvm.umax", 39),
    UNARY("llvm.umin", 40),
    UNARY("llvm.fmuladd", 46),
    UNARY("llvm.fma", 47),
    UNARY("llvm.dx.imad", 48),
    UNARY("llvm.dx.umad", 49),
    /* dot products: the operands are scalars already */
    SAME("llvm.dx.dot2", 54, RLV_OVL_RET, false),
    SAME("llvm.dx.dot3", 55, RLV_OVL_RET, false),
    SAME("llvm.dx.dot4", 56, RLV_OVL_RET, false),
    SAME("llvm.dx.dot2add", 162, RLV_OVL_RET, false),
    SAME("llvm.dx.dot4add.i8packed", 163, RLV_OVL_RET, false),
    SAME("llvm.dx.dot4add.u8packed", 164, RLV_OVL_RET, false),
    /* control and derivatives */
    {"llvm.dx.group.memory.barrier.with.group.sync",
     80,
     1,
     {C32(GROUP_MEMORY_BARRIER_WITH_GROUP_SYNC)},
     RLV_OVL_NONE,
     RLV_RES_SAME,
     false,
     -1},
    SAME("llvm.dx.discard", 82, RLV_OVL_NONE, false),
    UNARY("llvm.dx.ddx.coarse", 83),
    UNARY("llvm.dx.ddy.coarse", 84),
    UNARY("llvm.dx.ddx.fine", 85),
    UNARY("llvm.dx.ddy.fine", 86),
    /* thread ids */
    SAME("llvm.dx.thread.id", 93, RLV_OVL_RET, false),
    SAME("llvm.dx.group.id", 94, RLV_OVL_RET, false),
    SAME("llvm.dx.thread.id.in.group", 95, RLV_OVL_RET, false),
    SAME("llvm.dx.flattened.thread.id.in.group", 96, RLV_OVL_RET, false),
    /* wave ops */
    SAME("llvm.dx.wave.is.first.lane", 110, RLV_OVL_NONE, false),
    SAME("llvm.dx.wave.getlaneindex", 111, RLV_OVL_NONE, false),
    SAME("llvm.dx.wave.get.lane.count", 112, RLV_OVL_NONE, false),
    SAME("llvm.dx.wave.any", 113, RLV_OVL_NONE, false),
    SAME("llvm.dx.wave.all", 114, RLV_OVL_NONE, false),
    {"llvm.dx.wave.ballot", 116, -1, {{0}}, RLV_OVL_NONE, RLV_RES_FOURI32, false, -1},
    UNARY("llvm.dx.wave.readlane", 117),
    WAVE_OP("llvm.dx.wave.reduce.sum", WAVE_SUM, SIGNED),
    WAVE_OP("llvm.dx.wave.reduce.usum", WAVE_SUM, UNSIGNED),
    WAVE_OP("llvm.dx.wave.reduce.max", WAVE_MAX, SIGNED),
    WAVE_OP("llvm.dx.wave.reduce.umax", WAVE_MAX, UNSIGNED),
    WAVE_OP("llvm.dx.wave.reduce.min", WAVE_MIN, SIGNED),
    WAVE_OP("llvm.dx.wave.reduce.umin", WAVE_MIN, UNSIGNED),
    SAME("llvm.dx.wave.active.countbits", 135, RLV_OVL_NONE, false),
    /* conversions */
    SAME("llvm.dx.legacyf16tof32", 131, RLV_OVL_NONE, true),
    /* stage inputs and outputs (llvm#208871): the sigpoint operand is dropped, the output's
     * vertex index too; a vector is one call per column */
    {"llvm.dx.load.input",
     4,
     4,
     {IDX(1), IDX(2), IDX(3), IDX(4)},
     RLV_OVL_RET,
     RLV_RES_SAME,
     true,
     3},
    {"llvm.dx.store.output",
     5,
     4,
     {IDX(1), IDX(2), IDX(3), IDX(5)},
     RLV_OVL_ARG5,
     RLV_RES_SAME,
     true,
     3},
};

/* Attributes (DXIL.td's Attributes) and stages (Stages) of the ops above. */
#define ALL 0
#define PS_LIB (RLV_STAGE_LIBRARY | RLV_STAGE_PIXEL)
#define CS_LIB (RLV_STAGE_COMPUTE | RLV_STAGE_LIBRARY)
#define RN RLV_OPA_READNONE
#define RO RLV_OPA_READONLY
#define NU RLV_OPA_NOUNWIND

static const rlv_op_info infos[] = {
    {4, RN, ALL},     {5, NU, ALL},
    {6, RN, ALL},     {7, RN, ALL},
    {8, RN, ALL},     {9, RN, ALL},
    {10, RN, ALL},    {11, RN, ALL},
    {12, RN, ALL},    {13, RN, ALL},
    {14, RN, ALL},    {15, RN, ALL},
    {16, RN, ALL},    {17, RN, ALL},
    {18, RN, ALL},    {19, RN, ALL},
    {20, RN, ALL},    {21, RN, ALL},
    {22, RN, ALL},    {23, RN, ALL},
    {24, RN, ALL},    {25, RN, ALL},
    {26, RN, ALL},    {27, RN, ALL},
    {28, RN, ALL},    {29, RN, ALL},
    {30, RN, ALL},    {31, RN, ALL},
    {32, RN, ALL},    {33, RN, ALL},
    {34, RN, ALL},    {35, RN, ALL},
    {36, RN, ALL},    {37, RN, ALL},
    {38, RN, ALL},    {39, RN, ALL},
    {40, RN, ALL},    {46, RN, ALL},
    {47, RN, ALL},    {48, RN, ALL},
    {49, RN, ALL},    {54, RN, ALL},
    {55, RN, ALL},    {56, RN, ALL},
    {80, NU, CS_LIB}, {82, NU, RLV_STAGE_PIXEL},
    {83, NU, PS_LIB}, {84, NU, PS_LIB},
    {85, NU, PS_LIB}, {86, NU, PS_LIB},
    {110, NU, ALL},   {111, RO, ALL},
    {112, RO, ALL},   {113, NU, ALL},
    {114, NU, ALL},   {116, NU, ALL},
    {117, NU, ALL},   {119, NU, ALL},
    {131, NU, ALL},   {135, NU, ALL},
    {162, RN, ALL},   {163, RN, ALL},
    {164, RN, ALL},
};

const rlv_op_map *rlv_op_map_for(unsigned intrinsic_id) {
  if (!intrinsic_id)
    return NULL;
  for (size_t i = 0; i < COUNT(maps); i++)
    if (LLVMLookupIntrinsicID(maps[i].intrinsic, strlen(maps[i].intrinsic)) == intrinsic_id)
      return &maps[i];
  return NULL;
}

const rlv_op_map *rlv_op_maps(size_t *count) {
  *count = COUNT(maps);
  return maps;
}

const rlv_op_info *rlv_op_info_of(unsigned opcode) {
  for (size_t i = 0; i < COUNT(infos); i++)
    if (infos[i].opcode == opcode)
      return &infos[i];
  return NULL;
}

static const struct {
  const char *name;
  unsigned bit;
} stage_names[] = {
    {"pixel", RLV_STAGE_PIXEL},
    {"vertex", RLV_STAGE_VERTEX},
    {"geometry", RLV_STAGE_GEOMETRY},
    {"hull", RLV_STAGE_HULL},
    {"domain", RLV_STAGE_DOMAIN},
    {"compute", RLV_STAGE_COMPUTE},
    {"library", RLV_STAGE_LIBRARY},
    {"mesh", RLV_STAGE_MESH},
    {"amplification", RLV_STAGE_AMPLIFICATION},
    {"node", RLV_STAGE_NODE},
};

unsigned rlv_op_stage_bit(const char *stage) {
  for (size_t i = 0; i < COUNT(stage_names); i++)
    if (strcmp(stage_names[i].name, stage) == 0)
      return stage_names[i].bit;
  return 0;
}

const char *rlv_op_stage_names(unsigned mask, char *buf, size_t cap) {
  size_t used = 0;
  buf[0] = '\0';
  for (size_t i = 0; i < COUNT(stage_names) && used < cap; i++)
    if (mask & stage_names[i].bit)
      used +=
          (size_t)snprintf(buf + used, cap - used, "%s%s", used ? ", " : "", stage_names[i].name);
  return buf;
}
