/* Diagnostics: the rule table and the list of findings every stage reports into. */
#ifndef RLV_DIAG_H
#define RLV_DIAG_H

#include "rlv/api.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include <llvm-c/Core.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef enum rlv_severity {
  RLV_SEV_NOTE,
  RLV_SEV_WARNING,
  RLV_SEV_ERROR,
  RLV_SEV_FATAL, /* the input could not be used at all (exit 2) */
} rlv_severity;

typedef enum rlv_rule_id {
#define RLV_RULE(name, id, sev, summary) RLV_RULE_##name,
#include "rlv/rules.def"
#undef RLV_RULE
  RLV_RULE_COUNT
} rlv_rule_id;

typedef struct rlv_rule {
  const char *id;      /* stable string, e.g. "binding-overlap" */
  rlv_severity severity;
  const char *summary; /* one line */
} rlv_rule;

RLV_API const rlv_rule *rlv_rule_get(rlv_rule_id rule);
/* NULL when no rule has that id. */
RLV_API const rlv_rule *rlv_rule_find(const char *id);
RLV_API const char *rlv_severity_name(rlv_severity sev);

typedef struct rlv_diag {
  rlv_rule_id rule;
  rlv_severity severity;
  char *file;        /* never NULL ("-" for stdin) */
  char *function;    /* NULL when the finding is module-level */
  char *message;     /* one line */
  char *instruction; /* printed IR of the offending value, or NULL */
} rlv_diag;

typedef struct rlv_diags rlv_diags;

RLV_API rlv_diags *rlv_diags_create(void);
RLV_API void rlv_diags_free(rlv_diags *diags);

/* The file that later reports are attributed to. The string is copied. */
RLV_API void rlv_diags_set_file(rlv_diags *diags, const char *file);
/* Warnings are reported as errors from now on (--werror). */
RLV_API void rlv_diags_set_werror(rlv_diags *diags, bool werror);

/* Reports a finding. `at` is the offending instruction, global or function (or NULL);
 * the function name is taken from it when it is an instruction or function. */
RLV_API void rlv_report(rlv_diags *diags, rlv_rule_id rule, LLVMValueRef at, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
/* Same, with an explicit function name (for findings without an instruction). */
RLV_API void rlv_report_in(rlv_diags *diags, rlv_rule_id rule, const char *function,
                           LLVMValueRef at, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));

RLV_API size_t rlv_diags_count(const rlv_diags *diags);
RLV_API const rlv_diag *rlv_diags_at(const rlv_diags *diags, size_t index);
RLV_API size_t rlv_diags_count_at_least(const rlv_diags *diags, rlv_severity sev);
RLV_API bool rlv_diags_has_rule(const rlv_diags *diags, rlv_rule_id rule);

typedef enum rlv_format { RLV_FORMAT_TEXT, RLV_FORMAT_JSON, RLV_FORMAT_SARIF } rlv_format;

/* Writes every diagnostic to `out` in the given format. */
RLV_API void rlv_diags_write(const rlv_diags *diags, rlv_format format, FILE *out);
/* Parses "text", "json" or "sarif"; false on anything else. */
RLV_API bool rlv_format_parse(const char *name, rlv_format *format);

#ifdef __cplusplus
}
#endif
#endif
