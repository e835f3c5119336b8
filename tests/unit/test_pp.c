/* test_pp.c - the preprocessor (src/core/compiler/pp.c) against gcc -E.
 *
 * Each case (hand-written: the C standard's examples and the classic tricky expansions; then random
 * programs of macro definitions and uses) is preprocessed by pp_run and by `gcc -E -P -std=c11`; the two
 * outputs must be the same token sequence (compared without white space, and also with every run of white
 * space as one space where both put one).  Also checks that the position map sends every output byte of a
 * copied run back to the same byte of the source.
 *
 *   tests/unit/test_pp [RANDOM_CASES [SEED]]      prints "N passed, M failed"
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "core/compiler/compiler.h"

static int npass, nfail, nboth_reject, nlimit;

/* the preprocessed text of src, or NULL on errors (then *err holds the first error code) */
static char *run_pp(const char *src, int *err) {
  int32_t n = (int32_t)strlen(src);
  size_t w = cc_workspace_size(n);
  void *ws = malloc(w);
  Compiler c;
  CcScan sc;
  char *out;
  int32_t i;
  int failed;
  cc_init(&c, src, n, ws, w);
  *err = 0;
  failed = pp_run(&c);
  while (failed && (w = cc_retry(&c, &sc)) > 0) { /* out of room: again in the room it measured */
    free(ws);
    ws = malloc(w);
    cc_init_scan(&c, src, n, ws, w, &sc);
    failed = pp_run(&c);
  }
  if (failed) {
    *err = c.ndiag ? c.diag[0].code : -1;
    free(ws);
    return NULL;
  }
  /* copied runs map back to the same bytes */
  for (i = 0; i < c.nseg; i++) {
    const PpSeg *s = &c.seg[i];
    int32_t end = i + 1 < c.nseg ? c.seg[i + 1].out : c.src_len, k;
    if (s->mlen > 0) continue;
    for (k = s->out; k < end; k++) {
      char a = c.src[k], b = c.usrc[s->pos + (k - s->out)];
      if (a != b && a != ' ' && a != '\n') { /* separators and blanked comments aside */
        if (c.nspl == 0) {
          fprintf(stderr, "FAIL map: output byte %d '%c' from source byte %d '%c'\n", k, a, s->pos + (k - s->out), b);
          nfail++;
          break;
        }
      }
    }
  }
  out = (char *)malloc((size_t)c.src_len + 1);
  memcpy(out, c.src, (size_t)c.src_len);
  out[c.src_len] = 0;
  free(ws);
  return out;
}

static char *run_gcc(const char *src, int *ok) {
  FILE *f = fopen("build/unit/pp_case.c", "w");
  char *buf;
  size_t n = 0, cap = 1 << 16;
  int rc;
  fputs(src, f);
  fclose(f);
  rc = system("gcc -E -P -std=c11 -undef -D__STDC_VERSION__=201710L build/unit/pp_case.c -o build/unit/pp_case.i "
              "2>/dev/null");
  *ok = rc == 0;
  buf = (char *)malloc(cap);
  f = fopen("build/unit/pp_case.i", "r");
  if (f) {
    n = fread(buf, 1, cap - 1, f);
    fclose(f);
  }
  buf[n] = 0;
  return buf;
}

static void strip(const char *s, char *d) {
  for (; *s; s++)
    if (*s != ' ' && *s != '\n' && *s != '\t') *d++ = *s;
  *d = 0;
}

static void check(const char *name, const char *src) {
  int err, ok;
  char *a = run_pp(src, &err), *b = run_gcc(src, &ok), *sa, *sb;
  if (!a || !ok) {
    if (!a && !ok) { npass++; nboth_reject++; free(b); return; } /* both reject it */
    if (!a && (err == E_PP_TOO_LARGE || err == E_PP_EXPAND_BIG)) {
      /* beyond the documented limits: the output's bytes (GNC_PP_MAX_OUT), or the intermediate tokens of
       * the expansion (GNC_PP_MAX_EXPAND: arguments expanded for a macro that drops them later) */
      npass++;
      nlimit++;
      free(b);
      return;
    }
    fprintf(stderr, "FAIL %s: gnc %s (error %d), gcc %s\n--\n%s\n", name, a ? "accepts" : "rejects", err,
            ok ? "accepts" : "rejects", src);
    nfail++;
    free(a);
    free(b);
    return;
  }
  sa = (char *)malloc(strlen(a) + 1);
  sb = (char *)malloc(strlen(b) + 1);
  strip(a, sa);
  strip(b, sb);
  if (strcmp(sa, sb) == 0) npass++;
  else {
    fprintf(stderr, "FAIL %s:\n--- source\n%s\n--- gnc\n%s\n--- gcc\n%s\n", name, src, a, b);
    nfail++;
  }
  free(a); free(b); free(sa); free(sb);
}

/* ---------------------------------------------------------------- random cases */
static unsigned long long rs;
static unsigned rnd(unsigned n) {
  rs ^= rs << 13; rs ^= rs >> 7; rs ^= rs << 17;
  return (unsigned)(rs % n);
}

static const char *names[] = {"A", "B", "C", "F", "G", "H", "x", "y"};
static void rnd_tokens(char *p, int depth) {
  int k, n = 1 + (int)rnd(4);
  for (k = 0; k < n; k++) {
    switch (rnd(depth > 2 ? 5 : 7)) {
    case 0: case 1: strcat(p, names[rnd(8)]); break;
    case 2: strcat(p, rnd(2) ? "1" : "2"); break;
    case 3: strcat(p, rnd(2) ? "+" : "*"); break;
    case 4: strcat(p, depth == 1 && rnd(2) ? "," : "p"); break;
    default: /* a call with two arguments (or, rarely, a bare name) */
      strcat(p, names[3 + rnd(3)]);
      if (rnd(8) == 0) break;
      strcat(p, "(");
      rnd_tokens(p, depth + 1);
      strcat(p, ",");
      if (rnd(4)) rnd_tokens(p, depth + 1);
      strcat(p, ")");
    }
    strcat(p, " ");
  }
}

static void random_case(char *src) {
  int i;
  src[0] = 0;
  for (i = 0; i < 6; i++) {
    char body[512] = "";
    const char *nm = names[i];
    rnd_tokens(body, 1);
    if (i >= 3) { /* function-like: parameters p and q, with # and ## sometimes */
      sprintf(src + strlen(src), "#define %s(p, q) ", nm);
      if (rnd(4) == 0) strcat(src, "p ## q ");
      if (rnd(5) == 0) strcat(src, "x ## p ");
      strcat(src, body);
      if (rnd(3) == 0) strcat(src, " q");
      strcat(src, "\n");
    } else {
      sprintf(src + strlen(src), "#define %s %s\n", nm, body);
    }
  }
  for (i = 0; i < 4; i++) {
    char use[512] = "";
    rnd_tokens(use, 1);
    strcat(src, use);
    strcat(src, ";\n");
  }
}

int main(int argc, char **argv) {
  int nrand = argc > 1 ? atoi(argv[1]) : 300, i;
  char src[8192];
  rs = argc > 2 ? strtoull(argv[2], 0, 10) * 2654435761ull + 1 : 88172645463325252ull;
  /* C11 6.10.3.5 EXAMPLE 3 */
  check("example3",
        "#define x 3\n#define f(a) f(x * (a))\n#undef x\n#define x 2\n#define g f\n#define z z[0]\n"
        "#define h g(~\n#define m(a) a(w)\n#define w 0,1\n#define t(a) a\n#define p() int\n#define q(x) x\n"
        "#define r(x,y) x ## y\n#define str(x) # x\n"
        "f(y+1) + f(f(z)) % t(t(g)(0) + t)(1);\ng(x+(3,4)-w) | h 5) & m\n(f)^m(m);\n"
        "p() i[q()] = { q(1), r(2,3), r(4,), r(,5), r(,) };\nchar c[2][6] = { str(hello), str() };\n");
  /* EXAMPLE 4 */
  check("example4",
        "#define str(s) # s\n#define xstr(s) str(s)\n"
        "#define debug(s, t) printf(\"x\" # s \"= %d, x\" # t \"= %s\", \\\n x ## s, x ## t)\n"
        "#define INCFILE(n) vers ## n\n#define glue(a, b) a ## b\n#define xglue(a, b) glue(a, b)\n"
        "#define HIGHLOW \"hello\"\n#define LOW LOW \", world\"\n"
        "debug(1, 2);\nfputs(str(strncmp(\"abc\\0d\", \"abc\", '\\4') // this goes away\n == 0) str(: @\\n), s);\n"
        "xstr(INCFILE(2).h)\nglue(HIGH, LOW);\nxglue(HIGH, LOW)\n");
  /* EXAMPLE 5 */
  check("example5", "#define t(x,y,z) x ## y ## z\nint j[] = { t(1,2,3), t(,4,5), t(6,,7), t(8,9,),\n"
                    "t(10,,), t(,11,), t(,,12), t(,,) };\n");
  /* EXAMPLE 7 */
  check("example7",
        "#define debug(...) fprintf(stderr, __VA_ARGS__)\n#define showlist(...) puts(#__VA_ARGS__)\n"
        "#define report(test, ...) ((test)?puts(#test):\\\n printf(__VA_ARGS__))\n"
        "debug(\"Flag\");\ndebug(\"X = %d\\n\", x);\nshowlist(The first, second, and third items.);\n"
        "report(x>y, \"x is %d but y is %d\", x, y);\n");
  check("6.10.3.4p4", "#define f(a) a*g\n#define g(a) f(a)\nf(2)(9)\n");
  check("self", "#define foo (4 + foo)\nfoo\n#define a b\n#define b a\na b\n");
  check("rescan", "#define NAME twice\n#define twice(x) (2*(x))\nNAME(3) NAME (4) NAME\n(5)\n");
  check("nested args", "#define M(a, b) [a|b]\nM((1, 2), (3)) M(f(1, 2), g(3)) M(',', ')') M(\",)\", x)\n");
  check("empty args", "#define E(a, b) <a b>\nE(,) E(1,) E(,2) E( , )\n#define Z() z\nZ() Z( )\n");
  check("spacing", "#define EMPTY\n#define M -1\n-EMPTY-a -M +EMPTY+ x EMPTY y\n#define cat(a,b) a##b\ncat(+,+) cat(<<,=)\n");
  check("stringize", "#define s(x) #x\ns(a  +   b) s( \"a\\n\" 'b' ) s(  lead) s(a\n b)\n");
  check("va comma", "#define F(a, ...) f(a, ## __VA_ARGS__)\nF(1) F(1, 2) F(1, 2, 3)\n");
  check("if", "#if -1 > 0u && (1 ? 2 : (1/0)) == 2 && '\\377' < 0 && 0x7fffffffffffffff > 0\nyes\n#else\nno\n#endif\n"
              "#if defined(X) || !defined X && UNKNOWN == 0\nyes2\n#endif\n");
  check("line", "a __LINE__\n#line 100\nb __LINE__\n#define L __LINE__\nL\n");
  check("splice", "#define LONG(a, \\\n b) a + \\\n b\nLONG(1, 2) ide\\\nntifier\n");
  check("paste rescan", "#define AB done\n#define cat(a, b) a ## b\n#define xcat(a, b) cat(a, b)\n#define O 1\n"
                        "cat(A, B) cat(O, 2) xcat(O, 2) cat(1, .5e+3)\n");
  check("function name alone", "#define f(x) [x]\nf f (1) (f)(2) f\n#define g f\ng(3)\n");
  check("hideset args", "#define f(x) x f\nf(1)(2)(3)\n#define h(x) g(x\n#define g(x) x h\nh(1))(2))\n");
  for (i = 0; i < nrand; i++) {
    char name[32];
    random_case(src);
    sprintf(name, "random %d", i);
    check(name, src);
  }
  fprintf(stderr, "test_pp: %d cases rejected by both gnc and gcc, %d beyond the size limits\n", nboth_reject, nlimit);
  printf("%d passed, %d failed\n", npass, nfail);
  return nfail != 0;
}
