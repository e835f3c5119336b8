/* stmt.c - the random program generator: statements (see gen.c for the design).
 *
 * Declarations with initialisers, assignments, calls, if/else, counted for, while and do/while loops,
 * break and continue, switch (ctypes), comma statements, blocks and returns; each adds its estimated cost
 * times the enclosing loop counts to the function's budget.  rg_stmt, the dispatcher of every statement,
 * also draws the statements of pointers mode (ptrstmt.c), of structs mode (agg.c) and of realc mode
 * (realc.c).
 */
#include "gen/rg.h"

/* ---------------------------------------------------------------- statements */
void rg_line(G *g, const char *fmt, ...) {
  va_list ap;
  int i;
  for (i = 0; i < g->ind; i++) rg_s_puts(g->out, "  ");
  va_start(ap, fmt);
  rg_s_vprintf(g->out, fmt, ap);
  va_end(ap);
  rg_s_puts(g->out, "\n");
}
static int budget_left(G *g) { return g->cost < g->budget; }

void rg_push_block(G *g, int *saved_nv, int *saved_block) {
  *saved_nv = g->nv;
  *saved_block = g->block;
  g->block = ++g->nblock;
}
void rg_pop_block(G *g, int saved_nv, int saved_block) { g->nv = saved_nv; g->block = saved_block; }

const char *rg_var_bases[] = {"a", "b", "c", "x", "y", "z", "t", "u", "w", "acc", "tmp", "val", "cnt", "sum",
  "res", "lo", "hi", "mid", "lim", "pos", "neg", "flag", "bits", "mask", "sh", "q", "r", "s", "iff", "dox",
  "fore", "whilst", "doubled", "longer", "inty", "boolish", "returned", "breaker", "elsewhere", "_u", "v_",
  "k9", "ZZ", "camelCase", "under_score", "e1", "e2", "breakx", "continued", "do_"};
const char *rg_ctr_names[] = {"i", "j", "k", "n", "m", "ii", "jj", "idx", "it", "cnt_"};

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
int rg_add_var(G *g, const char *name, int ty, int len) {
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
int rg_scalar_type(G *g) {
  int k;
  if (g->o.ctypes) return rg_c_scalar_type(g);
  k = rg_rnd(g, 100);
  return k < 50 ? TY_INT : k < 72 ? TY_LONG : k < 90 ? TY_DOUBLE : TY_BOOL;
}

static void declarator_init(G *g, Str *s, int ty, const char *name, int noarr);
/* in C a new name is in scope in its own initialiser: hides the outer variable of that name while the
 * initialiser is generated; returns its index (to unhide) or -1 */
int rg_hide_name(G *g, const char *name) {
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
  if (g->o.realc && sized && rg_chance(g, 15)) { /* an empty initialiser: every element 0 */
    rg_s_printf(s, "%s[%d] = {}", name, len);
    rg_add_var(g, name, ty | TY_ARR, len);
    return;
  }
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
  int ty = rg_scalar_type(g), k = rg_rnd(g, 100), i, n, noarr, cst = 0, nv0 = g->nv, nvs = g->nv, vol = 0;
  Str s = {0};
  if (g->o.ctypes) { /* any spelling; const now and then (then never written) */
    int canon, j, ctd = -1;
    const char *sp;
    cst = k < 75 && rg_chance(g, 12);
    if (g->o.realc && rg_chance(g, 6)) { vol = 1; rg_s_puts(&s, "volatile "); } /* scalars; &x never taken */
    for (j = 0; j < g->ntd; j++)
      if (cst && g->td[j].cst && g->td[j].ty == ty) ctd = j;
    if (ctd >= 0 && rg_chance(g, 50)) rg_s_puts(&s, g->td[ctd].name);
    else {
      sp = rg_c_spell(g, ty, &canon);
      if (cst) rg_s_printf(&s, rg_chance(g, 70) ? "const %s" : "%s const", sp);
      else rg_s_puts(&s, sp);
      if (!canon) cst |= 2;
    }
    noarr = (cst & 2) != 0 || vol;
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
  if (vol) /* a volatile int's address is no int * */
    for (i = nvs; i < g->nv; i++) g->v[i].noncanon = 1;
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
void rg_return(G *g) {
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
void rg_body_block(G *g, int n) {
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
int rg_inner_count(G *g) { return 1 + rg_rnd(g, g->cfg.bmax); }

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
      if (g->o.realc && v >= 0 && v < 1000000 && nv + 3 <= 12 && rg_chance(g, 15)) { /* gcc's case lo ... hi: */
        int span = 1 + rg_rnd(g, 3), q, free = 1;
        for (q = 0; q < nv; q++) free &= used[q] <= v || used[q] > v + span;
        if (free) {
          for (q = 1; q <= span; q++) used[nv++] = v + q;
          rg_s_printf(&c, "case %lld ... %lld:", (long long)v, (long long)(v + span));
          continue;
        }
      }
      case_label(g, ty, v, &c);
    }
    if (!c.n) break; /* the 12 values are used up (case ranges take several): no more groups */
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

/* ---------------------------------------------------------------- any statement */
/* one statement of a kind drawn from every mode that is on (flags: S_NODECL) */
void rg_stmt(G *g, int flags) {
  int deep = g->nest < g->cfg.nest && budget_left(g), k = rg_rnd(g, 100);
  if (!budget_left(g)) k = 30 + rg_rnd(g, 30);
  if (g->o.ctypes) {
    int k2 = rg_rnd(g, 100);
    if (k2 < 6 && deep) { rg_switch(g); return; }
    if (k2 < 10) { rg_comma_stmt(g, flags); return; }
  }
  if (g->o.realc && rg_chance(g, 18) && budget_left(g) && rg_rstmt(g, flags, deep)) return;
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
void rg_block_body(G *g, int n) {
  int i;
  for (i = 0; i < n; i++) {
    if (!budget_left(g) && i > 0) break;
    rg_stmt(g, 0);
  }
}
