/* message.c - the batch engine's text of a program's error (compile error or invalid input), shared by the C API
 * and the JSON-lines engine (src/jsonl) so that both say the same thing.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "engine/host.h"
#include "core/batch/batch.h"

/* ---------------------------------------------------------------- messages */
const char *batch_type_text(int ty) {
  static const char *base[TY__END] = {"void", "bool", "int", "long", "double", "?", "?", "?", "?", "?", "?", "?",
                                      "?", "?", "?", "?", "char", "unsigned char", "short", "unsigned short",
                                      "unsigned int", "unsigned long", "float", "pointer"};
  static const char *arr[TY__END] = {"void[]", "bool[]", "int[]", "long[]", "double[]", "?", "?", "?", "?", "?",
                                     "?", "?", "?", "?", "?", "?", "char[]", "unsigned char[]", "short[]",
                                     "unsigned short[]", "unsigned int[]", "unsigned long[]", "float[]", "?[]"};
  int b = TY_BASE(ty);
  if (b >= TY__END) return TY_IS_ARR(ty) ? "?[]" : "?";
  return TY_IS_ARR(ty) ? arr[b] : base[b];
}

const char *batch_type_name(char *buf, size_t cap, int ty) {
  if (ty < 32 || TY_IS_ARR(ty)) snprintf(buf, cap, "%s", batch_type_text(ty));
  else snprintf(buf, cap, "%s %.7s", batch_type_text(ty % 32), &"*******"[7 - (ty / 32 > 7 ? 7 : ty / 32)]);
  return buf;
}

static const char *tag_text(int tag) {
  switch (tag) {
  case BV_INT: return "an integer";
  case BV_DOUBLE: return "a real";
  case BV_BOOL: return "a bool";
  case BV_ARRAY: return "an array";
  case BV_STRING: return "a string";
  case BV_NULL: return "null";
  default: return "nothing";
  }
}

static void compile_error_text(char *buf, size_t cap, const char *src, int64_t len, const ProgResult *r) {
  int32_t n = len > INT32_MAX ? INT32_MAX : (int32_t)len;
  char msg[512], more[64] = "";
  int line = 0, col = 0;
  if (r->first_error.code == BATCH_E_VERIFY) { /* (the message's %d, the verifier's arg, is not kept) */
    const char *t = vfy_error_text(r->first_error.arg), *pct = strstr(t, "%d ");
    snprintf(buf, cap, "internal error: the compiled module does not verify: %.*s%s (function %d, pc %d)",
             pct ? (int)(pct - t) : (int)strlen(t), t, pct ? pct + 3 : "", r->first_error.pos, r->first_error.len);
    return;
  }
  diag_message(msg, sizeof msg, src, n, &r->first_error);
  diag_linecol(src, n, r->first_error.pos, &line, &col);
  if (r->nerrors > 1)
    snprintf(more, sizeof more, " (and %d more error%s)", r->nerrors - 1, r->nerrors > 2 ? "s" : "");
  snprintf(buf, cap, "%d:%d: error: %s%s", line, col, msg, more);
}

static void invalid_generic(char *buf, size_t cap, const char *entry, int32_t elen, const ProgResult *r) {
  int t = r->invalid_arg;
  switch (r->invalid) {
  case BI_NO_ENTRY: snprintf(buf, cap, "no function '%.*s'", elen > 200 ? 200 : elen, entry); break;
  case BI_ARG_COUNT: snprintf(buf, cap, "tests[%d]: wrong number of arguments", t); break;
  case BI_ARG_TYPE: snprintf(buf, cap, "tests[%d]: an argument does not fit its parameter's type", t); break;
  case BI_EXPECT_TYPE: snprintf(buf, cap, "tests[%d].expect: does not fit the return type", t); break;
  case BI_TOO_BIG: snprintf(buf, cap, "tests[%d]: the array arguments do not fit into array memory", t); break;
  case BI_MEM_BIG: case BI_OBJS_BIG:
    snprintf(buf, cap, "tests[%d]: the pointer arguments do not fit into the byte memory", t);
    break;
  case BI_AFTER_TYPE: case BI_AFTER_LEN: case BI_AFTER_NONE:
    snprintf(buf, cap, "tests[%d].args_after: does not fit an argument", t);
    break;
  default: snprintf(buf, cap, "invalid input");
  }
}

void batch_bad_text(char *buf, size_t cap, int bi, const BatchBad *bad, const Module *m, int32_t fn,
                    const BatchIn *in, int32_t p, const BatchOpts *o, int single) {
  const ModFunc *f = &m->fn[fn];
  const char *entry = in->entry + in->entry_off[p];
  int32_t elen = in->entry_off[p + 1] - in->entry_off[p];
  int64_t t = in->test_off[p] + bad->test;
  const BVal *v = bad->arg < 0 ? &in->expect[t] : bad->after ? &in->after[in->arg_off[t] + bad->arg]
                                                             : &in->args[in->arg_off[t] + bad->arg];
  const char *args = bad->after ? "args_after" : "args";
  char where[96], test[32] = "", tn[64];
  int whole = bi == BI_ARG_COUNT || bi == BI_TOO_BIG || bi == BI_MEM_BIG || bi == BI_OBJS_BIG;
  if (bad->elem >= 0) v = &in->arr[v->v + bad->elem];
  if (elen > 200) elen = 200;
  if (!single) snprintf(test, sizeof test, "tests[%d]%s", bad->test, whole ? "" : ".");
  if (bad->arg < 0) snprintf(where, sizeof where, "%sexpect", test);
  else if (bad->elem < 0) snprintf(where, sizeof where, "%s%s[%d]", test, args, bad->arg);
  else snprintf(where, sizeof where, "%s%s[%d][%d]", test, args, bad->arg, bad->elem);
  /* the type an element must have: an array's base, a pointer's pointee */
  int want = bad->elem < 0 ? bad->want : TY_IS_ARR(bad->want) ? TY_BASE(bad->want) : bty_pointee(bad->want);
  if (bi == BI_AFTER_TYPE && bad->elem < 0 && !TY_IS_ARR(want)) want = bty_pointee(want) | TY_ARR;
  switch (bi) {
  case BI_ARG_COUNT:
    snprintf(buf, cap, "%s%s%d argument%s given, '%.*s' takes %d", test, single ? "" : ": ", bad->why,
             bad->why == 1 ? "" : "s", elen, entry, f->nparams);
    break;
  case BI_ARG_TYPE:
  case BI_EXPECT_TYPE:
    if (bi == BI_EXPECT_TYPE && f->ret == TY_VOID)
      snprintf(buf, cap, "%s: '%.*s' returns void, nothing to expect", where, elen, entry);
    else if (bad->why == BC_RANGE)
      snprintf(buf, cap, "%s: %lld is out of range for %s", where, (long long)v->v,
               batch_type_name(tn, sizeof tn, want));
    else if (bi == BI_EXPECT_TYPE && bty_is_ptr(want))
      snprintf(buf, cap, "%s: '%.*s' returns %s: expected %s, got %s", where, elen, entry,
               batch_type_name(tn, sizeof tn, want), bty_is_charp(want) ? "a string or null" : "null",
               tag_text(v->tag));
    else if (bi == BI_ARG_TYPE && bty_is_ptr(want))
      snprintf(buf, cap, "%s: expected %s for %s, got %s", where,
               bty_is_charp(want) ? "a string, an array or null" : bty_pointee(want) ? "an array or null" : "null",
               batch_type_name(tn, sizeof tn, want), tag_text(v->tag));
    else
      snprintf(buf, cap, "%s: expected %s%s, got %s", where, TY_IS_ARR(want) ? "an array of " : "",
               batch_type_name(tn, sizeof tn, TY_BASE(want)), tag_text(v->tag));
    break;
  case BI_AFTER_TYPE:
    if (bad->why == BC_RANGE)
      snprintf(buf, cap, "%s: %lld is out of range for %s", where, (long long)v->v,
               batch_type_name(tn, sizeof tn, want));
    else if (bad->elem < 0)
      snprintf(buf, cap, "%s: expected an array%s, got %s", where,
               bty_is_charp(bad->want) ? " or a string" : "", tag_text(v->tag));
    else
      snprintf(buf, cap, "%s: expected %s, got %s", where, batch_type_name(tn, sizeof tn, want), tag_text(v->tag));
    break;
  case BI_AFTER_LEN:
    snprintf(buf, cap, "%s: %d element%s, the argument has %lld", where, bad->why, bad->why == 1 ? "" : "s",
             (long long)bad->need);
    break;
  case BI_AFTER_NONE:
    snprintf(buf, cap, "%s: only array and pointer arguments given an array or a string can be checked after the run",
             where);
    break;
  case BI_TOO_BIG:
    snprintf(buf, cap, "%s%sthe array arguments need %d slots of array memory, more than the %d there are", test,
             single ? "" : ": ", bad->why, o->heap_slots);
    break;
  case BI_MEM_BIG:
    snprintf(buf, cap, "%s%sthe pointer arguments need %lld bytes of memory, more than the %lld there are", test,
             single ? "" : ": ", (long long)bad->need,
             (long long)(o->mem_bytes > 0xfffffff0LL ? 0xfffffff0LL : o->mem_bytes & ~15LL));
    break;
  case BI_OBJS_BIG:
    snprintf(buf, cap, "%s%sthe pointer arguments need %lld object ids, more than the %d there are", test,
             single ? "" : ": ", (long long)bad->need, o->objs);
    break;
  default:
    snprintf(buf, cap, "invalid input");
  }
}

/* the reason in detail: compile again (rare path), check the tests again and describe the first bad one; 1 when
 * described, 0 when not (the generic text then), -1 out of memory */
static int invalid_detail(char *buf, size_t cap, const BatchIn *in, int32_t p, const ProgResult *r,
                          const BatchOpts *o) {
  int64_t len = in->src_off[p + 1] - in->src_off[p];
  Compiler *c = len > GNC_MAX_SRC ? NULL : host_alloc(sizeof *c);
  void *ws = NULL;
  size_t ws_cap = 0;
  Module m;
  BatchBad bad;
  int ok = len > GNC_MAX_SRC ? 0 : -1, failed;
  if (!c) goto out;
  failed = cc_compile_host(c, in->src + in->src_off[p], (int32_t)len, NULL, 0, &ws, &ws_cap);
  ok = failed == CC_HOST_NOMEM ? -1 : 0;
  if (failed || mod_load(c->out, (size_t)c->out_len, &m) != MOD_OK) goto out;
  int32_t fn = mod_find(&m, in->entry + in->entry_off[p], in->entry_off[p + 1] - in->entry_off[p]);
  if (fn < 0 || batch_check_prog(in, p, &m, fn, o, &bad) != r->invalid) goto out;
  batch_bad_text(buf, cap, r->invalid, &bad, &m, fn, in, p, o, 0);
  ok = 1;
out:
  free(ws);
  free(c);
  return ok;
}

int batch_prog_error(char *buf, size_t cap, const BatchIn *in, int32_t p, const ProgResult *r,
                     const BatchOpts *o) {
  const char *src = in->src + in->src_off[p];
  int64_t len = in->src_off[p + 1] - in->src_off[p];
  int detail = 0;
  if (cap) buf[0] = 0;
  if (r->status == PS_COMPILE_ERROR) compile_error_text(buf, cap, src, len, r);
  else if (r->status == PS_INVALID_INPUT &&
           (r->invalid == BI_NO_ENTRY || (detail = invalid_detail(buf, cap, in, p, r, o)) == 0))
    invalid_generic(buf, cap, in->entry + in->entry_off[p], in->entry_off[p + 1] - in->entry_off[p], r);
  return detail < 0 ? -1 : 0;
}

void batch_prog_error_src(char *buf, size_t cap, const char *src, int64_t len, const char *entry,
                          int32_t entry_len, const ProgResult *r) {
  if (cap) buf[0] = 0;
  if (r->status == PS_COMPILE_ERROR) compile_error_text(buf, cap, src, len, r);
  else if (r->status == PS_INVALID_INPUT) invalid_generic(buf, cap, entry, entry_len, r);
}
