/* gnc_bench.c - side-by-side benchmarks of gnc against its CPU peers, in one process and one run.
 *
 *   gnc-bench vm [--scale S]         VM speed: bench/programs/NAME.c on gnc vs NAME.lua on Lua 5.4
 *                                    (and gcc -O0 native as a reference point)
 *   gnc-bench small [--n N]          per-program compile cost of a small program: gnc in-process
 *                                    (compile, compile+verify) vs Lua 5.4 load() vs libtcc in-process
 *   gnc-bench compile FILE           compile speed in MB/s on one large file: gnc in-process vs
 *                                    `tcc -c` and `gcc -O0 -c` processes on the same file
 *   gnc-bench phases FILE            time of each compiler pass (cc_phase) on that file
 *
 * Every number is the best of several repetitions (wall clock, CLOCK_MONOTONIC).  Ratios are printed
 * so that > 1 means gnc is faster.  bench/run.sh runs them all and is what docs/benchmarks.md quotes.
 */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <lauxlib.h>
#include <lua.h>
#include <lualib.h>
#include <libtcc.h>

#include "core/compiler/compiler.h"
#include "core/vm/vm.h"

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static char *slurp(const char *path, size_t *len) {
  FILE *f = fopen(path, "rb");
  if (!f) { fprintf(stderr, "gnc-bench: cannot open %s: %s\n", path, strerror(errno)); exit(1); }
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  fseek(f, 0, SEEK_SET);
  char *b = malloc((size_t)n + 1);
  if (!b || fread(b, 1, (size_t)n, f) != (size_t)n) { fprintf(stderr, "gnc-bench: read %s failed\n", path); exit(1); }
  b[n] = 0;
  fclose(f);
  *len = (size_t)n;
  return b;
}

/* ---------------------------------------------------------------- gnc in-process */
typedef struct {
  void *ws; size_t ws_size;
  void *vws; size_t vws_size;
  unsigned char *mod; size_t mod_len;
  Module m;
} Gnc;

static int gnc_compile(Gnc *g, const char *src, size_t len, int verify) {
  Compiler c;
  size_t need = cc_workspace_size((int32_t)len);
  if (need > g->ws_size) { free(g->ws); g->ws = malloc(need); g->ws_size = need; }
  cc_init(&c, src, (int32_t)len, g->ws, g->ws_size);
  if (cc_compile(&c)) return 1;
  g->mod = c.out;
  g->mod_len = (size_t)c.out_len;
  if (!verify) return 0;
  if (mod_load(g->mod, g->mod_len, &g->m)) return 2;
  size_t vneed = vfy_workspace_size(&g->m);
  if (vneed > g->vws_size) { free(g->vws); g->vws = malloc(vneed); g->vws_size = vneed; }
  VfyError e;
  return vfy_module(&g->m, g->vws, g->vws_size, &e) ? 3 : 0;
}

static int64_t gnc_run_main(Gnc *g, int64_t arg, int64_t *steps, int *trap) {
  static Value *stack, *heap;
  static int32_t *frames;
  if (!stack) {
    stack = malloc(sizeof(Value) * GNC_DEF_STACK);
    heap = malloc(sizeof(Value) * GNC_DEF_HEAP);
    frames = malloc(sizeof(int32_t) * VM_FRAME_INTS * GNC_DEF_DEPTH);
  }
  VmMem mem;
  memset(&mem, 0, sizeof mem); /* no byte memory: the bench programs use none */
  mem.stack = stack;
  mem.stack_cap = GNC_DEF_STACK;
  mem.heap = heap;
  mem.heap_cap = GNC_DEF_HEAP;
  mem.frames = frames;
  mem.frames_cap = VM_FRAME_INTS * GNC_DEF_DEPTH;
  VmLimits lim = {INT64_MAX / 2, GNC_DEF_DEPTH};
  VmResult r;
  Value a;
  a.i = arg;
  vm_call(&g->m, mod_find(&g->m, "main", 4), &a, 1, 0, &mem, &lim, &r);
  *steps = r.steps;
  *trap = r.trap;
  return r.ret.i;
}

/* ---------------------------------------------------------------- processes */
static double run_cmd(char *const argv[]) {
  fflush(stdout);
  double t0 = now();
  pid_t p = fork();
  if (p == 0) {
    freopen("/dev/null", "w", stdout);
    execvp(argv[0], argv);
    _exit(127);
  }
  int st;
  waitpid(p, &st, 0);
  if (!WIFEXITED(st) || WEXITSTATUS(st) != 0) return -1;
  return now() - t0;
}

static int have_cmd(const char *name) {
  char buf[256];
  snprintf(buf, sizeof buf, "command -v %s >/dev/null 2>&1", name);
  return system(buf) == 0;
}

/* ---------------------------------------------------------------- vm */
typedef struct { const char *name; int64_t n; } VmCase;

static void bench_vm(const char *dir, double scale) {
  VmCase cases[] = {{"gcd", 2000}, {"collatz", 300000}, {"fib", 30}, {"sieve", 60}, {"loops", 4000}};
  printf("## VM speed (gnc VM vs Lua 5.4 vs gcc -O0 native; best of 3)\n\n");
  printf("| program | arg | result | gnc s | Lua 5.4 s | gcc -O0 s | gnc Minstr/s | Lua/gnc |\n");
  printf("|---|---|---|---|---|---|---|---|\n");
  for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
    char path[512];
    size_t len;
    int64_t n = cases[k].name[0] == 'f' ? cases[k].n : (int64_t)((double)cases[k].n * scale);
    if (n < 1) n = 1;
    snprintf(path, sizeof path, "%s/%s.c", dir, cases[k].name);
    char *src = slurp(path, &len);
    Gnc g = {0};
    if (gnc_compile(&g, src, len, 1)) { printf("| %s | compile failed |\n", cases[k].name); continue; }
    double best_g = 1e30; int64_t res = 0, steps = 0; int trap = 0;
    for (int r = 0; r < 3; r++) {
      double t0 = now();
      res = gnc_run_main(&g, n, &steps, &trap);
      double t = now() - t0;
      if (t < best_g) best_g = t;
    }
    /* Lua */
    snprintf(path, sizeof path, "%s/%s.lua", dir, cases[k].name);
    lua_State *L = luaL_newstate();
    luaL_openlibs(L);
    double best_l = 1e30; long long lres = 0;
    if (luaL_dofile(L, path) == LUA_OK) {
      for (int r = 0; r < 3; r++) {
        lua_pushvalue(L, -1);
        lua_pushinteger(L, n);
        double t0 = now();
        lua_call(L, 1, 1);
        double t = now() - t0;
        lres = lua_tointeger(L, -1);
        lua_pop(L, 1);
        if (t < best_l) best_l = t;
      }
    }
    lua_close(L);
    /* gcc -O0 native reference */
    double best_c = -1;
    if (have_cmd("gcc")) {
      char cpath[512], exe[512], cmd[2048];
      snprintf(cpath, sizeof cpath, "/tmp/gnc-bench-%s.c", cases[k].name);
      snprintf(exe, sizeof exe, "/tmp/gnc-bench-%s", cases[k].name);
      FILE *f = fopen(cpath, "w");
      fprintf(f, "#include <stdbool.h>\n#include <stdio.h>\n#include <stdlib.h>\n#define main gnc_main\n%s\n#undef main\n"
                 "int main(int argc, char **argv) { printf(\"%%lld\\n\", (long long)gnc_main(atoi(argv[1]))); return 0; }\n", src);
      fclose(f);
      snprintf(cmd, sizeof cmd, "gcc -O0 -fwrapv -w -o %s %s", exe, cpath);
      if (system(cmd) == 0) {
        char nbuf[32];
        snprintf(nbuf, sizeof nbuf, "%lld", (long long)n);
        char *argv[] = {exe, nbuf, NULL};
        for (int r = 0; r < 3; r++) {
          double t = run_cmd(argv);
          if (t >= 0 && (best_c < 0 || t < best_c)) best_c = t;
        }
      }
    }
    const char *ok = (trap == 0 && lres == res) ? "" : " (MISMATCH)";
    printf("| %s | %lld | %lld%s | %.3f | %.3f | %.3f | %.0f | %.2f |\n", cases[k].name, (long long)n, (long long)res, ok,
           best_g, best_l, best_c, (double)steps / best_g / 1e6, best_l / best_g);
    free(src);
    fflush(stdout);
  }
  printf("\n");
}

/* ---------------------------------------------------------------- small-program compile cost */
static const char *small_c =
    "int gcd(int a, int b) {\n  while (b != 0) { int t = a % b; a = b; b = t; }\n  return a;\n}\n"
    "int main(int n) {\n  int s = 0;\n  for (int i = 1; i <= n; i++) s += gcd(i, 36);\n  return s;\n}\n";
static const char *small_lua =
    "local function gcd(a, b)\n  while b ~= 0 do local t = a % b; a = b; b = t end\n  return a\nend\n"
    "return function(n)\n  local s = 0\n  for i = 1, n do s = s + gcd(i, 36) end\n  return s\nend\n";

static void bench_small(int n) {
  size_t len = strlen(small_c);
  Gnc g = {0};
  double t0, tg = 1e30, tv = 1e30, tl = 1e30, tt = 1e30;
  for (int rep = 0; rep < 3; rep++) {
    t0 = now();
    for (int i = 0; i < n; i++) if (gnc_compile(&g, small_c, len, 0)) { printf("gnc compile failed\n"); return; }
    double t = (now() - t0) / n; if (t < tg) tg = t;
    t0 = now();
    for (int i = 0; i < n; i++) if (gnc_compile(&g, small_c, len, 1)) { printf("gnc verify failed\n"); return; }
    t = (now() - t0) / n; if (t < tv) tv = t;
    lua_State *L = luaL_newstate();
    t0 = now();
    for (int i = 0; i < n; i++) {
      if (luaL_loadbuffer(L, small_lua, strlen(small_lua), "small") != LUA_OK) { printf("lua load failed\n"); return; }
      lua_pop(L, 1);
    }
    t = (now() - t0) / n; if (t < tl) tl = t;
    lua_close(L);
    int nt = n / 20 > 0 ? n / 20 : 1;
    t0 = now();
    for (int i = 0; i < nt; i++) {
      TCCState *s = tcc_new();
      tcc_set_options(s, "-nostdlib");          /* the program calls nothing: skip loading libc */
      tcc_set_output_type(s, TCC_OUTPUT_MEMORY);
      if (tcc_compile_string(s, "int gcd(int a, int b) {\n  while (b != 0) { int t = a % b; a = b; b = t; }\n  return a;\n}\n"
                                "int gnc_main(int n) {\n  int s = 0;\n  for (int i = 1; i <= n; i++) s += gcd(i, 36);\n  return s;\n}\n") < 0 ||
          tcc_relocate(s, TCC_RELOCATE_AUTO) < 0) { printf("tcc failed\n"); tcc_delete(s); return; }
      tcc_delete(s);
    }
    t = (now() - t0) / nt; if (t < tt) tt = t;
  }
  printf("## Per-program compile cost (small program, %zu bytes; best of 3, %d compiles each)\n\n", len, n);
  printf("| compiler | us/program | Lua load() / it |\n|---|---|---|\n");
  printf("| gnc compile (in-process) | %.2f | %.2f |\n", tg * 1e6, tl / tg);
  printf("| gnc compile + verify | %.2f | %.2f |\n", tv * 1e6, tl / tv);
  printf("| Lua 5.4 load() | %.2f | 1.00 |\n", tl * 1e6);
  printf("| libtcc compile + relocate | %.2f | %.2f |\n\n", tt * 1e6, tl / tt);
}

/* ---------------------------------------------------------------- compile speed */
/* The machines this runs on are shared and noisy, so gnc and tcc run in alternating rounds (the same
 * background load falls on both) and each keeps its best round; gcc, 50x slower, runs once. */
#define BENCH_ROUNDS 11
static void bench_compile(const char *file) {
  size_t len;
  char *src = slurp(file, &len);
  Gnc g = {0};
  double best = 1e30, bestv = 1e30, ttcc = -1, tgcc = -1;
  /* peers compile the same text with <stdbool.h> included */
  char cpath[] = "/tmp/gnc-bench-big.c";
  FILE *f = fopen(cpath, "w");
  fprintf(f, "#include <stdbool.h>\n");
  fwrite(src, 1, len, f);
  fclose(f);
  char *tcc_argv[] = {"tcc", "-c", cpath, "-o", "/tmp/gnc-bench-big-tcc.o", NULL};
  int tcc = have_cmd("tcc");
  if (gnc_compile(&g, src, len, 0)) { printf("gnc failed to compile %s\n", file); return; } /* warm-up */
  for (int r = 0; r < BENCH_ROUNDS; r++) {
    double t0 = now(), t;
    gnc_compile(&g, src, len, 0);
    t = now() - t0;
    if (t < best) best = t;
    t0 = now();
    gnc_compile(&g, src, len, 1);
    t = now() - t0;
    if (t < bestv) bestv = t;
    if (tcc && (t = run_cmd(tcc_argv)) >= 0 && (ttcc < 0 || t < ttcc)) ttcc = t;
  }
  if (have_cmd("gcc")) {
    char *argv[] = {"gcc", "-O0", "-w", "-c", cpath, "-o", "/tmp/gnc-bench-big-gcc.o", NULL};
    tgcc = run_cmd(argv);
  }
  double mb = (double)len / 1e6;
  printf("## Compile speed (one file, %.2f MB, best of %d alternating rounds)\n\n", mb, BENCH_ROUNDS);
  printf("| compiler | s | MB/s | gnc speed / it |\n|---|---|---|---|\n");
  printf("| gnc (in-process, to bytecode) | %.4f | %.1f | 1.00 |\n", best, mb / best);
  printf("| gnc compile + verify | %.4f | %.1f | %.2f |\n", bestv, mb / bestv, bestv / best);
  if (ttcc > 0) printf("| tcc -c | %.4f | %.1f | %.2f |\n", ttcc, mb / ttcc, ttcc / best);
  else printf("| tcc -c | failed | | |\n");
  if (tgcc > 0) printf("| gcc -O0 -c | %.4f | %.1f | %.2f |\n\n", tgcc, mb / tgcc, tgcc / best);
  else printf("| gcc -O0 -c | failed | | |\n\n");
  free(src);
}

/* ---------------------------------------------------------------- time per pass */
static void bench_phases(const char *file) {
  static const char *names[CC_PHASES] = {"lex", "parse", "check", "opt", "gen"};
  double best[CC_PHASES];
  size_t len;
  char *src = slurp(file, &len);
  size_t need = cc_workspace_size((int32_t)len);
  void *ws = malloc(need);
  for (int ph = 0; ph < CC_PHASES; ph++) best[ph] = 1e30;
  for (int r = 0; r < 7; r++) {
    Compiler c;
    cc_init(&c, src, (int32_t)len, ws, need);
    for (int ph = 0; ph < CC_PHASES; ph++) {
      double t0 = now();
      if (cc_phase(&c, ph)) { printf("gnc failed to compile %s\n", file); return; }
      double t = now() - t0;
      if (t < best[ph]) best[ph] = t;
    }
  }
  /* cc_compile: the same passes, with parse, check, opt and gen one function at a time */
  double fused = 1e30;
  for (int r = 0; r < 7; r++) {
    Compiler c;
    double t0 = now();
    cc_init(&c, src, (int32_t)len, ws, need);
    if (cc_compile(&c)) { printf("gnc failed to compile %s\n", file); return; }
    double t = now() - t0;
    if (t < fused) fused = t;
  }
  printf("## Time per compiler pass (same file, best of 7)\n\n");
  printf("Each pass over the whole program (cc_phase, as the GPU backend and the batch engine run them):\n\n");
  printf("| pass | ms | share |\n|---|---|---|\n");
  double total = 0;
  for (int ph = 0; ph < CC_PHASES; ph++) total += best[ph];
  for (int ph = 0; ph < CC_PHASES; ph++)
    printf("| %s | %.1f | %.0f %% |\n", names[ph], best[ph] * 1e3, 100 * best[ph] / total);
  printf("| total | %.1f | |\n", total * 1e3);
  printf("| cc_compile (lex, then parse to gen per function) | %.1f | %.0f %% |\n\n", fused * 1e3, 100 * fused / total);
  free(ws);
  free(src);
}

int main(int argc, char **argv) {
  if (argc < 2 || !strcmp(argv[1], "--help") || !strcmp(argv[1], "-h")) {
    printf("usage: gnc-bench vm [--scale S] [--dir DIR] | small [--n N] | compile FILE | phases FILE\n");
    return argc < 2;
  }
  if (!strcmp(argv[1], "vm")) {
    double scale = 1;
    const char *dir = "bench/programs";
    for (int i = 2; i + 1 < argc; i += 2) {
      if (!strcmp(argv[i], "--scale")) scale = atof(argv[i + 1]);
      else if (!strcmp(argv[i], "--dir")) dir = argv[i + 1];
    }
    bench_vm(dir, scale);
  } else if (!strcmp(argv[1], "small")) {
    int n = argc > 3 && !strcmp(argv[2], "--n") ? atoi(argv[3]) : 20000;
    bench_small(n);
  } else if (!strcmp(argv[1], "compile") && argc > 2) {
    bench_compile(argv[2]);
  } else if (!strcmp(argv[1], "phases") && argc > 2) {
    bench_phases(argv[2]);
  } else {
    fprintf(stderr, "gnc-bench: unknown command '%s'\n", argv[1]);
    return 1;
  }
  return 0;
}
