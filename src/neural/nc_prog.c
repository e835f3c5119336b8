/* nc_prog.c - a program prepared for the neural compiler, and the composer.
 *
 * The traditional compiler without the optimizer compiles the program twice: once for the checked tree, from
 * which nl_plan marks the expressions that may be units, then with those marks, recording each unit that
 * codegen meets (compiler.h, CcUnits).  That gives everything the model needs (each unit's prompt, nlist.c)
 * and the answer it is measured against (the reference module).  A program the front end rejects is no input
 * for the model: its diagnostics are the traditional compiler's.  Composing compiles it a third time, with
 * the units' listings resolved to instructions in place of their code (nc_compose).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "neural/nc.h"
#include "engine/host.h"
#include "core/batch/batch.h"

const char *nc_error_text(int code) {
  switch (code) {
  case NL_OK: return "ok";
  case NL_E_UNIT: return "an expression the listing language cannot write";
  case NL_E_SPACE: return "a unit is too long for the model's context";
  case NL_E_VALUE: return "a constant the listing cannot express";
  case NL_E_NAMES: return "too many names in a unit for the model";
  case NL_E_TOKEN: return "a listing token the verifier's rules reject";
  case NL_E_UNFINISHED: return "the listing is unfinished";
  default: return "unknown error";
  }
}

void nc_prog_free(NcProg *p) {
  free(p->unit);
  free(p->mark);
  free(p->ref);
  free(p->ws);
  memset(p, 0, sizeof *p);
}

/* is the module in the neural compiler's language: no statics, the types bool int long double and arrays of
 * them, only the opcodes of those (the first OP_NL_END)? */
static int nc_small_language(const uint8_t *bytes, int32_t len) {
  Module m;
  uint32_t fi, i;
  if (mod_load(bytes, (size_t)len, &m) != MOD_OK || m.nstatics != 0) return 0;
  for (fi = 0; fi < m.nfuncs; fi++) {
    const ModFunc *f = &m.fn[fi];
    if (nl_type_index(f->ret) < 0 || TY_IS_ARR(f->ret)) return 0;
    for (i = 0; i < f->nlocals; i++)
      if (nl_type_index(m.types[f->types_off + i]) < 0) return 0;
    for (i = 0; i < f->code_len; i += (uint32_t)op_words((int)(m.code[f->code_off + i] & 0xff)))
      if ((m.code[f->code_off + i] & 0xff) >= OP_NL_END) return 0;
  }
  return 1;
}

int nc_prog_init(NcProg *p, const char *src, int32_t len, int32_t unit_nodes, char *err, size_t errlen) {
  CcUnits units;
  int32_t ui, failed;
  memset(p, 0, sizeof *p);
  memset(&units, 0, sizeof units);
  p->src = src;
  p->len = len;
  if (len < 0 || len > GNC_MAX_SRC) { snprintf(err, errlen, "program is too large"); return -1; }
  /* the tree first (for the plan), then the compile that records the units; both through cc_compile_units,
   * so that they number the nodes alike */
  failed = cc_compile_units(&p->c, src, len, &units, &p->ws, &p->ws_cap);
  if (failed == CC_HOST_NOMEM) goto nomem;
  if (failed || p->c.nerr_total != 0) { snprintf(err, errlen, "the program does not compile"); return -1; }
  if (!(p->mark = host_alloc((size_t)p->c.nnode + 1))) goto nomem;
  nl_plan(&p->c, p->mark, unit_nodes > 0 && unit_nodes <= NL_UNODES_MAX ? unit_nodes : NL_UNODES);
  units.mark = p->mark;
  units.cap = p->c.nnode + 1;
  if (!(units.unit = host_alloc(sizeof(CcUnit) * (size_t)units.cap))) goto nomem;
  failed = cc_compile_units(&p->c, src, len, &units, &p->ws, &p->ws_cap);
  if (failed == CC_HOST_NOMEM) { free(units.unit); goto nomem; }
  if (failed || p->c.nerr_total != 0 || units.n > units.cap) {
    free(units.unit);
    snprintf(err, errlen, "the program does not compile");
    return -1;
  }
  if (!(p->ref = host_alloc((size_t)p->c.out_len))) { free(units.unit); goto nomem; }
  memcpy(p->ref, p->c.out, (size_t)p->c.out_len);
  p->ref_len = p->c.out_len;
  p->code_words = ((const ModHeader *)(const void *)p->ref)->code_words;
  if (!nc_small_language(p->ref, p->ref_len)) {
    free(units.unit);
    snprintf(err, errlen, "the program uses what the neural compiler does not translate (pointers, strings, "
             "globals, library calls, C types beyond bool, int, long, double)");
    return NC_E_LANG;
  }
  p->nunit = units.n;
  if (!(p->unit = host_alloc(sizeof(NcUnit) * (size_t)(units.n + 1)))) { free(units.unit); goto nomem; }
  for (ui = 0; ui < units.n; ui++) {
    NcUnit *u = &p->unit[ui];
    u->cu = units.unit[ui];
    u->plen = nl_unit(&p->c, &u->cu, &u->u, u->prompt, NL_PMAX);
    p->unit_words += u->cu.end - u->cu.start;
    if (u->plen < 0) {
      free(units.unit);
      snprintf(err, errlen, "%s", nc_error_text(-u->plen));
      return -u->plen;
    }
  }
  free(units.unit);
  return 0;
nomem:
  snprintf(err, errlen, "out of memory");
  return NC_E_NOMEM;
}

int32_t *nc_prog_listing(const NcProg *p, int32_t ui, int32_t *n, int *why) {
  Module m;
  int32_t cap = 4 * (p->unit[ui].cu.end - p->unit[ui].cu.start) + 8, *out;
  if (mod_load(p->ref, (size_t)p->ref_len, &m) != MOD_OK) { *why = NL_E_UNIT; return NULL; }
  if (!(out = host_alloc(sizeof(int32_t) * (size_t)cap))) { *why = NC_E_NOMEM; return NULL; }
  *n = nl_encode(&p->c, &p->unit[ui].u, &p->unit[ui].cu, &m, out, cap);
  if (*n < 0) { *why = -*n; free(out); return NULL; }
  *why = 0;
  return out;
}

/* grows *buf to at least n elements of size sz; 0 when out of memory */
static int nc_grow(void **buf, int32_t *cap, int32_t n, size_t sz) {
  void *b;
  if (n <= *cap) return 1;
  if (!(b = host_alloc(sz * (size_t)n))) return 0;
  free(*buf);
  *buf = b;
  *cap = n;
  return 1;
}

int32_t nc_compose(const NcProg *p, const int32_t *const *listing, const int32_t *len, int32_t stride,
                   NcCompose *s, const uint8_t **mod, int32_t *bad) {
  CcUnits units;
  int32_t ui, total = 0, failed;
  *bad = -1;
  for (ui = 0; ui < p->nunit; ui++) {
    if (!listing[ui * stride]) { *bad = ui; return -NL_E_UNFINISHED; }
    total += len[ui * stride];
  }
  if (!nc_grow((void **)&s->ins, &s->ins_cap, total + 1, sizeof(CcIns)) ||
      !nc_grow((void **)&s->off, &s->off_cap, p->nunit + 1, sizeof(int32_t)))
    return NC_E_NOMEM;
  s->off[0] = 0;
  for (ui = 0; ui < p->nunit; ui++) {
    int32_t k = nl_resolve(&p->c, &p->unit[ui].u, listing[ui * stride], len[ui * stride], s->ins + s->off[ui],
                           total + 1 - s->off[ui]);
    if (k < 0) { *bad = ui; return k; }
    s->off[ui + 1] = s->off[ui] + k;
  }
  memset(&units, 0, sizeof units);
  units.mark = p->mark;
  units.compose = 1;
  units.n = p->nunit;
  units.ins = s->ins;
  units.off = s->off;
  failed = cc_compile_units(&s->c, p->src, p->len, &units, &s->ws, &s->ws_cap);
  if (failed == CC_HOST_NOMEM) return NC_E_NOMEM;
  if (failed || s->c.nerr_total != 0) return -NL_E_UNFINISHED; /* (cannot happen: every listing resolved) */
  *mod = s->c.out;
  return s->c.out_len;
}

void nc_compose_free(NcCompose *s) {
  free(s->ws);
  free(s->ins);
  free(s->off);
  memset(s, 0, sizeof *s);
}

const char *nc_token_text(int tok, char *buf, size_t cap) {
  static const char *special[] = {"<pad>", "<sep>", "END", "BODY", "LI", "LL", "LD"};
  static const char *types[] = {"void", "bool", "int", "long", "double", "bool[]", "int[]", "long[]", "double[]"};
  static const char *temps[] = {"Tb", "Ti", "Tl", "Td"};
  static const char *src[] = {"int", "long", "double", "bool", "void", "true", "false", "if", "else", "while",
    "do", "for", "break", "continue", "return", "(", ")", "{", "}", "[", "]", ";", ",", "?", ":", "=", "+=",
    "-=", "*=", "/=", "%=", "<<=", ">>=", "&=", "|=", "^=", "||", "&&", "|", "^", "&", "==", "!=", "<", "<=",
    ">", ">=", "<<", ">>", "+", "-", "*", "/", "%", "!", "~", "++", "--"};
  if (tok < 0 || tok >= NL_VOCAB) snprintf(buf, cap, "?%d", tok);
  else if (tok < NL_SRC0) snprintf(buf, cap, "%s", special[tok]);
  else if (tok < NL_OP0)
    snprintf(buf, cap, "%s", (size_t)(tok - NL_SRC0) < sizeof src / sizeof *src ? src[tok - NL_SRC0] : "?src");
  else if (tok < NL_TY0) snprintf(buf, cap, "%s", op_name(tok - NL_OP0));
  else if (tok < NL_T0) snprintf(buf, cap, ":%s", types[tok - NL_TY0]);
  else if (tok < NL_F0) snprintf(buf, cap, "%s", temps[tok - NL_T0]);
  else if (tok < NL_V0) snprintf(buf, cap, "F%d", tok - NL_F0);
  else if (tok < NL_K0) snprintf(buf, cap, "V%d", tok - NL_V0);
  else if (tok < NL_N0) snprintf(buf, cap, "#%d", tok - NL_K0);
  else snprintf(buf, cap, "N%d", tok - NL_N0 + NL_SMIN);
  return buf;
}
