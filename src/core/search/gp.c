/* gp.c - genomes, variation, C text and selection of `gnc search` (design: search.h; use: docs/search.md).
 *
 * Trees are prefix arrays: node i's children follow it, each a whole subtree, so a subtree is a contiguous
 * range (gp_end) and every operator is a splice: copy the parent, replacing one range by another tree.
 * A child that would exceed GP_MAX_NODES or the depth limit is not made; gp_vary then tries another draw and
 * after a few failures copies the parent.
 */
#include "core/search/search.h"
#include "core/lib/lib.h"

/* Tables: a const array at file scope is host memory to nvcc, so device code gets its own copy */
#ifdef __CUDA_ARCH__
#define GP_DATA static __device__ const
#else
#define GP_DATA static const
#endif

#define GP_OP_INFO(n, r, a, c, t, h) {#n, r, a, c, t, h},
GP_DATA GpOpInfo gp_ops[GP__NOPS] = {GP_OPS(GP_OP_INFO)};
#undef GP_OP_INFO
/* the operators' weights in percent (GV_*): crossover, UMAD, subtree, point, constant, loop */
GP_DATA int32_t gp_weights[GV__N] = {0, 35, 25, 15, 10, 10, 5};

CORE_FN const GpOpInfo *gp_op_info(int op) { return op >= 0 && op < GP__NOPS ? &gp_ops[op] : 0; }

CORE_FN static int gp_code_ty(char c, int self) {
  return c == 'I' ? GT_INT : c == 'D' ? GT_DBL : c == 'B' ? GT_BOOL : self;
}
CORE_FN static int gp_arity(const GpNode *n) { return gp_ops[n->op].arity; }
CORE_FN static int gp_kid_ty(const GpNode *n, int j) { return gp_code_ty(gp_ops[n->op].kids[j], n->ty); }

/* ---------------------------------------------------------------- randomness (splitmix64) */
CORE_FN static uint64_t gp_mix(uint64_t z) {
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}
CORE_FN GpRng gp_rng_at(uint64_t seed, uint64_t a, uint64_t b) {
  GpRng r;
  r.s = gp_mix(gp_mix(gp_mix(seed + 0x9e3779b97f4a7c15ull) ^ a) + 0x632be59bd9b4e019ull * (b + 1));
  return r;
}
CORE_FN uint64_t gp_next(GpRng *r) { return gp_mix(r->s += 0x9e3779b97f4a7c15ull); }
CORE_FN uint32_t gp_below(GpRng *r, uint32_t n) { return (uint32_t)(((gp_next(r) >> 32) * (uint64_t)n) >> 32); }
CORE_FN double gp_unit(GpRng *r) { return (double)(gp_next(r) >> 11) * (1.0 / 9007199254740992.0); }

/* ---------------------------------------------------------------- the spec */
CORE_FN static void gp_add(GpChoice *list, int32_t *n, int op, int ty, int arg) {
  if (*n >= GP_MAX_CHOICES) return;
  list[*n].op = (uint8_t)op;
  list[*n].ty = (uint8_t)ty;
  list[*n].arg = (uint16_t)arg;
  (*n)++;
}

CORE_FN static int gp_has_ty(const GpSpec *sp, int t) {
  int32_t i;
  if (t != GT_DBL) return 1;
  if (sp->ret == GT_DBL) return 1;
  for (i = 0; i < sp->nparam; i++) if (sp->pty[i] == GT_DBL) return 1;
  for (i = 0; i < sp->nloc; i++) if (sp->lty[i] == GT_DBL) return 1;
  return 0;
}

CORE_FN static void gp_choices(GpSpec *sp, int t) {
  int32_t i, op;
  sp->nterm[t] = sp->nfunc[t] = 0;
  gp_add(sp->term[t], &sp->nterm[t], GP_CONST, t, 0);
  for (i = 0; i < sp->nparam; i++)
    if (sp->plen[i] < 0 && sp->pty[i] == t) gp_add(sp->term[t], &sp->nterm[t], GP_PARAM, t, i);
  for (i = 0; i < sp->nloc; i++)
    if (sp->lty[i] == t) gp_add(sp->term[t], &sp->nterm[t], GP_LOCAL, t, i);
  if (t == GT_INT && sp->loops) gp_add(sp->term[t], &sp->nterm[t], GP_LOOPI, t, 0);
  for (i = 0; i < sp->nparam; i++)
    if (sp->plen[i] >= 0 && sp->pty[i] == t) gp_add(sp->func[t], &sp->nfunc[t], GP_ELEM, t, i);
  for (op = GP_TERN; op < GP__NOPS; op++) {
    const GpOpInfo *o = &gp_ops[op];
    int ok = !!(sp->ops & (1ull << op)), j;
    if (!ok || gp_code_ty(o->result, t) != t) continue;
    for (j = 0; j < o->arity; j++) ok &= gp_has_ty(sp, gp_code_ty(o->kids[j], t));
    if (ok) gp_add(sp->func[t], &sp->nfunc[t], op, t, 0);
  }
}

CORE_FN int gp_spec_finish(GpSpec *sp) {
  int t;
  sp->nslot = 2 * sp->nloc + 3;
  for (t = 0; t < GT__N; t++) {
    gp_choices(sp, t);
    if (gp_has_ty(sp, t) && sp->nterm[t] == 0) return -1;
  }
  return 0;
}

/* slots: init 0..nloc-1, the FOR bound, the WHILE condition, update 0..nloc-1, the result */
CORE_FN int gp_slot_type(const GpSpec *sp, const GpGenome *g, int s) {
  (void)g;
  if (s < sp->nloc) return sp->lty[s];
  if (s == sp->nloc) return GT_INT;
  if (s == sp->nloc + 1) return GT_BOOL;
  if (s < 2 * sp->nloc + 2) return sp->lty[s - sp->nloc - 2];
  return sp->ret;
}
CORE_FN int gp_slot_active(const GpSpec *sp, const GpGenome *g, int s) {
  if (s == sp->nloc) return g->loop == GL_FOR;
  if (s == sp->nloc + 1) return g->loop == GL_WHILE;
  if (s >= sp->nloc + 2 && s < 2 * sp->nloc + 2) return g->loop != GL_NONE;
  return 1;
}

/* ---------------------------------------------------------------- trees */
/* the end of the subtree at i */
CORE_FN static int32_t gp_end(const GpNode *nd, int32_t i) {
  int32_t need = 1;
  while (need > 0) need += gp_arity(&nd[i++]) - 1;
  return i;
}

/* the depth of the subtree at i (a leaf: 1) */
CORE_FN static int32_t gp_depth(const GpNode *nd, int32_t i) {
  int32_t left[GP_MAX_NODES], sp = 0, d = 0, e = gp_end(nd, i);
  for (; i < e; i++) {
    while (sp > 0 && left[sp - 1] == 0) sp--;
    if (sp > 0) left[sp - 1]--;
    left[sp++] = gp_arity(&nd[i]);
    if (sp > d) d = sp;
  }
  return d;
}

CORE_FN static void gp_leaf(const GpSpec *sp, GpRng *r, GpNode *n, const GpChoice *c) {
  n->op = c->op;
  n->ty = c->ty;
  n->arg = c->arg;
  n->pad = 0;
  n->k = 0;
  if (c->op != GP_CONST) return;
  if (c->ty == GT_BOOL) { n->k = gp_below(r, 2); return; }
  if (c->ty == GT_INT) {
    if (sp->erc > 0 && (sp->nlit[0] == 0 || gp_below(r, 2)))
      n->k = (int64_t)gp_below(r, (uint32_t)(2 * sp->erc + 1)) - sp->erc;
    else if (sp->nlit[0] > 0) n->k = sp->lit_i[gp_below(r, (uint32_t)sp->nlit[0])];
    return;
  }
  {
    double d = sp->nlit[1] > 0 && gp_below(r, 2) ? sp->lit_d[gp_below(r, (uint32_t)sp->nlit[1])]
                                                   : (double)((int32_t)gp_below(r, 401) - 200) / 20.0;
    union { double d; int64_t k; } u;
    u.d = d;
    n->k = u.k;
  }
}

/* a random tree of type ty, at most maxd deep and cap nodes, into out: its node count (>= 1) */
CORE_FN static int32_t gp_grow(const GpSpec *sp, GpRng *r, int ty, int32_t maxd, GpNode *out, int32_t cap) {
  uint8_t st[GP_MAX_NODES], sd[GP_MAX_NODES];
  int32_t top = 0, n = 0;
  st[top] = (uint8_t)ty;
  sd[top++] = 1;
  while (top > 0 && n < cap) {
    int t = st[--top], d = sd[top];
    int leaf = d >= maxd || sp->nfunc[t] == 0 || gp_unit(r) < 0.25 + 0.12 * d;
    const GpChoice *c;
    if (!leaf) {
      c = &sp->func[t][gp_below(r, (uint32_t)sp->nfunc[t])];
      if (n + 1 + top + gp_ops[c->op].arity > cap) leaf = 1;
    }
    if (leaf) { gp_leaf(sp, r, &out[n++], &sp->term[t][gp_below(r, (uint32_t)sp->nterm[t])]); continue; }
    gp_leaf(sp, r, &out[n], c);
    {
      int j, a = gp_ops[c->op].arity;
      for (j = a - 1; j >= 0; j--) {
        st[top] = (uint8_t)gp_kid_ty(&out[n], j);
        sd[top++] = (uint8_t)(d + 1);
      }
    }
    n++;
  }
  return n;
}

/* zeroes what follows the genome's nodes and slots, so that equal genomes are equal bytes (checkpoints) */
CORE_FN static void gp_clear_tail(const GpSpec *sp, GpGenome *g) {
  int32_t k;
  GpNode z;
  z.op = z.ty = 0; z.arg = 0; z.pad = 0; z.k = 0;
  for (k = g->n; k < GP_MAX_NODES; k++) g->node[k] = z;
  for (k = sp->nslot + 1; k <= GP_MAX_SLOTS; k++) g->start[k] = 0;
}

/* a parameter of type ty as a leaf into out: 1, or 0 if there is none */
CORE_FN static int gp_param_leaf(const GpSpec *sp, GpRng *r, int ty, GpNode *out) {
  int32_t q, seen = 0, pick = -1;
  for (q = 0; q < sp->nterm[ty]; q++)
    if (sp->term[ty][q].op == GP_PARAM && gp_below(r, (uint32_t)++seen) == 0) pick = q;
  if (pick < 0) return 0;
  gp_leaf(sp, r, out, &sp->term[ty][pick]);
  return 1;
}

/* an accumulating update of local l (t = a OP tree: the local, combined with a new tree by a binary operation
 * of its type) into out[0..cap): its node count, or 0 if the type has no such operation or it does not fit */
CORE_FN static int32_t gp_accum(const GpSpec *sp, GpRng *r, int ty, int32_t l, GpNode *out, int32_t cap) {
  int32_t q, seen = 0, pick = -1, m = 1, j;
  for (q = 0; q < sp->nfunc[ty]; q++) {
    const GpOpInfo *o = &gp_ops[sp->func[ty][q].op];
    if (o->arity == 2 && gp_code_ty(o->kids[0], ty) == ty && gp_code_ty(o->kids[1], ty) == ty &&
        gp_below(r, (uint32_t)++seen) == 0) pick = q;
  }
  if (pick < 0 || cap < 3 || sp->init_depth < 2) return 0;
  gp_leaf(sp, r, &out[0], &sp->func[ty][pick]);
  j = (int32_t)gp_below(r, 2);     /* the local's side */
  for (q = 0; q < 2; q++) {
    if (q == j) {
      out[m].op = GP_LOCAL; out[m].ty = (uint8_t)ty; out[m].arg = (uint16_t)l; out[m].pad = 0; out[m].k = 0;
      m++;
    } else m += gp_grow(sp, r, ty, sp->init_depth - 1, &out[m], cap - m - (q < j));
  }
  return m;
}

CORE_FN void gp_random(const GpSpec *sp, GpRng *r, GpGenome *g) {
  int32_t s, n = 0, kinds[3], nk = 0, k;
  kinds[nk++] = GL_NONE;
  if (sp->loops & (1 << GL_FOR)) kinds[nk++] = GL_FOR;
  if (sp->loops & (1 << GL_WHILE)) kinds[nk++] = GL_WHILE;
  g->loop = (uint8_t)kinds[gp_below(r, (uint32_t)nk)];
  g->pad[0] = g->pad[1] = g->pad[2] = 0;
  for (s = 0; s < sp->nslot; s++) {
    int32_t room = (GP_MAX_NODES - n) / (sp->nslot - s);
    int ty = gp_slot_type(sp, g, s);
    g->start[s] = (int16_t)n;
    /* a local's first value and the loop's bound are often a parameter (a = a, lim = n): half of them are */
    if (s <= sp->nloc && gp_below(r, 2) == 0 && gp_param_leaf(sp, r, ty, &g->node[n])) n++;
    else if (s >= sp->nloc + 2 && s < 2 * sp->nloc + 2 && gp_below(r, 2) == 0 &&
             (k = gp_accum(sp, r, ty, s - sp->nloc - 2, &g->node[n], room)) > 0) n += k;
    else n += gp_grow(sp, r, ty, sp->init_depth, &g->node[n], room);
  }
  g->start[sp->nslot] = (int16_t)n;
  g->n = n;
  gp_clear_tail(sp, g);
}

/* c = a with a's nodes [i, e) replaced by src[0..m); 0, or -1 if it does not fit */
CORE_FN static int gp_splice(const GpSpec *sp, GpGenome *c, const GpGenome *a, int32_t i, int32_t e,
                             const GpNode *src, int32_t m) {
  int32_t n = a->n - (e - i) + m, k, s;
  if (n > GP_MAX_NODES) return -1;
  for (k = 0; k < i; k++) c->node[k] = a->node[k];
  for (k = 0; k < m; k++) c->node[i + k] = src[k];
  for (k = e; k < a->n; k++) c->node[k - e + i + m] = a->node[k];
  for (s = 0; s <= sp->nslot; s++)
    c->start[s] = (int16_t)(a->start[s] >= e && a->start[s] > i ? a->start[s] - (e - i) + m : a->start[s]);
  c->n = n;
  c->loop = a->loop;
  c->pad[0] = c->pad[1] = c->pad[2] = 0;
  gp_clear_tail(sp, c);
  return 0;
}

CORE_FN static int32_t gp_slot_of(const GpSpec *sp, const GpGenome *g, int32_t i) {
  int32_t s = 0;
  while (s + 1 < sp->nslot && g->start[s + 1] <= i) s++;
  return s;
}

/* a random node of an active slot of g */
CORE_FN static int32_t gp_pick(const GpSpec *sp, const GpGenome *g, GpRng *r) {
  int32_t total = 0, s, k;
  for (s = 0; s < sp->nslot; s++) if (gp_slot_active(sp, g, s)) total += g->start[s + 1] - g->start[s];
  k = (int32_t)gp_below(r, (uint32_t)total);
  for (s = 0; s < sp->nslot; s++) {
    int32_t len = g->start[s + 1] - g->start[s];
    if (!gp_slot_active(sp, g, s)) continue;
    if (k < len) return g->start[s] + k;
    k -= len;
  }
  return 0;
}

CORE_FN static int gp_deep(const GpSpec *sp, const GpGenome *g, int32_t i) {
  int32_t s = gp_slot_of(sp, g, i);
  return gp_depth(g->node, g->start[s]) > sp->max_depth;
}

/* crossover: a random subtree of a replaced by a random subtree of b of the same type */
CORE_FN static int gp_xover(const GpSpec *sp, GpRng *r, const GpGenome *a, const GpGenome *b, GpGenome *c) {
  int32_t i = gp_pick(sp, a, r), s, k, seen = 0, j = -1;
  int t = a->node[i].ty;
  for (s = 0; s < sp->nslot; s++) {
    if (!gp_slot_active(sp, b, s)) continue;
    for (k = b->start[s]; k < b->start[s + 1]; k++)
      if (b->node[k].ty == t && gp_below(r, (uint32_t)++seen) == 0) j = k;
  }
  if (j < 0) return -1;
  if (gp_splice(sp, c, a, i, gp_end(a->node, i), &b->node[j], gp_end(b->node, j) - j) < 0) return -1;
  return gp_deep(sp, c, i) ? -1 : 0;
}

/* subtree mutation: a random subtree replaced by a new random tree of its type */
CORE_FN static int gp_subtree(const GpSpec *sp, GpRng *r, const GpGenome *a, GpGenome *c) {
  GpNode t[GP_MAX_NODES];
  int32_t i = gp_pick(sp, a, r), m = gp_grow(sp, r, a->node[i].ty, 3, t, 16);
  if (gp_splice(sp, c, a, i, gp_end(a->node, i), t, m) < 0) return -1;
  return gp_deep(sp, c, i) ? -1 : 0;
}

/* 1 if function choices x and y take the same child types */
CORE_FN static int gp_same_kids(const GpNode *x, const GpChoice *y) {
  GpNode n;
  int j;
  n.op = y->op;
  n.ty = y->ty;
  if (gp_ops[x->op].arity != gp_ops[y->op].arity) return 0;
  for (j = 0; j < gp_ops[x->op].arity; j++) if (gp_kid_ty(x, j) != gp_kid_ty(&n, j)) return 0;
  return 1;
}

/* point mutation: about one node in the active slots changes its operation for one of the same shape */
CORE_FN static int gp_point(const GpSpec *sp, GpRng *r, const GpGenome *a, GpGenome *c) {
  int32_t k, size = gp_size(sp, a), changed = 0;
  *c = *a;
  for (k = 0; k < a->n; k++) {
    GpNode *n = &c->node[k];
    int t = n->ty;
    if (!gp_slot_active(sp, a, gp_slot_of(sp, a, k)) || gp_below(r, (uint32_t)size) != 0) continue;
    if (gp_ops[n->op].arity == 0) {
      gp_leaf(sp, r, n, &sp->term[t][gp_below(r, (uint32_t)sp->nterm[t])]);
    } else {
      int32_t q, seen = 0, pick = -1;
      for (q = 0; q < sp->nfunc[t]; q++)
        if (gp_same_kids(n, &sp->func[t][q]) && gp_below(r, (uint32_t)++seen) == 0) pick = q;
      if (pick >= 0) { n->op = sp->func[t][pick].op; n->arg = sp->func[t][pick].arg; }
    }
    changed = 1;
  }
  return changed ? 0 : -1;
}

/* constant mutation: every constant of the active slots moves a little (integers by -2..2 or to a literal,
 * doubles by a relative step or to a literal) */
CORE_FN static int gp_const(const GpSpec *sp, GpRng *r, const GpGenome *a, GpGenome *c) {
  int32_t k, changed = 0;
  *c = *a;
  for (k = 0; k < a->n; k++) {
    GpNode *n = &c->node[k];
    if (n->op != GP_CONST || !gp_slot_active(sp, a, gp_slot_of(sp, a, k))) continue;
    changed = 1;
    if (n->ty == GT_BOOL) n->k ^= gp_below(r, 2);
    else if (n->ty == GT_INT) {
      if (sp->nlit[0] > 0 && gp_below(r, 4) == 0) n->k = sp->lit_i[gp_below(r, (uint32_t)sp->nlit[0])];
      else n->k += (int64_t)gp_below(r, 5) - 2;
    } else {
      union { double d; int64_t k; } u;
      u.k = n->k;
      if (sp->nlit[1] > 0 && gp_below(r, 4) == 0) u.d = sp->lit_d[gp_below(r, (uint32_t)sp->nlit[1])];
      else u.d = u.d * (1.0 + 0.2 * (gp_unit(r) - 0.5)) + 0.2 * (gp_unit(r) - 0.5);
      if (!(u.d > -1e9 && u.d < 1e9)) u.d = 0;
      n->k = u.k;
    }
  }
  return changed ? 0 : -1;
}

/* addition: the subtree at i becomes one child of a new operation whose other children are new leaves */
CORE_FN static int gp_wrap(const GpSpec *sp, GpRng *r, const GpGenome *a, GpGenome *c, int32_t i) {
  GpNode t[GP_MAX_NODES];
  int ty = a->node[i].ty;
  int32_t q, seen = 0, pick = -1, e = gp_end(a->node, i), m = 0, j, at = -1;
  for (q = 0; q < sp->nfunc[ty]; q++) {
    GpNode f;
    f.op = sp->func[ty][q].op;
    f.ty = (uint8_t)ty;
    for (j = 0; j < gp_ops[f.op].arity; j++)
      if (gp_kid_ty(&f, j) == ty && gp_below(r, (uint32_t)++seen) == 0) pick = q;
  }
  if (pick < 0) return -1;
  gp_leaf(sp, r, &t[m], &sp->func[ty][pick]);
  m++;
  {
    int32_t ar = gp_ops[t[0].op].arity, nsame = 0;
    for (j = 0; j < ar; j++) if (gp_kid_ty(&t[0], j) == ty && gp_below(r, (uint32_t)++nsame) == 0) at = j;
    for (j = 0; j < ar; j++) {
      if (j == at) {
        if (m + (e - i) > GP_MAX_NODES) return -1;
        for (q = i; q < e; q++) t[m++] = a->node[q];
      } else {
        int kt = gp_kid_ty(&t[0], j);
        if (m >= GP_MAX_NODES) return -1;
        gp_leaf(sp, r, &t[m++], &sp->term[kt][gp_below(r, (uint32_t)sp->nterm[kt])]);
      }
    }
  }
  if (gp_splice(sp, c, a, i, e, t, m) < 0) return -1;
  return gp_deep(sp, c, i) ? -1 : 0;
}

/* deletion: an operation at i replaced by one of its children of the same type */
CORE_FN static int gp_hoist(const GpSpec *sp, GpRng *r, const GpGenome *a, GpGenome *c, int32_t i) {
  const GpNode *n = &a->node[i];
  int32_t j, k = i + 1, seen = 0, from = -1;
  for (j = 0; j < gp_arity(n); j++) {
    if (gp_kid_ty(n, j) == n->ty && gp_below(r, (uint32_t)++seen) == 0) from = k;
    k = gp_end(a->node, k);
  }
  if (from < 0) return -1;
  return gp_splice(sp, c, a, i, gp_end(a->node, i), &a->node[from], gp_end(a->node, from) - from);
}

/* simplification: an operation of the active slots replaced by one of its children of the same type, or by a
 * terminal of its type; the child is smaller than a (the automatic simplification of Helmuth et al. 2017) */
CORE_FN int gp_shrink(const GpSpec *sp, GpRng *r, const GpGenome *a, GpGenome *c) {
  int32_t tries;
  for (tries = 0; tries < 8; tries++) {
    int32_t i = gp_pick(sp, a, r);
    GpNode t;
    if (gp_ops[a->node[i].op].arity == 0) continue;
    if (gp_below(r, 2) && gp_hoist(sp, r, a, c, i) == 0) return 0;
    gp_leaf(sp, r, &t, &sp->term[a->node[i].ty][gp_below(r, (uint32_t)sp->nterm[a->node[i].ty])]);
    return gp_splice(sp, c, a, i, gp_end(a->node, i), &t, 1);
  }
  return -1;
}

/* UMAD on trees: each node of the active slots is wrapped with probability 0.09 and each operation hoisted
 * with probability 0.09 / 1.09 (uniform mutation by addition and deletion, with tree-shaped genes) */
CORE_FN static int gp_umad(const GpSpec *sp, GpRng *r, const GpGenome *a, GpGenome *c) {
  GpGenome x[2];
  int32_t size = gp_size(sp, a), nadd = 0, ndel = 0, k, cur = 0, done = 0;
  for (k = 0; k < size; k++) {
    nadd += gp_unit(r) < 0.09;
    ndel += gp_unit(r) < 0.09 / 1.09;
  }
  if (nadd + ndel == 0) nadd = 1;
  x[0] = *a;
  for (k = 0; k < nadd + ndel; k++) {
    int32_t i = gp_pick(sp, &x[cur], r);
    int ok = k < nadd ? gp_wrap(sp, r, &x[cur], &x[cur ^ 1], i) : gp_hoist(sp, r, &x[cur], &x[cur ^ 1], i);
    if (ok == 0) { cur ^= 1; done = 1; }
  }
  if (!done) return -1;
  *c = x[cur];
  return 0;
}

/* loop mutation: another loop kind (the trees of every slot are kept; the new kind's slot wakes up) */
CORE_FN static int gp_loopmut(const GpSpec *sp, GpRng *r, const GpGenome *a, GpGenome *c) {
  int32_t kinds[3], nk = 0, k;
  for (k = 0; k < 3; k++)
    if (k != a->loop && (k == GL_NONE || (sp->loops & (1 << k)))) kinds[nk++] = k;
  if (nk == 0) return -1;
  *c = *a;
  c->loop = (uint8_t)kinds[gp_below(r, (uint32_t)nk)];
  return 0;
}

CORE_FN int gp_vary(const GpSpec *sp, GpRng *r, const GpGenome *a, const GpGenome *b, GpGenome *child) {
  const int32_t *w = gp_weights;
  int32_t tries;
  for (tries = 0; tries < 4; tries++) {
    int32_t x = (int32_t)gp_below(r, 100), op = 1, ok;
    while (x >= w[op]) x -= w[op++];
    ok = op == GV_XOVER ? gp_xover(sp, r, a, b, child) : op == GV_UMAD ? gp_umad(sp, r, a, child)
       : op == GV_SUBTREE ? gp_subtree(sp, r, a, child) : op == GV_POINT ? gp_point(sp, r, a, child)
       : op == GV_CONST ? gp_const(sp, r, a, child) : gp_loopmut(sp, r, a, child);
    if (ok == 0) return op;
  }
  *child = *a;
  return GV_COPY;
}

CORE_FN int32_t gp_size(const GpSpec *sp, const GpGenome *g) {
  int32_t s, n = 0;
  for (s = 0; s < sp->nslot; s++) if (gp_slot_active(sp, g, s)) n += g->start[s + 1] - g->start[s];
  return n;
}

CORE_FN int gp_valid(const GpSpec *sp, const GpGenome *g) {
  int32_t s, k;
  if (g->n < sp->nslot || g->n > GP_MAX_NODES || g->loop > GL_WHILE) return 0;
  if (g->loop != GL_NONE && !(sp->loops & (1 << g->loop))) return 0;
  if (g->start[0] != 0 || g->start[sp->nslot] != g->n) return 0;
  for (s = 0; s < sp->nslot; s++) if (g->start[s + 1] <= g->start[s]) return 0;
  for (s = 0; s < sp->nslot; s++) {
    int32_t i = g->start[s], e = g->start[s + 1], need = 1;
    if (e <= i) return 0;
    for (k = i; k < e; k++) {               /* a whole tree, of well-typed operations */
      const GpNode *n = &g->node[k];
      if (need <= 0 || n->op >= GP__NOPS || n->ty >= GT__N) return 0;
      need += gp_ops[n->op].arity - 1;
    }
    if (need != 0) return 0;
    {
      uint8_t want[3 * GP_MAX_NODES + 1];
      int32_t top = 0;
      want[top++] = (uint8_t)gp_slot_type(sp, g, s);
      for (k = i; k < e; k++) {
        const GpNode *n = &g->node[k];
        int32_t j, q, found = 0;
        if (top <= 0 || want[--top] != n->ty) return 0;
        const GpChoice *list = gp_ops[n->op].arity ? sp->func[n->ty] : sp->term[n->ty];
        int32_t cnt = gp_ops[n->op].arity ? sp->nfunc[n->ty] : sp->nterm[n->ty];
        for (q = 0; q < cnt; q++) found |= list[q].op == n->op && (n->op == GP_CONST || list[q].arg == n->arg);
        if (!found) return 0;
        for (j = gp_ops[n->op].arity - 1; j >= 0; j--) want[top++] = (uint8_t)gp_kid_ty(n, j);
      }
    }
  }
  return 1;
}

/* ---------------------------------------------------------------- C text */
typedef struct { char *p; int32_t len, cap; } GpOut;

CORE_FN static void gp_put(GpOut *o, const char *s, int32_t n) {
  int32_t k;
  for (k = 0; k < n; k++) {
    if (o->len < o->cap) o->p[o->len] = s[k];
    o->len++;
  }
}
CORE_FN static void gp_puts(GpOut *o, const char *s) {
  int32_t n = 0;
  while (s[n]) n++;
  gp_put(o, s, n);
}
CORE_FN static void gp_int(GpOut *o, int64_t v) {
  char b[24];
  int32_t n = 0, k;
  uint64_t u = v < 0 ? 0 - (uint64_t)v : (uint64_t)v;
  do { b[n++] = (char)('0' + u % 10); u /= 10; } while (u);
  if (v < 0) gp_puts(o, "(-");
  for (k = n - 1; k >= 0; k--) gp_put(o, &b[k], 1);
  if (v < 0) gp_puts(o, ")");
}
CORE_FN static void gp_dbl(GpOut *o, int64_t bits) {
  union { double d; int64_t k; } u;
  FmtSpec f;
  FmtArg a;
  char b[40];
  int32_t n, k, point = 0;
  u.k = bits;
  f.conv = 'g'; f.flags = 0; f.len = FMT_L_NONE; f.pad = 0; f.width = -1; f.prec = 17;
  a.u = 0; a.d = u.d < 0 ? -u.d : u.d; a.s = 0; a.slen = 0;
  n = fmt_one(b, (int32_t)sizeof b, &f, &a);
  if (n < 0) n = 0;
  if (n > (int32_t)sizeof b) n = (int32_t)sizeof b;
  for (k = 0; k < n; k++) point |= b[k] == '.' || b[k] == 'e';
  if (u.d < 0) gp_puts(o, "(-");
  gp_put(o, b, n);
  if (!point) gp_puts(o, ".0");
  if (u.d < 0) gp_puts(o, ")");
}

/* local l: a0.. for integers and d0.. for doubles (numbered per type); its loop temporary (prefix 't'): t0..,
 * numbered over all locals, so that a double's temporary never shadows the double itself */
CORE_FN static void gp_local_name(GpOut *o, const GpSpec *sp, int32_t l, char prefix) {
  int32_t k, idx = 0;
  char b[3];
  for (k = 0; k < l; k++) idx += prefix == 't' || sp->lty[k] == sp->lty[l];
  b[0] = prefix == 't' ? 't' : sp->lty[l] == GT_DBL ? 'd' : prefix;
  b[1] = (char)('0' + idx);
  b[2] = 0;
  gp_puts(o, b);
}

/* a leaf, or the head of an operation: its template (after the head) is returned for the caller to stack */
CORE_FN static const char *gp_head(GpOut *o, const GpSpec *sp, const GpNode *n) {
  switch (n->op) {
    case GP_CONST:
      if (n->ty == GT_DBL) gp_dbl(o, n->k);
      else gp_int(o, n->k);
      return 0;
    case GP_PARAM: gp_puts(o, sp->pname[n->arg]); return 0;
    case GP_LOCAL: gp_local_name(o, sp, n->arg, 'a'); return 0;
    case GP_ELEM:
      gp_puts(o, "gel_");
      gp_puts(o, sp->pname[n->arg]);
      gp_puts(o, "(");
      gp_puts(o, sp->pname[n->arg]);
      gp_puts(o, ", ");
      gp_puts(o, sp->pname[sp->plen[n->arg]]);
      gp_puts(o, ", ");
      return gp_ops[n->op].text;
    default:
      if (gp_ops[n->op].arity == 0) { gp_puts(o, gp_ops[n->op].text); return 0; }
      return gp_ops[n->op].text;
  }
}

/* the tree at node i, streaming each template and descending at each $ (children follow in prefix order) */
CORE_FN static void gp_tree(GpOut *o, const GpSpec *sp, const GpNode *nd, int32_t i) {
  const char *stack[GP_MAX_NODES];
  int32_t top = 0;
  const char *t = gp_head(o, sp, &nd[i++]);
  if (t) stack[top++] = t;
  while (top > 0) {
    const char *p = stack[top - 1];
    int32_t n = 0;
    while (p[n] && p[n] != '$') n++;
    gp_put(o, p, n);
    if (!p[n]) { top--; continue; }
    stack[top - 1] = p + n + 2;
    t = gp_head(o, sp, &nd[i++]);
    if (t) stack[top++] = t;
  }
}

CORE_FN static int32_t gp_helpers(const GpSpec *sp, const GpGenome *g) {
  int32_t s, k, h = 0;
  for (s = 0; s < sp->nslot; s++)
    if (gp_slot_active(sp, g, s))
      for (k = g->start[s]; k < g->start[s + 1]; k++) h |= gp_ops[g->node[k].op].helper;
  return h;
}

CORE_FN static void gp_prelude(GpOut *o, const GpSpec *sp, int32_t h) {
  int32_t p, b = sp->ret == GT_BOOL;
  for (p = 0; p < sp->nparam; p++) b |= sp->pty[p] == GT_BOOL;
  if (b) gp_puts(o, "#include <stdbool.h>\n");
  if (h & GH_MATH) gp_puts(o, "#include <math.h>\n");
  if (h & GH_DIV) gp_puts(o, "static long gdiv(long a, long b) { return b == 0 ? 0 : b == -1 ? -a : a / b; }\n");
  if (h & GH_MOD) gp_puts(o, "static long gmod(long a, long b) { return b == 0 || b == -1 ? 0 : a % b; }\n");
  if (h & GH_ABS) gp_puts(o, "static long gabs(long a) { return a < 0 ? -a : a; }\n");
  if (h & GH_MIN) gp_puts(o, "static long gmin(long a, long b) { return a < b ? a : b; }\n");
  if (h & GH_MAX) gp_puts(o, "static long gmax(long a, long b) { return a > b ? a : b; }\n");
  if (h & GH_D2I) gp_puts(o, "static long gd2i(double d) { return d > -9e18 && d < 9e18 ? (long)d : 0; }\n");
  for (p = 0; p < sp->nparam; p++) {          /* an array's element at any index, wrapped into range */
    if (sp->plen[p] < 0) continue;
    gp_puts(o, sp->pty[p] == GT_DBL ? "static double gel_" : "static long gel_");
    gp_puts(o, sp->pname[p]);
    gp_puts(o, "(const ");
    gp_puts(o, sp->pctype[p]);
    gp_puts(o, " a[], long n, long i) { return n > 0 ? a[(i % n + n) % n] : 0; }\n");
  }
}

CORE_FN static void gp_decls(GpOut *o, const GpSpec *sp, const GpGenome *g) {
  int32_t l, first[2] = {1, 1}, t;
  gp_puts(o, g->loop == GL_FOR ? "  long i = 0, lim = 0;\n" : "  long i = 0;\n");
  for (t = 0; t < 2; t++) {
    for (l = 0; l < sp->nloc; l++) {
      if (sp->lty[l] != (t ? GT_DBL : GT_INT)) continue;
      gp_puts(o, first[t] ? (t ? "  double " : "  long ") : ", ");
      first[t] = 0;
      gp_local_name(o, sp, l, 'a');
      gp_puts(o, " = 0");
    }
    if (!first[t]) gp_puts(o, ";\n");
  }
}

CORE_FN static void gp_loop(GpOut *o, const GpSpec *sp, const GpGenome *g) {
  int32_t l;
  if (g->loop == GL_FOR) {
    gp_puts(o, "  lim = ");
    gp_tree(o, sp, g->node, g->start[sp->nloc]);
    gp_puts(o, ";\n  for (i = 0; i < lim && i < ");
  } else {
    gp_puts(o, "  for (i = 0; ");
    gp_tree(o, sp, g->node, g->start[sp->nloc + 1]);
    gp_puts(o, " && i < ");
  }
  gp_int(o, sp->loop_limit);
  gp_puts(o, "; i++) {\n");
  for (l = 0; l < sp->nloc; l++) {
    gp_puts(o, sp->lty[l] == GT_DBL ? "    double " : "    long ");
    gp_local_name(o, sp, l, 't');
    gp_puts(o, " = ");
    gp_tree(o, sp, g->node, g->start[sp->nloc + 2 + l]);
    gp_puts(o, ";\n");
  }
  for (l = 0; l < sp->nloc; l++) {
    gp_puts(o, l ? " " : "    ");
    gp_local_name(o, sp, l, 'a');
    gp_puts(o, " = ");
    gp_local_name(o, sp, l, 't');
    gp_puts(o, ";");
  }
  gp_puts(o, sp->nloc ? "\n  }\n" : "  }\n");
}

CORE_FN int32_t gp_emit(const GpSpec *sp, const GpGenome *g, char *out, int32_t cap) {
  GpOut o;
  int32_t l;
  o.p = out;
  o.len = 0;
  o.cap = cap;
  gp_prelude(&o, sp, gp_helpers(sp, g));
  gp_puts(&o, sp->sig);
  gp_puts(&o, " {\n");
  gp_decls(&o, sp, g);
  for (l = 0; l < sp->nloc; l++) {
    gp_puts(&o, "  ");
    gp_local_name(&o, sp, l, 'a');
    gp_puts(&o, " = ");
    gp_tree(&o, sp, g->node, g->start[l]);
    gp_puts(&o, ";\n");
  }
  if (g->loop != GL_NONE) gp_loop(&o, sp, g);
  gp_puts(&o, "  return ");
  gp_tree(&o, sp, g->node, g->start[2 * sp->nloc + 2]);
  gp_puts(&o, ";\n}\n");
  return o.len <= cap ? o.len : -1;
}

/* ---------------------------------------------------------------- selection */
CORE_FN int32_t gp_lexicase(const double *err, int32_t ncase, const int32_t *pool, int32_t npool, GpRng *r,
                            int32_t *work) {
  int32_t *cur = work, *next = work + npool, *order = work + 2 * npool;
  int32_t n = npool, k, c;
  for (k = 0; k < npool; k++) cur[k] = pool[k];
  for (c = 0; c < ncase; c++) order[c] = c;
  for (c = 0; c < ncase && n > 1; c++) {   /* cases in a random order (Fisher-Yates, drawn as needed) */
    int32_t j = c + (int32_t)gp_below(r, (uint32_t)(ncase - c)), col = order[j], m = 0;
    double best;
    order[j] = order[c];
    order[c] = col;
    best = err[(int64_t)cur[0] * ncase + col];
    for (k = 1; k < n; k++) {
      double e = err[(int64_t)cur[k] * ncase + col];
      if (e < best) best = e;
    }
    for (k = 0; k < n; k++)
      if (err[(int64_t)cur[k] * ncase + col] == best) next[m++] = cur[k];
    {
      int32_t *t = cur;
      cur = next;
      next = t;
    }
    n = m;
  }
  return cur[gp_below(r, (uint32_t)n)];
}

CORE_FN int32_t gp_tournament(const double *tot, const int32_t *pool, int32_t npool, int32_t k, GpRng *r) {
  int32_t best = pool[gp_below(r, (uint32_t)npool)], j;
  for (j = 1; j < k; j++) {
    int32_t c = pool[gp_below(r, (uint32_t)npool)];
    if (tot[c] < tot[best] || (tot[c] == tot[best] && c < best)) best = c;
  }
  return best;
}
