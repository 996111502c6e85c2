/* The rule table, generated from rules.def. */
#include <string.h>

#include "rlv/diag.h"

static const rlv_rule rule_table[RLV_RULE_COUNT] = {
#define RLV_RULE(name, id, sev, summary) [RLV_RULE_##name] = {id, sev, summary},
#include "rlv/rules.def"
#undef RLV_RULE
};

const rlv_rule *rlv_rule_get(rlv_rule_id rule) {
  return (unsigned)rule < RLV_RULE_COUNT ? &rule_table[rule] : NULL;
}

const rlv_rule *rlv_rule_find(const char *id) {
  for (size_t i = 0; i < RLV_RULE_COUNT; i++)
    if (strcmp(rule_table[i].id, id) == 0)
      return &rule_table[i];
  return NULL;
}

const char *rlv_severity_name(rlv_severity sev) {
  switch (sev) {
  case RLV_SEV_NOTE: return "note";
  case RLV_SEV_WARNING: return "warning";
  case RLV_SEV_ERROR: return "error";
  case RLV_SEV_FATAL: return "fatal";
  }
  return "error";
}
