/* check.c - the semantic checker: function table, scopes, types.
 *
 * check_run turns the parser's tree into the typed tree described in compiler.h, in two passes:
 *
 *   1. the function table: every top-level N_FUNC in source order; the first declaration of a name makes
 *      its Func (so function indices follow first declaration), later ones must agree with it.  Names are
 *      found through an open-addressing hash table in c->scratch.
 *   2. each function body, one walk that does everything at once:
 *      - scopes: a stack of bindings (64-bit name key, previous binding of the same bucket, declaring
 *        node) with per-bucket chains; leaving a scope pops its bindings and restores the buckets.  A key
 *        is a name of up to 8 bytes itself (one load), so such lookups read no node and compare no bytes
 *        (see ck_name_key).  Reads of variables and assignments take a path without calls or a frame
 *        (ck_var_fast).  The parameters and the body's top block share the outermost scope (as in C); a
 *        for statement has its own scope.
 *      - slots: params 0..nparams-1, then every declared variable (arrays too) its own slot, in order;
 *        arrays also get an offset in the frame's array area (N_DECL.d).  No two variables share a slot,
 *        and the VM zeroes every slot at function entry: a variable read before any assignment reads 0
 *        (docs/language.md), so the checker judges no data flow.
 *      - types: every expression gets ty, and implicit conversions become N_CAST nodes (NF_IMPLICIT)
 *        appended to c->node and spliced in through a pointer to the parent's child field (or to the
 *        previous list element's `next`).
 *      - statements: break/continue/case placement, switch labels.  Reachability is codegen's: the end of
 *        a non-void function other than main, where it can be reached, traps missing_return.
 *
 * The dispatchers (ck_stmt, ck_expr) keep no frame: handlers are out of line and get the node.
 * Scratch layout: [function hash][per-function flags][local buckets][bindings ->  ...].
 * Errors are reported through cc_error and checking goes on; TY_ERR marks an expression whose error was
 * already reported, so that it causes no further ones.
 */
#include "core/compiler/compiler.h"
#include "core/vm/builtins.h"

#define CK_LBITS      10                      /* at most 1 << CK_LBITS local-name hash buckets   */
typedef struct {                        /* a binding: 4 ints of scratch                    */
  uint32_t lo, hi;                      /* the name's key (see ck_name_key)                */
  int32_t prev;                         /* older binding in the same bucket, or -1         */
  int32_t node;                         /* declaring N_DECL / N_PARAM                      */
} CkBind;
#define CK_BW         8                       /* bitset words: slots 0..255 (cslots)             */
#define CK_MAX_SLOTS  (GNC_MAX_LOCALS - 8)    /* slots left to variables (codegen keeps 8 temps) */

/* keeps a function out of its callers, so that the expression dispatcher stays a small frame; and the
 * opposite, for the name lookups of the frameless common paths */
#if defined(__CUDACC__)
#define CK_NOINLINE __noinline__
#define CK_INLINE __forceinline__
#elif defined(__GNUC__)
#define CK_NOINLINE __attribute__((noinline))
#define CK_INLINE inline __attribute__((always_inline))
#else
#define CK_NOINLINE
#define CK_INLINE inline
#endif
/* a const object at file scope is host memory to nvcc: device code gets its own copy */
#ifdef __CUDA_ARCH__
#define CK_DATA static __device__ const
#else
#define CK_DATA static const
#endif

enum { A_ARR = 1, A_VOID = 2, A_AGG = 4, A_U64 = 8 }; /* what an expression context accepts besides scalars
                                                       (A_AGG: a struct; A_U64: becomes an unsigned long, so a
                                                       literal of gcc's __int128 may stand there: NF_I128) */

typedef struct CkLoop {         /* the innermost loops and switches, linked through the C stack */
  struct CkLoop *outer;
  int32_t sw;                   /* a switch: its N_SWITCH (else -1)                            */
  int32_t last, ncase;          /* a switch: its last N_CASE so far, and their number          */
  int32_t bind0;                /* a switch: the bindings before its body (ck_case)            */
  int has_default;
} CkLoop;

typedef struct {
  Compiler *c;
  Node *n;
  int32_t *fhash; int32_t fmask;          /* function name -> index + 1                  */
  int32_t *fflag;                         /* per function: E_UNDEFINED_FN reported        */
  int32_t *lb; int32_t lbits;             /* local buckets: newest binding or -1; 2^lbits */
  CkBind *bind; int32_t nbind;            /* bindings                                     */
  int32_t scope;                          /* first binding of the innermost scope         */
  const CkBind *bind_end;                 /* the end of the scratch area                  */
  int32_t fi;                             /* current function index                      */
  uint16_t ret;                           /* its return type                             */
  int32_t nslots; int64_t arr;            /* slots and array elements so far             */
  uint8_t *lt; int32_t lt_room;           /* where this function's local types go        */
  int err_slots, err_frame, oom;
  uint32_t cslots[CK_BW];                 /* slots of const variables                    */
  CkLoop *loop;
  int ffull;                              /* E_TOO_MANY_FUNCS reported                    */
  int stream;                             /* check_begin_stream: functions are registered
                                             as they are parsed (see ck_call)             */
  int32_t objs, objs_last;                /* the function's frame objects (Func.objs)     */
  int top;                                /* checking a file-scope declaration            */
  int32_t fbind;                          /* the file scope's bindings (in a function)    */
  int32_t labels, gotos, nlabels;         /* the function's N_LABELs and N_GOTOs so far, chained by c */
  int32_t defer, defer_last;              /* compound literals whose initialiser waits for the end of
                                             their statement (ck_complit), chained by b; -1: none */
  int stmtexpr;                           /* inside statement expressions (ck_stmtexpr)  */
  int32_t typeof_node; int typeof_ty;     /* the last typeof expression checked, its type */
} Ck;

/* ---------------------------------------------------------------- small helpers */
CORE_FN static int ck_same_name(const char *s, int32_t p1, int32_t l1, int32_t p2, int32_t l2) {
  int32_t i;
  if (l1 != l2) return 0;
  for (i = 0; i < l1; i++)
    if (s[p1 + i] != s[p2 + i]) return 0;
  return 1;
}

CORE_FN static uint32_t ck_hash(const char *s, int32_t p, int32_t l) {
  uint32_t h = 2166136261u;
  int32_t i;
  for (i = 0; i < l; i++) h = (h ^ (uint8_t)s[p + i]) * 16777619u;
  return h ^ (h >> 15);
}

CORE_FN static void ck_err(Ck *k, int32_t code, int32_t pos, int32_t len, int32_t arg) {
  cc_error(k->c, code, pos, len, arg);
}

CORE_FN static void ck_err_name(Ck *k, int32_t code, int32_t node, int32_t arg) {
  const Node *x = &k->n[node];
  if (x->name >= 0) ck_err(k, code, x->name, x->nlen, arg);
  else ck_err(k, code, x->pos, 1, arg);
}

CORE_FN static void ck_oom(Ck *k) {
  if (!k->oom) ck_err(k, E_OUT_OF_SPACE, 0, 0, 0);
  k->oom = 1;
}

/* a pointer type (or an array of pointers, before its decay): the low byte holds a depth */
#define CK_IS_PTR(t) (TY_LO(t) >= TY_PTR1)
CORE_FN static int ck_is_scalar(int t) { return ty_is_scalar(t); }
CORE_FN static int ck_is_integer(int t) { return t == TY_BOOL || ty_is_int32(t) || ty_is_int64(t); }
/* the integer promotions: every type narrower than int becomes int */
CORE_FN static int ck_promote(int t) {
  return t == TY_BOOL || t == TY_CHAR || t == TY_UCHAR || t == TY_SHORT || t == TY_USHORT ? TY_INT : t;
}
/* the usual arithmetic conversions of scalar types a and b (C11 6.3.1.8) */
CORE_FN static int ck_arith(int a, int b) {
  int ra, rb, ua, ub;
  a = ck_promote(a);
  b = ck_promote(b);
  if (a == TY_DOUBLE || b == TY_DOUBLE) return TY_DOUBLE;
  if (a == TY_FLOAT || b == TY_FLOAT) return TY_FLOAT;
  if (a == b) return a;
  ra = ty_is_int64(a);
  rb = ty_is_int64(b);
  ua = ty_is_unsigned(a);
  ub = ty_is_unsigned(b);
  if (ua == ub) return ra >= rb ? a : b;        /* the same signedness: the greater rank */
  if (ua ? ra >= rb : rb >= ra) return ua ? a : b; /* the unsigned one has at least the signed one's rank */
  if (ra || rb) return TY_LONG;                /* long holds every unsigned int */
  return TY_ULONG;                             /* (not reached: int and unsigned int have one rank) */
}

/* length of an operator token, for E_OPERAND_TYPE's %s */
CORE_FN static int32_t ck_op_len(int op) {
  switch (op) {
  case TK_SHL: case TK_SHR: case TK_EQ: case TK_NE: case TK_LE: case TK_GE: case TK_ANDAND: case TK_OROR:
  case TK_INC: case TK_DEC: case TK_ADD_ASSIGN: case TK_SUB_ASSIGN: case TK_MUL_ASSIGN: case TK_DIV_ASSIGN:
  case TK_MOD_ASSIGN: case TK_AND_ASSIGN: case TK_OR_ASSIGN: case TK_XOR_ASSIGN:
    return 2;
  case TK_SHL_ASSIGN: case TK_SHR_ASSIGN:
    return 3;
  }
  return 1;
}

/* the binary operator of a compound assignment */
CORE_FN static int ck_compound_op(int op) {
  switch (op) {
  case TK_ADD_ASSIGN: return TK_PLUS;
  case TK_SUB_ASSIGN: return TK_MINUS;
  case TK_MUL_ASSIGN: return TK_STAR;
  case TK_DIV_ASSIGN: return TK_SLASH;
  case TK_MOD_ASSIGN: return TK_PERCENT;
  case TK_SHL_ASSIGN: return TK_SHL;
  case TK_SHR_ASSIGN: return TK_SHR;
  case TK_AND_ASSIGN: return TK_AND;
  case TK_OR_ASSIGN: return TK_OR;
  case TK_XOR_ASSIGN: return TK_XOR;
  }
  return TK_PLUS;
}

/* position and length of an operator for a diagnostic: the node's pos, unless the source there is not
 * an operator character (then the node's first token, whatever it is, is shown with length 1) */
CORE_FN static void ck_err_op(Ck *k, int32_t node) {
  const Node *x = &k->n[node];
  int32_t len = ck_op_len(x->op), i;
  for (i = 0; i < len; i++) {
    int32_t p = x->pos + i;
    char ch = p < k->c->src_len ? k->c->src[p] : 0;
    if (!(ch == '+' || ch == '-' || ch == '*' || ch == '/' || ch == '%' || ch == '<' || ch == '>' || ch == '=' ||
          ch == '&' || ch == '|' || ch == '^' || ch == '!' || ch == '~')) {
      len = i > 0 ? i : 1;
      break;
    }
  }
  ck_err(k, E_OPERAND_TYPE, x->pos, len, 0);
}

/* ---------------------------------------------------------------- the set of const slots */
CORE_FN static int bs_get(const uint32_t *d, int32_t s) {
  return s >= 0 && s < CK_BW * 32 && ((d[s >> 5] >> (s & 31)) & 1u);
}
CORE_FN static void bs_set(uint32_t *d, int32_t s) { if (s >= 0 && s < CK_BW * 32) d[s >> 5] |= 1u << (s & 31); }

/* ---------------------------------------------------------------- nodes */
/* wraps the expression *ref (of another type than `to`, neither TY_ERR) in an implicit cast to `to` */
CORE_FN static void ck_cast_to(Ck *k, int32_t *ref, int to) {
  Compiler *c = k->c;
  Node *x = &k->n[*ref], *y;
  int32_t i = c->nnode;
  if (i >= c->node_cap) {
    ck_oom(k);
    return;
  }
  c->nnode = i + 1;
  y = &k->n[i];
  y->ival = 0;
  y->pos = x->pos;
  y->name = -1;
  y->nlen = 0;
  y->a = *ref;
  y->b = y->c = y->d = -1;
  y->next = x->next;
  x->next = -1;
  y->slot = -1;
  y->fn = -1;
  y->depth = x->depth + 1;
  y->kind = N_CAST;
  y->ty = (uint16_t)to;
  y->op = 0;
  y->flags = NF_IMPLICIT;
  *ref = i;
}

/* node idx (of another type than `to`, neither TY_ERR) becomes an implicit cast to `to` of a copy of itself:
 * ck_cast_to where only the node's index is at hand (its parent's reference to it stays) */
CORE_FN static void ck_cast_in_place(Ck *k, int32_t idx, int to) {
  Compiler *c = k->c;
  int32_t j = c->nnode;
  if (j >= c->node_cap) {
    ck_oom(k);
    return;
  }
  c->nnode = j + 1;
  k->n[j] = k->n[idx];
  k->n[j].next = -1;
  ck_cast_to(k, &j, to); /* j: the cast, whose operand is the copy */
  k->n[j].next = k->n[idx].next;
  k->n[idx] = k->n[j];
  c->nnode--; /* (the cast's own node, now copied into idx, is the last one made) */
}

CORE_FN static void ck_coerce_ptr(Ck *k, int32_t *ref, int to);

/* wraps the expression *ref in an implicit cast to `to` unless it already has that type */
CORE_FN static inline void ck_coerce(Ck *k, int32_t *ref, int to) {
  int ty = k->n[*ref].ty;
  if (ty != to && ty != TY_ERR && to != TY_ERR) {
    if (CK_IS_PTR(ty) || CK_IS_PTR(to)) ck_coerce_ptr(k, ref, to);
    else ck_cast_to(k, ref, to);
  }
}

/* ---------------------------------------------------------------- scopes
 * A local name's key is 64 bits.  A name of 1..8 bytes is its bytes from the low end up, zeros above:
 * identifier bytes are never zero, so the key alone tells such names apart, and it is one load of the 8
 * bytes that end the name (ck_lookup_fast).  A longer name's key is its last 7 bytes above a zero low
 * byte, which no short name has; matching it also compares lengths and the other bytes (ck_same_long). */
CORE_FN static inline uint64_t ck_load8(const char *s) { /* one load where the compiler merges them */
  const uint8_t *u = (const uint8_t *)s;
  return (uint64_t)u[0] | (uint64_t)u[1] << 8 | (uint64_t)u[2] << 16 | (uint64_t)u[3] << 24 |
         (uint64_t)u[4] << 32 | (uint64_t)u[5] << 40 | (uint64_t)u[6] << 48 | (uint64_t)u[7] << 56;
}

/* the key of the name [p, p+l) */
CORE_FN static CK_NOINLINE uint64_t ck_name_key(const char *s, int32_t p, int32_t l) {
  uint64_t w = 0;
  int32_t i;
  if (l > 8) return ck_load8(s + p + l - 8) & ~0xffull;
  if (l > 0 && p + l >= 8) return ck_load8(s + p + l - 8) >> (64 - 8 * l);
  for (i = l - 1; i >= 0; i--) w = w << 8 | (uint8_t)s[p + i]; /* near the start of the source */
  return w;
}

/* ck_name_key, with the common case inline */
CORE_FN static inline uint64_t ck_key(const char *s, int32_t p, int32_t l) {
  if ((uint32_t)(l - 1) < 8u && p + l >= 8) return ck_load8(s + p + l - 8) >> (64 - 8 * l);
  if (l > 8) return ck_load8(s + p + l - 8) & ~0xffull;
  return ck_name_key(s, p, l);
}

CORE_FN static inline uint32_t ck_bucket(const Ck *k, uint64_t key) {
  return (uint32_t)((key * 0x9e3779b97f4a7c15ull) >> (64 - k->lbits));
}

CORE_FN static inline int ck_key_is(const CkBind *e, uint64_t key) {
  return e->lo == (uint32_t)key && e->hi == (uint32_t)(key >> 32);
}

/* does the declaration `node` name [name, name+l) (l > 8; the keys, so the last 7 bytes, agree)? */
CORE_FN static int ck_same_long(const Ck *k, int32_t node, int32_t name, int32_t l) {
  const char *s = k->c->src;
  int32_t p = k->n[node].name, i;
  if (k->n[node].nlen != l) return 0;
  if (l <= 15) return ck_load8(s + p) == ck_load8(s + name); /* with the last 7, all of it */
  for (i = 0; i < l - 7; i++)
    if (s[p + i] != s[name + i]) return 0;
  return 1;
}

/* the declaring node of the newest binding from b down to binding `stop` that names the source bytes
 * [name, name+l) (with key `key`), or -1 */
CORE_FN static inline int32_t ck_find(const Ck *k, int32_t b, int32_t stop, int32_t name, int32_t l, uint64_t key) {
  for (; b >= stop; b = k->bind[b].prev) {
    const CkBind *e = &k->bind[b];
    if (ck_key_is(e, key) && (l <= 8 || ck_same_long(k, e->node, name, l))) return e->node;
  }
  return -1;
}

/* the declaring node of the visible binding of a name, or -1 */
CORE_FN static CK_NOINLINE int32_t ck_lookup(const Ck *k, int32_t name, int32_t nlen) {
  uint64_t key = ck_key(k->c->src, name, nlen);
  return ck_find(k, k->lb[ck_bucket(k, key)], 0, name, nlen, key);
}

/* the file-scope declaration of a name, or -1 */
CORE_FN static int32_t ck_lookup_file(const Ck *k, int32_t name, int32_t nlen) {
  uint64_t key = ck_key(k->c->src, name, nlen);
  int32_t b = k->lb[ck_bucket(k, key)], end = k->top ? k->nbind : k->fbind;
  while (b >= end) b = k->bind[b].prev;
  return ck_find(k, b, 0, name, nlen, key);
}

/* ck_lookup for the name of x where it takes a load or two; -1 also where it does not.  With `longer` 0:
 * names of 1..8 bytes that do not end in the first 8 bytes of the source; with `longer` 1: names of 9..15
 * bytes, whose key and first 8 bytes cover them (a constant: each caller gets its own path). */
CORE_FN static CK_INLINE int32_t ck_lookup_fast(const Ck *k, const Node *x, int longer) {
  const char *s = k->c->src;
  int32_t p = x->name, l = x->nlen, b;
  uint64_t key, head = 0;
  if (!longer) {
    if ((uint32_t)(l - 1) >= 8u || p + l < 8) return -1;
    key = ck_load8(s + p + l - 8) >> (64 - 8 * l);
  } else {
    if ((uint32_t)(l - 9) >= 7u || p < 0) return -1;
    key = ck_load8(s + p + l - 8) & ~0xffull;
    head = ck_load8(s + p);
  }
  for (b = k->lb[ck_bucket(k, key)]; b >= 0; b = k->bind[b].prev) {
    const CkBind *e = &k->bind[b];
    if (!ck_key_is(e, key)) continue;
    if (!longer || (k->n[e->node].nlen == l && ck_load8(s + k->n[e->node].name) == head)) return e->node;
  }
  return -1;
}

/* binds the N_DECL/N_PARAM `node` in the innermost scope */
CORE_FN static inline void ck_declare(Ck *k, int32_t node) {
  const Node *d = &k->n[node];
  uint64_t key;
  uint32_t h;
  CkBind *e;
  if (d->name < 0) return;
  key = ck_key(k->c->src, d->name, d->nlen);
  h = ck_bucket(k, key);
  if (ck_find(k, k->lb[h], k->scope, d->name, d->nlen, key) >= 0) ck_err_name(k, E_REDECLARED, node, 0);
  if (k->bind + (k->nbind + 1) > k->bind_end) {
    ck_oom(k);
    return;
  }
  e = &k->bind[k->nbind];
  e->lo = (uint32_t)key;
  e->hi = (uint32_t)(key >> 32);
  e->prev = k->lb[h];
  e->node = node;
  k->lb[h] = k->nbind++;
}

CORE_FN static int32_t ck_scope_open(Ck *k) {
  int32_t old = k->scope;
  k->scope = k->nbind;
  return old;
}

CORE_FN static void ck_scope_close(Ck *k, int32_t old) {
  while (k->nbind > k->scope) {
    const CkBind *e = &k->bind[--k->nbind];
    k->lb[ck_bucket(k, (uint64_t)e->hi << 32 | e->lo)] = e->prev;
  }
  k->scope = old;
}

/* a new local slot of type ty */
CORE_FN static inline int32_t ck_new_slot(Ck *k, int32_t node, int ty) {
  int32_t s = k->nslots++;
  if (s >= CK_MAX_SLOTS) {
    if (!k->err_slots) ck_err_name(k, E_TOO_MANY_LOCALS, node, CK_MAX_SLOTS);
    k->err_slots = 1;
  } else if (s < k->lt_room) {
    k->lt[s] = (uint8_t)ty_mod(ty);
    if (k->n[node].flags & NF_CONST) bs_set(k->cslots, s);
  } else {
    ck_oom(k);
  }
  return s;
}

/* ---------------------------------------------------------------- expressions */
CORE_FN static int ck_expr(Ck *k, int32_t *ref, int allow);

/* checks the expression *ref as a value of any scalar type; TY_ERR after an error */
CORE_FN static int ck_value(Ck *k, int32_t *ref) {
  return ck_expr(k, ref, 0);
}

/* ck_value for an operand that is often a literal */
CORE_FN static inline int ck_operand(Ck *k, int32_t *ref) {
  Node *x = &k->n[*ref];
  if (x->kind != N_NUM || (x->flags & NF_I128)) return ck_expr(k, ref, 0);
  return x->ty = x->ty == TY_LONG || x->ty == TY_UINT || x->ty == TY_ULONG ? x->ty : TY_INT;
}

/* checks *ref as a scalar and converts it to `to` */
CORE_FN static void ck_value_as(Ck *k, int32_t *ref, int to) {
  if (ck_expr(k, ref, to == TY_ULONG ? A_U64 : 0) != TY_ERR) ck_coerce(k, ref, to);
}

CORE_FN static CK_NOINLINE int32_t ck_undeclared(Ck *k, int32_t idx) {
  ck_err_name(k, E_UNDECLARED, idx, 0);
  k->n[idx].ty = TY_ERR;
  return -1;
}

/* resolves an N_VAR: slot and declared type; -1 (reported) when undeclared */
CORE_FN static inline int32_t ck_resolve(Ck *k, int32_t idx) {
  Node *x = &k->n[idx];
  int32_t d = ck_lookup_fast(k, x, 0);
  if (d < 0) d = ck_lookup(k, x->name, x->nlen);
  if (d < 0) return ck_undeclared(k, idx);
  x->slot = k->n[d].slot;
  x->ty = k->n[d].ty;
  return d;
}

/* Most names are found by ck_lookup_fast and are scalars in slots: the paths for them (ck_var, ck_lvalue)
 * make no calls but tail calls, and anything else starts over in the general path. */
CORE_FN static CK_INLINE int ck_var_fast(Ck *k, Node *x, int longer) {
  int32_t d = ck_lookup_fast(k, x, longer), s;
  int ty;
  if (d < 0) return -1;
  s = k->n[d].slot;
  ty = k->n[d].ty;
  x->slot = s;
  x->ty = (uint16_t)ty;
  return !TY_IS_ARR(ty) && !(k->n[d].flags & (NF_ADDR | NF_GLOBAL | NF_MARR)) ? ty : -1;
}

/* the program needs the memory model (an array used as a pointer) but the compile runs without it: the
 * driver starts it over with it (cc_phase, cc_compile); reported so that this compile stops */
CORE_FN static CK_NOINLINE int ck_need_mem(Ck *k, int32_t idx) {
  const Node *x = &k->n[idx];
  k->c->need_mem = 1;
  ck_err(k, E_NEED_MEMORY, x->name >= 0 ? x->name : x->pos, x->name >= 0 ? x->nlen : 1, 0);
  return TY_ERR;
}

/* the N_VAR idx of an array in byte memory becomes the pointer to its first element (C's decay) */
CORE_FN static CK_NOINLINE int ck_decay(Ck *k, int32_t idx) {
  Node *x = &k->n[idx];
  if (!ty_ptr_room(TY_BASE(x->ty))) {
    ck_err_name(k, E_PTR_DEPTH, idx, 7);
    return x->ty = TY_ERR;
  }
  return x->ty = (uint16_t)ty_ptr_to(TY_BASE(x->ty));
}

/* ---- aggregates (docs/language.md): a struct or union, or an array type, lives in byte memory; an
 * expression of one is an lvalue whose value (in codegen) is the address of its object */
/* an expression of struct or union type: allowed where allow has A_AGG */
CORE_FN static CK_NOINLINE int ck_struct_use(Ck *k, int32_t idx, int allow) {
  if (allow & A_AGG) return k->n[idx].ty;
  ck_err(k, E_STRUCT_VALUE, k->n[idx].pos, 1, 0);
  return k->n[idx].ty = TY_ERR;
}

/* an lvalue of array type t (TY_ARR of its element) and length len that is no variable (an element of a
 * multi-dimensional array, *p, an array member): NF_MARR, and C's decay unless allow has A_ARR */
CORE_FN static CK_NOINLINE int ck_arr_lvalue(Ck *k, int32_t idx, int t, int64_t len, int allow) {
  Node *x = &k->n[idx];
  x->ty = (uint16_t)t;
  x->ival = len;
  x->flags |= NF_MARR;
  return allow & A_ARR ? t : ck_decay(k, idx);
}

/* an lvalue of type t that is no variable: a struct (allowed with A_AGG), an array type (ck_arr_lvalue)
 * or a scalar */
CORE_FN static int ck_object(Ck *k, int32_t idx, int t, int allow) {
  const Node *g;
  if (!ty_is_agg(t)) return k->n[idx].ty = (uint16_t)t;
  g = cc_agg(k->c, t);
  if (g->ival < 0) {
    ck_err(k, cc_vla_row(k->c, t) ? E_VLA_ROWS : E_INCOMPLETE, k->n[idx].pos, 1, 0);
    return k->n[idx].ty = TY_ERR;
  }
  if (g->op == AG_ARRAY) return ck_arr_lvalue(k, idx, g->ty | TY_ARR, g->fn, allow);
  k->n[idx].ty = (uint16_t)t;
  return ck_struct_use(k, idx, allow);
}

CORE_FN static int ck_expr(Ck *k, int32_t *ref, int allow);

/* cc_member_at out of line: its search stack stays out of the recursive walks' frames (the device stack) */
CORE_FN static CK_NOINLINE int32_t ck_find_member(const Compiler *c, int t, int32_t pos, int32_t len, int64_t *off,
                                                  int *anon) {
  return cc_member_at(c, t, pos, len, off, anon);
}

/* a.name (p->name is (*p).name): an lvalue of the member's type at a's address plus its offset */
CORE_FN static CK_NOINLINE int ck_member(Ck *k, int32_t idx, int allow) {
  Compiler *c = k->c;
  int ta = ck_expr(k, &k->n[idx].a, A_AGG);
  Node *x = &k->n[idx];
  const Node *a = &k->n[x->a], *m;
  int32_t mi;
  int64_t off;
  int anon;
  if (ta == TY_ERR) return x->ty = TY_ERR;
  if (!ty_is_agg(ta) || cc_agg(c, ta)->op == AG_ARRAY) {
    int arrow = a->kind == N_DEREF && a->op == TK_ARROW;
    ck_err(k, E_NOT_STRUCT, x->pos, arrow ? 2 : 1, 0);
    return x->ty = TY_ERR;
  }
  mi = ck_find_member(c, ta, x->name, x->nlen, &off, &anon);
  if (mi < 0) {
    ck_err(k, E_NO_MEMBER, x->name, x->nlen, 0);
    return x->ty = TY_ERR;
  }
  m = &k->n[mi];
  x->d = (int32_t)off;
  x->flags |= m->flags & NF_CONST;
  if (cc_is_bitfield(m)) { /* c: the member, whose bits codegen reads and writes */
    x->c = mi;
    return x->ty = (uint16_t)cc_bf_type(m);
  }
  if (TY_IS_ARR(m->ty)) return ck_arr_lvalue(k, idx, m->ty, m->flags & NF_HASSIZE ? m->ival : 0, allow);
  return ck_object(k, idx, m->ty, allow);
}

CORE_FN static int32_t ck_find_fn(Ck *k, const Node *x);

/* the N_VAR idx names function fi (no variable of that name is in scope): a function pointer value
 * (N_FNREF), of the type pointer to its function type */
CORE_FN static CK_NOINLINE int ck_fn_value(Ck *k, int32_t idx, int32_t fi) {
  Compiler *c = k->c;
  const Func *f = &c->fn[fi];
  Node *x = &k->n[idx];
  int t;
  if (!c->memory) return x->ty = (uint16_t)ck_need_mem(k, idx); /* array parameters must be pointers */
  if (!f->defined && !k->fflag[fi]) {
    k->fflag[fi] = 1; /* streaming: it may still be defined further on (check_stream_end) */
    if (!k->stream) ck_err_name(k, E_UNDEFINED_FN, idx, 0);
  }
  t = cc_fn_type(c, f->ret, f->params, f->nparams, x->pos);
  x = &k->n[idx];
  if (t == TY_ERR) return x->ty = TY_ERR;
  x->kind = N_FNREF;
  x->fn = fi;
  return x->ty = (uint16_t)ty_ptr_to(t);
}

CORE_FN static int ck_builtin_alias(const char *s, int32_t n);

/* a name that no variable in scope has: a function of the program as a value, else an error */
CORE_FN static CK_NOINLINE int ck_name_value(Ck *k, int32_t idx) {
  Compiler *c = k->c;
  const Node *x = &k->n[idx];
  int32_t fi = ck_find_fn(k, x);
  if (fi >= 0) return ck_fn_value(k, idx, fi);
  if (bi_find(c->src + x->name, x->nlen) >= 0 || ck_builtin_alias(c->src + x->name, x->nlen) >= 0) {
    ck_err_name(k, E_LIB_VALUE, idx, 0);
    return k->n[idx].ty = TY_ERR;
  }
  ck_undeclared(k, idx);
  return TY_ERR;
}

/* node idx becomes its operand (*f and &f of a function designator are f) */
CORE_FN static int ck_unwrap(Ck *k, int32_t idx) {
  Node *x = &k->n[idx];
  int32_t next = x->next;
  *x = k->n[x->a];
  x->next = next;
  return x->ty;
}

/* is x (an N_DECL or N_VAR) a file-scope compound literal's object (ps_file_complit: named by its '(', a name
 * no program can spell; its N_VARs find it through their c, not by that name)? */
CORE_FN static int ck_complit_object(const Ck *k, const Node *x) { return k->c->src[x->name] == '('; }

/* the declaration that N_VAR x names, or -1 */
CORE_FN static int32_t ck_var_decl(const Ck *k, const Node *x) {
  return ck_complit_object(k, x) ? x->c : ck_lookup(k, x->name, x->nlen);
}

CORE_FN static CK_NOINLINE int ck_var_slow(Ck *k, int32_t idx, int allow) {
  Node *x = &k->n[idx];
  int32_t d = ck_complit_object(k, x) ? x->c : ck_lookup_fast(k, x, 0);
  if (d < 0) d = ck_lookup(k, x->name, x->nlen);
  if (d < 0) return ck_name_value(k, idx); /* a function, or undeclared */
  if (k->n[d].flags & NF_EXTERN) k->n[d].fn = idx; /* used (ck_externs) */
  x->slot = k->n[d].slot;
  x->ty = k->n[d].ty;
  if (k->n[d].flags & NF_ADDR) { /* a frame object: its pointer is in the slot, reads go through it */
    x->flags |= NF_ADDR;
    return x->ty;
  }
  if (ty_is_agg(x->ty)) { /* a struct variable: a frame object (the slot holds its pointer) or a static */
    x->flags |= (k->n[d].flags & NF_GLOBAL) | NF_MARR;
    return ck_struct_use(k, idx, allow);
  }
  if (k->n[d].flags & NF_GLOBAL) { /* a static object: slot is its index */
    x->flags |= NF_GLOBAL;
    if (!TY_IS_ARR(x->ty)) return x->ty;
    x->flags |= NF_MARR;
    return allow & A_ARR ? x->ty : ck_decay(k, idx);
  }
  if (TY_IS_ARR(x->ty)) {
    if (k->n[d].flags & NF_MARR) {
      x->flags |= NF_MARR;
      return allow & A_ARR ? x->ty : ck_decay(k, idx);
    }
    if (allow & A_ARR) return x->ty;
    if (!k->c->memory) return ck_need_mem(k, idx);
    ck_err_name(k, E_ARRAY_VALUE, idx, 0);
    return TY_ERR;
  }
  return x->ty;
}

CORE_FN static CK_NOINLINE int ck_var_long(Ck *k, Node *x, int32_t idx, int allow) {
  int ty = ck_var_fast(k, x, 1);
  return ty >= 0 ? ty : ck_var_slow(k, idx, allow);
}

CORE_FN static CK_NOINLINE int ck_var(Ck *k, Node *x, int32_t idx, int allow) {
  int ty = ck_var_fast(k, x, 0);
  return ty >= 0 ? ty : ck_var_long(k, x, idx, allow);
}

CORE_FN static void ck_err_expr(Ck *k, int32_t code, int32_t idx);

/* a[i] of an array or parameter whose rows have a variable length (int a[n][m], int m[r][c]): row i, an
 * array lvalue of the row's element (NF_MARR) at i times the row's bytes, which its declaration keeps in
 * the slot ival (NF_VLA, c = that slot: codegen's gen_addr, ck_sizeof); a[i][j] of rows of rows (int
 * a[n][m][k]) the same at j times a row's row's bytes, in the slot after it.  Of any other expression it
 * is an error. */
CORE_FN static CK_NOINLINE int ck_vla_index(Ck *k, int32_t idx, int t, int allow) {
  const Node *v = &k->n[k->n[idx].a];
  int32_t d = v->kind == N_VAR ? ck_lookup(k, v->name, v->nlen) : -1;
  if (v->kind == N_INDEX && (v->flags & NF_VLA) && k->n[v->a].kind == N_VAR) { /* a[i][j] of int a[n][m][k] */
    k->n[idx].flags |= NF_VLA;
    k->n[idx].c = v->c + 1;
    return ck_arr_lvalue(k, idx, cc_agg(k->c, t)->ty | TY_ARR, 0, allow);
  }
  if (d < 0 || (k->n[d].kind != N_DECL && k->n[d].kind != N_PARAM)) {
    ck_err_expr(k, E_VLA_ROWS, k->n[idx].a);
    return k->n[idx].ty = TY_ERR;
  }
  k->n[idx].flags |= NF_VLA;
  k->n[idx].c = (int32_t)k->n[d].ival;
  return ck_arr_lvalue(k, idx, cc_agg(k->c, t)->ty | TY_ARR, 0, allow);
}

CORE_FN static CK_NOINLINE int ck_index(Ck *k, Node *x, int32_t idx, int allow) {
  int t = TY_ERR, ti, ta = ck_expr(k, &x->a, A_ARR | A_VOID), slot_arr = 0;
  Node *v = &k->n[x->a];
  if (TY_IS_ARR(ta) && (v->flags & NF_MARR)) ta = ck_decay(k, x->a);
  if (TY_IS_ARR(ta)) {
    t = TY_BASE(ta);
    slot_arr = 1;
  } else if (ty_is_ptr(ta) && ta != TY_VOIDP && !cc_fn_of(k->c, ta)) {
    t = ty_pointee(ta);
  } else if (ta != TY_ERR) {
    ck_err_expr(k, E_NOT_ARRAY, x->a);
  }
  x = &k->n[idx];
  ti = ck_value(k, &x->b);
  if (!slot_arr) { /* p[i]: the index's value as a long */
    if (ti != TY_ERR && !ck_is_integer(ti)) {
      ck_err(k, E_INDEX_TYPE, k->n[x->b].pos, 1, 0);
      t = TY_ERR;
    } else if (ti != TY_ERR) {
      ck_coerce(k, &k->n[idx].b, TY_LONG);
    }
    if (t != TY_ERR && cc_vla_row(k->c, t)) return ck_vla_index(k, idx, t, allow);
    return ck_object(k, idx, t, allow);
  }
  if (ti == TY_UINT) ck_coerce(k, &x->b, TY_LONG); /* the index's value, not its bits */
  else if (ti != TY_ERR && ck_is_integer(ti) && ck_promote(ti) == TY_INT && ti != TY_INT) ck_coerce(k, &x->b, TY_INT);
  else if (ti != TY_ERR && ti != TY_INT && ti != TY_LONG && ti != TY_ULONG) {
    ck_err(k, E_INDEX_TYPE, k->n[x->b].pos, 1, 0);
    t = TY_ERR;
  }
  return x->ty = (uint16_t)t;
}

/* ---- statics: string literals, globals, static locals (Compiler.nstatics) */
/* node idx becomes the next static object (slot: its index), once */
CORE_FN static void ck_static(Ck *k, int32_t idx) {
  Compiler *c = k->c;
  Node *x = &k->n[idx];
  if (x->slot >= 0 && (x->kind == N_STR || (x->flags & NF_GLOBAL))) return;
  if (c->nstatics >= GNC_MAX_STATICS) {
    if (c->nstatics++ == GNC_MAX_STATICS) ck_err(k, E_TOO_MANY_STATICS, x->pos, 1, GNC_MAX_STATICS);
    x->slot = 0;
    return;
  }
  x->slot = c->nstatics++;
  x->d = -1;
  if (c->static_last < 0) c->static_first = idx;
  else k->n[c->static_last].d = idx;
  c->static_last = idx;
}

/* ---- pointers (docs/memory.md) */
/* is expression idx a null pointer constant (an integer constant expression of value 0)? */
CORE_FN static int ck_is_null(const Ck *k, int32_t idx) {
  int64_t v;
  int t = k->n[idx].ty;
  return (ck_is_integer(t)) && cc_const_int(k->n, idx, &v) && v == 0;
}

/* may a value of pointer type from become pointer type to without a cast?  The same type, or either is
 * void *, or pointers to char and unsigned char (gcc accepts those with a warning about signedness) */
CORE_FN static int ck_ptr_compatible(int from, int to) {
  int a = from, b = to;
  if (from == to || from == TY_VOIDP || to == TY_VOIDP) return 1;
  if (a < 2 * TY_PTR1 && b < 2 * TY_PTR1) { /* one level: char and unsigned char, int and unsigned int */
    a = ty_pointee(a);
    b = ty_pointee(b);
    return (a == TY_CHAR || a == TY_UCHAR) == (b == TY_CHAR || b == TY_UCHAR) && ty_size(a) == ty_size(b) &&
           ty_is_arith(a) && ty_is_arith(b) && !ty_is_float(a) && !ty_is_float(b);
  }
  return 0;
}

/* the span of expression node idx for a message: its name, or its first byte */
CORE_FN static void ck_err_expr(Ck *k, int32_t code, int32_t idx) {
  const Node *x = &k->n[idx];
  if (x->kind == N_VAR || x->kind == N_CALL) ck_err_name(k, code, idx, 0);
  else ck_err(k, code, x->pos, 1, 0);
}

/* ck_coerce where either type is a pointer: a compatible pointer or a null pointer constant becomes the
 * pointer type `to`; a pointer becomes bool (non-null); anything else is an error */
CORE_FN static CK_NOINLINE void ck_coerce_ptr(Ck *k, int32_t *ref, int to) {
  int ty = k->n[*ref].ty;
  if (CK_IS_PTR(to)) {
    if (CK_IS_PTR(ty) ? ck_ptr_compatible(ty, to) : ck_is_null(k, *ref)) ck_cast_to(k, ref, to);
    else if (CK_IS_PTR(ty) && (cc_fn_of(k->c, ty) || cc_fn_of(k->c, to))) ck_err_expr(k, E_FNPTR_CONV, *ref);
    else ck_err_expr(k, E_PTR_CONV, *ref);
  } else if (to == TY_BOOL) {
    ck_cast_to(k, ref, to);
  } else {
    ck_err_expr(k, E_PTR_TO_INT, *ref);
  }
}

/* a binary operator with a pointer operand: p + n, n + p, p - n (a pointer), p - q (a long: elements
 * between them), comparisons of compatible pointers or of a pointer with a null pointer constant */
/* can pointer p (node idx, of type t) step (p + n, p - q, ++p)?  Not to an incomplete struct, nor to rows
 * of a variable length (reported) */
CORE_FN static int ck_ptr_steps(Ck *k, int32_t idx, int t) {
  int e = ty_pointee(t);
  if (!ty_is_agg(e) || cc_agg(k->c, e)->op == AG_FUNC || cc_agg(k->c, e)->ival >= 0) return 1; /* (fn: E_PTR_ARITH) */
  ck_err_expr(k, cc_vla_row(k->c, e) ? E_VLA_ROWS : E_INCOMPLETE, idx);
  return 0;
}

CORE_FN static CK_NOINLINE int ck_ptr_binary(Ck *k, int32_t idx, int ta, int tb) {
  Node *x = &k->n[idx];
  int op = x->op, pa = CK_IS_PTR(ta), pb = CK_IS_PTR(tb);
  if (ta == TY_ERR || tb == TY_ERR) return x->ty = TY_ERR;
  if ((op == TK_PLUS || op == TK_MINUS) && !((!pa || ck_ptr_steps(k, x->a, ta)) && (!pb || ck_ptr_steps(k, x->b, tb))))
    return k->n[idx].ty = TY_ERR;
  if ((op < TK_EQ || op > TK_GE) && ((pa && cc_fn_of(k->c, ta)) || (pb && cc_fn_of(k->c, tb)))) {
    ck_err(k, E_PTR_ARITH, x->pos, ck_op_len(op), 0); /* a function pointer only compares */
    return x->ty = TY_ERR;
  }
  if (op == TK_PLUS && pa != pb && ck_is_integer(pa ? tb : ta)) {
    if (pb) { /* n + p: the pointer first */
      int32_t t = x->a;
      x->a = x->b;
      x->b = t;
      ta = tb;
    }
    ck_coerce(k, &x->b, TY_LONG);
    return k->n[idx].ty = (uint16_t)ta;
  }
  if (op == TK_MINUS && pa && !pb && ck_is_integer(tb)) {
    ck_coerce(k, &x->b, TY_LONG);
    return k->n[idx].ty = (uint16_t)ta;
  }
  if (op == TK_MINUS && pa && pb && ta == tb && ta != TY_VOIDP) return x->ty = TY_LONG;
  if (op >= TK_EQ && op <= TK_GE) {
    if (pa && pb && ck_ptr_compatible(ta, tb)) {
      if (ta != tb) ck_coerce(k, ta == TY_VOIDP ? &x->b : &x->a, TY_VOIDP);
      return k->n[idx].ty = TY_INT;
    }
    if ((op == TK_EQ || op == TK_NE) && pa != pb && ck_is_null(k, pa ? x->b : x->a)) {
      ck_coerce(k, pa ? &x->b : &x->a, pa ? ta : tb);
      return k->n[idx].ty = TY_INT;
    }
    if (pa && pb && (cc_fn_of(k->c, ta) || cc_fn_of(k->c, tb))) {
      ck_err(k, E_FNPTR_CONV, x->pos, ck_op_len(op), 0);
      return x->ty = TY_ERR;
    }
  }
  ck_err(k, E_PTR_ARITH, x->pos, ck_op_len(op), 0);
  return x->ty = TY_ERR;
}

CORE_FN static void ck_frame_object(Ck *k, int32_t idx);

/* (T[N]){...}: an array in a frame object of the function (made at entry, written where it stands); its
 * value is the pointer to its first element */
CORE_FN static int ck_list_nested(const Ck *k, int32_t e);
CORE_FN static CK_NOINLINE void ck_agg_init(Ck *k, int32_t idx);

/* the initialisers of the aggregate compound literals of the statement just checked, in its scope: checked
 * from statements rather than from ck_complit, they take no frames of the expression walk's recursion
 * (the device stack, docs/gpu.md); one may add others, which this loop takes too */
CORE_FN static CK_NOINLINE void ck_deferred(Ck *k) {
  while (k->defer >= 0) {
    int32_t idx = k->defer;
    k->defer = k->n[idx].b;
    k->n[idx].b = -1;
    if (k->n[idx].ty != TY_ERR) ck_agg_init(k, idx); /* (one used wrongly is reported already) */
  }
}

CORE_FN static CK_NOINLINE int ck_complit(Ck *k, int32_t idx, int allow) {
  Node *x = &k->n[idx];
  int et = TY_BASE(x->ty);
  int64_t count = 0;
  int32_t *ref;
  if (k->top) {
    ck_err(k, E_GLOBAL_INIT, x->pos, 1, 0);
    return x->ty = TY_ERR;
  }
  if (!k->c->memory) return x->ty = (uint16_t)ck_need_mem(k, idx);
  if (et == TY_VOID || x->ty == TY_ERR || !ty_ptr_room(et) || cc_ty_size(k->c, et) < 0) {
    ck_err(k, E_BAD_CAST, x->pos, 1, 0);
    return x->ty = TY_ERR;
  }
  if (ty_is_agg(x->ty) || ty_is_agg(et) || ck_list_nested(k, x->a)) { /* (S){...}, or elements that need it */
    if (x->a >= 0) { /* its initialiser: at the end of the statement (ck_deferred) */
      x->b = -1;
      if (k->defer < 0) k->defer = idx;
      else k->n[k->defer_last].b = idx;
      k->defer_last = idx;
    }
  } else {
    for (ref = &x->a; *ref >= 0; ref = &k->n[*ref].next) {
      count++;
      ck_value_as(k, ref, et);
    }
    x = &k->n[idx];
    if ((x->flags & NF_HASSIZE) && count > x->ival) ck_err(k, E_INIT_COUNT, x->pos, 1, 0);
    if (x->ival < 1) x->ival = 1;
  }
  x->slot = ck_new_slot(k, idx, ty_ptr_to(et));
  ck_frame_object(k, idx);
  if (ty_is_agg(k->n[idx].ty)) return ck_struct_use(k, idx, allow);
  return k->n[idx].ty = (uint16_t)ty_ptr_to(et);
}

/* *p: an lvalue of the pointee type */
CORE_FN static CK_NOINLINE int ck_deref(Ck *k, int32_t idx, int allow) {
  int t = ck_value(k, &k->n[idx].a);
  Node *x = &k->n[idx];
  if (t == TY_ERR) return x->ty = TY_ERR;
  if (!CK_IS_PTR(t) || t == TY_VOIDP) {
    ck_err_expr(k, E_DEREF, x->a);
    return x->ty = TY_ERR;
  }
  if (cc_fn_of(k->c, t)) return ck_unwrap(k, idx); /* *f: the function, which is f again as a value */
  return ck_object(k, idx, ty_pointee(t), allow);
}

/* the array type of count elements of type elem: the program's AG_ARRAY aggregate, or a new one made in
 * node spare (a node the expression no longer uses); TY_ERR (reported at pos) past GNC_MAX_AGG */
CORE_FN static CK_NOINLINE int ck_array_type(Ck *k, int elem, int64_t count, int32_t spare, int32_t pos) {
  Compiler *c = k->c;
  Node *x = &k->n[spare];
  int t = cc_array_find(c, elem, count);
  if (t) return t;
  if (c->nagg >= GNC_MAX_AGG) {
    ck_err(k, E_TOO_MANY_TYPES, pos, 1, GNC_MAX_AGG);
    return TY_ERR;
  }
  x->kind = N_AGG;
  x->op = AG_ARRAY;
  cc_array_set(c, x, elem, count);
  x->name = -1;
  x->nlen = 0;
  x->a = x->b = x->c = x->d = x->next = -1;
  x->flags = 0;
  c->agg[++c->nagg] = spare;
  return TY_MAKE_AGG(c->nagg);
}

/* &x of an array x of len elements of type elem (a variable, a row &m[i], a member, *p) in byte memory: the
 * address of its first element (x's value, for which the N_ADDR makes way), typed as a pointer to the
 * array type */
CORE_FN static CK_NOINLINE int ck_addr_array(Ck *k, int32_t idx, int elem, int64_t len) {
  int32_t a = k->n[idx].a, pos = k->n[idx].pos;
  int t;
  if (!(k->n[a].flags & NF_MARR)) { /* an array in slots: the memory model puts it in byte memory */
    if (!k->c->memory) return k->n[idx].ty = (uint16_t)ck_need_mem(k, a);
    ck_err(k, E_NOT_SUPPORTED, pos, 1, 0);
    return k->n[idx].ty = TY_ERR;
  }
  ck_unwrap(k, idx);
  t = ck_array_type(k, elem, len, a, pos);
  return k->n[idx].ty = (uint16_t)(t == TY_ERR ? TY_ERR : ty_ptr_to(t));
}

/* &x (x a variable the parser made a frame object: NF_ADDR, or an array), &a[i], &*p */
CORE_FN static CK_NOINLINE int ck_addr(Ck *k, int32_t idx) {
  int32_t a = k->n[idx].a;
  int ak = k->n[a].kind, t = TY_ERR;
  if (ak == N_VAR) {
    t = ck_expr(k, &k->n[idx].a, A_ARR | A_AGG);
    if (k->n[a].kind == N_FNREF) return ck_unwrap(k, idx); /* &f is f */
    if (t != TY_ERR && TY_IS_ARR(t)) {
      int32_t d = ck_var_decl(k, &k->n[a]);
      if (d >= 0 && (k->n[d].flags & NF_VLA)) { /* &a of int a[n]: its type would need n */
        ck_err_name(k, E_VLA_ADDR, a, 0);
        return k->n[idx].ty = TY_ERR;
      }
      return ck_addr_array(k, idx, TY_BASE(t), d >= 0 ? k->n[d].ival : 0);
    }
    if (t != TY_ERR && !(k->n[a].flags & (NF_ADDR | NF_GLOBAL)) && !ty_is_agg(t)) {
      ck_err(k, E_NOT_SUPPORTED, k->n[idx].pos, k->n[a].name + k->n[a].nlen - k->n[idx].pos, 0);
      return k->n[idx].ty = TY_ERR;
    }
  } else if (ak == N_INDEX || ak == N_DEREF || ak == N_MEMBER) {
    t = ck_expr(k, &k->n[idx].a, A_AGG);
    if (t != TY_ERR && ak == N_MEMBER && k->n[a].c >= 0) { /* &s.bits */
      ck_err(k, E_BITFIELD_ADDR, k->n[idx].pos, 1, 0);
      return k->n[idx].ty = TY_ERR;
    }
    if (t != TY_ERR && ak == N_INDEX && (k->n[a].flags & NF_VLA)) { /* &m[i] of a row of a variable length */
      ck_err(k, E_VLA_ADDR, k->n[idx].pos, 1, 0);
      return k->n[idx].ty = TY_ERR;
    }
    if (t != TY_ERR && (k->n[a].flags & NF_MARR)) /* &m[i]: a pointer to an array */
      return ck_addr_array(k, idx, ty_pointee(t), k->n[a].ival);
    if (t != TY_ERR && ak == N_INDEX && TY_IS_ARR(k->n[k->n[a].a].ty)) /* an element of a slot array */
      return k->n[idx].ty = (uint16_t)ck_need_mem(k, k->n[a].a);
  } else {
    if (ck_expr(k, &k->n[idx].a, A_ARR | A_VOID) != TY_ERR) ck_err_expr(k, E_ADDR, a);
    return k->n[idx].ty = TY_ERR;
  }
  if (t == TY_ERR) return k->n[idx].ty = TY_ERR;
  if (!ty_ptr_room(t)) {
    ck_err(k, E_PTR_DEPTH, k->n[idx].pos, 1, 7);
    return k->n[idx].ty = TY_ERR;
  }
  return k->n[idx].ty = (uint16_t)ty_ptr_to(t);
}

/* is t a pointer to a function int (P *, Q *) (qsort's comparator)? */
CORE_FN static int ck_qsort_cmp(const Ck *k, int t) {
  const Node *g = cc_fn_of(k->c, t);
  return g && g->fn == 2 && g->ty == TY_INT && CK_IS_PTR(k->n[g->a].ty) && CK_IS_PTR(k->n[k->n[g->a].next].ty);
}

/* Can an argument of type t reach a parameter of type pt in a call without a prototype in scope (C89: the
 * argument promoted, the callee reading its register as pt)?  Only where what gcc's callee reads is the
 * conversion of the value: pointers to a pointer, a double to a double, integers to an integer no wider
 * than the promoted argument (the callee reads its low bits), a bool to a bool */
CORE_FN static int ck_old_arg_ok(int t, int pt) {
  if (CK_IS_PTR(pt) || CK_IS_PTR(t)) return CK_IS_PTR(pt) && CK_IS_PTR(t);
  if (pt == TY_DOUBLE) return t == TY_FLOAT || t == TY_DOUBLE;
  if (pt == TY_BOOL) return t == TY_BOOL;
  return ck_is_integer(pt) && ck_is_integer(t) && (ty_is_int64(t) || !ty_is_int64(pt));
}

/* ---- calls of the C library (builtins.h): a name no user function has, declared by an included header */
/* the standard header that declares library function bi (PP_H_*), or -1 (none a program may name) */
CORE_FN static int ck_lib_header(int bi) {
  if (bi <= BI_free) return PP_H_STDLIB;
  if (bi <= BI_strdup) return PP_H_STRING;
  if (bi <= BI_srand) return PP_H_STDLIB;
  if (bi <= BI_toupper) return PP_H_CTYPE;
  if (bi <= BI_tanhf) return PP_H_MATH;
  if (bi <= BI_snprintf) return PP_H_STDIO;
  if (bi <= BI_abort) return PP_H_STDLIB;
  if (bi <= BI_clock) return PP_H_TIME;
  if (bi == BI_qsort) return PP_H_STDLIB;
  if (bi <= BI_fflush) return PP_H_STDIO;
  if (bi <= BI___builtin_isfinite) return PP_H_MATH;
  if (bi >= BI_memchr && bi <= BI_strncasecmp) return PP_H_STRING;
  if (bi >= BI___builtin_popcount && bi <= BI___builtin_popcountll) return PP_H__COUNT; /* gcc's: always there */
  if (bi == BI_sscanf || bi == BI___builtin_stdin) return PP_H_STDIO;
  if (bi == BI_strtof || bi == BI_bsearch) return PP_H_STDLIB;
  if (bi == BI_strnlen || bi == BI_strtok_r) return PP_H_STRING;
  if (bi >= BI_lround && bi <= BI_expm1) return PP_H_MATH;
  if (bi == BI_isascii || bi == BI_toascii) return PP_H_CTYPE;
  if (bi == BI___builtin_signbit) return PP_H__COUNT;
  if (bi >= BI_getchar && bi <= BI_ferror) return PP_H_STDIO;
  if (bi >= BI_vprintf && bi <= BI_vfprintf) return PP_H_STDIO;
  if (bi == BI___errno_location) return PP_H_ERRNO;
  if (bi == BI_strerror) return PP_H_STRING;
  if (bi == BI_perror) return PP_H_STDIO;
  if (bi >= BI_div && bi <= BI_lldiv) return PP_H_STDLIB;
  if (bi >= BI___builtin_clz && bi <= BI___builtin_abs) return PP_H__COUNT;
  return -1;
}

/* a library function bi's declaration is visible: its header (or, for strcasecmp and strncasecmp, <strings.h>)
 * is included, or it is one of gcc's builtins */
CORE_FN static int ck_lib_visible(const Compiler *c, int bi, int h) {
  if (h == PP_H__COUNT || (h >= 0 && (c->headers >> h & 1u))) return 1;
  return (bi == BI_strcasecmp || bi == BI_strncasecmp) && (c->headers >> PP_H_STRINGS & 1u);
}

/* the <stdio.h> functions that read standard input which gnc's library lacks: gets (gone since C11),
 * getdelim, vscanf */
CORE_FN static int ck_reads_stdin(const char *s, int32_t n) {
  return cc_word_is(s, n, "gets") || cc_word_is(s, n, "getdelim") || cc_word_is(s, n, "vscanf");
}

/* the C type of a signature letter of library function bi, as its header declares it: size_t for the
 * memory and string functions' sizes, void * for the memory functions' pointers, else char *; the
 * unsigned int parameters of srand and gcc's bit builtins (their results are int) */
CORE_FN static int ck_lib_type(int bi, char letter) {
  int late = bi >= BI_memchr; /* the later additions: size_t and unsigned parameters */
  if (letter == 'i')
    return bi == BI_srand || bi == BI___builtin_popcount || (bi >= BI___builtin_clz && bi <= BI___builtin_parity)
               ? TY_UINT
               : TY_INT;
  if (letter == 'l' && bi == BI___builtin_expect) return TY_LONG;
  if (letter == 'l' && ((bi >= BI_lround && bi <= BI_llrint) || bi == BI_getline)) return TY_LONG; /* ssize_t */
  if (letter == 'l' && (bi == BI_ldiv || bi == BI_lldiv)) return TY_LONG;
  if (letter == 'p' && bi == BI___errno_location) return ty_ptr_to(TY_INT);
  if (letter == 'l')
    return late || bi <= BI_strdup || bi == BI_snprintf || bi == BI_strtoul || bi == BI_strtoull || bi == BI_qsort
               ? TY_ULONG
               : TY_LONG;
  if (letter == 'd')
    return (bi >= BI_fabsf && bi <= BI_tanhf) || bi == BI___builtin_inff || bi == BI___builtin_nanf ||
                   bi == BI___builtin_huge_valf || bi == BI_strtof ? TY_FLOAT : TY_DOUBLE;
  if (letter == 'p') return bi <= BI_memset || bi == BI_memchr || bi == BI_bsearch ? TY_VOIDP : ty_ptr_to(TY_CHAR);
  return TY_ERR;
}

/* an argument of a library call for a pointer parameter (any pointer, an array, a null pointer constant)
 * or a variadic one (promoted: float to double, the types narrower than int to int); 0 when it is not one
 * (1 after an error: reported where it is) */
CORE_FN static int ck_lib_arg(Ck *k, int32_t *ref, int pointer, int variadic) {
  int t = ck_expr(k, ref, A_ARR);
  if (TY_IS_ARR(t) && (k->n[*ref].flags & NF_MARR)) t = ck_decay(k, *ref);
  if (t == TY_ERR) return 1; /* (reported) */
  if (TY_IS_ARR(t)) {
    if (!k->c->memory) ck_need_mem(k, *ref);
    return 0;
  }
  if (pointer) {
    if (CK_IS_PTR(t)) return 1;
    if (!ck_is_null(k, *ref)) return 0;
    ck_coerce(k, ref, TY_VOIDP);
    return 1;
  }
  if (variadic) {
    if (t == TY_FLOAT) ck_coerce(k, ref, TY_DOUBLE);
    else if (t != TY_UINT && ck_is_integer(t) && ck_promote(t) == TY_INT) ck_coerce(k, ref, TY_INT);
    return ck_is_scalar(t);
  }
  return 1;
}

/* An integer or floating argument (of type t) of a library function's parameter of type lt, through the
 * program's declaration of the function whose parameter is of type dt (-1: a declaration without a
 * prototype): converted to dt, then as gcc's code passes it (a 32-bit integer is zero-extended into a
 * 64-bit register); ck_lib_call then converts it to lt.  0 where the callee would read another register
 * (an integer for a double, or no prototype and a type ck_old_arg_ok refuses) */
CORE_FN static int ck_lib_declared_arg(Ck *k, int32_t *ref, int t, int dt, int lt) {
  int narrow;
  if (dt < 0) {
    dt = t == TY_FLOAT ? TY_DOUBLE : ck_promote(t);
    if (!ck_old_arg_ok(dt, lt) && !(ck_is_integer(dt) && ck_is_integer(lt))) return 0;
  }
  narrow = ck_is_integer(dt) && !ty_is_int64(dt) && ty_is_int64(lt);
  ck_coerce(k, ref, dt);
  if (narrow) ck_coerce(k, ref, TY_UINT);
  return 1;
}

/* ck_lib_call's decl for a declaration without a prototype (its address, never read) */
CK_DATA uint16_t ck_noproto[1] = {0};

/* a call of library function bi: arguments converted to the parameters' types (decl: through the
 * program's own declaration's parameter types, ck_noproto for one without a prototype; 0: none, the
 * header's); N_CALL.fn = -2 - bi.  div, ldiv and lldiv return a struct (<stdlib.h>'s div_t ...) in the
 * caller's object for it, as a function of the program does; the pointer to it is their hidden first
 * parameter */
CORE_FN static CK_NOINLINE int ck_lib_call(Ck *k, int32_t idx, int allow, int bi, const uint16_t *decl) {
  const char *sig = bi_sig(bi);
  int agg = bi >= BI_div && bi <= BI_lldiv; /* the hidden parameter takes no argument of the call */
  int32_t *ref, nargs = 0, a, argn = 0, nfix = bi_nfixed(bi) - agg;
  int ret, var = (bi_flags(bi) & BI_VARIADIC) != 0;
  for (a = k->n[idx].a; a >= 0; a = k->n[a].next) nargs++;
  if (var ? nargs < nfix || nargs > nfix + BI_MAX_VARARGS : nargs != nfix) {
    ck_err_name(k, E_ARG_COUNT, idx, nfix);
    return k->n[idx].ty = TY_ERR;
  }
  for (ref = &k->n[idx].a; *ref >= 0; ref = &k->n[*ref].next) {
    int t, letter = argn < nfix ? sig[agg + argn] : 0;
    argn++;
    if ((bi == BI_qsort && argn == 4) ||
        (bi == BI_bsearch && argn == 5)) { /* the comparator: a function, or a pointer to one */
      t = ck_value(k, ref);
      if (t != TY_ERR && !ck_qsort_cmp(k, t)) ck_err_name(k, E_QSORT_CMP, idx, 0);
      continue;
    }
    if (letter == 'p' || letter == 0) {
      if (!ck_lib_arg(k, ref, letter == 'p', letter == 0) && !k->c->need_mem) ck_err_name(k, E_ARG_TYPE, idx, argn);
      continue;
    }
    t = ck_expr(k, ref, 0);
    if (t == TY_ERR) continue;
    if (!ck_is_scalar(t) || CK_IS_PTR(t)) ck_err_name(k, E_ARG_TYPE, idx, argn);
    else if (!decl || ck_lib_declared_arg(k, ref, t, decl == ck_noproto ? -1 : decl[argn - 1],
                                          ck_lib_type(bi, (char)letter)))
      ck_coerce(k, ref, ck_lib_type(bi, (char)letter));
    else ck_err_name(k, E_OLD_ARG, idx, argn);
  }
  ret = agg ? cc_lib_struct(k->c, bi - BI_div) /* made by the parser (ps_lib_structs) */
      : sig[nfix + 1] == 'i' ? TY_INT /* (an unsigned int parameter, never a result) */
      : sig[nfix + 1] ? ck_lib_type(bi, sig[nfix + 1]) : TY_VOID;
  k->n[idx].fn = -2 - bi;
  k->n[idx].ty = (uint16_t)ret;
  if (agg && ret != TY_ERR) { /* the result goes to a frame object of the caller (the hidden argument) */
    k->n[idx].slot = ck_new_slot(k, idx, ty_ptr_to(ret));
    ck_frame_object(k, idx);
    return ck_struct_use(k, idx, allow);
  }
  if (ret == TY_VOID && !(allow & A_VOID)) {
    ck_err(k, E_VOID_VALUE, k->n[idx].pos, k->n[idx].nlen > 0 ? k->n[idx].nlen : 1, 0);
    return TY_ERR;
  }
  return ret;
}

/* the class of a scalar type as a library signature's letters see it: 'p' a pointer, 'd' floating, 'i' an
 * integer, 0 another type */
CORE_FN static int ck_lib_class(int t) {
  if (CK_IS_PTR(t)) return 'p';
  if (t == TY_FLOAT || t == TY_DOUBLE) return 'd';
  return ck_is_integer(t) ? 'i' : 0;
}

/* Does the program's own declaration f of library function bi (never defined) agree with the library's
 * enough that gcc's call through it passes what the library's function reads and reads what it returns?
 * Each parameter of its class (any pointers, the same floating type, integers of any width: ck_lib_call
 * passes them as gcc's code does), `...` where the library's has it, and a result of the library's class:
 * void for void, any pointer for a pointer, the same floating type, an integer no wider than its integer
 * (the caller reads the low bits).  A declaration without a prototype checks each call's arguments. */
CORE_FN static int ck_lib_agrees(const Func *f, int bi) {
  const char *sig = bi_sig(bi);
  int32_t i, nfix = bi_nfixed(bi), var = (bi_flags(bi) & BI_VARIADIC) != 0;
  int rt = !sig[nfix + 1] ? TY_VOID : sig[nfix + 1] == 'i' ? TY_INT : ck_lib_type(bi, sig[nfix + 1]);
  if ((bi >= BI_div && bi <= BI_lldiv) || bi == BI___errno_location) return 0;
  if (f->style != FN_NOPROTO) {
    if (f->variadic != var || f->nparams - var != nfix) return 0;
    for (i = 0; i < nfix; i++) {
      int lt = ck_lib_type(bi, sig[i]);
      if (ck_lib_class(f->params[i]) != ck_lib_class(lt) || (ck_lib_class(lt) == 'd' && f->params[i] != lt)) return 0;
    }
  }
  if (f->ret == TY_VOID || rt == TY_VOID) return f->ret == rt;
  if (ck_lib_class(f->ret) != ck_lib_class(rt)) return 0;
  if (ck_lib_class(rt) == 'd') return f->ret == rt;
  return ck_lib_class(rt) == 'p' || ty_is_int64(rt) || !ty_is_int64(f->ret);
}

/* A call of library function bi through the program's own declaration f of it, never defined (`int
 * printf(char *, ...);` without <stdio.h>, `int *calloc(int, int);`, `char *malloc();`): the library's
 * function, its arguments converted to the declared parameters first, its result to the declared type */
CORE_FN static CK_NOINLINE int ck_lib_declared(Ck *k, int32_t idx, int allow, int bi, const Func *f) {
  int t;
  if (!ck_lib_agrees(f, bi)) {
    ck_err_name(k, E_LIB_DECL, idx, 0);
    return k->n[idx].ty = TY_ERR;
  }
  t = ck_lib_call(k, idx, allow, bi, f->style == FN_NOPROTO ? ck_noproto : f->params);
  if (t == TY_ERR || t == TY_VOID || t == f->ret) return t;
  ck_cast_in_place(k, idx, f->ret);
  return f->ret;
}

/* assert(e) of <assert.h> (when NDEBUG was not defined there, the preprocessor leaves the name): e is any
 * scalar; the call is void and traps assertion_failed where e is zero */
CORE_FN static CK_NOINLINE int ck_assert(Ck *k, int32_t idx, int allow) {
  int32_t a = k->n[idx].a;
  int t;
  if (a < 0 || k->n[a].next >= 0) {
    ck_err_name(k, E_ARG_COUNT, idx, 1);
    return k->n[idx].ty = TY_ERR;
  }
  t = ck_value(k, &k->n[idx].a);
  if (t != TY_ERR && !ck_is_scalar(t)) ck_err_name(k, E_ARG_TYPE, idx, 1);
  k->n[idx].fn = -2 - BI___gnc_assert_fail;
  k->n[idx].ty = TY_VOID;
  if (!(allow & A_VOID)) {
    ck_err(k, E_VOID_VALUE, k->n[idx].pos, k->n[idx].nlen, 0);
    return TY_ERR;
  }
  return TY_VOID;
}

/* Does gcc know library function bi as a builtin, whose type (its header's) it takes where the program
 * calls it without a declaration?  All of gnc's library but these (for every other one, `f(1, 2, 3)`
 * without a header makes gcc 12 warn of a "built-in function") */
CORE_FN static int ck_gcc_builtin(int bi) {
  switch (bi) {
  case BI_strtok: case BI_atoi: case BI_atol: case BI_atoll: case BI_strtol: case BI_strtoll: case BI_strtoul:
  case BI_strtoull: case BI_atof: case BI_strtod: case BI_rand: case BI_srand: case BI_time: case BI_clock:
  case BI_qsort: case BI_fflush: case BI_strtof: case BI_bsearch: case BI_strtok_r: case BI_getchar:
  case BI_fgetc: case BI_ungetc: case BI_fgets: case BI_getline: case BI_fread: case BI_feof: case BI_ferror:
  case BI_strerror: case BI_perror: case BI_div: case BI_ldiv: case BI_lldiv: case BI___errno_location:
    return 0;
  default: return 1;
  }
}

/* gcc's __builtin_NAME for a library function NAME it knows as a builtin (__builtin_memcpy, __builtin_abort,
 * with or without NAME's header): that function's index, else -1 */
CORE_FN static int ck_builtin_alias(const char *s, int32_t n) {
  const char *pre = "__builtin_";
  int32_t i, np = 10;
  int bi, h;
  if (n <= np) return -1;
  for (i = 0; i < np; i++)
    if (s[i] != pre[i]) return -1;
  bi = bi_find(s + np, n - np);
  h = bi >= 0 ? ck_lib_header(bi) : -1;
  return h >= 0 && h != PP_H__COUNT && ck_gcc_builtin(bi) ? bi : -1;
}

/* A call of a name no declaration before it names: the library's (or an error), -1 when it is none of
 * those, or -2 where it calls the function f of that name defined further on, as gcc takes it (C89's
 * implicit declaration `int f();`: f returns int; the arguments are checked as for any call without a
 * prototype in scope).  A library function without its header is gcc's builtin of that name, typed as
 * its header declares it, or else C89's `int f();` (where the library's returns int, or nothing).
 * Streaming has not seen f yet: the error makes the compile go pass by pass. */
CORE_FN static CK_NOINLINE int ck_lib_or_undeclared(Ck *k, Node *x, int32_t idx, int allow, const Func *f) {
  Compiler *c = k->c;
  const char *s = c->src + x->name;
  int bi = bi_find(s, x->nlen), h = bi >= 0 ? ck_lib_header(bi) : -1;
  if (cc_word_is(s, x->nlen, "assert") && (c->headers >> PP_H_ASSERT & 1u))
    return ck_assert(k, idx, allow);
  if (bi < 0 && ck_builtin_alias(s, x->nlen) >= 0) return ck_lib_call(k, idx, allow, ck_builtin_alias(s, x->nlen), 0);
  if (ck_lib_visible(c, bi, h)) return ck_lib_call(k, idx, allow, bi, 0);
  if (f && f->defined && f->ret == TY_INT && !k->stream) return -2;
  if (h >= 0 && !f && !k->stream) { /* the library's, without its header */
    char r = bi_sig(bi)[bi_nfixed(bi) + 1];
    if (ck_gcc_builtin(bi)) return ck_lib_call(k, idx, allow, bi, 0); /* gcc takes its header's type */
    if (r == 'i' || !r) return ck_lib_call(k, idx, allow, bi, ck_noproto); /* else C89's `int f();` */
  }
  ck_err_name(k, h >= 0 ? E_LIB_HEADER : ck_reads_stdin(s, x->nlen) ? E_LIB_STDIN : E_UNDECLARED, idx, 0);
  return -1;
}

/* the function table's entry of name x (its index + 1), or 0 */
CORE_FN static CK_NOINLINE int32_t ck_fn_entry(const Ck *k, const Node *x) {
  const Compiler *c = k->c;
  uint32_t h = ck_hash(c->src, x->name, x->nlen);
  int32_t e;
  for (;;) {
    e = k->fhash[h & (uint32_t)k->fmask];
    if (e == 0 || ck_same_name(c->src, c->fn[e - 1].name, c->fn[e - 1].nlen, x->name, x->nlen)) return e;
    h++;
  }
}

/* the user function named by x declared before x (its index), or -1 */
CORE_FN static int32_t ck_find_fn(Ck *k, const Node *x) {
  int32_t e = ck_fn_entry(k, x);
  return e == 0 || k->c->fn[e - 1].name > x->name ? -1 : e - 1;
}

/* Pointers to rows that C finds compatible where one side's rows have a variable length (their lengths
 * must agree when the program runs: a row read past its object traps, docs/memory.md); rows of rows too
 * (int w[2][3][4] passed to int g[n][m][k]), level by level */
CORE_FN static int ck_rows_compatible(const Ck *k, int from, int to) {
  int a, b, level;
  if (!CK_IS_PTR(from) || !CK_IS_PTR(to) || from == to) return 0;
  a = ty_pointee(from);
  b = ty_pointee(to);
  for (level = 0; level < GNC_MAX_DIMS; level++) {
    if (!ty_is_agg(a) || !ty_is_agg(b) || (!cc_vla_row(k->c, a) && !cc_vla_row(k->c, b))) return 0;
    if (cc_agg(k->c, a)->op != AG_ARRAY || cc_agg(k->c, b)->op != AG_ARRAY) return 0;
    a = cc_agg(k->c, a)->ty;
    b = cc_agg(k->c, b)->ty;
    if (a == b) return 1;
  }
  return 0;
}

/* a variable argument (of a call of T f(fixed, ...)): C's default argument promotions (float to double,
 * char, short and bool to int), an array to its pointer; a struct is an error.  Its VM class: va_class. */
CORE_FN static void ck_vararg(Ck *k, int32_t idx, int32_t *ref, int32_t argn, int t) {
  if (TY_IS_ARR(t) && (k->n[*ref].flags & NF_MARR)) t = ck_decay(k, *ref);
  if (t == TY_ERR) return;
  if (ty_is_agg(t) || TY_IS_ARR(t) || t == TY_VOID) ck_err_name(k, E_ARG_TYPE, idx, argn);
  else if (t == TY_FLOAT) ck_coerce(k, ref, TY_DOUBLE);
  else if (t == TY_BOOL || t == TY_CHAR || t == TY_UCHAR || t == TY_SHORT || t == TY_USHORT) ck_coerce(k, ref, TY_INT);
}

/* a call of T f(fixed, ...): its variable arguments go to a frame object of the caller (NF_VARIADIC) */
CORE_FN static void ck_varcall(Ck *k, int32_t idx, int32_t nvar) {
  Node *x = &k->n[idx];
  if (nvar > GNC_MAX_VARARGS) ck_err_name(k, E_VARARGS, idx, GNC_MAX_VARARGS);
  x->flags |= NF_VARIADIC;
  x->ival = nvar;
  x->slot = ck_new_slot(k, idx, TY_PTR1 + TY_CHAR);
  ck_frame_object(k, idx);
}

/* the arguments of call idx converted to the parameter types params[0..np) (params 0: unknown, only checked
 * themselves), and the call's type: its return type ret (ok 0: TY_ERR; ok 2: a call without a prototype in
 * scope, whose arguments must each be of a kind the parameter takes: ck_old_arg_ok) */
CORE_FN static int ck_call_args(Ck *k, int32_t idx, int allow, const uint16_t *params, int32_t np, int ret, int ok,
                                int variadic) {
  Compiler *c = k->c;
  Node *x = &k->n[idx];
  int32_t *ref, argn = 0, nargs = 0, a, nfixed = variadic ? np - 1 : np;
  for (a = x->a; a >= 0; a = k->n[a].next) nargs++;
  if (params && (variadic ? nargs < nfixed : nargs != np)) {
    ck_err_name(k, E_ARG_COUNT, idx, nfixed);
    ok = 0;
  }
  for (ref = &x->a; *ref >= 0; ref = &k->n[*ref].next) {
    int pt = params && argn < nfixed ? params[argn] : TY_ERR;
    int var = variadic && argn >= nfixed, t;
    argn++;
    t = ck_expr(k, ref, A_ARR | (var || ty_is_agg(pt) ? A_AGG : 0) | (pt == TY_ULONG ? A_U64 : 0));
    if (var) { /* checked here, not in ck_vararg: a call in an argument recurses through ck_expr only */
      ck_vararg(k, idx, ref, argn, t);
      continue;
    }
    if (ty_is_agg(pt)) { /* a struct by value: the callee copies it */
      if (t != TY_ERR && t != pt && ok) ck_err_name(k, E_ARG_TYPE, idx, argn);
      continue;
    }
    if (TY_IS_ARR(t) && (k->n[*ref].flags & NF_MARR)) t = ck_decay(k, *ref);
    if (t == TY_ERR || pt == TY_ERR || !ok) continue;
    if (ck_rows_compatible(k, t, pt)) continue; /* int w[3][4] to int m[r][c]: the same pointer */
    if (TY_IS_ARR(pt) || TY_IS_ARR(t)) {
      if (t == pt && k->n[*ref].kind == N_VAR) continue;
      if (!c->memory && (CK_IS_PTR(pt) || CK_IS_PTR(t))) ck_need_mem(k, *ref);
      else ck_err_name(k, E_ARG_TYPE, idx, argn);
    } else if (CK_IS_PTR(pt) ? (CK_IS_PTR(t) ? !ck_ptr_compatible(t, pt) : !ck_is_null(k, *ref))
                             : CK_IS_PTR(t) && pt != TY_BOOL) {
      ck_err_name(k, E_ARG_TYPE, idx, argn);
    } else if (ok == 2 && !ck_old_arg_ok(t, pt)) {
      ck_err_name(k, E_OLD_ARG, idx, argn);
    } else {
      ck_coerce(k, ref, pt);
    }
  }
  x = &k->n[idx];
  if (!params || !ok) return x->ty = TY_ERR;
  if (variadic) ck_varcall(k, idx, nargs - nfixed);
  x = &k->n[idx];
  x->ty = (uint16_t)ret;
  if (ty_is_agg(ret)) { /* its result goes to a frame object of the caller (a hidden last argument) */
    x->slot = ck_new_slot(k, idx, ty_ptr_to(ret));
    ck_frame_object(k, idx);
    return ck_struct_use(k, idx, allow);
  }
  if (ret == TY_VOID && !(allow & A_VOID)) {
    ck_err(k, E_VOID_VALUE, x->pos, x->nlen > 0 ? x->nlen : 1, 0);
    return TY_ERR;
  }
  return ret;
}

/* a call through a function pointer: the callee expression b, then the arguments by its function type */
CORE_FN static CK_NOINLINE int ck_call_ptr(Ck *k, int32_t idx, int allow) {
  uint16_t pt[GNC_MAX_PARAMS];
  int t = ck_value(k, &k->n[idx].b);
  const Node *g = t != TY_ERR ? cc_fn_of(k->c, t) : 0;
  int32_t n = 0, q;
  if (t != TY_ERR && !g) ck_err_name(k, E_NOT_FUNC, idx, 0);
  if (!g) return ck_call_args(k, idx, allow, 0, 0, TY_ERR, 0, 0);
  for (q = g->a; q >= 0 && n < GNC_MAX_PARAMS; q = k->n[q].next) pt[n++] = k->n[q].ty;
  return ck_call_args(k, idx, allow, pt, n, g->ty, 1, 0);
}

/* name(args) where name is a variable (a pointer to a function): the call's callee b becomes an N_VAR of it */
CORE_FN static CK_NOINLINE int ck_call_var(Ck *k, int32_t idx, int allow) {
  Compiler *c = k->c;
  int32_t v = c->nnode;
  Node *x = &k->n[idx], *y;
  if (v >= c->node_cap) {
    ck_oom(k);
    return x->ty = TY_ERR;
  }
  c->nnode = v + 1;
  y = &k->n[v];
  *y = *x;
  y->kind = N_VAR;
  y->a = y->b = y->c = y->d = y->next = y->slot = y->fn = -1;
  y->depth = 1;
  y->flags = 0;
  y->ty = 0;
  x->b = v;
  if (x->depth < 2) x->depth = 2;
  return ck_call_ptr(k, idx, allow);
}

/* va_start(ap, last) (<stdarg.h>: __builtin_va_start) in T f(..., last, ...): the assignment ap = the hidden
 * last parameter, the pointer to the variable arguments (its node: last's, renamed to the `...`) */
CORE_FN static CK_NOINLINE int ck_va_start(Ck *k, int32_t idx, int allow) {
  Node *x = &k->n[idx];
  const Node *fx = &k->n[k->c->fn[k->fi].node];
  int32_t ap = x->a, last = ap >= 0 ? k->n[ap].next : -1, p, prev = -1;
  for (p = fx->a; p >= 0 && k->n[p].next >= 0; p = k->n[p].next) prev = p;
  if (!(fx->flags & NF_VARIADIC) || last < 0 || k->n[last].next >= 0 || k->n[last].kind != N_VAR || prev < 0 ||
      !ck_same_name(k->c->src, k->n[last].name, k->n[last].nlen, k->n[prev].name, k->n[prev].nlen)) {
    ck_err(k, E_VA_START, x->pos, x->nlen > 0 ? x->nlen : 1, 0);
    return TY_ERR;
  }
  k->n[last].name = k->n[p].name;
  k->n[last].nlen = k->n[p].nlen;
  k->n[ap].next = -1;
  x->kind = N_ASSIGN;
  x->op = TK_ASSIGN;
  x->b = last;
  x->name = -1;
  x->nlen = 0;
  return ck_expr(k, &idx, allow);
}

/* A call of function fi, declared by the program and not defined (yet): the library's function of that
 * name through the declaration (ck_lib_declared), or -2 where the call goes on as any (streaming: it may be
 * defined further on, check_stream_end; else E_UNDEFINED_FN).  Out of ck_call, whose frame is on the
 * checker's recursion (the device stack, docs/gpu.md). */
CORE_FN static CK_NOINLINE int ck_call_undefined(Ck *k, int32_t idx, int allow, int32_t fi) {
  const Node *x = &k->n[idx];
  int bi = bi_find(k->c->src + x->name, x->nlen);
  if (!k->stream && bi >= 0 && ck_lib_header(bi) >= 0) return ck_lib_declared(k, idx, allow, bi, &k->c->fn[fi]);
  if (!k->fflag[fi]) {
    k->fflag[fi] = 1;
    if (!k->stream) ck_err_name(k, E_UNDEFINED_FN, idx, 0);
  }
  return -2;
}

/* name(args) where name is no variable: a function of the program (declared before the call, or C89's
 * implicit declaration), the library's, or an error */
CORE_FN static CK_NOINLINE int ck_call_named(Ck *k, Node *x, int32_t idx, int allow) {
  Compiler *c = k->c;
  int32_t e = ck_fn_entry(k, x), fi;
  const Func *f;
  if (e == 0 || c->fn[e - 1].name > x->name) {
    int t = ck_lib_or_undeclared(k, x, idx, allow, e ? &c->fn[e - 1] : 0);
    if (t == -1) return ck_call_args(k, idx, allow, 0, 0, TY_ERR, 0, 0);
    if (t != -2) return t;
  }
  fi = e - 1;
  f = &c->fn[fi];
  x->fn = fi;
  if (!f->defined) {
    int t = ck_call_undefined(k, idx, allow, fi);
    if (t != -2) return t;
  }
  return ck_call_args(k, idx, allow, f->params, f->nparams, f->ret, x->name < f->proto ? 2 : 1, f->variadic);
}

/* a call: through a pointer, of a variable (a pointer to a function), va_start, or of a name (ck_call_named);
 * only a dispatch, whose frame is small on the checker's recursion (the device stack, docs/gpu.md) */
CORE_FN static CK_NOINLINE int ck_call(Ck *k, Node *x, int32_t idx, int allow) {
  const char *src = k->c->src;
  if (k->top) { /* a call in a global's initialiser: never a constant (and no function's frame to work in) */
    ck_err(k, E_GLOBAL_INIT, x->pos, 1, 0);
    return x->ty = TY_ERR;
  }
  if (x->b >= 0) return ck_call_ptr(k, idx, allow);
  if (cc_word_is(src + x->name, x->nlen, "__builtin_va_start")) return ck_va_start(k, idx, allow);
  if (ck_lookup(k, x->name, x->nlen) >= 0) return ck_call_var(k, idx, allow);
  return ck_call_named(k, x, idx, allow);
}

CORE_FN static CK_NOINLINE int ck_const_lvalue(Ck *k, const Node *x);

CORE_FN static CK_NOINLINE int ck_lvalue_var(Ck *k, int32_t idx) {
  Node *x = &k->n[idx];
  int32_t d;
  if (ck_lookup(k, x->name, x->nlen) < 0 && ck_find_fn(k, x) >= 0) { /* a function's name */
    ck_err(k, E_NOT_LVALUE, x->pos, x->nlen, 0);
    return x->ty = TY_ERR;
  }
  d = ck_resolve(k, idx);
  if (d < 0) return TY_ERR;
  if (k->n[d].flags & NF_EXTERN) k->n[d].fn = idx; /* used (ck_externs) */
  x->flags |= k->n[d].flags & (NF_ADDR | NF_GLOBAL); /* in memory: always assigned */
  if (ty_is_agg(x->ty)) { /* a struct variable: its object */
    x->flags |= NF_MARR;
    if (k->n[d].flags & NF_CONST) return ck_const_lvalue(k, x);
    return x->ty;
  }
  if ((k->n[d].flags & (NF_GLOBAL | NF_CONST)) == (NF_GLOBAL | NF_CONST) && !TY_IS_ARR(x->ty))
    return ck_const_lvalue(k, x); /* (a const local's slot is in cslots, see ck_lvalue) */
  if ((x->flags & (NF_ADDR | NF_GLOBAL)) && !TY_IS_ARR(x->ty)) return x->ty;
  if (TY_IS_ARR(x->ty)) {
    ck_err(k, E_ARRAY_ASSIGN, x->pos, x->nlen, 0);
    return TY_ERR;
  }
  return x->ty;
}

/* an assignment to a const variable (x: its N_VAR, resolved) is an error, as in C */
CORE_FN static CK_NOINLINE int ck_const_lvalue(Ck *k, const Node *x) {
  ck_err(k, E_CONST_ASSIGN, x->pos, x->nlen, 0);
  return TY_ERR;
}

/* is the struct lvalue idx (a variable, or a member or element of one) part of a const variable? */
CORE_FN static int ck_const_object(Ck *k, int32_t idx) {
  const Node *b = &k->n[idx];
  int32_t d;
  while (b->kind == N_MEMBER || (b->kind == N_INDEX && k->n[b->a].kind == N_VAR && (k->n[b->a].flags & NF_MARR)))
    b = &k->n[b->a];
  if (b->kind != N_VAR || b->ty == TY_ERR) return 0;
  if (!(b->flags & NF_GLOBAL)) return bs_get(k->cslots, b->slot);
  d = ck_lookup(k, b->name, b->nlen);
  return d >= 0 && (k->n[d].flags & NF_CONST);
}

/* an assignable operand: N_VAR (scalar) or N_INDEX */
CORE_FN static int ck_lvalue(Ck *k, int32_t *ref) {
  Node *x = &k->n[*ref];
  if (x->kind == N_VAR) {
    int ty = ck_var_fast(k, x, 0);
    if (ty < 0) ty = ck_lvalue_var(k, *ref);
    if (x->flags & NF_GLOBAL) return ty; /* its slot is a static's index: ck_lvalue_var checked const */
    if (ty != TY_ERR && bs_get(k->cslots, x->slot)) return ck_const_lvalue(k, x);
    return ty;
  }
  if (x->kind == N_INDEX || x->kind == N_DEREF || x->kind == N_MEMBER) {
    int ty = ck_expr(k, ref, A_AGG);
    const Node *v = &k->n[x->a];
    if (ty == TY_ERR) return ty;
    if (x->flags & NF_MARR) { /* an array: m[i] of int m[3][4], an array member */
      ck_err(k, E_ARRAY_ASSIGN, x->pos, 1, 0);
      return TY_ERR;
    }
    if (x->kind == N_MEMBER && ((x->flags & NF_CONST) || ck_const_object(k, x->a))) {
      ck_err(k, E_CONST_ASSIGN, x->name, x->nlen, 0);
      return TY_ERR;
    }
    if (x->kind == N_INDEX && v->kind == N_VAR && !(v->flags & NF_GLOBAL) && bs_get(k->cslots, v->slot))
      return ck_const_lvalue(k, v);
    if (x->kind == N_INDEX && v->kind == N_MEMBER && (v->flags & NF_MARR) &&
        ((v->flags & NF_CONST) || ck_const_object(k, v->a))) {
      ck_err(k, E_CONST_ASSIGN, v->name, v->nlen, 0); /* s.a[i] of a const s */
      return TY_ERR;
    }
    return ty;
  }
  if (ck_expr(k, ref, A_ARR | A_VOID) != TY_ERR) ck_err(k, E_NOT_LVALUE, k->n[*ref].pos, 1, 0);
  return TY_ERR;
}

/* what a binary operator does with its operands' types: classes, and sets of operators as bit masks
 * (every TK_* is below 64) */
enum { CK_OP_ARITH, CK_OP_INT, CK_OP_SHIFT, CK_OP_CMP };
#define CK_BIT(op)  (1ull << (op))
#define CK_M_SHIFT  (CK_BIT(TK_SHL) | CK_BIT(TK_SHR))
#define CK_M_INT    (CK_BIT(TK_PERCENT) | CK_BIT(TK_AND) | CK_BIT(TK_OR) | CK_BIT(TK_XOR) | CK_M_SHIFT)
#define CK_M_CMP    (CK_BIT(TK_EQ) | CK_BIT(TK_NE) | CK_BIT(TK_LT) | CK_BIT(TK_LE) | CK_BIT(TK_GT) | CK_BIT(TK_GE))
typedef char ck_ops_fit[TK_DEC < 64 ? 1 : -1]; /* the operator tokens fit the masks */

CORE_FN static inline uint64_t ck_op_bit(int op) { return (unsigned)op < 64u ? CK_BIT(op) : 0; }

CORE_FN static int ck_op_class(int op) {
  uint64_t m = ck_op_bit(op);
  if (m & CK_M_SHIFT) return CK_OP_SHIFT;
  if (m & CK_M_INT) return CK_OP_INT;
  return m & CK_M_CMP ? CK_OP_CMP : CK_OP_ARITH;
}

/* the operation type of `a OP b` (binary or compound; cls = ck_op_class(OP)), or TY_ERR after reporting */
CORE_FN static inline int ck_op_type(Ck *k, int32_t node, int cls, int ta, int tb) {
  if (ta == TY_ERR || tb == TY_ERR) return TY_ERR;
  if (cls == CK_OP_INT || cls == CK_OP_SHIFT) {
    if (!ck_is_integer(ta) || !ck_is_integer(tb)) {
      ck_err_op(k, node);
      return TY_ERR;
    }
    if (cls == CK_OP_SHIFT) return ck_promote(ta);
  }
  return ck_arith(ta, tb);
}

/* is node e gcc's __int128 literal (a decimal literal above LONG_MAX, NF_I128)? */
CORE_FN static int ck_is_i128(const Ck *k, int32_t e) { return k->n[e].kind == N_NUM && (k->n[e].flags & NF_I128); }

/* a comparison of gcc's __int128 literal with an unsigned operand (`h == 13827776004929097857` of a uint64_t):
 * gcc compares in __int128, where both values are below 2^64 and not negative, as the comparison of
 * unsigned longs does; the literal is one here (A_U64).  0 where it is no such comparison */
CORE_FN static int ck_i128_cmp(Ck *k, Node *x, int *ta, int *tb) {
  int left = ck_is_i128(k, x->a), t, tl;
  if (!(ck_op_bit(x->op) & CK_M_CMP) || (!left && !ck_is_i128(k, x->b))) return 0;
  t = ck_value(k, left ? &x->b : &x->a); /* the other operand; with a signed one the literal is reported */
  tl = ck_expr(k, left ? &x->a : &x->b, ty_is_unsigned(t) ? A_U64 : 0);
  *ta = left ? tl : t;
  *tb = left ? t : tl;
  return 1;
}

CORE_FN static CK_NOINLINE int ck_binary(Ck *k, Node *x, int32_t idx) {
  int ta, tb, cls, t;
  uint64_t m = ck_op_bit(x->op);
  if (!ck_i128_cmp(k, x, &ta, &tb)) {
    ta = ck_value(k, &x->a);
    tb = ck_operand(k, &x->b);
  }
  /* most often both operands have one type that the operator takes as it is: nothing to convert */
  if (ta == tb && (ta == TY_INT ? !(m & CK_M_SHIFT) : ta == TY_LONG || (ta == TY_DOUBLE && !(m & CK_M_INT))))
    return x->ty = (uint16_t)(m & CK_M_CMP ? TY_INT : ta);
  if (CK_IS_PTR(ta) || CK_IS_PTR(tb)) return ck_ptr_binary(k, idx, ta, tb);
  cls = ck_op_class(x->op);
  t = ck_op_type(k, idx, cls, ta, tb);
  if (t == TY_ERR) return x->ty = TY_ERR;
  ck_coerce(k, &x->a, t);
  ck_coerce(k, &x->b, cls == CK_OP_SHIFT ? TY_LONG : t);
  return x->ty = (uint16_t)(cls == CK_OP_CMP ? TY_INT : t);
}

/* s = t of structs or unions of one type: a copy of its bytes */
CORE_FN static CK_NOINLINE int ck_assign_struct(Ck *k, int32_t idx, int ta) {
  Node *x = &k->n[idx];
  int tb;
  if (x->op != TK_ASSIGN) {
    ck_err(k, E_STRUCT_VALUE, x->pos, ck_op_len(x->op), 0);
    return x->ty = TY_ERR;
  }
  tb = ck_expr(k, &x->b, A_AGG);
  x = &k->n[idx];
  if (tb != TY_ERR && tb != ta) {
    ck_err(k, E_STRUCT_TYPE, x->pos, 1, 0);
    return x->ty = TY_ERR;
  }
  return x->ty = (uint16_t)ta;
}

CORE_FN static CK_NOINLINE int ck_assign(Ck *k, Node *x, int32_t idx) {
  int plain = x->op == TK_ASSIGN;
  int ta = ck_lvalue(k, &x->a);
  int tb, t, cls;
  if (ty_is_agg(ta)) return ck_assign_struct(k, idx, ta);
  tb = ck_expr(k, &k->n[idx].b, plain && ta == TY_ULONG ? A_U64 : 0);
  x = &k->n[idx];
  if (plain) {
    if (ta != TY_ERR && tb != TY_ERR) ck_coerce(k, &x->b, ta);
    return x->ty = (uint16_t)ta;
  }
  if (CK_IS_PTR(ta) || CK_IS_PTR(tb)) { /* p += n, p -= n */
    if (ta == TY_ERR || tb == TY_ERR) return x->ty = TY_ERR;
    if (!CK_IS_PTR(ta) || !ck_is_integer(tb) || (x->op != TK_ADD_ASSIGN && x->op != TK_SUB_ASSIGN)) {
      ck_err(k, E_PTR_ARITH, x->pos, ck_op_len(x->op), 0);
      return x->ty = TY_ERR;
    }
    if (!ck_ptr_steps(k, x->a, ta)) return k->n[idx].ty = TY_ERR;
    x->d = ta;
    ck_coerce(k, &x->b, TY_LONG);
    return x->ty = (uint16_t)ta;
  }
  cls = ck_op_class(ck_compound_op(x->op));
  t = ck_op_type(k, idx, cls, ta, tb);
  if (t == TY_ERR) return x->ty = TY_ERR;
  x->d = t;
  ck_coerce(k, &x->b, cls == CK_OP_SHIFT ? TY_LONG : t);
  return x->ty = (uint16_t)ta;
}

CORE_FN static CK_NOINLINE int ck_unary(Ck *k, Node *x, int32_t idx) {
  int t = ck_operand(k, &x->a);
  if (t == TY_ERR) return x->ty = TY_ERR;
  if (x->op == TK_NOT) return x->ty = TY_INT;
  if (t == TY_INT || t == TY_LONG) return x->ty = (uint16_t)t; /* nothing to promote or to reject */
  if (CK_IS_PTR(t)) {
    ck_err_op(k, idx);
    return x->ty = TY_ERR;
  }
  if (x->op == TK_TILDE && !ck_is_integer(t)) {
    ck_err_op(k, idx);
    return x->ty = TY_ERR;
  }
  t = ck_promote(t);
  ck_coerce(k, &x->a, t);
  return x->ty = (uint16_t)t;
}

CORE_FN static CK_NOINLINE int ck_incdec(Ck *k, Node *x, int32_t idx) {
  int t = ck_lvalue(k, &x->a);
  if (t != TY_ERR && CK_IS_PTR(t) && !ck_ptr_steps(k, k->n[idx].a, t)) t = TY_ERR;
  x = &k->n[idx];
  if (t != TY_ERR) x->d = ck_promote(t);
  return x->ty = (uint16_t)t;
}

/* the common type of ?:'s branches (tb, tc), with b and c converted to it */
CORE_FN static int ck_cond_type(Ck *k, int32_t idx, int ta, int tb, int tc) {
  Node *x = &k->n[idx];
  int t;
  if (ta == TY_ERR || tb == TY_ERR || tc == TY_ERR) return TY_ERR;
  if (CK_IS_PTR(tb) || CK_IS_PTR(tc)) t = !CK_IS_PTR(tb) ? tc : !CK_IS_PTR(tc) ? tb : tb == TY_VOIDP ? tb : tc;
  else t = ck_arith(tb, tc);
  if (x->b >= 0) ck_coerce(k, &x->b, t); /* (a ?: c: codegen converts a's value) */
  ck_coerce(k, &k->n[idx].c, t);
  return t;
}

/* a && b, a || b: int (TY_ERR after an error in an operand) */
CORE_FN static CK_NOINLINE int ck_logic(Ck *k, int32_t idx) {
  int ta = ck_value(k, &k->n[idx].a), tb = ck_value(k, &k->n[idx].b);
  return k->n[idx].ty = ta == TY_ERR || tb == TY_ERR ? TY_ERR : TY_INT;
}

/* c ? x : y: the common type of x and y; where its value is not used (allow A_VOID), x or y may be void
 * (C11 6.5.15p3, gcc one of them too), and so is the whole */
CORE_FN static CK_NOINLINE int ck_cond(Ck *k, int32_t idx, int allow) {
  int ta = ck_value(k, &k->n[idx].a), tb, tc;
  if (k->n[idx].b < 0) { /* gcc's a ?: c: a is the middle operand too */
    tc = ck_value(k, &k->n[idx].c);
    if (ta != TY_ERR && (!ck_is_scalar(ta) || ty_is_agg(ta))) {
      ck_err_op(k, idx);
      ta = TY_ERR;
    }
    return k->n[idx].ty = (uint16_t)ck_cond_type(k, idx, ta, ta, tc);
  }
  tb = ck_expr(k, &k->n[idx].b, allow & A_VOID);
  tc = ck_expr(k, &k->n[idx].c, allow & A_VOID);
  if ((tb == TY_VOID || tc == TY_VOID) && ta != TY_ERR && tb != TY_ERR && tc != TY_ERR)
    return k->n[idx].ty = TY_VOID;
  return k->n[idx].ty = (uint16_t)ck_cond_type(k, idx, ta, tb, tc);
}

CORE_FN static CK_NOINLINE int ck_cast(Ck *k, Node *x, int32_t idx, int allow) {
  int to = x->ty;
  int t = ck_expr(k, &x->a, A_ARR | A_VOID | (to == TY_ULONG ? A_U64 : 0));
  x = &k->n[idx];
  if (TY_IS_ARR(t) && (k->n[x->a].flags & NF_MARR)) t = ck_decay(k, x->a);
  else if (TY_IS_ARR(t) && !k->c->memory && ty_is_ptr(to)) return x->ty = (uint16_t)ck_need_mem(k, x->a);
  if (t != TY_ERR && (CK_IS_PTR(to)) != (CK_IS_PTR(t)) && to != TY_BOOL && to != TY_VOID &&
      !(CK_IS_PTR(to) && ck_is_null(k, x->a))) {
    /* an address as a number, or a number as an address: gcc's values are the machine's addresses */
    ck_err(k, ty_is_float(to) || ty_is_float(t) || TY_IS_ARR(t) ? E_BAD_CAST : E_PTR_INT_CAST, x->pos, 1, 0);
    return x->ty = TY_ERR;
  }
  if (to == TY_VOID) { /* (void)e: e for its effects, as a statement */
    if (!(allow & A_VOID)) {
      ck_err(k, E_VOID_VALUE, k->n[idx].pos, 1, 0);
      return k->n[idx].ty = TY_ERR;
    }
    return k->n[idx].ty = TY_VOID;
  }
  if (!ck_is_scalar(to) || (t != TY_ERR && !ck_is_scalar(t))) {
    ck_err(k, E_BAD_CAST, x->pos, 1, 0);
    return x->ty = TY_ERR;
  }
  return to;
}

/* a, b: a for its effects (a void call too), then b's value */
CORE_FN static CK_NOINLINE int ck_comma(Ck *k, int32_t idx, int allow) {
  int t;
  ck_expr(k, &k->n[idx].a, A_VOID | A_AGG);
  t = ck_expr(k, &k->n[idx].b, allow & (A_VOID | A_AGG));
  return k->n[idx].ty = (uint16_t)t;
}

/* sizeof expr: the size of its type (an array variable: its elements; an array parameter is a pointer
 * in C, 8 bytes); it becomes an N_NUM of type unsigned long and its operand is never evaluated */
CORE_FN static CK_NOINLINE int ck_sizeof(Ck *k, int32_t idx) {
  Node *x = &k->n[idx];
  int t = ck_expr(k, &x->a, A_ARR | A_VOID | A_AGG);
  int64_t size;
  if (t == TY_ERR) return x->ty = TY_ERR;
  if (k->n[x->a].kind == N_MEMBER && k->n[x->a].c >= 0) { /* sizeof s.bits */
    ck_err(k, E_BITFIELD_ADDR, x->pos, 6, 0);
    return k->n[idx].ty = TY_ERR;
  }
  if (k->n[x->a].kind == N_COMPLIT && !ty_is_agg(k->n[x->a].ty)) { /* sizeof (int[]){1, 2} */
    const Node *a = &k->n[x->a];
    if (ty_is_agg(ty_pointee(a->ty)) || ck_list_nested(k, a->a)) { /* (its initialiser: at the statement's end) */
      ck_err(k, E_COMPLIT_SIZEOF, x->pos, 6, 0);
      return x->ty = TY_ERR;
    }
    size = a->ival * cc_ty_size(k->c, ty_pointee(a->ty));
  } else if (TY_IS_ARR(t)) {
    const Node *a = &k->n[x->a];
    int32_t d = a->kind == N_VAR ? ck_var_decl(k, a) : -1;
    if (a->kind == N_INDEX && (a->flags & NF_VLA)) { /* a row (ck_vla_index): its index, evaluated as gcc does */
      int32_t row = x->a;   /* for an operand of a variable-length type (sizeof a[i++]), then the size */
      Node *r = &k->n[row];
      x->kind = N_COMMA;
      x->a = r->b;
      x->b = row;
      r->kind = N_VAR;
      r->slot = r->c;
      r->flags = 0;
      r->a = r->b = r->c = -1;
      r->ty = TY_ULONG;
      return x->ty = TY_ULONG;
    }
    if (d >= 0 && k->n[d].kind == N_DECL && (k->n[d].flags & NF_VLA)) { /* its size, set where it is made */
      x->kind = N_VAR;
      x->slot = k->n[d].c;
      x->flags = 0;
      x->a = -1;
      return x->ty = TY_ULONG;
    }
    size = a->kind != N_VAR ? a->ival * cc_ty_size(k->c, TY_BASE(t))
           : d >= 0 && k->n[d].kind == N_DECL ? k->n[d].ival * cc_ty_size(k->c, TY_BASE(t)) : 8;
  } else if (ty_is_agg(t)) {
    size = cc_ty_size(k->c, t);
  } else if (k->n[x->a].kind == N_STR) {
    size = k->n[x->a].ival + 1;
  } else {
    /* true and false are C's int macros 1 and 0 (gnc types them bool): sizeof true is 4, also as the
     * value of a comma (sizeof (x, false)) */
    int32_t v = x->a;
    while (k->n[v].kind == N_COMMA) v = k->n[v].b;
    size = k->n[v].kind == N_BOOLLIT ? 4 : ty_size(t);
  }
  x->kind = N_NUM;
  x->ival = size;
  x->a = -1;
  return x->ty = TY_ULONG;
}

CORE_FN static CK_NOINLINE int ck_not_expr(Ck *k, int32_t idx) {
  ck_err(k, E_EXPECTED_EXPR, k->n[idx].pos, 1, 0);
  return k->n[idx].ty = TY_ERR;
}

/* the length of the number at source position pos (an error's span) */
CORE_FN static int32_t ck_num_len(const Ck *k, int32_t pos) {
  const char *s = k->c->src;
  int32_t n = 0;
  for (; pos + n < k->c->src_len; n++) {
    char ch = s[pos + n];
    if (!((ch >= '0' && ch <= '9') || ((ch | 32) >= 'a' && (ch | 32) <= 'z'))) break;
  }
  return n > 0 ? n : 1;
}

CORE_FN static CK_NOINLINE int ck_stmtexpr(Ck *k, int32_t idx, int allow);

/* checks the expression *ref; sets and returns its type */
CORE_FN static int ck_expr(Ck *k, int32_t *ref, int allow) {
  int32_t idx = *ref;
  Node *x = &k->n[idx];
  switch (x->kind) {
  case N_NUM: /* gcc's __int128 literal where it becomes an unsigned long: that unsigned long's constant */
    if ((x->flags & NF_I128) && !(allow & A_U64)) ck_err(k, E_INT128_LIT, x->pos, ck_num_len(k, x->pos), 0);
    x->flags &= (uint16_t)~NF_I128;
    return x->ty = x->ty == TY_LONG || x->ty == TY_UINT || x->ty == TY_ULONG ? x->ty : TY_INT;
  case N_DNUM: return x->ty = x->ty == TY_FLOAT ? TY_FLOAT : TY_DOUBLE;
  case N_BOOLLIT: return x->ty = TY_BOOL;
  case N_VAR: return ck_var(k, x, idx, allow);
  case N_INDEX: return ck_index(k, x, idx, allow);
  case N_MEMBER: return ck_member(k, idx, allow);
  case N_CALL: return ck_call(k, x, idx, allow);
  case N_UNARY: return ck_unary(k, x, idx);
  case N_INCDEC: return ck_incdec(k, x, idx);
  case N_BINARY: return ck_binary(k, x, idx);
  case N_LOGAND: case N_LOGOR: return ck_logic(k, idx);
  case N_COND: return ck_cond(k, idx, allow);
  case N_ASSIGN: return ck_assign(k, x, idx);
  case N_CAST: return ck_cast(k, x, idx, allow);
  case N_COMMA: return ck_comma(k, idx, allow);
  case N_SIZEOF: return ck_sizeof(k, idx);
  case N_DEREF: return ck_deref(k, idx, allow);
  case N_ADDR: return ck_addr(k, idx);
  case N_STR: ck_static(k, idx); return x->ty = (uint16_t)ty_ptr_to(TY_CHAR);
  case N_COMPLIT: return ck_complit(k, idx, allow);
  case N_STMTEXPR: return ck_stmtexpr(k, idx, allow);
  }
  return ck_not_expr(k, idx);
}

/* ---------------------------------------------------------------- statements */
CORE_FN static void ck_stmt(Ck *k, int32_t idx);

CORE_FN static void ck_list(Ck *k, int32_t first) {
  int32_t s;
  for (s = first; s >= 0; s = k->n[s].next) {
    ck_stmt(k, s);
    if (k->defer >= 0) ck_deferred(k);
  }
}

CORE_FN static CK_NOINLINE void ck_block(Ck *k, int32_t idx) {
  int32_t old = ck_scope_open(k);
  ck_list(k, k->n[idx].a);
  ck_scope_close(k, old);
}

/* gcc's statement expression: its statements in their own scope, then its value (void, or a scalar as an
 * rvalue; a struct is an error).  Nothing in it may jump out of it (break and continue of loops around it,
 * return, case labels of a switch around it, goto and labels at all): the jump would leave the operands of
 * the expression around it on the VM's stack.  The compound literals of the statement around it wait for
 * its end (ck_deferred) as before. */
CORE_FN static CK_NOINLINE int ck_stmtexpr(Ck *k, int32_t idx, int allow) {
  int32_t old = ck_scope_open(k), defer = k->defer, defer_last = k->defer_last, nerr = k->c->nerr_total;
  CkLoop *loop = k->loop;
  int t = TY_VOID;
  k->defer = k->defer_last = -1;
  k->loop = 0;
  k->stmtexpr++;
  ck_list(k, k->n[idx].a);
  if (k->n[idx].b >= 0) {
    t = ck_expr(k, &k->n[idx].b, allow & A_VOID ? A_VOID | A_AGG : A_AGG);
    if (k->defer >= 0) ck_deferred(k);
  }
  if (t == TY_VOID && k->c->nerr_total > nerr) t = TY_ERR; /* (its last statement may be what they were about) */
  if (!(allow & A_VOID) && (t == TY_VOID || ty_is_agg(t)) && t != TY_ERR) {
    ck_err(k, t == TY_VOID ? E_VOID_VALUE : E_STMTEXPR_STRUCT, k->n[idx].pos, 1, 0);
    t = TY_ERR;
  }
  k->stmtexpr--;
  k->loop = loop;
  k->defer = defer;
  k->defer_last = defer_last;
  ck_scope_close(k, old);
  return k->n[idx].ty = (uint16_t)t;
}

/* node idx (an N_DECL or N_PARAM) is made as a frame object at function entry (Func.objs) */
CORE_FN static void ck_frame_object(Ck *k, int32_t idx) {
  k->n[idx].flags |= NF_OBJ;
  k->n[idx].c = -1;
  if (k->objs_last < 0) k->objs = idx;
  else k->n[k->objs_last].c = idx;
  k->objs_last = idx;
}

/* ---- initialisers of aggregates (C11 6.7.9).  Each scalar of the object that an element initialises
 * (or a struct copied whole, or a char array from a string literal) becomes a leaf: an N_DESIG with op 0,
 * d its byte offset, ty its type, a the value, chained in order; the chain replaces the list as the
 * declaration's a (NF_AGGINIT), and the rest of the object is zero.  Braces may be elided (int m[2][2] =
 * {1, 2, 3, 4}; {"ab", 1} for an array of structs); a designator (.x =, [k] =) moves within its own list.
 * The walk recurses once per level of the type, at most CK_INIT_DEPTH. */
#define CK_INIT_DEPTH 16
typedef struct {
  int32_t first, last; /* the leaves so far                                                   */
  int32_t checked;     /* an element already checked (a struct's candidate that was a scalar), or -1 */
  int32_t flex;        /* a static struct: its flexible array member may take elements, as in gcc
                          (struct S s = {2, {7, 8}}: the object grows to hold them)                 */
} CkInit;

CORE_FN static void ck_init_obj(Ck *k, CkInit *in, int t, int64_t off, int64_t len, int32_t *cur, int depth);
CORE_FN static void ck_init_field(Ck *k, CkInit *in, int32_t m, int64_t off, int32_t *cur, int depth);
CORE_FN static void ck_init_repeat(Ck *k, CkInit *in, int64_t n, int64_t step, int64_t start, int32_t pos);
CORE_FN static void ck_init_chain(Ck *k, CkInit *in, int t, int64_t off, int64_t len, int32_t *cur, int depth);

/* the array length of member m as an initialiser's walk takes it: a flexible one's (int a[];) has none */
CORE_FN static int64_t ck_member_len(const Ck *k, int32_t m) {
  const Node *x = &k->n[m];
  return TY_IS_ARR(x->ty) && !(x->flags & NF_HASSIZE) ? -1 : x->ival;
}

/* is member m a flexible array member that an element (at pos) may not initialise: one of an automatic or
 * nested object (gcc's rule) -- reported */
CORE_FN static int ck_init_flex(Ck *k, const CkInit *in, int32_t m, int depth, int32_t pos) {
  const Node *x = &k->n[m];
  if (!TY_IS_ARR(x->ty) || (x->flags & NF_HASSIZE) || (in->flex && depth == 0)) return 0;
  ck_err(k, E_INIT_FLEX, pos, 1, 0);
  return 1;
}

/* a new leaf of type t at byte off, value a, after the leaves so far (-1 when out of nodes) */
CORE_FN static int32_t ck_new_leaf(Ck *k, CkInit *in, int t, int64_t off, int32_t a, int32_t pos) {
  Compiler *c = k->c;
  int32_t l = c->nnode;
  Node *y;
  if (l >= c->node_cap) {
    ck_oom(k);
    return -1;
  }
  c->nnode = l + 1;
  y = &k->n[l];
  y->kind = N_DESIG;
  y->op = 0;
  y->pos = pos;
  y->name = -1;
  y->nlen = 0;
  y->a = a;
  y->b = y->c = y->next = y->slot = y->fn = -1;
  y->d = (int32_t)off;
  y->ival = 0;
  y->depth = (int16_t)(a >= 0 ? k->n[a].depth + 1 : 1);
  y->ty = (uint16_t)t;
  y->flags = 0;
  if (in->last < 0) in->first = l;
  else k->n[in->last].next = l;
  in->last = l;
  return l;
}

/* element e initialises the scalar, struct or char array (len bytes) of type t at off */
CORE_FN static void ck_init_leaf(Ck *k, CkInit *in, int t, int64_t off, int64_t len, int32_t e) {
  int32_t l = ck_new_leaf(k, in, t, off, e, k->n[e].pos);
  if (l < 0) return;
  k->n[l].ival = len;
  k->n[e].next = -1;
  if (TY_IS_ARR(t)) { /* char s[N] from a string literal */
    k->n[e].ty = (uint16_t)ty_ptr_to(TY_CHAR);
    if (!k->top) ck_static(k, e);
    if (k->n[e].ival > len) ck_err(k, E_INIT_EXCESS, k->n[e].pos, 1, 0);
    in->checked = -1;
  } else if (e == in->checked) {
    in->checked = -1;
    if (k->n[e].ty != TY_ERR) ck_coerce(k, &k->n[l].a, t);
  } else if (ty_is_agg(t)) {
    int te = ck_expr(k, &k->n[l].a, A_AGG);
    if (te != TY_ERR && te != t) ck_err(k, E_STRUCT_TYPE, k->n[e].pos, 1, 0);
  } else {
    ck_value_as(k, &k->n[l].a, t);
  }
}

/* the list from *cur initialises the members or elements of aggregate t (a struct or union, or TY_ARR of
 * its element with length len, -1: as long as the list) at off, from its first one: until the list ends
 * (more is an error), or when elided (1) until the aggregate is full; elided 2: so, and the first element
 * is a designator within it (ck_init_chain).  *count: the elements an array got. */
CORE_FN static void ck_init_members(Ck *k, CkInit *in, int t, int64_t off, int64_t len, int32_t *cur, int elided,
                                    int depth, int64_t *count) {
  Compiler *c = k->c;
  int is_arr = TY_IS_ARR(t), et = TY_BASE(t), anon = 0;
  int32_t m = is_arr ? -1 : cc_agg(c, t)->a;
  int64_t i = 0, es = is_arr ? cc_ty_size(c, et) : 0, moff;
  int one = !is_arr && cc_agg(c, t)->op == AG_UNION; /* a union takes one member */
  while (*cur >= 0) {
    int32_t e = *cur, v;
    const Node *x = &k->n[e];
    if (x->kind == N_DESIG && x->op != 0) {
      if (elided == 1) return; /* it belongs to the enclosing list */
      elided = elided ? 1 : 0; /* (2: the designator after another one, which starts the walk) */
      if (is_arr ? x->op != TK_LBRACKET || x->ival < 0 || (len >= 0 && (x->ival >= len || x->d >= len))
                 : x->op != TK_DOT) {
        ck_err(k, E_INIT_DESIG, x->pos, 1, 0);
        *cur = -1;
        return;
      }
      if (is_arr) i = x->ival;
      else if ((m = ck_find_member(c, t, x->name, x->nlen, &moff, &anon)) < 0) {
        ck_err(k, E_NO_MEMBER, x->name, x->nlen, 0);
        *cur = -1;
        return;
      }
      v = x->a;
      *cur = x->next;
      if (!is_arr && ck_init_flex(k, in, m, depth, x->pos)) {
        *cur = -1;
        return;
      }
      if (k->n[v].kind == N_DESIG) { /* .a.b = / [i][j] = / .v[k] =: the next designator moves within it */
        k->n[v].next = *cur;
        *cur = v;
        if (is_arr) ck_init_chain(k, in, et, off + i * es, -1, cur, depth);
        else ck_init_chain(k, in, k->n[m].ty, off + moff, ck_member_len(k, m), cur, depth);
      } else if (is_arr && x->d > i) { /* gcc's [i ... d] = v: element i's leaves, then its copies */
        ck_init_obj(k, in, et, off + i * es, -1, &v, depth);
        ck_init_repeat(k, in, x->d - i, es, off + i * es, x->pos);
        i = x->d;
      } else if (is_arr) ck_init_obj(k, in, et, off + i * es, -1, &v, depth);
      else if (cc_is_bitfield(&k->n[m])) ck_init_field(k, in, m, off + moff - k->n[m].d, &v, depth);
      else ck_init_obj(k, in, k->n[m].ty, off + moff, ck_member_len(k, m), &v, depth);
      if (is_arr && ++i > *count) *count = i;
      if (!is_arr) m = one || anon ? -1 : k->n[m].next; /* (after an anonymous member's: E_INIT_ANON) */
      continue;
    } else if (is_arr ? len >= 0 && i >= len : m < 0) {
      if (!elided) ck_err(k, anon && !one ? E_INIT_ANON : E_INIT_EXCESS, x->pos, 1, 0);
      if (!elided) *cur = -1;
      return;
    }
    if (is_arr) {
      ck_init_obj(k, in, et, off + i * es, -1, cur, depth);
      if (*cur == e) { /* an element that takes nothing (a struct without members, elided): no end */
        ck_err(k, E_INIT_EXCESS, x->pos, 1, 0);
        *cur = -1;
        return;
      }
    } else if (ck_init_flex(k, in, m, depth, x->pos)) {
      *cur = -1;
      return;
    } else if (cc_is_bitfield(&k->n[m])) ck_init_field(k, in, m, off, cur, depth);
    else ck_init_obj(k, in, k->n[m].ty, off + k->n[m].d, ck_member_len(k, m), cur, depth);
    if (is_arr && ++i > *count) *count = i;
    if (!is_arr) m = one ? -1 : k->n[m].next;
  }
}

/* an array type (an array typedef's aggregate) as an initialiser walks it: TY_ARR of its element, with its
 * length */
CORE_FN static void ck_init_unarray(Compiler *c, int *t, int64_t *len) {
  if (!ty_is_agg(*t) || cc_agg(c, *t)->op != AG_ARRAY) return;
  *len = cc_agg(c, *t)->fn;
  *t = cc_agg(c, *t)->ty | TY_ARR;
}

/* the subobject of type t at off (len: its array length, -1: its type's) that a designator chose, when
 * another designator follows (element *cur): that one moves within it, and the elements after it go on
 * there, braces elided, until it is full (C11 6.7.9p17: .a.x = 1, 2 gives a.y the 2) */
CORE_FN static void ck_init_chain(Ck *k, CkInit *in, int t, int64_t off, int64_t len, int32_t *cur, int depth) {
  int64_t count = 0;
  ck_init_unarray(k->c, &t, &len);
  if (!TY_IS_ARR(t) && !ty_is_agg(t)) { /* .x.y = where x is a scalar */
    ck_err(k, E_INIT_DESIG, k->n[*cur].pos, 1, 0);
    *cur = -1;
    return;
  }
  if (depth + 1 > CK_INIT_DEPTH) {
    ck_err(k, E_TOO_DEEP, k->n[*cur].pos, 1, CK_INIT_DEPTH);
    *cur = -1;
    return;
  }
  ck_init_members(k, in, t, off, len, cur, 2, depth + 1, &count);
}

/* A range designator's elements after the first, at byte start, each step bytes further: a copy leaf (a
 * -1, ty void) after the first element's leaves, which codegen takes as "copy the element's bytes, as they
 * are by now, to its n successors" (so a range inside the element, copied first, is copied with it) */
CORE_FN static void ck_init_repeat(Ck *k, CkInit *in, int64_t n, int64_t step, int64_t start, int32_t pos) {
  int32_t l = ck_new_leaf(k, in, TY_VOID, start, -1, pos);
  if (l < 0) return;
  k->n[l].b = (int32_t)n;
  k->n[l].slot = (int32_t)step;
  k->n[l].fn = (int32_t)start;
}

/* bit-field member m of the struct at off, from element *cur: a leaf of its value's type at its unit, whose
 * c is m (codegen writes its bits) */
CORE_FN static void ck_init_field(Ck *k, CkInit *in, int32_t m, int64_t off, int32_t *cur, int depth) {
  int32_t before = in->last;
  ck_init_obj(k, in, cc_bf_type(&k->n[m]), off + k->n[m].d, -1, cur, depth);
  if (in->last >= 0 && in->last != before) k->n[in->last].c = m;
}

/* a braced list (its first element) for the object of type t at off */
CORE_FN static int64_t ck_init_list(Ck *k, CkInit *in, int t, int64_t off, int64_t len, int32_t first, int depth) {
  int64_t count = 0;
  ck_init_members(k, in, t, off, len, &first, 0, depth, &count);
  return count;
}

CORE_FN static void ck_init_obj(Ck *k, CkInit *in, int t, int64_t off, int64_t len, int32_t *cur, int depth) {
  Compiler *c = k->c;
  int32_t e = *cur, nx = k->n[e].next;
  const Node *x = &k->n[e];
  int64_t count = 0;
  if (depth > CK_INIT_DEPTH) {
    ck_err(k, E_TOO_DEEP, x->pos, 1, CK_INIT_DEPTH);
    *cur = -1;
    return;
  }
  ck_init_unarray(c, &t, &len);
  if (x->kind == N_INIT) { /* { ... } for this object */
    *cur = nx;
    if (TY_IS_ARR(t) || ty_is_agg(t)) ck_init_list(k, in, t, off, len, x->a, depth + 1);
    else if (x->a < 0 || k->n[x->a].next >= 0 || k->n[x->a].kind == N_INIT) ck_err(k, E_INIT_SCALAR, x->pos, 1, 0);
    else ck_init_leaf(k, in, t, off, len, x->a); /* int x = {5} */
    return;
  }
  if (TY_IS_ARR(t) && x->kind == N_STR && x->c > 0 && (TY_BASE(t) == TY_CHAR || TY_BASE(t) == TY_UCHAR)) {
    *cur = nx;
    ck_init_leaf(k, in, t, off, len, e);
    return;
  }
  if (!TY_IS_ARR(t) && !ty_is_agg(t)) { /* a scalar */
    *cur = nx;
    ck_init_leaf(k, in, t, off, len, e);
    return;
  }
  if (ty_is_agg(t) && e != in->checked) { /* a struct: a struct value, or (elided) its first member's */
    int32_t v = e;
    int te = ck_expr(k, &v, A_AGG);
    if (te == t || te == TY_ERR) {
      *cur = nx;
      in->checked = v;
      if (te == t) ck_init_leaf(k, in, t, off, len, v);
      in->checked = -1;
      return;
    }
    k->n[v].next = nx;
    in->checked = v;
    *cur = v;
  }
  ck_init_members(k, in, t, off, len, cur, 1, depth + 1, &count); /* braces elided */
}

/* the initialiser list of declaration idx (a struct, or an array of structs or arrays, or with nested
 * lists or designators) becomes its leaves; an array without a length takes the list's */
CORE_FN static CK_NOINLINE void ck_agg_init(Ck *k, int32_t idx) {
  Node *x = &k->n[idx];
  CkInit in;
  /* its type (an array compound literal's node has the decayed pointer type by now) */
  int t = x->kind == N_COMPLIT && !ty_is_agg(x->ty) ? ty_pointee(x->ty) | TY_ARR : x->ty;
  int64_t count, len = TY_IS_ARR(t) ? (x->flags & NF_HASSIZE ? x->ival : -1) : 0;
  in.first = in.last = in.checked = -1;
  in.flex = ty_is_agg(t) && (x->flags & NF_GLOBAL);
  count = ck_init_list(k, &in, t, 0, len, x->a, 0);
  x = &k->n[idx];
  x->a = in.first;
  x->flags |= NF_AGGINIT;
  if (TY_IS_ARR(t) && !(x->flags & NF_HASSIZE)) x->ival = count;
}

/* does the list from e have nested lists or designators? */
CORE_FN static int ck_list_nested(const Ck *k, int32_t e) {
  for (; e >= 0; e = k->n[e].next)
    if (k->n[e].kind == N_INIT || k->n[e].kind == N_DESIG) return 1;
  return 0;
}

CORE_FN static void ck_array_decl(Ck *k, int32_t idx) {
  Node *x = &k->n[idx];
  int et = TY_BASE(x->ty);
  int64_t count = 0;
  int32_t *ref;
  if (x->a >= 0 && (x->flags & NF_INITLIST) && (ty_is_agg(et) || ck_list_nested(k, x->a))) {
    if (!k->c->memory) {
      ck_need_mem(k, idx);
      return;
    }
    ck_agg_init(k, idx);
    x = &k->n[idx];
    if (x->ival * cc_ty_size(k->c, et) > GNC_MAX_TYPE_BYTES) ck_err_name(k, E_TYPE_TOO_BIG, idx, GNC_MAX_TYPE_BYTES);
    return;
  }
  if (x->a >= 0 && !(x->flags & NF_INITLIST) && k->n[x->a].kind == N_STR && k->n[x->a].c == 0) {
    ck_err(k, E_FUNCNAME_INIT, k->n[x->a].pos, 1, 0); /* char s[] = __func__ */
    return;
  }
  if (x->a >= 0 && !(x->flags & NF_INITLIST) && k->n[x->a].kind == N_STR && (et == TY_CHAR || et == TY_UCHAR)) {
    /* char s[] = "..." */
    count = k->n[x->a].ival + 1;
    k->n[x->a].ty = (uint16_t)ty_ptr_to(TY_CHAR);
    if (!(x->flags & NF_GLOBAL)) ck_static(k, x->a); /* a static array holds the bytes itself */
    if ((x->flags & NF_HASSIZE) && count - 1 > x->ival) ck_err_name(k, E_INIT_COUNT, idx, 0);
    if (!(x->flags & NF_HASSIZE)) x->ival = count;
    return;
  }
  if (x->a >= 0 && !(x->flags & NF_INITLIST) && k->n[x->a].kind == N_STR) {
    ck_err(k, E_STR_INIT, k->n[x->a].pos, 1, 0);
    return;
  }
  if (x->a >= 0 && (x->flags & NF_INITLIST)) {
    for (ref = &x->a; *ref >= 0; ref = &k->n[*ref].next) {
      count++;
      ck_value_as(k, ref, et);
    }
    x = &k->n[idx];
  } else if (x->a >= 0) {
    ck_value(k, &x->a);
    ck_err(k, E_ARRAY_ASSIGN, x->name, x->nlen, 0);
  }
  if (x->flags & NF_HASSIZE) {
    if ((x->flags & NF_INITLIST) && count > x->ival) ck_err_name(k, E_INIT_COUNT, idx, 0);
  } else if (count == 0 && !(x->flags & (NF_INITLIST | NF_EXTERN))) { /* (extern int a[]: its length later) */
    ck_err_name(k, E_NOT_CONST_SIZE, idx, 0);
    x->ival = 1;
  } else {
    x->ival = count; /* int a[] = {} has no elements (gcc's zero-length array) */
  }
  if (x->ival * cc_ty_size(k->c, et) > GNC_MAX_TYPE_BYTES) {
    ck_err_name(k, E_TYPE_TOO_BIG, idx, GNC_MAX_TYPE_BYTES);
    x->ival = 1;
  }
  if (x->flags & NF_MARR) return; /* in byte memory: any length the run's memory holds */
  if (x->ival < 1 || x->ival > GNC_MAX_ARRAY) { /* a value-slot array has 1 to GNC_MAX_ARRAY elements */
    ck_need_mem(k, idx);
    return;
  }
  x->d = (int32_t)k->arr;
  k->arr += x->ival;
  if (k->arr > GNC_MAX_FRAME_ARR && !k->err_frame) {
    k->err_frame = 1;
    ck_err_name(k, E_FRAME_TOO_BIG, idx, GNC_MAX_FRAME_ARR);
  }
  if (k->arr > GNC_MAX_FRAME_ARR) x->d = 0;
}

/* is initialiser e of a static of type ty a constant gnc can lay out: an integer constant expression, a
 * floating literal (under casts and unary minus) or an arithmetic constant expression that folds to one
 * (opt_fold: as the VM computes it), a string literal, a null pointer, &global or a global array (decayed)? */
CORE_FN static int ck_const_init(Ck *k, int32_t e) {
  const Node *x = &k->n[e];
  int64_t v;
  if (x->ty == TY_ERR) return 1; /* reported */
  if (x->kind > N_VAR) opt_fold(k->n, e); /* an arithmetic constant expression: its value (1.0 / 3) */
  if (cc_const_int(k->n, e, &v) || x->kind == N_DNUM || x->kind == N_STR || x->kind == N_FNREF) return 1;
  if ((x->kind == N_CAST || (x->kind == N_UNARY && (x->op == TK_MINUS || x->op == TK_PLUS))) && x->a >= 0)
    return ck_const_init(k, x->a);
  if (x->kind == N_ADDR && k->n[x->a].kind == N_VAR) return (k->n[x->a].flags & NF_GLOBAL) != 0;
  return x->kind == N_VAR && (x->flags & NF_GLOBAL) && (x->flags & NF_MARR);
}

/* the leaves of a static's aggregate initialiser must be constants (a string for a char array) */
CORE_FN static void ck_const_leaves(Ck *k, int32_t idx) {
  int32_t l;
  if (!(k->n[idx].flags & NF_AGGINIT)) return;
  for (l = k->n[idx].a; l >= 0; l = k->n[l].next)
    if (k->n[l].a >= 0 && (ty_is_agg(k->n[l].ty) || (!TY_IS_ARR(k->n[l].ty) && !ck_const_init(k, k->n[l].a))))
      ck_err(k, E_GLOBAL_INIT, k->n[l].pos, 1, 0);
}

/* a variable of static storage (a global, or a static local: its name is in the current scope): a static
 * object numbered in source order; its initialiser must be constant (C11 6.7.9p4) */
/* C11 6.9.2: a global may be declared again, at file scope (`int x; int x = 3;`, `extern int x;` before or
 * after its definition) or by `extern` in a block, as long as the types agree (an array's length may be
 * missing from some) and at most one has an initialiser: all of them are one static object, made at the
 * first (which earlier functions may use); the initialiser's declaration takes its place in the chain of
 * statics.  Returns 1 when idx is such a declaration and is done with (0: declare it as a new object). */
CORE_FN static int ck_global_again(Ck *k, int32_t idx) {
  Node *x = &k->n[idx], *q;
  int32_t prev = (k->top || (x->flags & NF_EXTERN)) ? ck_lookup_file(k, x->name, x->nlen) : -1;
  if (prev < 0 || k->n[prev].kind != N_DECL || !(k->n[prev].flags & NF_GLOBAL)) {
    if (prev >= 0 || k->top || !(x->flags & NF_EXTERN)) return 0;
    ck_err_name(k, E_EXTERN_BLOCK, idx, 0);
    return 1;
  }
  q = &k->n[prev];
  if (TY_BASE(q->ty) != TY_BASE(x->ty) || TY_IS_ARR(q->ty) != TY_IS_ARR(x->ty) ||
      ((q->flags & x->flags & NF_HASSIZE) && q->ival != x->ival) || (q->a >= 0 && x->a >= 0)) {
    ck_err_name(k, E_REDECLARED, idx, 0);
    return 1;
  }
  if (!k->top) { /* extern in a block: the name means the global here */
    ck_declare(k, prev);
    return 1;
  }
  if (!(x->flags & NF_EXTERN)) q->flags &= (uint16_t)~NF_EXTERN; /* defined (tentatively, at least) */
  if (x->a < 0) {
    if ((x->flags & NF_HASSIZE) && !(q->flags & NF_HASSIZE)) {
      q->flags |= NF_HASSIZE;
      q->ival = x->ival;
    }
    return 1;
  }
  if ((q->flags & NF_HASSIZE) && !(x->flags & NF_HASSIZE)) { /* extern int a[10]; int a[] = {1}; */
    x->flags |= NF_HASSIZE;
    x->ival = q->ival;
  }
  x->slot = q->slot; /* the definition: checked as any, then in prev's place among the statics */
  return 0;
}

/* the definition idx of the global prev (ck_global_again) takes prev's place in the chain of statics */
CORE_FN static void ck_global_replace(Ck *k, int32_t prev, int32_t idx) {
  Compiler *c = k->c;
  int32_t *link = &c->static_first;
  while (*link >= 0 && *link != prev) link = &k->n[*link].d;
  if (*link < 0) return;
  *link = idx;
  k->n[idx].d = k->n[prev].d;
  if (c->static_last == prev) c->static_last = idx;
  k->n[prev].ival = k->n[idx].ival; /* an array's length from the initialiser */
  k->n[prev].flags |= k->n[idx].flags & NF_HASSIZE;
}

CORE_FN static CK_NOINLINE void ck_static_decl(Ck *k, int32_t idx) {
  Node *x = &k->n[idx];
  int32_t *ref, arr = (int32_t)k->arr, prev = -1;
  if (TY_BASE(x->ty) == TY_VOID || x->ty == TY_ERR) {
    ck_err_name(k, E_VOID_VAR, idx, 0);
    x->ty = TY_ERR;
  }
  if ((k->top || (x->flags & NF_EXTERN)) && !ck_complit_object(k, x)) {
    if (ck_global_again(k, idx)) return;
    if (k->n[idx].slot >= 0) prev = ck_lookup_file(k, x->name, x->nlen);
  }
  if (prev < 0 && !ck_complit_object(k, x)) ck_declare(k, idx);
  if (ty_is_agg(x->ty)) { /* a struct or union */
    x->flags = (uint16_t)((x->flags | NF_MARR) & ~NF_ADDR);
    if (cc_ty_size(k->c, x->ty) < 0) ck_err_name(k, E_INCOMPLETE, idx, 0);
    if (x->a >= 0 && (x->flags & NF_INITLIST)) ck_agg_init(k, idx);
    else if (x->a >= 0) ck_err(k, E_GLOBAL_INIT, k->n[x->a].pos, 1, 0);
    ck_const_leaves(k, idx);
  } else if (TY_IS_ARR(x->ty)) {
    x->flags |= NF_MARR;
    ck_array_decl(k, idx); /* its length, its elements converted (d: the slot arrays' area, unused) */
    k->arr = arr;
    x = &k->n[idx];
    if (x->flags & NF_AGGINIT) ck_const_leaves(k, idx);
    else if (!(x->a >= 0 && k->n[x->a].kind == N_STR && !(x->flags & NF_INITLIST)))
      for (ref = &x->a; *ref >= 0 && (x->flags & NF_INITLIST); ref = &k->n[*ref].next)
        if (!ck_const_init(k, *ref)) ck_err(k, E_GLOBAL_INIT, k->n[*ref].pos, 1, 0);
  } else if (x->flags & NF_INITLIST) {
    ck_err(k, E_INIT_SCALAR, x->name, x->nlen, 0);
  } else if (x->a >= 0) {
    if (x->ty != TY_ERR) ck_value_as(k, &k->n[idx].a, k->n[idx].ty);
    if (!ck_const_init(k, k->n[idx].a)) ck_err(k, E_GLOBAL_INIT, k->n[k->n[idx].a].pos, 1, 0);
  }
  if (prev >= 0) ck_global_replace(k, prev, idx);
  else ck_static(k, idx); /* after its initialiser's string literals (d becomes the chain's link) */
}

/* a file-scope declaration (an N_BLOCK with NF_GLOBAL): its variables in the outermost scope */
CORE_FN static void ck_globals(Ck *k, int32_t blk) {
  int32_t d;
  k->loop = 0;
  k->nslots = 0;
  k->arr = 0;
  k->top = 1;
  for (d = k->n[blk].a; d >= 0; d = k->n[d].next) ck_static_decl(k, d);
  k->top = 0;
}

/* a variable-length array (int a[n]): in byte memory, its object made where its declaration runs (FOBJV);
 * slot: its pointer, c: its size in bytes (sizeof a), fn: FOBJV's mark.  Its length is checked before its
 * name is declared (int n = 3; { int n[n]; } is the outer n's length). */
/* the rows of variable-length array or parameter idx: their length (*rows), and of rows of rows (int
 * a[n][m][k]) their rows' length too (next of *rows); the slot of a row's bytes (ival), and of a row's
 * row's, the slot after it (ck_vla_index) */
CORE_FN static void ck_vla_rows(Ck *k, int32_t idx, int32_t *rows) {
  int32_t next = k->n[*rows].next;
  k->n[*rows].next = -1;
  ck_value_as(k, rows, TY_LONG);
  k->n[idx].ival = ck_new_slot(k, idx, TY_ULONG);
  if (next < 0) return;
  ck_value_as(k, &next, TY_LONG);
  k->n[*rows].next = next;
  ck_new_slot(k, idx, TY_ULONG); /* (ival + 1) */
}

/* a parameter int m[rows][cols] (a pointer to rows of a variable length): cols, read at function entry
 * in the scope of the parameters before it (b), and the slot of a row's bytes (ival) */
CORE_FN static CK_NOINLINE void ck_vla_param(Ck *k, int32_t idx) {
  if (!k->c->memory) {
    ck_need_mem(k, idx);
    return;
  }
  ck_vla_rows(k, idx, &k->n[idx].b);
}

CORE_FN static CK_NOINLINE void ck_vla_decl(Ck *k, int32_t idx) {
  Node *x = &k->n[idx];
  if (!k->c->memory) {
    ck_need_mem(k, idx);
    return;
  }
  if (x->a >= 0) ck_err_name(k, E_VLA_INIT, idx, 0);
  if (!ty_ptr_room(TY_BASE(x->ty))) {
    ck_err_name(k, E_PTR_DEPTH, idx, 7);
    x->ty = TY_ERR;
    return;
  }
  ck_value_as(k, &k->n[idx].b, TY_LONG);
  if (cc_vla_row(k->c, TY_BASE(k->n[idx].ty))) ck_vla_rows(k, idx, &k->n[idx].d);
  x = &k->n[idx];
  x->flags |= NF_MARR;
  x->slot = ck_new_slot(k, idx, ty_ptr_to(TY_BASE(x->ty)));
  x->c = ck_new_slot(k, idx, TY_ULONG);
  x->fn = ck_new_slot(k, idx, TY_LONG);
  ck_declare(k, idx);
}

/* a local declaration's typeof(expr) type (base TY_TYPEOF, under pointers): the expression's type, which
 * is never evaluated; the declarators of one declaration share the expression, checked once */
CORE_FN static CK_NOINLINE void ck_typeof(Ck *k, int32_t idx) {
  int32_t e = k->n[idx].b, ref = e;
  int t, depth = TY_LO(k->n[idx].ty) / TY_PTR1;
  if (e != k->typeof_node) {
    const Node *y;
    t = ck_expr(k, &ref, A_ARR | A_AGG);
    y = &k->n[e];
    if (t != TY_ERR && (TY_IS_ARR(t) || y->kind == N_FNREF || (y->kind == N_MEMBER && y->c >= 0) || t == TY_VOID)) {
      ck_err(k, E_TYPEOF_KIND, y->pos, 1, 0);
      t = TY_ERR;
    }
    k->typeof_node = e;
    k->typeof_ty = t;
  }
  t = k->typeof_ty;
  for (; depth > 0 && t != TY_ERR; depth--) {
    if (!ty_ptr_room(t)) {
      ck_err_name(k, E_PTR_DEPTH, idx, 7);
      t = TY_ERR;
    } else {
      t = ty_ptr_to(t);
    }
  }
  k->n[idx].ty = (uint16_t)(t == TY_ERR ? TY_INT : t); /* (after an error: an int, which says no more) */
  k->n[idx].b = -1;
}

CORE_FN static CK_NOINLINE void ck_decl(Ck *k, int32_t idx) {
  Node *x = &k->n[idx];
  if ((TY_LO(x->ty) & 31) == TY_TYPEOF && !(x->flags & NF_GLOBAL)) {
    ck_typeof(k, idx);
    x = &k->n[idx];
  }
  if (x->flags & NF_GLOBAL) {
    ck_static_decl(k, idx);
    return;
  }
  if (x->flags & NF_VLA) {
    ck_vla_decl(k, idx);
    return;
  }
  if (TY_BASE(x->ty) == TY_VOID || x->ty == TY_ERR) {
    ck_err_name(k, E_VOID_VAR, idx, 0);
    x->ty = TY_ERR;
  }
  if (ty_is_agg(x->ty)) { /* a struct or union: a frame object, zeroed, then its initialiser */
    if (!k->c->memory) {
      ck_need_mem(k, idx);
      return;
    }
    x->flags = (uint16_t)((x->flags | NF_MARR) & ~NF_ADDR); /* (&s takes its object's address) */
    if (cc_ty_size(k->c, x->ty) < 0) ck_err_name(k, E_INCOMPLETE, idx, 0);
    x->slot = ck_new_slot(k, idx, ty_ptr_to(x->ty));
    ck_frame_object(k, idx);
    ck_declare(k, idx);
    if (x->a >= 0 && (x->flags & NF_INITLIST)) {
      ck_agg_init(k, idx);
    } else if (x->a >= 0) {
      int te = ck_expr(k, &k->n[idx].a, A_AGG);
      if (te != TY_ERR && te != k->n[idx].ty) ck_err_name(k, E_STRUCT_TYPE, idx, 0);
    }
    return;
  }
  if (k->c->memory && TY_IS_ARR(x->ty) && x->ty != TY_ERR) { /* an array in byte memory */
    x->flags |= NF_MARR;
    if (!ty_ptr_room(TY_BASE(x->ty))) {
      ck_err_name(k, E_PTR_DEPTH, idx, 7);
      x->ty = TY_ERR;
    }
  }
  if (x->flags & (NF_ADDR | NF_MARR)) { /* its slot holds the pointer to its frame object */
    x->slot = ck_new_slot(k, idx, ty_ptr_to(TY_BASE(x->ty)));
    ck_frame_object(k, idx);
  } else {
    x->slot = ck_new_slot(k, idx, x->ty);
  }
  ck_declare(k, idx);
  if (TY_IS_ARR(x->ty)) {
    int64_t arr = k->arr;
    ck_array_decl(k, idx);
    if (k->n[idx].flags & NF_MARR) { /* no room in the frame's array area */
      k->arr = arr;
      k->n[idx].d = 0;
    }
    return;
  }
  if (x->flags & NF_ADDR) { /* its object starts zeroed */
    if (x->a >= 0 && !(x->flags & NF_INITLIST) && x->ty != TY_ERR) ck_value_as(k, &x->a, x->ty);
    else if (x->flags & NF_INITLIST) ck_err(k, E_INIT_SCALAR, x->name, x->nlen, 0); /* (= {} too, as gcc 12) */
    return;
  }
  if (x->a < 0 && !(x->flags & NF_INITLIST)) return; /* its slot holds 0 from function entry */
  if (x->flags & NF_INITLIST) {
    int32_t *ref;
    for (ref = &x->a; *ref >= 0; ref = &k->n[*ref].next) ck_value(k, ref);
    ck_err(k, E_INIT_SCALAR, k->n[idx].name, k->n[idx].nlen, 0);
    return;
  }
  if (x->ty == TY_ERR) {
    ck_value(k, &x->a);
    return;
  }
  ck_value_as(k, &x->a, x->ty);
}

CORE_FN static CK_NOINLINE void ck_break(Ck *k, int32_t idx, int is_break) {
  CkLoop *l = k->loop;
  while (!is_break && l && l->sw >= 0) l = l->outer; /* continue goes to the loop around a switch */
  if (!l && k->stmtexpr) ck_err(k, E_STMTEXPR_JUMP, k->n[idx].pos, is_break ? 5 : 8, 0);
  else if (!l) ck_err(k, is_break ? E_BREAK_OUTSIDE : E_CONTINUE_OUTSIDE, k->n[idx].pos, is_break ? 5 : 8, 0);
}

CORE_FN static void ck_loop_enter(Ck *k, CkLoop *l) {
  l->outer = k->loop;
  l->sw = -1;
  k->loop = l;
}

CORE_FN static CK_NOINLINE void ck_while(Ck *k, int32_t idx) {
  CkLoop l;
  ck_value(k, &k->n[idx].a);
  ck_loop_enter(k, &l);
  ck_stmt(k, k->n[idx].b);
  k->loop = l.outer;
}

CORE_FN static CK_NOINLINE void ck_do(Ck *k, int32_t idx) {
  CkLoop l;
  ck_loop_enter(k, &l);
  ck_stmt(k, k->n[idx].a);
  k->loop = l.outer;
  ck_value(k, &k->n[idx].b);
}

CORE_FN static CK_NOINLINE void ck_for(Ck *k, int32_t idx) {
  Node *x = &k->n[idx];
  CkLoop l;
  int32_t old = ck_scope_open(k);
  if (x->a >= 0) {
    if (k->n[x->a].kind == N_DECL) ck_list(k, x->a);
    else ck_stmt(k, x->a);
  }
  if (k->n[idx].b >= 0) ck_value(k, &k->n[idx].b);
  ck_loop_enter(k, &l);
  ck_stmt(k, k->n[idx].d);
  if (k->n[idx].c >= 0) ck_expr(k, &k->n[idx].c, A_VOID | A_AGG);
  k->loop = l.outer;
  if (k->defer >= 0) ck_deferred(k); /* in the for statement's scope */
  ck_scope_close(k, old);
}

CORE_FN static CK_NOINLINE void ck_if(Ck *k, int32_t idx) {
  ck_value(k, &k->n[idx].a);
  ck_stmt(k, k->n[idx].b);
  if (k->n[idx].c >= 0) ck_stmt(k, k->n[idx].c);
}

CORE_FN static CK_NOINLINE void ck_return(Ck *k, int32_t idx) {
  Node *x = &k->n[idx];
  if (k->stmtexpr) ck_err(k, E_STMTEXPR_JUMP, x->pos, 6, 0);
  if (x->a >= 0) {
    int t = ck_expr(k, &x->a, k->ret == TY_VOID ? A_VOID : ty_is_agg(k->ret) ? A_AGG : k->ret == TY_ULONG ? A_U64 : 0);
    x = &k->n[idx];
    if (k->ret == TY_VOID) ck_err(k, E_RETURN_VALUE, x->pos, 6, 0);
    else if (ty_is_agg(k->ret) && t != TY_ERR && t != k->ret) ck_err(k, E_STRUCT_TYPE, x->pos, 6, 0);
    else if (t != TY_ERR && !ty_is_agg(k->ret)) ck_coerce(k, &x->a, k->ret);
  } else if (k->ret != TY_VOID) {
    ck_err(k, E_RETURN_NOVALUE, x->pos, 6, 0);
  }
}

/* switch (e) body: e is promoted; the case labels anywhere in the body (but in a nested switch) are its own */
CORE_FN static CK_NOINLINE void ck_switch(Ck *k, int32_t idx) {
  CkLoop l;
  int t = ck_value(k, &k->n[idx].a);
  int32_t body = k->n[idx].b;
  if (t != TY_ERR && (!ck_is_integer(t))) {
    ck_err(k, E_SWITCH_TYPE, k->n[k->n[idx].a].pos, 1, 0);
    t = TY_ERR;
  }
  if (t != TY_ERR) {
    t = ck_promote(t);
    ck_coerce(k, &k->n[idx].a, t);
  }
  k->n[idx].d = t;
  k->n[idx].c = -1;
  ck_loop_enter(k, &l);
  l.sw = idx;
  l.last = -1;
  l.ncase = 0;
  l.bind0 = k->nbind;
  l.has_default = 0;
  ck_stmt(k, body);
  k->loop = l.outer;
}

/* ---- goto and labels: labels have function scope; a goto finds its label at the function's end */
#define CK_MAX_LABELS 1024 /* labels per function (a goto looks at each) */

/* the label of the function named like node x (an N_LABEL or N_GOTO), or -1 */
CORE_FN static int32_t ck_find_label(const Ck *k, const Node *x) {
  int32_t l;
  for (l = k->labels; l >= 0; l = k->n[l].c)
    if (ck_same_name(k->c->src, k->n[l].name, k->n[l].nlen, x->name, x->nlen)) return l;
  return -1;
}

/* A goto may not jump into the scope of a variable-length array (C11 6.8.6.1; its object would not be
 * made).  The arrays in scope at a point are a chain: the innermost one's scope holds the others', so a
 * label notes only the innermost (N_LABEL.slot, -1: none), and a goto may jump to it where that array is in
 * scope too: for a label seen before (a backward jump), when the array is bound now; for one after the
 * goto, when the array's declaration comes before the goto (its scope holds the label, after the goto,
 * so it holds the goto).  The arrays' objects are remade where their declarations run again (FOBJV). */

/* the innermost variable-length array in scope, or -1 */
CORE_FN static int32_t ck_vla_in_scope(const Ck *k) {
  int32_t b;
  for (b = k->nbind - 1; b >= 0; b--)
    if (k->n[k->bind[b].node].kind == N_DECL && (k->n[k->bind[b].node].flags & NF_VLA)) return k->bind[b].node;
  return -1;
}

/* is the variable-length array v (-1: none) in scope now? */
CORE_FN static int ck_vla_bound(const Ck *k, int32_t v) {
  int32_t b;
  if (v < 0) return 1;
  for (b = k->nbind - 1; b >= 0; b--)
    if (k->bind[b].node == v) return 1;
  return 0;
}

/* goto idx: chained for ck_gotos; a jump back to a label in an array's scope that it is not in: an error */
CORE_FN static CK_NOINLINE void ck_goto(Ck *k, int32_t idx) {
  int32_t l = ck_find_label(k, &k->n[idx]);
  k->n[idx].c = k->gotos;
  k->gotos = idx;
  if (k->stmtexpr) ck_err(k, E_STMTEXPR_LABEL, k->n[idx].pos, 4, 0);
  else if (l >= 0 && !ck_vla_bound(k, k->n[l].slot)) ck_err_name(k, E_VLA_GOTO, idx, k->n[l].slot);
}

CORE_FN static CK_NOINLINE void ck_label(Ck *k, int32_t idx) {
  Node *x = &k->n[idx];
  x->slot = ck_vla_in_scope(k);
  if (k->stmtexpr) ck_err_name(k, E_STMTEXPR_LABEL, idx, 0);
  if (ck_find_label(k, x) >= 0) ck_err_name(k, E_LABEL_DUP, idx, 0);
  else if (++k->nlabels > CK_MAX_LABELS) ck_err_name(k, E_TOO_MANY_LABELS, idx, CK_MAX_LABELS);
  else { /* the list stays within the limit: a search costs at most CK_MAX_LABELS comparisons */
    x->c = k->labels;
    k->labels = idx;
  }
  ck_stmt(k, x->a);
}

/* each goto of the function to its label; a jump forward into a variable-length array's scope: an error */
CORE_FN static void ck_gotos(Ck *k) {
  int32_t g, l;
  for (g = k->gotos; g >= 0; g = k->n[g].c) {
    k->n[g].d = l = ck_find_label(k, &k->n[g]);
    if (l < 0) ck_err_name(k, E_LABEL_UNDEF, g, 0);
    else if (k->n[l].pos > k->n[g].pos && k->n[l].slot >= 0 && k->n[k->n[l].slot].pos > k->n[g].pos)
      ck_err_name(k, E_VLA_GOTO, g, k->n[l].slot);
  }
}

/* a case label's value *ref, an integer constant converted to the switch's type st, into *v: its type
 * (TY_ERR after an error) */
CORE_FN static int ck_case_value(Ck *k, int32_t *ref, int st, int64_t *v) {
  int t = ck_value(k, ref);
  *v = 0;
  if (t != TY_ERR && (!ck_is_integer(t) || !cc_const_int(k->n, *ref, v))) {
    ck_err(k, E_CASE_CONST, k->n[*ref].pos, 1, 0);
    return TY_ERR;
  }
  if (ty_is_int32(st)) *v = (int32_t)(uint32_t)*v;
  return t;
}

/* case value v of a switch of type st as a key in the order of st's values (signed ones shifted) */
CORE_FN static uint64_t ck_case_key(int st, int64_t v) {
  if (st == TY_UINT) return (uint32_t)v;
  return st == TY_ULONG ? (uint64_t)v : (uint64_t)v ^ 0x8000000000000000ull;
}

/* case v: / default: inside switch l: the value and duplicates */
CORE_FN static CK_NOINLINE void ck_case(Ck *k, int32_t idx) {
  Node *x = &k->n[idx];
  CkLoop *l = k->loop;
  int dflt = (x->flags & NF_DEFAULT) != 0;
  while (l && l->sw < 0) l = l->outer;
  if (!l) {
    ck_err(k, k->stmtexpr ? E_STMTEXPR_JUMP : E_CASE_OUTSIDE, x->pos, dflt ? 7 : 4, 0);
  } else {
    int32_t b;
    for (b = l->bind0; b < k->nbind; b++) /* a jump into a variable-length array's scope: an error in C */
      if (k->n[k->bind[b].node].kind == N_DECL && (k->n[k->bind[b].node].flags & NF_VLA)) {
        ck_err_name(k, E_VLA_CASE, k->bind[b].node, 0);
        break;
      }
    int st = k->n[l->sw].d;
    int64_t v = 0;
    if (dflt) {
      if (l->has_default) ck_err(k, E_DEFAULT_DUP, x->pos, 7, 0);
      l->has_default = 1;
    } else {
      int64_t hi;
      uint64_t klo, khi;
      int ta = ck_case_value(k, &k->n[idx].a, st, &v), tb = ta;
      if (k->n[idx].slot >= 0) tb = ck_case_value(k, &k->n[idx].slot, st, &hi);
      else hi = v;
      klo = ck_case_key(st, v);
      khi = ck_case_key(st, hi);
      x = &k->n[idx];
      x->nlen = khi < klo ? -1 : khi - klo >= INT32_MAX ? INT32_MAX : (int32_t)(khi - klo);
      if (x->nlen == INT32_MAX) ck_err(k, E_CASE_RANGE, x->pos, 4, 0);
      if (ta != TY_ERR && tb != TY_ERR && st != TY_ERR && x->nlen >= 0) {
        int32_t c;
        for (c = k->n[l->sw].c; c >= 0; c = k->n[c].c) { /* another value of [klo, khi] */
          const Node *y = &k->n[c];
          uint64_t ky = ck_case_key(st, y->ival);
          if (!(y->flags & NF_DEFAULT) && y->nlen >= 0 && ky <= khi && klo <= ky + (uint64_t)y->nlen) break;
        }
        if (c >= 0) ck_err(k, E_CASE_DUP, x->pos, 4, 0);
      }
    }
    x = &k->n[idx];
    x->ival = v;
    x->c = -1;
    if (++l->ncase > GNC_MAX_CASES) {
      if (l->ncase == GNC_MAX_CASES + 1) ck_err(k, E_TOO_MANY_CASES, x->pos, 4, GNC_MAX_CASES);
    } else if (l->last >= 0) {
      k->n[l->last].c = idx;
    } else {
      k->n[l->sw].c = idx;
    }
    if (l->ncase <= GNC_MAX_CASES) l->last = idx;
  }
  ck_stmt(k, k->n[idx].b);
}

/* a statement: a dispatcher with a small frame, like ck_expr */
CORE_FN static void ck_stmt(Ck *k, int32_t idx) {
  Node *x;
  if (idx < 0 || k->oom) return;
  x = &k->n[idx];
  switch (x->kind) {
  case N_BLOCK: ck_block(k, idx); break;
  case N_DECL: ck_decl(k, idx); break;
  case N_EXPR: ck_expr(k, &x->a, A_VOID | A_AGG); break;
  case N_IF: ck_if(k, idx); break;
  case N_WHILE: ck_while(k, idx); break;
  case N_DO: ck_do(k, idx); break;
  case N_FOR: ck_for(k, idx); break;
  case N_BREAK: ck_break(k, idx, 1); break;
  case N_CONTINUE: ck_break(k, idx, 0); break;
  case N_RETURN: ck_return(k, idx); break;
  case N_SWITCH: ck_switch(k, idx); break;
  case N_CASE: ck_case(k, idx); break;
  case N_LABEL: ck_label(k, idx); break;
  case N_GOTO: ck_goto(k, idx); break;
  default: break;
  }
}

/* ---------------------------------------------------------------- functions */
CORE_FN static void ck_function(Ck *k, int32_t fnode) {
  Compiler *c = k->c;
  Node *fx = &k->n[fnode];
  Func *f = &c->fn[fx->fn];
  int record = f->node == fnode;
  int32_t p, old, i;
  k->fi = fx->fn;
  k->ret = fx->ty;
  k->nslots = 0;
  k->arr = 0;
  k->err_slots = k->err_frame = 0;
  k->lt = c->ltypes + c->nltypes;
  k->lt_room = c->ltypes_cap - c->nltypes;
  for (i = 0; i < CK_BW; i++) k->cslots[i] = 0;
  k->loop = 0;
  k->objs = k->objs_last = -1;
  k->fbind = k->nbind;
  k->labels = k->gotos = -1;
  k->nlabels = 0;
  old = ck_scope_open(k);
  for (p = fx->a; p >= 0; p = k->n[p].next) {
    Node *px = &k->n[p];
    px->slot = ck_new_slot(k, p, px->ty);
  }
  if (ty_is_agg(k->ret)) ck_new_slot(k, fnode, TY_VOIDP); /* slot nparams: where a struct result goes */
  for (p = fx->a; p >= 0; p = k->n[p].next) {
    Node *px = &k->n[p];
    if (ty_is_agg(px->ty)) { /* a struct by value: the callee's copy, a frame object (d: the argument) */
      px->flags = (uint16_t)((px->flags | NF_MARR) & ~NF_ADDR);
      px->d = px->slot;
      px->slot = ck_new_slot(k, p, ty_ptr_to(px->ty));
      ck_frame_object(k, p);
    } else if ((px->flags & NF_ADDR) && ty_ptr_room(px->ty)) { /* a frame object: d = the argument's slot */
      px->d = px->slot;
      px->slot = ck_new_slot(k, p, ty_ptr_to(px->ty));
      ck_frame_object(k, p);
    } else {
      px->flags &= (uint16_t)~NF_ADDR;
    }
    if (CK_IS_PTR(px->ty) && cc_vla_row(c, ty_pointee(px->ty))) ck_vla_param(k, p);
    if (px->name < 0) ck_err(k, E_EXPECTED, px->pos, 1, EX_IDENT);
    else ck_declare(k, p);
  }
  ck_list(k, k->n[fx->b].a);
  ck_scope_close(k, old);
  ck_gotos(k);
  if (record && !k->oom) {
    f->labels = k->labels;
    f->nlocals = k->nslots < CK_MAX_SLOTS ? k->nslots : CK_MAX_SLOTS;
    f->ltypes = c->nltypes;
    f->arr_words = k->arr <= GNC_MAX_FRAME_ARR ? (int32_t)k->arr : 0;
    f->objs = k->objs;
    c->nltypes += f->nlocals;
  }
}

/* the signature of an N_FUNC into f (nparams, params, ret); reports void parameters */
CORE_FN static void ck_signature(Ck *k, int32_t fnode, Func *f) {
  Node *fx = &k->n[fnode];
  int32_t p, q, n = 0;
  f->ret = fx->ty;
  for (p = fx->a; p >= 0; p = k->n[p].next) {
    Node *px = &k->n[p];
    if (TY_BASE(px->ty) == TY_VOID) ck_err_name(k, E_VOID_PARAM, p, 0);
    if (k->c->memory && TY_IS_ARR(px->ty) && px->ty != TY_ERR) { /* T a[] is T *a (C11 6.7.6.3) */
      if (ty_ptr_room(TY_BASE(px->ty))) px->ty = (uint16_t)ty_ptr_to(TY_BASE(px->ty));
      else ck_err_name(k, E_PTR_DEPTH, p, 7);
    }
    for (q = fx->a; q != p && fx->b < 0; q = k->n[q].next) { /* definitions: ck_declare reports */
      const Node *qx = &k->n[q];
      if (px->name >= 0 && qx->name >= 0 && ck_same_name(k->c->src, px->name, px->nlen, qx->name, qx->nlen)) {
        ck_err_name(k, E_REDECLARED, p, 0);
        break;
      }
    }
    if (n < GNC_MAX_PARAMS) f->params[n] = px->ty;
    n++;
  }
  if (n > GNC_MAX_PARAMS) {
    ck_err(k, E_TOO_MANY_PARAMS, fx->name, fx->nlen, GNC_MAX_PARAMS);
    n = GNC_MAX_PARAMS;
  }
  f->nparams = n;
  f->variadic = (fx->flags & NF_VARIADIC) != 0;
  if (f->variadic && ty_is_agg(f->ret)) ck_err_name(k, E_VARIADIC_STRUCT, fnode, 0);
}

CORE_FN static int ck_same_sig(const Func *a, const Func *b) {
  int32_t i;
  if (a->ret != b->ret || a->nparams != b->nparams || a->variadic != b->variadic) return 0;
  for (i = 0; i < a->nparams; i++)
    if (a->params[i] != b->params[i]) return 0;
  return 1;
}

/* f's parameters and variadic flag from signature sig */
CORE_FN static void ck_set_params(Func *f, const Func *sig) {
  int32_t i;
  f->nparams = sig->nparams;
  f->variadic = sig->variadic;
  for (i = 0; i < GNC_MAX_PARAMS; i++) f->params[i] = i < sig->nparams ? sig->params[i] : 0;
}

/* enters one top-level node in the function table (or checks it against the entry of its name) */
CORE_FN static void ck_register(Ck *k, int32_t fn) {
  Compiler *c = k->c;
  Node *fx = &k->n[fn];
  uint32_t h = ck_hash(c->src, fx->name, fx->nlen);
  int32_t e;
  Func sig;
  if (fx->kind != N_FUNC) return;
  ck_signature(k, fn, &sig);
  for (;;) {
    e = k->fhash[h & (uint32_t)k->fmask];
    if (e == 0 || ck_same_name(c->src, c->fn[e - 1].name, c->fn[e - 1].nlen, fx->name, fx->nlen)) break;
    h++;
  }
  if (e == 0) {
    Func *f;
    if (c->nfn >= c->fn_cap || c->nfn >= GNC_MAX_FUNCS) {
      if (!k->ffull && c->nfn >= GNC_MAX_FUNCS) ck_err(k, E_TOO_MANY_FUNCS, fx->name, fx->nlen, GNC_MAX_FUNCS);
      else if (!k->ffull) cc_error(c, E_OUT_OF_SPACE, 0, 0, 0); /* the arena (a lean one: compile again) */
      k->ffull = 1;
      fx->fn = -1;
      return;
    }
    e = ++c->nfn;
    k->fhash[h & (uint32_t)k->fmask] = e;
    f = &c->fn[e - 1];
    f->node = fn;
    f->name = fx->name;
    f->nlen = fx->nlen;
    ck_set_params(f, &sig);
    f->ret = sig.ret;
    f->defined = fx->b >= 0;
    f->style = (uint8_t)fx->ival;
    f->proto = fx->ival == FN_PROTO ? fx->pos : INT32_MAX;
    f->nlocals = f->ltypes = f->arr_words = 0;
    f->objs = f->labels = -1;
    k->fflag[e - 1] = 0;
  } else {
    Func *f = &c->fn[e - 1];
    if (fx->ival == FN_NOPROTO || f->style == FN_NOPROTO ? f->ret != sig.ret : !ck_same_sig(f, &sig))
      ck_err_name(k, E_CONFLICT_FN, fn, 0);
    if (f->style == FN_NOPROTO && fx->ival != FN_NOPROTO) { /* the parameters, said at last */
      ck_set_params(f, &sig);
      f->style = (uint8_t)fx->ival;
    }
    if (fx->ival == FN_PROTO && fx->pos < f->proto) f->proto = fx->pos;
    if (fx->b >= 0) {
      if (f->defined) {
        ck_err_name(k, E_REDEFINED_FN, fn, 0);
      } else {
        f->defined = 1;
        f->node = fn;
      }
    }
  }
  fx->fn = e - 1;
}

/* pass 1: the function table */
CORE_FN static void ck_functions(Ck *k) {
  int32_t fn;
  for (fn = k->c->root; fn >= 0; fn = k->n[fn].next) ck_register(k, fn);
}

/* functions without a body: their parameters are their locals */
CORE_FN static void ck_prototypes_only(Ck *k) {
  Compiler *c = k->c;
  int32_t i, j;
  for (i = 0; i < c->nfn; i++) {
    Func *f = &c->fn[i];
    if (f->defined) continue;
    if (c->nltypes + f->nparams > c->ltypes_cap) {
      ck_oom(k);
      return;
    }
    f->ltypes = c->nltypes;
    f->nlocals = f->nparams;
    f->arr_words = 0;
    for (j = 0; j < f->nparams; j++) c->ltypes[c->nltypes++] = (uint8_t)ty_mod(f->params[j]);
  }
}

/* the function hash table's size for fn_cap functions */
CORE_FN static int32_t ck_fsize(int32_t fn_cap) {
  int32_t fsize = 16;
  while (fsize < 2 * (fn_cap + 1)) fsize *= 2;
  return fsize;
}

/* The scratch ints a compile with fn_cap functions, `words` identifiers and `branches` tokens of the kinds
 * below may use: the function table and the local buckets, the bindings (one per name in scope: the
 * function's locals, at most GNC_MAX_LOCALS in a valid function, so twice that is kept, and the globals and
 * static locals, which have no slot but are statics, at most GNC_MAX_STATICS; or one per identifier when
 * there are fewer), and the bitset stack: at most four sets are live per node on the path of the
 * recursion, and only the nodes of && || ?: if while do for switch keep any (one per such token; the
 * tree's height bounds the path).  A program past those limits fails anyway. */
#define CK_MAX_BINDS (2 * GNC_MAX_LOCALS + GNC_MAX_STATICS)
/* the local buckets' bits for a text with room for `locals` local types (Compiler.ltypes_cap: an
 * identifier's each and 64): about a bucket per identifier, 16 to 1 << CK_LBITS */
CORE_FN static int32_t ck_lbits(int32_t locals) {
  int32_t b = 4;
  while (b < CK_LBITS && (1 << b) < locals - 64) b++;
  return b;
}
CORE_FN int32_t check_scratch_cap(int32_t fn_cap, int32_t words, int32_t branches, int lean) {
  int32_t binds = (words < CK_MAX_BINDS ? words : CK_MAX_BINDS) + 64;
  if (lean) binds = binds / 4 + 32; /* a lean compile (compile.c): what real programs keep, with a margin */
  int32_t sets = branches < GNC_MAX_NEST + 2 ? branches : GNC_MAX_NEST + 2;
  return ck_fsize(fn_cap) + fn_cap + (1 << ck_lbits(words + 64)) + 64 + (int32_t)(sizeof(CkBind) / 4) * binds +
         CK_BW * (4 * sets + 16);
}

/* carves the scratch area; 0 when it is too small */
CORE_FN static int ck_setup(Ck *k, Compiler *c) {
  int32_t fsize = ck_fsize(c->fn_cap), i, need, lbits = ck_lbits(c->ltypes_cap);
  need = fsize + c->fn_cap + (1 << lbits) + 64;
  k->c = c;
  k->n = c->node;
  k->oom = 0;
  k->nbind = 0;
  k->scope = 0;
  k->loop = 0;
  k->top = 0;
  k->defer = k->defer_last = -1;
  k->stmtexpr = 0;
  k->typeof_node = -1;
  if (!c->scratch || c->scratch_cap < need + (int32_t)(sizeof(CkBind) / 4) * 16) return 0;
  k->fhash = c->scratch;
  k->fmask = fsize - 1;
  k->fflag = k->fhash + fsize;
  k->lb = k->fflag + c->fn_cap;
  k->lbits = lbits;
  k->bind = (CkBind *)(void *)(k->lb + (1 << lbits));
  for (i = 0; i < fsize; i++) k->fhash[i] = 0;
  for (i = 0; i < 1 << lbits; i++) k->lb[i] = -1;
  k->bind_end = (const CkBind *)(const void *)(c->scratch + c->scratch_cap);
  return 1;
}

/* the checker's diagnostics in source order (stable; the function-table pass reports out of order) */
CORE_FN static void ck_sort_diags(Compiler *c, int32_t from) {
  int32_t i, j;
  for (i = from + 1; i < c->ndiag; i++) {
    Diag d = c->diag[i];
    for (j = i; j > from && c->diag[j - 1].pos > d.pos; j--) c->diag[j] = c->diag[j - 1];
    c->diag[j] = d;
  }
}

/* the state of check_begin .. check_end: a Ck in the caller's box, plus what check_run keeps locally */
typedef struct {
  Ck k;
  int32_t errs, first; /* nerr_total and ndiag when checking began */
} CkRun;
typedef char ck_box_fits[sizeof(CkRun) <= sizeof(CkBox) ? 1 : -1];

/* an empty function table; stream: functions come one by one through check_declare */
CORE_FN static int ck_begin(Compiler *c, CkBox *b, int stream) {
  CkRun *r = (CkRun *)(void *)b;
  r->errs = c->nerr_total;
  r->first = c->ndiag;
  if (!ck_setup(&r->k, c)) {
    cc_error(c, E_OUT_OF_SPACE, 0, 0, 0);
    return 1;
  }
  c->nfn = 0;
  c->nltypes = 0;
  c->nstatics = 0;
  c->static_first = c->static_last = -1;
  r->k.ffull = 0;
  r->k.stream = stream;
  return 0;
}

CORE_FN int check_begin(Compiler *c, CkBox *b) {
  if (ck_begin(c, b, 0)) return 1;
  ck_functions(&((CkRun *)(void *)b)->k);
  return 0;
}

/* Streaming (cc_compile): each top-level node is entered with check_declare as soon as it is parsed, then
 * checked.  For a program without errors this is exactly check_begin's table, since a function is called
 * only after its declaration; the one difference, a call of a function that is defined only further on,
 * is not reported here but left to check_stream_end. */
CORE_FN int check_begin_stream(Compiler *c, CkBox *b) { return ck_begin(c, b, 1); }

CORE_FN void check_declare(CkBox *b, int32_t fn) { ck_register(&((CkRun *)(void *)b)->k, fn); }

/* nonzero when a function that was called is still undefined (check_run reports it; streaming does not) */
CORE_FN int check_stream_end(CkBox *b) {
  CkRun *r = (CkRun *)(void *)b;
  int32_t i;
  for (i = 0; i < r->k.c->nfn; i++)
    if (r->k.fflag[i] && !r->k.c->fn[i].defined) return 1;
  return 0;
}

CORE_FN int32_t check_function(CkBox *b, int32_t fn) {
  Ck *k = &((CkRun *)(void *)b)->k;
  if (!k->oom && k->n[fn].kind == N_BLOCK && (k->n[fn].flags & NF_GLOBAL)) ck_globals(k, fn);
  if (k->oom || k->n[fn].kind != N_FUNC || k->n[fn].b < 0 || k->n[fn].fn < 0) return -1;
  ck_function(k, fn);
  return k->oom ? -1 : k->n[fn].fn;
}

/* a global declared extern, used and never defined is E_EXTERN_UNDEF (gcc's link would fail; ck_var_slow
 * marks a use in the declaration's fn) */
CORE_FN static void ck_externs(Ck *k) {
  int32_t x;
  for (x = k->c->static_first; x >= 0; x = k->n[x].d)
    if (k->n[x].kind == N_DECL && (k->n[x].flags & NF_EXTERN) && k->n[x].fn >= 0)
      ck_err_name(k, E_EXTERN_UNDEF, x, 0);
}

CORE_FN int check_end(CkBox *b) {
  CkRun *r = (CkRun *)(void *)b;
  if (!r->k.oom) ck_prototypes_only(&r->k);
  ck_externs(&r->k);
  ck_sort_diags(r->k.c, r->first);
  return r->k.c->nerr_total != r->errs;
}

CORE_FN int check_run(Compiler *c) {
  CkBox b;
  int32_t fn;
  if (check_begin(c, &b)) return 1;
  for (fn = c->root; fn >= 0; fn = c->node[fn].next) check_function(&b, fn); /* nothing once out of space */
  return check_end(&b);
}

/* the core is also compiled as one unity translation unit: keep this file's macros to itself */
#undef CK_BIT
#undef CK_BW
#undef CK_DATA
#undef CK_INLINE
#undef CK_LBITS
#undef CK_MAX_BINDS
#undef CK_MAX_SLOTS
#undef CK_M_CMP
#undef CK_M_INT
#undef CK_M_SHIFT
#undef CK_NOINLINE
