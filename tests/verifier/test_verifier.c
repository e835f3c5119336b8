/* test_verifier.c - tests of the module loader, the verifier, the VM and the disassembler on modules
 * assembled by hand.
 *
 *   - a tiny assembler (functions with signatures, code words, a constant pool) serialises modules
 *     exactly as the compiler does (layout in bytecode.h / docs/bytecode.md);
 *   - loader tests: each MOD_E_* code on a corrupted module;
 *   - verifier tests: each VE_* code with its exact function, pc and argument;
 *   - VM tests: the semantics of every opcode (table-driven from op_sig for the plain ones; wrapping,
 *     division edge cases, shifts, conversions, NaN) and every trap kind, fuel counted exactly;
 *     every opcode in opcodes.h must be executed by some test (a new opcode fails here until tested);
 *   - a mutation loop: valid modules with random bytes changed, many times; loading and verifying must
 *     never crash, and whatever verifies must run under small limits without crashing.  run.sh builds
 *     this with AddressSanitizer + UndefinedBehaviorSanitizer.
 *
 * Usage: test_verifier [MUTATIONS]   (default 100000)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "core/bytecode/bytecode.h"
#include "cli/cli.h"
#include "core/vm/builtins.h"

static int npass, nfail;
#define CHECK(cond, ...)                                  \
  do {                                                    \
    if (cond) npass++;                                    \
    else {                                                \
      nfail++;                                            \
      fprintf(stderr, "FAIL %s:%d: ", __FILE__, __LINE__); \
      fprintf(stderr, __VA_ARGS__);                       \
      fputc('\n', stderr);                                \
    }                                                     \
  } while (0)

/* ------------------------------------------------------------------ the assembler */

#define MAXCODE 4096
typedef struct {
  char name[32];
  int ret;                 /* TY_* */
  int nparams, nlocals;
  uint8_t types[512];
  int max_stack;
  uint32_t arr_words;
  uint32_t code[MAXCODE];
  int n;
} AFn;
typedef struct {
  AFn fn[8];
  int nfn, cur;
  uint64_t k[64];
  int nk;
  ModStatic st[8];         /* statics: a_build appends them with mod_write_statics (version 2) */
  uint8_t sdata[512];
  int nst, nsdata;
} Asm;

static int letter_type(char c) {
  switch (c) {
  case 'v': return TY_VOID;
  case 'b': return TY_BOOL;
  case 'i': return TY_INT;
  case 'l': return TY_LONG;
  case 'd': return TY_DOUBLE;
  case 'B': return TY_ARR | TY_BOOL;
  case 'I': return TY_ARR | TY_INT;
  case 'L': return TY_ARR | TY_LONG;
  case 'D': return TY_ARR | TY_DOUBLE;
  case 'p': return TY_PTR;
  }
  return 99;
}

static void a_init(Asm *a) { memset(a, 0, sizeof *a); }

/* begin a function: ret letter, parameter letters, other locals' letters */
static int a_func(Asm *a, const char *name, char ret, const char *params, const char *locals, int max_stack,
                  uint32_t arr_words) {
  AFn *f = &a->fn[a->nfn];
  int i;
  snprintf(f->name, sizeof f->name, "%s", name);
  f->ret = letter_type(ret);
  f->nparams = (int)strlen(params);
  f->nlocals = f->nparams + (int)strlen(locals);
  for (i = 0; params[i]; i++) f->types[i] = (uint8_t)letter_type(params[i]);
  for (i = 0; locals[i]; i++) f->types[f->nparams + i] = (uint8_t)letter_type(locals[i]);
  f->max_stack = max_stack;
  f->arr_words = arr_words;
  f->n = 0;
  a->cur = a->nfn;
  return a->nfn++;
}

static unsigned char op_used[256]; /* opcodes in modules that the VM tests ran */

static int word(Asm *a, uint32_t w) {
  AFn *f = &a->fn[a->cur];
  f->code[f->n] = w;
  return f->n++;
}
static int e0(Asm *a, int op) { return word(a, (uint32_t)op); }
static int e1(Asm *a, int op, int32_t x) { return word(a, (uint32_t)op | ((uint32_t)x & 0xffffffu) << 8); }
static int e2(Asm *a, int op, int32_t x, uint32_t y) {
  int pc = e1(a, op, x);
  word(a, y);
  return pc;
}
static int e3(Asm *a, int op, int32_t x, uint32_t y, uint32_t z) {
  int pc = e2(a, op, x, y);
  word(a, z);
  return pc;
}
static int here(Asm *a) { return a->fn[a->cur].n; }
static void patch(Asm *a, int pc, int target) {
  uint32_t *w = &a->fn[a->cur].code[pc];
  *w = (*w & 0xffu) | (uint32_t)target << 8;
}
static int kidx(Asm *a, uint64_t v) {
  int i;
  for (i = 0; i < a->nk; i++)
    if (a->k[i] == v) return i;
  a->k[a->nk] = v;
  return a->nk++;
}
static uint64_t dbits(double d) {
  uint64_t u;
  memcpy(&u, &d, 8);
  return u;
}
static int k_i(Asm *a, int32_t v) { return e1(a, OP_CONST_I, kidx(a, (uint64_t)(int64_t)v)); }
static int k_l(Asm *a, int64_t v) { return e1(a, OP_CONST_L, kidx(a, (uint64_t)v)); }
static int k_d(Asm *a, double v) { return e1(a, OP_CONST_D, kidx(a, dbits(v))); }

#define A8(n) (((n) + 7u) & ~(size_t)7u)

/* serialise into 8-byte aligned malloc'd memory */
static unsigned char *a_build(const Asm *a, size_t *len) {
  size_t code_words = 0, ntypes = 0, names = 0, off;
  size_t o_fn, o_k, o_code, o_types, o_names, total;
  unsigned char *b;
  ModHeader h;
  int i;
  for (i = 0; i < a->nfn; i++) {
    code_words += (size_t)a->fn[i].n;
    ntypes += (size_t)a->fn[i].nlocals;
    names += strlen(a->fn[i].name);
  }
  o_fn = sizeof(ModHeader);
  o_k = o_fn + (size_t)a->nfn * sizeof(ModFunc);
  o_code = o_k + 8 * (size_t)a->nk;
  o_types = o_code + A8(4 * code_words);
  o_names = o_types + A8(ntypes);
  total = o_names + A8(names);
  b = aligned_alloc(8, total + 8);
  memset(b, 0, total + 8);
  h.magic = GNC_MAGIC;
  h.version = GNC_VERSION;
  h.nfuncs = (uint32_t)a->nfn;
  h.nconsts = (uint32_t)a->nk;
  h.code_words = (uint32_t)code_words;
  h.ntypes = (uint32_t)ntypes;
  h.names_bytes = (uint32_t)names;
  h.total_size = (uint32_t)total;
  memcpy(b, &h, sizeof h);
  memcpy(b + o_k, a->k, 8 * (size_t)a->nk);
  code_words = ntypes = names = 0;
  for (i = 0; i < a->nfn; i++) {
    const AFn *f = &a->fn[i];
    ModFunc mf;
    memset(&mf, 0, sizeof mf);
    mf.name_off = (uint32_t)names;
    mf.name_len = (uint32_t)strlen(f->name);
    mf.code_off = (uint32_t)code_words;
    mf.code_len = (uint32_t)f->n;
    mf.types_off = (uint32_t)ntypes;
    mf.arr_words = f->arr_words;
    mf.nlocals = (uint16_t)f->nlocals;
    mf.max_stack = (uint16_t)f->max_stack;
    mf.nparams = (uint8_t)f->nparams;
    mf.ret = (uint8_t)f->ret;
    memcpy(b + o_fn + (size_t)i * sizeof(ModFunc), &mf, sizeof mf);
    memcpy(b + o_code + 4 * code_words, f->code, 4 * (size_t)f->n);
    memcpy(b + o_types + ntypes, f->types, (size_t)f->nlocals);
    memcpy(b + o_names + names, f->name, mf.name_len);
    code_words += (size_t)f->n;
    ntypes += (size_t)f->nlocals;
    names += mf.name_len;
  }
  off = total;
  *len = off;
  if (a->nst > 0) { /* version 2: the statics section */
    uint32_t l32 = (uint32_t)total, cap = (uint32_t)total + 16 * 8 + 8 + 512 + 8;
    unsigned char *c = aligned_alloc(8, cap);
    int rc;
    memcpy(c, b, total);
    free(b);
    b = c;
    rc = mod_write_statics(b, &l32, cap, a->st, (uint32_t)a->nst, a->sdata);
    if (rc != MOD_OK) fprintf(stderr, "a_build: mod_write_statics failed: %d\n", rc);
    *len = l32;
  }
  return b;
}

/* a static object: size bytes, the first init_len from data; its index */
static int a_static(Asm *a, uint32_t size, uint32_t align, int ro, const void *data, uint32_t init_len) {
  ModStatic *s = &a->st[a->nst];
  s->size = size;
  s->align = align;
  s->flags = ro ? MOD_STATIC_RO : 0;
  s->init_len = init_len;
  memcpy(a->sdata + a->nsdata, data, init_len);
  a->nsdata += (int)init_len;
  return a->nst++;
}

/* ------------------------------------------------------------------ load + verify helpers */

static int verify_bytes(const unsigned char *b, size_t len, VfyError *e) {
  Module m;
  void *ws;
  size_t wsz;
  int r;
  if (mod_load(b, len, &m)) {
    e->code = VE_LOAD;
    return VE_LOAD;
  }
  wsz = vfy_workspace_size(&m);
  ws = malloc(wsz);
  r = vfy_module(&m, ws, wsz, e);
  free(ws);
  return r;
}

/* verify the assembled module, expect (code, func, pc, arg); arg < -1000 = don't care */
static void expect_vfy(const Asm *a, int code, int func, int pc, int arg, const char *what) {
  size_t len;
  unsigned char *b = a_build(a, &len);
  VfyError e;
  memset(&e, 0, sizeof e);
  verify_bytes(b, len, &e);
  CHECK(e.code == code && (code == VE_NONE || (e.func == func && e.pc == pc && (arg < -1000 || e.arg == arg))),
        "%s: want %d f%d pc%d arg%d, got %d f%d pc%d arg%d", what, code, func, pc, arg, e.code, e.func, e.pc,
        e.arg);
  free(b);
}

/* ------------------------------------------------------------------ loader tests */

static void put32(unsigned char *b, size_t off, uint32_t v) { memcpy(b + off, &v, 4); }

static void build_simple(Asm *a) {
  a_init(a);
  a_func(a, "main", 'i', "", "i", 2, 0);
  e1(a, OP_PUSH_I, 42);
  e0(a, OP_RET);
}

static void test_loader(void) {
  Asm a;
  size_t len;
  unsigned char *b, *c;
  Module m;
  build_simple(&a);
  a_func(&a, "second", 'v', "", "", 0, 0);
  e0(&a, OP_RET_V);
  b = a_build(&a, &len);
  CHECK(mod_load(b, len, &m) == MOD_OK, "valid module loads");
  CHECK(m.nfuncs == 2 && mod_find(&m, "main", 4) == 0 && mod_find(&m, "second", 6) == 1, "mod_find");
  CHECK(mod_find(&m, "mai", 3) == -1 && mod_find(&m, "nope", 4) == -1, "mod_find missing");
  CHECK(mod_load(b, len + 8, &m) == MOD_OK, "trailing bytes allowed");
  CHECK(mod_load(b, len - 8, &m) == MOD_E_SHORT, "truncated module");
  CHECK(mod_load(b, 16, &m) == MOD_E_SHORT, "shorter than header");
  CHECK(mod_load(NULL, 0, &m) == MOD_E_SHORT, "null");
  c = aligned_alloc(8, len + 16);
  memcpy(c + 1, b, len);
  CHECK(mod_load(c + 1, len, &m) == MOD_E_ALIGN, "misaligned bytes");
  free(c);
#define CORRUPT(off, val, want, what)                     \
  do {                                                    \
    c = aligned_alloc(8, len + 8);                        \
    memcpy(c, b, len);                                    \
    put32(c, off, val);                                   \
    CHECK(mod_load(c, len, &m) == want, "%s", what);      \
    free(c);                                              \
  } while (0)
  CORRUPT(0, 0x12345678, MOD_E_MAGIC, "bad magic");
  CORRUPT(4, 3, MOD_E_VERSION, "bad version");
  CORRUPT(4, 2, MOD_E_SIZE, "version 2 without its statics section");
  CORRUPT(8, 0xffffffffu, MOD_E_SIZE, "huge nfuncs");
  CORRUPT(8, 3, MOD_E_SIZE, "nfuncs disagrees with total_size");
  CORRUPT(12, 0xffffffffu, MOD_E_SIZE, "huge nconsts");
  CORRUPT(16, 0xffffffffu, MOD_E_SIZE, "huge code_words");
  CORRUPT(20, 0xfffffff0u, MOD_E_SIZE, "huge ntypes");
  CORRUPT(24, 0xfffffff0u, MOD_E_SIZE, "huge names_bytes");
  CORRUPT(28, 0xfffffff8u, MOD_E_SIZE, "total_size mismatch");
  /* per-function ranges: ModFunc 0 at offset 32 */
  CORRUPT(32 + 0, 100, MOD_E_RANGE, "name_off out of names");
  CORRUPT(32 + 4, 0xffffffffu, MOD_E_RANGE, "name_len overflow");
  CORRUPT(32 + 8, 2, MOD_E_RANGE, "code_off + code_len past code");
  CORRUPT(32 + 12, 0xffffffffu, MOD_E_RANGE, "code_len overflow");
  CORRUPT(32 + 16, 5, MOD_E_RANGE, "types_off past types");
  CORRUPT(32 + 24, 0xffff, MOD_E_RANGE, "nlocals past types");
#undef CORRUPT
  free(b);
}

/* ------------------------------------------------------------------ verifier tests */

static void test_verifier(void) {
  Asm a;
  int f, pc, j;
  size_t len;
  unsigned char *b;
  VfyError e;
  Module m;

  build_simple(&a);
  expect_vfy(&a, VE_NONE, 0, 0, 0, "simple valid module");

  /* VE_LOAD / VE_SPACE */
  memset(&m, 0, sizeof m);
  CHECK(vfy_module(&m, NULL, 0, &e) == VE_LOAD && e.code == VE_LOAD, "unloaded module");
  b = a_build(&a, &len);
  mod_load(b, len, &m);
  {
    size_t need = vfy_workspace_size(&m);
    void *ws = malloc(need);
    CHECK(vfy_module(&m, ws, need - 1, &e) == VE_SPACE, "workspace too small");
    CHECK(vfy_module(&m, ws, need, &e) == 0, "workspace exact");
    free(ws);
  }
  free(b);

  /* VE_OPCODE */
  build_simple(&a);
  a.fn[0].code[0] = 250;
  expect_vfy(&a, VE_OPCODE, 0, 0, 250, "unknown opcode");
  build_simple(&a);
  word(&a, OP__COUNT);
  expect_vfy(&a, VE_OPCODE, 0, 2, OP__COUNT, "opcode OP__COUNT in unreachable code");

  /* VE_TRUNCATED */
  build_simple(&a);
  e1(&a, OP_ARR_INIT, 0);
  word(&a, 0);
  expect_vfy(&a, VE_TRUNCATED, 0, 2, OP_ARR_INIT, "ARR_INIT missing a word");
  a_init(&a);
  a_func(&a, "main", 'v', "", "i", 1, 0);
  e0(&a, OP_RET_V);
  e1(&a, OP_INC_SLOT_I, 0);
  expect_vfy(&a, VE_TRUNCATED, 0, 1, OP_INC_SLOT_I, "INC_SLOT_I at the end");

  /* VE_SLOT */
  a_init(&a);
  a_func(&a, "main", 'i', "i", "l", 2, 0);
  e1(&a, OP_LOAD, 2);
  e0(&a, OP_RET);
  expect_vfy(&a, VE_SLOT, 0, 0, 2, "LOAD slot == nlocals");
  a_init(&a);
  a_func(&a, "main", 'i', "i", "", 2, 0);
  e1(&a, OP_LOAD, 0);
  e1(&a, OP_STORE, 0xffffff);
  e1(&a, OP_LOAD, 0);
  e0(&a, OP_RET);
  expect_vfy(&a, VE_SLOT, 0, 1, 0xffffff, "STORE slot huge");
  a_init(&a);
  a_func(&a, "main", 'i', "i", "", 2, 0);
  e2(&a, OP_LOAD2, 0, 1);
  e0(&a, OP_RET);
  expect_vfy(&a, VE_SLOT, 0, 0, 1, "LOAD2 second slot");
  a_init(&a);
  a_func(&a, "main", 'v', "i", "", 2, 0);
  e2(&a, OP_INC_SLOT_I, 3, 1);
  e0(&a, OP_RET_V);
  expect_vfy(&a, VE_SLOT, 0, 0, 3, "INC_SLOT_I slot");

  /* VE_CONST */
  a_init(&a);
  a_func(&a, "main", 'i', "", "", 2, 0);
  k_i(&a, 5);
  e1(&a, OP_CONST_I, 1);
  e0(&a, OP_ADD_I);
  e0(&a, OP_RET);
  expect_vfy(&a, VE_CONST, 0, 1, 1, "constant index == nconsts");

  /* VE_JUMP */
  a_init(&a);
  a_func(&a, "main", 'i', "", "", 2, 0);
  e1(&a, OP_JUMP, 3);
  e1(&a, OP_PUSH_I, 1);
  e0(&a, OP_RET);
  expect_vfy(&a, VE_JUMP, 0, 0, 3, "jump past the end");
  a_init(&a);
  a_func(&a, "main", 'i', "", "i", 2, 0);
  e2(&a, OP_INC_SLOT_I, 0, 7);
  e1(&a, OP_JUMP, 1);
  expect_vfy(&a, VE_JUMP, 0, 2, 1, "jump into the middle of an instruction");
  a_init(&a);
  a_func(&a, "main", 'i', "", "", 2, 0);
  e1(&a, OP_PUSH_I, 1);
  e1(&a, OP_JZ, 0x7fffff);
  e1(&a, OP_PUSH_I, 1);
  e0(&a, OP_RET);
  expect_vfy(&a, VE_JUMP, 0, 1, 0x7fffff, "conditional jump far out");

  /* VE_FUNC */
  a_init(&a);
  a_func(&a, "main", 'i', "", "", 2, 0);
  e1(&a, OP_CALL, 1);
  e0(&a, OP_RET);
  expect_vfy(&a, VE_FUNC, 0, 0, 1, "call of a missing function");

  /* VE_UNDERFLOW */
  a_init(&a);
  a_func(&a, "main", 'i', "", "", 2, 0);
  e1(&a, OP_PUSH_I, 1);
  e0(&a, OP_ADD_I);
  e0(&a, OP_RET);
  expect_vfy(&a, VE_UNDERFLOW, 0, 1, 0, "ADD_I with one operand");
  a_init(&a);
  a_func(&a, "main", 'i', "", "", 2, 0);
  e0(&a, OP_RET);
  expect_vfy(&a, VE_UNDERFLOW, 0, 0, 0, "RET on an empty stack");
  a_init(&a);
  a_func(&a, "main", 'i', "", "", 2, 0);
  e0(&a, OP_DUP);
  expect_vfy(&a, VE_UNDERFLOW, 0, 0, 0, "DUP on an empty stack");
  a_init(&a);
  a_func(&a, "main", 'v', "", "", 2, 0);
  e0(&a, OP_POP);
  e0(&a, OP_RET_V);
  expect_vfy(&a, VE_UNDERFLOW, 0, 0, 0, "POP on an empty stack");

  /* VE_TYPE */
  a_init(&a);
  a_func(&a, "main", 'i', "", "", 2, 0);
  e1(&a, OP_PUSH_I, 1);
  k_l(&a, 2);
  e0(&a, OP_ADD_I);
  e0(&a, OP_RET);
  expect_vfy(&a, VE_TYPE, 0, 2, TY_LONG, "ADD_I on int, long");
  a_init(&a);
  a_func(&a, "main", 'i', "", "i", 2, 0);
  k_l(&a, 2);
  e1(&a, OP_STORE, 0);
  e1(&a, OP_PUSH_I, 0);
  e0(&a, OP_RET);
  expect_vfy(&a, VE_TYPE, 0, 1, TY_LONG, "STORE long into an int slot");
  a_init(&a);
  a_func(&a, "main", 'i', "", "b", 2, 0);
  e1(&a, OP_PUSH_I, 1);
  e1(&a, OP_STORE, 0);
  e1(&a, OP_PUSH_I, 0);
  e0(&a, OP_RET);
  expect_vfy(&a, VE_TYPE, 0, 1, TY_INT, "STORE int into a bool slot");
  a_init(&a);
  a_func(&a, "main", 'i', "", "", 2, 0);
  k_l(&a, 2);
  e1(&a, OP_JZ, 2);
  e1(&a, OP_PUSH_I, 0);
  e0(&a, OP_RET);
  expect_vfy(&a, VE_TYPE, 0, 1, TY_LONG, "JZ on a long (conditions are int or bool)");
  a_init(&a);
  a_func(&a, "main", 'i', "", "", 2, 0);
  e1(&a, OP_PUSH_I, 1);
  e1(&a, OP_JZ_L, 2);
  e1(&a, OP_PUSH_I, 0);
  e0(&a, OP_RET);
  expect_vfy(&a, VE_TYPE, 0, 1, TY_INT, "JZ_L on an int");
  a_init(&a);
  a_func(&a, "main", 'i', "d", "", 2, 0);
  e2(&a, OP_JNZ_S, 2, 0);
  e1(&a, OP_PUSH_I, 0);
  e0(&a, OP_RET);
  expect_vfy(&a, VE_TYPE, 0, 0, TY_DOUBLE, "JNZ_S on a double local");
  a_init(&a);
  a_func(&a, "main", 'i', "i", "", 2, 0);
  e1(&a, OP_LOAD, 0);
  e1(&a, OP_MULK_L, 3);
  e0(&a, OP_RET);
  expect_vfy(&a, VE_TYPE, 0, 1, TY_INT, "MULK_L on an int");
  a_init(&a);
  a_func(&a, "main", 'i', "", "", 2, 0);
  e1(&a, OP_PUSH_B, 1);
  e1(&a, OP_JZ, 2);
  e1(&a, OP_PUSH_I, 0);
  e0(&a, OP_RET);
  expect_vfy(&a, VE_NONE, 0, 0, 0, "JZ on a bool");
  a_init(&a);
  a_func(&a, "main", 'i', "", "I", 2, 4);
  e3(&a, OP_ARR_INIT, 0, 0, 4);
  k_d(&a, 1.0);
  e1(&a, OP_ALOAD, 0);
  e0(&a, OP_RET);
  expect_vfy(&a, VE_TYPE, 0, 4, TY_DOUBLE, "ALOAD with a double index");
  a_init(&a);
  a_func(&a, "main", 'v', "", "I", 2, 4);
  e1(&a, OP_PUSH_I, 0);
  k_l(&a, 3);
  e1(&a, OP_ASTORE, 0);
  e0(&a, OP_RET_V);
  expect_vfy(&a, VE_TYPE, 0, 2, TY_LONG, "ASTORE long into int array");
  a_init(&a);
  a_func(&a, "main", 'i', "", "I", 2, 4);
  e1(&a, OP_LOAD, 0);
  e0(&a, OP_RET);
  expect_vfy(&a, VE_RET, 0, 1, TY_ARR | TY_INT, "returning an array reference");
  a_init(&a);
  a_func(&a, "main", 'i', "", "I", 2, 4);
  e1(&a, OP_LOAD, 0);
  e1(&a, OP_PUSH_I, 1);
  e0(&a, OP_ADD_I);
  e0(&a, OP_RET);
  expect_vfy(&a, VE_TYPE, 0, 2, TY_ARR | TY_INT, "arithmetic on an array reference");
  a_init(&a);
  a_func(&a, "main", 'v', "", "I", 2, 4);
  e1(&a, OP_LOAD, 0);
  e0(&a, OP_POP);
  e0(&a, OP_RET_V);
  expect_vfy(&a, VE_TYPE, 0, 1, TY_ARR | TY_INT, "POP of an array reference ('*' is scalar)");
  a_init(&a);
  a_func(&a, "main", 'v', "", "II", 2, 4);
  e1(&a, OP_LOAD, 0);
  e1(&a, OP_STORE, 1);
  e0(&a, OP_RET_V);
  expect_vfy(&a, VE_TYPE, 0, 1, TY_ARR | TY_INT, "STORE into an array slot");
  a_init(&a);
  a_func(&a, "main", 'v', "", "l", 2, 0);
  e2(&a, OP_INC_SLOT_I, 0, 1);
  e0(&a, OP_RET_V);
  expect_vfy(&a, VE_TYPE, 0, 0, TY_LONG, "INC_SLOT_I on a long slot");
  a_init(&a);
  a_func(&a, "main", 'v', "", "i", 2, 0);
  e2(&a, OP_INC_SLOT_L, 0, 1);
  e0(&a, OP_RET_V);
  expect_vfy(&a, VE_TYPE, 0, 0, TY_INT, "INC_SLOT_L on an int slot");
  a_init(&a);
  a_func(&a, "main", 'i', "", "b", 2, 0);
  e2(&a, OP_LOADK_I, 0, 5);
  e0(&a, OP_ADD_I);
  e0(&a, OP_RET);
  expect_vfy(&a, VE_TYPE, 0, 0, TY_BOOL, "LOADK_I on a bool slot");
  a.fn[0].types[0] = TY_INT;
  expect_vfy(&a, VE_NONE, 0, 0, 0, "LOADK_I on an int slot");
  a.fn[0].max_stack = 1;
  expect_vfy(&a, VE_STACK, 0, 0, 2, "LOADK_I pushes two");
  a_init(&a);
  a_func(&a, "main", 'v', "", "il", 2, 0);
  e2(&a, OP_MOV, 0, 1);
  e0(&a, OP_RET_V);
  expect_vfy(&a, VE_TYPE, 0, 0, TY_LONG, "MOV long into int");
  a.fn[0].types[0] = TY_LONG;
  expect_vfy(&a, VE_NONE, 0, 0, 0, "MOV long into long");
  a.fn[0].types[0] = a.fn[0].types[1] = TY_ARR | TY_INT;
  expect_vfy(&a, VE_TYPE, 0, 0, TY_ARR | TY_INT, "MOV of arrays");
  a_init(&a);
  a_func(&a, "main", 'i', "", "", 2, 0);
  e1(&a, OP_PUSH_I, 1);
  e1(&a, OP_PUSH_L, 2);
  e1(&a, OP_JLT_I, 3);
  e1(&a, OP_PUSH_I, 0);
  e0(&a, OP_RET);
  expect_vfy(&a, VE_TYPE, 0, 2, TY_LONG, "JLT_I on int, long");
  a.fn[0].code[0] = OP_PUSH_L | 1u << 8;
  a.fn[0].code[2] = OP_JLT_L | 3u << 8;
  expect_vfy(&a, VE_NONE, 0, 0, 0, "JLT_L on long, long");
  a.fn[0].code[2] = OP_JLT_L | 4u << 8;
  expect_vfy(&a, VE_MERGE, 0, 3, 4, "JLT_L target with another depth");

  /* calls: arity and types */
  a_init(&a);
  a_func(&a, "main", 'i', "", "", 4, 0);
  e1(&a, OP_PUSH_I, 1);
  e1(&a, OP_CALL, 1);
  e0(&a, OP_RET);
  a_func(&a, "f", 'i', "ii", "", 2, 0);
  e2(&a, OP_LOAD2, 0, 1);
  e0(&a, OP_ADD_I);
  e0(&a, OP_RET);
  expect_vfy(&a, VE_UNDERFLOW, 0, 1, 0, "call with too few arguments");
  a.cur = 0;
  a.fn[0].n = 0;
  e1(&a, OP_PUSH_I, 1);
  k_l(&a, 2);
  e1(&a, OP_CALL, 1);
  e0(&a, OP_RET);
  expect_vfy(&a, VE_TYPE, 0, 2, TY_LONG, "call with a long for an int parameter");
  a.fn[0].n = 0;
  e1(&a, OP_PUSH_I, 1);
  e1(&a, OP_PUSH_I, 2);
  e1(&a, OP_CALL, 1);
  e0(&a, OP_RET);
  expect_vfy(&a, VE_NONE, 0, 0, 0, "call with the right arguments");
  a_init(&a);
  a_func(&a, "main", 'i', "", "L", 4, 4);
  e1(&a, OP_LOAD, 0);
  e1(&a, OP_CALL, 1);
  e0(&a, OP_RET);
  a_func(&a, "f", 'i', "I", "", 2, 0);
  e1(&a, OP_PUSH_I, 0);
  e0(&a, OP_RET);
  expect_vfy(&a, VE_TYPE, 0, 1, TY_ARR | TY_LONG, "long array for an int array parameter");
  a_init(&a);
  a_func(&a, "main", 'i', "", "", 4, 0);
  e1(&a, OP_CALL, 1);
  e0(&a, OP_RET);
  a_func(&a, "f", 'v', "", "", 0, 0);
  e0(&a, OP_RET_V);
  expect_vfy(&a, VE_UNDERFLOW, 0, 1, 0, "a void call pushes nothing");

  /* VE_MERGE */
  a_init(&a);
  a_func(&a, "main", 'i', "", "", 2, 0);
  e1(&a, OP_PUSH_I, 0);
  j = e1(&a, OP_JZ, 0);
  e1(&a, OP_PUSH_I, 7);
  patch(&a, j, here(&a));
  e1(&a, OP_PUSH_I, 1);
  e0(&a, OP_RET);
  expect_vfy(&a, VE_MERGE, 0, 2, 3, "depths differ where paths join");
  a_init(&a);
  a_func(&a, "main", 'l', "i", "", 2, 0);
  e1(&a, OP_LOAD, 0);
  j = e1(&a, OP_JZ, 0);
  e1(&a, OP_PUSH_I, 1);
  pc = e1(&a, OP_JUMP, 0);
  patch(&a, j, here(&a));
  k_l(&a, 2);
  patch(&a, pc, here(&a));
  e0(&a, OP_POP);
  k_l(&a, 3);
  e0(&a, OP_RET);
  expect_vfy(&a, VE_MERGE, 0, 4, 5, "types differ where paths join");
  a.fn[0].code[2] = (uint32_t)OP_CONST_L | (uint32_t)kidx(&a, 9) << 8;
  expect_vfy(&a, VE_NONE, 0, 0, 0, "the same types where paths join (?: shape)");

  /* VE_STACK */
  a_init(&a);
  a_func(&a, "main", 'i', "", "", 2, 0);
  e1(&a, OP_PUSH_I, 1);
  e1(&a, OP_PUSH_I, 2);
  e1(&a, OP_PUSH_I, 3);
  e0(&a, OP_ADD_I);
  e0(&a, OP_ADD_I);
  e0(&a, OP_RET);
  expect_vfy(&a, VE_STACK, 0, 2, 3, "deeper than max_stack");
  a.fn[0].max_stack = 3;
  expect_vfy(&a, VE_NONE, 0, 0, 0, "exactly max_stack");
  a.fn[0].max_stack = GNC_MAX_STACK_FN + 1;
  expect_vfy(&a, VE_STACK, 0, -1, GNC_MAX_STACK_FN + 1, "max_stack above the limit");
  a_init(&a);
  a_func(&a, "main", 'i', "", "", 1, 0);
  pc = here(&a);
  e1(&a, OP_PUSH_I, 1);
  e1(&a, OP_JUMP, pc);
  expect_vfy(&a, VE_MERGE, 0, 1, 0, "a loop that grows the stack");

  /* VE_FALLOFF */
  a_init(&a);
  a_func(&a, "main", 'i', "", "", 2, 0);
  e1(&a, OP_PUSH_I, 1);
  e0(&a, OP_POP);
  expect_vfy(&a, VE_FALLOFF, 0, 1, 0, "falls off the end");
  a_init(&a);
  a_func(&a, "main", 'v', "", "", 2, 0);
  e1(&a, OP_PUSH_I, 1);
  e1(&a, OP_JZ, 0);
  expect_vfy(&a, VE_FALLOFF, 0, 1, 0, "conditional jump as the last instruction");
  a_init(&a);
  a_func(&a, "main", 'v', "", "", 2, 0);
  expect_vfy(&a, VE_FALLOFF, 0, 0, 0, "empty function");
  a_init(&a);
  a_func(&a, "main", 'v', "", "", 2, 0);
  e0(&a, OP_RET_V);
  e1(&a, OP_PUSH_I, 1); /* unreachable: only decoded */
  e0(&a, OP_ADD_I);
  expect_vfy(&a, VE_NONE, 0, 0, 0, "unreachable code is only decoded");

  /* VE_RET */
  a_init(&a);
  a_func(&a, "main", 'l', "", "", 2, 0);
  e1(&a, OP_PUSH_I, 1);
  e0(&a, OP_RET);
  expect_vfy(&a, VE_RET, 0, 1, TY_INT, "int returned from a long function");
  a_init(&a);
  a_func(&a, "main", 'v', "", "", 2, 0);
  e1(&a, OP_PUSH_I, 1);
  e0(&a, OP_RET);
  expect_vfy(&a, VE_RET, 0, 1, TY_INT, "RET in a void function");
  a_init(&a);
  a_func(&a, "main", 'i', "", "", 2, 0);
  e0(&a, OP_RET_V);
  expect_vfy(&a, VE_RET, 0, 0, TY_VOID, "RET_V in an int function");

  /* VE_ARR */
  a_init(&a);
  a_func(&a, "main", 'v', "", "I", 2, 4);
  e3(&a, OP_ARR_INIT, 0, 1, 4);
  e0(&a, OP_RET_V);
  expect_vfy(&a, VE_ARR, 0, 0, 1, "ARR_INIT past arr_words");
  a.fn[0].code[1] = 0;
  expect_vfy(&a, VE_NONE, 0, 0, 0, "ARR_INIT filling arr_words");
  a.fn[0].code[2] = 0;
  expect_vfy(&a, VE_ARR, 0, 0, 0, "ARR_INIT of length 0");
  a.fn[0].code[2] = GNC_MAX_ARRAY + 1;
  a.fn[0].arr_words = GNC_MAX_ARRAY + 1;
  expect_vfy(&a, VE_ARR, 0, 0, GNC_MAX_ARRAY + 1, "ARR_INIT longer than GNC_MAX_ARRAY");
  a.fn[0].code[1] = 0xffffffffu;
  a.fn[0].code[2] = 4;
  expect_vfy(&a, VE_ARR, 0, 0, -1, "ARR_INIT offset overflow");
  a_init(&a);
  a_func(&a, "main", 'v', "", "i", 2, 4);
  e3(&a, OP_ARR_INIT, 0, 0, 4);
  e0(&a, OP_RET_V);
  expect_vfy(&a, VE_ARR, 0, 0, 0, "ARR_INIT on a scalar slot");
  a_init(&a);
  a_func(&a, "main", 'i', "", "i", 2, 0);
  e1(&a, OP_PUSH_I, 0);
  e1(&a, OP_ALOAD, 0);
  e0(&a, OP_RET);
  expect_vfy(&a, VE_ARR, 0, 1, 0, "ALOAD on a scalar slot");
  a_init(&a);
  a_func(&a, "main", 'v', "", "", 2, GNC_MAX_FRAME_ARR + 1);
  e0(&a, OP_RET_V);
  expect_vfy(&a, VE_ARR, 0, -1, GNC_MAX_FRAME_ARR + 1, "arr_words above the limit");

  /* VE_SIG */
  a_init(&a);
  a_func(&a, "main", 'i', "", "", 2, 0);
  e1(&a, OP_PUSH_I, 1);
  e0(&a, OP_RET);
  f = a_func(&a, "g", 'i', "i", "", 2, 0);
  e1(&a, OP_LOAD, 0);
  e0(&a, OP_RET);
  a.fn[f].types[0] = 5;
  expect_vfy(&a, VE_SIG, 1, -1, 0, "invalid local type");
  a.fn[f].types[0] = TY_ARR;
  expect_vfy(&a, VE_SIG, 1, -1, 0, "array of void");
  a.fn[f].types[0] = TY_PTR1 + 5; /* pointer types are 32 * depth + a base that is void or scalar */
  expect_vfy(&a, VE_SIG, 1, -1, 0, "pointer to a base that is no type");
  a.fn[f].types[0] = TY_PTR1 + TY_ERR;
  expect_vfy(&a, VE_SIG, 1, -1, 0, "pointer to the error type");
  a.fn[f].types[0] = TY_ARR | (TY_PTR1 + TY_INT);
  expect_vfy(&a, VE_SIG, 1, -1, 0, "slot array of pointers");
  a.fn[f].types[0] = TY_PTR | TY_ARR;
  expect_vfy(&a, VE_SIG, 1, -1, 0, "array of pointers (value-slot arrays hold arithmetic types only)");
  a.fn[f].types[0] = TY_ERR | TY_ARR;
  expect_vfy(&a, VE_SIG, 1, -1, 0, "array of the error type");
  a.fn[f].types[0] = TY_INT;
  a.fn[f].ret = 7;
  expect_vfy(&a, VE_SIG, 1, -1, 7, "invalid return type");
  a.fn[f].ret = TY_ARR | TY_INT;
  expect_vfy(&a, VE_SIG, 1, -1, TY_ARR | TY_INT, "array return type");
  a.fn[f].ret = TY_INT;
  a.fn[f].nparams = 2;
  expect_vfy(&a, VE_SIG, 1, -1, 1, "nparams > nlocals");
  a.fn[f].nparams = 1;
  expect_vfy(&a, VE_NONE, 0, 0, 0, "restored");
  a_init(&a);
  a_func(&a, "main", 'v', "", "", 0, 0);
  for (j = 0; j < GNC_MAX_LOCALS + 1; j++) a.fn[0].types[j] = TY_INT;
  e0(&a, OP_RET_V);
  a.fn[0].nlocals = GNC_MAX_LOCALS;
  expect_vfy(&a, VE_NONE, 0, 0, 0, "GNC_MAX_LOCALS locals");
  a.fn[0].nlocals = GNC_MAX_LOCALS + 1;
  expect_vfy(&a, VE_SIG, 0, -1, GNC_MAX_LOCALS + 1, "nlocals above GNC_MAX_LOCALS");
  a.fn[0].nlocals = 1;
  a.fn[0].nparams = GNC_MAX_PARAMS + 1;
  expect_vfy(&a, VE_SIG, 0, -1, 1, "nparams above GNC_MAX_PARAMS");

  /* VE_IMM */
  a_init(&a);
  a_func(&a, "main", 'b', "", "", 2, 0);
  e1(&a, OP_PUSH_B, 2);
  e0(&a, OP_RET);
  expect_vfy(&a, VE_IMM, 0, 0, 2, "PUSH_B 2");
  a.fn[0].code[0] = OP_PUSH_B | (0xffffffu << 8);
  expect_vfy(&a, VE_IMM, 0, 0, -1, "PUSH_B -1");

  /* errors are reported in later functions too, with the function index */
  a_init(&a);
  a_func(&a, "main", 'i', "", "", 2, 0);
  e1(&a, OP_PUSH_I, 1);
  e0(&a, OP_RET);
  a_func(&a, "g", 'i', "", "", 2, 0);
  e1(&a, OP_PUSH_I, 1);
  e0(&a, OP_NEG_L);
  e0(&a, OP_RET);
  expect_vfy(&a, VE_TYPE, 1, 1, TY_INT, "error in the second function");

  /* every special-signature opcode has a verifier rule: a module using each verifies */
  a_init(&a);
  a_func(&a, "main", 'i', "iI", "il", 8, 4);
  e3(&a, OP_ARR_INIT, 1, 0, 4); /* slot 1 is the I param: re-init is allowed */
  e1(&a, OP_LOAD, 0);
  e0(&a, OP_DUP);
  e1(&a, OP_STORE, 2);
  e1(&a, OP_ALOAD, 1);
  e0(&a, OP_POP);
  e1(&a, OP_PUSH_I, 0);
  e1(&a, OP_PUSH_I, 5);
  e1(&a, OP_ASTORE, 1);
  e1(&a, OP_PUSH_I, 0);
  e1(&a, OP_PUSH_I, 5);
  e1(&a, OP_ASTORE_K, 1);
  e0(&a, OP_POP);
  e2(&a, OP_INC_SLOT_I, 2, 3);
  e2(&a, OP_LOAD2, 2, 1);
  e1(&a, OP_CALL, 0);
  e0(&a, OP_RET);
  expect_vfy(&a, VE_NONE, 0, 0, 0, "every special opcode");
  for (j = 0; j < OP__COUNT; j++) {
    if (strcmp(op_sig(j), "special") != 0) {
      /* plain signatures: well formed, and push no more values than the instruction has words
       * (the verifier's node pool relies on it) */
      const char *s = op_sig(j), *gt = strchr(s, '>');
      CHECK(gt && (int)strlen(gt + 1) <= op_words(j) && strspn(gt + 1, "ildbp") == strlen(gt + 1) &&
                strspn(s, "ildbcp*") == (size_t)(gt - s),
            "signature of %s: %s", op_name(j), s);
    }
    CHECK(op_words(j) >= 1 && op_words(j) <= 3, "op_words(%s)", op_name(j));
  }
  CHECK(op_words(OP__COUNT) == 0 && op_words(-1) == 0, "op_words of unknown opcodes");
  CHECK(strcmp(op_name(OP_ADD_I), "ADD_I") == 0 && strcmp(op_sig(OP_ADD_I), "ii>i") == 0 &&
            op_kind(OP_JZ) == OK_JUMP,
        "op tables");
}

/* ------------------------------------------------------------------ VM tests */

typedef struct {
  Value *stack, *heap;
  int32_t *frames;
  VmMem mem;
  VmLimits lim;
} Env;

/* byte memory of the VM tests (env_mem changes it) */
#define ENV_MEM 65536
#define ENV_OBJS 256
#define ENV_OUT 4096

static void env_init(Env *v, int32_t stack, int32_t heap, int32_t depth, int64_t fuel) {
  memset(&v->mem, 0, sizeof v->mem);
  v->stack = calloc((size_t)stack + 1, sizeof(Value));
  v->heap = calloc((size_t)heap + 1, sizeof(Value));
  v->frames = calloc(VM_FRAME_INTS * (size_t)depth + 1, sizeof(int32_t));
  v->mem.mem = malloc(ENV_MEM);
  memset(v->mem.mem, 0xa5, ENV_MEM); /* garbage: the VM must zero what it hands out */
  v->mem.mem_cap = ENV_MEM;
  v->mem.objs = malloc(sizeof(VmObj) * ENV_OBJS);
  memset(v->mem.objs, 0x5a, sizeof(VmObj) * ENV_OBJS);
  v->mem.objs_cap = ENV_OBJS;
  v->mem.out = malloc(ENV_OUT);
  v->mem.out_cap = ENV_OUT;
  v->mem.stack = v->stack;
  v->mem.stack_cap = stack;
  v->mem.heap = v->heap;
  v->mem.heap_cap = heap;
  v->mem.frames = v->frames;
  v->mem.frames_cap = VM_FRAME_INTS * depth;
  v->lim.fuel = fuel;
  v->lim.max_depth = depth;
}
static void env_free(Env *v) {
  free(v->mem.mem);
  free(v->mem.objs);
  free(v->mem.out);
  free(v->stack);
  free(v->heap);
  free(v->frames);
}

/* build, verify (must pass) and run function fn; the Module and bytes stay valid until free */
static VmResult run_mod(const Asm *a, int fn, const Value *args, int nargs, int32_t heap_used, Env *env) {
  size_t len;
  unsigned char *b = a_build(a, &len);
  Module m;
  VfyError e;
  VmResult r;
  int i, k;
  memset(&r, 0, sizeof r);
  r.trap = -1;
  if (mod_load(b, len, &m) || verify_bytes(b, len, &e)) {
    CHECK(0, "module for a VM test does not verify: %d f%d pc%d arg%d", e.code, e.func, e.pc, e.arg);
    free(b);
    return r;
  }
  for (i = 0; i < a->nfn; i++)
    for (k = 0; k < a->fn[i].n; k += op_words((int)(a->fn[i].code[k] & 0xff)))
      op_used[a->fn[i].code[k] & 0xff] = 1;
  vm_call(&m, fn, args, nargs, heap_used, &env->mem, &env->lim, &r);
  free(b);
  return r;
}

static Value vi(int64_t x) { Value v; v.i = x; return v; }
static Value vd(double x) { Value v; v.d = x; return v; }

/* push operand x for signature letter c */
static void push_operand(Asm *a, char c, Value x) {
  switch (c) {
  case 'i': case 'c': k_i(a, (int32_t)x.i); break;
  case 'l': k_l(a, x.i); break;
  case 'd': k_d(a, x.d); break;
  case 'b': e1(a, OP_PUSH_B, (int32_t)x.i); break;
  }
}

/* run plain opcode op on operands x (and y): expect the value want (bits) or trap */
static void t_op_line(int line, int op, Value x, Value y, Value want, int trap) {
  const char *sig = op_sig(op), *gt = strchr(sig, '>');
  int npop = (int)(gt - sig), ret;
  Asm a;
  Env env;
  VmResult r;
  a_init(&a);
  ret = gt[1] ? gt[1] : 'v';
  a_func(&a, "main", (char)ret, "", "", 4, 0);
  if (npop >= 1) push_operand(&a, sig[0], x);
  if (npop >= 2) push_operand(&a, sig[1], y);
  e0(&a, op);
  e0(&a, ret == 'v' ? OP_RET_V : OP_RET);
  env_init(&env, 64, 16, 4, 100);
  r = run_mod(&a, 0, NULL, 0, 0, &env);
  if (trap)
    CHECK(r.trap == trap && r.steps == npop + 1, "line %d: %s: want trap %s, got %s steps %lld", line,
          op_name(op), vm_trap_name(trap), vm_trap_name(r.trap), (long long)r.steps);
  else
    CHECK(r.trap == TRAP_NONE && r.ret.u == want.u && r.steps == npop + 2,
          "line %d: %s: want %lld (%.17g), got %lld (%.17g) trap %s", line, op_name(op), (long long)want.i,
          want.d, (long long)r.ret.i, r.ret.d, vm_trap_name(r.trap));
  env_free(&env);
}
#define T_OP(op, x, y, want) t_op_line(__LINE__, op, x, y, want, 0)
#define T_TRAP(op, x, y, trap) t_op_line(__LINE__, op, x, y, vi(0), trap)

static void test_vm_ops(void) {
  const int32_t IMIN = INT32_MIN, IMAX = INT32_MAX;
  const int64_t LMIN = INT64_MIN, LMAX = INT64_MAX;
  const double inf = 1.0 / 0.0, nan = 0.0 / 0.0;
  Value cnan;
  cnan.u = 0x7ff8000000000000ull;
  /* int arithmetic wraps */
  T_OP(OP_ADD_I, vi(IMAX), vi(1), vi(IMIN));
  T_OP(OP_ADD_I, vi(-5), vi(3), vi(-2));
  T_OP(OP_SUB_I, vi(IMIN), vi(1), vi(IMAX));
  T_OP(OP_MUL_I, vi(65536), vi(65536), vi(0));
  T_OP(OP_MUL_I, vi(IMAX), vi(2), vi(-2));
  T_OP(OP_MUL_I, vi(-7), vi(6), vi(-42));
  T_OP(OP_DIV_I, vi(7), vi(-2), vi(-3));
  T_OP(OP_DIV_I, vi(-7), vi(2), vi(-3));
  T_OP(OP_DIV_I, vi(IMIN), vi(1), vi(IMIN));
  T_OP(OP_DIV_I, vi(IMIN), vi(-2), vi(1 << 30));
  T_TRAP(OP_DIV_I, vi(1), vi(0), TRAP_DIV_ZERO);
  T_TRAP(OP_DIV_I, vi(IMIN), vi(-1), TRAP_DIV_OVERFLOW);
  T_OP(OP_REM_I, vi(-7), vi(2), vi(-1));
  T_OP(OP_REM_I, vi(7), vi(-2), vi(1));
  T_TRAP(OP_REM_I, vi(7), vi(0), TRAP_DIV_ZERO);
  T_TRAP(OP_REM_I, vi(IMIN), vi(-1), TRAP_DIV_OVERFLOW);
  T_OP(OP_NEG_I, vi(IMIN), vi(0), vi(IMIN));
  T_OP(OP_NEG_I, vi(5), vi(0), vi(-5));
  T_OP(OP_AND_I, vi(-1), vi(0x0f0f), vi(0x0f0f));
  T_OP(OP_OR_I, vi(IMIN), vi(1), vi(IMIN + 1));
  T_OP(OP_XOR_I, vi(-1), vi(5), vi(-6));
  T_OP(OP_NOT_I, vi(0), vi(0), vi(-1));
  T_OP(OP_NOT_I, vi(IMAX), vi(0), vi(IMIN));
  T_OP(OP_SHL_I, vi(1), vi(31), vi(IMIN));
  T_OP(OP_SHL_I, vi(-1), vi(4), vi(-16));
  T_OP(OP_SHL_I, vi(0x40000000), vi(1), vi(IMIN));
  T_OP(OP_SHL_I, vi(3), vi(0), vi(3));
  T_TRAP(OP_SHL_I, vi(1), vi(32), TRAP_SHIFT);
  T_TRAP(OP_SHL_I, vi(1), vi(-1), TRAP_SHIFT);
  T_TRAP(OP_SHL_I, vi(1), vi(LMIN), TRAP_SHIFT);
  T_OP(OP_SHR_I, vi(-16), vi(2), vi(-4));
  T_OP(OP_SHR_I, vi(IMIN), vi(31), vi(-1));
  T_OP(OP_SHR_I, vi(IMAX), vi(30), vi(1));
  T_TRAP(OP_SHR_I, vi(1), vi(32), TRAP_SHIFT);
  T_TRAP(OP_SHR_I, vi(1), vi(-5), TRAP_SHIFT);
  /* long */
  T_OP(OP_ADD_L, vi(LMAX), vi(1), vi(LMIN));
  T_OP(OP_SUB_L, vi(LMIN), vi(1), vi(LMAX));
  T_OP(OP_MUL_L, vi(LMAX), vi(LMAX), vi(1));
  T_OP(OP_MUL_L, vi(1LL << 32), vi(1LL << 32), vi(0));
  T_OP(OP_DIV_L, vi(-7), vi(2), vi(-3));
  T_OP(OP_DIV_L, vi(LMIN), vi(2), vi(LMIN / 2));
  T_TRAP(OP_DIV_L, vi(1), vi(0), TRAP_DIV_ZERO);
  T_TRAP(OP_DIV_L, vi(LMIN), vi(-1), TRAP_DIV_OVERFLOW);
  T_OP(OP_REM_L, vi(-7), vi(2), vi(-1));
  T_OP(OP_REM_L, vi(LMIN), vi(3), vi(LMIN % 3));
  T_TRAP(OP_REM_L, vi(1), vi(0), TRAP_DIV_ZERO);
  T_TRAP(OP_REM_L, vi(LMIN), vi(-1), TRAP_DIV_OVERFLOW);
  T_OP(OP_NEG_L, vi(LMIN), vi(0), vi(LMIN));
  T_OP(OP_AND_L, vi(-1), vi(1LL << 40), vi(1LL << 40));
  T_OP(OP_OR_L, vi(1), vi(2), vi(3));
  T_OP(OP_XOR_L, vi(-1), vi(LMAX), vi(LMIN));
  T_OP(OP_NOT_L, vi(0), vi(0), vi(-1));
  T_OP(OP_SHL_L, vi(1), vi(63), vi(LMIN));
  T_OP(OP_SHL_L, vi(-3), vi(1), vi(-6));
  T_TRAP(OP_SHL_L, vi(1), vi(64), TRAP_SHIFT);
  T_TRAP(OP_SHL_L, vi(1), vi(-1), TRAP_SHIFT);
  T_OP(OP_SHR_L, vi(LMIN), vi(63), vi(-1));
  T_OP(OP_SHR_L, vi(-100), vi(3), vi(-13));
  T_TRAP(OP_SHR_L, vi(1), vi(64), TRAP_SHIFT);
  /* double */
  T_OP(OP_ADD_D, vd(0.1), vd(0.2), vd(0.1 + 0.2));
  T_OP(OP_SUB_D, vd(1.0), vd(1e-17), vd(1.0));
  T_OP(OP_MUL_D, vd(1e308), vd(10.0), vd(inf));
  T_OP(OP_DIV_D, vd(1.0), vd(0.0), vd(inf));
  T_OP(OP_DIV_D, vd(-1.0), vd(0.0), vd(-inf));
  T_OP(OP_DIV_D, vd(0.0), vd(0.0), cnan); /* NaN leaves the VM canonical */
  T_OP(OP_DIV_D, vd(1.0), vd(3.0), vd(1.0 / 3.0));
  T_OP(OP_NEG_D, vd(0.0), vd(0), vd(-0.0));
  T_OP(OP_NEG_D, vd(nan), vd(0), cnan);
  T_OP(OP_ADD_D, vd(4.9e-324), vd(0.0), vd(4.9e-324)); /* subnormals kept */
  /* comparisons */
  T_OP(OP_EQ_I, vi(3), vi(3), vi(1));
  T_OP(OP_NE_I, vi(3), vi(3), vi(0));
  T_OP(OP_LT_I, vi(IMIN), vi(IMAX), vi(1));
  T_OP(OP_LE_I, vi(4), vi(4), vi(1));
  T_OP(OP_GT_I, vi(-1), vi(0), vi(0));
  T_OP(OP_GE_I, vi(-1), vi(-1), vi(1));
  T_OP(OP_EQ_L, vi(LMIN), vi(LMIN), vi(1));
  T_OP(OP_NE_L, vi(1), vi(2), vi(1));
  T_OP(OP_LT_L, vi(LMIN), vi(0), vi(1));
  T_OP(OP_LE_L, vi(LMAX), vi(LMIN), vi(0));
  T_OP(OP_GT_L, vi(LMAX), vi(LMIN), vi(1));
  T_OP(OP_GE_L, vi(0), vi(1), vi(0));
  T_OP(OP_EQ_D, vd(nan), vd(nan), vi(0));
  T_OP(OP_NE_D, vd(nan), vd(nan), vi(1));
  T_OP(OP_EQ_D, vd(0.0), vd(-0.0), vi(1));
  T_OP(OP_LT_D, vd(nan), vd(1.0), vi(0));
  T_OP(OP_LT_D, vd(-inf), vd(1.0), vi(1));
  T_OP(OP_LE_D, vd(1.0), vd(1.0), vi(1));
  T_OP(OP_GT_D, vd(1.0), vd(nan), vi(0));
  T_OP(OP_GE_D, vd(2.0), vd(1.0), vi(1));
  /* conversions */
  T_OP(OP_I2L, vi(-5), vi(0), vi(-5));
  T_OP(OP_L2I, vi(0x1ffffffffLL), vi(0), vi(-1));
  T_OP(OP_L2I, vi(0x80000000LL), vi(0), vi(IMIN));
  T_OP(OP_I2D, vi(IMIN), vi(0), vd(-2147483648.0));
  T_OP(OP_L2D, vi(LMAX), vi(0), vd(9223372036854775807.0));
  T_OP(OP_L2D, vi((1LL << 53) + 1), vi(0), vd(9007199254740992.0));
  T_OP(OP_D2I, vd(-2.9), vi(0), vi(-2));
  T_OP(OP_D2I, vd(2147483647.9), vi(0), vi(IMAX));
  T_OP(OP_D2I, vd(-2147483648.9), vi(0), vi(IMIN));
  T_TRAP(OP_D2I, vd(2147483648.0), vi(0), TRAP_CONVERSION);
  /* C's other scalar types: narrowing, unsigned division, shifts, comparisons and conversions */
  T_OP(OP_SEXT8, vi(200), vi(0), vi(-56));
  T_OP(OP_SEXT8, vi(-129), vi(0), vi(127));
  T_OP(OP_ZEXT8, vi(-1), vi(0), vi(255));
  T_OP(OP_SEXT16, vi(40000), vi(0), vi(-25536));
  T_OP(OP_ZEXT16, vi(-1), vi(0), vi(65535));
  T_OP(OP_U2L, vi(-1), vi(0), vi(4294967295LL));
  T_OP(OP_DIV_U, vi(-1), vi(2), vi(IMAX));
  T_OP(OP_DIV_U, vi(7), vi(-1), vi(0));
  T_TRAP(OP_DIV_U, vi(7), vi(0), TRAP_DIV_ZERO);
  T_OP(OP_REM_U, vi(-1), vi(10), vi(5));
  T_TRAP(OP_REM_U, vi(7), vi(0), TRAP_DIV_ZERO);
  T_OP(OP_SHR_U, vi(IMIN), vi(31), vi(1));
  T_OP(OP_SHR_U, vi(-1), vi(0), vi(-1));
  T_TRAP(OP_SHR_U, vi(1), vi(32), TRAP_SHIFT);
  T_OP(OP_LT_U, vi(1), vi(-1), vi(1));
  T_OP(OP_LE_U, vi(-1), vi(-1), vi(1));
  T_OP(OP_GT_U, vi(-1), vi(1), vi(1));
  T_OP(OP_GE_U, vi(0), vi(-1), vi(0));
  T_OP(OP_DIV_UL, vi(-1), vi(2), vi(LMAX));
  T_TRAP(OP_DIV_UL, vi(1), vi(0), TRAP_DIV_ZERO);
  T_OP(OP_REM_UL, vi(-1), vi(1000), vi(615));
  T_TRAP(OP_REM_UL, vi(1), vi(0), TRAP_DIV_ZERO);
  T_OP(OP_SHR_UL, vi(LMIN), vi(63), vi(1));
  T_TRAP(OP_SHR_UL, vi(1), vi(64), TRAP_SHIFT);
  T_OP(OP_LT_UL, vi(1), vi(-1), vi(1));
  T_OP(OP_LE_UL, vi(LMIN), vi(LMAX), vi(0));
  T_OP(OP_GT_UL, vi(LMIN), vi(LMAX), vi(1));
  T_OP(OP_GE_UL, vi(5), vi(5), vi(1));
  T_OP(OP_D2U, vd(4294967295.9), vi(0), vi(-1));
  T_OP(OP_D2U, vd(-0.9), vi(0), vi(0));
  T_TRAP(OP_D2U, vd(-1.0), vi(0), TRAP_CONVERSION);
  T_TRAP(OP_D2U, vd(4294967296.0), vi(0), TRAP_CONVERSION);
  T_TRAP(OP_D2U, vd(nan), vi(0), TRAP_CONVERSION);
  T_OP(OP_D2UL, vd(18446744073709549568.0), vi(0), vi(-2048));
  T_TRAP(OP_D2UL, vd(18446744073709551616.0), vi(0), TRAP_CONVERSION);
  T_TRAP(OP_D2UL, vd(-1.0), vi(0), TRAP_CONVERSION);
  T_OP(OP_UL2D, vi(-1), vi(0), vd(18446744073709551616.0));
  T_OP(OP_UL2D, vi(LMIN + 1025), vi(0), vd(9223372036854777856.0));
  T_OP(OP_D2F, vd(0.1), vi(0), vd((double)0.1f));
  T_OP(OP_D2F, vd(1e300), vi(0), vd(inf));
  T_OP(OP_D2F, vd(1.00000005960464477539), vi(0), vd(1.0)); /* a tie: to even */
  T_OP(OP_L2F, vi(9007199791611905LL), vi(0), vd(9007200328482816.0)); /* one rounding, not two */
  T_OP(OP_L2F, vi(LMIN), vi(0), vd(-9223372036854775808.0));
  T_OP(OP_UL2F, vi(-1), vi(0), vd(18446744073709551616.0));
  T_OP(OP_UL2F, vi(16777217), vi(0), vd(16777216.0));
  T_TRAP(OP_D2I, vd(-2147483649.0), vi(0), TRAP_CONVERSION);
  T_TRAP(OP_D2I, vd(nan), vi(0), TRAP_CONVERSION);
  T_TRAP(OP_D2I, vd(inf), vi(0), TRAP_CONVERSION);
  T_OP(OP_D2L, vd(-9223372036854775808.0), vi(0), vi(LMIN));
  T_OP(OP_D2L, vd(9223372036854774784.0), vi(0), vi(9223372036854774784LL));
  T_OP(OP_D2L, vd(-0.5), vi(0), vi(0));
  T_TRAP(OP_D2L, vd(9223372036854775808.0), vi(0), TRAP_CONVERSION);
  T_TRAP(OP_D2L, vd(-9223372036854777856.0), vi(0), TRAP_CONVERSION);
  T_TRAP(OP_D2L, vd(nan), vi(0), TRAP_CONVERSION);
  T_TRAP(OP_D2L, vd(-inf), vi(0), TRAP_CONVERSION);
  T_OP(OP_I2B, vi(-7), vi(0), vi(1));
  T_OP(OP_I2B, vi(0), vi(0), vi(0));
  T_OP(OP_L2B, vi(1LL << 40), vi(0), vi(1));
  T_OP(OP_D2B, vd(-0.0), vi(0), vi(0));
  T_OP(OP_D2B, vd(nan), vi(0), vi(1));
  T_OP(OP_D2B, vd(1e-300), vi(0), vi(1));
  T_OP(OP_B2I, vi(1), vi(0), vi(1));
  T_OP(OP_LNOT, vi(0), vi(0), vi(1));
  T_OP(OP_LNOT, vi(IMIN), vi(0), vi(0));
  T_OP(OP_ADDK_I, vi(IMAX), vi(0), vi(IMAX)); /* ADDK_I 0 */
  /* division by powers of two takes a shortcut in the VM: compare with C on many dividends */
  {
    static const int64_t as[] = {0, 1, -1, 2, -2, 3, -3, 7, -7, 8, -8, 1000001, -1000001, INT32_MAX, INT32_MIN,
                                 INT32_MIN + 1, INT64_MAX, INT64_MIN, INT64_MIN + 1, -4611686018427387905LL};
    size_t i;
    int k;
    for (i = 0; i < sizeof as / sizeof as[0]; i++) {
      for (k = 0; k < 63; k++) {
        int64_t b = (int64_t)1 << k;
        T_OP(OP_DIV_L, vi(as[i]), vi(b), vi(as[i] / b));
        T_OP(OP_REM_L, vi(as[i]), vi(b), vi(as[i] % b));
        if (k < 31) {
          int32_t a32 = (int32_t)as[i], b32 = (int32_t)b;
          T_OP(OP_DIV_I, vi(a32), vi(b32), vi(a32 / b32));
          T_OP(OP_REM_I, vi(a32), vi(b32), vi(a32 % b32));
        }
      }
      T_OP(OP_DIV_I, vi((int32_t)as[i]), vi(-2), vi((int32_t)as[i] == INT32_MIN ? 1 << 30 : (int32_t)as[i] / -2));
      T_OP(OP_REM_L, vi(as[i]), vi(-4), vi(as[i] % -4));
      T_OP(OP_DIV_L, vi(as[i]), vi(INT64_MIN), vi(as[i] / INT64_MIN));
      T_OP(OP_REM_L, vi(as[i]), vi(INT64_MIN), vi(as[i] == INT64_MIN ? 0 : as[i] % INT64_MIN));
      T_OP(OP_DIV_I, vi((int32_t)as[i]), vi(INT32_MIN), vi((int32_t)as[i] / INT32_MIN));
    }
  }
  /* NOP and POP have no result: covered by special tests below */
}

/* int main(): ADDK_I with its immediate, constants, PUSH forms */
static void test_vm_misc(void) {
  Asm a;
  Env env;
  VmResult r;
  Value args[4];
  int j, pc, f;

  /* ADDK_I wraps, PUSH_I sign extends its 24-bit immediate, CONST_I */
  a_init(&a);
  a_func(&a, "main", 'i', "", "", 2, 0);
  k_i(&a, INT32_MAX);
  e1(&a, OP_ADDK_I, 1);
  e1(&a, OP_ADDK_I, -0x800000);
  e1(&a, OP_ADDK_I, 0x7fffff);
  e1(&a, OP_PUSH_I, -0x800000);
  e0(&a, OP_ADD_I);
  e0(&a, OP_NOP);
  e0(&a, OP_RET);
  env_init(&env, 64, 16, 4, 100);
  r = run_mod(&a, 0, NULL, 0, 0, &env);
  CHECK(r.trap == 0 && r.ret.i == (int64_t)(int32_t)((uint32_t)INT32_MAX + 1u - 0x800000u + 0x7fffffu - 0x800000u) && r.steps == 8,
        "ADDK_I/PUSH_I: %lld", (long long)r.ret.i);
  env_free(&env);

  /* locals: params, zeroed locals, STORE/LOAD/LOAD2/INC_SLOT_I/DUP/POP, bool param normalised */
  a_init(&a);
  a_func(&a, "main", 'l', "ilb", "id", 6, 0);
  e2(&a, OP_INC_SLOT_I, 0, (uint32_t)-3);  /* p0 -= 3 (wraps at INT_MIN) */
  e2(&a, OP_LOAD2, 0, 3);                  /* p0, zeroed local 3 */
  e0(&a, OP_ADD_I);
  e0(&a, OP_DUP);
  e0(&a, OP_POP);
  e0(&a, OP_I2L);
  e1(&a, OP_LOAD, 1);
  e0(&a, OP_ADD_L);
  e1(&a, OP_LOAD, 2);
  e0(&a, OP_B2I);
  e0(&a, OP_I2L);
  e0(&a, OP_ADD_L);
  e1(&a, OP_LOAD, 4);                      /* zeroed double */
  e0(&a, OP_D2L);
  e0(&a, OP_ADD_L);
  e0(&a, OP_RET);
  env_init(&env, 64, 16, 4, 1000);
  args[0] = vi(INT32_MIN + 1);
  args[1] = vi(1000);
  args[2] = vi(7); /* bool argument 7 becomes 1 */
  r = run_mod(&a, 0, args, 3, 0, &env);
  CHECK(r.trap == 0 && r.ret.i == (int64_t)INT32_MAX - 1 + 1000 + 1 && r.steps == 16, "locals: %lld steps %lld",
        (long long)r.ret.i, (long long)r.steps);
  /* int argument not sign-extended by the caller: normalised */
  args[0].u = 0x00000000ffffffffull;
  r = run_mod(&a, 0, args, 3, 0, &env);
  CHECK(r.trap == 0 && r.ret.i == -1 - 3 + 1000 + 1, "int argument normalised: %lld", (long long)r.ret.i);
  env_free(&env);

  /* branches: JZ/JNZ on int and bool, JUMP; a loop summing 1..100 */
  a_init(&a);
  a_func(&a, "main", 'i', "", "ii", 3, 0);
  e1(&a, OP_PUSH_I, 100);
  e1(&a, OP_STORE, 0);
  pc = here(&a);
  e1(&a, OP_LOAD, 0);
  j = e1(&a, OP_JZ, 0);
  e2(&a, OP_LOAD2, 1, 0);
  e0(&a, OP_ADD_I);
  e1(&a, OP_STORE, 1);
  e2(&a, OP_INC_SLOT_I, 0, (uint32_t)-1);
  e1(&a, OP_JUMP, pc);
  patch(&a, j, here(&a));
  e1(&a, OP_PUSH_B, 1);
  f = e1(&a, OP_JNZ, 0);
  e1(&a, OP_PUSH_I, -1);
  e0(&a, OP_RET);
  patch(&a, f, here(&a));
  e1(&a, OP_LOAD, 1);
  e0(&a, OP_RET);
  env_init(&env, 64, 16, 4, 100000);
  r = run_mod(&a, 0, NULL, 0, 0, &env);
  CHECK(r.trap == 0 && r.ret.i == 5050 && r.steps == 2 + 100 * 7 + 2 + 2 + 2, "loop: %lld steps %lld",
        (long long)r.ret.i, (long long)r.steps);
  /* fuel: exactly enough, one short */
  env.lim.fuel = r.steps;
  r = run_mod(&a, 0, NULL, 0, 0, &env);
  CHECK(r.trap == 0 && r.ret.i == 5050, "fuel exactly enough");
  env.lim.fuel = r.steps - 1;
  r = run_mod(&a, 0, NULL, 0, 0, &env);
  CHECK(r.trap == TRAP_FUEL && r.steps == env.lim.fuel, "fuel one short: %s %lld", vm_trap_name(r.trap),
        (long long)r.steps);
  env.lim.fuel = 0;
  r = run_mod(&a, 0, NULL, 0, 0, &env);
  CHECK(r.trap == TRAP_FUEL && r.steps == 0, "no fuel");
  env.lim.fuel = -5;
  r = run_mod(&a, 0, NULL, 0, 0, &env);
  CHECK(r.trap == TRAP_FUEL && r.steps == 0, "negative fuel");
  env_free(&env);

  /* an infinite loop stops on fuel */
  a_init(&a);
  a_func(&a, "main", 'v', "", "", 1, 0);
  e1(&a, OP_JUMP, 0);
  env_init(&env, 64, 16, 4, 12345);
  r = run_mod(&a, 0, NULL, 0, 0, &env);
  CHECK(r.trap == TRAP_FUEL && r.steps == 12345, "infinite loop");
  env_free(&env);
}

/* calls, recursion, arrays, traps at CALL and entry */
static void test_vm_calls(void) {
  Asm a;
  Env env;
  VmResult r;
  Value args[4];
  int j, fib, sum, main_;

  /* fib(n) recursive */
  a_init(&a);
  fib = a_func(&a, "fib", 'i', "i", "", 3, 0);
  e1(&a, OP_LOAD, 0);
  e1(&a, OP_PUSH_I, 2);
  e0(&a, OP_LT_I);
  j = e1(&a, OP_JZ, 0);
  e1(&a, OP_LOAD, 0);
  e0(&a, OP_RET);
  patch(&a, j, here(&a));
  e1(&a, OP_LOAD, 0);
  e1(&a, OP_ADDK_I, -1);
  e1(&a, OP_CALL, fib);
  e1(&a, OP_LOAD, 0);
  e1(&a, OP_ADDK_I, -2);
  e1(&a, OP_CALL, fib);
  e0(&a, OP_ADD_I);
  e0(&a, OP_RET);
  env_init(&env, 4096, 16, 100, 10000000);
  args[0] = vi(20);
  r = run_mod(&a, fib, args, 1, 0, &env);
  CHECK(r.trap == 0 && r.ret.i == 6765, "fib(20) = %lld", (long long)r.ret.i);
  /* depth: fib(20) needs depth 20 */
  env.lim.max_depth = 19;
  r = run_mod(&a, fib, args, 1, 0, &env);
  CHECK(r.trap == TRAP_CALL_DEPTH, "call depth: %s", vm_trap_name(r.trap));
  env.lim.max_depth = 20;
  r = run_mod(&a, fib, args, 1, 0, &env);
  CHECK(r.trap == 0 && r.ret.i == 6765, "call depth exactly enough");
  /* value stack: each frame needs 1 local + 3 operand slots, minus the argument already counted */
  env.lim.max_depth = 100;
  env.mem.stack_cap = 20;
  r = run_mod(&a, fib, args, 1, 0, &env);
  CHECK(r.trap == TRAP_STACK, "value stack overflow: %s", vm_trap_name(r.trap));
  env.mem.stack_cap = 4096;
  env.mem.frames_cap = VM_FRAME_INTS * 10;
  r = run_mod(&a, fib, args, 1, 0, &env);
  CHECK(r.trap == TRAP_STACK, "frame records exhausted: %s", vm_trap_name(r.trap));
  env.mem.frames_cap = VM_FRAME_INTS * 100;
  /* entry errors */
  r = run_mod(&a, fib, args, 0, 0, &env);
  CHECK(r.trap == TRAP_BAD_CALL && r.steps == 0, "wrong argument count");
  r = run_mod(&a, 5, args, 1, 0, &env);
  CHECK(r.trap == TRAP_BAD_CALL, "function index out of range");
  r = run_mod(&a, -1, args, 1, 0, &env);
  CHECK(r.trap == TRAP_BAD_CALL, "negative function index");
  env.lim.max_depth = 0;
  r = run_mod(&a, fib, args, 1, 0, &env);
  CHECK(r.trap == TRAP_CALL_DEPTH, "max_depth 0");
  env.lim.max_depth = 100;
  env.mem.stack_cap = 3;
  r = run_mod(&a, fib, args, 1, 0, &env);
  CHECK(r.trap == TRAP_STACK, "entry frame does not fit");
  env_free(&env);

  /* arrays: sum(int a[], int n) called by main with a local array; array argument from the host */
  a_init(&a);
  sum = a_func(&a, "sum", 'l', "Ii", "il", 3, 0);
  /* for (i = 0; i < n; i++) s += a[i] */
  {
    int top, out;
    top = here(&a);
    e2(&a, OP_LOAD2, 2, 1);
    e0(&a, OP_LT_I);
    out = e1(&a, OP_JZ, 0);
    e1(&a, OP_LOAD, 3);
    e1(&a, OP_LOAD, 2);
    e1(&a, OP_ALOAD, 0);
    e0(&a, OP_I2L);
    e0(&a, OP_ADD_L);
    e1(&a, OP_STORE, 3);
    e2(&a, OP_INC_SLOT_I, 2, 1);
    e1(&a, OP_JUMP, top);
    patch(&a, out, here(&a));
    e1(&a, OP_LOAD, 3);
    e0(&a, OP_RET);
  }
  main_ = a_func(&a, "main", 'l', "", "IiD", 4, 10);
  e3(&a, OP_ARR_INIT, 0, 2, 5);
  e3(&a, OP_ARR_INIT, 2, 7, 3);
  for (j = 0; j < 5; j++) {
    e1(&a, OP_PUSH_I, j);
    e1(&a, OP_PUSH_I, 10 * (j + 1));
    e1(&a, OP_ASTORE, 0);
  }
  e1(&a, OP_PUSH_I, 0);
  k_d(&a, 2.5);
  e1(&a, OP_ASTORE_K, 2);
  e0(&a, OP_D2I);
  e1(&a, OP_STORE, 1);
  e1(&a, OP_LOAD, 0);
  e1(&a, OP_PUSH_I, 5);
  e1(&a, OP_CALL, sum);
  e1(&a, OP_LOAD, 1);
  e0(&a, OP_I2L);
  e0(&a, OP_ADD_L);
  e0(&a, OP_RET);
  env_init(&env, 256, 64, 8, 100000);
  r = run_mod(&a, main_, NULL, 0, 0, &env);
  CHECK(r.trap == 0 && r.ret.i == 152, "arrays: %lld %s", (long long)r.ret.i, vm_trap_name(r.trap));
  /* array areas are placed above heap_used */
  r = run_mod(&a, main_, NULL, 0, 40, &env);
  CHECK(r.trap == 0 && r.ret.i == 152, "arrays above heap_used");
  r = run_mod(&a, main_, NULL, 0, 55, &env);
  CHECK(r.trap == TRAP_STACK, "array area does not fit: %s", vm_trap_name(r.trap));
  r = run_mod(&a, main_, NULL, 0, 65, &env);
  CHECK(r.trap == TRAP_BAD_CALL, "heap_used above heap_cap");
  /* host array argument */
  for (j = 0; j < 6; j++) env.heap[j].i = j + 1;
  args[0] = vm_arr_ref(1, 4);
  args[1] = vi(4);
  r = run_mod(&a, sum, args, 2, 6, &env);
  CHECK(r.trap == 0 && r.ret.i == 2 + 3 + 4 + 5, "host array argument: %lld", (long long)r.ret.i);
  args[1] = vi(5);
  r = run_mod(&a, sum, args, 2, 6, &env);
  CHECK(r.trap == TRAP_BOUNDS && r.steps > 0, "index == len traps: %s", vm_trap_name(r.trap));
  args[0] = vm_arr_ref(3, 4);
  r = run_mod(&a, sum, args, 2, 6, &env);
  CHECK(r.trap == TRAP_BAD_CALL, "array argument outside heap_used");
  args[0] = vm_arr_ref(-1, 1);
  r = run_mod(&a, sum, args, 2, 6, &env);
  CHECK(r.trap == TRAP_BAD_CALL, "array argument with a huge offset");
  env_free(&env);

  /* bounds traps: negative int index, long index, ASTORE/ASTORE_K, an uninitialised array slot */
  {
    static const int ops[3] = {OP_ALOAD, OP_ASTORE, OP_ASTORE_K};
    int o;
    for (o = 0; o < 3; o++) {
      int64_t idx[4] = {-1, 4, INT64_MIN, 1LL << 32};
      int k;
      for (k = 0; k < 4; k++) {
        a_init(&a);
        a_func(&a, "main", 'v', "", "L", 3, 4);
        e3(&a, OP_ARR_INIT, 0, 0, 4);
        k_l(&a, idx[k]);
        if (ops[o] != OP_ALOAD) k_l(&a, 1);
        e1(&a, ops[o], 0);
        if (ops[o] != OP_ASTORE) e0(&a, OP_POP);
        e0(&a, OP_RET_V);
        env_init(&env, 64, 16, 4, 100);
        r = run_mod(&a, 0, NULL, 0, 0, &env);
        CHECK(r.trap == TRAP_BOUNDS && r.steps == (ops[o] == OP_ALOAD ? 3 : 4), "%s index %lld: %s",
              op_name(ops[o]), (long long)idx[k], vm_trap_name(r.trap));
        env_free(&env);
      }
    }
    a_init(&a);
    a_func(&a, "main", 'i', "", "I", 3, 4);
    e1(&a, OP_PUSH_I, 0);
    e1(&a, OP_ALOAD, 0);
    e0(&a, OP_RET);
    env_init(&env, 64, 16, 4, 100);
    r = run_mod(&a, 0, NULL, 0, 0, &env);
    CHECK(r.trap == TRAP_BOUNDS, "an array slot before ARR_INIT has length 0");
    env_free(&env);
  }

  /* ARR_INIT zero-fills on every execution; RET_V from a callee; arrays shared by reference */
  a_init(&a);
  main_ = a_func(&a, "main", 'i', "", "Ii", 4, 3);
  {
    int top, out, fill;
    top = here(&a);
    e3(&a, OP_ARR_INIT, 0, 0, 3);
    e1(&a, OP_LOAD, 0);
    e1(&a, OP_CALL, 1);
    e2(&a, OP_INC_SLOT_I, 1, 1);
    e1(&a, OP_LOAD, 1);
    e1(&a, OP_PUSH_I, 3);
    e0(&a, OP_LT_I);
    out = e1(&a, OP_JZ, 0);
    e1(&a, OP_JUMP, top);
    patch(&a, out, here(&a));
    e1(&a, OP_PUSH_I, 2);
    e1(&a, OP_ALOAD, 0);
    e0(&a, OP_RET);
    fill = a_func(&a, "bump", 'v', "I", "", 3, 0);
    (void)fill;
    e1(&a, OP_PUSH_I, 2);
    e1(&a, OP_PUSH_I, 2);
    e1(&a, OP_ALOAD, 0);
    e1(&a, OP_ADDK_I, 1);
    e1(&a, OP_ASTORE, 0);
    e0(&a, OP_RET_V);
  }
  env_init(&env, 64, 16, 4, 1000);
  r = run_mod(&a, main_, NULL, 0, 0, &env);
  CHECK(r.trap == 0 && r.ret.i == 1, "ARR_INIT re-zeroes: %lld", (long long)r.ret.i);
  env_free(&env);

  /* a void entry function returns 0; the double result canonical */
  a_init(&a);
  a_func(&a, "main", 'v', "", "", 1, 0);
  e0(&a, OP_RET_V);
  env_init(&env, 64, 16, 4, 10);
  r = run_mod(&a, 0, NULL, 0, 0, &env);
  CHECK(r.trap == 0 && r.ret.u == 0 && r.steps == 1, "void entry");
  env_free(&env);
}

/* compare-and-branch: push a, push b, Jcc -> 1 if taken else 0 */
static void t_jcc_line(int line, int op, int64_t x, int64_t y, int want) {
  char t = op_sig(op)[0];
  Asm a;
  Env env;
  VmResult r;
  int j;
  a_init(&a);
  a_func(&a, "main", 'i', "", "", 2, 0);
  push_operand(&a, t, vi(x));
  push_operand(&a, t, vi(y));
  j = e1(&a, op, 0);
  e1(&a, OP_PUSH_I, 0);
  e0(&a, OP_RET);
  patch(&a, j, here(&a));
  e1(&a, OP_PUSH_I, 1);
  e0(&a, OP_RET);
  env_init(&env, 64, 16, 4, 100);
  r = run_mod(&a, 0, NULL, 0, 0, &env);
  CHECK(r.trap == 0 && r.ret.i == want && r.steps == 5, "line %d: %s %lld %lld: got %lld", line, op_name(op),
        (long long)x, (long long)y, (long long)r.ret.i);
  env_free(&env);
}
#define T_JCC(op, x, y, want) t_jcc_line(__LINE__, op, x, y, want)

/* a one-operand branch: JZ_L/JNZ_L pop the long x; JZ_S/JNZ_S test local 0 (of type ty) holding x */
static void t_j1_line(int line, int op, char ty, int64_t x, int want) {
  char par[2] = {ty, 0};
  Asm a;
  Env env;
  VmResult r;
  Value args[1];
  int j, slot = op == OP_JZ_S || op == OP_JNZ_S;
  a_init(&a);
  a_func(&a, "main", 'i', slot ? par : "", slot ? par : "", 2, 0);
  if (slot) j = e2(&a, op, 0, 0);
  else {
    k_l(&a, x);
    j = e1(&a, op, 0);
  }
  e1(&a, OP_PUSH_I, 0);
  e0(&a, OP_RET);
  patch(&a, j, here(&a));
  e1(&a, OP_PUSH_I, 1);
  e0(&a, OP_RET);
  env_init(&env, 64, 16, 4, 100);
  args[0] = vi(x);
  r = run_mod(&a, 0, slot ? args : NULL, slot, 0, &env);
  CHECK(r.trap == 0 && r.ret.i == want && r.steps == 3 + !slot, "line %d: %s %lld: got %lld steps %lld", line,
        op_name(op), (long long)x, (long long)r.ret.i, (long long)r.steps);
  env_free(&env);
}
#define T_J1(op, ty, x, want) t_j1_line(__LINE__, op, ty, x, want)

static void test_vm_super(void) {
  Asm a;
  Env env;
  VmResult r;
  Value args[2];
  T_JCC(OP_JEQ_I, 3, 3, 1);
  T_JCC(OP_JEQ_I, 3, 4, 0);
  T_JCC(OP_JNE_I, 3, 4, 1);
  T_JCC(OP_JNE_I, -1, -1, 0);
  T_JCC(OP_JLT_I, INT32_MIN, 0, 1);
  T_JCC(OP_JLT_I, 0, 0, 0);
  T_JCC(OP_JLE_I, 0, 0, 1);
  T_JCC(OP_JLE_I, 1, 0, 0);
  T_JCC(OP_JGT_I, 1, -1, 1);
  T_JCC(OP_JGT_I, -1, 1, 0);
  T_JCC(OP_JGE_I, INT32_MAX, INT32_MAX, 1);
  T_JCC(OP_JGE_I, INT32_MIN, INT32_MAX, 0);
  T_JCC(OP_JEQ_L, INT64_MIN, INT64_MIN, 1);
  T_JCC(OP_JEQ_L, 1LL << 32, 0, 0);
  T_JCC(OP_JNE_L, 1LL << 32, 0, 1);
  T_JCC(OP_JNE_L, 5, 5, 0);
  T_JCC(OP_JLT_L, INT64_MIN, INT64_MAX, 1);
  T_JCC(OP_JLT_L, INT64_MAX, INT64_MIN, 0);
  T_JCC(OP_JLE_L, -7, -7, 1);
  T_JCC(OP_JLE_L, -6, -7, 0);
  T_JCC(OP_JGT_L, 1LL << 40, 1, 1);
  T_JCC(OP_JGT_L, 1, 1LL << 40, 0);
  T_JCC(OP_JGE_L, 0, 0, 1);
  T_JCC(OP_JGE_L, -1, 0, 0);

  /* PUSH_L sign-extends; INC_SLOT_L wraps with a sign-extended 32-bit immediate; MOV; LOADK_I */
  a_init(&a);
  a_func(&a, "main", 'l', "li", "li", 4, 0);
  e2(&a, OP_INC_SLOT_L, 0, (uint32_t)INT32_MIN);      /* p0 += INT32_MIN */
  e2(&a, OP_MOV, 2, 0);                               /* l2 = p0 */
  e2(&a, OP_LOADK_I, 1, (uint32_t)-10);               /* p1, -10 */
  e0(&a, OP_ADD_I);
  e1(&a, OP_STORE, 3);                                /* i3 = p1 - 10 */
  e1(&a, OP_LOAD, 2);
  e1(&a, OP_LOAD, 3);
  e0(&a, OP_I2L);
  e0(&a, OP_ADD_L);
  e1(&a, OP_PUSH_L, -0x800000);
  e0(&a, OP_ADD_L);
  e0(&a, OP_RET);
  env_init(&env, 64, 16, 4, 100);
  args[0] = vi(INT64_MIN + 5);
  args[1] = vi(3);
  r = run_mod(&a, 0, args, 2, 0, &env);
  CHECK(r.trap == 0 && r.ret.u == (uint64_t)(INT64_MIN + 5) + (uint64_t)(int64_t)INT32_MIN - 7 - 0x800000 &&
            r.steps == 12,
        "PUSH_L/INC_SLOT_L/MOV/LOADK_I: %lld", (long long)r.ret.i);
  env_free(&env);

  /* LOADK_L pushes a long local and a sign-extended imm32; ADDK_L adds a sign-extended imm24, wrapping */
  a_init(&a);
  a_func(&a, "main", 'l', "l", "l", 2, 0);
  e2(&a, OP_LOADK_L, 0, (uint32_t)-3);                /* p0, -3 */
  e0(&a, OP_ADD_L);                                   /* wraps below INT64_MIN */
  e1(&a, OP_ADDK_L, 0x7fffff);
  e1(&a, OP_ADDK_L, -0x800000);
  e0(&a, OP_RET);
  env_init(&env, 64, 16, 4, 100);
  args[0] = vi(INT64_MIN + 1);
  r = run_mod(&a, 0, args, 1, 0, &env);
  CHECK(r.trap == 0 && r.ret.u == (uint64_t)(INT64_MIN + 1) - 3u + 0x7fffffu - 0x800000u && r.steps == 5,
        "LOADK_L/ADDK_L: %lld", (long long)r.ret.i);
  env_free(&env);

  /* JZ_L / JNZ_L look at all 64 bits; JZ_S / JNZ_S branch on an int, bool or long local */
  T_J1(OP_JZ_L, 'l', 0, 1);
  T_J1(OP_JZ_L, 'l', 1LL << 32, 0);
  T_J1(OP_JNZ_L, 'l', 1LL << 32, 1);
  T_J1(OP_JNZ_L, 'l', 0, 0);
  T_J1(OP_JZ_S, 'i', 0, 1);
  T_J1(OP_JZ_S, 'i', -1, 0);
  T_J1(OP_JZ_S, 'l', 1LL << 40, 0);
  T_J1(OP_JNZ_S, 'l', 1LL << 40, 1);
  T_J1(OP_JNZ_S, 'b', 1, 1);
  T_J1(OP_JNZ_S, 'b', 0, 0);
  T_J1(OP_JNZ_S, 'i', INT32_MIN, 1);

  /* MULK_I / MULK_L multiply by a sign-extended imm24, wrapping */
  a_init(&a);
  a_func(&a, "main", 'l', "il", "il", 2, 0);
  e1(&a, OP_LOAD, 0);
  e1(&a, OP_MULK_I, -0x800000);                       /* wraps modulo 2^32 */
  e0(&a, OP_I2L);
  e1(&a, OP_LOAD, 1);
  e1(&a, OP_MULK_L, 0x7fffff);                        /* wraps modulo 2^64 */
  e0(&a, OP_ADD_L);
  e0(&a, OP_RET);
  env_init(&env, 64, 16, 4, 100);
  args[0] = vi(INT32_MAX);
  args[1] = vi(INT64_MAX);
  r = run_mod(&a, 0, args, 2, 0, &env);
  CHECK(r.trap == 0 &&
            r.ret.u == (uint64_t)(int64_t)(int32_t)((uint32_t)INT32_MAX * (uint32_t)-0x800000) +
                           (uint64_t)INT64_MAX * 0x7fffffu &&
            r.steps == 7,
        "MULK_I/MULK_L: %lld", (long long)r.ret.i);
  env_free(&env);
}

/* fuel is exact: with every budget below the steps a run needs, it stops with out_of_fuel and
 * steps = the budget; with enough, the result is the same as with plenty */
static void fuel_sweep(const Asm *a, int fn, const Value *args, int nargs, const char *what) {
  Env env;
  VmResult full, r;
  int64_t f;
  int bad = 0;
  env_init(&env, 256, 64, 16, 1000000);
  full = run_mod(a, fn, args, nargs, 0, &env);
  for (f = 0; f <= full.steps + 2 && !bad; f++) {
    env.lim.fuel = f;
    r = run_mod(a, fn, args, nargs, 0, &env);
    if (f < full.steps) bad = !(r.trap == TRAP_FUEL && r.steps == f);
    else bad = !(r.trap == full.trap && r.steps == full.steps && r.ret.u == full.ret.u);
    if (bad) CHECK(0, "%s: fuel %lld: trap %s steps %lld (full run: %s, %lld steps)", what, (long long)f,
                   vm_trap_name(r.trap), (long long)r.steps, vm_trap_name(full.trap), (long long)full.steps);
  }
  CHECK(!bad && full.steps > 20, "%s: fuel sweep over %lld steps", what, (long long)full.steps);
  env_free(&env);
}

static void test_vm_fuel(void) {
  Asm a;
  Value args[2];
  int top, out, j, f;
  /* a loop with multi-word instructions, array stores, calls and a trap at the end */
  a_init(&a);
  f = a_func(&a, "main", 'i', "i", "Iii", 6, 8);
  e3(&a, OP_ARR_INIT, 1, 0, 8);
  top = here(&a);
  e2(&a, OP_LOADK_I, 2, 8);
  out = e1(&a, OP_JGE_I, 0);
  e2(&a, OP_LOAD2, 2, 2);
  e1(&a, OP_ASTORE, 1);
  e2(&a, OP_MOV, 3, 2);
  e1(&a, OP_LOAD, 1);
  e1(&a, OP_LOAD, 3);
  e1(&a, OP_CALL, 1);
  e1(&a, OP_STORE, 3);
  e2(&a, OP_INC_SLOT_I, 2, 1);
  e1(&a, OP_JUMP, top);
  patch(&a, out, here(&a));
  e1(&a, OP_LOAD, 3);
  e1(&a, OP_LOAD, 0);
  e0(&a, OP_DIV_I); /* traps when the argument is 0 */
  e0(&a, OP_RET);
  a_func(&a, "get", 'i', "Ii", "l", 4, 0);
  e2(&a, OP_INC_SLOT_L, 2, 5);
  e1(&a, OP_LOAD, 1);
  j = e1(&a, OP_JZ, 0);
  e1(&a, OP_LOAD, 1);
  e1(&a, OP_ALOAD, 0);
  e0(&a, OP_RET);
  patch(&a, j, here(&a));
  e1(&a, OP_PUSH_I, 1);
  e0(&a, OP_RET);
  args[0] = vi(3);
  fuel_sweep(&a, f, args, 1, "loop with calls");
  args[0] = vi(0);
  fuel_sweep(&a, f, args, 1, "loop with calls ending in a trap");
}

/* ------------------------------------------------------------------ memory model tests (docs/memory.md) */

static char mout[ENV_OUT + 1];

/* run function 0 of a (no arguments) with byte memory; the program's output in mout */
static VmResult mrun(const Asm *a, int64_t fuel) {
  Env env;
  VmResult r;
  env_init(&env, 256, 16, 16, fuel);
  r = run_mod(a, 0, NULL, 0, 0, &env);
  memset(mout, 0, sizeof mout);
  if (r.trap >= 0 && r.out_len > 0 && r.out_len <= ENV_OUT) memcpy(mout, env.mem.out, (size_t)r.out_len);
  env_free(&env);
  return r;
}

static int callb(Asm *a, int bi, int nargs, uint32_t cls) { return e3(a, OP_CALLB, bi, (uint32_t)nargs, cls); }

/* store value v (class letter c) with st at offset off of a fresh 16-byte frame object, load it back with
 * ld at offset off2, return it (class letter rc) */
static void t_ldst_line(int line, int st, char c, Value v, int off, int ld, int off2, char rc, Value want) {
  Asm a;
  VmResult r;
  a_init(&a);
  a_func(&a, "main", rc, "", "p", 4, 0);
  e2(&a, OP_FOBJ, 0, 16);
  e1(&a, OP_LOAD, 0);
  push_operand(&a, c, v);
  e1(&a, st, off);
  e1(&a, OP_LOAD, 0);
  e1(&a, ld, off2);
  e0(&a, OP_RET);
  r = mrun(&a, 1000);
  CHECK(r.trap == 0 && r.ret.u == want.u, "line %d: %s/%s: want %llx got %llx trap %s", line, op_name(st),
        op_name(ld), (unsigned long long)want.u, (unsigned long long)r.ret.u, vm_trap_name(r.trap));
}
#define T_LDST(st, c, v, off, ld, off2, rc, want) t_ldst_line(__LINE__, st, c, v, off, ld, off2, rc, want)

/* a one-function program given as code by the caller: expect trap (or none) and optionally ret */
#define EXPECT_RUN(a, trap_, what) do { VmResult r_ = mrun(a, 100000); \
    CHECK(r_.trap == (trap_), "%s: want %s got %s", what, vm_trap_name(trap_), vm_trap_name(r_.trap)); } while (0)

static void test_vm_memory(void) {
  Asm a;
  VmResult r;
  int j, top, s1, s2;
  float f01 = 0.1f;
  /* loads and stores: widths, sign and zero extension, little-endian order, zeroed objects */
  T_LDST(OP_ST_8, 'i', vi(0x1ff), 3, OP_LD_I8, 3, 'i', vi(-1));
  T_LDST(OP_ST_8, 'i', vi(0x1ff), 3, OP_LD_U8, 3, 'i', vi(255));
  T_LDST(OP_ST_16, 'i', vi(0x18000), 2, OP_LD_I16, 2, 'i', vi(-32768));
  T_LDST(OP_ST_16, 'i', vi(0x18000), 2, OP_LD_U16, 2, 'i', vi(32768));
  T_LDST(OP_ST_32, 'i', vi(-5), 4, OP_LD_I32, 4, 'i', vi(-5));
  T_LDST(OP_ST_32, 'i', vi(0x11223344), 0, OP_LD_U8, 0, 'i', vi(0x44));
  T_LDST(OP_ST_32, 'i', vi(0x11223344), 0, OP_LD_U8, 3, 'i', vi(0x11));
  T_LDST(OP_ST_32, 'i', vi(0x11223344), 1, OP_LD_U16, 2, 'i', vi(0x2233)); /* misaligned */
  T_LDST(OP_ST_64, 'l', vi(INT64_MIN + 7), 8, OP_LD_I64, 8, 'l', vi(INT64_MIN + 7));
  T_LDST(OP_ST_64, 'l', vi(-1), 0, OP_LD_I64, 8, 'l', vi(0)); /* fresh memory reads 0 */
  T_LDST(OP_ST_F32, 'd', vd((double)f01), 4, OP_LD_F32, 4, 'd', vd((double)f01));
  T_LDST(OP_ST_F32, 'd', vd(1.0), 0, OP_LD_I32, 0, 'i', vi(0x3f800000));
  T_LDST(OP_ST_F64, 'd', vd(3.141592653589793), 8, OP_LD_F64, 8, 'd', vd(3.141592653589793));
  T_LDST(OP_ST_F64, 'd', vd(-0.0), 8, OP_LD_I64, 8, 'l', vi(INT64_MIN));
  /* pointers in memory: store a pointer, load it back, compare */
  a_init(&a);
  a_func(&a, "main", 'i', "", "pp", 4, 0);
  e2(&a, OP_FOBJ, 0, 16);
  e2(&a, OP_FOBJ, 1, 8);
  e1(&a, OP_LOAD, 0);
  e1(&a, OP_LOAD, 1);
  e1(&a, OP_ST_P, 8);
  e1(&a, OP_LOAD, 0);
  e1(&a, OP_LD_P, 8);
  e1(&a, OP_LOAD, 1);
  e0(&a, OP_EQ_P);
  e0(&a, OP_RET);
  r = mrun(&a, 1000);
  CHECK(r.trap == 0 && r.ret.i == 1, "ST_P / LD_P round trip");
  int k;
  /* FPTR and qsort: main sorts {3, 1, 2} with the comparator function 1 (*a - *b) and returns a[0]*100 +
   * a[1]*10 + a[2]; a comparator of the wrong signature traps bad_library_argument; two FPTRs compare */
  for (j = 0; j < 2; j++) {
    a_init(&a);
    a_func(&a, "main", 'i', "", "p", 6, 0);
    e2(&a, OP_FOBJ, 0, 12);
    for (k = 0; k < 3; k++) {
      e1(&a, OP_LOAD, 0);
      e1(&a, OP_PUSH_I, k == 0 ? 3 : k == 1 ? 1 : 2);
      e1(&a, OP_ST_32, 4 * k);
    }
    e1(&a, OP_LOAD, 0);
    e1(&a, OP_PUSH_L, 3);
    e1(&a, OP_PUSH_L, 4);
    e1(&a, OP_FPTR, j == 0 ? 1 : 2);
    callb(&a, BI_qsort, 4, 0);
    for (k = 0; k < 3; k++) {
      e1(&a, OP_LOAD, 0);
      e1(&a, OP_LD_I32, 4 * k);
      if (k > 0) e0(&a, OP_ADD_I);
      if (k < 2) e1(&a, OP_MULK_I, 10);
    }
    e0(&a, OP_RET);
    a_func(&a, "cmp", 'i', "pp", "", 2, 0);
    e1(&a, OP_LOAD, 0);
    e1(&a, OP_LD_I32, 0);
    e1(&a, OP_LOAD, 1);
    e1(&a, OP_LD_I32, 0);
    e0(&a, OP_SUB_I);
    e0(&a, OP_RET);
    a_func(&a, "bad", 'l', "pp", "", 1, 0);
    e1(&a, OP_PUSH_L, 0);
    e0(&a, OP_RET);
    r = mrun(&a, 10000);
    if (j == 0) CHECK(r.trap == 0 && r.ret.i == 123, "qsort through FPTR sorts");
    else CHECK(r.trap == TRAP_LIB_ARG, "qsort with a comparator returning long traps bad_library_argument");
  }
  a_init(&a);
  a_func(&a, "main", 'i', "", "", 2, 0);
  e1(&a, OP_FPTR, 0);
  e1(&a, OP_FPTR, 0);
  e0(&a, OP_EQ_P);
  e0(&a, OP_RET);
  r = mrun(&a, 100);
  CHECK(r.trap == 0 && r.ret.i == 1, "FPTR values of one function are equal");
  a_init(&a);
  a_func(&a, "main", 'i', "", "", 2, 0);
  e1(&a, OP_FPTR, 0);
  e1(&a, OP_LD_I32, 0);
  e0(&a, OP_RET);
  EXPECT_RUN(&a, TRAP_DANGLING, "a function pointer is no object");
  /* traps of loads and stores */
  a_init(&a);
  a_func(&a, "main", 'i', "", "", 2, 0);
  e0(&a, OP_PNULL);
  e1(&a, OP_LD_I32, 0);
  e0(&a, OP_RET);
  EXPECT_RUN(&a, TRAP_NULL, "load through null");
  for (j = 0; j < 4; j++) {
    static const int offs[4] = {1, -1, 4, 0};
    a_init(&a);
    a_func(&a, "main", 'i', "", "p", 2, 0);
    e2(&a, OP_FOBJ, 0, 4);
    e1(&a, OP_LOAD, 0);
    e1(&a, OP_LD_I32, offs[j]);
    e0(&a, OP_RET);
    EXPECT_RUN(&a, offs[j] == 0 ? TRAP_NONE : TRAP_BOUNDS, "int load at an offset of a 4-byte object");
  }
  a_init(&a);
  a_func(&a, "main", 'i', "", "p", 3, 0);
  e2(&a, OP_FOBJ, 0, 4);
  e1(&a, OP_LOAD, 0);
  e1(&a, OP_PUSH_I, 1);
  e1(&a, OP_ST_16, 3);
  e1(&a, OP_PUSH_I, 0);
  e0(&a, OP_RET);
  EXPECT_RUN(&a, TRAP_BOUNDS, "store past the end");
  /* statics: initial bytes, zero tail, read-only */
  a_init(&a);
  s1 = a_static(&a, 8, 1, 1, "hi!", 3);
  s2 = a_static(&a, 16, 16, 0, "\x01\x02", 2);
  a_func(&a, "main", 'i', "", "", 4, 0);
  e1(&a, OP_GOBJ, s1);
  e1(&a, OP_LD_U8, 2);
  e1(&a, OP_GOBJ, s1);
  e1(&a, OP_LD_U8, 5);
  e0(&a, OP_ADD_I);
  e1(&a, OP_GOBJ, s2);
  e1(&a, OP_LD_U16, 0);
  e0(&a, OP_ADD_I);
  e0(&a, OP_RET);
  r = mrun(&a, 1000);
  CHECK(r.trap == 0 && r.ret.i == '!' + 0 + 0x201, "statics' initial bytes: %lld %s", (long long)r.ret.i,
        vm_trap_name(r.trap));
  a_init(&a);
  s1 = a_static(&a, 4, 4, 1, "abc", 4);
  a_func(&a, "main", 'i', "", "", 3, 0);
  e1(&a, OP_GOBJ, s1);
  e1(&a, OP_PUSH_I, 65);
  e1(&a, OP_ST_8, 0);
  e1(&a, OP_PUSH_I, 0);
  e0(&a, OP_RET);
  EXPECT_RUN(&a, TRAP_READONLY, "store into a read-only static");
  /* a frame object after its function returned */
  a_init(&a);
  a_func(&a, "main", 'i', "", "", 2, 0);
  e1(&a, OP_CALL, 1);
  e1(&a, OP_LD_I32, 0);
  e0(&a, OP_RET);
  a_func(&a, "g", 'p', "", "p", 1, 0);
  e2(&a, OP_FOBJ, 0, 8);
  e1(&a, OP_LOAD, 0);
  e0(&a, OP_RET);
  EXPECT_RUN(&a, TRAP_DANGLING, "frame object after return");
  /* pointer arithmetic */
  a_init(&a);
  a_func(&a, "main", 'l', "", "p", 4, 0);
  e2(&a, OP_FOBJ, 0, 40);
  e1(&a, OP_LOAD, 0);
  e1(&a, OP_PUSH_L, 3);
  e1(&a, OP_PIDX, 8);   /* p + 24 */
  e1(&a, OP_PUSH_L, -4);
  e0(&a, OP_PADD);      /* p + 20 */
  e1(&a, OP_LOAD, 0);
  e0(&a, OP_PDIFF);
  e0(&a, OP_RET);
  r = mrun(&a, 1000);
  CHECK(r.trap == 0 && r.ret.i == 20, "PIDX, PADD, PDIFF: %lld", (long long)r.ret.i);
  a_init(&a);
  a_func(&a, "main", 'l', "", "", 4, 0);
  e0(&a, OP_PNULL);
  e0(&a, OP_PNULL);
  e0(&a, OP_PDIFF);
  e0(&a, OP_RET);
  r = mrun(&a, 1000);
  CHECK(r.trap == 0 && r.ret.i == 0, "null - null");
  a_init(&a);
  a_func(&a, "main", 'l', "", "pp", 4, 0);
  e2(&a, OP_FOBJ, 0, 8);
  e2(&a, OP_FOBJ, 1, 8);
  e2(&a, OP_LOAD2, 0, 1);
  e0(&a, OP_PDIFF);
  e0(&a, OP_RET);
  EXPECT_RUN(&a, TRAP_PTR_MISMATCH, "difference of pointers into two objects");
  a_init(&a);
  a_func(&a, "main", 'i', "", "p", 4, 0);
  e2(&a, OP_FOBJ, 0, 8);
  e1(&a, OP_LOAD, 0);
  k_l(&a, 1LL << 31);
  e0(&a, OP_PADD);
  e0(&a, OP_P2B);
  e0(&a, OP_B2I);
  e0(&a, OP_RET);
  EXPECT_RUN(&a, TRAP_PTR_OVERFLOW, "offset past 2^31");
  a_init(&a);
  a_func(&a, "main", 'i', "", "p", 4, 0);
  e2(&a, OP_FOBJ, 0, 8);
  e1(&a, OP_LOAD, 0);
  k_l(&a, 1LL << 40);
  e1(&a, OP_PIDX, 1);
  e0(&a, OP_P2B);
  e0(&a, OP_B2I);
  e0(&a, OP_RET);
  EXPECT_RUN(&a, TRAP_PTR_OVERFLOW, "index 2^40");
  /* comparisons: (id, signed offset) */
  {
    static const int cmp_ops[6] = {OP_EQ_P, OP_NE_P, OP_LT_P, OP_LE_P, OP_GT_P, OP_GE_P};
    static const int want_same[6] = {0, 1, 1, 1, 0, 0};  /* p - 1 vs p + 1 */
    static const int want_diff[6] = {0, 1, 0, 0, 1, 1};  /* object 2 vs object 1: ids order objects */
    for (j = 0; j < 6; j++) {
      a_init(&a);
      a_func(&a, "main", 'i', "", "pp", 4, 0);
      e2(&a, OP_FOBJ, 0, 8);
      e2(&a, OP_FOBJ, 1, 8);
      e1(&a, OP_LOAD, 0);
      e1(&a, OP_PUSH_L, -1);
      e0(&a, OP_PADD);
      e1(&a, OP_LOAD, 0);
      e1(&a, OP_PUSH_L, 1);
      e0(&a, OP_PADD);
      e0(&a, cmp_ops[j]);
      e2(&a, OP_LOAD2, 1, 0);
      e0(&a, cmp_ops[j]); /* object 2 vs object 1 */
      e1(&a, OP_MULK_I, 2);
      e0(&a, OP_ADD_I);
      e0(&a, OP_RET);
      r = mrun(&a, 1000);
      CHECK(r.trap == 0 && r.ret.i == want_same[j] + 2 * want_diff[j],
            "%s: %lld", op_name(cmp_ops[j]), (long long)r.ret.i);
    }
  }
  /* P2B, P2L, L2P, forged pointers */
  a_init(&a);
  a_func(&a, "main", 'l', "", "p", 4, 0);
  e2(&a, OP_FOBJ, 0, 8);
  e1(&a, OP_LOAD, 0);
  e0(&a, OP_P2L);
  e0(&a, OP_PNULL);
  e0(&a, OP_P2B);
  e0(&a, OP_B2I);
  e0(&a, OP_I2L);
  e0(&a, OP_ADD_L);
  e1(&a, OP_LOAD, 0);
  e0(&a, OP_P2B);
  e0(&a, OP_B2I);
  e0(&a, OP_I2L);
  e0(&a, OP_ADD_L);
  e0(&a, OP_RET);
  r = mrun(&a, 1000);
  CHECK(r.trap == 0 && r.ret.i == (1LL << 32) + 1, "P2L of the first frame object, P2B: %llx",
        (unsigned long long)r.ret.u);
  for (j = 0; j < 4; j++) { /* forged: a live object (works), none, past the table, a live one out of bounds */
    static const int64_t forged[4] = {1LL << 32, 5LL << 32, 0x7fffffffLL << 32, (1LL << 32) | 8};
    static const int want[4] = {TRAP_NONE, TRAP_DANGLING, TRAP_DANGLING, TRAP_BOUNDS};
    a_init(&a);
    a_func(&a, "main", 'i', "", "p", 4, 0);
    e2(&a, OP_FOBJ, 0, 8);
    e1(&a, OP_LOAD, 0);
    e1(&a, OP_PUSH_I, 77);
    e1(&a, OP_ST_32, 4);
    k_l(&a, forged[j]);
    e0(&a, OP_L2P);
    e1(&a, OP_LD_I32, 4);
    e0(&a, OP_RET);
    r = mrun(&a, 1000);
    CHECK(r.trap == want[j] && (j != 0 || r.ret.i == 77), "forged pointer %d: %s", j, vm_trap_name(r.trap));
  }
  /* the heap through CALLB: malloc zeroes, free, use after free, double and invalid free */
  for (j = 0; j < 6; j++) {
    static const int want[6] = {TRAP_NONE, TRAP_USE_AFTER_FREE, TRAP_DOUBLE_FREE, TRAP_BAD_FREE, TRAP_BAD_FREE,
                                TRAP_NONE};
    a_init(&a);
    a_func(&a, "main", 'i', "", "pp", 4, 0);
    e1(&a, OP_PUSH_L, 24);
    callb(&a, BI_malloc, 1, 0);
    e1(&a, OP_STORE, 0);
    e2(&a, OP_FOBJ, 1, 8);
    switch (j) {
    case 0: e1(&a, OP_LOAD, 0); e1(&a, OP_LD_I64, 16); e0(&a, OP_L2I); e0(&a, OP_RET); break;
    case 1: e1(&a, OP_LOAD, 0); callb(&a, BI_free, 1, 0); e1(&a, OP_LOAD, 0); e1(&a, OP_LD_I32, 0); e0(&a, OP_RET); break;
    case 2: e1(&a, OP_LOAD, 0); callb(&a, BI_free, 1, 0); e1(&a, OP_LOAD, 0); callb(&a, BI_free, 1, 0); break;
    case 3: e1(&a, OP_LOAD, 0); e1(&a, OP_PUSH_L, 1); e0(&a, OP_PADD); callb(&a, BI_free, 1, 0); break;
    case 4: e1(&a, OP_LOAD, 1); callb(&a, BI_free, 1, 0); break;
    default: e0(&a, OP_PNULL); callb(&a, BI_free, 1, 0); break;
    }
    if (j >= 2) { e1(&a, OP_PUSH_I, 0); e0(&a, OP_RET); }
    r = mrun(&a, 1000);
    CHECK(r.trap == want[j] && r.ret.i == 0, "heap case %d: %s", j, vm_trap_name(r.trap));
  }
  /* a freed block's bytes are reused (zeroed), its id is not */
  a_init(&a);
  a_func(&a, "main", 'l', "", "pp", 4, 0);
  e1(&a, OP_PUSH_L, 16);
  callb(&a, BI_malloc, 1, 0);
  e1(&a, OP_STORE, 0);
  e1(&a, OP_LOAD, 0);
  e1(&a, OP_PUSH_I, -1);
  e1(&a, OP_ST_32, 0);
  e1(&a, OP_LOAD, 0);
  callb(&a, BI_free, 1, 0);
  e1(&a, OP_PUSH_L, 12);
  callb(&a, BI_malloc, 1, 0);
  e1(&a, OP_STORE, 1);
  e1(&a, OP_LOAD, 1);
  e1(&a, OP_LD_I32, 0);
  e0(&a, OP_I2L);
  e2(&a, OP_LOAD2, 0, 1);
  e0(&a, OP_EQ_P);
  e0(&a, OP_I2L);
  e0(&a, OP_ADD_L);
  e0(&a, OP_RET);
  r = mrun(&a, 1000);
  CHECK(r.trap == 0 && r.ret.i == 0, "reused block zeroed, new id: %lld", (long long)r.ret.i);
  /* exhaustion: bytes (huge malloc, big blocks in a loop, a huge frame object) and object ids */
  a_init(&a);
  a_func(&a, "main", 'i', "", "", 2, 0);
  k_l(&a, 1LL << 40);
  callb(&a, BI_malloc, 1, 0);
  e0(&a, OP_P2B);
  e0(&a, OP_B2I);
  e0(&a, OP_RET);
  EXPECT_RUN(&a, TRAP_OOM, "malloc(2^40)");
  for (j = 0; j < 2; j++) {
    a_init(&a);
    a_func(&a, "main", 'i', "", "", 2, 0);
    top = here(&a);
    e1(&a, OP_PUSH_L, j == 0 ? 4000 : 1);
    callb(&a, BI_malloc, 1, 0);
    e0(&a, OP_POP);
    e1(&a, OP_JUMP, top);
    EXPECT_RUN(&a, TRAP_OOM, j == 0 ? "malloc until the bytes run out" : "malloc until the ids run out");
  }
  a_init(&a);
  a_func(&a, "main", 'i', "", "p", 2, 0);
  e2(&a, OP_FOBJ, 0, 0x7fffffff);
  e1(&a, OP_PUSH_I, 0);
  e0(&a, OP_RET);
  EXPECT_RUN(&a, TRAP_OOM, "a frame object of 2^31-1 bytes");
  /* FOBJV: a variable-length array; run again (a loop of 4000, 400 bytes each: 1.6 MB), it first ends the
   * one it made before, so the run's memory holds it */
  a_init(&a);
  a_func(&a, "main", 'i', "", "pli", 3, 0);
  top = here(&a);
  k_l(&a, 100);
  k_l(&a, 4);
  e2(&a, OP_FOBJV, 0, 1);
  e1(&a, OP_LOAD, 0);
  e1(&a, OP_LOAD, 2);
  e1(&a, OP_ST_32, 396); /* its last element */
  e1(&a, OP_LOAD, 2);
  e1(&a, OP_PUSH_I, 1);
  e0(&a, OP_ADD_I);
  e1(&a, OP_STORE, 2);
  e1(&a, OP_LOAD, 2);
  k_i(&a, 4000);
  e1(&a, OP_JLT_I, top);
  e1(&a, OP_LOAD, 0);
  e1(&a, OP_LD_I32, 396);
  e0(&a, OP_RET);
  r = mrun(&a, 1000000);
  CHECK(r.trap == TRAP_NONE && r.ret.i == 3999, "FOBJV in a loop: %s %lld", vm_trap_name(r.trap),
        (long long)r.ret.i);
  for (j = 0; j < 3; j++) { /* a negative length, one too large, an access one past its end */
    a_init(&a);
    a_func(&a, "main", 'i', "", "pl", 3, 0);
    k_l(&a, j == 0 ? -1 : j == 1 ? (1LL << 40) : 5);
    k_l(&a, 8);
    e2(&a, OP_FOBJV, 0, 1);
    e1(&a, OP_LOAD, 0);
    e1(&a, OP_LD_I64, 40);
    e0(&a, OP_L2I);
    e0(&a, OP_RET);
    EXPECT_RUN(&a, j == 0 ? TRAP_VLA_SIZE : j == 1 ? TRAP_OOM : TRAP_BOUNDS,
               j == 0 ? "FOBJV of a negative length" : j == 1 ? "FOBJV of 2^43 bytes" : "FOBJV: one past its end");
  }
  a_init(&a); /* recursion that takes a frame object per call runs out of memory, not of ids */
  a_func(&a, "main", 'i', "", "p", 2, 0);
  e2(&a, OP_FOBJ, 0, 1000);
  e1(&a, OP_CALL, 0);
  e0(&a, OP_RET);
  {
    Env env;
    env_init(&env, 4096, 16, 1000, 100000);
    r = run_mod(&a, 0, NULL, 0, 0, &env);
    CHECK(r.trap == TRAP_OOM, "recursive frame objects: %s", vm_trap_name(r.trap));
    env_free(&env);
  }
  /* a calloc whose size overflows gives NULL; realloc keeps the bytes */
  a_init(&a);
  a_func(&a, "main", 'i', "", "p", 3, 0);
  k_l(&a, 1LL << 33);
  k_l(&a, 1LL << 33);
  callb(&a, BI_calloc, 2, 0);
  e0(&a, OP_P2B);
  e0(&a, OP_B2I);
  e1(&a, OP_PUSH_L, 4);
  callb(&a, BI_malloc, 1, 0);
  e1(&a, OP_STORE, 0);
  e1(&a, OP_LOAD, 0);
  e1(&a, OP_PUSH_I, 1234);
  e1(&a, OP_ST_32, 0);
  e1(&a, OP_LOAD, 0);
  e1(&a, OP_PUSH_L, 400);
  callb(&a, BI_realloc, 2, 0);
  e1(&a, OP_LD_I32, 0);
  e0(&a, OP_ADD_I);
  e0(&a, OP_RET);
  r = mrun(&a, 1000);
  CHECK(r.trap == 0 && r.ret.i == 1234, "calloc overflow, realloc: %lld %s", (long long)r.ret.i,
        vm_trap_name(r.trap));
  /* printf with variadic classes; exit; abort; a bad format */
  a_init(&a);
  s1 = a_static(&a, 19, 1, 1, "x=%d %s %.2f %lx|\n", 19);
  s2 = a_static(&a, 4, 1, 1, "str", 4);
  a_func(&a, "main", 'i', "", "", 6, 0);
  e1(&a, OP_GOBJ, s1);
  e1(&a, OP_PUSH_I, -42);
  e1(&a, OP_GOBJ, s2);
  k_d(&a, 3.14159);
  k_l(&a, 0xabcdef12345LL);
  callb(&a, BI_printf, 5, BI_CLS_I | BI_CLS_P << 2 | BI_CLS_D << 4 | BI_CLS_L << 6);
  e1(&a, OP_PUSH_I, 33);
  callb(&a, BI_putchar, 1, 0);
  e0(&a, OP_ADD_I);
  e0(&a, OP_RET);
  r = mrun(&a, 1000);
  CHECK(r.trap == 0 && strcmp(mout, "x=-42 str 3.14 abcdef12345|\n!") == 0 && r.ret.i == 28 + 33 && !r.out_truncated,
        "printf: '%s' %lld %s", mout, (long long)r.ret.i, vm_trap_name(r.trap));
  a_init(&a);
  s1 = a_static(&a, 4, 1, 1, "%d", 3);
  a_func(&a, "main", 'i', "", "", 3, 0);
  e1(&a, OP_GOBJ, s1);
  k_d(&a, 1.5);
  callb(&a, BI_printf, 2, BI_CLS_D);
  e0(&a, OP_RET);
  EXPECT_RUN(&a, TRAP_BAD_FORMAT, "printf %d with a double");
  a_init(&a);
  s1 = a_static(&a, 8, 1, 1, "%s%s", 5);
  a_func(&a, "main", 'i', "", "p", 4, 0);
  e2(&a, OP_FOBJ, 0, 4);
  e1(&a, OP_LOAD, 0);
  e1(&a, OP_GOBJ, s1);
  e1(&a, OP_GOBJ, s1);
  e1(&a, OP_GOBJ, s1);
  callb(&a, BI_sprintf, 4, BI_CLS_P | BI_CLS_P << 2);
  e0(&a, OP_RET);
  EXPECT_RUN(&a, TRAP_BOUNDS, "sprintf past the end of its buffer");
  a_init(&a);
  a_func(&a, "main", 'i', "", "p", 4, 0);
  e2(&a, OP_FOBJ, 0, 4);
  e1(&a, OP_LOAD, 0);
  e1(&a, OP_PUSH_I, 'a');
  e1(&a, OP_PUSH_L, 4);
  callb(&a, BI_memset, 3, 0);
  callb(&a, BI_strlen, 1, 0);
  e0(&a, OP_L2I);
  e0(&a, OP_RET);
  EXPECT_RUN(&a, TRAP_BOUNDS, "strlen of a string without its NUL");
  a_init(&a);
  a_func(&a, "main", 'i', "", "", 2, 0);
  e1(&a, OP_PUSH_I, 1000);
  callb(&a, BI_isalpha, 1, 0);
  e0(&a, OP_RET);
  EXPECT_RUN(&a, TRAP_LIB_ARG, "isalpha(1000)");
  a_init(&a);
  a_func(&a, "main", 'd', "", "", 2, 0);
  e1(&a, OP_PUSH_I, 7);
  callb(&a, BI_exit, 1, 0);
  k_d(&a, 1.0);
  e0(&a, OP_RET);
  r = mrun(&a, 1000);
  CHECK(r.trap == 0 && r.exited && r.ret.i == 7, "exit(7)");
  a_init(&a);
  a_func(&a, "main", 'v', "", "", 2, 0);
  callb(&a, BI_abort, 0, 0);
  e0(&a, OP_RET_V);
  EXPECT_RUN(&a, TRAP_ABORT, "abort()");
  /* the end of a non-void function that codegen finds reachable: CALLB __gnc_missing_return, then a
   * typed zero return that never runs */
  a_init(&a);
  a_func(&a, "main", 'i', "", "", 2, 0);
  callb(&a, BI___gnc_missing_return, 0, 0);
  e1(&a, OP_PUSH_I, 0);
  e0(&a, OP_RET);
  EXPECT_RUN(&a, TRAP_MISSING_RETURN, "missing return");
  /* library calls cost one unit of fuel per 64 bytes */
  a_init(&a);
  a_func(&a, "main", 'v', "", "p", 4, 0);
  e2(&a, OP_FOBJ, 0, 6400);
  e1(&a, OP_LOAD, 0);
  e1(&a, OP_PUSH_I, 1);
  e1(&a, OP_PUSH_L, 6400);
  callb(&a, BI_memset, 3, 0);
  e0(&a, OP_POP);
  e0(&a, OP_RET_V);
  r = mrun(&a, 100000);
  CHECK(r.trap == 0 && r.steps == 7 + 100 + 100, "fuel of FOBJ and memset: %lld", (long long)r.steps);
  r = mrun(&a, 150);
  CHECK(r.trap == TRAP_FUEL && r.steps == 150, "memset past the fuel");
  /* no byte memory at all: FOBJ traps out_of_memory, statics cannot be laid out */
  {
    Env env;
    env_init(&env, 64, 16, 4, 1000);
    env.mem.mem_cap = 0;
    env.mem.objs_cap = 0;
    a_init(&a);
    a_func(&a, "main", 'i', "", "p", 2, 0);
    e2(&a, OP_FOBJ, 0, 4);
    e1(&a, OP_PUSH_I, 0);
    e0(&a, OP_RET);
    r = run_mod(&a, 0, NULL, 0, 0, &env);
    CHECK(r.trap == TRAP_OOM, "FOBJ without memory");
    a_init(&a);
    a_static(&a, 4, 1, 0, "", 0);
    a_func(&a, "main", 'i', "", "", 2, 0);
    e1(&a, OP_PUSH_I, 0);
    e0(&a, OP_RET);
    r = run_mod(&a, 0, NULL, 0, 0, &env);
    CHECK(r.trap == TRAP_OOM && r.steps == 0, "statics without memory");
    env_free(&env);
  }
  /* a host object as a pointer argument (vm_new_object) */
  {
    Env env;
    Value arg;
    env_init(&env, 64, 16, 4, 1000);
    CHECK(vm_new_object(&env.mem, "hello", 5, 6, &arg) == 0, "vm_new_object");
    a_init(&a);
    a_func(&a, "main", 'l', "p", "", 2, 0);
    e1(&a, OP_LOAD, 0);
    callb(&a, BI_strlen, 1, 0);
    e0(&a, OP_RET);
    r = run_mod(&a, 0, &arg, 1, 0, &env);
    CHECK(r.trap == 0 && r.ret.i == 5, "strlen of a host string: %s", vm_trap_name(r.trap));
    CHECK(vm_new_object(&env.mem, "x", 1, 0x7fffffff, &arg) == TRAP_OOM, "vm_new_object too big");
    env_free(&env);
  }
}

/* the verifier on the memory instructions */
/* ------------------------------------------------------------------ calls through function pointers (CALLP) */

/* a signature constant (opcodes.h OK_SIG) of up to six parameters: its index in the pool */
static int ksig(Asm *a, char ret, const char *params) {
  uint64_t k = (uint64_t)strlen(params) | (uint64_t)letter_type(ret) << 8;
  int i;
  for (i = 0; params[i]; i++) k |= (uint64_t)letter_type(params[i]) << (16 + 8 * i);
  return kidx(a, k);
}

static void test_vm_callp(void) {
  Asm a;
  VmResult r;
  int j, k;
  /* main: add(20, 22) through FPTR 1 (ii>i); j = 1: a null pointer; j = 2: a pointer to addl (ll>l: the
   * signature differs, and so does the return type only for j = 3: function 3 is (ii)>l) */
  for (j = 0; j < 4; j++) {
    a_init(&a);
    a_func(&a, "main", 'i', "", "", 3, 0);
    e1(&a, OP_PUSH_I, 20);
    e1(&a, OP_PUSH_I, 22);
    if (j == 1) e0(&a, OP_PNULL);
    else e1(&a, OP_FPTR, j == 0 ? 1 : j == 2 ? 2 : 3);
    e1(&a, OP_CALLP, ksig(&a, 'i', "ii"));
    e0(&a, OP_RET);
    a_func(&a, "add", 'i', "ii", "", 2, 0);
    e1(&a, OP_LOAD, 0);
    e1(&a, OP_LOAD, 1);
    e0(&a, OP_ADD_I);
    e0(&a, OP_RET);
    a_func(&a, "addl", 'l', "ll", "", 2, 0);
    e1(&a, OP_LOAD, 0);
    e1(&a, OP_LOAD, 1);
    e0(&a, OP_ADD_L);
    e0(&a, OP_RET);
    a_func(&a, "addw", 'l', "ii", "", 2, 0);
    e1(&a, OP_PUSH_L, 0);
    e0(&a, OP_RET);
    r = mrun(&a, 1000);
    if (j == 0) CHECK(r.trap == 0 && r.ret.i == 42 && r.steps == 9, "CALLP calls add: %s %lld steps %lld",
                      vm_trap_name(r.trap), (long long)r.ret.i, (long long)r.steps);
    else CHECK(r.trap == (j == 1 ? TRAP_NULL : TRAP_BAD_FNPTR), "CALLP case %d traps %s", j, vm_trap_name(r.trap));
  }
  /* a pointer that is no function's: an object's, and a function index past the module's */
  for (j = 0; j < 2; j++) {
    a_init(&a);
    a_func(&a, "main", 'i', "", "p", 2, 0);
    if (j == 0) {
      e2(&a, OP_FOBJ, 0, 8);
      e1(&a, OP_LOAD, 0);
    } else {
      k_l(&a, (int64_t)((uint64_t)GNC_FNPTR_ID << 32 | 5u));
      e0(&a, OP_L2P);
    }
    e1(&a, OP_CALLP, ksig(&a, 'i', ""));
    e0(&a, OP_RET);
    EXPECT_RUN(&a, TRAP_BAD_FNPTR, "CALLP of a pointer that is no function");
  }
  /* seven parameters (a signature of two constants) and a void function: sum(1..7) stored by a void callee */
  a_init(&a);
  a_func(&a, "main", 'i', "", "p", 8, 0);
  e2(&a, OP_FOBJ, 0, 8);
  for (k = 1; k <= 7; k++) e1(&a, OP_PUSH_I, k);
  e1(&a, OP_FPTR, 1);
  a.k[a.nk] = 7u | (uint64_t)TY_INT << 8;
  for (k = 0; k < 6; k++) a.k[a.nk] |= (uint64_t)TY_INT << (16 + 8 * k);
  a.k[a.nk + 1] = TY_INT;
  e1(&a, OP_CALLP, a.nk);
  a.nk += 2;
  e1(&a, OP_LOAD, 0);
  e0(&a, OP_POP);
  e0(&a, OP_RET);
  a_func(&a, "sum7", 'i', "iiiiiii", "", 2, 0);
  e1(&a, OP_LOAD, 0);
  for (k = 1; k < 7; k++) {
    e1(&a, OP_LOAD, k);
    e0(&a, OP_ADD_I);
  }
  e0(&a, OP_RET);
  r = mrun(&a, 1000);
  CHECK(r.trap == 0 && r.ret.i == 28, "CALLP with seven parameters: %s %lld", vm_trap_name(r.trap), (long long)r.ret.i);
  a_init(&a);
  a_func(&a, "main", 'i', "", "p", 3, 0);
  e2(&a, OP_FOBJ, 0, 8);
  e1(&a, OP_LOAD, 0);
  e1(&a, OP_FPTR, 1);
  e1(&a, OP_CALLP, ksig(&a, 'v', "p"));
  e1(&a, OP_LOAD, 0);
  e1(&a, OP_LD_I32, 0);
  e0(&a, OP_RET);
  a_func(&a, "set", 'v', "p", "", 2, 0);
  e1(&a, OP_LOAD, 0);
  e1(&a, OP_PUSH_I, 77);
  e1(&a, OP_ST_32, 0);
  e0(&a, OP_RET_V);
  r = mrun(&a, 1000);
  CHECK(r.trap == 0 && r.ret.i == 77, "CALLP of a void function");
  /* a function that calls itself through a pointer: the call depth limit (16 in mrun) and the fuel hold */
  for (j = 0; j < 2; j++) {
    a_init(&a);
    a_func(&a, "main", 'i', "", "", 2, 0);
    e1(&a, OP_FPTR, 0);
    e1(&a, OP_CALLP, ksig(&a, 'i', ""));
    e0(&a, OP_RET);
    r = mrun(&a, j == 0 ? 100000 : 20);
    CHECK(r.trap == (j == 0 ? TRAP_CALL_DEPTH : TRAP_FUEL), "recursion through CALLP: %s", vm_trap_name(r.trap));
  }
}

static void test_vfy_callp(void) {
  Asm a;
  int j;
  /* the signature's constant, parameter count and types, and the operand stack */
  for (j = 0; j < 8; j++) {
    uint64_t sig = j == 1 ? 40u : j == 2 ? 1u | (uint64_t)(TY_ARR | TY_INT) << 16 : j == 3 ? 1u | (uint64_t)TY_INT << 16 | (uint64_t)TY_INT << 24
                 : j == 4 ? 7u : j == 5 ? (uint64_t)TY_AGG << 8 : 1u | (uint64_t)TY_INT << 16;
    a_init(&a);
    a_func(&a, "main", 'i', "", "", 3, 0);
    if (j == 6) e1(&a, OP_PUSH_L, 1);
    else e1(&a, OP_PUSH_I, 1);
    if (j == 7) e1(&a, OP_PUSH_I, 0);
    else e1(&a, OP_FPTR, 0);
    e1(&a, OP_CALLP, j == 0 ? 3 : kidx(&a, sig));
    e0(&a, OP_RET);
    if (j == 0) expect_vfy(&a, VE_CONST, 0, 2, 3, "CALLP signature past the pool");
    if (j == 1) expect_vfy(&a, VE_SIG, 0, 2, 40, "CALLP signature of 40 parameters");
    if (j == 2) expect_vfy(&a, VE_SIG, 0, 2, 0, "CALLP signature with an array parameter");
    if (j == 3) expect_vfy(&a, VE_SIG, 0, 2, 1, "CALLP signature with a byte past its parameters");
    if (j == 4) expect_vfy(&a, VE_CONST, 0, 2, 0, "CALLP signature of seven parameters in one constant");
    if (j == 5) expect_vfy(&a, VE_SIG, 0, 2, TY_AGG, "CALLP signature with a bad return type");
    if (j == 6) expect_vfy(&a, VE_TYPE, 0, 2, TY_LONG, "CALLP argument of the wrong class");
    if (j == 7) expect_vfy(&a, VE_TYPE, 0, 2, TY_INT, "CALLP of an int");
  }
}

static void test_vfy_memory(void) {
  Asm a;
  a_init(&a);
  a_func(&a, "main", 'i', "", "i", 2, 0);
  e2(&a, OP_FOBJ, 0, 8);
  e1(&a, OP_PUSH_I, 0);
  e0(&a, OP_RET);
  expect_vfy(&a, VE_TYPE, 0, 0, TY_INT, "FOBJ into an int local");
  a_init(&a);
  a_func(&a, "main", 'i', "", "p", 2, 0);
  e2(&a, OP_FOBJ, 0, 0);
  e1(&a, OP_PUSH_I, 0);
  e0(&a, OP_RET);
  expect_vfy(&a, VE_NONE, 0, 0, 0, "FOBJ of 0 bytes (a zero-length array)");
  for (int j = 0; j < 2; j++) { /* FOBJV into an int local; its mark an int */
    a_init(&a);
    a_func(&a, "main", 'i', "", j == 0 ? "il" : "pi", 3, 0);
    k_l(&a, 1);
    k_l(&a, 1);
    e2(&a, OP_FOBJV, 0, 1);
    e1(&a, OP_PUSH_I, 0);
    e0(&a, OP_RET);
    expect_vfy(&a, VE_TYPE, 0, 2, TY_INT, j == 0 ? "FOBJV into an int local" : "FOBJV with an int mark");
  }
  a_init(&a);
  a_static(&a, 4, 1, 0, "", 0);
  a_func(&a, "main", 'i', "", "", 2, 0);
  e1(&a, OP_GOBJ, 1);
  e1(&a, OP_LD_I32, 0);
  e0(&a, OP_RET);
  expect_vfy(&a, VE_STATIC, 0, 0, 1, "GOBJ past the statics");
  a_init(&a);
  a_func(&a, "main", 'i', "", "", 2, 0);
  callb(&a, BI__COUNT, 0, 0);
  e0(&a, OP_RET);
  expect_vfy(&a, VE_BUILTIN, 0, 0, BI__COUNT, "unknown library function");
  a_init(&a);
  a_func(&a, "main", 'i', "", "", 2, 0);
  e1(&a, OP_PUSH_I, 1);
  e1(&a, OP_PUSH_I, 1);
  callb(&a, BI_abs, 2, 0);
  e0(&a, OP_RET);
  expect_vfy(&a, VE_BUILTIN, 0, 2, BI_abs, "abs with two arguments");
  a_init(&a);
  a_func(&a, "main", 'i', "", "", 2, 0);
  e1(&a, OP_PUSH_I, 1);
  callb(&a, BI___gnc_missing_return, 1, 0);
  e0(&a, OP_RET);
  expect_vfy(&a, VE_BUILTIN, 0, 1, BI___gnc_missing_return, "__gnc_missing_return with an argument");
  a_init(&a);
  a_func(&a, "main", 'i', "", "", 2, 0);
  e0(&a, OP_PNULL);
  callb(&a, BI_printf, 1 + BI_MAX_VARARGS + 1, 0);
  e0(&a, OP_RET);
  expect_vfy(&a, VE_BUILTIN, 0, 1, BI_printf, "printf with 17 variadic arguments");
  a_init(&a);
  a_func(&a, "main", 'i', "", "", 3, 0);
  e0(&a, OP_PNULL);
  e1(&a, OP_PUSH_I, 1);
  callb(&a, BI_printf, 2, BI_CLS_I | BI_CLS_D << 2);
  e0(&a, OP_RET);
  expect_vfy(&a, VE_IMM, 0, 2, BI_CLS_D << 2, "class bits past the arguments");
  a_init(&a);
  a_func(&a, "main", 'i', "", "", 3, 0);
  e0(&a, OP_PNULL);
  e1(&a, OP_PUSH_I, 1);
  callb(&a, BI_printf, 2, BI_CLS_D);
  e0(&a, OP_RET);
  expect_vfy(&a, VE_TYPE, 0, 2, TY_INT, "variadic int declared a double");
  a_init(&a);
  a_func(&a, "main", 'i', "", "", 3, 0);
  e1(&a, OP_PUSH_I, 1);
  callb(&a, BI_strlen, 1, 0);
  e0(&a, OP_L2I);
  e0(&a, OP_RET);
  expect_vfy(&a, VE_TYPE, 0, 1, TY_INT, "strlen of an int");
  a_init(&a);
  a_func(&a, "main", 'i', "", "", 2, 0);
  k_l(&a, 1LL << 32);
  e1(&a, OP_LD_I32, 0);
  e0(&a, OP_RET);
  expect_vfy(&a, VE_TYPE, 0, 1, TY_LONG, "load through a long (no L2P)");
  a_init(&a);
  a_func(&a, "main", 'i', "", "p", 3, 0);
  e2(&a, OP_FOBJ, 0, 8);
  e1(&a, OP_LOAD, 0);
  k_d(&a, 1.0);
  e1(&a, OP_ST_32, 0);
  e1(&a, OP_PUSH_I, 0);
  e0(&a, OP_RET);
  expect_vfy(&a, VE_TYPE, 0, 4, TY_DOUBLE, "ST_32 of a double");
  a_init(&a);
  a_func(&a, "main", 'i', "", "p", 3, 0);
  e1(&a, OP_LOAD, 0);
  e1(&a, OP_PUSH_I, 1);
  e0(&a, OP_ADD_I);
  e0(&a, OP_RET);
  expect_vfy(&a, VE_TYPE, 0, 2, TY_PTR, "int arithmetic on a pointer");
  a_init(&a);
  a_func(&a, "main", 'i', "", "p", 3, 0);
  e1(&a, OP_LOAD, 0);
  e0(&a, OP_RET);
  expect_vfy(&a, VE_RET, 0, 1, TY_PTR, "returning a pointer as an int");
  a_init(&a);
  a_func(&a, "main", 'i', "", "p", 3, 0);
  e1(&a, OP_LOAD, 0);
  e1(&a, OP_PUSH_L, 1);
  e1(&a, OP_PIDX, 0);
  e0(&a, OP_P2B);
  e0(&a, OP_B2I);
  e0(&a, OP_RET);
  expect_vfy(&a, VE_IMM, 0, 2, 0, "PIDX with element size 0");
  a_init(&a);
  a_func(&a, "main", 'i', "", "pl", 3, 0);
  e1(&a, OP_LOAD, 1);
  e1(&a, OP_STORE, 0);
  e1(&a, OP_PUSH_I, 0);
  e0(&a, OP_RET);
  expect_vfy(&a, VE_TYPE, 0, 1, TY_LONG, "a long stored into a pointer local");
  a_init(&a);
  a_func(&a, "main", 'p', "p", "", 3, 0);
  e1(&a, OP_LOAD, 0);
  e0(&a, OP_RET);
  expect_vfy(&a, VE_NONE, 0, 0, 0, "pointer parameter and return");
}

/* the statics section: each loader check */
static void test_loader_statics(void) {
  Asm a;
  size_t len;
  unsigned char *b, *c;
  Module m;
  size_t so;
  a_init(&a);
  a_static(&a, 8, 8, 0, "abc", 3);
  a_static(&a, 3, 1, 1, "xyz", 3);
  build_simple(&a); /* a_init inside: rebuild the statics after it */
  a_static(&a, 8, 8, 0, "abc", 3);
  a_static(&a, 3, 1, 1, "xyz", 3);
  b = a_build(&a, &len);
  CHECK(mod_load(b, len, &m) == MOD_OK && m.nstatics == 2 && m.static_bytes == 11 && m.h->version == 2 &&
            memcmp(m.sdata, "abcxyz", 6) == 0,
        "a version-2 module with statics loads");
  so = (size_t)((const unsigned char *)m.statics - b) - 8; /* the section */
#define CORRUPT_S(off, val, want, what)                   \
  do {                                                    \
    c = aligned_alloc(8, len + 8);                        \
    memcpy(c, b, len);                                    \
    put32(c, so + (off), val);                            \
    CHECK(mod_load(c, len, &m) == want, "%s: %d", what, mod_load(c, len, &m)); \
    free(c);                                              \
  } while (0)
  CORRUPT_S(0, 3, MOD_E_SIZE, "nstatics disagrees with total_size");
  CORRUPT_S(0, 0xffffffffu, MOD_E_SIZE, "huge nstatics");
  CORRUPT_S(4, 9, MOD_E_SIZE, "data_bytes disagrees with total_size");
  CORRUPT_S(4, 5, MOD_E_STATIC, "data_bytes disagrees with the init_lens");
  CORRUPT_S(8 + 0, 2, MOD_E_STATIC, "init_len > size");
  CORRUPT_S(8 + 0, 0xffffffffu, MOD_E_STATIC, "a 4 GiB static");
  CORRUPT_S(8 + 4, 3, MOD_E_STATIC, "alignment 3");
  CORRUPT_S(8 + 4, 0, MOD_E_STATIC, "alignment 0");
  CORRUPT_S(8 + 4, 8192, MOD_E_STATIC, "alignment 8192");
  CORRUPT_S(8 + 8, 2, MOD_E_STATIC, "unknown flag");
  CORRUPT_S(8 + 12, 4, MOD_E_STATIC, "init_len changed");
#undef CORRUPT_S
  {
    uint32_t l32 = (uint32_t)len;
    ModStatic st = {4, 1, 0, 0};
    CHECK(mod_write_statics(b, &l32, (uint32_t)len + 64, &st, 1, NULL) == MOD_E_STATIC,
          "mod_write_statics on a version-2 module");
  }
  CHECK(mod_load(b, len - 8, &m) == MOD_E_SHORT, "truncated statics");
  free(b);
}

static void test_vm_coverage(void) {
  int op;
  for (op = 0; op < OP__COUNT; op++)
    CHECK(op_used[op], "opcode %s is not executed by any VM test", op_name(op));
}

/* docs/bytecode.md documents every opcode (as `NAME`) */
static void test_doc_coverage(void) {
  FILE *f = fopen("docs/bytecode.md", "rb");
  char *doc, key[64];
  long n;
  int op;
  if (!f) {
    CHECK(0, "docs/bytecode.md not found (run from the repository root)");
    return;
  }
  fseek(f, 0, SEEK_END);
  n = ftell(f);
  fseek(f, 0, SEEK_SET);
  doc = calloc((size_t)n + 1, 1);
  CHECK(fread(doc, 1, (size_t)n, f) == (size_t)n, "read docs/bytecode.md");
  fclose(f);
  for (op = 0; op < OP__COUNT; op++) {
    snprintf(key, sizeof key, "`%s`", op_name(op));
    CHECK(strstr(doc, key) != NULL, "opcode %s is not documented in docs/bytecode.md", op_name(op));
  }
  free(doc);
}

/* ------------------------------------------------------------------ disassembler */

static void test_disasm(void) {
  Asm a;
  size_t len, n;
  unsigned char *b;
  Module m;
  char *text = NULL;
  FILE *f;
  int j;
  a_init(&a);
  a_func(&a, "main", 'd', "iL", "D", 4, 4);
  e3(&a, OP_ARR_INIT, 2, 0, 4);
  k_d(&a, 1.5);
  j = e1(&a, OP_JUMP, 0);
  patch(&a, j, here(&a));
  e1(&a, OP_CALL, 0);
  e0(&a, OP_RET);
  word(&a, 0xee);
  b = a_build(&a, &len);
  mod_load(b, len, &m);
  f = open_memstream(&text, &n);
  disasm_module(f, &m);
  fclose(f);
  CHECK(strstr(text, "func main(int, long[]) -> double  locals=3 max_stack=4 arr_words=4") != NULL,
        "disasm header:\n%s", text);
  CHECK(strstr(text, "  0000  ARR_INIT    2, 0, 4") && strstr(text, "CONST_D     0  ; 1.5") &&
            strstr(text, "JUMP        0005") && strstr(text, "> 0005  CALL        0  ; main") &&
            strstr(text, ".word") && strstr(text, "; locals: 2:double[]"),
        "disasm body:\n%s", text);
  free(text);
  free(b);
}

/* ------------------------------------------------------------------ mutation loop */

static uint64_t rng_state = 0x9E3779B97F4A7C15ull;
static uint64_t rnd(void) {
  uint64_t x = rng_state;
  x ^= x << 13;
  x ^= x >> 7;
  x ^= x << 17;
  return rng_state = x;
}

/* a few valid modules exercising every part of the format */
static int callb(Asm *a, int bi, int nargs, uint32_t cls);
static unsigned char *seed_module(int k, size_t *len) {
  Asm a;
  int j, top;
  a_init(&a);
  switch (k % 4) {
  case 3: /* memory: statics, frame objects, the heap, pointer arithmetic, a library call */
    a_static(&a, 8, 8, 1, "%d %s\n", 7);
    a_static(&a, 16, 4, 0, "abc", 4);
    a_func(&a, "main", 'i', "i", "pp", 6, 0);
    e2(&a, OP_FOBJ, 1, 24);
    e1(&a, OP_LOAD, 0);
    e0(&a, OP_I2L);
    callb(&a, BI_malloc, 1, 0);
    e1(&a, OP_STORE, 2);
    e1(&a, OP_LOAD, 1);
    e1(&a, OP_LOAD, 0);
    e1(&a, OP_ST_32, 4);
    e1(&a, OP_LOAD, 2);
    e1(&a, OP_LOAD, 1);
    e1(&a, OP_ST_P, 0);
    e1(&a, OP_GOBJ, 0);
    e1(&a, OP_LOAD, 1);
    e1(&a, OP_LD_I32, 4);
    e1(&a, OP_GOBJ, 1);
    e1(&a, OP_PUSH_L, 1);
    e1(&a, OP_PIDX, 2);
    callb(&a, BI_printf, 3, BI_CLS_I | BI_CLS_P << 2);
    e1(&a, OP_LOAD, 2);
    callb(&a, BI_free, 1, 0);
    e1(&a, OP_LOAD, 2);
    e1(&a, OP_LD_P, 0);
    e0(&a, OP_P2L);
    e0(&a, OP_L2I);
    e0(&a, OP_ADD_I);
    e0(&a, OP_RET);
    break;
  case 0: /* loop with arrays, calls, doubles */
    a_func(&a, "main", 'd', "i", "Iid", 5, 8);
    e3(&a, OP_ARR_INIT, 1, 0, 8);
    top = here(&a);
    e2(&a, OP_LOAD2, 2, 0);
    e0(&a, OP_LT_I);
    j = e1(&a, OP_JZ, 0);
    e1(&a, OP_LOAD, 2);
    e1(&a, OP_LOAD, 2);
    e1(&a, OP_PUSH_I, 7);
    e0(&a, OP_AND_I);
    e1(&a, OP_ASTORE, 1);
    e1(&a, OP_LOAD, 3);
    k_d(&a, 0.5);
    e0(&a, OP_ADD_D);
    e1(&a, OP_STORE, 3);
    e2(&a, OP_INC_SLOT_I, 2, 1);
    e1(&a, OP_JUMP, top);
    patch(&a, j, here(&a));
    e1(&a, OP_LOAD, 1);
    e1(&a, OP_CALL, 1);
    e0(&a, OP_I2D);
    e1(&a, OP_LOAD, 3);
    e0(&a, OP_MUL_D);
    e0(&a, OP_RET);
    a_func(&a, "g", 'i', "I", "l", 3, 2);
    e1(&a, OP_PUSH_I, 3);
    e1(&a, OP_ALOAD, 0);
    k_l(&a, 5);
    e0(&a, OP_L2I);
    e0(&a, OP_DIV_I);
    e0(&a, OP_RET);
    break;
  case 1: /* recursion with long math and shifts */
    a_func(&a, "main", 'l', "l", "", 4, 0);
    e1(&a, OP_LOAD, 0);
    k_l(&a, 1);
    e0(&a, OP_LE_L);
    j = e1(&a, OP_JZ, 0);
    e1(&a, OP_LOAD, 0);
    e0(&a, OP_RET);
    patch(&a, j, here(&a));
    e1(&a, OP_LOAD, 0);
    k_l(&a, 1);
    e0(&a, OP_SHR_L);
    e1(&a, OP_CALL, 0);
    e1(&a, OP_LOAD, 0);
    k_l(&a, 3);
    e0(&a, OP_REM_L);
    e0(&a, OP_ADD_L);
    e0(&a, OP_RET);
    break;
  default: /* conditionals with bools and ?: shaped merges */
    a_func(&a, "main", 'i', "ib", "b", 4, 0);
    e1(&a, OP_LOAD, 1);
    j = e1(&a, OP_JZ, 0);
    e1(&a, OP_LOAD, 0);
    top = e1(&a, OP_JUMP, 0);
    patch(&a, j, here(&a));
    e1(&a, OP_PUSH_I, -9);
    patch(&a, top, here(&a));
    e0(&a, OP_DUP);
    e0(&a, OP_I2B);
    e1(&a, OP_STORE, 2);
    e1(&a, OP_LOAD, 2);
    e0(&a, OP_B2I);
    e0(&a, OP_ADD_I);
    e0(&a, OP_RET);
    break;
  }
  return a_build(&a, len);
}

static void test_mutations(long iters) {
  unsigned char *seeds[4], *buf;
  size_t lens[4], maxlen = 0;
  long it, loaded = 0, verified = 0, ran = 0;
  int k;
  Env env;
  for (k = 0; k < 4; k++) {
    VfyError e;
    seeds[k] = seed_module(k, &lens[k]);
    CHECK(verify_bytes(seeds[k], lens[k], &e) == 0, "seed %d verifies: %d f%d pc%d arg%d", k, e.code, e.func,
          e.pc, e.arg);
    if (lens[k] > maxlen) maxlen = lens[k];
  }
  buf = aligned_alloc(8, (maxlen + 7) & ~(size_t)7);
  env_init(&env, 64, 32, 8, 2000);
  for (it = 0; it < iters; it++) {
    size_t len = lens[it % 4], flips = 1 + rnd() % 4, i;
    Module m;
    VfyError e;
    memcpy(buf, seeds[it % 4], len);
    for (i = 0; i < flips; i++) {
      size_t pos = (size_t)(rnd() % len);
      switch (rnd() % 4) {
      case 0: buf[pos] ^= (unsigned char)(1u << (rnd() % 8)); break;
      case 1: buf[pos] = (unsigned char)rnd(); break;
      case 2: buf[pos] = (unsigned char)(rnd() % OP__COUNT); break; /* plausible opcodes */
      default: if (pos >= 32) buf[pos] = (unsigned char)(rnd() % 3); break; /* small operands */
      }
    }
    if (rnd() % 8 == 0) len -= (size_t)(rnd() % 16); /* truncation */
    if (mod_load(buf, len, &m) != MOD_OK) continue;
    loaded++;
    {
      size_t wsz = vfy_workspace_size(&m);
      void *ws = malloc(wsz);
      int r = vfy_module(&m, ws, wsz, &e);
      free(ws);
      if (r != 0) {
        if (e.code <= VE_NONE || e.code >= VE__COUNT) CHECK(0, "bad error code %d", e.code);
        continue;
      }
    }
    verified++;
    {
      uint32_t fi;
      for (fi = 0; fi < m.nfuncs; fi++) {
        Value args[GNC_MAX_PARAMS];
        const ModFunc *f = &m.fn[fi];
        const uint8_t *pt = m.types + f->types_off;
        VmResult r;
        int p;
        for (p = 0; p < f->nparams; p++) {
          if (TY_IS_ARR(pt[p])) args[p] = vm_arr_ref(0, 8);
          else args[p].u = rnd() % 16;
        }
        vm_call(&m, (int32_t)fi, args, f->nparams, 8, &env.mem, &env.lim, &r);
        if (r.trap < 0 || r.trap >= TRAP__COUNT || r.steps > env.lim.fuel)
          CHECK(0, "bad VM result: trap %d steps %lld", r.trap, (long long)r.steps);
        ran++;
      }
    }
  }
  printf("mutations: %ld modules, %ld loaded, %ld verified, %ld calls ran\n", iters, loaded, verified, ran);
  CHECK(loaded > 0 && verified > 0, "the mutation loop exercised the verifier and the VM");
  env_free(&env);
  free(buf);
  for (k = 0; k < 4; k++) free(seeds[k]);
}

int main(int argc, char **argv) {
  long iters = argc > 1 ? atol(argv[1]) : 100000;
  test_loader();
  test_verifier();
  test_vm_ops();
  test_vm_misc();
  test_vm_calls();
  test_vm_super();
  test_vm_fuel();
  test_vm_memory();
  test_vfy_memory();
  test_vm_callp();
  test_vfy_callp();
  test_loader_statics();
  test_vm_coverage();
  test_doc_coverage();
  test_disasm();
  test_mutations(iters);
  printf("%d passed, %d failed\n", npass, nfail);
  return nfail ? 1 : 0;
}
