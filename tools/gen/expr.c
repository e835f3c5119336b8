/* expr.c - the random program generator: expressions of the scalar types (see gen.c for the design).
 *
 * Arithmetic, bitwise, shift, comparison, logical and conditional operators, casts and conversions, calls,
 * array elements, assignments and increments inside expressions, and (ctypes) the comma operator and
 * sizeof.  Each operator keeps the program free of undefined behaviour: divisors that can be neither 0 nor
 * -1, masked shift counts, indices reduced into range, floating values clamped before they become integers,
 * and side effects only on variables that the full expression neither reads nor writes elsewhere.  The
 * dispatcher of every expression, rg_expr, is in ptrexpr.c (it also draws pointer and string expressions).
 */
#include "gen/rg.h"

/* ---------------------------------------------------------------- expressions */
/* a spelling of scalar type ty (ctypes): a typedef name now and then; *canon = 0 when it names a type
 * that C distinguishes from the canonical one for arrays and signatures ("long long", "signed char") */
const char *rg_c_spell(G *g, int ty, int *canon) {
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
const char *rg_tyname(G *g, int ty) {
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
Ex rg_expr_pure(G *g, int ty, int d) {
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
int rg_int_or_long(G *g) { return rg_chance(g, 75) ? TY_INT : TY_LONG; }
/* ctypes: a promoted integer type */
int rg_c_int_type(G *g) {
  int k = rg_rnd(g, 100);
  return k < 45 ? TY_INT : k < 65 ? TY_LONG : k < 87 ? TY_UINT : TY_ULONG;
}
int rg_int_type(G *g) { return g->o.ctypes ? rg_c_int_type(g) : rg_int_or_long(g); }
/* ctypes: the type of a variable, parameter or return value */
int rg_c_scalar_type(G *g) {
  static const uint8_t t[] = {TY_INT, TY_INT, TY_INT, TY_INT, TY_INT, TY_LONG, TY_LONG, TY_LONG, TY_DOUBLE,
                              TY_DOUBLE, TY_BOOL, TY_CHAR, TY_CHAR, TY_UCHAR, TY_UCHAR, TY_SHORT, TY_USHORT,
                              TY_UINT, TY_UINT, TY_UINT, TY_ULONG, TY_ULONG, TY_FLOAT, TY_FLOAT};
  return t[rg_rnd(g, (int)sizeof t)];
}
Ex rg_small_lit(int64_t v) { return rg_ex_text(P_PRIMARY, "%lld", (long long)v); }

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
Ex rg_elem(G *g, int vi, int d) {
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
Ex rg_expr_leaf(G *g, int ty) {
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
Ex rg_ex_arith(G *g, int ty, int d) {
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
Ex rg_ex_divmod(G *g, int ty, int d) {
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
Ex rg_ex_bitwise(G *g, int ty, int d) {
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
Ex rg_ex_shift(G *g, int ty, int d) {
  Ex x = rg_expr(g, ty, d - 1);
  return rg_ex_bin(g, x, rg_chance(g, 50) ? "<<" : ">>", P_SHIFT, shift_count(g, ty, d - 1));
}
int rg_any_type(G *g) {
  int k;
  if (g->o.ctypes) {
    k = rg_rnd(g, 100);
    return k < 30 ? TY_INT : k < 45 ? TY_LONG : k < 57 ? TY_DOUBLE : k < 64 ? TY_BOOL : k < 78 ? TY_UINT
         : k < 89 ? TY_ULONG : TY_FLOAT;
  }
  k = rg_rnd(g, 10);
  return k < 5 ? TY_INT : k < 7 ? TY_LONG : k < 9 ? TY_DOUBLE : TY_BOOL;
}
Ex rg_expr_any(G *g, int d) {
  int t = rg_any_type(g);
  return t == TY_BOOL ? rg_expr_conv(g, TY_BOOL, d) : rg_expr(g, t, d);
}
Ex rg_ex_compare(G *g, int d) {
  static const char *ops[] = {"<", "<=", ">", ">=", "==", "!="};
  int k = rg_rnd(g, 6), a = rg_any_type(g), b = rg_chance(g, 60) ? a : rg_any_type(g);
  if (a == TY_BOOL) a = TY_INT;
  if (b == TY_BOOL) b = TY_INT;
  { Ex x = rg_expr(g, a, d - 1), y = rg_expr(g, b, d - 1);
    return rg_ex_bin(g, x, ops[k], k < 4 ? P_REL : P_EQ, y); }
}
Ex rg_ex_logic(G *g, int d) {
  int k = rg_rnd(g, 3);
  if (k == 0) return rg_ex_pre(g, "!", rg_expr_any(g, d - 1));
  { Ex x = rg_expr_any(g, d - 1), y = rg_expr_any(g, d - 1);
    return k == 1 ? rg_ex_bin(g, x, "&&", P_LAND, y) : rg_ex_bin(g, x, "||", P_LOR, y); }
}
Ex rg_ex_unary(G *g, int ty, int d) {
  int k = rg_rnd(g, rg_is_flt(ty) ? 2 : 3);
  return rg_ex_pre(g, k == 0 ? "-" : k == 1 ? (rg_chance(g, 50) ? "+" : "-") : "~", rg_expr(g, ty, d - 1));
}
/* gcc's statement expression as a MAX macro writes it: ({ __typeof__(+(x)) a = (x); __typeof__(+(y)) b = (y);
 * a > b ? a : b; }), each operand evaluated once, in order (realc; the unary + keeps typeof off a bit-field,
 * an error in gcc, and gives the operand's promoted type, which is ty) */
static Ex stmt_expr_max(G *g, int ty, int d) {
  Ex e = rg_ex_new(P_PRIMARY), x = rg_expr(g, ty, d - 1), y = rg_expr(g, ty, d - 1);
  Ex x2 = rg_ex_copy(&x), y2 = rg_ex_copy(&y);
  int a = ++g->vctr, b = ++g->vctr;
  rg_s_puts(&e.s, "({ __typeof__(+(");
  rg_put_ex(g, &e.s, &x, P_ASSIGN);
  rg_s_printf(&e.s, ")) se%d = ", a);
  rg_put_ex(g, &e.s, &x2, P_ASSIGN);
  rg_s_puts(&e.s, "; __typeof__(+(");
  rg_put_ex(g, &e.s, &y, P_ASSIGN);
  rg_s_printf(&e.s, ")) se%d = ", b);
  rg_put_ex(g, &e.s, &y2, P_ASSIGN);
  rg_s_printf(&e.s, "; se%d > se%d ? se%d : se%d; })", a, b, a, b);
  rg_s_free(&x.s); rg_s_free(&y.s); rg_s_free(&x2.s); rg_s_free(&y2.s);
  return e;
}
Ex rg_ex_cond(G *g, int ty, int d) {
  int a, b;
  Ex c, x, y;
  if (g->o.realc && rg_chance(g, 12)) { /* gcc's x ?: y (x evaluated once) */
    Ex e = rg_ex_new(P_COND);
    x = rg_expr(g, ty, d - 1);
    y = rg_expr(g, ty, d - 1);
    rg_put_ex(g, &e.s, &x, P_LOR);
    rg_s_puts(&e.s, " ?: ");
    rg_put_ex(g, &e.s, &y, P_COND);
    rg_s_free(&x.s); rg_s_free(&y.s);
    return e;
  }
  if (g->o.realc && (ty == TY_INT || ty == TY_LONG || ty == TY_DOUBLE) && rg_chance(g, 6))
    return stmt_expr_max(g, ty, d);
  c = rg_expr_any(g, d - 1);
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
Ex rg_ex_castto(G *g, int ty, int d) {
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

/* a call of a function returning ty (TY_VOID: any function, as a statement) */
int rg_ex_call(G *g, int ty, int d, Ex *out) {
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
int rg_lvalue(G *g, int ty, int mode, int d, Ex *out) {
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
Ex rg_assign_to_c(G *g, Ex lv, int vt, int d) {
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
Ex rg_assign_to(G *g, Ex lv, int vt, int d) {
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
Ex rg_incdec(G *g, Ex lv) {
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
int rg_ex_side(G *g, int ty, int d, Ex *out) {
  Ex lv;
  int vi = rg_lvalue(g, ty, M_WRITE, d - 1, &lv), vt;
  if (vi < 0) return 0;
  vt = TY_BASE(g->v[vi].ty);
  *out = rg_chance(g, 35) ? rg_incdec(g, lv) : rg_assign_to(g, lv, vt, d - 1);
  return 1;
}

/* ctypes: sizeof of a type, a variable (arrays included) or an expression (not evaluated); unsigned long */
Ex rg_ex_sizeof(G *g, int d) {
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
  { Ex x, e;
    g->bits_read = 0;
    x = rg_expr_any(g, d > 2 ? 2 : d);
    e = rg_ex_new(P_UNARY);
    if (x.prec >= P_POSTFIX && g->bits_read) rg_s_puts(&e.s, "sizeof(int)"); /* (maybe a bit-field: no size) */
    else if (x.prec >= P_POSTFIX && rg_chance(g, 50)) rg_s_printf(&e.s, "sizeof %s", x.s.p);
    else rg_s_printf(&e.s, "sizeof(%s)", x.s.p);
    rg_s_free(&x.s);
    return e; }
}
/* ctypes: (a, b) with a for its effect (an assignment, a call) or a variable's value, b of type ty.  a is
 * never an integer constant expression (nor an enumeration constant, realc): gcc 12 crashes (internal
 * compiler error in gimplify_expr) on (_Bool)(1, 2) and (_Bool)(sizeof(int), 2). */
Ex rg_ex_comma(G *g, int ty, int d) {
  int k = rg_rnd(g, 100), at = rg_any_type(g);
  Ex a, b, e = rg_ex_new(P_PRIMARY);
  if (at == TY_BOOL) at = TY_INT;
  if (!(g->se && k < 55 && rg_ex_side(g, at, d, &a)) && !(g->se && k < 75 && rg_ex_call(g, TY_VOID, d, &a))) {
    int cand[MAXV], n = 0, i;
    for (i = 0; i < g->nv; i++)
      if (!(g->v[i].ty & TY_ARR) && !g->v[i].konst && rg_usable(g, i, M_READ)) cand[n++] = i;
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
