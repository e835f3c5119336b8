/* plex.c - the data-parallel lexer's per-byte and per-token steps (Pareas-style), exact to lex_run.
 *
 * Over the bytes of a whole batch (programs concatenated, each [lo, hi)):
 *   1. per byte i: plex_trans -> the byte's state-transition function, packed in a uint32_t (3 bits per
 *      state: f(s) = (f >> 3s) & 7).  It depends only on the bytes i-2 .. i+1 of the byte's program, and at
 *      a program's first byte it is constant (the state before a program is PX_BOUND), so one scan over
 *      the whole batch never carries state from one program into the next;
 *   2. an inclusive scan with plex_compose (function composition: associative) gives every byte the state
 *      after it; the state before byte i is plex_apply(scan[i-1]) (PX_BOUND at a program's first byte);
 *   3. per byte: plex_starts(state before) = 1 when the byte starts a token; an exclusive sum of these
 *      flags numbers the tokens (minus the sum at the program's first byte: the index in its Token array);
 *   4. per token start: plex_token -> kind, pos, len, val exactly as lex_run makes them.
 *
 * States: PX_BOUND (between tokens, or after a token that cannot grow), PX_ID (in an identifier), PX_NUM
 * (in a preprocessing number), PX_OP1 (the previous byte began an operator that may grow: s[i-1] says
 * which), PX_OP2 (the previous two bytes are "<<" or ">>", which may grow by '='), PX_FAIL (absorbing).
 * Comments and the common character literals have their own states (PX_LC, PX_BC*, PX_CH*).  Whatever
 * this lexer does not reproduce exactly goes to PX_FAIL: a backslash in a comment where it could splice
 * lines (after a '*' of a block comment, anywhere in a line comment), character literals other than 'c',
 * '\c' (simple escapes), '\d', '\dd', '\ddd' (octal, at most 0377), '\xh', '\xhh', string literals, '#', any other
 * byte outside the token alphabet.  A program ending inside a block comment or a
 * character literal goes to lex_run too (plex_failed).
 * plex_token fails (returns 1) on an unsupported keyword or reserved identifier, a word lex_run drops
 * (LX_DROP), __attribute__, and on any numeric literal
 * lex_run would reject.  A program whose final state is PX_FAIL, or with a failing token, is lexed by
 * lex_run instead; since neither path produces a token lex_run would not, the Token arrays are identical
 * (tests/gpu/plex_test.c checks this on every program of the test suites and on mutated inputs).
 */
#include "core/compiler/compiler.h"
#include "core/lib/lib.h"

enum {
  PX_BOUND = 0, PX_ID, PX_NUM, PX_OP1, PX_OP2, PX_FAIL,
  PX_LC,                                  /* in a line comment                                    */
  PX_BC_OPEN, PX_BC, PX_BC_STAR,          /* after the opening slash; inside; inside after a star  */
  PX_CH_OPEN, PX_CH_BODY, PX_CH_ESC,      /* after the opening quote; before the closing one; after a backslash */
  PX_CH_HEX0, PX_CH_HEX1,                 /* after "\x"; after "\x" and one hex digit, or "\dd" */
  PX_CH_OCT1,                             /* after "\d" (an octal digit)                        */
  PX_NSTATES                              /* 16: a function is 16 nibbles of a uint64_t             */
};
#define PX_BITS 4

/* 1 letter or '_', 2 digit */
CORE_FN static int px_idstart(unsigned ch) { return ((ch | 32u) - 'a' < 26u) || ch == '_'; }
CORE_FN static int px_digit(unsigned ch) { return ch - '0' < 10u; }
CORE_FN static int px_idchar(unsigned ch) { return px_idstart(ch) || px_digit(ch); }
CORE_FN static int px_xdigit(unsigned ch) { return px_digit(ch) || (ch | 32u) - 'a' < 6u; }
CORE_FN static int px_space(unsigned ch) { return ch == ' ' || (ch >= 9u && ch <= 13u); }
CORE_FN static int px_punct(unsigned ch) {
  switch (ch) {
  case '(': case ')': case '{': case '}': case '[': case ']': case ';': case ',': case '?': case ':': case '~':
    return 1;
  }
  return 0;
}
/* first characters of operators that may be longer than one byte */
CORE_FN static int px_opchar(unsigned ch) {
  switch (ch) {
  case '+': case '-': case '*': case '%': case '=': case '!': case '^': case '&': case '|': case '<': case '>':
  case '/':
    return 1;
  }
  return 0;
}
/* a then b is a two-byte operator */
CORE_FN static int px_op2(unsigned a, unsigned b) {
  if (b == '=') return 1; /* += -= *= %= == != ^= &= |= <= >= /= (a is an operator character) */
  return (a == b && (a == '+' || a == '-' || a == '&' || a == '|' || a == '<' || a == '>')) || (a == '-' && b == '>');
}

CORE_FN static unsigned px_at(const unsigned char *s, int64_t i, int64_t lo, int64_t hi) {
  return i >= lo && i < hi ? s[i] : 0u;
}

/* a character literal's plain character (lex_run also takes \t \v \f: those go to lex_run) */
CORE_FN static int px_chplain(unsigned ch) { return ch >= 0x20u && ch < 0x7Fu && ch != '\'' && ch != '\\'; }
CORE_FN static int px_chesc(unsigned ch) { return lex_simple_escape(ch) >= 0; }

/* the state after byte i of [lo, hi) given the state before it; *start = 1 when it begins a token */
CORE_FN static int px_step(int st, const unsigned char *s, int64_t i, int64_t lo, int64_t hi, int *start) {
  unsigned ch = s[i], prev = px_at(s, i - 1, lo, hi), next = px_at(s, i + 1, lo, hi);
  *start = 0;
  switch (st) {
  case PX_FAIL: return PX_FAIL;
  case PX_ID:
    if (px_idchar(ch)) return PX_ID;
    break;
  case PX_NUM:
    if (px_idchar(ch) || ch == '.') return PX_NUM;
    if ((ch == '+' || ch == '-') && ((prev | 32u) == 'e' || (prev | 32u) == 'p')) return PX_NUM;
    break;
  case PX_OP1:
    if (px_op2(prev, ch)) return (ch == '<' || ch == '>') && prev == ch ? PX_OP2 : PX_BOUND; /* << >> may grow */
    break;
  case PX_OP2:
    if (ch == '=') return PX_BOUND;
    break;
  /* comments: a backslash where it could splice goes to lex_run */
  case PX_LC: return ch == '\n' || ch == '\r' ? PX_BOUND : ch == '\\' ? PX_FAIL : PX_LC;
  case PX_BC_OPEN: return PX_BC; /* the '*' of the opener */
  case PX_BC: return ch == '*' ? PX_BC_STAR : PX_BC;
  case PX_BC_STAR: return ch == '/' ? PX_BOUND : ch == '*' ? PX_BC_STAR : ch == '\\' ? PX_FAIL : PX_BC;
  /* character literals: 'c', '\c' (simple escapes), '\d', '\dd', '\ddd', '\xh', '\xhh' */
  case PX_CH_OPEN: return ch == '\\' ? PX_CH_ESC : px_chplain(ch) ? PX_CH_BODY : PX_FAIL;
  case PX_CH_BODY: return ch == '\'' ? PX_BOUND : PX_FAIL;
  case PX_CH_ESC:
    return px_chesc(ch) ? PX_CH_BODY : (ch >= '0' && ch <= '7') ? PX_CH_OCT1 : ch == 'x' ? PX_CH_HEX0 : PX_FAIL;
  /* PX_CH_HEX1 also follows two octal digits: it admits a hex digit there, which plex_token rejects */
  case PX_CH_OCT1: return ch == '\'' ? PX_BOUND : (ch >= '0' && ch <= '7') ? PX_CH_HEX1 : PX_FAIL;
  case PX_CH_HEX0: return px_xdigit(ch) ? PX_CH_HEX1 : PX_FAIL;
  case PX_CH_HEX1: return ch == '\'' ? PX_BOUND : px_xdigit(ch) ? PX_CH_BODY : PX_FAIL;
  }
  /* a new token, white space or a comment */
  if (px_space(ch)) return PX_BOUND;
  if (ch == '/' && next == '/') return PX_LC;
  if (ch == '/' && next == '*') return PX_BC_OPEN;
  *start = 1;
  if (px_idstart(ch)) return PX_ID;
  if (px_digit(ch) || (ch == '.' && px_digit(next))) return PX_NUM;
  if (px_punct(ch) || ch == '.') return PX_BOUND;
  if (px_opchar(ch)) return PX_OP1;
  if (ch == '\'') return PX_CH_OPEN;
  return PX_FAIL;
}

/* ---------------------------------------------------------------- per byte */

CORE_FN uint64_t plex_trans(const char *src, int64_t i, int64_t lo, int64_t hi) {
  const unsigned char *s = (const unsigned char *)src;
  uint64_t f = 0;
  int st, start;
  if (i == lo) return (uint64_t)px_step(PX_BOUND, s, i, lo, hi, &start) * 0x1111111111111111ull; /* constant */
  for (st = 0; st < PX_NSTATES; st++) f |= (uint64_t)px_step(st, s, i, lo, hi, &start) << (PX_BITS * st);
  return f;
}

CORE_FN uint64_t plex_compose(uint64_t a, uint64_t b) { /* a, then b */
  uint64_t f = 0;
  int st;
  for (st = 0; st < PX_NSTATES; st++)
    f |= ((b >> (PX_BITS * ((a >> (PX_BITS * st)) & 15u))) & 15u) << (PX_BITS * st);
  return f;
}

CORE_FN uint64_t plex_identity(void) {
  uint64_t f = 0;
  int st;
  for (st = 0; st < PX_NSTATES; st++) f |= (uint64_t)st << (PX_BITS * st);
  return f;
}

CORE_FN int plex_apply(uint64_t f) { return (int)(f & 15u); } /* the state f gives from PX_BOUND */
/* a program that ends in this state goes to lex_run (an error or something not handled; an open block
 * comment or character literal) */
CORE_FN int plex_failed(int state) { return state != PX_BOUND && state != PX_ID && state != PX_NUM &&
                                            state != PX_OP1 && state != PX_OP2 && state != PX_LC; }

/* 1 when byte i begins a token, given the state before it */
CORE_FN int plex_starts(const char *src, int64_t i, int64_t lo, int64_t hi, int state_before) {
  int start;
  px_step(i == lo ? PX_BOUND : state_before, (const unsigned char *)src, i, lo, hi, &start);
  return start;
}

/* ---------------------------------------------------------------- per token */

/* an integer literal s[p..e): kind and *val, or -1 where lex_run reports an error (lex_integer, lex.c) */
CORE_FN static int px_integer(const unsigned char *s, int64_t p, int64_t e, int64_t *val) {
  int32_t err;
  return lex_integer(s, p, e, val, &err);
}

/* a number token s[p..e): kind and *val, or -1 */
CORE_FN static int px_number(const unsigned char *s, int64_t p, int64_t e, int64_t *val) {
  int64_t i;
  int isfloat = 0, hex = (s[p] == '0' && p + 1 < e && (s[p + 1] | 32u) == 'x');
  uint64_t bits;
  for (i = p; i < e; i++) {
    unsigned ch = s[i];
    if (ch == '.' || (hex ? (ch | 32u) == 'p' : (ch | 32u) == 'e')) isfloat = 1;
  }
  if (!isfloat) return px_integer(s, p, e, val);
  if (hex || e - p > 0x7FFFFFFF) return -1;
  if (lex_parse_double((const char *)s + p, (int32_t)(e - p), &bits) != 0) return -1;
  *val = (int64_t)bits;
  return TK_DBLLIT;
}

/* the token lex_run makes at the start byte i of the program [lo, hi) (pos is relative to lo); 0 ok, 1 = lex this
 * program
 * with lex_run (an error, or something this lexer does not handle) */
CORE_FN int plex_token(const char *src, int64_t i, int64_t lo, int64_t hi, Token *t) {
  const unsigned char *s = (const unsigned char *)src;
  unsigned ch = s[i], c1 = i + 1 < hi ? s[i + 1] : 0u, c2 = i + 2 < hi ? s[i + 2] : 0u;
  int64_t j = i + 1, val = 0;
  int kind;
  if (px_idstart(ch)) {
    while (j < hi && px_idchar(s[j])) j++;
    if (j - i > 0x7FFFFFFF) return 1;
    kind = lex_keyword(src + i, (int32_t)(j - i));
    if (kind < 0 || kind == TK_ATTRIBUTE) return 1; /* lex_run drops words and removes attribute lists */
  } else if (px_digit(ch) || (ch == '.' && px_digit(c1))) {
    while (j < hi) { /* lx_ppnum_end */
      unsigned d = s[j];
      if (px_idchar(d) || d == '.') j++;
      else if ((d == '+' || d == '-') && ((s[j - 1] | 32u) == 'e' || (s[j - 1] | 32u) == 'p')) j++;
      else break;
    }
    kind = px_number(s, i, j, &val);
    if (kind < 0) return 1;
  } else if (ch == '\'') { /* 'c', '\c', '\d', '\dd', '\ddd', '\xh', '\xhh' */
    unsigned v;
    if (px_chplain(c1)) { v = c1; j = i + 2; }
    else if (c1 != '\\') return 1;
    else { /* the escape as lex_run decodes it (the DFA let through only the forms above) */
      int64_t m = hi - (i + 2);
      int32_t e = lex_escape(s + i + 2, 0, m < 0x7FFFFFFF ? (int32_t)m : 0x7FFFFFFF, &v);
      if (e < 0) return 1;
      j = i + 2 + e;
    }
    if (j >= hi || s[j] != '\'') return 1;
    j++;
    kind = TK_INTLIT;
    val = v >= 128 ? (int64_t)v - 256 : (int64_t)v;
  } else {
    int two = px_opchar(ch) && px_op2(ch, c1);
    switch (ch) {
    case '(': kind = TK_LPAREN; break;
    case ')': kind = TK_RPAREN; break;
    case '{': kind = TK_LBRACE; break;
    case '}': kind = TK_RBRACE; break;
    case '[': kind = TK_LBRACKET; break;
    case ']': kind = TK_RBRACKET; break;
    case ';': kind = TK_SEMI; break;
    case ',': kind = TK_COMMA; break;
    case '?': kind = TK_QUESTION; break;
    case ':': kind = TK_COLON; break;
    case '~': kind = TK_TILDE; break;
    case '+': kind = !two ? TK_PLUS : c1 == '+' ? TK_INC : TK_ADD_ASSIGN; break;
    case '-': kind = !two ? TK_MINUS : c1 == '-' ? TK_DEC : c1 == '>' ? TK_ARROW : TK_SUB_ASSIGN; break;
    case '.': /* `...` is lex_run's */
      if (c1 == '.') return 1;
      kind = TK_DOT;
      break;
    case '*': kind = two ? TK_MUL_ASSIGN : TK_STAR; break;
    case '%': kind = two ? TK_MOD_ASSIGN : TK_PERCENT; break;
    case '=': kind = two ? TK_EQ : TK_ASSIGN; break;
    case '!': kind = two ? TK_NE : TK_NOT; break;
    case '^': kind = two ? TK_XOR_ASSIGN : TK_XOR; break;
    case '&': kind = !two ? TK_AND : c1 == '&' ? TK_ANDAND : TK_AND_ASSIGN; break;
    case '|': kind = !two ? TK_OR : c1 == '|' ? TK_OROR : TK_OR_ASSIGN; break;
    case '/':
      if (c1 == '/' || c1 == '*') return 1;
      kind = two ? TK_DIV_ASSIGN : TK_SLASH;
      break;
    case '<':
      if (c1 == '<' && c2 == '=') { kind = TK_SHL_ASSIGN; j++; }
      else kind = !two ? TK_LT : c1 == '<' ? TK_SHL : TK_LE;
      break;
    case '>':
      if (c1 == '>' && c2 == '=') { kind = TK_SHR_ASSIGN; j++; }
      else kind = !two ? TK_GT : c1 == '>' ? TK_SHR : TK_GE;
      break;
    default: return 1;
    }
    if (two) j++;
  }
  t->val = val;
  t->pos = (int32_t)(i - lo);
  t->len = (int32_t)(j - i);
  t->kind = kind;
  t->pad = 0;
  return 0;
}
