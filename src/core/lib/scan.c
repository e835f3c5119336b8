/* scan.c - sscanf's engine: glibc 2.36's __vfscanf_internal (stdio-common/vfscanf-internal.c) for a
 * string in the C locale, in ISO C99 mode (what gcc's <stdio.h> calls: %a is a float conversion).
 *
 * The input is read as glibc reads its stream: one character at a time (sc_in: -1 at the end, and after
 * that always -1), with a one-character push-back (sc_unget), so what a conversion consumes is exactly
 * what glibc consumes, including its look-ahead quirks ("0x" read by %x before a non-hex digit, the sign
 * or "." of a number that turns out to have no digits, the "1e" of "1e+" for %f).  %n reports the
 * position.
 *
 * Numbers: the characters an integer conversion accepts (sign, "0x"/"0" prefix, digits of the base, up
 * to the width) are converted by clib.c's cl_strtoi in the conversion's final base, as glibc hands its
 * buffer to strtol / strtoul (overflow gives LONG_MAX, LONG_MIN or ULONG_MAX, then the value is cut to the
 * length modifier's size); the characters a floating conversion accepts are converted by fmt.c's
 * fmt_strtod (%lf %le %lg %la) or fmt_strtof (%f %e %g %a: float, rounded once, as glibc's strtof).
 *
 * errno: what glibc's engine does to it is followed in ScanState.err: strtol's and strtod's ERANGE, and
 * inchar's errno after the end (the errno when EOF was read, and 0 when that happened while skipping white
 * space before a conversion), so that scanf at the end of its input leaves errno 0, as glibc's does.
 *
 * The function is a step function: scan_next runs directives until one assigns, then returns the item
 * (an integer of 1, 2, 4 or 8 bytes, a float, a double, or bytes of the input with or without a NUL) for
 * the caller to store through its next pointer argument; the count of assignments (sscanf's result) is
 * kept in the state.  No allocation, no recursion, no libc: core code for the CPU and CUDA builds.
 */
#include "core/lib/lib.h"

enum {
  SC_SUPPRESS = 1, SC_LONG = 2, SC_LONGDBL = 4, SC_SHORT = 8, SC_CHAR = 16, SC_SIGNED = 32, SC_HEXA = 64
};
#define SC_EOF (-1)
#define SC_INT_MAX 2147483647

CORE_FN static int sc_isspace(int32_t c) { return c == ' ' || (c >= '\t' && c <= '\r'); }
CORE_FN static int sc_isdigit(int32_t c) { return c >= '0' && c <= '9'; }
CORE_FN static int sc_isxdigit(int32_t c) { return sc_isdigit(c) || ((c | 32) >= 'a' && (c | 32) <= 'f'); }
CORE_FN static int32_t sc_lower(int32_t c) { return c >= 'A' && c <= 'Z' ? c + 32 : c; }

/* glibc's inchar(): the next character, or EOF (for good: after EOF nothing more is read).  Its errno:
 * reading EOF remembers errno (inchar_errno), and every inchar() after that sets errno to it again */
CORE_FN static int32_t sc_in(ScanState *s) {
  if (s->c == SC_EOF) {
    s->err = s->in_err;
    return SC_EOF;
  }
  s->c = s->pos < s->n ? s->in[s->pos++] : SC_EOF;
  if (s->c == SC_EOF) s->in_err = s->err;
  return s->c;
}

/* glibc's ungetc(c): the character goes back (EOF does not) */
CORE_FN static void sc_unget(ScanState *s, int32_t c) {
  if (c != SC_EOF) s->pos--;
}

CORE_FN void scan_init(ScanState *s, const uint8_t *in, int32_t n, const uint8_t *f, int32_t fn) {
  s->in = in;
  s->n = n;
  s->f = f;
  s->fn = fn;
  s->pos = s->fi = 0;
  s->c = 0;
  s->done = 0;
  s->skip_space = 0;
  s->err = s->in_err = 0;
}

/* the format's byte at i, or 0 past its end */
CORE_FN static int32_t sc_fc(const ScanState *s, int32_t i) { return i < s->fn ? s->f[i] : 0; }

/* glibc's read_int: the decimal number at the format position (-1 when it exceeds INT_MAX) */
CORE_FN static int32_t sc_read_int(ScanState *s) {
  int32_t v = sc_fc(s, s->fi) - '0';
  while (sc_isdigit(sc_fc(s, ++s->fi))) {
    if (v >= 0) {
      int32_t d = sc_fc(s, s->fi) - '0';
      v = v > (SC_INT_MAX - d) / 10 ? -1 : v * 10 + d;
    }
  }
  return v;
}

/* an integer conversion (base 0, 8, 10 or 16): 1 with *it set, 0 conversion error, -1 input error */
CORE_FN static int32_t sc_number(ScanState *s, int32_t base, int32_t flags, int32_t width, ScanItem *it) {
  int32_t c = sc_in(s), start = s->pos - 1, nbuf = 0, sign = 0, used, err;
  int64_t v;
  if (c == SC_EOF) return -1;
  if (c == '-' || c == '+') {
    nbuf++;
    sign = 1;
    if (width > 0) width--;
    c = sc_in(s);
  }
  if (width != 0 && c == '0') {
    if (width > 0) width--;
    nbuf++;
    c = sc_in(s);
    if (width != 0 && sc_lower(c) == 'x') {
      if (base == 0) base = 16;
      if (base == 16) {
        if (width > 0) width--;
        c = sc_in(s);
      }
    } else if (base == 0) {
      base = 8;
    }
  }
  if (base == 0) base = 10;
  while (c != SC_EOF && width != 0) {
    if (base == 16 ? !sc_isxdigit(c) : (!sc_isdigit(c) || c - '0' >= base)) break;
    nbuf++;
    if (width > 0) width--;
    c = sc_in(s);
  }
  sc_unget(s, c);
  if (nbuf == sign) return 0; /* no digits (glibc's %p "(nil)" is not supported) */
  /* glibc converts its buffer, which lacks the 'x' of a prefix; strtol reads the input span the same */
  used = cl_strtoi((const char *)s->in + start, s->pos - start, base, !(flags & SC_SIGNED), &v, &err);
  if (used <= 0) return 0;
  if (err) s->err = err; /* strtol's ERANGE */
  it->kind = SCAN_INT;
  it->size = (flags & SC_LONG) ? 8 : (flags & SC_SHORT) ? 2 : (flags & SC_CHAR) ? 1 : 4;
  it->u = (uint64_t)v;
  return 1;
}

/* width > 0: one less (glibc's "if (width > 0) --width") */
#define SC_DEC(w) do { if ((w) > 0) (w)--; } while (0)

/* the letters of word w after its first (case-insensitively), one character at a time within the width;
 * 1 when all matched */
CORE_FN static int sc_word(ScanState *s, const char *w, int32_t *width) {
  for (; *w; w++) {
    if (*width == 0 || sc_in(s) == SC_EOF || sc_lower(s->c) != *w) return 0;
    SC_DEC(*width);
  }
  return 1;
}

/* a floating conversion: 1 with *it set (or nothing to store under SC_SUPPRESS), 0 conversion error,
 * -1 input error */
CORE_FN static int32_t sc_float(ScanState *s, int32_t flags, int32_t width, ScanItem *it) {
  int32_t c = sc_in(s), start = s->pos - 1, got_digit = 0, got_dot = 0, got_e = 0, got_sign = 0, last = 0;
  int32_t nbuf = 0, used, rerr;
  int32_t exp_char = 'e';
  SC_DEC(width);
  if (c == SC_EOF) return -1;
  if (c == '-' || c == '+') {
    got_sign = 1;
    nbuf++;
    if (width == 0 || sc_in(s) == SC_EOF) return 0;
    SC_DEC(width);
    c = s->c;
  }
  if (sc_lower(c) == 'n') {
    if (!sc_word(s, "an", &width)) return 0;
    goto convert;
  }
  if (sc_lower(c) == 'i') {
    if (!sc_word(s, "nf", &width)) return 0;
    if (width != 0 && sc_in(s) != SC_EOF) {
      if (sc_lower(s->c) == 'i') {
        SC_DEC(width);
        if (!sc_word(s, "nity", &width)) return 0;
      } else {
        sc_unget(s, s->c);
      }
    }
    goto convert;
  }
  if (width != 0 && c == '0') {
    nbuf++;
    last = c;
    c = sc_in(s);
    SC_DEC(width);
    if (width != 0 && sc_lower(c) == 'x') {
      nbuf++;
      last = c;
      flags |= SC_HEXA;
      exp_char = 'p';
      c = sc_in(s);
      SC_DEC(width);
    } else {
      got_digit = 1;
    }
  }
  for (;;) {
    if (sc_isdigit(c) || (!got_e && (flags & SC_HEXA) && sc_isxdigit(c))) {
      got_digit = 1;
    } else if (got_e && sc_lower(last) == exp_char && (c == '-' || c == '+')) {
    } else if (got_digit && !got_e && sc_lower(c) == exp_char) {
      got_e = got_dot = 1;
    } else if (!got_dot && c == '.') {
      got_dot = 1;
    } else {
      sc_unget(s, c);
      break;
    }
    nbuf++;
    last = c;
    if (width == 0 || sc_in(s) == SC_EOF) break;
    c = s->c;
    SC_DEC(width);
  }
  if (nbuf == got_sign || ((flags & SC_HEXA) && nbuf == 2 + got_sign)) return 0;
convert:
  /* the buffer glibc converts is the input just read (the exponent letter in lower case: no matter) */
  if ((flags & (SC_LONG | SC_LONGDBL)) != 0) {
    union { double d; uint64_t u; } cv;
    used = fmt_strtod((const char *)s->in + start, s->pos - start, &cv.d, &rerr);
    it->kind = SCAN_DOUBLE;
    it->size = 8;
    it->u = cv.u;
  } else {
    union { float f; uint32_t u; } cv;
    used = fmt_strtof((const char *)s->in + start, s->pos - start, &cv.f, &rerr);
    it->kind = SCAN_FLOAT;
    it->size = 4;
    it->u = cv.u;
  }
  if (rerr) s->err = CL_ERANGE; /* strtod's or strtof's */
  return used > 0;
}

/* %[: the set from the format (after the '['); 0 when the format ends inside it */
CORE_FN static int sc_set(ScanState *s, uint8_t *set) {
  int32_t i, fc;
  for (i = 0; i < 256; i++) set[i] = 0;
  fc = sc_fc(s, s->fi);
  if (fc == ']' || fc == '-') {
    set[fc] = 1;
    s->fi++;
  }
  while ((fc = sc_fc(s, s->fi++)) != 0 && fc != ']') {
    int32_t next = sc_fc(s, s->fi), prev = s->fi >= 2 ? sc_fc(s, s->fi - 2) : 0;
    if (fc == '-' && next != 0 && next != ']' && prev <= next) {
      for (i = prev; i < next; i++) set[i] = 1;
    } else {
      set[fc] = 1;
    }
  }
  if (fc == 0) s->fi--; /* stay on the end */
  return fc != 0;
}

/* the end: sscanf's result (-1 for EOF when the input failed before any assignment) */
CORE_FN static int32_t sc_end(ScanState *s, int input_failure, int32_t *result) {
  *result = input_failure && s->done == 0 ? -1 : s->done;
  s->fi = s->fn;
  return SCAN_DONE;
}

/* %s and %[: the string read since it->start, to be stored with its terminating NUL */
CORE_FN static int32_t sc_string(ScanState *s, ScanItem *it) {
  it->kind = SCAN_STRING;
  it->len = s->pos - it->start;
  it->size = it->len + 1;
  s->done++;
  return SCAN_STORE;
}

CORE_FN int32_t scan_next(ScanState *s, ScanItem *it, int32_t *result) {
  uint8_t set[256];
  while (s->fi < s->fn) {
    int32_t fc = s->f[s->fi++], flags = 0, width, base, c, r;
    if (fc != '%') {
      if (sc_isspace(fc)) {
        s->skip_space = 1;
        continue;
      }
      c = sc_in(s);
      if (c == SC_EOF) return sc_end(s, 1, result);
      if (s->skip_space) {
        while (sc_isspace(c))
          if ((c = sc_in(s)) == SC_EOF) return sc_end(s, 1, result);
        s->skip_space = 0;
      }
      if (c != fc) {
        sc_unget(s, c);
        return sc_end(s, 0, result);
      }
      continue;
    }
    /* a conversion: [positional$] flags width modifier conversion */
    if (sc_isdigit(sc_fc(s, s->fi))) {
      width = sc_read_int(s);
      if (sc_fc(s, s->fi) == '$') return SCAN_E_UNSUPPORTED;
      goto got_width;
    }
    while ((c = sc_fc(s, s->fi)) == '*' || c == '\'' || c == 'I') {
      if (c == 'I') return SCAN_E_UNSUPPORTED;
      if (c == '*') flags |= SC_SUPPRESS; /* '\'': grouping, nothing in the C locale */
      s->fi++;
    }
    width = sc_isdigit(sc_fc(s, s->fi)) ? sc_read_int(s) : 0;
  got_width:
    if (width == 0) width = -1;
    switch (sc_fc(s, s->fi++)) {
    case 'h':
      if (sc_fc(s, s->fi) == 'h') {
        s->fi++;
        flags |= SC_CHAR;
      } else {
        flags |= SC_SHORT;
      }
      break;
    case 'l':
      if (sc_fc(s, s->fi) == 'l') {
        s->fi++;
        flags |= SC_LONGDBL | SC_LONG;
      } else {
        flags |= SC_LONG;
      }
      break;
    case 'q': case 'L': flags |= SC_LONGDBL | SC_LONG; break;
    case 'z': case 'j': case 't': flags |= SC_LONG; break;
    case 'm': return SCAN_E_UNSUPPORTED;
    default: s->fi--; break;
    }
    if (s->fi >= s->fn) return sc_end(s, 0, result);
    fc = s->f[s->fi++];
    if (s->skip_space || (fc != '[' && fc != 'c' && fc != 'C' && fc != 'n')) {
      int32_t save = s->err; /* glibc skips with errno 0, then restores it: an EOF here leaves 0 behind */
      s->err = 0;
      do c = sc_in(s);
      while (sc_isspace(c));
      s->err = save;
      sc_unget(s, c);
      s->skip_space = 0;
    }
    switch (fc) {
    case '%':
      c = sc_in(s);
      if (c == SC_EOF) return sc_end(s, 1, result);
      if (c != '%') {
        sc_unget(s, c);
        return sc_end(s, 0, result);
      }
      continue;
    case 'n':
      if (flags & SC_SUPPRESS) continue;
      it->kind = SCAN_INT;
      it->size = (flags & SC_LONG) ? 8 : (flags & SC_SHORT) ? 2 : (flags & SC_CHAR) ? 1 : 4;
      it->u = (uint64_t)(int64_t)s->pos;
      return SCAN_STORE;
    case 'c':
      if (flags & SC_LONG) return SCAN_E_UNSUPPORTED;
      if (width == -1) width = 1;
      it->start = s->pos;
      if (sc_in(s) == SC_EOF) return sc_end(s, 1, result);
      while (--width > 0 && sc_in(s) != SC_EOF) {}
      if (flags & SC_SUPPRESS) continue;
      it->kind = SCAN_CHARS;
      it->len = it->size = s->pos - it->start;
      s->done++;
      return SCAN_STORE;
    case 's':
      if (flags & SC_LONG) return SCAN_E_UNSUPPORTED;
      it->start = s->pos;
      c = sc_in(s);
      if (c == SC_EOF) return sc_end(s, 1, result);
      do {
        if (sc_isspace(c)) {
          sc_unget(s, c);
          break;
        }
      } while ((width <= 0 || --width > 0) && (c = sc_in(s)) != SC_EOF);
      if (flags & SC_SUPPRESS) continue;
      return sc_string(s, it);
    case '[': {
      int32_t not_in = 0;
      if (flags & SC_LONG) return SCAN_E_UNSUPPORTED;
      if (sc_fc(s, s->fi) == '^') {
        s->fi++;
        not_in = 1;
      }
      if (width < 0) width = SC_INT_MAX;
      if (!sc_set(s, set)) return sc_end(s, 0, result);
      it->start = s->pos;
      c = sc_in(s);
      if (c == SC_EOF) return sc_end(s, 1, result);
      do {
        if (set[c] == not_in) {
          sc_unget(s, c);
          break;
        }
      } while (--width > 0 && (c = sc_in(s)) != SC_EOF);
      if (s->pos == it->start) return sc_end(s, 0, result);
      if (flags & SC_SUPPRESS) continue;
      return sc_string(s, it);
    }
    case 'x': case 'X': base = 16; goto number;
    case 'o': base = 8; goto number;
    case 'u': base = 10; goto number;
    case 'd': base = 10; flags |= SC_SIGNED; goto number;
    case 'i': base = 0; flags |= SC_SIGNED;
    number:
      r = sc_number(s, base, flags, width, it);
      if (r <= 0) return sc_end(s, r < 0, result);
      if (flags & SC_SUPPRESS) continue;
      s->done++;
      return SCAN_STORE;
    case 'e': case 'E': case 'f': case 'F': case 'g': case 'G': case 'a': case 'A':
      if ((flags & SC_LONGDBL) && !(flags & SC_SUPPRESS)) return SCAN_E_UNSUPPORTED; /* long double */
      r = sc_float(s, flags, width, it);
      if (r <= 0) return sc_end(s, r < 0, result);
      if (flags & SC_SUPPRESS) continue;
      s->done++;
      return SCAN_STORE;
    case 'p': case 'S': case 'C': return SCAN_E_UNSUPPORTED;
    default: return sc_end(s, 0, result); /* an unknown conversion */
    }
  }
  if (s->skip_space) { /* trailing white space in the format: consumed, no matter for the result */
    int32_t c;
    do c = sc_in(s);
    while (sc_isspace(c));
    sc_unget(s, c);
    s->skip_space = 0;
  }
  return sc_end(s, 0, result);
}
