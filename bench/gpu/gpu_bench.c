/* gpu_bench.c - the batch engine on the GPU against the CPU backend (1 core and all cores), same work,
 * same run.
 *
 * Two workloads:
 *   gen    generated programs (the project's generator, ~1 KB each, 1-3 suggested argument sets reused
 *          cyclically): compile-heavy; programs/s and source MB/s;
 *   loops  a loop-heavy function (about 10 VM instructions per iteration, 100-200 iterations per test)
 *          with per-program constants: VM instructions/s and (program x test) runs/s.
 * For each N (programs) and T (tests per program) on the grid it runs batch_run_cuda (warm context, best of
 * R runs) and reads the backend's phase times (BatchCudaStats), then batch_run_cpu with 1 thread and with
 * all cores.  CPU runs longer than --cpu-budget seconds are measured on a prefix of the programs and scaled
 * (the row says how many were measured).  Unique programs: up to --unique (default 100000), then repeated
 * (the GPU caches nothing between programs, so repeats cost the same).
 *
 *   build/gnc-gpu-bench [--quick] [--cpu-only] [--workload gen|loops|all] [--max-n N] [--max-t T] [--reps R]
 *                       [--cpu-budget S] [--unique U] [--csv FILE]
 * Without a usable device it says so and exits 0 (--cpu-only: only the CPU columns, e.g. to test the driver).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <math.h>
#include "core/batch/batch.h"
#include "engine/host.h"
#include "cuda/cuda_api.h"
#include "../../tests/gpu/batchgen.h"

static double now_s(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* loops workload: program i, tests n = 100 + (t * 37) % 100, k = t (about 1000-2000 VM instructions each) */
static void make_loops(BB *b, int64_t n, int tests) {
  char src[512];
  int64_t i;
  int t;
  for (i = 0; i < n; i++) {
    int len = snprintf(src, sizeof src,
                       "int f(int n, int k) {\n"
                       "  int s = %lld;\n"
                       "  for (int i = 0; i < n; i++) {\n"
                       "    s = s * 31 + (i ^ k);\n"
                       "    if (s > 1000000) s -= 999983;\n"
                       "  }\n"
                       "  return s;\n"
                       "}\n", (long long)(i % 100003));
    bb_add_program(b, src, len, "f");
    for (t = 0; t < tests; t++) {
      GenArg a[2];
      memset(a, 0, sizeof a);
      a[0].ty = TY_INT; a[0].v[0].i = 100 + (t * 37) % 100;
      a[1].ty = TY_INT; a[1].v[0].i = t;
      bb_add_test(b, a, 2);
    }
  }
}

/* gen workload: unique generated programs, then repeats of them */
static void make_gen(BB *b, int64_t n, int tests, int64_t unique) {
  BB u;
  BBMix mix;
  int64_t i;
  memset(&mix, 0, sizeof mix);
  mix.size = GEN_SMALL;
  mix.tests = tests;
  bb_init(&u);
  bb_generate(&u, 12345, n < unique ? n : unique, &mix);
  for (i = 0; i < n; i++) {
    int64_t p = i % u.nprog, t;
    char entry[128];
    int32_t el = u.entry_off[p + 1] - u.entry_off[p];
    memcpy(entry, u.entry + u.entry_off[p], (size_t)el);
    entry[el] = 0;
    bb_add_program(b, u.src + u.src_off[p], u.src_off[p + 1] - u.src_off[p], entry);
    for (t = u.test_off[p]; t < u.test_off[p + 1]; t++) {
      /* copy test t of u */
      int64_t a;
      if (b->ntests + 2 > b->test_cap) {
        int64_t c1 = b->test_cap, c2 = b->test_cap;
        b->arg_off = (int64_t *)bb_grow(b->arg_off, &c1, b->ntests + 2, sizeof(int64_t));
        b->expect = (BVal *)bb_grow(b->expect, &c2, b->ntests + 2, sizeof(BVal));
        b->test_cap = c1;
      }
      if (b->ntests == 0) b->arg_off[0] = 0;
      for (a = u.arg_off[t]; a < u.arg_off[t + 1]; a++) {
        BVal v = u.args[a];
        if (v.tag == BV_ARRAY) {
          int32_t e;
          b->arr = (BVal *)bb_grow(b->arr, &b->arr_cap, b->narr + v.len + 1, sizeof(BVal));
          for (e = 0; e < v.len; e++) b->arr[b->narr + e] = u.arr[v.v + e];
          v.v = b->narr;
          b->narr += v.len;
        }
        bb_push_arg(b, v);
      }
      b->expect[b->ntests] = u.expect[t];
      b->ntests++;
      b->arg_off[b->ntests] = b->nargs;
      b->test_off[b->nprog] = b->ntests;
    }
  }
  bb_free(&u);
}

/* the first k programs of in as a BatchIn (offsets stay valid: they start at 0) */
static BatchIn prefix(const BatchIn *in, int32_t k) {
  BatchIn p = *in;
  p.nprog = k;
  p.ntests = in->test_off[k];
  p.nargs = in->arg_off[p.ntests];
  return p;
}

/* seconds of batch_run_cpu on all of in, measured on a prefix when the whole would exceed budget */
static double cpu_time(const BatchIn *in, int threads, double budget, int32_t *measured, ProgResult *pr,
                       TestResult *tr) {
  BatchOpts o;
  int32_t k = in->nprog < 16 ? in->nprog : 16;
  double t0, t;
  memset(&o, 0, sizeof o);
  o.threads = threads;
  for (;;) {
    BatchIn p = prefix(in, k);
    t0 = now_s();
    batch_run_cpu(&p, &o, pr, tr, NULL);
    t = now_s() - t0;
    if (k == in->nprog) break;
    if (t * ((double)in->nprog / k) <= budget) { k = in->nprog; continue; }
    if (t > budget / 8) break;
    k = k * 8 < in->nprog ? k * 8 : in->nprog;
  }
  *measured = k;
  return t * ((double)in->nprog / k);
}

int main(int argc, char **argv) {
  int quick = 0, reps = 3, i, w, cpu_only = 0;
  int64_t max_n = 1000000, max_t = 1000, unique = 100000;
  double cpu_budget = 20;
  const char *workload = "all", *csv = 0;
  FILE *cf = 0;
  static const int64_t NS[] = {1, 10, 100, 1000, 10000, 100000, 1000000};
  static const int TS[] = {1, 10, 100, 1000};
  int ncores = (int)sysconf(_SC_NPROCESSORS_ONLN);
  for (i = 1; i < argc; i++) {
    if (!strcmp(argv[i], "--quick")) quick = 1;
    else if (!strcmp(argv[i], "--cpu-only")) cpu_only = 1;
    else if (!strcmp(argv[i], "--workload") && i + 1 < argc) workload = argv[++i];
    else if (!strcmp(argv[i], "--max-n") && i + 1 < argc) max_n = atoll(argv[++i]);
    else if (!strcmp(argv[i], "--max-t") && i + 1 < argc) max_t = atoll(argv[++i]);
    else if (!strcmp(argv[i], "--reps") && i + 1 < argc) reps = atoi(argv[++i]);
    else if (!strcmp(argv[i], "--cpu-budget") && i + 1 < argc) cpu_budget = atof(argv[++i]);
    else if (!strcmp(argv[i], "--unique") && i + 1 < argc) unique = atoll(argv[++i]);
    else if (!strcmp(argv[i], "--csv") && i + 1 < argc) csv = argv[++i];
    else {
      fprintf(stderr, "usage: gnc-gpu-bench [--quick] [--cpu-only] [--workload gen|loops|all] [--max-n N] [--max-t T] [--reps R] "
                      "[--cpu-budget S] [--unique U] [--csv FILE]\n");
      return 2;
    }
  }
  if (quick) { max_n = max_n < 100000 ? max_n : 100000; max_t = max_t < 100 ? max_t : 100; reps = 2; cpu_budget = 5; }
  printf("gpu-bench: device: %s; CPU: %d cores\n", batch_cuda_device_info(), ncores);
  if (!cuda_available() && !cpu_only) {
    printf("gpu-bench: skipped (no usable CUDA device)\n");
    return 0;
  }
  if (csv && !(cf = fopen(csv, "w"))) { perror(csv); return 1; }
  if (cf) {
    int k;
    fprintf(cf, "workload,N,T,src_bytes,gpu_s,gpu_progs_s,gpu_src_MB_s,gpu_runs_s,vm_steps,gpu_steps_s,retried");
    for (k = 0; k < GX_NPH; k++) fprintf(cf, ",ms_%s", batch_cuda_phase_name(k));
    fprintf(cf, ",cpu1_s,cpu1_measured,cpuall_s,cpuall_measured,cpu_threads,speedup_vs_all\n");
  }
  printf("%-6s %8s %5s %9s | %10s %11s %9s %11s %11s | %10s %10s %8s | phases (ms)\n", "work", "N", "T", "src MB",
         "gpu s", "progs/s", "src MB/s", "runs/s", "VM inst/s", "cpu1 s", "cpu-all s", "x all");
  for (w = 0; w < 2; w++) {
    const char *wn = w ? "loops" : "gen";
    size_t in_ti;
    if (strcmp(workload, "all") && strcmp(workload, wn)) continue;
    for (in_ti = 0; in_ti < sizeof TS / sizeof TS[0]; in_ti++) {
      int T = TS[in_ti];
      size_t ni;
      if (T > max_t) continue;
      for (ni = 0; ni < sizeof NS / sizeof NS[0]; ni++) {
        int64_t N = NS[ni];
        BB bb;
        BatchIn in;
        BatchOpts o;
        BatchCudaStats st, best;
        ProgResult *pr;
        TestResult *tr;
        double gbest = 1e30, c1, ca;
        int32_t m1, ma;
        char err[512];
        int r, k;
        if (N > max_n || N * T > 100000000LL) continue;
        if (w == 0 && N * T > 20000000LL) continue; /* the gen workload is about compiling */
        bb_init(&bb);
        if (w) make_loops(&bb, N, T);
        else make_gen(&bb, N, T, unique);
        bb_view(&bb, &in);
        pr = (ProgResult *)calloc((size_t)N, sizeof *pr);
        tr = (TestResult *)calloc((size_t)in.ntests + 1, sizeof *tr);
        memset(&o, 0, sizeof o);
        memset(&best, 0, sizeof best);
        for (r = 0; r <= reps && !cpu_only; r++) { /* run 0 warms up */
          double t0 = now_s(), t;
          if (batch_run_cuda(&in, &o, pr, tr, NULL, err, sizeof err) != 0) {
            fprintf(stderr, "batch_run_cuda: %s\n", err);
            return 1;
          }
          t = now_s() - t0;
          batch_cuda_last_stats(&st);
          if (r > 0 && t < gbest) { gbest = t; best = st; }
        }
        if (cpu_only) gbest = NAN;
        c1 = cpu_time(&in, 1, cpu_budget, &m1, pr, tr);
        ca = cpu_time(&in, 0, cpu_budget, &ma, pr, tr);
        printf("%-6s %8lld %5d %9.3f | %10.5f %11.4g %9.4g %11.4g %11.4g | %10.4g %10.4g %8.3g |", wn, (long long)N, T,
               in.src_off[N] / 1e6, gbest, N / gbest, in.src_off[N] / 1e6 / gbest, (double)in.ntests / gbest,
               best.vm_steps / gbest, c1, ca, ca / gbest);
        for (k = 0; k < GX_NPH; k++)
          if (best.ms[k] >= 0.01) printf(" %s %.2f", batch_cuda_phase_name(k), best.ms[k]);
        if (m1 < N || ma < N) printf(" [cpu measured on %d / %d programs]", m1, ma);
        printf("\n");
        fflush(stdout);
        if (cf) {
          fprintf(cf, "%s,%lld,%d,%lld,%.6f,%.6g,%.6g,%.6g,%lld,%.6g,%lld", wn, (long long)N, T,
                  (long long)in.src_off[N], gbest, N / gbest, in.src_off[N] / 1e6 / gbest,
                  (double)in.ntests / gbest, (long long)best.vm_steps, best.vm_steps / gbest,
                  (long long)best.retried);
          for (k = 0; k < GX_NPH; k++) fprintf(cf, ",%.4f", best.ms[k]);
          fprintf(cf, ",%.6f,%d,%.6f,%d,%d,%.4g\n", c1, m1, ca, ma, batch_cpu_threads(0), ca / gbest);
          fflush(cf);
        }
        free(pr);
        free(tr);
        bb_free(&bb);
      }
    }
  }
  if (cf) fclose(cf);
  return 0;
}
