/* compile.c - the compiler driver: workspace layout and the pass list.
 *
 * One flat workspace holds every arena of a compile (tokens, nodes, functions, local types, scratch, the
 * output module), carved here in one place; nothing is allocated elsewhere and everything is freed at once
 * by the caller.  Capacities are worst cases derived from the source length, so a compile never runs out of
 * room for a program within the documented limits; if it somehow does, the phase reports E_OUT_OF_SPACE.
 *
 * cc_phase runs one whole-program pass: lex -> parse -> check -> opt -> gen (the GPU backend launches each
 * as a kernel over a batch, the CPU batch engine runs them one by one).  cc_compile gives exactly their
 * result (module bytes, diagnostics) but keeps each function in cache from parse to gen, which takes about
 * a quarter less time than the five passes on a large file (docs/benchmarks.md):
 *   1. lex the whole program;
 *   2. cc_stream: for each top-level definition, parse -> enter it in the function table -> check -> opt ->
 *      gen (in function-index order: a definition after its prototype waits for the functions before it).
 *      This is only the path of a program without diagnostics: at the first one it gives up, and
 *   3. cc_back: parse the whole program, then check -> opt -> gen per function, with codegen's errors held
 *      back until the checker has seen every function (the passes in order never generate code for a
 *      program with checking errors).
 * The per-function entry points of the passes (parse_begin/parse_next, check_begin/check_function/...) are
 * declared in core.h; tests/unit/test_fused.c compares both drivers.
 */
#include "core.h"

#define ALIGN8(n) (((n) + 7) & ~(size_t)7)

typedef struct {
  size_t tok, node, fn, ltypes, scratch, kpool, out, total;
  int32_t tok_cap, node_cap, fn_cap, ltypes_cap, scratch_cap, kpool_cap, out_cap;
} Layout;

CORE_FN static void cc_layout(int32_t src_len, Layout *l) {
  size_t n = src_len < 0 ? 0 : (size_t)src_len;
  l->tok_cap = (int32_t)(n + 2);                 /* a token is at least one byte, plus EOF      */
  l->node_cap = (int32_t)(2 * n + 64);           /* nodes from tokens plus implicit casts       */
  l->fn_cap = (int32_t)(n / 8 + 2);              /* "int f(){" is 8 bytes                       */
  if (l->fn_cap > GNC_MAX_FUNCS + 1) l->fn_cap = GNC_MAX_FUNCS + 1;
  l->ltypes_cap = (int32_t)(n + 64);             /* a local is at least one identifier byte     */
  l->scratch_cap = (int32_t)(4 * n + 4096);
  l->kpool_cap = (int32_t)(4 * n + 4096);       /* a constant per source byte, and its hash table */
  l->out_cap = (int32_t)(64 + 48 * (size_t)l->fn_cap + 24 * n + 1024); /* module bytes           */
  l->tok = 0;
  l->node = l->tok + ALIGN8(sizeof(Token) * (size_t)l->tok_cap);
  l->fn = l->node + ALIGN8(sizeof(Node) * (size_t)l->node_cap);
  l->ltypes = l->fn + ALIGN8(sizeof(Func) * (size_t)l->fn_cap);
  l->scratch = l->ltypes + ALIGN8((size_t)l->ltypes_cap);
  l->kpool = l->scratch + ALIGN8(sizeof(int32_t) * (size_t)l->scratch_cap);
  l->out = l->kpool + ALIGN8(sizeof(int32_t) * (size_t)l->kpool_cap);
  l->total = l->out + ALIGN8((size_t)l->out_cap);
}

/* the arenas of lex .. gen for a text of len bytes */
CORE_FN size_t cc_passes_size(int32_t len) {
  Layout l;
  cc_layout(len, &l);
  return l.total;
}

/* The workspace: the passes' arenas for the source, or, when the preprocessor runs, its output text, map
 * and splice table (pp_front_size) followed by the passes' arenas for an output of up to pp_out_cap bytes
 * (while it runs, the preprocessor keeps its tokens and macros where those arenas will be). */
CORE_FN size_t cc_workspace_size(int32_t src_len) {
  size_t t = cc_passes_size(src_len);
  int32_t m = pp_out_cap(src_len);
  size_t p = pp_front_size(m, src_len) + cc_passes_size(m);
  return p > t ? p : t;
}

CORE_FN size_t cc_workspace_size_src(const char *src, int32_t src_len) {
  return pp_needed(src, src_len) ? cc_workspace_size(src_len) : cc_passes_size(src_len);
}

CORE_FN void cc_carve(Compiler *c, unsigned char *w, size_t size, int32_t len) {
  Layout l;
  cc_layout(len, &l);
  if (size < l.total || !w) { /* unusable: every capacity 0, the first phase reports it */
    c->tok = 0; c->node = 0; c->fn = 0; c->ltypes = 0; c->scratch = 0; c->kpool = 0; c->out = 0;
    c->tok_cap = c->node_cap = c->fn_cap = c->ltypes_cap = c->scratch_cap = c->kpool_cap = c->out_cap = 0;
    return;
  }
  c->tok = (Token *)(w + l.tok);         c->tok_cap = l.tok_cap;
  c->node = (Node *)(w + l.node);        c->node_cap = l.node_cap;
  c->fn = (Func *)(w + l.fn);            c->fn_cap = l.fn_cap;
  c->ltypes = w + l.ltypes;              c->ltypes_cap = l.ltypes_cap;
  c->scratch = (int32_t *)(w + l.scratch); c->scratch_cap = l.scratch_cap;
  c->kpool = (int32_t *)(w + l.kpool);   c->kpool_cap = l.kpool_cap;
  c->out = w + l.out;                    c->out_cap = l.out_cap;
}

CORE_FN void cc_init(Compiler *c, const char *src, int32_t src_len, void *workspace, size_t ws_size) {
  c->src = src;
  c->src_len = src_len;
  c->ntok = c->nnode = c->nfn = c->nltypes = c->ndiag = c->nerr_total = c->out_len = 0;
  c->optimize = 1;
  c->memory = c->need_mem = 0;
  c->mark_ndiag = c->mark_nerr = 0;
  c->usrc = src;
  c->usrc_len = src_len;
  c->file = 0;
  c->file_len = 0;
  c->headers = 0;
  c->pp_done = 0;
  c->pp_out = 0;
  c->seg = 0;
  c->spl = 0;
  c->nseg = c->nspl = c->nmapped = 0;
  c->ws = (unsigned char *)workspace;
  c->ws_size = workspace ? ws_size : 0;
  cc_carve(c, c->ws, c->ws_size, src_len);
}

CORE_FN void cc_error(Compiler *c, int32_t code, int32_t pos, int32_t len, int32_t arg) {
  c->nerr_total++;
  if (c->ndiag < GNC_MAX_DIAGS) {
    Diag *d = &c->diag[c->ndiag++];
    d->code = code;
    d->pos = pos;
    d->len = len;
    d->arg = arg;
    d->mac = 0;
    d->tlen = 0;
  }
}

/* The checker found an array used as a pointer in a compile without the memory model (Compiler.need_mem):
 * forget the diagnostics since the parse (nd, ne) and go on with the memory model, from the parse again.
 * 0 when there is nothing to restart. */
CORE_FN static int cc_restart_memory(Compiler *c, int32_t nd, int32_t ne) {
  if (!c->need_mem || c->memory) return 0;
  c->memory = 1;
  c->need_mem = 0;
  c->ndiag = nd;
  c->nerr_total = ne;
  if (c->nmapped > nd) c->nmapped = nd;
  return 1;
}

/* one phase of the pass list (the GPU backend runs each phase as its own kernel over a batch); the lexing
 * phase runs the preprocessor first when the source needs it.  Diagnostics leave in the user's positions. */
CORE_FN static int cc_phase_run(Compiler *c, int ph) {
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
    if (!c->pp_done && pp_needed(c->src, c->src_len) && pp_run(c)) return 1;
    return lex_run(c) != 0;
  case CC_PH_PARSE:
    c->mark_ndiag = c->ndiag;
    c->mark_nerr = c->nerr_total;
    return parse_run(c) != 0;
  case CC_PH_CHECK:
    if (!check_run(c)) return 0;
    if (!cc_restart_memory(c, c->mark_ndiag, c->mark_nerr)) return 1;
    parse_run(c);
    return check_run(c) != 0;
  case CC_PH_OPT: return c->optimize ? opt_run(c) != 0 : 0;
  case CC_PH_GEN: return gen_run(c) != 0;
  default: return 0;
  }
}

CORE_FN int cc_phase(Compiler *c, int ph) {
  int r = cc_phase_run(c, ph);
  if (c->pp_done) pp_map_diags(c);
  return r;
}

/* ---------------------------------------------------------------- check, opt and gen per function */
/* Codegen's errors are held back until the checker has seen every function: cc_phase's pass list never
 * generates code for a program with checking errors, so those are all that such a program reports. */
typedef struct {
  Diag held[2]; int32_t nheld, nerr; /* codegen's errors, not yet reported        */
  int failed;                        /* codegen stopped                            */
  int32_t next;                      /* the next function index to generate        */
  uint32_t ready[GNC_MAX_FUNCS / 32 + 1]; /* checked (and folded) definitions      */
} CcBack;

/* runs a codegen step with its errors held back */
CORE_FN static void cc_held(Compiler *c, CcBack *bk, GenBox *gb, int32_t fi) {
  int32_t nd = c->ndiag, ne = c->nerr_total, i;
  if (!(fi < 0 ? gen_begin(c, gb, c->nfn) : gen_function(gb, fi))) return;
  bk->failed = 1;
  bk->nerr = c->nerr_total - ne;
  for (i = nd; i < c->ndiag && bk->nheld < 2; i++) bk->held[bk->nheld++] = c->diag[i];
  c->ndiag = nd;
  c->nerr_total = ne;
}

CORE_FN static void cc_back_init(CcBack *bk) {
  int32_t i;
  bk->nheld = bk->nerr = bk->failed = bk->next = 0;
  for (i = 0; i < GNC_MAX_FUNCS / 32 + 1; i++) bk->ready[i] = 0;
}

/* generates every ready function in index order, from bk->next on */
CORE_FN static void cc_gen_ready(Compiler *c, CcBack *bk, GenBox *gb, int all) {
  while (!bk->failed && bk->next < c->nfn &&
         (all || (bk->ready[bk->next >> 5] >> (bk->next & 31) & 1u)))
    cc_held(c, bk, gb, bk->next++);
}

/* a checked definition fn (function fi): fold it, then generate what is ready */
CORE_FN static void cc_checked(Compiler *c, CcBack *bk, GenBox *gb, int32_t fn, int32_t fi) {
  if (c->optimize) opt_function(c, fn);
  bk->ready[fi >> 5] |= 1u << (fi & 31);
  cc_gen_ready(c, bk, gb, 0);
}

/* check -> opt -> gen for each function while its nodes are in cache, with the exact result of the
 * three whole-program passes: code in function-index order (a definition that follows its prototype
 * waits for the functions before it), and nothing generated once the checker has reported an error */
CORE_FN static int cc_back(Compiler *c) {
  CkBox ck;
  GenBox gb;
  CcBack bk;
  int32_t fn, fi, errs = c->nerr_total, i;
  if (check_begin(c, &ck)) return 1;
  cc_back_init(&bk);
  cc_held(c, &bk, &gb, -1);
  for (fn = c->root; fn >= 0; fn = c->node[fn].next) {
    fi = check_function(&ck, fn);
    if (fi >= 0 && c->nerr_total == errs && !bk.failed) cc_checked(c, &bk, &gb, fn, fi);
  }
  if (check_end(&ck)) return 1;
  cc_gen_ready(c, &bk, &gb, 1); /* functions declared but never defined, and the rest */
  if (bk.failed) {
    for (i = 0; i < bk.nheld; i++) cc_error(c, bk.held[i].code, bk.held[i].pos, bk.held[i].len, bk.held[i].arg);
    c->nerr_total += bk.nerr - bk.nheld;
    return 1;
  }
  return gen_end(&gb);
}

/* ---------------------------------------------------------------- streaming: parse to gen per function */
/* Each definition goes from the parser straight through check, opt and gen while its nodes are still in
 * cache.  This is only the fast path of a program without diagnostics: at the first one (or a call of a
 * function that is never defined) it gives up, and cc_compile starts over from the tokens with the passes
 * in order, so that an invalid program reports exactly what they report. */
CORE_FN static int cc_stream(Compiler *c) {
  PsBox pb;
  CkBox ck;
  GenBox gb;
  CcBack bk;
  int32_t fn, fi, last = -1, errs = c->nerr_total;
  if (parse_begin(c, &pb) || check_begin_stream(c, &ck) || gen_begin(c, &gb, c->fn_cap)) return 1;
  cc_back_init(&bk);
  while ((fn = parse_next(&pb)) != PS_END) {
    if (fn < 0 || c->nerr_total != errs) return 1;
    if (last < 0) c->root = fn;
    else c->node[last].next = fn;
    last = fn;
    check_declare(&ck, fn);
    fi = check_function(&ck, fn);
    if (c->nerr_total != errs) return 1;
    if (fi < 0) continue; /* a prototype */
    cc_checked(c, &bk, &gb, fn, fi);
    if (bk.failed) return 1;
  }
  if (c->nerr_total != errs || check_end(&ck) || check_stream_end(&ck)) return 1;
  cc_gen_ready(c, &bk, &gb, 1);
  return bk.failed || gen_end(&gb);
}

/* the pass list: lex, then parse -> check -> opt -> gen per function (streaming); a program with errors
 * goes through parse, then check -> opt -> gen per function (cc_back), with diagnostics as cc_phase's */
CORE_FN int cc_compile(Compiler *c) {
  int32_t nd, ne;
  int r;
  if (cc_phase(c, CC_PH_LEX)) return 1;
  nd = c->ndiag;
  ne = c->nerr_total;
  if (!cc_stream(c)) return 0;
  if (cc_restart_memory(c, nd, ne) && !cc_stream(c)) return 0;
  for (;;) {
    c->ndiag = nd; /* start over from the tokens */
    c->nerr_total = ne;
    if (c->nmapped > nd) c->nmapped = nd;
    if (cc_phase(c, CC_PH_PARSE)) return 1;
    r = cc_back(c);
    if (!cc_restart_memory(c, nd, ne)) break;
  }
  if (c->pp_done) pp_map_diags(c);
  return r;
}
