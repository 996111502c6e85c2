/* Named definitions and their references; the longest chain through them in linear time. */
#define _DEFAULT_SOURCE /* getrandom */
#include "model/chain_graph.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>

#include "model/util.h"

#define NO_INDEX UINT32_MAX

void rlv_chain_init(rlv_chain_graph *g, size_t input_len) {
  memset(g, 0, sizeof *g);
  g->dense_limit = input_len / 8; /* `!N = !{}` takes 9 bytes: dense numbers stay below */
  /* A random seed: the table's layout is not known in advance, so no input can be made of
   * names that all land in one slot (the result never depends on the seed). */
  if (getrandom(&g->seed, sizeof g->seed, GRND_NONBLOCK) != (ssize_t)sizeof g->seed)
    g->seed = (uint64_t)(uintptr_t)g ^ (uint64_t)(uintptr_t)&rlv_chain_init;
}

void rlv_chain_free(rlv_chain_graph *g) {
  free(g->nodes);
  free(g->slots);
  free(g->edges);
  free(g->names);
  free(g->dense);
  memset(g, 0, sizeof *g);
}

static uint64_t mix(uint64_t h) {
  h ^= h >> 31;
  h *= 0x9e3779b97f4a7c15u;
  h ^= h >> 29;
  return h;
}

static uint64_t hash_name(uint64_t seed, rlv_chain_ns ns, const char *name, size_t len) {
  uint64_t h = seed ^ ((uint64_t)ns << 56) ^ len;
  size_t i = 0;
  for (; i + 8 <= len; i += 8) {
    uint64_t w;
    memcpy(&w, name + i, 8);
    h = mix(h ^ w);
  }
  uint64_t tail = 0;
  memcpy(&tail, name + i, len - i);
  return mix(mix(h ^ tail) ^ seed);
}

static void grow_slots(rlv_chain_graph *g) {
  size_t cap = g->slot_cap ? g->slot_cap * 2 : 256;
  uint32_t *slots = rlv_xcalloc(cap, sizeof *slots);
  for (size_t i = 0; i < g->node_count; i++) {
    if (!g->nodes[i].hashed)
      continue;
    size_t s = g->nodes[i].hash & (cap - 1);
    while (slots[s])
      s = (s + 1) & (cap - 1);
    slots[s] = (uint32_t)i + 1;
  }
  free(g->slots);
  g->slots = slots;
  g->slot_cap = cap;
}

uint32_t rlv_chain_node_of(rlv_chain_graph *g, rlv_chain_ns ns, const char *name, size_t len) {
  uint64_t h = hash_name(g->seed, ns, name, len);
  if ((g->hashed_count + 1) * 2 > g->slot_cap)
    grow_slots(g);
  size_t s = h & (g->slot_cap - 1);
  for (; g->slots[s]; s = (s + 1) & (g->slot_cap - 1)) {
    const rlv_chain_node *n = &g->nodes[g->slots[s] - 1];
    if (n->hash == h && n->ns == ns && n->len == len && memcmp(g->names + n->name, name, len) == 0)
      return g->slots[s] - 1;
  }
  if (g->node_count == g->node_cap) {
    g->node_cap = g->node_cap ? g->node_cap * 2 : 64;
    g->nodes = rlv_xrealloc(g->nodes, g->node_cap * sizeof *g->nodes);
  }
  if (g->names_len + len > g->names_cap) {
    g->names_cap = (g->names_len + len) * 2 + 256;
    g->names = rlv_xrealloc(g->names, g->names_cap);
  }
  if (len) /* an empty quoted name, %"", has no bytes to copy */
    memcpy(g->names + g->names_len, name, len);
  uint32_t id = (uint32_t)g->node_count++;
  g->nodes[id] = (rlv_chain_node){
      .hash = h, .name = g->names_len, .len = (uint32_t)len, .ns = (uint8_t)ns, .hashed = 1};
  g->hashed_count++;
  g->names_len += len;
  g->slots[s] = id + 1;
  return id;
}

uint32_t rlv_chain_metadata_node(rlv_chain_graph *g, const char *digits, size_t len) {
  size_t id = 0;
  bool dense = len <= 12; /* whether it is dense depends on the number alone */
  for (size_t i = 0; dense && i < len; i++)
    id = id * 10 + (size_t)(digits[i] - '0');
  if (!dense || id >= g->dense_limit)
    return rlv_chain_node_of(g, RLV_CHAIN_NS_METADATA, digits, len);
  if (id >= g->dense_len) {
    size_t grown = g->dense_len ? g->dense_len : 1024;
    while (grown <= id)
      grown *= 2;
    if (grown > g->dense_limit)
      grown = g->dense_limit;
    g->dense = rlv_xrealloc(g->dense, grown * sizeof *g->dense);
    memset(g->dense + g->dense_len, 0, (grown - g->dense_len) * sizeof *g->dense);
    g->dense_len = grown;
  }
  if (!g->dense[id]) {
    /* A node of its own, outside the hash table (the table never sees this number). */
    if (g->node_count == g->node_cap) {
      g->node_cap = g->node_cap ? g->node_cap * 2 : 64;
      g->nodes = rlv_xrealloc(g->nodes, g->node_cap * sizeof *g->nodes);
    }
    g->nodes[g->node_count] = (rlv_chain_node){.ns = RLV_CHAIN_NS_METADATA};
    g->dense[id] = (uint32_t)++g->node_count;
  }
  return g->dense[id] - 1;
}

void rlv_chain_define(rlv_chain_graph *g, uint32_t node) {
  rlv_chain_node *n = &g->nodes[node];
  n->defined = 1;
  if (n->weight == 0)
    n->weight = 1;
}

void rlv_chain_ref(rlv_chain_graph *g, uint32_t from, uint32_t to, unsigned depth) {
  rlv_chain_node *n = &g->nodes[from];
  if (depth > n->weight)
    n->weight = depth; /* each bracket level around the reference is one more level of recursion */
  if (g->edge_count == g->edge_cap) {
    g->edge_cap = g->edge_cap ? g->edge_cap * 2 : 256;
    g->edges = rlv_xrealloc(g->edges, g->edge_cap * sizeof *g->edges);
  }
  g->edges[g->edge_count++] = (rlv_chain_edge){from, to};
}

/* Tarjan's strongly connected components, iterative (the graph comes from the input, so no
 * recursion here either). Components are completed sinks first, so a component's longest
 * chain is known when it completes: its own weight plus the longest among its successors. */
rlv_chain_depths rlv_chain_longest(const rlv_chain_graph *g) {
  rlv_chain_depths out = {0, 0};
  size_t n = g->node_count, m = g->edge_count;
  if (n == 0)
    return out;
  size_t *first = rlv_xcalloc(n + 1, sizeof *first); /* edges of v: targets[first[v]..first[v+1]) */
  uint32_t *targets = rlv_xmalloc((m ? m : 1) * sizeof *targets);
  for (size_t e = 0; e < m; e++)
    first[g->edges[e].from + 1]++;
  for (size_t v = 0; v < n; v++)
    first[v + 1] += first[v];
  size_t *fill = rlv_xmalloc(n * sizeof *fill);
  memcpy(fill, first, n * sizeof *fill);
  for (size_t e = 0; e < m; e++)
    targets[fill[g->edges[e].from]++] = g->edges[e].to;

  uint32_t *index = rlv_xmalloc(n * sizeof *index), *low = rlv_xmalloc(n * sizeof *low);
  uint32_t *stack = rlv_xmalloc(n * sizeof *stack), *calls = rlv_xmalloc(n * sizeof *calls);
  bool *on_stack = rlv_xcalloc(n, sizeof *on_stack);
  size_t *longest = rlv_xcalloc(n, sizeof *longest); /* per node: its component's chain */
  size_t *next = fill; /* reused: the next edge of each node on the call stack */
  for (size_t v = 0; v < n; v++)
    index[v] = NO_INDEX;
  uint32_t counter = 0;
  size_t depth = 0, calls_len = 0;

  for (uint32_t root = 0; root < n; root++) {
    if (index[root] != NO_INDEX)
      continue;
    index[root] = low[root] = counter++;
    stack[depth++] = root;
    on_stack[root] = true;
    next[root] = first[root];
    calls[calls_len++] = root;
    while (calls_len) {
      uint32_t v = calls[calls_len - 1];
      if (next[v] < first[v + 1]) {
        uint32_t w = targets[next[v]++];
        if (index[w] == NO_INDEX) {
          index[w] = low[w] = counter++;
          stack[depth++] = w;
          on_stack[w] = true;
          next[w] = first[w];
          calls[calls_len++] = w;
        } else if (on_stack[w] && index[w] < low[v]) {
          low[v] = index[w];
        }
        continue;
      }
      calls_len--;
      if (calls_len && low[v] < low[calls[calls_len - 1]])
        low[calls[calls_len - 1]] = low[v];
      if (low[v] != index[v])
        continue;
      /* v roots a component: the nodes above it on the stack. Edges from them to nodes still
       * on the stack stay inside the component; all others lead to completed ones. */
      size_t bottom = depth;
      while (stack[--bottom] != v) {
      }
      size_t weight = 0, after = 0;
      for (size_t i = bottom; i < depth; i++) {
        uint32_t x = stack[i];
        weight += g->nodes[x].weight;
        for (size_t e = first[x]; e < first[x + 1]; e++)
          if (!on_stack[targets[e]] && longest[targets[e]] > after)
            after = longest[targets[e]];
      }
      size_t chain = weight + after;
      size_t *best = g->nodes[v].ns == RLV_CHAIN_NS_METADATA ? &out.metadata : &out.types;
      if (chain > *best)
        *best = chain;
      for (size_t i = bottom; i < depth; i++) {
        longest[stack[i]] = chain;
        on_stack[stack[i]] = false;
      }
      depth = bottom;
    }
  }
  free(first);
  free(targets);
  free(fill);
  free(index);
  free(low);
  free(stack);
  free(calls);
  free(on_stack);
  free(longest);
  return out;
}
