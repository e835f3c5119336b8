/* agg.c - the random program generator: structs, unions and multi-dimensional arrays (structs mode).
 *
 * The program's struct types, its union and list node, the helper functions over them, struct, union and
 * grid variables with their initialisers, the expressions that read them and the statements that write
 * them (see the section comment below for the rules).  rg_sstmt draws one of the statements for rg_stmt.
 */
#include "gen/rg.h"

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
void rg_st_pick_types(G *g) {
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
      else if (k < 40) m->ty = (uint8_t)st_scal_type(g);
      else if (k < 45) { /* a bit-field */
        m->mk = MK_BITS; m->ty = rg_chance(g, 50) ? TY_INT : TY_UINT; m->len = (uint8_t)(1 + rg_rnd(g, 31));
      }
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
  case MK_BITS: rg_s_printf(s, "  %s %s : %d;\n", m->ty == TY_INT ? "int" : "unsigned", m->name, m->len); break;
  case MK_CHARS: rg_s_printf(s, "  char %s[%d];\n", m->name, m->len); break;
  case MK_SUB: rg_s_printf(s, "  %s %s;\n", g->st[m->sub].spell, m->name); break;
  case MK_SUBARR: rg_s_printf(s, "  %s %s[%d];\n", g->st[m->sub].spell, m->name, m->len); break;
  case MK_LABEL: rg_s_printf(s, "  const char *%s;\n", m->name); break;
  default: rg_s_printf(s, "  %s %s[%d];\n", gen_type_name(m->ty), m->name, m->len); break;
  }
}
void rg_st_emit_types(G *g, Str *s) {
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
    case MK_BITS: rg_s_printf(s, "  r.%s = (int)(k * %d + %d);\n", m->name, 2 + j, j); break;
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
    case MK_SCAL: case MK_BITS: snprintf(x, sizeof x, "s.%s", m->name); st_fold_text(s, "  ", x, m->ty); break;
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
    case MK_BITS: rg_s_printf(s, "  p->%s += (int)(k & 63);\n", m->name); break;
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
void rg_st_emit_kit(G *g, Str *s) {
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
    case MK_BITS: ty = m->len < 32 ? TY_INT : m->ty; g->bits_read = 1; break; /* its value's type */
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
    const SMem *m = &T->m[rg_rnd(g, T->nm)];
    if (m->mk == MK_BITS) return 0; /* (a bit-field has no offset) */
    rg_use_hdr(g, INC_STDDEF);
    *out = rg_ex_text(P_POSTFIX, "offsetof(%s, %s)", T->spell, m->name);
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
int rg_st_leaf(G *g, int ty, Ex *out) {
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
  case MK_BITS: st_scal_init(g, TY_INT, glob, s); break;
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
/* realc: the rest of a designator in a row after member m's (.m.x = v, .m[i] = v, .m[i].x = v) and its value;
 * 0 (nothing written) for a member without parts */
static int st_chain(G *g, const SMem *m, int glob, Str *s, int depth) {
  const SType *T;
  if (m->mk == MK_SUB) {
    T = &g->st[m->sub];
    m = &T->m[rg_rnd(g, T->nm)];
    rg_s_printf(s, ".%s = ", m->name);
    st_init_mem(g, m, glob, s, depth + 1, 0);
    return 1;
  }
  if (m->mk == MK_SUBARR) {
    rg_s_printf(s, "[%d]", rg_rnd(g, m->len));
    if (rg_chance(g, 50)) {
      T = &g->st[m->sub];
      m = &T->m[rg_rnd(g, T->nm)];
      rg_s_printf(s, ".%s = ", m->name);
      st_init_mem(g, m, glob, s, depth + 1, 0);
    } else {
      rg_s_puts(s, " = ");
      st_init(g, m->sub, glob, s, depth + 1);
    }
    return 1;
  }
  if (m->mk != MK_SCARR) return 0;
  rg_s_printf(s, "[%d] = ", rg_rnd(g, m->len));
  st_scal_init(g, m->ty, glob, s);
  return 1;
}
/* an initialiser list of struct type t: {0}, positional (all or the first members) or designated */
static void st_init(G *g, int t, int glob, Str *s, int depth) {
  const SType *T = &g->st[t];
  int k = rg_rnd(g, 100), i, n;
  if (k < 8 || depth > 3) { rg_s_puts(s, g->o.realc && rg_chance(g, 50) ? "{}" : "{0}"); return; }
  if (k < 35) {
    int o[ST_MEMS], j;
    for (i = 0; i < T->nm; i++) o[i] = i;
    for (i = T->nm - 1; i > 0; i--) { j = rg_rnd(g, i + 1); n = o[i]; o[i] = o[j]; o[j] = n; }
    n = 1 + rg_rnd(g, T->nm);
    rg_s_puts(s, "{");
    for (i = 0; i < n; i++) {
      rg_s_printf(s, "%s.%s", i ? ", " : "", T->m[o[i]].name);
      if (g->o.realc && rg_chance(g, 30) && st_chain(g, &T->m[o[i]], glob, s, depth)) continue;
      rg_s_puts(s, " = ");
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
  if (top && k < 10) { rg_s_puts(s, g->o.realc && rg_chance(g, 50) ? "{}" : "{0}"); return; }
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
  if (k < 20) rg_s_puts(&s, g->o.realc && rg_chance(g, 50) ? "{}" : "{0}");
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
void rg_st_globals(G *g) {
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
int rg_sstmt(G *g, int flags, int deep) {
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
