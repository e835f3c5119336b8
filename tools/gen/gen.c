/* gen.c - the random program generator (see gen.h for the contract).
 *
 * Design.  The generator writes C text directly, top-down, while tracking just enough to make every
 * program valid and free of undefined behaviour under gcc -fwrapv by construction:
 *
 *  - Types.  rg_expr(ty) returns an expression whose (promoted) C type is exactly ty (int, long or double);
 *    bool values only appear where C promotes them to int.  Implicit conversions are used only where they
 *    are defined for every value (int <-> long, integer -> double, anything -> bool); double -> int/long
 *    only through an explicit cast whose operand is clamped by a range test (NaN fails the test).
 *  - Operations.  Divisors are never 0 or -1 (masks like `(d & -2) | 2`, `(d & 7) + 1`, literals, or a
 *    ?: guard over a pure divisor); shift counts are masked (`& 31`, `& 63`); indices are masked or
 *    reduced into range, or are loop counters whose range is known.  A divisor that can be 1 is never
 *    a sum or difference: gcc 12 folds -(a / (x + 1)) into a / ~x even with -fwrapv, which makes
 *    -(INT_MIN / 1) trap as INT_MIN / -1.
 *  - Side effects.  Each full expression carries a read set and a write set of variables (arrays count as
 *    one variable; a call that receives an array writes it).  A side effect on v is generated only if v is
 *    in neither set, and nothing else may then read or write v in that full expression, so there are no
 *    unsequenced or indeterminately sequenced conflicts.  Guards that repeat an operand use pure operands.
 *  - Termination and cost.  Loops are counted with constant bounds (for, while and do/while with a
 *    read-only counter), functions only call functions with a higher index (generated first, so their cost
 *    is known) or themselves through a depth parameter that strictly decreases; every statement adds its
 *    estimated cost times the product of enclosing loop counts, which must stay under the function's
 *    budget.
 *  - Initialisation.  Every variable is initialised, or declared bare and assigned right away on every
 *    path (an assignment, an if/else assigning both branches, or a for header): gnc reads 0 from a local
 *    before any assignment, but C leaves it indeterminate, and the programs are compared with gcc.  Arrays
 *    always have an initialiser list (C leaves them undefined).
 *
 * C's other scalar types (GenOpts.ctypes).  Variables, parameters, returns and arrays may also be char,
 * signed/unsigned char, short, unsigned short, unsigned int, unsigned long and float; rg_expr(ty) then takes the
 * promoted types int, long, unsigned int, unsigned long, float and double (a char or short variable is an
 * int operand).  Integer conversions are all defined in gcc (wraparound, low bits); a floating value goes to
 * an integer type only through a range test for that type (no negative value to unsigned, no value outside
 * char/short, NaN fails), never implicitly.  Unsigned divisors use the same guards.  The mode also writes
 * u/U/ul/ull/f suffixes and hex literals of unsigned type, const locals (never written), the comma operator
 * (parenthesised in expressions, unparenthesised in statements and for steps; each operand of a statement-
 * level comma is a full expression of its own), sizeof of types, variables and unevaluated expressions,
 * switch statements (labels at the top of the body with distinct values of the promoted type, statements
 * without declarations between them or braced blocks, break, fallthrough, continue to an enclosing loop)
 * and a few file-scope typedefs used in declarations, casts and signatures.  Every random choice of the mode
 * is drawn only when it is on, so that programs without it stay byte-identical for every seed.
 *
 * Pointers and strings (GenOpts.pointers, which implies ctypes; see the section "pointers and strings" for
 * the rules that keep every access in bounds).  Regions a pointer may reach are variables (arrays, pointer
 * parameters, malloc'd blocks, string parameters), pointer variables know their target and the range of
 * their offsets, and accesses through them count as accesses of the target in the read and write sets.  The
 * mode adds pointer, out-parameter, pointer + length and const char * parameters to the functions other
 * than the entry, and statements and expressions over them; a program's output (printf) is part of its
 * result, so at most one call of a function that prints may appear in a full expression.  Its random
 * choices, too, are drawn only when it is on.
 *
 * Structs, unions and multi-dimensional arrays (GenOpts.structs, which implies pointers; see the section
 * "structs, unions and multi-dimensional arrays").  File-scope struct types, a union and a list node, helper
 * functions that take and return them by value and by pointer, struct, union and grid variables (read
 * anywhere in expressions, written only by the statements of the mode), malloc'd structs and lists, qsort,
 * and read-only globals.  Its random choices are drawn only when it is on.
 *
 * Expressions are built as small strings with their precedence (Ex) so that parentheses appear only where
 * C needs them (plus some redundant ones), which exercises the parser's precedence and associativity.
 * Randomness: one splitmix64 stream per program; the prefix consumes none.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "gen/gen.h"

/* ---------------------------------------------------------------- random numbers */
typedef struct { uint64_t s; } Rng;

static uint64_t rg_rng_next(Rng *r) {
  uint64_t z = (r->s += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

/* ---------------------------------------------------------------- growable strings */
typedef struct { char *p; size_t n, cap; } Str;

static void s_grow(Str *s, size_t add) {
  size_t c;
  if (s->n + add + 1 <= s->cap) return;
  c = s->cap ? s->cap : 64;
  while (c < s->n + add + 1) c *= 2;
  s->p = realloc(s->p, c);
  if (!s->p) { fputs("gnc gen: out of memory\n", stderr); exit(3); }
  s->cap = c;
}
static void rg_s_putn(Str *s, const char *t, size_t n) {
  s_grow(s, n);
  memcpy(s->p + s->n, t, n);
  s->n += n;
  s->p[s->n] = 0;
}
static void rg_s_puts(Str *s, const char *t) { rg_s_putn(s, t, strlen(t)); }
static void rg_s_vprintf(Str *s, const char *fmt, va_list ap) {
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
static void rg_s_printf(Str *s, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void rg_s_printf(Str *s, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  rg_s_vprintf(s, fmt, ap);
  va_end(ap);
}
static void rg_s_free(Str *s) { free(s->p); s->p = NULL; s->n = s->cap = 0; }

/* ---------------------------------------------------------------- expressions with precedence */
enum { P_ASSIGN = 2, P_COND, P_LOR, P_LAND, P_BOR, P_BXOR, P_BAND, P_EQ, P_REL, P_SHIFT, P_ADD, P_MUL,
       P_UNARY, P_POSTFIX, P_PRIMARY };
typedef struct { Str s; int prec; } Ex;

/* ---------------------------------------------------------------- generator state */
#define MAXV 256        /* visible variables (bit sets are 4 x 64 bits)              */
#define MAX_LOCALS 150  /* declared locals per function (gnc's limit is 256 slots)   */
#define FN_PARAMS 8     /* parameters per generated function                          */

typedef struct {
  char name[24];
  uint8_t ty;       /* TY_INT, TY_LONG, TY_DOUBLE, TY_BOOL, or TY_ARR | base              */
  uint8_t ro;       /* never written: loop counters, recursion depth                    */
  uint8_t uninit;   /* declared but not yet surely assigned: not used at all            */
  uint8_t ranged;   /* integer with known range [lo, hi] wherever it is visible         */
  int32_t len;      /* array length (array parameters: GEN_ARR_LEN)                     */
  int32_t block;    /* block id, for legal redeclaration in inner blocks                */
  int64_t lo, hi;
  /* pointers mode only (all zero otherwise) */
  uint8_t kind;     /* K_ARR: an array, array parameter, out-parameter or malloc'd block of len elements;
                       K_PTR: a pointer variable into variable tgt; K_DYN: a region of as many elements as
                       the value of variable lenv (1..DYN_MAX); K_STRP: a const char * parameter        */
  uint8_t str;      /* a char region that always holds a string: its last byte is 0 and never written  */
  uint8_t pspell;   /* declared as a pointer: sizeof is 8, `*p` spellings                            */
  uint8_t noncanon; /* a scalar spelled "long long" or "signed char": &x is no long * / char *        */
  int16_t tgt;      /* K_PTR: the variable (array, scalar or region) it points into                  */
  int16_t lenv;     /* K_DYN: the int variable holding its length                                    */
  int16_t dynof;    /* a counter 0 .. n-1 of `for (i = 0; i < n; i++)`: the index of n, plus 1      */
  int32_t plo, phi; /* K_PTR: its offset range (elements) within tgt                                 */
  int32_t tlen;     /* K_PTR: the elements of tgt (-1: unknown, then only *p is accessed)             */
  uint8_t noshadow; /* never redeclared in an inner block (a parameter the function returns a pointer into) */
  uint8_t nstr;     /* K_STRS: the strings of a `const char *names[]` table: lengths in minlen..maxlen   */
  uint8_t minb, maxl;
} Var;

typedef struct {
  char name[40];    /* without the prefix                                               */
  uint8_t ret, np, rec, mask;  /* rec: parameter 0 is a depth in 0..mask that decreases  */
  uint8_t pt[FN_PARAMS];
  uint16_t spell;   /* bit i: parameter i spelled "long long" / "_Bool"; bit 15: the return type (C sees
                       long and long long as different types, so prototypes repeat the same spelling) */
  uint8_t pk[FN_PARAMS];  /* pointers: PK_* of each parameter                                     */
  uint8_t psp[FN_PARAMS]; /* pointers: a PK_ARR parameter spelled T *a; PK_CDYN/PK_STR: const after T */
  uint8_t stat;     /* pointers: 1 static, 2 static inline                                          */
  uint8_t prints;   /* pointers: a call may print (printf, puts, putchar, or a call of such a function) */
  uint8_t pret;     /* pointers: returns a pointer to an element of its parameter pret - 1 (T *f(T *p, ..));
                       ret is then T                                                                  */
  char pn[FN_PARAMS][24];
  int64_t budget, cost;
  int done;
} Fn;

/* structs mode (GenOpts.structs): file-scope struct types, the variables that hold structs, unions and
 * multi-dimensional arrays (see the section "structs, unions and multi-dimensional arrays") */
enum { MK_SCAL, MK_CHARS, MK_SUB, MK_SUBARR, MK_LABEL, MK_SCARR };  /* SMem.mk */
#define ST_MAX 4      /* struct types per program    */
#define ST_MEMS 7     /* members per struct type     */
#define SV_MAX 48     /* struct, union and grid variables in sight at once */
typedef struct { char name[12]; uint8_t mk, ty, len; int8_t sub; } SMem;
typedef struct {
  char spell[64];   /* "p0_Rec1" (a typedef) or "struct p0_rec1"                                     */
  int nm;
  SMem m[ST_MEMS];  /* m[0] is an integer of int, long, unsigned or unsigned long: the sort key      */
  uint8_t use;      /* SU_*: the helper functions the program calls                                  */
} SType;
enum { SU_MK = 1, SU_SUM = 2, SU_BUMP = 4, SU_WALK = 8, SU_CMP = 16, SU_CMPD = 32 };
enum { SK_VAL, SK_PTR, SK_ARR, SK_GRID, SK_UNION };                  /* SVar.sk       */
typedef struct {
  char name[40];
  int vi;           /* its placeholder in G.v (uninit: the other statements never touch it); -1: a global */
  uint8_t sk, ety;  /* kind; SK_GRID: the element type                                               */
  int8_t st;        /* SK_VAL, SK_PTR, SK_ARR: the struct type                                        */
  uint8_t nd, dim[3]; /* SK_ARR: dim[0] elements; SK_GRID: nd (2 or 3) dimensions                     */
  uint8_t ro;       /* never written (const, or a global outside the entry)                           */
} SVar;

typedef struct {
  int fmin, fmax;   /* functions                                   */
  int smin, smax;   /* statements in a function body               */
  int bmax;         /* statements in an inner block                */
  int nest;         /* statement nesting                           */
  int depth;        /* expression depth                            */
  int64_t budget;   /* entry cost budget                           */
  int iters;        /* usual maximum loop count                    */
} SizeCfg;

typedef struct {
  Rng rng;
  GenOpts o;
  SizeCfg cfg;
  Fn *fn; int nfn;
  int cur;
  Var v[MAXV]; int nv;
  int block, nblock;
  int nlocals, vctr;
  int64_t mult, cost, budget;
  int loops, nest;
  int selfcalled;
  int32_t trap;     /* traps mode: what the entry surely raises */
  uint64_t rd[4], wr[4];
  int se;           /* side effects allowed in the current expression */
  Str *out; int ind;
  struct { char name[128]; uint8_t ty, cst; } td[6]; int ntd;  /* ctypes: file-scope typedefs (prefixed) */
  int noret;        /* pointers: inside a malloc'd block, which must reach its free(): no return        */
  int sure;         /* pointers: rg_str_ref's last string: the bytes surely readable from it               */
  int fe_print;     /* pointers: the full expression calls a function that may print (its output would be
                       ordered by the unspecified order of evaluation if a second one did)               */
  uint8_t inc[5];   /* pointers: headers the program needs (INC_*)                                       */
  SType st[ST_MAX]; int nst;  /* structs: the struct types                                               */
  int uni, node;    /* structs: the program has the union type / the list node type                      */
  char uspell[64];  /* structs: the union type's spelling                                                */
  SVar sv[SV_MAX]; int nsv, ngsv;  /* structs: variables; the first ngsv are the globals                 */
  uint32_t kit;     /* structs: the grid and list helpers the program calls (KIT_*)                      */
  Str gdefs;        /* structs: the globals' definitions                                                 */
} G;

/* pointers mode (GenOpts.pointers) */
enum { K_ARR = 0, K_PTR, K_DYN, K_STRP, K_STRS };                     /* Var.kind      */
enum { PK_SCALAR = 0, PK_ARR, PK_OUT, PK_DYN, PK_CDYN, PK_LEN, PK_STR }; /* Fn.pk         */
enum { INC_STDIO, INC_STDLIB, INC_STRING, INC_CTYPE, INC_STDDEF };    /* G.inc         */
#define DYN_MAX 16   /* the largest length passed with a pointer (T *p, int n), or of a malloc'd K_DYN */
#define STR_MAX 100  /* the longest string any string region holds (bounds loops over strings)         */

static int rg_rnd(G *g, int n) { return n <= 1 ? 0 : (int)(rg_rng_next(&g->rng) % (uint64_t)n); }
static int rg_chance(G *g, int pct) { return rg_rnd(g, 100) < pct; }
static int64_t rg_rnd_range(G *g, int64_t lo, int64_t hi) {
  return lo + (int64_t)(rg_rng_next(&g->rng) % (uint64_t)(hi - lo + 1));
}

static Ex rg_ex_new(int prec) { Ex e; memset(&e, 0, sizeof e); e.prec = prec; rg_s_puts(&e.s, ""); return e; }
static Ex rg_ex_text(int prec, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static Ex rg_ex_text(int prec, const char *fmt, ...) {
  Ex e = rg_ex_new(prec);
  va_list ap;
  va_start(ap, fmt);
  rg_s_vprintf(&e.s, fmt, ap);
  va_end(ap);
  return e;
}
/* appends e to dst, parenthesised when its precedence is below minp (now and then also redundantly) */
static void rg_put_ex(G *g, Str *dst, const Ex *e, int minp) {
  int paren = e->prec < minp || (e->prec < P_PRIMARY && rg_chance(g, 3));
  if (paren) rg_s_puts(dst, "(");
  rg_s_putn(dst, e->s.p, e->s.n);
  if (paren) rg_s_puts(dst, ")");
}
static Ex rg_ex_bin(G *g, Ex a, const char *op, int prec, Ex b) {
  Ex e = rg_ex_new(prec);
  rg_put_ex(g, &e.s, &a, prec);
  rg_s_printf(&e.s, " %s ", op);
  rg_put_ex(g, &e.s, &b, prec + 1);
  rg_s_free(&a.s); rg_s_free(&b.s);
  return e;
}
/* prefix operator; never pastes "- -x" into "--x" */
static Ex rg_ex_pre(G *g, const char *op, Ex a) {
  Ex e = rg_ex_new(P_UNARY), t = rg_ex_new(0);
  rg_put_ex(g, &t.s, &a, P_UNARY);
  rg_s_puts(&e.s, op);
  if ((op[0] == '-' || op[0] == '+') && t.s.p[0] == op[0]) rg_s_printf(&e.s, "(%s)", t.s.p);
  else rg_s_puts(&e.s, t.s.p);
  rg_s_free(&t.s); rg_s_free(&a.s);
  return e;
}
static Ex rg_ex_cond3(G *g, Ex c, Ex a, Ex b) {
  Ex e = rg_ex_new(P_COND);
  rg_put_ex(g, &e.s, &c, P_LOR);
  rg_s_puts(&e.s, " ? ");
  rg_put_ex(g, &e.s, &a, P_COND);
  rg_s_puts(&e.s, " : ");
  rg_put_ex(g, &e.s, &b, P_COND);
  rg_s_free(&c.s); rg_s_free(&a.s); rg_s_free(&b.s);
  return e;
}
static Ex rg_ex_copy(const Ex *a) { Ex e = rg_ex_new(a->prec); rg_s_putn(&e.s, a->s.p, a->s.n); return e; }
static Ex rg_ex_cast(G *g, const char *ty, Ex a) {
  Ex e = rg_ex_text(P_UNARY, "(%s)", ty);
  rg_put_ex(g, &e.s, &a, P_UNARY);
  rg_s_free(&a.s);
  return e;
}

/* ---------------------------------------------------------------- variables and expression sets */
static int bit(const uint64_t *s, int i) { return (int)((s[i >> 6] >> (i & 63)) & 1); }
static void rg_setbit(uint64_t *s, int i) { s[i >> 6] |= 1ull << (i & 63); }
static void rg_fe_begin(G *g, int se) {
  memset(g->rd, 0, sizeof g->rd);
  memset(g->wr, 0, sizeof g->wr);
  g->se = se;
  g->fe_print = 0;
}

static int rg_visible(const G *g, int i) {
  int j;
  for (j = i + 1; j < g->nv; j++)
    if (strcmp(g->v[j].name, g->v[i].name) == 0) return 0;
  return 1;
}
enum { M_READ, M_WRITE, M_STMT };  /* read; side effect in a subexpression; statement-level target */
/* the variable whose read and write bits stand for accesses through i: a pointer's target, else i */
static int rg_region(const G *g, int i) { return g->v[i].kind == K_PTR ? g->v[i].tgt : i; }
static int rg_usable(const G *g, int i, int mode) {
  const Var *v = &g->v[i];
  int r = rg_region(g, i);
  if (v->uninit || !rg_visible(g, i)) return 0;
  if (mode == M_READ) return !bit(g->wr, r);
  if (v->ro || g->v[r].ro || bit(g->wr, r)) return 0;
  return mode == M_STMT || !bit(g->rd, r);
}
static int rg_acc_range(const G *g, int vi, int wr, int64_t *lo, int64_t *hi);
/* pointers: how many elements from index 0 variable vi surely has for reads (wr: writes) */
static int rg_reg_len(const G *g, int vi, int wr) {
  int64_t lo, hi;
  int r = rg_acc_range(g, vi, wr, &lo, &hi);
  return r == 2 ? 1 : r && lo <= 0 ? (int)(hi + 1) : 0;
}
/* scalar of base type ty (TY_INT also takes bool variables) */
static int is_small(int t) { return t == TY_CHAR || t == TY_UCHAR || t == TY_SHORT || t == TY_USHORT; }
static int rg_is_flt(int t) { return t == TY_DOUBLE || t == TY_FLOAT; }
static int rg_is_w64(int t) { return t == TY_LONG || t == TY_ULONG; }
static int rg_is_uns(int t) { return t == TY_UINT || t == TY_ULONG; }
/* the integer promotions: bool, char and short types become int */
static int rg_promoted(int t) { return t == TY_BOOL || is_small(t) ? TY_INT : t; }
static int rg_ty_match(int want, int have) {
  return have == want || (want == TY_INT && (have == TY_BOOL || is_small(have)));
}
static int rg_pick_var(G *g, int ty, int mode) {
  int cand[MAXV], n = 0, i;
  for (i = 0; i < g->nv; i++)
    if (!(g->v[i].ty & TY_ARR) && rg_ty_match(ty, g->v[i].ty) && rg_usable(g, i, mode)) cand[n++] = i;
  return n ? cand[rg_rnd(g, n)] : -1;
}
/* array with element type ty (exact unless ty is TY_INT), at least minlen long */
static int rg_pick_arr(G *g, int ty, int exact, int minlen, int mode) {
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
static int rg_is_pow2(int64_t n) { return n > 0 && (n & (n - 1)) == 0; }

static int64_t rg_pick_int(G *g) {
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
static int64_t rg_pick_long(G *g) {
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
static int rg_char_lit(G *g, int64_t v, char *buf) {
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
static Ex rg_lit_int_val(G *g, int64_t v, int islong) {
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
static uint64_t rg_pick_uint(G *g, int w64) {
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
static void rg_unsigned_text(G *g, uint64_t v, int w64, char *buf) {
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
static int64_t rg_pick_small(G *g, int ty) {
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
static Ex rg_lit(G *g, int ty) { return g->o.ctypes ? lit_c(g, ty) : lit0(g, ty); }
static Ex rg_lit_divisor(G *g, int ty) {
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

/* ---------------------------------------------------------------- expressions */
static Ex rg_expr(G *g, int ty, int d);
static Ex rg_expr_conv(G *g, int target, int d);

/* a spelling of scalar type ty (ctypes): a typedef name now and then; *canon = 0 when it names a type
 * that C distinguishes from the canonical one for arrays and signatures ("long long", "signed char") */
static const char *rg_c_spell(G *g, int ty, int *canon) {
  int cand[6], n = 0, i;
  *canon = 1;
  for (i = 0; i < g->ntd; i++)
    if (g->td[i].ty == ty && !g->td[i].cst) cand[n++] = i;
  if (n && rg_chance(g, 25)) return g->td[cand[rg_rnd(g, n)]].name;
  switch (ty) {
  case TY_INT: { static const char *v[] = {"int", "int", "int", "signed", "signed int", "int signed"};
    return v[rg_rnd(g, 6)]; }
  case TY_LONG: { static const char *v[] = {"long", "long", "long int", "signed long", "long long"};
    i = rg_rnd(g, 5); *canon = i < 4; return v[i]; }
  case TY_BOOL: return rg_chance(g, 15) ? "_Bool" : "bool";
  case TY_CHAR: *canon = rg_chance(g, 75); return *canon ? "char" : "signed char";
  case TY_UCHAR: return rg_chance(g, 85) ? "unsigned char" : "char unsigned";
  case TY_SHORT: { static const char *v[] = {"short", "short", "short int", "signed short", "short signed int"};
    return v[rg_rnd(g, 5)]; }
  case TY_USHORT: { static const char *v[] = {"unsigned short", "unsigned short", "unsigned short int",
                                              "short unsigned"};
    return v[rg_rnd(g, 4)]; }
  case TY_UINT: { static const char *v[] = {"unsigned", "unsigned int", "unsigned int", "int unsigned"};
    return v[rg_rnd(g, 4)]; }
  case TY_ULONG: { static const char *v[] = {"unsigned long", "unsigned long", "long unsigned", "unsigned long int",
                                             "unsigned long long"};
    i = rg_rnd(g, 5); *canon = i < 4; return v[i]; }
  case TY_FLOAT: return "float";
  case TY_DOUBLE: return "double";
  default: return "void";
  }
}
static const char *rg_tyname(G *g, int ty) {
  if (g->o.ctypes) { int canon; return rg_c_spell(g, ty, &canon); }
  switch (ty) {
  case TY_INT: return "int";
  case TY_LONG: return rg_chance(g, 20) ? "long long" : "long";
  case TY_DOUBLE: return "double";
  case TY_BOOL: return rg_chance(g, 15) ? "_Bool" : "bool";
  default: return "void";
  }
}
/* an expression without side effects (no assignments, no calls that get arrays, no self-calls); such
 * operands are repeated by guards, so their cost counts three times */
static Ex rg_expr_pure(G *g, int ty, int d) {
  int se = g->se;
  int64_t m = g->mult;
  Ex e;
  g->se = 0;
  g->mult *= 3;
  e = rg_expr(g, ty, d);
  g->se = se;
  g->mult = m;
  return e;
}
static int rg_int_or_long(G *g) { return rg_chance(g, 75) ? TY_INT : TY_LONG; }
/* ctypes: a promoted integer type */
static int rg_c_int_type(G *g) {
  int k = rg_rnd(g, 100);
  return k < 45 ? TY_INT : k < 65 ? TY_LONG : k < 87 ? TY_UINT : TY_ULONG;
}
static int rg_int_type(G *g) { return g->o.ctypes ? rg_c_int_type(g) : rg_int_or_long(g); }
/* ctypes: the type of a variable, parameter or return value */
static int rg_c_scalar_type(G *g) {
  static const uint8_t t[] = {TY_INT, TY_INT, TY_INT, TY_INT, TY_INT, TY_LONG, TY_LONG, TY_LONG, TY_DOUBLE,
                              TY_DOUBLE, TY_BOOL, TY_CHAR, TY_CHAR, TY_UCHAR, TY_UCHAR, TY_SHORT, TY_USHORT,
                              TY_UINT, TY_UINT, TY_UINT, TY_ULONG, TY_ULONG, TY_FLOAT, TY_FLOAT};
  return t[rg_rnd(g, (int)sizeof t)];
}
static Ex rg_small_lit(int64_t v) { return rg_ex_text(P_PRIMARY, "%lld", (long long)v); }

/* an index into array variable vi (length len), always in range */
static Ex rg_index(G *g, int vi, int d) {
  int64_t len = g->v[vi].len, m = 1;
  int k = rg_rnd(g, 100), i;
  if (k < 20) return rg_lit_int_val(g, rg_rnd_range(g, 0, len - 1), rg_chance(g, 10));
  if (k < 45) { /* a loop counter whose range is inside the array */
    int cand[MAXV], n = 0;
    for (i = 0; i < g->nv; i++) {
      const Var *v = &g->v[i];
      if (v->ranged && v->lo >= 0 && v->hi < len && rg_usable(g, i, M_READ)) cand[n++] = i;
    }
    if (n) {
      i = cand[rg_rnd(g, n)];
      rg_setbit(g->rd, i);
      return rg_ex_text(P_PRIMARY, "%s", g->v[i].name);
    }
  }
  while (m * 2 <= len) m *= 2;
  if (rg_is_pow2(len) || rg_chance(g, 50))
    return rg_ex_bin(g, rg_expr(g, rg_int_type(g), d), "&", P_BAND, rg_small_lit(m - 1));
  return rg_ex_bin(g, rg_ex_bin(g, rg_ex_bin(g, rg_expr(g, rg_int_type(g), d), "%", P_MUL, rg_small_lit(len)),
                                "+", P_ADD, rg_small_lit(len)),
                   "%", P_MUL, rg_small_lit(len));
}
static Ex rg_pelem(G *g, int vi, int d, int wr);
static Ex rg_elem(G *g, int vi, int d) {
  Ex e, ix;
  if (g->o.pointers) return rg_pelem(g, vi, d, 0);
  e = rg_ex_text(P_POSTFIX, "%s[", g->v[vi].name);
  ix = rg_index(g, vi, d);
  rg_s_putn(&e.s, ix.s.p, ix.s.n);
  rg_s_puts(&e.s, "]");
  rg_s_free(&ix.s);
  return e;
}

/* a variable of another integer type, converted: (long)i, (int)l, (double)i */
static int conv_leaf(G *g, int ty, Ex *out) {
  int from = ty == TY_LONG ? TY_INT : ty == TY_INT ? TY_LONG : rg_int_or_long(g), vi;
  if (g->o.ctypes) { /* integers from any integer type, floats from anything */
    from = rg_is_flt(ty) && rg_chance(g, 30) ? (ty == TY_FLOAT ? TY_DOUBLE : TY_FLOAT) : rg_c_int_type(g);
    if (from == ty) from = ty == TY_INT ? TY_UINT : TY_INT;
  }
  vi = rg_pick_var(g, from, M_READ);
  if (vi < 0) return 0;
  rg_setbit(g->rd, vi);
  *out = rg_ex_cast(g, rg_tyname(g, ty), rg_ex_text(P_PRIMARY, "%s", g->v[vi].name));
  return 1;
}
static Ex rg_ex_sizeof(G *g, int d);
static int rg_st_leaf(G *g, int ty, Ex *out);
static Ex rg_expr_leaf(G *g, int ty) {
  int tries, vi;
  Ex e;
  if (g->o.ctypes && ty == TY_ULONG && rg_chance(g, 12)) return rg_ex_sizeof(g, 1);
  if (g->o.structs && rg_chance(g, 20) && rg_st_leaf(g, ty, &e)) return e;
  for (tries = 0; tries < 3; tries++) {
    int k = rg_rnd(g, 100);
    if (k < 62) {
      vi = rg_pick_var(g, ty, M_READ);
      if (vi >= 0) { rg_setbit(g->rd, vi); return rg_ex_text(P_PRIMARY, "%s", g->v[vi].name); }
      if (rg_chance(g, 50) && conv_leaf(g, ty, &e)) return e;
    } else if (k < 80) {
      vi = rg_pick_arr(g, ty, 0, 1, M_READ);
      if (vi >= 0) { rg_setbit(g->rd, rg_region(g, vi)); return rg_elem(g, vi, 0); }
    } else break;
  }
  return rg_lit(g, ty);
}

/* operand types whose usual arithmetic conversion gives ty */
static void mix_types(G *g, int ty, int *a, int *b) {
  *a = *b = ty;
  if (g->o.ctypes) { /* the usual arithmetic conversions of two different types */
    int o;
    if (!rg_chance(g, 45)) return;
    switch (ty) {
    case TY_LONG: o = rg_chance(g, 50) ? TY_INT : TY_UINT; break;
    case TY_UINT: o = TY_INT; break;
    case TY_ULONG: { static const int t[] = {TY_INT, TY_UINT, TY_LONG}; o = t[rg_rnd(g, 3)]; break; }
    case TY_FLOAT: o = rg_c_int_type(g); break;
    case TY_DOUBLE: o = rg_chance(g, 30) ? TY_FLOAT : rg_c_int_type(g); break;
    default: return;
    }
    if (rg_chance(g, 50)) *a = o; else *b = o;
    return;
  }
  if (ty == TY_LONG && rg_chance(g, 40)) { if (rg_chance(g, 50)) *a = TY_INT; else *b = TY_INT; }
  if (ty == TY_DOUBLE && rg_chance(g, 40)) {
    int o = rg_int_or_long(g);
    if (rg_chance(g, 50)) *a = o; else *b = o;
  }
}
static Ex rg_ex_arith(G *g, int ty, int d) {
  static const char *ops[] = {"+", "-", "*"};
  int a, b, k = rg_rnd(g, 3);
  Ex x, y;
  mix_types(g, ty, &a, &b);
  x = rg_expr(g, a, d - 1);
  y = rg_expr(g, b, d - 1);
  return rg_ex_bin(g, x, ops[k], k == 2 ? P_MUL : P_ADD, y);
}
/* a divisor that is never 0 or -1, evaluated once (ty: its type) */
static Ex divisor(G *g, int ty, int d) {
  int k = rg_rnd(g, 100);
  if (rg_is_flt(ty)) {
    if (k < 60) return rg_lit_divisor(g, ty);
    { Ex c = rg_expr_pure(g, ty, d), c2 = rg_ex_copy(&c);
      return rg_ex_cond3(g, rg_ex_bin(g, c, "==", P_EQ, rg_ex_text(P_PRIMARY, "0.0")), rg_lit_divisor(g, ty), c2); }
  }
  if (k < 30) return rg_lit_divisor(g, ty);
  if (k < 55) return rg_ex_bin(g, rg_ex_bin(g, rg_expr(g, ty, d), "&", P_BAND, rg_ex_pre(g, "-", rg_small_lit(2))),
                               "|", P_BOR, rg_small_lit(2));
  if (k < 80) {
    static const int masks[] = {1, 3, 7, 15, 255, 65535};
    /* not "+ 1": gcc folds -(a / (x + 1)) into a / (-x - 1), INT_MIN / -1 when x == 0 (even with
     * -fwrapv); a divisor that is 1 must not be a sum gcc can negate */
    if (rg_chance(g, 50))
      return rg_ex_bin(g, rg_ex_bin(g, rg_expr(g, ty, d), "&", P_BAND, rg_small_lit(masks[rg_rnd(g, 6)])),
                       "|", P_BOR, rg_small_lit(1));
    return rg_ex_bin(g, rg_ex_bin(g, rg_expr(g, ty, d), "&", P_BAND, rg_small_lit(masks[rg_rnd(g, 6)])), "+", P_ADD,
                     rg_small_lit(2 + rg_rnd(g, 2)));
  }
  { Ex c = rg_expr_pure(g, ty, d), c2 = rg_ex_copy(&c), c3 = rg_ex_copy(&c);
    Ex t = rg_ex_bin(g, rg_ex_bin(g, c, "==", P_EQ, rg_small_lit(0)), "||", P_LOR,
                     rg_ex_bin(g, c2, "==", P_EQ, rg_ex_pre(g, "-", rg_small_lit(1))));
    return rg_ex_cond3(g, t, rg_lit_divisor(g, ty), c3); }
}
static Ex rg_ex_divmod(G *g, int ty, int d) {
  int a, b, mod = !rg_is_flt(ty) && rg_chance(g, 45);
  const char *op = mod ? "%" : "/";
  Ex x;
  mix_types(g, ty, &a, &b);
  if (rg_is_flt(ty) && rg_chance(g, 8)) /* IEEE division, may give inf or nan */
    return rg_ex_bin(g, rg_expr(g, a, d - 1), "/", P_MUL, rg_expr(g, b, d - 1));
  if (!rg_is_flt(ty) && rg_chance(g, 25)) { /* guard around the whole division, pure divisor */
    /* 1 is excluded too: gcc folds -(a / c) into a / -c, INT_MIN / -1 when c == 1 (even with -fwrapv) */
    Ex c = rg_expr_pure(g, b, d - 1), c2 = rg_ex_copy(&c), c3 = rg_ex_copy(&c), c4 = rg_ex_copy(&c), x2;
    Ex t = rg_ex_bin(g, rg_ex_bin(g, rg_ex_bin(g, c, "==", P_EQ, rg_small_lit(0)), "||", P_LOR,
                                  rg_ex_bin(g, c2, "==", P_EQ, rg_ex_pre(g, "-", rg_small_lit(1)))), "||", P_LOR,
                     rg_ex_bin(g, c4, "==", P_EQ, rg_small_lit(1)));
    x = rg_expr_pure(g, a, d - 1); /* only one copy runs, but keep gcc's -Wsequence-point quiet */
    x2 = rg_ex_copy(&x);
    return rg_ex_cond3(g, t, x, rg_ex_bin(g, x2, op, P_MUL, c3));
  }
  x = rg_expr(g, a, d - 1);
  return rg_ex_bin(g, x, op, P_MUL, divisor(g, b, d - 1));
}
static Ex rg_ex_bitwise(G *g, int ty, int d) {
  static const char *ops[] = {"&", "|", "^"};
  static const int prec[] = {P_BAND, P_BOR, P_BXOR};
  int a, b, k = rg_rnd(g, 3);
  mix_types(g, ty, &a, &b);
  { Ex x = rg_expr(g, a, d - 1), y = rg_expr(g, b, d - 1);
    return rg_ex_bin(g, x, ops[k], prec[k], y); }
}
static Ex shift_count(G *g, int ty, int d) {
  int w = rg_is_w64(ty) ? 63 : 31;
  if (rg_chance(g, 30)) return rg_lit_int_val(g, rg_rnd_range(g, 0, w), rg_chance(g, 10));
  return rg_ex_bin(g, rg_expr(g, rg_int_type(g), d), "&", P_BAND, rg_small_lit(w));
}
static Ex rg_ex_shift(G *g, int ty, int d) {
  Ex x = rg_expr(g, ty, d - 1);
  return rg_ex_bin(g, x, rg_chance(g, 50) ? "<<" : ">>", P_SHIFT, shift_count(g, ty, d - 1));
}
static int rg_any_type(G *g) {
  int k;
  if (g->o.ctypes) {
    k = rg_rnd(g, 100);
    return k < 30 ? TY_INT : k < 45 ? TY_LONG : k < 57 ? TY_DOUBLE : k < 64 ? TY_BOOL : k < 78 ? TY_UINT
         : k < 89 ? TY_ULONG : TY_FLOAT;
  }
  k = rg_rnd(g, 10);
  return k < 5 ? TY_INT : k < 7 ? TY_LONG : k < 9 ? TY_DOUBLE : TY_BOOL;
}
static Ex rg_expr_any(G *g, int d) {
  int t = rg_any_type(g);
  return t == TY_BOOL ? rg_expr_conv(g, TY_BOOL, d) : rg_expr(g, t, d);
}
static Ex rg_ex_compare(G *g, int d) {
  static const char *ops[] = {"<", "<=", ">", ">=", "==", "!="};
  int k = rg_rnd(g, 6), a = rg_any_type(g), b = rg_chance(g, 60) ? a : rg_any_type(g);
  if (a == TY_BOOL) a = TY_INT;
  if (b == TY_BOOL) b = TY_INT;
  { Ex x = rg_expr(g, a, d - 1), y = rg_expr(g, b, d - 1);
    return rg_ex_bin(g, x, ops[k], k < 4 ? P_REL : P_EQ, y); }
}
static Ex rg_ex_logic(G *g, int d) {
  int k = rg_rnd(g, 3);
  if (k == 0) return rg_ex_pre(g, "!", rg_expr_any(g, d - 1));
  { Ex x = rg_expr_any(g, d - 1), y = rg_expr_any(g, d - 1);
    return k == 1 ? rg_ex_bin(g, x, "&&", P_LAND, y) : rg_ex_bin(g, x, "||", P_LOR, y); }
}
static Ex rg_ex_unary(G *g, int ty, int d) {
  int k = rg_rnd(g, rg_is_flt(ty) ? 2 : 3);
  return rg_ex_pre(g, k == 0 ? "-" : k == 1 ? (rg_chance(g, 50) ? "+" : "-") : "~", rg_expr(g, ty, d - 1));
}
static Ex rg_ex_cond(G *g, int ty, int d) {
  int a, b;
  Ex c = rg_expr_any(g, d - 1), x, y;
  /* structs mode: arms of one type, until gnc compiles a ?: whose int arm is a logical value converted to
   * the other arm's type in a condition (`if (d ? 1.0 : !d)`, `(l ? l : !l) && x`: "the compiled module does
   * not verify: stack depth or types differ where paths join") */
  if (g->o.structs) a = b = ty;
  else mix_types(g, ty, &a, &b);
  x = rg_expr(g, a, d - 1);
  y = rg_expr(g, b, d - 1);
  return rg_ex_cond3(g, c, x, y);
}
/* (int) or (long) of a double, clamped into range first; the operand is pure (it appears three times) */
static Ex dbl_to_int(G *g, int ty, int d) {
  const char *lo = ty == TY_INT ? "-2147483648.0" : "-9.2e18", *hi = ty == TY_INT ? "2147483647.0" : "9.2e18";
  Ex x = rg_expr_pure(g, TY_DOUBLE, d), x2 = rg_ex_copy(&x), x3 = rg_ex_copy(&x);
  Ex t = rg_ex_bin(g, rg_ex_bin(g, x, ">=", P_REL, rg_ex_text(P_UNARY, "%s", lo)), "&&", P_LAND,
                   rg_ex_bin(g, x2, "<=", P_REL, rg_ex_text(P_PRIMARY, "%s", hi)));
  if (rg_chance(g, 50)) return rg_ex_cast(g, rg_tyname(g, ty), rg_ex_cond3(g, t, x3, rg_ex_text(P_PRIMARY, "0.0")));
  return rg_ex_cond3(g, t, rg_ex_cast(g, rg_tyname(g, ty), x3), rg_lit(g, ty));
}
/* ctypes: a float or double converted to integer type target (explicitly), clamped into range first by a
 * test on the pure operand (NaN fails it); never a negative value to an unsigned type */
static Ex flt_to_int(G *g, int target, int d) {
  const char *lo, *hi;
  int src = rg_chance(g, 50) ? TY_DOUBLE : TY_FLOAT;
  Ex x, x2, x3, t;
  switch (target) {
  case TY_CHAR: lo = "-128.0"; hi = "127.0"; break;
  case TY_UCHAR: lo = "0.0"; hi = "255.0"; break;
  case TY_SHORT: lo = "-32768.0"; hi = "32767.0"; break;
  case TY_USHORT: lo = "0.0"; hi = "65535.0"; break;
  case TY_UINT: lo = "0.0"; hi = "4294967295.0"; break;
  case TY_LONG: lo = "-9.2e18"; hi = "9.2e18"; break;
  case TY_ULONG: lo = "0.0"; hi = "1.8e19"; break;
  case TY_BOOL: return rg_ex_cast(g, rg_tyname(g, TY_BOOL), rg_expr(g, src, d));
  default: lo = "-2147483648.0"; hi = "2147483647.0"; break;
  }
  x = rg_expr_pure(g, src, d); x2 = rg_ex_copy(&x); x3 = rg_ex_copy(&x);
  t = rg_ex_bin(g, rg_ex_bin(g, x, ">=", P_REL, rg_ex_text(P_UNARY, "%s", lo)), "&&", P_LAND,
                rg_ex_bin(g, x2, "<=", P_REL, rg_ex_text(P_PRIMARY, "%s", hi)));
  if (rg_chance(g, 50)) return rg_ex_cast(g, rg_tyname(g, target), rg_ex_cond3(g, t, x3, rg_ex_text(P_PRIMARY, "0.0")));
  return rg_ex_cond3(g, t, rg_ex_cast(g, rg_tyname(g, target), x3), rg_lit(g, rg_promoted(target)));
}
/* ctypes: a cast whose (promoted) type is ty */
static Ex c_castto(G *g, int ty, int d) {
  int k = rg_rnd(g, 100), target = ty;
  if (rg_is_flt(ty)) {
    int from = rg_any_type(g);
    if (from == TY_BOOL)
      return rg_ex_cast(g, rg_tyname(g, ty), rg_ex_cast(g, rg_tyname(g, TY_BOOL), rg_expr(g, TY_INT, d - 1)));
    return rg_ex_cast(g, rg_tyname(g, ty), rg_expr(g, from, d - 1));
  }
  if (ty == TY_INT) {
    static const uint8_t narrow[] = {TY_INT, TY_INT, TY_CHAR, TY_UCHAR, TY_SHORT, TY_USHORT, TY_BOOL};
    target = narrow[rg_rnd(g, 7)];
  }
  if (k < 25) return flt_to_int(g, target, d - 1);
  if (target == TY_BOOL) return rg_ex_cast(g, rg_tyname(g, TY_BOOL), rg_expr_any(g, d - 1));
  return rg_ex_cast(g, rg_tyname(g, target), rg_expr(g, rg_c_int_type(g), d - 1));
}
static Ex rg_ex_castto(G *g, int ty, int d) {
  int k;
  if (g->o.ctypes) return c_castto(g, ty, d);
  k = rg_rnd(g, 100);
  if (ty == TY_INT) {
    if (k < 30) return rg_ex_cast(g, rg_tyname(g, TY_BOOL), rg_expr_any(g, d - 1));
    if (k < 70) return rg_ex_cast(g, "int", rg_expr(g, TY_LONG, d - 1));
    if (k < 85) return dbl_to_int(g, TY_INT, d - 1);
    return rg_ex_cast(g, "int", rg_expr(g, TY_INT, d - 1));
  }
  if (ty == TY_LONG) {
    if (k < 60) return rg_ex_cast(g, rg_tyname(g, TY_LONG), rg_expr(g, TY_INT, d - 1));
    if (k < 80) return dbl_to_int(g, TY_LONG, d - 1);
    return rg_ex_cast(g, rg_tyname(g, TY_LONG), rg_ex_cast(g, rg_tyname(g, TY_BOOL), rg_expr_any(g, d - 1)));
  }
  return rg_ex_cast(g, "double", rg_expr(g, k < 50 ? TY_INT : k < 90 ? TY_LONG : TY_DOUBLE, d - 1));
}

static int rg_pcall(G *g, int j, int d, Ex *out);
/* a call of a function returning ty (TY_VOID: any function, as a statement) */
static int rg_ex_call(G *g, int ty, int d, Ex *out) {
  int cand[64], n = 0, j, i, arrs[FN_PARAMS];
  Fn *f;
  for (j = g->cur; j < g->nfn && n < 64; j++) {
    Fn *c = &g->fn[j];
    int ok = ty == TY_VOID ? 1 : rg_ty_match(ty, c->ret);
    if (!ok) continue;
    if (!g->se) { /* pure: no arrays, no self-call */
      int p, arr = 0;
      for (p = 0; p < c->np; p++) arr |= c->pt[p] & TY_ARR;
      if (arr || j == g->cur) continue;
    }
    if (j == g->cur) {
      if (!c->rec || g->selfcalled || g->mult != 1) continue;
    } else if (!c->done || g->cost + g->mult * c->cost > g->budget) {
      continue;
    }
    if (g->o.pointers && g->fe_print && (c->prints || j == g->cur)) continue; /* one printing call at most */
    if (g->o.pointers && c->pret && ty != TY_VOID) continue; /* its value is a pointer: rg_pret_call */
    cand[n++] = j;
  }
  if (n == 0) return 0;
  j = cand[rg_rnd(g, n)];
  f = &g->fn[j];
  if (g->o.pointers) return rg_pcall(g, j, d, out);
  /* arrays first: each is written by the call (the same array may go to several parameters) */
  for (i = 0; i < f->np; i++) {
    arrs[i] = -1;
    if (!(f->pt[i] & TY_ARR)) continue;
    arrs[i] = rg_pick_arr(g, TY_BASE(f->pt[i]), 1, GEN_ARR_LEN, M_WRITE);
    if (arrs[i] < 0) {
      int k;
      for (k = 0; k < i; k++)
        if (arrs[k] >= 0 && g->v[arrs[k]].ty == f->pt[i]) arrs[i] = arrs[k];
      if (arrs[i] < 0) return 0;
    }
    rg_setbit(g->wr, arrs[i]);
  }
  if (j == g->cur) g->selfcalled = 1;
  else g->cost += g->mult * f->cost;
  *out = rg_ex_text(P_POSTFIX, "%s%s(", g->o.prefix ? g->o.prefix : "", f->name);
  for (i = 0; i < f->np; i++) {
    Ex a;
    if (i) rg_s_puts(&out->s, ", ");
    if (arrs[i] >= 0) a = rg_ex_text(P_PRIMARY, "%s", g->v[arrs[i]].name);
    else if (i == 0 && f->rec && j == g->cur) {
      static const char *dec[] = {"%s - 1", "%s - 1", "%s - 2", "%s / 2", "%s >> 1", "-1 + %s"};
      a = rg_ex_text(P_ADD, dec[rg_rnd(g, 6)], f->pn[0]);
    } else if (i == 0 && f->rec) {
      a = rg_chance(g, 50) ? rg_small_lit(rg_rnd(g, f->mask + 1))
                        : rg_ex_bin(g, rg_expr(g, TY_INT, d - 1), "&", P_BAND, rg_small_lit(f->mask));
    } else {
      a = rg_expr_conv(g, f->pt[i], d - 1);
    }
    rg_put_ex(g, &out->s, &a, P_ASSIGN);
    rg_s_free(&a.s);
  }
  rg_s_puts(&out->s, ")");
  return 1;
}

/* an assignable target of type ty (TY_INT also takes bool); mode M_WRITE or M_STMT.
 * Returns the variable index (marked written for M_WRITE, read for M_STMT) and its text. */
static int rg_lvalue(G *g, int ty, int mode, int d, Ex *out) {
  int vi = -1, arr = rg_chance(g, 35);
  if (arr) vi = rg_pick_arr(g, ty, 0, 1, mode);
  if (vi < 0) { arr = 0; vi = rg_pick_var(g, ty, mode); }
  if (vi < 0) return -1;
  if (mode == M_WRITE) rg_setbit(g->wr, rg_region(g, vi)); else rg_setbit(g->rd, rg_region(g, vi));
  if (arr && g->o.pointers) *out = rg_pelem(g, vi, d, 1);
  else *out = arr ? rg_elem(g, vi, d) : rg_ex_text(P_PRIMARY, "%s", g->v[vi].name);
  return vi;
}
/* ctypes: target (of base type vt) op= value.  An integer target never gets a floating operand (the result
 * would convert back without a range test); shift counts fit the promoted type of the target. */
static Ex rg_assign_to_c(G *g, Ex lv, int vt, int d) {
  int k = rg_rnd(g, 100);
  Ex e = rg_ex_new(P_ASSIGN), r;
  const char *op;
  rg_put_ex(g, &e.s, &lv, P_UNARY);
  rg_s_free(&lv.s);
  if (k < 40) { op = "="; r = rg_expr_conv(g, vt, d); }
  else if (rg_is_flt(vt)) {
    static const char *ops[] = {"+=", "-=", "*=", "/="};
    int rt = rg_chance(g, 55) ? vt : rg_chance(g, 40) ? (vt == TY_FLOAT ? TY_DOUBLE : TY_FLOAT) : rg_c_int_type(g);
    op = ops[rg_rnd(g, 4)];
    r = op[0] == '/' ? divisor(g, rt, d) : rg_expr(g, rt, d);
  } else {
    static const char *ops[] = {"+=", "-=", "*=", "/=", "%=", "<<=", ">>=", "&=", "|=", "^="};
    int rt = rg_chance(g, 55) ? rg_promoted(vt) : rg_c_int_type(g);
    op = ops[rg_rnd(g, 10)];
    if (op[0] == '/' || op[0] == '%') r = divisor(g, rt, d);
    else if (op[0] == '<' || op[0] == '>') r = shift_count(g, rg_promoted(vt), d);
    else r = rg_expr(g, rt, d);
  }
  rg_s_printf(&e.s, " %s ", op);
  rg_put_ex(g, &e.s, &r, P_ASSIGN);
  rg_s_free(&r.s);
  return e;
}
/* target (of base type vt) op= value; returns the assignment expression */
static Ex rg_assign_to(G *g, Ex lv, int vt, int d) {
  int k;
  Ex e, r;
  const char *op;
  if (g->o.ctypes) return rg_assign_to_c(g, lv, vt, d);
  k = rg_rnd(g, 100);
  e = rg_ex_new(P_ASSIGN);
  rg_put_ex(g, &e.s, &lv, P_UNARY);
  rg_s_free(&lv.s);
  if (k < 40) { op = "="; r = rg_expr_conv(g, vt, d); }
  else if (vt == TY_DOUBLE) {
    static const char *ops[] = {"+=", "-=", "*=", "/="};
    op = ops[rg_rnd(g, 4)];
    r = op[0] == '/' ? divisor(g, TY_DOUBLE, d) : rg_expr(g, rg_chance(g, 70) ? TY_DOUBLE : rg_int_or_long(g), d);
  } else {
    static const char *ops[] = {"+=", "-=", "*=", "/=", "%=", "<<=", ">>=", "&=", "|=", "^="};
    int rt = vt == TY_LONG || rg_chance(g, 20) ? rg_int_or_long(g) : TY_INT;
    op = ops[rg_rnd(g, 10)];
    if (op[0] == '/' || op[0] == '%') r = divisor(g, rt, d);
    else if (op[0] == '<' || op[0] == '>') r = shift_count(g, vt == TY_LONG ? TY_LONG : TY_INT, d);
    else r = rg_expr(g, rt, d);
  }
  rg_s_printf(&e.s, " %s ", op);
  rg_put_ex(g, &e.s, &r, P_ASSIGN);
  rg_s_free(&r.s);
  return e;
}
static Ex rg_incdec(G *g, Ex lv) {
  int k = rg_rnd(g, 4);
  Ex e;
  if (k < 2) {
    e = rg_ex_new(P_POSTFIX);
    rg_put_ex(g, &e.s, &lv, P_POSTFIX);
    rg_s_puts(&e.s, k ? "++" : "--");
  } else {
    e = rg_ex_new(P_UNARY);
    rg_s_puts(&e.s, k == 2 ? "++" : "--");
    rg_put_ex(g, &e.s, &lv, P_UNARY);
  }
  rg_s_free(&lv.s);
  return e;
}
/* an assignment or ++/-- inside an expression, of type ty */
static int rg_ex_side(G *g, int ty, int d, Ex *out) {
  Ex lv;
  int vi = rg_lvalue(g, ty, M_WRITE, d - 1, &lv), vt;
  if (vi < 0) return 0;
  vt = TY_BASE(g->v[vi].ty);
  *out = rg_chance(g, 35) ? rg_incdec(g, lv) : rg_assign_to(g, lv, vt, d - 1);
  return 1;
}

/* ctypes: sizeof of a type, a variable (arrays included) or an expression (not evaluated); unsigned long */
static Ex rg_ex_sizeof(G *g, int d) {
  int k = rg_rnd(g, 100), canon;
  if (k < 35) return rg_ex_text(P_UNARY, "sizeof(%s)", rg_c_spell(g, rg_c_scalar_type(g), &canon));
  if (k < 60) {
    int cand[MAXV], n = 0, i;
    for (i = 0; i < g->nv; i++)
      if (rg_usable(g, i, M_READ)) cand[n++] = i;
    if (n) {
      i = cand[rg_rnd(g, n)];
      return rg_ex_text(P_UNARY, rg_chance(g, 50) ? "sizeof %s" : "sizeof(%s)", g->v[i].name);
    }
  }
  { Ex x = rg_expr_any(g, d > 2 ? 2 : d), e = rg_ex_new(P_UNARY);
    if (x.prec >= P_POSTFIX && rg_chance(g, 50)) rg_s_printf(&e.s, "sizeof %s", x.s.p);
    else rg_s_printf(&e.s, "sizeof(%s)", x.s.p);
    rg_s_free(&x.s);
    return e; }
}
/* ctypes: (a, b) with a for its effect (an assignment, a call) or a variable's value, b of type ty.  a is
 * never an integer constant expression: gcc 12 crashes (internal compiler error in gimplify_expr) on
 * (_Bool)(1, 2) and (_Bool)(sizeof(int), 2). */
static Ex rg_ex_comma(G *g, int ty, int d) {
  int k = rg_rnd(g, 100), at = rg_any_type(g);
  Ex a, b, e = rg_ex_new(P_PRIMARY);
  if (at == TY_BOOL) at = TY_INT;
  if (!(g->se && k < 55 && rg_ex_side(g, at, d, &a)) && !(g->se && k < 75 && rg_ex_call(g, TY_VOID, d, &a))) {
    int cand[MAXV], n = 0, i;
    for (i = 0; i < g->nv; i++)
      if (!(g->v[i].ty & TY_ARR) && rg_usable(g, i, M_READ)) cand[n++] = i;
    if (!n) { rg_s_free(&e.s); return rg_expr(g, ty, d - 1); }
    i = cand[rg_rnd(g, n)];
    rg_setbit(g->rd, i);
    a = rg_ex_text(P_PRIMARY, "%s", g->v[i].name);
  }
  b = rg_expr(g, ty, d - 1);
  rg_s_puts(&e.s, "(");
  rg_put_ex(g, &e.s, &a, P_ASSIGN);
  rg_s_puts(&e.s, ", ");
  rg_put_ex(g, &e.s, &b, P_ASSIGN);
  rg_s_puts(&e.s, ")");
  rg_s_free(&a.s); rg_s_free(&b.s);
  return e;
}
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
static void rg_use_hdr(G *g, int h) { g->inc[h] = 1; }

static int rg_acc_range(const G *g, int vi, int wr, int64_t *lo, int64_t *hi) {
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
static Ex rg_idx_in(G *g, int64_t lo, int64_t hi, int d) {
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
static Ex rg_idx_dyn(G *g, int vi, int d) {
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
static Ex rg_pelem(G *g, int vi, int d, int wr) {
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
static void rg_str_lit(G *g, Str *s, int maxn, int *slen, int *bytes) {
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
static void rg_num_lit(G *g, Str *s, int maxdig, int hex) {
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
static void rg_ptr_off_text(G *g, Str *s, const char *name, int64_t k, int acc) {
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
static int rg_str_ref(G *g, Str *s, int *maxlen, int nolit) {
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
static int rg_pcall(G *g, int j, int d, Ex *out) {
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
static int rg_str_expr(G *g, int ty, int d, Ex *out) {
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
static int rg_pret_call(G *g, int ty, int d, Ex *out);
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

static Ex rg_expr(G *g, int ty, int d) {
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
static Ex rg_expr_conv(G *g, int target, int d) {
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

/* ---------------------------------------------------------------- statements */
static void rg_line(G *g, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void rg_line(G *g, const char *fmt, ...) {
  va_list ap;
  int i;
  for (i = 0; i < g->ind; i++) rg_s_puts(g->out, "  ");
  va_start(ap, fmt);
  rg_s_vprintf(g->out, fmt, ap);
  va_end(ap);
  rg_s_puts(g->out, "\n");
}
static int budget_left(G *g) { return g->cost < g->budget; }

static void rg_push_block(G *g, int *saved_nv, int *saved_block) {
  *saved_nv = g->nv;
  *saved_block = g->block;
  g->block = ++g->nblock;
}
static void rg_pop_block(G *g, int saved_nv, int saved_block) { g->nv = saved_nv; g->block = saved_block; }

enum { S_NODECL = 1 }; /* rg_stmt flag: no declaration (an unbraced body) */
static const char *rg_var_bases[] = {"a", "b", "c", "x", "y", "z", "t", "u", "w", "acc", "tmp", "val", "cnt", "sum",
  "res", "lo", "hi", "mid", "lim", "pos", "neg", "flag", "bits", "mask", "sh", "q", "r", "s", "iff", "dox",
  "fore", "whilst", "doubled", "longer", "inty", "boolish", "returned", "breaker", "elsewhere", "_u", "v_",
  "k9", "ZZ", "camelCase", "under_score", "e1", "e2", "breakx", "continued", "do_"};
static const char *rg_ctr_names[] = {"i", "j", "k", "n", "m", "ii", "jj", "idx", "it", "cnt_"};

/* a new variable name in the current block: usually unique in the function, sometimes shadowing */
static void new_name(G *g, char *buf, int counter) {
  int i, tries;
  if (rg_chance(g, 6)) { /* redeclare a name from an enclosing block */
    for (tries = 0; tries < 4; tries++) {
      if (g->nv == 0) break;
      i = rg_rnd(g, g->nv);
      if (g->v[i].block != g->block && !g->v[i].uninit && !g->v[i].ro && !g->v[i].noshadow) {
        int j, clash = 0;
        for (j = 0; j < g->nv; j++) /* not twice in a block; never hide a variable still to be assigned */
          if (strcmp(g->v[j].name, g->v[i].name) == 0 && (g->v[j].block == g->block || g->v[j].uninit)) clash = 1;
        if (!clash) { strcpy(buf, g->v[i].name); return; }
      }
    }
  }
  if (counter) sprintf(buf, "%s%d", rg_ctr_names[rg_rnd(g, 10)], ++g->vctr);
  else if (rg_chance(g, 30)) sprintf(buf, "%s", rg_var_bases[rg_rnd(g, 50)]);
  else sprintf(buf, "%s%d", rg_var_bases[rg_rnd(g, 50)], ++g->vctr);
  for (i = 0; i < g->nv; i++) /* never clash in the same block */
    if (strcmp(g->v[i].name, buf) == 0) { sprintf(buf + strlen(buf), "_%d", ++g->vctr); break; }
}
static int rg_add_var(G *g, const char *name, int ty, int len) {
  Var *v;
  if (g->nv >= MAXV) return -1;
  v = &g->v[g->nv];
  memset(v, 0, sizeof *v);
  snprintf(v->name, sizeof v->name, "%s", name);
  v->ty = (uint8_t)ty;
  v->len = len;
  v->block = g->block;
  g->nlocals++;
  return g->nv++;
}
static int rg_scalar_type(G *g) {
  int k;
  if (g->o.ctypes) return rg_c_scalar_type(g);
  k = rg_rnd(g, 100);
  return k < 50 ? TY_INT : k < 72 ? TY_LONG : k < 90 ? TY_DOUBLE : TY_BOOL;
}

static void rg_stmt(G *g, int flags);
static void rg_block_body(G *g, int n);

static void declarator_init(G *g, Str *s, int ty, const char *name, int noarr);
/* in C a new name is in scope in its own initialiser: hides the outer variable of that name while the
 * initialiser is generated; returns its index (to unhide) or -1 */
static int rg_hide_name(G *g, const char *name) {
  int i, hid = -1;
  for (i = 0; i < g->nv; i++)
    if (strcmp(g->v[i].name, name) == 0 && !g->v[i].uninit) hid = i;
  if (hid >= 0) g->v[hid].uninit = 1;
  return hid;
}
/* `x = e` or `a[N] = {...}` declarator text (noarr: scalars only); adds the variable after its
 * initialiser */
static void declarator(G *g, Str *s, int ty, int noarr) {
  char name[24];
  int hid;
  new_name(g, name, 0);
  hid = rg_hide_name(g, name);
  declarator_init(g, s, ty, name, noarr);
  if (hid >= 0) g->v[hid].uninit = 0;
}
static void declarator_init(G *g, Str *s, int ty, const char *name, int noarr) {
  int len, i, n, sized;
  if (noarr || !rg_chance(g, 22) || g->nv >= MAXV - 8) { /* scalar */
    Ex e;
    rg_fe_begin(g, 1);
    e = rg_expr_conv(g, ty, g->cfg.depth);
    rg_s_printf(s, "%s = ", name);
    rg_put_ex(g, s, &e, P_ASSIGN);
    rg_s_free(&e.s);
    rg_add_var(g, name, ty, 0);
    return;
  }
  { static const int lens[] = {1, 2, 3, 4, 5, 6, 7, 8, 8, 8, 9, 10, 12, 16, 16, 32, 64, 100};
    len = lens[rg_rnd(g, 18)]; }
  n = rg_chance(g, 25) ? 1 : 1 + rg_rnd(g, len < 12 ? len : 12);
  sized = !rg_chance(g, 25);
  if (!sized) len = n;
  if (sized) rg_s_printf(s, "%s[%d] = {", name, len);
  else rg_s_printf(s, "%s[] = {", name);
  rg_fe_begin(g, 0);
  for (i = 0; i < n; i++) {
    Ex e = rg_chance(g, 70) ? (ty == TY_BOOL ? rg_lit(g, TY_INT) : rg_lit(g, ty)) : rg_expr_conv(g, ty, 1);
    if (i) rg_s_puts(s, ", ");
    rg_put_ex(g, s, &e, P_ASSIGN);
    rg_s_free(&e.s);
  }
  rg_s_puts(s, rg_chance(g, 10) ? ",}" : "}");
  rg_add_var(g, name, ty | TY_ARR, len);
}

/* assigns the bare-declared variable vi (the statement that makes it surely assigned) */
static void assign_line(G *g, int vi) {
  Ex e;
  rg_fe_begin(g, 1);
  e = rg_expr_conv(g, TY_BASE(g->v[vi].ty), g->cfg.depth);
  rg_line(g, "%s = %s;", g->v[vi].name, e.s.p);
  rg_s_free(&e.s);
}
static void rg_cond_text(G *g, Str *s) {
  Ex c;
  rg_fe_begin(g, 1);
  c = rg_expr_any(g, g->cfg.depth);
  rg_s_putn(s, c.s.p, c.s.n);
  rg_s_free(&c.s);
}

/* declaration statement: initialised declarators, or a bare one assigned on every path right after */
static void rg_decl(G *g) {
  int ty = rg_scalar_type(g), k = rg_rnd(g, 100), i, n, noarr, cst = 0, nv0 = g->nv;
  Str s = {0};
  if (g->o.ctypes) { /* any spelling; const now and then (then never written) */
    int canon, j, ctd = -1;
    const char *sp;
    cst = k < 75 && rg_chance(g, 12);
    for (j = 0; j < g->ntd; j++)
      if (cst && g->td[j].cst && g->td[j].ty == ty) ctd = j;
    if (ctd >= 0 && rg_chance(g, 50)) rg_s_puts(&s, g->td[ctd].name);
    else {
      sp = rg_c_spell(g, ty, &canon);
      if (cst) rg_s_printf(&s, rg_chance(g, 70) ? "const %s" : "%s const", sp);
      else rg_s_puts(&s, sp);
      if (!canon) cst |= 2;
    }
    noarr = (cst & 2) != 0;
  } else {
    rg_s_puts(&s, rg_tyname(g, ty));
    noarr = s.p[0] == 'l' && s.n > 4; /* "long long": arrays are always declared "long" */
  }
  rg_s_puts(&s, " ");
  if (k < 75) {
    n = rg_chance(g, 80) ? 1 : 2 + rg_rnd(g, 2);
    for (i = 0; i < n; i++) {
      if (i) rg_s_puts(&s, ", ");
      declarator(g, &s, ty, noarr);
      if (cst & 1) /* const: read-only from its own declarator on */
        for (; nv0 < g->nv; nv0++) g->v[nv0].ro = 1;
    }
    rg_line(g, "%s;", s.p);
  } else { /* definite assignment */
    char name[24];
    int vi;
    new_name(g, name, 0);
    rg_s_puts(&s, name);
    vi = rg_add_var(g, name, ty, 0);
    if (vi < 0) { rg_s_free(&s); return; }
    g->v[vi].uninit = 1;
    if (rg_chance(g, 30)) { rg_s_puts(&s, ", "); declarator(g, &s, ty, noarr); }
    rg_line(g, "%s;", s.p);
    if (k < 88 || g->nest >= g->cfg.nest) {
      assign_line(g, vi);
    } else { /* if/else, each branch assigns (after some statements) */
      Str c = {0};
      int snv, sb;
      rg_cond_text(g, &c);
      rg_line(g, "if (%s) {", c.p);
      rg_s_free(&c);
      g->ind++; g->nest++;
      rg_push_block(g, &snv, &sb);
      rg_block_body(g, rg_rnd(g, 2));
      assign_line(g, vi);
      rg_pop_block(g, snv, sb);
      g->ind--;
      rg_line(g, "} else {");
      g->ind++;
      rg_push_block(g, &snv, &sb);
      rg_block_body(g, rg_rnd(g, 2));
      assign_line(g, vi);
      rg_pop_block(g, snv, sb);
      g->ind--; g->nest--;
      rg_line(g, "}");
    }
    g->v[vi].uninit = 0;
  }
  rg_s_free(&s);
}

static void rg_decl(G *g);
static void rg_assign_stmt(G *g, int flags) {
  int ty = rg_scalar_type(g), vi, k;
  Ex lv, e;
  rg_fe_begin(g, 1);
  vi = rg_lvalue(g, ty, M_STMT, g->cfg.depth - 1, &lv);
  for (k = 0; vi < 0 && k < 4; k++) vi = rg_lvalue(g, k == 0 ? TY_INT : k == 1 ? TY_LONG : k == 2 ? TY_DOUBLE : TY_BOOL,
                                                  M_STMT, g->cfg.depth - 1, &lv);
  if (vi < 0) { /* nothing assignable yet */
    if (g->nlocals < MAX_LOCALS && g->nv < MAXV - 16 && !(flags & S_NODECL)) rg_decl(g);
    else rg_line(g, ";");
    return;
  }
  e = rg_chance(g, 20) ? rg_incdec(g, lv) : rg_assign_to(g, lv, TY_BASE(g->v[vi].ty), g->cfg.depth);
  rg_line(g, "%s;", e.s.p);
  rg_s_free(&e.s);
}
static void rg_call_stmt(G *g, int flags) {
  Ex e;
  rg_fe_begin(g, 1);
  if (rg_ex_call(g, TY_VOID, g->cfg.depth, &e)) { rg_line(g, "%s;", e.s.p); rg_s_free(&e.s); }
  else rg_assign_stmt(g, flags);
}
/* a value of type ty mixing up to four variables, so that results depend on the whole state */
static int mix_vars(G *g, int ty, Ex *out) {
  int cand[MAXV], n = 0, i, k, used = 0, is_long = 0;
  for (i = 0; i < g->nv; i++)
    if (rg_usable(g, i, M_READ) && (!(g->v[i].ty & TY_ARR) || (g->o.pointers ? rg_reg_len(g, i, 0) : g->v[i].len) >= 1))
      cand[n++] = i;
  if (n < 2) return 0;
  for (k = 0; k < 4 && n > 0; k++) {
    int j = rg_rnd(g, n), vi = cand[j], vt = TY_BASE(g->v[vi].ty), se = g->se;
    Ex t;
    g->se = 0; /* the term may be repeated */
    t = (g->v[vi].ty & TY_ARR) ? rg_elem(g, vi, 1) : rg_ex_text(P_PRIMARY, "%s", g->v[vi].name);
    g->se = se;
    cand[j] = cand[--n];
    rg_setbit(g->rd, rg_region(g, vi));
    if (rg_is_flt(vt) && !rg_is_flt(ty)) { /* the text is a pure variable or element: repeat it */
      Ex t2 = rg_ex_copy(&t), t3 = rg_ex_copy(&t);
      Ex c = rg_ex_bin(g, rg_ex_bin(g, t, ">=", P_REL, rg_ex_text(P_UNARY, "-1e15")), "&&", P_LAND,
                       rg_ex_bin(g, t2, "<=", P_REL, rg_ex_text(P_PRIMARY, "1e15")));
      t = rg_ex_cond3(g, c, rg_ex_cast(g, "long", t3), rg_small_lit(rg_rnd(g, 100)));
      vt = TY_LONG;
    }
    if (rg_is_w64(vt)) is_long = 1;
    if (!used) *out = t;
    else {
      static const char *ops[] = {"+", "^", "-", "+", "*"};
      int o = rg_is_flt(ty) ? (rg_chance(g, 30) ? 2 : 0) : rg_rnd(g, 5);
      if (o == 4) t = rg_ex_bin(g, t, "|", P_BOR, rg_small_lit(1));
      *out = rg_ex_bin(g, *out, ops[o], o == 4 ? P_MUL : o == 1 ? P_BXOR : P_ADD, t);
    }
    used++;
  }
  if (ty == TY_INT && is_long) *out = rg_ex_cast(g, "int", *out);
  return 1;
}
static void rg_ret_ptr(G *g, const Fn *f);
static void rg_return(G *g) {
  Fn *f = &g->fn[g->cur];
  if (f->ret == TY_VOID) { rg_line(g, "return;"); return; }
  if (f->pret) { rg_ret_ptr(g, f); return; }
  { Ex e;
    rg_fe_begin(g, 1);
    if (!(rg_chance(g, 60) && mix_vars(g, rg_promoted(f->ret), &e)))
      e = rg_expr_conv(g, f->ret, g->cfg.depth);
    rg_line(g, rg_chance(g, 10) ? "return (%s);" : "return %s;", e.s.p);
    rg_s_free(&e.s); }
}

/* braced body: '{' on the current line is printed by the caller */
static void rg_body_block(G *g, int n) {
  int snv, sb;
  g->ind++; g->nest++;
  rg_push_block(g, &snv, &sb);
  rg_block_body(g, n);
  rg_pop_block(g, snv, sb);
  g->ind--; g->nest--;
}
/* a single statement as an unbraced body */
static void body_single(G *g) {
  int snv, sb;
  g->ind++; g->nest++;
  rg_push_block(g, &snv, &sb);
  rg_stmt(g, S_NODECL);
  rg_pop_block(g, snv, sb);
  g->ind--; g->nest--;
}
static int rg_inner_count(G *g) { return 1 + rg_rnd(g, g->cfg.bmax); }

static void rg_if(G *g) {
  Str c = {0};
  rg_cond_text(g, &c);
  if (rg_chance(g, 25)) {
    rg_line(g, "if (%s)", c.p);
    body_single(g);
    if (rg_chance(g, 30)) { rg_line(g, "else"); body_single(g); }
  } else {
    rg_line(g, "if (%s) {", c.p);
    rg_body_block(g, rg_inner_count(g));
    while (rg_chance(g, 20)) {
      rg_s_free(&c);
      rg_cond_text(g, &c);
      rg_line(g, "} else if (%s) {", c.p);
      rg_body_block(g, rg_inner_count(g));
    }
    if (rg_chance(g, 45)) { rg_line(g, "} else {"); rg_body_block(g, rg_inner_count(g)); }
    rg_line(g, "}");
  }
  rg_s_free(&c);
}

/* iterations for a new loop: fits in the remaining budget; -1: no room for a loop */
static int pick_iters(G *g) {
  int64_t rg_room = (g->budget - g->cost) / (g->mult * 12);
  int64_t cap = rg_chance(g, 8) ? 100 : g->cfg.iters;
  if (rg_room < 1) return -1;
  if (cap > rg_room) cap = rg_room;
  if (rg_chance(g, 4)) return 0;
  return (int)rg_rnd_range(g, 1, cap);
}
static void loop_body(G *g, int n, int braced) {
  int64_t m = g->mult;
  g->mult *= n > 0 ? n : 1;
  g->loops++;
  if (braced) rg_body_block(g, rg_inner_count(g));
  else body_single(g);
  g->loops--;
  g->mult = m;
}
static int assign_expr(G *g, Ex *out);
static void rg_for(G *g, int n) {
  int ty = rg_chance(g, 85) ? TY_INT : TY_LONG, k = rg_rnd(g, 100), step = rg_chance(g, 70) ? 1 : 2 + rg_rnd(g, 2);
  int64_t a = rg_rnd_range(g, -4, 6), b, lo, hi;
  int snv, sb, vi, braced = !rg_chance(g, 20);
  char name[24], init[512], cond[96], inc[64];
  const char *sfx = ty == TY_LONG ? "L" : "";
  Str xs = {0};  /* ctypes: ", assignment" after the step */
  rg_push_block(g, &snv, &sb); /* the for statement's own scope */
  new_name(g, name, 1);
  if (k < 60) { /* counting up */
    b = a + (int64_t)n * step;
    lo = a; hi = b - 1;
    sprintf(init, "%s %s = %lld%s", ty == TY_LONG ? "long" : "int", name, (long long)a, sfx);
    if (rg_chance(g, 50)) sprintf(cond, "%s < %lld", name, (long long)b);
    else if (rg_chance(g, 50)) sprintf(cond, "%lld > %s", (long long)b, name);
    else sprintf(cond, "%s <= %lld", name, (long long)(b - 1));
    if (step == 1) sprintf(inc, rg_chance(g, 50) ? "%s++" : "++%s", name);
    else if (rg_chance(g, 50)) sprintf(inc, "%s += %d", name, step);
    else sprintf(inc, "%s = %s + %d", name, name, step);
  } else { /* counting down */
    b = a + (int64_t)n * step;
    lo = a + 1; hi = b;
    sprintf(init, "%s %s = %lld%s", ty == TY_LONG ? "long" : "int", name, (long long)b, sfx);
    if (rg_chance(g, 50)) sprintf(cond, "%s > %lld", name, (long long)a);
    else sprintf(cond, "%s >= %lld", name, (long long)(a + 1));
    if (step == 1) sprintf(inc, rg_chance(g, 50) ? "%s--" : "--%s", name);
    else sprintf(inc, "%s -= %d", name, step);
  }
  vi = rg_add_var(g, name, ty, 0);
  if (vi < 0) { rg_pop_block(g, snv, sb); return; }
  g->v[vi].ro = 1;
  if (n > 0) { g->v[vi].ranged = 1; g->v[vi].lo = lo; g->v[vi].hi = hi; }
  if (rg_chance(g, 12) && g->nv < MAXV - 8) { /* a second variable in the for declaration */
    char name2[24];
    Ex e;
    int hid;
    new_name(g, name2, 0);
    hid = rg_hide_name(g, name2);
    rg_fe_begin(g, 1);
    e = rg_expr(g, ty, 2);
    if (hid >= 0) g->v[hid].uninit = 0;
    if (strlen(init) + e.s.n + 32 < sizeof init) {
      sprintf(init + strlen(init), ", %s = %s", name2, e.s.p);
      rg_add_var(g, name2, ty, 0);
    }
    rg_s_free(&e.s);
  }
  if (g->o.ctypes && rg_chance(g, 20)) { /* the comma operator in the step, evaluated up to n times after the
                                        counter's step: then the counter is out of its range */
    Ex xa;
    int64_t m = g->mult;
    int rg = g->v[vi].ranged;
    g->mult *= n + 1;
    g->v[vi].ranged = 0;
    if (assign_expr(g, &xa)) { rg_s_printf(&xs, ", %s", xa.s.p); rg_s_free(&xa.s); }
    g->v[vi].ranged = (uint8_t)rg;
    g->mult = m;
  }
  if (rg_chance(g, 10)) { /* an extra condition, evaluated up to n + 1 times */
    Str c = {0};
    int64_t m = g->mult;
    g->mult *= n + 1;
    rg_cond_text(g, &c);
    g->mult = m;
    rg_line(g, "for (%s; %s && (%s); %s%s)%s", init, cond, c.p, inc, xs.p ? xs.p : "", braced ? " {" : "");
    rg_s_free(&c);
  } else {
    rg_line(g, "for (%s; %s; %s%s)%s", init, cond, inc, xs.p ? xs.p : "", braced ? " {" : "");
  }
  rg_s_free(&xs);
  g->cost += g->mult * (n + 1) * 3;
  loop_body(g, n, braced);
  if (braced) rg_line(g, "}");
  rg_pop_block(g, snv, sb);
}
/* while / do-while / for(;;) with a read-only counter declared just before (in its own block now and then) */
static void rg_while(G *g, int n) {
  char name[24];
  int k = rg_rnd(g, 100), vi, wrap = rg_chance(g, 30), ty = rg_chance(g, 80) ? TY_INT : TY_LONG;
  int64_t a = rg_rnd_range(g, -3, 3), b = a + n;
  int snv = 0, sb = 0;
  if (wrap) { rg_line(g, "{"); g->ind++; rg_push_block(g, &snv, &sb); }
  new_name(g, name, 1);
  vi = rg_add_var(g, name, ty, 0);
  if (vi >= 0) {
    rg_line(g, "%s %s = %lld;", rg_tyname(g, ty), name, (long long)a);
    g->v[vi].ro = 1;
    g->cost += g->mult * (n + 1) * 3;
    if (k < 30) {
      rg_line(g, "while (%s < %lld) {", name, (long long)b);
      g->ind++; rg_line(g, rg_chance(g, 50) ? "%s++;" : "++%s;", name); g->ind--;
      loop_body(g, n, 1);
      rg_line(g, "}");
    } else if (k < 40) {
      Ex a1, a2;
      if (g->o.ctypes && rg_chance(g, 40) && assign_expr(g, &a1)) { /* for (a1, a2; ...) */
        if (rg_chance(g, 60) && assign_expr(g, &a2)) {
          rg_line(g, "for (%s, %s; %s < %lld; %s++) {", a1.s.p, a2.s.p, name, (long long)b, name);
          rg_s_free(&a2.s);
        } else {
          rg_line(g, "for (%s; %s < %lld; ++%s) {", a1.s.p, name, (long long)b, name);
        }
        rg_s_free(&a1.s);
      } else if (rg_chance(g, 50)) {
        rg_line(g, "for (; %s < %lld; %s++) {", name, (long long)b, name);
      } else {
        rg_line(g, "for (; %s < %lld;) {", name, (long long)b);
        g->ind++; rg_line(g, "%s += 1;", name); g->ind--;
      }
      loop_body(g, n, 1);
      rg_line(g, "}");
    } else if (k < 50) {
      rg_line(g, "while (%s++ < %lld) {", name, (long long)b);
      loop_body(g, n, 1);
      rg_line(g, "}");
    } else if (k < 65) {
      rg_line(g, "%s", rg_chance(g, 50) ? "while (1) {" : rg_chance(g, 50) ? "while (true) {" : "for (;;) {");
      g->ind++;
      rg_line(g, "if (%s >= %lld) break;", name, (long long)b);
      rg_line(g, "%s += 1;", name);
      g->ind--;
      loop_body(g, n, 1);
      rg_line(g, "}");
    } else { /* do-while runs at least once */
      Str c = {0};
      if (n == 0) b = a + 1;
      rg_line(g, "do {");
      g->ind++; rg_line(g, "%s++;", name); g->ind--;
      loop_body(g, n ? n : 1, 1);
      if (rg_chance(g, 25)) {
        int64_t m = g->mult;
        g->mult *= n + 1;
        rg_cond_text(g, &c);
        g->mult = m;
        rg_line(g, "} while (%s < %lld && (%s));", name, (long long)b, c.p);
        rg_s_free(&c);
      } else {
        rg_line(g, "} while (%s < %lld);", name, (long long)b);
      }
    }
  }
  if (wrap) { rg_pop_block(g, snv, sb); g->ind--; rg_line(g, "}"); }
}
static void rg_loop(G *g, int flags) {
  int n = pick_iters(g), k = rg_rnd(g, 100);
  if (n < 0) { rg_assign_stmt(g, flags); return; }
  if (k < 60 || (flags & S_NODECL) || g->nv >= MAXV - 4) rg_for(g, n);
  else rg_while(g, n);
}
static void rg_jump(G *g) {
  Str c = {0};
  const char *what = g->loops > 0 && rg_chance(g, 70) ? (rg_chance(g, 50) ? "break" : "continue") : NULL;
  rg_cond_text(g, &c);
  if (what) rg_line(g, "if (%s) %s;", c.p, what);
  else if (g->noret) rg_line(g, "if (%s) {}", c.p); /* a malloc'd block must reach its free() */
  else {
    rg_line(g, "if (%s) {", c.p);
    g->ind++;
    rg_return(g);
    g->ind--;
    rg_line(g, "}");
  }
  rg_s_free(&c);
}
/* ctypes: an assignment or ++/-- that is a full expression of its own (a comma statement's operand, a for
 * clause); 0: nothing assignable */
static int assign_expr(G *g, Ex *out) {
  int vi, tries;
  Ex lv;
  rg_fe_begin(g, 1);
  for (tries = 0; tries < 3; tries++) {
    vi = rg_lvalue(g, tries ? TY_INT : rg_scalar_type(g), M_STMT, g->cfg.depth - 1, &lv);
    if (vi < 0) continue;
    *out = rg_chance(g, 20) ? rg_incdec(g, lv) : rg_assign_to(g, lv, TY_BASE(g->v[vi].ty), g->cfg.depth);
    return 1;
  }
  return 0;
}
/* ctypes: `a, b;` where each operand is an assignment (the comma is a sequence point) */
static void rg_comma_stmt(G *g, int flags) {
  Ex a, b;
  if (!assign_expr(g, &a)) { rg_assign_stmt(g, flags); return; }
  if (!assign_expr(g, &b)) { rg_fe_begin(g, 0); b = rg_expr(g, TY_INT, 1); }
  rg_line(g, "%s, %s;", a.s.p, b.s.p);
  rg_s_free(&a.s); rg_s_free(&b.s);
}
/* ctypes: the text of a case label with value v for a switch on promoted type ty */
static void case_label(G *g, int ty, int64_t v, Str *s) {
  char buf[80];
  Ex e;
  if (v >= 0 && rg_is_uns(ty) && rg_chance(g, 50)) {
    rg_unsigned_text(g, (uint64_t)v, ty == TY_ULONG, buf);
    rg_s_printf(s, "case %s:", buf);
    return;
  }
  if (v > -1000 && v < 1000 && rg_chance(g, 12)) { /* a constant expression */
    int64_t b = 1 + rg_rnd(g, 3);
    rg_s_printf(s, "case %lld + %lld:", (long long)(v - b), (long long)b);
    return;
  }
  e = rg_lit_int_val(g, v, v < INT32_MIN || v > INT32_MAX || (rg_is_w64(ty) && rg_chance(g, 20)));
  rg_s_printf(s, "case %s:", e.s.p);
  rg_s_free(&e.s);
}
/* ctypes: a switch on an integer of promoted type int, long, unsigned or unsigned long: labels at the top of
 * its body with distinct values (after conversion to that type), a default now and then, and between them
 * statements without declarations (or a braced block) ending in break, continue (in a loop) or nothing */
static void rg_switch(G *g) {
  int ty = rg_c_int_type(g), k = rg_rnd(g, 100), ng = 1 + rg_rnd(g, 4), def = rg_chance(g, 50) ? rg_rnd(g, ng + 1) : -1;
  int i, j, nv = 0, snv, sb;
  int64_t lo = -3, hi = 12, used[12];
  Ex e;
  Str c = {0};
  rg_fe_begin(g, 1);
  if (k < 40) {
    int m = rg_chance(g, 50) ? 3 : rg_chance(g, 50) ? 7 : 15;
    e = rg_ex_bin(g, rg_expr(g, ty, g->cfg.depth - 1), "&", P_BAND, rg_small_lit(m));
    lo = 0; hi = m;
  } else if (k < 60) {
    int m = 3 + rg_rnd(g, 6);
    e = rg_ex_bin(g, rg_expr(g, ty, g->cfg.depth - 1), "%", P_MUL, rg_small_lit(m));
    lo = rg_is_uns(ty) ? 0 : 1 - m; hi = m - 1;
  } else if (k < 80) {
    ty = TY_INT;
    e = rg_expr_leaf(g, TY_INT);
  } else {
    e = rg_expr(g, ty, g->cfg.depth);
    if (rg_is_uns(ty)) lo = 0;
  }
  rg_line(g, "switch (%s) {", e.s.p);
  rg_s_free(&e.s);
  g->nest++;
  rg_push_block(g, &snv, &sb);
  for (i = 0; i < ng; i++) {
    int nl = rg_chance(g, 75) ? 1 : 2, m, r;
    rg_s_free(&c);
    if (def == i) rg_s_puts(&c, "default:");
    for (j = 0; j < nl && nv < 12; j++) {
      int64_t v = 0, key;
      int tries, ok = 0;
      for (tries = 0; tries < 10 && !ok; tries++) {
        int q;
        if (rg_chance(g, 90)) v = rg_rnd_range(g, lo - 1, hi + 1);
        else v = rg_is_w64(ty) ? rg_pick_long(g) : rg_pick_int(g);
        if (ty == TY_UINT && v < 0 && v < INT32_MIN) v = -1;
        key = ty == TY_INT ? (int64_t)(int32_t)v : ty == TY_UINT ? (int64_t)(uint32_t)v : v;
        if (ty == TY_INT && (v < INT32_MIN || v > INT32_MAX)) continue;
        ok = 1;
        for (q = 0; q < nv; q++)
          if (used[q] == key) ok = 0;
      }
      if (!ok) { /* the range is used up: a value above it */
        int q;
        for (v = hi + 2; !ok; v++)
          for (ok = 1, q = 0; q < nv; q++)
            if (used[q] == v) ok = 0;
        v--;
      }
      key = ty == TY_INT ? (int64_t)(int32_t)v : ty == TY_UINT ? (int64_t)(uint32_t)v : v;
      used[nv++] = key;
      if (c.n) rg_s_puts(&c, " ");
      case_label(g, ty, v, &c);
    }
    rg_line(g, "%s", c.p);
    g->ind++;
    if (rg_chance(g, 20)) {
      rg_line(g, "{");
      rg_body_block(g, rg_inner_count(g));
      rg_line(g, "}");
      m = 1;
    } else {
      m = rg_rnd(g, g->cfg.bmax + 1);
      for (j = 0; j < m; j++) rg_stmt(g, S_NODECL);
    }
    r = rg_rnd(g, 100);
    if (r < 55 || (i == ng - 1 && m == 0 && r < 80)) rg_line(g, "break;");
    else if (r < 65 && g->loops > 0) rg_line(g, "continue;");
    else if (i == ng - 1 && m == 0) rg_line(g, ";");
    g->ind--;
  }
  if (def == ng) rg_line(g, "default:%s", rg_chance(g, 50) ? " break;" : " ;");
  rg_pop_block(g, snv, sb);
  g->nest--;
  rg_line(g, "}");
  rg_s_free(&c);
}
/* ---------------------------------------------------------------- pointers and strings: statements */
/* a name no variable in sight has: the statements of pointers mode never shadow, since their initialisers
 * and loop headers name other variables */
static void rg_pname(G *g, char *buf, int counter) {
  int i, clash;
  do {
    if (counter) sprintf(buf, "%s%d", rg_ctr_names[rg_rnd(g, 10)], ++g->vctr);
    else sprintf(buf, "%s%d", rg_var_bases[rg_rnd(g, 50)], ++g->vctr);
    for (clash = 0, i = 0; i < g->nv; i++) clash |= strcmp(g->v[i].name, buf) == 0;
  } while (clash);
}
static int rg_room(G *g, int64_t c) { return g->cost + g->mult * c < g->budget; }
static int rg_can_decl(G *g, int flags) {
  return !(flags & S_NODECL) && g->nlocals < MAX_LOCALS - 4 && g->nv < MAXV - 16;
}
/* the spelling of base type ty in a pointer declaration: its name or a typedef of it */
static const char *ptr_base_name(G *g, int ty) {
  int cand[6], n = 0, i;
  for (i = 0; i < g->ntd; i++)
    if (g->td[i].ty == ty && !g->td[i].cst) cand[n++] = i;
  if (n && rg_chance(g, 20)) return g->td[cand[rg_rnd(g, n)]].name;
  return gen_type_name(ty);
}
static int add_ptr(G *g, const char *name, int ty, int tgt, int64_t plo, int64_t phi, int64_t tlen, int ro) {
  int vi = rg_add_var(g, name, TY_ARR | ty, 0);
  if (vi < 0) return -1;
  g->v[vi].kind = K_PTR;
  g->v[vi].tgt = (int16_t)tgt;
  g->v[vi].plo = (int32_t)plo;
  g->v[vi].phi = (int32_t)phi;
  g->v[vi].tlen = (int32_t)tlen;
  g->v[vi].pspell = 1;
  g->v[vi].ro = (uint8_t)ro;
  return vi;
}
/* a scalar variable to accumulate into, of a type that takes a value of type from (no floating value goes
 * to an integer); -1 if none */
static int acc_target(G *g, int from) {
  int t = rg_is_flt(from) ? (rg_chance(g, 50) ? TY_DOUBLE : TY_FLOAT) : rg_scalar_type(g);
  int vi = rg_pick_var(g, t, M_STMT);
  if (vi < 0 && !rg_is_flt(from)) vi = rg_pick_var(g, TY_INT, M_STMT);
  return vi;
}

/* T *p = a + k; T *p = &a[k]; T *p = &x; const T *p = q - 1; ... */
static int st_ptr_decl(G *g) {
  int cand[MAXV], n = 0, i, vi, hid, tgt, base, ro;
  int64_t off, offhi = -1, tlen, j;
  char name[24];
  Str s = {0};
  const Var *v;
  rg_pname(g, name, 0);
  hid = rg_hide_name(g, name);
  for (i = 0; i < g->nv; i++) {
    v = &g->v[i];
    if (!rg_usable(g, i, M_READ)) continue;
    if (!(v->ty & TY_ARR)) { if (!v->noncanon && !v->ro) cand[n++] = i; }
    else if (v->kind == K_ARR || (v->kind == K_PTR && v->tlen >= 0)) cand[n++] = i;
  }
  if (!n) { if (hid >= 0) g->v[hid].uninit = 0; return 0; }
  vi = cand[rg_rnd(g, n)];
  v = &g->v[vi];
  base = TY_BASE(v->ty);
  tgt = rg_region(g, vi);
  ro = g->v[tgt].ro || v->ro || rg_chance(g, 15);
  rg_s_printf(&s, ro ? (rg_chance(g, 70) ? "const %s *%s = " : "%s const *%s = ") : "%s *%s = ",
              ptr_base_name(g, base), name);
  if (!(v->ty & TY_ARR)) {
    tlen = 1; off = 0;
    rg_s_printf(&s, "&%s", v->name);
  } else if (v->kind == K_ARR) {
    tlen = v->len;
    off = rg_chance(g, 10) ? tlen : rg_rnd_range(g, 0, tlen - 1);
    rg_ptr_off_text(g, &s, v->name, off, off < tlen);
  } else { /* from a pointer: its range of offsets, moved */
    tlen = v->tlen;
    j = rg_rnd_range(g, -v->plo, tlen - v->phi);
    off = v->plo + j;
    offhi = v->phi + j;
    rg_ptr_off_text(g, &s, v->name, j, offhi < tlen);
  }
  if (hid >= 0) g->v[hid].uninit = 0;
  rg_line(g, "%s;", s.p);
  rg_s_free(&s);
  add_ptr(g, name, base, tgt, off, offhi < 0 ? off : offhi, tlen, ro);
  return 1;
}
/* char s[N] = "..."; char s[] = "..."; char s[N] = ""; char s[N] = {'a', 'b'}: a string buffer */
static int st_strbuf_decl(G *g) {
  char name[24];
  int k = rg_rnd(g, 100), cap, slen, bytes, vi;
  Str rg_lit = {0};
  rg_pname(g, name, 0);
  if (k < 70) {
    rg_str_lit(g, &rg_lit, 1 + rg_rnd(g, 16), &slen, &bytes);
    if (k < 45) {
      cap = bytes + 1 + rg_rnd(g, 24);
      rg_line(g, "char %s[%d] = %s;", name, cap, rg_lit.p);
    } else {
      cap = bytes + 1;
      rg_line(g, "char %s[] = %s;", name, rg_lit.p);
    }
  } else if (k < 85) {
    cap = 1 + rg_rnd(g, 48);
    rg_line(g, "char %s[%d] = %s;", name, cap, rg_chance(g, 50) ? "\"\"" : "{0}");
  } else {
    int m = 1 + rg_rnd(g, 6), i;
    char lb[16];
    cap = m + 1 + rg_rnd(g, 6);
    rg_s_printf(&rg_lit, "char %s[%d] = {", name, cap);
    for (i = 0; i < m; i++) {
      rg_char_lit(g, 33 + rg_rnd(g, 94), lb);
      rg_s_printf(&rg_lit, "%s%s", i ? ", " : "", lb);
    }
    rg_line(g, "%s};", rg_lit.p);
  }
  rg_s_free(&rg_lit);
  vi = rg_add_var(g, name, TY_ARR | TY_CHAR, cap);
  if (vi >= 0) g->v[vi].str = 1;
  return 1;
}
/* const char *t = "...": a read-only string */
static int st_litptr_decl(G *g) {
  static const char *sp[] = {"const char *", "char const *", "const char *const ", "char *"};
  char name[24];
  int slen, bytes, vi;
  Str rg_lit = {0};
  rg_pname(g, name, 0);
  rg_str_lit(g, &rg_lit, 1 + rg_rnd(g, 20), &slen, &bytes);
  rg_line(g, "%s%s = %s;", sp[rg_rnd(g, 4)], name, rg_lit.p);
  rg_s_free(&rg_lit);
  vi = rg_add_var(g, name, TY_ARR | TY_CHAR, bytes + 1);
  if (vi < 0) return 1;
  g->v[vi].str = 1; g->v[vi].ro = 1; g->v[vi].pspell = 1;
  return 1;
}
/* static const T t[] = {...}; static const T k = ...;: a table of constants */
static int st_table_decl(G *g) {
  char name[24];
  int ty = rg_c_scalar_type(g), vi, i, n, len;
  Str s = {0};
  rg_pname(g, name, 0);
  if (rg_chance(g, 30)) {
    Ex e = rg_lit(g, ty);
    rg_line(g, "static const %s %s = %s;", gen_type_name(ty), name, e.s.p);
    rg_s_free(&e.s);
    vi = rg_add_var(g, name, ty, 0);
    if (vi >= 0) g->v[vi].ro = 1;
    return 1;
  }
  n = 1 + rg_rnd(g, 10);
  len = rg_chance(g, 40) ? n + rg_rnd(g, 6) : n;
  rg_s_printf(&s, "static const %s %s[", gen_type_name(ty), name);
  if (len != n || rg_chance(g, 50)) rg_s_printf(&s, "%d", len);
  rg_s_puts(&s, "] = {");
  for (i = 0; i < n; i++) {
    Ex e = ty == TY_BOOL ? rg_lit(g, TY_INT) : rg_lit(g, ty);
    rg_s_printf(&s, "%s%s", i ? ", " : "", e.s.p);
    rg_s_free(&e.s);
  }
  rg_line(g, "%s};", s.p);
  rg_s_free(&s);
  vi = rg_add_var(g, name, TY_ARR | ty, len);
  if (vi >= 0) g->v[vi].ro = 1;
  return 1;
}

/* a writable string buffer (a local char array with str) for a statement: marked written; -1 if none */
static int pick_strbuf(G *g, int mincap) {
  int cand[MAXV], n = 0, i;
  for (i = 0; i < g->nv; i++) {
    const Var *v = &g->v[i];
    if (v->kind == K_ARR && v->str && !v->pspell && v->len >= mincap && (v->ty & TY_ARR) && rg_usable(g, i, M_STMT))
      cand[n++] = i;
  }
  if (!n) return -1;
  i = cand[rg_rnd(g, n)];
  rg_setbit(g->wr, i);
  return i;
}
/* a region of a known length: a K_ARR or a fixed pointer with elements after it (writable when wr) */
static int pick_static(G *g, int ty, int wr, int exact_ty) {
  int cand[MAXV], n = 0, i;
  for (i = 0; i < g->nv; i++) {
    const Var *v = &g->v[i];
    if (!(v->ty & TY_ARR) || (v->kind != K_ARR && v->kind != K_PTR) || !rg_usable(g, i, wr ? M_STMT : M_READ)) continue;
    if (exact_ty >= 0 && TY_BASE(v->ty) != exact_ty) continue;
    if (ty >= 0 && (ty == TY_CHAR) != (TY_BASE(v->ty) == TY_CHAR)) continue;
    if (rg_reg_len(g, i, wr) >= 1) cand[n++] = i;
  }
  return n ? cand[rg_rnd(g, n)] : -1;
}
/* strcpy, strcat, strncpy, strncat (guarded by lengths), memcpy, memmove, memset within bounds */
static int st_strop(G *g, int flags) {
  int k = rg_rnd(g, 100), d, ml, vi, src;
  Str s = {0}, b = {0};
  if (k < 60 && pick_strbuf(g, 2) < 0 && rg_can_decl(g, flags)) st_strbuf_decl(g); /* something to work on */
  rg_fe_begin(g, 1);
  rg_use_hdr(g, INC_STRING);
  if (k < 60 && (d = pick_strbuf(g, 2)) >= 0) {
    const char *dn = g->v[d].name;
    int cap = g->v[d].len, off = rg_chance(g, 70) ? 0 : rg_rnd(g, cap - 1);
    if (off) rg_s_printf(&b, "%s + %d", dn, off); else rg_s_puts(&b, dn);
    rg_str_ref(g, &s, &ml, 0);
    switch (rg_rnd(g, 6)) {
    case 0: case 1:
      if (ml < cap - off && rg_chance(g, 50)) rg_line(g, "strcpy(%s, %s);", b.p, s.p);
      else if (off) rg_line(g, "if (strlen(%s) < sizeof %s - %d) strcpy(%s, %s);", s.p, dn, off, b.p, s.p);
      else rg_line(g, "if (strlen(%s) < sizeof(%s)) strcpy(%s, %s);", s.p, dn, b.p, s.p);
      break;
    case 2:
      rg_line(g, "if (strlen(%s) + strlen(%s) < sizeof %s) strcat(%s, %s);", dn, s.p, dn, dn, s.p);
      break;
    case 3:
      rg_line(g, "strncpy(%s, %s, %d);", b.p, s.p, rg_rnd(g, cap - off));
      break;
    case 4: { int m = rg_rnd(g, 10);
      rg_line(g, "if (strlen(%s) + %d < sizeof %s) strncat(%s, %s, %d);", dn, m, dn, dn, s.p, m);
      break; }
    default: { Ex c = rg_chance(g, 50) ? rg_expr(g, TY_INT, 2) : rg_lit(g, TY_CHAR);
      rg_line(g, "memset(%s, %s, %d);", b.p, c.s.p, rg_rnd(g, cap - off));
      rg_s_free(&c.s);
      break; }
    }
    g->cost += g->mult * (cap + 8);
    rg_s_free(&s); rg_s_free(&b);
    return 1;
  }
  /* arrays of any type: memset, memcpy from another object, memmove within one */
  vi = pick_static(g, -1, 1, -1);
  if (vi < 0) return 0;
  {
    const Var *v = &g->v[vi];
    int base = TY_BASE(v->ty), len = rg_reg_len(g, vi, 1), off = rg_chance(g, 60) ? 0 : rg_rnd(g, len),
        m = rg_rnd(g, len - off + 1);
    const char *sz = rg_chance(g, 50) ? "sizeof *" : "sizeof ";
    char elt[64];
    rg_setbit(g->wr, rg_region(g, vi));
    if (sz[7] == '*') snprintf(elt, sizeof elt, "sizeof *%s", v->name);
    else snprintf(elt, sizeof elt, "sizeof %s[0]", v->name);
    rg_ptr_off_text(g, &b, v->name, off, off < len);
    k = rg_rnd(g, 100);
    if (k < 40) {
      if (v->kind == K_ARR && !v->pspell && !v->str && off == 0 && rg_chance(g, 50))
        rg_line(g, "memset(%s, %d, sizeof %s);", v->name,
                base == TY_BOOL ? rg_rnd(g, 2) : rg_rnd(g, 256) - (rg_chance(g, 20) ? 128 : 0), v->name);
      else
        rg_line(g, "memset(%s, %d, %d * %s);", b.p, base == TY_BOOL ? rg_rnd(g, 2) : rg_rnd(g, 256), m, elt);
    } else if (k < 75 && (src = pick_static(g, -1, 0, base)) >= 0) { /* another object (distinct: vi is written) */
      int sl = rg_reg_len(g, src, 0), so = rg_rnd(g, sl), mm = m < sl - so ? m : sl - so;
      rg_ptr_off_text(g, &s, g->v[src].name, so, 1);
      rg_setbit(g->rd, rg_region(g, src));
      rg_line(g, "memcpy(%s, %s, %d * %s);", b.p, s.p, mm, elt);
    } else if (k < 75 && base == TY_CHAR) { /* the bytes of a literal */
      int sl, bytes;
      rg_str_lit(g, &s, 16, &sl, &bytes);
      rg_line(g, "memcpy(%s, %s, %d);", b.p, s.p, m < bytes + 1 ? m : bytes + 1);
    } else {
      int o2 = rg_rnd(g, len - m + 1);
      rg_ptr_off_text(g, &s, v->name, o2, o2 < len);
      rg_line(g, "memmove(%s, %s, %d * %s);", b.p, s.p, m, elt);
    }
    g->cost += g->mult * (len + 8);
  }
  rg_s_free(&s); rg_s_free(&b);
  return 1;
}

/* ---------------------------------------------------------------- pointers: formatted output */
/* a printf conversion and its argument (of exactly the type the conversion takes); *ml: its longest output
 * (-1: unbounded) */
static void fmt_conv(G *g, Str *f, Str *args, int64_t *ml, int d) {
  static const struct { const char *len, *conv; uint8_t ty, digits; } IC[] = {
    {"", "d", TY_INT, 11}, {"", "i", TY_INT, 11}, {"l", "d", TY_LONG, 20}, {"l", "i", TY_LONG, 20},
    {"", "u", TY_UINT, 10}, {"", "x", TY_UINT, 8}, {"", "X", TY_UINT, 8}, {"", "o", TY_UINT, 11},
    {"l", "u", TY_ULONG, 20}, {"l", "x", TY_ULONG, 16}, {"l", "o", TY_ULONG, 22}, {"h", "d", TY_INT, 6},
    {"hh", "d", TY_INT, 4}, {"h", "u", TY_UINT, 5}, {"hh", "x", TY_UINT, 2}, {"ll", "d", TY_VOID, 20},
    {"z", "u", TY_ULONG, 20}};
  int k = rg_rnd(g, 100), width = rg_chance(g, 30) ? 1 + rg_rnd(g, 14) : 0, prec = -1;
  int64_t m;
  Str fl = {0};
  Ex x;
  if (k < 45) { /* integers */
    int c = rg_rnd(g, 17), sgn = IC[c].conv[0] == 'd' || IC[c].conv[0] == 'i',
        alt = strchr("xXo", IC[c].conv[0]) != NULL;
    if (rg_chance(g, 15)) rg_s_puts(&fl, "-");
    if (sgn && rg_chance(g, 15)) rg_s_puts(&fl, rg_chance(g, 50) ? "+" : " ");
    if (alt && rg_chance(g, 20)) rg_s_puts(&fl, "#");
    if (rg_chance(g, 15)) rg_s_puts(&fl, "0");
    if (rg_chance(g, 25)) prec = rg_rnd(g, 13);
    if (IC[c].ty == TY_VOID) {
      Ex y = rg_expr(g, TY_LONG, d - 1);
      x = rg_ex_cast(g, "long long", y);
    } else if (IC[c].ty == TY_ULONG && IC[c].len[0] == 'z' && rg_chance(g, 40) && rg_str_expr(g, TY_ULONG, d, &x)) {
    } else {
      x = rg_expr(g, IC[c].ty, d - 1);
    }
    m = (prec > IC[c].digits ? prec : IC[c].digits) + 3;
    rg_s_printf(f, "%%%s", fl.p ? fl.p : "");
    if (width) rg_s_printf(f, "%d", width);
    if (prec >= 0) rg_s_printf(f, ".%d", prec);
    rg_s_printf(f, "%s%s", IC[c].len, IC[c].conv);
  } else if (k < 68) { /* floating */
    static const char conv[] = "ffeEgGaAF";
    char c = conv[rg_rnd(g, 9)];
    if (rg_chance(g, 15)) rg_s_puts(&fl, "-");
    if (rg_chance(g, 15)) rg_s_puts(&fl, rg_chance(g, 50) ? "+" : " ");
    if (rg_chance(g, 10)) rg_s_puts(&fl, "#");
    if (rg_chance(g, 15)) rg_s_puts(&fl, "0");
    if (rg_chance(g, 60)) prec = rg_rnd(g, c == 'a' || c == 'A' ? 14 : 18);
    x = rg_expr(g, rg_chance(g, 70) ? TY_DOUBLE : TY_FLOAT, d - 1);
    if (c == 'f' || c == 'F') m = -1;
    else if (c == 'a' || c == 'A') m = prec < 0 ? 26 : prec + 14;
    else m = (prec < 0 ? 6 : prec) + 12;
    rg_s_printf(f, "%%%s", fl.p ? fl.p : "");
    if (width) rg_s_printf(f, "%d", width);
    if (prec >= 0) rg_s_printf(f, ".%d", prec);
    rg_s_printf(f, "%c", c);
  } else if (k < 82) { /* strings */
    Str sr = {0};
    int sl;
    rg_str_ref(g, &sr, &sl, 0);
    if (rg_chance(g, 30)) prec = rg_rnd(g, 12);
    m = prec >= 0 && prec < sl ? prec : sl;
    rg_s_printf(f, "%%%s", rg_chance(g, 20) ? "-" : "");
    if (width) rg_s_printf(f, "%d", width);
    if (prec >= 0) rg_s_printf(f, ".%d", prec);
    rg_s_puts(f, "s");
    x = rg_ex_text(P_PRIMARY, "%s", sr.p);
    rg_s_free(&sr);
  } else if (k < 94) { /* characters */
    rg_s_printf(f, "%%%s", rg_chance(g, 20) ? "-" : "");
    if (width) rg_s_printf(f, "%d", width);
    rg_s_puts(f, "c");
    x = rg_expr(g, TY_INT, d - 1);
    m = 1;
  } else {
    rg_s_puts(f, "%%");
    rg_s_free(&fl);
    *ml = 1;
    return;
  }
  rg_s_free(&fl);
  rg_s_puts(args, ", ");
  rg_put_ex(g, args, &x, P_ASSIGN);
  rg_s_free(&x.s);
  *ml = m < 0 ? -1 : m > width ? m : width;
}
/* a format string with 1-4 conversions between bits of text (nl: ending in a newline, starting with a
 * letter), its arguments (", a, b"), and the longest output it can make (-1: unbounded) */
static void fmt_build(G *g, Str *f, Str *args, int64_t *maxlen, int nl, int d) {
  static const char *words[] = {"v", "x=", ", ", " ", ":", "[", "]", "|", "-", "ab", "q", "sum ", "n=", "/", "\\t"};
  int n = 1 + rg_rnd(g, 4), i;
  int64_t total = 0, ml;
  rg_s_puts(f, "\"");
  if (nl) { rg_s_printf(f, "%c", 'a' + rg_rnd(g, 26)); total++; }
  for (i = 0; i < n; i++) {
    if (rg_chance(g, 60)) {
      const char *w = words[rg_rnd(g, 15)];
      rg_s_puts(f, w);
      if (total >= 0) total += w[0] == '\\' ? 1 : (int64_t)strlen(w);
    }
    fmt_conv(g, f, args, &ml, d);
    if (ml < 0 || total < 0) total = -1;
    else total += ml;
  }
  if (rg_chance(g, 30)) { rg_s_puts(f, "."); if (total >= 0) total++; }
  if (nl) rg_s_puts(f, "\\n");
  rg_s_puts(f, "\"");
  *maxlen = total;
}
/* sprintf (output surely shorter than the buffer) or snprintf into a string buffer, then a checksum of its
 * bytes into a scalar */
static int st_sprintf(G *g, int flags) {
  char name[24], cnt[24];
  int k = rg_rnd(g, 100), d, cap, newbuf = 0, h, vi;
  int64_t ml;
  Str f = {0}, a = {0}, call = {0};
  if (!rg_room(g, STR_MAX * 4)) return 0;
  rg_fe_begin(g, 1);
  if (k < 60 && rg_can_decl(g, flags)) {
    rg_pname(g, name, 0);
    cap = 8 + rg_rnd(g, 72);
    rg_line(g, "char %s[%d] = %s;", name, cap, rg_chance(g, 50) ? "\"\"" : "{0}");
    newbuf = 1;
    d = -1;
  } else {
    d = pick_strbuf(g, 2);
    if (d < 0) return 0;
    snprintf(name, sizeof name, "%s", g->v[d].name);
    cap = g->v[d].len;
  }
  rg_use_hdr(g, INC_STDIO);
  fmt_build(g, &f, &a, &ml, 0, g->cfg.depth - 1);
  if (ml >= 0 && ml < cap && rg_chance(g, 75)) rg_s_printf(&call, "sprintf(%s, %s%s)", name, f.p, a.p ? a.p : "");
  else {
    int c = rg_rnd(g, 100);
    if (c < 50) rg_s_printf(&call, "snprintf(%s, sizeof %s, %s%s)", name, name, f.p, a.p ? a.p : "");
    else if (c < 75) rg_s_printf(&call, "snprintf(%s, %d, %s%s)", name, cap, f.p, a.p ? a.p : "");
    else rg_s_printf(&call, "snprintf(%s, %d, %s%s)", name, rg_rnd(g, cap + 1), f.p, a.p ? a.p : "");
  }
  if (rg_can_decl(g, flags) && rg_chance(g, 50)) {
    rg_pname(g, cnt, 0);
    rg_line(g, "int %s = %s;", cnt, call.p);
    rg_add_var(g, cnt, TY_INT, 0);
  } else if ((vi = rg_pick_var(g, TY_INT, M_STMT)) >= 0 && rg_chance(g, 70)) {
    rg_line(g, "%s %s %s;", g->v[vi].name, rg_chance(g, 50) ? "=" : "+=", call.p);
  } else {
    rg_line(g, "%s;", call.p);
  }
  rg_s_free(&f); rg_s_free(&a); rg_s_free(&call);
  if (newbuf && (vi = rg_add_var(g, name, TY_ARR | TY_CHAR, cap)) >= 0) { g->v[vi].str = 1; d = vi; }
  /* the checksum */
  rg_fe_begin(g, 1);
  h = rg_pick_var(g, rg_chance(g, 50) ? TY_INT : rg_chance(g, 50) ? TY_LONG : TY_UINT, M_STMT);
  if (h >= 0 && d >= 0) {
    char ctr[24];
    const char *hn = g->v[h].name;
    rg_pname(g, ctr, 1);
    switch (rg_rnd(g, 4)) {
    case 0:
      rg_line(g, "for (int %s = 0; %s[%s] != '\\0'; %s++) %s = %s * 31 + %s[%s];", ctr, name, ctr, ctr, hn, hn,
              name, ctr);
      break;
    case 1:
      rg_line(g, "for (const char *%s = %s; *%s; %s++) %s += *%s;", ctr, name, ctr, ctr, hn, ctr);
      break;
    case 2:
      rg_line(g, "for (int %s = 0; %s < (int)sizeof %s; %s++) %s ^= (unsigned char)%s[%s] << (%s & 7);",
              ctr, ctr, name, ctr, hn, name, ctr, ctr);
      break;
    default:
      rg_use_hdr(g, INC_STRING);
      rg_line(g, "%s += (int)strlen(%s);", hn, name);
      break;
    }
  }
  g->cost += g->mult * (cap * 3 + 60);
  return 1;
}
/* printf (the run's output, compared with gcc's), or puts, or putchar and a newline */
static int st_printf(G *g) {
  int k = rg_rnd(g, 100), vi;
  Str f = {0}, a = {0}, s = {0};
  int64_t ml;
  rg_fe_begin(g, 1);
  rg_use_hdr(g, INC_STDIO);
  g->fn[g->cur].prints = 1;
  if (k < 12) {
    int sl;
    rg_str_ref(g, &s, &sl, 0);
    rg_line(g, "puts(%s);", s.p);
  } else if (k < 18) {
    Ex c = rg_expr(g, TY_INT, 2);
    rg_line(g, "putchar(%s), putchar('\\n');", c.s.p);
    rg_s_free(&c.s);
  } else {
    fmt_build(g, &f, &a, &ml, 1, g->cfg.depth - 1);
    if (rg_chance(g, 20) && (vi = rg_pick_var(g, TY_INT, M_STMT)) >= 0)
      rg_line(g, "%s += printf(%s%s);", g->v[vi].name, f.p, a.p ? a.p : "");
    else rg_line(g, "printf(%s%s);", f.p, a.p ? a.p : "");
  }
  rg_s_free(&f); rg_s_free(&a); rg_s_free(&s);
  g->cost += g->mult * 40;
  return 1;
}

/* ---------------------------------------------------------------- pointers: loops */
/* `x += *q;` or the like as the first statement of a walk */
static void walk_acc(G *g, const char *e, int base) {
  int vi;
  rg_fe_begin(g, 1);
  vi = acc_target(g, base);
  if (vi < 0) return;
  rg_setbit(g->rd, vi);
  if (!rg_is_flt(base) && !rg_is_flt(TY_BASE(g->v[vi].ty)) && rg_chance(g, 30))
    rg_line(g, "%s ^= %s;", g->v[vi].name, e);
  else rg_line(g, "%s %s= %s;", g->v[vi].name, rg_chance(g, 75) ? "+" : "-", e);
}
/* for (T *q = a; q < a + n; q++) { ... } and friends over an array or a K_DYN region: the body is
 * generated normally, with q an alias of the current element */
static int st_walk(G *g) {
  int cand[MAXV], n = 0, i, vi, ro, form, q, base, len, snv, sb, ssnv, ssb;
  int64_t m, iters;
  char qn[24], en[24], lim[64];
  const char *an, *cst, *tn;
  for (i = 0; i < g->nv; i++) {
    const Var *v = &g->v[i];
    if ((v->ty & TY_ARR) && (v->kind == K_ARR || v->kind == K_DYN) && rg_usable(g, i, M_READ)) cand[n++] = i;
  }
  if (!n) return 0;
  vi = cand[rg_rnd(g, n)];
  iters = g->v[vi].kind == K_DYN ? DYN_MAX : g->v[vi].len;
  if (!rg_room(g, (iters + 1) * 12)) return 0;
  base = TY_BASE(g->v[vi].ty);
  an = g->v[vi].name;
  len = g->v[vi].kind == K_DYN ? -1 : g->v[vi].len;
  if (len < 0) { snprintf(lim, sizeof lim, "%s", g->v[g->v[vi].lenv].name); rg_setbit(g->rd, g->v[vi].lenv); }
  else snprintf(lim, sizeof lim, "%d", len);
  ro = g->v[vi].ro || rg_chance(g, 20);
  cst = ro ? (rg_chance(g, 50) ? "const " : "") : "";
  tn = ptr_base_name(g, base);
  rg_push_block(g, &snv, &sb);
  rg_pname(g, qn, 1);
  form = rg_rnd(g, 100);
  if (form < 50) {
    static const char *cond[] = {"%s < %s + %s", "%s != %s + %s", "%s + %s > %s"};
    static const char *inc[] = {"%s++", "++%s", "%s += 1", "%s = %s + 1"};
    char c[160], st[64];
    int ci = rg_rnd(g, 3), ii = rg_rnd(g, 4);
    if (ci == 2) snprintf(c, sizeof c, cond[2], an, lim, qn); else snprintf(c, sizeof c, cond[ci], qn, an, lim);
    snprintf(st, sizeof st, inc[ii], qn, qn);
    rg_line(g, "for (%s%s%s *%s = %s; %s; %s) {", cst, tn, ro && !cst[0] ? " const" : "", qn, an, c, st);
  } else if (form < 75) {
    rg_pname(g, en, 0);
    rg_line(g, "for (%s%s%s *%s = %s, *%s = %s + %s; %s != %s; ++%s) {", cst, tn, ro && !cst[0] ? " const" : "",
            qn, an, en, an, lim, qn, en, qn);
    if (len >= 0) add_ptr(g, en, base, vi, len, len, len, 1);
  } else {
    rg_line(g, "for (%s%s%s *%s = %s + %s; %s != %s;) {", cst, tn, ro && !cst[0] ? " const" : "", qn, an, lim, qn, an);
  }
  q = add_ptr(g, qn, base, vi, 0, len < 0 ? 0 : len - 1, len, ro);
  m = g->mult;
  g->cost += g->mult * (iters + 1) * 3;
  g->mult *= iters;
  g->loops++;
  g->ind++; g->nest++;
  rg_push_block(g, &ssnv, &ssb);
  if (form >= 75) rg_line(g, rg_chance(g, 50) ? "--%s;" : "%s--;", qn);
  if (q >= 0 && rg_chance(g, 70)) {
    char e[40];
    snprintf(e, sizeof e, rg_chance(g, 80) ? "*%s" : "%s[0]", qn);
    walk_acc(g, e, base);
  }
  rg_block_body(g, rg_inner_count(g));
  rg_pop_block(g, ssnv, ssb);
  g->ind--; g->nest--;
  g->loops--;
  g->mult = m;
  rg_line(g, "}");
  rg_pop_block(g, snv, sb);
  return 1;
}
/* a loop to a string's NUL (for over a pointer or an index, or while), with a one-statement body: a hash,
 * a count, a classification, or (through a writable buffer) a change of the character, never at the
 * buffer's last byte */
static int st_strwalk(G *g, int flags) {
  int k = rg_rnd(g, 100), d, vi, form, ml, wr;
  char qn[24], e[512];
  Str s = {0};
  const char *hn;
  if (!rg_room(g, STR_MAX * 6)) return 0;
  /* (e, the character's text, holds the string's text: rg_str_ref's texts are short) */
  rg_fe_begin(g, 1);
  d = rg_chance(g, 40) ? pick_strbuf(g, 1) : -1;
  wr = d >= 0;
  if (wr) rg_s_puts(&s, g->v[d].name);
  else if (!rg_str_ref(g, &s, &ml, 0)) return 0;
  rg_pname(g, qn, 1);
  form = rg_rnd(g, 100);
  if (form < 40) {
    rg_line(g, "for (%s*%s = %s; *%s%s; %s++)", wr ? "char " : rg_chance(g, 50) ? "const char " : "char const ",
            qn, s.p, qn, rg_chance(g, 50) ? "" : " != '\\0'", qn);
    snprintf(e, sizeof e, "*%s", qn);
  } else if (form < 70 || !rg_can_decl(g, flags)) {
    Str t = {0};
    if (strchr(s.p, ' ') || s.p[0] == '&' || s.p[0] == '"') rg_s_printf(&t, "(%s)", s.p); else rg_s_puts(&t, s.p);
    rg_line(g, "for (int %s = 0; %s[%s]%s; %s++)", qn, t.p, qn, rg_chance(g, 50) ? "" : " != 0", qn);
    snprintf(e, sizeof e, "%s[%s]", t.p, qn);
    rg_s_free(&t);
  } else {
    rg_line(g, "%s*%s = %s;", wr ? "char " : "const char ", qn, s.p);
    rg_line(g, "while (*%s) {", qn);
    snprintf(e, sizeof e, "*%s", qn);
    form = 100; /* the while form */
  }
  rg_s_free(&s);
  g->ind++;
  rg_fe_begin(g, 1);
  if (d >= 0) rg_setbit(g->wr, d);
  k = rg_rnd(g, 100);
  if (wr && k < 40) {
    static const char *ch[] = {"%s = (char)toupper((unsigned char)%s);", "%s = (char)tolower((unsigned char)%s);",
                               "%s = (char)(%s + 1);"};
    int c = rg_rnd(g, 4);
    if (c < 2) rg_use_hdr(g, INC_CTYPE);
    if (c == 3) rg_line(g, "%s ^= 32;", e);
    else rg_line(g, ch[c], e, e);
  } else if (wr && k < 55) {
    char a[16], b[16];
    rg_char_lit(g, 'a' + rg_rnd(g, 26), a);
    rg_char_lit(g, 32 + rg_rnd(g, 95), b);
    rg_line(g, "if (%s == %s) %s = %s;", e, a, e, b);
  } else if ((vi = acc_target(g, TY_INT)) >= 0) {
    hn = g->v[vi].name;
    k = rg_rnd(g, 100);
    if (k < 40 && !rg_is_flt(g->v[vi].ty)) rg_line(g, "%s = %s * 31 + %s;", hn, hn, e);
    else if (k < 70) {
      char a[16];
      rg_char_lit(g, 32 + rg_rnd(g, 95), a);
      rg_line(g, "if (%s %s %s) %s += 1;", e, rg_chance(g, 70) ? "==" : "<", a, hn);
    } else {
      static const char *fn[] = {"isdigit", "isalpha", "isupper", "isspace", "ispunct", "isalnum"};
      rg_use_hdr(g, INC_CTYPE);
      rg_line(g, "%s += %s((unsigned char)%s) != 0;", hn, fn[rg_rnd(g, 6)], e);
    }
  } else {
    rg_line(g, ";");
  }
  if (form == 100) rg_line(g, "%s++;", qn);
  g->ind--;
  if (form == 100) rg_line(g, "}");
  g->cost += g->mult * STR_MAX * 6;
  return 1;
}
/* for (int i = 0; i < n; i++) over the length of a K_DYN region (its counter indexes it) */
static int st_dynloop(G *g) {
  int cand[MAXV], n = 0, i, vi, c, snv, sb, ct = TY_INT;
  char name[24];
  const char *ln;
  for (i = 0; i < g->nv; i++)
    if (g->v[i].kind == K_DYN && rg_visible(g, i) && rg_visible(g, g->v[i].lenv)) cand[n++] = i;
  if (!n || !rg_room(g, (DYN_MAX + 1) * 12)) return 0;
  vi = cand[rg_rnd(g, n)];
  ln = g->v[g->v[vi].lenv].name;
  rg_push_block(g, &snv, &sb);
  rg_pname(g, name, 1);
  if (rg_chance(g, 70)) {
    ct = rg_chance(g, 80) ? TY_INT : TY_LONG;
    rg_line(g, "for (%s %s = 0; %s < %s; %s++) {", gen_type_name(ct), name, name, ln, name);
  } else {
    rg_line(g, "for (int %s = %s - 1; %s >= 0; %s--) {", name, ln, name, name);
  }
  c = rg_add_var(g, name, ct, 0);
  if (c >= 0) {
    g->v[c].ro = 1; g->v[c].ranged = 1; g->v[c].lo = 0; g->v[c].hi = DYN_MAX - 1;
    g->v[c].dynof = (int16_t)(g->v[vi].lenv + 1);
  }
  g->cost += g->mult * (DYN_MAX + 1) * 3;
  { int64_t m = g->mult;
    g->mult *= DYN_MAX;
    g->loops++;
    rg_body_block(g, rg_inner_count(g));
    g->loops--;
    g->mult = m; }
  rg_line(g, "}");
  rg_pop_block(g, snv, sb);
  return 1;
}
/* a block with a malloc'd (or calloc'd) buffer: filled, used by ordinary statements (which cannot return
 * or break out of it), perhaps grown by realloc, and freed */
static int st_malloc(G *g) {
  int base = rg_c_scalar_type(g), dyn = rg_chance(g, 35), vi, mv, k, snv, sb, snv2, sb2, loops = g->loops, calloced;
  int64_t len = rg_chance(g, 10) ? 64 : 1 + rg_rnd(g, 24), est;
  char mn[24], nn[24], cnt[40], ctr[24];
  const char *tn = gen_type_name(base);
  est = (dyn ? DYN_MAX : len) * 12 + 40;
  if (!rg_room(g, est * 2)) return 0;
  rg_use_hdr(g, INC_STDLIB);
  rg_line(g, "{");
  g->ind++;
  rg_push_block(g, &snv, &sb);
  if (dyn) {
    Ex x;
    rg_pname(g, nn, 0);
    rg_fe_begin(g, 1);
    x = rg_ex_bin(g, rg_ex_bin(g, rg_expr(g, TY_INT, 2), "&", P_BAND, rg_small_lit(DYN_MAX - 1)),
                  "+", P_ADD, rg_small_lit(1));
    rg_line(g, "int %s = %s;", nn, x.s.p);
    rg_s_free(&x.s);
    vi = rg_add_var(g, nn, TY_INT, 0);
    if (vi < 0) { rg_pop_block(g, snv, sb); g->ind--; rg_line(g, "}"); return 1; }
    g->v[vi].ro = 1; g->v[vi].ranged = 1; g->v[vi].lo = 1; g->v[vi].hi = DYN_MAX;
    snprintf(cnt, sizeof cnt, "%s", nn);
  } else {
    vi = -1;
    snprintf(cnt, sizeof cnt, "%lld", (long long)len);
  }
  rg_pname(g, mn, 0);
  k = rg_rnd(g, 100);
  calloced = k >= 75;
  if (k < 35) rg_line(g, "%s *%s = malloc(%s * sizeof *%s);", tn, mn, cnt, mn);
  else if (k < 55) rg_line(g, "%s *%s = malloc(sizeof(%s) * %s);", tn, mn, tn, cnt);
  else if (k < 75) rg_line(g, "%s *%s = (%s *)malloc(%s * sizeof(%s));", tn, mn, tn, cnt, tn);
  else rg_line(g, "%s *%s = calloc(%s, sizeof *%s);", tn, mn, cnt, mn);
  rg_line(g, rg_chance(g, 50) ? "if (%s != NULL) {" : "if (%s) {", mn);
  rg_use_hdr(g, INC_STDDEF);
  g->ind++;
  rg_push_block(g, &snv2, &sb2);
  /* fill it */
  k = rg_rnd(g, 100);
  rg_fe_begin(g, 1);
  if (!calloced || k < 30) {
    int src = dyn ? -1 : pick_static(g, -1, 0, base);
    if (k < 50 || base == TY_BOOL) {
      int64_t m = g->mult;
      Ex e;
      g->mult *= dyn ? DYN_MAX : len; /* evaluated for every element */
      e = rg_expr_conv(g, base, 2);
      g->mult = m;
      rg_pname(g, ctr, 1);
      rg_line(g, "for (int %s = 0; %s < %s; %s++) %s[%s] = %s;", ctr, ctr, cnt, ctr, mn, ctr, e.s.p);
      rg_s_free(&e.s);
    } else if (src >= 0 && rg_reg_len(g, src, 0) >= len && k < 75) {
      rg_use_hdr(g, INC_STRING);
      rg_line(g, "memcpy(%s, %s, %s * sizeof *%s);", mn, g->v[src].name, cnt, mn);
    } else {
      rg_use_hdr(g, INC_STRING);
      rg_line(g, "memset(%s, %d, %s * sizeof(%s));", mn, rg_rnd(g, 256), cnt, tn);
    }
  }
  mv = rg_add_var(g, mn, TY_ARR | base, dyn ? 0 : (int32_t)len);
  if (mv >= 0) {
    g->v[mv].pspell = 1;
    if (dyn) { g->v[mv].kind = K_DYN; g->v[mv].lenv = (int16_t)vi; }
  }
  g->cost += g->mult * est;
  g->loops = 0;
  g->noret++;
  rg_block_body(g, 1 + rg_rnd(g, g->cfg.bmax));
  if (!dyn && mv >= 0 && rg_chance(g, 25) && g->nv < MAXV - 4) { /* grow it */
    int64_t len2 = len + 1 + rg_rnd(g, 16);
    char rn[24];
    int rv, snv3, sb3;
    rg_pname(g, rn, 0);
    rg_line(g, "%s *%s = realloc(%s, %lld * sizeof *%s);", tn, rn, mn, (long long)len2, mn);
    for (rv = mv; rv < g->nv; rv++) /* gone, whatever realloc did, and so are the pointers into it */
      if (rv == mv || (g->v[rv].kind == K_PTR && g->v[rv].tgt == mv)) g->v[rv].uninit = 1;
    rg_line(g, "if (%s != NULL) {", rn);
    g->ind++;
    rg_push_block(g, &snv3, &sb3);
    rg_fe_begin(g, 1);
    { int64_t m = g->mult;
      Ex e;
      g->mult *= len2 - len;
      e = rg_expr_conv(g, base, 2);
      g->mult = m;
      rg_pname(g, ctr, 1);
      rg_line(g, "for (int %s = %lld; %s < %lld; %s++) %s[%s] = %s;", ctr, (long long)len, ctr, (long long)len2,
              ctr, rn, ctr, e.s.p);
      rg_s_free(&e.s); }
    rv = rg_add_var(g, rn, TY_ARR | base, (int32_t)len2);
    if (rv >= 0) g->v[rv].pspell = 1;
    g->cost += g->mult * len2 * 4;
    rg_block_body(g, 1 + rg_rnd(g, g->cfg.bmax));
    rg_line(g, "free(%s);", rn);
    rg_pop_block(g, snv3, sb3);
    g->ind--;
    rg_line(g, "} else {");
    rg_line(g, "  free(%s);", mn);
    rg_line(g, "}");
  } else {
    rg_line(g, "free(%s);", mn);
  }
  g->noret--;
  g->loops = loops;
  rg_pop_block(g, snv2, sb2);
  g->ind--;
  rg_line(g, "}");
  rg_pop_block(g, snv, sb);
  g->ind--;
  rg_line(g, "}");
  return 1;
}
/* strtol (or strtoul) with an end pointer: the value and the characters it read, into a scalar */
static int st_strtol(G *g) {
  static const int bases[] = {0, 2, 8, 10, 10, 10, 16, 16, 36};
  int base = bases[rg_rnd(g, 9)], ml, vi, snv, sb, uns = rg_chance(g, 25);
  char en[24], sn[24], vn[24];
  Str s = {0};
  rg_fe_begin(g, 1);
  vi = acc_target(g, TY_LONG);
  if (vi < 0) return 0;
  rg_use_hdr(g, INC_STDLIB);
  rg_line(g, "{");
  g->ind++;
  rg_push_block(g, &snv, &sb);
  rg_pname(g, en, 0);
  rg_pname(g, sn, 0);
  rg_pname(g, vn, 0);
  if (rg_chance(g, 50)) rg_num_lit(g, &s, 24, base == 16 || base == 0 || base == 36);
  else rg_str_ref(g, &s, &ml, 0);
  rg_line(g, rg_chance(g, 50) ? "char *%s;" : "char *%s = NULL;", en);
  rg_use_hdr(g, INC_STDDEF);
  rg_line(g, "const char *%s = %s;", sn, s.p);
  rg_line(g, "%s %s = %s(%s, &%s, %d);", uns ? "unsigned long" : "long", vn, uns ? "strtoul" : "strtol", sn, en, base);
  rg_line(g, "%s += %s %% 977 + (%s - %s);", g->v[vi].name, vn, en, sn);
  rg_s_free(&s);
  rg_pop_block(g, snv, sb);
  g->ind--;
  rg_line(g, "}");
  g->cost += g->mult * 60;
  return 1;
}
/* ---------------------------------------------------------------- pointers: returned pointers, **, tables */
/* return p + i: a pointer to an element of the parameter function f returns a pointer into */
static void rg_ret_ptr(G *g, const Fn *f) {
  int vi = f->pret - 1;
  const Var *v = &g->v[vi];
  int64_t lo, hi;
  Ex ix;
  rg_fe_begin(g, 1);
  if (v->kind == K_DYN) ix = rg_idx_dyn(g, vi, 2);
  else { rg_acc_range(g, vi, 0, &lo, &hi); ix = rg_idx_in(g, lo, hi, 2); }
  if (rg_chance(g, 50)) {
    rg_line(g, "return &%s[%s];", v->name, ix.s.p);
    rg_s_free(&ix.s);
  } else {
    Ex e = rg_ex_bin(g, rg_ex_text(P_PRIMARY, "%s", v->name), "+", P_ADD, ix);
    rg_line(g, "return %s;", e.s.p);
    rg_s_free(&e.s);
  }
}
/* a call of a function returning a pointer to an element of type ty (-1: any; *fj: the function) */
static int pret_call_j(G *g, int ty, int d, Ex *out, int *fj) {
  int cand[64], n = 0, j;
  if (!g->se) return 0;
  for (j = g->cur + 1; j < g->nfn && n < 64; j++) {
    const Fn *c = &g->fn[j];
    if (!c->pret || !c->done || g->cost + g->mult * c->cost > g->budget) continue;
    if ((ty >= 0 && !rg_ty_match(ty, c->ret)) || (g->fe_print && c->prints)) continue;
    cand[n++] = j;
  }
  if (!n) return 0;
  j = cand[rg_rnd(g, n)];
  *fj = j;
  return rg_pcall(g, j, d, out);
}
static int rg_pret_call(G *g, int ty, int d, Ex *out) { int j; return pret_call_j(g, ty, d, out, &j); }
/* *f(a, n) = v; f(a, n)[0] += v; ++*f(a, n): through the pointer a function returns */
static int st_pret_assign(G *g) {
  Ex c, lv, e;
  int j;
  rg_fe_begin(g, 1);
  if (!pret_call_j(g, -1, g->cfg.depth - 1, &c, &j)) return 0;
  lv = rg_chance(g, 60) ? rg_ex_text(P_UNARY, "*%s", c.s.p) : rg_ex_text(P_POSTFIX, "%s[0]", c.s.p);
  rg_s_free(&c.s);
  e = rg_chance(g, 20) ? rg_incdec(g, lv) : rg_assign_to(g, lv, g->fn[j].ret, g->cfg.depth);
  rg_line(g, "%s;", e.s.p);
  rg_s_free(&e.s);
  return 1;
}
/* *d++ = *s++ over m elements from one object to another of the same type */
static int st_copy(G *g) {
  int dv, sv, base, dl, sl, m, form;
  char dn[24], sn[24], en[24], src[48];
  const char *tn;
  rg_fe_begin(g, 1);
  dv = pick_static(g, -1, 1, -1);
  if (dv < 0) return 0;
  base = TY_BASE(g->v[dv].ty);
  rg_setbit(g->wr, rg_region(g, dv));
  sv = pick_static(g, -1, 0, base);
  dl = rg_reg_len(g, dv, 1);
  if (sv >= 0) {
    rg_setbit(g->rd, rg_region(g, sv));
    sl = rg_reg_len(g, sv, 0);
    m = 1 + rg_rnd(g, dl < sl ? dl : sl);
    snprintf(src, sizeof src, "%s", g->v[sv].name);
  } else { /* within one object: from its second m elements to its first */
    if (dl < 2) return 0;
    m = 1 + rg_rnd(g, dl / 2);
    snprintf(src, sizeof src, "%s + %d", g->v[dv].name, m);
  }
  if (!rg_room(g, m * 8 + 8)) return 0;
  tn = ptr_base_name(g, base);
  rg_pname(g, dn, 0);
  rg_pname(g, sn, 0);
  rg_line(g, "{");
  g->ind++;
  rg_line(g, "%s *%s = %s;", tn, dn, g->v[dv].name);
  form = rg_rnd(g, 3);
  if (form == 0) {
    rg_pname(g, en, 1);
    rg_line(g, "const %s *%s = %s;", tn, sn, src);
    rg_line(g, "for (int %s = 0; %s < %d; %s++) *%s++ = *%s++;", en, en, m, en, dn, sn);
  } else if (form == 1) {
    rg_pname(g, en, 0);
    rg_line(g, "const %s *%s = %s, *%s = %s + %d;", tn, sn, src, en, sn, m);
    rg_line(g, "while (%s < %s) *%s++ = *%s++;", sn, en, dn, sn);
  } else { /* backwards, from the ends */
    rg_line(g, "const %s *%s = %s + %d;", tn, sn, src, m);
    rg_line(g, "%s += %d;", dn, m);
    rg_line(g, "while (%s > %s) *--%s = *--%s;", dn, g->v[dv].name, dn, sn);
  }
  g->ind--;
  rg_line(g, "}");
  g->cost += g->mult * (m * 4 + 8);
  return 1;
}
/* T *q = a + k; T **qq = &q; and accesses through **qq and (*qq)[j] */
static int st_ptrptr(G *g) {
  int rv, base, len, k, ro, vi;
  int64_t lo, hi;
  char qn[24], qq[24];
  const char *tn;
  Ex ix, e;
  rg_fe_begin(g, 1);
  rv = pick_static(g, -1, 0, -1);
  if (rv < 0) return 0;
  base = TY_BASE(g->v[rv].ty);
  len = rg_reg_len(g, rv, 0);
  k = rg_rnd(g, len);
  ro = g->v[rg_region(g, rv)].ro || g->v[rv].ro || g->v[rg_region(g, rv)].str || rg_chance(g, 20);
  tn = ptr_base_name(g, base);
  rg_pname(g, qn, 0);
  rg_pname(g, qq, 0);
  rg_line(g, "{");
  g->ind++;
  rg_line(g, "%s%s *%s = %s + %d;", ro ? "const " : "", tn, qn, g->v[rv].name, k);
  rg_line(g, "%s%s **%s = &%s;", ro ? "const " : "", tn, qq, qn);
  vi = acc_target(g, base);
  if (vi >= 0) {
    rg_setbit(g->rd, rg_region(g, rv));
    rg_setbit(g->rd, vi);
    lo = -k;
    hi = len - 1 - k;
    ix = rg_idx_in(g, lo, hi, 1);
    if (rg_chance(g, 30) && lo <= 0) rg_line(g, "%s += **%s;", g->v[vi].name, qq);
    else rg_line(g, "%s += (*%s)[%s];", g->v[vi].name, qq, ix.s.p);
    rg_s_free(&ix.s);
  }
  if (!ro && rg_reg_len(g, rv, 1) > k && rg_usable(g, rv, M_STMT)) { /* a write: the element at q */
    rg_fe_begin(g, 1);
    rg_setbit(g->rd, rg_region(g, rv));
    e = rg_assign_to(g, rg_ex_text(P_UNARY, "**%s", qq), base, g->cfg.depth);
    rg_line(g, "%s;", e.s.p);
    rg_s_free(&e.s);
  }
  g->ind--;
  rg_line(g, "}");
  g->cost += g->mult * 30;
  return 1;
}
/* const char *names[] = {"..", ...}: a table of strings (read by rg_str_ref as names[i]) */
static int st_strtab_decl(G *g) {
  char name[24];
  int n = 2 + rg_rnd(g, 5), i, vi, maxl = 0, minb = 1 << 30, sized = rg_chance(g, 40);
  Str s = {0};
  rg_pname(g, name, 0);
  rg_s_printf(&s, "%sconst char *%s[", rg_chance(g, 30) ? "static " : "", name);
  if (sized) rg_s_printf(&s, "%d", n);
  rg_s_puts(&s, "] = {");
  for (i = 0; i < n; i++) {
    int sl, b;
    if (i) rg_s_puts(&s, ", ");
    rg_str_lit(g, &s, 10, &sl, &b);
    if (sl > maxl) maxl = sl;
    if (b + 1 < minb) minb = b + 1;
  }
  rg_line(g, "%s};", s.p);
  rg_s_free(&s);
  vi = rg_add_var(g, name, TY_ARR | TY_CHAR, n);
  if (vi < 0) return 1;
  g->v[vi].kind = K_STRS; g->v[vi].ro = 1; g->v[vi].nstr = (uint8_t)n;
  g->v[vi].maxl = (uint8_t)maxl; g->v[vi].minb = (uint8_t)minb;
  return 1;
}
/* a statement of pointers mode, or 0 when the one drawn does not fit here */
/* ---------------------------------------------------------------- structs, unions and multi-dimensional arrays */
/* (structs mode only.)  The program's struct types are picked before its functions: ST_MAX at most, each
 * member a scalar, a char array, an earlier struct type, an array of one, a `const char *` label or an
 * array of scalars; member 0 is an integer that qsort blocks make unique.  Helper functions per type
 * (emitted after the functions are generated, only those called): mkN(long) returns one by value, sumN(T)
 * takes one by value and returns a checksum of its members, bumpN(T *, long) changes it through ->,
 * walkN(const T *, int) walks an array of them by pointer, cmpN/cmpdN are qsort comparators on member 0.
 * Grid helpers take `int g[][C]` and rows `const int *`; list helpers push (malloc), sum, reverse and free.
 *
 * Variables that hold structs, unions and grids are SVars; each has a placeholder in G.v marked uninit, so
 * that the other statements neither use nor shadow it and it leaves scope with its block.  They are written
 * only by statements of this section (one write per full expression), and read anywhere through rg_expr_leaf
 * (members by . and ->, elements, helper calls, sizeof/offsetof), so the read and write sets need not
 * track them.  Everything a statement allocates is freed in the same braced block, which holds no return.
 * Every struct is initialised (a list, {0}, a helper's value or a copy), char array members keep their last
 * byte 0, labels are literals or null (tested before use), unions are read only after a 4-byte member is
 * written, and float members are not read through the union.  Globals are written only by the entry when
 * it is not recursive (nothing calls it then, so no expression can see the write out of order). */
enum { KIT_ROWSUM = 1 << 16, KIT_PUSH = 1 << 17, KIT_LSUM = 1 << 18, KIT_LREV = 1 << 19, KIT_LFREE = 1 << 20 };
#define KIT_GSUM(c) (1u << (c))        /* long gsumC(int g[][C], int rows), C in 2..5 */
#define KIT_GFILL(c) (1u << (8 + (c))) /* void gfillC(int g[][C], int rows, long k)  */

static const char *pfx(G *g) { return g->o.prefix ? g->o.prefix : ""; }
static int st_scal_type(G *g) {
  static const uint8_t T[] = {TY_CHAR, TY_UCHAR, TY_SHORT, TY_USHORT, TY_INT, TY_INT, TY_UINT, TY_LONG, TY_ULONG,
                              TY_FLOAT, TY_DOUBLE, TY_DOUBLE};
  return T[rg_rnd(g, 12)];
}
static void rg_st_pick_types(G *g) {
  static const char *mn[] = {"id", "key", "a", "b", "x", "y", "w", "h", "cnt", "len", "val", "tag", "name", "lab",
                             "in", "pts", "v", "lo", "hi", "sz", "c", "next_id"};
  int i, j, k;
  g->nst = 2 + rg_rnd(g, 3);
  for (i = 0; i < g->nst; i++) {
    SType *t = &g->st[i];
    int nm = 2 + rg_rnd(g, ST_MEMS - 1);
    if (rg_chance(g, 50)) snprintf(t->spell, sizeof t->spell, "%sRec%d", pfx(g), i);
    else snprintf(t->spell, sizeof t->spell, "struct %srec%d", pfx(g), i);
    for (j = 0; j < nm; j++) {
      SMem *m = &t->m[j];
      int dup;
      do {
        const char *nm0 = mn[rg_rnd(g, 22)];
        snprintf(m->name, sizeof m->name, "%s", nm0);
        for (dup = 0, k = 0; k < j; k++) dup |= strcmp(t->m[k].name, m->name) == 0;
      } while (dup);
      k = rg_rnd(g, 100);
      m->mk = MK_SCAL;
      if (j == 0) { static const uint8_t K[] = {TY_INT, TY_INT, TY_LONG, TY_UINT, TY_ULONG}; m->ty = K[rg_rnd(g, 5)]; }
      else if (k < 45) m->ty = (uint8_t)st_scal_type(g);
      else if (k < 58) { m->mk = MK_CHARS; m->len = (uint8_t)(2 + rg_rnd(g, 9)); }
      else if (k < 70 && i > 0) { m->mk = MK_SUB; m->sub = (int8_t)rg_rnd(g, i); }
      else if (k < 80 && i > 0) {
        m->mk = MK_SUBARR; m->sub = (int8_t)rg_rnd(g, i); m->len = (uint8_t)(2 + rg_rnd(g, 2));
      }
      else if (k < 88) m->mk = MK_LABEL;
      else if (k < 96) { m->mk = MK_SCARR; m->ty = (uint8_t)st_scal_type(g); m->len = (uint8_t)(2 + rg_rnd(g, 3)); }
      else m->ty = (uint8_t)st_scal_type(g);
    }
    t->nm = nm;
  }
  g->uni = rg_chance(g, 60);
  if (g->uni) {
    if (rg_chance(g, 50)) snprintf(g->uspell, sizeof g->uspell, "%sWord", pfx(g));
    else snprintf(g->uspell, sizeof g->uspell, "union %sword", pfx(g));
  }
  g->node = rg_chance(g, 60);
}

/* the member declarations of type t */
static void st_member_decl(G *g, Str *s, const SMem *m) {
  switch (m->mk) {
  case MK_SCAL: rg_s_printf(s, "  %s %s;\n", gen_type_name(m->ty), m->name); break;
  case MK_CHARS: rg_s_printf(s, "  char %s[%d];\n", m->name, m->len); break;
  case MK_SUB: rg_s_printf(s, "  %s %s;\n", g->st[m->sub].spell, m->name); break;
  case MK_SUBARR: rg_s_printf(s, "  %s %s[%d];\n", g->st[m->sub].spell, m->name, m->len); break;
  case MK_LABEL: rg_s_printf(s, "  const char *%s;\n", m->name); break;
  default: rg_s_printf(s, "  %s %s[%d];\n", gen_type_name(m->ty), m->name, m->len); break;
  }
}
static void rg_st_emit_types(G *g, Str *s) {
  int i, j;
  for (i = 0; i < g->nst; i++) {
    const SType *t = &g->st[i];
    int td = strncmp(t->spell, "struct ", 7) != 0, fwd = td && rg_chance(g, 30), tag = !td || fwd || rg_chance(g, 50);
    if (fwd) rg_s_printf(s, "typedef struct %srec%d %s;\nstruct %srec%d {\n", pfx(g), i, t->spell, pfx(g), i);
    else if (td && tag) rg_s_printf(s, "typedef struct %srec%d {\n", pfx(g), i);
    else if (td) rg_s_puts(s, "typedef struct {\n");
    else rg_s_printf(s, "%s {\n", t->spell);
    for (j = 0; j < t->nm; j++) st_member_decl(g, s, &t->m[j]);
    rg_s_printf(s, "}%s%s;\n", td && !fwd ? " " : "", td && !fwd ? t->spell : "");
  }
  if (g->uni) {
    static const char *um[] = {"unsigned u;", "int i;", "unsigned char b[4];", "float f;"};
    int o[4] = {0, 1, 2, 3}, td = strncmp(g->uspell, "union ", 6) != 0;
    if (rg_chance(g, 50)) { o[0] = 1; o[1] = 0; }
    if (rg_chance(g, 50)) { o[2] = 3; o[3] = 2; }
    rg_s_printf(s, td ? "typedef union {\n" : "%s {\n", g->uspell);
    for (j = 0; j < 4; j++) rg_s_printf(s, "  %s\n", um[o[j]]);
    rg_s_printf(s, "}%s%s;\n", td ? " " : "", td ? g->uspell : "");
  }
  if (g->node) rg_s_printf(s, "struct %snode {\n  int val;\n  struct %snode *next;\n};\n", pfx(g), pfx(g));
  rg_s_puts(s, "\n");
}

/* ---- the helper functions */
static void st_use(G *g, int t, int u) { g->st[t].use |= (uint8_t)u; }
static void st_emit_mk(G *g, Str *s, int i) {
  const SType *t = &g->st[i];
  int j;
  rg_s_printf(s, "%s %smk_rec%d(long k) {\n  %s r = {0};\n", t->spell, pfx(g), i, t->spell);
  for (j = 0; j < t->nm; j++) {
    const SMem *m = &t->m[j];
    const char *tn = gen_type_name(m->ty);
    switch (m->mk) {
    case MK_SCAL:
      if (rg_is_flt(m->ty)) rg_s_printf(s, "  r.%s = (%s)(k %% 1000) / 4;\n", m->name, tn);
      else rg_s_printf(s, "  r.%s = (%s)(k * %d + %d);\n", m->name, tn, 2 + j, j);
      break;
    case MK_CHARS: rg_s_printf(s, "  r.%s[0] = (char)('a' + (k & 15));\n", m->name); break;
    case MK_SUB: rg_s_printf(s, "  r.%s = %smk_rec%d(k + %d);\n", m->name, pfx(g), m->sub, j); break;
    case MK_SUBARR:
      rg_s_printf(s, "  for (int i = 0; i < %d; i++) r.%s[i] = %smk_rec%d(k - i);\n", m->len, m->name, pfx(g), m->sub);
      break;
    case MK_LABEL: rg_s_printf(s, "  r.%s = k & 1 ? \"odd\" : \"even\";\n", m->name); break;
    default: rg_s_printf(s, "  for (int i = 0; i < %d; i++) r.%s[i] = (%s)(k + i);\n", m->len, m->name, tn); break;
    }
  }
  rg_s_puts(s, "  return r;\n}\n");
}
/* h = h * 31 + the value of scalar x of type ty (a floating one through a range test) */
static void st_fold_text(Str *s, const char *ind, const char *x, int ty) {
  if (rg_is_flt(ty)) rg_s_printf(s, "%sh = h * 31 + (%s > -1e9 && %s < 1e9 ? (long)%s : 7);\n", ind, x, x, x);
  else rg_s_printf(s, "%sh = h * 31 + (long)%s;\n", ind, x);
}
static void st_emit_sum(G *g, Str *s, int i) {
  const SType *t = &g->st[i];
  char x[64];
  int j;
  rg_s_printf(s, "long %ssum_rec%d(%s s) {\n  long h = %d;\n", pfx(g), i, t->spell, i + 1);
  for (j = 0; j < t->nm; j++) {
    const SMem *m = &t->m[j];
    switch (m->mk) {
    case MK_SCAL: snprintf(x, sizeof x, "s.%s", m->name); st_fold_text(s, "  ", x, m->ty); break;
    case MK_CHARS:
      rg_s_printf(s, "  for (int i = 0; s.%s[i] != '\\0'; i++) h = h * 31 + s.%s[i];\n", m->name, m->name);
      break;
    case MK_SUB: rg_s_printf(s, "  h = h * 31 + %ssum_rec%d(s.%s);\n", pfx(g), m->sub, m->name); break;
    case MK_SUBARR:
      rg_s_printf(s, "  for (int i = 0; i < %d; i++) h = h * 31 + %ssum_rec%d(s.%s[i]);\n", m->len, pfx(g), m->sub,
                  m->name);
      break;
    case MK_LABEL: rg_s_printf(s, "  h += s.%s ? (long)strlen(s.%s) : -1;\n", m->name, m->name); break;
    default:
      rg_s_printf(s, "  for (int i = 0; i < %d; i++) {\n", m->len);
      snprintf(x, sizeof x, "s.%s[i]", m->name);
      st_fold_text(s, "    ", x, m->ty);
      rg_s_puts(s, "  }\n");
      break;
    }
  }
  /* the parameter is a copy: changing it changes nothing of the caller's */
  rg_s_printf(s, "  s.%s += 1;\n  return h ^ (long)s.%s;\n}\n", t->m[0].name, t->m[0].name);
}
static void st_emit_bump(G *g, Str *s, int i) {
  const SType *t = &g->st[i];
  int j;
  rg_s_printf(s, "void %sbump_rec%d(%s *p, long k) {\n", pfx(g), i, t->spell);
  for (j = 0; j < t->nm; j++) {
    const SMem *m = &t->m[j];
    const char *tn = gen_type_name(m->ty);
    switch (m->mk) {
    case MK_SCAL:
      if (m->ty == TY_FLOAT) rg_s_printf(s, "  p->%s = p->%s * 0.5f + (float)(k & 7);\n", m->name, m->name);
      else if (m->ty == TY_DOUBLE) rg_s_printf(s, "  p->%s = p->%s / 2 + (double)(k %% 9);\n", m->name, m->name);
      else rg_s_printf(s, "  p->%s = (%s)(p->%s + k);\n", m->name, tn, m->name);
      break;
    case MK_CHARS: rg_s_printf(s, "  p->%s[0] = (char)('A' + (k & 7));\n", m->name); break;
    case MK_SUB: rg_s_printf(s, "  %sbump_rec%d(&p->%s, k + 1);\n", pfx(g), m->sub, m->name); break;
    case MK_SUBARR: rg_s_printf(s, "  %sbump_rec%d(&p->%s[k & 1], k - 1);\n", pfx(g), m->sub, m->name); break;
    case MK_LABEL: rg_s_printf(s, "  p->%s = \"bumped\";\n", m->name); break;
    default:
      if (rg_is_flt(m->ty)) rg_s_printf(s, "  p->%s[%d] *= 2;\n", m->name, m->len - 1);
      else rg_s_printf(s, "  p->%s[%d] = (%s)(p->%s[%d] ^ k);\n", m->name, m->len - 1, tn, m->name, m->len - 1);
      break;
    }
  }
  rg_s_puts(s, "}\n");
}
static void st_emit_rest(G *g, Str *s, int i) {
  const SType *t = &g->st[i];
  const char *key = t->m[0].name;
  if (t->use & SU_WALK) {
    rg_s_printf(s, "long %swalk_rec%d(const %s *a, int n) {\n  long h = 0;\n", pfx(g), i, t->spell);
    rg_s_printf(s, "  for (const %s *q = a; q < a + n; q++) h = h * 7 + (long)q->%s;\n", t->spell, key);
    rg_s_puts(s, "  return h;\n}\n");
  }
  if (t->use & SU_CMP) {
    rg_s_printf(s, "int %scmp_rec%d(const void *x, const void *y) {\n  const %s *a = x, *b = y;\n", pfx(g), i,
                t->spell);
    rg_s_printf(s, "  return (a->%s > b->%s) - (a->%s < b->%s);\n}\n", key, key, key, key);
  }
  if (t->use & SU_CMPD) {
    rg_s_printf(s, "int %scmpd_rec%d(const void *x, const void *y) {\n", pfx(g), i);
    rg_s_printf(s, "  const %s *a = (const %s *)x;\n  const %s *b = (const %s *)y;\n", t->spell, t->spell, t->spell,
                t->spell);
    rg_s_printf(s, "  if (a->%s == b->%s) return 0;\n  return a->%s < b->%s ? 1 : -1;\n}\n", key, key, key, key);
  }
}
static void rg_st_emit_kit(G *g, Str *s) {
  int i, j, c;
  /* a helper calls the helpers of the member types */
  for (i = g->nst - 1; i >= 0; i--)
    for (j = 0; j < g->st[i].nm; j++) {
      const SMem *m = &g->st[i].m[j];
      if (m->mk == MK_SUB || m->mk == MK_SUBARR) st_use(g, m->sub, g->st[i].use & (SU_MK | SU_SUM | SU_BUMP));
    }
  for (i = 0; i < g->nst; i++) {
    if (g->st[i].use & SU_MK) st_emit_mk(g, s, i);
    if (g->st[i].use & SU_SUM) st_emit_sum(g, s, i);
    if (g->st[i].use & SU_BUMP) st_emit_bump(g, s, i);
    st_emit_rest(g, s, i);
  }
  for (c = 2; c <= 5; c++) {
    if (g->kit & KIT_GSUM(c)) {
      rg_s_printf(s, "long %sgrid_sum%d(int g[][%d], int rows) {\n  long h = 0;\n", pfx(g), c, c);
      rg_s_printf(s, "  for (int i = 0; i < rows; i++)\n    for (int j = 0; j < %d; j++) h = h * 5 + g[i][j];\n", c);
      rg_s_puts(s, "  return h;\n}\n");
    }
    if (g->kit & KIT_GFILL(c)) {
      rg_s_printf(s, "void %sgrid_fill%d(int g[][%d], int rows, long k) {\n", pfx(g), c, c);
      rg_s_printf(s, "  for (int i = 0; i < rows; i++)\n"
                  "    for (int j = 0; j < %d; j++) g[i][j] = (int)(k + i * %d - j);\n}\n", c, c);
    }
  }
  if (g->kit & KIT_ROWSUM)
    rg_s_printf(s, "long %srow_sum(const int *r, int n) {\n  long h = 0;\n"
                "  for (int i = 0; i < n; i++) h += (long)r[i] * (i + 1);\n  return h;\n}\n", pfx(g));
  if (g->kit & KIT_PUSH)
    rg_s_printf(s, "struct %snode *%slist_push(struct %snode *h, int v) {\n  struct %snode *n = malloc(sizeof *n);\n"
                "  n->val = v;\n  n->next = h;\n  return n;\n}\n", pfx(g), pfx(g), pfx(g), pfx(g));
  if (g->kit & KIT_LSUM)
    rg_s_printf(s, "long %slist_sum(const struct %snode *h) {\n  long s = 0;\n  int i = 0;\n"
                "  for (; h != NULL; h = h->next) s = s * 3 + h->val + i++;\n  return s;\n}\n", pfx(g), pfx(g));
  if (g->kit & KIT_LREV)
    rg_s_printf(s, "struct %snode *%slist_rev(struct %snode *h) {\n  struct %snode *r = NULL;\n  while (h) {\n"
                "    struct %snode *nx = h->next;\n    h->next = r;\n    r = h;\n    h = nx;\n  }\n  return r;\n}\n",
                pfx(g), pfx(g), pfx(g), pfx(g), pfx(g));
  if (g->kit & KIT_LFREE)
    rg_s_printf(s, "void %slist_free(struct %snode *h) {\n  while (h != NULL) {\n    struct %snode *nx = h->next;\n"
                "    free(h);\n    h = nx;\n  }\n}\n", pfx(g), pfx(g), pfx(g));
  if (s->n && s->p[s->n - 1] == '\n' && s->n > 1 && s->p[s->n - 2] == '}') rg_s_puts(s, "\n");
}

/* ---- variables */
static int sv_live(const G *g, const SVar *v) {
  return v->vi < 0 || (v->vi < g->nv && strcmp(g->v[v->vi].name, v->name) == 0);
}
/* a new struct, union or grid variable named name (its placeholder keeps other statements off it) */
static SVar *sv_add(G *g, const char *name, int sk, int st) {
  int i, n = g->ngsv, vi;
  SVar *v;
  for (i = g->ngsv; i < g->nsv; i++) /* forget those out of scope */
    if (sv_live(g, &g->sv[i])) g->sv[n++] = g->sv[i];
  g->nsv = n;
  if (g->nsv >= SV_MAX || (vi = rg_add_var(g, name, TY_INT, 0)) < 0) return NULL;
  g->v[vi].uninit = 1;
  g->v[vi].ro = 1;
  v = &g->sv[g->nsv++];
  memset(v, 0, sizeof *v);
  snprintf(v->name, sizeof v->name, "%s", name);
  v->vi = vi;
  v->sk = (uint8_t)sk;
  v->st = (int8_t)st;
  return v;
}
/* a name no variable in sight has */
static void sv_name(G *g, char *buf, const char *base) {
  int i, clash;
  do {
    sprintf(buf, "%s%d", base, ++g->vctr);
    for (clash = 0, i = 0; i < g->nv; i++) clash |= strcmp(g->v[i].name, buf) == 0;
  } while (clash);
}
static int sv_writable(const G *g, const SVar *v) {
  return !v->ro && v->vi >= 0; /* globals keep their values between the tests of one gcc run */
}
/* a variable in sight of a kind in mask (1 << SK_*), of struct type st (-1: any), writable if wr */
static int sv_pick(G *g, int mask, int st, int wr) {
  int cand[SV_MAX], n = 0, i;
  for (i = 0; i < g->nsv; i++) {
    const SVar *v = &g->sv[i];
    if (!(mask >> v->sk & 1) || !sv_live(g, v) || (wr && !sv_writable(g, v))) continue;
    if (st >= 0 && (v->sk > SK_ARR || v->st != st)) continue;
    cand[n++] = i;
  }
  return n ? cand[rg_rnd(g, n)] : -1;
}
/* the text of a struct value held by v: s, *p or (*p), a[k]; arrow: the text before a member's name with
 * -> (p->, (a + k)->) when it can be had */
static void sv_value(G *g, const SVar *v, Str *s, int member) {
  switch (v->sk) {
  case SK_PTR:
    if (member && rg_chance(g, 70)) rg_s_printf(s, "%s->", v->name);
    else rg_s_printf(s, member ? "(*%s)." : "*%s", v->name);
    break;
  case SK_ARR: {
    int k = rg_rnd(g, v->dim[0]);
    if (member && rg_chance(g, 20)) rg_s_printf(s, k ? "(%s + %d)->" : "%s->", v->name, k);
    else rg_s_printf(s, member ? "%s[%d]." : "%s[%d]", v->name, k);
    break;
  }
  default: rg_s_printf(s, member ? "%s." : "%s", v->name); break;
  }
}
/* appends a path from a struct of type t to a scalar member: "m", "in.x", "pts[1].y", "name[2]"; want: a
 * type rg_ty_match takes (-1: any); wr: a target (a char array's last byte stays 0).  Returns the member's type
 * or -1 (nothing appended) */
static int st_path(G *g, int t, int want, int wr, Str *s, int depth) {
  const SType *T = &g->st[t];
  int tries;
  for (tries = 0; tries < 6; tries++) {
    const SMem *m = &T->m[rg_rnd(g, T->nm)];
    size_t mark = s->n;
    int ty = -1;
    rg_s_puts(s, m->name);
    switch (m->mk) {
    case MK_SCAL: ty = m->ty; break;
    case MK_CHARS: rg_s_printf(s, "[%d]", rg_rnd(g, wr ? m->len - 1 : m->len)); ty = TY_CHAR; break;
    case MK_SCARR: rg_s_printf(s, "[%d]", rg_rnd(g, m->len)); ty = m->ty; break;
    case MK_SUB: if (depth < 3) { rg_s_puts(s, "."); ty = st_path(g, m->sub, want, wr, s, depth + 1); } break;
    case MK_SUBARR:
      if (depth < 3) { rg_s_printf(s, "[%d].", rg_rnd(g, m->len)); ty = st_path(g, m->sub, want, wr, s, depth + 1); }
      break;
    default: break;
    }
    if (ty >= 0 && (want < 0 || rg_ty_match(want, ty))) return ty;
    s->n = mark;
    s->p[mark] = 0;
  }
  return -1;
}
/* an element of grid v with constant indices, or a union member; want as for st_path */
static int sv_scalar(G *g, const SVar *v, int want, int wr, Str *s) {
  int i, ty;
  if (v->sk == SK_GRID) {
    if (want >= 0 && !rg_ty_match(want, v->ety)) return -1;
    rg_s_puts(s, v->name);
    for (i = 0; i < v->nd; i++) rg_s_printf(s, "[%d]", rg_rnd(g, v->dim[i]));
    return v->ety;
  }
  if (v->sk == SK_UNION) { /* u, i or a byte of b (f is never read: its bits may be a signalling NaN) */
    int k = want < 0 ? rg_rnd(g, 3) : want == TY_UINT ? 0 : want == TY_INT ? 1 + rg_rnd(g, 2) : -1;
    if (k < 0) return -1;
    if (k == 2) rg_s_printf(s, "%s.b[%d]", v->name, rg_rnd(g, 4));
    else rg_s_printf(s, "%s.%s", v->name, k ? "i" : "u");
    return k == 0 ? TY_UINT : k == 1 ? TY_INT : TY_UCHAR;
  }
  sv_value(g, v, s, 1);
  ty = st_path(g, v->st, want, wr, s, 0);
  return ty;
}

/* ---- expressions */
/* a helper's value of type long: sumN(s), walkN(a, n), gsumC(m, rows), rowsum(m[i], C) */
static int st_call_leaf(G *g, Ex *out) {
  int i = sv_pick(g, 1 << SK_VAL | 1 << SK_PTR | 1 << SK_ARR | 1 << SK_GRID, -1, 0);
  const SVar *v;
  Str s = {0};
  if (i < 0) return 0;
  v = &g->sv[i];
  if (v->sk == SK_GRID) {
    int c = v->dim[v->nd - 1], lead = v->nd == 3 ? rg_rnd(g, v->dim[0]) : -1;
    char base[64];
    if (v->ety != TY_INT) return 0;
    if (lead >= 0) snprintf(base, sizeof base, "%s[%d]", v->name, lead);
    else snprintf(base, sizeof base, "%s", v->name);
    if (rg_chance(g, 50)) {
      g->kit |= KIT_GSUM(c);
      *out = rg_ex_text(P_POSTFIX, "%sgrid_sum%d(%s, %d)", pfx(g), c, base, v->dim[v->nd - 2]);
    } else {
      g->kit |= KIT_ROWSUM;
      *out = rg_ex_text(P_POSTFIX, "%srow_sum(%s[%d], %d)", pfx(g), base, rg_rnd(g, v->dim[v->nd - 2]), c);
    }
    g->cost += g->mult * 4 * v->dim[0] * v->dim[1] * (v->nd == 3 ? v->dim[2] : 1);
    return 1;
  }
  if (v->sk == SK_ARR && rg_chance(g, 50)) {
    int k = rg_rnd(g, v->dim[0]);
    st_use(g, v->st, SU_WALK);
    if (k) *out = rg_ex_text(P_POSTFIX, "%swalk_rec%d(%s + %d, %d)", pfx(g), v->st, v->name, k, v->dim[0] - k);
    else *out = rg_ex_text(P_POSTFIX, "%swalk_rec%d(%s, %d)", pfx(g), v->st, v->name, v->dim[0]);
    g->cost += g->mult * 4 * v->dim[0];
    return 1;
  }
  sv_value(g, v, &s, 0);
  st_use(g, v->st, SU_SUM);
  *out = rg_ex_text(P_POSTFIX, "%ssum_rec%d(%s)", pfx(g), v->st, s.p);
  g->cost += g->mult * 60;
  rg_s_free(&s);
  return 1;
}
/* sizeof, offsetof or _Alignof of a struct type, a variable or a member (unsigned long) */
static int st_size_leaf(G *g, Ex *out) {
  int k = rg_rnd(g, 100), t = rg_rnd(g, g->nst), i;
  const SType *T = &g->st[t];
  if (k < 25) {
    rg_use_hdr(g, INC_STDDEF);
    *out = rg_ex_text(P_POSTFIX, "offsetof(%s, %s)", T->spell, T->m[rg_rnd(g, T->nm)].name);
    return 1;
  }
  if (k < 45) { *out = rg_ex_text(P_UNARY, "sizeof(%s)", T->spell); return 1; }
  if (k < 52) { *out = rg_ex_text(P_UNARY, "_Alignof(%s)", T->spell); return 1; }
  if (k < 57 && g->uni) { *out = rg_ex_text(P_UNARY, "sizeof(%s)", g->uspell); return 1; }
  i = sv_pick(g, 1 << SK_VAL | 1 << SK_ARR | 1 << SK_GRID | 1 << SK_PTR, -1, 0);
  if (i < 0) return 0;
  {
    const SVar *v = &g->sv[i];
    if (v->sk == SK_ARR && rg_chance(g, 50)) *out = rg_ex_text(P_MUL, "sizeof %s / sizeof %s[0]", v->name, v->name);
    else if (v->sk == SK_GRID) *out = rg_ex_text(P_UNARY, rg_chance(g, 50) ? "sizeof %s" : "sizeof %s[0]", v->name);
    else if (v->sk == SK_PTR) *out = rg_ex_text(P_UNARY, "sizeof *%s", v->name);
    else *out = rg_ex_text(P_UNARY, "sizeof %s", v->name);
  }
  return 1;
}
/* a leaf of type ty from the variables of this section, or 0 */
static int rg_st_leaf(G *g, int ty, Ex *out) {
  int k = rg_rnd(g, 100), i, mt;
  Str s = {0};
  if (ty == TY_ULONG && k < 30) return st_size_leaf(g, out);
  if (ty == TY_LONG && k < 35) return st_call_leaf(g, out);
  i = sv_pick(g, 0x1F, -1, 0);
  if (i < 0) return 0;
  mt = sv_scalar(g, &g->sv[i], ty, 0, &s);
  if (mt < 0) { rg_s_free(&s); return 0; }
  *out = rg_ex_text(P_POSTFIX, "%s", s.p);
  rg_s_free(&s);
  return 1;
}

/* ---- initialisers */
/* e as an operand of precedence minp: parenthesised when it binds less tightly */
static Ex st_wrap(G *g, Ex e, int minp) {
  Ex r = rg_ex_new(P_PRIMARY);
  rg_put_ex(g, &r.s, &e, minp);
  rg_s_free(&e.s);
  return r;
}
static Ex st_expr(G *g, int ty, int d, int minp) { return st_wrap(g, rg_expr(g, ty, d), minp); }
static Ex st_expr_conv(G *g, int ty, int d, int minp) { return st_wrap(g, rg_expr_conv(g, ty, d), minp); }
static void st_init(G *g, int t, int glob, Str *s, int depth);
static void st_scal_init(G *g, int ty, int glob, Str *s) {
  Ex e = glob ? rg_lit(g, ty) : st_expr_conv(g, ty, 2, P_ASSIGN);
  rg_s_puts(s, e.s.p);
  rg_s_free(&e.s);
}
/* the initialiser of a char array member: at most n characters */
static void st_chars_init(G *g, int n, Str *s) {
  int len = rg_rnd(g, n + 1), i;
  /* a list of characters: a string literal for a char array member ({1, "ab"}, {.name = "ab"}) is excluded
   * until gnc batch compiles it in a program that also says `unsigned` anywhere ("internal error: the
   * compiled module does not verify: static object %d out of range"; gnc run is right) */
  rg_s_puts(s, "{");
  for (i = 0; i < len; i++)
    rg_s_printf(s, "%s'%c'", i ? ", " : "", "abcdefghijklmnopqrstuvwxyz0123456789 _"[rg_rnd(g, 38)]);
  rg_s_puts(s, len ? "}" : "0}");
}
/* the initialiser of member m; flat: positional, so a struct of scalars may lose its braces */
static void st_init_mem(G *g, const SMem *m, int glob, Str *s, int depth, int flat) {
  int i, n;
  switch (m->mk) {
  case MK_SCAL: st_scal_init(g, m->ty, glob, s); break;
  case MK_CHARS: st_chars_init(g, m->len - 1, s); break;
  case MK_LABEL:
    if (rg_chance(g, 20)) { rg_use_hdr(g, INC_STDLIB); rg_s_puts(s, rg_chance(g, 50) ? "NULL" : "0"); }
    else {
      static const char *w[] = {"\"north\"", "\"\"", "\"a\"", "\"label\"", "\"x y\""};
      rg_s_puts(s, w[rg_rnd(g, 5)]);
    }
    break;
  case MK_SUB: {
    const SType *T = &g->st[m->sub];
    int scal = 1;
    for (i = 0; i < T->nm; i++) scal &= T->m[i].mk == MK_SCAL;
    if (flat && scal && rg_chance(g, 25)) { /* brace elision: all its members, without braces */
      for (i = 0; i < T->nm; i++) { if (i) rg_s_puts(s, ", "); st_scal_init(g, T->m[i].ty, glob, s); }
    } else {
      st_init(g, m->sub, glob, s, depth + 1);
    }
    break;
  }
  case MK_SUBARR:
    if (rg_chance(g, 25)) {
      rg_s_printf(s, "{[%d] = ", i = rg_rnd(g, m->len));
      st_init(g, m->sub, glob, s, depth + 1);
      rg_s_puts(s, "}");
      break;
    }
    n = 1 + rg_rnd(g, m->len);
    rg_s_puts(s, "{");
    for (i = 0; i < n; i++) { if (i) rg_s_puts(s, ", "); st_init(g, m->sub, glob, s, depth + 1); }
    rg_s_puts(s, "}");
    break;
  default:
    if (rg_chance(g, 20)) {
      rg_s_printf(s, "{[%d] = ", rg_rnd(g, m->len));
      st_scal_init(g, m->ty, glob, s);
      rg_s_puts(s, "}");
      break;
    }
    n = 1 + rg_rnd(g, m->len);
    rg_s_puts(s, "{");
    for (i = 0; i < n; i++) { if (i) rg_s_puts(s, ", "); st_scal_init(g, m->ty, glob, s); }
    rg_s_puts(s, "}");
    break;
  }
}
/* an initialiser list of struct type t: {0}, positional (all or the first members) or designated */
static void st_init(G *g, int t, int glob, Str *s, int depth) {
  const SType *T = &g->st[t];
  int k = rg_rnd(g, 100), i, n;
  if (k < 8 || depth > 3) { rg_s_puts(s, "{0}"); return; }
  if (k < 35) {
    int o[ST_MEMS], j;
    for (i = 0; i < T->nm; i++) o[i] = i;
    for (i = T->nm - 1; i > 0; i--) { j = rg_rnd(g, i + 1); n = o[i]; o[i] = o[j]; o[j] = n; }
    n = 1 + rg_rnd(g, T->nm);
    rg_s_puts(s, "{");
    for (i = 0; i < n; i++) {
      rg_s_printf(s, "%s.%s = ", i ? ", " : "", T->m[o[i]].name);
      st_init_mem(g, &T->m[o[i]], glob, s, depth, 0);
    }
    rg_s_puts(s, "}");
    return;
  }
  n = k < 70 ? T->nm : 1 + rg_rnd(g, T->nm);
  rg_s_puts(s, "{");
  for (i = 0; i < n; i++) {
    if (i) rg_s_puts(s, ", ");
    st_init_mem(g, &T->m[i], glob, s, depth, 1);
  }
  rg_s_puts(s, rg_chance(g, 10) ? ",}" : "}");
}
/* an initialiser of a grid of element type ety and nd dimensions from dims */
static void grid_init(G *g, int ety, int nd, const uint8_t *dims, int glob, Str *s, int top) {
  int i, n, k = rg_rnd(g, 100);
  if (top && k < 10) { rg_s_puts(s, "{0}"); return; }
  if (nd == 1) {
    n = 1 + rg_rnd(g, dims[0]);
    rg_s_puts(s, "{");
    for (i = 0; i < n; i++) { if (i) rg_s_puts(s, ", "); st_scal_init(g, ety, glob, s); }
    rg_s_puts(s, "}");
    return;
  }
  if (top && k < 20 && nd == 2) { /* brace elision: the elements in row order */
    n = 1 + rg_rnd(g, dims[0] * dims[1]);
    rg_s_puts(s, "{");
    for (i = 0; i < n; i++) { if (i) rg_s_puts(s, ", "); st_scal_init(g, ety, glob, s); }
    rg_s_puts(s, "}");
    return;
  }
  if (k < 35) { /* a designated row */
    rg_s_printf(s, "{[%d] = ", rg_rnd(g, dims[0]));
    grid_init(g, ety, nd - 1, dims + 1, glob, s, 0);
    rg_s_puts(s, "}");
    return;
  }
  n = 1 + rg_rnd(g, dims[0]);
  rg_s_puts(s, "{");
  for (i = 0; i < n; i++) { if (i) rg_s_puts(s, ", "); grid_init(g, ety, nd - 1, dims + 1, glob, s, 0); }
  rg_s_puts(s, "}");
}

/* ---- statements */
/* `x op= (e);` for a scalar in sight (e: text of a long, unsigned long or int expression), or print it */
static void st_fold(G *g, const char *e) {
  static const char *ops[] = {"+=", "^=", "-=", "="};
  int vi;
  rg_fe_begin(g, 1);
  vi = rg_pick_var(g, rg_chance(g, 60) ? TY_LONG : rg_chance(g, 50) ? TY_INT : TY_ULONG, M_STMT);
  if (vi >= 0) rg_line(g, "%s %s (%s);", g->v[vi].name, ops[rg_rnd(g, 4)], e);
  else if (g->mult <= 8) {
    rg_use_hdr(g, INC_STDIO);
    g->fn[g->cur].prints = 1;
    rg_line(g, "printf(\"%%ld\\n\", (long)(%s));", e);
  }
}
/* T s = initialiser; */
static int st_decl_val(G *g) {
  static const char *base[] = {"rec", "pt", "item", "cell", "obj"};
  int t = rg_rnd(g, g->nst), k = rg_rnd(g, 100), cst = rg_chance(g, 8), o;
  char name[40];
  Str s = {0};
  SVar *v;
  rg_fe_begin(g, 0);
  if (k < 60) st_init(g, t, 0, &s, 0);
  else if (k < 75) {
    Ex e = st_expr(g, TY_LONG, 2, P_ASSIGN);
    st_use(g, t, SU_MK);
    rg_s_printf(&s, "%smk_rec%d(%s)", pfx(g), t, e.s.p);
    rg_s_free(&e.s);
    g->cost += g->mult * 40;
  } else if (k < 88 && (o = sv_pick(g, 1 << SK_VAL | 1 << SK_PTR | 1 << SK_ARR, t, 0)) >= 0) {
    sv_value(g, &g->sv[o], &s, 0);
  } else { /* declared bare, then assigned whole */
    Ex e = st_expr(g, TY_LONG, 2, P_ASSIGN);
    sv_name(g, name, base[rg_rnd(g, 5)]);
    st_use(g, t, SU_MK);
    rg_line(g, "%s %s;", g->st[t].spell, name);
    rg_line(g, "%s = %smk_rec%d(%s);", name, pfx(g), t, e.s.p);
    rg_s_free(&e.s);
    g->cost += g->mult * 40;
    sv_add(g, name, SK_VAL, t);
    return 1;
  }
  sv_name(g, name, base[rg_rnd(g, 5)]);
  rg_line(g, "%s%s %s = %s;", cst ? "const " : "", g->st[t].spell, name, s.p);
  rg_s_free(&s);
  g->cost += g->mult * 10;
  if ((v = sv_add(g, name, SK_VAL, t)) != NULL) v->ro = (uint8_t)cst;
  return 1;
}
/* T a[N] = {...}; or T a[] = {... N of them} */
static int st_decl_arr(G *g) {
  static const char *base[] = {"items", "recs", "table", "row"};
  int t = rg_rnd(g, g->nst), n = 2 + rg_rnd(g, 4), k = rg_rnd(g, 100), i;
  char name[40];
  Str s = {0};
  SVar *v;
  rg_fe_begin(g, 0);
  sv_name(g, name, base[rg_rnd(g, 4)]);
  if (k < 20) rg_s_puts(&s, "{0}");
  else if (k < 35) {
    rg_s_printf(&s, "{[%d] = ", rg_rnd(g, n));
    st_init(g, t, 0, &s, 1);
    rg_s_puts(&s, "}");
  } else {
    int m = k < 55 ? n : 1 + rg_rnd(g, n);
    rg_s_puts(&s, "{");
    for (i = 0; i < m; i++) { if (i) rg_s_puts(&s, ", "); st_init(g, t, 0, &s, 1); }
    rg_s_puts(&s, "}");
    if (m == n && rg_chance(g, 50)) { rg_line(g, "%s %s[] = %s;", g->st[t].spell, name, s.p); goto done; }
  }
  rg_line(g, "%s %s[%d] = %s;", g->st[t].spell, name, n, s.p);
done:
  rg_s_free(&s);
  g->cost += g->mult * 10 * n;
  if ((v = sv_add(g, name, SK_ARR, t)) != NULL) v->dim[0] = (uint8_t)n;
  return 1;
}
/* T *p = &s; (or an element of an array, or a global) */
static int st_decl_ptr(G *g) {
  int i = sv_pick(g, 1 << SK_VAL | 1 << SK_ARR, -1, 0), ro;
  const SVar *tv;
  char name[40];
  SVar *v;
  if (i < 0) return 0;
  tv = &g->sv[i];
  ro = !sv_writable(g, tv);
  sv_name(g, name, rg_chance(g, 50) ? "ps" : "cur");
  if (tv->sk == SK_ARR) {
    int k = rg_rnd(g, tv->dim[0]);
    if (k == 0 && rg_chance(g, 50))
      rg_line(g, "%s%s *%s = %s;", ro ? "const " : "", g->st[tv->st].spell, name, tv->name);
    else if (rg_chance(g, 50))
      rg_line(g, "%s%s *%s = &%s[%d];", ro ? "const " : "", g->st[tv->st].spell, name, tv->name, k);
    else rg_line(g, "%s%s *%s = %s + %d;", ro ? "const " : "", g->st[tv->st].spell, name, tv->name, k);
  } else {
    rg_line(g, "%s%s *%s = &%s;", ro ? "const " : "", g->st[tv->st].spell, name, tv->name);
  }
  if ((v = sv_add(g, name, SK_PTR, tv->st)) != NULL) v->ro = (uint8_t)ro;
  return 1;
}
/* T m[R][C] = {...}; or T c[A][B][C] */
static int st_decl_grid(G *g) {
  static const uint8_t ET[] = {TY_INT, TY_INT, TY_INT, TY_LONG, TY_SHORT, TY_DOUBLE, TY_UCHAR};
  int ety = ET[rg_rnd(g, 7)], nd = rg_chance(g, 25) ? 3 : 2, i;
  uint8_t dims[3];
  char name[40];
  Str s = {0};
  SVar *v;
  for (i = 0; i < nd; i++) dims[i] = (uint8_t)(2 + rg_rnd(g, i == nd - 1 ? 4 : 3));
  rg_fe_begin(g, 0);
  sv_name(g, name, nd == 3 ? "cube" : rg_chance(g, 50) ? "grid" : "mat");
  grid_init(g, ety, nd, dims, 0, &s, 1);
  if (nd == 2) rg_line(g, "%s %s[%d][%d] = %s;", gen_type_name(ety), name, dims[0], dims[1], s.p);
  else rg_line(g, "%s %s[%d][%d][%d] = %s;", gen_type_name(ety), name, dims[0], dims[1], dims[2], s.p);
  rg_s_free(&s);
  g->cost += g->mult * 4 * dims[0] * dims[1] * (nd == 3 ? dims[2] : 1);
  if ((v = sv_add(g, name, SK_GRID, -1)) != NULL) {
    v->ety = (uint8_t)ety; v->nd = (uint8_t)nd; memcpy(v->dim, dims, 3);
  }
  return 1;
}
/* union U w = {x}; or union U w; w.u = x; */
static int st_decl_union(G *g) {
  char name[40];
  Ex e;
  if (!g->uni) return 0;
  rg_fe_begin(g, 0);
  sv_name(g, name, rg_chance(g, 50) ? "word" : "pun");
  if (rg_chance(g, 50)) {
    e = st_expr_conv(g, TY_UINT, 2, P_ASSIGN);
    rg_line(g, "%s %s = {%s};", g->uspell, name, e.s.p);
  } else {
    int k = rg_rnd(g, 3);
    e = st_expr_conv(g, k == 0 ? TY_UINT : k == 1 ? TY_INT : TY_FLOAT, 2, P_ASSIGN);
    rg_line(g, "%s %s;", g->uspell, name);
    rg_line(g, "%s.%s = %s;", name, k == 0 ? "u" : k == 1 ? "i" : "f", e.s.p);
  }
  rg_s_free(&e.s);
  sv_add(g, name, SK_UNION, -1);
  return 1;
}
/* a member, element or union member op= value (or ++/--) */
static int st_massign(G *g) {
  int i = sv_pick(g, 0x1F, -1, 1), mt;
  Str s = {0};
  Ex e;
  if (i < 0) return 0;
  rg_fe_begin(g, 1);
  if (g->sv[i].sk == SK_UNION && rg_chance(g, 30)) { /* a float through the union: its bits are then read */
    e = st_expr(g, TY_FLOAT, g->cfg.depth - 1, P_ASSIGN);
    rg_line(g, "%s.f = %s;", g->sv[i].name, e.s.p);
    rg_s_free(&e.s);
    return 1;
  }
  mt = sv_scalar(g, &g->sv[i], -1, 1, &s);
  if (mt < 0) { rg_s_free(&s); return 0; }
  e = rg_ex_text(P_POSTFIX, "%s", s.p);
  rg_s_free(&s);
  e = !rg_is_flt(mt) && rg_chance(g, 15) ? rg_incdec(g, e) : rg_assign_to_c(g, e, mt, g->cfg.depth - 1);
  rg_line(g, "%s;", e.s.p);
  rg_s_free(&e.s);
  return 1;
}
/* struct assignment: s = t, *p = s, a[k] = mk(x), s.in = t.in, and snprintf/strcpy into a char member */
static int st_sassign(G *g) {
  int d = sv_pick(g, 1 << SK_VAL | 1 << SK_PTR | 1 << SK_ARR, -1, 1), t, j, o;
  const SMem *m = NULL;
  Str l = {0}, r = {0};
  if (d < 0) return 0;
  t = g->sv[d].st;
  rg_fe_begin(g, 1);
  j = rg_rnd(g, g->st[t].nm);
  if (rg_chance(g, 35)) m = &g->st[t].m[j];
  if (m && m->mk == MK_CHARS) { /* a string into a char array member: always terminated */
    Ex e = st_expr(g, TY_INT, 2, P_ASSIGN);
    rg_use_hdr(g, INC_STDIO);
    sv_value(g, &g->sv[d], &l, 1);
    rg_s_puts(&l, m->name);
    if (rg_chance(g, 50)) rg_line(g, "snprintf(%s, sizeof %s, \"%%d\", %s);", l.p, l.p, e.s.p);
    else rg_line(g, "snprintf(%s, %d, \"%%s%%d\", \"k\", %s);", l.p, m->len, e.s.p);
    rg_s_free(&e.s); rg_s_free(&l);
    g->cost += g->mult * 30;
    return 1;
  }
  if (m && m->mk == MK_LABEL) {
    sv_value(g, &g->sv[d], &l, 1);
    rg_line(g, "%s%s = %s;", l.p, m->name, rg_chance(g, 50) ? "\"set\"" : "\"other label\"");
    rg_s_free(&l);
    return 1;
  }
  if (m && (m->mk == MK_SUB || m->mk == MK_SUBARR)) { /* a nested struct assigned whole */
    sv_value(g, &g->sv[d], &l, 1);
    rg_s_puts(&l, m->name);
    if (m->mk == MK_SUBARR) rg_s_printf(&l, "[%d]", rg_rnd(g, m->len));
    t = m->sub;
  } else {
    sv_value(g, &g->sv[d], &l, 0);
  }
  o = sv_pick(g, 1 << SK_VAL | 1 << SK_PTR | 1 << SK_ARR, t, 0);
  if (o >= 0 && rg_chance(g, 60)) sv_value(g, &g->sv[o], &r, 0);
  else {
    Ex e = st_expr(g, TY_LONG, 2, P_ASSIGN);
    st_use(g, t, SU_MK);
    rg_s_printf(&r, "%smk_rec%d(%s)", pfx(g), t, e.s.p);
    rg_s_free(&e.s);
    g->cost += g->mult * 40;
  }
  rg_line(g, "%s = %s;", l.p, r.p);
  rg_s_free(&l); rg_s_free(&r);
  return 1;
}
/* bumpN(&s, x): a struct changed through a pointer */
static int st_bump(G *g) {
  int d = sv_pick(g, 1 << SK_VAL | 1 << SK_PTR | 1 << SK_ARR, -1, 1), t;
  const SVar *v;
  Ex e;
  Str a = {0};
  if (d < 0) return 0;
  v = &g->sv[d];
  t = v->st;
  rg_fe_begin(g, 1);
  if (v->sk == SK_PTR) rg_s_puts(&a, v->name);
  else if (v->sk == SK_ARR) {
    int k = rg_rnd(g, v->dim[0]);
    rg_s_printf(&a, rg_chance(g, 50) ? "&%s[%d]" : "%s + %d", v->name, k);
  } else rg_s_printf(&a, "&%s", v->name);
  e = st_expr(g, TY_LONG, g->cfg.depth - 1, P_ASSIGN);
  st_use(g, t, SU_BUMP);
  rg_line(g, "%sbump_rec%d(%s, %s);", pfx(g), t, a.p, e.s.p);
  rg_s_free(&a); rg_s_free(&e.s);
  g->cost += g->mult * 40;
  return 1;
}
/* printf of members: integers, floating values, char array members and labels */
static int st_print(G *g) {
  int n = 1 + rg_rnd(g, 3), i;
  Str f = {0}, a = {0};
  if (g->mult > 8) return 0;
  for (i = 0; i < n; i++) {
    int d = sv_pick(g, 0x1F, -1, 0), ty;
    Str s = {0};
    if (d < 0) break;
    if (g->sv[d].sk <= SK_ARR && rg_chance(g, 30)) { /* a char array or label member */
      const SType *T = &g->st[g->sv[d].st];
      const SMem *m = &T->m[rg_rnd(g, T->nm)];
      if (m->mk == MK_CHARS || m->mk == MK_LABEL) {
        sv_value(g, &g->sv[d], &s, 1);
        rg_s_puts(&s, m->name);
        rg_s_printf(&f, "%s%%s", i ? " " : "");
        if (m->mk == MK_CHARS) rg_s_printf(&a, ", %s", s.p);
        else rg_s_printf(&a, ", %s ? %s : \"(none)\"", s.p, s.p);
        rg_s_free(&s);
        continue;
      }
    }
    ty = sv_scalar(g, &g->sv[d], -1, 0, &s);
    if (ty < 0) { rg_s_free(&s); continue; }
    rg_s_printf(&f, "%s%s=%s", i ? " " : "", rg_chance(g, 50) ? "m" : "v",
                rg_is_flt(ty) ? (rg_chance(g, 50) ? "%g" : "%.9g") : ty == TY_UINT ? "%u" : ty == TY_LONG ? "%ld"
                : ty == TY_ULONG ? "%lu" : "%d");
    rg_s_printf(&a, ", %s", s.p);
    rg_s_free(&s);
  }
  if (!f.p) { rg_s_free(&a); return 0; }
  rg_use_hdr(g, INC_STDIO);
  g->fn[g->cur].prints = 1;
  rg_line(g, "printf(\"%s\\n\"%s);", f.p, a.p ? a.p : "");
  rg_s_free(&f); rg_s_free(&a);
  g->cost += g->mult * 40;
  return 1;
}
/* for (T *q = a; q < a + n; q++) over an array of structs: a fold, or a member changed */
static int st_walk_loop(G *g) {
  int i = sv_pick(g, 1 << SK_ARR, -1, 0), mt, n, wr, vi;
  const SVar *v;
  char q[24];
  Str p = {0};
  Ex e;
  int64_t smult = g->mult;
  if (i < 0) return 0;
  v = &g->sv[i];
  n = v->dim[0];
  wr = sv_writable(g, v) && rg_chance(g, 50);
  rg_pname(g, q, 0);
  rg_s_printf(&p, "%s->", q);
  mt = st_path(g, v->st, -1, wr, &p, 0);
  if (mt < 0) { rg_s_free(&p); return 0; }
  rg_fe_begin(g, 0);
  g->mult *= n;
  if (wr) {
    e = rg_ex_text(P_POSTFIX, "%s", p.p);
    e = rg_assign_to_c(g, e, mt, 2);
  } else {
    vi = rg_pick_var(g, rg_is_flt(mt) ? TY_DOUBLE : rg_chance(g, 50) ? TY_LONG : TY_INT, M_STMT);
    if (vi < 0) { g->mult = smult; rg_s_free(&p); return 0; }
    if (rg_is_flt(mt) || !rg_chance(g, 30)) e = rg_ex_text(P_ASSIGN, "%s += %s", g->v[vi].name, p.p);
    else e = rg_ex_text(P_ASSIGN, "%s ^= %s", g->v[vi].name, p.p);
  }
  g->mult = smult;
  switch (rg_rnd(g, 3)) {
  case 0: rg_line(g, "for (%s%s *%s = %s; %s < %s + %d; %s++) %s;", wr ? "" : "const ", g->st[v->st].spell, q,
                  v->name, q, v->name, n, q, e.s.p); break;
  case 1: rg_line(g, "for (%s *%s = &%s[0]; %s != %s + %d; ++%s) {", g->st[v->st].spell, q, v->name, q, v->name, n, q);
          rg_line(g, "  %s;", e.s.p);
          rg_line(g, "}");
          break;
  default: rg_line(g, "for (%s *%s = %s + %d; %s != %s;) {", g->st[v->st].spell, q, v->name, n, q, v->name);
           rg_line(g, "  --%s;", q);
           rg_line(g, "  %s;", e.s.p);
           rg_line(g, "}");
           break;
  }
  rg_s_free(&p); rg_s_free(&e.s);
  g->cost += g->mult * 8 * n;
  return 1;
}
/* a braced block: n structs in a malloc'd (or calloc'd) array, filled, changed, folded, freed; or one */
static int st_malloc_blk(G *g) {
  int t = rg_rnd(g, g->nst), n = 1 + rg_rnd(g, 5), cal = rg_chance(g, 30), k;
  char p[24], c[24];
  Ex e;
  int64_t smult = g->mult;
  const char *sp = g->st[t].spell;
  if (!rg_room(g, 200 * n)) return 0;
  rg_pname(g, p, 0);
  rg_use_hdr(g, INC_STDLIB);
  rg_line(g, "{");
  g->ind++;
  if (n == 1 && rg_chance(g, 50)) { /* one struct */
    int o = sv_pick(g, 1 << SK_VAL | 1 << SK_PTR | 1 << SK_ARR, t, 0);
    Str s = {0};
    rg_line(g, "%s *%s = malloc(sizeof *%s);", sp, p, p);
    if (o >= 0) { sv_value(g, &g->sv[o], &s, 0); rg_line(g, "*%s = %s;", p, s.p); rg_s_free(&s); }
    else {
      rg_fe_begin(g, 0);
      e = st_expr(g, TY_LONG, 2, P_ASSIGN);
      st_use(g, t, SU_MK);
      rg_line(g, "*%s = %smk_rec%d(%s);", p, pfx(g), t, e.s.p);
      rg_s_free(&e.s);
    }
  } else {
    if (cal) rg_line(g, "%s *%s = calloc(%d, sizeof(%s));", sp, p, n, sp);
    else if (rg_chance(g, 50)) rg_line(g, "%s *%s = malloc(%d * sizeof *%s);", sp, p, n, p);
    else rg_line(g, "%s *%s = (%s *)malloc(sizeof(%s) * %d);", sp, p, sp, sp, n);
    if (!cal || rg_chance(g, 50)) { /* every element set (malloc leaves them undefined) */
      rg_pname(g, c, 1);
      rg_fe_begin(g, 0);
      g->mult *= n;
      e = st_expr(g, TY_LONG, 2, P_MUL);
      g->mult = smult;
      st_use(g, t, SU_MK);
      rg_line(g, "for (int %s = 0; %s < %d; %s++) %s[%s] = %smk_rec%d(%s + %s);", c, c, n, c, p, c, pfx(g), t, c,
              e.s.p);
      rg_s_free(&e.s);
    }
  }
  k = rg_rnd(g, n);
  if (rg_chance(g, 60)) { /* a member through the pointer */
    Str s = {0};
    int mt;
    if (k == 0 && rg_chance(g, 50)) rg_s_printf(&s, "%s->", p);
    else rg_s_printf(&s, rg_chance(g, 50) ? "%s[%d]." : "(%s + %d)->", p, k);
    mt = st_path(g, t, -1, 1, &s, 0);
    if (mt >= 0) {
      rg_fe_begin(g, 0);
      e = rg_assign_to_c(g, rg_ex_text(P_POSTFIX, "%s", s.p), mt, 2);
      rg_line(g, "%s;", e.s.p);
      rg_s_free(&e.s);
    }
    rg_s_free(&s);
  }
  if (rg_chance(g, 30)) {
    rg_fe_begin(g, 0);
    e = st_expr(g, TY_LONG, 2, P_ASSIGN);
    st_use(g, t, SU_BUMP);
    rg_line(g, "%sbump_rec%d(%s + %d, %s);", pfx(g), t, p, k, e.s.p);
    rg_s_free(&e.s);
  }
  {
    char f[160];
    if (rg_chance(g, 50)) { st_use(g, t, SU_WALK); snprintf(f, sizeof f, "%swalk_rec%d(%s, %d)", pfx(g), t, p, n); }
    else { st_use(g, t, SU_SUM); snprintf(f, sizeof f, "%ssum_rec%d(%s[%d])", pfx(g), t, p, k); }
    st_fold(g, f);
  }
  rg_line(g, "free(%s);", p);
  g->ind--;
  rg_line(g, "}");
  g->cost += g->mult * 150 * n;
  return 1;
}
/* a braced block: a list built with malloc'd nodes, walked, maybe reversed, summed and freed */
static int st_list_blk(G *g) {
  char h[24], c[24], q[24], f[96];
  int n = 1 + rg_rnd(g, 6);
  Ex e;
  int64_t smult = g->mult;
  if (!g->node || !rg_room(g, 120 * n)) return 0;
  rg_pname(g, h, 0);
  rg_pname(g, c, 1);
  rg_use_hdr(g, INC_STDLIB);
  rg_line(g, "{");
  g->ind++;
  rg_line(g, "struct %snode *%s = NULL;", pfx(g), h);
  rg_fe_begin(g, 0);
  g->mult *= n;
  e = st_expr(g, TY_INT, 2, P_MUL);
  g->mult = smult;
  g->kit |= KIT_PUSH | KIT_LSUM;
  rg_line(g, "for (int %s = 0; %s < %d; %s++) %s = %slist_push(%s, %s + %s);", c, c, n, c, h, pfx(g), h, c, e.s.p);
  rg_s_free(&e.s);
  if (rg_chance(g, 50)) {
    rg_pname(g, q, 0);
    rg_line(g, "for (struct %snode *%s = %s; %s != NULL; %s = %s->next) %s->val = %s->val * 3 + 1;", pfx(g), q, h,
            q, q, q, q, q);
  }
  if (rg_chance(g, 40)) { g->kit |= KIT_LREV; rg_line(g, "%s = %slist_rev(%s);", h, pfx(g), h); }
  snprintf(f, sizeof f, "%slist_sum(%s)", pfx(g), h);
  st_fold(g, f);
  if (rg_chance(g, 50)) { g->kit |= KIT_LFREE; rg_line(g, "%slist_free(%s);", pfx(g), h); }
  else {
    rg_pname(g, q, 0);
    rg_line(g, "while (%s != NULL) {", h);
    rg_line(g, "  struct %snode *%s = %s->next;", pfx(g), q, h);
    rg_line(g, "  free(%s);", h);
    rg_line(g, "  %s = %s;", h, q);
    rg_line(g, "}");
  }
  g->ind--;
  rg_line(g, "}");
  g->cost += g->mult * 100 * n;
  return 1;
}
/* a braced block: an array of structs with unique keys (member 0) sorted by qsort, then folded */
static int st_qsort_blk(G *g) {
  int t = rg_rnd(g, g->nst), n = 2 + rg_rnd(g, 4), i, kt = g->st[t].m[0].ty, desc = rg_chance(g, 40);
  char a[24], c[24], f[160];
  const char *key = g->st[t].m[0].name;
  Str s = {0};
  Ex e;
  int64_t smult = g->mult;
  if (!rg_room(g, 150 * n)) return 0;
  rg_pname(g, a, 0);
  rg_pname(g, c, 1);
  rg_use_hdr(g, INC_STDLIB);
  rg_line(g, "{");
  g->ind++;
  rg_fe_begin(g, 0);
  rg_s_puts(&s, "{");
  for (i = 0; i < n; i++) { if (i) rg_s_puts(&s, ", "); st_init(g, t, 0, &s, 1); }
  rg_s_puts(&s, "}");
  rg_line(g, "%s %s[%d] = %s;", g->st[t].spell, a, n, s.p);
  rg_s_free(&s);
  rg_fe_begin(g, 0);
  g->mult *= n;
  e = st_expr(g, kt, 2, P_ASSIGN);
  g->mult = smult;
  /* distinct keys: the low four bits are the index */
  rg_line(g, "for (int %s = 0; %s < %d; %s++) %s[%s].%s = (%s)(%s) * 16%s + %s;", c, c, n, c, a, c, key,
          gen_type_name(kt), e.s.p, rg_is_uns(kt) ? "u" : "", c);
  rg_s_free(&e.s);
  st_use(g, t, desc ? SU_CMPD : SU_CMP);
  rg_line(g, "qsort(%s, %d, sizeof %s[0], %s%s_rec%d);", a, n, a, pfx(g), desc ? "cmpd" : "cmp", t);
  if (rg_chance(g, 50)) { st_use(g, t, SU_WALK); snprintf(f, sizeof f, "%swalk_rec%d(%s, %d)", pfx(g), t, a, n); }
  else snprintf(f, sizeof f, "(long)%s[0].%s * 3 + (long)%s[%d].%s", a, key, a, n - 1, key);
  st_fold(g, f);
  g->ind--;
  rg_line(g, "}");
  g->cost += g->mult * 200 * n;
  return 1;
}
/* loops over a grid: fill or fold every element; or gfillC(m, rows, x) */
static int st_grid_loop(G *g) {
  int i = sv_pick(g, 1 << SK_GRID, -1, 0), wr, vi, j, cells;
  const SVar *v;
  char c[3][24], idx[80] = "";
  Ex e;
  int64_t smult = g->mult;
  if (i < 0) return 0;
  v = &g->sv[i];
  cells = v->dim[0] * v->dim[1] * (v->nd == 3 ? v->dim[2] : 1);
  if (!rg_room(g, 20 * cells)) return 0;
  wr = sv_writable(g, v) && rg_chance(g, 50);
  if (wr && v->ety == TY_INT && rg_chance(g, 40)) { /* the helper, on the grid or on a plane of a cube */
    int cc = v->dim[v->nd - 1];
    rg_fe_begin(g, 0);
    e = st_expr(g, TY_LONG, 2, P_ASSIGN);
    g->kit |= KIT_GFILL(cc);
    if (v->nd == 2) rg_line(g, "%sgrid_fill%d(%s, %d, %s);", pfx(g), cc, v->name, v->dim[0], e.s.p);
    else rg_line(g, "%sgrid_fill%d(%s[%d], %d, %s);", pfx(g), cc, v->name, rg_rnd(g, v->dim[0]), v->dim[1], e.s.p);
    rg_s_free(&e.s);
    g->cost += g->mult * 6 * cells;
    return 1;
  }
  for (j = 0; j < v->nd; j++) {
    rg_pname(g, c[j], 1);
    snprintf(idx + strlen(idx), sizeof idx - strlen(idx), "[%s]", c[j]);
  }
  rg_fe_begin(g, 0);
  g->mult *= cells;
  if (wr) {
    Ex x = st_expr_conv(g, v->ety, 2, P_MUL);
    if (rg_is_flt(v->ety)) e = rg_ex_text(P_ASSIGN, "%s%s = %s + %s", v->name, idx, x.s.p, c[0]);
    else e = rg_ex_text(P_ASSIGN, "%s%s = (%s)(%s * %d + %s - %s)", v->name, idx, gen_type_name(v->ety), c[0],
                        3 + rg_rnd(g, 5), c[v->nd - 1], x.s.p);
    rg_s_free(&x.s);
  } else {
    vi = rg_pick_var(g, rg_is_flt(v->ety) ? TY_DOUBLE : rg_chance(g, 50) ? TY_LONG : TY_INT, M_STMT);
    if (vi < 0) { g->mult = smult; return 0; }
    if (rg_is_flt(v->ety)) e = rg_ex_text(P_ASSIGN, "%s += %s%s", g->v[vi].name, v->name, idx);
    else e = rg_ex_text(P_ASSIGN, "%s = %s * 3 + %s%s * (%s + 1)", g->v[vi].name, g->v[vi].name, v->name, idx, c[0]);
  }
  g->mult = smult;
  for (j = 0; j < v->nd; j++)
    rg_line(g, "%*sfor (int %s = 0; %s < %d; %s++)", 2 * j, "", c[j], c[j], v->dim[j], c[j]);
  rg_line(g, "%*s%s;", 2 * v->nd, "", e.s.p);
  rg_s_free(&e.s);
  g->cost += g->mult * 10 * cells;
  return 1;
}
/* the globals: structs and int grids with constant initialisers */
static void rg_st_globals(G *g) {
  int n = rg_rnd(g, 3), i;
  Str *s = &g->gdefs;
  for (i = 0; i < n && g->nsv < 4; i++) {
    char name[40];
    SVar *v = &g->sv[g->nsv];
    memset(v, 0, sizeof *v);
    v->vi = -1;
    if (rg_chance(g, 60)) {
      int t = rg_rnd(g, g->nst), cst = rg_chance(g, 25);
      snprintf(name, sizeof name, "%sg_rec%d", pfx(g), i);
      rg_s_printf(s, "%s%s%s %s = ", rg_chance(g, 30) ? "static " : "", cst ? "const " : "", g->st[t].spell, name);
      st_init(g, t, 1, s, 0);
      rg_s_puts(s, ";\n");
      v->sk = SK_VAL;
      v->st = (int8_t)t;
      v->ro = (uint8_t)cst;
    } else {
      v->sk = SK_GRID;
      v->ety = TY_INT;
      v->nd = 2;
      v->dim[0] = (uint8_t)(2 + rg_rnd(g, 3));
      v->dim[1] = (uint8_t)(2 + rg_rnd(g, 4));
      snprintf(name, sizeof name, "%sg_grid%d", pfx(g), i);
      rg_s_printf(s, "int %s[%d][%d] = ", name, v->dim[0], v->dim[1]);
      grid_init(g, TY_INT, 2, v->dim, 1, s, 1);
      rg_s_puts(s, ";\n");
    }
    snprintf(v->name, sizeof v->name, "%s", name);
    g->nsv++;
  }
  g->ngsv = g->nsv;
  if (n) rg_s_puts(s, "\n");
}
/* a statement of this section, or 0 when none fits here */
static int rg_sstmt(G *g, int flags, int deep) {
  int k = rg_rnd(g, 100), decl = rg_can_decl(g, flags);
  if (k < 13) return decl && st_decl_val(g);
  if (k < 19) return decl && st_decl_arr(g);
  if (k < 24) return decl && st_decl_ptr(g);
  if (k < 31) return decl && st_decl_grid(g);
  if (k < 34) return decl && st_decl_union(g);
  if (k < 50) return st_massign(g);
  if (k < 58) return st_sassign(g);
  if (k < 63) return st_bump(g);
  if (k < 68) return st_print(g);
  if (k < 74) return deep && st_walk_loop(g);
  if (k < 80) return deep && st_malloc_blk(g);
  if (k < 85) return deep && st_list_blk(g);
  if (k < 90) return deep && st_qsort_blk(g);
  return deep && st_grid_loop(g);
}

static int rg_pstmt(G *g, int flags, int deep) {
  int k = rg_rnd(g, 100), decl = rg_can_decl(g, flags);
  if (rg_chance(g, 15)) { /* returned pointers, copies, **, string tables */
    k = rg_rnd(g, 100);
    if (k < 35) return st_pret_assign(g);
    if (k < 60) return deep && st_copy(g);
    if (k < 80) return st_ptrptr(g);
    return decl && st_strtab_decl(g);
  }
  if (k < 14) return decl && st_ptr_decl(g);
  if (k < 22) return decl && st_strbuf_decl(g);
  if (k < 26) return decl && st_litptr_decl(g);
  if (k < 29) return decl && st_table_decl(g);
  if (k < 40) return st_strop(g, flags);
  if (k < 50 && (flags & S_NODECL)) { /* two statements: braced */
    int snv, sb, r;
    rg_line(g, "{");
    g->ind++;
    rg_push_block(g, &snv, &sb);
    r = st_sprintf(g, 0);
    if (!r) rg_line(g, ";");
    rg_pop_block(g, snv, sb);
    g->ind--;
    rg_line(g, "}");
    return 1;
  }
  if (k < 50) return st_sprintf(g, flags);
  if (k < 57) return g->mult <= 8 && st_printf(g);
  if (k < 70) return deep && st_walk(g);
  if (k < 77) return deep && st_strwalk(g, flags);
  if (k < 83) return deep && st_dynloop(g);
  if (k < 93) return deep && st_malloc(g);
  return st_strtol(g);
}
static void rg_stmt(G *g, int flags) {
  int deep = g->nest < g->cfg.nest && budget_left(g), k = rg_rnd(g, 100);
  if (!budget_left(g)) k = 30 + rg_rnd(g, 30);
  if (g->o.ctypes) {
    int k2 = rg_rnd(g, 100);
    if (k2 < 6 && deep) { rg_switch(g); return; }
    if (k2 < 10) { rg_comma_stmt(g, flags); return; }
  }
  if (g->o.structs && rg_chance(g, 25) && budget_left(g) && rg_sstmt(g, flags, deep)) return;
  if (g->o.pointers && rg_chance(g, 30) && budget_left(g) && rg_pstmt(g, flags, deep)) return;
  if (k < 18 && !(flags & S_NODECL) && g->nlocals < MAX_LOCALS && g->nv < MAXV - 16) { rg_decl(g); return; }
  if (k < 40) { rg_assign_stmt(g, flags); return; }
  if (k < 47) { rg_call_stmt(g, flags); return; }
  if (k < 60 && deep) { rg_if(g); return; }
  if (k < 74 && deep) { rg_loop(g, flags); return; }
  if (k < 78 && deep && !(flags & S_NODECL)) {
    rg_line(g, "{");
    rg_body_block(g, rg_inner_count(g));
    rg_line(g, "}");
    return;
  }
  if (k < 86 && deep) { rg_jump(g); return; }
  if (k < 88) { rg_line(g, ";"); return; }
  if (k < 90 && !(flags & S_NODECL)) {
    rg_line(g, rg_chance(g, 50) ? "// step %d" : "/* note %d: a * b / c */", rg_rnd(g, 100));
    rg_stmt(g, flags);
    return;
  }
  if (k < 91) { /* a statement with no effect */
    Ex e;
    rg_fe_begin(g, 0);
    e = rg_expr(g, TY_INT, 1);
    rg_line(g, "%s;", e.s.p);
    rg_s_free(&e.s);
    return;
  }
  rg_assign_stmt(g, flags);
}
static void rg_block_body(G *g, int n) {
  int i;
  for (i = 0; i < n; i++) {
    if (!budget_left(g) && i > 0) break;
    rg_stmt(g, 0);
  }
}

/* ---------------------------------------------------------------- traps (traps mode only) */
/* the first int parameter of the entry (there always is one in traps mode) */
static const char *trap_param(G *g) { return g->fn[0].pn[0]; }

static void rg_trap(G *g, int32_t *kind) {
  const char *p = trap_param(g);
  int k = rg_rnd(g, 100);
  Ex x;
  rg_fe_begin(g, 0);
  x = rg_expr(g, TY_INT, 2);
  *kind = TRAP_NONE;
  if (k < 16) {
    static const char *z[] = {"0", "(%s - %s)", "(%s & 0)", "(%s * 0)"};
    char zb[64];
    sprintf(zb, z[rg_rnd(g, 4)], p, p);
    rg_line(g, "if (((%s) %s %s) == 12345) return 1;", x.s.p, rg_chance(g, 50) ? "/" : "%", zb);
    *kind = TRAP_DIV_ZERO;
  } else if (k < 28) {
    if (rg_chance(g, 50)) rg_line(g, "if (((-2147483647 - 1 + (%s & 0)) %s (-1 - (%s & 0))) == 7) return 1;", p,
                                  rg_chance(g, 50) ? "/" : "%", p);
    else rg_line(g, "if (((-9223372036854775807L - 1L) %s (long)(-1 + (%s & 0))) == 7) return 1;",
                 rg_chance(g, 50) ? "/" : "%", p);
    *kind = TRAP_DIV_OVERFLOW;
  } else if (k < 40) {
    static const char *f[] = {"(%s) << (32 + (%s & 7))", "(%s) >> (-1 - (%s & 3))", "(long)(%s) << (64 + (%s & 1))",
                              "(%s) << (%s | 32)"};
    char buf[512];
    snprintf(buf, sizeof buf, f[rg_rnd(g, 4)], x.s.p, p);
    rg_line(g, "if ((%s) == 3) return 1;", buf);
    *kind = TRAP_SHIFT;
  } else if (k < 52) {
    rg_line(g, "int trap_a[8] = {1, 2, 3};");
    rg_line(g, rg_chance(g, 50) ? "if (trap_a[8 + (%s & 3)] == 5) return 1;" : "trap_a[-1 - (%s & 1)] = 2;", p);
    *kind = TRAP_BOUNDS;
  } else if (k < 60) {
    rg_line(g, "if (%s%s(100000 + (%s & 7)) == 1) return 1;", g->o.prefix ? g->o.prefix : "", "deep_rec", p);
    *kind = TRAP_CALL_DEPTH;
  } else if (k < 66) {
    rg_line(g, "if (%s%s(5000 + (%s & 7)) == 1) return 1;", g->o.prefix ? g->o.prefix : "", "big_rec", p);
    *kind = TRAP_STACK;
  } else if (k < 70) {
    rg_line(g, "int trap_k = %s;", p);
    rg_line(g, "while (trap_k >= 0 || trap_k < 0) { trap_k = (trap_k + 1) & 1023; }");
    *kind = TRAP_FUEL;
  } else if (k < 82) {
    static const char *f[] = {"(int)(1e10 + (double)%s)", "(int)(-3e9 - (double)(%s & 255))",
                              "(long)(1e19 + (double)%s)", "(int)(0.0 / 0.0 + %s)"};
    char buf[128];
    sprintf(buf, f[rg_rnd(g, 4)], p);
    rg_line(g, "if (%s == 3) return 1;", buf);
    *kind = TRAP_CONVERSION;
  } else { /* depends on the arguments */
    static const char *f[] = {"(%s) / %s", "(%s) %% (%s - 3)", "(%s) << %s", "(-2147483647 - 1) / (%s | %s)",
                              "(int)((double)(%s) * 1e9 * %s)"};
    char buf[512];
    snprintf(buf, sizeof buf, f[rg_rnd(g, 5)], x.s.p, p);
    rg_line(g, "if ((%s) == 3) return 1;", buf);
  }
  rg_s_free(&x.s);
}
static void trap_helpers(G *g, Str *s) {
  const char *px = g->o.prefix ? g->o.prefix : "";
  rg_s_printf(s, "int %sdeep_rec(int n) {\n  if (n == 0) return 0;\n  return %sdeep_rec(n - 1) + 1;\n}\n\n", px, px);
  rg_s_printf(s, "long %sbig_rec(int n) {\n  long big[4096] = {1};\n  big[n & 4095] = n;\n"
              "  if (n <= 0) return big[0];\n  return %sbig_rec(n - 1) + big[(n + 1) & 4095];\n}\n\n", px, px);
}

/* ---------------------------------------------------------------- typedefs (ctypes) */
/* up to three typedefs of scalar types and now and then a const one; their names cannot clash with the
 * generated variable and function names (none ends in "_t"); they carry the prefix, as function names do */
static void pick_typedefs(G *g) {
  static const struct { const char *name; uint8_t ty; } T[] = {
    {"byte_t", TY_UCHAR}, {"sbyte_t", TY_CHAR}, {"half_t", TY_SHORT}, {"uhalf_t", TY_USHORT}, {"word_t", TY_INT},
    {"uword_t", TY_UINT}, {"qword_t", TY_LONG}, {"uqword_t", TY_ULONG}, {"real_t", TY_DOUBLE},
    {"flt_t", TY_FLOAT}, {"flag_t", TY_BOOL}};
  int n = rg_rnd(g, 4), i, j;
  for (i = 0; i < n; i++) {
    int k = rg_rnd(g, 11), dup = 0;
    for (j = 0; j < g->ntd; j++)
      if (g->td[j].ty == T[k].ty) dup = 1;
    if (dup) continue;
    snprintf(g->td[g->ntd].name, sizeof g->td[0].name, "%s%s", g->o.prefix ? g->o.prefix : "", T[k].name);
    g->td[g->ntd].ty = T[k].ty;
    g->td[g->ntd++].cst = 0;
  }
  if (rg_chance(g, 35)) {
    static const uint8_t ct[] = {TY_INT, TY_INT, TY_LONG, TY_UINT, TY_CHAR, TY_DOUBLE, TY_FLOAT};
    snprintf(g->td[g->ntd].name, sizeof g->td[0].name, "%s%s", g->o.prefix ? g->o.prefix : "", "cval_t");
    g->td[g->ntd].ty = ct[rg_rnd(g, 7)];
    g->td[g->ntd++].cst = 1;
  }
}
static void emit_typedefs(G *g, Str *s) {
  int i;
  for (i = 0; i < g->ntd; i++) {
    const char *base = gen_type_name(g->td[i].ty);
    const char *fmt = !g->td[i].cst ? "typedef %s %s;\n" : rg_chance(g, 50) ? "typedef const %s %s;\n"
                                                                          : "typedef %s const %s;\n";
    rg_s_printf(s, fmt, base, g->td[i].name);
    if (rg_chance(g, 10)) rg_s_printf(s, fmt, base, g->td[i].name); /* a repeated typedef is fine in C11 */
  }
  if (g->ntd) rg_s_puts(s, "\n");
}

/* ---------------------------------------------------------------- functions and the program */
static const char *fn_words[] = {"fn", "calc", "step", "mix", "walk", "fold", "scan", "eval", "probe", "tick",
                                 "merge", "blend", "sift", "hop", "spin", "churn"};

/* pointers: the parameters of function j: scalars, and (not for the entry, whose arguments come from the
 * command line) T a[] (GEN_ARR_LEN elements), out-parameters T *out, T *p or const T *p with a following
 * int n (its length), const char *s (a string) */
static void ptr_params(G *g, Fn *f, int j, int np) {
  int i = 0, narr = 0;
  while (i < np && i < FN_PARAMS) {
    int t = rg_scalar_type(g), k = rg_rnd(g, 100), pk = PK_SCALAR;
    if (i == 0 && (f->rec || (j == 0 && g->o.traps))) t = TY_INT;
    else if (j > 0) {
      if (k < 10 && narr < 2) { pk = PK_ARR; narr++; }
      else if (k < 24) pk = PK_OUT;
      else if (k < 40 && i + 1 < FN_PARAMS) pk = rg_chance(g, 35) ? PK_CDYN : PK_DYN;
      else if (k < 50) { pk = PK_STR; t = TY_CHAR; }
    }
    f->pk[i] = (uint8_t)pk;
    f->psp[i] = (uint8_t)rg_chance(g, 50);
    f->pt[i] = (uint8_t)(pk == PK_SCALAR ? t : t | TY_ARR);
    if (i == 0 && f->rec) sprintf(f->pn[i], "depth");
    else if (pk == PK_OUT) sprintf(f->pn[i], "%s%d", rg_chance(g, 50) ? "out" : "res", i);
    else if (pk == PK_STR) sprintf(f->pn[i], "%s%d", rg_chance(g, 50) ? "s" : "str", i);
    else if (pk == PK_DYN || pk == PK_CDYN) sprintf(f->pn[i], "%s%d", rg_chance(g, 50) ? "p" : "buf", i);
    else sprintf(f->pn[i], "%s%d", rg_var_bases[rg_rnd(g, 50)], i);
    i++;
    if (pk == PK_DYN || pk == PK_CDYN) {
      f->pk[i] = PK_LEN;
      f->pt[i] = TY_INT;
      sprintf(f->pn[i], "%s%d", rg_chance(g, 50) ? "n" : "len", i);
      i++;
      if (np < FN_PARAMS) np++;
    }
  }
  f->np = (uint8_t)i;
}

static void pick_signature(G *g, int j) {
  Fn *f = &g->fn[j];
  int i, np, narr = 0, maxp = g->o.size == GEN_SMALL ? 3 : 5;
  memset(f, 0, sizeof *f);
  sprintf(f->name, "%s%d", fn_words[rg_rnd(g, 16)], j);
  if (j == 0) f->ret = (uint8_t)(rg_chance(g, 55) ? TY_INT : rg_scalar_type(g));
  else f->ret = (uint8_t)(rg_chance(g, 12) ? TY_VOID : rg_scalar_type(g));
  f->rec = j > 0 && rg_chance(g, 22);
  f->mask = rg_chance(g, 50) ? 3 : 7;
  np = rg_rnd(g, maxp + 1);
  if (j == 0 && np == 0 && rg_chance(g, 85)) np = 1 + rg_rnd(g, maxp);
  if (j == 0 && g->o.traps && np == 0) np = 1;
  if (f->rec && np == 0) np = 1;
  if (g->o.pointers) {
    ptr_params(g, f, j, np);
    f->spell = (uint16_t)(rg_rng_next(&g->rng) & (rg_rng_next(&g->rng) & rg_rng_next(&g->rng)));
    f->stat = (uint8_t)(j > 0 && rg_chance(g, 30) ? 1 + rg_chance(g, 30) : 0);
    if (j > 0 && f->ret != TY_VOID && rg_chance(g, 15)) f->ret = TY_VOID;
    if (j > 0 && !f->rec && rg_chance(g, 25)) /* T *f(T *p, int n, ...): a pointer into p */
      for (i = 0; i < f->np; i++)
        if ((f->pk[i] == PK_DYN || f->pk[i] == PK_ARR) && rg_chance(g, 70)) {
          f->pret = (uint8_t)(i + 1);
          f->ret = TY_BASE(f->pt[i]);
          break;
        }
    return;
  }
  for (i = 0; i < np; i++) {
    int t = rg_scalar_type(g);
    if (!(i == 0 && (f->rec || (j == 0 && g->o.traps))) && narr < 2 && rg_chance(g, 18)) {
      t |= TY_ARR;
      narr++;
    }
    if (i == 0 && (f->rec || (j == 0 && g->o.traps))) t = TY_INT;
    f->pt[i] = (uint8_t)t;
    if (i == 0 && f->rec) sprintf(f->pn[i], "depth");
    else sprintf(f->pn[i], "%s%d", rg_var_bases[rg_rnd(g, 50)], i);
  }
  f->np = (uint8_t)np;
  f->spell = (uint16_t)(rg_rng_next(&g->rng) & (rg_rng_next(&g->rng) & rg_rng_next(&g->rng)));
}
/* the spelling of a signature type: bit b of f->spell picks "long long" and "_Bool" */
static const char *sig_type(const Fn *f, int ty, int b) {
  int alt = (f->spell >> b) & 1;
  switch (ty) {
  case TY_CHAR: return alt ? "signed char" : "char";
  case TY_UCHAR: return "unsigned char";
  case TY_SHORT: return alt ? "short int" : "short";
  case TY_USHORT: return alt ? "unsigned short int" : "unsigned short";
  case TY_UINT: return alt ? "unsigned" : "unsigned int";
  case TY_ULONG: return alt ? "unsigned long long" : "unsigned long";
  case TY_FLOAT: return "float";
  case TY_INT: return "int";
  case TY_LONG: return alt ? "long long" : "long";
  case TY_DOUBLE: return "double";
  case TY_BOOL: return alt ? "_Bool" : "bool";
  default: return "void";
  }
}
/* pointers: a pointer parameter: T a[] or T *a, T *out, T *p, const T *p, const char *s */
static void ptr_param_text(G *g, Str *s, const Fn *f, int i, int names) {
  const char *tn = gen_type_name(TY_BASE(f->pt[i]));
  int named = names || rg_chance(g, 60);
  switch (f->pk[i]) {
  case PK_ARR:
    if (f->psp[i]) break;
    rg_s_printf(s, "%s%s%s%s", tn, named ? " " : "", named ? f->pn[i] : "", named && rg_chance(g, 15) ? "[8]" : "[]");
    return;
  case PK_CDYN: case PK_STR:
    rg_s_printf(s, f->psp[i] ? "%s const *" : "const %s *", tn);
    if (named) rg_s_puts(s, f->pn[i]);
    return;
  default: break;
  }
  rg_s_printf(s, "%s *%s", tn, named ? f->pn[i] : "");
}
/* the parameter list; names: always name the parameters (a definition), else only now and then */
static void param_text(G *g, Str *s, const Fn *f, int names) {
  int i, named;
  if (f->np == 0) { rg_s_puts(s, rg_chance(g, 60) ? "void" : ""); return; }
  for (i = 0; i < f->np; i++) {
    if (i) rg_s_puts(s, ", ");
    if (g->o.pointers && f->pk[i] != PK_SCALAR && f->pk[i] != PK_LEN) {
      ptr_param_text(g, s, f, i, names);
      continue;
    }
    /* array element types always spelled "long": arrays declared as long are passed to them */
    if (g->o.ctypes && !(f->pt[i] & TY_ARR)) { /* a typedef of the same type is the same type */
      const char *sp = sig_type(f, f->pt[i], i);
      int j, cand[6], n = 0;
      for (j = 0; j < g->ntd; j++)
        if (g->td[j].ty == f->pt[i] && !g->td[j].cst) cand[n++] = j;
      if (n && (strcmp(sp, gen_type_name(f->pt[i])) == 0 || f->pt[i] == TY_BOOL) && rg_chance(g, 30))
        sp = g->td[cand[rg_rnd(g, n)]].name;
      rg_s_puts(s, sp);
    } else {
      rg_s_puts(s, (f->pt[i] & TY_ARR) ? gen_type_name(f->pt[i]) : sig_type(f, f->pt[i], i));
    }
    named = names || rg_chance(g, 60);
    if (named) rg_s_printf(s, " %s", f->pn[i]);
    if (f->pt[i] & TY_ARR) rg_s_puts(s, named && rg_chance(g, 15) ? "[8]" : "[]");
  }
}
/* pointers: what parameter i of f is inside f (variable vi) */
static void ptr_param_var(G *g, const Fn *f, int i, int vi) {
  Var *v = &g->v[vi];
  int t = f->pt[i];
  v->noshadow = (uint8_t)(f->pret == i + 1 || (f->pret && f->pk[f->pret - 1] == PK_DYN && f->pret == i));
  switch (f->pk[i]) {
  case PK_SCALAR:
    v->noncanon = (uint8_t)(((f->spell >> i) & 1) && (t == TY_LONG || t == TY_ULONG || t == TY_CHAR));
    break;
  case PK_ARR: v->pspell = 1; break;
  case PK_OUT: v->pspell = 1; v->len = 1; break;
  case PK_DYN: case PK_CDYN:
    v->pspell = 1; v->kind = K_DYN; v->len = 0; v->lenv = (int16_t)(vi + 1); v->ro = f->pk[i] == PK_CDYN;
    break;
  case PK_LEN: v->ro = 1; v->ranged = 1; v->lo = 1; v->hi = DYN_MAX; break;
  case PK_STR: v->pspell = 1; v->kind = K_STRP; v->len = 0; v->ro = 1; v->str = 1; break;
  default: break;
  }
}
/* pointers: assignments through the out-parameters of function f before it returns */
static void write_outs(G *g, const Fn *f) {
  int i;
  for (i = 0; i < f->np; i++) {
    Ex lv, e;
    if (f->pk[i] != PK_OUT || !rg_chance(g, 75)) continue;
    rg_fe_begin(g, 1);
    if (!rg_usable(g, i, M_STMT)) continue;
    rg_setbit(g->rd, i);
    lv = rg_pelem(g, i, g->cfg.depth - 1, 1);
    e = rg_assign_to(g, lv, TY_BASE(f->pt[i]), g->cfg.depth);
    rg_line(g, "%s;", e.s.p);
    rg_s_free(&e.s);
  }
}
static void rg_fn_def(G *g, int j, Str *s) {
  Fn *f = &g->fn[j];
  int i, n;
  g->cur = j; g->nv = 0; g->block = 0; g->nblock = 0; g->nlocals = 0; g->vctr = 0;
  g->cost = 0; g->mult = 1; g->budget = f->budget; g->loops = 0; g->nest = 0; g->selfcalled = 0;
  g->out = s; g->ind = 1;
  g->nsv = g->ngsv;
  rg_s_printf(s, "%s%s %s%s%s(", f->stat == 2 ? "static inline " : f->stat ? "static " : "",
              f->pret ? gen_type_name(f->ret) : sig_type(f, f->ret, 15), f->pret ? "*" : "",
              g->o.prefix ? g->o.prefix : "", f->name);
  param_text(g, s, f, 1);
  rg_s_puts(s, ") {\n");
  for (i = 0; i < f->np; i++) {
    int vi = rg_add_var(g, f->pn[i], f->pt[i], (f->pt[i] & TY_ARR) ? GEN_ARR_LEN : 0);
    if (i == 0 && f->rec) g->v[vi].ro = 1;
    if (g->o.pointers) ptr_param_var(g, f, i, vi);
  }
  g->nlocals = 0;
  if (f->rec) {
    Ex e;
    rg_fe_begin(g, 0);
    e = f->ret == TY_VOID ? rg_ex_new(0) : rg_expr_conv(g, f->ret, 1);
    if (f->ret == TY_VOID) rg_line(g, "if (depth <= 0) return;");
    else rg_line(g, rg_chance(g, 50) ? "if (depth <= 0) return %s;" : "if (depth < 1) {\n    return %s;\n  }", e.s.p);
    rg_s_free(&e.s);
  }
  if (j == 0 && g->o.traps) rg_trap(g, &g->trap);
  n = g->cfg.smin + rg_rnd(g, g->cfg.smax - g->cfg.smin + 1);
  rg_block_body(g, n);
  if (g->o.pointers) write_outs(g, f);
  if (f->ret != TY_VOID) rg_return(g);
  rg_s_puts(s, "}\n");
  f->cost = g->cost * (f->rec ? f->mask + 1 : 1) + 1;
  f->done = 1;
}

static void size_cfg(int size, SizeCfg *c) {
  switch (size) {
  case GEN_MEDIUM: *c = (SizeCfg){3, 8, 5, 12, 4, 3, 4, 40000, 12}; break;
  case GEN_LARGE: *c = (SizeCfg){1500, 1500, 12, 30, 5, 3, 4, 4000, 8}; break;
  default: *c = (SizeCfg){1, 3, 2, 4, 2, 2, 3, 3000, 8}; break;
  }
}

/* ---------------------------------------------------------------- arguments */
static double pick_double(G *g) {
  int k = rg_rnd(g, 10);
  if (k < 4) return (double)rg_rnd_range(g, -1000, 1000) / 8.0;
  if (k < 6) return (double)rg_rnd_range(g, -20, 20);
  if (k < 9) {
    double m = (double)(int64_t)(rg_rng_next(&g->rng) >> 11), e = 1.0;
    int ex = rg_rnd(g, 90) - 70, i;
    for (i = 0; i < (ex < 0 ? -ex : ex); i++) e *= 2.0;
    m = ex < 0 ? m / e : m * e;
    return rg_chance(g, 50) ? -m : m;
  }
  switch (rg_rnd(g, 5)) {
  case 0: return 0.1;
  case 1: return -0.0;
  case 2: return 1e15;
  case 3: return 2147483648.5;
  default: return 3.0e-8;
  }
}
static void pick_scalar(G *g, int ty, Value *v) {
  switch (ty) {
  case TY_CHAR: case TY_UCHAR: case TY_SHORT: case TY_USHORT: {
    int64_t x = rg_pick_small(g, ty), lo = ty == TY_CHAR ? -128 : ty == TY_SHORT ? -32768 : 0;
    int64_t hi = ty == TY_CHAR ? 127 : ty == TY_UCHAR ? 255 : ty == TY_SHORT ? 32767 : 65535;
    v->i = x < lo || x > hi ? lo + (x & (hi - lo)) : x;
    break;
  }
  case TY_UINT: v->u = rg_pick_uint(g, 0); break;
  case TY_ULONG: v->u = rg_pick_uint(g, 1) & 0x7FFFFFFFFFFFFFFFull; break; /* JSON readers stop at 2^63 - 1 */
  case TY_FLOAT: v->d = (double)(float)pick_double(g); break;
  case TY_INT: v->i = rg_pick_int(g); break;
  case TY_LONG: v->i = rg_pick_long(g); break;
  case TY_DOUBLE: v->d = pick_double(g); break;
  default: v->i = rg_rnd(g, 2); break;
  }
}
static void pick_args(G *g, GenInfo *info) {
  const Fn *f = &g->fn[0];
  int t, i, k;
  for (t = 0; t < info->ntests; t++)
    for (i = 0; i < f->np; i++) {
      GenArg *a = &info->args[t][i];
      memset(a, 0, sizeof *a);
      a->ty = f->pt[i];
      if (f->pt[i] & TY_ARR) {
        a->len = GEN_ARR_LEN;
        for (k = 0; k < GEN_ARR_LEN; k++) pick_scalar(g, TY_BASE(f->pt[i]), &a->v[k]);
      } else {
        a->len = 1;
        pick_scalar(g, f->pt[i], &a->v[0]);
      }
    }
}

/* ---------------------------------------------------------------- the entry point */
void gen_default_opts(GenOpts *o) {
  memset(o, 0, sizeof *o);
  o->size = GEN_SMALL;
  o->ntests = 3;
}

/* pointers: the standard headers the program uses (NULL comes with any of the first three) */
static void emit_includes(G *g, Str *s) {
  static const char *h[] = {"stdio", "stdlib", "string", "ctype"};
  int i, any = 0;
  for (i = 0; i < 4; i++)
    if (g->inc[i]) { rg_s_printf(s, "#include <%s.h>\n", h[i]); any |= i < 3; }
  if (g->inc[INC_STDDEF] && (!any || g->o.structs)) rg_s_puts(s, "#include <stddef.h>\n"); /* offsetof */
  if (any || g->inc[INC_STDDEF] || g->inc[INC_CTYPE]) rg_s_puts(s, "\n");
}
static void emit_program(G *g, Str *prog, Str *defs) {
  int i, order[GNC_MAX_FUNCS], protos = g->nfn > 1 && rg_chance(g, 50);
  for (i = 0; i < g->nfn; i++) order[i] = g->nfn - 1 - i; /* callees first */
  if (protos) {
    for (i = g->nfn - 1; i > 0; i--) { int j = rg_rnd(g, i + 1), t = order[i]; order[i] = order[j]; order[j] = t; }
    for (i = 0; i < g->nfn; i++) {
      const Fn *f = &g->fn[order[i]];
      rg_s_printf(prog, "%s%s %s%s%s(", f->stat ? "static " : "",
                  f->pret ? gen_type_name(f->ret) : sig_type(f, f->ret, 15), f->pret ? "*" : "",
                  g->o.prefix ? g->o.prefix : "", f->name);
      param_text(g, prog, f, 0);
      rg_s_puts(prog, ");\n");
    }
    rg_s_puts(prog, "\n");
    for (i = g->nfn - 1; i > 0; i--) { int j = rg_rnd(g, i + 1), t = order[i]; order[i] = order[j]; order[j] = t; }
  }
  for (i = 0; i < g->nfn; i++) {
    rg_s_putn(prog, defs[order[i]].p, defs[order[i]].n);
    if (i + 1 < g->nfn) rg_s_puts(prog, "\n");
  }
}

size_t gen_program(uint64_t seed, const GenOpts *o, char *buf, size_t cap, GenInfo *info) {
  G *g = calloc(1, sizeof *g);
  GenInfo local;
  Str prog = {0}, *defs;
  int j;
  size_t len;
  if (!g) return 0;
  if (!info) info = &local;
  memset(info, 0, sizeof *info);
  if (o) g->o = *o; else gen_default_opts(&g->o);
  if (g->o.structs) g->o.pointers = 1;
  if (g->o.pointers) g->o.ctypes = 1;
  if (g->o.ntests <= 0) g->o.ntests = 3;
  if (g->o.ntests > GEN_MAX_TESTS) g->o.ntests = GEN_MAX_TESTS;
  g->rng.s = seed * 0x2545F4914F6CDD1Dull + 0x1234567ull;
  size_cfg(g->o.size, &g->cfg);
  g->nfn = g->o.functions > 0 ? g->o.functions
                              : g->cfg.fmin + rg_rnd(g, g->cfg.fmax - g->cfg.fmin + 1);
  if (g->nfn > GNC_MAX_FUNCS - 8) g->nfn = GNC_MAX_FUNCS - 8;
  g->fn = calloc((size_t)g->nfn, sizeof *g->fn);
  defs = calloc((size_t)g->nfn, sizeof *defs);
  if (!g->fn || !defs) { free(g->fn); free(defs); free(g); return 0; }
  if (g->o.ctypes) pick_typedefs(g);
  if (g->o.structs) {
    rg_st_pick_types(g);
    rg_st_globals(g);
    rg_use_hdr(g, INC_STDLIB);
    rg_use_hdr(g, INC_STRING);
  }
  for (j = 0; j < g->nfn; j++) pick_signature(g, j);
  for (j = 0; j < g->nfn; j++) {
    int64_t b = g->cfg.budget;
    if (j > 0 && g->o.size != GEN_LARGE) b = b / (2 + rg_rnd(g, 4));
    if (g->fn[j].rec) b /= g->fn[j].mask + 1;
    g->fn[j].budget = b;
  }
  for (j = g->nfn - 1; j >= 0; j--) rg_fn_def(g, j, &defs[j]);
  rg_s_printf(&prog, "// gnc gen --seed %llu --size %s%s%s\n", (unsigned long long)seed,
              g->o.size == GEN_LARGE ? "large" : g->o.size == GEN_MEDIUM ? "medium" : "small",
              g->o.traps ? " --traps" : "",
              g->o.structs ? " --structs" : g->o.pointers ? " --pointers" : g->o.ctypes ? " --ctypes" : "");
  if (g->o.pointers) emit_includes(g, &prog);
  if (g->o.ctypes) emit_typedefs(g, &prog);
  if (g->o.structs) {
    rg_st_emit_types(g, &prog);
    rg_s_putn(&prog, g->gdefs.p ? g->gdefs.p : "", g->gdefs.n);
    rg_st_emit_kit(g, &prog);
  }
  if (g->o.traps) trap_helpers(g, &prog);
  emit_program(g, &prog, defs);

  snprintf(info->entry, sizeof info->entry, "%s%s", g->o.prefix ? g->o.prefix : "", g->fn[0].name);
  info->ret = g->fn[0].ret;
  info->nparams = g->fn[0].np;
  memcpy(info->params, g->fn[0].pt, sizeof info->params);
  info->ntests = g->o.ntests;
  info->nfuncs = g->nfn + (g->o.traps ? 2 : 0);
  info->trap = g->o.traps ? g->trap : TRAP_NONE;
  info->cost = g->fn[0].cost;
  pick_args(g, info);

  len = prog.n;
  if (cap > 0) {
    size_t n = len < cap - 1 ? len : cap - 1;
    memcpy(buf, prog.p, n);
    buf[n] = 0;
  }
  for (j = 0; j < g->nfn; j++) rg_s_free(&defs[j]);
  free(defs);
  free(g->fn);
  rg_s_free(&prog);
  rg_s_free(&g->gdefs);
  free(g);
  return len;
}

/* ---------------------------------------------------------------- formatting arguments */
static void fmt_scalar(Str *s, int ty, Value v, int style) {
  char b[64];
  switch (ty) {
  case TY_INT:
    if (style == GEN_FMT_C && v.i == -2147483647 - 1) rg_s_puts(s, "(-2147483647 - 1)");
    else rg_s_printf(s, "%lld", (long long)v.i);
    break;
  case TY_LONG:
    if (style == GEN_FMT_C && v.i == INT64_MIN) rg_s_puts(s, "(-9223372036854775807L - 1)");
    else rg_s_printf(s, style == GEN_FMT_C ? "%lldL" : "%lld", (long long)v.i);
    break;
  case TY_CHAR: case TY_UCHAR: case TY_SHORT: case TY_USHORT: rg_s_printf(s, "%lld", (long long)v.i); break;
  case TY_UINT: case TY_ULONG:
    rg_s_printf(s, "%llu%s", (unsigned long long)v.u, style != GEN_FMT_C ? "" : ty == TY_UINT ? "u" : "UL");
    break;
  case TY_DOUBLE: case TY_FLOAT:
    snprintf(b, sizeof b, "%.17g", v.d);
    if (!strpbrk(b, ".eEn")) strcat(b, ".0");
    rg_s_puts(s, b);
    break;
  default: rg_s_puts(s, v.i ? "true" : "false"); break;
  }
}
size_t gen_format_arg(const GenArg *a, int style, char *buf, size_t cap) {
  Str s = {0};
  size_t len;
  int k;
  if (a->ty & TY_ARR) {
    rg_s_puts(&s, style == GEN_FMT_C ? "{" : "[");
    for (k = 0; k < a->len; k++) {
      if (k) rg_s_puts(&s, style == GEN_FMT_CLI ? "," : ", ");
      fmt_scalar(&s, TY_BASE(a->ty), a->v[k], style);
    }
    rg_s_puts(&s, style == GEN_FMT_C ? "}" : "]");
  } else {
    fmt_scalar(&s, a->ty, a->v[0], style);
  }
  len = s.n;
  if (cap > 0) {
    size_t n = len < cap - 1 ? len : cap - 1;
    memcpy(buf, s.p, n);
    buf[n] = 0;
  }
  rg_s_free(&s);
  return len;
}

int gen_parse_size(const char *s) {
  if (strcmp(s, "small") == 0) return GEN_SMALL;
  if (strcmp(s, "medium") == 0) return GEN_MEDIUM;
  if (strcmp(s, "large") == 0) return GEN_LARGE;
  return -1;
}
const char *gen_type_name(int ty) {
  switch (TY_BASE(ty)) {
  case TY_CHAR: return "char";
  case TY_UCHAR: return "unsigned char";
  case TY_SHORT: return "short";
  case TY_USHORT: return "unsigned short";
  case TY_UINT: return "unsigned int";
  case TY_ULONG: return "unsigned long";
  case TY_FLOAT: return "float";
  case TY_INT: return "int";
  case TY_LONG: return "long";
  case TY_DOUBLE: return "double";
  case TY_BOOL: return "bool";
  default: return "void";
  }
}
