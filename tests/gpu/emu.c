/* emu.c - the GPU batch pipeline on the CPU: pipeline.cuh and gk.cuh with an emulated device.
 *
 * The device interface of pipeline.cuh is implemented here with host memory: allocations are malloc
 * (counted against the budget, so chunking and upload parts happen as they would on a small device),
 * copies are memcpy, scans are loops, and each kernel is a loop over its threads that calls the same
 * gk_* function the CUDA kernel calls.  The VM kernels emulate the persistent warps: warps claim items
 * from the shared counter in round-robin order, each lane with its own VmMem slot, retries appended as the
 * atomics would.  What this cannot test: the CUDA wrappers themselves (warp intrinsics, launch shapes,
 * occupancy), device-side stack limits, concurrency, and device code generation (see docs/gpu.md).
 *
 * The driver builds a mixed batch (tests/gpu/batchgen.h), runs batch_run_cpu and the emulated pipeline
 * (host input, device input and compile-only paths) under several BatchOpts and memory budgets, and
 * compares every ProgResult, TestResult and module byte.
 *
 *   build/gpu-emu [-n PROGRAMS] [-t TESTS] [-s SEED] [--size small|medium] [-q]
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "core/batch/batch.h"
#include "engine/host.h"
#include "emu_dev.h"
#include "batchgen.h"

/* ---------------------------------------------------------------- the driver */
static int quiet;
static long failures;

#define EMU_RCAP 64 /* report bytes per test in the comparisons */

static int compare(const char *what, const BatchIn *in, const ProgResult *a, const TestResult *ta,
                   const ProgResult *b, const TestResult *tb, const char *ra, const char *rb) {
  int64_t p, t, bad = 0;
  for (p = 0; p < in->nprog; p++) {
    if (memcmp(&a[p], &b[p], sizeof a[p]) != 0) {
      if (bad++ < 5)
        fprintf(stderr, "%s: program %lld differs: cpu status %d passed %d failed %d err %d@%d n%d ret %d inv %d/%d | "
                "emu status %d passed %d failed %d err %d@%d n%d ret %d inv %d/%d\n", what, (long long)p,
                a[p].status, a[p].passed, a[p].failed, a[p].first_error.code, a[p].first_error.pos, a[p].nerrors,
                a[p].ret_type, a[p].invalid, a[p].invalid_arg, b[p].status, b[p].passed, b[p].failed,
                b[p].first_error.code, b[p].first_error.pos, b[p].nerrors, b[p].ret_type, b[p].invalid,
                b[p].invalid_arg);
    }
  }
  for (t = 0; ta && t < in->ntests; t++) {
    int32_t ls, lo;
    if (memcmp(&ta[t], &tb[t], sizeof ta[t]) != 0) {
      if (bad++ < 10)
        fprintf(stderr, "%s: test %lld differs: cpu %d/%d/%lld out %d flags %d emu %d/%d/%lld out %d flags %d\n", what,
                (long long)t, ta[t].status, ta[t].trap, (long long)ta[t].value.i, ta[t].out_len, ta[t].flags,
                tb[t].status, tb[t].trap, (long long)tb[t].value.i, tb[t].out_len, tb[t].flags);
      continue;
    }
    batch_report_lens(&ta[t], EMU_RCAP, &ls, &lo);
    if (ra && memcmp(ra + t * EMU_RCAP, rb + t * EMU_RCAP, (size_t)(ls + lo)) != 0 && bad++ < 10)
      fprintf(stderr, "%s: test %lld: the report bytes differ\n", what, (long long)t);
  }
  if (bad) {
    fprintf(stderr, "%s: %lld differences\n", what, (long long)bad);
    failures++;
    return 1;
  }
  if (!quiet) printf("  %-44s ok\n", what);
  return 0;
}

/* the device-input path: "device" memory is host memory here, so the host BatchIn is the device one */
static int run_device_input(GxDev *x, const BatchIn *in, const BatchOpts *o, ProgResult *pr, TestResult *tr,
                            char *tb) {
  BatchOpts ro = *o;
  batch_opts_resolve(&ro);
  memset(&x->st.stats, 0, sizeof x->st.stats);
  x->st.err[0] = 0;
  if (gx_run_device(x, in, &ro, pr, tr, tb)) return -1;
  return gx_flush_marks(x);
}

static int run_host_input(GxDev *x, const BatchIn *in, const BatchOpts *o, ProgResult *pr, TestResult *tr,
                          char *tb) {
  BatchOpts ro = *o;
  batch_opts_resolve(&ro);
  memset(&x->st.stats, 0, sizeof x->st.stats);
  x->st.err[0] = 0;
  if (gx_run_host(x, in, &ro, pr, tr, tb, 0, 0)) return -1;
  return gx_flush_marks(x);
}

/* compile-only: module bytes against a host compile of each program */
static void check_modules(GxDev *x, const BatchIn *in, const char *what) {
  ProgResult *pr = (ProgResult *)calloc((size_t)in->nprog, sizeof *pr);
  int64_t *mo = (int64_t *)calloc((size_t)in->nprog + 1, sizeof *mo);
  unsigned char *mods = 0;
  BatchOpts ro;
  int64_t p, bad = 0, nmod = 0, regrown = 0;
  memset(&ro, 0, sizeof ro);
  batch_opts_resolve(&ro);
  memset(&x->st.stats, 0, sizeof x->st.stats);
  x->st.err[0] = 0;
  if (gx_run_host(x, in, &ro, pr, 0, 0, &mods, mo)) {
    fprintf(stderr, "%s: %s\n", what, x->st.err);
    failures++;
    goto done;
  }
  for (p = 0; p < in->nprog; p++) {
    int32_t len = batch_src_len(in, (int32_t)p);
    void *ws = 0;
    size_t cap = 0;
    Compiler c;
    ProgResult r;
    int failed, f2;
    /* the host's compile as in a slot (the phases one by one), compiled again where it ran out of room */
    failed = cc_compile_host(&c, in->src + in->src_off[p], len, NULL, CC_HOST_SLOT, &ws, &cap) != 0;
    regrown += c.scan.room.tries > 0;
    batch_prog_begin(&r);
    f2 = batch_compile_result(&c, failed, &r);
    if (f2) {
      if (memcmp(&r, &pr[p], sizeof r) != 0 || mo[p + 1] != mo[p]) {
        if (bad++ < 5) fprintf(stderr, "%s: program %lld: compile error differs\n", what, (long long)p);
      }
    } else {
      nmod++;
      if (pr[p].status != PS_OK || mo[p + 1] - mo[p] != c.out_len ||
          memcmp(mods + mo[p], c.out, (size_t)c.out_len) != 0) {
        if (bad++ < 5) fprintf(stderr, "%s: program %lld: module bytes differ\n", what, (long long)p);
      }
    }
    free(ws);
  }
  if (regrown != x->st.stats.regrown || regrown == 0) { /* the batch has macro-heavy programs (batchgen.h) */
    fprintf(stderr, "%s: %lld programs compiled again on the host, %lld in the pipeline\n", what, (long long)regrown,
            (long long)x->st.stats.regrown);
    bad++;
  }
  if (bad) { fprintf(stderr, "%s: %lld differences\n", what, (long long)bad); failures++; }
  else if (!quiet) printf("  %-44s ok (%lld modules, %lld compiled again)\n", what, (long long)nmod, (long long)regrown);
done:
  free(mods);
  free(mo);
  free(pr);
}

typedef struct {
  const char *name; size_t budget; int chunk; const char *small; int force_extra; int64_t resident; int handover;
} EmuCfg;

int main(int argc, char **argv) {
  int64_t n = 400;
  int tests = 5, size = GEN_SMALL, i, k;
  uint64_t seed = 1;
  BB bb;
  BatchIn in;
  BBMix mix;
  static GxDev dev;
  GxDev *x = &dev;
  ProgResult *pc, *pe;
  TestResult *tc, *te;
  char *rc, *re;
  BatchOpts opts[3];
  const char *optname[3] = {"default limits", "small limits (fuel 3000, depth 6, stack 48, heap 24, mem 256, objects 64, out 100)",
                            "medium limits (fuel 200000, depth 40)"};
  EmuCfg cfgs[] = {
      {"roomy device", (size_t)1 << 30, 0, 0, 0, 1024, 0},
      {"tiny device (many chunks and parts)", (size_t)10 << 20, 0, 0, 0, 256, 0},
      {"chunks of 7, tier 1 of 16/16/2, 64 B memory, 8 B output", (size_t)1 << 30, 7, "16,16,2,64,8", 0, 128, 0},
      {"extra verifier pool, windows", (size_t)5 << 20, 0, "64,64,4,256,16", 1, 256, 0},
      {"tier 1 without memory (all tests to tier 2)", (size_t)1 << 30, 0, 0, 0, 256, 1},
  };
  for (i = 1; i < argc; i++) {
    if (!strcmp(argv[i], "-n") && i + 1 < argc) n = atoll(argv[++i]);
    else if (!strcmp(argv[i], "-t") && i + 1 < argc) tests = atoi(argv[++i]);
    else if (!strcmp(argv[i], "-s") && i + 1 < argc) seed = strtoull(argv[++i], 0, 10);
    else if (!strcmp(argv[i], "--size") && i + 1 < argc) size = gen_parse_size(argv[++i]);
    else if (!strcmp(argv[i], "-q")) quiet = 1;
    else { fprintf(stderr, "usage: gpu-emu [-n PROGRAMS] [-t TESTS] [-s SEED] [--size small|medium] [-q]\n"); return 2; }
  }
  memset(&mix, 0, sizeof mix);
  mix.size = size < 0 ? GEN_SMALL : size;
  mix.tests = tests;
  mix.pct_traps = 25;
  mix.pct_errors = 15;
  mix.pct_invalid = 10;
  mix.pct_deep = 4;
  mix.pct_mem = 8;
  mix.pct_ptr = 8;
  mix.pct_struct = 10;
  bb_init(&bb);
  bb_generate(&bb, seed, n, &mix);
  bb_view(&bb, &in);
  memset(opts, 0, sizeof opts);
  opts[0].threads = 2;
  for (k = 0; k < 3; k++) opts[k].report_bytes = EMU_RCAP;
  opts[1].fuel = 3000; opts[1].max_depth = 6; opts[1].stack_slots = 48; opts[1].heap_slots = 24;
  opts[1].mem_bytes = 256; opts[1].objs = 64; opts[1].out_bytes = 100; opts[1].threads = 2;
  opts[2].fuel = 200000; opts[2].max_depth = 40; opts[2].threads = 2;
  pc = (ProgResult *)calloc((size_t)in.nprog + 1, sizeof *pc);
  pe = (ProgResult *)calloc((size_t)in.nprog + 1, sizeof *pe);
  tc = (TestResult *)calloc((size_t)in.ntests + 1, sizeof *tc);
  te = (TestResult *)calloc((size_t)in.ntests + 1, sizeof *te);
  rc = (char *)calloc((size_t)in.ntests + 1, EMU_RCAP);
  re = (char *)calloc((size_t)in.ntests + 1, EMU_RCAP);
  /* expected values from a first CPU run */
  if (batch_run_cpu(&in, &opts[2], pc, tc, rc) != 0) { fprintf(stderr, "cpu backend failed\n"); return 1; }
  bb_set_expect(&bb, pc, tc, rc, EMU_RCAP, seed);
  bb_view(&bb, &in);
  printf("gpu-emu: %lld programs, %lld tests, %lld source bytes (seed %llu)\n", (long long)in.nprog,
         (long long)in.ntests, (long long)in.src_off[in.nprog], (unsigned long long)seed);
  { /* tests with standard input (bb_ptr_tests): some must be there, and read it */
    int64_t t, nin = 0, nread = 0;
    for (t = 0; t < in.ntests; t++)
      if (in.check && in.check[t].in.tag == BV_STRING) {
        nin++;
        nread += tc[t].status == TS_DONE && tc[t].value.i > 0 && in.check[t].in.len > 8;
      }
    printf("gpu-emu: %lld tests with standard input, %lld of them read some\n", (long long)nin, (long long)nread);
    if (n >= 200 && (nin == 0 || nread == 0)) { fprintf(stderr, "gpu-emu: no test read standard input\n"); failures++; }
  }
  for (k = 0; k < 3; k++) {
    long st[8] = {0}, tk[TRAP__COUNT] = {0}, ps[4] = {0};
    int64_t t;
    if (batch_run_cpu(&in, &opts[k], pc, tc, rc) != 0) { fprintf(stderr, "cpu backend failed\n"); return 1; }
    for (t = 0; t < in.ntests; t++) { st[tc[t].status & 7]++; tk[tc[t].trap % TRAP__COUNT]++; }
    for (t = 0; t < in.nprog; t++) ps[pc[t].status & 3]++;
    printf("%s: programs ok %ld, compile_error %ld, invalid_input %ld; tests pass %ld fail %ld trap %ld "
           "not_run %ld done %ld; traps:", optname[k], ps[0], ps[1], ps[2], st[0], st[1], st[2], st[3], st[4]);
    for (t = 1; t < TRAP__COUNT; t++) if (tk[t]) printf(" %s %ld", vm_trap_name((int)t), tk[t]);
    printf("\n");
    for (i = 0; i < (int)(sizeof cfgs / sizeof cfgs[0]); i++) {
      char what[160];
      emu_setup(x, cfgs[i].budget, cfgs[i].chunk, cfgs[i].small, cfgs[i].force_extra, cfgs[i].resident);
      x->st.force_handover = cfgs[i].handover;
      memset(pe, 0x3C, sizeof *pe * (size_t)in.nprog);
      memset(te, 0x3C, sizeof *te * (size_t)in.ntests);
      snprintf(what, sizeof what, "host input, %s", cfgs[i].name);
      memset(re, 0x3C, (size_t)in.ntests * EMU_RCAP);
      if (run_host_input(x, &in, &opts[k], pe, te, re)) { fprintf(stderr, "%s: %s\n", what, x->st.err); failures++; }
      else {
        compare(what, &in, pc, tc, pe, te, rc, re);
        if (!quiet)
          printf("    chunks %lld parts %lld lanes %d retried %lld vm threads %lld/%lld steps %lld\n",
                 (long long)x->st.stats.chunks, (long long)x->st.stats.parts, x->st.stats.lanes,
                 (long long)x->st.stats.retried, (long long)x->st.stats.vm_threads,
                 (long long)x->st.stats.vm_threads2, (long long)x->st.stats.vm_steps);
      }
      memset(pe, 0x3C, sizeof *pe * (size_t)in.nprog);
      memset(te, 0x3C, sizeof *te * (size_t)in.ntests);
      snprintf(what, sizeof what, "device input, %s", cfgs[i].name);
      memset(re, 0x3C, (size_t)in.ntests * EMU_RCAP);
      if (run_device_input(x, &in, &opts[k], pe, te, re)) { fprintf(stderr, "%s: %s\n", what, x->st.err); failures++; }
      else compare(what, &in, pc, tc, pe, te, rc, re);
    }
  }
  { /* the comparison itself must see a one-bit difference */
    long before = failures;
    int q = quiet;
    quiet = 1;
    memcpy(te, tc, sizeof *te * (size_t)in.ntests);
    memcpy(pe, pc, sizeof *pe * (size_t)in.nprog);
    if (in.ntests > 0) te[in.ntests / 2].value.u ^= 1;
    fprintf(stderr, "(self-check of the comparison, one difference expected:)\n");
    if (!compare("self-check", &in, pc, tc, pe, te, 0, 0) || in.ntests == 0) { fprintf(stderr, "self-check failed\n"); before--; }
    failures = before;
    quiet = q;
  }
  for (i = 0; i < 2; i++) {
    emu_setup(x, cfgs[i].budget, cfgs[i].chunk, cfgs[i].small, cfgs[i].force_extra, cfgs[i].resident);
    check_modules(x, &in, i ? "compile only, tiny device" : "compile only, roomy device");
  }
  gx_release(x);
  free(pc); free(pe); free(tc); free(te); free(rc); free(re);
  bb_free(&bb);
  printf("gpu-emu: %s\n", failures ? "FAILED" : "all equal");
  return failures ? 1 : 0;
}
