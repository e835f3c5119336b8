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

/* the texts by number, "" where glibc has none (41, 58): a table, not a switch, which the GPU build compiles
 * into every kernel that can reach strerror */
#ifdef __CUDA_ARCH__
#define CL_DATA static __device__ const
#else
#define CL_DATA static const
#endif
#define CL_NERR 134
CL_DATA char cl_errs[CL_NERR][50] = {
  "Success", "Operation not permitted", "No such file or directory", "No such process", "Interrupted system call",
  "Input/output error", "No such device or address", "Argument list too long", "Exec format error",
  "Bad file descriptor", "No child processes", "Resource temporarily unavailable", "Cannot allocate memory",
  "Permission denied", "Bad address", "Block device required", "Device or resource busy", "File exists",
  "Invalid cross-device link", "No such device", "Not a directory", "Is a directory", "Invalid argument",
  "Too many open files in system", "Too many open files", "Inappropriate ioctl for device", "Text file busy",
  "File too large", "No space left on device", "Illegal seek", "Read-only file system", "Too many links",
  "Broken pipe", "Numerical argument out of domain", "Numerical result out of range", "Resource deadlock avoided",
  "File name too long", "No locks available", "Function not implemented", "Directory not empty",
  "Too many levels of symbolic links", "", "No message of desired type", "Identifier removed",
  "Channel number out of range", "Level 2 not synchronized", "Level 3 halted", "Level 3 reset",
  "Link number out of range", "Protocol driver not attached", "No CSI structure available", "Level 2 halted",
  "Invalid exchange", "Invalid request descriptor", "Exchange full", "No anode", "Invalid request code",
  "Invalid slot", "", "Bad font file format", "Device not a stream", "No data available", "Timer expired",
  "Out of streams resources", "Machine is not on the network", "Package not installed", "Object is remote",
  "Link has been severed", "Advertise error", "Srmount error", "Communication error on send", "Protocol error",
  "Multihop attempted", "RFS specific error", "Bad message", "Value too large for defined data type",
  "Name not unique on network", "File descriptor in bad state", "Remote address changed",
  "Can not access a needed shared library", "Accessing a corrupted shared library",
  ".lib section in a.out corrupted", "Attempting to link in too many shared libraries",
  "Cannot exec a shared library directly", "Invalid or incomplete multibyte or wide character",
  "Interrupted system call should be restarted", "Streams pipe error", "Too many users",
  "Socket operation on non-socket", "Destination address required", "Message too long",
  "Protocol wrong type for socket", "Protocol not available", "Protocol not supported", "Socket type not supported",
  "Operation not supported", "Protocol family not supported", "Address family not supported by protocol",
  "Address already in use", "Cannot assign requested address", "Network is down", "Network is unreachable",
  "Network dropped connection on reset", "Software caused connection abort", "Connection reset by peer",
  "No buffer space available", "Transport endpoint is already connected", "Transport endpoint is not connected",
  "Cannot send after transport endpoint shutdown", "Too many references: cannot splice", "Connection timed out",
  "Connection refused", "Host is down", "No route to host", "Operation already in progress",
  "Operation now in progress", "Stale file handle", "Structure needs cleaning", "Not a XENIX named type file",
  "No XENIX semaphores available", "Is a named type file", "Remote I/O error", "Disk quota exceeded",
  "No medium found", "Wrong medium type", "Operation canceled", "Required key not available", "Key has expired",
  "Key has been revoked", "Key was rejected by service", "Owner died", "State not recoverable",
  "Operation not possible due to RF-kill", "Memory page has hardware error"
};

CORE_FN static const char *cl_errtext(int32_t e) {
  return e >= 0 && e < CL_NERR && cl_errs[e][0] ? cl_errs[e] : 0;
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
#undef CL_DATA
#undef CL_NERR
