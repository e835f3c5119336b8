/* gpu_diff.c - differential test of the CUDA backend against the CPU backend, on a device.
 *
 * Builds a large mixed batch (tests/gpu/batchgen.h: generated programs, programs that trap on purpose,
 * mutated sources, invalid inputs, expected values right and wrong), then for several BatchOpts compares
 * every ProgResult and TestResult of batch_run_cuda with batch_run_cpu bit for bit, checks the device-input
 * entry points (batch_cuda_run_device with the batch copied to device memory, and batch_cuda_scores), and
 * compares the device's module bytes (batch_cuda_compile) with a host compile of every program.
 * Without a usable device it prints why and exits 0 ("skipped"), so it can sit in any test list.
 *
 *   build/gpu-diff [-n PROGRAMS] [-t TESTS] [-s SEED] [--size small|medium] [--skip-cpu-threads]
 * Knobs of the backend (environment): GNC_CUDA_MEM_MB (a small budget forces chunks and upload parts),
 * GNC_CUDA_CHUNK, GNC_CUDA_VM_SMALL=stack,heap,depth (tier-1 VM memory), GNC_CUDA_FORCE_EXTRA_VFY=1.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "core/batch/batch.h"
#include "engine/host.h"
#include "cuda/cuda_api.h"
#include "batchgen.h"

/* the device-resident entry points exist only in a CUDA build (weak, as in api.c) */
#pragma weak batch_cuda_run_device
#pragma weak batch_cuda_alloc
#pragma weak batch_cuda_free
#pragma weak batch_cuda_copy
#pragma weak batch_cuda_scores

static long failures;

static double now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

#define DIFF_RCAP 64 /* report bytes per test in the comparisons */

static int compare(const char *what, const BatchIn *in, const ProgResult *a, const TestResult *ta,
                   const ProgResult *b, const TestResult *tb, const char *ra, const char *rb) {
  int64_t p, t, bad = 0;
  for (p = 0; p < in->nprog; p++)
    if (memcmp(&a[p], &b[p], sizeof a[p]) != 0 && bad++ < 5)
      fprintf(stderr, "%s: program %lld: cpu status %d passed %d failed %d err %d@%d n%d ret %d inv %d/%d | "
              "gpu status %d passed %d failed %d err %d@%d n%d ret %d inv %d/%d\n", what, (long long)p,
              a[p].status, a[p].passed, a[p].failed, a[p].first_error.code, a[p].first_error.pos, a[p].nerrors,
              a[p].ret_type, a[p].invalid, a[p].invalid_arg, b[p].status, b[p].passed, b[p].failed,
              b[p].first_error.code, b[p].first_error.pos, b[p].nerrors, b[p].ret_type, b[p].invalid,
              b[p].invalid_arg);
  for (t = 0; ta && t < in->ntests; t++) {
    int32_t ls, lo;
    if (memcmp(&ta[t], &tb[t], sizeof ta[t]) != 0) {
      if (bad++ < 10)
        fprintf(stderr, "%s: test %lld: cpu %d/%d/%016llx out %d flags %d gpu %d/%d/%016llx out %d flags %d\n", what,
                (long long)t, ta[t].status, ta[t].trap, (unsigned long long)ta[t].value.u, ta[t].out_len, ta[t].flags,
                tb[t].status, tb[t].trap, (unsigned long long)tb[t].value.u, tb[t].out_len, tb[t].flags);
      continue;
    }
    batch_report_lens(&ta[t], DIFF_RCAP, &ls, &lo);
    if (ra && memcmp(ra + t * DIFF_RCAP, rb + t * DIFF_RCAP, (size_t)(ls + lo)) != 0 && bad++ < 10)
      fprintf(stderr, "%s: test %lld: the report bytes differ\n", what, (long long)t);
  }
  if (bad) {
    fprintf(stderr, "FAIL %s: %lld differences\n", what, (long long)bad);
    failures++;
    return 1;
  }
  printf("  ok   %s\n", what);
  return 0;
}

static void print_stats(void) {
  BatchCudaStats s;
  int k;
  if (batch_cuda_last_stats(&s) != 0) return;
  printf("       %.2f ms total; chunks %lld parts %lld lanes %d vm threads %lld/%lld retried %lld steps %lld;",
         s.ms_total, (long long)s.chunks, (long long)s.parts, s.lanes, (long long)s.vm_threads,
         (long long)s.vm_threads2, (long long)s.retried, (long long)s.vm_steps);
  for (k = 0; k < GX_NPH; k++)
    if (s.ms[k] > 0.005) printf(" %s %.2f", batch_cuda_phase_name(k), s.ms[k]);
  printf(" (ms)\n");
}

/* the batch in device memory, run through batch_cuda_run_device, results and scores copied back */
static void device_input_run(const BatchIn *in, const BatchOpts *o, const ProgResult *pc, const TestResult *tc,
                             const char *rc);
static void device_input(const BatchIn *in, const BatchOpts *o, const ProgResult *pc, const TestResult *tc,
                         const char *rc) {
  if (!batch_cuda_run_device || !batch_cuda_alloc || !batch_cuda_free || !batch_cuda_copy || !batch_cuda_scores) {
    fprintf(stderr, "FAIL device input: this build has no device entry points\n");
    failures++;
    return;
  }
  device_input_run(in, o, pc, tc, rc);
}
static void device_input_run(const BatchIn *in, const BatchOpts *o, const ProgResult *pc, const TestResult *tc,
                             const char *rc) {
  BatchIn d = *in;
  void *p[12] = {0};
  size_t sz[12];
  const void *h[12];
  char *dtb, *tb = (char *)calloc((size_t)in->ntests + 1, DIFF_RCAP);
  ProgResult *dpr, *pr = (ProgResult *)calloc((size_t)in->nprog, sizeof *pr);
  TestResult *dtr, *tr = (TestResult *)calloc((size_t)in->ntests + 1, sizeof *tr);
  float *dsc, *sc = (float *)calloc((size_t)in->nprog, sizeof *sc);
  char err[512];
  int i, ok = 1;
  int64_t q;
  sz[0] = (size_t)in->src_off[in->nprog]; h[0] = in->src;
  sz[1] = sizeof(int64_t) * (size_t)(in->nprog + 1); h[1] = in->src_off;
  sz[2] = (size_t)in->entry_off[in->nprog]; h[2] = in->entry;
  sz[3] = sizeof(int32_t) * (size_t)(in->nprog + 1); h[3] = in->entry_off;
  sz[4] = sizeof(int64_t) * (size_t)(in->nprog + 1); h[4] = in->test_off;
  sz[5] = sizeof(int64_t) * (size_t)(in->ntests + 1); h[5] = in->arg_off;
  sz[6] = sizeof(BVal) * (size_t)in->nargs; h[6] = in->args;
  sz[7] = sizeof(BVal) * (size_t)in->ntests; h[7] = in->expect;
  sz[8] = sizeof(BVal) * (size_t)in->narr; h[8] = in->arr;
  sz[9] = (size_t)in->nbytes; h[9] = in->bytes;
  sz[10] = in->check ? sizeof(BatchCheck) * (size_t)in->ntests : 0; h[10] = in->check;
  sz[11] = in->after ? sizeof(BVal) * (size_t)in->nargs : 0; h[11] = in->after;
  for (i = 0; i < 12; i++) {
    p[i] = batch_cuda_alloc(sz[i] + 16);
    if (!p[i] || (sz[i] > 0 && batch_cuda_copy(p[i], h[i], sz[i], 1))) ok = 0;
  }
  dtb = (char *)batch_cuda_alloc((size_t)(in->ntests + 1) * DIFF_RCAP);
  dpr = (ProgResult *)batch_cuda_alloc(sizeof(ProgResult) * (size_t)in->nprog);
  dtr = (TestResult *)batch_cuda_alloc(sizeof(TestResult) * (size_t)(in->ntests + 1));
  dsc = (float *)batch_cuda_alloc(sizeof(float) * (size_t)in->nprog);
  if (!ok || !dpr || !dtr || !dsc || !dtb) {
    fprintf(stderr, "FAIL device input: device memory\n");
    failures++;
    goto done;
  }
  d.src = (const char *)p[0]; d.src_off = (const int64_t *)p[1]; d.entry = (const char *)p[2];
  d.entry_off = (const int32_t *)p[3]; d.test_off = (const int64_t *)p[4]; d.arg_off = (const int64_t *)p[5];
  d.args = (const BVal *)p[6]; d.expect = (const BVal *)p[7]; d.arr = (const BVal *)p[8];
  d.bytes = in->bytes ? (const char *)p[9] : 0;
  d.check = in->check ? (const BatchCheck *)p[10] : 0;
  d.after = in->after ? (const BVal *)p[11] : 0;
  if (batch_cuda_run_device(&d, o, dpr, dtr, dtb, err, sizeof err) != 0) {
    fprintf(stderr, "FAIL device input: %s\n", err);
    failures++;
    goto done;
  }
  if (batch_cuda_copy(pr, dpr, sizeof(ProgResult) * (size_t)in->nprog, 0) ||
      batch_cuda_copy(tr, dtr, sizeof(TestResult) * (size_t)in->ntests, 0) ||
      batch_cuda_copy(tb, dtb, (size_t)in->ntests * DIFF_RCAP, 0) ||
      batch_cuda_scores(dpr, d.test_off, in->nprog, dsc) ||
      batch_cuda_copy(sc, dsc, sizeof(float) * (size_t)in->nprog, 0)) {
    fprintf(stderr, "FAIL device input: copies back\n");
    failures++;
    goto done;
  }
  compare("device input (batch_cuda_run_device)", in, pc, tc, pr, tr, rc, tb);
  for (q = 0; q < in->nprog; q++) {
    int64_t nt = in->test_off[q + 1] - in->test_off[q];
    float want = pc[q].status == PS_OK && nt > 0 ? (float)pc[q].passed / (float)nt : 0.0f;
    if (sc[q] != want) {
      fprintf(stderr, "FAIL scores: program %lld: %g, want %g\n", (long long)q, sc[q], want);
      failures++;
      break;
    }
  }
  if (q == in->nprog) printf("  ok   device scores (batch_cuda_scores)\n");
done:
  for (i = 0; i < 12; i++) batch_cuda_free(p[i]);
  batch_cuda_free(dtb);
  batch_cuda_free(dpr);
  batch_cuda_free(dtr);
  batch_cuda_free(dsc);
  free(pr); free(tr); free(sc); free(tb);
}

static void modules(const BatchIn *in) {
  ProgResult *pr = (ProgResult *)calloc((size_t)in->nprog, sizeof *pr);
  int64_t *mo = (int64_t *)calloc((size_t)in->nprog + 1, sizeof *mo), p, bad = 0, n = 0;
  unsigned char *mods = 0;
  char err[512];
  if (batch_cuda_compile(in, &mods, mo, pr, err, sizeof err) != 0) {
    fprintf(stderr, "FAIL compile only: %s\n", err);
    failures++;
    goto done;
  }
  for (p = 0; p < in->nprog; p++) {
    int32_t len = batch_src_len(in, (int32_t)p);
    size_t need = len > GNC_MAX_SRC ? 0 : cc_workspace_size(len);
    void *ws = need ? malloc(need) : 0;
    Compiler c;
    ProgResult r;
    int failed;
    cc_init(&c, in->src + in->src_off[p], len, ws, need);
    failed = cc_compile(&c) != 0;
    batch_prog_begin(&r);
    if (batch_compile_result(&c, failed, &r)) {
      if ((memcmp(&r, &pr[p], sizeof r) != 0 || mo[p + 1] != mo[p]) && bad++ < 5)
        fprintf(stderr, "compile only: program %lld: diagnostics differ\n", (long long)p);
    } else {
      n++;
      if ((pr[p].status != PS_OK || mo[p + 1] - mo[p] != c.out_len ||
           memcmp(mods + mo[p], c.out, (size_t)c.out_len) != 0) && bad++ < 5)
        fprintf(stderr, "compile only: program %lld: module bytes differ\n", (long long)p);
    }
    free(ws);
  }
  if (bad) { fprintf(stderr, "FAIL compile only: %lld differences\n", (long long)bad); failures++; }
  else printf("  ok   module bytes of %lld programs (batch_cuda_compile vs cc_compile)\n", (long long)n);
done:
  free(mods); free(mo); free(pr);
}

int main(int argc, char **argv) {
  int64_t n = 20000;
  int tests = 8, size = GEN_SMALL, i, k;
  uint64_t seed = 1;
  BB bb;
  BatchIn in;
  BBMix mix;
  ProgResult *pc, *pg;
  TestResult *tc, *tg;
  char *rc, *rg;
  BatchOpts opts[3];
  const char *optname[3] = {"default limits", "small limits (fuel 3000, depth 6, stack 48, heap 24, mem 256, objects 64, out 100)",
                            "medium limits (fuel 200000, depth 40)"};
  char err[512];
  for (i = 1; i < argc; i++) {
    if (!strcmp(argv[i], "-n") && i + 1 < argc) n = atoll(argv[++i]);
    else if (!strcmp(argv[i], "-t") && i + 1 < argc) tests = atoi(argv[++i]);
    else if (!strcmp(argv[i], "-s") && i + 1 < argc) seed = strtoull(argv[++i], 0, 10);
    else if (!strcmp(argv[i], "--size") && i + 1 < argc) size = gen_parse_size(argv[++i]);
    else { fprintf(stderr, "usage: gpu-diff [-n PROGRAMS] [-t TESTS] [-s SEED] [--size small|medium]\n"); return 2; }
  }
  printf("gpu-diff: device: %s\n", batch_cuda_device_info());
  if (!cuda_available()) {
    printf("gpu-diff: skipped (no usable CUDA device)\n");
    return 0;
  }
  if (n <= 0) {
    printf("gpu-diff: device usable\n");
    return 0;
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
  opts[1].fuel = 3000; opts[1].max_depth = 6; opts[1].stack_slots = 48; opts[1].heap_slots = 24;
  opts[1].mem_bytes = 256; opts[1].objs = 64; opts[1].out_bytes = 100;
  opts[2].fuel = 200000; opts[2].max_depth = 40;
  pc = (ProgResult *)calloc((size_t)in.nprog + 1, sizeof *pc);
  pg = (ProgResult *)calloc((size_t)in.nprog + 1, sizeof *pg);
  tc = (TestResult *)calloc((size_t)in.ntests + 1, sizeof *tc);
  tg = (TestResult *)calloc((size_t)in.ntests + 1, sizeof *tg);
  rc = (char *)calloc((size_t)in.ntests + 1, DIFF_RCAP);
  rg = (char *)calloc((size_t)in.ntests + 1, DIFF_RCAP);
  for (k = 0; k < 3; k++) opts[k].report_bytes = DIFF_RCAP;
  if (batch_run_cpu(&in, &opts[2], pc, tc, rc) != 0) { fprintf(stderr, "cpu backend failed\n"); return 1; }
  bb_set_expect(&bb, pc, tc, rc, DIFF_RCAP, seed);
  bb_view(&bb, &in);
  printf("gpu-diff: %lld programs, %lld tests, %lld source bytes (seed %llu)\n", (long long)in.nprog,
         (long long)in.ntests, (long long)in.src_off[in.nprog], (unsigned long long)seed);
  for (k = 0; k < 3; k++) {
    long st[8] = {0}, tk[TRAP__COUNT] = {0}, ps[4] = {0};
    int64_t t;
    double t0 = now_ms(), t1;
    if (batch_run_cpu(&in, &opts[k], pc, tc, rc) != 0) { fprintf(stderr, "cpu backend failed\n"); return 1; }
    t1 = now_ms();
    for (t = 0; t < in.ntests; t++) { st[tc[t].status & 7]++; tk[tc[t].trap % TRAP__COUNT]++; }
    for (t = 0; t < in.nprog; t++) ps[pc[t].status & 3]++;
    printf("%s: cpu %.1f ms; programs ok %ld, compile_error %ld, invalid_input %ld; tests pass %ld fail %ld "
           "trap %ld not_run %ld done %ld; traps:", optname[k], t1 - t0, ps[0], ps[1], ps[2], st[0], st[1],
           st[2], st[3], st[4]);
    for (t = 1; t < TRAP__COUNT; t++) if (tk[t]) printf(" %s %ld", vm_trap_name((int)t), tk[t]);
    printf("\n");
    memset(pg, 0x3C, sizeof *pg * (size_t)in.nprog);
    memset(tg, 0x3C, sizeof *tg * (size_t)in.ntests);
    if (batch_run_cuda(&in, &opts[k], pg, tg, rg, err, sizeof err) != 0) {
      fprintf(stderr, "FAIL batch_run_cuda: %s\n", err);
      failures++;
      continue;
    }
    compare("host input (batch_run_cuda)", &in, pc, tc, pg, tg, rc, rg);
    print_stats();
    /* a second run on the warm context must give the same again */
    memset(pg, 0x3C, sizeof *pg * (size_t)in.nprog);
    if (batch_run_cuda(&in, &opts[k], pg, tg, rg, err, sizeof err) != 0) {
      fprintf(stderr, "FAIL batch_run_cuda (warm): %s\n", err);
      failures++;
      continue;
    }
    compare("host input, warm context", &in, pc, tc, pg, tg, rc, rg);
    print_stats();
    device_input(&in, &opts[k], pc, tc, rc);
  }
  modules(&in);
  free(pc); free(pg); free(tc); free(tg); free(rc); free(rg);
  bb_free(&bb);
  printf("gpu-diff: %s\n", failures ? "FAILED" : "all equal");
  return failures ? 1 : 0;
}
