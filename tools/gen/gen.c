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
 * C as people and language models write it (GenOpts.realc, which implies structs; see realc.c for the rules).
 * Big, empty and variable-length arrays, goto, variadic helpers and variadic functions, block-scope
 * declarations, volatile and binary literals.  A function may hold VLAs or gotos, never both (gnc rejects a
 * goto in a function with a VLA); work over big arrays runs only in the entry, once per test.  Its random
 * choices are drawn only when it is on.
 *
 * Expressions are built as small strings with their precedence (Ex) so that parentheses appear only where
 * C needs them (plus some redundant ones), which exercises the parser's precedence and associativity.
 * Randomness: one splitmix64 stream per program; the prefix consumes none.
 *
 * Files.  This file is the program level: traps, typedefs, the functions and the program, the entry point
 * gen_program, the suggested arguments and their formatting.  Expressions, statements and the parts of
 * each mode are in the files that rg.h lists; what they share is declared there and carries the prefix rg_.
 */
#include "gen/rg.h"

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

/* realc: the last parameter of f may name the place of variable arguments (va_start takes it): a type that
 * the default argument promotions leave alone, not declared as an array */
static int va_last_ok(const Fn *f) {
  int i = f->np - 1, t;
  if (i < 0) return 0;
  t = f->pt[i];
  switch (f->pk[i]) {
  case PK_SCALAR: case PK_LEN: return t == TY_INT || t == TY_LONG || t == TY_DOUBLE || t == TY_UINT || t == TY_ULONG;
  case PK_OUT: case PK_STR: return 1;
  case PK_ARR: return f->psp[i];
  default: return 0;
  }
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
    if (g->o.realc && j > 0 && !f->rec && va_last_ok(f) && rg_chance(g, 15)) { /* T f(..., last, ...) */
      static const uint8_t VT[] = {TY_INT, TY_INT, TY_LONG, TY_DOUBLE, TY_UINT, TY_ULONG};
      f->nva = (uint8_t)(1 + rg_rnd(g, 6));
      for (i = 0; i < f->nva; i++) f->vat[i] = VT[rg_rnd(g, 6)];
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
  if (f->nva) rg_s_puts(s, ", ...");
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
  if (g->o.realc) rg_rc_fn_begin(g, j);
  n = g->cfg.smin + rg_rnd(g, g->cfg.smax - g->cfg.smin + 1);
  rg_block_body(g, n);
  if (g->o.pointers) write_outs(g, f);
  if (f->ret != TY_VOID) rg_return(g);
  rg_s_puts(s, "}\n");
  f->cost = g->cost * (f->rec ? f->mask + 1 : 1) + 1;
  f->done = 1;
}

/* the declaration of function j as its definition spells it (for a prototype in a block) */
void rg_proto_text(G *g, Str *s, int j) {
  const Fn *f = &g->fn[j];
  rg_s_printf(s, "%s %s%s%s(", f->pret ? gen_type_name(f->ret) : sig_type(f, f->ret, 15), f->pret ? "*" : "",
              g->o.prefix ? g->o.prefix : "", f->name);
  param_text(g, s, f, 0);
  rg_s_puts(s, ")");
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
  if (g->inc[INC_STDARG]) rg_s_puts(s, "#include <stdarg.h>\n");
  if (any || g->inc[INC_STDDEF] || g->inc[INC_CTYPE] || g->inc[INC_STDARG]) rg_s_puts(s, "\n");
}
static void emit_program(G *g, Str *prog, Str *defs) {
  int i, order[GNC_MAX_FUNCS], protos = g->nfn > 1 && rg_chance(g, 50);
  for (i = 0; i < g->nfn; i++) order[i] = g->nfn - 1 - i; /* callees first */
  if (protos) {
    for (i = g->nfn - 1; i > 0; i--) { int j = rg_rnd(g, i + 1), t = order[i]; order[i] = order[j]; order[j] = t; }
    for (i = 0; i < g->nfn; i++) {
      const Fn *f = &g->fn[order[i]];
      rg_s_printf(prog, "%s%s %s%s%s(", f->stat ? "static " : g->o.realc && rg_chance(g, 30) ? "extern " : "",
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
  Str prog = {0}, rcdefs = {0}, *defs;
  int j;
  size_t len;
  if (!g) return 0;
  if (!info) info = &local;
  memset(info, 0, sizeof *info);
  if (o) g->o = *o; else gen_default_opts(&g->o);
  if (g->o.realc) g->o.structs = 1;
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
  if (g->o.realc) rg_rc_pick(g);
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
              g->o.realc ? " --realc" : g->o.structs ? " --structs" : g->o.pointers ? " --pointers"
              : g->o.ctypes ? " --ctypes" : "");
  if (g->o.realc) rg_rc_emit(g, &rcdefs); /* (first: it names the headers its helpers need) */
  if (g->o.pointers) emit_includes(g, &prog);
  if (g->o.ctypes) emit_typedefs(g, &prog);
  if (g->o.structs) {
    rg_st_emit_types(g, &prog);
    rg_s_putn(&prog, g->gdefs.p ? g->gdefs.p : "", g->gdefs.n);
    rg_st_emit_kit(g, &prog);
  }
  rg_s_putn(&prog, rcdefs.p ? rcdefs.p : "", rcdefs.n);
  if (g->o.traps) trap_helpers(g, &prog);
  emit_program(g, &prog, defs);

  snprintf(info->entry, sizeof info->entry, "%s%s", g->o.prefix ? g->o.prefix : "", g->fn[0].name);
  info->ret = g->fn[0].ret;
  info->nparams = g->fn[0].np;
  memcpy(info->params, g->fn[0].pt, sizeof info->params);
  info->ntests = g->o.ntests;
  info->nfuncs = g->nfn + (g->o.traps ? 2 : 0);
  info->trap = g->o.traps ? g->trap : TRAP_NONE;
  info->cost = g->fn[0].cost + g->bigcost / 4;
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
  rg_s_free(&rcdefs);
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
