/* lex.c - the lexer: source bytes -> Token array (c->tok), ending with TK_EOF at src_len.
 *
 * One pass over the bytes, dispatched on a character-class table (a string literal, so it works in device
 * code too): white space (a single byte inline, runs of spaces a word at a time), identifiers (their length
 * from 8 bytes at once; keywords by a perfect hash of the packed word), numbers (a plain decimal literal is
 * typed in the scan that finds its end; floating literals and hex, octal and suffixed integers are read and
 * valued in one pass too, anything unusual goes to the general path), the ten one-byte tokens whose kind
 * the table holds, and a switch for the rest.  Each path writes its Token slot once.  The source need not
 * be NUL-terminated and may hold any bytes: every read is bounds-checked against src_len (words are loaded
 * only when 8 bytes remain); the main loop stops at the trimmed end (no trailing white space), so white
 * space inside it is always followed by another byte, and it checks the token capacity once per run of
 * tokens that must fit, not per token.
 *
 * Every lexical error is reported (as a Diag) and lexing goes on after it, so one run lists them all;
 * lex_run returns nonzero when there was any.  Things gnc rejects on purpose:
 *   - C keywords outside the subset and gcc's reserved keywords (`_Complex`, `__int128`, `__typeof__`:
 *     lx_refused), plus the words that a C23/GNU compiler treats as keywords (typeof, asm, nullptr, ...), so
 *     that an accepted program means the same to gcc; other reserved identifiers (`__x`, `_Upper`) are names;
 *   - string literals, a backslash outside comments and character literals, a '#' (the preprocessor,
 *     pp.c, runs first and leaves none: a stray one is reported there);
 *   - integer literals that are too large (a decimal one above LONG_MAX without u, which gcc types
 *     __int128); hex floats; l suffixes on floating literals; floating literals that overflow to infinity.
 * Integer literal types follow C (lex_integer): decimal -> int, long; hex, octal and gcc's binary (0b101)
 * -> int, unsigned int, long, unsigned long; suffixes as C's.  A comment ends where gcc ends it: a line
 * comment ends at "\n" or a lone "\r" but continues over a backslash-newline, and a block comment also
 * ends at `*`, backslash-newline, `/`.
 *
 * lex_parse_double converts a decimal floating literal to the correctly rounded double (round to nearest,
 * ties to even) without libc: a Clinger fast path for short literals with small exponents, then
 * Eisel-Lemire (a 128-bit table of powers of ten) where it can decide, otherwise an exact big-integer
 * division (at most 800 significant digits are kept; the rest is a sticky digit, which is exact because
 * every halfway point between doubles has fewer than 770 significant digits).
 */
#include "core/compiler/compiler.h"
#include "core/lib/lib.h"

/* character classes: a 256-entry string literal (usable from device code): 1 letter or '_', 2 digit,
 * 4 white space, 8 a token of its own, one of the ten in TK_* order from TK_LPAREN, its index in the high
 * nibble */
#define LX_CLASS \
  "\0\0\0\0\0\0\0\0\0\4\4\4\4\4\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\4\0\0\0\0\0\0\0\10\30\0\0\170\0\0\0\2\2\2\2\2\2\2" \
  "\2\2\2\230\150\0\0\0\210" \
  "\0\1\1\1\1\1\1\1\1\1\1\1\1\1\1\1\1\1\1\1\1\1\1\1\1\1\1\110\0\130\0\1\0\1\1\1\1\1\1\1\1\1\1\1\1\1\1\1\1\1\1\1\1\1\1" \
  "\1\1\1\1\50\0\70\0\0" \
  "\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0" \
  "\0\0\0\0\0\0\0" \
  "\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0" \
  "\0\0\0\0\0\0\0"
typedef char lx_class_order[(TK_COLON - TK_LPAREN == 9 && TK_RPAREN == TK_LPAREN + 1 &&
                              TK_SEMI == TK_LPAREN + 6) ? 1 : -1]; /* the order LX_CLASS assumes */
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

/* keeps a function out of the main loop, whose registers are better left to the common paths */
#if defined(__CUDACC__)
#define LX_NOINLINE __noinline__
#elif defined(__GNUC__)
#define LX_NOINLINE __attribute__((noinline))
#else
#define LX_NOINLINE
#endif

/* ---------------------------------------------------------------- words */

/* Tables: a const array at file scope is host memory to nvcc, so device code gets its own copy */
#ifdef __CUDA_ARCH__
#define LX_DATA static __device__ const
#else
#define LX_DATA static const
#endif

/* the 8 bytes at s (all in bounds) as a little-endian word: one load where the compiler merges them */
CORE_FN static inline uint64_t lx_load8(const unsigned char *s) {
  return (uint64_t)s[0] | (uint64_t)s[1] << 8 | (uint64_t)s[2] << 16 | (uint64_t)s[3] << 24 |
         (uint64_t)s[4] << 32 | (uint64_t)s[5] << 40 | (uint64_t)s[6] << 48 | (uint64_t)s[7] << 56;
}


/* the number of leading zero bits of w != 0 */
CORE_FN static int32_t lx_clz64(uint64_t w) {
#if defined(__CUDA_ARCH__)
  return __clzll((long long)w);
#elif defined(__GNUC__)
  return __builtin_clzll(w);
#else
  int32_t k = 0;
  while (!(w >> 63)) { w <<= 1; k++; }
  return k;
#endif
}

/* the 128-bit product a * b: returns the high word, *lo the low one */
CORE_FN static uint64_t lx_mul128(uint64_t a, uint64_t b, uint64_t *lo) {
#if defined(__CUDA_ARCH__)
  *lo = a * b;
  return __umul64hi(a, b);
#elif defined(__SIZEOF_INT128__)
  __extension__ unsigned __int128 p = (unsigned __int128)a * b;
  *lo = (uint64_t)p;
  return (uint64_t)(p >> 64);
#else
  uint64_t al = a & 0xFFFFFFFFu, ah = a >> 32, bl = b & 0xFFFFFFFFu, bh = b >> 32;
  uint64_t ll = al * bl, lh = al * bh, hl = ah * bl, hh = ah * bh;
  uint64_t mid = (ll >> 32) + (lh & 0xFFFFFFFFu) + (hl & 0xFFFFFFFFu);
  *lo = (mid << 32) | (ll & 0xFFFFFFFFu);
  return hh + (lh >> 32) + (hl >> 32) + (mid >> 32);
#endif
}

#define LX_REP(b) ((uint64_t)(b) * 0x0101010101010101ull) /* the byte b in every byte of a word */

/* the bytes of w (8 source bytes) that are not identifier characters: bit 7 of each such byte.  Per byte,
 * with no carries between bytes: y is the byte without bit 7 (a byte with it set is no identifier
 * character), a letter is y | 0x20 in 'a'..'z', a digit y in '0'..'9', and '_' makes y ^ '_' zero. */
CORE_FN static uint64_t lx_nonid(uint64_t w) {
  uint64_t y = w & LX_REP(0x7F), l = y | LX_REP(0x20);
  uint64_t letter = (l + LX_REP(0x80 - 'a')) & ~(l + LX_REP(0x80 - 'z' - 1));
  uint64_t digit = (y + LX_REP(0x80 - '0')) & ~(y + LX_REP(0x80 - '9' - 1));
  uint64_t under = ~((y ^ LX_REP('_')) + LX_REP(0x7F));
  return (w | ~(letter | digit | under)) & LX_REP(0x80);
}

/* the end of the identifier characters from s[j] on, 8 bytes at a time while they are in bounds */
CORE_FN static int32_t lx_ident_end(const unsigned char *s, int32_t j, int32_t n) {
  const unsigned char *cls = (const unsigned char *)LX_CLASS;
  for (; j + 8 <= n; j += 8) {
    uint64_t stop = lx_nonid(lx_load8(s + j));
    if (stop) return j + (core_ctz64(stop) >> 3);
  }
  while (j < n && (cls[s[j]] & 3u)) j++;
  return j;
}

/* ---------------------------------------------------------------- keywords */

CORE_FN static int lx_eq(const unsigned char *w, const char *lit, int32_t len) {
  int32_t i;
  for (i = 0; i < len; i++)
    if (w[i] != (unsigned char)lit[i]) return 0;
  return 1;
}

/* keywords of at most 8 bytes, packed into the high bytes of a word, the first byte lowest (as a little-
 * endian load of the word shifted left by 64 - 8 * len gives them) */
#define LX_B(ch, k) ((uint64_t)(unsigned char)(ch) << (8 * (k)))
#define LX_K1(a) LX_B(a, 7)
#define LX_K2(a, b) (LX_K1(b) | LX_B(a, 6))
#define LX_K3(a, b, c) (LX_K2(b, c) | LX_B(a, 5))
#define LX_K4(a, b, c, d) (LX_K3(b, c, d) | LX_B(a, 4))
#define LX_K5(a, b, c, d, e) (LX_K4(b, c, d, e) | LX_B(a, 3))
#define LX_K6(a, b, c, d, e, f) (LX_K5(b, c, d, e, f) | LX_B(a, 2))
#define LX_K7(a, b, c, d, e, f, g) (LX_K6(b, c, d, e, f, g) | LX_B(a, 1))
#define LX_K8(a, b, c, d, e, f, g, h) (LX_K7(b, c, d, e, f, g, h) | LX_B(a, 0))

/* A perfect hash of those keywords (supported: their TK_*; rejected: -1; without meaning for a program run
 * by gnc, as `volatile` and `restrict`: LX_DROP, no token; `register` and `auto`, TK_REGISTER): a word's
 * slot is (word * LX_KW_MUL) >> 58, distinct for all 42 (the multiplier was found by a random search; a new
 * keyword needs a new search if its slot is taken).  Empty slots hold 0, which is no word. */
#define LX_KW_MUL 0x96a22b878d64c475ull
typedef struct { uint64_t word; int32_t kind; } LxKw;
LX_DATA LxKw lx_kw[64] = {
  {LX_K6('d', 'o', 'u', 'b', 'l', 'e'), TK_DOUBLE}, {0, 0}, {LX_K6('s', 't', 'a', 't', 'i', 'c'), TK_STATIC},
  {LX_K7('d', 'e', 'f', 'a', 'u', 'l', 't'), TK_DEFAULT}, {LX_K8('u', 'n', 's', 'i', 'g', 'n', 'e', 'd'), TK_UNSIGNED},
  {LX_K6('s', 'i', 'z', 'e', 'o', 'f'), TK_SIZEOF}, {0, 0}, {0, 0}, {0, 0}, {LX_K4('v', 'o', 'i', 'd'), TK_VOID},
  {LX_K4('c', 'h', 'a', 'r'), TK_CHAR}, {0, 0}, {LX_K2('i', 'f'), TK_IF},
  {LX_K6('t', 'y', 'p', 'e', 'o', 'f'), TK_TYPEOF}, {0, 0}, {LX_K3('a', 's', 'm'), -1}, {0, 0},
  {LX_K4('c', 'a', 's', 'e'), TK_CASE}, {LX_K5('c', 'o', 'n', 's', 't'), TK_CONST},
  {LX_K6('e', 'x', 't', 'e', 'r', 'n'), TK_EXTERN}, {LX_K8('r', 'e', 's', 't', 'r', 'i', 'c', 't'), LX_DROP},
  {LX_K4('g', 'o', 't', 'o'), TK_GOTO}, {0, 0}, {LX_K4('b', 'o', 'o', 'l'), TK_BOOL},
  {LX_K4('a', 'u', 't', 'o'), TK_REGISTER}, {LX_K7('a', 'l', 'i', 'g', 'n', 'o', 'f'), TK_ALIGNOF}, {0, 0},
  {LX_K3('f', 'o', 'r'), TK_FOR}, {0, 0}, {0, 0}, {LX_K2('d', 'o'), TK_DO},
  {LX_K5('u', 'n', 'i', 'o', 'n'), TK_UNION}, {LX_K5('f', 'a', 'l', 's', 'e'), TK_FALSE},
  {LX_K5('s', 'h', 'o', 'r', 't'), TK_SHORT}, {0, 0}, {LX_K6('s', 'i', 'g', 'n', 'e', 'd'), TK_SIGNED}, {0, 0},
  {LX_K7('a', 'l', 'i', 'g', 'n', 'a', 's'), TK_ALIGNAS}, {0, 0}, {LX_K7('n', 'u', 'l', 'l', 'p', 't', 'r'), -1},
  {LX_K7('t', 'y', 'p', 'e', 'd', 'e', 'f'), TK_TYPEDEF}, {LX_K6('i', 'n', 'l', 'i', 'n', 'e'), TK_INLINE}, {0, 0},
  {LX_K4('e', 'n', 'u', 'm'), TK_ENUM}, {0, 0}, {LX_K4('e', 'l', 's', 'e'), TK_ELSE},
  {LX_K6('s', 'w', 'i', 't', 'c', 'h'), TK_SWITCH}, {LX_K6('r', 'e', 't', 'u', 'r', 'n'), TK_RETURN},
  {LX_K3('i', 'n', 't'), TK_INT}, {0, 0}, {0, 0}, {LX_K5('f', 'l', 'o', 'a', 't'), TK_FLOAT},
  {LX_K5('w', 'h', 'i', 'l', 'e'), TK_WHILE}, {LX_K4('l', 'o', 'n', 'g'), TK_LONG}, {0, 0}, {0, 0},
  {LX_K4('t', 'r', 'u', 'e'), TK_TRUE}, {0, 0}, {LX_K8('v', 'o', 'l', 'a', 't', 'i', 'l', 'e'), LX_DROP},
  {LX_K8('c', 'o', 'n', 't', 'i', 'n', 'u', 'e'), TK_CONTINUE}, {LX_K5('b', 'r', 'e', 'a', 'k'), TK_BREAK},
  {LX_K8('r', 'e', 'g', 'i', 's', 't', 'e', 'r'), TK_REGISTER}, {LX_K6('s', 't', 'r', 'u', 'c', 't'), TK_STRUCT}, {0, 0}
};

/* the reserved words gnc takes as keywords (gcc's alternate spellings among them) */
typedef struct { char w[20]; int32_t len, kind; } LxRare;
LX_DATA LxRare lx_rare[] = {
  {"_Bool", 5, TK_BOOL}, {"_Alignof", 8, TK_ALIGNOF}, {"__alignof__", 11, TK_ALIGNOF}, {"_Alignas", 8, TK_ALIGNAS},
  {"_Static_assert", 14, TK_STATIC_ASSERT}, {"__attribute__", 13, TK_ATTRIBUTE}, {"__attribute", 11, TK_ATTRIBUTE},
  {"__inline", 8, TK_INLINE}, {"__inline__", 10, TK_INLINE}, {"__signed", 8, TK_SIGNED},
  {"__signed__", 10, TK_SIGNED}, {"__const", 7, TK_CONST}, {"__const__", 9, TK_CONST},
  {"_Noreturn", 9, LX_DROP}, {"_Thread_local", 13, LX_DROP}, {"__restrict", 10, LX_DROP},
  {"__restrict__", 12, LX_DROP}, {"__volatile", 10, LX_DROP}, {"__volatile__", 12, LX_DROP},
  {"__extension__", 13, LX_DROP}, {"__alignof", 9, TK_ALIGNOF}, {"__func__", 8, TK_FUNCNAME},
  {"__FUNCTION__", 12, TK_FUNCNAME}, {"__PRETTY_FUNCTION__", 19, TK_FUNCNAME}, {"__typeof__", 10, TK_TYPEOF},
  {"__typeof", 8, TK_TYPEOF}};

/* the reserved words that are C's or gcc's keywords (or predefined names) gnc does not support: an error
 * where they stand, as typeof and asm; any other __x or _Upper is a name (`struct _Node`, `int __ret`), as
 * gcc takes it */
typedef struct { char w[20]; int32_t len; } LxRefused;
LX_DATA LxRefused lx_refused[] = {
  {"_Complex", 8}, {"__complex__", 11}, {"__complex", 9}, {"_Imaginary", 10}, {"_Atomic", 7}, {"_Generic", 8},
  {"_Decimal32", 10}, {"_Decimal64", 10}, {"_Decimal128", 11}, {"_BitInt", 7}, {"_Float16", 8}, {"_Float32", 8},
  {"_Float64", 8}, {"_Float128", 9}, {"_Float32x", 9}, {"_Float64x", 9}, {"_Float128x", 10}, {"__float128", 10},
  {"__float80", 9}, {"__fp16", 6}, {"__bf16", 6}, {"__int128", 8}, {"__int128_t", 10}, {"__uint128_t", 11},
  {"__typeof_unqual__", 17}, {"__typeof_unqual", 15}, {"__asm__", 7},
  {"__asm", 5}, {"__label__", 9}, {"__auto_type", 11}, {"__real__", 8}, {"__real", 6}, {"__imag__", 8},
  {"__imag", 6}, {"__thread", 8}, {"__declspec", 10}, {"_Pragma", 7}, {"_Countof", 8}, {"__seg_fs", 8},
  {"__seg_gs", 8}};

/* a reserved word (__x or _Upper): lx_rare's kind, -1 for one of lx_refused, else TK_IDENT (out of line:
 * rare, and a loop the compiler unrolls would swell the lexer's main loop, on the GPU most of all) */
CORE_FN static LX_NOINLINE int lx_reserved(const unsigned char *w, int32_t len) {
  uint32_t i;
  for (i = 0; i < sizeof lx_rare / sizeof lx_rare[0]; i++)
    if (len == lx_rare[i].len && lx_eq(w, lx_rare[i].w, len)) return lx_rare[i].kind;
  for (i = 0; i < sizeof lx_refused / sizeof lx_refused[0]; i++)
    if (len == lx_refused[i].len && lx_eq(w, lx_refused[i].w, len)) return -1;
  return TK_IDENT;
}

/* lx_keyword for a word that starts with '_' or is longer than 8 bytes */
CORE_FN static int lx_keyword_rare(const unsigned char *w, int32_t len) {
  if (w[0] == '_') { /* reserved identifiers: __x and _Upper, but gcc's __builtin_x */
    if (len > 10 && lx_eq(w, "__builtin_", 10)) return TK_IDENT;
    if (len == 16 && lx_eq(w, "__errno_location", 16)) return TK_IDENT; /* glibc's errno */
    if (len < 2 || (w[1] != '_' && (unsigned)w[1] - 'A' >= 26u)) return TK_IDENT;
    return lx_reserved(w, len);
  }
  if (len == 13 && lx_eq(w, "static_assert", 13)) return TK_STATIC_ASSERT;
  if ((len == 9 && lx_eq(w, "constexpr", 9)) || (len == 12 && lx_eq(w, "thread_local", 12)) ||
      (len == 13 && lx_eq(w, "typeof_unqual", 13)))
    return -1;
  return TK_IDENT;
}

/* TK_IDENT, a keyword's TK_*, -1 for a word gnc does not support, LX_DROP for one without meaning here;
 * x is w packed as above (len <= 8) */
CORE_FN static int lx_keyword(const unsigned char *w, int32_t len, uint64_t x) {
  const LxKw *k;
  if (w[0] == '_' || len > 8) return lx_keyword_rare(w, len);
  k = &lx_kw[(x * LX_KW_MUL) >> 58];
  return k->word == x ? k->kind : TK_IDENT;
}

/* w[0..len) packed as lx_keyword takes it (0 when len > 8) */
CORE_FN static uint64_t lx_pack(const unsigned char *w, int32_t len) {
  uint64_t x = 0;
  int32_t k;
  if (len > 8) return 0;
  for (k = 0; k < len; k++) x = x >> 8 | (uint64_t)w[k] << 56;
  return x;
}

/* the keyword table for the data-parallel lexer (plex.c) */
CORE_FN int lex_keyword(const char *w, int32_t len) {
  return lx_keyword((const unsigned char *)w, len, lx_pack((const unsigned char *)w, len));
}

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
  int64_t i = p, d0;
  int32_t base = 10, nlong = 0, uns = 0, over = 0;
  uint64_t v = 0;
  *err = E_BAD_NUMBER;
  if (s[i] == '0' && i + 1 < e && (s[i + 1] | 32u) == 'x') {
    base = 16;
    i += 2;
  } else if (s[i] == '0' && i + 1 < e && (s[i + 1] | 32u) == 'b') { /* gcc's binary literals */
    base = 2;
    i += 2;
  } else if (s[i] == '0') {
    base = 8;
  }
  d0 = i;
  if (base == 16) {
    for (; i < e; i++) {
      unsigned d = s[i] - (unsigned)'0', l = (s[i] | 32u) - 'a';
      if (d > 9u) d = l < 6u ? l + 10 : 16u;
      if (d > 15u) break;
      if (v >> 60) over = 1;
      v = (v << 4) | d;
    }
  } else if (base == 8 || base == 2) {
    for (; i < e; i++) {
      unsigned d = s[i] - (unsigned)'0';
      if (d > 9u) break;
      if (d >= (unsigned)base) return -1; /* 8 or 9 in an octal literal, 2..9 in a binary one */
      if (v >> (base == 8 ? 61 : 63)) over = 1;
      v = (v << (base == 8 ? 3 : 1)) | d;
    }
  } else {
    for (; i < e; i++) {
      unsigned d = s[i] - (unsigned)'0';
      if (d > 9u) break;
      if (v > UINT64_MAX / 10 || (v == UINT64_MAX / 10 && d > UINT64_MAX % 10)) over = 1;
      v = v * 10 + d;
    }
  }
  if (i == d0) return -1; /* "0x" without digits */
  /* suffix: [uU] then (l | L | ll | LL), or that then [uU] */
  if (i < e && (s[i] | 32u) == 'u') { uns = 1; i++; }
  if (i < e && (s[i] == 'l' || s[i] == 'L')) {
    nlong = 1;
    if (i + 1 < e && s[i + 1] == s[i]) { nlong = 2; i++; }
    i++;
  }
  if (!uns && i < e && (s[i] | 32u) == 'u') { uns = 1; i++; }
  if (i != e) return -1;
  *err = E_INT_TOO_LARGE;
  if (over) return -1;
  *val = (int64_t)v;
  /* C11 6.4.4.1: the first type of the suffix's list that holds the value; a decimal literal without
   * u is never unsigned */
  if (!nlong && !uns && v <= 0x7FFFFFFFull) return TK_INTLIT;
  if (!nlong && (uns || base != 10) && v <= 0xFFFFFFFFull) return TK_UINTLIT;
  if (!uns && v <= 0x7FFFFFFFFFFFFFFFull) return TK_LONGLIT;
  if (uns || base != 10) return TK_ULONGLIT;
  return TK_I128LIT; /* a decimal literal above LONG_MAX: gcc's type is __int128 (the checker decides) */
}

CORE_FN static int lx_integer(Compiler *c, const unsigned char *s, int32_t p, int32_t e, int64_t *val) {
  int32_t err;
  int k = lex_integer(s, p, e, val, &err);
  if (k < 0) cc_error(c, err, p, e - p, 0);
  return k;
}

/* a decimal floating literal s[p..e): TK_DBLLIT with *val = its bits, or -1 (reported) */
CORE_FN static int lx_float(Compiler *c, const unsigned char *s, int32_t p, int32_t e, int64_t *val) {
  uint64_t bits;
  int fl = e - p > 1 && (s[e - 1] | 32u) == 'f' && s[e - 2] != 'x' && s[e - 2] != 'X';
  int r = lex_parse_double((const char *)s + p, e - p - fl, &bits);
  if (r == 0 && fl) { /* a float literal: the double rounded to float (documented: rounded twice) */
    Value v;
    float f;
    v.u = bits;
    f = (float)v.d;
    v.d = (double)f;
    if (v.d - v.d != 0.0) r = 2; /* beyond FLT_MAX */
    bits = v.u;
  }
  if (r != 0) {
    cc_error(c, r == 2 ? E_FLOAT_INEXACT : E_BAD_NUMBER, p, e - p, 0);
    return -1;
  }
  *val = (int64_t)bits;
  return fl ? TK_FLTLIT : TK_DBLLIT;
}

/* a number token s[p..e) (a preprocessing number): the token kind with *val, or -1 (reported) */
CORE_FN static int lx_number(Compiler *c, const unsigned char *s, int32_t p, int32_t e, int64_t *val) {
  int32_t i, isfloat = 0, hex = (s[p] == '0' && p + 1 < e && (s[p + 1] | 32u) == 'x');
  for (i = p; i < e; i++) {
    unsigned ch = s[i];
    if (ch == '.' || (hex ? (ch | 32u) == 'p' : (ch | 32u) == 'e')) isfloat = 1;
  }
  if (!isfloat) return lx_integer(c, s, p, e, val);
  if (hex) { /* hexadecimal floating literals are not supported */
    cc_error(c, E_BAD_NUMBER, p, e - p, 0);
    return -1;
  }
  return lx_float(c, s, p, e, val);
}

/* 10^0 .. 10^22: the powers of ten that are exact doubles (Clinger's fast path) */
LX_DATA double lx_exact10[23] = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,  1e8,  1e9,  1e10, 1e11,
                                 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};

CORE_FN static int lx_eisel_lemire(uint64_t w, int32_t q, uint64_t *bits);

/* the bits of the double nearest to m * 10^e in *bits, or 0 when that is left to the exact path: zero,
 * Clinger's fast path (m and 10^|e| exact doubles, one correctly rounded operation), else Eisel-Lemire */
CORE_FN static int lx_decide(uint64_t m, int64_t e, uint64_t *bits) {
  union { double d; uint64_t u; } cv;
  if (m == 0) {
    *bits = 0;
    return 1;
  }
  if (m <= ((uint64_t)1 << 53) && e >= -22 && e <= 22) {
    double d = (double)(int64_t)m;
    cv.d = e < 0 ? d / lx_exact10[-e] : d * lx_exact10[e];
    *bits = cv.u;
    return 1;
  }
  if (e < -400 || e > 400) return 0;
  return lx_eisel_lemire(m, (int32_t)e, bits);
}

/* m * 10^e for the mantissa digits s[i..g) (one '.' among them may be skipped), of which there are more
 * than 19 (leading zeros included): their first 19 significant digits m, and where digits follow those,
 * the value lies in (m, m + 1) * 10^e; decided only where both ends round alike (as lex_parse_double) */
CORE_FN static int lx_decide_long(const unsigned char *s, int32_t i, int32_t g, int64_t e, uint64_t *bits) {
  uint64_t m = 0, b1, b2;
  int32_t nd = 0, rest = 0;
  for (; i < g; i++) {
    unsigned d = s[i] - (unsigned)'0';
    if (d > 9u) continue; /* the '.' */
    if (nd < 19) {
      m = m * 10 + d;
      nd += m != 0; /* leading zeros are not significant */
    } else {
      rest++;
    }
  }
  if (rest == 0) return lx_decide(m, e, bits);
  e += rest;
  if (e < -400 || e > 400) return 0;
  if (!lx_eisel_lemire(m, (int32_t)e, &b1) || !lx_eisel_lemire(m + 1, (int32_t)e, &b2) || b1 != b2) return 0;
  *bits = b1;
  return 1;
}

/* the rest of a decimal floating literal whose leading digits s[i..j) are m (mod 2^64): [. digits]
 * [(e|E) [+-] digits], in one pass.  Returns its end with its value in *bits where lx_decide (or for more
 * than 19 digits lx_decide_long) decides; otherwise (also when it is no such literal) -1. */
CORE_FN static int32_t lx_float_fast(const unsigned char *s, int32_t i, int32_t j, int32_t n, uint64_t m,
                                     uint64_t *bits) {
  int32_t k = j, nd = j - i, e10 = 0, g;
  int64_t ex = 0;
  if (k < n && s[k] == '.') {
    int32_t f = ++k;
    for (; k < n && LX_ISDIGIT(s[k]); k++) m = m * 10 + (s[k] - '0');
    nd += k - f;
    e10 = f - k;
  }
  if (nd == 0) return -1;
  g = k;
  if (k < n && (s[k] | 32u) == 'e') {
    int32_t neg = 0, f;
    if (++k < n && (s[k] == '+' || s[k] == '-')) neg = s[k++] == '-';
    for (f = k; k < n && LX_ISDIGIT(s[k]); k++)
      if (ex < 100000) ex = ex * 10 + (s[k] - '0');
    if (k == f) return -1;
    if (neg) ex = -ex;
  }
  if (nd > 19) return lx_decide_long(s, i, g, ex + e10, bits) ? k : -1;
  return lx_decide(m, ex + e10, bits) ? k : -1;
}

/* a preprocessing number that goes on at s[e] (e < n; s[e-1] ends what was read) */
#define LX_PPNUM_GOES_ON(s, e) \
  ((((const unsigned char *)LX_CLASS)[(s)[e]] & 3u) || (s)[e] == '.' || \
   (((s)[e] == '+' || (s)[e] == '-') && (((s)[(e) - 1] | 32u) == 'e' || ((s)[(e) - 1] | 32u) == 'p')))

/* the common valid integer literals other than plain decimals: hexadecimal (at most 16 digits), octal
 * (at most 21 digits), decimal of 19 digits, each with an optional l, L, ll or LL suffix.  The digits
 * s[i..j) are v in decimal (mod 2^64).  Returns the kind with tk->len and tk->val, or -1 where the general
 * path must type (or report) it; the typing is lex_integer's. */
CORE_FN static int lx_int_fast(const unsigned char *s, int32_t i, int32_t j, int32_t n, uint64_t v, Token *tk) {
  int32_t base = 10, nlong = 0, k;
  unsigned t;
  if (s[i] == '0' && j - i == 1 && j < n && (s[j] | 32u) == 'x') {
    base = 16;
    v = 0;
    for (k = j + 1; k < n && LX_ISXDIGIT(s[k]); k++)
      v = v << 4 | (LX_ISDIGIT(s[k]) ? s[k] - (unsigned)'0' : (s[k] | 32u) - 'a' + 10);
    if (k == j + 1 || k - j > 17) return -1;
    j = k;
  } else if (s[i] == '0') {
    base = 8;
    if (j - i > 22) return -1;
    v = 0;
    for (k = i + 1; k < j; k++) {
      if (s[k] > '7') return -1;
      v = v << 3 | (s[k] - (unsigned)'0');
    }
  } else if (j - i > 19) {
    return -1;
  }
  t = j < n ? s[j] : 0u;
  if ((t | 32u) == 'l') {
    nlong = 1;
    if (++j < n && s[j] == t) j++;
  }
  if (j < n && LX_PPNUM_GOES_ON(s, j)) return -1;
  tk->len = j - i;
  tk->val = (int64_t)v;
  if (!nlong && v <= 0x7FFFFFFFull) return TK_INTLIT;
  if (v <= 0x7FFFFFFFFFFFFFFFull && (nlong || base == 10 || v > 0xFFFFFFFFull)) return TK_LONGLIT;
  return -1;
}

/* lx_digits for the other literals: the digits s[i..j) are v (mod 2^64).  A floating literal (after the
 * digits, a '.' or an exponent) is read on in the same pass, and the other common integer forms by
 * lx_int_fast.  Anything else, errors included, takes the general path: the end of the preprocessing
 * number, then lex_integer or lex_parse_double. */
CORE_FN LX_NOINLINE static int lx_digits_rest(Compiler *c, const unsigned char *s, int32_t i, int32_t j, int32_t n,
                                              uint64_t v, Token *tk) {
  const unsigned char *cls = (const unsigned char *)LX_CLASS;
  unsigned t = j < n ? s[j] : 0u;
  int32_t e;
  int kind;
  if (t == '.' || (t | 32u) == 'e') {
    uint64_t bits;
    e = lx_float_fast(s, i, j, n, v, &bits);
    if (e >= 0 && !(e < n && LX_PPNUM_GOES_ON(s, e))) {
      tk->len = e - i;
      tk->val = (int64_t)bits;
      return TK_DBLLIT;
    }
  } else if ((kind = lx_int_fast(s, i, j, n, v, tk)) >= 0) {
    return kind;
  }
  e = (cls[t] & 3u) || t == '.' ? lx_ppnum_end(s, j - 1, n) : j;
  tk->len = e - i;
  if (t == '.' || (t | 32u) == 'e') return lx_float(c, s, i, e, &tk->val); /* not hex: s[i+1] is no 'x' */
  /* an integer literal, or not a valid floating literal either (parse_double would stop at t): lex_integer
   * gives the same E_BAD_NUMBER for those as lx_number */
  return lx_integer(c, s, i, e, &tk->val);
}

/* the number token at s[i] (a digit): its kind, tk->len and tk->val, or -1 (reported).  A plain decimal
 * literal of at most 18 digits (no suffix, no leading 0) is typed here, in the scan that finds its end. */
CORE_FN static inline int lx_digits(Compiler *c, const unsigned char *s, int32_t i, int32_t n, Token *tk) {
  const unsigned char *cls = (const unsigned char *)LX_CLASS;
  uint64_t v = s[i] - '0';
  int32_t j = i + 1;
  unsigned t;
  while (j < n && LX_ISDIGIT(s[j])) v = v * 10 + (s[j++] - '0');
  t = j < n ? s[j] : 0u;
  if (!(cls[t] & 3u) && t != '.' && j - i <= 18 && (s[i] != '0' || j - i == 1)) {
    tk->len = j - i;
    tk->val = (int64_t)v;
    return v <= 0x7FFFFFFFu ? TK_INTLIT : TK_LONGLIT;
  }
  return lx_digits_rest(c, s, i, j, n, v, tk);
}

/* ---------------------------------------------------------------- character literals */

/* a character literal at s[p] == '\'': returns its end; *val = its value as a signed char, or -1000 when
 * it is invalid (not reported: lx_charlit does, lex_scan only needs the end) */
CORE_FN static int32_t lx_char_scan(const unsigned char *s, int32_t p, int32_t n, int64_t *val) {
  int32_t i = p + 1, bad = 0;
  unsigned v = 0, ch;
  if (i >= n) bad = 1;
  else if ((ch = s[i]) == '\\') {
    int32_t j = lex_escape(s, i + 1, n, &v);
    bad = j < 0;
    /* an invalid escape: the literal goes on after its first byte (not after a backslash-newline) */
    i = !bad ? j : i + 1 < n && s[i + 1] != '\n' ? i + 2 : i + 1;
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
  /* error: the literal runs to the next quote on this line (or stops at the end of the line: a '\n' or a
   * '\r', as for the preprocessor) */
  if (i > n) i = n;
  while (i < n && s[i] != '\'' && s[i] != '\n' && s[i] != '\r') i++;
  if (i < n && s[i] == '\'') i++;
  if (i <= p) i = p + 1;
  return i;
}

/* lx_char_scan, reporting an invalid literal */
CORE_FN static int32_t lx_charlit(Compiler *c, const unsigned char *s, int32_t p, int32_t n, int64_t *val) {
  int32_t e = lx_char_scan(s, p, n, val);
  if (*val == -1000) cc_error(c, E_BAD_CHAR_LIT, p, e - p, 0);
  return e;
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

/* escape sequences (core.h): the one decoder, also plex.c's and pp.c's (#if) */
CORE_FN int lex_simple_escape(unsigned ch) {
  switch (ch) {
  case 'n': return 10;
  case 't': return 9;
  case 'r': return 13;
  case 'a': return 7;
  case 'b': return 8;
  case 'f': return 12;
  case 'v': return 11;
  case 'e': case 'E': return 27; /* gcc's ESC */
  case '\\': case '\'': case '"': case '?': return (int)ch;
  }
  return -1;
}

CORE_FN int32_t lex_escape(const unsigned char *s, int32_t i, int32_t n, unsigned *v) {
  unsigned ch = i < n ? s[i] : 0, x = 0;
  int32_t nd = 0, simple = lex_simple_escape(ch);
  if (simple >= 0) {
    *v = (unsigned)simple;
    return i + 1;
  }
  if (ch == 'x') {
    for (i++; i < n && LX_ISXDIGIT(s[i]) && x <= 0xFF; i++, nd++)
      x = (x << 4) | (LX_ISDIGIT(s[i]) ? (unsigned)s[i] - '0' : (s[i] | 32u) - 'a' + 10);
  } else {
    for (; nd < 3 && i < n && s[i] >= '0' && s[i] <= '7'; i++, nd++) x = x * 8 + (s[i] - '0');
  }
  *v = x;
  return nd == 0 || x > 0xFF ? -1 : i;
}

/* the end of the string literal at s[p] == '"' for lex_scan: where lx_string ends it (after its closing
 * quote, or at the '\n' or '\r' that ends its line first; a backslash takes the byte after it unless that
 * is a '\n') */
CORE_FN static int32_t lx_string_end(const unsigned char *s, int32_t p, int32_t n) {
  int32_t i = p + 1;
  while (i < n && s[i] != '"' && s[i] != '\n' && s[i] != '\r')
    i += (s[i] == '\\' && i + 1 < n && s[i + 1] != '\n') ? 2 : 1;
  return (i < n && s[i] == '"') ? i + 1 : i;
}

/* a string literal at s[p] == '"': returns its end (after the closing quote); *val = its bytes after
 * escapes, or -1 when it is invalid (reported: an unknown escape, or no closing quote on its line) */
CORE_FN static int32_t lx_string(Compiler *c, const unsigned char *s, int32_t p, int32_t n, int64_t *val) {
  int32_t i = p + 1, bad = -1;
  int64_t len = 0;
  unsigned v;
  while (i < n && s[i] != '"' && s[i] != '\n' && s[i] != '\r') {
    if (s[i] == '\\') {
      int32_t j = lex_escape(s, i + 1, n, &v);
      if (j < 0) {
        if (bad < 0) bad = i;
        j = i + 2 <= n && s[i + 1] != '\n' ? i + 2 : i + 1;
      }
      i = j;
    } else {
      i++;
    }
    len++;
  }
  if (i >= n || s[i] != '"') {
    cc_error(c, E_UNTERM_STRING, p, 1, 0);
    *val = -1;
    return i;
  }
  i++;
  if (bad >= 0) {
    cc_error(c, E_BAD_ESCAPE, p, i - p, 0);
    *val = -1;
    return i;
  }
  *val = len;
  return i;
}

CORE_FN int32_t lex_string_bytes(const char *text, int32_t len, uint8_t *out) {
  const unsigned char *s = (const unsigned char *)text;
  int32_t i = 1, n = len - 1, k = 0; /* between the quotes */
  unsigned v;
  while (i < n) {
    if (s[i] == '\\') {
      i = lex_escape(s, i + 1, n, &v);
      if (i < 0) return -1;
    } else {
      v = s[i++];
    }
    if (out) out[k] = (uint8_t)v;
    k++;
  }
  return k;
}

/* length of a byte sequence that cannot start a token (a whole UTF-8 character where it is one) */
CORE_FN static int32_t lx_badlen(const unsigned char *s, int32_t i, int32_t n) {
  int32_t k = 1;
  if (s[i] >= 0xC0u)
    while (k < 4 && i + k < n && (s[i + k] & 0xC0u) == 0x80u) k++;
  return k;
}

/* ---------------------------------------------------------------- white space */

/* the end of the white space that starts at s[i]: runs of spaces (indentation) are skipped a word at a
 * time */
CORE_FN static int32_t lx_space(const unsigned char *s, int32_t i, int32_t n) {
  const unsigned char *cls = (const unsigned char *)LX_CLASS;
  i++;
  while (i + 8 <= n) {
    uint64_t w = lx_load8(s + i) ^ 0x2020202020202020ull; /* zero bytes: spaces */
    if (w == 0) {
      i += 8;
      continue;
    }
    i += core_ctz64(w) >> 3;
    if (!(cls[s[i]] & 4u)) return i;
    i++; /* a newline, tab, ... */
  }
  while (i < n && (cls[s[i]] & 4u)) i++;
  return i;
}

/* ---------------------------------------------------------------- the main loop */

#define LX_NEXT(off) (i + (off) < n ? s[i + (off)] : 0u)
#define LX_OP2(c2, k2, k1) do { if (c1 == (c2)) { kind = (k2); tk->len = 2; } else kind = (k1); } while (0)
#define LX_OP3(c2, k2, c3, k3, k1) \
  do { \
    if (c1 == (c2)) { kind = (k2); tk->len = 2; } \
    else if (c1 == (c3)) { kind = (k3); tk->len = 2; } \
    else kind = (k1); \
  } while (0)

/* the token at s[i], which is neither white space, nor one of the class table's one-byte tokens, nor the
 * start of an identifier or a number: its kind with tk->len and tk->val, or -1 with tk->len = the bytes
 * to skip (a comment, or an error: reported) */
CORE_FN static int lx_other(Compiler *c, const unsigned char *s, int32_t i, int32_t n, Token *tk) {
  unsigned c1;
  int kind;
  int32_t j;
  tk->len = 1;
  tk->val = 0;
  switch (s[i]) {
  case '~': return TK_TILDE;
  case '+': c1 = LX_NEXT(1); LX_OP3('+', TK_INC, '=', TK_ADD_ASSIGN, TK_PLUS); return kind;
  case '-':
    c1 = LX_NEXT(1);
    if (c1 == '>') { tk->len = 2; return TK_ARROW; }
    LX_OP3('-', TK_DEC, '=', TK_SUB_ASSIGN, TK_MINUS);
    return kind;
  case '*': c1 = LX_NEXT(1); LX_OP2('=', TK_MUL_ASSIGN, TK_STAR); return kind;
  case '%': c1 = LX_NEXT(1); LX_OP2('=', TK_MOD_ASSIGN, TK_PERCENT); return kind;
  case '=': c1 = LX_NEXT(1); LX_OP2('=', TK_EQ, TK_ASSIGN); return kind;
  case '!': c1 = LX_NEXT(1); LX_OP2('=', TK_NE, TK_NOT); return kind;
  case '^': c1 = LX_NEXT(1); LX_OP2('=', TK_XOR_ASSIGN, TK_XOR); return kind;
  case '&': c1 = LX_NEXT(1); LX_OP3('&', TK_ANDAND, '=', TK_AND_ASSIGN, TK_AND); return kind;
  case '|': c1 = LX_NEXT(1); LX_OP3('|', TK_OROR, '=', TK_OR_ASSIGN, TK_OR); return kind;
  case '<':
    c1 = LX_NEXT(1);
    if (c1 == '<' && LX_NEXT(2) == '=') { tk->len = 3; return TK_SHL_ASSIGN; }
    LX_OP3('<', TK_SHL, '=', TK_LE, TK_LT);
    return kind;
  case '>':
    c1 = LX_NEXT(1);
    if (c1 == '>' && LX_NEXT(2) == '=') { tk->len = 3; return TK_SHR_ASSIGN; }
    LX_OP3('>', TK_SHR, '=', TK_GE, TK_GT);
    return kind;
  case '/':
    c1 = LX_NEXT(1);
    if (c1 == '/') {
      tk->len = lx_line_comment(s, i, n) - i;
      return -1;
    }
    if (c1 == '*') {
      j = lx_block_comment(s, i, n);
      if (j < 0) {
        cc_error(c, E_UNTERM_COMMENT, i, 2, 0);
        j = n;
      }
      tk->len = j - i;
      return -1;
    }
    LX_OP2('=', TK_DIV_ASSIGN, TK_SLASH);
    return kind;
  case '.':
    if (LX_ISDIGIT(LX_NEXT(1))) {
      j = lx_ppnum_end(s, i, n);
      tk->len = j - i;
      return lx_number(c, s, i, j, &tk->val);
    }
    if (LX_NEXT(1) == '.' && i + 2 < n && s[i + 2] == '.') {
      tk->len = 3;
      return TK_ELLIPSIS;
    }
    return TK_DOT;
  case '\'':
    j = lx_charlit(c, s, i, n, &tk->val);
    tk->len = j - i;
    return tk->val == -1000 ? -1 : TK_INTLIT;
  case '"':
    j = lx_string(c, s, i, n, &tk->val);
    tk->len = j - i;
    return tk->val < 0 ? -1 : TK_STRING;
  case '#': /* the preprocessor (pp.c) runs when a '#' may start a directive: this one is stray */
    tk->len = LX_NEXT(1) == '#' ? 2 : 1;
    cc_error(c, E_PP_STRAY_HASH, i, tk->len, 0);
    return -1;
  }
  tk->len = lx_badlen(s, i, n);
  cc_error(c, E_BAD_CHAR, i, tk->len, 0);
  return -1;
}

/* the end of the source without its trailing white space (which makes no token) */
CORE_FN static int32_t lx_trim(const unsigned char *s, int32_t n) {
  const unsigned char *cls = (const unsigned char *)LX_CLASS;
  while (n > 0 && (cls[s[n - 1]] & 4u)) n--;
  return n;
}

/* ---------------------------------------------------------------- __attribute__
 * gcc's __attribute__((a, b(args), ...)) lists are removed from the tokens once the source is lexed.  An
 * attribute may go only if gcc documents it as changing nothing a run can observe (lx_attr_ok: warnings,
 * inlining, optimisation hints); `packed` becomes a TK_PACKED token, which the parser takes after `struct`
 * or `union` or after a member list's '}' and lays the members out without padding, as gcc does; any
 * other attribute (aligned, cleanup, constructor, vector_size, ...) is an error that names it. */
typedef struct { char w[24]; } LxAttr;
LX_DATA LxAttr lx_attr_ok[] = {
  {"unused"}, {"used"}, {"maybe_unused"}, {"always_inline"}, {"noinline"}, {"noreturn"}, {"const"}, {"pure"},
  {"hot"}, {"cold"}, {"format"}, {"format_arg"}, {"nonnull"}, {"returns_nonnull"}, {"warn_unused_result"},
  {"deprecated"}, {"malloc"}, {"alloc_size"}, {"alloc_align"}, {"nothrow"}, {"leaf"}, {"artificial"},
  {"flatten"}, {"gnu_inline"}, {"visibility"}, {"fallthrough"}, {"noclone"}, {"noipa"}, {"sentinel"},
  {"no_instrument_function"}, {"may_alias"}, {"nonstring"}, {"access"}, {"no_sanitize"},
  {"no_sanitize_address"}, {"no_sanitize_undefined"}, {"no_stack_protector"}, {"externally_visible"},
  /* calling conventions, which gcc ignores on x86-64 or which change no result in one program */
  {"stdcall"}, {"cdecl"}, {"fastcall"}, {"thiscall"}, {"regparm"}, {"ms_abi"}, {"sysv_abi"}, {"noplt"},
  {"weak"}, {"section"}};

/* is the attribute named by s[0, len) (with or without gcc's __x__ spelling) packed (2), one of
 * lx_attr_ok (1), or neither (0)? */
CORE_FN static int lx_attr_kind(const unsigned char *s, int32_t len) {
  uint32_t i;
  int32_t k;
  if (len > 4 && s[0] == '_' && s[1] == '_' && s[len - 1] == '_' && s[len - 2] == '_') {
    s += 2;
    len -= 4;
  }
  if (len == 6 && lx_eq(s, "packed", 6)) return 2;
  for (i = 0; i < sizeof lx_attr_ok / sizeof lx_attr_ok[0]; i++) {
    for (k = 0; k < len && lx_attr_ok[i].w[k] == (char)s[k]; k++) {}
    if (k == len && lx_attr_ok[i].w[k] == 0) return 1;
  }
  return 0;
}

/* the attribute list after the TK_ATTRIBUTE at t[i] ('(' '(' list ')' ')'): the index after it, or -1 after
 * an error (reported); *packed is set when it names packed */
CORE_FN static int32_t lx_attr_list(Compiler *c, const Token *t, int32_t i, int *packed) {
  const unsigned char *s = (const unsigned char *)c->src;
  int32_t depth = 0;
  if (t[i + 1].kind != TK_LPAREN || t[i + 2].kind != TK_LPAREN) {
    cc_error(c, E_EXPECTED, t[i + 1].pos, t[i + 1].len, EX_LPAREN);
    return -1;
  }
  for (i += 3;; i++) { /* at depth 0 (inside the two parentheses) a name starts each attribute */
    const Token *x = &t[i];
    if (x->kind == TK_EOF) {
      cc_error(c, E_EXPECTED, x->pos, x->len, EX_RPAREN);
      return -1;
    }
    if (x->kind == TK_LPAREN) depth++;
    else if (x->kind == TK_RPAREN && depth > 0) depth--;
    else if (x->kind == TK_RPAREN) break;
    else if (depth == 0 && x->kind != TK_COMMA && (t[i - 1].kind == TK_COMMA || t[i - 1].kind == TK_LPAREN)) {
      int kind = lx_attr_kind(s + x->pos, x->len);
      if (kind == 2) *packed = 1;
      if (kind == 0) cc_error(c, E_UNSUPPORTED_ATTR, x->pos, x->len, 0);
    }
  }
  if (t[i + 1].kind != TK_RPAREN) {
    cc_error(c, E_EXPECTED, t[i + 1].pos, t[i + 1].len, EX_RPAREN);
    return -1;
  }
  return i + 2;
}

/* is a word lexed after the tokens [first, t) inside an attribute list (so a reserved word there, such as
 * __packed__ or __printf__, is a name for lx_attributes)?  Only words gnc rejects ask, and the walk back
 * stops at the statement's start. */
CORE_FN static LX_NOINLINE int lx_in_attr(const Token *first, const Token *t) {
  int32_t net = 0, k;
  for (k = 0; t > first && k < 256; k++) {
    int kind = (--t)->kind;
    if (kind == TK_LPAREN) net++;
    else if (kind == TK_RPAREN) net--;
    else if (kind == TK_ATTRIBUTE) return net >= 2;
    else if (kind == TK_SEMI || kind == TK_LBRACE || kind == TK_RBRACE) return 0;
  }
  return 0;
}

/* removes the attribute lists from c's tokens (TK_EOF last), leaving TK_PACKED where one says packed */
CORE_FN static LX_NOINLINE void lx_attributes(Compiler *c) {
  Token *t = c->tok;
  int32_t i = 0, o = 0, n = c->ntok;
  while (i < n) {
    int packed = 0;
    int32_t at = i, next;
    if (t[i].kind != TK_ATTRIBUTE) {
      t[o++] = t[i++];
      continue;
    }
    next = lx_attr_list(c, t, i, &packed);
    if (next < 0) { /* reported: the rest stays as it is, and the parser stops at it */
      while (i < n) t[o++] = t[i++];
      break;
    }
    i = next;
    if (!packed) continue;
    if (o > 0 && (t[o - 1].kind == TK_STRUCT || t[o - 1].kind == TK_UNION || t[o - 1].kind == TK_RBRACE)) {
      t[o] = t[at];
      t[o].kind = TK_PACKED;
      t[o].len = t[i - 1].pos + 1 - t[at].pos;
      o++;
    } else {
      cc_error(c, E_PACKED_PLACE, t[at].pos, t[i - 1].pos + 1 - t[at].pos, 0);
    }
  }
  c->ntok = o;
}

/* The main loop runs while i < lim, where lim is at most the trimmed end m (so white space at i < m is
 * followed by a byte that is not, and s[i + 1] is in bounds) and at most i + the free slots (so every
 * token that starts below lim has a slot: a token is at least one byte).  With no free slot left, it
 * lexes one token more (reporting its errors) and reports E_OUT_OF_SPACE if that token is kept. */
CORE_FN int lex_run(Compiler *c) {
  const unsigned char *s = (const unsigned char *)c->src, *cls = (const unsigned char *)LX_CLASS;
  Token *t = c->tok, *last = c->tok + (c->tok_cap - 1); /* the last slot is kept for TK_EOF */
  int32_t n = c->src_len, i = 0, m, nerr0 = c->nerr_total;
  int attrs = 0;
  c->ntok = 0;
  if (!s || n < 0) n = 0;
  if (c->tok_cap < 1 || !t) {
    cc_error(c, E_OUT_OF_SPACE, 0, 0, 0);
    return 1;
  }
  m = lx_trim(s, n);
  while (i < m) {
    int64_t room = last - t;
    int32_t lim = room >= m - i ? m : i + (room ? (int32_t)room : 1);
    while (i < lim) { /* each path fills t->val (the last slot may serve as scratch), the kind and len */
      unsigned cl = cls[s[i]];
      int32_t kind, len;
      if (cl & 4u) { /* white space: most often a single byte */
        if (!((cl = cls[s[i + 1]]) & 4u)) {
          i++;
        } else {
          i = lx_space(s, i, n);
          cl = cls[s[i]];
        }
      }
      if (cl & 8u) { /* ( ) { } [ ] ; , ? : */
        kind = TK_LPAREN + (int32_t)(cl >> 4);
        len = 1;
        t->val = 0;
      } else if (cl & 1u) { /* identifier or keyword: its first 8 bytes give its length and packed form */
        if (i + 8 <= n) {
          uint64_t w = lx_load8(s + i), stop = lx_nonid(w);
          len = stop ? core_ctz64(stop) >> 3 : lx_ident_end(s, i + 8, n) - i;
          kind = lx_keyword(s + i, len, len <= 8 ? w << (64 - 8 * len) : 0);
        } else {
          len = lx_ident_end(s, i + 1, n) - i;
          kind = lx_keyword(s + i, len, lx_pack(s + i, len));
        }
        if (kind == -1 && attrs && lx_in_attr(c->tok, t)) kind = TK_IDENT;
        if (kind == -1) cc_error(c, E_UNSUPPORTED_KW, i, len, 0);
        if (kind == TK_ATTRIBUTE) attrs = 1;
        t->val = 0;
      } else if (cl & 2u) { /* number */
        kind = lx_digits(c, s, i, n, t);
        len = t->len;
      } else {
        kind = lx_other(c, s, i, n, t);
        len = t->len;
      }
      if (kind >= 0) {
        t->pos = i;
        t->len = len;
        t->kind = kind;
        t->pad = 0;
        t++;
      }
      i += len;
    }
    if (t > last) { /* the token lexed with no free slot left */
      t = last;
      cc_error(c, E_OUT_OF_SPACE, t->pos, t->len, 0);
      break;
    }
  }
  t->val = 0; /* TK_EOF: there is always room for it */
  t->pos = n;
  t->len = 0;
  t->kind = TK_EOF;
  t->pad = 0;
  c->ntok = (int32_t)(t - c->tok) + 1;
  if (attrs) lx_attributes(c);
  return c->nerr_total != nerr0;
}

/* ---------------------------------------------------------------- the scan that sizes the workspace */
/* lex_scan counts what the compile workspace is sized from (CcScan, compile.c): upper bounds of lex_run's
 * tokens by kind, without writing a token, at about the cost of pp_needed (which it also decides).
 *
 * Eight bytes at a time where none of them is special ('/', '.', '"', '#', '\'', '\\', or "__" starting a
 * word): a token starts at every byte that is not white space and does not continue a run of identifier
 * characters, and the kinds come from byte compares (closing brackets and ':', ';' and '{', '(').  There
 * each operator character counts as a token (`<<=` as three) and a number's exponent sign too (`1e+5` as
 * three): only more than lex_run.  At a special byte, and in the last bytes, one unit at a time exactly as
 * lex_run finds it (lx_scan_unit): comments (no token), string and character literals, numbers with a '.',
 * '#', '\\', and "__" words, where every byte that may need the preprocessor is tested with pp_byte_needs,
 * so the flag is pp_needed's.  A string literal, '#', and each byte lex_run rejects count as a token here
 * (the preprocessor keeps them); a string literal (adjacent ones too) is also a leaf, as every static
 * object (a string literal, a global's name) and every initial value of one comes from a leaf (the out
 * arena's statics, compile.c).  `static` and `inline` make no node, like the type keywords.
 * tests/unit/test_scan.c checks the bounds and the flag. */

typedef struct {
  int32_t tokens, nfree, stmt, leaves, parens, hashes, splices, pp;
  uint32_t hdrs;
  int32_t asserts, unknown, branches, strings;
  int32_t ranged; /* the elements of range designators (lx_range_leaves): leaves, not words */
} LxScan;

/* a directive's '#' at s[i] (one that pp_byte_needs): notes the standard header an #include names, or
 * that the scan cannot tell what the directive is (a comment or a line splice where its name is) */
CORE_FN static LX_NOINLINE void lx_directive(const unsigned char *s, int32_t i, int32_t n, LxScan *k) {
  int32_t j = i + 1, e, h;
  while (j < n && (s[j] == ' ' || s[j] == '\t' || s[j] == '\v' || s[j] == '\f' || s[j] == '\r')) j++;
  if (j >= n || s[j] == '\n') return; /* the null directive */
  for (e = j; e < n && LX_ISID(s[e]); e++) {}
  if (e == j || (e < n && s[e] == '\\')) { /* no name, or one a splice may go on */
    k->unknown++;
    return;
  }
  if (e - j != 7 || !lx_eq(s + j, "include", 7)) return; /* no other directive inserts a text */
  for (j = e; j < n && (s[j] == ' ' || s[j] == '\t' || s[j] == '\v' || s[j] == '\f' || s[j] == '\r'); j++) {}
  for (e = j + 1; e < n && s[e] != '>' && s[e] != '\n' && s[e] != '\r' && s[e] != '\\'; e++) {}
  if (j >= n || s[j] != '<' || e >= n || s[e] != '>') {
    k->unknown++;
    return;
  }
  h = pp_header_index((const char *)s + j + 1, e - j - 1);
  if (h < 0) return; /* no such header: an error, nothing inserted */
  k->hdrs |= 1u << h;
  k->asserts += h == PP_H_ASSERT;
}

/* bit 7 of each zero byte of x (exact: no carry crosses a byte) */
#define LX_ZERO(x) (~((((x) & LX_REP(0x7F)) + LX_REP(0x7F)) | (x) | LX_REP(0x7F)))
#define LX_EQ(w, c) LX_ZERO((w) ^ LX_REP(c))

/* the line splices (backslash, blanks, newline: as pp_run removes them) that start in s[a, b) */
CORE_FN static LX_NOINLINE int32_t lx_splices_in(const unsigned char *s, int32_t a, int32_t b, int32_t n) {
  int32_t k = 0, j;
  for (; a < b; a++) {
    if (s[a] != '\\') continue;
    for (j = a + 1; j < n && (s[j] == ' ' || s[j] == '\t' || s[j] == '\v' || s[j] == '\f' || s[j] == '\r'); j++) {}
    k += j < n && (s[j] == '\n' || s[j] == '\r');
  }
  return k;
}

/* does a byte of s[a, b) need the preprocessor (pp_byte_needs)? */
CORE_FN static LX_NOINLINE int lx_pp_in(const unsigned char *s, int32_t a, int32_t b, int32_t n) {
  for (; a < b; a++)
    if ((s[a] == '#' || s[a] == '\\' || s[a] == '_') && pp_byte_needs((const char *)s, a, 0, n)) return 1;
  return 0;
}

/* the length of the operator token at s[i] (one of + - * % = ! ^ & | < > ~ /), as lx_other munches it */
CORE_FN static int32_t lx_op_len(const unsigned char *s, int32_t i, int32_t n) {
  unsigned c0 = s[i], c1 = LX_NEXT(1);
  if ((c0 == '<' || c0 == '>') && c1 == c0) return LX_NEXT(2) == '=' ? 3 : 2;
  if (c1 == '=' && c0 != '~') return 2;
  if (c1 == c0 && (c0 == '+' || c0 == '-' || c0 == '&' || c0 == '|')) return 2;
  return 1;
}

/* The `...` of gcc's range designator [lo ... hi] (s[i] after it): hi + 1 (at most 2^16) when a decimal
 * number follows, the elements whose initial bytes a static object then holds: the scan counts them as
 * leaves, whose static bytes the workspace makes room for (compile.c, cc_layout); 0 otherwise (a variadic
 * function's `...`) */
CORE_FN static int32_t lx_range_leaves(const unsigned char *s, int32_t i, int32_t n) {
  int32_t v = 0;
  while (i < n && (s[i] == ' ' || s[i] == '\t')) i++;
  for (; i < n && s[i] >= '0' && s[i] <= '9' && v <= (1 << 16); i++) v = v * 10 + (s[i] - '0');
  return v < (1 << 16) ? v + (v > 0) : 1 << 16;
}

/* the unit (white space, a comment, a token) at s[i], counted exactly as lex_run finds it: returns its end */
CORE_FN static inline int32_t lx_unit(const unsigned char *s, int32_t i, int32_t n, LxScan *k) {
  const unsigned char *cls = (const unsigned char *)LX_CLASS;
  unsigned ch = s[i], cl = cls[ch];
  int32_t j, r;
  int64_t dummy;
  if (cl & 4u) return lx_space(s, i, n);
  if (cl & 8u) { /* ( ) { } [ ] ; , ? : */
    int kind = (int)(cl >> 4) + TK_LPAREN;
    k->tokens++;
    k->nfree += kind == TK_RPAREN || kind == TK_RBRACKET || kind == TK_RBRACE || kind == TK_COLON;
    k->stmt += kind == TK_SEMI;
    k->parens += kind == TK_LPAREN;
    k->branches += kind == TK_QUESTION;
    return i + 1;
  }
  if (cl & 1u) { /* a word: only its first byte may start "__"; keywords make no node or no expression */
    int kind;
    if (ch == '_' && !k->pp && LX_NEXT(1) == '_') k->pp = pp_byte_needs((const char *)s, i, 0, n);
    if (i + 8 <= n) { /* its first 8 bytes give its length and packed form, as in lex_run */
      uint64_t w = lx_load8(s + i), stop = lx_nonid(w);
      j = stop ? i + (core_ctz64(stop) >> 3) : lx_ident_end(s, i + 8, n);
      kind = lx_keyword(s + i, j - i, j - i <= 8 ? w << (64 - 8 * (j - i)) : 0);
    } else {
      j = lx_ident_end(s, i + 1, n);
      kind = lx_keyword(s + i, j - i, lx_pack(s + i, j - i));
    }
    k->tokens++;
    k->leaves++;
    switch (kind) {
    case TK_INT: case TK_LONG: case TK_DOUBLE: case TK_BOOL: case TK_VOID: case TK_CHAR: case TK_SHORT:
    case TK_SIGNED: case TK_UNSIGNED: case TK_FLOAT: case TK_CONST: case TK_TYPEDEF: case TK_ENUM: case TK_ELSE:
    case TK_STATIC: case TK_INLINE:
      k->nfree++;
      break;
    case TK_IF: case TK_WHILE: case TK_DO: case TK_FOR: case TK_SWITCH:
      k->branches++;
      k->stmt++;
      break;
    case TK_BREAK: case TK_CONTINUE: case TK_RETURN: case TK_CASE: case TK_DEFAULT:
      k->stmt++;
      break;
    default: break;
    }
    return j;
  }
  if (ch == '.' && i > 0 && (cls[s[i - 1]] & 3u)) { /* after a word: a number's '.' if the word is one */
    for (r = i - 1; r > 0 && (cls[s[r - 1]] & 3u); r--) {}
    if (cls[s[r]] & 2u) {
      j = lx_ppnum_end(s, r, n);
      if (!k->pp) k->pp = lx_pp_in(s, i, j, n);
      return j;
    }
  }
  if ((cl & 2u) || (ch == '.' && LX_ISDIGIT(LX_NEXT(1)))) { /* a number */
    j = lx_ppnum_end(s, i, n);
    if (!k->pp) k->pp = lx_pp_in(s, i, j, n);
    k->tokens++;
    k->leaves++;
    return j;
  }
  switch (ch) {
  case '/':
    if (LX_NEXT(1) == '/' || LX_NEXT(1) == '*') { /* a comment: no token */
      j = LX_NEXT(1) == '/' ? lx_line_comment(s, i, n) : lx_block_comment(s, i, n);
      if (j < 0) j = n;
      if (!k->pp) k->pp = lx_pp_in(s, i, j, n);
      k->splices += lx_splices_in(s, i, j, n);
      return j;
    }
    j = i + lx_op_len(s, i, n);
    break;
  case '+': case '-': case '*': case '%': case '=': case '!': case '^': case '&': case '|': case '<': case '>':
  case '~':
    j = i + lx_op_len(s, i, n);
    k->branches += (ch == '&' || ch == '|') && j == i + 2 && s[i + 1] == ch; /* && || */
    break;
  case '\'': case '"': case '#': case '\\': /* may hold a byte that needs the preprocessor */
    j = ch == '\'' ? lx_char_scan(s, i, n, &dummy) : ch == '"' ? lx_string_end(s, i, n) : i + 1;
    k->leaves += ch == '\'' || ch == '"'; /* a string literal: a static (a descriptor, its bytes) */
    k->strings += ch == '"';
    k->hashes += ch == '#';
    if (ch != '#') k->splices += lx_splices_in(s, i, j, n);
    else if (pp_byte_needs((const char *)s, i, 0, n)) lx_directive(s, i, n, k);
    if (!k->pp) k->pp = lx_pp_in(s, i, j, n);
    break;
  default: /* an error in lex_run ('.', '@', '$', a control or non-ASCII byte): one token here */
    j = i + 1;
    if (ch == '.' && i + 2 < n && s[i + 1] == '.' && s[i + 2] == '.') k->ranged += lx_range_leaves(s, i + 3, n);
    break;
  }
  k->tokens++;
  return j;
}

/* lx_unit out of line (the eight-bytes-at-a-time loop takes few units) */
CORE_FN static LX_NOINLINE int32_t lx_scan_unit(const unsigned char *s, int32_t i, int32_t n, LxScan *k) {
  return lx_unit(s, i, n, k);
}

/* the bytes of w (at s[i]) that lx_scan_unit must take: '/', '.', '"', '#', '\'', '\\', and '_' starting a
 * word with "__"; starts: the bytes that start a run of identifier characters */
CORE_FN static inline uint64_t lx_special(uint64_t w, uint64_t starts, const unsigned char *s, int32_t i,
                                          int32_t n) {
  uint64_t u = LX_EQ(w, '_'), m;
  m = LX_EQ(w | LX_REP(1), '/') | LX_EQ(w | LX_REP(1), '#') | LX_EQ(w, '\'') | LX_EQ(w, '\\');
  m |= u & (u >> 8) & starts; /* "__" within the word; a pair across words: */
  if ((u & starts) >> 63 && i + 8 < n && s[i + 8] == '_') m |= (uint64_t)1 << 63;
  return m;
}

/* sources of at least this many bytes are counted eight bytes at a time (fast, a little above lex_run's
 * counts); smaller ones a unit at a time (exactly, keywords apart: the smallest workspaces) */
#define LX_SCAN_WORDS (16 << 10)

/* the sum of the eight byte lanes of a */
CORE_FN static inline int32_t lx_lanes(uint64_t a) {
  a = (a & 0x00FF00FF00FF00FFull) + (a >> 8 & 0x00FF00FF00FF00FFull);
  return (int32_t)((a * 0x0001000100010001ull) >> 48);
}

CORE_FN LX_NOINLINE void lex_scan(const char *src, int32_t len, CcScan *sc) {
  const unsigned char *s = (const unsigned char *)src, *cls = (const unsigned char *)LX_CLASS;
  int32_t n = src && len > 0 ? len : 0, i = 0, words = 0;
  uint64_t carry = 0; /* bit 7: the byte before s[i] is an identifier character */
  uint64_t at = 0, al = 0, af = 0, as = 0, ap = 0; /* per byte lane: tokens, leaves, free, stmt, parens */
  LxScan k = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
  while (n >= LX_SCAN_WORDS && i + 8 <= n) {
    uint64_t w = lx_load8(s + i), id = ~lx_nonid(w) & LX_REP(0x80), prev = id << 8 | carry;
    uint64_t runs = id & ~prev, spec = lx_special(w, runs, s, i, n), keep = LX_REP(1), sp, odd, pc, cs;
    int32_t f = 8;
    if (spec) { /* count the bytes before the first special one, then take it as a unit */
      f = core_ctz64(spec) >> 3;
      keep = f ? LX_REP(1) >> (64 - 8 * f) : 0;
    }
    sp = w & LX_REP(0x7F); /* white space: ' ', or 9..13 (a byte below 0x80 only) */
    sp = LX_EQ(w, ' ') | ((sp + LX_REP(0x80 - 9)) & ~(sp + LX_REP(0x80 - 14)) & ~w & LX_REP(0x80));
    odd = w << 7; /* bit 7: the byte is odd */
    pc = LX_EQ(w | LX_REP(1), ')'); /* ( ) */
    cs = LX_EQ(w | LX_REP(1), ';'); /* : ; */
    at += (~sp & ~(id & prev) & LX_REP(0x80)) >> 7 & keep; /* a token starts */
    al += runs >> 7 & keep;
    af += ((pc & odd) | LX_EQ(w | LX_REP(0x20), '}') | (cs & ~odd)) >> 7 & keep; /* ) ] } : */
    as += (cs & odd) >> 7 & keep;
    ap += (pc & ~odd) >> 7 & keep;
    if (f == 8 && ++words < 255) {
      carry = id >> 56;
      i += 8;
      continue;
    }
    k.tokens += lx_lanes(at); /* the lanes hold at most 255 */
    k.leaves += lx_lanes(al);
    k.nfree += lx_lanes(af);
    k.stmt += lx_lanes(as);
    k.parens += lx_lanes(ap);
    at = al = af = as = ap = 0;
    words = 0;
    if (f == 8) {
      carry = id >> 56;
      i += 8;
      continue;
    }
    i = lx_scan_unit(s, i + f, n, &k);
    carry = (cls[s[i - 1]] & 3u) ? 0x80u : 0;
  }
  k.tokens += lx_lanes(at);
  k.leaves += lx_lanes(al);
  k.nfree += lx_lanes(af);
  k.stmt += lx_lanes(as);
  k.parens += lx_lanes(ap);
  while (i < n) { /* the rest, or all of a small source: white space and one-byte tokens here */
    unsigned cl = cls[s[i]];
    if (cl & 4u) {
      i++;
      continue;
    }
    if (cl & 8u) {
      int kind = (int)(cl >> 4) + TK_LPAREN;
      k.tokens++;
      k.nfree += kind == TK_RPAREN || kind == TK_RBRACKET || kind == TK_RBRACE || kind == TK_COLON;
      k.stmt += kind == TK_SEMI;
      k.parens += kind == TK_LPAREN;
      k.branches += kind == TK_QUESTION;
      i++;
      continue;
    }
    i = lx_unit(s, i, n, &k);
  }
  sc->len = n;
  sc->tokens = k.tokens;
  sc->nodal = k.tokens - k.nfree;
  sc->castable = k.tokens - k.nfree - k.stmt;
  sc->words = k.leaves - k.strings; /* names no local, binds nothing */
  sc->leaves = k.leaves + k.ranged;
  sc->parens = k.parens;
  sc->hashes = k.hashes;
  sc->splices = k.splices;
  sc->hdrs = k.hdrs;
  sc->asserts = k.asserts;
  sc->unknown = k.unknown;
  sc->branches = n >= LX_SCAN_WORDS ? k.tokens : k.branches; /* the word path does not count them */
  sc->pp = k.pp;
  cc_room_none(&sc->room);
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


/* 10^q for q in [LX_POW10_MIN, LX_POW10_MAX] as 128-bit mantissas rounded down (the high word first):
 * floor(10^q / 2^k) with k = floor(log2(10^q)) - 127, so that the value lies in [2^127, 2^128).  Smaller
 * q give only subnormal results (for 19-digit mantissas), which the exact path handles. */
#define LX_POW10_MIN (-327)
#define LX_POW10_MAX 308
LX_DATA uint64_t lx_pow10[2 * (LX_POW10_MAX - LX_POW10_MIN + 1)] = {
  0xd43bf0effdc0ba48ull, 0x0212bd1b2566def2ull, 0x84a57695fe98746dull, 0x014bb630f7604b57ull,
  0xa5ced43b7e3e9188ull, 0x419ea3bd35385e2dull, 0xcf42894a5dce35eaull, 0x52064cac828675b9ull,
  0x818995ce7aa0e1b2ull, 0x7343efebd1940993ull, 0xa1ebfb4219491a1full, 0x1014ebe6c5f90bf8ull,
  0xca66fa129f9b60a6ull, 0xd41a26e077774ef6ull, 0xfd00b897478238d0ull, 0x8920b098955522b4ull,
  0x9e20735e8cb16382ull, 0x55b46e5f5d5535b0ull, 0xc5a890362fddbc62ull, 0xeb2189f734aa831dull,
  0xf712b443bbd52b7bull, 0xa5e9ec7501d523e4ull, 0x9a6bb0aa55653b2dull, 0x47b233c92125366eull,
  0xc1069cd4eabe89f8ull, 0x999ec0bb696e840aull, 0xf148440a256e2c76ull, 0xc00670ea43ca250dull,
  0x96cd2a865764dbcaull, 0x380406926a5e5728ull, 0xbc807527ed3e12bcull, 0xc605083704f5ecf2ull,
  0xeba09271e88d976bull, 0xf7864a44c633682eull, 0x93445b8731587ea3ull, 0x7ab3ee6afbe0211dull,
  0xb8157268fdae9e4cull, 0x5960ea05bad82964ull, 0xe61acf033d1a45dfull, 0x6fb92487298e33bdull,
  0x8fd0c16206306babull, 0xa5d3b6d479f8e056ull, 0xb3c4f1ba87bc8696ull, 0x8f48a4899877186cull,
  0xe0b62e2929aba83cull, 0x331acdabfe94de87ull, 0x8c71dcd9ba0b4925ull, 0x9ff0c08b7f1d0b14ull,
  0xaf8e5410288e1b6full, 0x07ecf0ae5ee44dd9ull, 0xdb71e91432b1a24aull, 0xc9e82cd9f69d6150ull,
  0x892731ac9faf056eull, 0xbe311c083a225cd2ull, 0xab70fe17c79ac6caull, 0x6dbd630a48aaf406ull,
  0xd64d3d9db981787dull, 0x092cbbccdad5b108ull, 0x85f0468293f0eb4eull, 0x25bbf56008c58ea5ull,
  0xa76c582338ed2621ull, 0xaf2af2b80af6f24eull, 0xd1476e2c07286faaull, 0x1af5af660db4aee1ull,
  0x82cca4db847945caull, 0x50d98d9fc890ed4dull, 0xa37fce126597973cull, 0xe50ff107bab528a0ull,
  0xcc5fc196fefd7d0cull, 0x1e53ed49a96272c8ull, 0xff77b1fcbebcdc4full, 0x25e8e89c13bb0f7aull,
  0x9faacf3df73609b1ull, 0x77b191618c54e9acull, 0xc795830d75038c1dull, 0xd59df5b9ef6a2417ull,
  0xf97ae3d0d2446f25ull, 0x4b0573286b44ad1dull, 0x9becce62836ac577ull, 0x4ee367f9430aec32ull,
  0xc2e801fb244576d5ull, 0x229c41f793cda73full, 0xf3a20279ed56d48aull, 0x6b43527578c1110full,
  0x9845418c345644d6ull, 0x830a13896b78aaa9ull, 0xbe5691ef416bd60cull, 0x23cc986bc656d553ull,
  0xedec366b11c6cb8full, 0x2cbfbe86b7ec8aa8ull, 0x94b3a202eb1c3f39ull, 0x7bf7d71432f3d6a9ull,
  0xb9e08a83a5e34f07ull, 0xdaf5ccd93fb0cc53ull, 0xe858ad248f5c22c9ull, 0xd1b3400f8f9cff68ull,
  0x91376c36d99995beull, 0x23100809b9c21fa1ull, 0xb58547448ffffb2dull, 0xabd40a0c2832a78aull,
  0xe2e69915b3fff9f9ull, 0x16c90c8f323f516cull, 0x8dd01fad907ffc3bull, 0xae3da7d97f6792e3ull,
  0xb1442798f49ffb4aull, 0x99cd11cfdf41779cull, 0xdd95317f31c7fa1dull, 0x40405643d711d583ull,
  0x8a7d3eef7f1cfc52ull, 0x482835ea666b2572ull, 0xad1c8eab5ee43b66ull, 0xda3243650005eecfull,
  0xd863b256369d4a40ull, 0x90bed43e40076a82ull, 0x873e4f75e2224e68ull, 0x5a7744a6e804a291ull,
  0xa90de3535aaae202ull, 0x711515d0a205cb36ull, 0xd3515c2831559a83ull, 0x0d5a5b44ca873e03ull,
  0x8412d9991ed58091ull, 0xe858790afe9486c2ull, 0xa5178fff668ae0b6ull, 0x626e974dbe39a872ull,
  0xce5d73ff402d98e3ull, 0xfb0a3d212dc8128full, 0x80fa687f881c7f8eull, 0x7ce66634bc9d0b99ull,
  0xa139029f6a239f72ull, 0x1c1fffc1ebc44e80ull, 0xc987434744ac874eull, 0xa327ffb266b56220ull,
  0xfbe9141915d7a922ull, 0x4bf1ff9f0062baa8ull, 0x9d71ac8fada6c9b5ull, 0x6f773fc3603db4a9ull,
  0xc4ce17b399107c22ull, 0xcb550fb4384d21d3ull, 0xf6019da07f549b2bull, 0x7e2a53a146606a48ull,
  0x99c102844f94e0fbull, 0x2eda7444cbfc426dull, 0xc0314325637a1939ull, 0xfa911155fefb5308ull,
  0xf03d93eebc589f88ull, 0x793555ab7eba27caull, 0x96267c7535b763b5ull, 0x4bc1558b2f3458deull,
  0xbbb01b9283253ca2ull, 0x9eb1aaedfb016f16ull, 0xea9c227723ee8bcbull, 0x465e15a979c1cadcull,
  0x92a1958a7675175full, 0x0bfacd89ec191ec9ull, 0xb749faed14125d36ull, 0xcef980ec671f667bull,
  0xe51c79a85916f484ull, 0x82b7e12780e7401aull, 0x8f31cc0937ae58d2ull, 0xd1b2ecb8b0908810ull,
  0xb2fe3f0b8599ef07ull, 0x861fa7e6dcb4aa15ull, 0xdfbdcece67006ac9ull, 0x67a791e093e1d49aull,
  0x8bd6a141006042bdull, 0xe0c8bb2c5c6d24e0ull, 0xaecc49914078536dull, 0x58fae9f773886e18ull,
  0xda7f5bf590966848ull, 0xaf39a475506a899eull, 0x888f99797a5e012dull, 0x6d8406c952429603ull,
  0xaab37fd7d8f58178ull, 0xc8e5087ba6d33b83ull, 0xd5605fcdcf32e1d6ull, 0xfb1e4a9a90880a64ull,
  0x855c3be0a17fcd26ull, 0x5cf2eea09a55067full, 0xa6b34ad8c9dfc06full, 0xf42faa48c0ea481eull,
  0xd0601d8efc57b08bull, 0xf13b94daf124da26ull, 0x823c12795db6ce57ull, 0x76c53d08d6b70858ull,
  0xa2cb1717b52481edull, 0x54768c4b0c64ca6eull, 0xcb7ddcdda26da268ull, 0xa9942f5dcf7dfd09ull,
  0xfe5d54150b090b02ull, 0xd3f93b35435d7c4cull, 0x9efa548d26e5a6e1ull, 0xc47bc5014a1a6dafull,
  0xc6b8e9b0709f109aull, 0x359ab6419ca1091bull, 0xf867241c8cc6d4c0ull, 0xc30163d203c94b62ull,
  0x9b407691d7fc44f8ull, 0x79e0de63425dcf1dull, 0xc21094364dfb5636ull, 0x985915fc12f542e4ull,
  0xf294b943e17a2bc4ull, 0x3e6f5b7b17b2939dull, 0x979cf3ca6cec5b5aull, 0xa705992ceecf9c42ull,
  0xbd8430bd08277231ull, 0x50c6ff782a838353ull, 0xece53cec4a314ebdull, 0xa4f8bf5635246428ull,
  0x940f4613ae5ed136ull, 0x871b7795e136be99ull, 0xb913179899f68584ull, 0x28e2557b59846e3full,
  0xe757dd7ec07426e5ull, 0x331aeada2fe589cfull, 0x9096ea6f3848984full, 0x3ff0d2c85def7621ull,
  0xb4bca50b065abe63ull, 0x0fed077a756b53a9ull, 0xe1ebce4dc7f16dfbull, 0xd3e8495912c62894ull,
  0x8d3360f09cf6e4bdull, 0x64712dd7abbbd95cull, 0xb080392cc4349decull, 0xbd8d794d96aacfb3ull,
  0xdca04777f541c567ull, 0xecf0d7a0fc5583a0ull, 0x89e42caaf9491b60ull, 0xf41686c49db57244ull,
  0xac5d37d5b79b6239ull, 0x311c2875c522ced5ull, 0xd77485cb25823ac7ull, 0x7d633293366b828bull,
  0x86a8d39ef77164bcull, 0xae5dff9c02033197ull, 0xa8530886b54dbdebull, 0xd9f57f830283fdfcull,
  0xd267caa862a12d66ull, 0xd072df63c324fd7bull, 0x8380dea93da4bc60ull, 0x4247cb9e59f71e6dull,
  0xa46116538d0deb78ull, 0x52d9be85f074e608ull, 0xcd795be870516656ull, 0x67902e276c921f8bull,
  0x806bd9714632dff6ull, 0x00ba1cd8a3db53b6ull, 0xa086cfcd97bf97f3ull, 0x80e8a40eccd228a4ull,
  0xc8a883c0fdaf7df0ull, 0x6122cd128006b2cdull, 0xfad2a4b13d1b5d6cull, 0x796b805720085f81ull,
  0x9cc3a6eec6311a63ull, 0xcbe3303674053bb0ull, 0xc3f490aa77bd60fcull, 0xbedbfc4411068a9cull,
  0xf4f1b4d515acb93bull, 0xee92fb5515482d44ull, 0x991711052d8bf3c5ull, 0x751bdd152d4d1c4aull,
  0xbf5cd54678eef0b6ull, 0xd262d45a78a0635dull, 0xef340a98172aace4ull, 0x86fb897116c87c34ull,
  0x9580869f0e7aac0eull, 0xd45d35e6ae3d4da0ull, 0xbae0a846d2195712ull, 0x8974836059cca109ull,
  0xe998d258869facd7ull, 0x2bd1a438703fc94bull, 0x91ff83775423cc06ull, 0x7b6306a34627ddcfull,
  0xb67f6455292cbf08ull, 0x1a3bc84c17b1d542ull, 0xe41f3d6a7377eecaull, 0x20caba5f1d9e4a93ull,
  0x8e938662882af53eull, 0x547eb47b7282ee9cull, 0xb23867fb2a35b28dull, 0xe99e619a4f23aa43ull,
  0xdec681f9f4c31f31ull, 0x6405fa00e2ec94d4ull, 0x8b3c113c38f9f37eull, 0xde83bc408dd3dd04ull,
  0xae0b158b4738705eull, 0x9624ab50b148d445ull, 0xd98ddaee19068c76ull, 0x3badd624dd9b0957ull,
  0x87f8a8d4cfa417c9ull, 0xe54ca5d70a80e5d6ull, 0xa9f6d30a038d1dbcull, 0x5e9fcf4ccd211f4cull,
  0xd47487cc8470652bull, 0x7647c3200069671full, 0x84c8d4dfd2c63f3bull, 0x29ecd9f40041e073ull,
  0xa5fb0a17c777cf09ull, 0xf468107100525890ull, 0xcf79cc9db955c2ccull, 0x7182148d4066eeb4ull,
  0x81ac1fe293d599bfull, 0xc6f14cd848405530ull, 0xa21727db38cb002full, 0xb8ada00e5a506a7cull,
  0xca9cf1d206fdc03bull, 0xa6d90811f0e4851cull, 0xfd442e4688bd304aull, 0x908f4a166d1da663ull,
  0x9e4a9cec15763e2eull, 0x9a598e4e043287feull, 0xc5dd44271ad3cdbaull, 0x40eff1e1853f29fdull,
  0xf7549530e188c128ull, 0xd12bee59e68ef47cull, 0x9a94dd3e8cf578b9ull, 0x82bb74f8301958ceull,
  0xc13a148e3032d6e7ull, 0xe36a52363c1faf01ull, 0xf18899b1bc3f8ca1ull, 0xdc44e6c3cb279ac1ull,
  0x96f5600f15a7b7e5ull, 0x29ab103a5ef8c0b9ull, 0xbcb2b812db11a5deull, 0x7415d448f6b6f0e7ull,
  0xebdf661791d60f56ull, 0x111b495b3464ad21ull, 0x936b9fcebb25c995ull, 0xcab10dd900beec34ull,
  0xb84687c269ef3bfbull, 0x3d5d514f40eea742ull, 0xe65829b3046b0afaull, 0x0cb4a5a3112a5112ull,
  0x8ff71a0fe2c2e6dcull, 0x47f0e785eaba72abull, 0xb3f4e093db73a093ull, 0x59ed216765690f56ull,
  0xe0f218b8d25088b8ull, 0x306869c13ec3532cull, 0x8c974f7383725573ull, 0x1e414218c73a13fbull,
  0xafbd2350644eeacfull, 0xe5d1929ef90898faull, 0xdbac6c247d62a583ull, 0xdf45f746b74abf39ull,
  0x894bc396ce5da772ull, 0x6b8bba8c328eb783ull, 0xab9eb47c81f5114full, 0x066ea92f3f326564ull,
  0xd686619ba27255a2ull, 0xc80a537b0efefebdull, 0x8613fd0145877585ull, 0xbd06742ce95f5f36ull,
  0xa798fc4196e952e7ull, 0x2c48113823b73704ull, 0xd17f3b51fca3a7a0ull, 0xf75a15862ca504c5ull,
  0x82ef85133de648c4ull, 0x9a984d73dbe722fbull, 0xa3ab66580d5fdaf5ull, 0xc13e60d0d2e0ebbaull,
  0xcc963fee10b7d1b3ull, 0x318df905079926a8ull, 0xffbbcfe994e5c61full, 0xfdf17746497f7052ull,
  0x9fd561f1fd0f9bd3ull, 0xfeb6ea8bedefa633ull, 0xc7caba6e7c5382c8ull, 0xfe64a52ee96b8fc0ull,
  0xf9bd690a1b68637bull, 0x3dfdce7aa3c673b0ull, 0x9c1661a651213e2dull, 0x06bea10ca65c084eull,
  0xc31bfa0fe5698db8ull, 0x486e494fcff30a62ull, 0xf3e2f893dec3f126ull, 0x5a89dba3c3efccfaull,
  0x986ddb5c6b3a76b7ull, 0xf89629465a75e01cull, 0xbe89523386091465ull, 0xf6bbb397f1135823ull,
  0xee2ba6c0678b597full, 0x746aa07ded582e2cull, 0x94db483840b717efull, 0xa8c2a44eb4571cdcull,
  0xba121a4650e4ddebull, 0x92f34d62616ce413ull, 0xe896a0d7e51e1566ull, 0x77b020baf9c81d17ull,
  0x915e2486ef32cd60ull, 0x0ace1474dc1d122eull, 0xb5b5ada8aaff80b8ull, 0x0d819992132456baull,
  0xe3231912d5bf60e6ull, 0x10e1fff697ed6c69ull, 0x8df5efabc5979c8full, 0xca8d3ffa1ef463c1ull,
  0xb1736b96b6fd83b3ull, 0xbd308ff8a6b17cb2ull, 0xddd0467c64bce4a0ull, 0xac7cb3f6d05ddbdeull,
  0x8aa22c0dbef60ee4ull, 0x6bcdf07a423aa96bull, 0xad4ab7112eb3929dull, 0x86c16c98d2c953c6ull,
  0xd89d64d57a607744ull, 0xe871c7bf077ba8b7ull, 0x87625f056c7c4a8bull, 0x11471cd764ad4972ull,
  0xa93af6c6c79b5d2dull, 0xd598e40d3dd89bcfull, 0xd389b47879823479ull, 0x4aff1d108d4ec2c3ull,
  0x843610cb4bf160cbull, 0xcedf722a585139baull, 0xa54394fe1eedb8feull, 0xc2974eb4ee658828ull,
  0xce947a3da6a9273eull, 0x733d226229feea32ull, 0x811ccc668829b887ull, 0x0806357d5a3f525full,
  0xa163ff802a3426a8ull, 0xca07c2dcb0cf26f7ull, 0xc9bcff6034c13052ull, 0xfc89b393dd02f0b5ull,
  0xfc2c3f3841f17c67ull, 0xbbac2078d443ace2ull, 0x9d9ba7832936edc0ull, 0xd54b944b84aa4c0dull,
  0xc5029163f384a931ull, 0x0a9e795e65d4df11ull, 0xf64335bcf065d37dull, 0x4d4617b5ff4a16d5ull,
  0x99ea0196163fa42eull, 0x504bced1bf8e4e45ull, 0xc06481fb9bcf8d39ull, 0xe45ec2862f71e1d6ull,
  0xf07da27a82c37088ull, 0x5d767327bb4e5a4cull, 0x964e858c91ba2655ull, 0x3a6a07f8d510f86full,
  0xbbe226efb628afeaull, 0x890489f70a55368bull, 0xeadab0aba3b2dbe5ull, 0x2b45ac74ccea842eull,
  0x92c8ae6b464fc96full, 0x3b0b8bc90012929dull, 0xb77ada0617e3bbcbull, 0x09ce6ebb40173744ull,
  0xe55990879ddcaabdull, 0xcc420a6a101d0515ull, 0x8f57fa54c2a9eab6ull, 0x9fa946824a12232dull,
  0xb32df8e9f3546564ull, 0x47939822dc96abf9ull, 0xdff9772470297ebdull, 0x59787e2b93bc56f7ull,
  0x8bfbea76c619ef36ull, 0x57eb4edb3c55b65aull, 0xaefae51477a06b03ull, 0xede622920b6b23f1ull,
  0xdab99e59958885c4ull, 0xe95fab368e45ecedull, 0x88b402f7fd75539bull, 0x11dbcb0218ebb414ull,
  0xaae103b5fcd2a881ull, 0xd652bdc29f26a119ull, 0xd59944a37c0752a2ull, 0x4be76d3346f0495full,
  0x857fcae62d8493a5ull, 0x6f70a4400c562ddbull, 0xa6dfbd9fb8e5b88eull, 0xcb4ccd500f6bb952ull,
  0xd097ad07a71f26b2ull, 0x7e2000a41346a7a7ull, 0x825ecc24c873782full, 0x8ed400668c0c28c8ull,
  0xa2f67f2dfa90563bull, 0x728900802f0f32faull, 0xcbb41ef979346bcaull, 0x4f2b40a03ad2ffb9ull,
  0xfea126b7d78186bcull, 0xe2f610c84987bfa8ull, 0x9f24b832e6b0f436ull, 0x0dd9ca7d2df4d7c9ull,
  0xc6ede63fa05d3143ull, 0x91503d1c79720dbbull, 0xf8a95fcf88747d94ull, 0x75a44c6397ce912aull,
  0x9b69dbe1b548ce7cull, 0xc986afbe3ee11abaull, 0xc24452da229b021bull, 0xfbe85badce996168ull,
  0xf2d56790ab41c2a2ull, 0xfae27299423fb9c3ull, 0x97c560ba6b0919a5ull, 0xdccd879fc967d41aull,
  0xbdb6b8e905cb600full, 0x5400e987bbc1c920ull, 0xed246723473e3813ull, 0x290123e9aab23b68ull,
  0x9436c0760c86e30bull, 0xf9a0b6720aaf6521ull, 0xb94470938fa89bceull, 0xf808e40e8d5b3e69ull,
  0xe7958cb87392c2c2ull, 0xb60b1d1230b20e04ull, 0x90bd77f3483bb9b9ull, 0xb1c6f22b5e6f48c2ull,
  0xb4ecd5f01a4aa828ull, 0x1e38aeb6360b1af3ull, 0xe2280b6c20dd5232ull, 0x25c6da63c38de1b0ull,
  0x8d590723948a535full, 0x579c487e5a38ad0eull, 0xb0af48ec79ace837ull, 0x2d835a9df0c6d851ull,
  0xdcdb1b2798182244ull, 0xf8e431456cf88e65ull, 0x8a08f0f8bf0f156bull, 0x1b8e9ecb641b58ffull,
  0xac8b2d36eed2dac5ull, 0xe272467e3d222f3full, 0xd7adf884aa879177ull, 0x5b0ed81dcc6abb0full,
  0x86ccbb52ea94baeaull, 0x98e947129fc2b4e9ull, 0xa87fea27a539e9a5ull, 0x3f2398d747b36224ull,
  0xd29fe4b18e88640eull, 0x8eec7f0d19a03aadull, 0x83a3eeeef9153e89ull, 0x1953cf68300424acull,
  0xa48ceaaab75a8e2bull, 0x5fa8c3423c052dd7ull, 0xcdb02555653131b6ull, 0x3792f412cb06794dull,
  0x808e17555f3ebf11ull, 0xe2bbd88bbee40bd0ull, 0xa0b19d2ab70e6ed6ull, 0x5b6aceaeae9d0ec4ull,
  0xc8de047564d20a8bull, 0xf245825a5a445275ull, 0xfb158592be068d2eull, 0xeed6e2f0f0d56712ull,
  0x9ced737bb6c4183dull, 0x55464dd69685606bull, 0xc428d05aa4751e4cull, 0xaa97e14c3c26b886ull,
  0xf53304714d9265dfull, 0xd53dd99f4b3066a8ull, 0x993fe2c6d07b7fabull, 0xe546a8038efe4029ull,
  0xbf8fdb78849a5f96ull, 0xde98520472bdd033ull, 0xef73d256a5c0f77cull, 0x963e66858f6d4440ull,
  0x95a8637627989aadull, 0xdde7001379a44aa8ull, 0xbb127c53b17ec159ull, 0x5560c018580d5d52ull,
  0xe9d71b689dde71afull, 0xaab8f01e6e10b4a6ull, 0x9226712162ab070dull, 0xcab3961304ca70e8ull,
  0xb6b00d69bb55c8d1ull, 0x3d607b97c5fd0d22ull, 0xe45c10c42a2b3b05ull, 0x8cb89a7db77c506aull,
  0x8eb98a7a9a5b04e3ull, 0x77f3608e92adb242ull, 0xb267ed1940f1c61cull, 0x55f038b237591ed3ull,
  0xdf01e85f912e37a3ull, 0x6b6c46dec52f6688ull, 0x8b61313bbabce2c6ull, 0x2323ac4b3b3da015ull,
  0xae397d8aa96c1b77ull, 0xabec975e0a0d081aull, 0xd9c7dced53c72255ull, 0x96e7bd358c904a21ull,
  0x881cea14545c7575ull, 0x7e50d64177da2e54ull, 0xaa242499697392d2ull, 0xdde50bd1d5d0b9e9ull,
  0xd4ad2dbfc3d07787ull, 0x955e4ec64b44e864ull, 0x84ec3c97da624ab4ull, 0xbd5af13bef0b113eull,
  0xa6274bbdd0fadd61ull, 0xecb1ad8aeacdd58eull, 0xcfb11ead453994baull, 0x67de18eda5814af2ull,
  0x81ceb32c4b43fcf4ull, 0x80eacf948770ced7ull, 0xa2425ff75e14fc31ull, 0xa1258379a94d028dull,
  0xcad2f7f5359a3b3eull, 0x096ee45813a04330ull, 0xfd87b5f28300ca0dull, 0x8bca9d6e188853fcull,
  0x9e74d1b791e07e48ull, 0x775ea264cf55347dull, 0xc612062576589ddaull, 0x95364afe032a819dull,
  0xf79687aed3eec551ull, 0x3a83ddbd83f52204ull, 0x9abe14cd44753b52ull, 0xc4926a9672793542ull,
  0xc16d9a0095928a27ull, 0x75b7053c0f178293ull, 0xf1c90080baf72cb1ull, 0x5324c68b12dd6338ull,
  0x971da05074da7beeull, 0xd3f6fc16ebca5e03ull, 0xbce5086492111aeaull, 0x88f4bb1ca6bcf584ull,
  0xec1e4a7db69561a5ull, 0x2b31e9e3d06c32e5ull, 0x9392ee8e921d5d07ull, 0x3aff322e62439fcfull,
  0xb877aa3236a4b449ull, 0x09befeb9fad487c2ull, 0xe69594bec44de15bull, 0x4c2ebe687989a9b3ull,
  0x901d7cf73ab0acd9ull, 0x0f9d37014bf60a10ull, 0xb424dc35095cd80full, 0x538484c19ef38c94ull,
  0xe12e13424bb40e13ull, 0x2865a5f206b06fb9ull, 0x8cbccc096f5088cbull, 0xf93f87b7442e45d3ull,
  0xafebff0bcb24aafeull, 0xf78f69a51539d748ull, 0xdbe6fecebdedd5beull, 0xb573440e5a884d1bull,
  0x89705f4136b4a597ull, 0x31680a88f8953030ull, 0xabcc77118461cefcull, 0xfdc20d2b36ba7c3dull,
  0xd6bf94d5e57a42bcull, 0x3d32907604691b4cull, 0x8637bd05af6c69b5ull, 0xa63f9a49c2c1b10full,
  0xa7c5ac471b478423ull, 0x0fcf80dc33721d53ull, 0xd1b71758e219652bull, 0xd3c36113404ea4a8ull,
  0x83126e978d4fdf3bull, 0x645a1cac083126e9ull, 0xa3d70a3d70a3d70aull, 0x3d70a3d70a3d70a3ull,
  0xccccccccccccccccull, 0xccccccccccccccccull, 0x8000000000000000ull, 0x0000000000000000ull,
  0xa000000000000000ull, 0x0000000000000000ull, 0xc800000000000000ull, 0x0000000000000000ull,
  0xfa00000000000000ull, 0x0000000000000000ull, 0x9c40000000000000ull, 0x0000000000000000ull,
  0xc350000000000000ull, 0x0000000000000000ull, 0xf424000000000000ull, 0x0000000000000000ull,
  0x9896800000000000ull, 0x0000000000000000ull, 0xbebc200000000000ull, 0x0000000000000000ull,
  0xee6b280000000000ull, 0x0000000000000000ull, 0x9502f90000000000ull, 0x0000000000000000ull,
  0xba43b74000000000ull, 0x0000000000000000ull, 0xe8d4a51000000000ull, 0x0000000000000000ull,
  0x9184e72a00000000ull, 0x0000000000000000ull, 0xb5e620f480000000ull, 0x0000000000000000ull,
  0xe35fa931a0000000ull, 0x0000000000000000ull, 0x8e1bc9bf04000000ull, 0x0000000000000000ull,
  0xb1a2bc2ec5000000ull, 0x0000000000000000ull, 0xde0b6b3a76400000ull, 0x0000000000000000ull,
  0x8ac7230489e80000ull, 0x0000000000000000ull, 0xad78ebc5ac620000ull, 0x0000000000000000ull,
  0xd8d726b7177a8000ull, 0x0000000000000000ull, 0x878678326eac9000ull, 0x0000000000000000ull,
  0xa968163f0a57b400ull, 0x0000000000000000ull, 0xd3c21bcecceda100ull, 0x0000000000000000ull,
  0x84595161401484a0ull, 0x0000000000000000ull, 0xa56fa5b99019a5c8ull, 0x0000000000000000ull,
  0xcecb8f27f4200f3aull, 0x0000000000000000ull, 0x813f3978f8940984ull, 0x4000000000000000ull,
  0xa18f07d736b90be5ull, 0x5000000000000000ull, 0xc9f2c9cd04674edeull, 0xa400000000000000ull,
  0xfc6f7c4045812296ull, 0x4d00000000000000ull, 0x9dc5ada82b70b59dull, 0xf020000000000000ull,
  0xc5371912364ce305ull, 0x6c28000000000000ull, 0xf684df56c3e01bc6ull, 0xc732000000000000ull,
  0x9a130b963a6c115cull, 0x3c7f400000000000ull, 0xc097ce7bc90715b3ull, 0x4b9f100000000000ull,
  0xf0bdc21abb48db20ull, 0x1e86d40000000000ull, 0x96769950b50d88f4ull, 0x1314448000000000ull,
  0xbc143fa4e250eb31ull, 0x17d955a000000000ull, 0xeb194f8e1ae525fdull, 0x5dcfab0800000000ull,
  0x92efd1b8d0cf37beull, 0x5aa1cae500000000ull, 0xb7abc627050305adull, 0xf14a3d9e40000000ull,
  0xe596b7b0c643c719ull, 0x6d9ccd05d0000000ull, 0x8f7e32ce7bea5c6full, 0xe4820023a2000000ull,
  0xb35dbf821ae4f38bull, 0xdda2802c8a800000ull, 0xe0352f62a19e306eull, 0xd50b2037ad200000ull,
  0x8c213d9da502de45ull, 0x4526f422cc340000ull, 0xaf298d050e4395d6ull, 0x9670b12b7f410000ull,
  0xdaf3f04651d47b4cull, 0x3c0cdd765f114000ull, 0x88d8762bf324cd0full, 0xa5880a69fb6ac800ull,
  0xab0e93b6efee0053ull, 0x8eea0d047a457a00ull, 0xd5d238a4abe98068ull, 0x72a4904598d6d880ull,
  0x85a36366eb71f041ull, 0x47a6da2b7f864750ull, 0xa70c3c40a64e6c51ull, 0x999090b65f67d924ull,
  0xd0cf4b50cfe20765ull, 0xfff4b4e3f741cf6dull, 0x82818f1281ed449full, 0xbff8f10e7a8921a4ull,
  0xa321f2d7226895c7ull, 0xaff72d52192b6a0dull, 0xcbea6f8ceb02bb39ull, 0x9bf4f8a69f764490ull,
  0xfee50b7025c36a08ull, 0x02f236d04753d5b4ull, 0x9f4f2726179a2245ull, 0x01d762422c946590ull,
  0xc722f0ef9d80aad6ull, 0x424d3ad2b7b97ef5ull, 0xf8ebad2b84e0d58bull, 0xd2e0898765a7deb2ull,
  0x9b934c3b330c8577ull, 0x63cc55f49f88eb2full, 0xc2781f49ffcfa6d5ull, 0x3cbf6b71c76b25fbull,
  0xf316271c7fc3908aull, 0x8bef464e3945ef7aull, 0x97edd871cfda3a56ull, 0x97758bf0e3cbb5acull,
  0xbde94e8e43d0c8ecull, 0x3d52eeed1cbea317ull, 0xed63a231d4c4fb27ull, 0x4ca7aaa863ee4bddull,
  0x945e455f24fb1cf8ull, 0x8fe8caa93e74ef6aull, 0xb975d6b6ee39e436ull, 0xb3e2fd538e122b44ull,
  0xe7d34c64a9c85d44ull, 0x60dbbca87196b616ull, 0x90e40fbeea1d3a4aull, 0xbc8955e946fe31cdull,
  0xb51d13aea4a488ddull, 0x6babab6398bdbe41ull, 0xe264589a4dcdab14ull, 0xc696963c7eed2dd1ull,
  0x8d7eb76070a08aecull, 0xfc1e1de5cf543ca2ull, 0xb0de65388cc8ada8ull, 0x3b25a55f43294bcbull,
  0xdd15fe86affad912ull, 0x49ef0eb713f39ebeull, 0x8a2dbf142dfcc7abull, 0x6e3569326c784337ull,
  0xacb92ed9397bf996ull, 0x49c2c37f07965404ull, 0xd7e77a8f87daf7fbull, 0xdc33745ec97be906ull,
  0x86f0ac99b4e8dafdull, 0x69a028bb3ded71a3ull, 0xa8acd7c0222311bcull, 0xc40832ea0d68ce0cull,
  0xd2d80db02aabd62bull, 0xf50a3fa490c30190ull, 0x83c7088e1aab65dbull, 0x792667c6da79e0faull,
  0xa4b8cab1a1563f52ull, 0x577001b891185938ull, 0xcde6fd5e09abcf26ull, 0xed4c0226b55e6f86ull,
  0x80b05e5ac60b6178ull, 0x544f8158315b05b4ull, 0xa0dc75f1778e39d6ull, 0x696361ae3db1c721ull,
  0xc913936dd571c84cull, 0x03bc3a19cd1e38e9ull, 0xfb5878494ace3a5full, 0x04ab48a04065c723ull,
  0x9d174b2dcec0e47bull, 0x62eb0d64283f9c76ull, 0xc45d1df942711d9aull, 0x3ba5d0bd324f8394ull,
  0xf5746577930d6500ull, 0xca8f44ec7ee36479ull, 0x9968bf6abbe85f20ull, 0x7e998b13cf4e1ecbull,
  0xbfc2ef456ae276e8ull, 0x9e3fedd8c321a67eull, 0xefb3ab16c59b14a2ull, 0xc5cfe94ef3ea101eull,
  0x95d04aee3b80ece5ull, 0xbba1f1d158724a12ull, 0xbb445da9ca61281full, 0x2a8a6e45ae8edc97ull,
  0xea1575143cf97226ull, 0xf52d09d71a3293bdull, 0x924d692ca61be758ull, 0x593c2626705f9c56ull,
  0xb6e0c377cfa2e12eull, 0x6f8b2fb00c77836cull, 0xe498f455c38b997aull, 0x0b6dfb9c0f956447ull,
  0x8edf98b59a373fecull, 0x4724bd4189bd5eacull, 0xb2977ee300c50fe7ull, 0x58edec91ec2cb657ull,
  0xdf3d5e9bc0f653e1ull, 0x2f2967b66737e3edull, 0x8b865b215899f46cull, 0xbd79e0d20082ee74ull,
  0xae67f1e9aec07187ull, 0xecd8590680a3aa11ull, 0xda01ee641a708de9ull, 0xe80e6f4820cc9495ull,
  0x884134fe908658b2ull, 0x3109058d147fdcddull, 0xaa51823e34a7eedeull, 0xbd4b46f0599fd415ull,
  0xd4e5e2cdc1d1ea96ull, 0x6c9e18ac7007c91aull, 0x850fadc09923329eull, 0x03e2cf6bc604ddb0ull,
  0xa6539930bf6bff45ull, 0x84db8346b786151cull, 0xcfe87f7cef46ff16ull, 0xe612641865679a63ull,
  0x81f14fae158c5f6eull, 0x4fcb7e8f3f60c07eull, 0xa26da3999aef7749ull, 0xe3be5e330f38f09dull,
  0xcb090c8001ab551cull, 0x5cadf5bfd3072cc5ull, 0xfdcb4fa002162a63ull, 0x73d9732fc7c8f7f6ull,
  0x9e9f11c4014dda7eull, 0x2867e7fddcdd9afaull, 0xc646d63501a1511dull, 0xb281e1fd541501b8ull,
  0xf7d88bc24209a565ull, 0x1f225a7ca91a4226ull, 0x9ae757596946075full, 0x3375788de9b06958ull,
  0xc1a12d2fc3978937ull, 0x0052d6b1641c83aeull, 0xf209787bb47d6b84ull, 0xc0678c5dbd23a49aull,
  0x9745eb4d50ce6332ull, 0xf840b7ba963646e0ull, 0xbd176620a501fbffull, 0xb650e5a93bc3d898ull,
  0xec5d3fa8ce427affull, 0xa3e51f138ab4cebeull, 0x93ba47c980e98cdfull, 0xc66f336c36b10137ull,
  0xb8a8d9bbe123f017ull, 0xb80b0047445d4184ull, 0xe6d3102ad96cec1dull, 0xa60dc059157491e5ull,
  0x9043ea1ac7e41392ull, 0x87c89837ad68db2full, 0xb454e4a179dd1877ull, 0x29babe4598c311fbull,
  0xe16a1dc9d8545e94ull, 0xf4296dd6fef3d67aull, 0x8ce2529e2734bb1dull, 0x1899e4a65f58660cull,
  0xb01ae745b101e9e4ull, 0x5ec05dcff72e7f8full, 0xdc21a1171d42645dull, 0x76707543f4fa1f73ull,
  0x899504ae72497ebaull, 0x6a06494a791c53a8ull, 0xabfa45da0edbde69ull, 0x0487db9d17636892ull,
  0xd6f8d7509292d603ull, 0x45a9d2845d3c42b6ull, 0x865b86925b9bc5c2ull, 0x0b8a2392ba45a9b2ull,
  0xa7f26836f282b732ull, 0x8e6cac7768d7141eull, 0xd1ef0244af2364ffull, 0x3207d795430cd926ull,
  0x8335616aed761f1full, 0x7f44e6bd49e807b8ull, 0xa402b9c5a8d3a6e7ull, 0x5f16206c9c6209a6ull,
  0xcd036837130890a1ull, 0x36dba887c37a8c0full, 0x802221226be55a64ull, 0xc2494954da2c9789ull,
  0xa02aa96b06deb0fdull, 0xf2db9baa10b7bd6cull, 0xc83553c5c8965d3dull, 0x6f92829494e5acc7ull,
  0xfa42a8b73abbf48cull, 0xcb772339ba1f17f9ull, 0x9c69a97284b578d7ull, 0xff2a760414536efbull,
  0xc38413cf25e2d70dull, 0xfef5138519684abaull, 0xf46518c2ef5b8cd1ull, 0x7eb258665fc25d69ull,
  0x98bf2f79d5993802ull, 0xef2f773ffbd97a61ull, 0xbeeefb584aff8603ull, 0xaafb550ffacfd8faull,
  0xeeaaba2e5dbf6784ull, 0x95ba2a53f983cf38ull, 0x952ab45cfa97a0b2ull, 0xdd945a747bf26183ull,
  0xba756174393d88dfull, 0x94f971119aeef9e4ull, 0xe912b9d1478ceb17ull, 0x7a37cd5601aab85dull,
  0x91abb422ccb812eeull, 0xac62e055c10ab33aull, 0xb616a12b7fe617aaull, 0x577b986b314d6009ull,
  0xe39c49765fdf9d94ull, 0xed5a7e85fda0b80bull, 0x8e41ade9fbebc27dull, 0x14588f13be847307ull,
  0xb1d219647ae6b31cull, 0x596eb2d8ae258fc8ull, 0xde469fbd99a05fe3ull, 0x6fca5f8ed9aef3bbull,
  0x8aec23d680043beeull, 0x25de7bb9480d5854ull, 0xada72ccc20054ae9ull, 0xaf561aa79a10ae6aull,
  0xd910f7ff28069da4ull, 0x1b2ba1518094da04ull, 0x87aa9aff79042286ull, 0x90fb44d2f05d0842ull,
  0xa99541bf57452b28ull, 0x353a1607ac744a53ull, 0xd3fa922f2d1675f2ull, 0x42889b8997915ce8ull,
  0x847c9b5d7c2e09b7ull, 0x69956135febada11ull, 0xa59bc234db398c25ull, 0x43fab9837e699095ull,
  0xcf02b2c21207ef2eull, 0x94f967e45e03f4bbull, 0x8161afb94b44f57dull, 0x1d1be0eebac278f5ull,
  0xa1ba1ba79e1632dcull, 0x6462d92a69731732ull, 0xca28a291859bbf93ull, 0x7d7b8f7503cfdcfeull,
  0xfcb2cb35e702af78ull, 0x5cda735244c3d43eull, 0x9defbf01b061adabull, 0x3a0888136afa64a7ull,
  0xc56baec21c7a1916ull, 0x088aaa1845b8fdd0ull, 0xf6c69a72a3989f5bull, 0x8aad549e57273d45ull,
  0x9a3c2087a63f6399ull, 0x36ac54e2f678864bull, 0xc0cb28a98fcf3c7full, 0x84576a1bb416a7ddull,
  0xf0fdf2d3f3c30b9full, 0x656d44a2a11c51d5ull, 0x969eb7c47859e743ull, 0x9f644ae5a4b1b325ull,
  0xbc4665b596706114ull, 0x873d5d9f0dde1feeull, 0xeb57ff22fc0c7959ull, 0xa90cb506d155a7eaull,
  0x9316ff75dd87cbd8ull, 0x09a7f12442d588f2ull, 0xb7dcbf5354e9beceull, 0x0c11ed6d538aeb2full,
  0xe5d3ef282a242e81ull, 0x8f1668c8a86da5faull, 0x8fa475791a569d10ull, 0xf96e017d694487bcull,
  0xb38d92d760ec4455ull, 0x37c981dcc395a9acull, 0xe070f78d3927556aull, 0x85bbe253f47b1417ull,
  0x8c469ab843b89562ull, 0x93956d7478ccec8eull, 0xaf58416654a6babbull, 0x387ac8d1970027b2ull,
  0xdb2e51bfe9d0696aull, 0x06997b05fcc0319eull, 0x88fcf317f22241e2ull, 0x441fece3bdf81f03ull,
  0xab3c2fddeeaad25aull, 0xd527e81cad7626c3ull, 0xd60b3bd56a5586f1ull, 0x8a71e223d8d3b074ull,
  0x85c7056562757456ull, 0xf6872d5667844e49ull, 0xa738c6bebb12d16cull, 0xb428f8ac016561dbull,
  0xd106f86e69d785c7ull, 0xe13336d701beba52ull, 0x82a45b450226b39cull, 0xecc0024661173473ull,
  0xa34d721642b06084ull, 0x27f002d7f95d0190ull, 0xcc20ce9bd35c78a5ull, 0x31ec038df7b441f4ull,
  0xff290242c83396ceull, 0x7e67047175a15271ull, 0x9f79a169bd203e41ull, 0x0f0062c6e984d386ull,
  0xc75809c42c684dd1ull, 0x52c07b78a3e60868ull, 0xf92e0c3537826145ull, 0xa7709a56ccdf8a82ull,
  0x9bbcc7a142b17ccbull, 0x88a66076400bb691ull, 0xc2abf989935ddbfeull, 0x6acff893d00ea435ull,
  0xf356f7ebf83552feull, 0x0583f6b8c4124d43ull, 0x98165af37b2153deull, 0xc3727a337a8b704aull,
  0xbe1bf1b059e9a8d6ull, 0x744f18c0592e4c5cull, 0xeda2ee1c7064130cull, 0x1162def06f79df73ull,
  0x9485d4d1c63e8be7ull, 0x8addcb5645ac2ba8ull, 0xb9a74a0637ce2ee1ull, 0x6d953e2bd7173692ull,
  0xe8111c87c5c1ba99ull, 0xc8fa8db6ccdd0437ull, 0x910ab1d4db9914a0ull, 0x1d9c9892400a22a2ull,
  0xb54d5e4a127f59c8ull, 0x2503beb6d00cab4bull, 0xe2a0b5dc971f303aull, 0x2e44ae64840fd61dull,
  0x8da471a9de737e24ull, 0x5ceaecfed289e5d2ull, 0xb10d8e1456105dadull, 0x7425a83e872c5f47ull,
  0xdd50f1996b947518ull, 0xd12f124e28f77719ull, 0x8a5296ffe33cc92full, 0x82bd6b70d99aaa6full,
  0xace73cbfdc0bfb7bull, 0x636cc64d1001550bull, 0xd8210befd30efa5aull, 0x3c47f7e05401aa4eull,
  0x8714a775e3e95c78ull, 0x65acfaec34810a71ull, 0xa8d9d1535ce3b396ull, 0x7f1839a741a14d0dull,
  0xd31045a8341ca07cull, 0x1ede48111209a050ull, 0x83ea2b892091e44dull, 0x934aed0aab460432ull,
  0xa4e4b66b68b65d60ull, 0xf81da84d5617853full, 0xce1de40642e3f4b9ull, 0x36251260ab9d668eull,
  0x80d2ae83e9ce78f3ull, 0xc1d72b7c6b426019ull, 0xa1075a24e4421730ull, 0xb24cf65b8612f81full,
  0xc94930ae1d529cfcull, 0xdee033f26797b627ull, 0xfb9b7cd9a4a7443cull, 0x169840ef017da3b1ull,
  0x9d412e0806e88aa5ull, 0x8e1f289560ee864eull, 0xc491798a08a2ad4eull, 0xf1a6f2bab92a27e2ull,
  0xf5b5d7ec8acb58a2ull, 0xae10af696774b1dbull, 0x9991a6f3d6bf1765ull, 0xacca6da1e0a8ef29ull,
  0xbff610b0cc6edd3full, 0x17fd090a58d32af3ull, 0xeff394dcff8a948eull, 0xddfc4b4cef07f5b0ull,
  0x95f83d0a1fb69cd9ull, 0x4abdaf101564f98eull, 0xbb764c4ca7a4440full, 0x9d6d1ad41abe37f1ull,
  0xea53df5fd18d5513ull, 0x84c86189216dc5edull, 0x92746b9be2f8552cull, 0x32fd3cf5b4e49bb4ull,
  0xb7118682dbb66a77ull, 0x3fbc8c33221dc2a1ull, 0xe4d5e82392a40515ull, 0x0fabaf3feaa5334aull,
  0x8f05b1163ba6832dull, 0x29cb4d87f2a7400eull, 0xb2c71d5bca9023f8ull, 0x743e20e9ef511012ull,
  0xdf78e4b2bd342cf6ull, 0x914da9246b255416ull, 0x8bab8eefb6409c1aull, 0x1ad089b6c2f7548eull,
  0xae9672aba3d0c320ull, 0xa184ac2473b529b1ull, 0xda3c0f568cc4f3e8ull, 0xc9e5d72d90a2741eull,
  0x8865899617fb1871ull, 0x7e2fa67c7a658892ull, 0xaa7eebfb9df9de8dull, 0xddbb901b98feeab7ull,
  0xd51ea6fa85785631ull, 0x552a74227f3ea565ull, 0x8533285c936b35deull, 0xd53a88958f87275full,
  0xa67ff273b8460356ull, 0x8a892abaf368f137ull, 0xd01fef10a657842cull, 0x2d2b7569b0432d85ull,
  0x8213f56a67f6b29bull, 0x9c3b29620e29fc73ull, 0xa298f2c501f45f42ull, 0x8349f3ba91b47b8full,
  0xcb3f2f7642717713ull, 0x241c70a936219a73ull, 0xfe0efb53d30dd4d7ull, 0xed238cd383aa0110ull,
  0x9ec95d1463e8a506ull, 0xf4363804324a40aaull, 0xc67bb4597ce2ce48ull, 0xb143c6053edcd0d5ull,
  0xf81aa16fdc1b81daull, 0xdd94b7868e94050aull, 0x9b10a4e5e9913128ull, 0xca7cf2b4191c8326ull,
  0xc1d4ce1f63f57d72ull, 0xfd1c2f611f63a3f0ull, 0xf24a01a73cf2dccfull, 0xbc633b39673c8cecull,
  0x976e41088617ca01ull, 0xd5be0503e085d813ull, 0xbd49d14aa79dbc82ull, 0x4b2d8644d8a74e18ull,
  0xec9c459d51852ba2ull, 0xddf8e7d60ed1219eull, 0x93e1ab8252f33b45ull, 0xcabb90e5c942b503ull,
  0xb8da1662e7b00a17ull, 0x3d6a751f3b936243ull, 0xe7109bfba19c0c9dull, 0x0cc512670a783ad4ull,
  0x906a617d450187e2ull, 0x27fb2b80668b24c5ull, 0xb484f9dc9641e9daull, 0xb1f9f660802dedf6ull,
  0xe1a63853bbd26451ull, 0x5e7873f8a0396973ull, 0x8d07e33455637eb2ull, 0xdb0b487b6423e1e8ull,
  0xb049dc016abc5e5full, 0x91ce1a9a3d2cda62ull, 0xdc5c5301c56b75f7ull, 0x7641a140cc7810fbull,
  0x89b9b3e11b6329baull, 0xa9e904c87fcb0a9dull, 0xac2820d9623bf429ull, 0x546345fa9fbdcd44ull,
  0xd732290fbacaf133ull, 0xa97c177947ad4095ull, 0x867f59a9d4bed6c0ull, 0x49ed8eabcccc485dull,
  0xa81f301449ee8c70ull, 0x5c68f256bfff5a74ull, 0xd226fc195c6a2f8cull, 0x73832eec6fff3111ull,
  0x83585d8fd9c25db7ull, 0xc831fd53c5ff7eabull, 0xa42e74f3d032f525ull, 0xba3e7ca8b77f5e55ull,
  0xcd3a1230c43fb26full, 0x28ce1bd2e55f35ebull, 0x80444b5e7aa7cf85ull, 0x7980d163cf5b81b3ull,
  0xa0555e361951c366ull, 0xd7e105bcc332621full, 0xc86ab5c39fa63440ull, 0x8dd9472bf3fefaa7ull,
  0xfa856334878fc150ull, 0xb14f98f6f0feb951ull, 0x9c935e00d4b9d8d2ull, 0x6ed1bf9a569f33d3ull,
  0xc3b8358109e84f07ull, 0x0a862f80ec4700c8ull, 0xf4a642e14c6262c8ull, 0xcd27bb612758c0faull,
  0x98e7e9cccfbd7dbdull, 0x8038d51cb897789cull, 0xbf21e44003acdd2cull, 0xe0470a63e6bd56c3ull,
  0xeeea5d5004981478ull, 0x1858ccfce06cac74ull, 0x95527a5202df0ccbull, 0x0f37801e0c43ebc8ull,
  0xbaa718e68396cffdull, 0xd30560258f54e6baull, 0xe950df20247c83fdull, 0x47c6b82ef32a2069ull,
  0x91d28b7416cdd27eull, 0x4cdc331d57fa5441ull, 0xb6472e511c81471dull, 0xe0133fe4adf8e952ull,
  0xe3d8f9e563a198e5ull, 0x58180fddd97723a6ull, 0x8e679c2f5e44ff8full, 0x570f09eaa7ea7648ull,
};

/* Eisel-Lemire: the bits of the double nearest to w * 10^q (w != 0) in *bits, or 0 when this cannot decide
 * (an uncertain carry from the truncated power, a possible halfway case, a subnormal or infinite result,
 * q outside the table); then the exact path must.  The product of w (normalised) and the power's high
 * word is below the true value by less than w + 1 units of its low word; where that could carry into the
 * bits that decide the rounding, the power's low word is added in, leaving an error below 2 units. */
CORE_FN static int lx_eisel_lemire(uint64_t w, int32_t q, uint64_t *bits) {
  const uint64_t *pw;
  uint64_t hi, lo, yhi, ylo, m, top;
  int32_t clz, e2, lg;
  if (q < LX_POW10_MIN || q > LX_POW10_MAX) return 0;
  pw = lx_pow10 + 2 * (q - LX_POW10_MIN);
  clz = lx_clz64(w);
  w <<= clz;
  lg = 217706 * q; /* floor(log2(10^q)) = floor(lg / 2^16) in this range */
  lg = lg >= 0 ? lg / 65536 : (lg - 65535) / 65536;
  e2 = lg + 64 + 1023 - clz;
  hi = lx_mul128(w, pw[0], &lo);
  if ((hi & 0x1FF) == 0x1FF && lo + w < w) {
    yhi = lx_mul128(w, pw[1], &ylo);
    lo += yhi;
    if (lo < yhi) hi++;
    if ((hi & 0x1FF) == 0x1FF && lo + 1 == 0 && ylo + w < w) return 0;
  }
  top = hi >> 63;
  m = hi >> (top + 9); /* 54 bits: the mantissa and a rounding bit */
  e2 -= (int32_t)(1 ^ top);
  if (lo == 0 && (hi & 0x1FF) == 0 && (m & 3) == 1) return 0; /* maybe exactly halfway: to even? */
  m += m & 1;
  m >>= 1;
  if (m >> 53) {
    m >>= 1;
    e2++;
  }
  if (e2 <= 0 || e2 >= 0x7FF) return 0;
  *bits = (uint64_t)e2 << 52 | (m & 0xFFFFFFFFFFFFFull);
  return 1;
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
  { /* most literals: one pass (lx_float_fast) */
    uint64_t lead = 0, b;
    int32_t j = 0;
    for (; j < len && LX_ISDIGIT(s[j]); j++) lead = lead * 10 + (s[j] - '0');
    if (lx_float_fast(s, 0, j, len, lead, &b) == len) {
      *bits = b;
      return 0;
    }
  }
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
  /* Eisel-Lemire on the first 19 digits m; when digits were dropped, value lies in (m, m + 1) * 10^q */
  {
    int32_t q = (int32_t)(nd <= 19 ? E : E + (nd - 19));
    uint64_t b1, b2;
    if (lx_eisel_lemire(m, q, &b1) && (nd <= 19 || (lx_eisel_lemire(m + 1, q, &b2) && b1 == b2))) {
      *bits = b1;
      return 0;
    }
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
#undef LX_PPNUM_GOES_ON
#undef LX_CASE_DIGIT
#undef LX_CASE_IDSTART
#undef LX_NEXT
#undef LX_B
#undef LX_K1
#undef LX_K2
#undef LX_K3
#undef LX_K4
#undef LX_K5
#undef LX_K6
#undef LX_K7
#undef LX_K8
#undef LX_KW_MUL
#undef LX_REP
#undef LX_OP2
#undef LX_OP3
#undef LX_LIMBS
#undef LX_MAXDIG
#undef LX_DATA
#undef LX_NOINLINE
#undef LX_POW10_MIN
#undef LX_POW10_MAX
