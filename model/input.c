/* Guarded input: size cap, pre-scan (nesting, reference chains), LLVM parse and LLVM verify;
 * bitcode read in a child process first (model/bitcode_child.c). */
#define _POSIX_C_SOURCE 200809L /* fileno, fstat */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <llvm-c/Analysis.h>
#include <llvm-c/ErrorHandling.h>
#include <llvm-c/IRReader.h>
#include <llvm-c/Support.h>

#include "model/bitcode_child.h"
#include "model/llvm_handlers.h"
#include "model/ptrmap.h"
#include "model/util.h"
#include "rlv/input.h"

static void fatal_error_handler(const char *reason) {
  fflush(stdout);
  fprintf(stderr, "rlv: fatal: LLVM fatal error: %s [input-llvm-fatal]\n", reason ? reason : "");
  fflush(stderr);
  _exit(2);
}

/* LLVM's own failed allocations (safe_malloc, container growth) end here instead of in
 * "LLVM ERROR: out of memory" and abort(). It may not allocate: write(2) only. */
static void bad_alloc_handler(void *data, const char *reason, bool gen_crash_diag) {
  (void)data;
  (void)gen_crash_diag;
  static const char head[] = "rlv: fatal: LLVM ran out of memory: ";
  static const char tail[] = " [input-llvm-fatal]\n";
  fflush(stdout);
  ssize_t ignored = write(STDERR_FILENO, head, sizeof head - 1);
  if (reason)
    ignored = write(STDERR_FILENO, reason, strlen(reason));
  ignored = write(STDERR_FILENO, tail, sizeof tail - 1);
  (void)ignored;
  _exit(2);
}

void rlv_process_init(void) {
  LLVMInstallFatalErrorHandler(fatal_error_handler);
  /* Only LLVM's handler, not the operator-new one (the bitcode child installs both): a new
   * handler is process-wide and would turn every failed `new`, Z3's too, into this exit. */
  rlv_llvm_set_bad_alloc_handler(bad_alloc_handler, NULL);
  /* The IR parser runs the verifier from UpgradeDebugInfo and calls report_fatal_error on
   * any broken module; rlv verifies the module itself and reports it as a diagnostic. */
  const char *argv[] = {"rlv", "-disable-auto-upgrade-debug-info"};
  LLVMParseCommandLineOptions(2, argv, NULL);
}

static bool is_bitcode(const char *data, size_t len) {
  static const unsigned char raw[4] = {'B', 'C', 0xC0, 0xDE};
  static const unsigned char wrapper[4] = {0xDE, 0xC0, 0x17, 0x0B};
  return len >= 4 && (memcmp(data, raw, 4) == 0 || memcmp(data, wrapper, 4) == 0);
}

/* LLVM's messages can span lines; a diagnostic keeps the first line. */
/* LLVM names anonymous types by their address (%"type 0x7d260d1e1a00"); such names change
 * from run to run, so they are printed as %"type 0x?" to keep output deterministic. */
static char *without_type_addresses(const char *msg, size_t n) {
  static const char marker[] = "type 0x";
  char *out = rlv_xmalloc(n + 1);
  size_t o = 0;
  for (size_t i = 0; i < n;) {
    /* Only with a hex digit after it: then the "?" replaces at least one character. */
    if (n - i > sizeof marker - 1 && memcmp(msg + i, marker, sizeof marker - 1) == 0 &&
        isxdigit((unsigned char)msg[i + sizeof marker - 1])) {
      memcpy(out + o, marker, sizeof marker - 1);
      o += sizeof marker - 1;
      i += sizeof marker - 1;
      out[o++] = '?';
      while (i < n && isxdigit((unsigned char)msg[i]))
        i++;
    } else {
      out[o++] = msg[i++];
    }
  }
  out[o] = '\0';
  return out;
}

static void report_first_line(rlv_diags *diags, rlv_rule_id rule, const char *prefix, const char *msg) {
  size_t n = msg ? strcspn(msg, "\n") : 0;
  char *line = without_type_addresses(msg ? msg : "", n);
  rlv_report(diags, rule, NULL, "%s%s", prefix, line);
  free(line);
}

/* Shapes of IR that LLVM 22's own verifier crashes on instead of rejecting (found by
 * rlv_fuzz_verify; `opt-22 -passes=verify` crashes the same way). The reason, or NULL. */

/* A TBAA tag, or a type node it reaches, with a null operand: TBAAVerifier casts operands
 * unchecked (after LLVM's own upgrade of old scalar tags, `!{null, ...}` becomes a type
 * node). Valid TBAA has no null operands. `seen` holds the nodes already checked. */
static bool tbaa_crashes_verifier(LLVMValueRef node, rlv_ptrmap *seen, unsigned depth) {
  if (!node || !LLVMIsAMDNode(node) || rlv_ptrmap_has(seen, node))
    return false;
  rlv_ptrmap_put(seen, node, 1);
  unsigned n = LLVMGetMDNodeNumOperands(node);
  if (n == 0)
    return false;
  if (depth > 64)
    return true; /* deeper than any real type tree: refuse rather than recurse on */
  LLVMValueRef *ops = rlv_xmalloc(n * sizeof *ops);
  LLVMGetMDNodeOperands(node, ops);
  bool bad = false;
  for (unsigned i = 0; i < n && !bad; i++)
    bad = !ops[i] || tbaa_crashes_verifier(ops[i], seen, depth + 1);
  free(ops);
  return bad;
}

/* LLVM's verifier asks for module flags by name (Module::getModuleFlag) before it checks
 * them, and that lookup casts every entry's second operand to a string: an entry that is
 * some other node (a !DILocation, a short tuple) crashes it, in opt too. */
static bool module_flags_ok(LLVMModuleRef module) {
  unsigned n = LLVMGetNamedMetadataNumOperands(module, "llvm.module.flags");
  if (!n)
    return true;
  LLVMValueRef *flags = rlv_xmalloc(n * sizeof *flags);
  LLVMGetNamedMetadataOperands(module, "llvm.module.flags", flags);
  bool ok = true;
  for (unsigned i = 0; i < n && ok; i++) {
    unsigned k = flags[i] ? LLVMGetMDNodeNumOperands(flags[i]) : 0;
    if (k < 3 || k > 64) {
      ok = false;
      break;
    }
    LLVMValueRef ops[64];
    LLVMGetMDNodeOperands(flags[i], ops);
    ok = ops[1] && LLVMIsAMDString(ops[1]);
  }
  free(flags);
  return ok;
}

static const char *verifier_crash_reason(LLVMModuleRef module) {
  LLVMContextRef ctx = LLVMGetModuleContext(module);
  unsigned tbaa = LLVMGetMDKindIDInContext(ctx, "tbaa", 4);
  rlv_ptrmap seen = {0};
  const char *reason = NULL;
  for (LLVMValueRef fn = LLVMGetFirstFunction(module); fn; fn = LLVMGetNextFunction(fn))
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
      for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in; in = LLVMGetNextInstruction(in)) {
        rlv_prefetch_ahead(in);
        /* LLVM 22's auto-upgrade of the two-operand llvm.lifetime.* form unlinks a call whose
         * result is used; the verifier then dereferences the missing parent. */
        for (int i = 0, n = LLVMGetNumOperands(in); i < n && !reason; i++) {
          LLVMValueRef op = LLVMGetOperand(in, (unsigned)i);
          if (op && LLVMIsAInstruction(op) && !LLVMGetInstructionParent(op))
            reason = "LLVM's IR upgrade left an instruction that is used but in no basic block "
                     "(e.g. the old two-operand llvm.lifetime.* form with a used result)";
        }
        if (!reason && LLVMHasMetadata(in) &&
            tbaa_crashes_verifier(LLVMGetMetadata(in, tbaa), &seen, 0))
          reason = "a !tbaa tag or type node with a null operand";
        if (reason)
          goto done;
      }
  unsigned n = LLVMGetNamedMetadataNumOperands(module, "llvm.errno.tbaa");
  if (n) {
    LLVMValueRef *tags = rlv_xmalloc(n * sizeof *tags);
    LLVMGetNamedMetadataOperands(module, "llvm.errno.tbaa", tags);
    for (unsigned i = 0; i < n && !reason; i++)
      if (tbaa_crashes_verifier(tags[i], &seen, 0))
        reason = "an !llvm.errno.tbaa tag or type node with a null operand";
    free(tags);
  }
  if (!reason && !module_flags_ok(module))
    reason = "an !llvm.module.flags entry that is not a (behaviour, !\"name\", value) tuple";
done:
  rlv_ptrmap_free(&seen);
  return reason;
}

static bool chain_ok(rlv_diags *diags, const char *what, size_t depth, unsigned bound) {
  if (depth <= bound)
    return true;
  rlv_report(diags, RLV_RULE_INPUT_TOO_DEEP, NULL,
             "%s in a chain %zu levels deep (more than %u); rlv refuses such input", what, depth,
             bound);
  return false;
}

/* Refuses text that would make LLVM recurse deeper than its stack allows. */
static bool prescan_ok(const char *data, size_t len, rlv_diags *diags) {
  rlv_prescan_result scan;
  rlv_prescan(data, len, RLV_MAX_NESTING, &scan);
  if (scan.nesting > RLV_MAX_NESTING) {
    rlv_report(diags, RLV_RULE_INPUT_TOO_DEEP, NULL,
               "brackets nest more than %u levels deep; rlv refuses such input", RLV_MAX_NESTING);
    return false;
  }
  return chain_ok(diags, "metadata nodes refer to each other", scan.metadata_chain,
                  RLV_MAX_METADATA_CHAIN) &&
         chain_ok(diags, "struct types contain each other", scan.type_chain, RLV_MAX_TYPE_CHAIN);
}

/* Textual IR, refused before LLVM sees it if it would overflow LLVM's stack. `terminated`:
 * data[len] is a NUL the text parser may rely on, so no copy is needed. */
static LLVMModuleRef parse_text(LLVMContextRef ctx, const char *name, const char *data, size_t len,
                                bool terminated, rlv_diags *diags) {
  if (memchr(data, '\0', len)) {
    rlv_report(diags, RLV_RULE_INPUT_PARSE_ERROR, NULL, "input contains a NUL byte and is not bitcode");
    return NULL;
  }
  if (!prescan_ok(data, len, diags))
    return NULL;
  /* The text parser needs a NUL-terminated buffer; a copy gives it one when the caller's
   * memory is not. */
  LLVMMemoryBufferRef buf = terminated ? LLVMCreateMemoryBufferWithMemoryRange(data, len, name, 1)
                                       : LLVMCreateMemoryBufferWithMemoryRangeCopy(data, len, name);
  LLVMModuleRef module = NULL;
  char *msg = NULL;
  bool parse_failed = LLVMParseIRInContext2(ctx, buf, &module, &msg);
  LLVMDisposeMemoryBuffer(buf);
  if (parse_failed) {
    report_first_line(diags, RLV_RULE_INPUT_PARSE_ERROR, "", msg);
    LLVMDisposeMessage(msg);
    return NULL;
  }
  const char *crash = verifier_crash_reason(module);
  if (crash) {
    rlv_report(diags, RLV_RULE_INPUT_LLVM_INVALID, NULL, "%s; LLVM's verifier would crash on it",
               crash);
    LLVMDisposeModule(module);
    return NULL;
  }
  if (LLVMVerifyModule(module, LLVMReturnStatusAction, &msg)) {
    report_first_line(diags, RLV_RULE_INPUT_LLVM_INVALID, "LLVM's verifier rejects the module: ", msg);
    LLVMDisposeMessage(msg);
    LLVMDisposeModule(module);
    return NULL;
  }
  LLVMDisposeMessage(msg);
  return module;
}

/* Bitcode goes through a child process (LLVM's bitcode reader dies on corrupt input) and
 * comes back as text, which takes the guarded text path: the pre-scan and the checks below
 * apply to bitcode too. */
static LLVMModuleRef parse_bitcode(LLVMContextRef ctx, const char *name, const char *data, size_t len,
                                   rlv_diags *diags) {
  rlv_bitcode_text bc = rlv_bitcode_to_text(name, data, len, diags);
  LLVMModuleRef module = NULL;
  if (bc.parse_error)
    report_first_line(diags, RLV_RULE_INPUT_PARSE_ERROR, "", bc.parse_error);
  else if (bc.text)
    module = parse_text(ctx, name, bc.text, bc.len, true, diags);
  free(bc.text);
  free(bc.parse_error);
  return module;
}

static LLVMModuleRef parse_module(LLVMContextRef ctx, const char *name, const char *data, size_t len,
                                  bool terminated, rlv_diags *diags) {
  if (len > RLV_MAX_INPUT_BYTES) {
    rlv_report(diags, RLV_RULE_INPUT_TOO_LARGE, NULL, "input is %zu bytes; the cap is %zu bytes", len,
               RLV_MAX_INPUT_BYTES);
    return NULL;
  }
  if (len == 0) {
    rlv_report(diags, RLV_RULE_INPUT_PARSE_ERROR, NULL, "input is empty");
    return NULL;
  }
  return is_bitcode(data, len) ? parse_bitcode(ctx, name, data, len, diags)
                               : parse_text(ctx, name, data, len, terminated, diags);
}

LLVMModuleRef rlv_parse_module(LLVMContextRef ctx, const char *name, const char *data, size_t len,
                               rlv_diags *diags) {
  return parse_module(ctx, name, data, len, false, diags);
}

/* Reads a whole stream, refusing to grow past the cap. The result has a NUL after the data. */
static char *read_stream(FILE *f, size_t *len, bool *too_large) {
  size_t cap = 1 << 16, n = 0;
  char *data = rlv_xmalloc(cap);
  *too_large = false;
  for (;;) {
    if (n + 1 >= cap) {
      if (cap > RLV_MAX_INPUT_BYTES) {
        *too_large = true;
        break;
      }
      cap *= 2;
      data = rlv_xrealloc(data, cap);
    }
    size_t got = fread(data + n, 1, cap - n - 1, f); /* keep room for the NUL */
    n += got;
    if (got == 0)
      break;
  }
  data[n] = '\0';
  *len = n;
  return data;
}

/* A regular file of at most the cap, read by LLVM as it reads a file for opt: mapped into
 * memory rather than copied. NULL (and *handled false) when the file is something else,
 * which is then read as a stream. */
static LLVMModuleRef load_regular_file(LLVMContextRef ctx, const char *path, FILE *f, rlv_diags *diags,
                                       bool *handled) {
  struct stat st;
  *handled = false;
  if (fstat(fileno(f), &st) != 0 || !S_ISREG(st.st_mode))
    return NULL;
  *handled = true;
  if ((uint64_t)st.st_size > RLV_MAX_INPUT_BYTES) {
    rlv_report(diags, RLV_RULE_INPUT_TOO_LARGE, NULL, "input is larger than the cap of %zu bytes",
               RLV_MAX_INPUT_BYTES);
    return NULL;
  }
  LLVMMemoryBufferRef buf = NULL;
  char *msg = NULL;
  if (LLVMCreateMemoryBufferWithContentsOfFile(path, &buf, &msg)) {
    rlv_report(diags, RLV_RULE_INPUT_UNREADABLE, NULL, "cannot read '%s': %s", path,
               msg ? msg : "unknown error");
    LLVMDisposeMessage(msg);
    return NULL;
  }
  /* LLVM's file buffers end in a NUL, as the text parser needs. */
  LLVMModuleRef module =
      parse_module(ctx, path, LLVMGetBufferStart(buf), LLVMGetBufferSize(buf), true, diags);
  LLVMDisposeMemoryBuffer(buf);
  return module;
}

LLVMModuleRef rlv_load_module(LLVMContextRef ctx, const char *path, rlv_diags *diags) {
  bool use_stdin = strcmp(path, "-") == 0;
  FILE *f = use_stdin ? stdin : fopen(path, "rb");
  if (!f) {
    rlv_report(diags, RLV_RULE_INPUT_UNREADABLE, NULL, "cannot open '%s': %s", path, strerror(errno));
    return NULL;
  }
  if (!use_stdin) {
    bool handled = false;
    LLVMModuleRef module = load_regular_file(ctx, path, f, diags, &handled);
    if (handled) {
      fclose(f);
      return module;
    }
  }
  size_t len = 0;
  bool too_large = false;
  char *data = read_stream(f, &len, &too_large);
  bool failed = ferror(f);
  int err = errno;
  if (!use_stdin)
    fclose(f);
  LLVMModuleRef module = NULL;
  if (failed)
    rlv_report(diags, RLV_RULE_INPUT_UNREADABLE, NULL, "cannot read '%s': %s", path, strerror(err));
  else if (too_large)
    rlv_report(diags, RLV_RULE_INPUT_TOO_LARGE, NULL, "input is larger than the cap of %zu bytes",
               RLV_MAX_INPUT_BYTES);
  else
    module = parse_module(ctx, path, data, len, true, diags);
  free(data);
  return module;
}
