/* nc_prog.c - a program prepared for the neural compiler.
 *
 * One compile by the traditional compiler without the optimizer gives everything the model needs and
 * the answer it is measured against: the checked token and function tables (for the prompts, nlist.c),
 * each function's literal table, and the reference module.  A program the front end rejects is no input
 * for the model: its diagnostics are the traditional compiler's.
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
  case NL_E_FUNCS: return "too many functions for the model (limit 32)";
  case NL_E_NAMES: return "too many names in a function for the model (limit 64)";
  case NL_E_LITS: return "too many literals in a function for the model (limit 64)";
  case NL_E_SPACE: return "a function is too long for the model's context";
  case NL_E_VALUE: return "a constant the listing cannot express";
  case NL_E_SLOTS: return "too many local slots for the model (limit 64)";
  case NL_E_LABELS: return "too many labels in a function for the model (limit 64)";
  case NL_E_TOKEN: return "a listing token the verifier's rules reject";
  case NL_E_UNFINISHED: return "the listing is unfinished";
  case NL_E_CODE: return "a function is too long for the model";
  default: return "unknown error";
  }
}

void nc_prog_free(NcProg *p) {
  int i;
  for (i = 0; i < NL_MAXF; i++) free(p->prompt[i]);
  free(p->ref);
  free(p->ws);
  memset(p, 0, sizeof *p);
}

int nc_prog_init(NcProg *p, const char *src, int32_t len, int32_t prompt_cap, char *err, size_t errlen) {
  size_t ws_cap = 0;
  int32_t fi;
  memset(p, 0, sizeof *p);
  p->src = src;
  p->len = len;
  if (len < 0 || len > GNC_MAX_SRC) { snprintf(err, errlen, "program is too large"); return -1; }
  int failed = cc_compile_host(&p->c, src, len, NULL, CC_HOST_NOOPT, &p->ws, &ws_cap);
  if (failed == CC_HOST_NOMEM) { snprintf(err, errlen, "out of memory"); return NC_E_NOMEM; }
  if (failed || p->c.nerr_total != 0) { snprintf(err, errlen, "the program does not compile"); return -1; }
  if (!(p->ref = host_alloc((size_t)p->c.out_len))) { snprintf(err, errlen, "out of memory"); return NC_E_NOMEM; }
  memcpy(p->ref, p->c.out, (size_t)p->c.out_len);
  p->ref_len = p->c.out_len;
  p->nfn = p->c.nfn;
  if (p->nfn > NL_MAXF) { snprintf(err, errlen, "%s", nc_error_text(NL_E_FUNCS)); return NL_E_FUNCS; }
  for (fi = 0; fi < p->nfn; fi++) {
    int e = nl_lits(&p->c, fi, &p->lits[fi]);
    int32_t n;
    if (e) { snprintf(err, errlen, "%s", nc_error_text(e)); return e; }
    if (!(p->prompt[fi] = host_alloc(sizeof(int32_t) * (size_t)prompt_cap))) {
      snprintf(err, errlen, "out of memory");
      return NC_E_NOMEM;
    }
    n = nl_prompt(&p->c, fi, p->prompt[fi], prompt_cap);
    if (n < 0) { snprintf(err, errlen, "%s", nc_error_text(-n)); return -n; }
    p->plen[fi] = n;
  }
  return 0;
}

int32_t *nc_prog_listing(const NcProg *p, int32_t fi, int32_t *n, int *why) {
  Module m;
  int32_t cap = 16384, *out;
  if (mod_load(p->ref, (size_t)p->ref_len, &m) != MOD_OK) { *why = NL_E_CODE; return NULL; }
  if (!(out = host_alloc(sizeof(int32_t) * (size_t)cap))) { *why = NC_E_NOMEM; return NULL; }
  *n = nl_encode(&p->c, &m, fi, &p->lits[fi], out, cap);
  if (*n < 0) { *why = -*n; free(out); return NULL; }
  *why = 0;
  return out;
}

const char *nc_token_text(int tok, char *buf, size_t cap) {
  static const char *special[] = {"<pad>", "<sep>", "END", "BODY", "DEF", "NEG", "I32", "LI", "LL", "LD"};
  static const char *types[] = {"void", "bool", "int", "long", "double", "bool[]", "int[]", "long[]", "double[]"};
  static const char *src[] = {"int", "long", "double", "bool", "void", "true", "false", "if", "else", "while",
    "do", "for", "break", "continue", "return", "(", ")", "{", "}", "[", "]", ";", ",", "?", ":", "=", "+=",
    "-=", "*=", "/=", "%=", "<<=", ">>=", "&=", "|=", "^=", "||", "&&", "|", "^", "&", "==", "!=", "<", "<=",
    ">", ">=", "<<", ">>", "+", "-", "*", "/", "%", "!", "~", "++", "--"};
  if (tok < 0 || tok >= NL_VOCAB) snprintf(buf, cap, "?%d", tok);
  else if (tok < NL_SRC0) snprintf(buf, cap, "%s", special[tok]);
  else if (tok < NL_OP0)
    snprintf(buf, cap, "%s", (size_t)(tok - NL_SRC0) < sizeof src / sizeof *src ? src[tok - NL_SRC0] : "?src");
  else if (tok < NL_TY0) snprintf(buf, cap, "%s", op_name(tok - NL_OP0));
  else if (tok < NL_F0) snprintf(buf, cap, ":%s", types[tok - NL_TY0]);
  else if (tok < NL_V0) snprintf(buf, cap, "F%d", tok - NL_F0);
  else if (tok < NL_L0) snprintf(buf, cap, "V%d", tok - NL_V0);
  else if (tok < NL_K0) snprintf(buf, cap, "L%d", tok - NL_L0);
  else if (tok < NL_N0) snprintf(buf, cap, "#%d", tok - NL_K0);
  else snprintf(buf, cap, "N%d", tok - NL_N0 + NL_SMIN);
  return buf;
}
