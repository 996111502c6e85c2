/* A pair module: BEFORE and AFTER in one module, so that llvm-reduce shrinks both at once
 * (an access that must go from both sides together goes in one step). AFTER's defined
 * functions and globals take the prefix "rlv.after.", each side's named metadata (other than
 * llvm.*, which linking merges) "rlv.before." or "rlv.after."; declarations are shared. The
 * interestingness test splits a candidate back into the two modules (tr_pair_split). */
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Linker.h>

#include "model/util.h"
#include "rlv/input.h"
#include "triage/triage_private.h"

#define AFTER_PREFIX "rlv.after."
#define BEFORE_PREFIX "rlv.before."

static bool has_prefix(const char *s, const char *p) { return strncmp(s, p, strlen(p)) == 0; }

/* Named metadata lines of printed IR ("!name = !{...}"; numbered nodes start with a digit):
 * `add` prefixes the names that are not llvm.*; `keep` (with `strip`) keeps only the lines
 * whose name has that prefix, without it, and the llvm.* ones. */
static char *edit_named_metadata(const char *text, const char *add, const char *keep) {
  rlv_buf b = {0};
  rlv_buf_puts(&b, "");
  for (const char *p = text; *p;) {
    const char *nl = strchr(p, '\n');
    size_t n = nl ? (size_t)(nl - p + 1) : strlen(p);
    bool named = p[0] == '!' && ((p[1] >= 'a' && p[1] <= 'z') || (p[1] >= 'A' && p[1] <= 'Z') ||
                                 p[1] == '_' || p[1] == '.');
    if (!named || has_prefix(p + 1, "llvm.")) {
      rlv_buf_append(&b, p, n);
    } else if (add) {
      rlv_buf_printf(&b, "!%s", add);
      rlv_buf_append(&b, p + 1, n - 1);
    } else if (has_prefix(p + 1, keep)) {
      rlv_buf_puts(&b, "!");
      rlv_buf_append(&b, p + 1 + strlen(keep), n - 1 - strlen(keep));
    }
    p += n;
  }
  return b.data;
}

static void rename_defined(LLVMModuleRef m, const char *prefix) {
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
    if (!LLVMIsDeclaration(f)) {
      size_t n;
      char *name = rlv_strf("%s%s", prefix, LLVMGetValueName2(f, &n));
      LLVMSetValueName2(f, name, strlen(name));
      free(name);
    }
  for (LLVMValueRef g = LLVMGetFirstGlobal(m); g; g = LLVMGetNextGlobal(g))
    if (!LLVMIsDeclaration(g)) {
      size_t n;
      const char *old = LLVMGetValueName2(g, &n);
      char *name = rlv_strf("%s%s", prefix, n ? old : "anon");
      LLVMSetValueName2(g, name, strlen(name));
      free(name);
    }
}

static char *print_edited(LLVMModuleRef m, const char *add, const char *keep) {
  char *text = LLVMPrintModuleToString(m);
  char *edited = edit_named_metadata(text, add, keep);
  LLVMDisposeMessage(text);
  return edited;
}

/* Everything happens in a context of its own: a named struct type parsed twice into one
 * context is renamed (%dx.types.Handle.0), which would change what the IR means to rlv. */
char *tr_pair_make(LLVMModuleRef before, LLVMModuleRef after, rlv_diags *diags) {
  char *tb = print_edited(before, BEFORE_PREFIX, NULL);
  char *ta = print_edited(after, AFTER_PREFIX, NULL);
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMModuleRef b = rlv_parse_module(ctx, "the pair's BEFORE", tb, strlen(tb), diags);
  LLVMModuleRef a = b ? rlv_parse_module(ctx, "the pair's AFTER", ta, strlen(ta), diags) : NULL;
  free(tb), free(ta);
  char *text = NULL;
  if (a) {
    rename_defined(a, AFTER_PREFIX);
    if (!LLVMLinkModules2(b, a)) { /* a is gone either way */
      char *t = LLVMPrintModuleToString(b);
      text = rlv_xstrdup(t);
      LLVMDisposeMessage(t);
    }
  }
  if (b)
    LLVMDisposeModule(b);
  LLVMContextDispose(ctx);
  return text;
}

/* Deletes the defined functions and globals whose name has (`with`) or has not the prefix. */
static void drop_side(LLVMModuleRef m, bool with) {
  for (LLVMValueRef f = LLVMGetFirstFunction(m), next; f; f = next) {
    next = LLVMGetNextFunction(f);
    size_t n;
    if (!LLVMIsDeclaration(f) && has_prefix(LLVMGetValueName2(f, &n), AFTER_PREFIX) == with) {
      LLVMReplaceAllUsesWith(f, LLVMGetPoison(LLVMTypeOf(f)));
      LLVMDeleteFunction(f);
    }
  }
  for (LLVMValueRef g = LLVMGetFirstGlobal(m), next; g; g = next) {
    next = LLVMGetNextGlobal(g);
    size_t n;
    if (!LLVMIsDeclaration(g) && has_prefix(LLVMGetValueName2(g, &n), AFTER_PREFIX) == with) {
      LLVMReplaceAllUsesWith(g, LLVMGetPoison(LLVMTypeOf(g)));
      LLVMDeleteGlobal(g);
    }
  }
}

static void unprefix(LLVMModuleRef m) {
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
    size_t n;
    const char *name = LLVMGetValueName2(f, &n);
    if (has_prefix(name, AFTER_PREFIX)) {
      char *s = rlv_xstrdup(name + strlen(AFTER_PREFIX));
      LLVMSetValueName2(f, s, strlen(s));
      free(s);
    }
  }
  for (LLVMValueRef g = LLVMGetFirstGlobal(m); g; g = LLVMGetNextGlobal(g)) {
    size_t n;
    const char *name = LLVMGetValueName2(g, &n);
    if (has_prefix(name, AFTER_PREFIX)) {
      char *s = rlv_xstrdup(name + strlen(AFTER_PREFIX));
      LLVMSetValueName2(g, s, strlen(s));
      free(s);
    }
  }
}

/* Declarations nothing uses (the other side's dx.op functions and intrinsics). */
static void drop_unused_declarations(LLVMModuleRef m) {
  for (LLVMValueRef f = LLVMGetFirstFunction(m), next; f; f = next) {
    next = LLVMGetNextFunction(f);
    if (LLVMIsDeclaration(f) && !LLVMGetFirstUse(f))
      LLVMDeleteFunction(f);
  }
}

bool tr_pair_split(const char *text, size_t len, LLVMContextRef into, LLVMModuleRef *before,
                   LLVMModuleRef *after, rlv_diags *diags) {
  *before = *after = NULL;
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMModuleRef pair = rlv_parse_module(ctx, "the pair", text, len, diags);
  char *tb = NULL, *ta = NULL;
  if (pair) {
    LLVMModuleRef b = LLVMCloneModule(pair), a = LLVMCloneModule(pair);
    drop_side(b, true);
    drop_unused_declarations(b);
    tb = print_edited(b, NULL, BEFORE_PREFIX);
    drop_side(a, false);
    drop_unused_declarations(a);
    unprefix(a);
    ta = print_edited(a, NULL, AFTER_PREFIX);
    LLVMDisposeModule(a);
    LLVMDisposeModule(b);
    LLVMDisposeModule(pair);
  }
  LLVMContextDispose(ctx);
  if (tb && ta) {
    *before = rlv_parse_module(into, "BEFORE (from the pair)", tb, strlen(tb), diags);
    *after = rlv_parse_module(into, "AFTER (from the pair)", ta, strlen(ta), diags);
  }
  free(tb), free(ta);
  return *before && *after;
}
