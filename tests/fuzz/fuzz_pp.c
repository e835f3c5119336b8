/* fuzz_pp.c - libFuzzer target for the preprocessor (src/core/compiler/pp.c): any bytes as a source.
 *
 * The input is compiled twice: as it is, and behind a prefix of macro definitions and #includes (so that
 * mutations of the input meet function-like, variadic, pasting and stringizing macros, conditionals,
 * headers, pragmas and _Pragma, a predefined macro redefined).  Neither may crash or hang; every
 * diagnostic must point into the user's source (position, length, the macro name of a note) with a text
 * of at most its size; the output must stay within pp_out_cap; a module that compiles must verify.
 *
 *   make fuzz && build/fuzz/fuzz_pp -max_total_time=60 build/fuzz/corpus_pp
 */
#include "fuzz_common.h"

static const char prefix[] =
    "#include <limits.h>\n#include <stdbool.h>\n#include <stdint.h>\n#include <math.h>\n#include <assert.h>\n"
    "#define ID(x) x\n#define CAT(a, b) a ## b\n#define XCAT(a, b) CAT(a, b)\n#define STR(x) #x\n"
    "#define V(f, ...) f(__VA_ARGS__)\n#define G(f, ...) f(0 , ## __VA_ARGS__)\n#define OBJ (OBJ + 1)\n"
    "#define A B\n#define B A\n#define F(x) F(x) G(x)\n#define N 10\n#if N > 5 && defined(ID)\n#define BIG 1\n#endif\n"
    "#pragma push_macro(\"N\")\n#undef N\n#define N 11\n#pragma pop_macro(\"N\")\n#define PRAGMA(x) _Pragma(#x)\n"
    "#define PUSH(m) PRAGMA(push_macro(#m))\n#define POP(m) PRAGMA(pop_macro(#m))\n#pragma GCC poison poisoned\n"
    "#pragma GCC optimize(\"O2\")\n#undef __INT_MAX__\n#define __INT_MAX__ 7\n";

static void check(const char *src, int32_t n, int32_t user_off) {
  Compiler c;
  size_t ws_size = cc_workspace_size(n);
  void *ws = malloc(ws_size), *mod;
  Module m;
  VfyError e;
  int32_t i;
  if (!ws) abort();
  cc_init(&c, src, n, ws, ws_size);
  if (cc_compile(&c) != 0) {
    if (c.ndiag <= 0 || c.nerr_total < c.ndiag) abort();
    for (i = 0; i < c.ndiag; i++) {
      const Diag *d = &c.diag[i];
      if (d->code <= E_NONE || d->code >= E__COUNT || d->pos < 0 || d->pos > n || d->len < 0 || d->len > n - d->pos)
        abort();
      if (d->mac < 0 || d->mac > n - d->pos || d->tlen < 0 || d->tlen > (int32_t)sizeof d->text) abort();
    }
  } else {
    if (c.pp_done && c.src_len > pp_out_cap(n)) abort();
    mod = malloc((size_t)c.out_len);
    if (!mod) abort();
    memcpy(mod, c.out, (size_t)c.out_len);
    if (fz_verify(mod, (size_t)c.out_len, &m, &e) != 0) abort();
    for (i = 0; i < (int32_t)m.nfuncs; i++) /* the first function without parameters runs */
      if (m.fn[i].nparams == 0) { fz_run(&m, i); break; }
    free(mod);
  }
  (void)user_off;
  free(ws);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  char *buf;
  if (size > (1 << 16)) return 0;
  check((const char *)data, (int32_t)size, 0);
  buf = (char *)malloc(sizeof prefix + size);
  if (!buf) abort();
  memcpy(buf, prefix, sizeof prefix - 1);
  memcpy(buf + sizeof prefix - 1, data, size);
  check(buf, (int32_t)(sizeof prefix - 1 + size), (int32_t)sizeof prefix - 1);
  free(buf);
  return 0;
}
