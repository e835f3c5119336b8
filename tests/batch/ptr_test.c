/* ptr_test.c - unit tests of the batch engine's pointer values (src/core/batch/batchcore.c), without the
 * compiler: a hand-made Module view whose entry takes and returns pointers (type bytes 32 + base, TY_PTR),
 * a BatchIn with string, array and null arguments, and a VmMem that the test itself changes the way a run
 * would.  Covers batch_check_prog (types, ranges, the byte memory and object ids the arguments need,
 * args_after), batch_load_args (objects and their little-endian bytes), and batch_score (the string a
 * char * result points to, bad pointers, args_after, the report area).  Prints "ptr: N passed, M failed". */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "core/batch/batch.h"

static int npass, nfail;
#define CHECK(cond)                                                        \
  do {                                                                     \
    if (cond) npass++;                                                     \
    else { nfail++; printf("FAIL %s:%d: %s\n", __FILE__, __LINE__, #cond); } \
  } while (0)

#define P(b) (32 + (b)) /* pointer to scalar type b */

/* one function f(params...) -> ret, as a Module view */
typedef struct {
  ModFunc fn;
  uint8_t types[8];
  Module m;
} Fn;

static void fn_make(Fn *f, int ret, const int *params, int n, int nstatics) {
  memset(f, 0, sizeof *f);
  for (int i = 0; i < n; i++) f->types[i] = (uint8_t)params[i];
  f->fn.nparams = (uint8_t)n;
  f->fn.nlocals = (uint16_t)n;
  f->fn.ret = (uint8_t)ret;
  f->m.fn = &f->fn;
  f->m.types = f->types;
  f->m.nfuncs = 1;
  f->m.nstatics = (uint32_t)nstatics;
}

/* a batch of one program with one test: args (with args_after), expect, and a string pool */
typedef struct {
  BVal args[8], after[8], arr[64], expect;
  char bytes[256];
  int64_t so[2], to[2], ao[2], nbytes, narr;
  int32_t eo[2];
  BatchCheck check;
  BatchIn in;
} B;

static BVal str(B *b, const char *s) {
  BVal v = {b->nbytes, (int32_t)strlen(s), BV_STRING};
  memcpy(b->bytes + b->nbytes, s, strlen(s));
  b->nbytes += (int64_t)strlen(s);
  return v;
}
static BVal num(int64_t x) { BVal v = {x, 0, BV_INT}; return v; }
static BVal real(double d) { Value x; x.d = d; BVal v = {x.i, 0, BV_DOUBLE}; return v; }
static BVal null(void) { BVal v = {0, 0, BV_NULL}; return v; }
static BVal arr(B *b, const BVal *e, int n) {
  BVal v = {b->narr, n, BV_ARRAY};
  for (int i = 0; i < n; i++) b->arr[b->narr++] = e[i];
  return v;
}

static void b_init(B *b) { memset(b, 0, sizeof *b); }
static const BatchIn *b_view(B *b, int nargs, int with_after) {
  b->to[1] = 1;
  b->ao[1] = nargs;
  b->in = (BatchIn){.nprog = 1, .src = "", .src_off = b->so, .entry = "f", .entry_off = b->eo,
                    .test_off = b->to, .arg_off = b->ao, .args = b->args, .expect = &b->expect, .arr = b->arr,
                    .ntests = 1, .nargs = nargs, .narr = b->narr, .bytes = b->bytes, .nbytes = b->nbytes,
                    .check = &b->check, .after = with_after ? b->after : NULL};
  return &b->in;
}

static BatchOpts opts(int64_t mem, int32_t objs) {
  BatchOpts o;
  memset(&o, 0, sizeof o);
  o.mem_bytes = mem;
  o.objs = objs;
  batch_opts_resolve(&o);
  return o;
}

static int check(B *b, const Fn *f, int nargs, const BatchOpts *o, BatchBad *bad) {
  return batch_check_prog(b_view(b, nargs, 1), 0, &f->m, 0, o, bad);
}

static void test_check(void) {
  Fn f;
  B b;
  BatchBad bad;
  BatchOpts o = opts(0, 0);
  int ps[4] = {P(TY_CHAR), P(TY_INT), P(TY_DOUBLE), P(TY_VOID)};
  BVal e3[3] = {num(1), num(-2), num(300)}, ed[2] = {real(1.5), {0, 0, 0}};
  fn_make(&f, P(TY_CHAR), ps, 4, 0);

  b_init(&b);
  ed[1] = str(&b, "-Infinity");
  b.args[0] = str(&b, "h\xc3\xa9llo");
  b.args[1] = arr(&b, e3, 3);
  b.args[2] = arr(&b, ed, 2);
  b.args[3] = null();
  b.expect = str(&b, "ello");
  CHECK(check(&b, &f, 4, &o, &bad) == BI_NONE);
  b.expect = null();
  CHECK(check(&b, &f, 4, &o, &bad) == BI_NONE);
  b.expect = num(1);                                              /* an integer for char * */
  CHECK(check(&b, &f, 4, &o, &bad) == BI_EXPECT_TYPE && bad.why == BC_TYPE && bad.arg == -1);
  b.expect.tag = 0;

  b.args[1] = str(&b, "x");                                       /* a string for int * */
  CHECK(check(&b, &f, 4, &o, &bad) == BI_ARG_TYPE && bad.arg == 1 && bad.why == BC_TYPE && bad.elem == -1);
  b.args[1] = num(5);                                             /* a scalar for int * */
  CHECK(check(&b, &f, 4, &o, &bad) == BI_ARG_TYPE && bad.arg == 1 && bad.want == P(TY_INT));
  b.args[1] = null();
  b.args[3] = arr(&b, e3, 1);                                     /* void * takes only null */
  CHECK(check(&b, &f, 4, &o, &bad) == BI_ARG_TYPE && bad.arg == 3);
  b.args[3] = null();
  b.args[0] = arr(&b, e3, 3);                                     /* 300 does not fit a char */
  CHECK(check(&b, &f, 4, &o, &bad) == BI_ARG_TYPE && bad.arg == 0 && bad.elem == 2 && bad.why == BC_RANGE);
  BVal bad_d[1] = {{0, 0, 0}};
  bad_d[0] = str(&b, "1.5");                                      /* only inf and nan are strings for doubles */
  b.args[0] = null();
  b.args[2] = arr(&b, bad_d, 1);
  CHECK(check(&b, &f, 4, &o, &bad) == BI_ARG_TYPE && bad.arg == 2 && bad.elem == 0 && bad.why == BC_TYPE);

  /* the byte memory and the ids the objects need, placed as vm_new_object places them */
  int p2[2] = {P(TY_CHAR), P(TY_UCHAR)};
  fn_make(&f, TY_INT, p2, 2, 0);
  b_init(&b);
  b.args[0] = str(&b, "0123456789abcdef");                        /* 17 bytes with the NUL */
  b.args[1] = null();
  o = opts(32, 0);
  CHECK(check(&b, &f, 2, &o, &bad) == BI_NONE);                   /* 17 + 15 <= 32 */
  b.args[1] = str(&b, "0123456789abcde");                         /* 16 more: 48 > 32 */
  CHECK(check(&b, &f, 2, &o, &bad) == BI_MEM_BIG && bad.need == 48 && bad.test == 0);
  o = opts(64, 2);
  CHECK(check(&b, &f, 2, &o, &bad) == BI_OBJS_BIG && bad.need == 3);
  o = opts(64, 3);
  CHECK(check(&b, &f, 2, &o, &bad) == BI_NONE);

  /* args_after */
  b.after[0] = str(&b, "zz");
  CHECK(check(&b, &f, 2, &o, &bad) == BI_NONE);
  BVal e17[17];
  for (int i = 0; i < 17; i++) e17[i] = num(i);
  b.after[0] = arr(&b, e17, 16);                                  /* the object has 17 elements */
  CHECK(check(&b, &f, 2, &o, &bad) == BI_AFTER_LEN && bad.why == 16 && bad.need == 17 && bad.after == 1);
  b.after[0] = arr(&b, e17, 17);
  CHECK(check(&b, &f, 2, &o, &bad) == BI_NONE);
  e17[3] = num(-1);                                               /* -1 is no unsigned char */
  b.after[0].tag = 0;                                             /* not checked */
  b.after[1] = arr(&b, e17, 16);
  CHECK(check(&b, &f, 2, &o, &bad) == BI_AFTER_TYPE && bad.arg == 1 && bad.elem == 3 && bad.why == BC_RANGE);
  b.after[1] = num(1);
  CHECK(check(&b, &f, 2, &o, &bad) == BI_AFTER_TYPE && bad.elem == -1 && bad.why == BC_TYPE);
  int p3[2] = {TY_INT, TY_ARR | TY_INT};
  fn_make(&f, TY_INT, p3, 2, 0);
  b_init(&b);
  b.args[0] = num(1);
  b.args[1] = arr(&b, e3, 3);
  b.after[0] = arr(&b, e3, 3);                                    /* a scalar cannot be checked after */
  CHECK(check(&b, &f, 2, &o, &bad) == BI_AFTER_NONE && bad.arg == 0);
  b.after[0].tag = 0;
  b.after[1] = arr(&b, e3, 2);
  CHECK(check(&b, &f, 2, &o, &bad) == BI_AFTER_LEN && bad.arg == 1);
  b.after[1] = arr(&b, e3, 3);
  CHECK(check(&b, &f, 2, &o, &bad) == BI_NONE);
}

/* a VmMem of the batch defaults (small) */
typedef struct { void *block; VmMem mem; BatchCaps caps; } Mem;
static void mem_make(Mem *m, const BatchOpts *o) {
  batch_caps(o, &m->caps);
  m->block = malloc(batch_vm_bytes(&m->caps));
  memset(m->block, 0xA5, batch_vm_bytes(&m->caps)); /* garbage, as a reused block has */
  batch_vm_mem(m->block, &m->caps, &m->mem);
}

static const uint8_t *obj_bytes(const VmMem *mem, Value p, uint32_t *size) {
  const VmObj *ob = &mem->objs[p.u >> 32];
  *size = ob->size;
  return mem->mem + ob->base + (int32_t)(uint32_t)p.u;
}

static void test_load_and_score(void) {
  Fn f;
  B b;
  BatchBad bad;
  BatchOpts o = opts(4096, 64);
  Mem M;
  Value args[8];
  uint32_t size;
  int ps[6] = {P(TY_CHAR), P(TY_INT), P(TY_FLOAT), P(TY_UINT), P(TY_SHORT), TY_ARR | TY_LONG};
  BVal ei[3] = {num(1), num(-2), num(300)}, ef[2] = {real(0.1), real(-3)}, eu[2] = {num(4294967295LL), num(7)};
  BVal es[2] = {num(-32768), num(513)}, el[2] = {num(-5), num(1LL << 40)};
  mem_make(&M, &o);
  fn_make(&f, P(TY_CHAR), ps, 6, 2);
  b_init(&b);
  b.args[0] = str(&b, "h\xc3\xa9llo");
  b.args[1] = arr(&b, ei, 3);
  b.args[2] = arr(&b, ef, 2);
  b.args[3] = arr(&b, eu, 2);
  b.args[4] = arr(&b, es, 2);
  b.args[5] = arr(&b, el, 2);
  const BatchIn *in = b_view(&b, 6, 1);
  CHECK(batch_check_prog(in, 0, &f.m, 0, &o, &bad) == BI_NONE);
  M.mem.host_objs = 99; /* batch_load_args starts the host objects anew */
  CHECK(batch_load_args(in, 0, &f.m, 0, args, &M.mem) == 2);      /* the long[] in the value heap */
  CHECK(M.mem.host_objs == 5);
  const uint8_t *q = obj_bytes(&M.mem, args[0], &size);
  CHECK(size == 7 && memcmp(q, "h\xc3\xa9llo", 7) == 0);           /* the bytes and a NUL */
  q = obj_bytes(&M.mem, args[1], &size);
  CHECK(size == 12 && memcmp(q, "\x01\0\0\0\xfe\xff\xff\xff\x2c\x01\0\0", 12) == 0);
  q = obj_bytes(&M.mem, args[2], &size);
  float fl[2] = {0.1f, -3.0f};
  CHECK(size == 8 && memcmp(q, fl, 8) == 0);
  q = obj_bytes(&M.mem, args[3], &size);
  CHECK(size == 8 && memcmp(q, "\xff\xff\xff\xff\x07\0\0\0", 8) == 0);
  q = obj_bytes(&M.mem, args[4], &size);
  CHECK(size == 4 && memcmp(q, "\x00\x80\x01\x02", 4) == 0);
  CHECK((args[5].u & 0xffffffffu) == 0 && args[5].u >> 32 == 2 && M.mem.heap[0].i == -5 && M.mem.heap[1].i == 1LL << 40);

  /* a "run": the program writes a[1] = 7 (int *) and returns s + 1 */
  uint8_t *w = M.mem.mem + M.mem.objs[args[1].u >> 32].base;
  w[4] = 7; w[5] = w[6] = w[7] = 0;
  M.mem.heap[1].i = 9;
  memcpy(M.mem.out, "out!", 4);
  VmResult r;
  TestResult tr;
  char tb[16];
  memset(&r, 0, sizeof r);
  r.heap_lo = M.mem.objs_cap - M.mem.host_objs;
  r.ret.u = args[0].u + 1;
  r.out_len = 4;
  BVal ai[3] = {num(1), num(7), num(300)}, ai2[3] = {num(1), num(-2), num(300)}, al[2] = {num(-5), num(9)};
  b.expect = str(&b, "\xc3\xa9llo");
  b.after[1] = arr(&b, ai, 3);
  b.after[2] = arr(&b, ef, 2);                                     /* float: compared as floats */
  b.after[3] = arr(&b, eu, 2);
  b.after[0] = str(&b, "h\xc3\xa9llo");
  b.after[5] = arr(&b, al, 2);
  in = b_view(&b, 6, 1);
  CHECK(batch_check_prog(in, 0, &f.m, 0, &o, &bad) == BI_NONE);
  memset(tb, '.', sizeof tb);
  batch_score(in, 0, &f.m, 0, args, &M.mem, &r, &tr, tb, (int32_t)sizeof tb);
  CHECK(tr.status == TS_PASS && tr.flags == TR_STR && tr.str_len == 5 && tr.after_arg == -1 && tr.out_len == 4);
  CHECK(memcmp(tb, "\xc3\xa9llo" "out!", 9) == 0);                  /* the string, then the output */
  int32_t ls, lo;
  batch_report_lens(&tr, 7, &ls, &lo);
  CHECK(ls == 5 && lo == 2);
  b.after[1] = arr(&b, ai2, 3);                                    /* a[1] is 7 now */
  in = b_view(&b, 6, 1);
  batch_score(in, 0, &f.m, 0, args, &M.mem, &r, &tr, NULL, 0);
  CHECK(tr.status == TS_FAIL && tr.flags == (TR_STR | TR_DIFF_AFTER) && tr.after_arg == 1);
  b.after[1].tag = 0;
  b.expect = str(&b, "\xc3\xa9ll");
  in = b_view(&b, 6, 1);
  batch_score(in, 0, &f.m, 0, args, &M.mem, &r, &tr, NULL, 0);
  CHECK(tr.status == TS_FAIL && tr.flags == (TR_STR | TR_DIFF_VALUE));
  /* the program freed its argument: args_after cannot match */
  M.mem.objs[args[0].u >> 32].flags |= VM_OBJ_FREED;
  b.expect.tag = 0;
  in = b_view(&b, 6, 1);
  r.ret.u = 0;
  batch_score(in, 0, &f.m, 0, args, &M.mem, &r, &tr, NULL, 0);
  CHECK(tr.status == TS_FAIL && tr.after_arg == 0 && tr.str_len == -TRAP_NULL);
  M.mem.objs[args[0].u >> 32].flags &= ~(uint32_t)VM_OBJ_FREED;

  /* bad pointers are results, not crashes */
  b.expect = str(&b, "x");
  memset(b.after, 0, sizeof b.after);
  in = b_view(&b, 6, 1);
  struct { uint64_t p; int trap; } cases[] = {
    {0, TRAP_NULL},
    {(uint64_t)3 << 32, TRAP_DANGLING},                            /* above the statics, below the heap */
    {(uint64_t)(M.mem.objs_cap + 5) << 32, TRAP_DANGLING},         /* past the table */
    {args[0].u + 8, TRAP_BOUNDS},                                  /* past the object's end */
    {args[0].u | 0xffffffffu, TRAP_BOUNDS},                        /* a negative offset */
    {args[0].u + 7, TRAP_BOUNDS},                                  /* one past the end: no NUL before it */
    {args[1].u + 2, 0},                                            /* a NUL at once: the empty string */
  };
  for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
    r.ret.u = cases[k].p;
    batch_score(in, 0, &f.m, 0, args, &M.mem, &r, &tr, tb, (int32_t)sizeof tb);
    if (k == 6) CHECK(tr.status == TS_FAIL && tr.str_len == 0);
    else CHECK(tr.status == TS_FAIL && (tr.flags & TR_STR) && tr.str_len == -cases[k].trap);
  }
  M.mem.objs[args[0].u >> 32].flags |= VM_OBJ_FREED;
  r.ret.u = args[0].u;
  batch_score(in, 0, &f.m, 0, args, &M.mem, &r, &tr, NULL, 0);
  CHECK(tr.status == TS_FAIL && tr.str_len == -TRAP_USE_AFTER_FREE);
  /* a static (id 1 .. nstatics) is always there: a string literal returned */
  M.mem.objs[1].base = 100;
  M.mem.objs[1].size = 2;
  M.mem.objs[1].flags = VM_OBJ_LIVE | VM_OBJ_RO;
  memcpy(M.mem.mem + 100, "x", 2);
  r.ret.u = (uint64_t)1 << 32;
  batch_score(in, 0, &f.m, 0, args, &M.mem, &r, &tr, NULL, 0);
  CHECK(tr.status == TS_PASS && tr.str_len == 1);
  b.expect = null();                                               /* expecting a null pointer */
  in = b_view(&b, 6, 1);
  batch_score(in, 0, &f.m, 0, args, &M.mem, &r, &tr, NULL, 0);
  CHECK(tr.status == TS_FAIL);
  r.ret.u = 0;
  batch_score(in, 0, &f.m, 0, args, &M.mem, &r, &tr, NULL, 0);
  CHECK(tr.status == TS_PASS && tr.str_len == -TRAP_NULL);
  /* a trap keeps the output and checks nothing */
  r.trap = TRAP_DIV_ZERO;
  batch_score(in, 0, &f.m, 0, args, &M.mem, &r, &tr, tb, (int32_t)sizeof tb);
  CHECK(tr.status == TS_TRAP && tr.trap == TRAP_DIV_ZERO && tr.out_len == 4 && !(tr.flags & TR_STR) &&
        memcmp(tb, "out!", 4) == 0);

  /* the objects do not fit a smaller memory (the GPU's tier 1): -1, never a partial write past it */
  BatchOpts small = opts(16, 64);
  Mem S;
  mem_make(&S, &small);
  CHECK(batch_load_args(in, 0, &f.m, 0, args, &S.mem) == -1);
  free(S.block);
  free(M.block);
}

/* tolerances and the float comparison */
static void test_same_float(void) {
  BatchCheck ck;
  Value a, b, n;
  memset(&ck, 0, sizeof ck);
  a.d = 0.0; b.d = -0.0; n.u = 0x7ff8000000000000ULL;
  CHECK(!batch_same_float(a.u, b.u, NULL) && !batch_same_float(a.u, b.u, &ck));
  ck.flags = BCK_TOL;
  CHECK(batch_same_float(a.u, b.u, &ck));                          /* 0.0 == -0.0 within any tolerance */
  CHECK(batch_same_float(n.u, n.u, NULL) && batch_same_float(n.u, n.u, &ck) && !batch_same_float(n.u, a.u, &ck));
  ck.rtol = 1e-9;
  a.d = 1e9; b.d = 1e9 + 0.5;
  CHECK(batch_same_float(a.u, b.u, &ck));
  b.d = 1e9 + 2;
  CHECK(!batch_same_float(a.u, b.u, &ck));
  ck.atol = 3;
  CHECK(batch_same_float(a.u, b.u, &ck));
  a.d = 1.0 / 0.0; b.d = 1e308;
  ck.atol = 1e308; ck.rtol = 1;
  CHECK(!batch_same_float(a.u, b.u, &ck) && batch_same_float(a.u, a.u, &ck));
}

int main(void) {
  test_check();
  test_load_and_score();
  test_same_float();
  printf("ptr: %d passed, %d failed\n", npass, nfail);
  return nfail ? 1 : 0;
}
