/* Writers for a proof report: text, JSON and SARIF. */
#include <stdio.h>
#include <string.h>

#include "model/util.h"
#include "rlv/json.h"
#include "smt/dxil_ops.h"
#include "smt/smt.h"

const char *rlv_verdict_name(rlv_verdict v) {
  switch (v) {
  case RLV_VERDICT_PROVED:
    return "proved";
  case RLV_VERDICT_BOUNDED:
    return "bounded";
  case RLV_VERDICT_REFUTED:
    return "refuted";
  default:
    return "unknown";
  }
}

static void cex_text(const rlv_cex *c, rlv_buf *b) {
  rlv_buf_printf(b, "%s", c->observation ? c->observation : "difference");
  if (c->resource)
    rlv_buf_printf(b, " of %s", c->resource);
  if (c->family)
    rlv_buf_printf(b, " (%s)", c->family);
  if (c->has_element)
    rlv_buf_printf(b, " element %llu", (unsigned long long)c->element);
  if (c->has_byte)
    rlv_buf_printf(b, " byte %llu", (unsigned long long)c->byte);
  if (c->has_lane)
    rlv_buf_printf(b, " lane %u", c->lane);
  if (c->before || c->after)
    rlv_buf_printf(b, ": before %s, after %s", c->before ? c->before : "?",
                   c->after ? c->after : "?");
}

char sx_reg_letter(unsigned cls) {
  return cls == SX_CLASS_SRV ? 't' : cls == SX_CLASS_UAV ? 'u' : cls == SX_CLASS_CBUFFER ? 'b' : 's';
}

/* Whether the counterexample's check bit for `m` is what a reader expects without being
 * told: mapped exactly inside the buffer's length (a unit of a buffer whose length in those
 * units the counterexample does not give is never what is expected). */
static bool check_bit_expected(const rlv_cex *c, const rlv_cex_mapped *m) {
  for (size_t i = 0; i < c->nlengths; i++) {
    const rlv_cex_length *l = &c->lengths[i];
    if (l->res_class != m->res_class || l->space != m->space || l->reg != m->reg ||
        l->bytes != m->word)
      continue;
    bool inside = m->word ? m->unit * 4 < l->value : m->unit < l->value;
    return inside == m->mapped;
  }
  return false;
}

/* "  lengths: u1 space 3 = 64 bytes, ..." and "  check bits: u1 space 3 word 15 unmapped, ..."
 * (only those that differ from "mapped inside the length"; JSON lists them all). */
static void buffer_inputs_text(const rlv_cex *c, FILE *out) {
  for (size_t i = 0; i < c->nlengths; i++) {
    const rlv_cex_length *l = &c->lengths[i];
    fprintf(out, "%s%c%u space %u = %llu %s", i ? ", " : "  lengths: ", sx_reg_letter(l->res_class),
            l->reg, l->space, (unsigned long long)l->value, l->bytes ? "bytes" : "elements");
  }
  if (c->nlengths)
    fputc('\n', out);
  bool any = false;
  for (size_t i = 0; i < c->nmapped; i++) {
    const rlv_cex_mapped *m = &c->mapped[i];
    if (check_bit_expected(c, m))
      continue;
    fprintf(out, "%s%c%u space %u %s %llu %s", any ? ", " : "  check bits: ",
            sx_reg_letter(m->res_class), m->reg, m->space, m->word ? "word" : "element",
            (unsigned long long)m->unit, m->mapped ? "mapped" : "unmapped");
    any = true;
  }
  if (any)
    fputc('\n', out);
}

static void write_text(const rlv_proof_report *r, FILE *out) {
  for (size_t i = 0; i < r->count; i++) {
    const rlv_function_proof *f = &r->fns[i];
    rlv_buf b = {0};
    rlv_buf_printf(&b, "%s: in function @%s: %s (%.2f ms)", r->after_file ? r->after_file : "-",
                   f->name, rlv_verdict_name(f->verdict), f->ms);
    if (f->verdict == RLV_VERDICT_REFUTED) {
      rlv_buf_puts(&b, ": ");
      if (f->has_cex && f->cex.observation && strcmp(f->cex.observation, "implicit binding"))
        cex_text(&f->cex, &b);
      else if (f->reason)
        rlv_buf_printf(&b, "implicit binding: %s", f->reason);
    } else if (f->reason) {
      rlv_buf_printf(&b, ": %s", f->reason);
    }
    fprintf(out, "%s\n", b.data);
    if (f->has_cex && f->cex.inputs)
      fprintf(out, "  inputs: %s\n", f->cex.inputs);
    if (f->has_cex)
      buffer_inputs_text(&f->cex, out);
    rlv_buf_free(&b);
  }
}

static void json_cex(FILE *out, const rlv_cex *c) {
  fputs("{\"observation\": ", out);
  rlv_json_string(out, c->observation);
  if (c->has_resource) {
    fprintf(out, ", \"class\": %u, \"space\": %u, \"register\": %u, \"resource\": ", c->res_class,
            c->space, c->reg);
    rlv_json_string(out, c->resource);
  }
  if (c->family) {
    fputs(", \"family\": ", out);
    rlv_json_string(out, c->family);
  }
  if (c->has_element)
    fprintf(out, ", \"element\": %llu", (unsigned long long)c->element);
  if (c->has_byte)
    fprintf(out, ", \"byte\": %llu", (unsigned long long)c->byte);
  if (c->has_lane)
    fprintf(out, ", \"lane\": %u", c->lane);
  fputs(", \"before\": ", out);
  rlv_json_string(out, c->before);
  fputs(", \"after\": ", out);
  rlv_json_string(out, c->after);
  fputs(", \"inputs\": ", out);
  rlv_json_string(out, c->inputs);
  fputs(", \"lengths\": [", out);
  for (size_t i = 0; i < c->nlengths; i++)
    fprintf(out, "%s{\"class\": %u, \"space\": %u, \"register\": %u, \"unit\": \"%s\", \"value\": %llu}",
            i ? ", " : "", c->lengths[i].res_class, c->lengths[i].space, c->lengths[i].reg,
            c->lengths[i].bytes ? "bytes" : "elements", (unsigned long long)c->lengths[i].value);
  fputs("], \"check_bits\": [", out);
  for (size_t i = 0; i < c->nmapped; i++)
    fprintf(out, "%s{\"class\": %u, \"space\": %u, \"register\": %u, \"%s\": %llu, \"mapped\": %s}",
            i ? ", " : "", c->mapped[i].res_class, c->mapped[i].space, c->mapped[i].reg,
            c->mapped[i].word ? "word" : "element", (unsigned long long)c->mapped[i].unit,
            c->mapped[i].mapped ? "true" : "false");
  static const char *const cell_kind[RLV_CELL_KINDS] = {"raw byte", "typed lane", "counter",
                                                         "cbuffer byte"};
  fputs("], \"contents\": [", out);
  for (size_t i = 0; i < c->ncells; i++)
    fprintf(out, "%s{\"kind\": \"%s\", \"class\": %u, \"space\": %u, \"register\": %u, \"index\": %llu, \"value\": %llu}",
            i ? ", " : "", cell_kind[c->cells[i].kind], c->cells[i].res_class, c->cells[i].space,
            c->cells[i].reg, (unsigned long long)c->cells[i].index, (unsigned long long)c->cells[i].value);
  fputs("], \"content_defaults\": {", out);
  bool first = true;
  for (unsigned k = 0; k < RLV_CELL_KINDS; k++)
    if (c->has_default[k]) {
      fprintf(out, "%s\"%s\": %llu", first ? "" : ", ", cell_kind[k], (unsigned long long)c->cell_default[k]);
      first = false;
    }
  fputs("}}", out);
}

static void write_json(const rlv_proof_report *r, FILE *out) {
  fputs("{\"before\": ", out);
  rlv_json_string(out, r->before_file);
  rlv_json_bytes_member(out, "before_bytes", r->before_file);
  fputs(", \"after\": ", out);
  rlv_json_string(out, r->after_file);
  rlv_json_bytes_member(out, "after_bytes", r->after_file);
  fprintf(out, ", \"unroll\": %u, \"functions\": [", r->unroll);
  for (size_t i = 0; i < r->count; i++) {
    const rlv_function_proof *f = &r->fns[i];
    fputs(i ? ",\n  {" : "\n  {", out);
    fputs("\"name\": ", out);
    rlv_json_string(out, f->name);
    fprintf(out, ", \"verdict\": \"%s\", \"bounded\": %s, \"ms\": %.3f, \"reason\": ",
            rlv_verdict_name(f->verdict), f->verdict == RLV_VERDICT_BOUNDED ? "true" : "false",
            f->ms);
    rlv_json_string(out, f->reason);
    if (f->has_cex) {
      fputs(", \"counterexample\": ", out);
      json_cex(out, &f->cex);
    }
    fputs("}", out);
  }
  fputs("\n]}\n", out);
}

static void write_sarif(const rlv_proof_report *r, FILE *out) {
  fputs("{\"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\", \"version\": \"2.1.0\", "
        "\"runs\": [{\"tool\": {\"driver\": {\"name\": \"rlv\", \"rules\": ["
        "{\"id\": \"prove-refuted\", \"shortDescription\": {\"text\": \"AFTER does not refine BEFORE\"}}, "
        "{\"id\": \"prove-unknown\", \"shortDescription\": {\"text\": \"the prover could not decide\"}}]}}, "
        "\"results\": [",
        out);
  bool first = true;
  for (size_t i = 0; i < r->count; i++) {
    const rlv_function_proof *f = &r->fns[i];
    if (f->verdict != RLV_VERDICT_REFUTED && f->verdict != RLV_VERDICT_UNKNOWN)
      continue;
    rlv_buf msg = {0};
    rlv_buf_printf(&msg, "@%s: %s", f->name, rlv_verdict_name(f->verdict));
    if (f->has_cex && f->cex.observation && strcmp(f->cex.observation, "implicit binding")) {
      rlv_buf_puts(&msg, ": ");
      cex_text(&f->cex, &msg);
      if (f->cex.inputs)
        rlv_buf_printf(&msg, "; inputs: %s", f->cex.inputs);
    } else if (f->reason) {
      rlv_buf_printf(&msg, ": %s", f->reason);
    }
    fputs(first ? "\n  {" : ",\n  {", out);
    first = false;
    fprintf(out, "\"ruleId\": \"%s\", \"level\": \"%s\", \"message\": {\"text\": ",
            f->verdict == RLV_VERDICT_REFUTED ? "prove-refuted" : "prove-unknown",
            f->verdict == RLV_VERDICT_REFUTED ? "error" : "warning");
    rlv_json_string(out, msg.data);
    fputs("}, \"locations\": [{\"physicalLocation\": {\"artifactLocation\": {\"uri\": ", out);
    rlv_json_string(out, r->after_file ? r->after_file : "-");
    if (r->after_file && !rlv_utf8_valid(r->after_file)) {
      fputs(", \"properties\": {\"file_bytes\": ", out);
      rlv_json_hex(out, r->after_file);
      fputc('}', out);
    }
    fputs("}}, \"logicalLocations\": [{\"name\": ", out);
    rlv_json_string(out, f->name);
    fputs(", \"kind\": \"function\"}]}]}", out);
    rlv_buf_free(&msg);
  }
  fputs("\n]}]}\n", out);
}

void rlv_proof_report_write(const rlv_proof_report *report, rlv_format format, FILE *out) {
  switch (format) {
  case RLV_FORMAT_JSON: write_json(report, out); break;
  case RLV_FORMAT_SARIF: write_sarif(report, out); break;
  default: write_text(report, out); break;
  }
}
