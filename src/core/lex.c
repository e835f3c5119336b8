/* lex.c - the lexer: source bytes -> Token array (c->tok), ending with TK_EOF at src_len.
 *
 * One pass over the bytes: white space is skipped with a character-class table (a string literal, so it
 * works in device code too), then a switch on the first character of each token; identifiers run over the
 * same table, and keywords are recognised by length, then first letter, then one comparison.  Nothing is
 * called per character.  The source need not be NUL-terminated and may hold any bytes: every read is
 * bounds-checked against src_len.
 *
 * Every lexical error is reported (as a Diag) and lexing goes on after it, so one run lists them all;
 * lex_run returns nonzero when there was any.  Things gnc rejects on purpose:
 *   - C keywords outside the subset and every reserved identifier (`__x`, `_Upper`, except `_Bool`),
 *     plus the words that a C23/GNU compiler treats as keywords (typeof, asm, nullptr, ...), so that an
 *     accepted program means the same to gcc;
 *   - the preprocessor, string literals, a backslash outside comments and character literals;
 *   - integer literals that C would type as unsigned, or that are too large; hex floats; f/l suffixes
 *     on floating literals; floating literals that overflow to infinity.
 * Integer literal types follow C: decimal -> int, else long; hex/octal -> int, (unsigned int: error),
 * long, (unsigned long: error).  A comment ends where gcc ends it: a line comment ends at "\n" or a lone
 * "\r" but continues over a backslash-newline, and a block comment also ends at `*`, backslash-newline, `/`.
 *
 * lex_parse_double converts a decimal floating literal to the correctly rounded double (round to nearest,
 * ties to even) without libc: a Clinger fast path for short literals with small exponents, otherwise an
 * exact big-integer division (at most 800 significant digits are kept; the rest is a sticky digit, which
 * is exact because every halfway point between doubles has fewer than 770 significant digits).
 */
#include "core.h"

/* character classes: a 256-entry string literal (usable from device code), 1 letter or '_', 2 digit, 4 space */
#define LX_CLASS \
  "\0\0\0\0\0\0\0\0\0\4\4\4\4\4\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\4\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\2\2\2\2\2\2\2\2\2\2\0\0\0\0\0\0" \
  "\0\1\1\1\1\1\1\1\1\1\1\1\1\1\1\1\1\1\1\1\1\1\1\1\1\1\1\0\0\0\0\1\0\1\1\1\1\1\1\1\1\1\1\1\1\1\1\1\1\1\1\1\1\1\1\1\1\1\1\0\0\0\0\0" \
  "\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0" \
  "\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0"
#define LX_ISID(ch) ((((const unsigned char *)LX_CLASS)[(unsigned char)(ch)] & 3u) != 0)
#define LX_ISDIGIT(ch) ((unsigned)(ch) - '0' < 10u)
#define LX_ISXDIGIT(ch) (LX_ISDIGIT(ch) || ((unsigned)(ch) | 32u) - 'a' < 6u)
#define LX_CASE_DIGIT \
  case '0': case '1': case '2': case '3': case '4': case '5': case '6': case '7': case '8': case '9'
#define LX_CASE_IDSTART \
  case 'a': case 'b': case 'c': case 'd': case 'e': case 'f': case 'g': case 'h': case 'i': case 'j': \
  case 'k': case 'l': case 'm': case 'n': case 'o': case 'p': case 'q': case 'r': case 's': case 't': \
  case 'u': case 'v': case 'w': case 'x': case 'y': case 'z': case 'A': case 'B': case 'C': case 'D': \
  case 'E': case 'F': case 'G': case 'H': case 'I': case 'J': case 'K': case 'L': case 'M': case 'N': \
  case 'O': case 'P': case 'Q': case 'R': case 'S': case 'T': case 'U': case 'V': case 'W': case 'X': \
  case 'Y': case 'Z': case '_'

/* ---------------------------------------------------------------- keywords */

CORE_FN static int lx_eq(const unsigned char *w, const char *lit, int32_t len) {
  int32_t i;
  for (i = 0; i < len; i++)
    if (w[i] != (unsigned char)lit[i]) return 0;
  return 1;
}

/* TK_IDENT, a keyword's TK_*, or -1 for a word gnc does not support */
CORE_FN static int lx_keyword(const unsigned char *w, int32_t len) {
  if (w[0] == '_') { /* reserved identifiers: __x and _Upper */
    if (len >= 2 && (w[1] == '_' || (unsigned)w[1] - 'A' < 26u))
      return (len == 5 && lx_eq(w, "_Bool", 5)) ? TK_BOOL : -1;
    return TK_IDENT;
  }
  switch (len) {
  case 2:
    if (w[0] == 'i' && w[1] == 'f') return TK_IF;
    if (w[0] == 'd' && w[1] == 'o') return TK_DO;
    break;
  case 3:
    switch (w[0]) {
    case 'i': if (lx_eq(w, "int", 3)) return TK_INT; break;
    case 'f': if (lx_eq(w, "for", 3)) return TK_FOR; break;
    case 'a': if (lx_eq(w, "asm", 3)) return -1; break;
    }
    break;
  case 4:
    switch (w[0]) {
    case 'l': if (lx_eq(w, "long", 4)) return TK_LONG; break;
    case 'b': if (lx_eq(w, "bool", 4)) return TK_BOOL; break;
    case 'v': if (lx_eq(w, "void", 4)) return TK_VOID; break;
    case 't': if (lx_eq(w, "true", 4)) return TK_TRUE; break;
    case 'e':
      if (lx_eq(w, "else", 4)) return TK_ELSE;
      if (lx_eq(w, "enum", 4)) return -1;
      break;
    case 'c':
      if (lx_eq(w, "char", 4) || lx_eq(w, "case", 4)) return -1;
      break;
    case 'a': if (lx_eq(w, "auto", 4)) return -1; break;
    case 'g': if (lx_eq(w, "goto", 4)) return -1; break;
    }
    break;
  case 5:
    switch (w[0]) {
    case 'w': if (lx_eq(w, "while", 5)) return TK_WHILE; break;
    case 'f':
      if (lx_eq(w, "false", 5)) return TK_FALSE;
      if (lx_eq(w, "float", 5)) return -1;
      break;
    case 'b': if (lx_eq(w, "break", 5)) return TK_BREAK; break;
    case 's': if (lx_eq(w, "short", 5)) return -1; break;
    case 'u': if (lx_eq(w, "union", 5)) return -1; break;
    case 'c': if (lx_eq(w, "const", 5)) return -1; break;
    }
    break;
  case 6:
    switch (w[0]) {
    case 'd': if (lx_eq(w, "double", 6)) return TK_DOUBLE; break;
    case 'r': if (lx_eq(w, "return", 6)) return TK_RETURN; break;
    case 's':
      if (lx_eq(w, "signed", 6) || lx_eq(w, "struct", 6) || lx_eq(w, "switch", 6) ||
          lx_eq(w, "static", 6) || lx_eq(w, "sizeof", 6))
        return -1;
      break;
    case 'e': if (lx_eq(w, "extern", 6)) return -1; break;
    case 'i': if (lx_eq(w, "inline", 6)) return -1; break;
    case 't': if (lx_eq(w, "typeof", 6)) return -1; break;
    }
    break;
  case 7:
    switch (w[0]) {
    case 't': if (lx_eq(w, "typedef", 7)) return -1; break;
    case 'd': if (lx_eq(w, "default", 7)) return -1; break;
    case 'a': if (lx_eq(w, "alignas", 7) || lx_eq(w, "alignof", 7)) return -1; break;
    case 'n': if (lx_eq(w, "nullptr", 7)) return -1; break;
    }
    break;
  case 8:
    switch (w[0]) {
    case 'c': if (lx_eq(w, "continue", 8)) return TK_CONTINUE; break;
    case 'u': if (lx_eq(w, "unsigned", 8)) return -1; break;
    case 'v': if (lx_eq(w, "volatile", 8)) return -1; break;
    case 'r': if (lx_eq(w, "register", 8) || lx_eq(w, "restrict", 8)) return -1; break;
    }
    break;
  case 9: if (w[0] == 'c' && lx_eq(w, "constexpr", 9)) return -1; break;
  case 12: if (w[0] == 't' && lx_eq(w, "thread_local", 12)) return -1; break;
  case 13:
    if (w[0] == 's' && lx_eq(w, "static_assert", 13)) return -1;
    if (w[0] == 't' && lx_eq(w, "typeof_unqual", 13)) return -1;
    break;
  }
  return TK_IDENT;
}

/* the keyword table for the data-parallel lexer (plex.c) */
CORE_FN int lex_keyword(const char *w, int32_t len) { return lx_keyword((const unsigned char *)w, len); }

/* ---------------------------------------------------------------- numbers */

/* end of a C preprocessing number starting at i (s[i] is a digit, or '.' before a digit) */
CORE_FN static int32_t lx_ppnum_end(const unsigned char *s, int32_t i, int32_t n) {
  i++;
  while (i < n) {
    unsigned ch = s[i];
    if (LX_ISID(ch) || ch == '.') i++;
    else if ((ch == '+' || ch == '-') && ((s[i - 1] | 32u) == 'e' || (s[i - 1] | 32u) == 'p')) i++;
    else break;
  }
  return i;
}

/* an integer literal s[p..e) (no '.', no exponent): TK_INTLIT / TK_LONGLIT with *val, or -1 with the
 * error code in *err.  Shared with the data-parallel lexer (plex.c), so both type literals alike. */
CORE_FN int lex_integer(const unsigned char *s, int64_t p, int64_t e, int64_t *val, int32_t *err) {
  int64_t i = p;
  int32_t base = 10, nlong = 0, uns = 0, ndig = 0, over = 0;
  uint64_t v = 0;
  *err = E_BAD_NUMBER;
  if (s[i] == '0' && i + 1 < e && (s[i + 1] | 32u) == 'x') {
    base = 16;
    i += 2;
  } else if (s[i] == '0') {
    base = 8;
  }
  for (; i < e; i++) {
    unsigned ch = s[i], d;
    if (LX_ISDIGIT(ch)) d = ch - '0';
    else if (base == 16 && LX_ISXDIGIT(ch)) d = (ch | 32u) - 'a' + 10;
    else break;
    if (d >= (unsigned)base) return -1; /* 8 or 9 in an octal literal */
    ndig++;
    if (base == 10) {
      if (v > (UINT64_MAX - d) / 10) over = 1;
      v = v * 10 + d;
    } else if (base == 16) {
      if (v >> 60) over = 1;
      v = (v << 4) | d;
    } else {
      if (v >> 61) over = 1;
      v = (v << 3) | d;
    }
  }
  if (ndig == 0) return -1; /* "0x" without digits */
  /* suffix: [uU] then (l | L | ll | LL), or that then [uU] */
  if (i < e && (s[i] | 32u) == 'u') { uns = 1; i++; }
  if (i < e && (s[i] == 'l' || s[i] == 'L')) {
    nlong = 1;
    if (i + 1 < e && s[i + 1] == s[i]) { nlong = 2; i++; }
    i++;
  }
  if (!uns && i < e && (s[i] | 32u) == 'u') { uns = 1; i++; }
  if (i != e) return -1;
  *err = over ? E_INT_TOO_LARGE : E_UNSIGNED_LIT;
  if (over || uns) return -1;
  *val = (int64_t)v;
  if (!nlong && v <= 0x7FFFFFFFull) return TK_INTLIT;
  if (v <= 0x7FFFFFFFFFFFFFFFull && (nlong || base == 10 || v > 0xFFFFFFFFull)) return TK_LONGLIT;
  *err = base == 10 ? E_INT_TOO_LARGE : E_UNSIGNED_LIT;
  return -1;
}

CORE_FN static int lx_integer(Compiler *c, const unsigned char *s, int32_t p, int32_t e, int64_t *val) {
  int32_t err;
  int k = lex_integer(s, p, e, val, &err);
  if (k < 0) cc_error(c, err, p, e - p, 0);
  return k;
}

/* a number token s[p..e) (a preprocessing number): the token kind with *val, or -1 (reported) */
CORE_FN static int lx_number(Compiler *c, const unsigned char *s, int32_t p, int32_t e, int64_t *val) {
  int32_t i, isfloat = 0, hex = (s[p] == '0' && p + 1 < e && (s[p + 1] | 32u) == 'x');
  uint64_t bits;
  int r;
  for (i = p; i < e; i++) {
    unsigned ch = s[i];
    if (ch == '.' || (hex ? (ch | 32u) == 'p' : (ch | 32u) == 'e')) isfloat = 1;
  }
  if (!isfloat) return lx_integer(c, s, p, e, val);
  if (hex) { /* hexadecimal floating literals are not supported */
    cc_error(c, E_BAD_NUMBER, p, e - p, 0);
    return -1;
  }
  r = lex_parse_double((const char *)s + p, e - p, &bits);
  if (r != 0) {
    cc_error(c, r == 2 ? E_FLOAT_INEXACT : E_BAD_NUMBER, p, e - p, 0);
    return -1;
  }
  *val = (int64_t)bits;
  return TK_DBLLIT;
}

/* ---------------------------------------------------------------- character literals */

/* a character literal at s[p] == '\'': returns its end; *val = its value as a signed char, or -1000 when
 * it is invalid (reported) */
CORE_FN static int32_t lx_charlit(Compiler *c, const unsigned char *s, int32_t p, int32_t n, int64_t *val) {
  int32_t i = p + 1, bad = 0;
  unsigned v = 0, ch;
  if (i >= n) bad = 1;
  else if ((ch = s[i]) == '\\') {
    i++;
    ch = i < n ? s[i] : 0;
    i++;
    switch (ch) {
    case 'n': v = 10; break;
    case 't': v = 9; break;
    case 'r': v = 13; break;
    case 'a': v = 7; break;
    case 'b': v = 8; break;
    case 'f': v = 12; break;
    case 'v': v = 11; break;
    case '\\': case '\'': case '"': case '?': v = ch; break;
    case 'x': {
      int32_t nd = 0;
      while (i < n && LX_ISXDIGIT(s[i])) {
        unsigned d = LX_ISDIGIT(s[i]) ? (unsigned)s[i] - '0' : (s[i] | 32u) - 'a' + 10;
        if (v > 0xFF) bad = 1; /* saturate: out of range anyway */
        else v = (v << 4) | d;
        nd++;
        i++;
      }
      if (nd == 0 || v > 0xFF) bad = 1;
      break;
    }
    default:
      if (ch >= '0' && ch <= '7') {
        int32_t nd = 1;
        v = ch - '0';
        while (nd < 3 && i < n && s[i] >= '0' && s[i] <= '7') {
          v = v * 8 + (s[i] - '0');
          nd++;
          i++;
        }
        if (v > 0xFF) bad = 1;
      } else {
        bad = 1; /* unknown escape, or backslash-newline */
        if (ch == '\n' || i > n) i--;
      }
    }
  } else if (ch == '\'' || ch >= 0x7Fu || (ch < 0x20u && ch != '\t' && ch != '\v' && ch != '\f')) {
    bad = 1; /* empty literal, end of line, another control byte, or a non-ASCII byte */
  } else {
    v = ch;
    i++;
  }
  if (i < n && s[i] == '\'' && !bad) {
    *val = v >= 128 ? (int)v - 256 : (int)v;
    return i + 1;
  }
  *val = -1000;
  /* error: the literal runs to the next quote on this line (or stops at the end of the line) */
  if (i > n) i = n;
  while (i < n && s[i] != '\'' && s[i] != '\n') i++;
  if (i < n && s[i] == '\'') i++;
  if (i <= p) i = p + 1;
  cc_error(c, E_BAD_CHAR_LIT, p, i - p, 0);
  return i;
}

/* ---------------------------------------------------------------- comments, strings, directives */

/* i is just past a backslash at s[i-1]: the index after "spaces newline" if that follows, else -1.
 * Like gcc, a newline is "\n", "\r\n" or a lone "\r", and spaces before it still make a continuation. */
CORE_FN static int32_t lx_splice(const unsigned char *s, int32_t i, int32_t n) {
  while (i < n && (s[i] == ' ' || s[i] == '\t' || s[i] == '\v' || s[i] == '\f' || s[i] == 0)) i++;
  if (i < n && s[i] == '\r') return (i + 1 < n && s[i + 1] == '\n') ? i + 2 : i + 1;
  return (i < n && s[i] == '\n') ? i + 1 : -1;
}

/* a line comment starting at s[p] == '/', s[p+1] == '/': returns the index of its newline (or n) */
CORE_FN static int32_t lx_line_comment(const unsigned char *s, int32_t p, int32_t n) {
  int32_t i = p + 2;
  for (;;) {
    int32_t j;
    while (i < n && s[i] != '\n' && s[i] != '\r' && s[i] != '\\') i++;
    if (i >= n || s[i] != '\\') return i;
    j = lx_splice(s, i + 1, n); /* backslash-newline continues the comment */
    i = j < 0 ? i + 1 : j;
  }
}

/* a block comment starting at s[p] == '/', s[p+1] == '*': returns its end, or -1 if unterminated */
CORE_FN static int32_t lx_block_comment(const unsigned char *s, int32_t p, int32_t n) {
  int32_t i = p + 2;
  for (;;) {
    int32_t j;
    while (i < n && s[i] != '*') i++;
    if (i >= n) return -1;
    j = i + 1;
    while (j < n && s[j] == '\\') { /* '*', backslash-newline(s), '/' also ends it */
      int32_t k = lx_splice(s, j + 1, n);
      if (k < 0) break;
      j = k;
    }
    if (j < n && s[j] == '/') return j + 1;
    i++;
  }
}

/* a string literal (unsupported): skip to its closing quote on this line */
CORE_FN static int32_t lx_string(const unsigned char *s, int32_t p, int32_t n) {
  int32_t i = p + 1;
  while (i < n && s[i] != '"' && s[i] != '\n') i += (s[i] == '\\' && i + 1 < n && s[i + 1] != '\n') ? 2 : 1;
  return (i < n && s[i] == '"') ? i + 1 : i;
}

/* a preprocessor line (unsupported): skip to its end, over backslash-newlines */
CORE_FN static int32_t lx_directive(const unsigned char *s, int32_t p, int32_t n) {
  int32_t i = p;
  for (;;) {
    int32_t j;
    while (i < n && s[i] != '\n' && s[i] != '\r' && s[i] != '\\') i++;
    if (i >= n || s[i] != '\\') return i;
    j = lx_splice(s, i + 1, n);
    i = j < 0 ? i + 1 : j;
  }
}

/* length of a byte sequence that cannot start a token (a whole UTF-8 character where it is one) */
CORE_FN static int32_t lx_badlen(const unsigned char *s, int32_t i, int32_t n) {
  int32_t k = 1;
  if (s[i] >= 0xC0u)
    while (k < 4 && i + k < n && (s[i + k] & 0xC0u) == 0x80u) k++;
  return k;
}

/* ---------------------------------------------------------------- the main loop */

#define LX_NEXT(off) (i + (off) < n ? s[i + (off)] : 0u)
#define LX_OP2(c2, k2, k1) do { if (c1 == (c2)) { kind = (k2); len = 2; } else kind = (k1); } while (0)
#define LX_OP3(c2, k2, c3, k3, k1) \
  do { if (c1 == (c2)) { kind = (k2); len = 2; } else if (c1 == (c3)) { kind = (k3); len = 2; } else kind = (k1); } while (0)

CORE_FN int lex_run(Compiler *c) {
  const unsigned char *s = (const unsigned char *)c->src, *cls = (const unsigned char *)LX_CLASS;
  Token *tok = c->tok;
  int32_t n = c->src_len, i = 0, nt = 0, cap = c->tok_cap - 1, nerr0 = c->nerr_total;
  c->ntok = 0;
  if (!s || n < 0) n = 0;
  if (cap < 0 || !tok) {
    cc_error(c, E_OUT_OF_SPACE, 0, 0, 0);
    return 1;
  }
  for (;;) {
    unsigned ch, c1;
    int32_t kind, len = 1, j;
    int64_t val = 0;
    while (i < n && (cls[s[i]] & 4u)) i++; /* white space, outside the switch: fewer indirect jumps */
    if (i >= n) break;
    ch = s[i];
    switch (ch) {
    LX_CASE_IDSTART: /* identifier or keyword */
      j = i + 1;
      while (j < n && (cls[s[j]] & 3u)) j++;
      len = j - i;
      kind = lx_keyword(s + i, len);
      if (kind < 0) {
        cc_error(c, E_UNSUPPORTED_KW, i, len, 0);
        i = j;
        continue;
      }
      break;
    case '.':
      if (!LX_ISDIGIT(LX_NEXT(1))) goto bad;
      goto number;
    LX_CASE_DIGIT:
    number:
      j = lx_ppnum_end(s, i, n);
      len = j - i;
      kind = lx_number(c, s, i, j, &val);
      if (kind < 0) {
        i = j;
        continue;
      }
      break;
    case '\'':
      j = lx_charlit(c, s, i, n, &val);
      if (val == -1000) {
        i = j;
        continue;
      }
      kind = TK_INTLIT;
      len = j - i;
      break;
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
    case '+': c1 = LX_NEXT(1); LX_OP3('+', TK_INC, '=', TK_ADD_ASSIGN, TK_PLUS); break;
    case '-': c1 = LX_NEXT(1); LX_OP3('-', TK_DEC, '=', TK_SUB_ASSIGN, TK_MINUS); break;
    case '*': c1 = LX_NEXT(1); LX_OP2('=', TK_MUL_ASSIGN, TK_STAR); break;
    case '%': c1 = LX_NEXT(1); LX_OP2('=', TK_MOD_ASSIGN, TK_PERCENT); break;
    case '=': c1 = LX_NEXT(1); LX_OP2('=', TK_EQ, TK_ASSIGN); break;
    case '!': c1 = LX_NEXT(1); LX_OP2('=', TK_NE, TK_NOT); break;
    case '^': c1 = LX_NEXT(1); LX_OP2('=', TK_XOR_ASSIGN, TK_XOR); break;
    case '&': c1 = LX_NEXT(1); LX_OP3('&', TK_ANDAND, '=', TK_AND_ASSIGN, TK_AND); break;
    case '|': c1 = LX_NEXT(1); LX_OP3('|', TK_OROR, '=', TK_OR_ASSIGN, TK_OR); break;
    case '<':
      c1 = LX_NEXT(1);
      if (c1 == '<' && LX_NEXT(2) == '=') { kind = TK_SHL_ASSIGN; len = 3; }
      else LX_OP3('<', TK_SHL, '=', TK_LE, TK_LT);
      break;
    case '>':
      c1 = LX_NEXT(1);
      if (c1 == '>' && LX_NEXT(2) == '=') { kind = TK_SHR_ASSIGN; len = 3; }
      else LX_OP3('>', TK_SHR, '=', TK_GE, TK_GT);
      break;
    case '/':
      c1 = LX_NEXT(1);
      if (c1 == '/') {
        i = lx_line_comment(s, i, n);
        continue;
      }
      if (c1 == '*') {
        j = lx_block_comment(s, i, n);
        if (j < 0) {
          cc_error(c, E_UNTERM_COMMENT, i, 2, 0);
          j = n;
        }
        i = j;
        continue;
      }
      LX_OP2('=', TK_DIV_ASSIGN, TK_SLASH);
      break;
    case '"':
      j = lx_string(s, i, n);
      cc_error(c, E_STRING, i, j - i, 0);
      i = j;
      continue;
    case '#':
      j = lx_directive(s, i, n);
      cc_error(c, E_PREPROCESSOR, i, j - i, 0);
      i = j;
      continue;
    default:
    bad:
      len = lx_badlen(s, i, n);
      cc_error(c, E_BAD_CHAR, i, len, 0);
      i += len;
      continue;
    }
    if (nt >= cap) { /* cannot happen with cc_layout's capacity (a token is at least one byte) */
      cc_error(c, E_OUT_OF_SPACE, i, len, 0);
      break;
    }
    tok[nt].val = val;
    tok[nt].pos = i;
    tok[nt].len = len;
    tok[nt].kind = kind;
    tok[nt].pad = 0;
    nt++;
    i += len;
  }
  tok[nt].val = 0; /* TK_EOF: there is always room for it */
  tok[nt].pos = n;
  tok[nt].len = 0;
  tok[nt].kind = TK_EOF;
  tok[nt].pad = 0;
  c->ntok = nt + 1;
  return c->nerr_total != nerr0;
}

/* ---------------------------------------------------------------- decimal -> double, exactly */

#define LX_LIMBS 128   /* 4096-bit numbers: enough for 10^1125 shifted left by 56 bits */
#define LX_MAXDIG 800  /* significant digits kept exactly; a nonzero rest becomes one sticky digit */

typedef struct { uint32_t w[LX_LIMBS]; int32_t n; } LxBig; /* little-endian limbs, n used */

/* a = a * m + add; 0 on success */
CORE_FN static int lx_big_muladd(LxBig *a, uint32_t m, uint32_t add) {
  uint64_t carry = add;
  int32_t i;
  for (i = 0; i < a->n; i++) {
    uint64_t t = (uint64_t)a->w[i] * m + carry;
    a->w[i] = (uint32_t)t;
    carry = t >> 32;
  }
  if (carry) {
    if (a->n >= LX_LIMBS) return 1;
    a->w[a->n++] = (uint32_t)carry;
  }
  return 0;
}

CORE_FN static int lx_big_pow10(LxBig *a, int32_t k) { /* a *= 10^k */
  for (; k >= 9; k -= 9)
    if (lx_big_muladd(a, 1000000000u, 0)) return 1;
  {
    uint32_t m = 1;
    for (; k > 0; k--) m *= 10;
    return lx_big_muladd(a, m, 0);
  }
}

CORE_FN static int32_t lx_big_bits(const LxBig *a) {
  uint32_t top;
  int32_t b;
  if (a->n == 0) return 0;
  top = a->w[a->n - 1];
  for (b = 0; top; b++) top >>= 1;
  return (a->n - 1) * 32 + b;
}

CORE_FN static int lx_big_shl(LxBig *a, int32_t k) { /* a <<= k (k >= 0); 0 on success */
  int32_t limbs = k >> 5, bits = k & 31, nb, nn, i;
  if (a->n == 0 || k == 0) return 0;
  nb = lx_big_bits(a) + k;
  if (nb > LX_LIMBS * 32) return 1;
  nn = (nb + 31) >> 5;
  for (i = nn - 1; i >= 0; i--) { /* top down: sources at or below i are still unwritten */
    int32_t src = i - limbs;
    uint32_t hi = (src >= 0 && src < a->n) ? a->w[src] : 0;
    uint32_t lo = (src >= 1 && src - 1 < a->n) ? a->w[src - 1] : 0;
    a->w[i] = bits ? (hi << bits) | (lo >> (32 - bits)) : hi;
  }
  a->n = nn;
  return 0;
}

CORE_FN static void lx_big_shr1(LxBig *a) {
  int32_t i;
  for (i = 0; i < a->n; i++) a->w[i] = (a->w[i] >> 1) | (i + 1 < a->n ? a->w[i + 1] << 31 : 0);
  while (a->n > 0 && a->w[a->n - 1] == 0) a->n--;
}

CORE_FN static int lx_big_cmp(const LxBig *a, const LxBig *b) {
  int32_t i;
  if (a->n != b->n) return a->n < b->n ? -1 : 1;
  for (i = a->n - 1; i >= 0; i--)
    if (a->w[i] != b->w[i]) return a->w[i] < b->w[i] ? -1 : 1;
  return 0;
}

CORE_FN static void lx_big_sub(LxBig *a, const LxBig *b) { /* a -= b, a >= b */
  int64_t borrow = 0;
  int32_t i;
  for (i = 0; i < a->n; i++) {
    int64_t t = (int64_t)a->w[i] - (i < b->n ? (int64_t)b->w[i] : 0) - borrow;
    borrow = t < 0;
    a->w[i] = (uint32_t)(t + (borrow << 32));
  }
  while (a->n > 0 && a->w[a->n - 1] == 0) a->n--;
}

/* bits of the double nearest to num / den (both >= 1): 0 ok, 2 overflow (bits = inf), 1 internal limit */
CORE_FN static int lx_big_ratio(LxBig *num, LxBig *den, uint64_t *bits) {
  int32_t s = 55 - (lx_big_bits(num) - lx_big_bits(den)), i, L, e2, qe, drop;
  uint64_t q = 0, mant, r, half;
  if (s >= 0 ? lx_big_shl(num, s) : lx_big_shl(den, -s)) return 1;
  if (lx_big_shl(den, 55)) return 1;
  for (i = 55; i >= 0; i--) { /* restoring division: q = floor(num / den), q < 2^56 */
    if (lx_big_cmp(num, den) >= 0) {
      lx_big_sub(num, den);
      q |= (uint64_t)1 << i;
    }
    lx_big_shr1(den);
  }
  for (L = 0; (q >> L) != 0; L++) {}
  e2 = L - 1 - s;                  /* floor(log2(value))                */
  qe = e2 - 52 < -1074 ? -1074 : e2 - 52; /* exponent of the last mantissa bit */
  drop = qe + s;                   /* low bits of q below that          */
  if (drop >= 57) { *bits = 0; return 0; }
  mant = q >> drop;
  r = q & (((uint64_t)1 << drop) - 1);
  half = (uint64_t)1 << (drop - 1);
  if (r > half || (r == half && (num->n != 0 || (mant & 1)))) mant++;
  if (mant >> 53) { mant >>= 1; qe++; }
  if (mant >> 52) {
    int32_t be = qe + 52 + 1023;
    if (be >= 2047) { *bits = 0x7FF0000000000000ull; return 2; }
    *bits = ((uint64_t)be << 52) | (mant & 0xFFFFFFFFFFFFFull);
  } else {
    *bits = mant; /* subnormal */
  }
  return 0;
}

/* Parse digits [. digits] [(e|E) [+-] digits] (at least one mantissa digit) into the correctly rounded
 * double's bits.  Returns 0 on success, 1 if s is not such a literal, 2 if the value overflows (bits = inf). */
CORE_FN int lex_parse_double(const char *str, int32_t len, uint64_t *bits) {
  const unsigned char *s = (const unsigned char *)str;
  int32_t i = 0, dot = -1, me, fz = -1, lz = -1, nd = 0, k;
  int64_t ex = 0, E;
  uint64_t m = 0;
  *bits = 0;
  if (!s || len <= 0) return 1;
  /* mantissa */
  for (; i < len; i++) {
    if (LX_ISDIGIT(s[i])) {
      if (s[i] != '0') {
        if (fz < 0) fz = i;
        lz = i;
      }
    } else if (s[i] == '.' && dot < 0) {
      dot = i;
    } else {
      break;
    }
  }
  me = i;
  if (me == 0 || (me == 1 && dot == 0)) return 1; /* no digit */
  if (i < len) {
    int32_t neg = 0, ne = 0;
    if ((s[i] | 32u) != 'e') return 1;
    i++;
    if (i < len && (s[i] == '+' || s[i] == '-')) neg = s[i++] == '-';
    for (; i < len && LX_ISDIGIT(s[i]); i++, ne++)
      if (ex < 1000000000) ex = ex * 10 + (s[i] - '0');
    if (ne == 0 || i != len) return 1;
    if (neg) ex = -ex;
  }
  if (fz < 0) return 0; /* zero */
  /* value = D * 10^E, D = the digits fz..lz (no leading or trailing zeros), nd of them */
  for (k = fz; k <= lz; k++) {
    if (s[k] == '.') continue;
    if (nd < 19) m = m * 10 + (uint64_t)(s[k] - '0');
    nd++;
  }
  {
    int32_t intend = dot >= 0 ? dot : me;
    E = lz < intend ? (int64_t)(intend - lz - 1) : -(int64_t)(lz - dot);
  }
  E += ex;
  if (nd - 1 + E >= 309) { *bits = 0x7FF0000000000000ull; return 2; } /* >= 1e309 */
  if (nd + E <= -324) return 0;                                          /* < 1e-324: rounds to 0 */
  /* fast path: D and 10^|E| exact doubles, one correctly rounded operation */
  if (nd <= 19 && m <= ((uint64_t)1 << 53) && E >= -22 && E <= 22) {
    double d = (double)(int64_t)m, p = 1.0;
    union { double d; uint64_t u; } cv;
    for (k = 0; k < (E < 0 ? -E : E); k++) p *= 10.0;
    cv.d = E < 0 ? d / p : d * p;
    *bits = cv.u;
    return 0;
  }
  /* exact path: num / den with big integers */
  {
    LxBig num, den;
    int32_t taken = 0, chunk = 0, cd = 0;
    num.n = 0;
    den.n = 1;
    den.w[0] = 1;
    for (k = fz; k <= lz && taken < LX_MAXDIG; k++) {
      if (s[k] == '.') continue;
      chunk = chunk * 10 + (s[k] - '0');
      cd++;
      taken++;
      if (cd == 9) {
        if (lx_big_pow10(&num, 9) || lx_big_muladd(&num, 1, (uint32_t)chunk)) return 1;
        chunk = cd = 0;
      }
    }
    if (cd && (lx_big_pow10(&num, cd) || lx_big_muladd(&num, 1, (uint32_t)chunk))) return 1;
    if (nd > LX_MAXDIG) { /* the dropped digits are not all zero (lz is among them): a sticky 1 */
      if (lx_big_muladd(&num, 10, 1)) return 1;
      E += nd - LX_MAXDIG - 1;
    }
    if (E >= 0) {
      if (lx_big_pow10(&num, (int32_t)E)) return 1;
    } else {
      if (lx_big_pow10(&den, (int32_t)-E)) return 1;
    }
    return lx_big_ratio(&num, &den, bits);
  }
}

/* the core is also compiled as one unity translation unit: keep this file's macros to itself */
#undef LX_CLASS
#undef LX_ISID
#undef LX_ISDIGIT
#undef LX_ISXDIGIT
#undef LX_CASE_DIGIT
#undef LX_CASE_IDSTART
#undef LX_NEXT
#undef LX_OP2
#undef LX_OP3
#undef LX_LIMBS
#undef LX_MAXDIG
