/* The graph of named definitions in textual IR (numbered metadata nodes, struct types) and
 * the references between them, for the input pre-scan: how deep can LLVM's parser and
 * verifier recurse when they follow these references? */
#ifndef RLV_MODEL_CHAIN_GRAPH_H
#define RLV_MODEL_CHAIN_GRAPH_H

#include <stddef.h>
#include <stdint.h>

/* Name spaces: a name is looked up within its own. */
typedef enum rlv_chain_ns {
  RLV_CHAIN_NS_METADATA,   /* !N */
  RLV_CHAIN_NS_TYPE_NAMED, /* %name, %"name" */
  RLV_CHAIN_NS_TYPE_NUMBERED, /* %N */
  RLV_CHAIN_NS_COUNT
} rlv_chain_ns;

typedef struct rlv_chain_node {
  uint64_t hash;
  size_t name; /* offset into names */
  uint32_t len;
  uint8_t ns;
  uint8_t defined;
  uint8_t hashed; /* in the hash table (dense metadata numbers are not) */
  uint32_t weight; /* levels this definition adds to a chain through it (0 if undefined) */
} rlv_chain_node;

typedef struct rlv_chain_edge {
  uint32_t from, to;
} rlv_chain_edge;

typedef struct rlv_chain_graph {
  rlv_chain_node *nodes;
  size_t node_count, node_cap;
  uint32_t *slots; /* open addressing: node index + 1, or 0 */
  size_t slot_cap; /* a power of two */
  size_t hashed_count;
  rlv_chain_edge *edges;
  size_t edge_count, edge_cap;
  char *names;
  size_t names_len, names_cap;
  /* Metadata numbers below dense_limit map straight to nodes (LLVM numbers nodes densely
   * from 0); larger ones go through the hash table like names do. */
  uint32_t *dense; /* node index + 1, or 0 */
  size_t dense_len, dense_limit;
  uint64_t seed; /* so that no input can be built to collide in the table */
} rlv_chain_graph;

typedef struct rlv_chain_depths {
  size_t metadata; /* the longest chain through metadata nodes, in levels */
  size_t types;    /* the longest chain through struct types, in levels */
} rlv_chain_depths;

/* `input_len`: the size of the text the names come from (it sizes the dense table). */
void rlv_chain_init(rlv_chain_graph *g, size_t input_len);
void rlv_chain_free(rlv_chain_graph *g);
/* The node of a canonical name (interned on first use). */
uint32_t rlv_chain_node_of(rlv_chain_graph *g, rlv_chain_ns ns, const char *name, size_t len);
/* The node of metadata number `digits` (decimal, no leading zeros). */
uint32_t rlv_chain_metadata_node(rlv_chain_graph *g, const char *digits, size_t len);
void rlv_chain_define(rlv_chain_graph *g, uint32_t node);
/* `from`'s definition refers to `to` at bracket depth `depth` within it. */
void rlv_chain_ref(rlv_chain_graph *g, uint32_t from, uint32_t to, unsigned depth);
/* Longest chains, in linear time. A chain that runs into a cycle counts every definition of
 * the cycle (a walk may go round it in any order), so the result bounds the depth of any
 * depth-first walk LLVM makes over these references, whatever order it visits them in. */
rlv_chain_depths rlv_chain_longest(const rlv_chain_graph *g);

#endif
