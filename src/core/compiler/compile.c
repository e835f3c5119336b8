/* compile.c - the compiler driver: workspace layout and the pass list.
 *
 * One flat workspace holds every arena of a compile (tokens, nodes, functions, local types, scratch, the
 * output module), carved here in one place; nothing is allocated elsewhere and everything is freed at once
 * by the caller.  Capacities are bounds derived from a scan of the source (lex_scan: its tokens by kind, in
 * under half the lexer's time), so a compile never runs out of room for a program within the documented
 * limits; the first compile is lean (cc_layout) and one that outgrows it is compiled again with every
 * bound.  Given room for any source of its length (cc_workspace_size), cc_init carves for that worst case
 * without a scan.
 *
 * The pass list, preprocess -> lex -> parse -> check -> opt -> gen, is at the end of the file, in one
 * place for both of its drivers: cc_phase, one whole-program pass at a time (the GPU backend runs each as
 * a kernel over a batch, the CPU batch engine one by one), and cc_compile, which gives exactly their result
 * (module bytes, diagnostics) with parse to gen per function (cc_stream).  The per-function entry points of
 * the passes (parse_begin/parse_next, check_begin_stream/check_function/..., gen_function) are declared in
 * compiler.h.
 */
#include "core/compiler/compiler.h"

#define ALIGN8(n) (((n) + 7) & ~(size_t)7)

/* ---------------------------------------------------------------- the workspace
 * Every arena is sized from the scan of the text the phases read (lex_scan: its tokens by kind), not from
 * its bytes; each bound holds for every program:
 *   tokens   one slot per scanned token, and TK_EOF;
 *   nodes    the parser makes at most one node per token that is none of ) ] } : and no type keyword,
 *            else, static or inline (a node is charged to its first or operator token, a parameter to the
 *            '(' or ',' before it, a compound literal to its '(', a file-scope declaration's N_BLOCK to its
 *            ';', adjacent string literals' one N_STR to the first), and the checker at most one implicit
 *            cast per expression node, whose token is no ';' and no statement keyword either; the 16 spare
 *            nodes hold <stdlib.h>'s div_t, ldiv_t and lldiv_t (9 nodes, parse.c ps_lib_structs);
 *   funcs    every function declaration has a '(' (and 4 bytes: `T f(`);
 *   ltypes   a local per identifier (its name, an unnamed parameter's type, a compound literal's type);
 *   scratch  check_scratch_cap (function table, bindings, bitset stack);
 *   kpool    a constant per identifier or literal (every constant expression has one; a string literal
 *            or a global is an operand of GOBJ, a compound literal one of FOBJ), gen_kpool_cap;
 *   out      the module: header, function table, constants, at most 4 code words per nodal token
 *            (the most code per token takes 1.7, a global's read or an initialiser list's; test_scan.c's
 *            stress programs), local types (a local per identifier, and a temp per VM class and function:
 *            gen_temp), names, and the statics section: a 16-byte descriptor per static object (a string
 *            literal, or the name of a global or static local: a leaf each, GNC_MAX_STATICS at most in a
 *            module) and 8 initial bytes at most per element of its initialiser (a leaf each), and the
 *            bytes of the string literals, each held once (by its own static, or by the char array of
 *            static storage it initialises); those and the functions' names are distinct source bytes.
 * Every phase checks its capacity and reports E_OUT_OF_SPACE beyond it, so a wrong bound could fail a
 * program but never overrun.  Adding an arena: one AR_ entry, one line in cc_layout, one in cc_carve_at. */
enum { AR_TOK, AR_NODE, AR_FN, AR_LTYPES, AR_SCRATCH, AR_KPOOL, AR_OUT, AR__COUNT };
typedef struct {
  int32_t cap[AR__COUNT];    /* capacities (elements)                     */
  size_t off[AR__COUNT + 1]; /* byte offsets; off[AR__COUNT] is the total */
} Layout;

/* arena a: cap elements of elem bytes (at most INT32_MAX elements: the phase reports the rest) */
CORE_FN static void cc_arena(Layout *l, int a, int64_t cap, size_t elem) {
  if (cap > INT32_MAX) cap = INT32_MAX;
  l->cap[a] = (int32_t)cap;
  l->off[a + 1] = l->off[a] + ALIGN8((size_t)cap * elem);
}

CORE_FN static int64_t cc_min64(int64_t a, int64_t b) { return a < b ? a : b; }

/* The first compile of a source is lean: its largest arenas get what real programs use, with a margin
 * (tests/unit/test_scan.c prints the largest share of each that a test program uses): half the nodes (real
 * programs make at most one per nodal token), a quarter of the module buffer, half the constants, a
 * quarter of the checker's bindings (check_scratch_cap).  A compile that outgrows a lean arena
 * ends with E_WS_SMALL (cc_error) and is compiled again with every bound above (cc_retry), as one that
 * outgrows the preprocessor's first room; so a lean first try costs a program that needs more only a
 * second compile, and saves every other program most of its workspace. */
CORE_FN static void cc_layout(const CcScan *s, Layout *l, int lean) {
  int64_t fns = cc_min64(cc_min64((int64_t)s->parens, s->len / 4) + 2, GNC_MAX_FUNCS + 1);
  int64_t consts = cc_min64(cc_min64(s->leaves, s->tokens) + 64, GNC_MAX_CONSTS + 1);
  int64_t code = 4 * (int64_t)s->nodal + 64, locals = (int64_t)s->words + 64;
  int64_t statics = 16 * cc_min64(s->leaves, GNC_MAX_STATICS) + 8 * (int64_t)s->leaves + s->room.data;
  int64_t nodes = (int64_t)s->nodal + s->castable + 16, out;
  if (lean) {
    consts = cc_min64(s->leaves, s->tokens) / 2 + 8;
    nodes = nodes / 2 + 16;
  }
  out = (int64_t)(sizeof(ModHeader) + sizeof(ModFunc) * fns) + 8 * consts + 4 * code + (locals + 5 * fns) + s->len +
        statics + 64;
  if (lean) out = out / 4 + 64;
  l->off[0] = 0;
  cc_arena(l, AR_TOK, (int64_t)s->tokens + 2, sizeof(Token));
  cc_arena(l, AR_NODE, nodes, sizeof(Node));
  cc_arena(l, AR_FN, fns, sizeof(Func));
  cc_arena(l, AR_LTYPES, locals, 1);
  cc_arena(l, AR_SCRATCH, check_scratch_cap((int32_t)fns, s->words, s->branches, lean), sizeof(int32_t));
  cc_arena(l, AR_KPOOL, gen_kpool_cap((int32_t)consts), sizeof(int32_t));
  cc_arena(l, AR_OUT, out, 1);
}

/* the scan of the largest preprocessed text that a source with scan s is sure to get room for: 1.5 times
 * its counts, plus 64 tokens (of which 32 words, 8 '(' and 8 branching tokens), in a lean compile 1.125
 * times plus an eighth of those, or what a try before measured (s->room), each at most the output's bytes
 * (pp_text_cap).  pp_run carves for the output's own scan, in the room of this budget's arenas. */
CORE_FN static int32_t cc_grow(int32_t x, int32_t extra, int32_t room, int32_t cap, int lean) {
  int64_t y = lean ? (int64_t)x + x / 8 + extra / 8 : (int64_t)x + x / 2 + extra;
  if (y < room) y = room;
  return (int32_t)(y < cap ? y : cap);
}
CORE_FN void cc_pp_budget(const CcScan *s, CcScan *b) {
  const CcRoom *r = &s->room;
  int32_t m = pp_text_cap(s);
  int lean = cc_scan_lean(s);
  b->len = m;
  b->tokens = cc_grow(s->tokens, 64, r->tokens, m, lean);
  b->nodal = cc_grow(s->nodal, 64, r->nodal, m, lean);
  b->castable = cc_grow(s->castable, 64, r->castable, m, lean);
  b->words = cc_grow(s->words, 32, r->words, m, lean);
  b->leaves = cc_grow(s->leaves, 32, r->leaves, m, lean);
  if (r->leaves > b->leaves) b->leaves = r->leaves; /* (a range designator's elements: lex.c, lx_range_leaves) */
  b->parens = cc_grow(s->parens, 8, r->parens, m, lean);
  b->branches = cc_grow(s->branches, 8, r->branches, m, lean);
  b->hashes = b->splices = b->pp = b->asserts = b->unknown = 0;
  b->hdrs = 0;
  cc_room_none(&b->room);
  b->room.data = r->data;
}

CORE_FN void cc_scan(const char *src, int32_t src_len, CcScan *s) { lex_scan(src, src_len, s); }

/* The workspace: the phases' arenas for the source; or, when the preprocessor runs (or may run: pp -1),
 * its output text, map and splice table (pp_front_size), then the phases' arenas for the budget of
 * cc_pp_budget (while it runs, the preprocessor keeps its tokens and macros where those arenas will be:
 * pp_work_size). */
CORE_FN size_t cc_workspace_size_scan(const CcScan *s) {
  Layout l;
  CcScan b;
  size_t work;
  if (!s->pp) {
    cc_layout(s, &l, cc_scan_lean(s));
    return l.off[AR__COUNT];
  }
  cc_pp_budget(s, &b);
  cc_layout(&b, &l, cc_scan_lean(s));
  work = pp_work_size(s);
  return pp_front_size(s) + (work > l.off[AR__COUNT] ? work : l.off[AR__COUNT]);
}

CORE_FN size_t cc_workspace_size_src(const char *src, int32_t src_len) {
  CcScan s;
  cc_scan(src, src_len, &s);
  return cc_workspace_size_scan(&s);
}

/* the scan with every count at its most for len bytes (each size above grows with every count), the
 * preprocessor undecided: a token per byte, a word or literal (a run of identifier characters, or a
 * character literal) and a line splice (a backslash and a newline) per two */
CORE_FN static void cc_worst_scan(int32_t len, CcScan *s) {
  int32_t n = len < 0 ? 0 : len;
  s->len = s->tokens = s->nodal = s->castable = s->parens = s->hashes = s->branches = n;
  s->words = s->leaves = s->splices = n / 2 + 1;
  s->hdrs = (1u << PP_H__COUNT) - 1;
  s->asserts = s->unknown = n;
  s->pp = -1;
  cc_room_none(&s->room);
  s->room.full = 1;
}

CORE_FN size_t cc_workspace_size(int32_t src_len) {
  CcScan s;
  cc_worst_scan(src_len, &s);
  return cc_workspace_size_scan(&s);
}

/* carves the phases' arenas for a text with scan t at base, in room bytes; 1 (every capacity 0, so that the
 * first phase reports E_OUT_OF_SPACE) when they do not fit */
CORE_FN static int cc_carve_at(Compiler *c, unsigned char *base, size_t room, const CcScan *t) {
  Layout l;
  cc_layout(t, &l, cc_scan_lean(&c->scan));
  if (!base || l.off[AR__COUNT] > room) {
    c->tok = 0; c->node = 0; c->fn = 0; c->ltypes = 0; c->scratch = 0; c->kpool = 0; c->out = 0;
    c->tok_cap = c->node_cap = c->fn_cap = c->ltypes_cap = c->scratch_cap = c->kpool_cap = c->out_cap = 0;
    return 1;
  }
  c->tok = (Token *)(base + l.off[AR_TOK]);          c->tok_cap = l.cap[AR_TOK];
  c->node = (Node *)(base + l.off[AR_NODE]);         c->node_cap = l.cap[AR_NODE];
  c->fn = (Func *)(base + l.off[AR_FN]);             c->fn_cap = l.cap[AR_FN];
  c->ltypes = base + l.off[AR_LTYPES];               c->ltypes_cap = l.cap[AR_LTYPES];
  c->scratch = (int32_t *)(base + l.off[AR_SCRATCH]); c->scratch_cap = l.cap[AR_SCRATCH];
  c->kpool = (int32_t *)(base + l.off[AR_KPOOL]);    c->kpool_cap = l.cap[AR_KPOOL];
  c->out = base + l.off[AR_OUT];                     c->out_cap = l.cap[AR_OUT];
  return 0;
}

/* Carves the phases' arenas for c->scan from c->ws: for the source itself, or, when the preprocessor runs,
 * behind its front part for the budget of cc_pp_budget (text: 0), or for the preprocessed text's own scan
 * (pp_run), which must fit the room the budget has (the whole workspace behind the front part).  Returns 1
 * when they do not fit, and with less workspace than cc_workspace_size_scan. */
CORE_FN int cc_carve(Compiler *c, const CcScan *text) {
  size_t need = cc_workspace_size_scan(&c->scan), front;
  CcScan b;
  if (!c->ws || c->ws_size < need) return cc_carve_at(c, 0, 0, &c->scan);
  if (c->scan.pp != 1) return cc_carve_at(c, c->ws, need, &c->scan);
  front = pp_front_size(&c->scan);
  if (!text) {
    cc_pp_budget(&c->scan, &b);
  } else {
    b = *text;
    b.room.data = c->scan.room.data; /* (the text's scan does not know what codegen measured) */
  }
  return cc_carve_at(c, c->ws + front, need - front, &b);
}

CORE_FN void cc_init_scan(Compiler *c, const char *src, int32_t src_len, void *workspace, size_t ws_size,
                          const CcScan *s) {
  c->src = src;
  c->src_len = src_len;
  c->ntok = c->nnode = c->nfn = c->nltypes = c->ndiag = c->nerr_total = c->out_len = 0;
  c->optimize = 1;
  c->units = 0;
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
  c->ws_need = 0;
  c->scan = *s;
  cc_carve(c, 0);
}

/* With room for any source of its length (cc_workspace_size, as the GPU slots have), the arenas are carved
 * for that worst case and the source is not scanned (the lexing phase decides about the preprocessor, as
 * pp_needed); with less, for the source's scan. */
CORE_FN void cc_init(Compiler *c, const char *src, int32_t src_len, void *workspace, size_t ws_size) {
  CcScan s;
  if (!workspace || src_len < 0 || src_len > GNC_MAX_SRC) {
    cc_worst_scan(0, &s); /* nothing compiles: the lexing phase reports why */
    s.len = src_len;
    s.pp = 0;
    workspace = 0;
  } else if (ws_size >= cc_workspace_size(src_len)) {
    cc_worst_scan(src_len, &s);
  } else {
    cc_scan(src, src_len, &s);
  }
  cc_init_scan(c, src, src_len, workspace, ws_size, &s);
}

/* ---------------------------------------------------------------- a compile that ran out of room
 * The arenas are sized from scans, which bound everything but the preprocessor's product: its text (first
 * room for 1.5 times the source's bytes and tokens), and the intermediate tokens, hide sets and texts of
 * its expansions (first what the later phases' arenas leave).  When the preprocessor needs more, it
 * measures what it can (the text's bytes and tokens: pp_run goes on counting them past a full output) and
 * the compile ends with E_WS_SMALL: c->scan is grown to the room measured (room r, the larger of each
 * count) and c->ws_need is the workspace that needs.  The host compiles again in that workspace
 * (cc_retry), at most CC_MAX_RETRIES times: the room for expansions, which cannot be measured (they
 * stop), grows 16-fold and then to its hard limit (GNC_PP_MAX_EXPAND, past which the preprocessor
 * reports E_PP_EXPAND_BIG), and a text that outgrew its room is measured and fits the next try (whose
 * room for expansions is no smaller); so three retries are enough for every program within the limits,
 * and most programs that need one need one. */
CORE_FN static int32_t cc_max32(int32_t a, int32_t b) { return a > b ? a : b; }

CORE_FN void cc_out_of_room(Compiler *c, const CcRoom *r) {
  CcRoom *m = &c->scan.room;
  size_t need;
  m->len = cc_max32(m->len, r->len);
  m->tokens = cc_max32(m->tokens, r->tokens);
  m->nodal = cc_max32(m->nodal, r->nodal);
  m->castable = cc_max32(m->castable, r->castable);
  m->words = cc_max32(m->words, r->words);
  m->leaves = cc_max32(m->leaves, r->leaves);
  m->parens = cc_max32(m->parens, r->parens);
  m->branches = cc_max32(m->branches, r->branches);
  m->share = cc_max32(m->share, r->share);
  m->data = cc_max32(m->data, r->data);
  m->tries++;
  c->scan.pp = 1;
  need = cc_workspace_size_scan(&c->scan);
  c->ws_need = need;
  cc_error(c, E_WS_SMALL, 0, 0, (int32_t)(c->ws_need >> 10 < 0x7FFFFFFF ? c->ws_need >> 10 : 0x7FFFFFFF));
}

/* after a compile that ended with E_WS_SMALL and has retries left: the scan to compile again with (*s,
 * for cc_init_scan) and the workspace's size; 0 otherwise */
CORE_FN size_t cc_retry(const Compiler *c, CcScan *s) {
  if (!c->ws_need || c->scan.room.tries > CC_MAX_RETRIES) return 0;
  *s = c->scan;
  return c->ws_need;
}

/* A lean compile (cc_scan_lean) that outgrew an arena: compile again with every bound (the first E_OUT_OF_SPACE
 * of a compile in a workspace becomes E_WS_SMALL; the tries count it, so the next try is not lean). */
CORE_FN static void cc_outgrown(Compiler *c) {
  c->scan.room.tries++;
  c->ws_need = cc_workspace_size_scan(&c->scan);
  cc_error(c, E_WS_SMALL, 0, 0, (int32_t)(c->ws_need >> 10 < 0x7FFFFFFF ? c->ws_need >> 10 : 0x7FFFFFFF));
}

CORE_FN void cc_error(Compiler *c, int32_t code, int32_t pos, int32_t len, int32_t arg) {
  if (code == E_OUT_OF_SPACE && c->ws && cc_scan_lean(&c->scan)) {
    cc_outgrown(c);
    return;
  }
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

/* ---------------------------------------------------------------- the passes */
/* preprocess (when the source needs it), then lex */
CORE_FN static int cc_lex(Compiler *c) {
  if (c->src_len > GNC_MAX_SRC) {
    cc_error(c, E_PROGRAM_TOO_BIG, 0, 0, GNC_MAX_SRC);
    return 1;
  }
  if (!c->tok) {
    cc_error(c, E_OUT_OF_SPACE, 0, 0, 0);
    return 1;
  }
  if (!c->pp_done && (c->scan.pp < 0 ? pp_needed(c->src, c->src_len) : c->scan.pp) && pp_run(c)) return 1;
  return lex_run(c) != 0;
}

/* the parse, marking the diagnostics before it (cc_check's restart forgets what came after) */
CORE_FN static int cc_parse(Compiler *c) {
  c->mark_ndiag = c->ndiag;
  c->mark_nerr = c->nerr_total;
  return parse_run(c) != 0;
}

/* the check, and once more from the parse with the memory model when the program needs it */
CORE_FN static int cc_check(Compiler *c) {
  if (!check_run(c)) return 0;
  if (!cc_restart_memory(c, c->mark_ndiag, c->mark_nerr)) return 1;
  parse_run(c);
  return check_run(c) != 0;
}

/* Streaming: parse -> check -> opt -> gen for each top-level definition while its nodes are in cache,
 * functions entered in the checker's table as they are parsed (check_declare).  Code goes out in
 * function-index order: a definition that follows its prototype waits for the functions before it
 * (ready).  Only the path of a program without diagnostics: nonzero at the first one (or at a call of a
 * function never defined, which the whole-program check reports), and cc_compile starts over. */
typedef struct {
  int32_t next;                           /* the next function index to generate */
  uint32_t ready[GNC_MAX_FUNCS / 32 + 1]; /* checked (and folded) definitions    */
} CcOrder;

/* generates the ready functions in index order from o->next on (all: every function); nonzero on errors */
CORE_FN static int cc_gen_ready(Compiler *c, GenBox *gb, CcOrder *o, int all) {
  while (o->next < c->nfn && (all || (o->ready[o->next >> 5] >> (o->next & 31) & 1u)))
    if (gen_function(gb, o->next++)) return 1;
  return 0;
}

CORE_FN static int cc_stream(Compiler *c) {
  PsBox pb;
  CkBox ck;
  GenBox gb;
  CcOrder o;
  int32_t fn, fi, last = -1, errs = c->nerr_total, i;
  if (parse_begin(c, &pb) || check_begin_stream(c, &ck) || gen_begin(c, &gb, c->fn_cap)) return 1;
  o.next = 0;
  for (i = 0; i < GNC_MAX_FUNCS / 32 + 1; i++) o.ready[i] = 0;
  while ((fn = parse_next(&pb)) != PS_END) {
    if (fn < 0 || c->nerr_total != errs) return 1;
    if (last < 0) c->root = fn;
    else c->node[last].next = fn;
    last = fn;
    check_declare(&ck, fn);
    fi = check_function(&ck, fn);
    if (c->nerr_total != errs) return 1;
    if (fi < 0) continue; /* a prototype or a declaration */
    if (c->optimize) opt_function(c, fn);
    o.ready[fi >> 5] |= 1u << (fi & 31);
    if (cc_gen_ready(c, &gb, &o, 0)) return 1;
  }
  if (c->nerr_total != errs || check_end(&ck) || check_stream_end(&ck)) return 1;
  return cc_gen_ready(c, &gb, &o, 1) || gen_end(&gb);
}

/* ---------------------------------------------------------------- the pass list
 *   preprocess -> lex -> parse -> check -> opt -> gen -> the module in c->out[0, out_len)
 * (loading and verifying it are the caller's: mod_load, vfy_module).  cc_phase runs one pass over the
 * whole program: the GPU backend launches each as its own kernel over a batch, the batch engine steps
 * through them.  cc_compile runs the same list, parse to gen per definition (cc_stream), and a program
 * with any diagnostic starts over from its tokens with the rest of the list pass by pass, so that it
 * reports exactly what cc_phase's passes report (tests/unit/test_fused.c compares the two: module bytes
 * and diagnostics).  Streaming takes a third off a large file: 0.082 s against 0.119 s for the pass list
 * to compile the 3.3 MB `gnc gen --size large --seed 1` (cc_compile in-process, medians of 21 runs, CPU
 * time, 2-core x86); on 20,000 small programs (`gnc gen --count 20000`) it costs 3 %: 23.8 us against
 * 23.0 us a program.  Diagnostics leave in the user's positions (pp_map_diags). */
CORE_FN static int cc_phase_run(Compiler *c, int ph) {
  switch (ph) {
  case CC_PH_LEX: return cc_lex(c);
  case CC_PH_PARSE: return cc_parse(c);
  case CC_PH_CHECK: return cc_check(c);
  case CC_PH_OPT: return c->optimize && opt_run(c);
  case CC_PH_GEN: return gen_run(c) != 0;
  default: return 0;
  }
}

CORE_FN int cc_phase(Compiler *c, int ph) {
  int r = cc_phase_run(c, ph);
  if (c->pp_done) pp_map_diags(c);
  return r;
}

CORE_FN int cc_compile(Compiler *c) {
  int32_t nd, ne;
  int ph;
  if (cc_phase(c, CC_PH_LEX)) return 1;
  nd = c->ndiag;
  ne = c->nerr_total;
  if (!cc_stream(c) || (cc_restart_memory(c, nd, ne) && !cc_stream(c))) return 0;
  if (c->units) return 1; /* units are marked by node, and the passes number the nodes otherwise: the caller
                             compiles again (cc_retry: in the larger workspace when the stream outgrew this one) */
  c->ndiag = nd; /* start over from the tokens */
  c->nerr_total = ne;
  if (c->nmapped > nd) c->nmapped = nd;
  for (ph = CC_PH_PARSE; ph < CC_PHASES; ph++)
    if (cc_phase(c, ph)) return 1;
  return 0;
}
