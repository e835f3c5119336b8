/* realc.c - the random program generator: C as people and language models write it (realc mode).
 *
 * GenOpts.realc (which implies structs) adds the constructs that such programs use beyond the other modes.
 * Every random choice of the mode is drawn only when it is on, so that the programs of the other modes stay
 * byte-identical for every seed.
 *
 *  - Arrays.  `= {}` initialisers (every element 0) and zero-length arrays `T a[] = {}` (gcc's extension:
 *    only their sizeof is used, and loops bounded by it that never run).  Arrays of more than 65536 elements
 *    (gnc keeps them in the run's byte memory): locals of the entry, globals that the entry alone sees and
 *    sets wholly before anything reads them (a global keeps its values between the tests of one gcc run, a
 *    static local too), and helpers over big static, global and local tables (a sieve, a histogram, prefix
 *    sums, a scratch buffer, a 2-D table of paths) that set every element they read.  A statement or call
 *    over a big array runs only in the entry outside any loop (G.mult 1: once per test), at most BIG_STMTS
 *    of them, their estimated VM instructions under BIG_FUEL (gnc batch's default fuel is 10M), and the big
 *    arrays of a program stay under BIG_BYTES together (gnc batch gives a test 1 MiB of memory).
 *  - Variable-length arrays (only in functions of kind FK_VLA).  `T a[n]` (or `[n + 1]`) over a length
 *    variable in 1..DYN_MAX that nothing writes (a new one, the n of a `T *p, int n` parameter pair, a loop
 *    counter, an enumeration constant): filled (a loop, memset, memcpy from a region of the same length)
 *    before anything reads it, then a K_DYN region like a malloc'd block; `char s[n + 1]` holding a string
 *    (snprintf, memset and a NUL), then a read-only K_STRP; `T dp[n + 1][C]` tables cleared by
 *    memset(dp, 0, sizeof dp) and filled by a dynamic-programming double loop, and `T dp[n + 1][m + 1][k + 1]`
 *    ones (three variable dimensions) by a triple loop.  VLAs never go where a
 *    switch's case label could jump past them (declarations need S_NODECL off).
 *  - goto (only in functions of kind FK_GOTO: gnc rejects a goto in a function with a VLA).  Out of two
 *    nested loops to a label after them, to the end of the outer loop's body (a `continue` of the outer
 *    loop), back to a label at the top of a block as a retry loop counted by a variable only it changes,
 *    and forward to a cleanup label that frees a malloc'd buffer.  A goto only leaves blocks (never enters
 *    one): the labels a goto may reach are the targets in G.gt, pushed while the statements between the
 *    goto's possible places and the label are generated, and a label is followed only by statements that
 *    use no variable the jump may skip (the variables declared in the jumped-out blocks are out of scope
 *    there, the cleanup label's statement only frees).  A goto never leaves a malloc'd block that it does
 *    not free (a target records G.noret).
 *  - Variadic helpers with <stdarg.h>: sums of ints and longs, an average of doubles (float arguments are
 *    promoted), a maximum, a mixed list described by a string of kinds (strings among them), a hash that
 *    passes a va_list on after va_copy, an unsigned fold and a printing one; every call passes exactly the
 *    types its helper reads, up to gnc's 24 variable arguments.  Generated functions may be variadic too
 *    (Fn.nva: gen.c picks the promoted types every call passes after the named parameters, whose last one
 *    has a type the promotions leave alone; the function reads them into locals first).
 *  - Declarations: block-scope enumeration constants (ro, ranged variables of one value), typedefs and
 *    function prototypes, extern declarations, _Static_assert, volatile locals (stmt.c) and binary
 *    literals 0b101 (state.c).
 *  - Designators in a row in a struct's designated initialiser: `.m.x = v`, `.a[i] = v`, `.a[i].x = v`
 *    (agg.c).
 *  - gcc's extensions: case ranges `case 2 ... 4:` among a switch's labels (stmt.c), `x ?: y` and statement
 *    expressions with __typeof__ as MAX macros write them (expr.c).
 */
#include "gen/rg.h"

enum { RK_VSUM = 1 << 0, RK_VSUML = 1 << 1, RK_VAVG = 1 << 2, RK_VMAX = 1 << 3, RK_VMIX = 1 << 4,
       RK_VHASH = 1 << 5, RK_VXOR = 1 << 6, RK_VSHOW = 1 << 7, RK_SIEVE = 1 << 8, RK_HIST = 1 << 9,
       RK_PREFIX = 1 << 10, RK_SCRATCH = 1 << 11, RK_GRID = 1 << 12 };  /* G.rkit: the helpers the program calls */
enum { KZ_SIEVE, KZ_HIST, KZ_PREFIX, KZ_SCRATCH, KZ_ROWS, KZ_COLS };  /* G.ksz: the big helpers' tables */
#define BIG_BYTES 600000  /* the big arrays of one program together                           */
#define BIG_STMTS 4       /* the entry's statements and calls over big arrays                 */
#define BIG_FUEL 6000000  /* their VM instructions, estimated (gnc batch's default fuel: 10M)   */
#define BIG_MIN 65537     /* the fewest elements of a big array                               */
#define VA_MAXARGS 24     /* variable arguments per call (gnc's limit)                        */

static const char *pfx(G *g) { return g->o.prefix ? g->o.prefix : ""; }
/* a name no variable in sight has: base and a number */
static void rc_name(G *g, char *buf, const char *base) {
  int i, clash;
  do {
    snprintf(buf, 24, "%s%d", base, ++g->vctr);
    for (clash = 0, i = 0; i < g->nv; i++) clash |= strcmp(g->v[i].name, buf) == 0;
  } while (clash);
}
static int is_big(const Var *v) { return (v->ty & TY_ARR) && v->kind == K_ARR && v->len >= BIG_MIN; }
/* the scratch helper's element type, from its size */
static int scratch_ty(G *g) {
  static const uint8_t T[] = {TY_CHAR, TY_SHORT, TY_INT};
  return T[g->ksz[KZ_SCRATCH] % 3];
}
static int elt_size(int ty) {
  switch (ty) {
  case TY_CHAR: case TY_UCHAR: case TY_BOOL: return 1;
  case TY_SHORT: case TY_USHORT: return 2;
  case TY_LONG: case TY_ULONG: case TY_DOUBLE: return 8;
  default: return 4;
  }
}
/* room for n more bytes of big arrays */
static int big_bytes(G *g, int64_t n) {
  if (g->bigbytes + n > BIG_BYTES) return 0;
  g->bigbytes += n;
  return 1;
}
/* room for n more estimated instructions over big arrays (G.bigcost) */
static int big_fuel(G *g, int64_t n) {
  if (g->bigcost + n > BIG_FUEL) return 0;
  g->bigcost += n;
  return 1;
}
/* a statement or call over big arrays may run here: the entry, once per test */
static int big_ok(G *g) { return g->cur == 0 && g->mult == 1 && g->bigstmts < BIG_STMTS; }

/* ---------------------------------------------------------------- the program and its functions */
void rg_rc_pick(G *g) {
  static const uint8_t T[] = {TY_INT, TY_INT, TY_UCHAR, TY_CHAR, TY_SHORT, TY_UINT};
  int i, n = rg_chance(g, 40) ? 1 + rg_chance(g, 25) : 0;
  g->ksz[KZ_SIEVE] = BIG_MIN + rg_rnd(g, 35000);
  g->ksz[KZ_HIST] = BIG_MIN + rg_rnd(g, 25000);
  g->ksz[KZ_PREFIX] = BIG_MIN + rg_rnd(g, 25000);
  g->ksz[KZ_SCRATCH] = BIG_MIN + rg_rnd(g, 55000);
  g->ksz[KZ_ROWS] = 260 + rg_rnd(g, 70);
  g->ksz[KZ_COLS] = BIG_MIN / g->ksz[KZ_ROWS] + 1 + rg_rnd(g, 20);
  for (i = 0; i < n; i++) {
    BigArr *b = &g->big[g->nbig];
    b->ty = T[rg_rnd(g, 6)];
    b->len = BIG_MIN + rg_rnd(g, 60000);
    b->stat = (uint8_t)rg_chance(g, 50);
    snprintf(b->name, sizeof b->name, "%s%s%d", pfx(g), rg_chance(g, 50) ? "gbig" : "table", i);
    if (big_bytes(g, (int64_t)b->len * elt_size(b->ty))) g->nbig++;
  }
}
/* the entry's first statements: every big global set (maybe after a block-scope extern declaration) */
static void big_globals_init(G *g) {
  int i;
  for (i = 0; i < g->nbig; i++) {
    const BigArr *b = &g->big[i];
    const char *tn = gen_type_name(b->ty);
    int k = rg_rnd(g, 100), vi;
    if (!b->stat && rg_chance(g, 30)) rg_line(g, "extern %s %s[];", tn, b->name);
    rg_use_hdr(g, INC_STRING);
    if (k < 30) rg_line(g, "memset(%s, 0, sizeof %s);", b->name, b->name);
    else if (k < 50) rg_line(g, "memset(%s, %d, sizeof(%s));", b->name, rg_rnd(g, 256), b->name);
    else if (k < 65) rg_line(g, "memset(%s, 0, %d * sizeof %s[0]);", b->name, b->len, b->name);
    else {
      char c[24];
      int mul = 1 + rg_rnd(g, 40), add = rg_rnd(g, 100); /* (one draw per statement: C leaves the order of a
                                                             call's arguments open) */
      rc_name(g, c, "i");
      rg_line(g, "for (int %s = 0; %s < %d; %s++) %s[%s] = (%s)(%s * %d + %d);", c, c, b->len, c, b->name, c, tn, c,
              mul, add);
    }
    g->bigcost += k < 65 ? b->len / 16 : 12 * (int64_t)b->len; /* (measured: about 12 per element) */
    vi = rg_add_var(g, b->name, TY_ARR | b->ty, b->len);
    if (vi >= 0) g->v[vi].noshadow = 1;
  }
}
/* a variadic function's variable arguments, read into locals: va_list ap; va_start(ap, last); ... */
static void va_prologue(G *g, const Fn *f) {
  char ap[24], name[24];
  int i, vi;
  rg_use_hdr(g, INC_STDARG);
  rc_name(g, ap, rg_chance(g, 50) ? "ap" : "args");
  rg_line(g, "va_list %s;", ap);
  rg_line(g, "va_start(%s, %s);", ap, f->pn[f->np - 1]);
  for (i = 0; i < f->nva; i++) {
    const char *tn = gen_type_name(f->vat[i]);
    rc_name(g, name, "arg");
    rg_line(g, "%s %s = va_arg(%s, %s);", tn, name, ap, tn);
    vi = rg_add_var(g, name, f->vat[i], 0);
    if (vi < 0) break;
  }
  rg_line(g, "va_end(%s);", ap);
  rg_add_var(g, ap, TY_INT, 0); /* (its name only) */
  if (g->nv > 0) g->v[g->nv - 1].uninit = 1, g->v[g->nv - 1].ro = 1;
}
void rg_rc_fn_begin(G *g, int j) {
  int k = rg_rnd(g, 100);
  g->fkind = (uint8_t)(k < 35 ? FK_VLA : k < 70 ? FK_GOTO : FK_PLAIN);
  g->fpat = 0;
  g->ngt = 0;
  if (g->fn[j].nva) va_prologue(g, &g->fn[j]);
  if (j != 0) return;
  g->bigstmts = 0;
  big_globals_init(g);
}

/* ---------------------------------------------------------------- variadic helpers */
/* a call of a variadic helper returning ty (int, long, double, unsigned int or unsigned long); 0 if none */
static int va_call(G *g, int ty, int d, Ex *out) {
  static const char kinds[] = "iluds";
  int n = rg_chance(g, 6) ? 12 + rg_rnd(g, VA_MAXARGS - 11) : rg_rnd(g, 6), i, which, ad = n > 5 ? 1 : d - 1;
  int64_t c = 8 + 6 * n;
  char ks[VA_MAXARGS + 1];
  switch (ty) {
  case TY_INT: which = rg_chance(g, 50) ? RK_VSUM : RK_VMAX; break;
  case TY_LONG: which = rg_chance(g, 50) ? RK_VSUML : RK_VMIX; break;
  case TY_DOUBLE: which = RK_VAVG; break;
  case TY_UINT: which = RK_VXOR; break;
  case TY_ULONG: which = RK_VHASH; break;
  default: return 0;
  }
  if (g->cost + g->mult * c > g->budget) return 0;
  if (ad < 0) ad = 0;
  g->cost += g->mult * c;
  g->rkit |= (uint32_t)which;
  rg_use_hdr(g, INC_STDARG);
  switch (which) {
  case RK_VSUM: *out = rg_ex_text(P_POSTFIX, "%svsum(%d", pfx(g), n); break;
  case RK_VSUML: *out = rg_ex_text(P_POSTFIX, "%svsuml(%d", pfx(g), n); break;
  case RK_VAVG: *out = rg_ex_text(P_POSTFIX, "%svavg(%d", pfx(g), n); break;
  case RK_VHASH: *out = rg_ex_text(P_POSTFIX, "%svhash(%d", pfx(g), n); break;
  case RK_VMIX:
    for (i = 0; i < n; i++) ks[i] = kinds[rg_rnd(g, 5)];
    ks[n] = 0;
    *out = rg_ex_text(P_POSTFIX, "%svmix(\"%s\"", pfx(g), ks);
    break;
  default: { /* vmax(first, n, ...), vxor(seed, n, ...) */
    Ex a = which == RK_VMAX ? rg_expr(g, TY_INT, ad) : rg_expr_conv(g, TY_UINT, ad);
    *out = rg_ex_text(P_POSTFIX, "%s%s(", pfx(g), which == RK_VMAX ? "vmax" : "vxor");
    rg_put_ex(g, &out->s, &a, P_ASSIGN);
    rg_s_printf(&out->s, ", %d", n);
    rg_s_free(&a.s);
    break;
  }
  }
  for (i = 0; i < n; i++) {
    int t, ml;
    Ex a;
    if (which == RK_VMIX && ks[i] == 's') { /* a string: a const char * argument */
      Str sr = {0};
      rg_str_ref(g, &sr, &ml, 0);
      rg_s_printf(&out->s, ", %s", sr.p);
      rg_s_free(&sr);
      continue;
    }
    switch (which) {
    case RK_VSUML: t = TY_LONG; break;
    case RK_VAVG: t = rg_chance(g, 30) ? TY_FLOAT : TY_DOUBLE; break; /* a float goes as a double */
    case RK_VXOR: t = TY_UINT; break;
    case RK_VMIX: t = ks[i] == 'i' ? TY_INT : ks[i] == 'l' ? TY_LONG : ks[i] == 'u' ? TY_UINT
                    : rg_chance(g, 30) ? TY_FLOAT : TY_DOUBLE; break;
    default: t = TY_INT; break; /* char, short and bool values go as ints */
    }
    a = rg_expr(g, t, ad);
    rg_s_puts(&out->s, ", ");
    rg_put_ex(g, &out->s, &a, P_ASSIGN);
    rg_s_free(&a.s);
  }
  rg_s_puts(&out->s, ")");
  return 1;
}
/* vshow("tag", n, longs...): prints (one printing call in its full expression, and few of them) */
static int st_vshow(G *g) {
  static const char *tags[] = {"v", "row", "acc", "vals", "state", "dbg"};
  int n = rg_chance(g, 5) ? 12 + rg_rnd(g, VA_MAXARGS - 11) : rg_rnd(g, 5), i;
  Str s = {0};
  if (g->mult > 8 || !rg_room(g, 10 + 8 * n)) return 0;
  rg_fe_begin(g, 1);
  g->fe_print = 1;
  g->fn[g->cur].prints = 1;
  g->rkit |= RK_VSHOW;
  rg_use_hdr(g, INC_STDARG);
  rg_use_hdr(g, INC_STDIO);
  rg_s_printf(&s, "%svshow(\"%s\", %d", pfx(g), tags[rg_rnd(g, 6)], n);
  for (i = 0; i < n; i++) {
    Ex a = rg_expr(g, TY_LONG, n > 5 ? 1 : 2);
    rg_s_puts(&s, ", ");
    rg_put_ex(g, &s, &a, P_ASSIGN);
    rg_s_free(&a.s);
  }
  rg_line(g, "%s);", s.p);
  rg_s_free(&s);
  g->cost += g->mult * (10 + 8 * n);
  return 1;
}
/* x = f(...); or x += f(...); with a variadic helper; or a printing one */
static int st_va(G *g) {
  static const uint8_t T[] = {TY_INT, TY_INT, TY_LONG, TY_LONG, TY_DOUBLE, TY_UINT, TY_ULONG};
  int ty = T[rg_rnd(g, 7)], vi;
  Ex e;
  if (rg_chance(g, 30)) return st_vshow(g);
  rg_fe_begin(g, 1);
  vi = rg_pick_var(g, ty, M_STMT);
  if (vi < 0) return 0;
  rg_setbit(g->rd, vi);
  if (!va_call(g, ty, g->cfg.depth - 1, &e)) return 0;
  rg_line(g, "%s %s %s;", g->v[vi].name, rg_chance(g, 50) ? "=" : "+=", e.s.p);
  rg_s_free(&e.s);
  return 1;
}

/* ---------------------------------------------------------------- big arrays */
/* a call of a helper over a big table returning ty (int or long; the entry, once per test); 0 if none */
static int big_call(G *g, int ty, int d, Ex *out) {
  static const int L[] = {RK_HIST, RK_PREFIX, RK_SCRATCH, RK_GRID};
  int which = ty == TY_INT ? RK_SIEVE : ty == TY_LONG ? L[rg_rnd(g, 4)] : 0;
  int64_t bytes, fuel; /* (the instructions per element measured with gnc run --fuel) */
  Ex a, b;
  if (!which || !big_ok(g)) return 0;
  switch (which) {
  case RK_SIEVE: bytes = g->ksz[KZ_SIEVE] + 1; fuel = 34 * bytes; break;
  case RK_HIST: bytes = 4 * (int64_t)g->ksz[KZ_HIST]; fuel = 4 * bytes + 41000; break;
  case RK_PREFIX: bytes = 4 * (int64_t)g->ksz[KZ_PREFIX]; fuel = 5 * bytes; break;
  case RK_GRID: bytes = 4 * (int64_t)g->ksz[KZ_ROWS] * g->ksz[KZ_COLS]; fuel = 16 * bytes; break;
  default: bytes = (int64_t)g->ksz[KZ_SCRATCH] * elt_size(scratch_ty(g)); fuel = 18 * (int64_t)g->ksz[KZ_SCRATCH];
    break;
  }
  if (g->bigcost + fuel > BIG_FUEL || (!(g->rkit & (uint32_t)which) && !big_bytes(g, bytes))) return 0;
  g->bigcost += fuel;
  g->rkit |= (uint32_t)which;
  g->bigstmts++;
  g->cost += 50;
  if (which != RK_SCRATCH && which != RK_GRID) rg_use_hdr(g, INC_STRING);
  d = d > 2 ? 2 : d - 1;
  if (d < 0) d = 0;
  switch (which) {
  case RK_SIEVE:
    a = rg_expr(g, TY_INT, d);
    *out = rg_ex_text(P_POSTFIX, "%scount_primes(", pfx(g));
    rg_put_ex(g, &out->s, &a, P_ASSIGN);
    break;
  case RK_SCRATCH:
    a = rg_expr_conv(g, TY_LONG, d);
    *out = rg_ex_text(P_POSTFIX, "%sscratch_sum(", pfx(g));
    rg_put_ex(g, &out->s, &a, P_ASSIGN);
    break;
  case RK_GRID:
    a = rg_expr_conv(g, TY_INT, d);
    *out = rg_ex_text(P_POSTFIX, "%sgrid_best(", pfx(g));
    rg_put_ex(g, &out->s, &a, P_ASSIGN);
    break;
  default:
    a = which == RK_HIST ? rg_expr_conv(g, TY_UINT, d) : rg_expr_conv(g, TY_INT, d);
    b = rg_expr_conv(g, TY_INT, d);
    *out = rg_ex_text(P_POSTFIX, "%s%s(", pfx(g), which == RK_HIST ? "hist_peak" : "prefix_range");
    rg_put_ex(g, &out->s, &a, P_ASSIGN);
    rg_s_puts(&out->s, ", ");
    rg_put_ex(g, &out->s, &b, P_ASSIGN);
    rg_s_free(&b.s);
    break;
  }
  rg_s_free(&a.s);
  rg_s_puts(&out->s, ")");
  return 1;
}
/* a big local of the entry: T big[N] = {0}; = {}; or declared bare (or static) and set by memset */
static int big_local(G *g) {
  static const uint8_t T[] = {TY_INT, TY_UINT, TY_CHAR, TY_UCHAR, TY_SHORT, TY_USHORT};
  static const char *base[] = {"seen", "counts", "table", "buf", "big", "marks"};
  int ty = T[rg_rnd(g, 6)], len = BIG_MIN + rg_rnd(g, 40000), k = rg_rnd(g, 100), vi;
  const char *tn = gen_type_name(ty);
  char name[24];
  if (!big_bytes(g, (int64_t)len * elt_size(ty))) return 0;
  rc_name(g, name, base[rg_rnd(g, 6)]);
  g->bigstmts++;
  g->bigcost += len / 16;
  if (k < 25) rg_line(g, "%s %s[%d] = {0};", tn, name, len);
  else if (k < 45) rg_line(g, "%s %s[%d] = {};", tn, name, len);
  else if (k < 55) {
    int a = rg_rnd(g, 100), b = rg_rnd(g, 100);
    rg_line(g, "%s %s[%d] = {%d, %d};", tn, name, len, a, b);
  } else {
    int byte = rg_rnd(g, 256);
    rg_line(g, "%s%s %s[%d];", k < 70 ? "static " : "", tn, name, len); /* a static one keeps the last test's values */
    rg_use_hdr(g, INC_STRING);
    rg_line(g, rg_chance(g, 50) ? "memset(%s, %d, sizeof %s);" : "memset(%s, %d, sizeof(%s));", name, byte, name);
  }
  vi = rg_add_var(g, name, TY_ARR | ty, len);
  return vi >= 0;
}
/* a loop over every element of a big array: set from its index, or folded into a scalar; or a memset */
static int big_loop(G *g) {
  int cand[MAXV], n = 0, i, vi, k = rg_rnd(g, 100), snv, sb, ci;
  char c[24];
  const Var *v;
  for (i = 0; i < g->nv; i++)
    if (is_big(&g->v[i]) && rg_usable(g, i, k < 40 ? M_STMT : M_READ)) cand[n++] = i;
  if (!n) return 0;
  vi = cand[rg_rnd(g, n)];
  v = &g->v[vi];
  if (!big_fuel(g, k < 12 ? v->len / 16 : 14 * (int64_t)v->len)) return 0;
  g->bigstmts++;
  if (k < 12) {
    int off = rg_chance(g, 50) ? 0 : rg_rnd(g, v->len), m = rg_rnd(g, v->len - off + 1);
    rg_use_hdr(g, INC_STRING);
    if (!off) rg_line(g, "memset(%s, %d, sizeof %s);", v->name, rg_rnd(g, 256), v->name);
    else rg_line(g, "memset(%s + %d, %d, %d * sizeof %s[0]);", v->name, off, rg_rnd(g, 256), m, v->name);
    return 1;
  }
  rg_push_block(g, &snv, &sb);
  rc_name(g, c, rg_chance(g, 50) ? "i" : "k");
  ci = rg_add_var(g, c, TY_INT, 0);
  if (ci >= 0) { g->v[ci].ro = 1; g->v[ci].ranged = 1; g->v[ci].lo = 0; g->v[ci].hi = v->len - 1; }
  if (k < 40) { /* every element from a formula of the index and a variable (cheap: it runs len times) */
    static const char *fm[] = {"(%s)(%s * %d + %s)", "(%s)(%s ^ %s)", "(%s)((%s %% %d) * %s)", "(%s)(%s - %s)"};
    int f = rg_rnd(g, 4), mul = 2 + rg_rnd(g, 30), x;
    char t[128], xs[48];
    rg_fe_begin(g, 0);
    x = rg_pick_var(g, rg_chance(g, 50) ? TY_INT : TY_LONG, M_READ);
    if (x >= 0) snprintf(xs, sizeof xs, "%s", g->v[x].name);
    else snprintf(xs, sizeof xs, "%d", 1 + mul);
    if (f == 0 || f == 2) snprintf(t, sizeof t, fm[f], gen_type_name(TY_BASE(v->ty)), c, mul, xs);
    else snprintf(t, sizeof t, fm[f], gen_type_name(TY_BASE(v->ty)), c, xs);
    rg_line(g, "for (int %s = 0; %s < %d; %s++) %s[%s] = %s;", c, c, v->len, c, v->name, c, t);
    g->cost += 100;
  } else {
    int acc;
    rg_fe_begin(g, 1);
    acc = rg_pick_var(g, rg_chance(g, 50) ? TY_LONG : rg_chance(g, 50) ? TY_INT : TY_UINT, M_STMT);
    if (acc < 0) {
      rg_pop_block(g, snv, sb);
      return 0;
    }
    switch (rg_rnd(g, 4)) {
    case 0:
      rg_line(g, "for (int %s = 0; %s < %d; %s++) %s += %s[%s];", c, c, v->len, c, g->v[acc].name, v->name, c);
      break;
    case 1: rg_line(g, "for (int %s = 0; %s < %d; %s++)\n%*s  if (%s[%s] == %d) %s += 1;", c, c, v->len, c, 2 * g->ind,
                    "", v->name, c, rg_rnd(g, 8), g->v[acc].name); break;
    case 2: rg_line(g, "for (int %s = %d; %s >= 0; %s--) %s = %s * 31 + %s[%s];", c, v->len - 1, c, c, g->v[acc].name,
                    g->v[acc].name, v->name, c); break;
    default: rg_line(g, "for (int %s = 0; %s < %d; %s += %d) %s ^= %s[%s];", c, c, v->len, c, 1 + rg_rnd(g, 7),
                     g->v[acc].name, v->name, c); break;
    }
    g->cost += 100;
  }
  rg_pop_block(g, snv, sb);
  return 1;
}
/* x += helper(...); over a big table */
static int big_call_stmt(G *g) {
  int ty = rg_chance(g, 40) ? TY_INT : TY_LONG, vi;
  Ex e;
  rg_fe_begin(g, 1);
  vi = rg_pick_var(g, ty, M_STMT);
  if (vi < 0) return 0;
  rg_setbit(g->rd, vi);
  if (!big_call(g, ty, g->cfg.depth, &e)) return 0;
  rg_line(g, "%s %s %s;", g->v[vi].name, rg_chance(g, 50) ? "+=" : "^=", e.s.p);
  rg_s_free(&e.s);
  return 1;
}
static int st_big(G *g, int flags) {
  int k = rg_rnd(g, 100);
  if (k < 30 && rg_can_decl(g, flags)) return big_local(g);
  if (k < 75) return big_loop(g);
  return big_call_stmt(g);
}
/* T none[] = {}: a zero-length array (gcc): its size, and a loop bounded by it that never runs */
static int st_zero_arr(G *g) {
  static const uint8_t T[] = {TY_INT, TY_LONG, TY_CHAR, TY_UINT, TY_SHORT, TY_DOUBLE};
  int ty = T[rg_rnd(g, 6)], acc, vi;
  char name[24], c[24];
  rc_name(g, name, rg_chance(g, 50) ? "none" : "empty");
  rg_line(g, "%s %s[] = {};", gen_type_name(ty), name);
  rg_fe_begin(g, 1);
  acc = rg_pick_var(g, rg_is_flt(ty) ? TY_DOUBLE : TY_LONG, M_STMT);
  if (acc >= 0) {
    if (rg_chance(g, 50)) {
      rc_name(g, c, "i");
      rg_line(g, "for (int %s = 0; %s < (int)(sizeof %s / sizeof %s[0]); %s++) %s += %s[%s];", c, c, name, name, c,
              g->v[acc].name, name, c);
    } else {
      rg_line(g, "%s += (long)(sizeof %s / sizeof *%s) + (long)sizeof(%s);", g->v[acc].name, name, name, name);
    }
  }
  vi = rg_add_var(g, name, TY_ARR | ty, 0); /* in sight for its name only */
  if (vi >= 0) { g->v[vi].uninit = 1; g->v[vi].ro = 1; }
  return 1;
}

/* ---------------------------------------------------------------- variable-length arrays */
/* the length of a new VLA: a variable in 1..DYN_MAX that nothing writes (found, or declared here); -1 */
static int vla_len(G *g) {
  static const char *base[] = {"n", "len", "count", "size", "rows", "m"};
  int cand[MAXV], n = 0, i, vi;
  char name[24];
  Ex e;
  for (i = 0; i < g->nv; i++) {
    const Var *v = &g->v[i];
    if (!(v->ty & TY_ARR) && (v->ty == TY_INT || v->ty == TY_LONG) && v->ro && v->ranged && v->lo >= 1 &&
        v->hi <= DYN_MAX && rg_usable(g, i, M_READ))
      cand[n++] = i;
  }
  if (n && rg_chance(g, 45)) return cand[rg_rnd(g, n)];
  if (!rg_can_decl(g, 0)) return -1;
  rc_name(g, name, base[rg_rnd(g, 6)]);
  rg_fe_begin(g, 1);
  switch (rg_rnd(g, 3)) {
  case 0:
    e = rg_ex_bin(g, rg_ex_bin(g, rg_expr(g, TY_INT, 2), "&", P_BAND, rg_small_lit(DYN_MAX - 1)), "+", P_ADD,
                  rg_small_lit(1));
    break;
  case 1:
    e = rg_ex_bin(g, rg_ex_cast(g, "int", rg_ex_bin(g, rg_expr(g, TY_UINT, 2), "%", P_MUL, rg_ex_text(P_PRIMARY,
                  "%du", DYN_MAX))), "+", P_ADD, rg_small_lit(1));
    break;
  default:
    e = rg_ex_bin(g, rg_ex_bin(g, rg_ex_bin(g, rg_ex_bin(g, rg_expr(g, TY_INT, 2), "%", P_MUL, rg_small_lit(8)), "+",
                                            P_ADD, rg_small_lit(8)), "%", P_MUL, rg_small_lit(8)),
                  "+", P_ADD, rg_small_lit(1));
    break;
  }
  rg_line(g, "%s %s = %s;", rg_chance(g, 80) ? "int" : "const int", name, e.s.p);
  rg_s_free(&e.s);
  vi = rg_add_var(g, name, TY_INT, 0);
  if (vi < 0) return -1;
  g->v[vi].ro = 1; g->v[vi].ranged = 1; g->v[vi].lo = 1; g->v[vi].hi = DYN_MAX;
  return vi;
}
/* a region of the same length and base type as a new VLA, to copy from; -1 if none */
static int vla_source(G *g, int lv, int base) {
  int cand[MAXV], n = 0, i;
  for (i = 0; i < g->nv; i++) {
    const Var *v = &g->v[i];
    if (v->kind == K_DYN && v->lenv == lv && TY_BASE(v->ty) == base && rg_usable(g, i, M_READ)) cand[n++] = i;
  }
  return n ? cand[rg_rnd(g, n)] : -1;
}
/* for (int c = 0; c < count; c++) arr[c] = <an expression of type base>;  (trips: at most count) */
static void fill_loop(G *g, int base, const char *arr, const char *c, const char *count, int64_t trips) {
  int64_t m = g->mult;
  Ex e;
  rg_fe_begin(g, 1);
  g->mult *= trips;
  e = rg_expr_conv(g, base, 2);
  g->mult = m;
  rg_line(g, "for (int %s = 0; %s < %s; %s++) %s[%s] = %s;", c, c, count, c, arr, c, e.s.p);
  rg_s_free(&e.s);
}

/* T a[n]; (or [n + k]) filled before it is read: a K_DYN region of n elements; or char s[n + 1] holding a
 * string (a read-only K_STRP) */
static int st_vla(G *g) {
  int lv = vla_len(g), base = rg_c_scalar_type(g), vi, k, extra = rg_chance(g, 25) ? 1 + rg_rnd(g, 2) : 0, src = -1;
  char name[24], dims[48];
  const char *ln, *tn = gen_type_name(base);
  if (lv < 0) return 0;
  ln = g->v[lv].name;
  rg_use_hdr(g, INC_STRING);
  if (rg_chance(g, 20)) { /* a string of at most n characters */
    rc_name(g, name, rg_chance(g, 50) ? "s" : "text");
    rg_line(g, "char %s[%s + 1];", name, ln);
    if (rg_chance(g, 50)) {
      Ex e;
      static const char *fm[] = {"%d", "%x", "v%d", "%u", "%ld", "%lx"};
      int f = rg_rnd(g, 6);
      rg_use_hdr(g, INC_STDIO);
      rg_fe_begin(g, 1);
      e = rg_expr(g, f < 3 ? TY_INT : f == 3 ? TY_UINT : TY_LONG, 2);
      rg_line(g, "snprintf(%s, sizeof %s, \"%s\", %s);", name, name, fm[f], e.s.p);
      rg_s_free(&e.s);
    } else {
      char lit[16];
      rg_char_lit(g, 'a' + rg_rnd(g, 26), lit);
      rg_line(g, "memset(%s, %s, %s);", name, lit, ln);
      rg_line(g, "%s[%s] = '\\0';", name, ln);
    }
    vi = rg_add_var(g, name, TY_ARR | TY_CHAR, 0);
    if (vi >= 0) { g->v[vi].kind = K_STRP; g->v[vi].ro = 1; g->v[vi].str = 1; }
    g->cost += g->mult * (DYN_MAX + 10);
    return 1;
  }
  rc_name(g, name, rg_chance(g, 50) ? "tmp" : rg_chance(g, 50) ? "vals" : "work");
  if (extra) snprintf(dims, sizeof dims, "%s + %d", ln, extra); else snprintf(dims, sizeof dims, "%s", ln);
  rg_line(g, "%s %s[%s];", tn, name, dims);
  k = rg_rnd(g, 100);
  if (k < 40 && rg_room(g, (DYN_MAX + 1) * 12)) { /* a loop sets the first n elements */
    int snv, sb, ci;
    char c[24];
    rg_push_block(g, &snv, &sb);
    rc_name(g, c, "i");
    ci = rg_add_var(g, c, TY_INT, 0);
    if (ci >= 0) {
      g->v[ci].ro = 1; g->v[ci].ranged = 1; g->v[ci].lo = 0; g->v[ci].hi = DYN_MAX - 1;
      g->v[ci].dynof = (int16_t)(lv + 1);
    }
    fill_loop(g, base, name, c, ln, DYN_MAX);
    rg_pop_block(g, snv, sb);
  } else if (k < 70 || (src = vla_source(g, lv, base)) < 0) {
    int byte = rg_is_flt(base) ? 0 : base == TY_BOOL ? rg_rnd(g, 2) : rg_rnd(g, 256);
    switch (rg_rnd(g, 4)) {
    case 0: rg_line(g, "memset(%s, %d, sizeof %s);", name, byte, name); break;
    case 1: rg_line(g, "memset(%s, %d, sizeof(%s));", name, byte, name); break;
    case 2: rg_line(g, "memset(%s, %d, %s * sizeof %s[0]);", name, byte, ln, name); break;
    default: rg_line(g, "memset(%s, %d, sizeof(%s) * %s);", name, byte, tn, ln); break;
    }
  } else { /* a copy of a region of n elements */
    rg_setbit(g->rd, src);
    if (rg_chance(g, 50)) rg_line(g, "memcpy(%s, %s, %s * sizeof *%s);", name, g->v[src].name, ln, name);
    else rg_line(g, "memcpy(%s, %s, sizeof(%s) * %s);", name, g->v[src].name, tn, ln);
  }
  vi = rg_add_var(g, name, TY_ARR | base, 0);
  if (vi >= 0) { g->v[vi].kind = K_DYN; g->v[vi].lenv = (int16_t)lv; }
  g->cost += g->mult * (DYN_MAX * 3 + 10);
  return 1;
}
/* a braced block: T dp[n % 8 + 1][m % 8 + 1][k % 8 + 1] (three variable dimensions), cleared by memset,
 * filled by a triple loop over a recurrence of its three neighbours, its last cell and a row's length folded
 * in */
static int st_vla_dp3(G *g) {
  static const uint8_t ET[] = {TY_INT, TY_LONG, TY_UINT, TY_ULONG};
  int et = ET[rg_rnd(g, 4)], acc, lv[3], snv, sb, snv2, sb2, iv[3], i;
  int64_t m = g->mult, cells = 8 * 8 * 8; /* each length n % 8 + 1 */
  char dp[24], ix[3][24], ln[3][40];
  const char *tn = gen_type_name(et);
  Ex e;
  Str t = {0};
  if (!rg_room(g, cells * 6)) return 0;
  rg_fe_begin(g, 1);
  acc = rg_pick_var(g, rg_chance(g, 50) ? TY_LONG : TY_ULONG, M_STMT);
  if (acc < 0) return 0;
  rg_line(g, "{");
  g->ind++;
  rg_push_block(g, &snv, &sb);
  for (i = 0; i < 3; i++) {
    lv[i] = vla_len(g);
    if (lv[i] < 0) { rg_line(g, ";"); rg_pop_block(g, snv, sb); g->ind--; rg_line(g, "}"); return 1; }
    snprintf(ln[i], sizeof ln[i], "%s %% 8", g->v[lv[i]].name);
  }
  rc_name(g, dp, rg_chance(g, 50) ? "dp" : "cube");
  rg_line(g, "%s %s[%s + 1][%s + 1][%s + 1];", tn, dp, ln[0], ln[1], ln[2]);
  rg_use_hdr(g, INC_STRING);
  if (rg_chance(g, 50)) rg_line(g, "memset(%s, 0, sizeof %s);", dp, dp);
  else rg_line(g, "memset(%s, 0, (%s + 1) * sizeof %s[0]);", dp, ln[0], dp);
  rg_push_block(g, &snv2, &sb2);
  for (i = 0; i < 3; i++) {
    rc_name(g, ix[i], i == 0 ? "i" : i == 1 ? "j" : "l");
    iv[i] = rg_add_var(g, ix[i], TY_INT, 0);
    if (iv[i] >= 0) { g->v[iv[i]].ro = 1; g->v[iv[i]].ranged = 1; g->v[iv[i]].lo = 1; g->v[iv[i]].hi = 7; }
  }
  g->cost += g->mult * cells * 5;
  g->mult *= cells;
  rg_fe_begin(g, 1);
  e = rg_expr(g, et, 2);
  g->mult = m;
  rg_put_ex(g, &t, &e, P_MUL);
  rg_s_free(&e.s);
  for (i = 0; i < 3; i++) rg_line(g, "%*sfor (int %s = 1; %s <= %s; %s++)", 2 * i, "", ix[i], ix[i], ln[i], ix[i]);
  rg_line(g, "      %s[%s][%s][%s] = %s[%s - 1][%s][%s] + %s[%s][%s - 1][%s] * 2 + %s[%s][%s][%s - 1] + %s;", dp,
          ix[0], ix[1], ix[2], dp, ix[0], ix[1], ix[2], dp, ix[0], ix[1], ix[2], dp, ix[0], ix[1], ix[2], t.p);
  rg_s_free(&t);
  rg_pop_block(g, snv2, sb2);
  rg_line(g, "%s %s %s[%s][%s][%s];", g->v[acc].name, rg_chance(g, 60) ? "+=" : "^=", dp, ln[0], ln[1], ln[2]);
  if (rg_chance(g, 40))
    rg_line(g, "%s += (long)(sizeof %s[0] / sizeof %s[0][0] + sizeof %s[0][0] / sizeof %s[0][0][0]);", g->v[acc].name,
            dp, dp, dp, dp);
  rg_pop_block(g, snv, sb);
  g->ind--;
  rg_line(g, "}");
  return 1;
}

/* a braced block: T dp[n + 1][C] cleared by memset, filled row by row by a dynamic-programming recurrence,
 * and its last cell folded into a scalar */
static int st_vla_dp(G *g) {
  static const uint8_t ET[] = {TY_INT, TY_LONG, TY_LONG, TY_UINT, TY_ULONG};
  int et = ET[rg_rnd(g, 5)], cols = 2 + rg_rnd(g, 5), acc, lv, snv, sb, snv2, sb2, iv, jv, r = rg_rnd(g, 3);
  int vcols = rg_chance(g, 40), lc; /* the columns a variable too: int dp[n + 1][m + 1] */
  int64_t m = g->mult;
  char dp[24], ci[24], cj[24], cn[40], clast[40];
  const char *ln, *tn = gen_type_name(et);
  Ex e;
  Str t = {0};
  if (vcols) cols = DYN_MAX + 1; /* (at most: the bound of the costs) */
  if (!rg_room(g, (DYN_MAX + 1) * cols * 6)) return 0;
  rg_fe_begin(g, 1);
  acc = rg_pick_var(g, rg_chance(g, 50) ? TY_LONG : rg_chance(g, 50) ? TY_INT : TY_ULONG, M_STMT);
  if (acc < 0) return 0;
  rg_line(g, "{");
  g->ind++;
  rg_push_block(g, &snv, &sb);
  lv = vla_len(g);
  if (lv < 0) { rg_line(g, ";"); rg_pop_block(g, snv, sb); g->ind--; rg_line(g, "}"); return 1; }
  ln = g->v[lv].name;
  lc = vcols ? vla_len(g) : -1;
  if (lc >= 0) {
    snprintf(cn, sizeof cn, "%s + 1", g->v[lc].name);
    snprintf(clast, sizeof clast, "%s", g->v[lc].name);
  } else {
    if (vcols) cols = 2 + rg_rnd(g, 5);
    snprintf(cn, sizeof cn, "%d", cols);
    snprintf(clast, sizeof clast, "%d", cols - 1);
  }
  rc_name(g, dp, rg_chance(g, 50) ? "dp" : "memo");
  rg_line(g, "%s %s[%s + 1][%s];", tn, dp, ln, cn);
  rg_use_hdr(g, INC_STRING);
  switch (rg_rnd(g, 3)) {
  case 0: rg_line(g, "memset(%s, 0, sizeof %s);", dp, dp); break;
  case 1: rg_line(g, "memset(%s, 0, sizeof(%s));", dp, dp); break;
  default: rg_line(g, "memset(%s, 0, (%s + 1) * sizeof %s[0]);", dp, ln, dp); break;
  }
  rg_push_block(g, &snv2, &sb2);
  rc_name(g, ci, "i");
  rc_name(g, cj, "j");
  iv = rg_add_var(g, ci, TY_INT, 0);
  jv = rg_add_var(g, cj, TY_INT, 0);
  if (iv >= 0) { g->v[iv].ro = 1; g->v[iv].ranged = 1; g->v[iv].lo = 1; g->v[iv].hi = DYN_MAX; }
  if (jv >= 0) { g->v[jv].ro = 1; g->v[jv].ranged = 1; g->v[jv].lo = 1; g->v[jv].hi = cols - 1; }
  g->cost += g->mult * (DYN_MAX + 1) * cols * 4;
  g->mult *= DYN_MAX * cols;
  rg_fe_begin(g, 1);
  e = rg_expr(g, et, 2);
  g->mult = m;
  rg_put_ex(g, &t, &e, P_MUL);
  rg_s_free(&e.s);
  rg_line(g, "for (int %s = 1; %s <= %s; %s++)", ci, ci, ln, ci);
  rg_line(g, "  for (int %s = 1; %s < %s; %s++)", cj, cj, cn, cj);
  if (r == 1) rg_line(g, "    %s[%s][%s] = (%s[%s - 1][%s] > %s[%s][%s - 1] ? %s[%s - 1][%s] : %s[%s][%s - 1]) + %s;",
                      dp, ci, cj, dp, ci, cj, dp, ci, cj, dp, ci, cj, dp, ci, cj, t.p);
  else if (r == 0)
    rg_line(g, "    %s[%s][%s] = %s[%s - 1][%s] + %s[%s][%s - 1] + %s;", dp, ci, cj, dp, ci, cj, dp, ci, cj, t.p);
  else rg_line(g, "    %s[%s][%s] = %s[%s - 1][%s - 1] * 3 + %s[%s][%s - 1] - %s;", dp, ci, cj, dp, ci, cj, dp, ci, cj,
               t.p);
  rg_s_free(&t);
  rg_pop_block(g, snv2, sb2);
  rg_line(g, "%s %s %s[%s][%s];", g->v[acc].name, rg_chance(g, 60) ? "+=" : "^=", dp, ln, clast);
  if (rg_chance(g, 30)) rg_line(g, "%s += (long)(sizeof %s / sizeof %s[0]);", g->v[acc].name, dp, dp);
  if (lc >= 0 && rg_chance(g, 30)) rg_line(g, "%s += (long)(sizeof %s[0] / sizeof %s[0][0]);", g->v[acc].name, dp, dp);
  rg_pop_block(g, snv, sb);
  g->ind--;
  rg_line(g, "}");
  return 1;
}

/* ---------------------------------------------------------------- goto */
static void gt_push(G *g, const char *label) {
  snprintf(g->gt[g->ngt].name, sizeof g->gt[0].name, "%s", label);
  g->gt[g->ngt++].noret = g->noret;
}
/* if (c) goto L; (or a scalar set first) to a target in sight; forced: the innermost one; 0 if none */
static int goto_line(G *g, int forced) {
  int cand[GT_MAX], n = 0, i, t, vi;
  Ex c;
  for (i = 0; i < g->ngt; i++)
    if (g->gt[i].noret == g->noret) cand[n++] = i;
  if (!n) return 0;
  t = forced ? cand[n - 1] : cand[rg_rnd(g, n)];
  rg_fe_begin(g, 1);
  c = rg_expr_any(g, g->cfg.depth - 1);
  if (rg_chance(g, 35) && (vi = rg_pick_var(g, rg_chance(g, 50) ? TY_INT : TY_LONG, M_STMT)) >= 0) {
    Ex e;
    rg_line(g, "if (%s) {", c.s.p);
    rg_fe_begin(g, 1);
    rg_setbit(g->rd, vi);
    e = rg_expr_conv(g, g->v[vi].ty, g->cfg.depth - 1);
    rg_line(g, "  %s = %s;", g->v[vi].name, e.s.p);
    rg_line(g, "  goto %s;", g->gt[t].name);
    rg_line(g, "}");
    rg_s_free(&e.s);
  } else {
    rg_line(g, "if (%s) goto %s;", c.s.p, g->gt[t].name);
  }
  rg_s_free(&c.s);
  g->cost += g->mult * 4;
  return 1;
}
/* a counted loop's header (for (int c = 0; c < n; c++) {) with its ro counter; the caller closes it */
static void loop_open(G *g, int n, char *c) {
  int vi;
  rc_name(g, c, rg_chance(g, 50) ? "i" : rg_chance(g, 50) ? "j" : "row");
  rg_line(g, "for (int %s = 0; %s < %d; %s++) {", c, c, n, c);
  vi = rg_add_var(g, c, TY_INT, 0);
  if (vi >= 0 && n > 0) { g->v[vi].ro = 1; g->v[vi].ranged = 1; g->v[vi].lo = 0; g->v[vi].hi = n - 1; }
  else if (vi >= 0) g->v[vi].ro = 1;
  g->cost += g->mult * (n + 1) * 3;
  g->mult *= n > 0 ? n : 1;
  g->loops++;
  g->ind++; g->nest++;
}
static void loop_close(G *g, int64_t m) {
  g->ind--; g->nest--;
  g->loops--;
  g->mult = m;
  rg_line(g, "}");
}
/* two nested loops; a goto in the inner one jumps to a label after them (next = 0) or at the end of the
 * outer loop's body (next = 1: the outer loop goes on) */
static int goto_loops(G *g, int next) {
  static const char *lw[] = {"found", "done", "out", "finish", "matched", "exit_loops"};
  int n1 = 1 + rg_rnd(g, 6), n2 = 1 + rg_rnd(g, 6), snv, sb, snv2, sb2, snv3, sb3;
  int64_t m = g->mult, m2;
  char lab[24], ci[24], cj[24];
  if (!rg_room(g, (int64_t)(n1 + 1) * (n2 + 1) * 20)) return 0;
  rc_name(g, lab, next ? (rg_chance(g, 50) ? "next" : "skip") : lw[rg_rnd(g, 6)]);
  rg_push_block(g, &snv, &sb);
  loop_open(g, n1, ci);
  rg_push_block(g, &snv2, &sb2);
  if (!next) gt_push(g, lab);
  rg_block_body(g, rg_rnd(g, 2));
  m2 = g->mult;
  rg_push_block(g, &snv3, &sb3);
  loop_open(g, n2, cj);
  if (next) gt_push(g, lab);
  rg_block_body(g, rg_rnd(g, 2));
  goto_line(g, 1);
  rg_block_body(g, rg_rnd(g, 2));
  if (next) g->ngt--;
  loop_close(g, m2);
  rg_pop_block(g, snv3, sb3);
  rg_block_body(g, rg_rnd(g, 2));
  if (!next) g->ngt--;
  if (next) rg_line(g, "%s:;", lab);
  rg_pop_block(g, snv2, sb2);
  loop_close(g, m);
  rg_pop_block(g, snv, sb);
  if (!next) {
    if (rg_chance(g, 50)) rg_line(g, "%s:;", lab);
    else { rg_line(g, "%s:", lab); rg_stmt(g, S_NODECL); }
  }
  return 1;
}
/* { int tries = 0; retry: tries++; ...; if (tries < K) goto retry; }: a loop made of a backward goto */
static int goto_retry(G *g) {
  int k = 1 + rg_rnd(g, 5), snv, sb, vi;
  int64_t m = g->mult;
  char lab[24], tn[24];
  if (!rg_room(g, (int64_t)(k + 1) * 24)) return 0;
  rc_name(g, lab, rg_chance(g, 50) ? "retry" : "again");
  rg_line(g, "{");
  g->ind++;
  rg_push_block(g, &snv, &sb);
  rc_name(g, tn, rg_chance(g, 50) ? "tries" : "attempt");
  rg_line(g, "int %s = 0;", tn);
  rg_line(g, "%s:", lab);
  rg_line(g, "%s++;", tn);
  vi = rg_add_var(g, tn, TY_INT, 0);
  if (vi >= 0) { g->v[vi].ro = 1; g->v[vi].ranged = 1; g->v[vi].lo = 1; g->v[vi].hi = k; }
  g->cost += g->mult * (k + 1) * 3;
  g->mult *= k;
  g->nest++;
  rg_block_body(g, rg_inner_count(g));
  if (rg_chance(g, 30)) {
    Ex c;
    rg_fe_begin(g, 1);
    c = rg_expr_any(g, 2);
    rg_line(g, "if (%s < %d && (%s)) goto %s;", tn, k, c.s.p, lab);
    rg_s_free(&c.s);
  } else {
    rg_line(g, "if (%s < %d) goto %s;", tn, k, lab);
  }
  g->nest--;
  g->mult = m;
  rg_pop_block(g, snv, sb);
  g->ind--;
  rg_line(g, "}");
  return 1;
}
/* { T *buf = malloc(...); if (buf == NULL) goto done; ...; done: free(buf); }: the cleanup label */
static int goto_cleanup(G *g) {
  int base = rg_c_scalar_type(g), len = 1 + rg_rnd(g, 16), snv, sb, bv, loops = g->loops;
  char lab[24], bn[24], c[24], lens[16];
  const char *tn = gen_type_name(base);
  if (!rg_room(g, len * 12 + 60) || g->ngt >= GT_MAX) return 0;
  rc_name(g, lab, rg_chance(g, 50) ? "cleanup" : "done");
  rc_name(g, bn, rg_chance(g, 50) ? "buf" : "items");
  rg_use_hdr(g, INC_STDLIB);
  rg_use_hdr(g, INC_STDDEF);
  rg_line(g, "{");
  g->ind++;
  rg_push_block(g, &snv, &sb);
  if (rg_chance(g, 70)) rg_line(g, "%s *%s = malloc(%d * sizeof *%s);", tn, bn, len, bn);
  else rg_line(g, "%s *%s = calloc(%d, sizeof(%s));", tn, bn, len, tn);
  rg_line(g, rg_chance(g, 50) ? "if (%s == NULL) goto %s;" : "if (!%s) goto %s;", bn, lab);
  rc_name(g, c, "i");
  snprintf(lens, sizeof lens, "%d", len);
  fill_loop(g, base, bn, c, lens, len);
  g->cost += g->mult * (len * 4 + 40);
  bv = rg_add_var(g, bn, TY_ARR | base, len);
  if (bv >= 0) g->v[bv].pspell = 1;
  g->noret++;
  g->loops = 0; /* no break or continue leaves it either */
  gt_push(g, lab);
  rg_block_body(g, rg_rnd(g, 3));
  goto_line(g, 1);
  rg_block_body(g, rg_rnd(g, 2));
  g->ngt--;
  g->loops = loops;
  g->noret--;
  rg_line(g, "%s:", lab);
  rg_line(g, "free(%s);", bn);
  rg_pop_block(g, snv, sb);
  g->ind--;
  rg_line(g, "}");
  return 1;
}
static int goto_pattern(G *g) {
  int k = rg_rnd(g, 100);
  if (g->ngt >= GT_MAX - 1) return 0;
  g->fpat = 1;
  if (k < 40) return goto_loops(g, 0);
  if (k < 60) return goto_loops(g, 1);
  if (k < 80) return goto_retry(g);
  return goto_cleanup(g);
}

/* ---------------------------------------------------------------- declarations */
/* enum { A = 3, B, C = A * 2 };: constants of a block (ro, ranged variables of one value) */
static int st_enum(G *g) {
  static const char *base[] = {"LIMIT", "STEP", "MODE", "KIND", "SCALE", "OFFSET", "MAX_ITEMS", "N_SLOTS"};
  int n = 1 + rg_rnd(g, 3), i, vi;
  int64_t v = rg_rnd_range(g, -5, 20), vals[3];
  char names[3][24];
  Str s = {0};
  if (rg_chance(g, 30)) { char tag[24]; rc_name(g, tag, "kind"); rg_s_printf(&s, "enum %s { ", tag); }
  else rg_s_puts(&s, "enum { ");
  for (i = 0; i < n; i++) {
    rc_name(g, names[i], base[rg_rnd(g, 8)]);
    if (i) rg_s_puts(&s, ", ");
    if (i == 0) rg_s_printf(&s, "%s = %lld", names[i], (long long)v);
    else if (rg_chance(g, 40)) v++, rg_s_puts(&s, names[i]);
    else if (rg_chance(g, 50)) { v = vals[0] * 2 + i; rg_s_printf(&s, "%s = %s * 2 + %d", names[i], names[0], i); }
    else {
      v = rg_rnd_range(g, 0, 64);
      rg_s_printf(&s, rg_chance(g, 30) ? "%s = 0x%llx" : "%s = %lld", names[i], (long long)v);
    }
    vals[i] = v;
  }
  rg_line(g, "%s };", s.p);
  rg_s_free(&s);
  for (i = 0; i < n; i++) {
    vi = rg_add_var(g, names[i], TY_INT, 0);
    if (vi < 0) break;
    g->v[vi].ro = 1; g->v[vi].ranged = 1; g->v[vi].lo = g->v[vi].hi = vals[i]; g->v[vi].konst = 1;
  }
  return 1;
}
/* typedef T name_t; name_t x = e; in a block */
static int st_typedef(G *g) {
  static const char *base[] = {"elem", "acc", "cell", "word", "unit"};
  int ty = rg_c_scalar_type(g), hid;
  char tn[24], name[24];
  Ex e;
  snprintf(tn, sizeof tn, "%s%d_t", base[rg_rnd(g, 5)], ++g->vctr);
  rg_line(g, "typedef %s %s;", gen_type_name(ty), tn);
  rc_name(g, name, "x");
  hid = rg_hide_name(g, name);
  rg_fe_begin(g, 1);
  e = rg_expr_conv(g, ty, g->cfg.depth);
  if (hid >= 0) g->v[hid].uninit = 0;
  rg_line(g, "%s %s = %s;", tn, name, e.s.p);
  rg_s_free(&e.s);
  rg_add_var(g, name, ty, 0);
  return 1;
}
/* _Static_assert(sizeof(T) == N, "..."); (also at file scope) */
static void sassert_text(G *g, Str *s) {
  static const struct { const char *e, *msg; } A[] = {
    {"sizeof(int) == 4", "int is 32 bits"}, {"sizeof(long) == 8", "LP64"}, {"sizeof(char) == 1", "bytes"},
    {"sizeof(short) == 2", "short is 16 bits"}, {"sizeof(double) == 8", "IEEE double"},
    {"sizeof(float) == 4", "IEEE float"}, {"sizeof(void *) == 8", "64-bit pointers"},
    {"sizeof(long long) == sizeof(long)", "long long"}, {"_Alignof(double) == 8", "alignment"},
    {"sizeof(unsigned) * 8 == 32", "unsigned width"}, {"(0x50 >> 4) == 5", "shifts"},
    {"0b1010 == 10", "binary literals"}};
  int k = rg_rnd(g, 12);
  if (rg_chance(g, 20)) rg_s_printf(s, "_Static_assert(%s);", A[k].e);
  else rg_s_printf(s, "_Static_assert(%s, \"%s\");", A[k].e, A[k].msg);
}
static int st_sassert(G *g) {
  Str s = {0};
  int i;
  for (i = 0; i < g->nv; i++) /* or about an enumeration constant in sight (not a negative one: gnc does not
                                  fold a comparison of negative values as a constant, `-1 == -1` included) */
    if (g->v[i].konst && g->v[i].lo >= 0 && rg_visible(g, i) && rg_chance(g, 50)) {
      rg_line(g, "_Static_assert(%s == %lld, \"%s\");", g->v[i].name, (long long)g->v[i].lo, g->v[i].name);
      return 1;
    }
  sassert_text(g, &s);
  rg_line(g, "%s", s.p);
  rg_s_free(&s);
  return 1;
}
/* a prototype in a block of a function the current one may call (not a static one) */
static int st_proto(G *g) {
  int cand[64], n = 0, j;
  Str s = {0};
  for (j = g->cur + 1; j < g->nfn && n < 64; j++)
    if (g->fn[j].done && !g->fn[j].stat) cand[n++] = j;
  if (!n) return 0;
  if (rg_chance(g, 30)) rg_s_puts(&s, "extern ");
  rg_proto_text(g, &s, cand[rg_rnd(g, n)]);
  rg_line(g, "%s;", s.p);
  rg_s_free(&s);
  return 1;
}

/* ---------------------------------------------------------------- statements and expressions */
int rg_rstmt(G *g, int flags, int deep) {
  int decl = rg_can_decl(g, flags), k;
  if (g->ngt && rg_chance(g, 25) && goto_line(g, 0)) return 1;
  if (big_ok(g) && rg_chance(g, 20) && st_big(g, flags)) return 1;
  if (!g->fpat && deep && decl && rg_chance(g, 70)) { /* the function's own construct, once at least */
    if (g->fkind == FK_VLA) {
      g->fpat = 1;
      return rg_chance(g, 60) ? st_vla(g) : rg_chance(g, 30) ? st_vla_dp3(g) : st_vla_dp(g);
    }
    if (g->fkind == FK_GOTO) return goto_pattern(g);
  }
  k = rg_rnd(g, 100);
  if (k < 12) return decl && g->fkind == FK_VLA && st_vla(g);
  if (k < 18) return deep && g->fkind == FK_VLA && (rg_chance(g, 25) ? st_vla_dp3(g) : st_vla_dp(g));
  if (k < 28) return deep && decl && g->fkind == FK_GOTO && goto_pattern(g);
  if (k < 42) return st_va(g);
  if (k < 48) return decl && st_zero_arr(g);
  if (k < 55) return decl && st_enum(g);
  if (k < 61) return decl && st_typedef(g);
  if (k < 65) return decl && st_sassert(g);
  if (k < 70) return decl && st_proto(g);
  return big_ok(g) && st_big(g, flags);
}
int rg_rx_expr(G *g, int ty, int d, Ex *out) {
  if (rg_chance(g, 25) && big_call(g, ty, d, out)) return 1;
  return va_call(g, ty, d, out);
}

/* ---------------------------------------------------------------- file scope */
static void emit_va(G *g, Str *s) {
  const char *p = pfx(g);
  uint32_t k = g->rkit;
#define ST (rg_chance(g, 40) ? "static " : "")
  if (k & RK_VSUM)
    rg_s_printf(s, "%sint %svsum(int n, ...) {\n  va_list ap;\n  int s = 0;\n  va_start(ap, n);\n"
                "  for (int i = 0; i < n; i++) s += va_arg(ap, int);\n  va_end(ap);\n  return s;\n}\n", ST, p);
  if (k & RK_VSUML)
    rg_s_printf(s, "%slong %svsuml(int count, ...) {\n  va_list args;\n  long total = 0;\n  va_start(args, count);\n"
                "  while (count-- > 0) total += va_arg(args, long);\n  va_end(args);\n  return total;\n}\n", ST, p);
  if (k & RK_VAVG)
    rg_s_printf(s, "%sdouble %svavg(int n, ...) {\n  va_list ap;\n  double sum = 0.0;\n  va_start(ap, n);\n"
                "  for (int i = 0; i < n; i++) sum += va_arg(ap, double);\n  va_end(ap);\n"
                "  return n > 0 ? sum / n : 0.0;\n}\n", ST, p);
  if (k & RK_VMAX)
    rg_s_printf(s, "%sint %svmax(int first, int n, ...) {\n  va_list ap;\n  int best = first;\n  va_start(ap, n);\n"
                "  for (int i = 0; i < n; i++) {\n    int v = va_arg(ap, int);\n    if (v > best) best = v;\n  }\n"
                "  va_end(ap);\n  return best;\n}\n", ST, p);
  if (k & RK_VMIX)
    rg_s_printf(s, "%slong %svmix(const char *kinds, ...) {\n  va_list ap;\n  long t = 0;\n  va_start(ap, kinds);\n"
                "  for (const char *c = kinds; *c != '\\0'; c++) {\n    switch (*c) {\n"
                "    case 'i': t = t * 3 + va_arg(ap, int); break;\n    case 'l': t ^= va_arg(ap, long); break;\n"
                "    case 'u': t += va_arg(ap, unsigned); break;\n"
                "    case 's': t = t * 7 + (long)strlen(va_arg(ap, const char *)); break;\n    default: {\n"
                "      double d = va_arg(ap, double);\n      if (d >= -1e15 && d <= 1e15) t += (long)d;\n"
                "      break;\n    }\n    }\n  }\n  va_end(ap);\n  return t;\n}\n", ST, p);
  if (k & RK_VHASH)
    rg_s_printf(s, "static unsigned long %svfold(int n, va_list ap) {\n  unsigned long h = 5381;\n"
                "  for (int i = 0; i < n; i++) h = h * 33 + (unsigned long)va_arg(ap, int);\n  return h;\n}\n"
                "%sunsigned long %svhash(int n, ...) {\n  va_list ap, again;\n  unsigned long a, b;\n"
                "  va_start(ap, n);\n  va_copy(again, ap);\n  a = %svfold(n, ap);\n  b = %svfold(n, again);\n"
                "  va_end(again);\n  va_end(ap);\n  return a ^ (b >> 7);\n}\n", p, ST, p, p, p);
  if (k & RK_VXOR)
    rg_s_printf(s, "%sunsigned %svxor(unsigned seed, int n, ...) {\n  va_list ap;\n  va_start(ap, n);\n"
                "  for (int i = 0; i < n; i++) seed = (seed << 5 | seed >> 27) ^ va_arg(ap, unsigned);\n"
                "  va_end(ap);\n  return seed;\n}\n", ST, p);
  if (k & RK_VSHOW)
    rg_s_printf(s, "%svoid %svshow(const char *tag, int n, ...) {\n  va_list ap;\n  va_start(ap, n);\n"
                "  printf(\"%%s:\", tag);\n  for (int i = 0; i < n; i++) printf(\" %%ld\", va_arg(ap, long));\n"
                "  putchar('\\n');\n  va_end(ap);\n}\n", ST, p);
#undef ST
}
static void emit_big(G *g, Str *s) {
  const char *p = pfx(g);
  uint32_t k = g->rkit;
  if (k & RK_SIEVE) {
    int n = g->ksz[KZ_SIEVE];
    rg_s_printf(s, "static unsigned char %sis_comp[%d];\n", p, n + 1);
    rg_s_printf(s, "int %scount_primes(int n) {\n  int count = 0;\n  if (n < 2) return 0;\n  if (n > %d) n = %d;\n"
                "  memset(%sis_comp, 0, sizeof %sis_comp);\n"
                "  for (int i = 2; (long)i * i <= n; i++)\n    if (!%sis_comp[i])\n"
                "      for (int j = i * i; j <= n; j += i) %sis_comp[j] = 1;\n"
                "  for (int i = 2; i <= n; i++) count += !%sis_comp[i];\n  return count;\n}\n", p, n, n, p, p, p, p, p);
  }
  if (k & RK_HIST) {
    int m = g->ksz[KZ_HIST];
    rg_s_printf(s, "long %shist_peak(unsigned seed, int n) {\n  static int hist[%d];\n  int best = 0;\n"
                "  memset(hist, 0, sizeof hist);\n  n &= 4095;\n  for (int i = 0; i < n; i++) {\n"
                "    seed = seed * 1103515245u + 12345u;\n    hist[seed %% %du]++;\n  }\n"
                "  for (int i = 1; i < %d; i++)\n    if (hist[i] > hist[best]) best = i;\n"
                "  return (long)best * 100 + hist[best];\n}\n", p, m, m, m);
  }
  if (k & RK_PREFIX) {
    int m = g->ksz[KZ_PREFIX];
    if (rg_chance(g, 50)) rg_s_printf(s, "extern int %sprefix[];\n", p);
    rg_s_printf(s, "int %sprefix[%d];\n", p, m);
    rg_s_printf(s, "long %sprefix_range(int a, int b) {\n  %sprefix[0] = 0;\n"
                "  for (int i = 1; i < %d; i++) %sprefix[i] = %sprefix[i - 1] + i %% 7 - 3;\n"
                "  a = (a %% %d + %d) %% %d;\n  b = (b %% %d + %d) %% %d;\n"
                "  if (a > b) {\n    int t = a;\n    a = b;\n    b = t;\n  }\n"
                "  return (long)%sprefix[b] - %sprefix[a];\n}\n", p, p, m, p, p, m, m, m, m, m, m, p, p);
  }
  if (k & RK_SCRATCH) {
    int m = g->ksz[KZ_SCRATCH];
    const char *tn = gen_type_name(scratch_ty(g));
    rg_s_printf(s, "long %sscratch_sum(long seed) {\n  %s buf[%d];\n  long acc = 0;\n"
                "  for (int i = 0; i < %d; i++) buf[i] = (%s)(seed + i * 7);\n"
                "  for (int i = %d; i > 0; i -= 3) acc += buf[i] ^ buf[i - 1];\n  return acc;\n}\n",
                p, tn, m, m, tn, m - 1);
  }
  if (k & RK_GRID) { /* the best path down and right through a big 2-D table (static or not: set wholly) */
    int r = g->ksz[KZ_ROWS], c = g->ksz[KZ_COLS];
    rg_s_printf(s, "long %sgrid_best(int seed) {\n  %sint grid[%d][%d];\n"
                "  for (int i = 0; i < %d; i++)\n"
                "    for (int j = 0; j < %d; j++) grid[i][j] = (i * 31 + j * 17 + seed) %% 100;\n"
                "  for (int i = 0; i < %d; i++)\n    for (int j = 0; j < %d; j++) {\n"
                "      int up = i > 0 ? grid[i - 1][j] : 0, left = j > 0 ? grid[i][j - 1] : 0;\n"
                "      grid[i][j] += up > left ? up : left;\n    }\n"
                "  return grid[%d][%d] + (long)(sizeof grid / sizeof grid[0]);\n}\n",
                p, rg_chance(g, 50) ? "static " : "", r, c, r, c, r, c, r - 1, c - 1);
  }
}
void rg_rc_emit(G *g, Str *s) {
  int i, n = rg_rnd(g, 3);
  for (i = 0; i < n; i++) { sassert_text(g, s); rg_s_puts(s, "\n"); }
  for (i = 0; i < g->nbig; i++) {
    const BigArr *b = &g->big[i];
    if (!b->stat && rg_chance(g, 40)) rg_s_printf(s, "extern %s %s[];\n", gen_type_name(b->ty), b->name);
    rg_s_printf(s, "%s%s %s[%d];\n", b->stat ? "static " : "", gen_type_name(b->ty), b->name, b->len);
  }
  if (g->rkit & 0xFF) rg_use_hdr(g, INC_STDARG);
  if (g->rkit & RK_VSHOW) rg_use_hdr(g, INC_STDIO);
  if (g->rkit & (RK_SIEVE | RK_HIST | RK_VMIX)) rg_use_hdr(g, INC_STRING);
  emit_va(g, s);
  emit_big(g, s);
  if (s->n) rg_s_puts(s, "\n");
}
