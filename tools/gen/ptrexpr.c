/* ptrexpr.c - the random program generator: pointer and string expressions (pointers mode), and rg_expr.
 *
 * The regions a pointer may reach and the offsets it may hold, string and character literals, pointer
 * values (&x, arrays, p + k, returned pointers), accesses through pointers (p[i], *(p + i)), string
 * functions within bounds, pointer differences and comparisons.  Also rg_expr and rg_expr_conv, the entry
 * points of every expression of a given type, which mix these with the scalar expressions of expr.c (and
 * the calls of realc mode's helpers, realc.c).
 */
#include "gen/rg.h"

/* ---------------------------------------------------------------- pointers and strings: expressions */
/* Pointers mode (GenOpts.pointers).  Every object a pointer may reach is a variable: an array (a local, an
 * array parameter, an out-parameter, a malloc'd block: K_ARR, len elements), a region of run-time length
 * (K_DYN: a `T *p, int n` parameter pair or a malloc'd block of n elements, n in 1..DYN_MAX and never
 * written) or a string parameter (K_STRP: `const char *s`, only read, indexed modulo strlen(s) + 1).  A
 * pointer variable (K_PTR) records its target and the range of its offsets, so that an access p[j] takes j
 * only from the range valid for all of them (a walking pointer: only *p).  Accesses through a pointer count
 * as accesses of its target in the expression's read and write sets, so aliases never make unsequenced
 * accesses; the pointer arguments of one call are distinct objects (a written one is in the write set).
 * Strings: a char region with str set keeps a 0 in its last byte that nothing writes (element writes stop
 * one short, strcpy and strcat are guarded by strlen, memcpy, memset and snprintf stay below it), so
 * strlen, strcmp, strchr, %s and loops to the NUL stay in bounds.  Pointers are compared and subtracted
 * only within one object; only the sign of strcmp and memcmp is used; sprintf's output is bounded from its
 * conversions (else snprintf does the job); malloc'd blocks are filled before they are read and freed at
 * the end of their block, which no return leaves (G.noret).
 */
void rg_use_hdr(G *g, int h) { g->inc[h] = 1; }

int rg_acc_range(const G *g, int vi, int wr, int64_t *lo, int64_t *hi) {
  const Var *v = &g->v[vi];
  int sb;
  *lo = *hi = 0;
  if (wr && (v->ro || g->v[rg_region(g, vi)].ro)) return 0;
  switch (v->kind) {
  case K_DYN: case K_STRP: return 2;
  case K_STRS: return 0; /* an array of pointers: only rg_str_ref reads it */
  case K_PTR:
    sb = g->v[v->tgt].str;
    if (v->tlen < 0) return !(wr && sb);
    *lo = -v->plo;
    *hi = v->tlen - 1 - v->phi - (wr && sb);
    return *lo <= *hi;
  default:
    *hi = v->len - 1 - (wr && v->str);
    return *hi >= 0;
  }
}

/* an expression whose value is surely in [lo, hi]: a constant, a loop counter (shifted), a masked or
 * reduced value of a signed expression */
Ex rg_idx_in(G *g, int64_t lo, int64_t hi, int d) {
  int64_t w = hi - lo + 1, m = 1;
  int k = rg_rnd(g, 100), i;
  Ex e;
  if (k < 25 || w == 1) return rg_lit_int_val(g, rg_rnd_range(g, lo, hi), 0);
  if (k < 55) {
    int cand[MAXV], n = 0;
    for (i = 0; i < g->nv; i++) {
      const Var *v = &g->v[i];
      if (v->ranged && !(v->ty & TY_ARR) && v->hi - v->lo <= hi - lo && rg_usable(g, i, M_READ)) cand[n++] = i;
    }
    if (n) {
      int64_t sh;
      i = cand[rg_rnd(g, n)];
      sh = rg_rnd_range(g, lo - g->v[i].lo, hi - g->v[i].hi);
      rg_setbit(g->rd, i);
      if (sh == 0) return rg_ex_text(P_PRIMARY, "%s", g->v[i].name);
      return rg_ex_text(P_ADD, "%s %c %lld", g->v[i].name, sh < 0 ? '-' : '+', (long long)(sh < 0 ? -sh : sh));
    }
  }
  while (m * 2 <= w) m *= 2;
  { int ty = rg_chance(g, 75) ? TY_INT : TY_LONG;
    if (rg_chance(g, 50)) e = rg_ex_bin(g, rg_expr(g, ty, d), "&", P_BAND, rg_small_lit(m - 1));
    else e = rg_ex_bin(g, rg_ex_bin(g, rg_ex_bin(g, rg_expr(g, ty, d), "%", P_MUL, rg_small_lit(w)),
                                    "+", P_ADD, rg_small_lit(w)),
                       "%", P_MUL, rg_small_lit(w)); }
  if (lo > 0) e = rg_ex_bin(g, e, "+", P_ADD, rg_small_lit(lo));
  else if (lo < 0) e = rg_ex_bin(g, e, "-", P_ADD, rg_small_lit(-lo));
  return e;
}
/* an index into K_DYN variable vi (below the value of its length variable) or K_STRP vi (at most strlen) */
Ex rg_idx_dyn(G *g, int vi, int d) {
  const Var *v = &g->v[vi];
  int k = rg_rnd(g, 100), i;
  const char *n;
  Ex x, e;
  if (v->kind == K_STRP) {
    if (k < 25) return rg_small_lit(0);
    rg_use_hdr(g, INC_STRING);
    x = rg_expr(g, rg_int_type(g), d);
    e = rg_ex_new(P_MUL);
    rg_put_ex(g, &e.s, &x, P_MUL);
    rg_s_printf(&e.s, " %% (strlen(%s) + 1)", v->name);
    rg_s_free(&x.s);
    return e;
  }
  n = g->v[v->lenv].name;
  rg_setbit(g->rd, v->lenv);
  if (k < 15) return rg_small_lit(0);
  if (k < 25) return rg_ex_text(P_ADD, "%s - 1", n);
  if (k < 55) {
    int cand[MAXV], c = 0;
    for (i = 0; i < g->nv; i++)
      if (g->v[i].dynof == v->lenv + 1 && rg_usable(g, i, M_READ)) cand[c++] = i;
    if (c) {
      i = cand[rg_rnd(g, c)];
      rg_setbit(g->rd, i);
      if (rg_chance(g, 70)) return rg_ex_text(P_PRIMARY, "%s", g->v[i].name);
      return rg_ex_text(P_ADD, "%s - 1 - %s", n, g->v[i].name);
    }
  }
  if (k < 75) { /* an unsigned value modulo n (n converts to it, n >= 1) */
    x = rg_expr(g, rg_chance(g, 60) ? TY_UINT : TY_ULONG, d);
    e = rg_ex_new(P_MUL);
    rg_put_ex(g, &e.s, &x, P_MUL);
    rg_s_printf(&e.s, " %% %s", n);
    rg_s_free(&x.s);
    return e;
  }
  x = rg_expr(g, rg_chance(g, 70) ? TY_INT : TY_LONG, d);
  e = rg_ex_text(P_MUL, "(");
  rg_put_ex(g, &e.s, &x, P_MUL);
  rg_s_printf(&e.s, " %% %s + %s) %% %s", n, n, n);
  rg_s_free(&x.s);
  return e;
}
/* an element access through variable vi (an lvalue when wr), valid by construction: p[j], *(p + j), *p */
Ex rg_pelem(G *g, int vi, int d, int wr) {
  const Var *v = &g->v[vi];
  int64_t lo, hi;
  int r = rg_acc_range(g, vi, wr, &lo, &hi);
  Ex ix, e;
  if (lo <= 0 && 0 <= hi && rg_chance(g, v->pspell || v->kind != K_ARR ? 30 : 6))
    return rg_ex_text(P_UNARY, "*%s", v->name);
  ix = r == 2 ? rg_idx_dyn(g, vi, d) : rg_idx_in(g, lo, hi, d);
  if (rg_chance(g, 15)) {
    e = rg_ex_text(P_UNARY, "*(%s + ", v->name);
    rg_put_ex(g, &e.s, &ix, P_MUL);
    rg_s_puts(&e.s, ")");
  } else {
    e = rg_ex_text(P_POSTFIX, "%s[", v->name);
    rg_s_putn(&e.s, ix.s.p, ix.s.n);
    rg_s_puts(&e.s, "]");
  }
  rg_s_free(&ix.s);
  return e;
}

/* ---------------------------------------------------------------- pointers: literals */
/* a string literal of up to maxn bytes (escapes, octal and hex bytes, now and then adjacent pieces and an
 * embedded NUL); *slen: strlen of its value, *bytes: its size without the final NUL */
void rg_str_lit(G *g, Str *s, int maxn, int *slen, int *bytes) {
  static const char plain[] = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
                              " ,.:;-+=!_()[]<>/*&^~|{}#%?";
  static const char esc[] = "ntr\\\"'abfv?", val[] = "\n\t\r\\\"'\a\b\f\v?";
  int n = rg_rnd(g, maxn + 1), i, b = 0, sl = -1, prev = 0;
  rg_s_puts(s, "\"");
  for (i = 0; i < n; i++) {
    int k = rg_rnd(g, 100), c;
    if (k < 80) {
      c = plain[rg_rnd(g, (int)sizeof plain - 1)];
      if (c == '?' && prev == '?') c = 'q'; /* no trigraphs (gcc -std=c11 replaces them) */
      rg_s_printf(s, "%c", c);
    } else if (k < 88) {
      int e = rg_rnd(g, (int)sizeof esc - 1);
      c = (unsigned char)val[e];
      rg_s_printf(s, "\\%c", esc[e]);
    } else if (k < 95) {
      c = 1 + rg_rnd(g, 255);
      rg_s_printf(s, "\\%03o", (unsigned)c);
    } else if (k < 98) { /* a hex escape ends its piece: a following hex digit would join it */
      c = 1 + rg_rnd(g, 255);
      rg_s_printf(s, rg_chance(g, 50) ? "\\x%02x\" \"" : "\\x%X\"\n    \"", (unsigned)c);
    } else {
      c = 0;
      rg_s_puts(s, "\\000");
    }
    if (c == 0 && sl < 0) sl = b;
    b++;
    prev = c;
    if (rg_chance(g, 3)) { rg_s_puts(s, "\" \""); prev = 0; }
  }
  rg_s_puts(s, "\"");
  *slen = sl < 0 ? b : sl;
  *bytes = b;
}
/* a literal for atoi, atol, strtol: blanks, a sign, digits (hex ones with hex), trailing junk */
void rg_num_lit(G *g, Str *s, int maxdig, int hex) {
  int n = 1 + rg_rnd(g, maxdig), i;
  rg_s_puts(s, "\"");
  while (rg_chance(g, 25)) rg_s_puts(s, rg_chance(g, 70) ? " " : "\\t");
  if (rg_chance(g, 35)) rg_s_puts(s, rg_chance(g, 60) ? "-" : "+");
  if (hex && rg_chance(g, 40)) rg_s_puts(s, rg_chance(g, 50) ? "0x" : "0X");
  for (i = 0; i < n; i++)
    rg_s_printf(s, "%c", hex && rg_chance(g, 30) ? "abcdefABCDEF"[rg_rnd(g, 12)] : '0' + rg_rnd(g, 10));
  if (rg_chance(g, 30)) rg_s_puts(s, rg_chance(g, 50) ? "xyz" : rg_chance(g, 50) ? " 12" : "z");
  rg_s_puts(s, "\"");
}
/* a literal for atof, strtod: a decimal number with a fraction or an exponent now and then, junk */
static void dec_lit(G *g, Str *s) {
  int n = 1 + rg_rnd(g, 8), i;
  rg_s_puts(s, "\"");
  if (rg_chance(g, 20)) rg_s_puts(s, " ");
  if (rg_chance(g, 30)) rg_s_puts(s, "-");
  for (i = 0; i < n; i++) rg_s_printf(s, "%c", '0' + rg_rnd(g, 10));
  if (rg_chance(g, 60)) {
    rg_s_puts(s, ".");
    for (i = rg_rnd(g, 8); i > 0; i--) rg_s_printf(s, "%c", '0' + rg_rnd(g, 10));
  }
  if (rg_chance(g, 30)) rg_s_printf(s, "e%s%d", rg_chance(g, 50) ? "-" : "", rg_rnd(g, 40));
  if (rg_chance(g, 20)) rg_s_puts(s, "kg");
  rg_s_puts(s, "\"");
}

/* ---------------------------------------------------------------- pointers: pointer values */
/* the text of variable vi's pointer moved by k elements: name, name + k, k + name, name - k, &name[k] (acc:
 * element k may be accessed) */
void rg_ptr_off_text(G *g, Str *s, const char *name, int64_t k, int acc) {
  int c = rg_rnd(g, 100);
  if (k == 0 && c < 70) rg_s_puts(s, name);
  else if (acc && c < 40) rg_s_printf(s, "&%s[%lld]", name, (long long)k);
  else if (k < 0) rg_s_printf(s, "%s - %lld", name, (long long)-k);
  else if (c < 85) rg_s_printf(s, "%s + %lld", name, (long long)k);
  else rg_s_printf(s, "%lld + %s", (long long)k, name);
}
/* an argument for n of a `T *p, int n` pair: 1 .. mx elements from offset k of variable vi */
static void len_text(G *g, Str *s, int vi, int64_t k, int64_t mx, int d) {
  const Var *v = &g->v[vi];
  int c = rg_rnd(g, 100);
  if (c < 15 && k == 0 && v->kind == K_ARR && !v->pspell && v->len <= mx) {
    rg_s_printf(s, rg_chance(g, 50) ? "sizeof %s / sizeof %s[0]" : "(int)(sizeof(%s) / sizeof *%s)", v->name, v->name);
  } else if (c < 60 || mx < 2) {
    rg_s_printf(s, "%lld", (long long)rg_rnd_range(g, 1, mx));
  } else {
    int64_t m = 1;
    Ex x = rg_expr(g, TY_INT, d - 1);
    while (m * 2 <= mx) m *= 2;
    x = rg_ex_bin(g, rg_ex_bin(g, x, "&", P_BAND, rg_small_lit(m - 1)), "+", P_ADD, rg_small_lit(1));
    rg_s_puts(s, x.s.p);
    rg_s_free(&x.s);
  }
}
/* a pointer argument to need elements of type ty (need 0: for a `T *p, int n` pair, *lentext gets n) through
 * a variable whose target the call then writes (wr) or reads; 0 when there is none */
static int arg_region(G *g, int ty, int need, int wr, Str *s, Str *lentext, int d) {
  int cand[MAXV], n = 0, i, vi, min = need > 0 ? need : 1;
  const Var *v;
  int64_t avail, k;
  for (i = 0; i < g->nv; i++) {
    v = &g->v[i];
    if (!(v->ty & TY_ARR) || TY_BASE(v->ty) != ty || !rg_usable(g, i, wr ? M_WRITE : M_READ)) continue;
    if (v->kind == K_DYN || v->kind == K_STRP) { if (need == 0 && !(wr && v->ro)) cand[n++] = i; }
    else if (rg_reg_len(g, i, wr) >= min) cand[n++] = i;
  }
  if (!n) return 0;
  vi = cand[rg_rnd(g, n)];
  v = &g->v[vi];
  rg_setbit(wr ? g->wr : g->rd, rg_region(g, vi));
  if (v->kind == K_DYN) {
    rg_s_puts(s, v->name);
    rg_setbit(g->rd, v->lenv);
    rg_s_puts(lentext, rg_chance(g, 80) ? g->v[v->lenv].name : "1");
    return 1;
  }
  if (v->kind == K_STRP) {
    rg_use_hdr(g, INC_STRING);
    rg_s_puts(s, v->name);
    rg_s_printf(lentext, "(int)(strlen(%s) %% %d) + 1", v->name, DYN_MAX);
    return 1;
  }
  avail = rg_reg_len(g, vi, wr);
  k = rg_chance(g, 50) ? 0 : rg_rnd_range(g, 0, avail - min);
  rg_ptr_off_text(g, s, v->name, k, 1);
  if (need == 0) len_text(g, lentext, vi, k, avail - k > DYN_MAX ? DYN_MAX : avail - k, d);
  return 1;
}
/* an argument for an out-parameter of type ty: &x of a scalar, or a pointer to a writable element */
static int arg_out(G *g, int ty, Str *s, int d) {
  int cand[MAXV], n = 0, i, vi, r;
  int64_t lo, hi;
  Ex ix;
  for (i = 0; i < g->nv; i++) {
    const Var *v = &g->v[i];
    if (v->ty == ty && !v->noncanon && rg_usable(g, i, M_WRITE)) cand[n++] = i;
    else if ((v->ty & TY_ARR) && TY_BASE(v->ty) == ty && rg_usable(g, i, M_WRITE) && rg_acc_range(g, i, 1, &lo, &hi))
      cand[n++] = i;
  }
  if (!n) return 0;
  vi = cand[rg_rnd(g, n)];
  rg_setbit(g->wr, rg_region(g, vi));
  if (!(g->v[vi].ty & TY_ARR)) { rg_s_printf(s, "&%s", g->v[vi].name); return 1; }
  r = rg_acc_range(g, vi, 1, &lo, &hi);
  if (lo <= 0 && 0 <= hi && rg_chance(g, 40)) { rg_s_puts(s, g->v[vi].name); return 1; }
  ix = r == 2 ? rg_idx_dyn(g, vi, d - 1) : rg_idx_in(g, lo, hi, d - 1);
  if (rg_chance(g, 50)) rg_s_printf(s, "&%s[%s]", g->v[vi].name, ix.s.p);
  else {
    Ex e = rg_ex_text(P_PRIMARY, "%s", g->v[vi].name);
    e = rg_ex_bin(g, e, "+", P_ADD, ix);
    rg_s_puts(s, e.s.p);
    rg_s_free(&e.s);
    return 1;
  }
  rg_s_free(&ix.s);
  return 1;
}
/* a pointer to a string (read): a string variable at some offset or a literal (nolit: never a literal,
 * whose second spelling could be another object); *maxlen: the longest strlen it can have; g->sure: the
 * bytes surely readable from it (for memcmp) */
int rg_str_ref(G *g, Str *s, int *maxlen, int nolit) {
  int cand[MAXV], n = 0, i, vi;
  const Var *v;
  for (i = 0; i < g->nv; i++) {
    v = &g->v[i];
    if (!(v->ty & TY_ARR) || TY_BASE(v->ty) != TY_CHAR || !rg_usable(g, i, M_READ)) continue;
    if ((v->kind == K_ARR && v->str) || v->kind == K_STRP || v->kind == K_STRS) cand[n++] = i;
    else if (v->kind == K_PTR && g->v[v->tgt].str && (v->tlen < 0 || v->phi < v->tlen)) cand[n++] = i;
  }
  if (!n || (!nolit && rg_chance(g, 25))) {
    int sl, b;
    if (nolit) return 0;
    rg_str_lit(g, s, 12, &sl, &b);
    *maxlen = sl;
    g->sure = b + 1;
    return 1;
  }
  vi = cand[rg_rnd(g, n)];
  v = &g->v[vi];
  rg_setbit(g->rd, rg_region(g, vi));
  if (v->kind == K_STRS) { /* names[k] or names[i] of a loop counter: the same string wherever the text is
                               repeated (a guard and its call, a loop's test and body) */
    int c[MAXV], nc = 0, j;
    for (j = 0; j < g->nv; j++)
      if (g->v[j].ranged && g->v[j].ro && g->v[j].lo >= 0 && g->v[j].hi < v->nstr && rg_visible(g, j)) c[nc++] = j;
    if (nc && rg_chance(g, 50)) rg_s_printf(s, "%s[%s]", v->name, g->v[c[rg_rnd(g, nc)]].name);
    else rg_s_printf(s, "%s[%d]", v->name, rg_rnd(g, v->nstr));
    *maxlen = v->maxl;
    g->sure = v->minb;
    return 1;
  }
  if (v->kind == K_ARR) {
    int64_t k = rg_chance(g, 60) ? 0 : rg_rnd_range(g, 0, v->len - 1);
    rg_ptr_off_text(g, s, v->name, k, 1);
    *maxlen = (int)(v->len - 1 - k);
    g->sure = (int)(v->len - k);
  } else {
    rg_s_puts(s, v->name);
    *maxlen = v->kind == K_PTR && v->tlen >= 0 ? v->tlen - 1 - v->plo : STR_MAX;
    g->sure = v->kind == K_PTR && v->tlen >= 0 ? v->tlen - v->phi : 1; /* from its highest position */
  }
  return 1;
}

/* the expression of the scalar argument i of a call of function j (not a pointer) */
static Ex scalar_arg(G *g, int j, int i, int d) {
  Fn *f = &g->fn[j];
  if (i == 0 && f->rec && j == g->cur) {
    static const char *dec[] = {"%s - 1", "%s - 1", "%s - 2", "%s / 2", "%s >> 1", "-1 + %s"};
    return rg_ex_text(P_ADD, dec[rg_rnd(g, 6)], f->pn[0]);
  }
  if (i == 0 && f->rec)
    return rg_chance(g, 50) ? rg_small_lit(rg_rnd(g, f->mask + 1))
                            : rg_ex_bin(g, rg_expr(g, TY_INT, d - 1), "&", P_BAND, rg_small_lit(f->mask));
  return rg_expr_conv(g, f->pt[i], d - 1);
}
/* a call of function j in pointers mode: pointer arguments first (distinct objects), then the scalars */
int rg_pcall(G *g, int j, int d, Ex *out) {
  Fn *f = &g->fn[j];
  Str arg[FN_PARAMS];
  int i, ok = 1, ml;
  memset(arg, 0, sizeof arg);
  for (i = 0; i < f->np && ok; i++) {
    int base = TY_BASE(f->pt[i]);
    switch (f->pk[i]) {
    case PK_ARR: ok = arg_region(g, base, GEN_ARR_LEN, 1, &arg[i], NULL, d); break;
    case PK_OUT: ok = arg_out(g, base, &arg[i], d); break;
    case PK_DYN: case PK_CDYN: ok = arg_region(g, base, 0, f->pk[i] == PK_DYN, &arg[i], &arg[i + 1], d); break;
    case PK_STR: ok = rg_str_ref(g, &arg[i], &ml, 0); break;
    default: break;
    }
  }
  if (ok) {
    if (j == g->cur) g->selfcalled = 1;
    else g->cost += g->mult * f->cost;
    if (f->prints || j == g->cur) g->fe_print = 1;
    if (f->prints) g->fn[g->cur].prints = 1;
    *out = rg_ex_text(P_POSTFIX, "%s%s(", g->o.prefix ? g->o.prefix : "", f->name);
    for (i = 0; i < f->np; i++) {
      Ex a;
      if (i) rg_s_puts(&out->s, ", ");
      if (arg[i].p) { rg_s_puts(&out->s, arg[i].p); continue; }
      a = scalar_arg(g, j, i, d);
      rg_put_ex(g, &out->s, &a, P_ASSIGN);
      rg_s_free(&a.s);
    }
    for (i = 0; i < f->nva; i++) { /* realc: the variable arguments (a float goes as a double) */
      Ex a = rg_expr(g, f->vat[i] == TY_DOUBLE && rg_chance(g, 30) ? TY_FLOAT : f->vat[i], d - 1);
      rg_s_puts(&out->s, ", ");
      rg_put_ex(g, &out->s, &a, P_ASSIGN);
      rg_s_free(&a.s);
    }
    rg_s_puts(&out->s, ")");
  }
  for (i = 0; i < f->np; i++) rg_s_free(&arg[i]);
  return ok;
}

/* ---------------------------------------------------------------- pointers: pointer and string expressions */
/* a pointer into the object of variable vi (same: a variable with the same target, or -1), moved to an
 * offset that stays within [0, length]; an expression of pointer type */
static Ex ptr_at(G *g, int vi) {
  const Var *v = &g->v[vi];
  int64_t olo = 0, ohi = 0, tl = v->len, j;
  Ex e = rg_ex_new(P_ADD);
  if (v->kind == K_PTR) { olo = v->plo; ohi = v->phi; tl = v->tlen; }
  j = rg_chance(g, 30) ? 0 : rg_rnd_range(g, -olo, tl - ohi);
  rg_ptr_off_text(g, &e.s, v->name, j, olo + j >= 0 && ohi + j <= tl - 1);
  if (e.s.p[0] == '&') e.prec = P_UNARY;
  else if (!strchr(e.s.p, ' ')) e.prec = P_PRIMARY;
  return e;
}
/* two pointers into one object: of a variable with a known length, or of a K_DYN region */
static int ptr_pair(G *g, Ex *a, Ex *b) {
  int cand[MAXV], n = 0, i, vi, r;
  for (i = 0; i < g->nv; i++) {
    const Var *v = &g->v[i];
    if (!(v->ty & TY_ARR) || !rg_visible(g, i) || v->uninit) continue;
    if ((v->kind == K_ARR) || (v->kind == K_PTR && v->tlen >= 0) || v->kind == K_DYN) cand[n++] = i;
  }
  if (!n) return 0;
  vi = cand[rg_rnd(g, n)];
  r = rg_region(g, vi);
  if (g->v[vi].kind == K_DYN) { /* p, p + n, p + (n - 1), and pointers walking it */
    const char *p = g->v[vi].name, *ln = g->v[g->v[vi].lenv].name;
    Ex *e[2];
    int t;
    e[0] = a; e[1] = b;
    n = 0;
    for (i = 0; i < g->nv; i++)
      if (g->v[i].kind == K_PTR && g->v[i].tgt == vi && rg_visible(g, i)) cand[n++] = i;
    for (t = 0; t < 2; t++) {
      int k = rg_rnd(g, 100);
      if (n && k < 40) {
        i = cand[rg_rnd(g, n)];
        *e[t] = rg_chance(g, 70) ? rg_ex_text(P_PRIMARY, "%s", g->v[i].name)
                                 : rg_ex_text(P_ADD, "%s + 1", g->v[i].name);
      } else if (k < 60) *e[t] = rg_ex_text(P_PRIMARY, "%s", p);
      else if (k < 80) *e[t] = rg_ex_text(P_ADD, "%s + %s", p, ln);
      else *e[t] = rg_ex_text(P_ADD, "%s + (%s - 1)", p, ln);
    }
    return 1;
  }
  *a = ptr_at(g, vi);
  n = 0;
  for (i = 0; i < g->nv; i++) {
    const Var *v = &g->v[i];
    if ((v->ty & TY_ARR) && rg_visible(g, i) && !v->uninit && rg_region(g, i) == r &&
        (v->kind == K_ARR || (v->kind == K_PTR && v->tlen >= 0)))
      cand[n++] = i;
  }
  *b = ptr_at(g, cand[rg_rnd(g, n)]);
  return 1;
}
/* a string comparison, search or length as an expression of type ty; 0 if none fits */
int rg_str_expr(G *g, int ty, int d, Ex *out) {
  static const char *cmp[] = {"%s < 0", "%s == 0", "%s > 0", "%s != 0", "%s <= 0", "%s >= 0"};
  int k = rg_rnd(g, 100), ml, ml2;
  Str a = {0}, b = {0}, c = {0};
  rg_use_hdr(g, INC_STRING);
  if (ty == TY_ULONG || ty == TY_UINT || (ty == TY_LONG && k < 40) || (ty == TY_INT && k < 25)) {
    rg_str_ref(g, &a, &ml, 0);
    *out = ty == TY_ULONG ? rg_ex_text(P_POSTFIX, "strlen(%s)", a.p)
                          : rg_ex_text(P_UNARY, "(%s)strlen(%s)", gen_type_name(ty), a.p);
  } else if (ty == TY_INT && k < 60) { /* only the sign of strcmp, strncmp, memcmp */
    int sa, sb;
    rg_str_ref(g, &a, &ml, 0);
    sa = g->sure;
    rg_str_ref(g, &b, &ml2, 0);
    sb = g->sure;
    if (rg_chance(g, 20)) rg_s_printf(&c, "strncmp(%s, %s, %d)", a.p, b.p, rg_rnd(g, 8));
    else if (rg_chance(g, 15)) rg_s_printf(&c, "memcmp(%s, %s, %d)", a.p, b.p, 1 + rg_rnd(g, sa < sb ? sa : sb));
    else rg_s_printf(&c, "strcmp(%s, %s)", a.p, b.p);
    if (rg_chance(g, 15)) *out = rg_ex_text(P_UNARY, "!%s", c.p);
    else if (rg_chance(g, 15)) *out = rg_ex_text(P_PRIMARY, "((%s > 0) - (%s < 0))", c.p, c.p);
    else *out = rg_ex_text(P_EQ, cmp[rg_rnd(g, 6)], c.p);
  } else if (ty == TY_INT && k < 85) { /* strchr, strrchr, strstr found or not, or where */
    const char *fn = rg_chance(g, 60) ? "strchr" : "strrchr";
    Ex ch;
    rg_use_hdr(g, INC_STDDEF);
    if (rg_chance(g, 25)) {
      rg_str_ref(g, &a, &ml, 0);
      rg_str_ref(g, &b, &ml2, 0);
      *out = rg_ex_text(P_EQ, "strstr(%s, %s) %s NULL", a.p, b.p, rg_chance(g, 50) ? "!=" : "==");
    } else if (rg_chance(g, 60) || !rg_str_ref(g, &a, &ml, 1)) {
      if (!a.p) rg_str_ref(g, &a, &ml, 0);
      if (rg_chance(g, 50)) {
        char lb[16];
        rg_char_lit(g, 'a' + rg_rnd(g, 26), lb);
        ch = rg_ex_text(P_PRIMARY, "%s", lb);
      }
      else ch = rg_expr(g, TY_INT, d - 1);
      *out = rg_ex_text(P_EQ, "%s(%s, %s) %s NULL", fn, a.p, ch.s.p, rg_chance(g, 50) ? "!=" : "==");
      rg_s_free(&ch.s);
    } else { /* the offset of the character found: a's text is a variable's, one object */
      ch = rg_expr_pure(g, TY_INT, d - 1);
      *out = rg_ex_text(P_COND, "%s(%s, %s) ? (int)(%s(%s, %s) - (%s)) : -1", fn, a.p, ch.s.p, fn, a.p, ch.s.p, a.p);
      rg_s_free(&ch.s);
    }
  } else if (ty == TY_INT) { /* atoi of a literal of at most 9 digits: never overflows */
    rg_use_hdr(g, INC_STDLIB);
    rg_num_lit(g, &a, 9, 0);
    *out = rg_ex_text(P_POSTFIX, "atoi(%s)", a.p);
  } else if (ty == TY_LONG) {
    rg_use_hdr(g, INC_STDLIB);
    if (rg_chance(g, 30)) { rg_num_lit(g, &a, 18, 0); *out = rg_ex_text(P_POSTFIX, "atol(%s)", a.p); }
    else {
      static const int bases[] = {0, 2, 8, 10, 10, 10, 16, 16, 36};
      int base = bases[rg_rnd(g, 9)];
      if (rg_chance(g, 50)) rg_num_lit(g, &a, 24, base == 16 || base == 0 || base == 36);
      else rg_str_ref(g, &a, &ml, 0);
      *out = rg_ex_text(P_POSTFIX, "strtol(%s, NULL, %d)", a.p, base);
      rg_use_hdr(g, INC_STDDEF);
    }
  } else if (ty == TY_DOUBLE) {
    rg_use_hdr(g, INC_STDLIB);
    dec_lit(g, &a);
    *out = rg_chance(g, 50) ? rg_ex_text(P_POSTFIX, "atof(%s)", a.p) : rg_ex_text(P_POSTFIX, "strtod(%s, NULL)", a.p);
    rg_use_hdr(g, INC_STDDEF);
  } else {
    return 0;
  }
  rg_s_free(&a); rg_s_free(&b); rg_s_free(&c);
  g->cost += g->mult * 16;
  return 1;
}
/* <ctype.h>: a classification (glibc's values) or a case mapping of a value in 0..255 */
static Ex ctype_expr(G *g, int d) {
  static const char *fn[] = {"isalnum", "isalpha", "isblank", "iscntrl", "isdigit", "isgraph", "islower",
                             "isprint", "ispunct", "isspace", "isupper", "isxdigit", "tolower", "toupper"};
  int f = rg_rnd(g, 14), k = rg_rnd(g, 100);
  Ex x = rg_expr(g, TY_INT, d - 1), e;
  rg_use_hdr(g, INC_CTYPE);
  if (k < 60) {
    e = rg_ex_text(P_POSTFIX, "%s((unsigned char)", fn[f]);
    rg_put_ex(g, &e.s, &x, P_UNARY);
  } else {
    e = rg_ex_text(P_POSTFIX, "%s(", fn[f]);
    rg_put_ex(g, &e.s, &x, P_BAND + 1);
    rg_s_puts(&e.s, " & 127");
  }
  rg_s_puts(&e.s, ")");
  rg_s_free(&x.s);
  if (f < 12 && rg_chance(g, 40)) return rg_ex_bin(g, e, "!=", P_EQ, rg_small_lit(0));
  return e;
}
/* an expression of pointers mode of type ty: pointer comparisons, differences and null tests, string
 * functions, <ctype.h>; 0 if none fits */
static int px_expr(G *g, int ty, int d, Ex *out) {
  int k = rg_rnd(g, 100);
  Ex a, b;
  if (k < 10) {
    if (!rg_pret_call(g, ty, d, &a)) return 0;
    *out = rg_chance(g, 60) ? rg_ex_text(P_UNARY, "*%s", a.s.p) : rg_ex_text(P_POSTFIX, "%s[0]", a.s.p);
    rg_s_free(&a.s);
    return 1;
  }
  k = rg_rnd(g, 100);
  if (ty == TY_INT && k < 25) {
    static const char *ops[] = {"<", "<=", ">", ">=", "==", "!="};
    int o = rg_rnd(g, 6);
    if (!ptr_pair(g, &a, &b)) return 0;
    *out = rg_ex_bin(g, a, ops[o], o < 4 ? P_REL : P_EQ, b);
    return 1;
  }
  if ((ty == TY_INT || ty == TY_LONG) && k < 45) { /* p - q: a long (ptrdiff_t) */
    if (!ptr_pair(g, &a, &b)) return 0;
    *out = rg_ex_bin(g, a, "-", P_ADD, b);
    if (ty == TY_INT) *out = rg_ex_cast(g, "int", *out);
    return 1;
  }
  if (ty == TY_INT && k < 52) { /* a pointer is never null here */
    int cand[MAXV], n = 0, i;
    for (i = 0; i < g->nv; i++)
      if ((g->v[i].ty & TY_ARR) && g->v[i].kind != K_ARR && rg_visible(g, i) && !g->v[i].uninit) cand[n++] = i;
    if (!n) return 0;
    i = cand[rg_rnd(g, n)];
    rg_use_hdr(g, INC_STDDEF);
    switch (rg_rnd(g, 5)) {
    case 0: *out = rg_ex_text(P_EQ, "%s != NULL", g->v[i].name); break;
    case 1: *out = rg_ex_text(P_EQ, "NULL == %s", g->v[i].name); break;
    case 2: *out = rg_ex_text(P_UNARY, "!%s", g->v[i].name); break;
    case 3: *out = rg_ex_text(P_EQ, "%s == 0", g->v[i].name); break;
    default: *out = rg_ex_text(P_COND, "%s ? %d : %d", g->v[i].name, rg_rnd(g, 9), rg_rnd(g, 9)); break;
    }
    return 1;
  }
  if (ty == TY_INT && k < 64) { *out = ctype_expr(g, d); return 1; }
  return rg_str_expr(g, ty, d, out);
}

Ex rg_expr(G *g, int ty, int d) {
  int tries;
  g->cost += g->mult;
  if (d <= 0 || rg_chance(g, 22)) return rg_expr_leaf(g, ty);
  if (g->o.ctypes && rg_chance(g, 5)) {
    if (rg_chance(g, 70)) return rg_ex_comma(g, ty, d);
    if (ty != TY_BOOL) return rg_ex_cast(g, rg_tyname(g, ty), rg_ex_sizeof(g, d - 1));
  }
  if (g->o.pointers && rg_chance(g, 8)) {
    Ex e;
    if (px_expr(g, ty, d, &e)) return e;
  }
  if (g->o.realc && rg_chance(g, 5)) {
    Ex e;
    if (rg_rx_expr(g, ty, d, &e)) return e;
  }
  for (tries = 0; tries < 8; tries++) {
    int k = rg_rnd(g, 100);
    Ex e;
    if (k < 16) return rg_ex_arith(g, ty, d);
    if (k < 24) return rg_ex_divmod(g, ty, d);
    if (k < 34) {
      if (rg_is_flt(ty)) continue;
      return rg_chance(g, 55) ? rg_ex_bitwise(g, ty, d) : rg_ex_shift(g, ty, d);
    }
    if (k < 46) {
      if (ty != TY_INT) continue;
      return rg_chance(g, 65) ? rg_ex_compare(g, d) : rg_ex_logic(g, d);
    }
    if (k < 53) return rg_ex_unary(g, ty, d);
    if (k < 61) return rg_ex_cond(g, ty, d);
    if (k < 70) return rg_ex_castto(g, ty, d);
    if (k < 80) { if (rg_ex_call(g, ty, d, &e)) return e; continue; }
    if (k < 90) { if (g->se && rg_ex_side(g, ty, d, &e)) return e; continue; }
    return rg_expr_leaf(g, ty);
  }
  return rg_expr_leaf(g, ty);
}
/* a value that converts to target without undefined behaviour */
Ex rg_expr_conv(G *g, int target, int d) {
  int k = rg_rnd(g, 100);
  if (g->o.ctypes) { /* integers from integers of every type, floating from anything, bool from anything */
    if (target == TY_BOOL) {
      int t = rg_any_type(g);
      return k < 20 || t == TY_BOOL ? rg_lit(g, TY_BOOL) : rg_expr(g, t, d);
    }
    if (rg_is_flt(target)) {
      int t = k < 55 ? target : k < 70 ? (target == TY_FLOAT ? TY_DOUBLE : TY_FLOAT) : rg_c_int_type(g);
      return rg_expr(g, t, d);
    }
    return rg_expr(g, k < 65 ? rg_promoted(target) : rg_c_int_type(g), d);
  }
  switch (target) {
  case TY_BOOL:
    if (k < 25) return rg_lit(g, TY_BOOL);
    return rg_expr(g, k < 60 ? TY_INT : k < 80 ? TY_LONG : TY_DOUBLE, d);
  case TY_INT: return rg_expr(g, k < 85 ? TY_INT : TY_LONG, d);
  case TY_LONG: return rg_expr(g, k < 70 ? TY_LONG : TY_INT, d);
  default: return rg_expr(g, k < 75 ? TY_DOUBLE : rg_int_or_long(g), d);
  }
}
