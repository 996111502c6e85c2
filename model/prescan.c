/* The pre-scan of textual IR, before LLVM sees it: how deep brackets nest, and how long the
 * chains of references between named definitions are (`!0 = !{!1}`, `%T0 = type { %T1 }`).
 * LLVM's parser and verifier recurse once per bracket level and once per link of such a
 * chain, so either, deep enough, overflows the stack. One pass; the loop is on the path of
 * every input, so the common byte costs one table load. */
#include <ctype.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "model/chain_graph.h"
#include "model/util.h"
#include "rlv/input.h"

enum {
  SCAN_OTHER,
  SCAN_COMMENT,
  SCAN_STRING,
  SCAN_OPEN,
  SCAN_CLOSE,
  SCAN_BANG,    /* !N: a metadata node's definition or a reference to it */
  SCAN_PERCENT, /* %name: a type's definition or a reference to it */
  SCAN_EQUALS,  /* at the top level, the start of some other definition */
};

#define BRACKET_CLASSES                                                                        \
  [';'] = SCAN_COMMENT, ['"'] = SCAN_STRING, ['('] = SCAN_OPEN, ['['] = SCAN_OPEN,             \
  ['{'] = SCAN_OPEN, ['<'] = SCAN_OPEN, [')'] = SCAN_CLOSE, [']'] = SCAN_CLOSE,                \
  ['}'] = SCAN_CLOSE, ['>'] = SCAN_CLOSE

/* Inside function bodies (nested, outside any definition) only brackets matter: the `%`
 * of every value there is skipped as cheaply as any other byte. */
static const unsigned char body_class[256] = {BRACKET_CLASSES};
/* At the top level and inside a definition, names matter too. */
static const unsigned char top_class[256] = {
    BRACKET_CLASSES, ['!'] = SCAN_BANG, ['%'] = SCAN_PERCENT, ['='] = SCAN_EQUALS};

#define NO_DEF UINT32_MAX

typedef struct scanner {
  const unsigned char *end;
  unsigned depth;
  uint32_t def;     /* the definition being read, or NO_DEF */
  bool def_is_type; /* a type's (else a metadata node's) */
  rlv_chain_graph graph;
  rlv_buf unescaped; /* a quoted name with escapes, as LLVM reads it */
} scanner;

static bool is_ident(unsigned char c) {
  return isalnum(c) || c == '-' || c == '$' || c == '.' || c == '_';
}

/* LLVM's lexer allows whitespace and comments between `!` and the number of a node. */
static const unsigned char *skip_space(const unsigned char *p, const unsigned char *end) {
  while (p < end) {
    if (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r') {
      p++;
    } else if (*p == ';') {
      const unsigned char *nl = memchr(p, '\n', (size_t)(end - p));
      p = nl ? nl + 1 : end;
    } else {
      break;
    }
  }
  return p;
}

static bool keyword_at(const unsigned char *p, const unsigned char *end, const char *word) {
  size_t n = strlen(word);
  return (size_t)(end - p) >= n && memcmp(p, word, n) == 0 && (p + n == end || !is_ident(p[n]));
}

/* Digits as LLVM reads them: `!007` is `!7`. */
static const unsigned char *strip_zeros(const unsigned char *from, const unsigned char *to) {
  while (to - from > 1 && *from == '0')
    from++;
  return from;
}

static uint32_t node_of(scanner *s, rlv_chain_ns ns, const unsigned char *name, size_t len) {
  return ns == RLV_CHAIN_NS_METADATA ? rlv_chain_metadata_node(&s->graph, (const char *)name, len)
                                     : rlv_chain_node_of(&s->graph, ns, (const char *)name, len);
}

static void start_def(scanner *s, rlv_chain_ns ns, const unsigned char *name, size_t len) {
  s->def = node_of(s, ns, name, len);
  s->def_is_type = ns != RLV_CHAIN_NS_METADATA;
  rlv_chain_define(&s->graph, s->def);
}

static void add_ref(scanner *s, rlv_chain_ns ns, const unsigned char *name, size_t len) {
  uint32_t to = node_of(s, ns, name, len);
  rlv_chain_ref(&s->graph, s->def, to, s->depth);
}

/* `p` is at a `!`. Returns where scanning resumes. */
static const unsigned char *on_bang(scanner *s, const unsigned char *p) {
  const unsigned char *digits = skip_space(p + 1, s->end), *q = digits;
  while (q < s->end && isdigit(*q))
    q++;
  if (q == digits)
    return p + 1; /* !{, !"str", !DILocation, !name: not a node number */
  const unsigned char *name = strip_zeros(digits, q);
  if (s->depth == 0) {
    const unsigned char *eq = skip_space(q, s->end);
    if (eq < s->end && *eq == '=') {
      start_def(s, RLV_CHAIN_NS_METADATA, name, (size_t)(q - name));
      return eq + 1;
    }
  }
  if (s->def != NO_DEF && !s->def_is_type)
    add_ref(s, RLV_CHAIN_NS_METADATA, name, (size_t)(q - name));
  return q;
}

/* Reads the name after `%` into name and len (a quoted one unescaped); returns the end of the
 * token, or NULL if no name follows. */
static const unsigned char *read_type_name(scanner *s, const unsigned char *p, rlv_chain_ns *ns,
                                           const unsigned char **name, size_t *len) {
  const unsigned char *q = p + 1, *end = s->end;
  if (q < end && *q == '"') {
    const unsigned char *close = memchr(q + 1, '"', (size_t)(end - q - 1));
    if (!close)
      return NULL;
    *ns = RLV_CHAIN_NS_TYPE_NAMED;
    *name = q + 1;
    *len = (size_t)(close - q - 1);
    if (memchr(*name, '\\', *len)) {
      s->unescaped.len = 0;
      for (const unsigned char *c = *name; c < close;) {
        char byte = (char)*c;
        size_t used = 1;
        if (*c == '\\' && close - c > 1 && c[1] == '\\') {
          used = 2;
        } else if (*c == '\\' && close - c > 2 && isxdigit(c[1]) && isxdigit(c[2])) {
          char hex[3] = {(char)c[1], (char)c[2], 0};
          byte = (char)strtol(hex, NULL, 16);
          used = 3;
        }
        rlv_buf_append(&s->unescaped, &byte, 1);
        c += used;
      }
      *name = (const unsigned char *)s->unescaped.data;
      *len = s->unescaped.len;
    }
    return close + 1;
  }
  if (q < end && isdigit(*q)) {
    while (q < end && isdigit(*q))
      q++;
    *ns = RLV_CHAIN_NS_TYPE_NUMBERED;
    *name = strip_zeros(p + 1, q);
    *len = (size_t)(q - *name);
    return q;
  }
  if (q < end && is_ident(*q)) {
    while (q < end && is_ident(*q))
      q++;
    *ns = RLV_CHAIN_NS_TYPE_NAMED;
    *name = p + 1;
    *len = (size_t)(q - p - 1);
    return q;
  }
  return NULL;
}

/* `p` is at a `%`. Returns where scanning resumes. */
static const unsigned char *on_percent(scanner *s, const unsigned char *p) {
  rlv_chain_ns ns;
  const unsigned char *name;
  size_t len;
  const unsigned char *q = read_type_name(s, p, &ns, &name, &len);
  if (!q)
    return p + 1;
  if (s->depth == 0) {
    const unsigned char *eq = skip_space(q, s->end);
    if (eq < s->end && *eq == '=') {
      const unsigned char *kw = skip_space(eq + 1, s->end);
      if (!keyword_at(kw, s->end, "type"))
        return q; /* a global's `%T` or an invalid line: not a type definition */
      const unsigned char *body = skip_space(kw + 4, s->end);
      s->def = NO_DEF;
      if (keyword_at(body, s->end, "opaque"))
        return body + 6; /* refers to nothing */
      start_def(s, ns, name, len);
      return kw + 4;
    }
  }
  if (s->def != NO_DEF && s->def_is_type)
    add_ref(s, ns, name, len);
  return q;
}

void rlv_prescan(const char *data, size_t len, unsigned max_nesting, rlv_prescan_result *out) {
  const unsigned char *p = (const unsigned char *)data, *end = p + len;
  scanner s = {.end = end, .def = NO_DEF};
  rlv_chain_init(&s.graph, len);
  /* The hot state lives in locals (the scanner escapes into the token readers, so its fields
   * would be reloaded on every byte); they are synchronised around the rare token calls. */
  const unsigned char *table = top_class;
  unsigned depth = 0, deepest = 0;
  while (p < end) {
    /* Most bytes are of no interest: skip them four at a time. */
    while (end - p >= 4 && (table[p[0]] | table[p[1]] | table[p[2]] | table[p[3]]) == SCAN_OTHER)
      p += 4;
    if (p == end)
      break;
    unsigned char cls = table[*p];
    if (cls == SCAN_OTHER) {
      p++;
      continue;
    }
    /* The table changes only where the state it depends on does. */
    if (cls == SCAN_OPEN) {
      if (++depth > deepest) {
        deepest = depth;
        if (deepest > max_nesting)
          break;
      }
      if (s.def == NO_DEF)
        table = body_class;
      p++;
    } else if (cls == SCAN_CLOSE) {
      depth -= depth != 0;
      if (depth == 0) {
        s.def = NO_DEF; /* the definition's bracketed body is complete */
        table = top_class;
      }
      p++;
    } else if (cls == SCAN_EQUALS) {
      if (depth == 0)
        s.def = NO_DEF; /* `x = ...`: another entity begins */
      p++;
    } else if (cls == SCAN_BANG || cls == SCAN_PERCENT) {
      s.depth = depth;
      p = cls == SCAN_BANG ? on_bang(&s, p) : on_percent(&s, p);
      table = depth == 0 || s.def != NO_DEF ? top_class : body_class;
    } else {
      /* a comment runs to the end of the line; a string to the next quote (LLVM IR
       * escapes quotes as \22, so there is no escaped quote to skip) */
      const unsigned char *from = cls == SCAN_COMMENT ? p : p + 1;
      const unsigned char *stop = memchr(from, cls == SCAN_COMMENT ? '\n' : '"', (size_t)(end - from));
      p = stop ? stop + 1 : end;
    }
  }
  out->nesting = deepest;
  rlv_chain_depths chains = {0, 0};
  if (deepest <= max_nesting) /* else refused anyway; the chains are not needed */
    chains = rlv_chain_longest(&s.graph);
  out->metadata_chain = chains.metadata;
  out->type_chain = chains.types;
  rlv_chain_free(&s.graph);
  rlv_buf_free(&s.unescaped);
}

unsigned rlv_scan_nesting(const char *data, size_t len, unsigned max_depth) {
  rlv_prescan_result result;
  rlv_prescan(data, len, max_depth, &result);
  return result.nesting;
}
