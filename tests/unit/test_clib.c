/* test_clib.c - src/core/lib/clib.c against this machine's glibc (2.36, x86-64):
 *   rand/srand: 100k outputs for fixed and random seeds, and the unseeded sequence;
 *   strtol/strtoll/strtoul/strtoull/atoi/atol/atoll: hand-written edge cases and random strings in every
 *     base (value, endptr, errno), invalid bases;
 *   ctype: every is* and to* function for c in -128..255 (exact values), to* and the range flag outside;
 *   strerror: the text of every number from -300 to 300, INT_MIN and INT_MAX;
 *   qsort: the recorded comparator call sequence (original indices, argument order) and the final order,
 *     element sizes 4..40 (direct and indirect sort), n = 0..3000 and a few large, key and random-answer
 *     comparators.
 * Prints "N passed, M failed"; exits 1 on failure.
 */
#include <ctype.h>
#include <dlfcn.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "core/lib/lib.h"

/* ASan's strtol interceptor writes *endptr even for an invalid base (glibc itself leaves it alone) */
#if defined(__SANITIZE_ADDRESS__)
#define ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define ASAN 1
#endif
#endif
#ifndef ASAN
#define ASAN 0
#endif

static long npass, nfail;

static void check(int ok, const char *what, long a, long b) {
  if (ok) {
    npass++;
    return;
  }
  if (nfail < 20) fprintf(stderr, "FAIL %s (%ld, %ld)\n", what, a, b);
  nfail++;
}

/* the test's own generator (rand is the reference under test) */
static uint64_t rng_state = 0x9e3779b97f4a7c15ull;
static uint64_t rnd(void) {
  uint64_t z = (rng_state += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}
static uint32_t rndn(uint32_t n) { return (uint32_t)(rnd() % n); }

/* ---------------------------------------------------------------- rand */

#define RAND_N 100000

static void test_rand_seed(uint32_t seed) {
  ClRand r;
  long bad = 0, k, first = -1;
  memset(&r, 0x5a, sizeof r);
  srand(seed);
  cl_srand(&r, seed);
  for (k = 0; k < RAND_N; k++) {
    int g = rand(), c = cl_rand(&r);
    if (g != c) {
      if (first < 0) first = k;
      bad++;
    }
  }
  check(bad == 0, "rand sequence after srand (seed, first bad index)", (long)seed, first);
}

static void test_rand(int *unseeded) {
  ClRand r;
  long bad = 0, k;
  static const uint32_t seeds[] = {0, 1, 2, 3, 42, 12345, 0x7fffffffu, 0x80000000u, 0xfffffffeu, 0xffffffffu};
  memset(&r, 0, sizeof r);
  for (k = 0; k < RAND_N; k++)
    if (cl_rand(&r) != unseeded[k]) bad++;
  check(bad == 0, "rand before srand", bad, 0);
  for (k = 0; k < (long)(sizeof seeds / sizeof seeds[0]); k++) test_rand_seed(seeds[k]);
  for (k = 0; k < 10; k++) test_rand_seed((uint32_t)rnd());
  /* reseeding in the middle of a stream */
  cl_srand(&r, 7);
  srand(7);
  for (k = 0; k < 1000; k++) (void)cl_rand(&r), (void)rand();
  cl_srand(&r, 8);
  srand(8);
  bad = 0;
  for (k = 0; k < 1000; k++)
    if (cl_rand(&r) != rand()) bad++;
  check(bad == 0, "rand after reseeding", bad, 0);
  check(CL_RAND_MAX == RAND_MAX, "RAND_MAX", CL_RAND_MAX, RAND_MAX);
}

/* ---------------------------------------------------------------- strtol family */

static char last_str[512];

/* one string, one base: all four functions (and atoi/atol/atoll for base 10) against glibc */
static void strtoi_case(const char *str, int base) {
  int32_t n = (int32_t)strlen(str), err, used;
  int64_t v;
  char *end;
  int fn;
  snprintf(last_str, sizeof last_str, "%s", str);
  for (fn = 0; fn < 4; fn++) {
    int64_t gv;
    int gerr, ok;
    char *const sentinel = (char *)&fn; /* endptr left alone on EINVAL */
    end = sentinel;
    errno = 0;
    switch (fn) {
    case 0: gv = strtol(str, &end, base); break;
    case 1: gv = strtoll(str, &end, base); break;
    case 2: gv = (int64_t)strtoul(str, &end, base); break;
    default: gv = (int64_t)strtoull(str, &end, base); break;
    }
    gerr = errno;
    used = cl_strtoi(str, n, base, fn >= 2, &v, &err);
    if (used < 0)
      ok = gerr == EINVAL && (end == sentinel || ASAN) && gv == 0 && v == 0 && err == CL_EINVAL;
    else
      ok = end != sentinel && used == end - str && v == gv &&
           err == (gerr == ERANGE ? CL_ERANGE : gerr == 0 ? CL_OK : -1);
    if (!ok && nfail < 20)
      fprintf(stderr, "strto fn %d base %d \"%s\": glibc %lld used %ld errno %d, cl %lld used %d err %d\n", fn,
              base, str, (long long)gv, end == sentinel ? -1L : (long)(end - str), gerr, (long long)v, used,
              err);
    check(ok, "strtoi", fn, base);
  }
  if (base == 10) {
    used = cl_strtoi(str, n, 10, 0, &v, &err);
    check(atoi(str) == (int32_t)v && atol(str) == v && atoll(str) == v, "atoi/atol/atoll", atoi(str), (long)v);
  }
}

/* a digit string of x in base b */
static void utoa_base(uint64_t x, int b, char *buf) {
  char t[80];
  int k = 0, i;
  do {
    t[k++] = "0123456789abcdefghijklmnopqrstuvwxyz"[x % (uint64_t)b];
    x /= (uint64_t)b;
  } while (x);
  for (i = 0; i < k; i++) buf[i] = t[k - 1 - i];
  buf[k] = 0;
}

/* increment the digit string in base b (may grow by one digit) */
static void inc_base(char *buf, int b) {
  int k = (int)strlen(buf) - 1;
  static const char *dig = "0123456789abcdefghijklmnopqrstuvwxyz";
  while (k >= 0) {
    int d = (int)(strchr(dig, buf[k]) - dig);
    if (d + 1 < b) {
      buf[k] = dig[d + 1];
      return;
    }
    buf[k--] = '0';
  }
  memmove(buf + 1, buf, strlen(buf) + 1);
  buf[0] = '1';
}

static void test_strtoi_fixed(void) {
  static const char *cases[] = {
      "", " ", "\t\n\v\f\r 12", "-", "+", "+-1", "-+1", "- 1", "+ 1", "0", "-0", "+0", "00", "000x1", "0x",
      "0X", "-0x", "+0X", " 0xg", "0x1", "0x1g", "0xG", "0xfF", "08", "0b1", "0B101", "010", "-010", "0x-1",
      "1e5", "12abc", "zz", "ZZ", "z", "\x80" "1", "1\x80", "\xa0" "1", "\x85" "5", "0x0x1",
      "9223372036854775807", "9223372036854775808", "-9223372036854775808", "-9223372036854775809",
      "18446744073709551615", "18446744073709551616", "-18446744073709551615", "-18446744073709551616",
      "-1", "-18446744073709551614", "99999999999999999999999999999999999999x", "2147483647", "2147483648",
      "-2147483648", "-2147483649", "4294967295", "4294967296", "4294967297", "0x7fffffffffffffff",
      "0x8000000000000000", "-0x8000000000000000", "-0x8000000000000001", "0xffffffffffffffff",
      "0x10000000000000000", "0x00000000000000000000000000001", "  -0000000000000000000000000000000000000012",
      "1777777777777777777777", "01777777777777777777777", "02000000000000000000000", " +0x7A",
  };
  static const int bases[] = {0, 2, 8, 10, 16, 36, -1, 1, 37, 100, INT_MIN};
  size_t i, j;
  int b;
  for (i = 0; i < sizeof cases / sizeof cases[0]; i++)
    for (j = 0; j < sizeof bases / sizeof bases[0]; j++) strtoi_case(cases[i], bases[j]);
  /* the overflow boundaries in every base */
  for (b = 2; b <= 36; b++) {
    static const uint64_t edges[] = {0x7fffffffffffffffull, 0x8000000000000000ull, 0xffffffffffffffffull,
                                     0x7ffffffeffffffffull, 0xfffffffffffffffeull};
    char buf[100], sbuf[110];
    for (i = 0; i < sizeof edges / sizeof edges[0]; i++) {
      utoa_base(edges[i], b, buf);
      for (j = 0; j < 3; j++) {
        strtoi_case(buf, b);
        snprintf(sbuf, sizeof sbuf, "-%s", buf);
        strtoi_case(sbuf, b);
        if (b == 16 || b == 8 || b == 10) {
          snprintf(sbuf, sizeof sbuf, "%s%s", b == 16 ? "0x" : b == 8 ? "0" : "", buf);
          strtoi_case(sbuf, 0);
          snprintf(sbuf, sizeof sbuf, "-%s%s", b == 16 ? "0X" : b == 8 ? "0" : "", buf);
          strtoi_case(sbuf, 0);
        }
        inc_base(buf, b);
      }
    }
  }
}

/* a random string in the shape strtol meets: space, signs, prefix, digits, junk */
static void random_numstr(char *buf, int cap) {
  static const char *space = " \t\n\v\f\r";
  static const char *alnum = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
  int k = 0, m, i;
  m = (int)rndn(4) == 0 ? (int)rndn(4) : 0;
  for (i = 0; i < m; i++) buf[k++] = space[rndn(6)];
  m = (int)rndn(8) == 0 ? 2 : (int)rndn(2);
  for (i = 0; i < m; i++) buf[k++] = "+- "[rndn(3)];
  switch (rndn(6)) {
  case 0: buf[k++] = '0'; break;
  case 1: buf[k++] = '0'; buf[k++] = "xXbB"[rndn(4)]; break;
  default: break;
  }
  /* digits from a random-size alphabet (mostly valid in small bases, sometimes letters) */
  {
    int alpha = 1 + (int)rndn(rndn(3) == 0 ? 62 : 36);
    int len = (int)rndn(4) == 0 ? (int)rndn(80) : (int)rndn(22);
    if (rndn(10) == 0) while (len-- > 0 && k < cap - 20) buf[k++] = '0'; /* leading zeros */
    len = (int)rndn(4) == 0 ? (int)rndn(80) : (int)rndn(22);
    for (i = 0; i < len && k < cap - 10; i++) buf[k++] = alnum[rndn((uint32_t)alpha)];
  }
  m = (int)rndn(3);
  for (i = 0; i < m; i++) {
    int c = (int)rndn(256);
    if (c == 0) c = 'x';
    buf[k++] = (char)c;
  }
  buf[k] = 0;
}

static void test_strtoi_random(long count) {
  char buf[256];
  long t;
  for (t = 0; t < count; t++) {
    int base;
    random_numstr(buf, (int)sizeof buf);
    switch (rndn(5)) {
    case 0: base = 0; break;
    case 1: base = 10; break;
    case 2: base = 16; break;
    default: base = (int)rndn(40) - 1; break;
    }
    strtoi_case(buf, base);
  }
  /* a span shorter than the string behaves as the string cut there */
  for (t = 0; t < 20000; t++) {
    char cut[256];
    int32_t n, m, err, err2, used, used2;
    int64_t v, v2;
    int base = rndn(2) ? 0 : 2 + (int)rndn(35);
    random_numstr(buf, (int)sizeof buf);
    n = (int32_t)strlen(buf);
    m = n ? (int32_t)rndn((uint32_t)n + 1) : 0;
    memcpy(cut, buf, (size_t)m);
    cut[m] = 0;
    used = cl_strtoi(buf, m, base, (int)(t & 1), &v, &err);
    used2 = cl_strtoi(cut, m, base, (int)(t & 1), &v2, &err2);
    check(used == used2 && v == v2 && err == err2, "span cut", used, used2);
    strtoi_case(cut, base);
  }
}

/* ---------------------------------------------------------------- ctype */

typedef int (*CtypeFn)(int);

static void test_ctype(void) {
  static const CtypeFn fns[CL_CTYPE__COUNT] = {isalnum, isalpha, isblank, iscntrl, isdigit, isgraph, islower,
                                               isprint, ispunct, isspace, isupper, isxdigit, tolower, toupper};
  static const char *names[CL_CTYPE__COUNT] = {"isalnum", "isalpha", "isblank", "iscntrl", "isdigit",
                                               "isgraph", "islower", "isprint", "ispunct", "isspace",
                                               "isupper", "isxdigit", "tolower", "toupper"};
  static const int32_t outside[] = {-129, -130, -1000, 256, 257, 1000, 65535, INT32_MIN, INT32_MAX};
  int w;
  int32_t c, v;
  for (w = 0; w < CL_CTYPE__COUNT; w++) {
    long bad = 0;
    int32_t first = 0;
    for (c = -128; c <= 255; c++) {
      int g = fns[w](c), rc = cl_ctype(w, c, &v);
      if (rc != 0 || g != v) {
        if (!bad) first = c;
        bad++;
      }
    }
    if (bad) fprintf(stderr, "%s: %ld mismatches, first at %d\n", names[w], bad, first);
    check(bad == 0, "ctype -128..255", w, first);
    /* outside the table: is* report 1 (undefined in glibc); to* are defined and return c */
    for (c = 0; c < (int32_t)(sizeof outside / sizeof outside[0]); c++) {
      int rc = cl_ctype(w, outside[c], &v);
      if (w >= CL_TOLOWER)
        check(rc == 0 && v == fns[w](outside[c]), "to* outside the table", w, outside[c]);
      else
        check(rc == 1 && v == 0, "is* outside the table reports 1", w, outside[c]);
    }
  }
  check(cl_ctype(CL_CTYPE__COUNT, 'a', &v) == 2 && cl_ctype(-1, 'a', &v) == 2, "invalid which", 0, 0);
  check(isalpha('a') == 1024, "isalpha('a') is 1024 in glibc", isalpha('a'), 1024);
}

/* ---------------------------------------------------------------- qsort */

/* element: S bytes; S == 4: key in the high byte, index in the low 24 bits; S >= 8: int32 key at 0,
 * uint32 index at 4, the rest filler */
static size_t el_size;
static int cmp_mode;       /* 0: by key, 1: random answers */
static uint64_t cmp_seed;
static uint32_t *rec;      /* recorded pairs: 2 per call */
static long rec_n, rec_cap;

static uint32_t el_index(const void *p) {
  uint32_t x, i;
  if (el_size == 4) {
    memcpy(&x, p, 4);
    return x & 0xffffff;
  }
  memcpy(&i, (const char *)p + 4, 4);
  return i;
}
static int32_t el_key(const void *p) {
  int32_t x;
  uint32_t u;
  if (el_size == 4) {
    memcpy(&u, p, 4);
    return (int32_t)(u >> 24);
  }
  memcpy(&x, p, 4);
  return x;
}

/* the answer for call number k (random mode) */
static int rand_answer(long k) {
  uint64_t z = cmp_seed + (uint64_t)k * 0x9e3779b97f4a7c15ull;
  z = (z ^ (z >> 31)) * 0xbf58476d1ce4e5b9ull;
  z ^= z >> 29;
  return (int)(z % 5) - 2; /* -2..2: also answers other than -1/0/1 */
}

static int32_t keys[200000];

/* glibc's own qsort: the sanitizers intercept qsort and call the comparator on neighbours first, so the
 * reference is taken from libc.so.6 directly */
typedef void (*QsortFn)(void *, size_t, size_t, int (*)(const void *, const void *));
static QsortFn glibc_qsort;

static int answer(long k, uint32_t a, uint32_t b) {
  if (cmp_mode) return rand_answer(k);
  return (keys[a] > keys[b]) - (keys[a] < keys[b]);
}

static int glibc_cmp(const void *x, const void *y) {
  uint32_t a = el_index(x), b = el_index(y);
  long k = rec_n / 2;
  if (rec_n + 2 <= rec_cap) {
    rec[rec_n] = a;
    rec[rec_n + 1] = b;
  }
  rec_n += 2;
  if (!cmp_mode) {
    int32_t ka = el_key(x), kb = el_key(y);
    if (ka != keys[a] || kb != keys[b]) abort();
    return (ka > kb) - (ka < kb);
  }
  return answer(k, a, b);
}

static void qsort_case(uint32_t n, size_t size, int mode, int shape, int misalign) {
  char *mem = malloc(n * size + 16), *arr = mem + misalign;
  uint32_t *perm = malloc((n + 1) * sizeof *perm), *tmp = malloc((n + 1) * sizeof *tmp);
  uint32_t i, a, b, nkeys = 1 + rndn(rndn(2) ? 8 : n + 1);
  ClSort s;
  long k, bad = 0, first = -1;
  int32_t c = 0;
  el_size = size;
  cmp_mode = mode;
  cmp_seed = rnd();
  for (i = 0; i < n; i++) {
    int32_t key;
    switch (shape) {
    case 0: key = (int32_t)rndn(nkeys); break;
    case 1: key = (int32_t)(i / 3); break;           /* ascending */
    default: key = (int32_t)((n - i) / 2); break;    /* descending */
    }
    if (size == 4) key &= 0x7f;
    keys[i] = key;
    if (size == 4) {
      uint32_t x = (uint32_t)key << 24 | i;
      memcpy(arr + i * size, &x, 4);
    } else {
      memset(arr + i * size, 0xa5, size);
      memcpy(arr + i * size, &key, 4);
      memcpy(arr + i * size + 4, &i, 4);
    }
  }
  rec_n = 0;
  glibc_qsort(arr, n, size, glibc_cmp);
  if (rec_n > rec_cap) abort();
  cl_sort_init(&s, n, perm, tmp);
  k = 0;
  while (cl_sort_next(&s, c, &a, &b)) {
    if (2 * k + 1 >= rec_n || rec[2 * k] != a || rec[2 * k + 1] != b) {
      if (first < 0) first = k;
      bad++;
    }
    c = answer(k, a, b);
    k++;
  }
  check(bad == 0 && 2 * k == rec_n, "qsort comparison sequence (n, first bad call)", (long)n, first);
  bad = 0;
  for (i = 0; i < n; i++)
    if (el_index(arr + i * size) != perm[i]) bad++;
  check(bad == 0, "qsort final order (n, size)", (long)n, (long)size);
  /* the permutation is one */
  memset(tmp, 0, n * sizeof *tmp);
  for (i = 0; i < n; i++) tmp[perm[i]]++;
  for (i = 0, bad = 0; i < n; i++) bad += tmp[i] != 1;
  check(bad == 0, "qsort result is a permutation", (long)n, bad);
  free(mem);
  free(perm);
  free(tmp);
}

static void test_qsort(void) {
  static const size_t sizes[] = {4, 8, 12, 16, 24, 32, 33, 40, 100};
  uint32_t n;
  size_t si;
  void *h = dlopen("libc.so.6", RTLD_NOW), *sym = h ? dlsym(h, "qsort") : NULL;
  if (!sym) {
    check(0, "dlsym(libc.so.6, qsort)", 0, 0);
    return;
  }
  memcpy(&glibc_qsort, &sym, sizeof sym);
  rec_cap = 2L * 4000000;
  rec = malloc((size_t)rec_cap * sizeof *rec);
  /* every n up to 3000, key and random comparators */
  for (n = 0; n <= 3000; n++) {
    qsort_case(n, 4, 0, 0, 0);
    qsort_case(n, 8, 1, 0, 0);
  }
  /* every element size, n up to 3000 */
  for (si = 0; si < sizeof sizes / sizeof sizes[0]; si++)
    for (n = 0; n <= 3000; n += 1 + rndn(60)) {
      qsort_case(n, sizes[si], 0, (int)rndn(3), 0);
      qsort_case(n, sizes[si], 1, 0, 0);
    }
  /* misaligned base (glibc's generic copy path) */
  for (n = 0; n <= 2000; n += 1 + rndn(300)) {
    qsort_case(n, 8, 0, 0, 1);
    qsort_case(n, 12, 1, 0, 3);
  }
  /* large */
  qsort_case(100000, 4, 0, 0, 0);
  qsort_case(100000, 40, 1, 0, 0);
  qsort_case(131073, 8, 0, 1, 0);
  qsort_case(150000, 48, 0, 0, 0);
  free(rec);
}

/* ---------------------------------------------------------------- strerror */

static void strerror_case(int32_t e) {
  char want[64], unk[CL_STRERROR_MAX];
  int32_t len;
  const char *t = cl_strerror(e, &len);
  int known = t != 0;
  snprintf(want, sizeof want, "%s", strerror(e));
  if (!t) {
    len = cl_strerror_unknown(e, unk);
    t = unk;
  }
  check((int32_t)strlen(want) == len && strcmp(t, want) == 0 && known == (strncmp(want, "Unknown error ", 14) != 0) &&
        (!known || (e >= 0 && e < CL_STRERROR_COUNT)), "strerror", e, len);
}

static void test_strerror(void) {
  int32_t e;
  for (e = -300; e <= 300; e++) strerror_case(e);
  strerror_case(INT_MIN);
  strerror_case(INT_MAX);
}

int main(void) {
  static int unseeded[RAND_N];
  long k;
  for (k = 0; k < RAND_N; k++) unseeded[k] = rand(); /* before any srand */
  test_rand(unseeded);
  test_strtoi_fixed();
  test_strtoi_random(300000);
  test_ctype();
  test_strerror();
  test_qsort();
  printf("%ld passed, %ld failed\n", npass, nfail);
  return nfail != 0;
}
