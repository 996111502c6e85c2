/* Writing diagnostics as text, JSON and SARIF 2.1.0. */
#include <string.h>

#include "model/util.h"
#include "rlv/diag.h"
#include "rlv/json.h"
#include "rlv/version.h"

bool rlv_format_parse(const char *name, rlv_format *format) {
  if (strcmp(name, "text") == 0)
    *format = RLV_FORMAT_TEXT;
  else if (strcmp(name, "json") == 0)
    *format = RLV_FORMAT_JSON;
  else if (strcmp(name, "sarif") == 0)
    *format = RLV_FORMAT_SARIF;
  else
    return false;
  return true;
}

static void write_text(const rlv_diags *diags, FILE *out) {
  for (size_t i = 0; i < rlv_diags_count(diags); i++) {
    const rlv_diag *d = rlv_diags_at(diags, i);
    fprintf(out, "%s:", d->file);
    if (d->function)
      fprintf(out, " in function @%s:", d->function);
    fprintf(out, " %s: %s [%s]\n", rlv_severity_name(d->severity), d->message,
            rlv_rule_get(d->rule)->id);
    if (d->instruction)
      fprintf(out, "  %s\n", d->instruction);
  }
}

static void write_json(const rlv_diags *diags, FILE *out) {
  fprintf(out, "{\"tool\":\"rlv\",\"version\":\"%s\",\"diagnostics\":[", RLV_VERSION_STRING);
  for (size_t i = 0; i < rlv_diags_count(diags); i++) {
    const rlv_diag *d = rlv_diags_at(diags, i);
    fputs(i ? ",\n" : "\n", out);
    fputs("{\"file\":", out);
    rlv_json_string(out, d->file);
    rlv_json_bytes_member(out, "file_bytes", d->file);
    fputs(",\"function\":", out);
    rlv_json_string(out, d->function);
    fputs(",\"rule\":", out);
    rlv_json_string(out, rlv_rule_get(d->rule)->id);
    fputs(",\"severity\":", out);
    rlv_json_string(out, rlv_severity_name(d->severity));
    fputs(",\"message\":", out);
    rlv_json_string(out, d->message);
    fputs(",\"instruction\":", out);
    rlv_json_string(out, d->instruction);
    fputc('}', out);
  }
  fputs("\n]}\n", out);
}

static const char *sarif_level(rlv_severity sev) {
  switch (sev) {
  case RLV_SEV_NOTE: return "note";
  case RLV_SEV_WARNING: return "warning";
  default: return "error";
  }
}

static void write_sarif(const rlv_diags *diags, FILE *out) {
  fputs("{\"$schema\":\"https://json.schemastore.org/sarif-2.1.0.json\",\"version\":\"2.1.0\","
        "\"runs\":[{\"tool\":{\"driver\":{\"name\":\"rlv\",\"version\":\"" RLV_VERSION_STRING "\","
        
        "\"rules\":[",
        out);
  for (size_t r = 0; r < RLV_RULE_COUNT; r++) {
    const rlv_rule *rule = rlv_rule_get((rlv_rule_id)r);
    fputs(r ? ",\n" : "\n", out);
    fputs("{\"id\":", out);
    rlv_json_string(out, rule->id);
    fputs(",\"shortDescription\":{\"text\":", out);
    rlv_json_string(out, rule->summary);
    fprintf(out, "},\"defaultConfiguration\":{\"level\":\"%s\"}}", sarif_level(rule->severity));
  }
  fputs("]}},\n\"results\":[", out);
  for (size_t i = 0; i < rlv_diags_count(diags); i++) {
    const rlv_diag *d = rlv_diags_at(diags, i);
    fputs(i ? ",\n" : "\n", out);
    fputs("{\"ruleId\":", out);
    rlv_json_string(out, rlv_rule_get(d->rule)->id);
    fprintf(out, ",\"ruleIndex\":%u,\"level\":\"%s\",\"message\":{\"text\":", (unsigned)d->rule,
            sarif_level(d->severity));
    rlv_json_string(out, d->message);
    fputs("},\"locations\":[{\"physicalLocation\":{\"artifactLocation\":{\"uri\":", out);
    rlv_json_uri(out, d->file);
    if (!rlv_utf8_valid(d->file)) { /* the exact name, also as bytes */
      fputs(",\"properties\":{\"file_bytes\":", out);
      rlv_json_hex(out, d->file);
      fputc('}', out);
    }
    fputs("}}", out);
    if (d->function) {
      fputs(",\"logicalLocations\":[{\"kind\":\"function\",\"name\":", out);
      rlv_json_string(out, d->function);
      fputs("}]", out);
    }
    fputs("}]", out);
    if (d->instruction) {
      fputs(",\"properties\":{\"instruction\":", out);
      rlv_json_string(out, d->instruction);
      fputc('}', out);
    }
    fputc('}', out);
  }
  fputs("\n]}]}\n", out);
}

void rlv_diags_write(const rlv_diags *diags, rlv_format format, FILE *out) {
  switch (format) {
  case RLV_FORMAT_TEXT: write_text(diags, out); break;
  case RLV_FORMAT_JSON: write_json(diags, out); break;
  case RLV_FORMAT_SARIF: write_sarif(diags, out); break;
  }
}
