/* compile.c - the compiler driver: workspace layout and the pass list.
 *
 * One flat workspace holds every arena of a compile (tokens, nodes, functions, local types, scratch, the
 * output module), carved here in one place; nothing is allocated elsewhere and everything is freed at once
 * by the caller.  Capacities are worst cases derived from the source length, so a compile never runs out of
 * room for a program within the documented limits; if it somehow does, the phase reports E_OUT_OF_SPACE.
 *
 * cc_compile runs the pass list, cc_phase one pass of it: lex -> parse -> check -> opt -> gen.
 */
#include "core.h"

#define ALIGN8(n) (((n) + 7) & ~(size_t)7)

typedef struct {
  size_t tok, node, fn, ltypes, scratch, out, total;
  int32_t tok_cap, node_cap, fn_cap, ltypes_cap, scratch_cap, out_cap;
} Layout;

CORE_FN static void cc_layout(int32_t src_len, Layout *l) {
  size_t n = src_len < 0 ? 0 : (size_t)src_len;
  l->tok_cap = (int32_t)(n + 2);                 /* a token is at least one byte, plus EOF      */
  l->node_cap = (int32_t)(2 * n + 64);           /* nodes from tokens plus implicit casts       */
  l->fn_cap = (int32_t)(n / 8 + 2);              /* "int f(){" is 8 bytes                       */
  if (l->fn_cap > GNC_MAX_FUNCS + 1) l->fn_cap = GNC_MAX_FUNCS + 1;
  l->ltypes_cap = (int32_t)(n + 64);             /* a local is at least one identifier byte     */
  l->scratch_cap = (int32_t)(4 * n + 4096);
  l->out_cap = (int32_t)(64 + 48 * (size_t)l->fn_cap + 24 * n + 1024); /* module bytes           */
  l->tok = 0;
  l->node = l->tok + ALIGN8(sizeof(Token) * (size_t)l->tok_cap);
  l->fn = l->node + ALIGN8(sizeof(Node) * (size_t)l->node_cap);
  l->ltypes = l->fn + ALIGN8(sizeof(Func) * (size_t)l->fn_cap);
  l->scratch = l->ltypes + ALIGN8((size_t)l->ltypes_cap);
  l->out = l->scratch + ALIGN8(sizeof(int32_t) * (size_t)l->scratch_cap);
  l->total = l->out + ALIGN8((size_t)l->out_cap);
}

CORE_FN size_t cc_workspace_size(int32_t src_len) {
  Layout l;
  cc_layout(src_len, &l);
  return l.total;
}

CORE_FN void cc_init(Compiler *c, const char *src, int32_t src_len, void *workspace, size_t ws_size) {
  Layout l;
  unsigned char *w = (unsigned char *)workspace;
  cc_layout(src_len, &l);
  c->src = src;
  c->src_len = src_len;
  c->ntok = c->nnode = c->nfn = c->nltypes = c->ndiag = c->nerr_total = c->out_len = 0;
  c->optimize = 1;
  if (ws_size < l.total || !workspace) { /* unusable: every capacity 0, the first phase reports it */
    c->tok = 0; c->node = 0; c->fn = 0; c->ltypes = 0; c->scratch = 0; c->out = 0;
    c->tok_cap = c->node_cap = c->fn_cap = c->ltypes_cap = c->scratch_cap = c->out_cap = 0;
    return;
  }
  c->tok = (Token *)(w + l.tok);         c->tok_cap = l.tok_cap;
  c->node = (Node *)(w + l.node);        c->node_cap = l.node_cap;
  c->fn = (Func *)(w + l.fn);            c->fn_cap = l.fn_cap;
  c->ltypes = w + l.ltypes;              c->ltypes_cap = l.ltypes_cap;
  c->scratch = (int32_t *)(w + l.scratch); c->scratch_cap = l.scratch_cap;
  c->out = w + l.out;                    c->out_cap = l.out_cap;
}

CORE_FN void cc_error(Compiler *c, int32_t code, int32_t pos, int32_t len, int32_t arg) {
  c->nerr_total++;
  if (c->ndiag < GNC_MAX_DIAGS) {
    Diag *d = &c->diag[c->ndiag++];
    d->code = code;
    d->pos = pos;
    d->len = len;
    d->arg = arg;
  }
}

/* one phase of the pass list (the GPU backend runs each phase as its own kernel over a batch) */
CORE_FN int cc_phase(Compiler *c, int ph) {
  switch (ph) {
  case CC_PH_LEX:
    if (c->src_len > GNC_MAX_SRC) {
      cc_error(c, E_PROGRAM_TOO_BIG, 0, 0, GNC_MAX_SRC);
      return 1;
    }
    if (!c->tok) {
      cc_error(c, E_OUT_OF_SPACE, 0, 0, 0);
      return 1;
    }
    return lex_run(c) != 0;
  case CC_PH_PARSE: return parse_run(c) != 0;
  case CC_PH_CHECK: return check_run(c) != 0;
  case CC_PH_OPT: return c->optimize ? opt_run(c) != 0 : 0;
  case CC_PH_GEN: return gen_run(c) != 0;
  default: return 0;
  }
}

CORE_FN int cc_compile(Compiler *c) {
  for (int ph = 0; ph < CC_PHASES; ph++)
    if (cc_phase(c, ph)) return 1;
  return 0;
}
