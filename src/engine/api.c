/* api.c - the public C API (include/gnc.h) over the batch engine (batch.h) and the core.
 *
 * A gnc_batch collects programs and tests in growable host arrays in the order they are added, with
 * every test remembering its program.  gnc_batch_run lays them out as the flat BatchIn both backends take
 * (tests grouped by program, stably, so a program's tests keep their order; when tests were added program
 * by program, as usual, the arrays are used as they are) and runs the CPU or the CUDA backend.  Results
 * stay as the backend's ProgResult/TestResult arrays; gnc_program_result's error text is formatted on
 * first request and cached.
 *
 * Device input (gnc_batch_set_device_input) and device scores need the CUDA backend's device entry points
 * (cuda/cuda_api.h, "device-resident batches").  They are referenced weakly: a build without them links, and the
 * calls answer GNC_E_NO_CUDA.
 */
#include <stdlib.h>
#include <string.h>
#include "gnc.h"
#include "engine/host.h"
#include "core/batch/batch.h"
#include "cuda/cuda_api.h"
#include "neural/nc.h"

typedef char api_route_ok[(int)GNC_ROUTE_NEURAL == (int)HY_R_NEURAL && (int)GNC_ROUTE_FALLBACK == (int)HY_R_FALLBACK &&
                                  (int)GNC_ROUTE_UNSUPPORTED == (int)HY_R_UNSUPPORTED &&
                                  (int)GNC_ROUTE_SLOWER == (int)HY_R_SLOWER
                              ? 1
                              : -1];

/* optional device entry points (src/cuda/) */
#pragma weak batch_cuda_run_device
#pragma weak batch_cuda_alloc
#pragma weak batch_cuda_free
#pragma weak batch_cuda_copy
#pragma weak batch_cuda_scores

/* the public enums mirror the internal ones */
#define SAME(a, b) ((int)(a) == (int)(b))
_Static_assert(SAME(GNC_INT, BV_INT) && SAME(GNC_DOUBLE, BV_DOUBLE) && SAME(GNC_BOOL, BV_BOOL) &&
               SAME(GNC_ARRAY, BV_ARRAY) && SAME(GNC_STRING, BV_STRING) && SAME(GNC_NULL, BV_NULL), "tags");
_Static_assert(SAME(GNC_RESULT_EXITED, TR_EXITED) && SAME(GNC_RESULT_OUTPUT_CUT, TR_OUT_TRUNC) &&
               SAME(GNC_RESULT_VALUE_DIFFERS, TR_DIFF_VALUE) && SAME(GNC_RESULT_OUTPUT_DIFFERS, TR_DIFF_OUT) &&
               SAME(GNC_RESULT_AFTER_DIFFERS, TR_DIFF_AFTER) && SAME(GNC_RESULT_STRING, TR_STR), "result flags");
_Static_assert(sizeof(gnc_flat_check) == sizeof(BatchCheck) &&
                   offsetof(gnc_flat_check, output) == offsetof(BatchCheck, out) &&
                   offsetof(gnc_flat_check, abs_tol) == offsetof(BatchCheck, atol) &&
                   offsetof(gnc_flat_check, rel_tol) == offsetof(BatchCheck, rtol) &&
                   offsetof(gnc_flat_check, tolerance) == offsetof(BatchCheck, flags) &&
                   offsetof(gnc_flat_check, input) == offsetof(BatchCheck, in) && sizeof(gnc_flat_check) % 8 == 0 &&
                   BCK_TOL == 1,
               "flat checks");
_Static_assert(SAME(GNC_PROG_OK, PS_OK) && SAME(GNC_PROG_COMPILE_ERROR, PS_COMPILE_ERROR) &&
               SAME(GNC_PROG_INVALID_INPUT, PS_INVALID_INPUT), "program status");
_Static_assert(SAME(GNC_TEST_PASS, TS_PASS) && SAME(GNC_TEST_FAIL, TS_FAIL) && SAME(GNC_TEST_TRAP, TS_TRAP) &&
               SAME(GNC_TEST_NOT_RUN, TS_NOT_RUN) && SAME(GNC_TEST_DONE, TS_DONE), "test status");
_Static_assert(SAME(GNC_TRAP_DIVISION_BY_ZERO, TRAP_DIV_ZERO) && SAME(GNC_TRAP_DIVISION_OVERFLOW, TRAP_DIV_OVERFLOW) &&
               SAME(GNC_TRAP_SHIFT_OUT_OF_RANGE, TRAP_SHIFT) && SAME(GNC_TRAP_INDEX_OUT_OF_BOUNDS, TRAP_BOUNDS) &&
               SAME(GNC_TRAP_CALL_DEPTH_EXCEEDED, TRAP_CALL_DEPTH) && SAME(GNC_TRAP_STACK_OVERFLOW, TRAP_STACK) &&
               SAME(GNC_TRAP_OUT_OF_FUEL, TRAP_FUEL) && SAME(GNC_TRAP_FLOAT_CONVERSION, TRAP_CONVERSION) &&
               SAME(GNC_TRAP_BAD_ENTRY_CALL, TRAP_BAD_CALL), "traps");
_Static_assert(SAME(GNC_BACKEND_AUTO, BACKEND_AUTO) && SAME(GNC_BACKEND_CPU, BACKEND_CPU) &&
               SAME(GNC_BACKEND_CUDA, BACKEND_CUDA), "backends");
_Static_assert(SAME(GNC_TYPE_VOID, TY_VOID) && SAME(GNC_TYPE_BOOL, TY_BOOL) && SAME(GNC_TYPE_INT, TY_INT) &&
               SAME(GNC_TYPE_LONG, TY_LONG) && SAME(GNC_TYPE_DOUBLE, TY_DOUBLE), "types");
_Static_assert(GNC_DEFAULT_FUEL == GNC_BATCH_DEF_FUEL && GNC_DEFAULT_DEPTH == GNC_BATCH_DEF_DEPTH &&
               GNC_DEFAULT_STACK == GNC_BATCH_DEF_STACK && GNC_DEFAULT_HEAP == GNC_BATCH_DEF_HEAP &&
               GNC_MAX_DEPTH == GNC_BATCH_MAX_DEPTH && GNC_MAX_SLOTS == GNC_BATCH_MAX_SLOTS &&
               GNC_DEFAULT_MEM == GNC_BATCH_DEF_MEM && GNC_DEFAULT_OBJECTS == GNC_BATCH_DEF_OBJS &&
               GNC_DEFAULT_OUT == GNC_BATCH_DEF_OUT && GNC_MAX_MEM == GNC_BATCH_MAX_MEM &&
               GNC_MAX_OBJECTS == GNC_BATCH_MAX_OBJS && GNC_MAX_OUT == GNC_BATCH_MAX_OUT &&
               GNC_DEFAULT_REPORT == GNC_BATCH_DEF_REPORT && GNC_MAX_REPORT == GNC_BATCH_MAX_REPORT, "defaults");
_Static_assert(sizeof(gnc_flat_value) == sizeof(BVal) && offsetof(gnc_flat_value, v) == offsetof(BVal, v) &&
               offsetof(gnc_flat_value, len) == offsetof(BVal, len) &&
               offsetof(gnc_flat_value, tag) == offsetof(BVal, tag), "flat values");

/* ---------------------------------------------------------------- growable arrays */
#define VEC(T) struct { T *p; int64_t n, cap; }
static int vec_reserve(void **p, int64_t *cap, int64_t need, size_t elem) {
  if (need <= *cap) return 0;
  int64_t c = *cap ? *cap : 16;
  while (c < need) c *= 2;
  void *q = host_realloc(*p, (size_t)c * elem);
  if (!q) return -1;
  *p = q;
  *cap = c;
  return 0;
}
#define VEC_RESERVE(v, extra) vec_reserve((void **)&(v).p, &(v).cap, (v).n + (extra), sizeof *(v).p)

struct gnc_batch {
  gnc_options opts;
  BatchOpts bo;                       /* resolved limits                                         */
  /* host input, in the order added */
  VEC(char) src;
  VEC(int64_t) src_off;               /* n = programs + 1                                         */
  VEC(char) entry;
  VEC(int32_t) entry_off;
  VEC(int64_t) prog_ntests;           /* tests per program                                        */
  VEC(int64_t) t_prog;                /* program of each test                                     */
  VEC(int64_t) t_arg_off;             /* n = tests + 1                                            */
  VEC(BVal) args;
  VEC(BVal) expect;
  VEC(BVal) arr;
  VEC(char) bytes;                    /* strings of values and expected outputs                   */
  VEC(BatchCheck) check;              /* per test: expected output, tolerances                    */
  VEC(BVal) after;                    /* per argument: args_after (tag 0: not checked)            */
  int grouped;                        /* tests were added program by program                      */
  /* device input */
  int has_dev;
  BatchIn dev;
  /* the BatchIn of the last run (host input) and its grouped arrays when they had to be built */
  BatchIn in;
  int64_t *g_test_off, *g_arg_off;
  BVal *g_args, *g_expect, *g_after;
  BatchCheck *g_check;
  /* results */
  int ran;
  int used_cuda;
  /* gnc_batch_set_compiler */
  Hybrid *hybrid;
  gnc_compiler_stats hst;
  uint8_t *route;
  ProgResult *pr;                     /* host copy (device input: copied back on first use)       */
  TestResult *tr;
  char *tb;                           /* report areas, bo.report_bytes per test (or NULL)         */
  ProgResult *dpr;                    /* device input: results in device memory                   */
  TestResult *dtr;
  char *dtb;
  int64_t *h_test_off;                /* device input: test_off copied to the host                */
  char **msg;                         /* per program, formatted on request                        */
  char err[512];
};

static int fail(gnc_batch *b, int code, const char *what) {
  if (b) snprintf(b->err, sizeof b->err, "%s", what);
  return code;
}

const char *gnc_strerror(int code) {
  switch (code) {
  case GNC_OK: return "ok";
  case GNC_E_INVALID: return "invalid argument";
  case GNC_E_NOMEM: return "out of memory";
  case GNC_E_NO_CUDA: return "CUDA is not available";
  case GNC_E_CUDA: return "CUDA error";
  case GNC_E_STATE: return "call out of order";
  case GNC_E_COMPILE: return "compile error";
  case GNC_E_MODULE: return "malformed or unverifiable module";
  case GNC_E_ENTRY: return "no such function";
  case GNC_E_INPUT: return "arguments do not fit the function";
  case GNC_E_LIMIT: return "too large";
  default: return "unknown error";
  }
}

const char *gnc_trap_name(int trap) { return trap >= 0 && trap < TRAP__COUNT ? vm_trap_name(trap) : "?"; }

#define GNC_STR_(x) #x
#define GNC_STR(x) GNC_STR_(x)
const char *gnc_version(void) {
  return "gnc 0.1 (bytecode module versions 1 and 2, API version " GNC_STR(GNC_API_VERSION) ")";
}

void gnc_options_default(gnc_options *o) {
  if (o) memset(o, 0, sizeof *o);
}

int gnc_cuda_available(void) { return cuda_available() ? 1 : 0; }

static BatchOpts resolve(const gnc_options *o) {
  BatchOpts bo;
  memset(&bo, 0, sizeof bo);
  if (o) {
    bo.fuel = o->fuel;
    bo.max_depth = o->max_depth;
    bo.stack_slots = o->stack_slots;
    bo.heap_slots = o->heap_slots;
    bo.threads = o->threads < 0 ? 0 : o->threads;
    bo.mem_bytes = o->mem_bytes;
    bo.objs = o->objects;
    bo.out_bytes = o->out_bytes;
    bo.report_bytes = o->report_bytes;
  }
  batch_opts_resolve(&bo);
  return bo;
}

/* ---------------------------------------------------------------- create, clear, destroy */
gnc_batch *gnc_batch_create(const gnc_options *opts) {
  gnc_batch *b = host_calloc(1, sizeof *b);
  if (!b) return NULL;
  if (opts) b->opts = *opts;
  b->bo = resolve(opts);
  b->grouped = 1;
  if (VEC_RESERVE(b->src_off, 1) || VEC_RESERVE(b->entry_off, 1) || VEC_RESERVE(b->t_arg_off, 1)) {
    gnc_batch_destroy(b);
    return NULL;
  }
  b->src_off.p[b->src_off.n++] = 0;
  b->entry_off.p[b->entry_off.n++] = 0;
  b->t_arg_off.p[b->t_arg_off.n++] = 0;
  return b;
}

static void drop_results(gnc_batch *b) {
  int64_t np = b->has_dev ? b->dev.nprog : (int64_t)b->src_off.n - 1;
  if (b->msg) {
    for (int64_t p = 0; p < np; p++) free(b->msg[p]);
    free(b->msg);
  }
  b->msg = NULL;
  free(b->pr); free(b->tr); free(b->tb); free(b->route);
  b->pr = NULL; b->tr = NULL; b->tb = NULL; b->route = NULL;
  if (b->dpr && batch_cuda_free) batch_cuda_free(b->dpr);
  if (b->dtr && batch_cuda_free) batch_cuda_free(b->dtr);
  if (b->dtb && batch_cuda_free) batch_cuda_free(b->dtb);
  b->dpr = NULL; b->dtr = NULL; b->dtb = NULL;
  free(b->h_test_off); b->h_test_off = NULL;
  free(b->g_test_off); free(b->g_arg_off); free(b->g_args); free(b->g_expect); free(b->g_after); free(b->g_check);
  b->g_test_off = b->g_arg_off = NULL;
  b->g_args = b->g_expect = b->g_after = NULL;
  b->g_check = NULL;
  b->ran = 0;
}

void gnc_batch_clear(gnc_batch *b) {
  if (!b) return;
  drop_results(b);
  b->src.n = b->entry.n = b->prog_ntests.n = b->t_prog.n = b->args.n = b->expect.n = b->arr.n = 0;
  b->bytes.n = b->check.n = b->after.n = 0;
  b->src_off.n = b->entry_off.n = b->t_arg_off.n = 1;
  b->grouped = 1;
  b->has_dev = 0;
  b->err[0] = 0;
}

void gnc_batch_destroy(gnc_batch *b) {
  if (!b) return;
  drop_results(b);
  hy_close(b->hybrid);
  free(b->src.p); free(b->src_off.p); free(b->entry.p); free(b->entry_off.p); free(b->prog_ntests.p);
  free(b->t_prog.p); free(b->t_arg_off.p); free(b->args.p); free(b->expect.p); free(b->arr.p);
  free(b->bytes.p); free(b->check.p); free(b->after.p);
  free(b);
}

/* ---------------------------------------------------------------- input */
int64_t gnc_batch_add_program(gnc_batch *b, const char *src, size_t len, const char *entry) {
  if (!b) return GNC_E_INVALID;
  if (b->has_dev) return fail(b, GNC_E_STATE, "the batch has device input");
  if (!src && len) return fail(b, GNC_E_INVALID, "source is NULL");
  if (len == (size_t)-1) len = src ? strlen(src) : 0;
  if (!entry) entry = "main";
  size_t elen = strlen(entry);
  if (b->src_off.n - 1 >= INT32_MAX - 1) return fail(b, GNC_E_LIMIT, "too many programs");
  if (elen > 4096 || len > (size_t)INT64_MAX / 2 || b->entry.n + (int64_t)elen > INT32_MAX)
    return fail(b, GNC_E_LIMIT, "source or entry name too large");
  if (VEC_RESERVE(b->src, (int64_t)len) || VEC_RESERVE(b->src_off, 1) || VEC_RESERVE(b->entry, (int64_t)elen) ||
      VEC_RESERVE(b->entry_off, 1) || VEC_RESERVE(b->prog_ntests, 1))
    return fail(b, GNC_E_NOMEM, "out of memory");
  drop_results(b);
  if (len) memcpy(b->src.p + b->src.n, src, len);
  b->src.n += (int64_t)len;
  b->src_off.p[b->src_off.n++] = b->src.n;
  memcpy(b->entry.p + b->entry.n, entry, elen);
  b->entry.n += (int64_t)elen;
  b->entry_off.p[b->entry_off.n++] = (int32_t)b->entry.n;
  b->prog_ntests.p[b->prog_ntests.n++] = 0;
  return b->src_off.n - 2;
}

/* a scalar gnc_value as a BVal (a string's bytes appended to *bytes, which has room; NULL: not copied,
 * v = 0); -1 if it is not a scalar */
static int to_bval(const gnc_value *v, BVal *o, char *bytes, int64_t *nbytes) {
  o->len = 0;
  o->v = 0;
  switch (v->type) {
  case GNC_INT: o->tag = BV_INT; o->v = v->as.i; return 0;
  case GNC_BOOL: o->tag = BV_BOOL; o->v = v->as.b != 0; return 0;
  case GNC_NULL: o->tag = BV_NULL; return 0;
  case GNC_STRING:
    o->tag = BV_STRING;
    o->len = v->len;
    if (bytes) {
      if (v->len > 0) memcpy(bytes + *nbytes, v->as.str, (size_t)v->len);
      o->v = *nbytes;
      *nbytes += v->len;
    }
    return 0;
  case GNC_DOUBLE: {
    Value x;
    x.d = v->as.d;
    if (x.d != x.d) x.u = 0x7ff8000000000000ULL; /* one NaN */
    o->tag = BV_DOUBLE;
    o->v = x.i;
    return 0;
  }
  default: return -1;
  }
}

static int scalar_ok(const gnc_value *v) {
  if (v->type == GNC_STRING) return v->len >= 0 && (v->len == 0 || v->as.str);
  return v->type >= GNC_INT && v->type <= GNC_NULL && v->type != GNC_ARRAY;
}

/* a well-formed value (arrays: of scalars); adds the array elements and string bytes it holds */
static int check_value(const gnc_value *v, int allow_array, int64_t *narr, int64_t *nbytes) {
  if (v->type == GNC_ARRAY) {
    if (!allow_array || v->len < 0 || (v->len > 0 && !v->as.elems)) return -1;
    for (int32_t e = 0; e < v->len; e++) {
      if (!scalar_ok(&v->as.elems[e])) return -1;
      if (v->as.elems[e].type == GNC_STRING) *nbytes += v->as.elems[e].len;
    }
    *narr += v->len;
    return 0;
  }
  if (!scalar_ok(v)) return -1;
  if (v->type == GNC_STRING) *nbytes += v->len;
  return 0;
}

/* value v into o: arrays' elements appended to arr, strings' bytes to bytes (both with room) */
static void put_value(const gnc_value *v, BVal *o, BVal *arr, int64_t *narr, char *bytes, int64_t *nbytes) {
  if (v->type != GNC_ARRAY) { to_bval(v, o, bytes, nbytes); return; }
  o->tag = BV_ARRAY;
  o->v = *narr;
  o->len = v->len;
  for (int32_t e = 0; e < v->len; e++) to_bval(&v->as.elems[e], &arr[(*narr)++], bytes, nbytes);
}

int64_t gnc_batch_add_test(gnc_batch *b, int64_t prog, const gnc_value *args, int32_t nargs,
                           const gnc_value *expect) {
  gnc_test t;
  memset(&t, 0, sizeof t);
  t.args = args;
  t.nargs = nargs;
  t.expect = expect;
  return gnc_batch_add_test_ex(b, prog, &t);
}

int64_t gnc_batch_add_test_ex(gnc_batch *b, int64_t prog, const gnc_test *t) {
  if (!b) return GNC_E_INVALID;
  if (!t) return fail(b, GNC_E_INVALID, "no test");
  if (b->has_dev) return fail(b, GNC_E_STATE, "the batch has device input");
  if (prog < 0 || prog >= b->src_off.n - 1) return fail(b, GNC_E_INVALID, "no such program");
  int32_t nargs = t->nargs;
  const gnc_value *args = t->args, *expect = t->expect;
  if (nargs < 0 || (nargs > 0 && !args)) return fail(b, GNC_E_INVALID, "bad argument list");
  int64_t narr = 0, nbytes = 0, outlen = 0, inlen = 0;
  for (int32_t i = 0; i < nargs; i++) {
    if (check_value(&args[i], 1, &narr, &nbytes)) return fail(b, GNC_E_INVALID, "malformed argument value");
    if (t->args_after && t->args_after[i].type != GNC_NONE && check_value(&t->args_after[i], 1, &narr, &nbytes))
      return fail(b, GNC_E_INVALID, "malformed args_after value");
  }
  if (expect && expect->type != GNC_NONE && check_value(expect, 0, &narr, &nbytes))
    return fail(b, GNC_E_INVALID, "malformed expected value (arrays cannot be expected)");
  if (t->expect_output) {
    outlen = t->expect_output_len >= 0 ? t->expect_output_len : (int64_t)strlen(t->expect_output);
    if (outlen > INT32_MAX) return fail(b, GNC_E_INVALID, "expected output too long");
    nbytes += outlen;
  }
  if (t->input) {
    inlen = t->input_len >= 0 ? t->input_len : (int64_t)strlen(t->input);
    if (inlen > INT32_MAX) return fail(b, GNC_E_INVALID, "input too long");
    nbytes += inlen;
  }
  if (t->tolerance && !(t->abs_tol >= 0 && t->abs_tol <= 1.7976931348623157e308 && t->rel_tol >= 0 &&
                        t->rel_tol <= 1.7976931348623157e308))
    return fail(b, GNC_E_INVALID, "tolerances must be finite numbers >= 0");
  if (b->prog_ntests.p[prog] >= INT32_MAX) return fail(b, GNC_E_LIMIT, "too many tests");
  if (VEC_RESERVE(b->t_prog, 1) || VEC_RESERVE(b->t_arg_off, 1) || VEC_RESERVE(b->args, nargs) ||
      VEC_RESERVE(b->after, nargs) || VEC_RESERVE(b->expect, 1) || VEC_RESERVE(b->check, 1) ||
      VEC_RESERVE(b->arr, narr) || VEC_RESERVE(b->bytes, nbytes))
    return fail(b, GNC_E_NOMEM, "out of memory");
  drop_results(b);
  for (int32_t i = 0; i < nargs; i++) {
    BVal *o = &b->args.p[b->args.n++], *x = &b->after.p[b->after.n++];
    put_value(&args[i], o, b->arr.p, &b->arr.n, b->bytes.p, &b->bytes.n);
    memset(x, 0, sizeof *x);
    if (t->args_after && t->args_after[i].type != GNC_NONE)
      put_value(&t->args_after[i], x, b->arr.p, &b->arr.n, b->bytes.p, &b->bytes.n);
  }
  BVal *ex = &b->expect.p[b->expect.n++];
  memset(ex, 0, sizeof *ex);
  if (expect && expect->type != GNC_NONE) to_bval(expect, ex, b->bytes.p, &b->bytes.n);
  BatchCheck *ck = &b->check.p[b->check.n++];
  memset(ck, 0, sizeof *ck);
  if (t->expect_output) {
    gnc_value o = gnc_string(t->expect_output, (int32_t)outlen);
    to_bval(&o, &ck->out, b->bytes.p, &b->bytes.n);
  }
  if (t->input) {
    gnc_value o = gnc_string(t->input, (int32_t)inlen);
    to_bval(&o, &ck->in, b->bytes.p, &b->bytes.n);
  }
  if (t->tolerance) {
    ck->flags = BCK_TOL;
    ck->atol = t->abs_tol;
    ck->rtol = t->rel_tol;
  }
  if (b->t_prog.n > 0 && b->t_prog.p[b->t_prog.n - 1] > prog) b->grouped = 0;
  b->t_prog.p[b->t_prog.n++] = prog;
  b->t_arg_off.p[b->t_arg_off.n++] = b->args.n;
  return b->prog_ntests.p[prog]++;
}

int gnc_batch_set_device_input(gnc_batch *b, const gnc_device_input *in) {
  if (!b || !in || in->nprog < 0) return fail(b, GNC_E_INVALID, "bad device input");
  if (b->src_off.n > 1) return fail(b, GNC_E_STATE, "the batch already has host programs");
  if (!batch_cuda_run_device || !cuda_available())
    return fail(b, GNC_E_NO_CUDA, "device input needs the CUDA backend and a device");
  drop_results(b);
  b->has_dev = 1;
  b->dev = (BatchIn){.nprog = in->nprog, .src = in->src, .src_off = in->src_off, .entry = in->entry,
                     .entry_off = in->entry_off, .test_off = in->test_off, .arg_off = in->arg_off,
                     .args = (const BVal *)in->args, .expect = (const BVal *)in->expect,
                     .arr = (const BVal *)in->arr, .ntests = in->ntests, .nargs = in->nargs, .narr = in->narr,
                     .bytes = in->bytes, .nbytes = in->nbytes, .check = (const BatchCheck *)in->check,
                     .after = (const BVal *)in->after};
  return GNC_OK;
}

/* ---------------------------------------------------------------- running */
/* the host BatchIn of the added programs; grouping the tests by program if they were interleaved */
static int layout(gnc_batch *b) {
  int64_t np = b->src_off.n - 1, nt = b->t_prog.n;
  BatchIn *in = &b->in;
  b->g_test_off = host_alloc(sizeof(int64_t) * (size_t)(np + 1));
  if (!b->g_test_off) return -1;
  b->g_test_off[0] = 0;
  for (int64_t p = 0; p < np; p++) b->g_test_off[p + 1] = b->g_test_off[p] + b->prog_ntests.p[p];
  *in = (BatchIn){.nprog = (int32_t)np, .src = b->src.p, .src_off = b->src_off.p, .entry = b->entry.p,
                  .entry_off = b->entry_off.p, .test_off = b->g_test_off, .arg_off = b->t_arg_off.p,
                  .args = b->args.p, .expect = b->expect.p, .arr = b->arr.p, .ntests = nt, .nargs = b->args.n,
                  .narr = b->arr.n, .bytes = b->bytes.p, .nbytes = b->bytes.n, .check = b->check.p,
                  .after = b->after.p};
  if (b->grouped) return 0;
  int64_t *next = host_alloc(sizeof(int64_t) * (size_t)(np + 1));
  int64_t *where = host_alloc(sizeof(int64_t) * (size_t)(nt + 1));
  b->g_arg_off = host_alloc(sizeof(int64_t) * (size_t)(nt + 1));
  b->g_args = host_alloc(sizeof(BVal) * (size_t)(b->args.n ? b->args.n : 1));
  b->g_after = host_alloc(sizeof(BVal) * (size_t)(b->args.n ? b->args.n : 1));
  b->g_expect = host_alloc(sizeof(BVal) * (size_t)(nt ? nt : 1));
  b->g_check = host_alloc(sizeof(BatchCheck) * (size_t)(nt ? nt : 1));
  if (!next || !where || !b->g_arg_off || !b->g_args || !b->g_after || !b->g_expect || !b->g_check) {
    free(next);
    free(where);
    return -1;
  }
  memcpy(next, b->g_test_off, sizeof(int64_t) * (size_t)(np + 1));
  for (int64_t t = 0; t < nt; t++) where[t] = next[b->t_prog.p[t]]++; /* stable: order within a program kept */
  for (int64_t t = 0; t < nt; t++) b->g_arg_off[where[t]] = b->t_arg_off.p[t + 1] - b->t_arg_off.p[t];
  int64_t acc = 0;
  for (int64_t g = 0; g < nt; g++) { int64_t k = b->g_arg_off[g]; b->g_arg_off[g] = acc; acc += k; }
  b->g_arg_off[nt] = acc;
  for (int64_t t = 0; t < nt; t++) {
    int64_t a0 = b->t_arg_off.p[t], k = b->t_arg_off.p[t + 1] - a0;
    memcpy(b->g_args + b->g_arg_off[where[t]], b->args.p + a0, sizeof(BVal) * (size_t)k);
    memcpy(b->g_after + b->g_arg_off[where[t]], b->after.p + a0, sizeof(BVal) * (size_t)k);
    b->g_expect[where[t]] = b->expect.p[t];
    b->g_check[where[t]] = b->check.p[t];
  }
  free(next);
  free(where);
  in->arg_off = b->g_arg_off;
  in->args = b->g_args;
  in->after = b->g_after;
  in->expect = b->g_expect;
  in->check = b->g_check;
  return 0;
}

static int run_device(gnc_batch *b) {
  char err[400] = "";
  size_t np = (size_t)b->dev.nprog, nt = (size_t)b->dev.ntests;
  size_t rcap = (size_t)batch_report_cap(&b->bo);
  b->dpr = batch_cuda_alloc(sizeof(ProgResult) * (np ? np : 1));
  b->dtr = batch_cuda_alloc(sizeof(TestResult) * (nt ? nt : 1));
  b->dtb = rcap ? batch_cuda_alloc(rcap * (nt ? nt : 1)) : NULL;
  if (!b->dpr || !b->dtr || (rcap && !b->dtb)) return fail(b, GNC_E_NOMEM, "out of device memory for the results");
  if (batch_cuda_run_device(&b->dev, &b->bo, b->dpr, b->dtr, b->dtb, err, (int)sizeof err) != 0) {
    snprintf(b->err, sizeof b->err, "CUDA backend: %s", err);
    return GNC_E_CUDA;
  }
  b->used_cuda = 1;
  b->ran = 1;
  return GNC_OK;
}

int gnc_batch_run(gnc_batch *b) {
  if (!b) return GNC_E_INVALID;
  drop_results(b);
  b->err[0] = 0;
  memset(&b->hst, 0, sizeof b->hst);
  if (b->has_dev) return b->hybrid ? fail(b, GNC_E_STATE, "the neural and hybrid compilers take host input")
                                   : run_device(b);
  Runner run;
  if (runner_open(&run, b->opts.backend) != 0)
    return fail(b, GNC_E_NO_CUDA, "the CUDA backend was asked for, but no CUDA device is available");
  if (layout(b) != 0) return fail(b, GNC_E_NOMEM, "out of memory");
  size_t np = (size_t)b->in.nprog, nt = (size_t)b->in.ntests;
  size_t rcap = (size_t)batch_report_cap(&b->bo);
  b->pr = host_calloc(np ? np : 1, sizeof(ProgResult));
  b->tr = host_calloc(nt ? nt : 1, sizeof(TestResult));
  b->tb = rcap ? host_alloc(rcap * (nt ? nt : 1)) : NULL;
  if (!b->pr || !b->tr || (rcap && !b->tb)) return fail(b, GNC_E_NOMEM, "out of memory");
  if (b->hybrid && np > 0 && !(b->route = host_calloc(np, 1)))
    return fail(b, GNC_E_NOMEM, "out of memory for the neural compiler");
  HyStats st;
  memset(&st, 0, sizeof st);
  int rc = runner_run(&run, &b->in, &b->bo, b->pr, b->tr, b->tb, b->hybrid, b->route, &st);
  if (run.fell_back) snprintf(b->err, sizeof b->err, "CUDA backend: %.399s", run.cuda_err); /* kept on success */
  if (rc == RUN_E_CUDA) {
    snprintf(b->err, sizeof b->err, "CUDA backend: %.399s", run.err);
    return GNC_E_CUDA;
  }
  if (rc != RUN_OK) return fail(b, GNC_E_NOMEM, run.err);
  b->used_cuda = np > 0 && run.backend == BACKEND_CUDA;
  b->hst = (gnc_compiler_stats){st.programs, st.routed, st.neural, st.fallback, st.unsupported, st.slower,
                                st.candidates, st.faster, st.router_s, st.decode_s, st.check_s, run.traditional_s};
  b->ran = 1;
  return GNC_OK;
}

/* ---------------------------------------------------------------- the neural and hybrid compilers */
void gnc_compiler_options_default(gnc_compiler_options *o) {
  HyOpts h;
  if (!o) return;
  hy_opts_default(&h);
  memset(o, 0, sizeof *o);
  o->compiler = GNC_COMPILER_TRADITIONAL;
  o->k = h.k;
  o->threshold = h.threshold;
  o->temperature = h.temperature;
  o->top_p = h.top_p;
  o->seed = h.seed;
  o->agree = h.random_sets;
}

int gnc_batch_set_compiler(gnc_batch *b, const gnc_compiler_options *o) {
  HyOpts h;
  char err[480];
  if (!b) return GNC_E_INVALID;
  drop_results(b);
  hy_close(b->hybrid);
  b->hybrid = NULL;
  if (!o || o->compiler == GNC_COMPILER_TRADITIONAL) return GNC_OK;
  hy_opts_default(&h);
  if (o->compiler != GNC_COMPILER_NEURAL && o->compiler != GNC_COMPILER_HYBRID)
    return fail(b, GNC_E_INVALID, "compiler: not GNC_COMPILER_TRADITIONAL, _NEURAL or _HYBRID");
  if (o->k < 0 || o->k > 1024) return fail(b, GNC_E_INVALID, "k: not in 0..1024");
  if (o->threshold > 1 || o->threshold != o->threshold) return fail(b, GNC_E_INVALID, "threshold: above 1");
  if (!(o->temperature >= 0 && o->temperature <= 100)) return fail(b, GNC_E_INVALID, "temperature: not in [0, 100]");
  if (!(o->top_p > 0 && o->top_p <= 1)) return fail(b, GNC_E_INVALID, "top_p: not in (0, 1]");
  if (o->agree < 0) return fail(b, GNC_E_INVALID, "agree: negative");
  h.compiler = o->compiler == GNC_COMPILER_NEURAL ? HY_NEURAL : HY_HYBRID;
  h.k = o->k;
  h.model = o->model;
  h.router = o->router;
  h.threshold = o->threshold < 0 ? -1 : o->threshold;
  h.temperature = o->temperature;
  h.top_p = o->top_p;
  h.seed = o->seed;
  h.random_sets = o->agree;
  h.prefer_fast = o->prefer_fast != 0;
  int rc = hy_open(&b->hybrid, &h, &b->bo, err, sizeof err);
  return rc ? fail(b, rc == HY_E_NOMEM ? GNC_E_NOMEM : GNC_E_INVALID, err) : GNC_OK;
}

int gnc_batch_program_route(gnc_batch *b, int64_t prog) {
  if (!b) return GNC_E_INVALID;
  if (!b->ran) return GNC_E_STATE;
  if (prog < 0 || prog >= gnc_batch_program_count(b)) return GNC_E_INVALID;
  return b->route ? b->route[prog] : GNC_ROUTE_TRADITIONAL;
}

int gnc_batch_compiler_stats(gnc_batch *b, gnc_compiler_stats *out) {
  if (!b || !out) return GNC_E_INVALID;
  if (!b->ran) return GNC_E_STATE;
  *out = b->hst;
  return GNC_OK;
}

const char *gnc_batch_backend(const gnc_batch *b) { return !b || !b->ran ? "" : b->used_cuda ? "cuda" : "cpu"; }
const char *gnc_batch_error(const gnc_batch *b) { return b ? b->err : "no batch"; }

/* ---------------------------------------------------------------- results */
int64_t gnc_batch_program_count(const gnc_batch *b) {
  if (!b) return GNC_E_INVALID;
  return b->has_dev ? b->dev.nprog : b->src_off.n - 1;
}

/* device input: copy the results (and the test offsets) back once */
static int fetch(gnc_batch *b) {
  if (!b->ran) return fail(b, GNC_E_STATE, "the batch has not run");
  if (!b->has_dev || b->pr) return GNC_OK;
  size_t np = (size_t)b->dev.nprog, nt = (size_t)b->dev.ntests, rcap = b->dtb ? (size_t)batch_report_cap(&b->bo) : 0;
  b->pr = host_alloc(sizeof(ProgResult) * (np ? np : 1));
  b->tr = host_alloc(sizeof(TestResult) * (nt ? nt : 1));
  b->tb = rcap ? host_alloc(rcap * (nt ? nt : 1)) : NULL;
  b->h_test_off = host_alloc(sizeof(int64_t) * (np + 1));
  if (!b->pr || !b->tr || !b->h_test_off || (rcap && !b->tb)) {
    free(b->pr); free(b->tr); free(b->tb); free(b->h_test_off);
    b->pr = NULL; b->tr = NULL; b->tb = NULL; b->h_test_off = NULL;
    return fail(b, GNC_E_NOMEM, "out of memory");
  }
  if (batch_cuda_copy(b->pr, b->dpr, sizeof(ProgResult) * np, 0) ||
      batch_cuda_copy(b->tr, b->dtr, sizeof(TestResult) * nt, 0) ||
      (rcap && batch_cuda_copy(b->tb, b->dtb, rcap * nt, 0)) ||
      batch_cuda_copy(b->h_test_off, b->dev.test_off, sizeof(int64_t) * (np + 1), 0)) {
    free(b->pr); free(b->tr); free(b->tb); free(b->h_test_off);
    b->pr = NULL; b->tr = NULL; b->tb = NULL; b->h_test_off = NULL;
    return fail(b, GNC_E_CUDA, "copying the results from the device failed");
  }
  return GNC_OK;
}

static const int64_t *test_off(const gnc_batch *b) { return b->has_dev ? b->h_test_off : b->in.test_off; }

int64_t gnc_batch_test_count(const gnc_batch *b, int64_t prog) {
  if (!b) return GNC_E_INVALID;
  if (!b->has_dev) {
    if (prog < 0) return b->t_prog.n;
    return prog < b->src_off.n - 1 ? b->prog_ntests.p[prog] : GNC_E_INVALID;
  }
  if (prog < 0) return b->dev.ntests;
  if (prog >= b->dev.nprog || !b->h_test_off) return prog >= b->dev.nprog ? GNC_E_INVALID : GNC_E_STATE;
  return b->h_test_off[prog + 1] - b->h_test_off[prog];
}

/* the error text of program p (device input: its source and entry are copied from the device); NULL when out
 * of memory */
static const char *prog_message(gnc_batch *b, int64_t p, int *line, int *col) {
  const ProgResult *r = &b->pr[p];
  char buf[1024];
  *line = *col = 0;
  if (r->status == PS_OK) return "";
  if (!b->msg) {
    b->msg = host_calloc((size_t)gnc_batch_program_count(b) + 1, sizeof(char *));
    if (!b->msg) return NULL;
  }
  if (!b->has_dev) {
    const char *src = b->in.src + b->in.src_off[p];
    int64_t len = b->in.src_off[p + 1] - b->in.src_off[p];
    if (r->status == PS_COMPILE_ERROR && r->first_error.code != BATCH_E_VERIFY)
      diag_linecol(src, len > INT32_MAX ? INT32_MAX : (int32_t)len, r->first_error.pos, line, col);
    if (!b->msg[p] && batch_prog_error(buf, sizeof buf, &b->in, (int32_t)p, r, &b->bo) == 0)
      b->msg[p] = host_strdup(buf);
  } else if (!b->msg[p]) {
    int64_t so[2];
    int32_t eo[2];
    char *src = NULL, *entry = NULL;
    if (batch_cuda_copy(so, b->dev.src_off + p, sizeof so, 0) == 0 &&
        batch_cuda_copy(eo, b->dev.entry_off + p, sizeof eo, 0) == 0 && so[1] >= so[0] && eo[1] >= eo[0] &&
        (src = host_alloc((size_t)(so[1] - so[0]) + 1)) && (entry = host_alloc((size_t)(eo[1] - eo[0]) + 1)) &&
        batch_cuda_copy(src, b->dev.src + so[0], (size_t)(so[1] - so[0]), 0) == 0 &&
        batch_cuda_copy(entry, b->dev.entry + eo[0], (size_t)(eo[1] - eo[0]), 0) == 0) {
      batch_prog_error_src(buf, sizeof buf, src, so[1] - so[0], entry, eo[1] - eo[0], r);
    } else {
      snprintf(buf, sizeof buf, "%s", r->status == PS_COMPILE_ERROR ? "compile error" : "invalid input");
    }
    free(src);
    free(entry);
    b->msg[p] = host_strdup(buf);
  }
  return b->msg[p];
}

int gnc_batch_program_result(gnc_batch *b, int64_t prog, gnc_program_result *out) {
  int rc;
  if (!b || !out) return GNC_E_INVALID;
  if ((rc = fetch(b)) != GNC_OK) return rc;
  if (prog < 0 || prog >= gnc_batch_program_count(b)) return fail(b, GNC_E_INVALID, "no such program");
  const ProgResult *r = &b->pr[prog];
  memset(out, 0, sizeof *out);
  out->status = r->status;
  out->passed = r->passed;
  out->failed = r->failed;
  out->ntests = (int32_t)(test_off(b)[prog + 1] - test_off(b)[prog]);
  out->ret_type = r->ret_type;
  out->nerrors = r->status == PS_COMPILE_ERROR ? r->nerrors : 0;
  out->error = prog_message(b, prog, &out->error_line, &out->error_col);
  if (!out->error) {
    memset(out, 0, sizeof *out);
    return fail(b, GNC_E_NOMEM, "out of memory");
  }
  return GNC_OK;
}

static void to_gnc_value(int ty, Value v, gnc_value *o) {
  memset(o, 0, sizeof *o);
  if (ty == TY_BOOL) { o->type = GNC_BOOL; o->as.b = v.i != 0; }
  else if (ty_is_int32(ty) || ty_is_int64(ty)) { o->type = GNC_INT; o->as.i = v.i; }
  else if (ty_is_float(ty)) { o->type = GNC_DOUBLE; o->as.d = v.d; }
  else if (bty_is_ptr(ty) && v.u == 0) o->type = GNC_NULL;
  else o->type = GNC_NONE;
}

/* a TestResult (report area tb of rcap bytes, or NULL) of a function returning ret as a gnc_test_result */
static void to_test_result(const TestResult *t, int ret, const char *tb, int32_t rcap, gnc_test_result *out) {
  int32_t ls = 0, lo = 0;
  memset(out, 0, sizeof *out);
  out->status = t->status;
  out->trap = t->trap;
  out->flags = t->flags;
  out->after_arg = t->after_arg;
  out->output_total = t->out_len;
  out->string_len = t->str_len;
  if (t->status == TS_NOT_RUN) return;
  if (tb) batch_report_lens(t, rcap, &ls, &lo);
  out->output = tb ? tb + ls : "";
  out->output_len = lo;
  if (t->status == TS_TRAP) return;
  if (t->flags & TR_EXITED) { out->value.type = GNC_INT; out->value.as.i = t->value.i; return; }
  to_gnc_value(ret, t->value, &out->value);
  if ((t->flags & TR_STR) && t->str_len >= 0 && tb) {
    out->value.type = GNC_STRING;
    out->value.as.str = tb;
    out->value.len = ls;
  } else if ((t->flags & TR_STR) && t->str_len >= 0) {
    out->value.type = GNC_NONE; /* no report areas: the string is not kept */
  } else if (t->flags & TR_STR) {
    out->value.type = GNC_NULL;
  }
}

int gnc_batch_test_result(gnc_batch *b, int64_t prog, int64_t test, gnc_test_result *out) {
  int rc;
  if (!b || !out) return GNC_E_INVALID;
  if ((rc = fetch(b)) != GNC_OK) return rc;
  if (prog < 0 || prog >= gnc_batch_program_count(b)) return fail(b, GNC_E_INVALID, "no such program");
  const int64_t *to = test_off(b);
  if (test < 0 || test >= to[prog + 1] - to[prog]) return fail(b, GNC_E_INVALID, "no such test");
  int64_t k = to[prog] + test;
  int32_t rcap = batch_report_cap(&b->bo);
  to_test_result(&b->tr[k], b->pr[prog].ret_type, b->tb ? b->tb + k * (int64_t)rcap : NULL, rcap, out);
  return GNC_OK;
}

int gnc_batch_scores(gnc_batch *b, float *out, int on_device) {
  if (!b || !out) return GNC_E_INVALID;
  if (!b->ran) return fail(b, GNC_E_STATE, "the batch has not run");
  int64_t np = gnc_batch_program_count(b);
  if (on_device && b->has_dev && batch_cuda_scores) {
    if (batch_cuda_scores(b->dpr, b->dev.test_off, (int32_t)np, out) != 0)
      return fail(b, GNC_E_CUDA, "computing the scores on the device failed");
    return GNC_OK;
  }
  if (on_device && (!batch_cuda_copy || !cuda_available()))
    return fail(b, GNC_E_NO_CUDA, "scores into device memory need CUDA");
  int rc = fetch(b);
  if (rc != GNC_OK) return rc;
  float *s = on_device ? host_alloc(sizeof(float) * (size_t)(np ? np : 1)) : out;
  if (!s) return fail(b, GNC_E_NOMEM, "out of memory");
  const int64_t *to = test_off(b);
  for (int64_t p = 0; p < np; p++) {
    int64_t n = to[p + 1] - to[p];
    s[p] = b->pr[p].status == PS_OK && n > 0 ? (float)b->pr[p].passed / (float)n : 0.0f;
  }
  if (on_device) {
    rc = batch_cuda_copy(out, s, sizeof(float) * (size_t)np, 1) == 0 ? GNC_OK : fail(b, GNC_E_CUDA, "copy failed");
    free(s);
  }
  return rc;
}

/* ---------------------------------------------------------------- single programs */
static void put_err(char *err, size_t cap, const char *msg) {
  if (err && cap) snprintf(err, cap, "%s", msg);
}

int gnc_compile(const char *src, size_t len, void **module, size_t *module_len, char *err, size_t errcap) {
  if (!module || !module_len || (!src && len)) return GNC_E_INVALID;
  *module = NULL;
  *module_len = 0;
  if (len == (size_t)-1) len = src ? strlen(src) : 0;
  if (len > GNC_MAX_SRC) {
    put_err(err, errcap, "1:1: error: program is too large");
    return GNC_E_LIMIT;
  }
  Compiler *c = host_alloc(sizeof *c);
  void *ws = NULL;
  size_t ws_cap = 0;
  int rc = GNC_OK, failed;
  if (!c) { rc = GNC_E_NOMEM; goto out; }
  failed = cc_compile_host(c, src ? src : "", (int32_t)len, NULL, 0, &ws, &ws_cap);
  if (failed == CC_HOST_NOMEM) { rc = GNC_E_NOMEM; goto out; }
  if (failed || c->ndiag > 0) {
    ProgResult r;
    char buf[1024];
    memset(&r, 0, sizeof r);
    r.status = PS_COMPILE_ERROR;
    if (c->ndiag > 0) r.first_error = c->diag[0];
    else r.first_error.code = E_OUT_OF_SPACE;
    r.nerrors = c->nerr_total > 0 ? c->nerr_total : 1;
    batch_prog_error_src(buf, sizeof buf, src ? src : "", (int64_t)len, "", 0, &r);
    put_err(err, errcap, buf);
    rc = GNC_E_COMPILE;
    goto out;
  }
  *module = host_alloc((size_t)c->out_len);
  if (!*module) { rc = GNC_E_NOMEM; goto out; }
  memcpy(*module, c->out, (size_t)c->out_len);
  *module_len = (size_t)c->out_len;
out:
  free(ws);
  free(c);
  return rc;
}

void gnc_free(void *p) { free(p); }

int gnc_call(const void *module, size_t module_len, const char *entry, const gnc_value *args, int32_t nargs,
             const gnc_options *opts, gnc_test_result *out, char *err, size_t errcap) {
  Module m;
  VfyError ve;
  BatchBad bad;
  char buf[512];
  if (!module || !out || nargs < 0 || (nargs > 0 && !args)) return GNC_E_INVALID;
  memset(out, 0, sizeof *out);
  if (!entry) entry = "main";
  if (mod_load(module, module_len, &m) != MOD_OK) {
    put_err(err, errcap, "malformed module");
    return GNC_E_MODULE;
  }
  size_t vws_size = vfy_workspace_size(&m) + 8;
  void *vws = host_alloc(vws_size);
  if (!vws) return GNC_E_NOMEM;
  memset(&ve, 0, sizeof ve);
  int bad_module = vfy_module(&m, vws, vws_size, &ve) != 0;
  free(vws);
  if (bad_module) {
    snprintf(buf, sizeof buf, "module fails verification: %s (function %d, pc %d)", vfy_error_text(ve.code),
             ve.func, ve.pc);
    put_err(err, errcap, buf);
    return GNC_E_MODULE;
  }
  int32_t elen = (int32_t)strnlen(entry, 4096);
  int32_t fn = mod_find(&m, entry, elen);
  if (fn < 0) {
    snprintf(buf, sizeof buf, "no function '%.200s'", entry);
    put_err(err, errcap, buf);
    return GNC_E_ENTRY;
  }
  /* one program with one test, checked and loaded exactly as in a batch */
  int64_t narr = 0, nbytes = 0;
  for (int32_t i = 0; i < nargs; i++)
    if (check_value(&args[i], 1, &narr, &nbytes)) {
      put_err(err, errcap, "malformed argument value");
      return GNC_E_INVALID;
    }
  BatchOpts bo = resolve(opts);
  int32_t rcap = batch_report_cap(&bo);
  BVal *bv = host_alloc(sizeof(BVal) * (size_t)(nargs + narr + 1));
  char *bytes = host_alloc((size_t)nbytes + 1);
  VmMem mem;
  VmLimits lim = {.fuel = bo.fuel, .max_depth = bo.max_depth};
  BatchCaps caps;
  batch_caps(&bo, &caps);
  void *vblock = host_alloc(batch_vm_bytes(&caps));
  Value *vals = host_alloc(sizeof(Value) * (size_t)(nargs + 1));
  int rc = GNC_OK;
  /* the report area stays with the thread: the output and string result live until its next call */
  static _Thread_local char *report;
  static _Thread_local int32_t report_cap;
  if (rcap > report_cap) {
    char *q = host_realloc(report, (size_t)rcap);
    if (q) { report = q; report_cap = rcap; }
  }
  if (!bv || !bytes || !vblock || !vals || report_cap < rcap) { rc = GNC_E_NOMEM; goto out; }
  batch_vm_mem(vblock, &caps, &mem);
  BVal *arr = bv + nargs, *ex = bv + nargs + narr;
  int64_t k = 0, nb = 0;
  for (int32_t i = 0; i < nargs; i++) put_value(&args[i], &bv[i], arr, &k, bytes, &nb);
  memset(ex, 0, sizeof *ex);
  int64_t so[2] = {0, 0}, to[2] = {0, 1}, ao[2] = {0, nargs};
  int32_t eo[2] = {0, elen};
  BatchIn in = {.nprog = 1, .src = "", .src_off = so, .entry = entry, .entry_off = eo, .test_off = to,
                .arg_off = ao, .args = bv, .expect = ex, .arr = arr, .ntests = 1, .nargs = nargs, .narr = narr,
                .bytes = bytes, .nbytes = nbytes};
  int bi = batch_check_prog(&in, 0, &m, fn, &bo, &bad);
  if (bi != BI_NONE) {
    batch_bad_text(buf, sizeof buf, bi, &bad, &m, fn, &in, 0, &bo, 1);
    put_err(err, errcap, buf);
    rc = GNC_E_INPUT;
    goto out;
  }
  int32_t used = batch_load_args(&in, 0, &m, fn, vals, &mem);
  VmResult vr;
  TestResult tr;
  vm_call(&m, fn, vals, nargs, used, &mem, &lim, &vr);
  batch_score(&in, 0, &m, fn, vals, &mem, &vr, &tr, rcap ? report : NULL, rcap);
  to_test_result(&tr, m.fn[fn].ret, rcap ? report : NULL, rcap, out);
out:
  free(bv);
  free(bytes);
  free(vals);
  free(vblock);
  return rc;
}

int gnc_run_source(const char *src, size_t len, const char *entry, const gnc_value *args, int32_t nargs,
                   const gnc_options *opts, gnc_test_result *out, char *err, size_t errcap) {
  void *mod = NULL;
  size_t mlen = 0;
  int rc = gnc_compile(src, len, &mod, &mlen, err, errcap);
  if (rc != GNC_OK) return rc;
  rc = gnc_call(mod, mlen, entry, args, nargs, opts, out, err, errcap);
  free(mod);
  if (rc == GNC_E_MODULE) {
    char buf[512];
    snprintf(buf, sizeof buf, "internal error: the compiled module does not verify (%s)", err ? err : "");
    put_err(err, errcap, buf);
  }
  return rc;
}
