// String literals (read-only statics; escapes; adjacent literals concatenate), char arrays initialised from
// them, <string.h>, <stdlib.h>'s conversions and malloc'd strings, sprintf/snprintf, and the
// printf family (printf's output is the run's: tests/corpus compares it).
#define _POSIX_C_SOURCE 200809L /* strdup under -std=c11 (gcc side) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>

// expect: 5
long length(void) { return strlen("hello"); }

// expect: 7
long escapes(void) { return strlen("a\tb\n\x41\101\\"); }

// expect: 6
long concatenated(void) { return strlen("abc" "def"); }

// expect: 4
long size_of_literal(void) { return sizeof "abc"; }

// expect: 10
long size_of_array(void) { char s[10] = "hi"; return sizeof s; }

// expect: 0
int compare_equal(void) { char s[] = "gnc"; return strcmp(s, "gnc"); }

// expect: 1
int compare_order(void) { return strcmp("abc", "abd") < 0 && strncmp("abcx", "abcy", 3) == 0; }

// expect: 104
int char_of_literal(void) { return "hello"[0]; }

int count_vowels(const char *s) {
  int n = 0;
  for (; *s; s++)
    if (strchr("aeiouAEIOU", *s)) n++;
  return n;
}

// expect: 5
int vowels(void) { return count_vowels("Education"); }

void reverse(char *s) {
  for (int i = 0, j = (int)strlen(s) - 1; i < j; i++, j--) {
    char t = s[i];
    s[i] = s[j];
    s[j] = t;
  }
}

// expect: 0
int reversed(void) { char s[] = "stressed"; reverse(s); return strcmp(s, "desserts"); }

char *repeat(const char *s, int n) {
  size_t len = strlen(s);
  char *r = malloc(len * n + 1);
  r[0] = '\0';
  for (int i = 0; i < n; i++) strcat(r, s);
  return r;
}

// expect: 0
int repeated(void) { char *r = repeat("ab", 3); int c = strcmp(r, "ababab"); free(r); return c; }

// expect: 3
long found(void) { const char *s = "haystack"; return strstr(s, "stack") - s; }

// expect: 1
int not_found(void) { return strstr("abc", "x") == NULL && strchr("abc", 'z') == NULL; }

// expect: 0
int format(void) { char buf[64]; sprintf(buf, "%d-%s-%.2f|%5d|%-3c|", 42, "x", 3.14159, 7, 'z'); return strcmp(buf, "42-x-3.14|    7|z  |"); }

// expect: 11
int truncated(void) { char buf[4]; int n = snprintf(buf, sizeof buf, "hello world"); return n * (strcmp(buf, "hel") == 0); }

// expect: 579
int numbers(void) { return atoi("123") + (int)strtol("  456xyz", NULL, 10); }

// expect: 2.5
double parsed(void) { return atof("2.5"); }

// expect: 1
int upper(void) { char s[] = "MiXeD"; for (char *p = s; *p; p++) *p = (char)toupper((unsigned char)*p); return strcmp(s, "MIXED") == 0; }

// expect: 0
int copies(void) {
  char a[16], b[16];
  strcpy(a, "one");
  strncpy(b, "twofold", 3);
  b[3] = '\0';
  memcpy(a + 3, b, 4);
  memset(b, 'x', 2);
  return strcmp(a, "onetwo") + memcmp(b, "xxo", 3);
}

// expect: 0
int duplicated(void) { char *d = strdup("copy"); int c = strcmp(d, "copy"); free(d); return c; }

// expect: 2
int words(void) { const char *w[] = {"alpha", "beta", "gamma"}; int n = 0; for (int i = 0; i < 3; i++) n += strlen(w[i]) == 5; return n; }

// trap: readonly_write
int write_literal(void) { char *s = "abc"; s[0] = 'x'; return 0; }

// trap: index_out_of_bounds
int overflow(void) { char s[4]; strcpy(s, "toolong"); return 0; }

// expect: 4
int tokens(void) {
  char s[] = "  one, two;; three four ";
  int n = 0;
  for (char *t = strtok(s, " ,;"); t; t = strtok(NULL, " ,;")) n++;
  return n;
}

// expect: 1
int token_cut(void) { char s[] = "key=value"; char *k = strtok(s, "="); char *v = strtok(NULL, "="); return strcmp(k, "key") == 0 && strcmp(v, "value") == 0 && strtok(NULL, "=") == NULL; }

// expect: 333
long spans(void) { return strspn("abcde", "cba") * 100 + strcspn("abcde", "ed") * 10 + strcspn("xyz", ""); }

// expect: 4
long break_at(void) { const char *s = "hello world"; return strpbrk(s, "ow") - s; }

// memchr, strndup, strcasecmp, strncasecmp (glibc's <string.h>), __builtin_popcount (gcc's, no header)
// expect: 7
long memchr_found(void) { const char *s = "Hello, World"; const char *p = memchr(s, 'W', strlen(s)); return p - s; }

// expect: 1
int memchr_missing(void) { char b[4] = {'a', 'b', 'c', 'd'}; return memchr(b, 'z', sizeof b) == NULL; }

// trap: index_out_of_bounds
int memchr_past_end(void) { char b[3] = {1, 2, 3}; return memchr(b, 9, 4) != NULL; }

// expect: 1
int strndup_cut(void) {
  char *a = strndup("hello world", 5), *b = strndup("hi", 10);
  char raw[4] = {'a', 'b', 'c', 'd'};
  char *c = strndup(raw, 4);
  int ok = strcmp(a, "hello") == 0 && strcmp(b, "hi") == 0 && strlen(c) == 4 && c[3] == 'd';
  free(a); free(b); free(c);
  return ok;
}

// expect: 111111
int case_compare(void) {
  return (strcasecmp("HeLLo", "hello") == 0) * 100000 + (strcasecmp("apple", "Banana") < 0) * 10000 +
         (strcasecmp("Zed", "abc") > 0) * 1000 + (strncasecmp("HELLO world", "hello THERE", 6) == 0) * 100 +
         (strcasecmp("[", "a") < 0) * 10 + (strncasecmp("ab", "AC", 2) < 0);
}

// expect: 82
int popcounts(void) { return __builtin_popcount(255u) + __builtin_popcount(-1) + __builtin_popcountll(0xffffffffffULL) + __builtin_popcountl(5UL); }

// gcc's bit builtins (no header): their results are int; __builtin_expect is its first argument
// expect: bit_builtins() = 34
int bit_builtins(void) {
  unsigned x = 0x00f0u;
  int r = __builtin_clz(x) + __builtin_ctz(x) + __builtin_parity(7u) + __builtin_ffs(0) + __builtin_ffs(8);
  r += __builtin_clzll(1ULL << 40) - 23 + __builtin_ctzl(1UL << 33) - 33 + __builtin_parityll(3) + __builtin_ffsll(0);
  r += __builtin_popcount(3u) - 5 < 0; /* an int: negative */
  r += (int)__builtin_expect(x == 0xf0u, 1) + __builtin_abs(-3) - 4;
  return r;
}

// gnc-only: gcc leaves the result of __builtin_clz(0) undefined
// trap: clz_zero(0) = bad_library_argument
int clz_zero(unsigned v) { return __builtin_clz(v); }
