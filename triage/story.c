/* The story of a refutation, for a person: the counterexample's inputs (arguments and thread
 * ids, buffer lengths, check bits, initial contents), the observed difference, and the
 * instructions of each side that make it. */
#include <inttypes.h>
#include <string.h>

#include "model/util.h"
#include "triage/triage_private.h"

static char reg_letter(unsigned cls) { return "tusb"[cls < 4 ? cls : 3]; }

static const char *const cell_kind[RLV_CELL_KINDS] = {"byte", "lane", "counter", "cbuffer byte"};

static void site_line(rlv_buf *b, const char *side, const rlv_triage_site *s) {
  if (!s->found) {
    rlv_buf_printf(b, "  %-6s (no instruction)\n", side);
    return;
  }
  rlv_buf_printf(b, "  %-6s @%s, %s: %s", side, s->function, s->block, s->text);
  if (s->dbg)
    rlv_buf_printf(b, "   ; %s", s->dbg);
  rlv_buf_puts(b, "\n");
}

char *tr_story(const rlv_function_proof *f, const rlv_triage_finding *fd) {
  rlv_buf b = {0};
  rlv_buf_printf(&b, "@%s is refuted [%s]: %s", f->name, fd->kind, fd->signature);
  if (f->has_cex) {
    const rlv_cex *c = &f->cex;
    if (c->family)
      rlv_buf_printf(&b, " (%s)", c->family);
    if (c->has_element)
      rlv_buf_printf(&b, " element %" PRIu64, c->element);
    if (c->has_byte)
      rlv_buf_printf(&b, " byte %" PRIu64, c->byte);
    if (c->has_lane)
      rlv_buf_printf(&b, " lane %u", c->lane);
    if (c->before || c->after)
      rlv_buf_printf(&b, ": BEFORE gives %s, AFTER gives %s", c->before ? c->before : "?",
                     c->after ? c->after : "?");
    rlv_buf_puts(&b, "\n");
    rlv_buf_printf(&b, "inputs: %s\n", c->inputs && *c->inputs ? c->inputs : "(none)");
    for (size_t i = 0; i < c->nlengths; i++)
      rlv_buf_printf(&b, "%s%c%u space %u = %" PRIu64 " %s",
                     i ? ", " : "lengths: ", reg_letter(c->lengths[i].res_class), c->lengths[i].reg,
                     c->lengths[i].space, c->lengths[i].value,
                     c->lengths[i].bytes ? "bytes" : "elements");
    if (c->nlengths)
      rlv_buf_puts(&b, "\n");
    for (size_t i = 0; i < c->nmapped; i++)
      rlv_buf_printf(&b, "%s%c%u space %u %s %" PRIu64 " %s",
                     i ? ", " : "check bits: ", reg_letter(c->mapped[i].res_class),
                     c->mapped[i].reg, c->mapped[i].space, c->mapped[i].word ? "word" : "element",
                     c->mapped[i].unit, c->mapped[i].mapped ? "mapped" : "unmapped");
    if (c->nmapped)
      rlv_buf_puts(&b, "\n");
    bool any = false;
    for (size_t i = 0; i < c->ncells && i < 64; i++, any = true)
      rlv_buf_printf(&b, "%s%c%u space %u %s %" PRIu64 " = 0x%" PRIx64,
                     i ? ", " : "initial contents: ", reg_letter(c->cells[i].res_class),
                     c->cells[i].reg, c->cells[i].space, cell_kind[c->cells[i].kind],
                     c->cells[i].index, c->cells[i].value);
    for (int k = 0; k < RLV_CELL_KINDS; k++)
      if (c->has_default[k]) {
        rlv_buf_printf(&b, "%severy other %s = 0x%" PRIx64,
                       any ? "; " : "initial contents: ", cell_kind[k], c->cell_default[k]);
        any = true;
      }
    if (any)
      rlv_buf_puts(&b, "\n");
  } else {
    rlv_buf_printf(&b, "\n%s\n", f->reason ? f->reason : "");
  }
  rlv_buf_printf(&b, "first wrong access (%s):\n", fd->how);
  site_line(&b, "AFTER", &fd->after);
  site_line(&b, "BEFORE", &fd->before);
  if (fd->after_handle.found || fd->before_handle.found) {
    rlv_buf_puts(&b, "the handle it goes through comes from:\n");
    if (fd->after_handle.found)
      site_line(&b, "AFTER", &fd->after_handle);
    if (fd->before_handle.found)
      site_line(&b, "BEFORE", &fd->before_handle);
  }
  if (fd->after_origin.found || fd->before_origin.found) {
    rlv_buf_puts(&b, "the written value comes from:\n");
    if (fd->after_origin.found)
      site_line(&b, "AFTER", &fd->after_origin);
    if (fd->before_origin.found)
      site_line(&b, "BEFORE", &fd->before_origin);
  }
  return b.data;
}
