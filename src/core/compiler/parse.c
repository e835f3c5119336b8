/* parse.c - the parser: tokens -> flat AST (c->node), rooted at c->root (top-level N_FUNCs by `next`).
 *
 * Recursive descent for declarations and statements; expressions by operator precedence over C's levels
 * (assignment and ?: right-associative, then the ten binary levels) with an explicit stack of pending
 * operators (ps_expr), so that a chain of operators, prefix operators, casts, parentheses, ?: or a name's
 * index costs no recursion; a table of token classes (Parser.cls) gives each token's role, precedence
 * and node at once.
 * Every node gets all its fields initialised (children and lists -1, slot -1, fn -1) and, once its
 * children exist, its height in Node.depth (a leaf is 1; a list counts as its tallest member, so long
 * blocks or argument lists do not add height).  A node taller than GNC_MAX_NEST is E_TOO_DEEP; the
 * parser's nesting (statements, and in expressions every pending operator or parenthesis, exactly as a
 * recursive parser would count them) is bounded by the same limit, so no input can exhaust the stack or
 * the operator stack, and every later recursive walk of the tree is bounded too.
 *
 * Positions: a node's pos is its first token, except operator nodes (N_BINARY, N_LOGAND, N_LOGOR,
 * N_ASSIGN, N_COND, postfix N_INCDEC), whose pos is the operator, and N_DECL, whose pos is its name.
 *
 * Errors: a syntax error is reported at the offending token and abandons the current top-level
 * definition; parsing resumes after it (its end is found by counting braces from its first token), so
 * independent errors in different functions are all reported, up to GNC_MAX_DIAGS.  Errors that leave
 * the structure intact (array sizes, `void x`, indexing or calling a non-name, too many parameters) are
 * reported without abandoning anything.  Only successfully parsed definitions are linked under c->root.
 */
#include "core/compiler/compiler.h"

/* an operator of ps_expr whose (right) operand is being parsed, an open parenthesis, a '?' or a name's
 * '[' (see ps_expr) */
typedef struct {
  int32_t lhs;   /* a binary operator's left operand (the name of '['), -1 for a prefix operator or
                    cast; unset for a parenthesis                                          */
  int32_t mid;   /* ?: its middle operand, once parsed (-2: gcc's a ?: c; -1 for other binary
                    operators); a cast's type                                              */
  int32_t d;     /* the height of its left (and middle) operand, 0 for none              */
  int32_t pos;   /* the operator token's position (the cast's or the open '(', the name's) */
  uint32_t info; /* PSP(node, op, ty, min): the N_* it makes (or PS_PAREN, PS_BASE, PS_MID,
                    PS_INDEX), the node's op, the minimum precedence of the
                    operand it belongs to                                                  */
} PsPending;
#define PSP(node, op, ty, min) ((uint32_t)(ty) | (uint32_t)(node) << 8 | (uint32_t)(op) << 16 | (uint32_t)(min) << 24)
#define PSP_NODE(info) ((int)((info) >> 8 & 255))

/* precedence levels of ps_expr (see there) */
enum {
  PSL_COMMA = 1,
  PSL_ASSIGN,
  PSL_COND,
  PSL_OROR,
  PSL_ANDAND,
  PSL_BITOR,
  PSL_BITXOR,
  PSL_BITAND,
  PSL_EQUALITY,
  PSL_RELATION,
  PSL_SHIFT,
  PSL_ADDITIVE,
  PSL_MULTIPLICATIVE,
  PSL_UNARY
};

#define PS_MAX_TYPEDEFS 64
#define PS_MAX_ENUMS    256 /* enumeration constants and tags together */
typedef struct {
  Compiler *c;
  const Token *t;  /* the tokens; t[ntok-1] is TK_EOF                        */
  const Token *tk; /* the current token                                      */
  Node *node;      /* c->node (it does not move)                             */
  Node *node_end;  /* c->node + c->node_cap                                  */
  int32_t nest;    /* recursion depth of the parser                          */
  int32_t no_alignas; /* in a type name or parameter, where C has no _Alignas (ps_type_plain) */
  int32_t fail;    /* a syntax error abandoned the current definition        */
  int32_t stop;    /* out of node space: stop parsing                        */
  int32_t ndefs;   /* function definitions so far                            */
  int32_t cst;      /* the last ps_type had `const`                            */
  int32_t align_as; /* the last ps_type's _Alignas (the largest; 0: none)      */
  int32_t variadic;  /* the last ps_params ended in `...`                     */
  int32_t in_static, vla_ok; /* in a static's declaration; a declarator's first dimension may be variable
                                (a local's, a parameter's: ps_array_suffix) */
  int32_t ntd;      /* typedef names (file scope): source spans and types      */
  int32_t td_pos[PS_MAX_TYPEDEFS], td_len[PS_MAX_TYPEDEFS];
  uint16_t td_ty[PS_MAX_TYPEDEFS];
  uint8_t td_cst[PS_MAX_TYPEDEFS];
  int32_t nen;      /* enumeration constants (N_NUM nodes named by the enumerator) and enum tags
                       (nodes named by the tag, ty its type, flag NF_DEFAULT), file scope       */
  int32_t en[PS_MAX_ENUMS];
  int32_t agg_scope, td_scope; /* the aggregates and typedef names of the scopes around the innermost block */
  int32_t pq, pq_last, pq_fn; /* functions declared in a block, queued for parse_next (chained by next),
                                 and the function they were declared in, which it gives after them */
  int32_t addr_seen; /* the current definition has a unary '&' (see ps_mark_addr)               */
  int32_t pend_def;  /* a struct or union whose '{' ps_type stopped at: ps_decl_type reads its members */
  int32_t in_body;   /* in a function's body (not at file scope)                                  */
  int32_t typeof_ok;   /* the specifiers read next may be typeof(...) (a local declaration's)       */
  int32_t rows_only;   /* ps_array_suffix reads no first dimension (a parameter's (*a)[m])          */
  int32_t typeof_expr; /* the expression of the last typeof(expr) (ps_typeof)                        */
  int32_t fn_name;   /* the token of the name of the function whose body it is                    */
  int32_t hid, hid_last; /* file-scope compound literals of the declaration being read: their objects
                            (N_DECLs, chained by next; -1: none), which ps_static_decl puts first */
  int32_t label_decl; /* the statement ps_stmt_ reads is a block's item: a label in it may precede a
                         declaration (ps_labelled)                                              */
  int32_t pre, pre_ty, pre_cst; /* the specifiers ps_toplevel read before it found variables (pre: 1), which
                                   ps_decl takes instead of reading them again (a struct defined twice) */
  const Token *pre_kw;          /* their first token                                                   */
  const Token *pend_enum; /* the same for an enum's constants: its tag (or `enum`) token          */
  uint32_t cls[128]; /* ps_class of each token kind, by kind & 127            */
  PsPending pend[GNC_MAX_NEST]; /* ps_expr's pending operators, by nesting level */
} Parser;

#define PS_KIND(p) ((p)->tk->kind)
#define PS_TOK(p) ((p)->tk)
#define PS_NODE(p, n) (&(p)->node[(n)])

/* ---------------------------------------------------------------- tokens and errors */

/* past the current token, which is not TK_EOF (every caller has seen its kind) */
CORE_FN static void ps_next(Parser *p) { p->tk++; }

/* the kind of the token after the current one (TK_EOF at the end) */
CORE_FN static int ps_peek(Parser *p) {
  return PS_KIND(p) == TK_EOF ? TK_EOF : p->tk[1].kind;
}

/* report an error at the current token; syntax errors (fail=1) abandon the definition */
CORE_FN static void ps_error(Parser *p, int32_t code, int32_t arg, int fail) {
  const Token *t = PS_TOK(p);
  if (p->fail) return;
  cc_error(p->c, code, t->pos, t->len, arg);
  if (fail) p->fail = 1;
}

CORE_FN static int ps_expect(Parser *p, int kind, int32_t what) {
  if (PS_KIND(p) == kind) {
    ps_next(p);
    return 0;
  }
  ps_error(p, E_EXPECTED, what, 1);
  return 1;
}

/* recursion guard: 0 to go on (then the caller must ps_leave) */
CORE_FN static int ps_enter(Parser *p) {
  if (p->fail) return 1;
  if (p->nest >= GNC_MAX_NEST) {
    ps_error(p, E_TOO_DEEP, GNC_MAX_NEST, 1);
    return 1;
  }
  p->nest++;
  return 0;
}

CORE_FN static void ps_leave(Parser *p) { p->nest--; }

/* ---------------------------------------------------------------- nodes */

/* out of node space: report it once and stop parsing */
CORE_FN static int32_t ps_full(Parser *p, int32_t pos) {
  if (!p->stop) cc_error(p->c, E_OUT_OF_SPACE, pos, 0, 0);
  p->stop = p->fail = 1;
  return -1;
}

/* initialise every field of a fresh node x: no name, value or type, lists, slot and fn -1 */
CORE_FN static void ps_init(Node *x, int kind, int32_t pos, int op, int32_t a, int32_t b, int32_t c, int32_t depth) {
  x->ival = 0;
  x->pos = pos;
  x->name = -1;
  x->nlen = 0;
  x->a = a;
  x->b = b;
  x->c = c;
  x->d = -1;
  x->next = -1;
  x->slot = -1;
  x->fn = -1;
  x->depth = depth;
  x->kind = (uint8_t)kind;
  x->ty = 0;
  x->op = (uint8_t)op;
  x->flags = 0;
}

/* a new childless node (depth 1) */
CORE_FN static inline int32_t ps_new(Parser *p, int kind, int32_t pos) {
  Compiler *c = p->c;
  int32_t n = c->nnode;
  if (n >= c->node_cap) return ps_full(p, pos);
  ps_init(&p->node[n], kind, pos, 0, -1, -1, -1, 1);
  c->nnode = n + 1;
  return n;
}

/* the first member of the list at n of height depth, -1 if none */
CORE_FN static int32_t ps_member_of_depth(Parser *p, int32_t n, int32_t depth) {
  for (; n >= 0; n = PS_NODE(p, n)->next)
    if (PS_NODE(p, n)->depth == depth) return n;
  return -1;
}

/* the bottom of n's tallest path (children as in ps_done): the leaf that is nested deepest */
CORE_FN static int32_t ps_deepest(Parser *p, int32_t n) {
  for (int32_t k = 0; k <= GNC_MAX_NEST && PS_NODE(p, n)->depth > 1; k++) {
    Node *x = PS_NODE(p, n);
    int32_t want = x->depth - 1, m = ps_member_of_depth(p, x->a, want);
    if (m < 0) m = ps_member_of_depth(p, x->b, want);
    if (m < 0) m = ps_member_of_depth(p, x->c, want);
    if (m < 0 && x->kind == N_FOR) m = ps_member_of_depth(p, x->d, want);
    if (m < 0) break;
    n = m;
  }
  return n;
}

/* node n is the first found taller than GNC_MAX_NEST (so exactly one level too tall): E_TOO_DEEP at the
 * deepest leaf under it, where a recursive walk of the tree would go past the limit, not at n itself
 * (often the function or its body, far from the deep part) */
CORE_FN static void ps_too_deep(Parser *p, int32_t n) {
  int32_t pos;
  if (p->fail) return;
  pos = PS_NODE(p, ps_deepest(p, n))->pos;
  cc_error(p->c, E_TOO_DEEP, pos, pos < p->c->src_len ? 1 : 0, GNC_MAX_NEST);
  p->fail = 1;
}

/* a new node with single-node children a, b, c (each may be -1), its depth set */
CORE_FN static inline int32_t ps_new3(Parser *p, int kind, int32_t pos, int op, int32_t a, int32_t b, int32_t c) {
  Compiler *cc = p->c;
  Node *nodes = p->node;
  int32_t n = cc->nnode, d = 0;
  if (n >= cc->node_cap) return ps_full(p, pos);
  if (a >= 0) d = nodes[a].depth;
  if (b >= 0 && nodes[b].depth > d) d = nodes[b].depth;
  if (c >= 0 && nodes[c].depth > d) d = nodes[c].depth;
  ps_init(&nodes[n], kind, pos, op, a, b, c, d + 1);
  cc->nnode = n + 1;
  if (d >= GNC_MAX_NEST) ps_too_deep(p, n);
  return n;
}

/* the tallest node of the list starting at n (0 for none) */
CORE_FN static int32_t ps_list_depth(Parser *p, int32_t n) {
  int32_t d = 0;
  for (; n >= 0; n = PS_NODE(p, n)->next)
    if (PS_NODE(p, n)->depth > d) d = PS_NODE(p, n)->depth;
  return d;
}

/* set n's height from its children (a, b, c; d for N_FOR; lists by their tallest member) */
CORE_FN static int32_t ps_done(Parser *p, int32_t n) {
  Node *x;
  int32_t d, e;
  if (n < 0) return -1;
  x = PS_NODE(p, n);
  d = ps_list_depth(p, x->a);
  if ((e = ps_list_depth(p, x->b)) > d) d = e;
  if ((e = ps_list_depth(p, x->c)) > d) d = e;
  if (x->kind == N_FOR && (e = ps_list_depth(p, x->d)) > d) d = e;
  x->depth = d + 1;
  if (x->depth > GNC_MAX_NEST) ps_too_deep(p, n);
  return n;
}

/* append n to the list (*first, *last) */
CORE_FN static void ps_append(Parser *p, int32_t *first, int32_t *last, int32_t n) {
  if (n < 0) return;
  if (*last < 0) *first = n;
  else PS_NODE(p, *last)->next = n;
  *last = n;
  while (PS_NODE(p, *last)->next >= 0) *last = PS_NODE(p, *last)->next; /* n may be a chain */
}

/* ---------------------------------------------------------------- types */

CORE_FN static int ps_is_type(int kind) {
  return kind == TK_INT || kind == TK_LONG || kind == TK_DOUBLE || kind == TK_BOOL || kind == TK_VOID ||
         (kind >= TK_CHAR && kind <= TK_CONST) || kind == TK_STRUCT || kind == TK_UNION || kind == TK_ALIGNAS ||
         kind == TK_REGISTER;
}

/* the type a lone type keyword k names (not signed, unsigned or const, which ps_type_seq reads) */
CORE_FN static int ps_type1(int k) {
  switch (k) {
  case TK_INT: return TY_INT;
  case TK_LONG: return TY_LONG;
  case TK_DOUBLE: return TY_DOUBLE;
  case TK_BOOL: return TY_BOOL;
  case TK_CHAR: return TY_CHAR;
  case TK_SHORT: return TY_SHORT;
  case TK_FLOAT: return TY_FLOAT;
  default: return TY_VOID;
  }
}
CORE_FN static int ps_lone(int k) {
  return ps_is_type(k) && k != TK_SIGNED && k != TK_UNSIGNED && k != TK_CONST && k != TK_STRUCT && k != TK_UNION &&
         k != TK_ALIGNAS && k != TK_REGISTER;
}

/* the typedef name token t is (its index), or -1 */
CORE_FN static int ps_typedef_find(const Parser *p, const Token *t) {
  int i, j;
  if (!p->ntd || t->kind != TK_IDENT) return -1;
  for (i = p->ntd - 1; i >= 0; i--) { /* the innermost scope's first */
    if (p->td_len[i] != t->len) continue;
    for (j = 0; j < t->len && p->c->src[p->td_pos[i] + j] == p->c->src[t->pos + j]; j++) {}
    if (j == t->len) return i;
  }
  return -1;
}

/* <stdlib.h>'s names of division: div, ldiv, lldiv (0, 1, 2), div_t, ldiv_t, lldiv_t (3, 4, 5), or -1 */
CORE_FN static int ps_div_name(const char *s, int32_t n) {
  int k = n > 0 && s[0] == 'l' ? (n > 1 && s[1] == 'l' ? 2 : 1) : 0;
  if (cc_word_is(s + k, n - k, "div")) return k;
  return cc_word_is(s + k, n - k, "div_t") ? 3 + k : -1;
}

/* the standard headers' type names (glibc's x86-64 types): the type of the one token t spells, if a
 * header that declares it is included (size_t: <stddef.h> <stdio.h> <stdlib.h> <string.h> <time.h>), else -1 */
CORE_FN static int ps_header_type(const Parser *p, const Token *t) {
  const char *s = p->c->src + t->pos;
  uint32_t h = p->c->headers;
  int32_t n = t->len, u = s[0] == 'u', k, bits = 0;
  if (cc_word_is(s, n, "size_t"))
    return h & (1u << PP_H_STDDEF | 1u << PP_H_STDIO | 1u << PP_H_STDLIB | 1u << PP_H_STRING | 1u << PP_H_TIME)
               ? TY_ULONG : -1;
  if (cc_word_is(s, n, "ptrdiff_t")) return h & (1u << PP_H_STDDEF) ? TY_LONG : -1;
  if (cc_word_is(s, n, "ssize_t")) return h & (1u << PP_H_STDIO) ? TY_LONG : -1; /* getline's result */
  if (cc_word_is(s, n, "FILE")) return h & (1u << PP_H_STDIO) ? TY_VOID : -1; /* FILE * is a void * */
  if (cc_word_is(s, n, "va_list") || cc_word_is(s, n, "__gnuc_va_list")) /* <stdarg.h>: a char * */
    return h & (1u << PP_H_STDARG) ? TY_PTR1 + TY_CHAR : -1;
  if (cc_word_is(s, n, "clock_t") || cc_word_is(s, n, "time_t")) return h & (1u << PP_H_TIME) ? TY_LONG : -1;
  if ((k = ps_div_name(s, n)) >= 3) return h & (1u << PP_H_STDLIB) ? cc_lib_struct(p->c, k - 3) : -1;
  if (!(h & (1u << PP_H_STDINT))) return -1;
  /* [u]intN_t, [u]intptr_t, [u]intmax_t */
  if (n < u + 6 || !cc_word_is(s + u, 3, "int") || !cc_word_is(s + n - 2, 2, "_t")) return -1;
  if (cc_word_is(s + u + 3, n - u - 5, "ptr") || cc_word_is(s + u + 3, n - u - 5, "max")) return u ? TY_ULONG : TY_LONG;
  for (k = u + 3; k < n - 2; k++) {
    if (s[k] < '0' || s[k] > '9' || bits > 64) return -1; /* (int99999999999_t: no overflow) */
    bits = bits * 10 + (s[k] - '0');
  }
  switch (bits) {
  case 8: return u ? TY_UCHAR : TY_CHAR;
  case 16: return u ? TY_USHORT : TY_SHORT;
  case 32: return u ? TY_UINT : TY_INT;
  case 64: return u ? TY_ULONG : TY_LONG;
  default: return -1;
  }
}

/* the type typedef name token t names (a file-scope typedef or a header's), or -1; *cst: its const */
CORE_FN static int ps_typedef_type(const Parser *p, const Token *t, int *cst) {
  int i = ps_typedef_find(p, t);
  *cst = i >= 0 && p->td_cst[i];
  if (i >= 0) return p->td_ty[i];
  return p->c->headers ? ps_header_type(p, t) : -1;
}

/* does token t start a type (a type keyword or a typedef name)? */
CORE_FN static inline int ps_starts_type(const Parser *p, const Token *t) {
  int cst;
  return ps_is_type(t->kind) || t->kind == TK_ENUM || t->kind == TK_TYPEOF ||
         (t->kind == TK_IDENT && (p->ntd || p->c->headers) && ps_typedef_type(p, t, &cst) >= 0);
}

/* the enumeration constant (tag: 0) or enum tag (tag: 1) named by source span [pos, pos+len): its node */
CORE_FN static int32_t ps_enum_find(const Parser *p, int32_t pos, int32_t len, int tag) {
  int i, j;
  for (i = 0; i < p->nen; i++) {
    const Node *x = &p->node[p->en[i]];
    if (x->nlen != len || ((x->flags & NF_DEFAULT) != 0) != tag) continue;
    for (j = 0; j < len && p->c->src[x->name + j] == p->c->src[pos + j]; j++) {}
    if (j == len) return p->en[i];
  }
  return -1;
}

/* a new entry of the enum table: a node named by token t (constant: N_NUM ival v; tag: ty) */
CORE_FN static void ps_enum_add(Parser *p, const Token *t, int tag, int64_t v, int ty) {
  int32_t n;
  if (p->nen >= PS_MAX_ENUMS) {
    cc_error(p->c, E_TOO_MANY_ENUMS, t->pos, t->len, PS_MAX_ENUMS);
    return;
  }
  if (ps_enum_find(p, t->pos, t->len, tag) >= 0) {
    cc_error(p->c, tag ? E_CONFLICT_FN : E_REDECLARED, t->pos, t->len, 0);
    return;
  }
  n = ps_new(p, N_NUM, t->pos);
  if (n < 0) return;
  p->node[n].name = t->pos;
  p->node[n].nlen = t->len;
  p->node[n].ival = v;
  p->node[n].ty = (uint16_t)(tag ? ty : TY_INT);
  if (tag) p->node[n].flags |= NF_DEFAULT;
  p->en[p->nen++] = n;
}

CORE_FN static int32_t ps_expr(Parser *p, int min0);

/* the tag of an enum just defined, of type ty: a new one, or the definition of one declared before (`enum
 * E;`), whose type it must keep */
CORE_FN static void ps_enum_tag(Parser *p, const Token *tag, int ty) {
  int32_t n = ps_enum_find(p, tag->pos, tag->len, 1);
  if (n < 0 || p->node[n].ival != 1) {
    ps_enum_add(p, tag, 1, 0, ty);
    return;
  }
  p->node[n].ival = 0;
  if (ty != p->node[n].ty) cc_error(p->c, E_ENUM_FORWARD, tag->pos, tag->len, 0);
}

/* `enum [tag] {` or `enum tag` (the current token is `enum`): the type of a tag; at a '{' (a definition,
 * only at file scope) Parser.pend_enum, and ps_decl_type reads the constants (ps_enum_body). */
CORE_FN static int ps_enum(Parser *p) {
  const Token *kw = PS_TOK(p), *tag = 0;
  ps_next(p);
  if (PS_KIND(p) == TK_IDENT) {
    tag = PS_TOK(p);
    ps_next(p);
  }
  if (PS_KIND(p) != TK_LBRACE) {
    int32_t n = tag ? ps_enum_find(p, tag->pos, tag->len, 1) : -1;
    if (!tag) ps_error(p, E_EXPECTED, EX_LBRACE, 1);
    else if (n < 0 && PS_KIND(p) == TK_SEMI) { /* gcc's `enum E;` before its definition: unsigned int, which */
      ps_enum_add(p, tag, 1, 1, TY_UINT);      /* its definition must have (ival 1: not defined yet)          */
      return TY_UINT;
    } else if (n < 0) cc_error(p->c, E_ENUM_TAG, tag->pos, tag->len, 0);
    return n >= 0 ? p->node[n].ty : TY_INT;
  }
  p->pend_enum = tag ? tag : kw; /* its constants: ps_decl_type (see ps_struct) */
  return TY_INT;
}

/* the constants `{ A [= constant], ... }` of an enum after its '{' (the current token), tagged by token tag
 * (or its `enum`): the enum's type, as gcc picks it: unsigned int when no value is negative, else int */
CORE_FN static int ps_enum_body(Parser *p, const Token *tag) {
  int64_t v = 0, lo = 0;
  int ty;
  if (tag->kind != TK_IDENT) tag = 0;
  ps_next(p); /* '{' */
  while (PS_KIND(p) != TK_RBRACE) {
    const Token *t = PS_TOK(p);
    if (t->kind != TK_IDENT) {
      ps_error(p, E_EXPECTED, EX_IDENT, 1);
      return TY_ERR;
    }
    ps_next(p);
    if (PS_KIND(p) == TK_ASSIGN) {
      int32_t e;
      ps_next(p);
      e = ps_expr(p, PSL_ASSIGN);
      if (p->fail) return TY_ERR;
      if (!cc_const_int(p->node, e, &v) || v < INT32_MIN || v > INT32_MAX) {
        cc_error(p->c, E_ENUM_VALUE, t->pos, t->len, 0);
        v = 0;
      }
    }
    ps_enum_add(p, t, 0, v, 0);
    if (v < lo) lo = v;
    v++;
    if (PS_KIND(p) != TK_COMMA) break;
    ps_next(p);
  }
  if (ps_expect(p, TK_RBRACE, EX_RBRACE)) return TY_ERR;
  ty = lo < 0 ? TY_INT : TY_UINT;
  if (tag) ps_enum_tag(p, tag, ty);
  return ty;
}

/* ---------------------------------------------------------------- structs, unions and array types */
/* Aggregate types are N_AGG nodes numbered in Compiler.agg (compiler.h: TY_AGG).  A struct or union is laid
 * out as gcc lays it out on x86-64 when its '}' is read: each member at the next multiple of its
 * alignment, the size a multiple of the largest alignment (a union: every member at 0).  An array type
 * (an element or pointee of another type: int[4] in int m[3][4]) is made once per element type and
 * length.  Tags have file scope, whichever block defines them. */

CORE_FN static int32_t ps_ident_is(const Parser *p, const Node *x, const Token *t) {
  int32_t i;
  if (x->nlen != t->len) return 0;
  for (i = 0; i < t->len && p->c->src[x->name + i] == p->c->src[t->pos + i]; i++) {}
  return i == t->len;
}

/* the struct or union tagged by token t, or 0 */
/* N_AGG flags (the parser's): __attribute__((packed)) came after `struct` or `union` (TK_PACKED); the tag
 * was declared in a block that has ended (ps_block), so no name finds it */
#define PS_PACKED 1
#define PS_HIDDEN 2

/* the visible aggregate tagged t (the innermost: the newest), or 0 */
CORE_FN static int ps_agg_find(const Parser *p, const Token *t) {
  int i;
  for (i = p->c->nagg; i >= 1; i--) {
    const Node *x = &p->node[p->c->agg[i]];
    if (x->op != AG_ARRAY && !(x->flags & PS_HIDDEN) && ps_ident_is(p, x, t)) return i;
  }
  return 0;
}

/* a new aggregate of kind op (tag: its token, or 0) at token at: its number, 0 after an error */
CORE_FN static int ps_agg_new(Parser *p, int op, const Token *tag, const Token *at) {
  Compiler *c = p->c;
  int32_t n;
  if (c->nagg >= GNC_MAX_AGG) {
    cc_error(c, E_TOO_MANY_TYPES, at->pos, at->len, GNC_MAX_AGG);
    p->fail = 1;
    return 0;
  }
  n = ps_new(p, N_AGG, at->pos);
  if (n < 0) return 0;
  p->node[n].op = (uint8_t)op;
  p->node[n].ival = -1;
  p->node[n].slot = 1;
  if (tag) {
    p->node[n].name = tag->pos;
    p->node[n].nlen = tag->len;
  }
  c->agg[++c->nagg] = n;
  return c->nagg;
}

/* the array type of count elements of type elem (complete), made once */
CORE_FN static int ps_array_type(Parser *p, int elem, int64_t count, const Token *at) {
  Compiler *c = p->c;
  int64_t es = cc_ty_size(c, elem);
  int t, id;
  if (es < 0 || elem == TY_VOID || elem == TY_ERR) {
    if (elem != TY_ERR) cc_error(c, E_INCOMPLETE, at->pos, at->len, 0);
    return TY_ERR;
  }
  if (es * count > GNC_MAX_TYPE_BYTES) {
    cc_error(c, E_TYPE_TOO_BIG, at->pos, at->len, GNC_MAX_TYPE_BYTES);
    return TY_ERR;
  }
  if ((t = cc_array_find(c, elem, count)) != 0) return t;
  id = ps_agg_new(p, AG_ARRAY, 0, at);
  if (!id) return TY_ERR;
  cc_array_set(c, &p->node[c->agg[id]], elem, count);
  return TY_MAKE_AGG(id);
}

CORE_FN static int ps_type_seq(Parser *p);
CORE_FN static int ps_typeof(Parser *p);
CORE_FN static int ps_decl_type(Parser *p);
CORE_FN static int ps_enum_body(Parser *p, const Token *tag);
CORE_FN static int ps_pointer(Parser *p, int ty, int *cst);
CORE_FN static void ps_array_suffix(Parser *p, int32_t n);
CORE_FN static const Token *ps_declarator(Parser *p, int *ty, const Token **dims, int flags);
CORE_FN static void ps_dims(Parser *p, int32_t n, const Token *dims);
CORE_FN static void ps_array_of(Parser *p, int32_t n);
CORE_FN static void ps_typedef(Parser *p);
CORE_FN static void ps_static_assert(Parser *p);

/* the size and alignment of member m (its array length included); 0 after an error (reported) */
CORE_FN static int ps_member_size(Parser *p, const Node *m, const Token *t, int64_t *size, int32_t *align) {
  int et = TY_BASE(m->ty);
  int64_t es = cc_ty_size(p->c, et);
  if (m->ty == TY_ERR) return 0;
  if (es < 0 || et == TY_VOID) {
    cc_error(p->c, E_INCOMPLETE, t->pos, t->len, 0);
    return 0;
  }
  *align = cc_ty_align(p->c, et);
  *size = TY_IS_ARR(m->ty) ? (m->flags & NF_HASSIZE ? m->ival : 0) * es : es; /* int data[]: a flexible member */
  return 1;
}

/* is the member list at the current '{' followed by TK_PACKED? */
CORE_FN static int ps_packed_after(const Parser *p) {
  const Token *t = p->tk;
  int32_t depth = 0;
  for (; t->kind != TK_EOF; t++) {
    if (t->kind == TK_LBRACE) depth++;
    else if (t->kind == TK_RBRACE && --depth == 0) return t[1].kind == TK_PACKED;
  }
  return 0;
}

/* an anonymous struct or union member of type ty (C11 6.7.2.1p13: its members are the enclosing one's,
 * cc_member_at) at the current ';': its N_DECL, laid out as a member; -1 after an error */
CORE_FN static int32_t ps_anon_member(Parser *p, int ty, int64_t *off, int64_t *size, int32_t *align, int is_union,
                                      int packed, int32_t al0) {
  const Token *t = PS_TOK(p) - 1;
  int32_t n = ps_new(p, N_DECL, t->pos), malign;
  int64_t msize;
  if (n < 0) return -1;
  p->node[n].name = CC_ANON;
  p->node[n].nlen = 0;
  p->node[n].ty = (uint16_t)ty;
  if (!ps_member_size(p, &p->node[n], t, &msize, &malign)) return -1;
  if (packed) malign = 1;
  if (al0 > malign) malign = al0;
  if (is_union) {
    if (msize > *size) *size = msize;
    p->node[n].d = 0;
  } else {
    *off = (*off + malign - 1) / malign * malign;
    p->node[n].d = (int32_t)*off;
    *off += msize;
  }
  if (malign > *align) *align = malign;
  if (*off > GNC_MAX_TYPE_BYTES || *size > GNC_MAX_TYPE_BYTES) {
    cc_error(p->c, E_TYPE_TOO_BIG, t->pos, t->len, GNC_MAX_TYPE_BYTES);
    *off = *size = 0;
  }
  return n;
}

/* The width after the ':' of a bit-field of type ty (the current token is the ':'; n its member node, -1
 * for an unnamed one) laid out from bit *bits of a struct (is_union: at bit 0), gcc's x86-64 layout (see
 * cc_is_bitfield): *bits, *off (the bytes up to it), *size (a union's), *align (a named field's type's)
 * move on; 0 after an error */
CORE_FN static int ps_bitfield(Parser *p, int ty, int32_t n, int64_t *bits, int64_t *off, int64_t *size,
                               int32_t *align, int is_union, int packed) {
  const Token *at = PS_TOK(p);
  int32_t e;
  int64_t w = 0, unit = ty_is_scalar(ty) ? 8 * (int64_t)ty_size(ty) : 0, start;
  ps_next(p);
  e = ps_expr(p, PSL_ASSIGN);
  if (p->fail) return 0;
  if (!unit || ty_is_float(ty) || ty_is_ptr(ty) || TY_IS_ARR(ty)) {
    cc_error(p->c, E_BITFIELD_TYPE, at->pos, 1, 0);
    return 0;
  }
  if (!cc_const_int(p->node, e, &w) || w < 0 || w > unit || (w == 0 && n >= 0) || (ty == TY_BOOL && w > 1)) {
    cc_error(p->c, E_BITFIELD_WIDTH, at->pos, 1, 0);
    return 0;
  }
  if (w > 32) {
    cc_error(p->c, E_BITFIELD_WIDE, at->pos, 1, 0);
    return 0;
  }
  if (packed) {
    cc_error(p->c, E_BITFIELD_PACKED, at->pos, 1, 0);
    return 0;
  }
  start = is_union ? 0 : *bits;
  if (w == 0 || start / unit != (start + w - 1) / unit) start = (start + unit - 1) / unit * unit;
  if (n >= 0) {
    p->node[n].d = (int32_t)(start / unit * (unit / 8));
    p->node[n].c = (int32_t)(start % unit);
    p->node[n].b = (int32_t)w;
    if (unit / 8 > *align) *align = (int32_t)(unit / 8);
  }
  if (is_union) {
    if ((w + 7) / 8 > *size) *size = (w + 7) / 8;
  } else {
    *bits = start + w;
    *off = (*bits + 7) / 8;
  }
  return 1;
}

/* the members of aggregate id after its '{' (the current token), up to and including the '}' and a
 * TK_PACKED after it; a packed aggregate's members have alignment 1 (gcc's layout: no padding).  Bit-fields
 * (ps_bitfield) take bits from `bits` on; any other member starts at a byte, `off`. */
CORE_FN static void ps_members(Parser *p, int id) {
  int32_t first = -1, last = -1, align = 1, n;
  int64_t off = 0, size = 0, bits = 0;
  int is_union = p->node[p->c->agg[id]].op == AG_UNION;
  int packed = (p->node[p->c->agg[id]].flags & PS_PACKED) || ps_packed_after(p);
  ps_next(p); /* '{' */
  while (PS_KIND(p) != TK_RBRACE) {
    int ty0, cst0, al0;
    if (PS_KIND(p) == TK_STATIC_ASSERT) { /* C11: a member list may hold one */
      ps_static_assert(p);
      if (p->fail) return;
      continue;
    }
    if (!ps_starts_type(p, PS_TOK(p))) {
      ps_error(p, E_EXPECTED_TYPE, 0, 1);
      return;
    }
    ty0 = ps_decl_type(p);
    cst0 = p->cst;
    al0 = p->align_as;
    if (PS_KIND(p) == TK_COLON && !p->fail) { /* an unnamed bit-field: padding (`int : 3;`, `int : 0;`) */
      if (!ps_bitfield(p, ty0, -1, &bits, &off, &size, &align, is_union, packed)) {
        p->fail = 1;
        return;
      }
      if (ps_expect(p, TK_SEMI, EX_SEMI)) return;
      continue;
    }
    if (PS_KIND(p) == TK_SEMI && p->tk[-1].kind == TK_RBRACE && ty_is_agg(ty0) && !p->fail &&
        cc_agg(p->c, ty0)->op != AG_ARRAY && cc_agg(p->c, ty0)->name < 0) { /* struct { ... union { ... }; } */
      n = ps_anon_member(p, ty0, &off, &size, &align, is_union, packed, al0);
      if (n < 0) return;
      bits = off * 8;
      if (last < 0) first = n;
      else p->node[last].next = n;
      last = n;
      ps_next(p);
      continue;
    }
    for (;;) {
      const Token *t;
      int ty = ty0, cst = cst0;
      int64_t msize;
      int32_t malign, m;
      const Token *dims;
      if (PS_KIND(p) == TK_STAR && !p->fail) ty = ps_pointer(p, ty, &cst);
      t = ps_declarator(p, &ty, &dims, 0);
      if (p->fail || !t) return;
      for (m = first; m >= 0 && !ps_ident_is(p, &p->node[m], t); m = p->node[m].next) {}
      if (m >= 0) cc_error(p->c, E_REDECLARED, t->pos, t->len, 0);
      n = ps_new(p, N_DECL, t->pos);
      if (n < 0) return;
      p->node[n].name = t->pos;
      p->node[n].nlen = t->len;
      p->node[n].ty = (uint16_t)ty;
      if (cst) p->node[n].flags |= NF_CONST;
      ps_dims(p, n, dims);
      ps_array_of(p, n);
      if (p->fail) return;
      if (PS_KIND(p) == TK_COLON) { /* a bit-field */
        if (!ps_bitfield(p, p->node[n].ty, n, &bits, &off, &size, &align, is_union, packed)) {
          p->fail = 1;
          return;
        }
      } else if (ps_member_size(p, &p->node[n], t, &msize, &malign)) {
        if (packed) malign = 1;
        if (al0 > malign) malign = al0; /* _Alignas(N) on the member */
        if (is_union) {
          if (msize > size) size = msize;
        } else {
          off = (off + malign - 1) / malign * malign;
          p->node[n].d = (int32_t)off;
          off += msize;
        }
        if (malign > align) align = malign;
        if (off > GNC_MAX_TYPE_BYTES || size > GNC_MAX_TYPE_BYTES) {
          cc_error(p->c, E_TYPE_TOO_BIG, t->pos, t->len, GNC_MAX_TYPE_BYTES);
          off = size = 0;
        }
        bits = off * 8;
        p->node[n].d = is_union ? 0 : p->node[n].d;
      }
      if (last < 0) first = n;
      else p->node[last].next = n;
      last = n;
      if (PS_KIND(p) != TK_COMMA) break;
      ps_next(p);
    }
    if (ps_expect(p, TK_SEMI, EX_SEMI)) return;
  }
  ps_next(p); /* '}' */
  if (PS_KIND(p) == TK_PACKED) ps_next(p);
  if (!is_union) size = off;
  n = p->c->agg[id];
  p->node[n].a = first;
  p->node[n].slot = align;
  p->node[n].ival = (size + align - 1) / align * align;
}

/* `struct` or `union` [tag] [{ (the current token is the keyword): the type.  A tag without members names
 * the tagged type, declaring it (incomplete, for pointers) when it is new.  At a '{' the type is new and
 * Parser.pend_def says so: only a declaration's specifiers may define a struct, and ps_decl_type reads its
 * members, which keeps the definitions out of the recursion of expressions (sizeof, casts: the device
 * stack, docs/gpu.md). */
CORE_FN static int ps_struct(Parser *p) {
  const Token *kw = PS_TOK(p), *tag = 0;
  int op = kw->kind == TK_UNION ? AG_UNION : AG_STRUCT, id = 0, packed = 0;
  ps_next(p);
  if (PS_KIND(p) == TK_PACKED) {
    packed = 1;
    ps_next(p);
  }
  if (PS_KIND(p) == TK_IDENT) {
    tag = PS_TOK(p);
    id = ps_agg_find(p, tag);
    ps_next(p);
    if (id && p->node[p->c->agg[id]].op != op) {
      cc_error(p->c, E_CONFLICT_FN, tag->pos, tag->len, 0);
      p->fail = 1;
      return TY_ERR;
    }
  }
  if (PS_KIND(p) != TK_LBRACE) {
    if (!tag) {
      ps_error(p, E_EXPECTED, EX_LBRACE, 1);
      return TY_ERR;
    }
    if (!id) id = ps_agg_new(p, op, tag, tag);
    return id ? TY_MAKE_AGG(id) : TY_ERR;
  }
  if (id && id <= p->agg_scope && p->node[p->c->agg[id]].ival >= 0) { /* an outer scope's: a new type here */
    id = ps_agg_new(p, op, tag, kw);
  } else if (id && p->node[p->c->agg[id]].ival >= 0) { /* reported; its members are read into a type of their own */
    cc_error(p->c, E_TYPE_REDEF, kw->pos, tag->pos + tag->len - kw->pos, 0);
    id = ps_agg_new(p, op, 0, kw);
  } else if (!id) {
    id = ps_agg_new(p, op, tag, kw);
  }
  if (!id) return TY_ERR;
  if (packed) p->node[p->c->agg[id]].flags |= PS_PACKED;
  p->pend_def = id; /* its members: ps_decl_type (so no type name, as in sizeof, can define a struct) */
  return TY_MAKE_AGG(id);
}

CORE_FN static int32_t ps_alignas(Parser *p);

/* the type of a specifier multiset (C11 6.7.2: the keywords in any order): counts of int, long, short,
 * char, signed, unsigned and the one other keyword (double, float, bool, void), or -1 if it names none */
CORE_FN static int ps_type_of(int nint, int nlong, int nshort, int nchar, int nsigned, int nuns, int other) {
  int nsign = nsigned + nuns, u = nuns > 0;
  if (nsigned > 1 || nuns > 1 || (nsigned && nuns) || nint > 1 || nlong > 2 || nshort > 1 || nchar > 1) return -1;
  if (other >= 0) {
    if (nint || nshort || nchar || nsign) return -1;
    if (nlong) return other == TY_DOUBLE && nlong == 1 ? -2 : -1; /* -2: long double */
    return other;
  }
  if (nchar) return nint || nlong || nshort ? -1 : nuns ? TY_UCHAR : TY_CHAR;
  if (nshort) return nlong ? -1 : u ? TY_USHORT : TY_SHORT;
  if (nlong) return u ? TY_ULONG : TY_LONG;
  return u ? TY_UINT : TY_INT;
}

/* ps_type of more than one keyword */
CORE_FN static int ps_type_seq(Parser *p) {
  int nint = 0, nlong = 0, nshort = 0, nchar = 0, nsigned = 0, nuns = 0, other = -1, k, ty;
  int32_t start = PS_TOK(p)->pos, al = 0, typeof_ok = p->typeof_ok;
  const Token *t = PS_TOK(p);
  p->cst = 0;
  p->typeof_ok = 0; /* (not in the types of a struct's members or a function pointer's parameters) */
  while (ps_starts_type(p, PS_TOK(p))) {
    k = PS_KIND(p);
    if (k == TK_TYPEOF) {
      if (!typeof_ok || other >= 0) {
        ps_error(p, E_TYPEOF_PLACE, 0, 1);
        return TY_ERR;
      }
      other = ps_typeof(p);
      if (p->fail) return TY_ERR;
      t = PS_TOK(p) - 1;
      continue;
    }
    if (k == TK_ALIGNAS) {
      int32_t a;
      if (p->no_alignas) {
        ps_error(p, E_ALIGNAS_PLACE, 0, 1);
        return TY_ERR;
      }
      a = ps_alignas(p);
      if (p->fail) return TY_ERR;
      if (a > al) al = a;
      t = PS_TOK(p) - 1;
      continue;
    }
    if (k == TK_ENUM || k == TK_STRUCT || k == TK_UNION) {
      if (other >= 0) { /* double struct A: two types (reported below) */
        other = 99;
        t = PS_TOK(p);
        break;
      }
      other = k == TK_ENUM ? ps_enum(p) : ps_struct(p); /* (a body is read by ps_decl_type) */
      if (p->fail) return TY_ERR;
      t = PS_TOK(p) - 1;
      continue;
    }
    if (k == TK_IDENT) { /* a typedef name: a specifier only before any other (else it is the declarator) */
      if (nint || nlong || nshort || nchar || nsigned || nuns || other >= 0) break;
      int tcst;
      other = ps_typedef_type(p, PS_TOK(p), &tcst);
      if (tcst) p->cst = 1;
    } else if (k == TK_INT) nint++;
    else if (k == TK_LONG) nlong++;
    else if (k == TK_SHORT) nshort++;
    else if (k == TK_CHAR) nchar++;
    else if (k == TK_SIGNED) nsigned++;
    else if (k == TK_UNSIGNED) nuns++;
    else if (k == TK_CONST) p->cst = 1;
    else if (k == TK_REGISTER) {} /* (none of the others: C89's implicit int, as `register n;`) */
    else if (other >= 0) other = 99; /* two of double, float, bool, void */
    else other = ps_type1(k);
    t = PS_TOK(p);
    ps_next(p);
  }
  p->align_as = al;
  ty = other == 99 ? -1 : ps_type_of(nint, nlong, nshort, nchar, nsigned, nuns, other);
  if (ty == -2) { /* long double */
    cc_error(p->c, E_UNSUPPORTED_KW, start, t->pos + t->len - start, 0);
    p->fail = 1;
    return TY_ERR;
  }
  if (ty < 0) { /* e.g. int int, unsigned double, short char */
    cc_error(p->c, E_TYPE_COMBO, start, t->pos + t->len - start, 0);
    p->fail = 1;
    return TY_ERR;
  }
  return ty;
}

/* a type specifier sequence (C's type keywords in any order, with `const`); the current token is a type
 * keyword.  Returns TY_* (errors set p->fail); p->cst tells whether `const` was among them. */
CORE_FN static inline int ps_type(Parser *p) {
  int k = PS_KIND(p);
  if (ps_lone(k) && !ps_starts_type(p, p->tk + 1)) { /* one keyword */
    p->tk++;
    p->cst = p->align_as = 0;
    return ps_type1(k);
  }
  return ps_type_seq(p);
}

/* the specifiers of a declaration (ps_type), with the members of a struct or union defined there */
CORE_FN static int ps_decl_type(Parser *p) {
  int ty = ps_type(p), cst = p->cst, al = p->align_as, id = p->pend_def;
  if (p->pend_enum) {
    const Token *tag = p->pend_enum;
    p->pend_enum = 0;
    ty = ps_enum_body(p, tag);
    p->cst = cst;
  }
  if (!id) return ty;
  p->pend_def = 0;
  if (ps_enter(p)) return TY_ERR;
  ps_members(p, id);
  ps_leave(p);
  p->cst = cst;
  p->align_as = al;
  return p->fail ? TY_ERR : ty;
}

/* ps_type where a struct may not be defined (type names, parameters) */
CORE_FN static int ps_type_only(Parser *p) {
  int ty = ps_type(p);
  if (p->pend_def || p->pend_enum) {
    p->pend_def = 0;
    p->pend_enum = 0;
    ps_error(p, E_STRUCT_DEF_HERE, 0, 1);
    return TY_ERR;
  }
  return ty;
}

/* ps_type_only where C allows no _Alignas (C11 6.7.5): a type name, a parameter */
CORE_FN static int ps_type_plain(Parser *p) {
  int ty;
  p->no_alignas++;
  ty = ps_type_only(p);
  p->no_alignas--;
  return ty;
}


/* the '*'s after a type (the current token is '*'), each optionally followed by const: the pointer type;
 * *cst: the last '*' had const (then the declared name itself is const) */
CORE_FN static int ps_pointer(Parser *p, int ty, int *cst) {
  while (PS_KIND(p) == TK_STAR) {
    if (ty != TY_ERR && !ty_ptr_room(ty)) {
      ps_error(p, E_PTR_DEPTH, 7, 0);
      ty = TY_ERR;
    } else if (ty != TY_ERR) {
      ty = ty_ptr_to(ty);
    }
    ps_next(p);
    *cst = 0;
    while (PS_KIND(p) == TK_CONST) {
      ps_next(p);
      *cst = 1;
    }
  }
  return ty;
}

/* ---- function types and pointers to functions.  A function type is an aggregate (AG_FUNC, compiler.h) made
 * once per signature, so that int (*)(int, int) is a pointer to it and two such pointer types are one type
 * exactly when their signatures are equal.  Declarators: `T (*name)(params)`, `T (*name[N])(params)` (an
 * array of them), `T (**name)(params)`, abstract ones in type names (`(int (*)(int))f`), a parameter
 * `T name(params)` (adjusted to a pointer, C11 6.7.6.3) and `typedef T name(params)` (a function type).
 * The types themselves: cc_fn_type (compiler.h), which the checker uses too (a function's name as a value). */

CORE_FN static int32_t ps_params(Parser *p, int32_t *unnamed);

/* '(' parameters ')' of a function type returning ret (the current token is the '('): the type */
CORE_FN static int ps_fn_params(Parser *p, int ret, int32_t pos) {
  uint16_t pt[GNC_MAX_PARAMS];
  int32_t unnamed, q, n = 0;
  int ty;
  if (ps_enter(p)) return TY_ERR;
  q = ps_params(p, &unnamed);
  ps_leave(p);
  if (p->fail) return TY_ERR;
  if (p->variadic) { /* at the ')' after the `...` */
    cc_error(p->c, E_VARIADIC_PTR, p->tk[-2].pos, p->tk[-2].len, 0);
    p->fail = 1;
    return TY_ERR;
  }
  for (; q >= 0; q = PS_NODE(p, q)->next) {
    const Node *x = PS_NODE(p, q);
    int t = x->ty;
    if (t == TY_ERR) return TY_ERR;
    if (TY_IS_ARR(t)) { /* T a[] is T *a */
      if (!ty_ptr_room(TY_BASE(t))) {
        ps_error(p, E_PTR_DEPTH, 7, 1);
        return TY_ERR;
      }
      t = ty_ptr_to(TY_BASE(t));
    }
    if (t == TY_VOID) {
      cc_error(p->c, E_VOID_PARAM, x->name >= 0 ? x->name : x->pos, x->name >= 0 ? x->nlen : 4, 0);
      return TY_ERR;
    }
    if (n < GNC_MAX_PARAMS) pt[n++] = (uint16_t)t; /* (ps_params reported more) */
  }
  if (ret == TY_ERR) return TY_ERR;
  ty = cc_fn_type(p->c, ret, pt, n, pos);
  if (ty == TY_ERR) p->fail = 1;
  return ty;
}

/* the `( *... [name] [dimensions] )` of a function pointer's or array pointer's declarator (the current
 * token is the '(' before a '*'), up to the '(' of its parameters or the '[' of its array's dimensions (which
 * arrays allows: 1 in a declaration, 0 in a type name): the number of '*'s, or 0 after an error.  *name:
 * the name's token (0: none, in a type name); *dims: the '[' of the name's dimensions (0: none), skipped
 * here and read by ps_dims once the caller made the node (their element type comes after them) */
CORE_FN static int ps_fn_stars(Parser *p, const Token **name, const Token **dims, int arrays) {
  const Token *open = PS_TOK(p);
  int stars = 0;
  *name = *dims = 0;
  ps_next(p); /* '(' */
  while (PS_KIND(p) == TK_STAR) {
    stars++;
    ps_next(p);
    while (PS_KIND(p) == TK_CONST) ps_next(p);
  }
  if (PS_KIND(p) == TK_IDENT) {
    *name = PS_TOK(p);
    ps_next(p);
  }
  if (PS_KIND(p) == TK_LBRACKET) {
    int depth = 0;
    *dims = PS_TOK(p);
    while (PS_KIND(p) != TK_EOF && (depth > 0 || PS_KIND(p) == TK_LBRACKET)) {
      depth += PS_KIND(p) == TK_LBRACKET ? 1 : PS_KIND(p) == TK_RBRACKET ? -1 : 0;
      ps_next(p);
    }
  }
  if (ps_expect(p, TK_RPAREN, EX_RPAREN)) return 0;
  if (PS_KIND(p) == TK_LBRACKET && (!arrays || *dims)) { /* (int (*)[4])x, int (*p[2])[4] */
    cc_error(p->c, E_NOT_SUPPORTED, open->pos, PS_TOK(p)->pos - open->pos, 0);
    p->fail = 1;
    return 0;
  }
  if (PS_KIND(p) == TK_LBRACKET) return stars; /* int (*p)[4]: a pointer to an array */
  if (PS_KIND(p) != TK_LPAREN) { /* int (*p); a parenthesised pointer to an object */
    ps_error(p, E_EXPECTED, EX_LPAREN, 1);
    return 0;
  }
  return stars;
}

/* `stars` pointers to type ty (a function type, or an array type: ps_array_pointer) */
CORE_FN static int ps_fn_pointer(Parser *p, int ty, int stars) {
  for (; stars > 0 && ty != TY_ERR; stars--) {
    if (!ty_ptr_room(ty)) {
      ps_error(p, E_PTR_DEPTH, 7, 1);
      return TY_ERR;
    }
    ty = ty_ptr_to(ty);
  }
  return ty;
}

/* `stars` pointers to the array of elements of type ty whose dimensions follow (the current token is their
 * '['): int (*p)[4], double (*m)[2][3].  A node charged to the declarator's '(' holds them while they are
 * read (ps_array_suffix). */
CORE_FN static int ps_array_pointer(Parser *p, int ty, int stars, const Token *open) {
  const Token *at = PS_TOK(p);
  int32_t n = ps_new(p, N_DECL, open->pos);
  Node *x;
  if (n < 0) return TY_ERR;
  PS_NODE(p, n)->ty = (uint16_t)ty;
  ps_array_suffix(p, n);
  x = PS_NODE(p, n);
  if (p->fail || x->ty == TY_ERR) return TY_ERR;
  if (!(x->flags & NF_HASSIZE)) { /* int (*p)[]: a pointer to an array of unknown size */
    cc_error(p->c, E_NOT_SUPPORTED, open->pos, p->tk[-1].pos + p->tk[-1].len - open->pos, 0);
    p->fail = 1;
    return TY_ERR;
  }
  ty = ps_array_type(p, TY_BASE(x->ty), x->ival, at);
  return ty == TY_ERR ? TY_ERR : ps_fn_pointer(p, ty, stars);
}

/* the declarator `( *... [name] [dimensions] ) ( parameters )` after the specifiers and '*'s of type ret (the
 * current token is the '(' before a '*'): a pointer to a function, or an array of them (ps_fn_stars); or
 * `( *... name ) [dimensions]`: a pointer to an array */
CORE_FN static int ps_fn_declarator(Parser *p, int ret, const Token **name, const Token **dims) {
  const Token *open = PS_TOK(p);
  int stars = ps_fn_stars(p, name, dims, 1);
  if (stars && PS_KIND(p) == TK_LBRACKET) return ps_array_pointer(p, ret, stars, open);
  return stars ? ps_fn_pointer(p, ps_fn_params(p, ret, open->pos), stars) : TY_ERR;
}

/* the declarator's flags: no name needed (parameters, type names); a parameter (a function type becomes a
 * pointer to it); a typedef (a function type may be declared) */
enum { PS_D_ABSTRACT = 1, PS_D_PARAM = 2, PS_D_TYPEDEF = 4 };

/* the parameters of a function type in a type name (`(int (*)(int, char *))f`, sizeof) after its '(' (the
 * current token): types with '*'s, each optionally named and with `[]` (a pointer), but no array sizes or
 * function declarators, which ps_fn_params reads in declarations: so that a type name recurses into no
 * expression (the device stack, docs/gpu.md) */
CORE_FN static int ps_abs_params(Parser *p, int ret, int32_t pos) {
  uint16_t pt[GNC_MAX_PARAMS];
  int n = 0, ty;
  ps_next(p); /* '(' */
  if (PS_KIND(p) == TK_VOID && ps_peek(p) == TK_RPAREN) ps_next(p);
  while (PS_KIND(p) != TK_RPAREN) {
    int t, cst = 0;
    if (!ps_starts_type(p, PS_TOK(p))) {
      ps_error(p, E_EXPECTED_TYPE, 0, 1);
      return TY_ERR;
    }
    t = ps_type_plain(p);
    if (PS_KIND(p) == TK_STAR && !p->fail) t = ps_pointer(p, t, &cst);
    if (PS_KIND(p) == TK_IDENT) ps_next(p);
    if (PS_KIND(p) == TK_LBRACKET && ps_peek(p) == TK_RBRACKET && ty_ptr_room(t)) { /* T a[] is T *a */
      ps_next(p);
      ps_next(p);
      t = ty_ptr_to(t);
    }
    if ((PS_KIND(p) == TK_LPAREN || PS_KIND(p) == TK_LBRACKET) && !p->fail) { /* int (*)(int (*)(int)), int a[3] */
      ps_error(p, E_ABS_PARAM, 0, 1);
      return TY_ERR;
    }
    if (p->fail) return TY_ERR;
    if (t == TY_VOID || n == GNC_MAX_PARAMS) {
      ps_error(p, t == TY_VOID ? E_EXPECTED_TYPE : E_TOO_MANY_PARAMS, GNC_MAX_PARAMS, 1);
      return TY_ERR;
    }
    pt[n++] = (uint16_t)t;
    if (PS_KIND(p) != TK_COMMA) break;
    ps_next(p);
  }
  if (ps_expect(p, TK_RPAREN, EX_RPAREN) || ret == TY_ERR) return TY_ERR;
  ty = cc_fn_type(p->c, ret, pt, n, pos);
  if (ty == TY_ERR) p->fail = 1;
  return ty;
}

/* the rest of a declarator after its specifiers and '*'s: *ty the type so far, then the declared type (but
 * for the name's dimensions, *dims: their '[' or 0, read by ps_dims); a name, or a pointer to a function
 * (ps_fn_declarator), or with PS_D_PARAM / PS_D_TYPEDEF a name and parameters (a function type).  Returns
 * the name's token, 0 if there is none (an error unless PS_D_ABSTRACT) or after an error */
CORE_FN static const Token *ps_declarator(Parser *p, int *ty, const Token **dims, int flags) {
  const Token *name = 0;
  *dims = 0;
  if (p->fail) return 0;
  if (PS_KIND(p) == TK_LPAREN && ps_peek(p) == TK_STAR) {
    *ty = ps_fn_declarator(p, *ty, &name, dims);
    if (p->fail) return 0;
  } else {
    if (PS_KIND(p) == TK_IDENT) {
      name = PS_TOK(p);
      ps_next(p);
    }
    if (PS_KIND(p) == TK_LBRACKET) {
      *dims = PS_TOK(p);
    } else if (PS_KIND(p) == TK_LPAREN && name && (flags & (PS_D_PARAM | PS_D_TYPEDEF))) {
      *ty = ps_fn_params(p, *ty, name->pos); /* int f(int): a function type */
      if (p->fail) return 0;
    }
  }
  if (!name && !(flags & PS_D_ABSTRACT)) {
    ps_error(p, E_EXPECTED, EX_IDENT, 1);
    return 0;
  }
  if (ty_is_agg(*ty) && cc_agg(p->c, *ty)->op == AG_FUNC && !(flags & PS_D_TYPEDEF)) {
    if (flags & PS_D_PARAM) { /* a parameter of function type is a pointer */
      *ty = ty_ptr_to(*ty);
    } else {
      cc_error(p->c, E_FN_OBJECT, name->pos, name->len, 0);
      p->fail = 1;
      return 0;
    }
  }
  return name;
}

/* the dimensions at token dims (0: none) of node n's declarator (ps_declarator); the current token stays
 * after the declarator */
CORE_FN static void ps_dims(Parser *p, int32_t n, const Token *dims) {
  const Token *back = PS_TOK(p);
  if (!dims || p->fail) return;
  p->tk = dims;
  ps_array_suffix(p, n);
  if (back != dims && !p->fail) { /* a function pointer's: inside its parentheses */
    if (PS_KIND(p) != TK_RPAREN) ps_error(p, E_EXPECTED, EX_RPAREN, 1);
    else p->tk = back;
  }
}

/* a type name (casts, sizeof): specifiers and '*'s, or a pointer to a function `T (*)(params)` */
CORE_FN static int ps_type_name(Parser *p) {
  int ty = ps_type_plain(p), cst = 0;
  if (PS_KIND(p) == TK_STAR && !p->fail) ty = ps_pointer(p, ty, &cst);
  if (PS_KIND(p) == TK_LPAREN && ps_peek(p) == TK_STAR && !p->fail) { /* int (*)(int): ps_abs_params */
    const Token *open = PS_TOK(p), *name, *dims;
    int stars = ps_fn_stars(p, &name, &dims, 0);
    if (!p->fail && (name || dims)) {
      p->tk = name ? name : dims;
      ps_error(p, E_EXPECTED, EX_RPAREN, 1);
      return TY_ERR;
    }
    if (!stars) return TY_ERR;
    ty = ps_fn_pointer(p, ps_abs_params(p, ty, open->pos), stars);
  }
  return ty;
}

/* typeof(type) or typeof(expression) (the current token is the keyword), in a local declaration's
 * specifiers: the type, or TY_TYPEOF with the expression in Parser.typeof_expr (the declaration's N_DECLs
 * keep it, and the checker gives them its type: ck_typeof) */
CORE_FN static int ps_typeof(Parser *p) {
  int ty = TY_TYPEOF;
  ps_next(p);
  if (ps_expect(p, TK_LPAREN, EX_LPAREN)) return TY_ERR;
  if (ps_starts_type(p, PS_TOK(p)) && PS_KIND(p) != TK_TYPEOF) ty = ps_type_name(p);
  else p->typeof_expr = ps_expr(p, PSL_COMMA);
  if (p->fail || ps_expect(p, TK_RPAREN, EX_RPAREN)) return TY_ERR;
  return ty;
}


/* ---------------------------------------------------------------- expressions */

/* precedence levels of ps_expr: assignment and ?: (right-associative), then C's ten binary levels;
 * PSL_UNARY is above them all: the operand of a prefix operator or cast ends at any binary operator */
/* (the levels, PSL_*, are defined at the top of the file: enum definitions parse constant expressions) */

/* token classes (Parser.cls): a binary operator's precedence in the low bits (0: the token ends an
 * expression); PSC_LEAF for a name or literal, PSC_PREFIX for a prefix operator, PSC_POSTFIX for a token
 * that may continue a postfix expression; the node kind a leaf or binary operator makes in bits 8-15, a
 * leaf's type or a binary operator's node's op in bits 16-23, and the minimum precedence of a binary
 * operator's right operand (see ps_expr) in bits 24-31, so that bits 8-23 are those of its PsPending.info.
 * PSC_OPTOK only in ps_class_: a binary operator whose node's op is the token */
enum { PSC_PREC = 15, PSC_LEAF = 16, PSC_PREFIX = 32, PSC_POSTFIX = 64, PSC_OPTOK = 128 };
#define PSC(prec, node, ty) ((prec) | (node) << 8 | (ty) << 16)
#define PSC_NODE(cls) ((int)((cls) >> 8 & 255))
#define PSC_TY(cls) ((int)((cls) >> 16 & 255))
#define PSC_RMIN(cls) ((int)((cls) >> 24))
#define PS_CLASS(p, kind) ((p)->cls[(kind) & 127])
typedef char ps_kinds_fit[TK__COUNT <= 128 ? 1 : -1];

/* PsPending.node of an open parenthesis, of the bottom of ps_expr's stack, of a '?' whose middle operand
 * is being parsed, of a name's '[' whose index is being parsed (an N_INDEX at the ']') */
enum { PS_PAREN = N__COUNT, PS_BASE, PS_MID, PS_INDEX };
typedef char ps_pseudo_fit[PS_INDEX < 256 ? 1 : -1];

CORE_FN static uint32_t ps_class_(int kind) {
  switch (kind) {
  case TK_IDENT: return PSC(PSC_LEAF, N_VAR, 0);
  case TK_INTLIT: return PSC(PSC_LEAF, N_NUM, TY_INT);
  case TK_LONGLIT: return PSC(PSC_LEAF, N_NUM, TY_LONG);
  case TK_DBLLIT: return PSC(PSC_LEAF, N_DNUM, TY_DOUBLE);
  case TK_UINTLIT: return PSC(PSC_LEAF, N_NUM, TY_UINT);
  case TK_ULONGLIT: case TK_I128LIT: return PSC(PSC_LEAF, N_NUM, TY_ULONG);
  case TK_FLTLIT: return PSC(PSC_LEAF, N_DNUM, TY_FLOAT);
  case TK_TRUE: case TK_FALSE: return PSC(PSC_LEAF, N_BOOLLIT, TY_BOOL);
  case TK_STRING: case TK_FUNCNAME: return PSC(PSC_LEAF, N_STR, 0);
  case TK_LPAREN: case TK_LBRACKET: case TK_DOT: case TK_ARROW: return PSC_POSTFIX;
  case TK_INC: case TK_DEC: return PSC_PREFIX | PSC_POSTFIX;
  case TK_NOT: case TK_TILDE: case TK_SIZEOF: case TK_ALIGNOF: return PSC_PREFIX;
  case TK_ASSIGN: case TK_ADD_ASSIGN: case TK_SUB_ASSIGN: case TK_MUL_ASSIGN: case TK_DIV_ASSIGN:
  case TK_MOD_ASSIGN: case TK_SHL_ASSIGN: case TK_SHR_ASSIGN: case TK_AND_ASSIGN: case TK_OR_ASSIGN:
  case TK_XOR_ASSIGN: return PSC(PSL_ASSIGN | PSC_OPTOK, N_ASSIGN, 0);
  case TK_QUESTION: return PSC(PSL_COND, PS_MID, 0); /* becomes N_COND at the ':' */
  case TK_COMMA: return PSC(PSL_COMMA, N_COMMA, 0); /* only where ps_fullexpr allows it */
  case TK_OROR: return PSC(PSL_OROR, N_LOGOR, 0);
  case TK_ANDAND: return PSC(PSL_ANDAND, N_LOGAND, 0);
  case TK_OR: return PSC(PSL_BITOR | PSC_OPTOK, N_BINARY, 0);
  case TK_XOR: return PSC(PSL_BITXOR | PSC_OPTOK, N_BINARY, 0);
  case TK_AND: return PSC(PSL_BITAND | PSC_OPTOK | PSC_PREFIX, N_BINARY, 0); /* prefix: address-of */
  case TK_EQ: case TK_NE: return PSC(PSL_EQUALITY | PSC_OPTOK, N_BINARY, 0);
  case TK_LT: case TK_LE: case TK_GT: case TK_GE: return PSC(PSL_RELATION | PSC_OPTOK, N_BINARY, 0);
  case TK_SHL: case TK_SHR: return PSC(PSL_SHIFT | PSC_OPTOK, N_BINARY, 0);
  case TK_PLUS: case TK_MINUS: return PSC(PSL_ADDITIVE | PSC_OPTOK | PSC_PREFIX, N_BINARY, 0);
  case TK_STAR: return PSC(PSL_MULTIPLICATIVE | PSC_OPTOK | PSC_PREFIX, N_BINARY, 0); /* prefix: indirection */
  case TK_SLASH: case TK_PERCENT: return PSC(PSL_MULTIPLICATIVE | PSC_OPTOK, N_BINARY, 0);
  default: return 0;
  }
}

CORE_FN static uint32_t ps_class(int kind) {
  uint32_t cls = ps_class_(kind), prec = cls & PSC_PREC;
  if (cls & PSC_OPTOK) cls = (cls & ~(uint32_t)PSC_OPTOK) | (uint32_t)kind << 16;
  if (kind == TK_QUESTION) cls |= (uint32_t)PSL_COMMA << 24; /* the middle: a full expression */
  else if (prec) cls |= (prec == PSL_ASSIGN || prec == PSL_COND ? prec : prec + 1) << 24;
  return cls;
}

CORE_FN static int32_t ps_expr(Parser *p, int min0);

/* the N_STR x of the string token t, with the adjacent string tokens after it (concatenated, C11
 * 5.1.1.2): its token span and length; returns its last token */
CORE_FN static const Token *ps_string(Parser *p, Node *x, const Token *t) {
  x->fn = (int32_t)(t - p->t);
  x->c = 1;
  while (t[1].kind == TK_STRING) {
    t++;
    x->c++;
    x->ival += t->val;
  }
  return t;
}
/* does the parenthesis t open a compound literal's type name, (T){...}: its ')' before a '{'? */
CORE_FN static int ps_complit_at(const Token *t) {
  int32_t depth = 0;
  for (; t->kind != TK_EOF; t++) {
    if (t->kind == TK_LPAREN) depth++;
    else if (t->kind == TK_RPAREN && --depth == 0) return t[1].kind == TK_LBRACE;
    else if (t->kind == TK_SEMI || t->kind == TK_LBRACE || t->kind == TK_RBRACE) return 0;
  }
  return 0;
}

CORE_FN static int32_t ps_block(Parser *p);

/* gcc's statement expression: the block after its '(' (the current token is its '{'), and the ')': an
 * N_STMTEXPR whose value is its last statement's expression when that is an expression statement.  It
 * counts as GNC_STMTEXPR_LEVELS levels of nesting, in the parser's recursion and in the tree's height: from
 * an expression, a block reaches every statement and declaration, so a turn of the phases' recursion
 * through it costs up to four times a plain level's device stack (docs/gpu.md, scripts/cuda-stack.py). */
CORE_FN static int32_t ps_stmt_expr(Parser *p, int32_t pos) {
  int32_t n, blk, s, prev = -1;
  Node *x;
  if (!p->in_body) {
    cc_error(p->c, E_STMTEXPR_FILE, pos, 1, 0);
    p->fail = 1;
    return -1;
  }
  if (p->nest + GNC_STMTEXPR_LEVELS > GNC_MAX_NEST) {
    ps_error(p, E_TOO_DEEP, GNC_MAX_NEST, 1);
    return -1;
  }
  n = ps_new(p, N_STMTEXPR, pos);
  if (n < 0) return -1;
  p->nest += GNC_STMTEXPR_LEVELS;
  blk = ps_block(p);
  p->nest -= GNC_STMTEXPR_LEVELS;
  if (p->fail || ps_expect(p, TK_RPAREN, EX_RPAREN)) return -1;
  x = PS_NODE(p, n);
  x->a = PS_NODE(p, blk)->a;
  for (s = x->a; s >= 0 && PS_NODE(p, s)->next >= 0; s = PS_NODE(p, s)->next) prev = s;
  if (s >= 0 && PS_NODE(p, s)->kind == N_EXPR) { /* the value: out of the list */
    x->b = PS_NODE(p, s)->a;
    if (prev >= 0) PS_NODE(p, prev)->next = -1;
    else x->a = -1;
  }
  if (ps_done(p, n) < 0 || p->fail) return -1;
  x = PS_NODE(p, n);
  x->depth = (int16_t)(x->depth + GNC_STMTEXPR_LEVELS - 1);
  if (x->depth > GNC_MAX_NEST) ps_too_deep(p, n);
  return p->fail ? -1 : n;
}

/* the N_STR x of __func__ (token t): the enclosing function's name, an array of char as a string literal
 * is (C11 6.4.2.2; gcc's __FUNCTION__ and __PRETTY_FUNCTION__ are the same in C) */
CORE_FN static void ps_func_name(Parser *p, Node *x, const Token *t) {
  if (!p->in_body) cc_error(p->c, E_FUNCNAME_FILE, t->pos, t->len, 0);
  x->fn = p->fn_name;
  x->c = 0;
  x->ival = p->in_body ? p->t[p->fn_name].len : 0;
}
#define ps_assign(p) ps_expr(p, PSL_ASSIGN) /* an assignment-expression: no comma operator at its top */
#define ps_fullexpr(p) ps_expr(p, PSL_COMMA) /* an expression: the comma operator too                 */

/* the source span from node pos to the end of the previous token, for messages quoting an expression */
CORE_FN static int32_t ps_span(Parser *p, int32_t pos) {
  const Token *prev = p->tk > p->t ? p->tk - 1 : p->tk;
  int32_t len = prev->pos + prev->len - pos;
  return len > 0 ? len : 1;
}

/* write the leaf node x of a name or literal token t of class cls */
CORE_FN static inline void ps_leaf(Node *x, const Token *t, uint32_t cls) {
  int32_t k = t->kind, pos = t->pos;
  if (k == TK_IDENT) {
    ps_init(x, N_VAR, pos, 0, -1, -1, -1, 1);
    x->name = pos;
    x->nlen = t->len;
  } else {
    ps_init(x, PSC_NODE(cls), pos, 0, -1, -1, -1, 1);
    x->ty = (uint16_t)PSC_TY(cls);
    x->ival = PSC_NODE(cls) == N_BOOLLIT ? k == TK_TRUE : t->val;
    if (k == TK_UINTLIT) x->ival = (int32_t)(uint32_t)t->val; /* an unsigned int in its slot form */
    if (k == TK_I128LIT) x->flags |= NF_I128;
  }
}

/* call arguments after '(' up to and including ')': the first of a chain */
CORE_FN static int32_t ps_args(Parser *p) {
  int32_t first = -1, last = -1;
  if (PS_KIND(p) == TK_RPAREN) {
    ps_next(p);
    return -1;
  }
  for (;;) {
    int32_t e = ps_assign(p);
    if (p->fail) return -1;
    ps_append(p, &first, &last, e);
    if (PS_KIND(p) == TK_COMMA) {
      ps_next(p);
      continue;
    }
    if (ps_expect(p, TK_RPAREN, EX_RPAREN)) return -1;
    return first;
  }
}

/* postfix ++ -- [index] (call) after the primary expression n, which starts at byte start (-1 after an
 * error) */
CORE_FN static int32_t ps_postfix(Parser *p, int32_t n, int32_t start) {
  for (;;) {
    const Token *t = PS_TOK(p);
    int32_t m;
    if (p->fail) return -1;
    if (t->kind == TK_INC || t->kind == TK_DEC) {
      m = ps_new3(p, N_INCDEC, t->pos, t->kind, n, -1, -1);
      if (m >= 0) PS_NODE(p, m)->flags = NF_POSTFIX;
      ps_next(p);
      n = m;
    } else if (t->kind == TK_LBRACKET) {
      int32_t pos = start >= 0 ? start : PS_NODE(p, n)->pos, idx;
      ps_next(p);
      idx = ps_assign(p);
      if (p->fail || ps_expect(p, TK_RBRACKET, EX_RBRACKET)) return -1;
      n = ps_new3(p, N_INDEX, pos, 0, n, idx, -1);
    } else if (t->kind == TK_DOT || t->kind == TK_ARROW) { /* p->m is (*p).m */
      int32_t pos = start >= 0 ? start : PS_NODE(p, n)->pos;
      ps_next(p);
      if (PS_KIND(p) != TK_IDENT) {
        ps_error(p, E_EXPECTED, EX_IDENT, 1);
        return -1;
      }
      if (t->kind == TK_ARROW) n = ps_new3(p, N_DEREF, pos, TK_ARROW, n, -1, -1);
      if (n >= 0) n = ps_new3(p, N_MEMBER, t->pos, TK_DOT, n, -1, -1);
      if (n < 0) return -1;
      PS_NODE(p, n)->name = PS_TOK(p)->pos;
      PS_NODE(p, n)->nlen = PS_TOK(p)->len;
      ps_next(p);
    } else if (t->kind == TK_LPAREN) {
      Node *x = PS_NODE(p, n);
      int32_t pos = start >= 0 ? start : x->pos, len = ps_span(p, pos), args;
      if (x->kind != N_VAR) { /* a call through a pointer: the callee is b, its text the name */
        ps_next(p);
        args = ps_args(p);
        if (p->fail) return -1;
        n = ps_new3(p, N_CALL, pos, 0, -1, n, -1);
        if (n < 0) return -1;
        PS_NODE(p, n)->name = pos;
        PS_NODE(p, n)->nlen = len;
        PS_NODE(p, n)->a = args;
        n = ps_done(p, n);
        continue;
      }
      ps_next(p);
      x->kind = N_CALL; /* the name becomes the call */
      x->a = ps_args(p);
      if (p->fail) return -1;
      n = ps_done(p, n);
    } else {
      return n;
    }
  }
}


/* the node of pending operator e (not PS_PAREN) with (right) operand rhs, written to x; d: the height
 * of its tallest operand */
CORE_FN static inline void ps_reduce(Node *x, int kind, const PsPending *e, int32_t rhs, int32_t d) {
  uint32_t info = e->info;
  int32_t a = e->lhs, b = rhs, third = -1;
  if (a < 0) { /* a prefix operator or cast */
    a = rhs;
    b = -1;
  } else if (e->mid != -1) { /* ?: (mid -2: gcc's a ?: c, without its middle) */
    b = e->mid >= 0 ? e->mid : -1;
    third = rhs;
  }
  ps_init(x, kind, e->pos, (int)(info >> 16 & 255), a, b, third, d + 1);
  if (kind == N_CAST) x->ty = (uint16_t)e->mid; /* a cast's type (16 bits) */
}

CORE_FN static void ps_array_suffix(Parser *p, int32_t n);
CORE_FN static int32_t ps_init_list(Parser *p, int32_t n);

/* A compound literal at file scope (C11 6.5.2.5p5: an object of static storage), n: its node becomes that
 * object, an N_DECL queued for ps_static_decl to declare before the declaration that reads it, and the
 * expression an N_VAR of it.  The object has no name a program can spell: its N_DECL is named by the '(' and
 * the N_VAR finds it through its c (the checker, ck_var_slow), not by its name */
CORE_FN static int32_t ps_file_complit(Parser *p, int32_t n) {
  Node *x = PS_NODE(p, n);
  int32_t v = ps_new(p, N_VAR, x->pos);
  if (v < 0) return -1;
  x = PS_NODE(p, n);
  x->kind = N_DECL;
  x->name = x->pos;
  x->nlen = 1;
  ps_array_of(p, n);
  PS_NODE(p, v)->name = x->pos;
  PS_NODE(p, v)->nlen = 1;
  PS_NODE(p, v)->c = n;
  if (p->hid < 0) p->hid = n;
  else PS_NODE(p, p->hid_last)->next = n;
  p->hid_last = n;
  return v;
}

/* a compound literal (T[N]){...}, (T[]){...} or (S){...} of a struct S after its type (the current token
 * is '[' or the ')'): an N_COMPLIT whose a is the initialiser list; the current token becomes the one
 * after its '}' */
CORE_FN static int32_t ps_complit(Parser *p, int ty, int32_t pos) {
  int32_t n = ps_new(p, N_COMPLIT, pos), count;
  if (n < 0) return -1;
  PS_NODE(p, n)->ty = (uint16_t)ty;
  if (PS_KIND(p) == TK_LBRACKET) ps_array_suffix(p, n);
  else PS_NODE(p, n)->flags |= NF_HASSIZE;
  if (p->fail || ps_expect(p, TK_RPAREN, EX_RPAREN)) return -1;
  if (PS_KIND(p) != TK_LBRACE) {
    ps_error(p, E_EXPECTED, EX_LBRACE, 1);
    return -1;
  }
  count = ps_init_list(p, n);
  if (p->fail) return -1;
  if (!(PS_NODE(p, n)->flags & NF_HASSIZE)) PS_NODE(p, n)->ival = count;
  n = ps_done(p, n);
  return p->in_static && !p->in_body ? ps_file_complit(p, n) : n;
}

CORE_FN static int64_t ps_dim(Parser *p, int64_t lo, int32_t *vla);

/* sizeof(type) or _Alignof(type) (kw) after its '(' (the current token), up to and including the ')' */
CORE_FN static int64_t ps_sizeof_type(Parser *p, int kw) {
  const Token *t = PS_TOK(p);
  int ty = ps_type_name(p);
  int64_t v, n = 1;
  int dims = 0;
  while (PS_KIND(p) == TK_LBRACKET && !p->fail) { /* sizeof(int[3][4]): the element's size times the lengths */
    ps_next(p);
    n *= ps_dim(p, 0, 0);
    if (n > GNC_MAX_TYPE_BYTES) n = GNC_MAX_TYPE_BYTES + 1; /* (reported below with the element's size) */
    dims++;
  }
  if (p->fail || ps_expect(p, TK_RPAREN, EX_RPAREN)) return 0;
  v = kw == TK_ALIGNOF ? cc_ty_align(p->c, ty) : cc_ty_size(p->c, ty);
  if (v < 0 || (dims && ty == TY_VOID)) { /* (sizeof(void) is gcc's 1) */
    cc_error(p->c, E_INCOMPLETE, t->pos, ps_span(p, t->pos) - 1, 0);
    return 0;
  }
  if (kw != TK_ALIGNOF && n < 0) return 0; /* (a bad dimension: reported by ps_dim) */
  if (kw != TK_ALIGNOF && v * n > GNC_MAX_TYPE_BYTES) {
    cc_error(p->c, E_TYPE_TOO_BIG, t->pos, ps_span(p, t->pos) - 1, GNC_MAX_TYPE_BYTES);
    return 0;
  }
  return kw == TK_ALIGNOF ? v : v * n;
}

/* offsetof(type, member-designator) after its '(' (the current token), up to and including the ')':
 * members (m.n) and constant array indices (m[2]) */
CORE_FN static int64_t ps_offsetof(Parser *p) {
  int ty = ps_type_name(p), anon;
  int64_t off = 0, moff;
  if (p->fail || ps_expect(p, TK_COMMA, EX_IDENT)) return 0;
  for (;;) {
    const Token *t = PS_TOK(p);
    int32_t m;
    if (t->kind != TK_IDENT) {
      ps_error(p, E_EXPECTED, EX_IDENT, 1);
      return 0;
    }
    m = cc_member_at(p->c, ty, t->pos, t->len, &moff, &anon);
    if (m < 0) {
      cc_error(p->c, E_NO_MEMBER, t->pos, t->len, 0);
      p->fail = 1;
      return 0;
    }
    off += moff;
    ty = p->node[m].ty;
    ps_next(p);
    while (PS_KIND(p) == TK_LBRACKET && TY_IS_ARR(ty)) {
      ps_next(p);
      off += ps_dim(p, 0, 0) * cc_ty_size(p->c, TY_BASE(ty));
      ty = TY_BASE(ty);
      if (ty_is_agg(ty) && cc_agg(p->c, ty)->op == AG_ARRAY) ty = cc_agg(p->c, ty)->ty | TY_ARR;
    }
    if (PS_KIND(p) != TK_DOT) break;
    ps_next(p);
  }
  ps_expect(p, TK_RPAREN, EX_RPAREN);
  return off;
}

/* An assignment-expression, by operator precedence with an explicit stack: pend[nest - 1] down to
 * pend[base + 1] are the pending operators (binary operators whose right operand is being parsed, prefix
 * operators and casts whose operand is, open parentheses, a '?' whose middle operand is being parsed, a
 * name's '[' whose index is), above a PS_BASE entry at pend[base] that takes the level of the call itself.
 * Each counts as one level of nesting, as the recursive call parsing its operand would, so the nesting
 * limit (and where E_TOO_DEEP is reported) is that of a recursive parser.  `min` is the minimum
 * precedence of the operand being parsed: PSL_ASSIGN in parentheses, brackets, the middle of ?: and on
 * the right of an assignment, PSL_COND for the third operand of ?: (both right-associative), prec + 1 on
 * the right of a left-associative binary operator, PSL_UNARY for a prefix operator's or cast's operand.
 * A token of lower precedence reduces the top operator (or closes the parenthesis, bracket or middle).
 * As in C's grammar, an assignment's left side is parsed as a conditional-expression (the checker
 * rejects non-lvalues).  Other postfix operators and calls go through ps_postfix (a nested call for an
 * argument).  The current token, the next free node, the node count and the nesting live in locals
 * (node stores would otherwise force their reloads): they are written back before every call and read
 * again after it. */
/* A type name inside an expression (a cast, sizeof(T), offsetof) may make nodes (cc_fn_type, cc_array_type)
 * and parse expressions (an array's size): ps_expr hands its node count and nesting to the parser first,
 * and takes the node count back after, so that those nodes come after the ones it has made */
#define PS_SYNC_OUT() (c->nnode = nn, p->nest = nest)
#define PS_SYNC_IN() (nn = c->nnode, x = p->node + nn)

/* ps_expr's two recurring steps, on its locals: the pending operator e becomes its node of the given kind
 * with lhs as its (last) operand; postfix operators after an operand that starts at pos */
#define PS_REDUCE(kind) \
  do { \
    if (e->d > d) d = e->d; \
    if (x >= xend) { ps_full(p, e->pos); goto fail; } \
    ps_reduce(x++, (kind), e, lhs, d); \
    lhs = nn++; \
    if (d++ >= GNC_MAX_NEST) { ps_too_deep(p, lhs); goto fail; } \
  } while (0)
#define PS_POSTFIX(pos) \
  do { \
    p->tk = t; \
    c->nnode = nn; \
    p->nest = nest; \
    lhs = ps_postfix(p, lhs, (pos)); \
    t = p->tk; \
    nn = c->nnode; \
    x = p->node + nn; \
    if (lhs < 0) goto fail; \
    d = p->node[lhs].depth; \
    cls = PS_CLASS(p, t->kind); \
  } while (0)

CORE_FN static int32_t ps_expr(Parser *p, int min0) {
  Compiler *c = p->c;
  PsPending *pend = p->pend, *e;
  Node *x = p->node + c->nnode, *xend = p->node_end; /* the next free node, the end */
  const Token *t = p->tk, *o;
  int32_t nn = c->nnode, nest = p->nest, base, lhs = -1, d; /* nn: x's index */
  int min = min0, prec, node;
  int64_t szv = -1; /* the value of a sizeof(type), _Alignof(type) or offsetof that is the operand */
  uint32_t cls;
  if (p->fail) return -1;
  if (nest >= GNC_MAX_NEST) {
    ps_error(p, E_TOO_DEEP, GNC_MAX_NEST, 1);
    return -1;
  }
  base = nest; /* pend[base] is the bottom: popping it ends the expression */
  pend[nest++].info = PSP(PS_BASE, 0, 0, 0);
  for (;;) {
  operand:
    cls = PS_CLASS(p, t->kind);
    while (!(cls & PSC_LEAF)) { /* prefix operators, casts and open parentheses are pushed */
      int k = t->kind, ty = -1;
      if (!(cls & PSC_PREFIX) && k != TK_LPAREN) {
        p->tk = t;
        ps_error(p, E_EXPECTED_EXPR, 0, 1);
        goto fail;
      }
      if (nest >= GNC_MAX_NEST) { /* at the token, or after it for an open parenthesis (not a cast) */
        p->tk = k == TK_LPAREN && !ps_starts_type(p, t + 1) ? t + 1 : t;
        ps_error(p, E_TOO_DEEP, GNC_MAX_NEST, 1);
        goto fail;
      }
      e = &pend[nest++];
      e->lhs = -1;
      e->d = 0;
      e->pos = t->pos;
      t++;
      if ((k == TK_SIZEOF || k == TK_ALIGNOF) && t->kind == TK_LPAREN && ps_starts_type(p, t + 1) &&
          !ps_complit_at(t)) {
        nest--; /* sizeof(type), _Alignof(type): a leaf */
        p->tk = t + 1;
        PS_SYNC_OUT();
        szv = ps_sizeof_type(p, k);
        PS_SYNC_IN();
        if (p->fail) goto fail;
        t = p->tk - 1; /* the ')', which the leaf's step below passes */
        break;
      }
      if (k == TK_ALIGNOF) { /* only of a type, as in C11 */
        p->tk = t;
        ps_error(p, E_EXPECTED, EX_LPAREN, 1);
        goto fail;
      }
      if (cls & PSC_PREFIX) { /* - + ! ~ ++ -- sizeof * & */
        int kind = k == TK_INC || k == TK_DEC ? N_INCDEC : k == TK_SIZEOF ? N_SIZEOF : k == TK_STAR ? N_DEREF
                 : k == TK_AND ? N_ADDR : N_UNARY;
        if (k == TK_AND) p->addr_seen = 1;
        e->info = PSP(kind, k, 0, min);
        min = PSL_UNARY;
      } else if (ps_starts_type(p, t)) { /* a cast */
        if (t[1].kind == TK_RPAREN && ps_lone(t->kind)) { /* one keyword */
          ty = ps_type1(t->kind);
          t += 2;
        } else {
          p->tk = t;
          PS_SYNC_OUT();
          ty = ps_type_name(p);
          PS_SYNC_IN();
          if (!p->fail && (PS_KIND(p) == TK_LBRACKET || (PS_KIND(p) == TK_RPAREN && ps_peek(p) == TK_LBRACE &&
                                                         ty_is_agg(ty)))) /* (T[]){...}, (S){...}: an operand */
            goto paren_operand;
          if (!p->fail) ps_expect(p, TK_RPAREN, EX_RPAREN);
          t = p->tk;
          if (p->fail) goto fail;
        }
        e->info = PSP(N_CAST, 0, 0, min);
        e->mid = ty;
        min = PSL_UNARY;
      } else if (t->kind == TK_LBRACE) { /* gcc's statement expression ({ ... }): an operand */
        p->tk = t;
      paren_operand: /* it, or a compound literal of type ty: parsed by their own functions */
        nest--;
        c->nnode = nn;
        p->nest = nest;
        lhs = ty < 0 ? ps_stmt_expr(p, e->pos) : ps_complit(p, ty, e->pos);
        t = p->tk;
        nn = c->nnode;
        x = p->node + nn;
        if (lhs < 0) goto fail;
        d = p->node[lhs].depth;
        cls = PS_CLASS(p, t->kind);
        goto postfix;
      } else {
        e->info = PSP(PS_PAREN, 0, 0, min);
        min = PSL_COMMA;
      }
      cls = PS_CLASS(p, t->kind);
    }
    if (x >= xend) { /* a name or literal */
      ps_full(p, t->pos);
      goto fail;
    }
    if (t->kind == TK_IDENT && t[1].kind == TK_LPAREN && cc_word_is(c->src + t->pos, t->len, "__builtin_offsetof")) {
      p->tk = t + 2; /* <stddef.h>'s offsetof(type, member) */
      PS_SYNC_OUT();
      szv = ps_offsetof(p);
      PS_SYNC_IN();
      if (p->fail) goto fail;
      e = &pend[nest]; /* its position */
      e->pos = t->pos;
      t = p->tk - 1;
    }
    if (szv >= 0) { /* sizeof(type), _Alignof(type), offsetof */
      ps_init(x, N_NUM, e->pos, 0, -1, -1, -1, 1);
      x->ty = TY_ULONG;
      x->ival = szv;
      x++;
      szv = -1;
    } else {
      ps_leaf(x++, t, cls);
      if (t->kind == TK_STRING) t = ps_string(p, x - 1, t);
      else if (t->kind == TK_FUNCNAME) ps_func_name(p, x - 1, t);
      if (t->kind == TK_IDENT && p->nen) { /* an enumeration constant is its value */
        int32_t en = ps_enum_find(p, t->pos, t->len, 0);
        if (en >= 0) {
          x[-1].kind = N_NUM;
          x[-1].ty = TY_INT;
          x[-1].ival = p->node[en].ival;
        }
      }
    }
    lhs = nn++;
    d = 1;
    cls = PS_CLASS(p, (++t)->kind);
    if (t->kind == TK_LBRACKET && t[-1].kind == TK_IDENT) { /* a name's index is pushed */
      if (nest >= GNC_MAX_NEST) {
        p->tk = t + 1;
        ps_error(p, E_TOO_DEEP, GNC_MAX_NEST, 1);
        goto fail;
      }
      e = &pend[nest++];
      e->lhs = lhs;
      e->mid = -1;
      e->d = 1;
      e->pos = t[-1].pos;
      e->info = PSP(PS_INDEX, 0, 0, min);
      t++;
      min = PSL_COMMA;
      continue;
    }
  postfix:
    if (cls & PSC_POSTFIX) PS_POSTFIX(t[-1].pos);
    for (;;) { /* reduce the pending operators that bind tighter than the current token (lhs >= 0) */
      prec = (int)(cls & PSC_PREC);
      if (prec >= min) break; /* (min > 0) */
      e = &pend[--nest];
      min = (int)(e->info >> 24);
      node = PSP_NODE(e->info);
      if (node < PS_PAREN) {
        PS_REDUCE(node);
      } else if (node == PS_BASE) {
        goto out;
      } else if (node == PS_MID) { /* ':' ends the middle of ?:, which becomes the N_COND */
        if (t->kind != TK_COLON) {
          p->tk = t;
          ps_error(p, E_EXPECTED, EX_COLON, 1);
          goto fail;
        }
        t++;
        e->mid = lhs;
        if (d > e->d) e->d = d;
        e->info = PSP(N_COND, 0, 0, min);
        nest++;
        min = PSL_COND;
        goto operand;
      } else { /* ')' closes a parenthesis, ']' an index (its N_INDEX); postfix operators may follow */
        if (t->kind != (node == PS_PAREN ? TK_RPAREN : TK_RBRACKET)) {
          p->tk = t;
          ps_error(p, E_EXPECTED, node == PS_PAREN ? EX_RPAREN : EX_RBRACKET, 1);
          goto fail;
        }
        if (node == PS_INDEX) PS_REDUCE(N_INDEX);
        cls = PS_CLASS(p, (++t)->kind);
        if (cls & PSC_POSTFIX) PS_POSTFIX(e->pos);
      } /* (cls stays that of the current token) */
    }
    o = t++; /* the operator (a '?' is pushed as PS_MID) */
    if (nest >= GNC_MAX_NEST) {
      p->tk = t;
      ps_error(p, E_TOO_DEEP, GNC_MAX_NEST, 1);
      goto fail;
    }
    e = &pend[nest++];
    e->lhs = lhs;
    e->mid = -1;
    e->d = d;
    e->pos = o->pos;
    e->info = (cls & 0xffff00u) | (uint32_t)min << 24; /* PSP(node, op, 0, min) */
    min = PSC_RMIN(cls);
    if (o->kind == TK_QUESTION && t->kind == TK_COLON) { /* gcc's a ?: c: a's value where it is nonzero */
      t++;
      e->mid = -2;
      e->info = PSP(N_COND, 0, 0, e->info >> 24);
      min = PSL_COND;
    }
  }
fail:
  lhs = -1;
out:
  p->tk = t;
  c->nnode = nn;
  p->nest = base;
  return lhs;
}

/* ---------------------------------------------------------------- declarations */

/* does the expression whose nodes are from..nnode-1 (the parser makes them in order) read a variable or
 * call a function?  Then as an array size it makes a variable-length array (also `const int n = 5;
 * int a[n];`, as in C).  An expression with sizeof is left to the general message (its operand is not
 * read; gnc folds sizeof only after the parser). */
CORE_FN static int ps_reads_vars(const Parser *p, int32_t from) {
  int32_t i;
  int reads = 0;
  for (i = from; i < p->c->nnode; i++) {
    if (p->node[i].kind == N_SIZEOF) return 0;
    if (p->node[i].kind == N_VAR || p->node[i].kind == N_CALL) reads = 1;
  }
  return reads;
}

/* does the expression of nodes from..nnode-1 assign, call or make a compound literal?  (A parameter's first
 * dimension: gcc evaluates it at entry, gnc does not; a range designator's value, gcc evaluates once.) */
CORE_FN static int ps_has_effects(const Parser *p, int32_t from) {
  int32_t i;
  for (i = from; i < p->c->nnode; i++)
    if (p->node[i].kind == N_ASSIGN || p->node[i].kind == N_INCDEC || p->node[i].kind == N_CALL ||
        p->node[i].kind == N_COMPLIT)
      return 1;
  return 0;
}

/* _Alignas(type) or _Alignas(constant) (the current token is the keyword): the alignment, a power of two up
 * to 2^28 (0 leaves it as it is).  It changes the layout of a struct member; an object's alignment is not
 * observable in the VM, whose pointers name objects (docs/memory.md).  Never nested: what its parentheses
 * hold reaches a type only through a type name (ps_type_plain), where _Alignas is an error, so this
 * recursion is at most one level deep (scripts/cuda-stack.py's ONCE, docs/gpu.md). */
CORE_FN static int32_t ps_alignas(Parser *p) {
  const Token *at;
  int64_t v;
  ps_next(p);
  if (ps_expect(p, TK_LPAREN, EX_LPAREN)) return 0;
  at = PS_TOK(p);
  if (ps_starts_type(p, at)) {
    int ty = ps_type_name(p);
    v = p->fail ? 0 : cc_ty_align(p->c, ty);
  } else {
    int32_t e = ps_assign(p);
    if (!p->fail && (!cc_const_int(p->node, e, &v) || v < 0 || v > GNC_MAX_TYPE_BYTES || (v & (v - 1)) != 0)) {
      cc_error(p->c, E_ALIGNAS, at->pos, ps_span(p, at->pos), 0);
      v = 0;
    }
  }
  if (p->fail || ps_expect(p, TK_RPAREN, EX_RPAREN)) return 0;
  return (int32_t)v;
}

/* an array dimension's constant (at least lo) after its '[' (the current token), up to and including the
 * ']': its value, or -1 after an error (reported).  A length may be 0 (gcc's zero-length arrays); its
 * bound here is only the largest type's, the byte size is checked where the element's size is known.  With
 * vla, a length that reads variables is a variable-length array's: *vla = its expression, and -2. */
CORE_FN static int64_t ps_dim(Parser *p, int64_t lo, int32_t *vla_expr) {
  const Token *t = PS_TOK(p);
  int32_t pos = t->pos, e = -1, from = p->c->nnode;
  int64_t v;
  int vla = 0;
  if ((t->kind == TK_INTLIT || t->kind == TK_LONGLIT) && ps_peek(p) == TK_RBRACKET) {
    v = t->val;
    ps_next(p);
  } else { /* an integer constant expression (macros and enumeration constants are numbers by now) */
    e = ps_assign(p);
    if (p->fail) return 0;
    if (!cc_const_int(p->node, e, &v)) {
      v = -1;
      vla = ps_reads_vars(p, from);
    }
  }
  if (vla && vla_expr) {
    *vla_expr = e;
    v = -2;
  } else if (vla) {
    cc_error(p->c, E_VLA, pos, ps_span(p, pos), 0);
  } else if (v < lo || v > GNC_MAX_TYPE_BYTES) {
    cc_error(p->c, E_ARRAY_SIZE, pos, ps_span(p, pos), GNC_MAX_TYPE_BYTES);
    v = -1;
  }
  ps_expect(p, TK_RBRACKET, EX_RBRACKET);
  return v;
}

/* The rows of int a[n][m] (or a parameter's int m[rows][cols]), whose second dimension is read when the
 * declaration runs (or the function is entered): the array type of elem with no length, made once per
 * element type (count -1, size -1: every use that needs its size is an error but a[i] and sizeof, which the
 * checker takes from a slot, docs/language.md).  The declaration keeps the dimension's expression: an
 * N_DECL in d (a variable-length array of such rows, NF_VLA, its first dimension in b or ival), an N_PARAM
 * in b. */
CORE_FN static int ps_vla_row(Parser *p, int32_t n, int elem, int32_t row, const Token *at) {
  Compiler *c = p->c;
  Node *x = PS_NODE(p, n);
  int t, id;
  if ((cc_ty_size(c, elem) < 0 && !cc_vla_row(c, elem)) || elem == TY_VOID || elem == TY_ERR) {
    if (elem != TY_ERR) cc_error(c, E_INCOMPLETE, at->pos, at->len, 0);
    return TY_ERR;
  }
  if (x->kind == N_DECL) {
    if (!(x->flags & NF_VLA) && !(x->flags & NF_HASSIZE)) { /* int a[][m] = ... */
      cc_error(c, E_VLA_INIT, x->name, x->nlen, 0);
      return TY_ERR;
    }
    if (!(x->flags & NF_VLA)) { /* int a[3][m]: its first dimension as an expression too */
      int32_t k = ps_new(p, N_NUM, at->pos);
      if (k < 0) return TY_ERR;
      x = PS_NODE(p, n);
      p->node[k].ty = TY_LONG;
      p->node[k].ival = x->ival;
      x->b = k;
    }
    x->flags = (uint16_t)((x->flags | NF_VLA) & ~NF_HASSIZE);
    x->d = row;
  } else {
    x->b = row;
  }
  if ((t = cc_array_find(c, elem, -1)) != 0) return t;
  id = ps_agg_new(p, AG_ARRAY, 0, at);
  if (!id) return TY_ERR;
  cc_array_set(c, &p->node[c->agg[id]], elem, 0);
  p->node[c->agg[id]].fn = -1;
  p->node[c->agg[id]].ival = -1;
  return TY_MAKE_AGG(id);
}

/* '[' size? ']' ('[' size ']')* after a declared name: sets TY_ARR, NF_HASSIZE and ival (the first
 * dimension) on node n; the later dimensions make its element an array type (int m[3][4]: ival 3,
 * elements int[4]) */
CORE_FN static void ps_array_suffix(Parser *p, int32_t n) {
  int64_t dims[GNC_MAX_DIMS], v;
  int nd = 0, et = PS_NODE(p, n)->ty, vla_ok = p->vla_ok, vrows;
  int32_t row = -1, row2 = -1; /* a variable second (int a[n][m]) and third dimension: their expressions */
  const Token *at = PS_TOK(p);
  if (p->rows_only) { /* a parameter's (*a)[m]: as a[][m] (ps_params) */
    p->rows_only = 0;
  } else if (ps_next(p), PS_KIND(p) == TK_RBRACKET) { /* '[' */
    ps_next(p);
  } else {
    int32_t len = -1, from = p->c->nnode;
    const Token *t = PS_TOK(p);
    v = ps_dim(p, 0, p->vla_ok ? &len : 0);
    if (p->fail) return;
    if (len >= 0 && PS_NODE(p, n)->kind == N_PARAM && ps_has_effects(p, from)) {
      cc_error(p->c, E_VLA_PARAM_EFFECTS, t->pos, t->len, 0);
      p->fail = 1;
      return;
    }
    if (v >= 0) {
      PS_NODE(p, n)->flags |= NF_HASSIZE;
      PS_NODE(p, n)->ival = v;
    } else if (len >= 0) { /* int a[n]: its length when its declaration runs */
      PS_NODE(p, n)->flags |= NF_VLA;
      PS_NODE(p, n)->b = len;
    }
  }
  while (PS_KIND(p) == TK_LBRACKET && !p->fail) {
    if (nd == GNC_MAX_DIMS - 1) {
      ps_error(p, E_ARRAY_DIMS, GNC_MAX_DIMS, 1);
      return;
    }
    ps_next(p);
    if (PS_KIND(p) == TK_RBRACKET) { /* only the first dimension may be omitted */
      ps_error(p, E_ARRAY_SIZE, GNC_MAX_TYPE_BYTES, 1);
      return;
    }
    v = ps_dim(p, 0, !vla_ok ? 0 : nd == 0 ? &row : nd == 1 && dims[0] == -2 ? &row2 : 0);
    dims[nd++] = v >= 0 ? v : v == -2 ? -2 : 1;
  }
  vrows = nd > 1 && dims[1] == -2 ? 2 : 1; /* (rows of rows: int a[n][m][k], the k's rows made first) */
  while (nd > vrows && !p->fail && et != TY_ERR) et = ps_array_type(p, et, dims[--nd], at);
  if (vrows == 2 && !p->fail && et != TY_ERR) et = ps_vla_row(p, n, et, row2, at);
  if (nd > 0 && !p->fail && et != TY_ERR)
    et = dims[0] == -2 ? ps_vla_row(p, n, et, row, at) : ps_array_type(p, et, dims[0], at);
  if (vrows == 2 && !p->fail && et != TY_ERR) /* the rows' expression, then their rows' (next) */
    PS_NODE(p, PS_NODE(p, n)->kind == N_DECL ? PS_NODE(p, n)->d : PS_NODE(p, n)->b)->next = row2;
  PS_NODE(p, n)->ty = (uint16_t)(et == TY_ERR ? TY_ERR : et | TY_ARR);
}

/* is the designator at the current token (after its '[') gcc's range `lo ... hi]`: a `...` before the ']'? */
CORE_FN static int ps_desig_range(const Parser *p) {
  const Token *t = PS_TOK(p);
  int32_t depth = 0;
  for (; t->kind != TK_EOF; t++) {
    if (t->kind == TK_LBRACKET || t->kind == TK_LPAREN) depth++;
    else if ((t->kind == TK_RBRACKET || t->kind == TK_RPAREN) && --depth < 0) return 0;
    else if (t->kind == TK_ELLIPSIS && depth == 0) return 1;
    else if (t->kind == TK_SEMI || t->kind == TK_LBRACE || t->kind == TK_RBRACE) return 0;
  }
  return 0;
}

/* an element's value: a nested list { ... } (N_INIT) or an expression */
CORE_FN static int32_t ps_init_value(Parser *p) {
  int32_t n;
  if (PS_KIND(p) != TK_LBRACE) return ps_assign(p);
  n = ps_new(p, N_INIT, PS_TOK(p)->pos);
  if (n < 0 || ps_enter(p)) return -1;
  ps_init_list(p, n);
  ps_leave(p);
  return p->fail ? -1 : ps_done(p, n);
}

/* one element of an initialiser list: a value, or a designated one: designators (.name, [k], gcc's
 * [lo ... hi]), then = and the value.  Designators in a row (.a.b = x, [i][j] = x, .v[2] = x) nest: each
 * N_DESIG's a is the next one, the last one's the value; a range (d: hi) only as the last.  (One function:
 * it is on the recursive cycle of a compound literal in an index, and a frame more would lengthen it.) */
CORE_FN static int32_t ps_init_elem(Parser *p) {
  int32_t first = -1, last = -1, n, e, from, len = 0, d;
  while (PS_KIND(p) == TK_DOT || PS_KIND(p) == TK_LBRACKET) {
    const Token *t = PS_TOK(p);
    if (last >= 0 && PS_NODE(p, last)->d >= 0) { /* [lo ... hi].x = */
      ps_error(p, E_DESIG_CHAIN, 0, 1);
      return -1;
    }
    if (len == GNC_MAX_NEST) {
      ps_error(p, E_TOO_DEEP, GNC_MAX_NEST, 1);
      return -1;
    }
    if ((n = ps_new(p, N_DESIG, t->pos)) < 0) return -1;
    if (last >= 0) PS_NODE(p, last)->a = n;
    else first = n;
    last = n;
    len++;
    PS_NODE(p, n)->op = (uint8_t)t->kind;
    ps_next(p);
    if (t->kind == TK_DOT) {
      if (PS_KIND(p) != TK_IDENT) {
        ps_error(p, E_EXPECTED, EX_IDENT, 1);
        return -1;
      }
      PS_NODE(p, n)->name = PS_TOK(p)->pos;
      PS_NODE(p, n)->nlen = PS_TOK(p)->len;
      ps_next(p);
    } else if (ps_desig_range(p)) { /* gcc's [lo ... hi] = v */
      int32_t lo = ps_assign(p);
      int64_t v;
      if (p->fail) return -1;
      if (!cc_const_int(p->node, lo, &v) || v < 0 || v > GNC_MAX_TYPE_BYTES) {
        cc_error(p->c, E_ARRAY_SIZE, PS_NODE(p, lo)->pos, 1, GNC_MAX_TYPE_BYTES);
        v = 0;
      }
      PS_NODE(p, n)->ival = v;
      if (PS_KIND(p) != TK_ELLIPSIS) {
        ps_error(p, E_EXPECTED, EX_RBRACKET, 1);
        return -1;
      }
      ps_next(p);
      v = ps_dim(p, 0, 0);
      if (v < PS_NODE(p, n)->ival) cc_error(p->c, E_DESIG_EMPTY, t->pos, 1, 0);
      PS_NODE(p, n)->d = (int32_t)(v < PS_NODE(p, n)->ival ? PS_NODE(p, n)->ival : v);
    } else {
      PS_NODE(p, n)->ival = ps_dim(p, 0, 0);
    }
    if (p->fail) return -1;
  }
  if (first < 0) return ps_init_value(p);
  if (PS_KIND(p) != TK_ASSIGN) {
    ps_error(p, E_INIT_DESIG, 0, 1);
    return -1;
  }
  ps_next(p);
  from = p->c->nnode;
  e = ps_init_value(p);
  if (p->fail) return -1;
  if (PS_NODE(p, last)->d >= 0 && ps_has_effects(p, from)) /* (a range's value: a plain one, as gcc's is once) */
    cc_error(p->c, E_DESIG_RANGE, PS_NODE(p, e)->pos, 1, 0);
  PS_NODE(p, last)->a = e;
  d = ps_list_depth(p, e);
  for (n = first; len > 0; n = PS_NODE(p, n)->a, len--) PS_NODE(p, n)->depth = (int16_t)(d + len);
  if (PS_NODE(p, first)->depth > GNC_MAX_NEST) ps_too_deep(p, first);
  return p->fail ? -1 : first;
}

/* '{' element (',' element)* ','? '}' (elements: ps_init_elem) : sets NF_INITLIST and a on node n;
 * returns the element count */
CORE_FN static int32_t ps_init_list(Parser *p, int32_t n) {
  int32_t first = -1, last = -1, count = 0;
  ps_next(p); /* '{' */
  while (PS_KIND(p) != TK_RBRACE) { /* {} is zero elements (C23, and GNU C) */
    int32_t e = ps_init_elem(p);
    if (p->fail) return 0;
    ps_append(p, &first, &last, e);
    count++;
    if (PS_KIND(p) != TK_COMMA) break;
    ps_next(p);
  }
  if (ps_expect(p, TK_RBRACE, EX_RBRACE)) return 0;
  PS_NODE(p, n)->flags |= NF_INITLIST;
  PS_NODE(p, n)->a = first;
  return count;
}

/* the style of the parameter list at the current '(' (C89 6.7.5.3): FN_NOPROTO for `()` (no prototype: in a
 * declaration, nothing said of the parameters), FN_KR for an identifier list (`f(a, b)`, a definition's),
 * else 0 (a prototype) */
CORE_FN static int ps_fn_style(const Parser *p) {
  const Token *t = PS_TOK(p) + 1;
  if (t->kind == TK_RPAREN) return FN_NOPROTO;
  return t->kind == TK_IDENT && !ps_starts_type(p, t) && (t[1].kind == TK_COMMA || t[1].kind == TK_RPAREN)
             ? FN_KR : 0;
}

/* a function declared among variables or in a block (`int f(int);`, `double x, g(double);`), its name the
 * current token: an N_FUNC prototype, queued for parse_next, which gives it to the checker before the
 * definition being parsed (so it is known from there on, as if declared at file scope) */
CORE_FN static void ps_fn_decl(Parser *p, int ret) {
  const Token *name = PS_TOK(p);
  int32_t unnamed, params, n = ps_new(p, N_FUNC, name->pos);
  if (n < 0) return;
  ps_next(p);
  if (ps_fn_style(p) == FN_NOPROTO) PS_NODE(p, n)->ival = FN_NOPROTO;
  params = ps_params(p, &unnamed);
  if (p->fail) return;
  if (p->variadic) PS_NODE(p, n)->flags |= NF_VARIADIC;
  PS_NODE(p, n)->name = name->pos;
  PS_NODE(p, n)->nlen = name->len;
  PS_NODE(p, n)->ty = (uint16_t)ret;
  PS_NODE(p, n)->a = params;
  ps_done(p, n);
  if (p->pq < 0) p->pq = n;
  else PS_NODE(p, p->pq_last)->next = n;
  p->pq_last = n;
}

/* gcc's `static struct S s = (struct S){1, 2};`: a compound literal of a static object's own struct or union
 * type initialises it as its braced list would.  The current token is the '(' of a `(struct TAG)`, `(union
 * TAG)` or `(typedef-name)` before a '{'?  Then 1, at the '{'; else 0, where it was */
CORE_FN static int ps_static_complit(Parser *p, int ty) {
  const Token *t = PS_TOK(p);
  int n = t[1].kind == TK_STRUCT || t[1].kind == TK_UNION ? 3 : 2;
  if (!p->in_static || !ty_is_agg(ty) || t[n].kind != TK_RPAREN || t[n + 1].kind != TK_LBRACE ||
      t[n - 1].kind != TK_IDENT || (n == 2 && !ps_starts_type(p, t + 1)))
    return 0;
  ps_next(p);
  if (ps_type_name(p) == ty && !p->fail) {
    ps_next(p);
    return 1;
  }
  p->tk = t;
  return 0;
}

/* T declarator [= init] (, declarator [= init])* ;  ->  a chain of N_DECLs (the first; -1 on error; an
 * N_EMPTY when it declares only functions) */
CORE_FN static int32_t ps_decl(Parser *p) {
  int32_t first = -1, last = -1;
  const Token *kw = p->pre ? p->pre_kw : PS_TOK(p);
  int ty0, cst0;
  p->typeof_ok = !p->pre && p->in_body && !p->in_static;
  ty0 = p->pre ? p->pre_ty : ps_decl_type(p);
  cst0 = p->pre ? p->pre_cst : p->cst;
  p->typeof_ok = 0;
  p->pre = 0;
  if (PS_KIND(p) == TK_SEMI && !p->fail && (kw->kind == TK_STRUCT || kw->kind == TK_UNION || kw->kind == TK_ENUM)) {
    /* struct S {...}; enum {...}; */
    ps_next(p);
    return ps_new(p, N_EMPTY, kw->pos);
  }
  for (;;) {
    const Token *t, *dims;
    int32_t n;
    Node *x;
    int ty = ty0, cst = cst0;
    if (PS_KIND(p) == TK_STAR && !p->fail) ty = ps_pointer(p, ty, &cst);
    if (PS_KIND(p) == TK_IDENT && ps_peek(p) == TK_LPAREN && !p->fail) { /* int f(int): a function */
      ps_fn_decl(p, ty);
      if (p->fail) return -1;
      if (PS_KIND(p) == TK_COMMA) {
        ps_next(p);
        continue;
      }
      if (ps_expect(p, TK_SEMI, EX_SEMI)) return -1;
      return first >= 0 ? first : ps_new(p, N_EMPTY, kw->pos);
    }
    t = ps_declarator(p, &ty, &dims, 0);
    if (p->fail || !t) return -1;
    n = ps_new(p, N_DECL, t->pos);
    if (n < 0) return -1;
    x = PS_NODE(p, n);
    x->name = t->pos;
    x->nlen = t->len;
    x->ty = (uint16_t)ty;
    if (cst) x->flags |= NF_CONST;
    if (ty == TY_VOID) cc_error(p->c, E_VOID_VAR, t->pos, t->len, 0);
    if ((TY_LO(ty0) & 31) == TY_TYPEOF) { /* its expression, for the checker (ck_typeof) */
      if (dims || PS_KIND(p) == TK_LBRACKET || TY_IS_ARR(ty)) {
        ps_error(p, E_TYPEOF_KIND, 0, 1);
        return -1;
      }
      x->b = p->typeof_expr;
    }
    if (p->nen && ps_enum_find(p, t->pos, t->len, 0) >= 0) cc_error(p->c, E_ENUM_NAME, t->pos, t->len, 0);
    p->vla_ok = !p->in_static;
    ps_dims(p, n, dims);
    p->vla_ok = 0;
    if (p->fail) return -1;
    ps_array_of(p, n);
    x = PS_NODE(p, n);
    if (x->flags & NF_VLA) { /* its dimensions' expressions: b, and d (rows of a variable length) */
      x->depth = (int16_t)(PS_NODE(p, x->b)->depth + 1);
      if (cc_vla_row(p->c, TY_BASE(x->ty)) && ps_list_depth(p, x->d) >= x->depth)
        x->depth = (int16_t)(ps_list_depth(p, x->d) + 1);
      if (x->depth > GNC_MAX_NEST) ps_too_deep(p, n);
    }
    if (PS_KIND(p) == TK_ASSIGN) {
      ps_next(p);
      if (PS_KIND(p) == TK_LBRACE || (PS_KIND(p) == TK_LPAREN && ps_static_complit(p, ty))) {
        int32_t count = ps_init_list(p, n);
        if (!(PS_NODE(p, n)->flags & NF_HASSIZE)) PS_NODE(p, n)->ival = count;
        if (p->fail) return -1;
        ps_done(p, n);
      } else {
        int32_t e = ps_assign(p);
        if (p->fail) return -1;
        x = PS_NODE(p, n);
        x->a = e;
        x->depth = PS_NODE(p, e)->depth + 1; /* e is one node, not a list */
        if (x->depth > GNC_MAX_NEST) ps_too_deep(p, n);
      }
    } /* else its height stays 1 */
    if (last < 0) first = n;
    else PS_NODE(p, last)->next = n;
    last = n;
    if (PS_KIND(p) == TK_COMMA) {
      ps_next(p);
      continue;
    }
    if (ps_expect(p, TK_SEMI, EX_SEMI)) return -1;
    return first;
  }
}

/* the declarations of static storage (globals, static locals) that start at the current token: the chain
 * of N_DECLs, each with NF_GLOBAL, and NF_EXTERN after `extern` where it has no initialiser */
CORE_FN static int32_t ps_static_decl(Parser *p, int ext) {
  int32_t first, d;
  p->in_static = 1;
  p->hid = -1;
  first = ps_decl(p);
  if (p->hid >= 0 && first >= 0) { /* the objects of its compound literals first */
    PS_NODE(p, p->hid_last)->next = first;
    first = p->hid;
  }
  p->hid = -1;
  p->in_static = 0;
  for (d = first; d >= 0 && !p->fail; d = PS_NODE(p, d)->next)
    PS_NODE(p, d)->flags |= NF_GLOBAL | (ext && PS_NODE(p, d)->a < 0 ? NF_EXTERN : 0);
  return p->fail ? -1 : first;
}

/* ---------------------------------------------------------------- statements */

CORE_FN static int32_t ps_stmt(Parser *p);

/* _Static_assert(e, "message"); or _Static_assert(e); (C23): an error when the constant e is 0 */
CORE_FN static void ps_static_assert(Parser *p) {
  const Token *kw = PS_TOK(p), *msg = 0;
  int32_t e, pos;
  int64_t v;
  ps_next(p);
  if (ps_expect(p, TK_LPAREN, EX_LPAREN)) return;
  pos = PS_TOK(p)->pos;
  e = ps_assign(p);
  if (p->fail) return;
  if (PS_KIND(p) == TK_COMMA) {
    ps_next(p);
    msg = PS_TOK(p);
    if (msg->kind != TK_STRING) {
      ps_error(p, E_EXPECTED, EX_STRING, 1);
      return;
    }
    while (PS_KIND(p) == TK_STRING) ps_next(p);
  }
  if (ps_expect(p, TK_RPAREN, EX_RPAREN) || ps_expect(p, TK_SEMI, EX_SEMI)) return;
  if (!cc_const_int(p->node, e, &v)) cc_error(p->c, E_STATIC_ASSERT_CONST, pos, ps_span(p, pos), 0);
  else if (v == 0 && msg) cc_error(p->c, E_STATIC_ASSERT_MSG, msg->pos, msg->len, 0);
  else if (v == 0) cc_error(p->c, E_STATIC_ASSERT, kw->pos, kw->len, 0);
}

/* '{' (declaration | statement)* '}' */
CORE_FN static int32_t ps_block_(Parser *p) {
  int32_t n = ps_new(p, N_BLOCK, PS_TOK(p)->pos), first = -1, last = -1, d = 0;
  Node *x;
  if (n < 0) return -1;
  ps_next(p); /* '{' */
  while (PS_KIND(p) != TK_RBRACE) {
    int32_t s, e;
    if (PS_KIND(p) == TK_EOF) {
      ps_error(p, E_EXPECTED, EX_RBRACE, 1);
      return -1;
    }
    if (PS_KIND(p) == TK_TYPEDEF || PS_KIND(p) == TK_STATIC_ASSERT) { /* no statement */
      if (PS_KIND(p) == TK_TYPEDEF) {
        ps_next(p);
        ps_typedef(p);
      } else {
        ps_static_assert(p);
      }
      if (p->fail) return -1;
      continue;
    }
    if (PS_KIND(p) == TK_STATIC || PS_KIND(p) == TK_EXTERN) { /* a static local: static storage, like a
                                                                  global; extern: a global's name here */
      int ext = PS_KIND(p) == TK_EXTERN;
      ps_next(p);
      if (!ps_starts_type(p, PS_TOK(p)) && PS_KIND(p) != TK_IDENT) { /* (static n; C89's implicit int) */
        ps_error(p, E_EXPECTED_TYPE, 0, 1);
        return -1;
      }
      s = ps_static_decl(p, ext);
      for (e = s; ext && e >= 0 && !p->fail; e = PS_NODE(p, e)->next)
        if (PS_NODE(p, e)->a >= 0) cc_error(p->c, E_EXTERN_INIT, PS_NODE(p, e)->name, PS_NODE(p, e)->nlen, 0);
    } else {
      p->label_decl = 1;
      s = ps_starts_type(p, PS_TOK(p)) ? ps_decl(p) : ps_stmt(p);
      p->label_decl = 0;
    }
    if (p->fail) return -1;
    if (last < 0) first = s;
    else PS_NODE(p, last)->next = s;
    for (;; s = x->next) { /* s may be a chain (a declaration): its tallest node and its end */
      x = PS_NODE(p, s);
      if (x->depth > d) d = x->depth;
      if (x->next < 0) break;
    }
    last = s;
  }
  ps_next(p);
  x = PS_NODE(p, n); /* its height, as ps_done would set it */
  x->a = first;
  x->depth = d + 1;
  if (x->depth > GNC_MAX_NEST) ps_too_deep(p, n);
  return n;
}

/* a block is a scope of the parser's names too: the typedef names, enumeration constants and struct tags
 * declared in it end with it (an abandoned definition's as well) */
CORE_FN static int32_t ps_block(Parser *p) {
  int32_t ntd = p->ntd, nen = p->nen, nagg = p->c->nagg, agg_scope = p->agg_scope, td_scope = p->td_scope, n, i;
  p->agg_scope = nagg;
  p->td_scope = ntd;
  n = ps_block_(p);
  for (i = nagg + 1; i <= p->c->nagg; i++)
    if (p->node[p->c->agg[i]].name >= 0) p->node[p->c->agg[i]].flags |= PS_HIDDEN;
  p->ntd = ntd;
  p->nen = nen;
  p->agg_scope = agg_scope;
  p->td_scope = td_scope;
  return n;
}

/* '(' expression ')' */
CORE_FN static int32_t ps_paren_expr(Parser *p) {
  int32_t e;
  if (ps_expect(p, TK_LPAREN, EX_LPAREN)) return -1;
  e = ps_fullexpr(p);
  if (p->fail || ps_expect(p, TK_RPAREN, EX_RPAREN)) return -1;
  return e;
}

/* an expression statement "e;" */
CORE_FN static int32_t ps_expr_stmt(Parser *p) {
  int32_t n = ps_new(p, N_EXPR, PS_TOK(p)->pos), e;
  if (n < 0) return -1;
  PS_NODE(p, n)->a = e = ps_fullexpr(p);
  if (p->fail || ps_expect(p, TK_SEMI, EX_SEMI)) return -1;
  PS_NODE(p, n)->depth = PS_NODE(p, e)->depth + 1; /* e is one node, not a list */
  if (PS_NODE(p, n)->depth > GNC_MAX_NEST) ps_too_deep(p, n);
  return n;
}

CORE_FN static int32_t ps_for(Parser *p, int32_t n) {
  Node *x;
  int32_t init = -1, cond = -1, step = -1, body;
  if (ps_expect(p, TK_LPAREN, EX_LPAREN)) return -1;
  if (ps_starts_type(p, PS_TOK(p))) init = ps_decl(p); /* consumes ';' */
  else if (PS_KIND(p) == TK_SEMI) ps_next(p);
  else init = ps_expr_stmt(p);
  if (p->fail) return -1;
  if (PS_KIND(p) != TK_SEMI) cond = ps_fullexpr(p);
  if (p->fail || ps_expect(p, TK_SEMI, EX_SEMI)) return -1;
  if (PS_KIND(p) != TK_RPAREN) step = ps_fullexpr(p);
  if (p->fail || ps_expect(p, TK_RPAREN, EX_RPAREN)) return -1;
  body = ps_stmt(p);
  if (p->fail) return -1;
  x = PS_NODE(p, n);
  x->a = init;
  x->b = cond;
  x->c = step;
  x->d = body;
  return ps_done(p, n);
}

/* the statement after a label's ':' (ld: the label is a block's item, ps_block_): an empty statement where
 * the block's '}' or (ld) a declaration follows, as C23 and gcc take them (`case 2: int a = 2;`: the
 * declaration is the block's next item) */
CORE_FN static int32_t ps_labelled(Parser *p, int ld) {
  int k = PS_KIND(p);
  if (k == TK_RBRACE || (ld && (ps_starts_type(p, PS_TOK(p)) || k == TK_STATIC || k == TK_EXTERN ||
                                k == TK_TYPEDEF || k == TK_STATIC_ASSERT)))
    return ps_new(p, N_EMPTY, PS_TOK(p)->pos);
  p->label_decl = ld; /* (case 1: case 2: int a;) */
  return ps_stmt(p);
}

CORE_FN static int32_t ps_stmt_(Parser *p) {
  const Token *t = PS_TOK(p);
  int32_t n, a, b, ld = p->label_decl;
  p->label_decl = 0;
  switch (t->kind) {
  case TK_LBRACE:
    return ps_block(p);
  case TK_SEMI:
    n = ps_new(p, N_EMPTY, t->pos);
    ps_next(p);
    return n;
  case TK_IF:
    ps_next(p);
    a = ps_paren_expr(p);
    b = p->fail ? -1 : ps_stmt(p);
    n = -1; /* else */
    if (!p->fail && PS_KIND(p) == TK_ELSE) {
      ps_next(p);
      n = ps_stmt(p);
    }
    if (p->fail) return -1;
    return ps_new3(p, N_IF, t->pos, 0, a, b, n);
  case TK_WHILE:
    ps_next(p);
    a = ps_paren_expr(p);
    b = p->fail ? -1 : ps_stmt(p);
    if (p->fail) return -1;
    return ps_new3(p, N_WHILE, t->pos, 0, a, b, -1);
  case TK_DO:
    ps_next(p);
    a = ps_stmt(p);
    if (p->fail || ps_expect(p, TK_WHILE, EX_WHILE)) return -1;
    b = ps_paren_expr(p);
    if (p->fail || ps_expect(p, TK_SEMI, EX_SEMI)) return -1;
    return ps_new3(p, N_DO, t->pos, 0, a, b, -1);
  case TK_FOR:
    n = ps_new(p, N_FOR, t->pos);
    if (n < 0) return -1;
    ps_next(p);
    return ps_for(p, n);
  case TK_BREAK: case TK_CONTINUE:
    ps_next(p);
    if (ps_expect(p, TK_SEMI, EX_SEMI)) return -1;
    return ps_new(p, t->kind == TK_BREAK ? N_BREAK : N_CONTINUE, t->pos);
  case TK_SWITCH:
    ps_next(p);
    a = ps_paren_expr(p);
    b = p->fail ? -1 : ps_stmt(p);
    if (p->fail) return -1;
    return ps_new3(p, N_SWITCH, t->pos, 0, a, b, -1);
  case TK_CASE: case TK_DEFAULT: { /* a labelled statement: the label, then the statement it labels */
    int32_t hi = -1;
    ps_next(p);
    a = t->kind == TK_CASE ? ps_assign(p) : -1;
    if (t->kind == TK_CASE && PS_KIND(p) == TK_ELLIPSIS && !p->fail) { /* gcc's case 1 ... 9: */
      ps_next(p);
      hi = ps_assign(p);
    }
    if (p->fail || ps_expect(p, TK_COLON, EX_COLON)) return -1;
    b = ps_labelled(p, ld);
    if (p->fail) return -1;
    n = ps_new3(p, N_CASE, t->pos, 0, a, b, -1);
    if (n >= 0 && t->kind == TK_DEFAULT) PS_NODE(p, n)->flags |= NF_DEFAULT;
    if (n >= 0) PS_NODE(p, n)->slot = hi; /* (a range's last value: the checker makes it nlen) */
    return n;
  }
  case TK_GOTO:
    ps_next(p);
    if (PS_KIND(p) != TK_IDENT) {
      ps_error(p, E_EXPECTED, EX_IDENT, 1);
      return -1;
    }
    n = ps_new(p, N_GOTO, t->pos);
    if (n < 0) return -1;
    PS_NODE(p, n)->name = PS_TOK(p)->pos;
    PS_NODE(p, n)->nlen = PS_TOK(p)->len;
    ps_next(p);
    if (ps_expect(p, TK_SEMI, EX_SEMI)) return -1;
    return n;
  case TK_IDENT: /* name: statement (a label at the end of a block labels an empty statement, as in C23) */
    if (ps_peek(p) != TK_COLON) return ps_expr_stmt(p);
    ps_next(p);
    ps_next(p);
    b = ps_labelled(p, ld);
    if (p->fail || b < 0) return -1;
    n = ps_new3(p, N_LABEL, t->pos, 0, b, -1, -1);
    if (n >= 0) {
      PS_NODE(p, n)->name = t->pos;
      PS_NODE(p, n)->nlen = t->len;
    }
    return n;
  case TK_RETURN:
    ps_next(p);
    a = PS_KIND(p) == TK_SEMI ? -1 : ps_fullexpr(p);
    if (p->fail || ps_expect(p, TK_SEMI, EX_SEMI)) return -1;
    return ps_new3(p, N_RETURN, t->pos, 0, a, -1, -1);
  default: /* a declaration here (`if (x) int y;`) is an error: it is not an expression */
    return ps_expr_stmt(p);
  }
}

CORE_FN static int32_t ps_stmt(Parser *p) {
  int32_t n;
  if (ps_enter(p)) return -1;
  n = ps_stmt_(p);
  ps_leave(p);
  return p->fail ? -1 : n;
}

/* ---------------------------------------------------------------- top level */

/* '(' parameters ')' of a function: the first N_PARAM or -1; *unnamed = a token where a name is missing */
/* the parameter (its node) of the chain from `first` named as token t, or -1 */
CORE_FN static int32_t ps_param_named(const Parser *p, int32_t first, const Token *t) {
  for (; first >= 0; first = PS_NODE(p, first)->next) {
    const Node *x = PS_NODE(p, first);
    if (x->nlen == t->len && ps_ident_is(p, x, t)) return first;
  }
  return -1;
}

/* An old-style definition's `(a, b) int a; char *b;` (the current token is the '('): the parameters in
 * the list's order, each an int until a declaration before the body gives its type, as ps_params makes
 * them.  The function is then checked as if declared with those types: gcc passes the arguments of a call
 * promoted and the body converts them to the parameters' types, the same values where each argument has
 * the class of its parameter, which the checker requires (ck_call_args) */
CORE_FN static int32_t ps_kr_params(Parser *p, int32_t *unnamed) {
  int32_t first = -1, last = -1, count = 0, n;
  *unnamed = -1;
  p->variadic = 0;
  ps_next(p);
  for (;;) {
    const Token *t = PS_TOK(p);
    if (t->kind != TK_IDENT || ps_starts_type(p, t)) {
      ps_error(p, E_EXPECTED, EX_IDENT, 1);
      return -1;
    }
    if (++count == GNC_MAX_PARAMS + 1) cc_error(p->c, E_TOO_MANY_PARAMS, t->pos, t->len, GNC_MAX_PARAMS);
    n = ps_new(p, N_PARAM, t->pos);
    if (n < 0) return -1;
    PS_NODE(p, n)->ty = TY_INT;
    PS_NODE(p, n)->name = t->pos;
    PS_NODE(p, n)->nlen = t->len;
    ps_append(p, &first, &last, n);
    ps_next(p);
    if (PS_KIND(p) != TK_COMMA) break;
    ps_next(p);
  }
  if (ps_expect(p, TK_RPAREN, EX_RPAREN)) return -1;
  while (PS_KIND(p) != TK_LBRACE) { /* the declarations of the parameters */
    int ty0, cst0;
    if (!ps_starts_type(p, PS_TOK(p))) {
      ps_error(p, E_EXPECTED, EX_LBRACE, 1);
      return -1;
    }
    ty0 = ps_type_plain(p);
    cst0 = p->cst;
    for (;;) {
      const Token *name, *dims;
      int ty = ty0, cst = cst0;
      if (PS_KIND(p) == TK_STAR && !p->fail) ty = ps_pointer(p, ty, &cst);
      name = ps_declarator(p, &ty, &dims, PS_D_PARAM);
      if (p->fail) return -1;
      n = ps_param_named(p, first, name);
      if (n < 0) {
        cc_error(p->c, E_KR_NOT_PARAM, name->pos, name->len, 0);
        p->fail = 1;
        return -1;
      }
      PS_NODE(p, n)->ty = (uint16_t)ty;
      if (cst) PS_NODE(p, n)->flags |= NF_CONST;
      ps_dims(p, n, dims);
      if (p->fail) return -1;
      ps_array_of(p, n);
      if (PS_KIND(p) != TK_COMMA) break;
      ps_next(p);
    }
    if (ps_expect(p, TK_SEMI, EX_SEMI)) return -1;
  }
  return first;
}

CORE_FN static int32_t ps_params(Parser *p, int32_t *unnamed) {
  int32_t first = -1, last = -1, count = 0;
  *unnamed = -1;
  p->variadic = 0;
  if (ps_expect(p, TK_LPAREN, EX_LPAREN)) return -1;
  if (PS_KIND(p) == TK_RPAREN || (PS_KIND(p) == TK_VOID && ps_peek(p) == TK_RPAREN)) {
    if (PS_KIND(p) == TK_VOID) ps_next(p);
    ps_next(p);
    return -1;
  }
  for (;;) {
    const Token *t = PS_TOK(p), *name, *dims;
    int32_t n;
    int ty, cst;
    if (t->kind == TK_ELLIPSIS) { /* the variable arguments: a hidden last parameter, their pointer */
      if (first < 0) cc_error(p->c, E_VARIADIC_FIXED, t->pos, t->len, 0);
      n = ps_new(p, N_PARAM, t->pos);
      if (n < 0) return -1;
      PS_NODE(p, n)->ty = TY_PTR1 + TY_CHAR;
      PS_NODE(p, n)->name = t->pos;
      PS_NODE(p, n)->nlen = t->len;
      ps_append(p, &first, &last, n);
      if (++count == GNC_MAX_PARAMS + 1) cc_error(p->c, E_TOO_MANY_PARAMS, t->pos, t->len, GNC_MAX_PARAMS);
      p->variadic = 1;
      ps_next(p);
      if (ps_expect(p, TK_RPAREN, EX_RPAREN)) return -1;
      return first;
    }
    if (!ps_starts_type(p, t)) {
      ps_error(p, E_EXPECTED_TYPE, 0, 1);
      return -1;
    }
    if (++count == GNC_MAX_PARAMS + 1) cc_error(p->c, E_TOO_MANY_PARAMS, t->pos, t->len, GNC_MAX_PARAMS);
    n = ps_new(p, N_PARAM, t->pos);
    ty = ps_type_plain(p);
    cst = p->cst;
    if (PS_KIND(p) == TK_STAR && !p->fail) ty = ps_pointer(p, ty, &cst);
    if (*unnamed < 0 && PS_KIND(p) != TK_IDENT && !(PS_KIND(p) == TK_LPAREN && p->tk[1].kind == TK_STAR &&
                                                    p->tk[2].kind == TK_IDENT))
      *unnamed = (int32_t)(p->tk - p->t);
    if (PS_KIND(p) == TK_LPAREN && p->tk[1].kind == TK_STAR && p->tk[2].kind == TK_IDENT &&
        p->tk[3].kind == TK_RPAREN && p->tk[4].kind == TK_LBRACKET) { /* T (*a)[m]...: a pointer to rows, as */
      name = p->tk + 2;                                                /* T a[][m]... (m may be variable) */
      dims = p->tk + 4;
      p->tk = dims;
      p->rows_only = 1;
    } else {
      name = ps_declarator(p, &ty, &dims, PS_D_ABSTRACT | PS_D_PARAM);
    }
    if (p->fail) return -1;
    PS_NODE(p, n)->ty = (uint16_t)ty;
    if (cst) PS_NODE(p, n)->flags |= NF_CONST;
    if (name) {
      if (p->nen && ps_enum_find(p, name->pos, name->len, 0) >= 0) cc_error(p->c, E_ENUM_NAME, name->pos, name->len, 0);
      PS_NODE(p, n)->name = name->pos;
      PS_NODE(p, n)->nlen = name->len;
    }
    p->vla_ok = 1;
    ps_dims(p, n, dims);
    p->vla_ok = 0;
    if (p->fail) return -1;
    ps_array_of(p, n);
    if (PS_NODE(p, n)->flags & NF_VLA) { /* int a[n]: a pointer, as any array parameter */
      PS_NODE(p, n)->flags &= (uint16_t)~NF_VLA;
      if (!cc_vla_row(p->c, TY_BASE(PS_NODE(p, n)->ty))) PS_NODE(p, n)->b = -1; /* (int m[n][k]: b = k) */
    }
    ps_append(p, &first, &last, n);
    if (PS_KIND(p) == TK_COMMA) {
      ps_next(p);
      continue;
    }
    if (ps_expect(p, TK_RPAREN, EX_RPAREN)) return -1;
    return first;
  }
}

/* the array type of a typedef's dimensions (typedef T name[N][M]): read as a declaration's (ps_dims) into a
 * node of the name's, then made one type; an array of unknown length (typedef int v[]) is not supported */
CORE_FN static int ps_typedef_array(Parser *p, int ty, const Token *t, const Token *dims) {
  int32_t n = ps_new(p, N_DECL, t->pos);
  Node *x;
  if (n < 0) return TY_ERR;
  p->node[n].ty = (uint16_t)ty;
  ps_dims(p, n, dims);
  if (p->fail) return TY_ERR;
  x = &p->node[n];
  if (x->ty == TY_ERR) return TY_ERR;
  if (!(x->flags & NF_HASSIZE)) {
    cc_error(p->c, E_NOT_CONST_SIZE, t->pos, t->len, 0);
    return TY_ERR;
  }
  return ps_array_type(p, TY_BASE(x->ty), x->ival, t);
}

/* a declared object (an N_DECL, N_PARAM or member) whose type is an array typedef's is that array: its
 * element type and length, as if declared with the dimension (u128 x; is uint64_t x[2]) */
CORE_FN static void ps_array_of(Parser *p, int32_t n) {
  Node *x = &p->node[n];
  const Node *a;
  if (!ty_is_agg(x->ty) || TY_IS_ARR(x->ty) || TY_LO(x->ty) != TY_AGG) return;
  a = cc_agg(p->c, x->ty);
  if (a->op != AG_ARRAY) return;
  x->ty = (uint16_t)(a->ty | TY_ARR);
  x->ival = a->fn;
  x->flags |= NF_HASSIZE;
}

/* typedef T name, name2 ...; (after `typedef`): each name becomes a type specifier, in the scope of the
 * declaration (a block's end drops its names: ps_block).  A repeated typedef of the same type in one scope
 * is allowed (C11), of another type an error.  An array typedef (typedef uint64_t u128[2]) names an array
 * type: a declaration of that type is an array (ps_array_of). */
CORE_FN static void ps_typedef(Parser *p) {
  int ty0 = ps_decl_type(p), cst0 = p->cst;
  for (;;) {
    const Token *t, *dims;
    int i, ty = ty0, cst = cst0;
    if (PS_KIND(p) == TK_STAR && !p->fail) ty = ps_pointer(p, ty, &cst);
    t = ps_declarator(p, &ty, &dims, PS_D_TYPEDEF);
    if (p->fail || !t) return;
    if (dims) ty = ps_typedef_array(p, ty, t, dims);
    if (p->fail) return;
    i = ps_typedef_find(p, t);
    if (i >= p->td_scope && (p->td_ty[i] != ty || p->td_cst[i] != cst)) {
      cc_error(p->c, E_CONFLICT_FN, t->pos, t->len, 0);
    } else if (i < p->td_scope && p->ntd >= PS_MAX_TYPEDEFS) {
      cc_error(p->c, E_TOO_MANY_TYPEDEFS, t->pos, t->len, PS_MAX_TYPEDEFS);
    } else if (i < p->td_scope) {
      p->td_pos[p->ntd] = t->pos;
      p->td_len[p->ntd] = t->len;
      p->td_cst[p->ntd] = (uint8_t)cst;
      p->td_ty[p->ntd++] = (uint16_t)ty;
    }
    if (PS_KIND(p) != TK_COMMA) break;
    ps_next(p);
  }
  ps_expect(p, TK_SEMI, EX_SEMI);
}

/* the variables whose address is taken (`&x`) live in frame objects: NF_ADDR on every scalar N_DECL and
 * N_PARAM of nodes [from, to) (one function) named like the operand of an N_ADDR there.  By name, not by
 * scope: a same-named variable of another scope becomes a frame object too, which changes nothing but
 * its speed.  More than 32 such names: every scalar variable of the function. */
#define PS_MAX_ADDR 32
CORE_FN static int ps_same_name(const Parser *p, const Node *a, const Node *b) {
  int32_t i;
  if (a->nlen != b->nlen) return 0;
  for (i = 0; i < a->nlen && p->c->src[a->name + i] == p->c->src[b->name + i]; i++) {}
  return i == a->nlen;
}
CORE_FN static void ps_mark_addr(Parser *p, int32_t from, int32_t to) {
  int32_t names[PS_MAX_ADDR], nn = 0, i, j, all = 0;
  for (i = from; i < to; i++) {
    const Node *x = &p->node[i];
    if (x->kind != N_ADDR || x->a < 0 || p->node[x->a].kind != N_VAR) continue;
    for (j = 0; j < nn && !ps_same_name(p, &p->node[names[j]], &p->node[x->a]); j++) {}
    if (j < nn) continue;
    if (nn == PS_MAX_ADDR) all = 1;
    else names[nn++] = x->a;
  }
  for (i = from; i < to; i++) {
    Node *x = &p->node[i];
    if ((x->kind != N_DECL && x->kind != N_PARAM) || TY_IS_ARR(x->ty) || x->name < 0) continue;
    for (j = 0; !all && j < nn && !ps_same_name(p, &p->node[names[j]], x); j++) {}
    if (all || j < nn) x->flags |= NF_ADDR;
  }
}

/* a file-scope declaration of variables: an N_BLOCK (flag NF_GLOBAL) holding the N_DECLs */
CORE_FN static int32_t ps_globals(Parser *p, int32_t pos, int ext) {
  int32_t b, first;
  first = ps_static_decl(p, ext);
  if (first < 0) return -1;
  b = ps_new(p, N_BLOCK, pos);
  if (b < 0) return -1;
  PS_NODE(p, b)->a = first;
  PS_NODE(p, b)->flags |= NF_GLOBAL;
  return ps_done(p, b);
}

/* one top-level definition: a function definition or prototype (an N_FUNC), PS_TYPEDEF after a typedef,
 * or an error */
#define PS_TYPEDEF (-3)
CORE_FN static int32_t ps_toplevel(Parser *p) {
  const Token *t = PS_TOK(p), *name, *after = 0;
  int32_t n, params, unnamed, nstart = p->c->nnode;
  int ty, cst = 0, ext = 0, style = 0;
  if (t->kind == TK_TYPEDEF) {
    ps_next(p);
    ps_typedef(p);
    return PS_TYPEDEF;
  }
  if (t->kind == TK_STATIC_ASSERT) {
    ps_static_assert(p);
    return PS_TYPEDEF;
  }
  if (t->kind == TK_SEMI) { /* a stray ';' (`};` after a function): gcc takes it */
    ps_next(p);
    return PS_TYPEDEF;
  }
  while (t->kind == TK_STATIC || t->kind == TK_INLINE || t->kind == TK_EXTERN) { /* linkage changes nothing
                                                           in one file; an extern variable: ps_globals */
    ext |= t->kind == TK_EXTERN;
    ps_next(p);
    t = PS_TOK(p);
    if (t->kind == TK_IDENT && t[1].kind != TK_LPAREN && !ps_starts_type(p, t))
      return ps_globals(p, t->pos, ext); /* static n = 1; C89's implicit int */
  }
  if (t->kind == TK_IDENT && t[1].kind == TK_LPAREN && !ps_starts_type(p, t)) {
    ty = TY_INT; /* C89's implicit int: `main() { ... }`, `f(a, b) int a, b; { ... }` */
  } else {
    if (!ps_starts_type(p, t)) {
      if (t->kind == TK_IDENT) ps_error(p, E_EXPECTED_TYPE, 0, 1);
      else ps_error(p, E_EXPECTED, EX_FUNC, 1);
      return -1;
    }
    ty = ps_decl_type(p);
    if (p->fail) return -1;
    if ((t->kind == TK_ENUM || t->kind == TK_STRUCT || t->kind == TK_UNION) &&
        PS_KIND(p) == TK_SEMI) { /* enum E { ... }; */
      ps_next(p);
      return PS_TYPEDEF;
    }
    p->pre_ty = ty; /* for ps_globals, where these are variables */
    p->pre_cst = p->cst;
    p->pre_kw = t;
    after = PS_TOK(p);
    if (PS_KIND(p) == TK_STAR) ty = ps_pointer(p, ty, &cst);
    if (p->fail) return -1;
  }
  if (PS_KIND(p) == TK_LPAREN && ps_peek(p) == TK_STAR) {
    const Token *q = PS_TOK(p);
    if (q[2].kind != TK_IDENT || q[3].kind != TK_LPAREN) { /* a global pointer to a function */
      p->tk = after;
      p->pre = 1;
      return ps_globals(p, t->pos, ext);
    }
    /* T (*name(params))(params2): a function returning a pointer to a function */
    name = q + 2;
    p->tk = q + 3;
    n = ps_new(p, N_FUNC, t->pos);
    if (n < 0) return -1;
    params = ps_params(p, &unnamed);
    if (p->fail || ps_expect(p, TK_RPAREN, EX_RPAREN)) return -1;
    ty = ps_fn_params(p, ty, q->pos);
    if (p->fail) return -1;
    ty = ty_ptr_to(ty);
  } else {
    name = PS_TOK(p);
    if (name->kind != TK_IDENT) {
      ps_error(p, E_EXPECTED, EX_IDENT, 1);
      return -1;
    }
    ps_next(p);
    if (PS_KIND(p) != TK_LPAREN) {
      int k = PS_KIND(p);
      if (k == TK_SEMI || k == TK_ASSIGN || k == TK_COMMA || k == TK_LBRACKET) { /* global variables */
        p->tk = after;
        p->pre = 1;
        return ps_globals(p, t->pos, ext);
      }
      ps_error(p, E_EXPECTED, EX_LPAREN, 1);
      return -1;
    }
    n = ps_new(p, N_FUNC, t->pos);
    if (n < 0) return -1;
    style = ps_fn_style(p);
    params = style == FN_KR ? ps_kr_params(p, &unnamed) : ps_params(p, &unnamed);
    if (p->fail) return -1;
  }
  PS_NODE(p, n)->ival = style == FN_KR || (style == FN_NOPROTO && PS_KIND(p) == TK_SEMI) ? style : 0;
  PS_NODE(p, n)->name = name->pos;
  PS_NODE(p, n)->nlen = name->len;
  PS_NODE(p, n)->ty = (uint16_t)ty;
  PS_NODE(p, n)->a = params;
  if (p->variadic) PS_NODE(p, n)->flags |= NF_VARIADIC;
  if (PS_KIND(p) == TK_SEMI) { /* a prototype */
    ps_next(p);
    return ps_done(p, n);
  }
  if (PS_KIND(p) != TK_LBRACE) {
    ps_error(p, E_EXPECTED, EX_LBRACE, 1);
    return -1;
  }
  if (unnamed >= 0) /* a definition needs every parameter's name */
    cc_error(p->c, E_EXPECTED, p->t[unnamed].pos, p->t[unnamed].len, EX_IDENT);
  if (++p->ndefs == GNC_MAX_FUNCS + 1) cc_error(p->c, E_TOO_MANY_FUNCS, name->pos, name->len, GNC_MAX_FUNCS);
  p->addr_seen = 0;
  p->in_body = 1;
  p->fn_name = (int32_t)(name - p->t);
  PS_NODE(p, n)->b = ps_block(p);
  p->in_body = 0;
  if (p->fail) return -1;
  if (p->addr_seen) ps_mark_addr(p, nstart, p->c->nnode);
  return ps_done(p, n);
}

/* Does the program need the memory model from the start (Compiler.memory)?  A string literal, a struct or
 * union, `...` (variable arguments live in memory), a second array dimension ("]["), or a unary
 * '*' or '&' (a declarator's '*' too), which is a '*' or '&' not after the end of an operand.  Anything this
 * misses that needs it (an array passed as a pointer) makes the checker restart the compile with it. */
CORE_FN static int ps_needs_memory(const Compiler *c) {
  const Token *t = c->tok;
  int32_t i;
  for (i = 1; i < c->ntok; i++) {
    int k = t[i].kind, pk = t[i - 1].kind;
    if (k == TK_STRING || k == TK_FUNCNAME || k == TK_STRUCT || k == TK_UNION || k == TK_ELLIPSIS ||
        (k == TK_LBRACKET && pk == TK_RBRACKET))
      return 1;
    if ((k == TK_STAR || k == TK_AND) && pk != TK_IDENT && pk != TK_RPAREN && pk != TK_RBRACKET &&
        pk != TK_INC && pk != TK_DEC && pk != TK_INTLIT && pk != TK_LONGLIT && pk != TK_DBLLIT &&
        pk != TK_UINTLIT && pk != TK_ULONGLIT && pk != TK_I128LIT && pk != TK_FLTLIT && pk != TK_TRUE &&
        pk != TK_FALSE)
      return 1;
  }
  return c->ntok > 0 && t[0].kind == TK_STRING;
}

/* after a syntax error: skip to the end of the definition that starts at token `start`, counting braces:
 * a ';' outside braces, or the brace closing the body (for `... = {...}` go on to the ';') */
CORE_FN static void ps_recover(Parser *p, int32_t start) {
  int32_t i = start, depth = 0, init = 0;
  for (;;) {
    int k = p->t[i].kind;
    if (k == TK_EOF) break;
    i++;
    if (k == TK_LBRACE) {
      if (depth++ == 0 && i - 2 >= start && p->t[i - 2].kind != TK_RPAREN) init = 1; /* no function body: an
                                                    initialiser's or a struct's braces, then on to the ';' */
    } else if (k == TK_RBRACE) {
      if (depth > 0) depth--;
      if (depth == 0 && !init) break;
    } else if (k == TK_SEMI && depth == 0) {
      break;
    }
  }
  p->tk = p->t + i;
}

/* <stdlib.h>'s div_t, ldiv_t and lldiv_t (compiler.h, cc_lib_struct), made when <stdlib.h> is included and a
 * token names one of them or div, ldiv, lldiv: glibc's struct { T quot; T rem; } (T int, long, long long), in
 * byte memory as every struct */
CORE_FN static void ps_lib_structs(Parser *p) {
  Compiler *c = p->c;
  int32_t i, k, n;
  if (!(c->headers >> PP_H_STDLIB & 1u)) return;
  for (i = 0; i < c->ntok; i++)
    if (c->tok[i].kind == TK_IDENT && ps_div_name(c->src + c->tok[i].pos, c->tok[i].len) >= 0) break;
  if (i == c->ntok) return;
  c->memory = 1;
  for (k = CC_DIV_T; k <= CC_LLDIV_T; k++) {
    int w = k == CC_DIV_T ? 4 : 8;
    int32_t id = ps_agg_new(p, AG_STRUCT, 0, &c->tok[i]), m;
    if (!id) return;
    n = c->agg[id];
    p->node[n].name = -2 - k;
    p->node[n].ival = 2 * w;
    p->node[n].slot = w;
    for (m = 1; m >= 0; m--) { /* rem, then quot: the chain from quot */
      int32_t x = ps_new(p, N_DECL, c->tok[i].pos);
      if (x < 0) return;
      p->node[x].name = -2 - m;
      p->node[x].nlen = m ? 3 : 4;
      p->node[x].ty = (uint16_t)(w == 4 ? TY_INT : TY_LONG);
      p->node[x].d = m * w;
      p->node[x].next = p->node[n].a;
      p->node[n].a = x;
    }
  }
}

typedef char ps_box_fits[sizeof(Parser) <= sizeof(PsBox) ? 1 : -1];

/* the parser in the caller's box, before the first top-level definition; nonzero: no room to parse */
CORE_FN int parse_begin(Compiler *c, PsBox *b) {
  Parser *p = (Parser *)(void *)b;
  int32_t k;
  c->root = -1;
  c->nnode = 0;
  c->nagg = 0;
  if (!c->tok || c->ntok < 1 || c->tok[c->ntok - 1].kind != TK_EOF || !c->node) {
    cc_error(c, E_OUT_OF_SPACE, 0, 0, 0);
    return 1;
  }
  p->c = c;
  p->t = c->tok;
  p->tk = p->t;
  p->node = c->node;
  p->node_end = c->node + c->node_cap;
  p->nest = p->no_alignas = p->fail = p->stop = p->ndefs = p->ntd = p->nen = p->addr_seen = p->pend_def = 0;
  p->agg_scope = p->td_scope = p->in_static = p->vla_ok = p->pre = p->label_decl = p->in_body = 0;
  p->fn_name = p->typeof_ok = p->typeof_expr = p->rows_only = 0;
  p->hid = p->hid_last = -1;
  p->pq = p->pq_last = p->pq_fn = -1;
  p->pend_enum = 0;
  if (!c->memory) c->memory = ps_needs_memory(c);
  ps_lib_structs(p);
  p->cst = 0;
  for (k = 0; k < 128; k++) p->cls[k] = ps_class(k);
  return 0;
}

/* the first function of the queue (ps_fn_decl) */
CORE_FN static int32_t ps_dequeue(Parser *p) {
  int32_t f = p->pq;
  p->pq = PS_NODE(p, f)->next;
  PS_NODE(p, f)->next = -1;
  return f;
}

/* the next top-level definition or prototype: its N_FUNC, PS_SKIPPED when a syntax error abandoned it
 * (parsing goes on after it), or PS_END */
CORE_FN int32_t parse_next(PsBox *b) {
  Parser *p = (Parser *)(void *)b;
  int32_t start, f;
  if (p->pq < 0 && p->pq_fn >= 0) { /* the definition whose functions came first */
    f = p->pq_fn;
    p->pq_fn = -1;
    return f;
  }
  if (p->pq >= 0) return ps_dequeue(p);
  do { /* typedefs are the parser's own: on to the next definition */
    if (PS_KIND(p) == TK_EOF || p->stop || p->c->nerr_total >= GNC_MAX_DIAGS) return PS_END;
    start = (int32_t)(p->tk - p->t);
    p->fail = 0;
    p->nest = p->no_alignas = 0;
    f = ps_toplevel(p);
    if (p->fail) {
      p->pq = -1;
      ps_recover(p, start);
      return PS_SKIPPED;
    }
  } while (f == PS_TYPEDEF && p->pq < 0);
  if (p->pq >= 0) { /* functions declared inside f: first */
    p->pq_fn = f == PS_TYPEDEF ? -1 : f;
    return ps_dequeue(p);
  }
  return f;
}

CORE_FN int parse_run(Compiler *c) {
  PsBox b;
  int32_t last = -1, nerr0 = c->nerr_total, f;
  if (parse_begin(c, &b)) return 1;
  while ((f = parse_next(&b)) != PS_END) {
    if (f == PS_SKIPPED) continue;
    if (last < 0) c->root = f;
    else c->node[last].next = f;
    last = f;
  }
  return c->nerr_total != nerr0;
}

/* the core is also compiled as one unity translation unit: keep this file's macros to itself */
#undef PS_KIND
#undef PS_TOK
#undef PS_NODE
#undef ps_assign
#undef PSC
#undef PSC_NODE
#undef PSC_TY
#undef PSC_RMIN
#undef PSP_NODE
#undef PS_CLASS
#undef PSP
#undef PS_REDUCE
#undef PS_POSTFIX
#undef PS_SYNC_OUT
#undef PS_SYNC_IN
