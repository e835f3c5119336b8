/* test_gen.c - unit tests of the code generator on hand-built trees (no parser needed).
 *
 *   cc -std=c11 -fwrapv -Isrc -Itools -ffp-contract=off tests/unit/test_gen.c src/core/compiler/check.c src/core/compiler/opt.c \
 *      src/core/compiler/codegen.c src/core/compiler/compile.c src/core/bytecode/module.c src/core/bytecode/verify.c src/core/vm/vm.c \
 *      -o build/test_gen && build/test_gen
 *
 * Each test builds the tree the parser would make, then for optimize = 0 and 1: check -> (opt) -> gen,
 * checks the module layout byte by byte (section offsets, zero padding, every byte written: the output
 * buffer is filled with garbage first, and a second compile must give the same bytes), loads and verifies
 * the module, and runs the entry on several inputs against the same function written in C here (-fwrapv:
 * the C twins rely on wrapping arithmetic, as the language does).  GNC_DUMP=1 prints the code.
 */
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "core/compiler/compiler.h"

/* the front end is not linked in (compile.c's cc_compile refers to it) */
int lex_run(Compiler *c) { (void)c; return 1; }
int parse_run(Compiler *c) { (void)c; return 1; }

static char src[1 << 16];
static int32_t src_len;
static Node nodes[1 << 14];
static Func funcs[256];
static uint8_t ltypes[1 << 14];
static int32_t scratch[1 << 16];
static Compiler C;
static int failures, tests;

static void reset(void) {
  memset(&C, 0, sizeof C);
  src_len = 0;
  memset(src, ' ', sizeof src);
  C.src = src;
  C.node = nodes; C.node_cap = 1 << 14;
  C.fn = funcs; C.fn_cap = 256;
  C.ltypes = ltypes; C.ltypes_cap = 1 << 14;
  C.scratch = scratch; C.scratch_cap = 1 << 16;
  C.root = -1;
  C.optimize = 1;
}

static int32_t text(const char *s) {
  int32_t p = src_len, n = (int32_t)strlen(s);
  memcpy(src + p, s, (size_t)n);
  src_len += n + 1;
  C.src_len = src_len;
  return p;
}

static int32_t mk(int kind) {
  int32_t i = C.nnode++;
  Node *x = &nodes[i];
  memset(x, 0, sizeof *x);
  x->kind = (uint8_t)kind;
  x->a = x->b = x->c = x->d = x->next = -1;
  x->name = -1;
  x->slot = -1;
  x->fn = -1;
  x->pos = src_len;
  x->depth = 1;
  return i;
}
static int32_t named(int kind, const char *nm) {
  int32_t i = mk(kind);
  nodes[i].name = text(nm);
  nodes[i].pos = nodes[i].name;
  nodes[i].nlen = (int32_t)strlen(nm);
  return i;
}
static int32_t chain(va_list ap) {
  int32_t first = -1, last = -1, x;
  while ((x = va_arg(ap, int32_t)) != -2) {
    if (x < 0) continue;
    if (last >= 0) nodes[last].next = x;
    else first = x;
    last = x;
  }
  return first;
}
#define END (-2)
static int32_t num(int64_t v) { int32_t i = mk(N_NUM); nodes[i].ival = v; nodes[i].ty = TY_INT; return i; }
static int32_t lng(int64_t v) { int32_t i = mk(N_NUM); nodes[i].ival = v; nodes[i].ty = TY_LONG; return i; }
static int32_t dnum(double d) { int32_t i = mk(N_DNUM); Value v; v.d = d; nodes[i].ival = v.i; nodes[i].ty = TY_DOUBLE; return i; }
static int32_t boo(int v) { int32_t i = mk(N_BOOLLIT); nodes[i].ival = v; nodes[i].ty = TY_BOOL; return i; }
static int32_t var(const char *s) { return named(N_VAR, s); }
static int32_t opnode(int kind, int op, const char *optext) {
  int32_t i = mk(kind);
  nodes[i].op = (uint8_t)op;
  nodes[i].pos = text(optext);
  return i;
}
static int32_t bin(int op, const char *t, int32_t a, int32_t b) {
  int32_t i = opnode(N_BINARY, op, t); nodes[i].a = a; nodes[i].b = b; return i;
}
static int32_t asg(int op, const char *t, int32_t a, int32_t b) {
  int32_t i = opnode(N_ASSIGN, op, t); nodes[i].a = a; nodes[i].b = b; return i;
}
static int32_t un(int op, const char *t, int32_t a) { int32_t i = opnode(N_UNARY, op, t); nodes[i].a = a; return i; }
static int32_t incdec(int op, int post, int32_t a) {
  int32_t i = opnode(N_INCDEC, op, op == TK_INC ? "++" : "--");
  nodes[i].a = a;
  if (post) nodes[i].flags |= NF_POSTFIX;
  return i;
}
static int32_t land(int32_t a, int32_t b) { int32_t i = opnode(N_LOGAND, 0, "&&"); nodes[i].a = a; nodes[i].b = b; return i; }
static int32_t lor(int32_t a, int32_t b) { int32_t i = opnode(N_LOGOR, 0, "||"); nodes[i].a = a; nodes[i].b = b; return i; }
static int32_t cnd(int32_t a, int32_t b, int32_t c) { int32_t i = opnode(N_COND, 0, "?"); nodes[i].a = a; nodes[i].b = b; nodes[i].c = c; return i; }
static int32_t cast(int ty, int32_t a) { int32_t i = opnode(N_CAST, 0, "("); nodes[i].ty = (uint8_t)ty; nodes[i].a = a; return i; }
static int32_t idx(int32_t a, int32_t b) { int32_t i = opnode(N_INDEX, 0, "["); nodes[i].a = a; nodes[i].b = b; return i; }
static int32_t call(const char *f, ...) {
  va_list ap;
  int32_t i = named(N_CALL, f);
  va_start(ap, f);
  nodes[i].a = chain(ap);
  va_end(ap);
  return i;
}
/* statements */
static int32_t decl(int ty, const char *nm, int32_t init) {
  int32_t i = named(N_DECL, nm); nodes[i].ty = (uint8_t)ty; nodes[i].a = init; return i;
}
static int32_t arr(int ty, const char *nm, int64_t n, ...) { /* n < 0: no size; elements or none */
  va_list ap;
  int32_t i = named(N_DECL, nm);
  nodes[i].ty = (uint8_t)(ty | TY_ARR);
  if (n >= 0) { nodes[i].ival = n; nodes[i].flags |= NF_HASSIZE; }
  va_start(ap, n);
  nodes[i].a = chain(ap);
  va_end(ap);
  if (nodes[i].a >= 0) nodes[i].flags |= NF_INITLIST;
  return i;
}
static int32_t block(int dummy, ...) {
  va_list ap;
  int32_t i = mk(N_BLOCK);
  va_start(ap, dummy);
  nodes[i].a = chain(ap);
  va_end(ap);
  return i;
}
#define BLOCK(...) block(0, __VA_ARGS__, END)
static int32_t expr(int32_t e) { int32_t i = mk(N_EXPR); nodes[i].a = e; return i; }
static int32_t if_(int32_t c, int32_t t, int32_t e) { int32_t i = mk(N_IF); nodes[i].a = c; nodes[i].b = t; nodes[i].c = e; return i; }
static int32_t while_(int32_t c, int32_t b) { int32_t i = mk(N_WHILE); nodes[i].a = c; nodes[i].b = b; return i; }
static int32_t do_(int32_t b, int32_t c) { int32_t i = mk(N_DO); nodes[i].a = b; nodes[i].b = c; return i; }
static int32_t for_(int32_t in, int32_t c, int32_t st, int32_t b) {
  int32_t i = mk(N_FOR); nodes[i].a = in; nodes[i].b = c; nodes[i].c = st; nodes[i].d = b; return i;
}
static int32_t ret(int32_t e) { int32_t i = mk(N_RETURN); text("return"); nodes[i].a = e; return i; }
static int32_t brk(void) { int32_t i = mk(N_BREAK); text("break"); return i; }
static int32_t cont(void) { int32_t i = mk(N_CONTINUE); text("continue"); return i; }
static int32_t param(int ty, const char *nm) { int32_t i = named(N_PARAM, nm); nodes[i].ty = (uint8_t)ty; return i; }
/* a call must come after its callee's declaration in the source: where that matters, make the head
 * first (func_head) and then the body (func_body) in separate statements */
static int32_t func_head(int ty, const char *nm) {
  int32_t i = named(N_FUNC, nm);
  nodes[i].ty = (uint8_t)ty;
  return i;
}
static int32_t func_body(int32_t i, int32_t params, int32_t body) {
  nodes[i].a = params; nodes[i].b = body;
  return i;
}
#define FUNC(ty, nm, ps, body) func_body(func_head(ty, nm), ps, body) /* order only matters for calls */
static int32_t params(int dummy, ...) {
  va_list ap;
  int32_t r;
  va_start(ap, dummy);
  r = chain(ap);
  va_end(ap);
  return r;
}
#define PARAMS(...) params(0, __VA_ARGS__, END)
static void program(int dummy, ...) {
  va_list ap;
  va_start(ap, dummy);
  C.root = chain(ap);
  va_end(ap);
}
#define PROGRAM(...) program(0, __VA_ARGS__, END)


static int lor_unused(void) { return lor(-1, -1) * 0; }

/* ---------------------------------------------------------------- compiling and running */
static Node saved[1 << 14];
static int32_t saved_n, saved_root;
static uint64_t outbuf[1 << 15];
static uint64_t first_bytes[1 << 15];
static Module M;
static Value vstack[1 << 16], vheap[1 << 16];
static int32_t vframes[VM_FRAME_INTS * 2000];

static void save(void) {
  memcpy(saved, nodes, sizeof(Node) * (size_t)C.nnode);
  saved_n = C.nnode;
  saved_root = C.root;
}

static void fail(int line, const char *fmt, ...) {
  va_list ap;
  failures++;
  printf("FAIL line %d: ", line);
  va_start(ap, fmt);
  vprintf(fmt, ap);
  va_end(ap);
  printf("\n");
}

static int zero_range(const uint8_t *b, uint32_t from, uint32_t to) {
  for (; from < to; from++) if (b[from]) return 0;
  return 1;
}

/* the layout: sections in order, 8-aligned, zero padding, header counts */
static int check_layout(int line) {
  const uint8_t *b = (const uint8_t *)outbuf;
  const ModHeader *h = (const ModHeader *)b;
  uint32_t consts = sizeof(ModHeader) + h->nfuncs * (uint32_t)sizeof(ModFunc);
  uint32_t code = consts + 8 * h->nconsts, code_end = code + 4 * h->code_words;
  uint32_t types = (code_end + 7) & ~7u, names = (types + h->ntypes + 7) & ~7u;
  uint32_t total = (names + h->names_bytes + 7) & ~7u, i, cw = 0, tw = 0, nw = 0;
  tests++;
  if (h->magic != GNC_MAGIC || h->version != GNC_VERSION || h->total_size != total || (int32_t)total != C.out_len) {
    fail(line, "header: total %u out_len %d", h->total_size, C.out_len);
    return 1;
  }
  if (!zero_range(b, code_end, types) || !zero_range(b, types + h->ntypes, names) ||
      !zero_range(b, names + h->names_bytes, total)) {
    fail(line, "padding not zero");
    return 1;
  }
  for (i = 0; i < h->nfuncs; i++) {
    const ModFunc *f = (const ModFunc *)(b + sizeof(ModHeader)) + i;
    if (f->code_off != cw || f->types_off != tw || f->name_off != nw || f->pad0 || f->pad1) {
      fail(line, "function %u: offsets not contiguous or pad set", i);
      return 1;
    }
    if (memcmp(b + names + f->name_off, src + C.fn[i].name, f->name_len) != 0 || f->name_len != (uint32_t)C.fn[i].nlen) {
      fail(line, "function %u: name", i);
      return 1;
    }
    if (f->nlocals < C.fn[i].nlocals || memcmp(b + types + f->types_off, ltypes + C.fn[i].ltypes, (size_t)C.fn[i].nlocals)) {
      fail(line, "function %u: local types", i);
      return 1;
    }
    cw += f->code_len;
    tw += f->nlocals;
    nw += f->name_len;
  }
  if (cw != h->code_words || tw != h->ntypes || nw != h->names_bytes) {
    fail(line, "section sizes");
    return 1;
  }
  return 0;
}

static int compile_once(int optimize) {
  memcpy(nodes, saved, sizeof(Node) * (size_t)saved_n);
  C.nnode = saved_n;
  C.root = saved_root;
  C.nfn = C.nltypes = C.ndiag = C.nerr_total = 0;
  C.optimize = optimize;
  C.out = (uint8_t *)outbuf;
  C.out_cap = (int32_t)sizeof outbuf;
  memset(outbuf, 0xAB, sizeof outbuf);
  memset(scratch, 0xCD, sizeof scratch);
  if (check_run(&C)) return 1;
  if (optimize && opt_run(&C)) return 1;
  return gen_run(&C);
}

/* compiles the saved program twice; 0 and the module in M when everything holds */
static void dump_module(void);
static int build(int optimize, int line) {
  static uint8_t ws[1 << 20];
  VfyError e;
  int32_t len;
  if (compile_once(optimize)) {
    fail(line, "compile failed (opt %d): %d diags, first code %d", optimize, C.ndiag, C.ndiag ? C.diag[0].code : 0);
    return 1;
  }
  len = C.out_len;
  memcpy(first_bytes, outbuf, (size_t)len);
  if (compile_once(optimize) || C.out_len != len || memcmp(first_bytes, outbuf, (size_t)len) != 0) {
    fail(line, "second compile differs (opt %d)", optimize);
    return 1;
  }
  if (check_layout(line)) return 1;
  if (mod_load(outbuf, (size_t)len, &M) != MOD_OK) {
    fail(line, "mod_load (opt %d)", optimize);
    return 1;
  }
  if (vfy_workspace_size(&M) > sizeof ws || vfy_module(&M, ws, sizeof ws, &e)) {
    fail(line, "verify (opt %d): code %d func %d pc %d arg %d", optimize, e.code, e.func, e.pc, e.arg);
    return 1;
  }
  dump_module();
  return 0;
}

/* GNC_DUMP=1 prints every module's code */
static void dump_module(void) {
  uint32_t i, pc;
  if (!getenv("GNC_DUMP")) return;
  printf("---- opt %d: %u consts\n", C.optimize, M.h->nconsts);
  for (i = 0; i < M.nfuncs; i++) {
    const ModFunc *f = &M.fn[i];
    const uint32_t *code = M.code + f->code_off;
    printf("%.*s: nlocals %u max_stack %u\n", (int)f->name_len, M.names + f->name_off, f->nlocals, f->max_stack);
    for (pc = 0; pc < f->code_len; pc += (uint32_t)op_words((int)(code[pc] & 0xff))) {
      int op = (int)(code[pc] & 0xff), w = op_words(op);
      printf("  %4u %-10s %d", pc, op_name(op), (int32_t)code[pc] >> 8);
      if (w > 1) printf(" %d", (int32_t)code[pc + 1]);
      if (w > 2) printf(" %d", (int32_t)code[pc + 2]);
      printf("\n");
    }
  }
}

static VmResult run(const char *fn, int nargs, const Value *args, int heap_used) {
  VmMem mem;
  VmLimits lim;
  VmResult r;
  memset(&mem, 0, sizeof mem);
  mem.stack = vstack; mem.stack_cap = 1 << 16;
  mem.heap = vheap; mem.heap_cap = 1 << 16;
  mem.frames = vframes; mem.frames_cap = VM_FRAME_INTS * 2000;
  lim.fuel = 100000000;
  lim.max_depth = 1000;
  vm_call(&M, mod_find(&M, fn, (int32_t)strlen(fn)), args, nargs, heap_used, &mem, &lim, &r);
  return r;
}

static Value I(int64_t v) { Value x; x.i = v; return x; }
static Value D(double d) { Value x; x.d = d; return x; }

/* runs fn(a0[, a1]) with integer arguments and compares with the expected integer */
static void expect_i(const char *fn, int nargs, int64_t a0, int64_t a1, int64_t want, int line) {
  Value args[2];
  VmResult r;
  args[0] = I(a0);
  args[1] = I(a1);
  r = run(fn, nargs, args, 0);
  tests++;
  if (r.trap != TRAP_NONE || r.ret.i != want)
    fail(line, "%s(%lld, %lld) opt %d: got %lld trap %s, want %lld", fn, (long long)a0, (long long)a1, C.optimize,
         (long long)r.ret.i, vm_trap_name(r.trap), (long long)want);
}

static void expect_trap(const char *fn, int64_t a0, int trap, int line) {
  Value args[1];
  VmResult r;
  args[0] = I(a0);
  r = run(fn, 1, args, 0);
  tests++;
  if (r.trap != trap) fail(line, "%s(%lld): trap %s, want %s", fn, (long long)a0, vm_trap_name(r.trap), vm_trap_name(trap));
}

static void expect_d(const char *fn, int64_t a0, double want, int line) {
  Value args[1];
  VmResult r;
  args[0] = I(a0);
  r = run(fn, 1, args, 0);
  tests++;
  if (r.trap != TRAP_NONE || memcmp(&r.ret.d, &want, 8) != 0)
    fail(line, "%s(%lld) opt %d: got %.17g trap %s, want %.17g", fn, (long long)a0, C.optimize, r.ret.d,
         vm_trap_name(r.trap), want);
}

#define FOR_OPT for (int opt = 0; opt < 2; opt++) if (build(opt, __LINE__) == 0)
#define V(s) var(s)
#define N(v) num(v)
#define ASG(a, b) asg(TK_ASSIGN, "=", a, b)
#define ADD(a, b) bin(TK_PLUS, "+", a, b)
#define SUB(a, b) bin(TK_MINUS, "-", a, b)
#define MUL(a, b) bin(TK_STAR, "*", a, b)
#define LT(a, b) bin(TK_LT, "<", a, b)
#define POSTINC(x) incdec(TK_INC, 1, x)
#define PREINC(x) incdec(TK_INC, 0, x)

/* ---------------------------------------------------------------- programs and their C twins */
static long c_loops(int n) { long s = 0; for (int i = 0; i < n; i++) s += i * 3 - (i & 7); return s; }
static void test_loops(void) {
  reset();
  PROGRAM(FUNC(TY_LONG, "f", PARAMS(param(TY_INT, "n")),
               BLOCK(decl(TY_LONG, "s", N(0)),
                     for_(decl(TY_INT, "i", N(0)), LT(V("i"), V("n")), POSTINC(V("i")),
                          expr(asg(TK_ADD_ASSIGN, "+=", V("s"), SUB(MUL(V("i"), N(3)), bin(TK_AND, "&", V("i"), N(7)))))),
                     ret(V("s")))));
  save();
  FOR_OPT for (int n = -1; n < 50; n += 7) expect_i("f", 1, n, 0, c_loops(n), __LINE__);
}

static int c_gcd(int a, int b) { while (b != 0) { int t = a % b; a = b; b = t; } return a; }
static int c_fib(int n) { return n < 2 ? n : c_fib(n - 1) + c_fib(n - 2); }
static void test_gcd_fib(void) {
  int32_t fib;
  reset();
  fib = func_head(TY_INT, "fib");
  func_body(fib, PARAMS(param(TY_INT, "n")),
            BLOCK(ret(cnd(LT(V("n"), N(2)), V("n"), ADD(call("fib", SUB(V("n"), N(1)), END), call("fib", SUB(V("n"), N(2)), END))))));
  PROGRAM(FUNC(TY_INT, "gcd", PARAMS(param(TY_INT, "a"), param(TY_INT, "b")),
               BLOCK(while_(bin(TK_NE, "!=", V("b"), N(0)),
                            BLOCK(decl(TY_INT, "t", bin(TK_PERCENT, "%", V("a"), V("b"))), expr(ASG(V("a"), V("b"))),
                                  expr(ASG(V("b"), V("t"))))),
                     ret(V("a")))),
          fib);
  save();
  FOR_OPT {
    expect_i("gcd", 2, 1071, 462, c_gcd(1071, 462), __LINE__);
    expect_i("gcd", 2, 7919 * 3, 104729, c_gcd(7919 * 3, 104729), __LINE__);
    expect_i("gcd", 2, 5, 0, 5, __LINE__);
    for (int n = 0; n < 20; n += 3) expect_i("fib", 1, n, 0, c_fib(n), __LINE__);
  }
}

static long c_collatz(int n) {
  long total = 0;
  for (int i = 1; i <= n; i++) {
    long x = i;
    while (x != 1) { if (x % 2 == 0) x = x / 2; else x = 3 * x + 1; total++; }
  }
  return total;
}
static void test_collatz(void) {
  reset();
  PROGRAM(FUNC(TY_LONG, "f", PARAMS(param(TY_INT, "n")),
               BLOCK(decl(TY_LONG, "total", N(0)),
                     for_(decl(TY_INT, "i", N(1)), bin(TK_LE, "<=", V("i"), V("n")), POSTINC(V("i")),
                          BLOCK(decl(TY_LONG, "x", V("i")),
                                while_(bin(TK_NE, "!=", V("x"), N(1)),
                                       BLOCK(if_(bin(TK_EQ, "==", bin(TK_PERCENT, "%", V("x"), N(2)), N(0)),
                                                 expr(ASG(V("x"), bin(TK_SLASH, "/", V("x"), N(2)))),
                                                 expr(ASG(V("x"), ADD(MUL(N(3), V("x")), N(1))))),
                                             expr(POSTINC(V("total"))))))),
                     ret(V("total")))));
  save();
  FOR_OPT for (int n = 0; n < 40; n += 9) expect_i("f", 1, n, 0, c_collatz(n), __LINE__);
}

static int c_sieve(int n) {
  bool composite[1000] = {false};
  int count = 0;
  for (int i = 2; i < n; i++) {
    if (!composite[i]) { count++; for (int j = i + i; j < n; j += i) composite[j] = true; }
  }
  return count;
}
static void test_sieve(void) {
  reset();
  PROGRAM(FUNC(TY_INT, "f", PARAMS(param(TY_INT, "n")),
               BLOCK(arr(TY_BOOL, "composite", 1000, boo(0), END), decl(TY_INT, "count", N(0)),
                     for_(decl(TY_INT, "i", N(2)), LT(V("i"), V("n")), POSTINC(V("i")),
                          BLOCK(if_(un(TK_NOT, "!", idx(V("composite"), V("i"))),
                                    BLOCK(expr(POSTINC(V("count"))),
                                          for_(decl(TY_INT, "j", ADD(V("i"), V("i"))), LT(V("j"), V("n")),
                                               asg(TK_ADD_ASSIGN, "+=", V("j"), V("i")),
                                               expr(ASG(idx(V("composite"), V("j")), boo(1))))),
                                    -1))),
                     ret(V("count")))));
  save();
  FOR_OPT {
    for (int n = 0; n <= 1000; n += 111) expect_i("f", 1, n, 0, c_sieve(n), __LINE__);
    expect_trap("f", 1001, TRAP_BOUNDS, __LINE__);
  }
}

static int c_logic(int a, int b) {
  int r = 0;
  if (a > 0 && b > 0) r += 1;
  if (a > 0 || b > 0) r += 2;
  if (!(a == b)) r += 4;
  int v = (a < b) + (a && b) * 8 + (a || b) * 16 + !a * 32 + !(a < b) * 64;
  long la = a;
  if (la) r += 128;
  if (!la || (b != 0 && la != 3)) r += 256;
  return r + v * 1024;
}
static void test_logic(void) {
  reset();
  PROGRAM(FUNC(TY_INT, "f", PARAMS(param(TY_INT, "a"), param(TY_INT, "b")),
               BLOCK(decl(TY_INT, "r", N(0)),
                     if_(land(bin(TK_GT, ">", V("a"), N(0)), bin(TK_GT, ">", V("b"), N(0))), expr(asg(TK_ADD_ASSIGN, "+=", V("r"), N(1))), -1),
                     if_(lor(bin(TK_GT, ">", V("a"), N(0)), bin(TK_GT, ">", V("b"), N(0))), expr(asg(TK_ADD_ASSIGN, "+=", V("r"), N(2))), -1),
                     if_(un(TK_NOT, "!", bin(TK_EQ, "==", V("a"), V("b"))), expr(asg(TK_ADD_ASSIGN, "+=", V("r"), N(4))), -1),
                     decl(TY_INT, "v", ADD(ADD(ADD(ADD(LT(V("a"), V("b")), MUL(land(V("a"), V("b")), N(8))),
                                                   MUL(lor(V("a"), V("b")), N(16))),
                                               MUL(un(TK_NOT, "!", V("a")), N(32))),
                                           MUL(un(TK_NOT, "!", LT(V("a"), V("b"))), N(64)))),
                     decl(TY_LONG, "la", V("a")),
                     if_(V("la"), expr(asg(TK_ADD_ASSIGN, "+=", V("r"), N(128))), -1),
                     if_(lor(un(TK_NOT, "!", V("la")), land(bin(TK_NE, "!=", V("b"), N(0)), bin(TK_NE, "!=", V("la"), N(3)))),
                         expr(asg(TK_ADD_ASSIGN, "+=", V("r"), N(256))), -1),
                     ret(ADD(V("r"), MUL(V("v"), N(1024)))))));
  save();
  FOR_OPT for (int a = -2; a <= 3; a++) for (int b = -2; b <= 3; b++) expect_i("f", 2, a, b, c_logic(a, b), __LINE__);
}

static int c_arrays(int n) {
  int a[10] = {1, 2, 3};
  a[n]++;
  a[n + 1] += 5;
  int x = a[n]++;
  int y = ++a[n + 2];
  a[3] -= x;
  a[4] = a[5] = y * 2;
  return a[0] + a[1] * 10 + a[2] * 100 + a[3] * 1000 + a[4] * 3 + a[5] * 7 + x * 100000 + y * 1000000;
}
static void test_arrays(void) {
  reset();
  PROGRAM(FUNC(TY_INT, "f", PARAMS(param(TY_INT, "n")),
               BLOCK(arr(TY_INT, "a", 10, N(1), N(2), N(3), END),
                     expr(POSTINC(idx(V("a"), V("n")))),
                     expr(asg(TK_ADD_ASSIGN, "+=", idx(V("a"), ADD(V("n"), N(1))), N(5))),
                     decl(TY_INT, "x", POSTINC(idx(V("a"), V("n")))),
                     decl(TY_INT, "y", PREINC(idx(V("a"), ADD(V("n"), N(2))))),
                     expr(asg(TK_SUB_ASSIGN, "-=", idx(V("a"), N(3)), V("x"))),
                     expr(ASG(idx(V("a"), N(4)), ASG(idx(V("a"), N(5)), MUL(V("y"), N(2))))),
                     ret(ADD(ADD(ADD(ADD(ADD(ADD(ADD(idx(V("a"), N(0)), MUL(idx(V("a"), N(1)), N(10))),
                                                 MUL(idx(V("a"), N(2)), N(100))),
                                             MUL(idx(V("a"), N(3)), N(1000))),
                                         MUL(idx(V("a"), N(4)), N(3))),
                                     MUL(idx(V("a"), N(5)), N(7))),
                                 MUL(V("x"), N(100000))),
                             MUL(V("y"), N(1000000)))))));
  save();
  FOR_OPT {
    for (int n = 0; n < 8; n++) expect_i("f", 1, n, 0, c_arrays(n), __LINE__);
    expect_trap("f", 8, TRAP_BOUNDS, __LINE__);
    expect_trap("f", -1, TRAP_BOUNDS, __LINE__);
  }
}

static double c_dbl(int n) {
  double d = 0;
  for (int i = 1; i <= n; i++) { d += 1.0 / i; d++; }
  if (d > 3.5 && d != 0.0) d = -d;
  double e = -0.0;
  double arr[2];
  arr[1] = d;
  arr[1]--;
  double old = arr[1]++;
  return d * 2 + e + old / 8 + arr[1];
}
static void test_double(void) {
  reset();
  PROGRAM(FUNC(TY_DOUBLE, "f", PARAMS(param(TY_INT, "n")),
               BLOCK(decl(TY_DOUBLE, "d", N(0)),
                     for_(decl(TY_INT, "i", N(1)), bin(TK_LE, "<=", V("i"), V("n")), POSTINC(V("i")),
                          BLOCK(expr(asg(TK_ADD_ASSIGN, "+=", V("d"), bin(TK_SLASH, "/", dnum(1.0), V("i")))),
                                expr(POSTINC(V("d"))))),
                     if_(land(bin(TK_GT, ">", V("d"), dnum(3.5)), bin(TK_NE, "!=", V("d"), dnum(0.0))),
                         expr(ASG(V("d"), un(TK_MINUS, "-", V("d")))), -1),
                     decl(TY_DOUBLE, "e", un(TK_MINUS, "-", dnum(0.0))),
                     arr(TY_DOUBLE, "arr", 2, END),
                     expr(ASG(idx(V("arr"), N(1)), V("d"))),
                     expr(incdec(TK_DEC, 1, idx(V("arr"), N(1)))),
                     decl(TY_DOUBLE, "old", POSTINC(idx(V("arr"), N(1)))),
                     ret(ADD(ADD(ADD(MUL(V("d"), N(2)), V("e")), bin(TK_SLASH, "/", V("old"), N(8))), idx(V("arr"), N(1)))))));
  save();
  FOR_OPT for (int n = 0; n < 12; n += 2) expect_d("f", n, c_dbl(n), __LINE__);
}

static int c_do(int n) {
  int i = 0, s = 0;
  do { i++; if (i % 3 == 0) continue; if (i > n) break; s += i; } while (i < 100);
  while (1) { s++; if (s % 5 == 0) break; }
  for (;;) { if (s > 1000) break; s = s * 2 + 1; if (s % 7 == 0) continue; s += 1; }
  for (int k = 0; k < 3; k++) { if (k == 1) continue; s += k; }
  return s;
}
static void test_do(void) {
  reset();
  PROGRAM(FUNC(TY_INT, "f", PARAMS(param(TY_INT, "n")),
               BLOCK(decl(TY_INT, "i", N(0)), decl(TY_INT, "s", N(0)),
                     do_(BLOCK(expr(POSTINC(V("i"))),
                               if_(bin(TK_EQ, "==", bin(TK_PERCENT, "%", V("i"), N(3)), N(0)), cont(), -1),
                               if_(bin(TK_GT, ">", V("i"), V("n")), BLOCK(brk()), -1),
                               expr(asg(TK_ADD_ASSIGN, "+=", V("s"), V("i")))),
                         LT(V("i"), N(100))),
                     while_(N(1), BLOCK(expr(POSTINC(V("s"))),
                                        if_(bin(TK_EQ, "==", bin(TK_PERCENT, "%", V("s"), N(5)), N(0)), brk(), -1))),
                     for_(-1, -1, -1, BLOCK(if_(bin(TK_GT, ">", V("s"), N(1000)), brk(), -1),
                                            expr(ASG(V("s"), ADD(MUL(V("s"), N(2)), N(1)))),
                                            if_(bin(TK_EQ, "==", bin(TK_PERCENT, "%", V("s"), N(7)), N(0)), cont(), -1),
                                            expr(asg(TK_ADD_ASSIGN, "+=", V("s"), N(1))))),
                     for_(decl(TY_INT, "k", N(0)), LT(V("k"), N(3)), POSTINC(V("k")),
                          BLOCK(if_(bin(TK_EQ, "==", V("k"), N(1)), BLOCK(cont()), -1), expr(asg(TK_ADD_ASSIGN, "+=", V("s"), V("k"))))),
                     ret(V("s")))));
  save();
  FOR_OPT for (int n = -1; n < 120; n += 13) expect_i("f", 1, n, 0, c_do(n), __LINE__);
}

#pragma GCC diagnostic ignored "-Wbool-operation"
static int c_bools(int n) {
  bool b = false;
  b++;
  bool c = b;
  c--;
  bool d = c--;
  bool arr[3] = {true};
  arr[1]++;
  bool e = arr[0]--;
  bool f = --arr[2];
  bool g = n;
  g += 2;
  return b + 2 * c + 4 * d + 8 * arr[1] + 16 * arr[0] + 32 * e + 64 * f + 128 * arr[2] + 256 * g;
}
static void test_bools(void) {
  reset();
  PROGRAM(FUNC(TY_INT, "f", PARAMS(param(TY_INT, "n")),
               BLOCK(decl(TY_BOOL, "b", boo(0)), expr(POSTINC(V("b"))),
                     decl(TY_BOOL, "c", V("b")), expr(incdec(TK_DEC, 1, V("c"))),
                     decl(TY_BOOL, "d", incdec(TK_DEC, 1, V("c"))),
                     arr(TY_BOOL, "arr", 3, boo(1), END),
                     expr(POSTINC(idx(V("arr"), N(1)))),
                     decl(TY_BOOL, "e", incdec(TK_DEC, 1, idx(V("arr"), N(0)))),
                     decl(TY_BOOL, "f", incdec(TK_DEC, 0, idx(V("arr"), N(2)))),
                     decl(TY_BOOL, "g", V("n")),
                     expr(asg(TK_ADD_ASSIGN, "+=", V("g"), N(2))),
                     ret(ADD(ADD(ADD(ADD(ADD(ADD(ADD(ADD(V("b"), MUL(N(2), V("c"))), MUL(N(4), V("d"))), MUL(N(8), idx(V("arr"), N(1)))),
                                             MUL(N(16), idx(V("arr"), N(0)))), MUL(N(32), V("e"))), MUL(N(64), V("f"))),
                                 MUL(N(128), idx(V("arr"), N(2)))), MUL(N(256), V("g")))))));
  save();
  FOR_OPT for (int n = -1; n < 3; n++) expect_i("f", 1, n, 0, c_bools(n), __LINE__);
}

static int c_cond(int a) {
  int x = a > 5 ? a * 2 : a < 0 ? -a : 7;
  long y = a ? 10L : 20;
  int b, c;
  b = c = a + 1;
  int d = (a = 5);
  if (x > 10) {} else {}
  if (0) x++;
  if (1) { } else x++;
  return x + (int)y + b * 3 + c * 5 + d + a;
}
static void test_cond(void) {
  reset();
  PROGRAM(FUNC(TY_INT, "f", PARAMS(param(TY_INT, "a")),
               BLOCK(decl(TY_INT, "x", cnd(bin(TK_GT, ">", V("a"), N(5)), MUL(V("a"), N(2)),
                                           cnd(LT(V("a"), N(0)), un(TK_MINUS, "-", V("a")), N(7)))),
                     decl(TY_LONG, "y", cnd(V("a"), lng(10), N(20))),
                     decl(TY_INT, "b", -1), decl(TY_INT, "c", -1),
                     expr(ASG(V("b"), ASG(V("c"), ADD(V("a"), N(1))))),
                     decl(TY_INT, "d", ASG(V("a"), N(5))),
                     if_(bin(TK_GT, ">", V("x"), N(10)), BLOCK(END), BLOCK(END)),
                     if_(N(0), expr(POSTINC(V("x"))), -1),
                     if_(N(1), BLOCK(END), expr(POSTINC(V("x")))),
                     ret(ADD(ADD(ADD(ADD(ADD(V("x"), cast(TY_INT, V("y"))), MUL(V("b"), N(3))), MUL(V("c"), N(5))), V("d")), V("a"))))));
  save();
  FOR_OPT for (int a = -3; a < 10; a++) expect_i("f", 1, a, 0, c_cond(a), __LINE__);
}

static int c_compound(int x) {
  int a = x;
  a <<= 3; a >>= 1; a |= 5; a ^= 3; a &= ~1;
  long l = a;
  l *= 1000000007L; l %= 998244353; l -= a; l /= 3; l <<= 2; l >>= x & 3;
  double d = l;
  d /= 7; d -= 0.5; d *= 3;
  a += d;
  a -= 20000000;
  a *= -3;
  return a;
}
static void test_compound(void) {
  reset();
  PROGRAM(FUNC(TY_INT, "f", PARAMS(param(TY_INT, "x")),
               BLOCK(decl(TY_INT, "a", V("x")),
                     expr(asg(TK_SHL_ASSIGN, "<<=", V("a"), N(3))), expr(asg(TK_SHR_ASSIGN, ">>=", V("a"), N(1))),
                     expr(asg(TK_OR_ASSIGN, "|=", V("a"), N(5))), expr(asg(TK_XOR_ASSIGN, "^=", V("a"), N(3))),
                     expr(asg(TK_AND_ASSIGN, "&=", V("a"), un(TK_TILDE, "~", N(1)))),
                     decl(TY_LONG, "l", V("a")),
                     expr(asg(TK_MUL_ASSIGN, "*=", V("l"), lng(1000000007))), expr(asg(TK_MOD_ASSIGN, "%=", V("l"), N(998244353))),
                     expr(asg(TK_SUB_ASSIGN, "-=", V("l"), V("a"))), expr(asg(TK_DIV_ASSIGN, "/=", V("l"), N(3))),
                     expr(asg(TK_SHL_ASSIGN, "<<=", V("l"), N(2))),
                     expr(asg(TK_SHR_ASSIGN, ">>=", V("l"), bin(TK_AND, "&", V("x"), N(3)))),
                     decl(TY_DOUBLE, "d", V("l")),
                     expr(asg(TK_DIV_ASSIGN, "/=", V("d"), N(7))), expr(asg(TK_SUB_ASSIGN, "-=", V("d"), dnum(0.5))),
                     expr(asg(TK_MUL_ASSIGN, "*=", V("d"), N(3))),
                     expr(asg(TK_ADD_ASSIGN, "+=", V("a"), V("d"))),
                     expr(asg(TK_SUB_ASSIGN, "-=", V("a"), N(20000000))),
                     expr(asg(TK_MUL_ASSIGN, "*=", V("a"), un(TK_MINUS, "-", N(3)))),
                     ret(V("a")))));
  save();
  FOR_OPT for (int x = -50; x < 50; x += 7) expect_i("f", 1, x, 0, c_compound(x), __LINE__);
}

static void c_fill(int a[], int n) { for (int i = 0; i < n; i++) a[i] = i * i; }
static int c_callarr(int n) { int a[20]; memset(a, 0, sizeof a); c_fill(a, n); int s = 0; for (int i = 0; i < 20; i++) s += a[i]; return s; }
static void test_array_param(void) {
  int32_t fill;
  reset();
  fill = FUNC(TY_VOID, "fill", PARAMS(param(TY_INT | TY_ARR, "a"), param(TY_INT, "n")),
              BLOCK(for_(decl(TY_INT, "i", N(0)), LT(V("i"), V("n")), POSTINC(V("i")),
                         expr(ASG(idx(V("a"), V("i")), MUL(V("i"), V("i")))))));
  PROGRAM(fill, FUNC(TY_INT, "f", PARAMS(param(TY_INT, "n")),
                     BLOCK(arr(TY_INT, "a", 20, END), expr(call("fill", V("a"), V("n"), END)),
                           decl(TY_INT, "s", N(0)),
                           for_(decl(TY_INT, "i", N(0)), LT(V("i"), N(20)), POSTINC(V("i")),
                                expr(asg(TK_ADD_ASSIGN, "+=", V("s"), idx(V("a"), V("i"))))),
                           ret(V("s")))));
  save();
  FOR_OPT {
    for (int n = 0; n <= 20; n += 4) expect_i("f", 1, n, 0, c_callarr(n), __LINE__);
    expect_trap("f", 21, TRAP_BOUNDS, __LINE__);
  }
}

static long c_consts(int x) {
  long a = 123456789012L;
  int b = 20000000, c = -20000000;
  return a + b + c + (long)x * 20000000 + 123456789012L + 8388607 + -8388608 + 8388608 - 5000000000L;
}
static void test_consts(void) {
  reset();
  PROGRAM(FUNC(TY_LONG, "f", PARAMS(param(TY_INT, "x")),
               BLOCK(decl(TY_LONG, "a", lng(123456789012L)), decl(TY_INT, "b", N(20000000)),
                     decl(TY_INT, "c", un(TK_MINUS, "-", N(20000000))),
                     ret(SUB(ADD(ADD(ADD(ADD(ADD(ADD(ADD(V("a"), V("b")), V("c")), MUL(cast(TY_LONG, V("x")), N(20000000))),
                                             lng(123456789012L)), N(8388607)), un(TK_MINUS, "-", N(8388608))), N(8388608)),
                             lng(5000000000L))))));
  save();
  FOR_OPT for (int x = -3; x < 3; x++) expect_i("f", 1, x, 0, c_consts(x), __LINE__);
}

static int c_unreach(int x) { while (1) { if (x > 10) return x; x += 3; } }
static int c_ifret(int x) { if (x) return 1; else return 2; }
static void test_unreachable_end(void) {
  reset();
  PROGRAM(FUNC(TY_INT, "f", PARAMS(param(TY_INT, "x")),
               BLOCK(while_(N(1), BLOCK(if_(bin(TK_GT, ">", V("x"), N(10)), ret(V("x")), -1),
                                        expr(asg(TK_ADD_ASSIGN, "+=", V("x"), N(3))))))),
          FUNC(TY_INT, "g", PARAMS(param(TY_INT, "x")), BLOCK(if_(V("x"), ret(N(1)), ret(N(2))))),
          FUNC(TY_VOID, "h", PARAMS(param(TY_INT, "x")), BLOCK(if_(V("x"), ret(-1), -1))),
          FUNC(TY_INT, "k", PARAMS(param(TY_INT, "x")), BLOCK(for_(-1, -1, -1, BLOCK(if_(V("x"), ret(V("x")), -1), expr(POSTINC(V("x"))))))),
          /* a reachable end: missing_return, but main returns 0 */
          FUNC(TY_INT, "m", PARAMS(param(TY_INT, "x")), BLOCK(if_(V("x"), ret(N(7)), -1))),
          FUNC(TY_INT, "main", PARAMS(param(TY_INT, "x")), BLOCK(if_(V("x"), ret(N(7)), -1))),
          /* a local read before any assignment: 0 */
          FUNC(TY_INT, "u", PARAMS(param(TY_INT, "x")),
               BLOCK(decl(TY_INT, "y", -1), if_(V("x"), expr(asg(TK_ASSIGN, "=", V("y"), V("x"))), -1), ret(V("y")))));
  save();
  FOR_OPT for (int x = -3; x < 15; x += 4) {
    expect_i("f", 1, x, 0, c_unreach(x), __LINE__);
    expect_i("g", 1, x, 0, c_ifret(x), __LINE__);
    expect_i("k", 1, x, 0, x ? x : 1, __LINE__);
    expect_i("u", 1, x, 0, x, __LINE__);
    expect_i("u", 1, 0, 0, 0, __LINE__);
  }
  FOR_OPT {
    expect_i("m", 1, 1, 0, 7, __LINE__);
    expect_trap("m", 0, TRAP_MISSING_RETURN, __LINE__);
    expect_i("main", 1, 1, 0, 7, __LINE__);
    expect_i("main", 1, 0, 0, 0, __LINE__);
  }
}

static void test_traps(void) {
  reset();
  PROGRAM(FUNC(TY_INT, "div", PARAMS(param(TY_INT, "x")), BLOCK(ret(bin(TK_SLASH, "/", N(10), V("x"))))),
          FUNC(TY_INT, "conv", PARAMS(param(TY_INT, "x")), BLOCK(ret(cast(TY_INT, MUL(dnum(1e10), V("x")))))),
          FUNC(TY_INT, "shl", PARAMS(param(TY_INT, "x")), BLOCK(ret(bin(TK_SHL, "<<", N(1), V("x"))))),
          FUNC(TY_INT, "stmt", PARAMS(param(TY_INT, "x")), BLOCK(expr(bin(TK_PERCENT, "%", N(1), V("x"))), ret(N(0)))));
  save();
  FOR_OPT {
    expect_trap("div", 0, TRAP_DIV_ZERO, __LINE__);
    expect_i("div", 1, 3, 0, 3, __LINE__);
    expect_trap("conv", 1, TRAP_CONVERSION, __LINE__);
    expect_i("conv", 1, 0, 0, 0, __LINE__);
    expect_trap("shl", 32, TRAP_SHIFT, __LINE__);
    expect_i("shl", 1, 31, 0, (int)0x80000000u, __LINE__);
    expect_trap("stmt", 0, TRAP_DIV_ZERO, __LINE__);
  }
}

/* temps have their own types (a long temp is not an int local for LOADK_I), and a[i] op= f(a) reads
 * a[i] after the call, as gcc and clang do */
static long c_pick(long v, int k) { return v * 10 + k; }
static int c_setf(int a[]) { a[0] = 100; return 1; }
static long c_temps(int n) {
  long l[3] = {1, 2, 3};
  int a[2] = {5, 7};
  long q = c_pick(l[n]++, 3) + c_pick(l[n + 1]--, 4);
  a[0] += c_setf(a);
  int r0 = a[0];
  a[1] -= c_setf(a) * a[0];
  return q * 1000000 + l[0] * 10000 + l[1] * 100 + l[2] + a[0] * 7 + a[1] * 3 + r0 * 100000000000L;
}
static void test_temps_order(void) {
  int32_t pick, setf;
  reset();
  pick = FUNC(TY_LONG, "pick", PARAMS(param(TY_LONG, "v"), param(TY_INT, "k")),
              BLOCK(ret(ADD(MUL(V("v"), N(10)), V("k")))));
  setf = FUNC(TY_INT, "setf", PARAMS(param(TY_INT | TY_ARR, "a")), BLOCK(expr(ASG(idx(V("a"), N(0)), N(100))), ret(N(1))));
  PROGRAM(pick, setf,
          FUNC(TY_LONG, "f", PARAMS(param(TY_INT, "n")),
               BLOCK(arr(TY_LONG, "l", 3, lng(1), lng(2), lng(3), END), arr(TY_INT, "a", 2, N(5), N(7), END),
                     decl(TY_LONG, "q", ADD(call("pick", POSTINC(idx(V("l"), V("n"))), N(3), END),
                                            call("pick", incdec(TK_DEC, 1, idx(V("l"), ADD(V("n"), N(1)))), N(4), END))),
                     expr(asg(TK_ADD_ASSIGN, "+=", idx(V("a"), N(0)), call("setf", V("a"), END))),
                     decl(TY_INT, "r0", idx(V("a"), N(0))),
                     expr(asg(TK_SUB_ASSIGN, "-=", idx(V("a"), N(1)), MUL(call("setf", V("a"), END), idx(V("a"), N(0))))),
                     ret(ADD(ADD(ADD(ADD(ADD(MUL(V("q"), N(1000000)), MUL(idx(V("l"), N(0)), N(10000))),
                                         MUL(idx(V("l"), N(1)), N(100))), idx(V("l"), N(2))),
                                 MUL(idx(V("a"), N(0)), N(7))), ADD(MUL(idx(V("a"), N(1)), N(3)),
                                                                   MUL(V("r0"), lng(100000000000L))))))),
          /* the next function's local types follow f's: its int parameter must not be taken for f's temp */
          FUNC(TY_INT, "after", PARAMS(param(TY_INT, "x")), BLOCK(ret(V("x")))));
  save();
  FOR_OPT for (int n = 0; n < 2; n++) expect_i("f", 1, n, 0, c_temps(n), __LINE__);
}

int main(void) {
  (void)D;
  (void)lor_unused;
  test_loops();
  test_gcd_fib();
  test_collatz();
  test_sieve();
  test_logic();
  test_arrays();
  test_double();
  test_do();
  test_bools();
  test_cond();
  test_compound();
  test_array_param();
  test_consts();
  test_unreachable_end();
  test_traps();
  test_temps_order();
  printf("%d passed, %d failed\n", tests - failures, failures);
  return failures != 0;
}
