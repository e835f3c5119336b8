/* clib.c - small pieces of gnc's C library, bit-exact with glibc 2.36 on x86-64.
 *
 * rand/srand (glibc stdlib/random_r.c, TYPE_3): an additive lagged Fibonacci generator over 31 int32
 * words, r[i] = r[i-31] + r[i-3] (mod 2^32), output r[i] >> 1.  srandom_r(seed): seed 0 becomes 1,
 * st[0] = seed (as int32), st[i] = 16807 * st[i-1] mod (2^31 - 1) by Schrage's method (127773 = m / 16807,
 * 2836 = m % 16807), front pointer at st[3], rear pointer at st[0], then 310 outputs discarded.  glibc's
 * static initial table is exactly the state after srandom(1), so an unseeded generator seeds with 1.
 *
 * strtol family (glibc stdlib/strtol_l.c, C locale): skip isspace, optional sign, base 0/16 "0x"/"0X"
 * prefix, base 0 with a leading '0' becomes 8 (the '0' is then a digit), digits accumulated in uint64 with
 * glibc's cutoff/cutlim overflow test; all digits are consumed even after overflow.  No digits: 0 and
 * endptr = the start, except after a "0x" prefix, where endptr = the 'x' (the "0" was the number).
 * Signed overflow: beyond 2^63-1, or beyond 2^63 when negative.  Results: ERANGE clamps to
 * LONG_MAX/LONG_MIN (signed) or ULONG_MAX (unsigned); an unsigned negative number is negated mod 2^64.
 *
 * ctype (glibc locale/C-ctype.c): classes computed from ASCII ranges; the returned value is the class bit
 * of glibc's little-endian unsigned short table (glibc's _ISbit: bits 0-7 are shifted up 8, bits 8-11
 * down 8).  Bytes 128..255 and -128..-1 have no class in the C locale; tolower/toupper map A-Z/a-z, and
 * -128..-2 to c + 256 (glibc's tables hold the unsigned byte there; EOF = -1 stays -1).
 *
 * strerror (glibc string/_strerror.c and stdio-common/errlist.c): the texts of the C locale, for 0 and the
 * errno values 1..133 Linux defines (41 and 58 have none); any other number is "Unknown error N".
 *
 * qsort (glibc stdlib/msort.c): glibc 2.36 sorts with a top-down merge sort (n1 = n / 2 left elements,
 * n2 = n - n1 right, both sorted recursively, then merged taking the left element while
 * cmp(left, right) <= 0; the left remainder is copied after, the right one stays in place).  Elements
 * over 32 bytes are sorted indirectly through pointers, with the same comparisons.  (Its quicksort
 * fallback only runs for arrays larger than a quarter of physical memory.)  Here the recursion is an
 * explicit stack of frames (at most ceil(log2 n) + 1 deep) and the merge a resumable loop that hands each
 * comparison to the caller, so the comparator (VM bytecode) runs between steps.
 */
#include "core/lib/lib.h"

/* ---------------------------------------------------------------- rand / srand */

#define CL_RAND_SEP 3

CORE_FN void cl_srand(ClRand *r, uint32_t seed) {
  int32_t word, i;
  if (seed == 0) seed = 1;
  word = (int32_t)seed;
  r->st[0] = word;
  for (i = 1; i < CL_RAND_DEG; i++) {
    int64_t hi = word / 127773, lo = word % 127773; /* C99 truncating division, as glibc's long */
    word = (int32_t)(16807 * lo - 2836 * hi);
    if (word < 0) word += 2147483647;
    r->st[i] = word;
  }
  r->f = CL_RAND_SEP;
  r->r = 0;
  r->seeded = 1;
  for (i = 0; i < 10 * CL_RAND_DEG; i++) (void)cl_rand(r);
}

CORE_FN int32_t cl_rand(ClRand *r) {
  uint32_t val;
  if (!r->seeded) cl_srand(r, 1);
  val = (uint32_t)r->st[r->f] + (uint32_t)r->st[r->r];
  r->st[r->f] = (int32_t)val;
  if (++r->f >= CL_RAND_DEG) {
    r->f = 0;
    r->r++;
  } else if (++r->r >= CL_RAND_DEG) {
    r->r = 0;
  }
  return (int32_t)(val >> 1);
}

/* ---------------------------------------------------------------- strtol family */

CORE_FN static int cl_isspace_c(int c) { return c == ' ' || (c >= '\t' && c <= '\r'); }

/* the digit value of byte c in any base up to 36, or 99 */
CORE_FN static int cl_digit(int c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'z') return c - 'a' + 10;
  if (c >= 'A' && c <= 'Z') return c - 'A' + 10;
  return 99;
}

CORE_FN int32_t cl_strtoi(const char *s, int32_t n, int32_t base, int32_t is_unsigned, int64_t *out,
                          int32_t *err) {
  const unsigned char *p = (const unsigned char *)s;
  int32_t i = 0, start;
  int negative = 0, overflow = 0;
  uint64_t acc = 0, cutoff;
  uint32_t cutlim;
  *out = 0;
  *err = CL_OK;
  if (base < 0 || base == 1 || base > 36) {
    *err = CL_EINVAL;
    return -1;
  }
  while (i < n && cl_isspace_c(p[i])) i++;
  if (i < n && (p[i] == '-' || p[i] == '+')) negative = p[i++] == '-';
  if (i < n && p[i] == '0') {
    if ((base == 0 || base == 16) && i + 1 < n && (p[i + 1] == 'x' || p[i + 1] == 'X')) {
      i += 2;
      base = 16;
    } else if (base == 0) {
      base = 8;
    }
  } else if (base == 0) {
    base = 10;
  }
  start = i;
  cutoff = UINT64_MAX / (uint32_t)base;
  cutlim = (uint32_t)(UINT64_MAX % (uint32_t)base);
  for (; i < n; i++) {
    int d = cl_digit(p[i]);
    if (d >= base) break;
    if (acc > cutoff || (acc == cutoff && (uint32_t)d > cutlim))
      overflow = 1;
    else
      acc = acc * (uint32_t)base + (uint32_t)d;
  }
  if (i == start) {
    /* no digits: after a "0x" prefix the "0" was the number and endptr is the 'x' */
    if (start >= 2 && (p[start - 1] == 'x' || p[start - 1] == 'X') && p[start - 2] == '0') return start - 1;
    return 0;
  }
  if (!overflow && !is_unsigned && acc > (negative ? (uint64_t)1 << 63 : ((uint64_t)1 << 63) - 1))
    overflow = 1;
  if (overflow) {
    *err = CL_ERANGE;
    if (is_unsigned)
      *out = -1;
    else
      *out = negative ? INT64_MIN : INT64_MAX;
    return i;
  }
  *out = (int64_t)(negative ? 0 - acc : acc);
  return i;
}

/* ---------------------------------------------------------------- ctype (C locale) */

/* glibc's class bits as they read in its table (little-endian _ISbit) */
enum {
  CL_C_UPPER = 256, CL_C_LOWER = 512, CL_C_ALPHA = 1024, CL_C_DIGIT = 2048, CL_C_XDIGIT = 4096,
  CL_C_SPACE = 8192, CL_C_PRINT = 16384, CL_C_GRAPH = 32768, CL_C_BLANK = 1, CL_C_CNTRL = 2,
  CL_C_PUNCT = 4, CL_C_ALNUM = 8
};

/* the table entry of glibc's C locale for c in -128..255 */
CORE_FN static int32_t cl_class(int32_t c) {
  int32_t m = 0;
  if (c < 0 || c > 127) return 0;
  if (c < 32 || c == 127) m |= CL_C_CNTRL;
  if (c == ' ' || c == '\t') m |= CL_C_BLANK;
  if (cl_isspace_c(c)) m |= CL_C_SPACE;
  if (c >= 'A' && c <= 'Z') m |= CL_C_UPPER | CL_C_ALPHA | CL_C_ALNUM;
  if (c >= 'a' && c <= 'z') m |= CL_C_LOWER | CL_C_ALPHA | CL_C_ALNUM;
  if (c >= '0' && c <= '9') m |= CL_C_DIGIT | CL_C_XDIGIT | CL_C_ALNUM;
  if ((c >= 'A' && c <= 'F') || (c >= 'a' && c <= 'f')) m |= CL_C_XDIGIT;
  if (c >= 32 && c <= 126) m |= CL_C_PRINT;
  if (c >= 33 && c <= 126) m |= CL_C_GRAPH;
  if ((m & CL_C_GRAPH) && !(m & CL_C_ALNUM)) m |= CL_C_PUNCT;
  return m;
}

CORE_FN int cl_ctype(int which, int32_t c, int32_t *out) {
  int32_t bit;
  *out = 0;
  if (which == CL_TOLOWER || which == CL_TOUPPER) {
    /* glibc's tables map -128..-2 to the unsigned byte (c + 256) and keep EOF (-1) */
    if (c >= -128 && c <= -2)
      *out = c + 256;
    else if (which == CL_TOLOWER)
      *out = c >= 'A' && c <= 'Z' ? c + 32 : c;
    else
      *out = c >= 'a' && c <= 'z' ? c - 32 : c;
    return 0;
  }
  switch (which) {
  case CL_ISALNUM: bit = CL_C_ALNUM; break;
  case CL_ISALPHA: bit = CL_C_ALPHA; break;
  case CL_ISBLANK: bit = CL_C_BLANK; break;
  case CL_ISCNTRL: bit = CL_C_CNTRL; break;
  case CL_ISDIGIT: bit = CL_C_DIGIT; break;
  case CL_ISGRAPH: bit = CL_C_GRAPH; break;
  case CL_ISLOWER: bit = CL_C_LOWER; break;
  case CL_ISPRINT: bit = CL_C_PRINT; break;
  case CL_ISPUNCT: bit = CL_C_PUNCT; break;
  case CL_ISSPACE: bit = CL_C_SPACE; break;
  case CL_ISUPPER: bit = CL_C_UPPER; break;
  case CL_ISXDIGIT: bit = CL_C_XDIGIT; break;
  default: return 2;
  }
  if (c < -128 || c > 255) return 1;
  *out = cl_class(c) & bit;
  return 0;
}

/* ---------------------------------------------------------------- qsort */

CORE_FN void cl_sort_init(ClSort *s, uint32_t n, uint32_t *perm, uint32_t *tmp) {
  uint32_t k;
  s->perm = perm;
  s->tmp = tmp;
  s->n = n;
  for (k = 0; k < n; k++) perm[k] = k;
  s->merging = 0;
  s->pending = 0;
  s->i = s->j = s->k = s->n1 = s->n2 = 0;
  s->depth = 1;
  s->stack[0].lo = 0;
  s->stack[0].n = n;
  s->stack[0].stage = 0;
}

CORE_FN static void cl_sort_push(ClSort *s, uint32_t lo, uint32_t n) {
  ClSortFrame *f = &s->stack[s->depth++];
  f->lo = lo;
  f->n = n;
  f->stage = 0;
}

/* the end of the top frame's merge: the left remainder after the output, the output back into perm */
CORE_FN static void cl_sort_finish_merge(ClSort *s) {
  ClSortFrame *f = &s->stack[s->depth - 1];
  uint32_t k;
  while (s->n1 > 0) {
    s->tmp[s->k++] = s->perm[s->i++];
    s->n1--;
  }
  for (k = 0; k < f->n - s->n2; k++) s->perm[f->lo + k] = s->tmp[k];
  s->merging = 0;
  s->depth--;
}

CORE_FN int cl_sort_next(ClSort *s, int32_t cmp, uint32_t *a, uint32_t *b) {
  if (s->pending) {
    s->pending = 0;
    if (cmp <= 0) {
      s->tmp[s->k++] = s->perm[s->i++];
      s->n1--;
    } else {
      s->tmp[s->k++] = s->perm[s->j++];
      s->n2--;
    }
  }
  for (;;) {
    ClSortFrame *f;
    if (s->merging) {
      if (s->n1 > 0 && s->n2 > 0) {
        *a = s->perm[s->i];
        *b = s->perm[s->j];
        s->pending = 1;
        return 1;
      }
      cl_sort_finish_merge(s);
      continue;
    }
    if (s->depth == 0) return 0;
    f = &s->stack[s->depth - 1];
    if (f->n <= 1) {
      s->depth--;
    } else if (f->stage == 0) {
      f->stage = 1;
      cl_sort_push(s, f->lo, f->n / 2);
    } else if (f->stage == 1) {
      f->stage = 2;
      cl_sort_push(s, f->lo + f->n / 2, f->n - f->n / 2);
    } else {
      s->merging = 1;
      s->n1 = f->n / 2;
      s->n2 = f->n - s->n1;
      s->i = f->lo;
      s->j = f->lo + s->n1;
      s->k = 0;
    }
  }
}

/* ---------------------------------------------------------------- strerror (glibc 2.36, C locale) */

CORE_FN static const char *cl_errtext(int32_t e) {
  switch (e) {
  case 0: return "Success"; case 1: return "Operation not permitted"; case 2: return "No such file or directory";
  case 3: return "No such process"; case 4: return "Interrupted system call"; case 5: return "Input/output error";
  case 6: return "No such device or address"; case 7: return "Argument list too long";
  case 8: return "Exec format error"; case 9: return "Bad file descriptor"; case 10: return "No child processes";
  case 11: return "Resource temporarily unavailable"; case 12: return "Cannot allocate memory";
  case 13: return "Permission denied"; case 14: return "Bad address"; case 15: return "Block device required";
  case 16: return "Device or resource busy"; case 17: return "File exists";
  case 18: return "Invalid cross-device link"; case 19: return "No such device"; case 20: return "Not a directory";
  case 21: return "Is a directory"; case 22: return "Invalid argument";
  case 23: return "Too many open files in system"; case 24: return "Too many open files";
  case 25: return "Inappropriate ioctl for device"; case 26: return "Text file busy";
  case 27: return "File too large"; case 28: return "No space left on device"; case 29: return "Illegal seek";
  case 30: return "Read-only file system"; case 31: return "Too many links"; case 32: return "Broken pipe";
  case 33: return "Numerical argument out of domain"; case 34: return "Numerical result out of range";
  case 35: return "Resource deadlock avoided"; case 36: return "File name too long";
  case 37: return "No locks available"; case 38: return "Function not implemented";
  case 39: return "Directory not empty"; case 40: return "Too many levels of symbolic links";
  case 42: return "No message of desired type"; case 43: return "Identifier removed";
  case 44: return "Channel number out of range"; case 45: return "Level 2 not synchronized";
  case 46: return "Level 3 halted"; case 47: return "Level 3 reset"; case 48: return "Link number out of range";
  case 49: return "Protocol driver not attached"; case 50: return "No CSI structure available";
  case 51: return "Level 2 halted"; case 52: return "Invalid exchange"; case 53: return "Invalid request descriptor";
  case 54: return "Exchange full"; case 55: return "No anode"; case 56: return "Invalid request code";
  case 57: return "Invalid slot"; case 59: return "Bad font file format"; case 60: return "Device not a stream";
  case 61: return "No data available"; case 62: return "Timer expired"; case 63: return "Out of streams resources";
  case 64: return "Machine is not on the network"; case 65: return "Package not installed";
  case 66: return "Object is remote"; case 67: return "Link has been severed"; case 68: return "Advertise error";
  case 69: return "Srmount error"; case 70: return "Communication error on send"; case 71: return "Protocol error";
  case 72: return "Multihop attempted"; case 73: return "RFS specific error"; case 74: return "Bad message";
  case 75: return "Value too large for defined data type"; case 76: return "Name not unique on network";
  case 77: return "File descriptor in bad state"; case 78: return "Remote address changed";
  case 79: return "Can not access a needed shared library"; case 80: return "Accessing a corrupted shared library";
  case 81: return ".lib section in a.out corrupted";
  case 82: return "Attempting to link in too many shared libraries";
  case 83: return "Cannot exec a shared library directly";
  case 84: return "Invalid or incomplete multibyte or wide character";
  case 85: return "Interrupted system call should be restarted"; case 86: return "Streams pipe error";
  case 87: return "Too many users"; case 88: return "Socket operation on non-socket";
  case 89: return "Destination address required"; case 90: return "Message too long";
  case 91: return "Protocol wrong type for socket"; case 92: return "Protocol not available";
  case 93: return "Protocol not supported"; case 94: return "Socket type not supported";
  case 95: return "Operation not supported"; case 96: return "Protocol family not supported";
  case 97: return "Address family not supported by protocol"; case 98: return "Address already in use";
  case 99: return "Cannot assign requested address"; case 100: return "Network is down";
  case 101: return "Network is unreachable"; case 102: return "Network dropped connection on reset";
  case 103: return "Software caused connection abort"; case 104: return "Connection reset by peer";
  case 105: return "No buffer space available"; case 106: return "Transport endpoint is already connected";
  case 107: return "Transport endpoint is not connected";
  case 108: return "Cannot send after transport endpoint shutdown";
  case 109: return "Too many references: cannot splice"; case 110: return "Connection timed out";
  case 111: return "Connection refused"; case 112: return "Host is down"; case 113: return "No route to host";
  case 114: return "Operation already in progress"; case 115: return "Operation now in progress";
  case 116: return "Stale file handle"; case 117: return "Structure needs cleaning";
  case 118: return "Not a XENIX named type file"; case 119: return "No XENIX semaphores available";
  case 120: return "Is a named type file"; case 121: return "Remote I/O error";
  case 122: return "Disk quota exceeded"; case 123: return "No medium found"; case 124: return "Wrong medium type";
  case 125: return "Operation canceled"; case 126: return "Required key not available";
  case 127: return "Key has expired"; case 128: return "Key has been revoked";
  case 129: return "Key was rejected by service"; case 130: return "Owner died";
  case 131: return "State not recoverable"; case 132: return "Operation not possible due to RF-kill";
  case 133: return "Memory page has hardware error";
  default: return 0;
  }
}

CORE_FN const char *cl_strerror(int32_t e, int32_t *len) {
  const char *t = cl_errtext(e);
  int32_t n = 0;
  if (t)
    while (t[n]) n++;
  *len = n;
  return t;
}

CORE_FN int32_t cl_strerror_unknown(int32_t e, char *out) {
  const char *p = "Unknown error ";
  char dig[10];
  int32_t n = 0, k = 0;
  uint32_t m = e < 0 ? 0u - (uint32_t)e : (uint32_t)e;
  while (*p) out[n++] = *p++;
  if (e < 0) out[n++] = '-';
  do {
    dig[k++] = (char)('0' + m % 10);
    m /= 10;
  } while (m);
  while (k) out[n++] = dig[--k];
  out[n] = 0;
  return n;
}

#undef CL_RAND_SEP
