/* pp.c - the C preprocessor: the user's source -> the expanded program text that the lexer reads.
 *
 * Translation phases 1-4 of C11 (5.1.1.2), in the style of chibicc:
 *   1. line splices (backslash, optional blanks, newline) are removed into a clean copy of the source (only
 *      when there are any); a table of the splices maps clean offsets back to the user's bytes;
 *   2. the clean text becomes a list of preprocessing tokens (PpTok: text, flags "first on its line" and
 *      "white space before", the offset and line it comes from); comments are white space;
 *   3. one walk over the list runs the directives and expands macros; what is left is written out.
 * Tokens live in one array and are chained by index (`next`): the tokens of the source and of the built-in
 * headers are persistent (from the bottom of the array), the tokens that expansion creates are transient
 * (from the top) and are all dropped whenever the walk is back on a persistent token, so the memory an
 * expansion may use is bounded by the array, not by the program.
 *
 * Macro expansion is Prosser's algorithm with hide sets (as in chibicc and the C standard's rules): a token
 * carries the set of macros it came out of, and an identifier is not expanded inside its own expansion;
 * a function-like macro's result gets (HS(name) & HS(')')) | {macro}.  Arguments are fully expanded before
 * substitution (except as operands of # and ##), the result is rescanned together with the rest of the
 * input, ## pastes with placemarkers for empty arguments, and `, ## __VA_ARGS__` drops the comma when the
 * variable arguments are empty (as gcc does).  Argument pre-expansion is the only recursion: it is bounded
 * by GNC_PP_MAX_DEPTH, as is the recursion of #if expressions.
 *
 * Output: the text of every token left, with the source's own spacing between tokens that were neighbours
 * in the source (comments blanked), otherwise one space or newline where the source had white space or
 * where two tokens would otherwise run together.  The position map (PpSeg) records, for each run of output
 * bytes, where it comes from: a copy of source bytes (1:1), or the expansion of a macro whose outermost
 * invocation is at a given source offset (the macro's name is there, mlen bytes).  pp_map_diags moves the
 * later passes' diagnostics back to the user's source with it.
 *
 * The standard headers are built in: #include <h> runs a short built-in text of #define lines (the macros
 * glibc and gcc define on x86-64) at once and sets a bit in Compiler.headers; of each line only the
 * replacement list of its macro stays (pp_run_text).  gcc's predefined macros are a table that costs
 * nothing until a name of it is used (pp_builtins).  #pragma and _Pragma do what gcc does, or are errors
 * where gnc cannot (pp_pragma's table); what they keep to the end (push_macro's saved definitions, poisoned
 * names) lies in the pragma store, the top of the text pool.  Limits: the output is at most
 * pp_out_cap(source length) bytes; macros, parameters, nesting and depth have the GNC_PP_* limits; the
 * token, hide-set and text arenas are carved from the part of the workspace the later passes use (they are
 * dead while the preprocessor runs): what the source's scan bounds (macros, parameter names, the source's
 * and the headers' tokens, arguments: pp_caps) first, shares of the rest for the expansions.
 */
#include "core/compiler/compiler.h"

#ifdef __CUDA_ARCH__
#define PP_DATA static __device__ const
#else
#define PP_DATA static const
#endif

/* ---------------------------------------------------------------- types */
enum { PK_EOF = 0, PK_ID, PK_NUM, PK_CHAR, PK_STR, PK_PUNCT, PK_OTHER };
enum { PF_BOL = 1, PF_SPACE = 2, PF_EXP = 4 /* made by an expansion */, PF_HDR = 8 /* from a built-in text */ };

typedef struct {
  const char *p;   /* the token's text                                                           */
  int32_t len;
  int32_t pos;     /* clean-source offset of the token, or of the outermost macro invocation       */
  int32_t mlen;    /* > 0: made by expanding the macro whose name is at pos (mlen bytes)           */
  int32_t line;    /* the source line of pos                                                      */
  int32_t hs;      /* hide set (index of its first node, -1 empty)                                */
  int32_t next;    /* the next token of the list, -1 none                                         */
  uint8_t kind, flags;
  uint16_t pad;
} PpTok;

enum { PM_OBJ = 0, PM_FUNC, PM_LINE, PM_FILE, PM_BUILTIN };
typedef struct {
  const char *name; int32_t nlen;
  int32_t body, nbody;      /* the first replacement token and their count (chained by next); of a
                               PM_BUILTIN, the offset of its line in pp_builtins                    */
  int32_t params, nparams;  /* parameter names: params .. params+nparams-1 in PpState.pnames         */
  int32_t hnext;            /* the next macro with the same hash                                   */
  uint8_t kind, variadic, defined, pad;
} PpMacro;

typedef struct { const char *p; int32_t len; } PpName;
typedef struct { int32_t id, next; } PpHs;
typedef struct { int32_t first, count, xfirst, xcount; } PpArg; /* raw tokens; expanded (-1: not yet) */
typedef struct { int32_t tok; uint8_t kind, taken, seen_else, pad; } PpCond; /* kind: 0 if 1 ifdef 2 ifndef */

#define PP_HASH_BITS 12
typedef struct {
  Compiler *c;
  const char *cs; int32_t n;             /* the clean source                                      */
  PpTok *tok; int32_t tok_cap, npers, tlow; /* persistent [0, npers), transient [tlow, tok_cap)   */
  PpHs *hs; int32_t hs_cap, nhs;
  char *text; int32_t text_cap, ntext;
  PpMacro *mac; int32_t mac_cap, nmac;
  int32_t *hash; int32_t hash_cap;
  PpName *pnames; int32_t pn_cap, npn;
  PpArg *args; int32_t args_cap, nargs;
  char *out; int32_t out_cap, nout;
  PpSeg *seg; int32_t seg_cap, nseg;
  int32_t prev_tok;                      /* the last token written (persistent index) or -1       */
  int32_t prev_src;                      /* 1: it was a copy of source text                       */
  char prev_ch;                          /* its last byte                                         */
  uint8_t pend;                          /* spacing flags of tokens that vanished                 */
  int32_t line_delta;                    /* #line                                                 */
  int32_t text_top;                      /* the pragma store: text[text_cap, text_top) (PpRec)    */
  int32_t npoison;                       /* names poisoned by #pragma GCC poison (in the store)   */
  uint8_t opt[2];                        /* __OPTIMIZE__, __OPTIMIZE_SIZE__ (pp_opt_level): 0 not
                                            defined, 1 defined, 2 unknown                         */
  const char *file; int32_t file_len;    /* __FILE__'s text (a string literal), or 0: the name    */
  PpCond *cond; int32_t cond_cap, ncond; /* open #if groups (each needs a '#' of the source)      */
  int32_t failed;                        /* a resource limit: stop                                */
  /* past the room the workspace has (cc_out_of_room): the output goes on being counted, not written */
  int32_t over;                          /* the output or its map is full: counting               */
  int32_t no_share;                      /* the expansions' room is full (stopped)                */
  size_t share;                          /* that room's bytes                                     */
  CcRoom meas;                           /* the scan of the tokens counted past the full output   */
} PpState;

/* ---------------------------------------------------------------- characters */
CORE_FN static int pp_isid(unsigned ch) { return ((ch | 32u) - 'a' < 26u) || ch == '_' || ch - '0' < 10u; }
CORE_FN static int pp_isdigit(unsigned ch) { return ch - '0' < 10u; }
CORE_FN static int pp_isblank(unsigned ch) { return ch == ' ' || ch == '\t' || ch == '\v' || ch == '\f' || ch == '\r'; }

CORE_FN static int pp_eq(const char *a, int32_t alen, const char *b, int32_t blen) {
  int32_t i;
  if (alen != blen) return 0;
  for (i = 0; i < alen; i++)
    if (a[i] != b[i]) return 0;
  return 1;
}
CORE_FN static int32_t pp_strlen(const char *s) {
  int32_t n = 0;
  while (s[n]) n++;
  return n;
}
CORE_FN static int pp_is(const PpTok *t, const char *s) {
  return (t->kind == PK_PUNCT || t->kind == PK_ID) && pp_eq(t->p, t->len, s, pp_strlen(s));
}

/* ---------------------------------------------------------------- needing the preprocessor */
/* pp_byte_needs (compiler.h): the byte test of pp_needed, shared with lex_scan and the data-parallel lexer */
CORE_FN int pp_needed(const char *src, int32_t len) {
  const unsigned char *s = (const unsigned char *)src;
  int32_t i = 0;
  if (!s) return 0;
  for (; i + 8 <= len; i += 8) { /* a word at a time: bytes equal to '#', '\\' or '_' */
    uint64_t w = (uint64_t)s[i] | (uint64_t)s[i + 1] << 8 | (uint64_t)s[i + 2] << 16 | (uint64_t)s[i + 3] << 24 |
                 (uint64_t)s[i + 4] << 32 | (uint64_t)s[i + 5] << 40 | (uint64_t)s[i + 6] << 48 |
                 (uint64_t)s[i + 7] << 56;
    uint64_t a = w ^ 0x2323232323232323ull, b = w ^ 0x5C5C5C5C5C5C5C5Cull, c = w ^ 0x5F5F5F5F5F5F5F5Full;
    uint64_t lo = 0x0101010101010101ull, hi = 0x8080808080808080ull;
    uint64_t z = ((a - lo) & ~a) | ((b - lo) & ~b) | ((c - lo) & ~c);
    if (z & hi) {
      int32_t k;
      for (k = i; k < i + 8; k++)
        if (pp_byte_needs(src, k, 0, len)) return 1;
    }
  }
  for (; i < len; i++)
    if (pp_byte_needs(src, i, 0, len)) return 1;
  return 0;
}

/* ---------------------------------------------------------------- sizes */
CORE_FN int32_t pp_out_cap(int32_t src_len) {
  int64_t n = src_len < 0 ? 0 : src_len, cap = n + n / 2 + GNC_PP_OUT_EXTRA;
  return cap > GNC_PP_MAX_OUT ? GNC_PP_MAX_OUT : (int32_t)cap;
}

/* the output's room: pp_out_cap, or the larger text that a try before measured (cc_retry) */
CORE_FN int32_t pp_text_cap(const CcScan *s) {
  int32_t m = pp_out_cap(s->len);
  if (s->room.len > m) m = s->room.len < GNC_PP_MAX_OUT ? s->room.len : GNC_PP_MAX_OUT;
  return m;
}

#define PP_A8(n) (((size_t)(n) + 7) & ~(size_t)7)
/* the map of the output: a segment per output token at most (cc_pp_budget's), and half the output bytes */
CORE_FN static int32_t pp_seg_cap(const CcScan *s) {
  CcScan b;
  int32_t half = pp_text_cap(s) / 2;
  cc_pp_budget(s, &b);
  if (cc_scan_lean(s)) return (b.tokens < half ? b.tokens : half) / 4 + 32; /* test programs: 0.19 a token */
  return (b.tokens < half ? b.tokens : half) + 64;
}

CORE_FN size_t pp_front_size(const CcScan *s) {
  return PP_A8(pp_text_cap(s)) + PP_A8(sizeof(PpSeg) * (size_t)pp_seg_cap(s)) +
         PP_A8(sizeof(PpSplice) * ((size_t)s->splices + 1));
}

/* What the preprocessor's arenas hold that the scan bounds: macros (every #define or #undef of the source
 * has a '#'; those of the headers its #include lines name, and __LINE__, __FILE__), their hash
 * table, parameter names (an identifier each, or __VA_ARGS__ once per directive; at most one per two
 * bytes), the persistent tokens (the source's, and what the headers keep: the
 * replacement lists of their macros, pp_run_text; pp_inserted_tokens; PP_INCLUDE_BYTES: the shortest
 * `#include<h>`), and the arguments of nested invocations. */
#define PP_HDR_PARAMS 24
#define PP_INCLUDE_BYTES 16
#define PP_TOKENS_MOST 320 /* pp_header_tokens of any one header (<inttypes.h>: 298) */
#define PP_MACROS_MOST 192 /* and its macros (<inttypes.h>: 187) */
CORE_FN static int32_t pp_inserted_tokens(const CcScan *s, int32_t *macros);
#define PP_MIN_SHARE ((size_t)16 << 10) /* the least room for expansions: transient tokens, hide sets, ... */
#define PP_LEAN_SHARE ((size_t)4 << 10) /* and in a lean first compile (cc_scan_lean): 69 transient tokens */
/* the room for expansions that the workspace has at least: PP_MIN_SHARE (PP_LEAN_SHARE), or
 * GNC_PP_MAX_EXPAND in a retry after the expansions ran out of room (s->room.share) */
CORE_FN static size_t pp_share(const CcScan *s) {
  size_t r = (size_t)(s->room.share < 0 ? 0 : s->room.share) << 10;
  size_t least = cc_scan_lean(s) ? PP_LEAN_SHARE : PP_MIN_SHARE;
  return r > least ? r : least;
}
typedef struct { int32_t mac, hash, pn, pers, args, cond; } PpCaps;
CORE_FN static void pp_caps(const CcScan *s, PpCaps *k) {
  int32_t hmac, htok = pp_inserted_tokens(s, &hmac);
  int64_t m = (int64_t)s->hashes + hmac + 2; /* and __LINE__, __FILE__ */
  int64_t pn = (int64_t)s->words + s->hashes;
  k->mac = m > GNC_PP_MAX_MACROS ? GNC_PP_MAX_MACROS : (int32_t)m;
  k->hash = 1;
  while (k->hash < 2 * k->mac) k->hash <<= 1;
  if (pn > s->len / 2 + 1) pn = s->len / 2 + 1;
  k->pn = (int32_t)pn + PP_HDR_PARAMS;
  k->pers = s->tokens + 1 + htok;
  /* open #if groups: each is a directive of the source (a '#'), or <assert.h>'s one, which an #include (a
   * '#' that is no #if) opens and closes */
  k->cond = s->hashes < GNC_PP_MAX_IF ? s->hashes + 1 : GNC_PP_MAX_IF;
  /* the arguments of the invocations being expanded, one within another's argument: a level holds its
   * macro's parameters and 2 more, and its arguments' commas are tokens of the source or of a macro body
   * that appears once among the levels (the hide sets), so all of them hold fewer than the persistent
   * tokens and 3 per level (GNC_PP_MAX_DEPTH levels); a lean compile has room for an eighth of that (one
   * that outgrows it stops as one whose expansions outgrew their room, and is compiled again) */
  k->args = (GNC_PP_MAX_PARAMS + 2) * (GNC_PP_MAX_DEPTH + 2);
  if (k->args > k->pers + 3 * (GNC_PP_MAX_DEPTH + 2)) k->args = k->pers + 3 * (GNC_PP_MAX_DEPTH + 2);
  if (cc_scan_lean(s)) k->args = k->args / 8 + 16;
}

/* the bytes of the arenas that pp_caps bounds (and of the state and the clean source) */
CORE_FN static size_t pp_fixed_size(const CcScan *s, const PpCaps *k) {
  return PP_A8(sizeof(PpState)) + (s->splices ? PP_A8((size_t)s->len) : 0) + PP_A8(sizeof(PpMacro) * (size_t)k->mac) +
         PP_A8(sizeof(int32_t) * (size_t)k->hash) + PP_A8(sizeof(PpName) * (size_t)k->pn) +
         PP_A8(sizeof(PpTok) * (size_t)k->pers) + PP_A8(sizeof(PpArg) * (size_t)k->args) +
         PP_A8(sizeof(PpCond) * (size_t)k->cond);
}

CORE_FN size_t pp_work_size(const CcScan *s) {
  PpCaps k;
  pp_caps(s, &k);
  return pp_fixed_size(s, &k) + pp_share(s);
}

/* ---------------------------------------------------------------- positions */
/* the user's offset of clean offset p */
CORE_FN static int32_t pp_user(const Compiler *c, int32_t p) {
  int32_t lo = 0, hi = c->nspl;
  if (hi == 0 || p < c->spl[0].pos) return p;
  while (hi - lo > 1) {
    int32_t mid = lo + (hi - lo) / 2;
    if (c->spl[mid].pos <= p) lo = mid;
    else hi = mid;
  }
  return p + c->spl[lo].add;
}

CORE_FN static void pp_set_text(Diag *d, const char *s, int32_t len) {
  int32_t i, n = len < (int32_t)sizeof d->text ? len : (int32_t)sizeof d->text;
  for (i = 0; i < n; i++) d->text[i] = s[i];
  d->tlen = n > 0 ? n : 0;
}

/* a diagnostic at token t (user positions; the %s text is the token's own text where that is not the
 * user's text at the position) */
CORE_FN static void pp_diag_at(PpState *pp, int32_t code, const PpTok *t, int32_t arg) {
  Compiler *c = pp->c;
  int32_t n0 = c->ndiag;
  if (t->mlen > 0 || (t->flags & PF_HDR)) {
    int32_t upos = pp_user(c, t->pos);
    cc_error(c, code, upos, t->mlen > 0 ? t->mlen : 0, arg);
    if (c->ndiag > n0) {
      c->diag[n0].mac = t->mlen;
      pp_set_text(&c->diag[n0], t->p, t->len);
    }
  } else {
    int32_t upos = pp_user(c, t->pos), uend = pp_user(c, t->pos + t->len);
    cc_error(c, code, upos, uend - upos, arg);
    if (c->ndiag > n0 && (uend - upos != t->len || t->p != pp->cs + t->pos)) pp_set_text(&c->diag[n0], t->p, t->len);
  }
}

/* a diagnostic over clean-source bytes [pos, pos+len) */
CORE_FN static void pp_diag_src(PpState *pp, int32_t code, int32_t pos, int32_t len, int32_t arg) {
  int32_t upos = pp_user(pp->c, pos), uend = pp_user(pp->c, pos + len);
  cc_error(pp->c, code, upos, uend - upos, arg);
}

CORE_FN static void pp_fail(PpState *pp, int32_t code, const PpTok *t, int32_t arg) {
  if (!pp->failed) pp_diag_at(pp, code, t, arg);
  pp->failed = 1;
}

/* ---------------------------------------------------------------- tokens */
CORE_FN static int32_t pp_new_pers(PpState *pp) {
  if (pp->npers >= pp->tlow) return -1;
  return pp->npers++;
}
/* the expansions' room is full: stop, and compile again with 16 times as much, the second time with
 * GNC_PP_MAX_EXPAND bytes (pp_finish), or past that, the error */
CORE_FN static void pp_no_share(PpState *pp, const PpTok *at) {
  if (pp->failed) return;
  if (pp->share >= (size_t)GNC_PP_MAX_EXPAND) pp_fail(pp, E_PP_EXPAND_BIG, at, GNC_PP_MAX_EXPAND);
  pp->no_share = 1;
  pp->failed = 1;
}
CORE_FN static int32_t pp_new(PpState *pp, const PpTok *like) {
  int32_t k;
  if (pp->tlow <= pp->npers) {
    pp_no_share(pp, like);
    return -1;
  }
  k = --pp->tlow;
  pp->tok[k] = *like;
  pp->tok[k].next = -1;
  return k;
}
/* drops every transient token, hide set and text (nothing persistent refers to them) */
CORE_FN static void pp_release(PpState *pp) {
  pp->tlow = pp->tok_cap;
  pp->nhs = 0;
  pp->ntext = 0;
}

CORE_FN static char *pp_text_alloc(PpState *pp, int32_t len, const PpTok *at) {
  char *p;
  if (len > pp->text_cap - pp->ntext) {
    pp_no_share(pp, at);
    return 0;
  }
  p = pp->text + pp->ntext;
  pp->ntext += len;
  return p;
}

/* the length of the punctuator at s (at least 1) */
CORE_FN static int32_t pp_punct_len(const char *s, int32_t n) {
  char a = s[0], b = n > 1 ? s[1] : 0, c = n > 2 ? s[2] : 0;
  if (a == '.' && b == '.' && c == '.') return 3;
  if ((a == '<' && b == '<' && c == '=') || (a == '>' && b == '>' && c == '=')) return 3;
  if (a == '-' && b == '>') return 2;
  if (a == '#' && b == '#') return 2;
  if (b == '=' && (a == '+' || a == '-' || a == '*' || a == '/' || a == '%' || a == '&' || a == '|' || a == '^' ||
                   a == '<' || a == '>' || a == '=' || a == '!'))
    return 2;
  if (a == b && (a == '+' || a == '-' || a == '<' || a == '>' || a == '&' || a == '|')) return 2;
  return 1;
}

CORE_FN static int pp_ispunct(unsigned ch) {
  switch (ch) {
  case '[': case ']': case '(': case ')': case '{': case '}': case '.': case '-': case '+': case '&': case '*':
  case '~': case '!': case '/': case '%': case '<': case '>': case '^': case '|': case '?': case ':': case ';':
  case '=': case ',': case '#':
    return 1;
  }
  return 0;
}

/* the end of a character constant or string literal starting at s[i] (quote q): at the closing quote, or
 * at the end of the line when there is none (the lexer reports it) */
CORE_FN static int32_t pp_quoted_end(const char *s, int32_t i, int32_t n, char q) {
  i++;
  while (i < n && s[i] != q && s[i] != '\n' && s[i] != '\r')
    i += (s[i] == '\\' && i + 1 < n && s[i + 1] != '\n') ? 2 : 1;
  return i < n && s[i] == q ? i + 1 : i;
}

/* one token at s[i] (no white space or comment there): its kind and length */
CORE_FN static int pp_scan(const char *s, int32_t i, int32_t n, int32_t *len) {
  unsigned ch = (unsigned char)s[i];
  int32_t j = i + 1;
  if (pp_isid(ch) && !pp_isdigit(ch)) {
    while (j < n && pp_isid((unsigned char)s[j])) j++;
    *len = j - i;
    return PK_ID;
  }
  if (pp_isdigit(ch) || (ch == '.' && i + 1 < n && pp_isdigit((unsigned char)s[i + 1]))) {
    while (j < n) {
      unsigned d = (unsigned char)s[j];
      if (pp_isid(d) || d == '.') j++;
      else if ((d == '+' || d == '-') && ((s[j - 1] | 32) == 'e' || (s[j - 1] | 32) == 'p')) j++;
      else break;
    }
    *len = j - i;
    return PK_NUM;
  }
  if (ch == '\'' || ch == '"') {
    *len = pp_quoted_end(s, i, n, (char)ch) - i;
    return ch == '\'' ? PK_CHAR : PK_STR;
  }
  if (pp_ispunct(ch)) {
    *len = pp_punct_len(s + i, n - i);
    return PK_PUNCT;
  }
  if (ch >= 0xC0u) /* a whole UTF-8 character */
    while (j < n && j < i + 4 && ((unsigned char)s[j] & 0xC0u) == 0x80u) j++;
  *len = j - i;
  return PK_OTHER;
}

/* the end of the white space and comments from s[i]; *nl counts the newlines, *sp is set if there was any;
 * an unterminated block comment is reported and runs to the end */
CORE_FN static int32_t pp_skip_space(PpState *pp, const char *s, int32_t i, int32_t n, int32_t *nl, int *sp,
                                     int report) {
  for (;;) {
    if (i >= n) return i;
    if (s[i] == '\n') { (*nl)++; *sp = 1; i++; continue; }
    if (pp_isblank((unsigned char)s[i])) { *sp = 1; i++; continue; }
    if (s[i] == '/' && i + 1 < n && s[i + 1] == '/') {
      while (i < n && s[i] != '\n' && s[i] != '\r') i++;
      *sp = 1;
      continue;
    }
    if (s[i] == '/' && i + 1 < n && s[i + 1] == '*') {
      int32_t j = i + 2;
      while (j + 1 < n && !(s[j] == '*' && s[j + 1] == '/')) {
        if (s[j] == '\n') (*nl)++;
        j++;
      }
      if (j + 1 >= n) {
        if (report) pp_diag_src(pp, E_UNTERM_COMMENT, i, 2, 0);
        if (j < n && s[j] == '\n') (*nl)++;
        return n;
      }
      i = j + 2;
      *sp = 1;
      continue;
    }
    return i;
  }
}

/* Tokenizes s[0, n) into persistent tokens; returns the first (the list ends with an EOF token, which the
 * caller may unlink).  src: s is the clean source (offsets and lines are its own, a '\r' alone counts as
 * white space); else every token gets position pos0 and line line0 and the flag PF_HDR. */
CORE_FN static int32_t pp_tokenize(PpState *pp, const char *s, int32_t n, int src, int32_t pos0, int32_t line0,
                                   int32_t *last) {
  int32_t i = 0, first = -1, prev = -1, line = 1, nl = 0, k = 0;
  int bol = 1;
  for (;;) {
    int sp = 0, kind;
    int32_t len = 0, t;
    nl = 0;
    i = pp_skip_space(pp, s, i, n, &nl, &sp, src);
    if (nl) bol = 1;
    if (src) {
      line += nl;
      while (k < pp->c->nspl && pp->c->spl[k].pos <= i) { line++; k++; } /* each splice held a newline */
    }
    t = pp_new_pers(pp);
    if (t < 0) {
      PpTok at;
      at.p = s + (i < n ? i : 0); at.len = 0; at.pos = src ? i : pos0; at.mlen = 0; at.flags = src ? 0 : PF_HDR;
      pp_no_share(pp, &at); /* the transient tokens took the rest: compile again with more room */
      return -1;
    }
    if (i >= n) {
      kind = PK_EOF;
      len = 0;
    } else {
      kind = pp_scan(s, i, n, &len);
    }
    {
      PpTok *tk = &pp->tok[t];
      tk->p = s + i;
      tk->len = len;
      tk->pos = src ? i : pos0;
      tk->mlen = 0;
      tk->line = src ? line : line0;
      tk->hs = -1;
      tk->next = -1;
      tk->kind = (uint8_t)kind;
      tk->flags = (uint8_t)((bol ? PF_BOL : 0) | (sp ? PF_SPACE : 0) | (src ? 0 : PF_HDR));
      tk->pad = 0;
    }
    if (prev >= 0) pp->tok[prev].next = t;
    else first = t;
    prev = t;
    if (kind == PK_EOF) break;
    bol = 0;
    i += len;
  }
  *last = prev;
  return first;
}

/* ---------------------------------------------------------------- hide sets */
CORE_FN static int pp_hs_has(const PpState *pp, int32_t h, int32_t id) {
  for (; h >= 0; h = pp->hs[h].next)
    if (pp->hs[h].id == id) return 1;
  return 0;
}
CORE_FN static int32_t pp_hs_node(PpState *pp, int32_t id, int32_t next, const PpTok *at) {
  if (pp->nhs >= pp->hs_cap) {
    pp_no_share(pp, at);
    return -1;
  }
  pp->hs[pp->nhs].id = id;
  pp->hs[pp->nhs].next = next;
  return pp->nhs++;
}
/* a | b (a copied, b shared) */
CORE_FN static int32_t pp_hs_union(PpState *pp, int32_t a, int32_t b, const PpTok *at) {
  int32_t head = b, tail = -1;
  if (a < 0) return b;
  if (b < 0) return a;
  for (; a >= 0 && !pp->failed; a = pp->hs[a].next) {
    int32_t k;
    if (pp_hs_has(pp, b, pp->hs[a].id)) continue;
    k = pp_hs_node(pp, pp->hs[a].id, b, at);
    if (k < 0) return -1;
    if (tail < 0) head = k;
    else pp->hs[tail].next = k;
    tail = k;
  }
  return head;
}
CORE_FN static int32_t pp_hs_inter(PpState *pp, int32_t a, int32_t b, const PpTok *at) {
  int32_t head = -1;
  for (; a >= 0 && !pp->failed; a = pp->hs[a].next)
    if (pp_hs_has(pp, b, pp->hs[a].id)) head = pp_hs_node(pp, pp->hs[a].id, head, at);
  return head;
}

/* ---------------------------------------------------------------- predefined macros */
/* gcc's predefined macros (gcc -std=gnu17 -dM -E on x86-64 Linux) that mean the same in gnc, with gcc's text
 * (but the DBL_ constants, whose L suffix gnc's lexer rejects: the same value), and gnc's own (__gnc__, the
 * fixed __DATE__ and __TIME__): one line "NAME BODY" or "NAME(c) BODY" each, sorted by name (bytes; a name
 * before the longer names it starts) for pp_builtin_find.  Left out: what names a feature gnc does not have
 * (__GNUC__ and gcc's extensions, __SIZEOF_INT128__, long double, _FloatN, decimal floats, complex,
 * atomics, the ISA extensions), and what says nothing about a program's meaning.  They are not macros of
 * the table: a name is looked up here when no macro entry has it (pp_lookup), and gets an entry (as
 * PM_BUILTIN) only when a directive defines, undefines or restores it.  __OPTIMIZE__ and __OPTIMIZE_SIZE__
 * are defined only after #pragma GCC optimize asks for it (pp_opt_level). */
PP_DATA char pp_builtins[] =
    "_LP64 1\n__BYTE_ORDER__ __ORDER_LITTLE_ENDIAN__\n__CHAR16_TYPE__ short unsigned int\n"
    "__CHAR32_TYPE__ unsigned int\n__CHAR_BIT__ 8\n__DATE__ \"Jan  1 1970\"\n__DBL_DECIMAL_DIG__ 17\n"
    "__DBL_DENORM_MIN__ ((double)4.94065645841246544176568792868221372e-324)\n__DBL_DIG__ 15\n"
    "__DBL_EPSILON__ ((double)2.22044604925031308084726333618164062e-16)\n__DBL_HAS_DENORM__ 1\n"
    "__DBL_HAS_INFINITY__ 1\n__DBL_HAS_QUIET_NAN__ 1\n__DBL_IS_IEC_60559__ 2\n__DBL_MANT_DIG__ 53\n"
    "__DBL_MAX_10_EXP__ 308\n__DBL_MAX_EXP__ 1024\n"
    "__DBL_MAX__ ((double)1.79769313486231570814527423731704357e+308)\n__DBL_MIN_10_EXP__ (-307)\n"
    "__DBL_MIN_EXP__ (-1021)\n__DBL_MIN__ ((double)2.22507385850720138309023271733240406e-308)\n"
    "__DBL_NORM_MAX__ ((double)1.79769313486231570814527423731704357e+308)\n__DECIMAL_DIG__ 21\n__ELF__ 1\n"
    "__FINITE_MATH_ONLY__ 0\n__FLOAT_WORD_ORDER__ __ORDER_LITTLE_ENDIAN__\n__FLT_DECIMAL_DIG__ 9\n"
    "__FLT_DENORM_MIN__ 1.40129846432481707092372958328991613e-45F\n__FLT_DIG__ 6\n"
    "__FLT_EPSILON__ 1.19209289550781250000000000000000000e-7F\n__FLT_EVAL_METHOD_TS_18661_3__ 0\n"
    "__FLT_EVAL_METHOD__ 0\n__FLT_HAS_DENORM__ 1\n__FLT_HAS_INFINITY__ 1\n__FLT_HAS_QUIET_NAN__ 1\n"
    "__FLT_IS_IEC_60559__ 2\n__FLT_MANT_DIG__ 24\n__FLT_MAX_10_EXP__ 38\n__FLT_MAX_EXP__ 128\n"
    "__FLT_MAX__ 3.40282346638528859811704183484516925e+38F\n__FLT_MIN_10_EXP__ (-37)\n__FLT_MIN_EXP__ (-125)\n"
    "__FLT_MIN__ 1.17549435082228750796873653722224568e-38F\n"
    "__FLT_NORM_MAX__ 3.40282346638528859811704183484516925e+38F\n__FLT_RADIX__ 2\n__INT16_C(c) c\n"
    "__INT16_MAX__ 0x7fff\n__INT16_TYPE__ short int\n__INT32_C(c) c\n__INT32_MAX__ 0x7fffffff\n__INT32_TYPE__ int\n"
    "__INT64_C(c) c ## L\n__INT64_MAX__ 0x7fffffffffffffffL\n__INT64_TYPE__ long int\n__INT8_C(c) c\n"
    "__INT8_MAX__ 0x7f\n__INT8_TYPE__ signed char\n__INTMAX_C(c) c ## L\n__INTMAX_MAX__ 0x7fffffffffffffffL\n"
    "__INTMAX_TYPE__ long int\n__INTMAX_WIDTH__ 64\n__INTPTR_MAX__ 0x7fffffffffffffffL\n__INTPTR_TYPE__ long int\n"
    "__INTPTR_WIDTH__ 64\n__INT_FAST16_MAX__ 0x7fffffffffffffffL\n__INT_FAST16_TYPE__ long int\n"
    "__INT_FAST16_WIDTH__ 64\n__INT_FAST32_MAX__ 0x7fffffffffffffffL\n__INT_FAST32_TYPE__ long int\n"
    "__INT_FAST32_WIDTH__ 64\n__INT_FAST64_MAX__ 0x7fffffffffffffffL\n__INT_FAST64_TYPE__ long int\n"
    "__INT_FAST64_WIDTH__ 64\n__INT_FAST8_MAX__ 0x7f\n__INT_FAST8_TYPE__ signed char\n__INT_FAST8_WIDTH__ 8\n"
    "__INT_LEAST16_MAX__ 0x7fff\n__INT_LEAST16_TYPE__ short int\n__INT_LEAST16_WIDTH__ 16\n"
    "__INT_LEAST32_MAX__ 0x7fffffff\n__INT_LEAST32_TYPE__ int\n__INT_LEAST32_WIDTH__ 32\n"
    "__INT_LEAST64_MAX__ 0x7fffffffffffffffL\n__INT_LEAST64_TYPE__ long int\n__INT_LEAST64_WIDTH__ 64\n"
    "__INT_LEAST8_MAX__ 0x7f\n__INT_LEAST8_TYPE__ signed char\n__INT_LEAST8_WIDTH__ 8\n__INT_MAX__ 0x7fffffff\n"
    "__INT_WIDTH__ 32\n__LONG_LONG_MAX__ 0x7fffffffffffffffLL\n__LONG_LONG_WIDTH__ 64\n"
    "__LONG_MAX__ 0x7fffffffffffffffL\n__LONG_WIDTH__ 64\n__LP64__ 1\n__NO_INLINE__ 1\n__OPTIMIZE_SIZE__ 1\n"
    "__OPTIMIZE__ 1\n__ORDER_BIG_ENDIAN__ 4321\n__ORDER_LITTLE_ENDIAN__ 1234\n__ORDER_PDP_ENDIAN__ 3412\n"
    "__PTRDIFF_MAX__ 0x7fffffffffffffffL\n__PTRDIFF_TYPE__ long int\n__PTRDIFF_WIDTH__ 64\n__SCHAR_MAX__ 0x7f\n"
    "__SCHAR_WIDTH__ 8\n__SHRT_MAX__ 0x7fff\n__SHRT_WIDTH__ 16\n__SIG_ATOMIC_MAX__ 0x7fffffff\n"
    "__SIG_ATOMIC_MIN__ (-__SIG_ATOMIC_MAX__ - 1)\n__SIG_ATOMIC_TYPE__ int\n__SIG_ATOMIC_WIDTH__ 32\n"
    "__SIZEOF_DOUBLE__ 8\n__SIZEOF_FLOAT__ 4\n__SIZEOF_INT__ 4\n__SIZEOF_LONG_LONG__ 8\n__SIZEOF_LONG__ 8\n"
    "__SIZEOF_POINTER__ 8\n__SIZEOF_PTRDIFF_T__ 8\n__SIZEOF_SHORT__ 2\n__SIZEOF_SIZE_T__ 8\n__SIZEOF_WCHAR_T__ 4\n"
    "__SIZEOF_WINT_T__ 4\n__SIZE_MAX__ 0xffffffffffffffffUL\n__SIZE_TYPE__ long unsigned int\n__SIZE_WIDTH__ 64\n"
    "__STDC_HOSTED__ 1\n__STDC_IEC_559__ 1\n__STDC_IEC_60559_BFP__ 201404L\n__STDC_VERSION__ 201710L\n__STDC__ 1\n"
    "__TIME__ \"00:00:00\"\n__UINT16_C(c) c\n__UINT16_MAX__ 0xffff\n__UINT16_TYPE__ short unsigned int\n"
    "__UINT32_C(c) c ## U\n__UINT32_MAX__ 0xffffffffU\n__UINT32_TYPE__ unsigned int\n__UINT64_C(c) c ## UL\n"
    "__UINT64_MAX__ 0xffffffffffffffffUL\n__UINT64_TYPE__ long unsigned int\n__UINT8_C(c) c\n__UINT8_MAX__ 0xff\n"
    "__UINT8_TYPE__ unsigned char\n__UINTMAX_C(c) c ## UL\n__UINTMAX_MAX__ 0xffffffffffffffffUL\n"
    "__UINTMAX_TYPE__ long unsigned int\n__UINTPTR_MAX__ 0xffffffffffffffffUL\n__UINTPTR_TYPE__ long unsigned int\n"
    "__UINT_FAST16_MAX__ 0xffffffffffffffffUL\n__UINT_FAST16_TYPE__ long unsigned int\n"
    "__UINT_FAST32_MAX__ 0xffffffffffffffffUL\n__UINT_FAST32_TYPE__ long unsigned int\n"
    "__UINT_FAST64_MAX__ 0xffffffffffffffffUL\n__UINT_FAST64_TYPE__ long unsigned int\n__UINT_FAST8_MAX__ 0xff\n"
    "__UINT_FAST8_TYPE__ unsigned char\n__UINT_LEAST16_MAX__ 0xffff\n__UINT_LEAST16_TYPE__ short unsigned int\n"
    "__UINT_LEAST32_MAX__ 0xffffffffU\n__UINT_LEAST32_TYPE__ unsigned int\n"
    "__UINT_LEAST64_MAX__ 0xffffffffffffffffUL\n__UINT_LEAST64_TYPE__ long unsigned int\n__UINT_LEAST8_MAX__ 0xff\n"
    "__UINT_LEAST8_TYPE__ unsigned char\n__WCHAR_MAX__ 0x7fffffff\n__WCHAR_MIN__ (-__WCHAR_MAX__ - 1)\n"
    "__WCHAR_TYPE__ int\n__WCHAR_WIDTH__ 32\n__WINT_MAX__ 0xffffffffU\n__WINT_MIN__ 0U\n"
    "__WINT_TYPE__ unsigned int\n__WINT_WIDTH__ 32\n__amd64 1\n__amd64__ 1\n__gnc__ 1\n__gnu_linux__ 1\n__linux 1\n"
    "__linux__ 1\n__unix 1\n__unix__ 1\n__x86_64 1\n__x86_64__ 1\nlinux 1\nunix 1\n";

/* the offset of the line of builtin macro s[0, n) in pp_builtins, or -1 (a binary search over the lines) */
CORE_FN static int32_t pp_builtin_find(const char *s, int32_t n) {
  int32_t lo = 0, hi = (int32_t)sizeof pp_builtins - 1;
  if (n < 4 || (s[0] != '_' && !pp_eq(s, n, "linux", 5) && !pp_eq(s, n, "unix", 4))) return -1;
  while (lo < hi) {
    int32_t mid = lo + (hi - lo) / 2, i = 0;
    int c = 0;
    while (mid > lo && pp_builtins[mid - 1] != '\n') mid--;
    for (; c == 0; i++) { /* the line's name against s; a name's end is below every byte */
      int a = pp_isid((unsigned char)pp_builtins[mid + i]) ? (unsigned char)pp_builtins[mid + i] : 0;
      int b = i < n ? (unsigned char)s[i] : 0;
      c = a - b;
      if (a == 0 || b == 0) break;
    }
    if (c == 0) return mid;
    if (c > 0) {
      hi = mid;
    } else {
      while (pp_builtins[mid] != '\n') mid++;
      lo = mid + 1;
    }
  }
  return -1;
}

/* 0 for __OPTIMIZE__, 1 for __OPTIMIZE_SIZE__ (pp->opt), -1 for other names */
CORE_FN static int pp_opt_bit(const char *s, int32_t n) {
  return pp_eq(s, n, "__OPTIMIZE__", 12) ? 0 : pp_eq(s, n, "__OPTIMIZE_SIZE__", 17) ? 1 : -1;
}

/* the definition of the builtin macro at line off (all but name and hnext): object-like, or function-like
 * with the one parameter c */
CORE_FN static void pp_builtin_mac(const PpState *pp, int32_t off, PpMacro *m) {
  const char *s = pp_builtins + off;
  int32_t n = 0;
  while (pp_isid((unsigned char)s[n])) n++;
  m->kind = PM_BUILTIN;
  m->body = off;
  m->nbody = 0;
  m->params = 0;
  m->nparams = s[n] == '(';
  m->variadic = 0;
  m->pad = 0;
  m->defined = pp_opt_bit(s, n) < 0 || pp->opt[pp_opt_bit(s, n)] != 0;
}

/* ---------------------------------------------------------------- macros */
CORE_FN static uint32_t pp_hash(const char *s, int32_t n) {
  uint32_t h = 2166136261u;
  int32_t i;
  for (i = 0; i < n; i++) h = (h ^ (unsigned char)s[i]) * 16777619u;
  return h;
}
/* the macro entry of a name (defined or not), or -1 */
CORE_FN static int32_t pp_find(const PpState *pp, const char *s, int32_t n) {
  int32_t m = pp->hash[pp_hash(s, n) & (uint32_t)(pp->hash_cap - 1)];
  for (; m >= 0; m = pp->mac[m].hnext)
    if (pp_eq(pp->mac[m].name, pp->mac[m].nlen, s, n)) return m;
  return -1;
}
CORE_FN static int pp_defined(const PpState *pp, const char *s, int32_t n) {
  int32_t m = pp_find(pp, s, n);
  return m >= 0 && pp->mac[m].defined;
}
/* the macro that identifier t names: its entry, or mac_cap + the line of a builtin macro without one
 * (an id of hide sets like an entry's), or -1.  __OPTIMIZE__ or __OPTIMIZE_SIZE__ where gnc does not know
 * gcc's (pp_opt_level) is an error. */
CORE_FN static int32_t pp_lookup(PpState *pp, const PpTok *t) {
  int32_t m, bit;
  PpMacro b;
  if (t->kind != PK_ID) return -1;
  m = pp_find(pp, t->p, t->len);
  if (m >= 0 && (!pp->mac[m].defined || pp->mac[m].kind != PM_BUILTIN)) return pp->mac[m].defined ? m : -1;
  bit = pp_opt_bit(t->p, t->len);
  if (bit >= 0 && pp->opt[bit] == 2) {
    pp_diag_at(pp, E_PP_OPT_UNKNOWN, t, 0);
    return -1;
  }
  if (m >= 0) return m;
  m = pp_builtin_find(t->p, t->len);
  if (m < 0) return -1;
  pp_builtin_mac(pp, m, &b);
  return b.defined ? pp->mac_cap + m : -1;
}
/* the entry for a name, made if new (a builtin macro's as its definition) */
CORE_FN static int32_t pp_entry(PpState *pp, const PpTok *name) {
  int32_t m = pp_find(pp, name->p, name->len), b;
  uint32_t h;
  if (m >= 0) return m;
  if (pp->nmac >= pp->mac_cap) {
    pp_fail(pp, E_PP_TOO_MANY_MACROS, name, pp->mac_cap);
    return -1;
  }
  h = pp_hash(name->p, name->len) & (uint32_t)(pp->hash_cap - 1);
  m = pp->nmac++;
  b = pp_builtin_find(name->p, name->len);
  if (b >= 0) pp_builtin_mac(pp, b, &pp->mac[m]);
  else pp->mac[m].defined = 0;
  pp->mac[m].name = name->p;
  pp->mac[m].nlen = name->len;
  pp->mac[m].hnext = pp->hash[h];
  pp->hash[h] = m;
  return m;
}

/* the parameter index of identifier t in macro m, or -1 */
CORE_FN static int32_t pp_param(const PpState *pp, const PpMacro *m, const PpTok *t) {
  int32_t i;
  if (t->kind != PK_ID || m->kind != PM_FUNC) return -1;
  for (i = 0; i < m->nparams; i++) {
    const PpName *pn = &pp->pnames[m->params + i];
    if (pp_eq(pn->p, pn->len, t->p, t->len)) return i;
  }
  return -1;
}

/* ---------------------------------------------------------------- the pragma store */
/* What #pragma keeps to the end of the program, as records at the top of the text pool: text[text_cap,
 * text_top), the newest at text_cap (taking the room from the pool, and giving it back when a record is
 * dropped), each a PpRec and its name (push_macro's saved definitions, poisoned names).  Its room is the
 * expansions' (pp_no_share: the compile runs again with more, up to GNC_PP_MAX_EXPAND), as _Pragma in a
 * macro may push without end. */
enum { PR_PUSH = 1, PR_POISON };
typedef struct {
  int32_t size, nlen, type; /* the record's bytes (its name's included), the name's, PR_*        */
  PpMacro def;              /* PR_PUSH: the definition push_macro saved (not its name: pp_redefine) */
} PpRec;

CORE_FN static void pp_copy(void *to, const void *from, int32_t n) {
  char *d = (char *)to;
  const char *s = (const char *)from;
  int32_t i;
  for (i = 0; i < n; i++) d[i] = s[i];
}

/* adds record r with name[0, r->nlen): 0, or 1 when the room is full (stopped) */
CORE_FN static int pp_store_add(PpState *pp, PpRec *r, const char *name, const PpTok *at) {
  int32_t need = (int32_t)sizeof(PpRec) + r->nlen;
  if (need > pp->text_cap - pp->ntext) {
    pp_no_share(pp, at);
    return 1;
  }
  pp->text_cap -= need;
  r->size = need;
  pp_copy(pp->text + pp->text_cap, r, (int32_t)sizeof(PpRec));
  pp_copy(pp->text + pp->text_cap + sizeof(PpRec), name, r->nlen);
  return 0;
}

/* the offset of the newest record of type `type` named s[0, n) (any name when s is 0), with it in *r; or -1 */
CORE_FN static int32_t pp_store_find(const PpState *pp, int type, const char *s, int32_t n, PpRec *r) {
  int32_t off;
  for (off = pp->text_cap; off < pp->text_top; off += r->size) {
    pp_copy(r, pp->text + off, (int32_t)sizeof(PpRec));
    if (r->type == type && (!s || pp_eq(pp->text + off + sizeof(PpRec), r->nlen, s, n))) return off;
  }
  return -1;
}

/* drops the record at off (of size bytes): the newer ones move up over it */
CORE_FN static void pp_store_drop(PpState *pp, int32_t off, int32_t size) {
  int32_t i;
  for (i = off - 1; i >= pp->text_cap; i--) pp->text[i + size] = pp->text[i];
  pp->text_cap += size;
}

/* #pragma GCC poison: an identifier of the source that is read after it (not in a skipped group, nor the
 * expansion of a macro defined before) is an error, as in gcc */
CORE_FN static void pp_check_poison(PpState *pp, int32_t t) {
  const PpTok *x = &pp->tok[t];
  PpRec r;
  if (t < pp->npers && x->kind == PK_ID && !(x->flags & (PF_HDR | PF_EXP)) &&
      pp_store_find(pp, PR_POISON, x->p, x->len, &r) >= 0)
    pp_diag_at(pp, E_PP_POISONED, x, 0);
}

/* ---------------------------------------------------------------- directives: lines */
/* the token after the line that starts at t (the first one on a new line, or EOF) */
CORE_FN static int32_t pp_line_end(const PpState *pp, int32_t t) {
  for (t = pp->tok[t].next; t >= 0 && pp->tok[t].kind != PK_EOF && !(pp->tok[t].flags & PF_BOL);
       t = pp->tok[t].next) {}
  return t;
}
CORE_FN static int pp_at_eol(const PpState *pp, int32_t t) {
  return t < 0 || pp->tok[t].kind == PK_EOF || (pp->tok[t].flags & PF_BOL);
}

/* 1 if definition b is that of the builtin macro at line off (C11 6.10.3p2) */
CORE_FN static int pp_same_builtin(const PpState *pp, int32_t off, const PpMacro *b) {
  const char *s = pp_builtins + off;
  int32_t i = 0, n, k = 0, x = b->body, len;
  while (pp_isid((unsigned char)s[i])) i++;
  if (s[i] == '(') { /* (c) */
    if (b->kind != PM_FUNC || b->nparams != 1 || b->variadic ||
        !pp_eq(pp->pnames[b->params].p, pp->pnames[b->params].len, "c", 1))
      return 0;
    i += 3;
  } else if (b->kind != PM_OBJ) {
    return 0;
  }
  for (n = i; s[n] != '\n'; n++) {}
  for (;;) {
    int sp = 0;
    while (i < n && s[i] == ' ') { i++; sp = 1; }
    if (i >= n) break;
    pp_scan(s, i, n, &len);
    if (k >= b->nbody || !pp_eq(pp->tok[x].p, pp->tok[x].len, s + i, len)) return 0;
    if (k > 0 && ((pp->tok[x].flags & PF_SPACE) != 0) != sp) return 0;
    x = pp->tok[x].next;
    k++;
    i += len;
  }
  return k == b->nbody;
}

/* 1 if two definitions of a macro are the same (C11 6.10.3p2) */
CORE_FN static int pp_same_def(const PpState *pp, const PpMacro *a, const PpMacro *b) {
  int32_t i, x, y;
  if (a->kind == PM_BUILTIN) return pp_same_builtin(pp, a->body, b);
  if (a->kind != b->kind || a->nparams != b->nparams || a->variadic != b->variadic || a->nbody != b->nbody) return 0;
  for (i = 0; i < a->nparams; i++)
    if (!pp_eq(pp->pnames[a->params + i].p, pp->pnames[a->params + i].len, pp->pnames[b->params + i].p,
               pp->pnames[b->params + i].len))
      return 0;
  for (i = 0, x = a->body, y = b->body; i < a->nbody; i++, x = pp->tok[x].next, y = pp->tok[y].next) {
    const PpTok *s = &pp->tok[x], *t = &pp->tok[y];
    if (!pp_eq(s->p, s->len, t->p, t->len)) return 0;
    if (i > 0 && ((s->flags & PF_SPACE) != 0) != ((t->flags & PF_SPACE) != 0)) return 0;
  }
  return 1;
}

/* #define: dir is the directive name ("define") */
CORE_FN static void pp_define(PpState *pp, int32_t dir) {
  PpMacro m;
  const PpTok *name;
  int32_t t = pp->tok[dir].next, id, k, i, prev;
  if (pp_at_eol(pp, t) || pp->tok[t].kind != PK_ID) {
    pp_diag_at(pp, E_PP_MACRO_NAME, &pp->tok[pp_at_eol(pp, t) ? dir : t], 0);
    return;
  }
  name = &pp->tok[t];
  if (pp_is(name, "defined")) {
    pp_diag_at(pp, E_PP_DEFINED_NAME, name, 0);
    return;
  }
  m.name = name->p;
  m.nlen = name->len;
  m.kind = PM_OBJ;
  m.variadic = 0;
  m.defined = 1;
  m.pad = 0;
  m.params = pp->npn;
  m.nparams = 0;
  k = name->next;
  if (!pp_at_eol(pp, k) && pp_is(&pp->tok[k], "(") && !(pp->tok[k].flags & PF_SPACE)) { /* parameters */
    m.kind = PM_FUNC;
    k = pp->tok[k].next;
    if (!pp_at_eol(pp, k) && pp_is(&pp->tok[k], ")")) {
      k = pp->tok[k].next;
    } else {
      for (;;) {
        const PpTok *p = &pp->tok[pp_at_eol(pp, k) ? t : k];
        if (pp_at_eol(pp, k)) { pp_diag_at(pp, E_PP_BAD_PARAMS, p, 0); return; }
        if (pp_is(p, "...")) {
          m.variadic = 1;
          p = 0;
        } else if (p->kind != PK_ID || pp_is(p, "__VA_ARGS__")) {
          pp_diag_at(pp, E_PP_BAD_PARAMS, p, 0);
          return;
        }
        if (m.nparams >= GNC_PP_MAX_PARAMS) {
          pp_diag_at(pp, E_PP_TOO_MANY_PARAMS, &pp->tok[k], GNC_PP_MAX_PARAMS);
          return;
        }
        if (pp->npn + m.nparams >= pp->pn_cap) { pp_fail(pp, E_PP_TOO_LARGE, &pp->tok[k], pp->out_cap); return; }
        if (p) {
          for (i = 0; i < m.nparams; i++)
            if (pp_eq(pp->pnames[m.params + i].p, pp->pnames[m.params + i].len, p->p, p->len)) {
              pp_diag_at(pp, E_PP_DUP_PARAM, p, 0);
              return;
            }
          pp->pnames[m.params + m.nparams].p = p->p;
          pp->pnames[m.params + m.nparams].len = p->len;
          k = pp->tok[k].next;
          if (!pp_at_eol(pp, k) && pp_is(&pp->tok[k], "...")) { /* GNU: a named variable argument */
            m.variadic = 1;
            k = pp->tok[k].next;
          }
        } else {
          pp->pnames[m.params + m.nparams].p = "__VA_ARGS__";
          pp->pnames[m.params + m.nparams].len = 11;
          k = pp->tok[k].next;
        }
        m.nparams++;
        if (!pp_at_eol(pp, k) && pp_is(&pp->tok[k], ")")) { k = pp->tok[k].next; break; }
        if (m.variadic || pp_at_eol(pp, k) || !pp_is(&pp->tok[k], ",")) {
          pp_diag_at(pp, E_PP_BAD_PARAMS, &pp->tok[pp_at_eol(pp, k) ? t : k], 0);
          return;
        }
        k = pp->tok[k].next;
      }
    }
  }
  /* the replacement list */
  m.body = k;
  m.nbody = 0;
  for (i = k, prev = -1; !pp_at_eol(pp, i); prev = i, i = pp->tok[i].next) {
    const PpTok *b = &pp->tok[i];
    m.nbody++;
    if (pp_is(b, "__VA_ARGS__") && !(m.kind == PM_FUNC && m.variadic &&
                                      pp_eq(pp->pnames[m.params + m.nparams - 1].p,
                                            pp->pnames[m.params + m.nparams - 1].len, "__VA_ARGS__", 11))) {
      pp_diag_at(pp, E_PP_VA_ARGS, b, 0);
      return;
    }
    if (pp_is(b, "##") && (prev < 0 || pp_at_eol(pp, b->next))) {
      pp_diag_at(pp, E_PP_PASTE_END, b, 0);
      return;
    }
    if (m.kind == PM_FUNC && pp_is(b, "#") &&
        (pp_at_eol(pp, b->next) || pp_param(pp, &m, &pp->tok[b->next]) < 0)) {
      pp_diag_at(pp, E_PP_HASH_PARAM, b, 0);
      return;
    }
  }
  m.hnext = -1;
  id = pp_entry(pp, name);
  if (id < 0) return;
  if (pp->mac[id].defined) {
    if (!pp_same_def(pp, &pp->mac[id], &m)) pp_diag_at(pp, E_PP_REDEF, name, 0);
    return;
  }
  m.hnext = pp->mac[id].hnext;
  m.name = pp->mac[id].name;
  pp->mac[id] = m;
  pp->npn += m.nparams;
}

/* ---------------------------------------------------------------- expansion */
CORE_FN static int32_t pp_expand_list(PpState *pp, int32_t first, int32_t count, int depth, int32_t *xcount);

/* appends a transient copy of token s to the list [*head, *tail]; returns its index */
CORE_FN static int32_t pp_append(PpState *pp, int32_t *head, int32_t *tail, int32_t s) {
  int32_t k = pp_new(pp, &pp->tok[s]);
  if (k < 0) return -1;
  if (*tail >= 0) pp->tok[*tail].next = k;
  else *head = k;
  *tail = k;
  return k;
}

/* a new token from text (made in the text pool) that must be exactly one preprocessing token, or -1 */
CORE_FN static int32_t pp_from_text(PpState *pp, const char *s, int32_t n, const PpTok *like) {
  int32_t len = 0, k;
  int kind;
  if (n <= 0) return -1;
  kind = pp_scan(s, 0, n, &len);
  if (len != n || (s[0] == '/' && n >= 2 && (s[1] == '/' || s[1] == '*'))) return -1;
  if ((kind == PK_CHAR || kind == PK_STR) && (n < 2 || s[n - 1] != s[0])) return -1;
  k = pp_new(pp, like);
  if (k < 0) return -1;
  pp->tok[k].p = s;
  pp->tok[k].len = n;
  pp->tok[k].kind = (uint8_t)kind;
  return k;
}

/* a ## b: a new token, or -1 (reported) */
CORE_FN static int32_t pp_paste(PpState *pp, int32_t a, int32_t b) {
  const PpTok *x = &pp->tok[a], *y = &pp->tok[b];
  char *s = pp_text_alloc(pp, x->len + y->len, x);
  int32_t i, k;
  if (!s) return -1;
  for (i = 0; i < x->len; i++) s[i] = x->p[i];
  for (i = 0; i < y->len; i++) s[x->len + i] = y->p[i];
  k = pp_from_text(pp, s, x->len + y->len, x);
  if (k < 0 && !pp->failed) {
    PpTok at = *x;
    at.p = s;
    at.len = x->len + y->len;
    pp_diag_at(pp, E_PP_PASTE, &at, 0);
  }
  if (k >= 0) pp->tok[k].flags = x->flags;
  return k;
}

/* #arg: a string literal token */
CORE_FN static int32_t pp_stringize(PpState *pp, const PpArg *a, const PpTok *at) {
  int32_t i, t, n = 2, k;
  char *s;
  for (i = 0, t = a->first; i < a->count; i++, t = pp->tok[t].next) { /* the length first */
    const PpTok *x = &pp->tok[t];
    int32_t j;
    if (i > 0 && (x->flags & (PF_SPACE | PF_BOL))) n++;
    n += x->len;
    if (x->kind == PK_STR || x->kind == PK_CHAR)
      for (j = 0; j < x->len; j++) n += x->p[j] == '"' || x->p[j] == '\\';
  }
  s = pp_text_alloc(pp, n, at);
  if (!s) return -1;
  n = 0;
  s[n++] = '"';
  for (i = 0, t = a->first; i < a->count; i++, t = pp->tok[t].next) {
    const PpTok *x = &pp->tok[t];
    int32_t j;
    if (i > 0 && (x->flags & (PF_SPACE | PF_BOL))) s[n++] = ' ';
    for (j = 0; j < x->len; j++) {
      if ((x->kind == PK_STR || x->kind == PK_CHAR) && (x->p[j] == '"' || x->p[j] == '\\')) s[n++] = '\\';
      s[n++] = x->p[j];
    }
  }
  s[n++] = '"';
  k = pp_new(pp, at);
  if (k < 0) return -1;
  pp->tok[k].p = s;
  pp->tok[k].len = n;
  pp->tok[k].kind = PK_STR;
  pp->tok[k].hs = -1;
  return k;
}

/* appends copies of count tokens from first; returns 0, -1 on failure */
CORE_FN static int pp_append_n(PpState *pp, int32_t *head, int32_t *tail, int32_t first, int32_t count) {
  int32_t i;
  for (i = 0; i < count; i++, first = pp->tok[first].next)
    if (pp_append(pp, head, tail, first) < 0) return -1;
  return 0;
}

/* The replacement of macro m with arguments args (m's parameters; NULL for an object-like macro): a
 * transient list [*head, *tail] (head -1 when empty) */
CORE_FN static void pp_subst(PpState *pp, const PpMacro *m, PpArg *args, int depth, int32_t *head, int32_t *tail) {
  int32_t b = m->body, i = 0, placemarker = 0;
  int32_t comma_prev = -1, comma_tail = -1; /* the last body token copied alone, and the one before it */
  *head = *tail = -1;
  while (i < m->nbody && !pp->failed) {
    const PpTok *bt = &pp->tok[b];
    int32_t nx = bt->next, p;
    int next_paste = i + 1 < m->nbody && pp_is(&pp->tok[nx], "##");
    if (m->kind == PM_FUNC && pp_is(bt, "#") && i + 1 < m->nbody) { /* # param */
      int32_t k = pp_stringize(pp, &args[pp_param(pp, m, &pp->tok[nx])], bt);
      if (k < 0) return;
      pp->tok[k].flags = bt->flags;
      if (*tail >= 0) pp->tok[*tail].next = k;
      else *head = k;
      *tail = k;
      placemarker = 0;
      b = pp->tok[nx].next;
      i += 2;
      continue;
    }
    if (pp_is(bt, "##")) { /* the left operand is already in the list (or a placemarker) */
      const PpTok *rt = &pp->tok[nx];
      int32_t rp = pp_param(pp, m, rt), rfirst = nx, rcount = 1, after = rt->next;
      if (rp >= 0) {
        rfirst = args[rp].first;
        rcount = args[rp].count;
        /* GNU: ", ## __VA_ARGS__" with no variable arguments drops the comma */
        if (m->variadic && rp == m->nparams - 1 && *tail >= 0 && !placemarker && comma_tail == *tail &&
            pp_is(&pp->tok[*tail], ",")) {
          if (rcount == 0) { /* the comma came from the body just before: drop it */
            if (comma_prev >= 0) pp->tok[comma_prev].next = -1;
            else *head = -1;
            *tail = comma_prev;
          } else if (pp_append_n(pp, head, tail, rfirst, rcount)) {
            return;
          }
          placemarker = 0;
          b = after;
          i += 2;
          continue;
        }
      }
      if (rcount == 0) {
        /* x ## placemarker: x */
      } else if (placemarker || *tail < 0) {
        if (pp_append_n(pp, head, tail, rfirst, rcount)) return;
        placemarker = 0;
      } else {
        int32_t k = pp_paste(pp, *tail, rfirst);
        if (k < 0) return;
        pp->tok[*tail] = pp->tok[k]; /* the tail becomes the pasted token (k is left unused) */
        pp->tok[*tail].next = -1;
        if (pp_append_n(pp, head, tail, pp->tok[rfirst].next, rcount - 1)) return;
      }
      if (rcount == 0 && placemarker) placemarker = 1;
      else placemarker = 0;
      b = after;
      i += 2;
      continue;
    }
    p = pp_param(pp, m, bt);
    if (p >= 0) {
      PpArg *a = &args[p];
      int32_t before = *tail;
      if (next_paste) { /* an operand of ##: the argument as written */
        if (a->count == 0) placemarker = 1;
        else if (pp_append_n(pp, head, tail, a->first, a->count)) return;
        else placemarker = 0;
      } else {
        if (a->xcount < 0) {
          a->xfirst = pp_expand_list(pp, a->first, a->count, depth + 1, &a->xcount);
          if (pp->failed) return;
        }
        if (pp_append_n(pp, head, tail, a->xfirst, a->xcount)) return;
        placemarker = 0;
      }
      /* the first token of the argument takes the parameter's spacing */
      if (*tail != before) {
        int32_t f = before >= 0 ? pp->tok[before].next : *head;
        pp->tok[f].flags = (uint8_t)((pp->tok[f].flags & ~(PF_SPACE | PF_BOL)) | (bt->flags & PF_SPACE));
      }
      b = nx;
      i++;
      continue;
    }
    comma_prev = *tail;
    if (pp_append(pp, head, tail, b) < 0) return;
    comma_tail = *tail;
    placemarker = 0;
    b = nx;
    i++;
  }
}

/* The replacement of builtin macro m: the tokens of its line's body, made at `at`; of a function-like one
 * ("NAME(c) c" or "NAME(c) c ## SUFFIX"), the argument, expanded, or as written with SUFFIX pasted to its
 * end (to a placemarker when it is empty) */
CORE_FN static void pp_subst_builtin(PpState *pp, const PpMacro *m, PpArg *a, int depth, const PpTok *at,
                                     int32_t *head, int32_t *tail) {
  const char *s = pp_builtins + m->body;
  int32_t i = 0, n, len, k;
  *head = *tail = -1;
  while (pp_isid((unsigned char)s[i])) i++;
  for (n = i; s[n] != '\n'; n++) {}
  if (m->nparams) {
    i += 5; /* "(c) c", then " ## SUFFIX" or nothing */
    if (i >= n) {
      if (a->xcount < 0) {
        a->xfirst = pp_expand_list(pp, a->first, a->count, depth + 1, &a->xcount);
        if (pp->failed) return;
      }
      pp_append_n(pp, head, tail, a->xfirst, a->xcount);
      return;
    }
    if (pp_append_n(pp, head, tail, a->first, a->count)) return;
    i += 4;
  }
  for (;;) {
    int sp = 0, kind;
    while (i < n && s[i] == ' ') { i++; sp = 1; }
    if (i >= n) break;
    kind = pp_scan(s, i, n, &len);
    k = pp_new(pp, at);
    if (k < 0) return;
    pp->tok[k].p = s + i;
    pp->tok[k].len = len;
    pp->tok[k].kind = (uint8_t)kind;
    pp->tok[k].flags = (uint8_t)(sp ? PF_SPACE : 0);
    pp->tok[k].hs = -1;
    if (m->nparams && *tail >= 0) { /* the suffix, pasted */
      int32_t p = pp_paste(pp, *tail, k);
      if (p < 0) return;
      pp->tok[*tail] = pp->tok[p];
      pp->tok[*tail].next = -1;
    } else {
      if (*tail >= 0) pp->tok[*tail].next = k;
      else *head = k;
      *tail = k;
    }
    i += len;
  }
}

/* reads the arguments of function-like macro m whose '(' is lp; fills pp->args[base..] and returns the
 * ')' token, or -1 (not an invocation after all: never; or an error, reported) */
CORE_FN static int32_t pp_read_args(PpState *pp, const PpMacro *m, int32_t name, int32_t lp, int32_t base) {
  int32_t t = pp->tok[lp].next, level = 0, n = 0, start = t, count = 0, guard;
  int32_t want = m->nparams;
  for (guard = 0; guard <= pp->tok_cap; guard++) {
    const PpTok *x;
    if (t < 0 || pp->tok[t].kind == PK_EOF) {
      pp_diag_at(pp, E_PP_UNTERM_ARGS, &pp->tok[name], 0);
      return -1;
    }
    x = &pp->tok[t];
    if (level == 0 && (pp_is(x, ")") || (pp_is(x, ",") && !(m->variadic && n == want - 1)))) {
      if (n < GNC_PP_MAX_PARAMS + 1) {
        pp->args[base + n].first = start;
        pp->args[base + n].count = count;
        pp->args[base + n].xfirst = -1;
        pp->args[base + n].xcount = -1;
      }
      n++;
      if (pp_is(x, ")")) break;
      start = x->next;
      count = 0;
      t = x->next;
      continue;
    }
    if (pp_is(x, "(")) level++;
    else if (pp_is(x, ")")) level--;
    if (pp->npoison) pp_check_poison(pp, t);
    count++;
    t = x->next;
  }
  if (want == 0 && n == 1 && pp->args[base].count == 0) n = 0;
  if (m->variadic && n == want - 1) { /* no variable arguments at all */
    pp->args[base + n].first = t;
    pp->args[base + n].count = 0;
    pp->args[base + n].xfirst = -1;
    pp->args[base + n].xcount = -1;
    n++;
  }
  if (n != want) {
    pp_diag_at(pp, n < want ? E_PP_ARGS_FEW : E_PP_ARGS_MANY, &pp->tok[name], want - (m->variadic ? 1 : 0));
    return -1;
  }
  return t;
}

/* Expands the macro invocation at token t if it is one: returns the head of the replacement, linked to the
 * rest of the list (the token after the invocation when the replacement is empty), or -2 when t is no
 * invocation, or -3 after an error (the invocation is dropped: *rest is the token after it). */
CORE_FN static int32_t pp_expand(PpState *pp, int32_t t, int depth, int32_t *rest) {
  PpTok org;
  const PpTok *nt = &pp->tok[t];
  int32_t id = pp_lookup(pp, nt), head = -1, tail = -1, after, hs, k;
  PpMacro b;
  const PpMacro *m = &b;
  if (id < 0 || pp_hs_has(pp, nt->hs, id)) return -2;
  if (id < pp->mac_cap) m = &pp->mac[id];
  else pp_builtin_mac(pp, id - pp->mac_cap, &b);
  org = *nt; /* where the expansion comes from: the outermost invocation */
  if (org.mlen <= 0 || (org.flags & PF_HDR)) org.mlen = org.len;
  org.flags = (uint8_t)((nt->flags & (PF_SPACE | PF_BOL)) | PF_EXP);
  if (m->kind == PM_FUNC || (m->kind == PM_BUILTIN && m->nparams)) {
    int32_t lp = nt->next, base = pp->nargs, rp;
    if (lp < 0 || !pp_is(&pp->tok[lp], "(")) return -2;
    if (depth > GNC_PP_MAX_DEPTH) {
      pp_fail(pp, E_PP_TOO_DEEP, nt, GNC_PP_MAX_DEPTH);
      return -3;
    }
    if (base + m->nparams + 2 > pp->args_cap) {
      if (cc_scan_lean(&pp->c->scan)) pp_no_share(pp, nt); /* compile again, with every bound */
      else pp_fail(pp, E_PP_TOO_LARGE, nt, pp->out_cap);
      return -3;
    }
    rp = pp_read_args(pp, m, t, lp, base);
    if (rp < 0) {
      /* skip what was read (to the ')' or the end) */
      int32_t x = pp->tok[lp].next, level = 0;
      while (x >= 0 && pp->tok[x].kind != PK_EOF) {
        if (pp_is(&pp->tok[x], "(")) level++;
        else if (pp_is(&pp->tok[x], ")") && level-- == 0) { x = pp->tok[x].next; break; }
        x = pp->tok[x].next;
      }
      *rest = x;
      return -3;
    }
    after = pp->tok[rp].next;
    hs = pp_hs_inter(pp, nt->hs, pp->tok[rp].hs, nt);
    hs = pp_hs_node(pp, id, hs, nt);
    pp->nargs = base + m->nparams;
    if (m->kind == PM_BUILTIN) pp_subst_builtin(pp, m, pp->args + base, depth, nt, &head, &tail);
    else pp_subst(pp, m, pp->args + base, depth, &head, &tail);
    pp->nargs = base;
  } else if (m->kind == PM_OBJ || m->kind == PM_BUILTIN) {
    after = nt->next;
    hs = pp_hs_node(pp, id, nt->hs, nt);
    if (m->kind == PM_BUILTIN) pp_subst_builtin(pp, m, 0, depth, nt, &head, &tail);
    else pp_subst(pp, m, 0, depth, &head, &tail);
  } else { /* __LINE__, __FILE__ */
    char *s;
    int32_t n = 0, v;
    after = nt->next;
    hs = -1;
    if (m->kind == PM_LINE) {
      char d[12];
      int32_t nd = 0;
      v = org.line + pp->line_delta;
      if (v < 0) v = 0;
      do { d[nd++] = (char)('0' + v % 10); v /= 10; } while (v && nd < 11);
      s = pp_text_alloc(pp, nd, nt);
      if (!s) return -3;
      while (nd > 0) s[n++] = d[--nd];
    } else if (pp->file) {
      s = (char *)0;
      k = pp_new(pp, &org);
      if (k < 0) return -3;
      pp->tok[k].p = pp->file;
      pp->tok[k].len = pp->file_len;
      pp->tok[k].kind = PK_STR;
      head = tail = k;
    } else {
      const char *f = pp->c->file ? pp->c->file : "<stdin>";
      int32_t fl = pp->c->file ? pp->c->file_len : 7, i;
      s = pp_text_alloc(pp, 2 * fl + 2, nt);
      if (!s) return -3;
      s[n++] = '"';
      for (i = 0; i < fl; i++) {
        if (f[i] == '"' || f[i] == '\\') s[n++] = '\\';
        s[n++] = f[i];
      }
      s[n++] = '"';
    }
    if (s) {
      k = pp_new(pp, &org);
      if (k < 0) return -3;
      pp->tok[k].p = s;
      pp->tok[k].len = n;
      pp->tok[k].kind = m->kind == PM_LINE ? PK_NUM : PK_STR;
      head = tail = k;
    }
  }
  if (pp->failed) return -3;
  /* every token of the replacement: the hide set, where it comes from */
  for (k = head; k >= 0; k = pp->tok[k].next) {
    PpTok *x = &pp->tok[k];
    x->hs = pp_hs_union(pp, x->hs, hs, nt);
    x->pos = org.pos;
    x->mlen = org.mlen;
    x->line = org.line;
    x->flags = (uint8_t)((x->flags & ~(PF_BOL | PF_HDR)) | PF_EXP);
    if (k == head) x->flags = (uint8_t)((x->flags & ~PF_SPACE) | (org.flags & (PF_SPACE | PF_BOL)));
    if (k == tail) break;
  }
  if (pp->failed) return -3;
  *rest = after;
  if (head < 0) {
    pp->pend |= (uint8_t)(org.flags & (PF_SPACE | PF_BOL));
    return after;
  }
  pp->tok[tail].next = after;
  return head;
}

/* Fully expands count tokens from first, as an argument (alone, rescanned to its end): returns the first
 * token of a transient list, *xcount its length */
CORE_FN static int32_t pp_expand_list(PpState *pp, int32_t first, int32_t count, int depth, int32_t *xcount) {
  int32_t head = -1, tail = -1, eof, cur, prev = -1, n = 0, guard;
  PpTok e;
  uint8_t pend = pp->pend;
  *xcount = 0;
  if (count == 0) return -1;
  if (pp_append_n(pp, &head, &tail, first, count)) return -1;
  e = pp->tok[tail];
  e.kind = PK_EOF;
  e.len = 0;
  eof = pp_new(pp, &e);
  if (eof < 0) return -1;
  pp->tok[tail].next = eof;
  cur = head;
  for (guard = 0; guard < pp->tok_cap && !pp->failed && cur != eof; guard++) {
    int32_t rest = -1, r = pp_expand(pp, cur, depth, &rest);
    if (r == -2) { /* an ordinary token */
      prev = cur;
      cur = pp->tok[cur].next;
      n++;
      continue;
    }
    if (r == -3) r = rest;
    if (prev >= 0) pp->tok[prev].next = r;
    else head = r;
    cur = r;
  }
  pp->pend = pend;
  if (pp->failed) return -1;
  *xcount = n;
  return n ? head : -1;
}

/* ---------------------------------------------------------------- output */
/* two tokens that would run together without a space between them */
CORE_FN static int pp_need_space(char a, char b) {
  if (pp_isid((unsigned char)a) && (pp_isid((unsigned char)b) || b == '.' || b == '\'' || b == '"')) return 1;
  if (a == '.' && (pp_isdigit((unsigned char)b) || b == '.')) return 1;
  if (((a | 32) == 'e' || (a | 32) == 'p') && (b == '+' || b == '-')) return 1;
  switch (a) {
  case '+': case '-': case '*': case '/': case '%': case '<': case '>': case '=': case '!': case '&': case '|':
  case '^': case '#': case '.': case ':':
    switch (b) {
    case '+': case '-': case '*': case '/': case '%': case '<': case '>': case '=': case '&': case '|': case '^':
    case '#': case '.': case ':':
      return 1;
    }
  }
  return 0;
}

/* a byte of output; past the output's room, only counted (up to the limit GNC_PP_MAX_OUT) */
CORE_FN static int pp_put(PpState *pp, char ch, const PpTok *at) {
  if (pp->nout >= pp->out_cap) {
    if (pp->nout >= GNC_PP_MAX_OUT) {
      pp_fail(pp, E_PP_TOO_LARGE, at, GNC_PP_MAX_OUT);
      return 1;
    }
    pp->over = 1;
    pp->nout++;
    return 0;
  }
  pp->out[pp->nout++] = ch;
  return 0;
}

/* a new map segment from the current output offset */
CORE_FN static int pp_seg(PpState *pp, int32_t pos, int32_t mlen, const PpTok *at) {
  PpSeg *s;
  int32_t last = pp->nseg < pp->seg_cap ? pp->nseg : pp->seg_cap; /* past the room: counted, the last
                                                                      slot holding the latest */
  if (last > 0) {
    PpSeg *l = &pp->seg[last - 1];
    if (l->out == pp->nout) { l->pos = pos; l->mlen = mlen; return 0; }
    if (mlen > 0 && l->mlen == mlen && l->pos == pos) return 0; /* the same expansion goes on */
    if (mlen == 0 && l->mlen == 0 && l->pos + (pp->nout - l->out) == pos) return 0;
  }
  if (pp->nseg >= pp->seg_cap) pp->over = 1;
  s = &pp->seg[pp->nseg < pp->seg_cap ? pp->nseg : pp->seg_cap - 1];
  pp->nseg++;
  s->out = pp->nout;
  s->pos = pos;
  s->mlen = mlen;
  return 0;
}

/* past the output's room: adds the counts of token x (lex_scan's of its text alone: the text puts white
 * space or nothing between tokens, and never lets two run together) */
CORE_FN static void pp_count(PpState *pp, const PpTok *x) {
  CcScan t;
  CcRoom *m = &pp->meas;
  lex_scan(x->p, x->len, &t);
  m->tokens += t.tokens;
  m->nodal += t.nodal;
  m->castable += t.castable;
  m->words += t.words;
  m->leaves += t.leaves;
  m->parens += t.parens;
  m->branches += t.branches;
}

/* writes token t */
CORE_FN static void pp_emit(PpState *pp, int32_t t) {
  const PpTok *x = &pp->tok[t];
  int32_t i;
  int copy = !(x->flags & (PF_EXP | PF_HDR)) && x->p == pp->cs + x->pos;
  if (x->kind == PK_PUNCT && (pp_is(x, "#") || pp_is(x, "##"))) pp_diag_at(pp, E_PP_STRAY_HASH, x, 0);
  if (copy && pp->prev_src && t == pp->prev_tok + 1 && !pp->pend) {
    /* the source between two neighbours: white space, comments blanked */
    const PpTok *pv = &pp->tok[pp->prev_tok];
    int32_t j = pv->pos + pv->len, e = x->pos;
    while (j < e) {
      if (pp->cs[j] == '/' && j + 1 < e && pp->cs[j + 1] == '*') {
        int32_t k = j + 2;
        while (k + 1 < e && !(pp->cs[k] == '*' && pp->cs[k + 1] == '/')) k++;
        k = k + 2 <= e ? k + 2 : e;
        for (; j < k; j++)
          if (pp_put(pp, pp->cs[j] == '\n' ? '\n' : ' ', x)) return;
      } else if (pp->cs[j] == '/' && j + 1 < e && pp->cs[j + 1] == '/') {
        while (j < e && pp->cs[j] != '\n' && pp->cs[j] != '\r')
          if (pp_put(pp, ' ', x) || (j++, 0)) return;
      } else if (pp_put(pp, pp->cs[j++], x)) {
        return;
      }
    }
  } else if (pp->nout > 0) {
    uint8_t f = (uint8_t)(x->flags | pp->pend);
    char sep = (f & PF_BOL) ? '\n' : ((f & PF_SPACE) || pp_need_space(pp->prev_ch, x->p[0])) ? ' ' : 0;
    if (sep && pp_put(pp, sep, x)) return;
  }
  pp->pend = 0;
  if (x->len > 0 && pp_seg(pp, x->pos, copy ? 0 : x->mlen > 0 ? x->mlen : 0, x)) return;
  for (i = 0; i < x->len; i++)
    if (pp_put(pp, x->p[i], x)) return;
  if (pp->over) pp_count(pp, x);
  if (x->len > 0) pp->prev_ch = x->p[x->len - 1];
  pp->prev_tok = t;
  pp->prev_src = copy && t < pp->npers;
}

/* ---------------------------------------------------------------- #if expressions */
typedef struct { int64_t v; int u; } PpVal;
typedef struct {
  PpState *pp;
  int32_t t;        /* the current token (a transient list ending with EOF)             */
  int32_t skip;     /* > 0: inside an operand that is not evaluated                     */
  int err;          /* an error was reported                                            */
  int depth;
  const PpTok *dir; /* the directive (for errors at the end of the line)                */
} PpIf;

CORE_FN static void pp_if_error(PpIf *e, int32_t code) {
  if (!e->err) {
    const PpTok *at = &e->pp->tok[e->t];
    int32_t arg = code == E_PP_IF_TOO_DEEP ? GNC_PP_MAX_IF_FRAMES : 0;
    if (at->kind == PK_EOF) pp_diag_at(e->pp, code == E_PP_IF_EXPR ? E_PP_IF_EOL : code, e->dir, arg);
    else pp_diag_at(e->pp, code, at, arg);
  }
  e->err = 1;
}

/* the value of a character constant (gcc on x86-64: a signed char), 0 with *ok = 0 if invalid */
CORE_FN static int64_t pp_char_value(const PpTok *t, int *ok) {
  const unsigned char *s = (const unsigned char *)t->p;
  int32_t n = t->len;
  unsigned v;
  *ok = 0;
  if (n < 3 || s[0] != '\'' || s[n - 1] != '\'') return 0;
  if (s[1] != '\\') {
    if (n != 3) return 0;
    v = s[1];
  } else if (lex_escape(s, 2, n - 1, &v) != n - 1) {
    return 0;
  }
  *ok = 1;
  return v >= 128 ? (int64_t)v - 256 : (int64_t)v;
}

/* an integer constant of #if: 0 ok */
CORE_FN static int pp_number(const PpTok *t, PpVal *out) {
  const char *s = t->p;
  int32_t n = t->len, i = 0, base = 10, nl = 0, nu = 0, digits = 0;
  uint64_t v = 0;
  int over = 0;
  if (n >= 2 && s[0] == '0' && (s[1] | 32) == 'x') { base = 16; i = 2; }
  else if (n >= 2 && s[0] == '0' && (s[1] | 32) == 'b') { base = 2; i = 2; }
  else if (s[0] == '0') base = 8;
  for (; i < n; i++) {
    char ch = s[i];
    int d = pp_isdigit((unsigned char)ch)            ? ch - '0'
            : ((ch | 32) >= 'a' && (ch | 32) <= 'f') ? (ch | 32) - 'a' + 10
                                                     : -1;
    if (d < 0 || d >= base) break;
    if (v > (UINT64_MAX - (uint64_t)d) / (uint64_t)base) over = 1;
    v = v * (uint64_t)base + (uint64_t)d;
    digits++;
  }
  if (digits == 0 && base != 8) return 1;
  for (; i < n; i++) { /* suffixes: u, l, ll in either order */
    char ch = s[i];
    if ((ch | 32) == 'u' && !nu) nu = 1;
    else if ((ch | 32) == 'l' && !nl) {
      nl = 1;
      if (i + 1 < n && s[i + 1] == ch) i++;
    } else return 1;
  }
  if (over) return 2;
  out->v = (int64_t)v;
  out->u = nu || v > (uint64_t)INT64_MAX;
  return 0;
}

CORE_FN static PpVal pp_if_cond(PpIf *e);

CORE_FN static int pp_if_tok(PpIf *e, const char *s) { return pp_is(&e->pp->tok[e->t], s); }
CORE_FN static void pp_if_next(PpIf *e) {
  if (e->pp->tok[e->t].kind != PK_EOF) e->t = e->pp->tok[e->t].next;
}

CORE_FN static PpVal pp_if_unary(PpIf *e) {
  PpVal r;
  const PpTok *x = &e->pp->tok[e->t];
  r.v = 0;
  r.u = 0;
  if (e->err) return r;
  if (++e->depth > GNC_PP_MAX_IF_FRAMES) {
    pp_if_error(e, E_PP_IF_TOO_DEEP);
    return r;
  }
  if (pp_is(x, "+") || pp_is(x, "-") || pp_is(x, "~") || pp_is(x, "!")) {
    char op = x->p[0];
    pp_if_next(e);
    r = pp_if_unary(e);
    if (op == '-') r.v = (int64_t)(0 - (uint64_t)r.v);
    else if (op == '~') r.v = ~r.v;
    else if (op == '!') { r.v = r.v == 0; r.u = 0; }
  } else if (pp_is(x, "(")) {
    pp_if_next(e);
    r = pp_if_cond(e);
    while (!e->err && pp_if_tok(e, ",")) { pp_if_next(e); r = pp_if_cond(e); }
    if (!e->err && !pp_if_tok(e, ")")) pp_if_error(e, E_PP_IF_EXPR);
    pp_if_next(e);
  } else if (x->kind == PK_NUM) {
    int rc = pp_number(x, &r);
    if (rc) {
      pp_diag_at(e->pp, rc == 2 ? E_PP_IF_BIG : E_PP_IF_NUMBER, x, 0);
      e->err = 1;
    }
    pp_if_next(e);
  } else if (x->kind == PK_CHAR) {
    int ok;
    r.v = pp_char_value(x, &ok);
    if (!ok) { pp_diag_at(e->pp, E_BAD_CHAR_LIT, x, 0); e->err = 1; }
    pp_if_next(e);
  } else if (x->kind == PK_ID) { /* an identifier that is no macro: 0 */
    pp_if_next(e);
  } else {
    pp_if_error(e, E_PP_IF_EXPR);
  }
  e->depth--;
  return r;
}

/* binary operators by precedence level (10: * / %, ..., 1: ||) */
CORE_FN static int pp_if_prec(const PpTok *x) {
  if (x->kind != PK_PUNCT) return 0;
  if (pp_is(x, "*") || pp_is(x, "/") || pp_is(x, "%")) return 10;
  if (pp_is(x, "+") || pp_is(x, "-")) return 9;
  if (pp_is(x, "<<") || pp_is(x, ">>")) return 8;
  if (pp_is(x, "<") || pp_is(x, ">") || pp_is(x, "<=") || pp_is(x, ">=")) return 7;
  if (pp_is(x, "==") || pp_is(x, "!=")) return 6;
  if (pp_is(x, "&")) return 5;
  if (pp_is(x, "^")) return 4;
  if (pp_is(x, "|")) return 3;
  if (pp_is(x, "&&")) return 2;
  if (pp_is(x, "||")) return 1;
  return 0;
}

CORE_FN static PpVal pp_if_apply(PpIf *e, const PpTok *op, PpVal a, PpVal b) {
  PpVal r;
  int u = a.u || b.u;
  uint64_t x = (uint64_t)a.v, y = (uint64_t)b.v;
  char c0 = op->p[0], c1 = op->len > 1 ? op->p[1] : 0;
  r.u = u;
  r.v = 0;
  switch (c0) {
  case '*': r.v = (int64_t)(x * y); break;
  case '/': case '%':
    if (y == 0) {
      if (!e->skip) { pp_diag_at(e->pp, E_PP_DIV_ZERO, op, 0); e->err = 1; }
      break;
    }
    if (u) r.v = (int64_t)(c0 == '/' ? x / y : x % y);
    else if (a.v == INT64_MIN && b.v == -1) r.v = c0 == '/' ? INT64_MIN : 0;
    else r.v = c0 == '/' ? a.v / b.v : a.v % b.v;
    break;
  case '+': r.v = (int64_t)(x + y); break;
  case '-': r.v = (int64_t)(x - y); break;
  case '<': case '>':
    if (c1 == c0) { /* shifts: the left operand's type; gcc's rules for large and negative counts */
      int left = c0 == '<';
      int64_t n = b.v;
      r.u = a.u;
      if (!b.u && n < 0) { left = !left; n = n == INT64_MIN ? 64 : -n; }
      if (b.u && (uint64_t)b.v >= 64) n = 64;
      if (left) r.v = n >= 64 ? 0 : (int64_t)(x << n);
      else if (n >= 64) r.v = (!a.u && a.v < 0) ? -1 : 0;
      else r.v = a.u ? (int64_t)(x >> n) : (a.v < 0 ? (int64_t)~(~x >> n) : (int64_t)(x >> n));
      break;
    }
    r.u = 0;
    if (c1 == '=') r.v = c0 == '<' ? (u ? x <= y : a.v <= b.v) : (u ? x >= y : a.v >= b.v);
    else r.v = c0 == '<' ? (u ? x < y : a.v < b.v) : (u ? x > y : a.v > b.v);
    break;
  case '=': r.u = 0; r.v = x == y; break;
  case '!': r.u = 0; r.v = x != y; break;
  case '&': r.v = (int64_t)(x & y); break;
  case '^': r.v = (int64_t)(x ^ y); break;
  case '|': r.v = (int64_t)(x | y); break;
  }
  return r;
}

/* operators of precedence >= min (precedence climbing; the right operand of && and || is evaluated only
 * when it decides the result) */
CORE_FN static PpVal pp_if_binary(PpIf *e, int min) {
  PpVal a;
  if (++e->depth > GNC_PP_MAX_IF_FRAMES) {
    pp_if_error(e, E_PP_IF_TOO_DEEP);
    a.v = 0;
    a.u = 0;
    return a;
  }
  a = pp_if_unary(e);
  while (!e->err) {
    const PpTok *op = &e->pp->tok[e->t];
    int p = pp_if_prec(op);
    PpVal b;
    if (p < min || p == 0) break;
    pp_if_next(e);
    if (p <= 2) { /* && || */
      int decided = p == 2 ? a.v == 0 : a.v != 0;
      e->skip += decided;
      b = pp_if_binary(e, p + 1);
      e->skip -= decided;
      a.v = p == 2 ? (a.v != 0 && b.v != 0) : (a.v != 0 || b.v != 0);
      a.u = 0;
    } else {
      b = pp_if_binary(e, p + 1);
      a = pp_if_apply(e, op, a, b);
    }
  }
  e->depth--;
  return a;
}

CORE_FN static PpVal pp_if_cond(PpIf *e) {
  PpVal c = pp_if_binary(e, 1), a, b;
  if (e->err || !pp_if_tok(e, "?")) return c;
  if (++e->depth > GNC_PP_MAX_IF_FRAMES) {
    pp_if_error(e, E_PP_IF_TOO_DEEP);
    return c;
  }
  pp_if_next(e);
  e->skip += c.v == 0;
  a = pp_if_cond(e);
  e->skip -= c.v == 0;
  if (!e->err && !pp_if_tok(e, ":")) pp_if_error(e, E_PP_IF_EXPR);
  pp_if_next(e);
  e->skip += c.v != 0;
  b = pp_if_cond(e);
  e->skip -= c.v != 0;
  e->depth--;
  if (c.v) { a.u = a.u || b.u; return a; }
  b.u = a.u || b.u;
  return b;
}

/* the value of the #if / #elif whose directive name is dir (its expression follows): 1 true, 0 false */
CORE_FN static int pp_if_value(PpState *pp, int32_t dir) {
  int32_t t = pp->tok[dir].next, head = -1, tail = -1, n = 0, guard, x, eof;
  PpIf e;
  PpVal v;
  PpTok z;
  /* copy the line, with defined X / defined(X) replaced by 1 or 0 */
  for (guard = 0; !pp_at_eol(pp, t) && guard < pp->tok_cap && !pp->failed; guard++) {
    if (pp_is(&pp->tok[t], "defined")) {
      int32_t d = t, k, paren = 0;
      t = pp->tok[t].next;
      if (!pp_at_eol(pp, t) && pp_is(&pp->tok[t], "(")) { paren = 1; t = pp->tok[t].next; }
      if (pp_at_eol(pp, t) || pp->tok[t].kind != PK_ID) {
        pp_diag_at(pp, E_PP_MACRO_NAME, &pp->tok[pp_at_eol(pp, t) ? d : t], 0);
        return 0;
      }
      k = pp_append(pp, &head, &tail, d);
      if (k < 0) return 0;
      pp->tok[k].kind = PK_NUM;
      pp->tok[k].p = pp_lookup(pp, &pp->tok[t]) >= 0 ? "1" : "0";
      pp->tok[k].len = 1;
      t = pp->tok[t].next;
      if (paren) {
        if (pp_at_eol(pp, t) || !pp_is(&pp->tok[t], ")")) {
          pp_diag_at(pp, E_PP_IF_EXPR, &pp->tok[pp_at_eol(pp, t) ? d : t], 0);
          return 0;
        }
        t = pp->tok[t].next;
      }
      n++;
      continue;
    }
    if (pp_append(pp, &head, &tail, t) < 0) return 0;
    n++;
    t = pp->tok[t].next;
  }
  if (pp->failed) return 0;
  if (n == 0) {
    pp_diag_at(pp, E_PP_IF_EMPTY, &pp->tok[dir], 0);
    return 0;
  }
  x = pp_expand_list(pp, head, n, 1, &n);
  if (pp->failed) return 0;
  z = pp->tok[dir];
  z.kind = PK_EOF;
  z.len = 0;
  eof = pp_new(pp, &z);
  if (eof < 0) return 0;
  if (n == 0) {
    pp_diag_at(pp, E_PP_IF_EMPTY, &pp->tok[dir], 0);
    return 0;
  }
  for (t = x, guard = 1; guard < n; guard++) t = pp->tok[t].next;
  pp->tok[t].next = eof;
  e.pp = pp;
  e.t = x;
  e.skip = 0;
  e.err = 0;
  e.depth = 0;
  e.dir = &pp->tok[dir];
  v = pp_if_cond(&e);
  while (!e.err && pp_if_tok(&e, ",")) { pp_if_next(&e); v = pp_if_cond(&e); }
  if (!e.err && pp->tok[e.t].kind != PK_EOF) pp_if_error(&e, E_PP_IF_EXPR);
  return !e.err && v.v != 0;
}

/* ---------------------------------------------------------------- headers */
PP_DATA char pp_h_null[] = "#define NULL ((void *)0)\n";
PP_DATA char pp_h_stdio[] = "#define EOF (-1)\n#define BUFSIZ 8192\n#define stdout (__builtin_stdout ())\n"
                            "#define stderr (__builtin_stderr ())\n#define putc(c, f) fputc (c, f)\n"
                            "#define stdin (__builtin_stdin ())\n#define getc(f) fgetc (f)\n";
PP_DATA char pp_h_stdlib[] = "#define RAND_MAX 2147483647\n#define EXIT_SUCCESS 0\n#define EXIT_FAILURE 1\n";
PP_DATA char pp_h_math[] =
    "#define M_E 2.7182818284590452354\n#define M_LOG2E 1.4426950408889634074\n"
    "#define M_LOG10E 0.43429448190325182765\n#define M_LN2 0.69314718055994530942\n"
    "#define M_LN10 2.30258509299404568402\n#define M_PI 3.14159265358979323846\n"
    "#define M_PI_2 1.57079632679489661923\n#define M_PI_4 0.78539816339744830962\n"
    "#define M_1_PI 0.31830988618379067154\n#define M_2_PI 0.63661977236758134308\n"
    "#define M_2_SQRTPI 1.12837916709551257390\n#define M_SQRT2 1.41421356237309504880\n"
    "#define M_SQRT1_2 0.70710678118654752440\n"
    "#define INFINITY (__builtin_inff ())\n#define NAN (__builtin_nanf (\"\"))\n"
    "#define HUGE_VAL (__builtin_huge_val ())\n#define HUGE_VALF (__builtin_huge_valf ())\n"
    "#define isnan(x) __builtin_isnan (x)\n#define isinf(x) __builtin_isinf_sign (x)\n"
    "#define isfinite(x) __builtin_isfinite (x)\n#define signbit(x) __builtin_signbit (x)\n";
PP_DATA char pp_h_assert[] = "#undef assert\n"; /* then, where NDEBUG is defined, pp_h_ndebug */
PP_DATA char pp_h_ndebug[] = "#define assert(ignore) ((void)0)\n";
PP_DATA char pp_h_limits[] =
    "#define CHAR_BIT 8\n#define SCHAR_MAX 0x7f\n#define SCHAR_MIN (-SCHAR_MAX - 1)\n"
    "#define UCHAR_MAX (SCHAR_MAX * 2 + 1)\n#define CHAR_MIN SCHAR_MIN\n#define CHAR_MAX SCHAR_MAX\n"
    "#define SHRT_MAX 0x7fff\n#define SHRT_MIN (-SHRT_MAX - 1)\n#define USHRT_MAX (SHRT_MAX * 2 + 1)\n"
    "#define INT_MAX 0x7fffffff\n#define INT_MIN (-INT_MAX - 1)\n#define UINT_MAX (INT_MAX * 2U + 1U)\n"
    "#define LONG_MAX 0x7fffffffffffffffL\n#define LONG_MIN (-LONG_MAX - 1L)\n"
    "#define ULONG_MAX (LONG_MAX * 2UL + 1UL)\n#define LLONG_MAX 0x7fffffffffffffffLL\n"
    "#define LLONG_MIN (-LLONG_MAX - 1LL)\n#define ULLONG_MAX (LLONG_MAX * 2ULL + 1ULL)\n";
PP_DATA char pp_h_stdint[] =
    "#define __INT64_C(c) c ## L\n#define __UINT64_C(c) c ## UL\n"
    "#define INT8_MIN (-128)\n#define INT16_MIN (-32767-1)\n#define INT32_MIN (-2147483647-1)\n"
    "#define INT64_MIN (-__INT64_C(9223372036854775807)-1)\n"
    "#define INT8_MAX (127)\n#define INT16_MAX (32767)\n#define INT32_MAX (2147483647)\n"
    "#define INT64_MAX (__INT64_C(9223372036854775807))\n"
    "#define UINT8_MAX (255)\n#define UINT16_MAX (65535)\n#define UINT32_MAX (4294967295U)\n"
    "#define UINT64_MAX (__UINT64_C(18446744073709551615))\n"
    "#define INTMAX_MIN (-__INT64_C(9223372036854775807)-1)\n#define INTMAX_MAX (__INT64_C(9223372036854775807))\n"
    "#define UINTMAX_MAX (__UINT64_C(18446744073709551615))\n"
    "#define SIZE_MAX (18446744073709551615UL)\n"
    "#define PTRDIFF_MIN (-9223372036854775807L-1)\n#define PTRDIFF_MAX (9223372036854775807L)\n"
    "#define INTPTR_MIN (-9223372036854775807L-1)\n#define INTPTR_MAX (9223372036854775807L)\n"
    "#define UINTPTR_MAX (18446744073709551615UL)\n"
    "#define INT8_C(c) c\n#define INT16_C(c) c\n#define INT32_C(c) c\n#define INT64_C(c) c ## L\n"
    "#define UINT8_C(c) c\n#define UINT16_C(c) c\n#define UINT32_C(c) c ## U\n#define UINT64_C(c) c ## UL\n"
    "#define INTMAX_C(c) c ## L\n#define UINTMAX_C(c) c ## UL\n";
PP_DATA char pp_h_float[] =
    "#define FLT_RADIX 2\n#define FLT_MANT_DIG 24\n#define DBL_MANT_DIG 53\n#define FLT_DIG 6\n#define DBL_DIG 15\n"
    "#define FLT_MIN_EXP (-125)\n#define DBL_MIN_EXP (-1021)\n#define FLT_MIN_10_EXP (-37)\n"
    "#define DBL_MIN_10_EXP (-307)\n#define FLT_MAX_EXP 128\n#define DBL_MAX_EXP 1024\n"
    "#define FLT_MAX_10_EXP 38\n#define DBL_MAX_10_EXP 308\n"
    "#define FLT_MAX 3.40282346638528859811704183484516925e+38F\n"
    "#define DBL_MAX ((double)1.79769313486231570814527423731704357e+308)\n"
    "#define FLT_EPSILON 1.19209289550781250000000000000000000e-7F\n"
    "#define DBL_EPSILON ((double)2.22044604925031308084726333618164062e-16)\n"
    "#define FLT_MIN 1.17549435082228750796873653722224568e-38F\n"
    "#define DBL_MIN ((double)2.22507385850720138309023271733240406e-308)\n"
    "#define FLT_TRUE_MIN 1.40129846432481707092372958328991613e-45F\n"
    "#define DBL_TRUE_MIN ((double)4.94065645841246544176568792868221372e-324)\n"
    "#define DECIMAL_DIG 21\n";
PP_DATA char pp_h_stdbool[] =
    "#define bool _Bool\n#define true 1\n#define false 0\n#define __bool_true_false_are_defined 1\n";
PP_DATA char pp_h_stddef[] = "#define offsetof(TYPE, MEMBER) __builtin_offsetof (TYPE, MEMBER)\n";
PP_DATA char pp_h_time[] = "#define CLOCKS_PER_SEC ((long)1000000)\n";
/* glibc's <errno.h> on x86-64 Linux: errno and every E* name (the aliases as glibc spells them) */
PP_DATA char pp_h_errno[] =
    "#define errno (*__errno_location ())\n#define EPERM 1\n#define ENOENT 2\n#define ESRCH 3\n#define EINTR 4\n"
    "#define EIO 5\n#define ENXIO 6\n#define E2BIG 7\n#define ENOEXEC 8\n#define EBADF 9\n#define ECHILD 10\n"
    "#define EAGAIN 11\n#define ENOMEM 12\n#define EACCES 13\n#define EFAULT 14\n#define ENOTBLK 15\n"
    "#define EBUSY 16\n#define EEXIST 17\n#define EXDEV 18\n#define ENODEV 19\n#define ENOTDIR 20\n"
    "#define EISDIR 21\n#define EINVAL 22\n#define ENFILE 23\n#define EMFILE 24\n#define ENOTTY 25\n"
    "#define ETXTBSY 26\n#define EFBIG 27\n#define ENOSPC 28\n#define ESPIPE 29\n#define EROFS 30\n"
    "#define EMLINK 31\n#define EPIPE 32\n#define EDOM 33\n#define ERANGE 34\n#define EDEADLK 35\n"
    "#define ENAMETOOLONG 36\n#define ENOLCK 37\n#define ENOSYS 38\n#define ENOTEMPTY 39\n#define ELOOP 40\n"
    "#define ENOMSG 42\n#define EIDRM 43\n#define ECHRNG 44\n#define EL2NSYNC 45\n#define EL3HLT 46\n"
    "#define EL3RST 47\n#define ELNRNG 48\n#define EUNATCH 49\n#define ENOCSI 50\n#define EL2HLT 51\n"
    "#define EBADE 52\n#define EBADR 53\n#define EXFULL 54\n#define ENOANO 55\n#define EBADRQC 56\n"
    "#define EBADSLT 57\n#define EBFONT 59\n#define ENOSTR 60\n#define ENODATA 61\n#define ETIME 62\n"
    "#define ENOSR 63\n#define ENONET 64\n#define ENOPKG 65\n#define EREMOTE 66\n#define ENOLINK 67\n"
    "#define EADV 68\n#define ESRMNT 69\n#define ECOMM 70\n#define EPROTO 71\n#define EMULTIHOP 72\n"
    "#define EDOTDOT 73\n#define EBADMSG 74\n#define EOVERFLOW 75\n#define ENOTUNIQ 76\n#define EBADFD 77\n"
    "#define EREMCHG 78\n#define ELIBACC 79\n#define ELIBBAD 80\n#define ELIBSCN 81\n#define ELIBMAX 82\n"
    "#define ELIBEXEC 83\n#define EILSEQ 84\n#define ERESTART 85\n#define ESTRPIPE 86\n#define EUSERS 87\n"
    "#define ENOTSOCK 88\n#define EDESTADDRREQ 89\n#define EMSGSIZE 90\n#define EPROTOTYPE 91\n"
    "#define ENOPROTOOPT 92\n#define EPROTONOSUPPORT 93\n#define ESOCKTNOSUPPORT 94\n#define EOPNOTSUPP 95\n"
    "#define EPFNOSUPPORT 96\n#define EAFNOSUPPORT 97\n#define EADDRINUSE 98\n#define EADDRNOTAVAIL 99\n"
    "#define ENETDOWN 100\n#define ENETUNREACH 101\n#define ENETRESET 102\n#define ECONNABORTED 103\n"
    "#define ECONNRESET 104\n#define ENOBUFS 105\n#define EISCONN 106\n#define ENOTCONN 107\n#define ESHUTDOWN 108\n"
    "#define ETOOMANYREFS 109\n#define ETIMEDOUT 110\n#define ECONNREFUSED 111\n#define EHOSTDOWN 112\n"
    "#define EHOSTUNREACH 113\n#define EALREADY 114\n#define EINPROGRESS 115\n#define ESTALE 116\n"
    "#define EUCLEAN 117\n#define ENOTNAM 118\n#define ENAVAIL 119\n#define EISNAM 120\n#define EREMOTEIO 121\n"
    "#define EDQUOT 122\n#define ENOMEDIUM 123\n#define EMEDIUMTYPE 124\n#define ECANCELED 125\n#define ENOKEY 126\n"
    "#define EKEYEXPIRED 127\n#define EKEYREVOKED 128\n#define EKEYREJECTED 129\n#define EOWNERDEAD 130\n"
    "#define ENOTRECOVERABLE 131\n#define ERFKILL 132\n#define EHWPOISON 133\n#define EDEADLOCK EDEADLK\n"
    "#define ENOTSUP EOPNOTSUPP\n#define EWOULDBLOCK EAGAIN\n";
/* <stdarg.h>: a va_list is a char * to the next variable argument, each in 8 bytes (codegen.c, gen_varargs) */
PP_DATA char pp_h_stdarg[] =
    "#define va_start(ap, last) __builtin_va_start(ap, last)\n#define va_arg(ap, T) (*(T *)(((ap) += 8) - 8))\n"
    "#define va_end(ap) ((void)(ap))\n#define va_copy(d, s) ((d) = (s))\n#define __va_copy(d, s) ((d) = (s))\n";
/* glibc's x86-64 <inttypes.h> format macros (int64_t is long); the header also gives <stdint.h> */
PP_DATA char pp_h_inttypes[] =
    "#define PRId8 \"d\"\n#define PRIdLEAST8 \"d\"\n#define PRId16 \"d\"\n"
    "#define PRIdLEAST16 \"d\"\n#define PRId32 \"d\"\n#define PRIdLEAST32 \"d\"\n"
    "#define PRId64 \"ld\"\n#define PRIdLEAST64 \"ld\"\n#define PRIdFAST8 \"d\"\n"
    "#define PRIdFAST16 \"ld\"\n#define PRIdFAST32 \"ld\"\n#define PRIdFAST64 \"ld\"\n"
    "#define PRIdMAX \"ld\"\n#define PRIdPTR \"ld\"\n#define PRIi8 \"i\"\n"
    "#define PRIiLEAST8 \"i\"\n#define PRIi16 \"i\"\n#define PRIiLEAST16 \"i\"\n"
    "#define PRIi32 \"i\"\n#define PRIiLEAST32 \"i\"\n#define PRIi64 \"li\"\n"
    "#define PRIiLEAST64 \"li\"\n#define PRIiFAST8 \"i\"\n#define PRIiFAST16 \"li\"\n"
    "#define PRIiFAST32 \"li\"\n#define PRIiFAST64 \"li\"\n#define PRIiMAX \"li\"\n"
    "#define PRIiPTR \"li\"\n#define PRIo8 \"o\"\n#define PRIoLEAST8 \"o\"\n"
    "#define PRIo16 \"o\"\n#define PRIoLEAST16 \"o\"\n#define PRIo32 \"o\"\n"
    "#define PRIoLEAST32 \"o\"\n#define PRIo64 \"lo\"\n#define PRIoLEAST64 \"lo\"\n"
    "#define PRIoFAST8 \"o\"\n#define PRIoFAST16 \"lo\"\n#define PRIoFAST32 \"lo\"\n"
    "#define PRIoFAST64 \"lo\"\n#define PRIoMAX \"lo\"\n#define PRIoPTR \"lo\"\n"
    "#define PRIu8 \"u\"\n#define PRIuLEAST8 \"u\"\n#define PRIu16 \"u\"\n"
    "#define PRIuLEAST16 \"u\"\n#define PRIu32 \"u\"\n#define PRIuLEAST32 \"u\"\n"
    "#define PRIu64 \"lu\"\n#define PRIuLEAST64 \"lu\"\n#define PRIuFAST8 \"u\"\n"
    "#define PRIuFAST16 \"lu\"\n#define PRIuFAST32 \"lu\"\n#define PRIuFAST64 \"lu\"\n"
    "#define PRIuMAX \"lu\"\n#define PRIuPTR \"lu\"\n#define PRIx8 \"x\"\n"
    "#define PRIxLEAST8 \"x\"\n#define PRIx16 \"x\"\n#define PRIxLEAST16 \"x\"\n"
    "#define PRIx32 \"x\"\n#define PRIxLEAST32 \"x\"\n#define PRIx64 \"lx\"\n"
    "#define PRIxLEAST64 \"lx\"\n#define PRIxFAST8 \"x\"\n#define PRIxFAST16 \"lx\"\n"
    "#define PRIxFAST32 \"lx\"\n#define PRIxFAST64 \"lx\"\n#define PRIxMAX \"lx\"\n"
    "#define PRIxPTR \"lx\"\n#define PRIX8 \"X\"\n#define PRIXLEAST8 \"X\"\n"
    "#define PRIX16 \"X\"\n#define PRIXLEAST16 \"X\"\n#define PRIX32 \"X\"\n"
    "#define PRIXLEAST32 \"X\"\n#define PRIX64 \"lX\"\n#define PRIXLEAST64 \"lX\"\n"
    "#define PRIXFAST8 \"X\"\n#define PRIXFAST16 \"lX\"\n#define PRIXFAST32 \"lX\"\n"
    "#define PRIXFAST64 \"lX\"\n#define PRIXMAX \"lX\"\n#define PRIXPTR \"lX\"\n"
    "#define SCNd8 \"hhd\"\n#define SCNdLEAST8 \"hhd\"\n#define SCNd16 \"hd\"\n"
    "#define SCNdLEAST16 \"hd\"\n#define SCNd32 \"d\"\n#define SCNdLEAST32 \"d\"\n"
    "#define SCNd64 \"ld\"\n#define SCNdLEAST64 \"ld\"\n#define SCNdFAST8 \"hhd\"\n"
    "#define SCNdFAST16 \"ld\"\n#define SCNdFAST32 \"ld\"\n#define SCNdFAST64 \"ld\"\n"
    "#define SCNdMAX \"ld\"\n#define SCNdPTR \"ld\"\n#define SCNi8 \"hhi\"\n"
    "#define SCNiLEAST8 \"hhi\"\n#define SCNi16 \"hi\"\n#define SCNiLEAST16 \"hi\"\n"
    "#define SCNi32 \"i\"\n#define SCNiLEAST32 \"i\"\n#define SCNi64 \"li\"\n"
    "#define SCNiLEAST64 \"li\"\n#define SCNiFAST8 \"hhi\"\n#define SCNiFAST16 \"li\"\n"
    "#define SCNiFAST32 \"li\"\n#define SCNiFAST64 \"li\"\n#define SCNiMAX \"li\"\n"
    "#define SCNiPTR \"li\"\n#define SCNu8 \"hhu\"\n#define SCNuLEAST8 \"hhu\"\n"
    "#define SCNu16 \"hu\"\n#define SCNuLEAST16 \"hu\"\n#define SCNu32 \"u\"\n"
    "#define SCNuLEAST32 \"u\"\n#define SCNu64 \"lu\"\n#define SCNuLEAST64 \"lu\"\n"
    "#define SCNuFAST8 \"hhu\"\n#define SCNuFAST16 \"lu\"\n#define SCNuFAST32 \"lu\"\n"
    "#define SCNuFAST64 \"lu\"\n#define SCNuMAX \"lu\"\n#define SCNuPTR \"lu\"\n"
    "#define SCNo8 \"hho\"\n#define SCNoLEAST8 \"hho\"\n#define SCNo16 \"ho\"\n"
    "#define SCNoLEAST16 \"ho\"\n#define SCNo32 \"o\"\n#define SCNoLEAST32 \"o\"\n"
    "#define SCNo64 \"lo\"\n#define SCNoLEAST64 \"lo\"\n#define SCNoFAST8 \"hho\"\n"
    "#define SCNoFAST16 \"lo\"\n#define SCNoFAST32 \"lo\"\n#define SCNoFAST64 \"lo\"\n"
    "#define SCNoMAX \"lo\"\n#define SCNoPTR \"lo\"\n#define SCNx8 \"hhx\"\n"
    "#define SCNxLEAST8 \"hhx\"\n#define SCNx16 \"hx\"\n#define SCNxLEAST16 \"hx\"\n"
    "#define SCNx32 \"x\"\n#define SCNxLEAST32 \"x\"\n#define SCNx64 \"lx\"\n"
    "#define SCNxLEAST64 \"lx\"\n#define SCNxFAST8 \"hhx\"\n#define SCNxFAST16 \"lx\"\n"
    "#define SCNxFAST32 \"lx\"\n#define SCNxFAST64 \"lx\"\n#define SCNxMAX \"lx\"\n"
    "#define SCNxPTR \"lx\"\n";

/* the built-in text of header h (NULL-texts for those that add nothing beyond NULL) */
CORE_FN static const char *pp_header_text(int h) {
  switch (h) {
  case PP_H_STDIO: return pp_h_stdio;
  case PP_H_STDLIB: return pp_h_stdlib;
  case PP_H_MATH: return pp_h_math;
  case PP_H_ASSERT: return pp_h_assert;
  case PP_H_LIMITS: return pp_h_limits;
  case PP_H_STDINT: return pp_h_stdint;
  case PP_H_FLOAT: return pp_h_float;
  case PP_H_STDBOOL: return pp_h_stdbool;
  case PP_H_STDDEF: return pp_h_stddef;
  case PP_H_TIME: return pp_h_time;
  case PP_H_INTTYPES: return pp_h_inttypes;
  case PP_H_ERRNO: return pp_h_errno;
  case PP_H_STDARG: return pp_h_stdarg;
  }
  return "";
}

/* does including header h insert NULL's text (when NULL is not defined)? */
CORE_FN static int pp_header_null(int h) {
  return h == PP_H_STDIO || h == PP_H_STDLIB || h == PP_H_STRING || h == PP_H_STDDEF || h == PP_H_TIME;
}

/* What running built-in text `which` (PP_H_*, -2 NULL's; <assert.h>'s with pp_h_ndebug) keeps at most,
 * as pp_run_text runs it: the tokens of its macros' replacement lists and those of its longest line (with
 * the EOF) while that runs; *macros: its #define lines.  The exact counts
 * that the table of pp_header_size bounds (tests/unit/test_scan.c). */
CORE_FN int32_t pp_text_tokens(int which, int32_t *macros) {
  const char *t = which == -2 ? pp_h_null : pp_header_text(which);
  int32_t kept = 0, most = 0, i = 0, len, pass;
  *macros = 0;
  for (pass = 0; pass < 2; pass++, t = pp_h_ndebug, i = 0) {
    int32_t n = pass && which != PP_H_ASSERT ? 0 : pp_strlen(t);
    while (i < n) { /* a line: # define NAME [( params )] replacement, or # undef NAME */
      int32_t k = 0, body = 0, paren = 0, def = 0;
      while (i < n && t[i] != '\n') {
        int kind;
        if (t[i] == ' ') { i++; continue; }
        kind = pp_scan(t, i, n, &len);
        k++;
        if (k == 2) def = len == 6 && t[i] == 'd';
        if (k == 4 && t[i] == '(' && t[i - 1] != ' ') paren = 1; /* a function-like macro's parameters */
        else if (k >= 4 && !paren) body++;
        else if (paren && kind == PK_PUNCT && t[i] == ')') paren = 0;
        i += len;
      }
      i++;
      kept += body;
      *macros += def;
      if (k + 1 > most) most = k + 1;
    }
  }
  return kept + most;
}

/* at least what pp_text_tokens counts for header h, NULL's text added for the headers that insert it and
 * <stdint.h>'s for <inttypes.h>: tokens, and *macros; a table, so that a program's size needs no
 * tokenizing of the texts (tests/unit/test_scan.c checks it) */
CORE_FN int32_t pp_header_tokens(int h, int32_t *macros) {
  PP_DATA int16_t tab[PP_H__COUNT][2] = { /* tokens, macros of PP_H_* */
      {63, 8}, {26, 4}, {18, 1}, {0, 0}, {61, 21}, {19, 1}, {84, 18},
      {139, 33}, {64, 22}, {9, 4}, {39, 2}, {34, 2}, {298, 187}, {0, 0}, {150, 135}, {77, 5}};
  if (h < 0 || h >= PP_H__COUNT) {
    *macros = PP_MACROS_MOST;
    return PP_TOKENS_MOST;
  }
  *macros = tab[h][1];
  return tab[h][0];
}

/* the persistent tokens (and *macros) that the #include directives of a source with scan s add: each
 * header once (its bit), <assert.h> each time, an unreadable directive as the largest header; and at most
 * every header once plus <assert.h> once per PP_INCLUDE_BYTES of source */
CORE_FN static int32_t pp_inserted_tokens(const CcScan *s, int32_t *macros) {
  int32_t m, t = pp_header_tokens(PP_H_ASSERT, &m);
  int64_t known = (int64_t)s->asserts * t + (int64_t)s->unknown * PP_TOKENS_MOST, all = 0;
  int64_t kmac = (int64_t)s->asserts * m + (int64_t)s->unknown * PP_MACROS_MOST, amac = 0;
  int h;
  all = t * (int64_t)(s->len / PP_INCLUDE_BYTES);
  amac = m * (int64_t)(s->len / PP_INCLUDE_BYTES);
  for (h = 0; h < PP_H__COUNT; h++) {
    t = pp_header_tokens(h, &m);
    all += t;
    amac += m;
    if (h != PP_H_ASSERT && (s->hdrs >> h & 1u)) {
      known += t;
      kmac += m;
    }
  }
  *macros = (int32_t)(kmac < amac ? kmac : amac);
  return (int32_t)(known < all ? known : all);
}

/* #undef: dir is the directive name */
CORE_FN static void pp_undef(PpState *pp, int32_t dir) {
  int32_t t = pp->tok[dir].next, m;
  if (pp_at_eol(pp, t) || pp->tok[t].kind != PK_ID) {
    pp_diag_at(pp, E_PP_MACRO_NAME, &pp->tok[pp_at_eol(pp, t) ? dir : t], 0);
    return;
  }
  m = pp_find(pp, pp->tok[t].p, pp->tok[t].len);
  if (m < 0 && pp_builtin_find(pp->tok[t].p, pp->tok[t].len) >= 0) m = pp_entry(pp, &pp->tok[t]);
  if (m >= 0) pp->mac[m].defined = 0;
}

/* drops the tokens that a line of a built-in text made from mark on, but for the replacement list of the
 * macro it defined (NAME, its third token), which moves down to mark */
CORE_FN static void pp_keep_body(PpState *pp, int32_t mark) {
  int32_t dir = pp->tok[mark].next, name = dir < 0 ? -1 : pp->tok[dir].next, id, i;
  PpMacro *m;
  pp->npers = mark;
  if (pp->failed || name < 0 || pp->tok[name].kind != PK_ID) return;
  id = pp_find(pp, pp->tok[name].p, pp->tok[name].len);
  if (id < 0 || !pp->mac[id].defined || pp->mac[id].kind == PM_BUILTIN || pp->mac[id].body < mark ||
      pp->mac[id].nbody == 0)
    return;
  m = &pp->mac[id];
  for (i = 0; i < m->nbody; i++) {
    pp->tok[mark + i] = pp->tok[m->body + i];
    pp->tok[mark + i].next = i + 1 < m->nbody ? mark + i + 1 : -1;
  }
  m->body = mark;
  pp->npers = mark + m->nbody;
}

/* Runs built-in text `text` (directives only) now, a line at a time: each line's tokens are made (at
 * position pos, line `line`), its directive run, and its tokens dropped but for the replacement list of
 * the macro it defined, so that a header keeps the bodies of its macros only */
CORE_FN static void pp_run_text(PpState *pp, const char *text, int32_t pos, int32_t line) {
  int32_t i = 0, n, last, mark, first;
  while (text[i] && !pp->failed) {
    for (n = 0; text[i + n] && text[i + n] != '\n'; n++) {}
    mark = pp->npers;
    first = pp_tokenize(pp, text + i, n, 0, pos, line, &last);
    i += n + (text[i + n] == '\n');
    if (first < 0) return;
    if (first != last) { /* # define ... or # undef NAME */
      int32_t dir = pp->tok[first].next;
      if (pp_is(&pp->tok[dir], "define")) pp_define(pp, dir);
      else pp_undef(pp, dir);
    }
    pp_keep_body(pp, mark);
  }
}

/* #include: dir is the directive name; returns the token to go on with */
CORE_FN static int32_t pp_include(PpState *pp, int32_t hash, int32_t dir, int32_t rest) {
  int32_t t = pp->tok[dir].next, h, k, pos, line;
  const char *name;
  int32_t nlen, npos;
  if (pp_at_eol(pp, t)) {
    pp_diag_at(pp, E_PP_INCLUDE_SYNTAX, &pp->tok[dir], 0);
    return rest;
  }
  if (pp->tok[t].kind == PK_STR) {
    pp_diag_at(pp, E_PP_INCLUDE_LOCAL, &pp->tok[t], 0);
    return rest;
  }
  if (!pp_is(&pp->tok[t], "<") || (pp->tok[t].flags & PF_HDR)) {
    pp_diag_at(pp, E_PP_INCLUDE_SYNTAX, &pp->tok[t], 0);
    return rest;
  }
  /* the name: the raw text up to '>' on this line */
  npos = pp->tok[t].pos + 1;
  for (k = npos; k < pp->n && pp->cs[k] != '>' && pp->cs[k] != '\n' && pp->cs[k] != '\r'; k++) {}
  if (k >= pp->n || pp->cs[k] != '>') {
    pp_diag_at(pp, E_PP_INCLUDE_SYNTAX, &pp->tok[t], 0);
    return rest;
  }
  name = pp->cs + npos;
  nlen = k - npos;
  h = pp_header_index(name, nlen);
  if (h < 0) {
    pp_diag_src(pp, E_PP_NO_HEADER, npos, nlen, 0);
    return rest;
  }
  if ((pp->c->headers >> h & 1u) && h != PP_H_ASSERT) return rest;
  pp->c->headers |= 1u << h;
  pos = pp->tok[hash].pos;
  line = pp->tok[hash].line;
  pp_run_text(pp, pp_header_text(h), pos, line);
  if (h == PP_H_ASSERT && pp_defined(pp, "NDEBUG", 6)) pp_run_text(pp, pp_h_ndebug, pos, line);
  if (h == PP_H_INTTYPES && !(pp->c->headers >> PP_H_STDINT & 1u)) { /* <inttypes.h> includes <stdint.h> */
    pp->c->headers |= 1u << PP_H_STDINT;
    pp_run_text(pp, pp_h_stdint, pos, line);
  }
  if (pp_header_null(h) && !pp_defined(pp, "NULL", 4)) pp_run_text(pp, pp_h_null, pos, line);
  return rest;
}

/* #line digits ["file"] */
CORE_FN static void pp_line(PpState *pp, int32_t dir) {
  int32_t t = pp->tok[dir].next, n, x, k;
  int64_t v = 0;
  int32_t i;
  if (pp_at_eol(pp, t)) { pp_diag_at(pp, E_PP_LINE, &pp->tok[dir], 0); return; }
  for (k = t, n = 0; !pp_at_eol(pp, k); k = pp->tok[k].next) n++;
  x = pp_expand_list(pp, t, n, 1, &n);
  if (pp->failed) return;
  if (n < 1 || n > 2 || pp->tok[x].kind != PK_NUM) { pp_diag_at(pp, E_PP_LINE, &pp->tok[t], 0); return; }
  for (i = 0; i < pp->tok[x].len; i++) {
    char ch = pp->tok[x].p[i];
    if (!pp_isdigit((unsigned char)ch) || v > 2147483647) { pp_diag_at(pp, E_PP_LINE, &pp->tok[t], 0); return; }
    v = v * 10 + (ch - '0');
  }
  if (v < 1 || v > 2147483647) { pp_diag_at(pp, E_PP_LINE, &pp->tok[t], 0); return; }
  if (n == 2) {
    int32_t f = pp->tok[x].next;
    if (pp->tok[f].kind != PK_STR) { pp_diag_at(pp, E_PP_LINE, &pp->tok[t], 0); return; }
    /* the file name must outlive the transient tokens: it lies in the source (or a built-in text) */
    if (pp->tok[f].flags & PF_EXP) { pp_diag_at(pp, E_PP_LINE, &pp->tok[t], 0); return; }
    pp->file = pp->tok[f].p;
    pp->file_len = pp->tok[f].len;
  }
  /* the line after the directive has number v */
  pp->line_delta = (int32_t)v - (pp->tok[dir].line + 1);
}

/* skips a group whose condition is false: returns the '#' of the #elif/#else/#endif that ends it */
CORE_FN static int32_t pp_skip_group(PpState *pp, int32_t t) {
  int depth = 0;
  int32_t guard;
  for (guard = 0; guard <= pp->npers && t >= 0 && pp->tok[t].kind != PK_EOF; guard++) {
    const PpTok *x = &pp->tok[t];
    if ((x->flags & PF_BOL) && pp_is(x, "#") && x->next >= 0 && !pp_at_eol(pp, x->next)) {
      const PpTok *d = &pp->tok[x->next];
      if (pp_is(d, "if") || pp_is(d, "ifdef") || pp_is(d, "ifndef")) depth++;
      else if (pp_is(d, "elif") || pp_is(d, "else") || pp_is(d, "endif")) {
        if (depth == 0) return t;
        if (pp_is(d, "endif")) depth--;
      }
    }
    t = x->next;
  }
  return t;
}

/* ---------------------------------------------------------------- directives: #pragma */
/* Each pragma does what gcc does with it, or is an error where that would change what the program means
 * and gnc cannot follow (gcc ignores the pragmas it does not know, and so does gnc):
 *
 *   pragma                                  gcc                              gnc
 *   once, GCC system_header                 a warning in the main file       nothing
 *   push_macro("X"), pop_macro("X")         save / restore X's definition    the same (pp_push_macro)
 *   GCC poison X ...                        later uses of X are errors       the same (pp_check_poison)
 *   GCC error "text"                        an error                         the same
 *   GCC warning "text", message ...         a warning, a note                nothing (a string must follow)
 *   GCC optimize (...), GCC push_options,   optimize what follows, define    __OPTIMIZE__ as gcc where gcc's is
 *     GCC pop_options, GCC reset_options      __OPTIMIZE__ for an -O level     known (pp_opt_level); an option that
 *                                                                            changes arithmetic (fast-math ...,
 *                                                                            wrapv, trapv): error
 *   GCC target (...)                        ISA extensions (fma: fused       nothing; fma, xop, arch=...: error
 *                                             multiply-add where optimizing)
 *   GCC diagnostic, GCC unroll N, GCC ivdep, warnings, loop hints, gcc's     nothing
 *     GCC visibility, GCC dependency,         own, or unknown: nothing
 *     STDC FP_CONTRACT/FENV_ACCESS/..., omp, ms_struct, anything else
 *   pack, weak, redefine_extname,           struct layout, symbol names,     error
 *     scalar_storage_order big-endian,        byte order, decimal floating
 *     STDC FLOAT_CONST_DECIMAL64 ON,          constants, a gcc internal
 *     GCC pch_preprocess
 *
 * A pragma is a line of tokens (to pp_at_eol): a #pragma line, or the text of a _Pragma operator
 * (pp_pragma_op). */

/* a diagnostic over the tokens first..last of a pragma (%s: their text) */
CORE_FN static void pp_diag_span(PpState *pp, int32_t code, int32_t first, int32_t last) {
  const PpTok *f = &pp->tok[first], *l = &pp->tok[last];
  PpTok at;
  if (!(f->flags & PF_HDR)) { /* a #pragma line of the source */
    pp_diag_src(pp, code, f->pos, l->pos + l->len - f->pos, 0);
    return;
  }
  at = *f; /* the text of a _Pragma: at the operator */
  at.len = (int32_t)(l->p + l->len - f->p);
  pp_diag_at(pp, code, &at, 0);
}

/* the last token of the pragma line from t */
CORE_FN static int32_t pp_line_last(const PpState *pp, int32_t t) {
  while (!pp_at_eol(pp, pp->tok[t].next)) t = pp->tok[t].next;
  return t;
}

/* a string literal token with its closing quote (and no prefix) */
CORE_FN static int pp_string(const PpState *pp, int32_t t) {
  const PpTok *x = &pp->tok[t];
  return !pp_at_eol(pp, t) && x->kind == PK_STR && x->len >= 2 && x->p[x->len - 1] == '"';
}

/* x takes d's definition (its kind, body and parameters), keeping its own name and hash chain */
CORE_FN static void pp_redefine(PpMacro *x, const PpMacro *d) {
  const char *name = x->name;
  int32_t nlen = x->nlen, hnext = x->hnext;
  *x = *d;
  x->name = name;
  x->nlen = nlen;
  x->hnext = hnext;
}

/* push_macro("X") (pop: pop_macro) at name token t.  As gcc: the name is the string's bytes as they are
 * written (one that is no identifier names no macro); push saves X's definition (or that it has none) in
 * the store, pop gives X the newest one saved and drops it, and does nothing when none is; anything but
 * ( "X" ) is an error, tokens after it are not. */
CORE_FN static void pp_push_macro(PpState *pp, int32_t t, int pop) {
  int32_t lp = pp->tok[t].next, s = pp_at_eol(pp, lp) ? -1 : pp->tok[lp].next, rp, id, off, n;
  const char *name;
  PpMacro m = {0}, none = {0};
  PpRec r;
  if (s < 0 || !pp_is(&pp->tok[lp], "(") || !pp_string(pp, s) || pp_at_eol(pp, rp = pp->tok[s].next) ||
      !pp_is(&pp->tok[rp], ")")) {
    pp_diag_span(pp, E_PP_PRAGMA_BAD, t, t);
    return;
  }
  name = pp->tok[s].p + 1;
  n = pp->tok[s].len - 2;
  if (pp->npoison && pp_store_find(pp, PR_POISON, name, n, &r) >= 0) {
    PpTok at = pp->tok[s];
    at.p = name;
    at.len = n;
    pp_diag_at(pp, E_PP_POISONED, &at, 0);
    return;
  }
  id = pp_find(pp, name, n);
  if (pop) {
    off = pp_store_find(pp, PR_PUSH, name, n, &r);
    if (off < 0) return;
    /* (without an entry, X still has the definition it had: none, or the builtin one) */
    if (id >= 0) pp_redefine(&pp->mac[id], &r.def);
    pp_store_drop(pp, off, r.size);
    return;
  }
  if (id >= 0) m = pp->mac[id];
  else if ((off = pp_builtin_find(name, n)) >= 0) pp_builtin_mac(pp, off, &m);
  if (!m.defined) m = none; /* undefined: pop_macro undefines X again */
  r.type = PR_PUSH;
  r.nlen = n;
  r.def = m;
  pp_store_add(pp, &r, name, &pp->tok[s]);
}

/* GCC poison (the tokens gcc, poison): each identifier that follows */
CORE_FN static void pp_poison(PpState *pp, int32_t gcc, int32_t poison) {
  PpRec r;
  int32_t t;
  for (t = pp->tok[poison].next; !pp_at_eol(pp, t); t = pp->tok[t].next) {
    const PpTok *x = &pp->tok[t];
    if (x->kind != PK_ID) {
      pp_diag_span(pp, E_PP_PRAGMA_BAD, gcc, poison);
      return;
    }
    if (pp_store_find(pp, PR_POISON, x->p, x->len, &r) >= 0) continue;
    r.type = PR_POISON;
    r.nlen = x->len;
    if (pp_store_add(pp, &r, x->p, x)) return;
    pp->npoison++;
  }
}

/* The -O level of the #pragma GCC optimize lines so far (level: 0 -O0, 1 -O1 and up, 2 -Os), as gcc shows it in
 * __OPTIMIZE__ and __OPTIMIZE_SIZE__ (bit = 0 or 1).  gcc defines a macro when a pragma turns its flag on, and
 * undefines it when one turns it off, but only if no function was defined since the pragma before it (gcc
 * compares with the command line's -O0 after one): what turns a defined flag off (a lower level, pop_options,
 * reset_options) makes its macro unknown to gnc, and a use of it an error (pp_lookup). */
CORE_FN static void pp_opt_flag(PpState *pp, int bit, int state) {
  const char *n = bit ? "__OPTIMIZE_SIZE__" : "__OPTIMIZE__";
  int32_t len = bit ? 17 : 12, id;
  if (pp->opt[bit] == state) return;
  pp->opt[bit] = (uint8_t)state;
  id = pp_find(pp, n, len);
  if (id >= 0) pp_builtin_mac(pp, pp_builtin_find(n, len), &pp->mac[id]); /* a directive's entry too */
}
CORE_FN static void pp_opt_level(PpState *pp, int level) { /* level -1: lowered to one not known */
  int bit;
  for (bit = 0; bit < 2; bit++) {
    int on = level >= 0 && (bit ? level == 2 : level >= 1);
    if (on) pp_opt_flag(pp, bit, 1);
    else if (pp->opt[bit] == 1) pp_opt_flag(pp, bit, 2);
  }
}

/* 1 if s[0, n) holds word w */
CORE_FN static int pp_holds(const char *s, int32_t n, const char *w) {
  int32_t i, k = pp_strlen(w);
  for (i = 0; i + k <= n; i++)
    if (pp_eq(s + i, k, w, k)) return 1;
  return 0;
}

/* one option of GCC optimize, s[0, n): its -O level (0, 1, 2 for -Os/-Oz), -1 none, -2 one that changes
 * the arithmetic (fast-math and what it sets, Ofast, wrapv, trapv, ...) */
CORE_FN static int pp_opt_option(const char *s, int32_t n) {
  PP_DATA char bad[] = "fast math unsafe associative reciprocal zeros trap wrapv overflow precision finite rounding "
                       "cx-";
  int32_t i = 0, k;
  if (n > 0 && s[0] == '-') s++, n--;
  while (bad[i]) {
    char w[16];
    for (k = 0; bad[i] && bad[i] != ' ' && k < 15; k++) w[k] = bad[i++];
    w[k] = 0;
    if (bad[i] == ' ') i++;
    if (pp_holds(s, n, w)) return -2;
  }
  if (n == 0 || s[0] != 'O') return -1;
  if (n == 1 || (n == 2 && s[1] == 'g')) return 1;
  if (n == 2 && (s[1] == 's' || s[1] == 'z')) return 2;
  for (i = 1, k = 0; i < n; i++) {
    if (!pp_isdigit((unsigned char)s[i])) return -1;
    k |= s[i] != '0';
  }
  return k;
}

/* GCC optimize (the tokens gcc, optimize): ( "options,..." or N, ... ), parentheses optional; a line in any
 * other form does nothing (gcc warns or fails) */
CORE_FN static void pp_optimize(PpState *pp, int32_t gcc, int32_t optimize) {
  int32_t x, i, j;
  int level = -2; /* none given */
  for (x = pp->tok[optimize].next; !pp_at_eol(pp, x); x = pp->tok[x].next) {
    const PpTok *k = &pp->tok[x];
    if (pp_is(k, "(") || pp_is(k, ")") || pp_is(k, ",")) continue;
    if (k->kind == PK_NUM) { /* N: -ON */
      int nz = 0;
      for (i = 0; i < k->len && pp_isdigit((unsigned char)k->p[i]); i++) nz |= k->p[i] != '0';
      if (i < k->len) return;
      level = nz;
      continue;
    }
    if (!pp_string(pp, x)) return;
    for (i = 1; i < k->len - 1; i = j + 1) { /* the options, split at commas */
      int o;
      for (j = i; j < k->len - 1 && k->p[j] != ','; j++) {}
      o = pp_opt_option(k->p + i, j - i);
      if (o == -2) {
        pp_diag_span(pp, E_PP_PRAGMA_NO, gcc, pp_line_last(pp, gcc));
        return;
      }
      if (o >= 0) level = o;
    }
  }
  if (level != -2) pp_opt_level(pp, level);
}

/* the pragma whose first token is t (at_eol: none) */
CORE_FN static void pp_pragma(PpState *pp, int32_t t) {
  const PpTok *a = &pp->tok[t], *b;
  int32_t k = -1, x;
  if (pp_at_eol(pp, t)) return;
  if (!pp_at_eol(pp, a->next)) k = a->next;
  b = k >= 0 ? &pp->tok[k] : 0;
  if (pp_is(a, "push_macro") || pp_is(a, "pop_macro")) {
    pp_push_macro(pp, t, a->p[1] == 'o');
  } else if (pp_is(a, "pack") || pp_is(a, "weak") || pp_is(a, "redefine_extname") ||
             (pp_is(a, "scalar_storage_order") && !(b && (pp_is(b, "default") || pp_is(b, "little")))) ||
             (pp_is(a, "STDC") && b && pp_is(b, "FLOAT_CONST_DECIMAL64") &&
              !(!pp_at_eol(pp, b->next) && (pp_is(&pp->tok[b->next], "OFF") || pp_is(&pp->tok[b->next], "DEFAULT")))) ||
             (pp_is(a, "GCC") && b && pp_is(b, "pch_preprocess"))) {
    pp_diag_span(pp, E_PP_PRAGMA_NO, t, pp_line_last(pp, t));
  } else if (!pp_is(a, "GCC") || !b) {
    /* once, message, STDC, omp, unknown pragmas: nothing */
  } else if (pp_is(b, "poison")) {
    pp_poison(pp, t, k);
  } else if (pp_is(b, "error") || pp_is(b, "warning")) {
    x = b->next;
    if (!pp_string(pp, x)) {
      pp_diag_span(pp, E_PP_PRAGMA_BAD, t, k);
    } else if (pp_is(b, "error")) { /* the text between the quotes */
      PpTok at = pp->tok[x];
      if (at.flags & PF_HDR) {
        at.p++;
        at.len -= 2;
        pp_diag_at(pp, E_PP_PRAGMA_ERROR, &at, 0);
      } else {
        pp_diag_src(pp, E_PP_PRAGMA_ERROR, at.pos + 1, at.len - 2, 0);
      }
    }
  } else if (pp_is(b, "optimize")) {
    pp_optimize(pp, t, k);
  } else if (pp_is(b, "pop_options") || pp_is(b, "reset_options")) {
    pp_opt_level(pp, -1);
  } else if (pp_is(b, "target")) { /* options that may make gcc fuse a * b + c */
    for (x = b->next; !pp_at_eol(pp, x); x = pp->tok[x].next) {
      const PpTok *o = &pp->tok[x];
      if (o->kind == PK_STR && (pp_holds(o->p, o->len, "fma") || pp_holds(o->p, o->len, "xop") ||
                                pp_holds(o->p, o->len, "arch="))) {
        pp_diag_span(pp, E_PP_PRAGMA_NO, t, pp_line_last(pp, t));
        return;
      }
    }
  }
}

/* _Pragma ( string ) at token op: the string destringized (C11 6.10.9: \" and \\ lose their backslash)
 * into the text pool, made transient tokens (at op, flagged PF_HDR: not the source's) and run as a pragma */
CORE_FN static void pp_pragma_op(PpState *pp, int32_t op, int32_t str) {
  const PpTok *s = &pp->tok[str];
  int32_t n = 0, i, first = -1, last = -1, len, k;
  char *buf;
  if (s->len < 2 || s->p[s->len - 1] != '"') return;
  buf = pp_text_alloc(pp, s->len, s);
  if (!buf) return;
  for (i = 1; i < s->len - 1; i++) {
    if (s->p[i] == '\\' && i + 2 < s->len && (s->p[i + 1] == '"' || s->p[i + 1] == '\\')) i++;
    buf[n++] = s->p[i];
  }
  for (i = 0;;) {
    int sp = 0, kind = PK_EOF;
    int32_t nl = 0;
    i = pp_skip_space(pp, buf, i, n, &nl, &sp, 0);
    len = 0;
    if (i < n) kind = pp_scan(buf, i, n, &len);
    k = pp_new(pp, &pp->tok[op]);
    if (k < 0) return;
    pp->tok[k].p = buf + i;
    pp->tok[k].len = len;
    pp->tok[k].kind = (uint8_t)kind;
    pp->tok[k].flags = (uint8_t)(PF_HDR | (sp ? PF_SPACE : 0));
    pp->tok[k].hs = -1;
    if (last >= 0) pp->tok[last].next = k;
    else first = k;
    last = k;
    if (kind == PK_EOF) break;
    i += len;
  }
  pp_pragma(pp, first);
}

/* a directive at the '#' token hash: returns the token to go on with */
CORE_FN static int32_t pp_directive(PpState *pp, int32_t hash) {
  int32_t dir = pp->tok[hash].next, rest;
  const PpTok *d;
  if (pp_at_eol(pp, dir)) return dir; /* the null directive */
  rest = pp_line_end(pp, dir);
  d = &pp->tok[dir];
  if (pp->npoison && !pp_is(d, "pragma") && !pp_is(d, "include") && !pp_is(d, "elif")) { /* (as gcc) */
    int32_t t;
    for (t = d->next; !pp_at_eol(pp, t); t = pp->tok[t].next) pp_check_poison(pp, t);
  }
  if (pp_is(d, "define")) {
    pp_define(pp, dir);
    return rest;
  }
  if (pp_is(d, "undef")) {
    pp_undef(pp, dir);
    return rest;
  }
  if (pp_is(d, "include")) return pp_include(pp, hash, dir, rest);
  if (pp_is(d, "if") || pp_is(d, "ifdef") || pp_is(d, "ifndef")) {
    int v;
    PpCond *c;
    if (pp->ncond >= GNC_PP_MAX_IF || pp->ncond >= pp->cond_cap) {
      pp_fail(pp, E_PP_IF_DEEP, d, GNC_PP_MAX_IF);
      return rest;
    }
    if (d->len > 2) { /* ifdef, ifndef */
      int32_t t = d->next;
      if (pp_at_eol(pp, t) || pp->tok[t].kind != PK_ID) {
        pp_diag_at(pp, E_PP_MACRO_NAME, &pp->tok[pp_at_eol(pp, t) ? dir : t], 0);
        v = 0;
      } else {
        v = pp_lookup(pp, &pp->tok[t]) >= 0;
        if (d->len == 6) v = !v;
      }
    } else {
      v = pp_if_value(pp, dir);
    }
    c = &pp->cond[pp->ncond++];
    c->tok = dir;
    c->taken = (uint8_t)v;
    c->seen_else = 0;
    return v ? rest : pp_skip_group(pp, rest);
  }
  if (pp_is(d, "elif") || pp_is(d, "else")) {
    PpCond *c;
    if (pp->ncond == 0) {
      pp_diag_at(pp, E_PP_NO_IF, d, 0);
      return rest;
    }
    c = &pp->cond[pp->ncond - 1];
    if (c->seen_else) {
      pp_diag_at(pp, pp_is(d, "else") ? E_PP_ELSE_ELSE : E_PP_ELIF_ELSE, d, 0);
      return pp_skip_group(pp, rest);
    }
    if (pp_is(d, "else")) {
      c->seen_else = 1;
      if (c->taken) return pp_skip_group(pp, rest);
      c->taken = 1;
      return rest;
    }
    if (c->taken) return pp_skip_group(pp, rest);
    if (pp_if_value(pp, dir)) {
      c->taken = 1;
      return rest;
    }
    return pp_skip_group(pp, rest);
  }
  if (pp_is(d, "endif")) {
    if (pp->ncond == 0) pp_diag_at(pp, E_PP_NO_IF, d, 0);
    else pp->ncond--;
    return rest;
  }
  if (pp_is(d, "error")) {
    /* the text of the line after "error" (to the end of the line's last token) */
    int32_t t = d->next, last = dir, s, e;
    while (!pp_at_eol(pp, t)) { last = t; t = pp->tok[t].next; }
    if (last == dir || (d->flags & PF_HDR)) {
      pp_diag_at(pp, E_PP_ERROR, d, 0);
      return rest;
    }
    s = pp->tok[d->next].pos;
    e = pp->tok[last].pos + pp->tok[last].len;
    pp_diag_src(pp, E_PP_ERROR, s, e - s, 0);
    return rest;
  }
  if (pp_is(d, "pragma")) {
    pp_pragma(pp, d->next);
    return rest;
  }
  if (pp_is(d, "warning") || pp_is(d, "ident") || pp_is(d, "sccs")) return rest;
  if (pp_is(d, "line") || d->kind == PK_NUM) {
    pp_line(pp, d->kind == PK_NUM ? hash : dir);
    return rest;
  }
  pp_diag_at(pp, E_PP_UNKNOWN_DIR, d, 0);
  return rest;
}

/* ---------------------------------------------------------------- the walk */
CORE_FN static void pp_walk(PpState *pp, int32_t t) {
  int32_t guard;
  for (guard = 0; t >= 0 && !pp->failed; guard++) {
    const PpTok *x = &pp->tok[t];
    int32_t r, rest = -1;
    if (t < pp->npers) pp_release(pp); /* no transient token is in use */
    if (x->kind == PK_EOF) break;
    if ((x->flags & PF_BOL) && !(x->flags & PF_EXP) && pp_is(x, "#")) {
      t = pp_directive(pp, t);
      continue;
    }
    if (pp->npoison) pp_check_poison(pp, t);
    /* _Pragma("...") runs as a #pragma line, and leaves nothing */
    if (pp_is(x, "_Pragma") && x->next >= 0 && pp_is(&pp->tok[x->next], "(")) {
      int32_t s = pp->tok[x->next].next;
      if (s >= 0 && pp->tok[s].kind == PK_STR && pp->tok[s].next >= 0 && pp_is(&pp->tok[pp->tok[s].next], ")")) {
        pp->pend |= (uint8_t)(x->flags & (PF_SPACE | PF_BOL));
        rest = pp->tok[pp->tok[s].next].next;
        pp_pragma_op(pp, t, s);
        t = rest;
        continue;
      }
    }
    r = pp_expand(pp, t, 0, &rest);
    if (r == -2) {
      pp_emit(pp, t);
      t = x->next;
    } else {
      t = r == -3 ? rest : r;
    }
  }
  if (!pp->failed)
    while (pp->ncond > 0) {
      const PpTok *c = &pp->tok[pp->cond[--pp->ncond].tok];
      pp_diag_at(pp, E_PP_UNTERM_IF, c, 0);
    }
}

/* ---------------------------------------------------------------- the driver */
/* Carves the preprocessor's memory from c's workspace: the front part (output, map, splices) stays for
 * the later passes; the rest (the passes' arenas, dead now; as much as cc_workspace_size_scan gives for
 * the source, whatever the workspace's size) holds the state, the clean source, macros, parameter names
 * and the persistent tokens (pp_caps), and shares of what is left for arguments, texts, hide sets and the
 * transient tokens.  Returns 0 or nonzero when the workspace is too small. */
CORE_FN static int pp_carve(Compiler *c, PpState **ppp, int32_t out_cap) {
  size_t front = pp_front_size(&c->scan), need = cc_workspace_size_scan(&c->scan), rest;
  unsigned char *w = c->ws, *end = c->ws + need;
  int32_t n = c->usrc_len;
  PpState *pp;
  PpCaps k;
  pp_caps(&c->scan, &k);
  if (!w || need > c->ws_size || c->scan.len != n || front + pp_fixed_size(&c->scan, &k) + pp_share(&c->scan) > need)
    return 1;
  c->pp_out = (char *)w;
  c->seg = (PpSeg *)(w + PP_A8(out_cap));
  c->spl = (PpSplice *)(w + PP_A8(out_cap) + PP_A8(sizeof(PpSeg) * (size_t)pp_seg_cap(&c->scan)));
  c->nseg = c->nspl = 0;
  w += front;
  pp = (PpState *)w;
  w += PP_A8(sizeof(PpState));
  pp->c = c;
  pp->out = c->pp_out;
  pp->out_cap = out_cap;
  pp->seg = c->seg;
  pp->seg_cap = pp_seg_cap(&c->scan);
  pp->cs = (const char *)w; /* the clean source (used only when there are splices) */
  if (c->scan.splices) w += PP_A8((size_t)n);
  pp->mac_cap = k.mac;
  pp->mac = (PpMacro *)w;
  w += PP_A8(sizeof(PpMacro) * (size_t)pp->mac_cap);
  pp->hash_cap = k.hash;
  pp->hash = (int32_t *)w;
  w += PP_A8(sizeof(int32_t) * (size_t)pp->hash_cap);
  pp->pn_cap = k.pn;
  pp->pnames = (PpName *)w;
  w += PP_A8(sizeof(PpName) * (size_t)pp->pn_cap);
  pp->args_cap = k.args;
  pp->args = (PpArg *)w;
  w += PP_A8(sizeof(PpArg) * (size_t)pp->args_cap);
  pp->cond_cap = k.cond;
  pp->cond = (PpCond *)w;
  w += PP_A8(sizeof(PpCond) * (size_t)pp->cond_cap);
  pp->tok = (PpTok *)w; /* persistent tokens from the bottom, transient ones from the top */
  w += PP_A8(sizeof(PpTok) * (size_t)k.pers);
  rest = (size_t)(end - w); /* the share for expansions: texts, hide sets, transient tokens */
  pp->share = rest;
  pp->text_cap = (int32_t)(rest / 8 > 0x3FFFFFFF ? 0x3FFFFFFF : rest / 8);
  pp->hs_cap = (int32_t)(rest / 5 / sizeof(PpHs) > 0x3FFFFFFF ? 0x3FFFFFFF : rest / 5 / sizeof(PpHs));
  pp->text = (char *)end - PP_A8((size_t)pp->text_cap);
  pp->hs = (PpHs *)(pp->text - PP_A8(sizeof(PpHs) * (size_t)pp->hs_cap));
  rest = (size_t)((unsigned char *)pp->hs - (unsigned char *)pp->tok) / sizeof(PpTok);
  pp->tok_cap = (int32_t)(rest > 0x3FFFFFFF ? 0x3FFFFFFF : rest);
  if (pp->tok_cap < k.pers + 64 || pp->hs_cap < 64) return 1;
  *ppp = pp;
  return 0;
}

/* The end of pp_run: the later passes read the output, in arenas behind the front part sized for its own
 * scan.  A compile that ran out of room measured what it can (cc_out_of_room): the room for expansions
 * (it stopped: the next try gets 16 times as much, the one after GNC_PP_MAX_EXPAND bytes), the output (its bytes, and
 * the counts of the
 * part written and of the tokens counted past it), or the output's scan (beyond the room the source's
 * budget has, cc_pp_budget).  Errors of a preprocessor that got to the end are reported as they are; one
 * that stopped for room after an error runs again with more, so that its errors do not depend on the room
 * its first try had. */
/* A room that a try before measured (r->len > 0: the text counted past a full output, or scanned) bounds
 * this very text (the same source gives the same text) as its scan t does: the arenas take the smaller of
 * the two bounds (a whole text's scan over 16 KB is coarser than the sum of its tokens' scans) */
CORE_FN static void pp_min_room(CcScan *t, const CcRoom *r) {
  if (r->tokens < t->tokens) t->tokens = r->tokens;
  if (r->nodal < t->nodal) t->nodal = r->nodal;
  if (r->castable < t->castable) t->castable = r->castable;
  if (r->words < t->words) t->words = r->words;
  if (r->leaves < t->leaves) t->leaves = r->leaves;
  if (r->parens < t->parens) t->parens = r->parens;
  if (r->branches < t->branches) t->branches = r->branches;
}

CORE_FN static int pp_finish(Compiler *c, PpState *pp, int32_t nerr) {
  CcScan t;
  CcRoom r;
  int32_t m = pp->nout;
  cc_room_none(&r);
  if ((pp->no_share || pp->over) && c->nerr_total != nerr && cc_scan_lean(&c->scan)) {
    cc_out_of_room(c, &r); /* a lean compile with errors: again with every bound, to report what it does */
    return 1;
  }
  if (pp->no_share && (c->nerr_total == nerr || pp->share < (size_t)GNC_PP_MAX_EXPAND)) {
    /* 16 times the room, then the limit (with errors too: they are then those of a run to the end, or to
     * the limit, whatever room the first try had) */
    size_t had = pp->share > PP_MIN_SHARE ? pp->share : PP_MIN_SHARE; /* a lean compile's as the least */
    size_t kib = c->scan.room.share > 0 ? (size_t)GNC_PP_MAX_EXPAND >> 10 : (had >> 10) * 16 + 1;
    r.share = (int32_t)(kib < (size_t)(GNC_PP_MAX_EXPAND >> 10) ? kib : (size_t)(GNC_PP_MAX_EXPAND >> 10));
    cc_out_of_room(c, &r);
    return 1;
  }
  if (pp->failed || c->nerr_total != nerr) return 1;
  lex_scan(c->pp_out, m < pp->out_cap ? m : pp->out_cap, &t);
  t.pp = 0;
  if (pp->over) {
    t.len = m;
    t.tokens += pp->meas.tokens;
    t.nodal += pp->meas.nodal;
    t.castable += pp->meas.castable;
    t.words += pp->meas.words;
    t.leaves += pp->meas.leaves;
    t.parens += pp->meas.parens;
    t.branches += pp->meas.branches;
  }
  if (!pp->over && c->scan.room.len > 0) pp_min_room(&t, &c->scan.room);
  if (!pp->over && !cc_carve(c, &t)) {
    c->src = c->pp_out;
    c->src_len = m;
    return 0;
  }
  r.len = t.len;
  r.tokens = t.tokens;
  r.nodal = t.nodal;
  r.castable = t.castable;
  r.words = t.words;
  r.leaves = t.leaves;
  r.parens = t.parens;
  r.branches = t.branches;
  cc_out_of_room(c, &r);
  return 1;
}

CORE_FN int pp_run(Compiler *c) {
  PpState *pp = 0;
  int32_t n = c->usrc_len, i, first, last, out_cap, nerr = c->nerr_total;
  const char *s = c->usrc;
  c->pp_done = 1;
  if (!c->ws || n < 0) {
    cc_error(c, E_OUT_OF_SPACE, 0, 0, 0);
    return 1;
  }
  if (c->scan.pp != 1) { /* the arenas were carved for the worst case (cc_init): now for the source, */
    lex_scan(s, n, &c->scan);
    c->scan.pp = 1;
    c->scan.room.full = 1; /* each at its bound */
  }
  out_cap = pp_text_cap(&c->scan);
  if (pp_carve(c, &pp, out_cap)) {
    cc_error(c, E_OUT_OF_SPACE, 0, 0, 0);
    return 1;
  }
  /* phase 2: line splices (the clean copy has room only when the scan saw a backslash) */
  if (!c->scan.splices) {
    pp->cs = s;
    pp->n = n;
  } else {
    char *cs = (char *)pp->cs;
    int32_t j = 0, add = 0;
    for (i = 0; i < n;) {
      if (s[i] == '\\') {
        int32_t k = i + 1;
        while (k < n && pp_isblank((unsigned char)s[k])) k++;
        if (k < n && (s[k] == '\n' || s[k] == '\r')) {
          if (c->nspl > c->scan.splices) { /* cannot happen with the source's own scan */
            cc_error(c, E_OUT_OF_SPACE, 0, 0, 0);
            return 1;
          }
          k += (s[k] == '\r' && k + 1 < n && s[k + 1] == '\n') ? 2 : 1;
          add += k - i;
          c->spl[c->nspl].pos = j; /* each splice has its entry (each held a newline) */
          c->spl[c->nspl].add = add;
          c->nspl++;
          i = k;
          continue;
        }
      }
      cs[j++] = s[i++];
    }
    if (c->nspl == 0) pp->cs = s;
    pp->n = j;
  }
  pp->npers = 0;
  pp->tlow = pp->tok_cap;
  pp->nhs = pp->ntext = pp->nmac = pp->npn = pp->nargs = 0;
  pp->text_top = pp->text_cap;
  pp->npoison = 0;
  pp->opt[0] = pp->opt[1] = 0;
  pp->nout = 0;
  pp->nseg = 0;
  pp->prev_tok = -1;
  pp->prev_src = 0;
  pp->prev_ch = ' ';
  pp->pend = 0;
  pp->line_delta = 0;
  pp->file = 0;
  pp->file_len = 0;
  pp->ncond = 0;
  pp->failed = 0;
  pp->over = pp->no_share = 0;
  cc_room_none(&pp->meas);
  for (i = 0; i < pp->hash_cap; i++) pp->hash[i] = -1;
  /* the source's tokens, __LINE__ and __FILE__, then the walk over the source */
  first = pp_tokenize(pp, pp->cs, pp->n, 1, 0, 1, &last);
  if (first >= 0) {
    PpTok name;
    int32_t id;
    name.p = "__LINE__"; name.len = 8; name.pos = 0; name.mlen = 0; name.flags = PF_HDR;
    id = pp_entry(pp, &name);
    if (id >= 0) {
      pp->mac[id].defined = 1;
      pp->mac[id].kind = PM_LINE;
      pp->mac[id].nparams = 0;
      pp->mac[id].variadic = 0;
    }
    name.p = "__FILE__";
    id = pp_entry(pp, &name);
    if (id >= 0) {
      pp->mac[id].defined = 1;
      pp->mac[id].kind = PM_FILE;
      pp->mac[id].nparams = 0;
      pp->mac[id].variadic = 0;
    }
    pp_walk(pp, first);
  }
  c->nseg = pp->nseg < pp->seg_cap ? pp->nseg : pp->seg_cap;
  c->nmapped = c->ndiag;
  return pp_finish(c, pp, nerr);
}

/* ---------------------------------------------------------------- diagnostics of the later passes */
/* the segment holding output offset p */
CORE_FN static int32_t pp_seg_at(const Compiler *c, int32_t p) {
  int32_t lo = 0, hi = c->nseg;
  while (hi - lo > 1) {
    int32_t mid = lo + (hi - lo) / 2;
    if (c->seg[mid].out <= p) lo = mid;
    else hi = mid;
  }
  return lo;
}

/* the user-source position of text position x (the invocation of a macro for text it produced) */
CORE_FN int32_t pp_user_pos(const Compiler *c, int32_t x) {
  const PpSeg *s;
  if (c->pp_done != 1 || c->src != c->pp_out || c->nseg == 0) return x;
  if (x >= c->src_len) return c->usrc_len;
  s = &c->seg[pp_seg_at(c, x)];
  return s->mlen > 0 ? pp_user(c, s->pos) : pp_user(c, s->pos + (x - s->out));
}

CORE_FN void pp_map_diags(Compiler *c) {
  int32_t i;
  if (c->pp_done != 1 || c->src != c->pp_out) { c->nmapped = c->ndiag; return; }
  for (i = c->nmapped; i < c->ndiag; i++) {
    Diag *d = &c->diag[i];
    int32_t x = d->pos, xl = d->len;
    if (x < 0 || xl < 0) continue;
    if (x >= c->src_len || c->nseg == 0) {
      d->pos = c->usrc_len;
      d->len = 0;
      continue;
    }
    {
      const PpSeg *s = &c->seg[pp_seg_at(c, x)];
      int32_t segend = s + 1 < c->seg + c->nseg ? (s + 1)->out : c->src_len;
      if (x + xl > c->src_len) xl = c->src_len - x;
      if (s->mlen > 0) {
        d->pos = pp_user(c, s->pos);
        d->len = s->mlen;
        d->mac = s->mlen;
        pp_set_text(d, c->src + x, xl);
      } else {
        int32_t cp = s->pos + (x - s->out), up = pp_user(c, cp), ue = pp_user(c, cp + xl);
        d->pos = up;
        d->len = ue - up;
        if (x + xl > segend || ue - up != xl) pp_set_text(d, c->src + x, xl);
        if (x + xl > segend) d->len = segend - x;
      }
    }
  }
  c->nmapped = c->ndiag;
}
