/* state.c - the random program generator's basic tools, used by all its files (see rg.h and gen.c).
 *
 * The random numbers (one splitmix64 stream per program), growable strings, the random draws (rg_rnd,
 * rg_chance), expressions carried as text with their precedence (Ex: parentheses only where C needs them,
 * and now and then redundant ones), the variables in sight and the read and write sets of the current full
 * expression, and the literals of every scalar type (the first language's and, with ctypes, C's other ones).
 */
#include "gen/rg.h"

/* ---------------------------------------------------------------- random numbers */
uint64_t rg_rng_next(Rng *r) {
  uint64_t z = (r->s += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

/* ---------------------------------------------------------------- growable strings */
static void s_grow(Str *s, size_t add) {
  size_t c;
  if (s->n + add + 1 <= s->cap) return;
  c = s->cap ? s->cap : 64;
  while (c < s->n + add + 1) c *= 2;
  s->p = realloc(s->p, c);
  if (!s->p) { fputs("gnc gen: out of memory\n", stderr); exit(3); }
  s->cap = c;
}
void rg_s_putn(Str *s, const char *t, size_t n) {
  s_grow(s, n);
  memcpy(s->p + s->n, t, n);
  s->n += n;
  s->p[s->n] = 0;
}
void rg_s_puts(Str *s, const char *t) { rg_s_putn(s, t, strlen(t)); }
void rg_s_vprintf(Str *s, const char *fmt, va_list ap) {
  char tmp[256];
  va_list ap2;
  int k;
  va_copy(ap2, ap);
  k = vsnprintf(tmp, sizeof tmp, fmt, ap);
  if (k < 0) k = 0;
  if ((size_t)k < sizeof tmp) {
    rg_s_putn(s, tmp, (size_t)k);
  } else {
    s_grow(s, (size_t)k);
    vsnprintf(s->p + s->n, (size_t)k + 1, fmt, ap2);
    s->n += (size_t)k;
  }
  va_end(ap2);
}
void rg_s_printf(Str *s, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  rg_s_vprintf(s, fmt, ap);
  va_end(ap);
}
void rg_s_free(Str *s) { free(s->p); s->p = NULL; s->n = s->cap = 0; }

/* ---------------------------------------------------------------- random draws; expressions with precedence */
int rg_rnd(G *g, int n) { return n <= 1 ? 0 : (int)(rg_rng_next(&g->rng) % (uint64_t)n); }
int rg_chance(G *g, int pct) { return rg_rnd(g, 100) < pct; }
int64_t rg_rnd_range(G *g, int64_t lo, int64_t hi) {
  return lo + (int64_t)(rg_rng_next(&g->rng) % (uint64_t)(hi - lo + 1));
}

Ex rg_ex_new(int prec) { Ex e; memset(&e, 0, sizeof e); e.prec = prec; rg_s_puts(&e.s, ""); return e; }
Ex rg_ex_text(int prec, const char *fmt, ...) {
  Ex e = rg_ex_new(prec);
  va_list ap;
  va_start(ap, fmt);
  rg_s_vprintf(&e.s, fmt, ap);
  va_end(ap);
  return e;
}
/* appends e to dst, parenthesised when its precedence is below minp (now and then also redundantly) */
void rg_put_ex(G *g, Str *dst, const Ex *e, int minp) {
  int paren = e->prec < minp || (e->prec < P_PRIMARY && rg_chance(g, 3));
  if (paren) rg_s_puts(dst, "(");
  rg_s_putn(dst, e->s.p, e->s.n);
  if (paren) rg_s_puts(dst, ")");
}
Ex rg_ex_bin(G *g, Ex a, const char *op, int prec, Ex b) {
  Ex e = rg_ex_new(prec);
  rg_put_ex(g, &e.s, &a, prec);
  rg_s_printf(&e.s, " %s ", op);
  rg_put_ex(g, &e.s, &b, prec + 1);
  rg_s_free(&a.s); rg_s_free(&b.s);
  return e;
}
/* prefix operator; never pastes "- -x" into "--x" */
Ex rg_ex_pre(G *g, const char *op, Ex a) {
  Ex e = rg_ex_new(P_UNARY), t = rg_ex_new(0);
  rg_put_ex(g, &t.s, &a, P_UNARY);
  rg_s_puts(&e.s, op);
  if ((op[0] == '-' || op[0] == '+') && t.s.p[0] == op[0]) rg_s_printf(&e.s, "(%s)", t.s.p);
  else rg_s_puts(&e.s, t.s.p);
  rg_s_free(&t.s); rg_s_free(&a.s);
  return e;
}
Ex rg_ex_cond3(G *g, Ex c, Ex a, Ex b) {
  Ex e = rg_ex_new(P_COND);
  rg_put_ex(g, &e.s, &c, P_LOR);
  rg_s_puts(&e.s, " ? ");
  rg_put_ex(g, &e.s, &a, P_COND);
  rg_s_puts(&e.s, " : ");
  rg_put_ex(g, &e.s, &b, P_COND);
  rg_s_free(&c.s); rg_s_free(&a.s); rg_s_free(&b.s);
  return e;
}
Ex rg_ex_copy(const Ex *a) { Ex e = rg_ex_new(a->prec); rg_s_putn(&e.s, a->s.p, a->s.n); return e; }
Ex rg_ex_cast(G *g, const char *ty, Ex a) {
  Ex e = rg_ex_text(P_UNARY, "(%s)", ty);
  rg_put_ex(g, &e.s, &a, P_UNARY);
  rg_s_free(&a.s);
  return e;
}

/* ---------------------------------------------------------------- variables and expression sets */
static int bit(const uint64_t *s, int i) { return (int)((s[i >> 6] >> (i & 63)) & 1); }
void rg_setbit(uint64_t *s, int i) { s[i >> 6] |= 1ull << (i & 63); }
void rg_fe_begin(G *g, int se) {
  memset(g->rd, 0, sizeof g->rd);
  memset(g->wr, 0, sizeof g->wr);
  g->se = se;
  g->fe_print = 0;
}

int rg_visible(const G *g, int i) {
  int j;
  for (j = i + 1; j < g->nv; j++)
    if (strcmp(g->v[j].name, g->v[i].name) == 0) return 0;
  return 1;
}
/* the variable whose read and write bits stand for accesses through i: a pointer's target, else i */
int rg_region(const G *g, int i) { return g->v[i].kind == K_PTR ? g->v[i].tgt : i; }
int rg_usable(const G *g, int i, int mode) {
  const Var *v = &g->v[i];
  int r = rg_region(g, i);
  if (v->uninit || !rg_visible(g, i)) return 0;
  if (mode == M_READ) return !bit(g->wr, r);
  if (v->ro || g->v[r].ro || bit(g->wr, r)) return 0;
  return mode == M_STMT || !bit(g->rd, r);
}
/* pointers: how many elements from index 0 variable vi surely has for reads (wr: writes) */
int rg_reg_len(const G *g, int vi, int wr) {
  int64_t lo, hi;
  int r = rg_acc_range(g, vi, wr, &lo, &hi);
  return r == 2 ? 1 : r && lo <= 0 ? (int)(hi + 1) : 0;
}
/* scalar of base type ty (TY_INT also takes bool variables) */
static int is_small(int t) { return t == TY_CHAR || t == TY_UCHAR || t == TY_SHORT || t == TY_USHORT; }
int rg_is_flt(int t) { return t == TY_DOUBLE || t == TY_FLOAT; }
int rg_is_w64(int t) { return t == TY_LONG || t == TY_ULONG; }
int rg_is_uns(int t) { return t == TY_UINT || t == TY_ULONG; }
/* the integer promotions: bool, char and short types become int */
int rg_promoted(int t) { return t == TY_BOOL || is_small(t) ? TY_INT : t; }
int rg_ty_match(int want, int have) {
  return have == want || (want == TY_INT && (have == TY_BOOL || is_small(have)));
}
int rg_pick_var(G *g, int ty, int mode) {
  int cand[MAXV], n = 0, i;
  for (i = 0; i < g->nv; i++)
    if (!(g->v[i].ty & TY_ARR) && rg_ty_match(ty, g->v[i].ty) && rg_usable(g, i, mode)) cand[n++] = i;
  return n ? cand[rg_rnd(g, n)] : -1;
}
/* array with element type ty (exact unless ty is TY_INT), at least minlen long */
int rg_pick_arr(G *g, int ty, int exact, int minlen, int mode) {
  int cand[MAXV], n = 0, i;
  for (i = 0; i < g->nv; i++) {
    const Var *v = &g->v[i];
    if (!(v->ty & TY_ARR) || (g->o.pointers ? 0 : v->len < minlen) || !rg_usable(g, i, mode)) continue;
    if (g->o.pointers && rg_reg_len(g, i, mode != M_READ) < minlen) continue;
    if (exact ? TY_BASE(v->ty) == ty : rg_ty_match(ty, TY_BASE(v->ty))) cand[n++] = i;
  }
  return n ? cand[rg_rnd(g, n)] : -1;
}

/* ---------------------------------------------------------------- literals */
int rg_is_pow2(int64_t n) { return n > 0 && (n & (n - 1)) == 0; }

int64_t rg_pick_int(G *g) {
  int k = rg_rnd(g, 100);
  if (k < 45) return rg_rnd_range(g, -3, 12);
  if (k < 65) return rg_rnd_range(g, -300, 300);
  if (k < 80) return rg_rnd_range(g, -70000, 70000);
  if (k < 92) return (int32_t)rg_rng_next(&g->rng);
  switch (rg_rnd(g, 6)) {
  case 0: return 2147483647;
  case 1: return -2147483647 - 1;
  case 2: return 0x40000000;
  case 3: return -2147483647;
  case 4: return 65535;
  default: return 0x7FFF0000;
  }
}
int64_t rg_pick_long(G *g) {
  int k = rg_rnd(g, 100);
  if (k < 35) return rg_rnd_range(g, -3, 12);
  if (k < 55) return rg_rnd_range(g, -100000, 100000);
  if (k < 70) return (int32_t)rg_rng_next(&g->rng);
  if (k < 90) return (int64_t)rg_rng_next(&g->rng) >> rg_rnd(g, 40);
  switch (rg_rnd(g, 5)) {
  case 0: return INT64_MAX;
  case 1: return INT64_MIN;
  case 2: return 2147483648LL;
  case 3: return -2147483649LL;
  default: return 4294967296LL;
  }
}

static const char *long_suffix(G *g) {
  static const char *suf[] = {"L", "L", "l", "LL", "ll"};
  return suf[rg_rnd(g, 5)];
}
/* a character literal for v (0..127): the character itself, an escape, octal or hex */
int rg_char_lit(G *g, int64_t v, char *buf) {
  static const char esc[] = "\a\b\t\n\v\f\r\"'?\\", name[] = "abtnvfr\"'?\\";
  const char *e = v ? strchr(esc, (int)v) : NULL;
  int k = rg_rnd(g, 100);
  if (v == 0 && k < 60) { strcpy(buf, "'\\0'"); return 1; }
  if (e && k < 70) { sprintf(buf, "'\\%c'", name[e - esc]); return 1; }
  if (v >= 32 && v < 127 && v != '\'' && v != '\\' && k < 75) { sprintf(buf, "'%c'", (int)v); return 1; }
  if (k < 88) { sprintf(buf, "'\\%o'", (unsigned)v); return 1; }
  sprintf(buf, rg_chance(g, 50) ? "'\\x%x'" : "'\\x%02X'", (unsigned)v);
  return 1;
}
/* non-negative integer constant text; islong: needs type long */
static void num_text(G *g, uint64_t v, int islong, char *buf) {
  int k = rg_rnd(g, 100);
  const char *suf = "";
  if (g->o.realc && v < (1ull << 40) && rg_chance(g, 5)) { /* realc: binary, typed as hex is */
    char *p = buf + 2;
    int b = 39;
    strcpy(buf, rg_chance(g, 80) ? "0b" : "0B");
    while (b > 0 && !((v >> b) & 1)) b--;
    for (; b >= 0; b--) *p++ = (char)('0' + ((v >> b) & 1));
    strcpy(p, islong && !(v > 0xFFFFFFFFull && rg_chance(g, 40)) ? long_suffix(g) : "");
    return;
  }
  if (!islong && v < 128 && k < 12 && rg_char_lit(g, (int64_t)v, buf)) return;
  if (islong) { /* without a suffix: decimal must not fit int, hex/octal not even unsigned int */
    int bare_ok = k < 70 ? v > 0x7FFFFFFFull : v > 0xFFFFFFFFull;
    suf = bare_ok && rg_chance(g, 40) ? "" : long_suffix(g);
  }
  if (k < 70) sprintf(buf, "%llu%s", (unsigned long long)v, suf);
  else if (k < 88) sprintf(buf, rg_chance(g, 70) ? "0x%llx%s" : "0X%llX%s", (unsigned long long)v, suf);
  else if (v) sprintf(buf, "0%llo%s", (unsigned long long)v, suf);
  else sprintf(buf, "0%s", suf);
}
Ex rg_lit_int_val(G *g, int64_t v, int islong) {
  char buf[64];
  if (!islong && v == -2147483647 - 1) return rg_ex_text(P_PRIMARY, "(-2147483647 - 1)");
  if (islong && v == INT64_MIN) return rg_ex_text(P_PRIMARY, "(-9223372036854775807L - 1)");
  if (v < 0) {
    num_text(g, (uint64_t)(-v), islong, buf);
    return rg_ex_text(P_UNARY, "-%s", buf);
  }
  num_text(g, (uint64_t)v, islong, buf);
  return rg_ex_text(P_PRIMARY, "%s", buf);
}
/* floating literal text (positive) */
static void dbl_text(G *g, char *buf, int nonzero) {
  int k = rg_rnd(g, 100), i;
  char m[48];
  if (k < 30) {
    int v = rg_rnd(g, 100) + (nonzero ? 1 : 0);
    static const char *f[] = {"%d.0", "%d.", "%de0", "%d.0e0", "%d.00"};
    sprintf(buf, f[rg_rnd(g, 5)], v);
  } else if (k < 60) {
    int ip = rg_rnd(g, 3) == 0 ? -1 : rg_rnd(g, 1000), nf = 1 + rg_rnd(g, 6);
    char *p = m;
    for (i = 0; i < nf; i++) *p++ = (char)('0' + rg_rnd(g, 10));
    *p = 0;
    if (nonzero) m[nf - 1] = (char)('1' + rg_rnd(g, 9));
    if (ip < 0) sprintf(buf, ".%s", m);
    else sprintf(buf, "%d.%s", ip, m);
  } else if (k < 85) {
    int ex = rg_rnd(g, 41) - 20;
    sprintf(buf, "%d.%d%c%s%d", 1 + rg_rnd(g, 9), rg_rnd(g, 1000), rg_chance(g, 70) ? 'e' : 'E',
            ex < 0 ? "-" : (rg_chance(g, 30) ? "+" : ""), ex < 0 ? -ex : ex);
  } else {
    int nd = 17 + rg_rnd(g, 10), dot = rg_rnd(g, 4);
    char *p = m;
    for (i = 0; i < nd; i++) {
      if (i == dot) *p++ = '.';
      *p++ = (char)('0' + (i == 0 ? 1 + rg_rnd(g, 9) : rg_rnd(g, 10)));
    }
    *p = 0;
    if (rg_chance(g, 30)) sprintf(buf, "%se-%d", m, rg_rnd(g, 15));
    else strcpy(buf, m);
  }
}
static Ex lit0(G *g, int ty) {
  char buf[80];
  if (ty == TY_INT && rg_chance(g, 3)) { /* char is signed: '\xff' is -1 */
    unsigned c = 128 + (unsigned)rg_rnd(g, 128);
    return rg_ex_text(P_PRIMARY, rg_chance(g, 50) ? "'\\x%x'" : "'\\%o'", c);
  }
  if (ty == TY_DOUBLE) {
    dbl_text(g, buf, 0);
    return rg_chance(g, 20) ? rg_ex_text(P_UNARY, "-%s", buf) : rg_ex_text(P_PRIMARY, "%s", buf);
  }
  if (ty == TY_BOOL) return rg_ex_text(P_PRIMARY, "%s", rg_chance(g, 50) ? "true" : "false");
  if (ty == TY_INT && rg_chance(g, 5)) return rg_ex_text(P_PRIMARY, "%s", rg_chance(g, 50) ? "true" : "false");
  return rg_lit_int_val(g, ty == TY_LONG ? rg_pick_long(g) : rg_pick_int(g), ty == TY_LONG);
}
/* a nonzero constant divisor that is not -1 */
static Ex lit_divisor0(G *g, int ty) {
  int64_t v;
  do v = rg_chance(g, 80) ? rg_rnd_range(g, -12, 40) : (ty == TY_LONG ? rg_pick_long(g) : rg_pick_int(g));
  while (v == 0 || v == -1);
  if (ty == TY_DOUBLE) {
    char buf[80];
    dbl_text(g, buf, 1);
    return rg_chance(g, 20) ? rg_ex_text(P_UNARY, "-%s", buf) : rg_ex_text(P_PRIMARY, "%s", buf);
  }
  return rg_lit_int_val(g, v, ty == TY_LONG);
}

/* ---------------------------------------------------------------- literals of C's other types (ctypes) */
uint64_t rg_pick_uint(G *g, int w64) {
  int k = rg_rnd(g, 100);
  if (k < 35) return (uint64_t)rg_rnd_range(g, 0, 12);
  if (k < 55) return (uint64_t)rg_rnd_range(g, 0, 70000);
  if (k < 80) return w64 ? (uint64_t)rg_pick_long(g) : (uint32_t)rg_pick_int(g);
  if (k < 90) return w64 ? rg_rng_next(&g->rng) >> rg_rnd(g, 64) : (uint32_t)rg_rng_next(&g->rng);
  switch (rg_rnd(g, 4)) {
  case 0: return w64 ? UINT64_MAX : 0xFFFFFFFFu;
  case 1: return w64 ? 1ull << 63 : 0x80000000u;
  case 2: return w64 ? 0xFFFFFFFFull : 0xFFFFu;
  default: return w64 ? (1ull << 63) - 1 : 0x7FFFFFFFu;
  }
}
/* an unsigned literal of value v, of type unsigned int (w64 = 0) or unsigned long long / unsigned long */
void rg_unsigned_text(G *g, uint64_t v, int w64, char *buf) {
  static const char *lsuf[] = {"ul", "UL", "uL", "Ul", "lu", "LU", "ull", "ULL", "llu", "LLU"};
  int k = rg_rnd(g, 100);
  const char *suf = rg_chance(g, 50) ? "u" : "U";
  unsigned long long x = (unsigned long long)v;
  /* a hex literal without suffix is unsigned when it does not fit the signed type of its width */
  if (k < 20 && (w64 ? (v > 0x7FFFFFFFFFFFFFFFull) : (v > 0x7FFFFFFFull && v <= 0xFFFFFFFFull))) {
    sprintf(buf, rg_chance(g, 50) ? "0x%llx" : "0X%llX", x);
    return;
  }
  if (w64 && !(v > 0xFFFFFFFFull && rg_chance(g, 30))) suf = lsuf[rg_rnd(g, 10)];
  k = rg_rnd(g, 100);
  if (k < 65) sprintf(buf, "%llu%s", x, suf);
  else if (k < 90) sprintf(buf, rg_chance(g, 70) ? "0x%llx%s" : "0X%llX%s", x, suf);
  else if (v) sprintf(buf, "0%llo%s", x, suf);
  else sprintf(buf, "0%s", suf);
}
/* a value of a small integer type, usually within its range */
int64_t rg_pick_small(G *g, int ty) {
  int64_t lo = ty == TY_CHAR ? -128 : ty == TY_SHORT ? -32768 : 0;
  int64_t hi = ty == TY_CHAR ? 127 : ty == TY_UCHAR ? 255 : ty == TY_SHORT ? 32767 : 65535;
  int k = rg_rnd(g, 100);
  if (k < 40) return rg_rnd_range(g, lo > -3 ? lo : -3, 12);
  if (k < 80) return rg_rnd_range(g, lo, hi);
  if (k < 90) return rg_chance(g, 50) ? lo : hi;
  return rg_pick_int(g);
}
static Ex lit_c(G *g, int ty) {
  char buf[80];
  switch (ty) {
  case TY_UINT: case TY_ULONG:
    rg_unsigned_text(g, rg_pick_uint(g, ty == TY_ULONG), ty == TY_ULONG, buf);
    return rg_ex_text(P_PRIMARY, "%s", buf);
  case TY_FLOAT:
    dbl_text(g, buf, 0);
    strcat(buf, rg_chance(g, 70) ? "f" : "F");
    return rg_chance(g, 20) ? rg_ex_text(P_UNARY, "-%s", buf) : rg_ex_text(P_PRIMARY, "%s", buf);
  case TY_CHAR: case TY_UCHAR: case TY_SHORT: case TY_USHORT:
    return rg_lit_int_val(g, rg_pick_small(g, ty), 0);
  default:
    return lit0(g, ty);
  }
}
Ex rg_lit(G *g, int ty) { return g->o.ctypes ? lit_c(g, ty) : lit0(g, ty); }
Ex rg_lit_divisor(G *g, int ty) {
  char buf[80];
  if (!g->o.ctypes || (ty != TY_UINT && ty != TY_ULONG && ty != TY_FLOAT)) return lit_divisor0(g, ty);
  if (ty == TY_FLOAT) {
    dbl_text(g, buf, 1);
    strcat(buf, "f");
    return rg_chance(g, 20) ? rg_ex_text(P_UNARY, "-%s", buf) : rg_ex_text(P_PRIMARY, "%s", buf);
  }
  { uint64_t v = rg_chance(g, 70) ? (uint64_t)rg_rnd_range(g, 1, 40) : rg_pick_uint(g, ty == TY_ULONG);
    if (v == 0) v = 7;
    rg_unsigned_text(g, v, ty == TY_ULONG, buf);
    return rg_ex_text(P_PRIMARY, "%s", buf); }
}
