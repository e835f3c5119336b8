/* ptrstmt.c - the random program generator: pointer and string statements (pointers mode).
 *
 * Pointer variables and walks, char buffers filled and copied within bounds, <string.h> calls, malloc'd
 * blocks that always reach their free(), sprintf/snprintf with checksums, printf output, strtol and
 * <ctype.h>, pointers returned by functions, pointers to pointers and tables of strings.  rg_pstmt draws
 * one of them for rg_stmt.
 */
#include "gen/rg.h"

/* ---------------------------------------------------------------- pointers and strings: statements */
/* a name no variable in sight has: the statements of pointers mode never shadow, since their initialisers
 * and loop headers name other variables */
void rg_pname(G *g, char *buf, int counter) {
  int i, clash;
  do {
    if (counter) sprintf(buf, "%s%d", rg_ctr_names[rg_rnd(g, 10)], ++g->vctr);
    else sprintf(buf, "%s%d", rg_var_bases[rg_rnd(g, 50)], ++g->vctr);
    for (clash = 0, i = 0; i < g->nv; i++) clash |= strcmp(g->v[i].name, buf) == 0;
  } while (clash);
}
int rg_room(G *g, int64_t c) { return g->cost + g->mult * c < g->budget; }
int rg_can_decl(G *g, int flags) {
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
void rg_ret_ptr(G *g, const Fn *f) {
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
int rg_pret_call(G *g, int ty, int d, Ex *out) { int j; return pret_call_j(g, ty, d, out, &j); }
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
int rg_pstmt(G *g, int flags, int deep) {
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
