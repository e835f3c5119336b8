/* serve.c - `gnc serve`: gnc batch as an HTTP/1.1 service (libmicrohttpd), with the request shapes of
 * gnc batch itself, ScaleBox and SandboxFusion (serve_req.c translates them; docs/serve.md).
 *
 * Design:
 *   - libmicrohttpd parses HTTP on a pool of --http-threads threads.  A POST is admitted only while fewer
 *     than --max-inflight requests are waiting or running (else 503 at once: no unbounded queue), and only
 *     with a body of at most --max-body bytes (else 413).  Its body is collected, translated into programs
 *     (400 naming the field on a bad body), queued for the batcher, and the connection suspended.
 *   - One batcher thread gathers the programs of every queued request into one gnc batch run (the engine of
 *     gnc batch, jsonl/jsonl.h: same backend choice, CPU threads or CUDA): it runs when --batch-programs
 *     programs are waiting, or --batch-ms after the oldest waiting request arrived.  Requests that asked for
 *     less fuel run in a batch of their own fuel.  Each request gets its result lines back, and its
 *     connection is resumed; the HTTP thread formats the answer.
 *   - A request is shared by its connection and the batcher (a count of holders): a client that goes away
 *     while its programs run only loses its own answer.
 */
#include <arpa/inet.h>
#include <errno.h>
#include <microhttpd.h>
#include <netinet/in.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "cli/cli.h"
#include "jsonl/jsonl.h"

typedef struct Job Job;
struct Job {
  SvProgs progs;
  struct MHD_Connection *conn;
  double queued;          /* host_now() when queued                                   */
  Buf out;                /* its result lines                                        */
  size_t *line_off;       /* progs.n + 1 offsets into out                             */
  int failed;             /* the engine failed                                        */
  double run_s;
  int done;               /* the batcher is finished with it (under Server.mu)        */
  int holders;            /* connection + batcher (under Server.mu)                   */
  Job *next;
};

typedef struct {
  BatchEngine *engine;
  SvLimits lim;
  size_t max_body;
  int max_inflight;
  long batch_programs;
  double batch_s;
  atomic_int inflight;
  atomic_llong requests, programs, batches;
  pthread_mutex_t mu;
  pthread_cond_t cv;
  Job *head, *tail;       /* the queue                                                */
  long queued_programs;
  int stop;
} Server;

/* per connection (MHD's con_cls) */
typedef struct {
  int kind;
  int admitted;           /* counted in inflight                                      */
  int too_big;
  Buf body;
  Job *job;
} Req;

static void job_release(Server *s, Job *j) {
  pthread_mutex_lock(&s->mu);
  int last = --j->holders == 0;
  pthread_mutex_unlock(&s->mu);
  if (!last) return;
  sv_progs_free(&j->progs);
  buf_free(&j->out);
  free(j->line_off);
  free(j);
}

/* ---------------------------------------------------------------- the batcher */
/* runs jobs[0..n) (all of one fuel) as one batch and splits the result lines among them */
static void run_group(Server *s, Job **jobs, long n, int64_t fuel) {
  long total = 0;
  for (long i = 0; i < n; i++) total += jobs[i]->progs.n;
  const char **texts = xmalloc(sizeof *texts * (size_t)(total + 1));
  size_t *lens = xmalloc(sizeof *lens * (size_t)(total + 1));
  long k = 0;
  for (long i = 0; i < n; i++)
    for (long p = 0; p < jobs[i]->progs.n; p++) {
      texts[k] = jobs[i]->progs.texts[p];
      lens[k++] = jobs[i]->progs.lens[p];
    }
  Buf out = {0};
  double t0 = host_now();
  int rc = batch_engine_run(s->engine, fuel, texts, lens, total, &out);
  double dt = host_now() - t0;
  size_t pos = 0;
  for (long i = 0; i < n; i++) {
    Job *j = jobs[i];
    j->run_s = dt;
    j->failed = rc != 0;
    j->line_off = xmalloc(sizeof *j->line_off * (size_t)(j->progs.n + 1));
    j->line_off[0] = 0;
    for (long p = 0; p < j->progs.n && !j->failed; p++) {
      const char *nl = pos < out.len ? memchr(out.p + pos, '\n', out.len - pos) : NULL;
      if (!nl) { j->failed = 1; break; }
      size_t end = (size_t)(nl - out.p);
      buf_put(&j->out, out.p + pos, end - pos);
      j->line_off[p + 1] = j->out.len;
      pos = end + 1;
    }
  }
  atomic_fetch_add(&s->programs, total);
  atomic_fetch_add(&s->batches, 1);
  buf_free(&out);
  free(texts);
  free(lens);
}

static int by_fuel(const void *a, const void *b) {
  int64_t x = (*(Job *const *)a)->progs.fuel, y = (*(Job *const *)b)->progs.fuel;
  return x < y ? -1 : x > y;
}

static void run_jobs(Server *s, Job *list) {
  long n = 0, i = 0;
  for (Job *j = list; j; j = j->next) n++;
  Job **jobs = xmalloc(sizeof *jobs * (size_t)n);
  for (Job *j = list; j; j = j->next) jobs[i++] = j;
  qsort(jobs, (size_t)n, sizeof *jobs, by_fuel); /* (stable enough: the order of answers is per request) */
  for (long a = 0, b; a < n; a = b) {
    for (b = a + 1; b < n && jobs[b]->progs.fuel == jobs[a]->progs.fuel; b++) {}
    run_group(s, jobs + a, b - a, jobs[a]->progs.fuel);
  }
  for (i = 0; i < n; i++) {
    Job *j = jobs[i];
    pthread_mutex_lock(&s->mu);
    j->done = 1;
    pthread_mutex_unlock(&s->mu);
    MHD_resume_connection(j->conn);
    job_release(s, j);
  }
  free(jobs);
}

static void *batcher(void *arg) {
  Server *s = arg;
  pthread_mutex_lock(&s->mu);
  for (;;) {
    while (!s->head && !s->stop) pthread_cond_wait(&s->cv, &s->mu);
    if (!s->head) break;
    /* wait for more programs: until --batch-programs are there, or --batch-ms after the oldest came */
    while (!s->stop && s->queued_programs < s->batch_programs) {
      double due = s->head->queued + s->batch_s, now = host_now();
      if (now >= due) break;
      struct timespec ts;
      clock_gettime(CLOCK_REALTIME, &ts);
      double d = due - now;
      ts.tv_sec += (time_t)d;
      ts.tv_nsec += (long)((d - (double)(time_t)d) * 1e9);
      if (ts.tv_nsec >= 1000000000L) { ts.tv_sec++; ts.tv_nsec -= 1000000000L; }
      pthread_cond_timedwait(&s->cv, &s->mu, &ts);
    }
    Job *list = s->head;
    s->head = s->tail = NULL;
    s->queued_programs = 0;
    pthread_mutex_unlock(&s->mu);
    run_jobs(s, list);
    pthread_mutex_lock(&s->mu);
  }
  pthread_mutex_unlock(&s->mu);
  return NULL;
}

/* ---------------------------------------------------------------- HTTP */
/* answers with JSON text (malloc'd, handed over); allow: the Allow header of a 405 */
static enum MHD_Result reply_allow(struct MHD_Connection *c, unsigned code, char *json, size_t len, const char *allow) {
  struct MHD_Response *r = MHD_create_response_from_buffer(len, json, MHD_RESPMEM_MUST_FREE);
  if (!r) { free(json); return MHD_NO; }
  MHD_add_response_header(r, "Content-Type", "application/json");
  if (allow) MHD_add_response_header(r, "Allow", allow);
  enum MHD_Result k = MHD_queue_response(c, code, r);
  MHD_destroy_response(r);
  return k;
}

static enum MHD_Result reply(struct MHD_Connection *c, unsigned code, char *json, size_t len) {
  return reply_allow(c, code, json, len, NULL);
}

static enum MHD_Result reply_error(struct MHD_Connection *c, unsigned code, const char *msg) {
  size_t n;
  char *j = sv_error_json(msg, &n);
  return reply(c, code, j, n);
}

static enum MHD_Result reply_health(Server *s, struct MHD_Connection *c, int ping) {
  Buf b = {0};
  if (ping) buf_puts(&b, "\"pong\"");
  else
    buf_printf(&b, "{\"status\":\"ok\",\"version\":\"%s\",\"backend\":\"%s\",\"inflight\":%d,\"max_inflight\":%d,"
               "\"requests\":%lld,\"programs\":%lld,\"batches\":%lld}",
               GNC_VERSION_TEXT, batch_engine_backend(s->engine), atomic_load(&s->inflight), s->max_inflight,
               (long long)atomic_load(&s->requests), (long long)atomic_load(&s->programs),
               (long long)atomic_load(&s->batches));
  return reply(c, MHD_HTTP_OK, b.p, b.len);
}

static int route(const char *url) {
  if (strcmp(url, "/batch") == 0) return SV_BATCH;
  if (strcmp(url, "/common_evaluate_batch") == 0) return SV_SCALEBOX;
  if (strcmp(url, "/run_code") == 0) return SV_RUNCODE;
  if (strcmp(url, "/health") == 0) return 100;
  if (strcmp(url, "/v1/ping") == 0) return 101;
  return -1;
}

/* the first call of a request: route, admit, check the announced size */
static enum MHD_Result start(Server *s, struct MHD_Connection *c, const char *url, const char *method, void **cls) {
  int kind = route(url);
  if (kind < 0) return reply_error(c, MHD_HTTP_NOT_FOUND, "no such endpoint (POST /batch, /common_evaluate_batch, "
                                                          "/run_code; GET /health, /v1/ping)");
  if (kind >= 100) {
    if (strcmp(method, "GET") != 0 && strcmp(method, "HEAD") != 0) {
      size_t n;
      char *j = sv_error_json("method not allowed: use GET", &n);
      return reply_allow(c, MHD_HTTP_METHOD_NOT_ALLOWED, j, n, "GET");
    }
    return reply_health(s, c, kind == 101);
  }
  if (strcmp(method, "POST") != 0) {
    size_t n;
    char *j = sv_error_json("method not allowed: use POST", &n);
    return reply_allow(c, MHD_HTTP_METHOD_NOT_ALLOWED, j, n, "POST");
  }
  const char *cl = MHD_lookup_connection_value(c, MHD_HEADER_KIND, MHD_HTTP_HEADER_CONTENT_LENGTH);
  if (cl && strtoull(cl, NULL, 10) > s->max_body) {
    char m[120];
    snprintf(m, sizeof m, "body: larger than the server's --max-body (%zu bytes)", s->max_body);
    return reply_error(c, MHD_HTTP_CONTENT_TOO_LARGE, m);
  }
  if (atomic_fetch_add(&s->inflight, 1) >= s->max_inflight) {
    atomic_fetch_sub(&s->inflight, 1);
    return reply_error(c, MHD_HTTP_SERVICE_UNAVAILABLE, "busy: --max-inflight requests are waiting or running");
  }
  Req *r = calloc(1, sizeof *r);
  if (!r) {
    atomic_fetch_sub(&s->inflight, 1);
    return MHD_NO;
  }
  r->kind = kind;
  r->admitted = 1;
  *cls = r;
  return MHD_YES;
}

static enum MHD_Result answer(Server *s, struct MHD_Connection *c, Job *j) {
  if (j->failed == 2) return reply_error(c, MHD_HTTP_SERVICE_UNAVAILABLE, "the server is shutting down");
  if (j->failed)
    return reply_error(c, MHD_HTTP_INTERNAL_SERVER_ERROR, "the batch engine failed (see the server's log)");
  const char **lines = xmalloc(sizeof *lines * (size_t)(j->progs.n + 1));
  size_t *lens = xmalloc(sizeof *lens * (size_t)(j->progs.n + 1)), n = 0;
  for (long p = 0; p < j->progs.n; p++) {
    lines[p] = j->out.p + j->line_off[p];
    lens[p] = j->line_off[p + 1] - j->line_off[p];
  }
  char *a = sv_answer(&j->progs, lines, lens, j->run_s, &n);
  free(lines);
  free(lens);
  if (!a) return reply_error(c, MHD_HTTP_INTERNAL_SERVER_ERROR, "out of memory");
  return reply(c, MHD_HTTP_OK, a, n);
}

/* the whole body is there: translate it and queue its programs (or answer at once) */
static enum MHD_Result submit(Server *s, struct MHD_Connection *c, Req *r) {
  char err[600];
  if (r->too_big) {
    snprintf(err, sizeof err, "body: larger than the server's --max-body (%zu bytes)", s->max_body);
    return reply_error(c, MHD_HTTP_CONTENT_TOO_LARGE, err);
  }
  Job *j = calloc(1, sizeof *j);
  if (!j) return MHD_NO;
  char *body = r->body.p ? r->body.p : strdup("");
  size_t len = r->body.len;
  r->body.p = NULL;
  r->body.len = r->body.cap = 0;
  const char *fuel = MHD_lookup_connection_value(c, MHD_GET_ARGUMENT_KIND, "fuel");
  atomic_fetch_add(&s->requests, 1);
  if (!body || sv_parse(r->kind, body, len, r->kind == SV_BATCH ? fuel : NULL, &s->lim, &j->progs, err, sizeof err)) {
    sv_progs_free(&j->progs);
    free(j);
    return reply_error(c, MHD_HTTP_BAD_REQUEST, body ? err : "out of memory");
  }
  j->conn = c;
  j->holders = 2;
  r->job = j;
  if (j->progs.n == 0) { /* nothing to run: answered at once */
    j->done = 1;
    j->holders = 1;
    return answer(s, c, j);
  }
  MHD_suspend_connection(c); /* (before the batcher can see it: it resumes only suspended connections) */
  pthread_mutex_lock(&s->mu);
  if (s->stop) { /* the batcher has ended: answered at once (by the next call) */
    j->failed = 2;
    j->done = 1;
    j->holders = 1;
    pthread_mutex_unlock(&s->mu);
    MHD_resume_connection(c);
    return MHD_YES;
  }
  j->queued = host_now();
  if (s->tail) s->tail->next = j;
  else s->head = j;
  s->tail = j;
  s->queued_programs += j->progs.n;
  pthread_cond_signal(&s->cv);
  pthread_mutex_unlock(&s->mu);
  return MHD_YES;
}

static enum MHD_Result on_request(void *cls, struct MHD_Connection *c, const char *url, const char *method,
                                  const char *version, const char *data, size_t *size, void **con_cls) {
  Server *s = cls;
  Req *r = *con_cls;
  if (!r) return start(s, c, url, method, con_cls);
  if (*size) { /* a piece of the body */
    if (!r->too_big && r->body.len + *size <= s->max_body) buf_put(&r->body, data, *size);
    else { r->too_big = 1; buf_free(&r->body); }
    *size = 0;
    return MHD_YES;
  }
  if (!r->job) return submit(s, c, r);
  pthread_mutex_lock(&s->mu);
  int done = r->job->done;
  pthread_mutex_unlock(&s->mu);
  if (!done) return MHD_YES; /* (not reached: the connection stays suspended until done) */
  return answer(s, c, r->job);
}

static void on_completed(void *cls, struct MHD_Connection *c, void **con_cls, enum MHD_RequestTerminationCode why) {
  Server *s = cls;
  Req *r = *con_cls;
  if (!r) return;
  if (r->job) job_release(s, r->job);
  if (r->admitted) atomic_fetch_sub(&s->inflight, 1);
  buf_free(&r->body);
  free(r);
  *con_cls = NULL;
}

/* ---------------------------------------------------------------- the command */
static void usage(FILE *f) {
  fprintf(f,
          "usage: gnc serve [OPTIONS]\n"
          "\n"
          "An HTTP/1.1 service that compiles, runs and tests programs with gnc batch's engine, gathering the\n"
          "programs of concurrent requests into shared batches (docs/serve.md). Endpoints:\n"
          "  POST /batch[?fuel=N]          a JSON array of gnc batch input objects -> the array of its results\n"
          "  POST /common_evaluate_batch   ScaleBox: function_call test cases, config.language \"c\"\n"
          "  POST /run_code                SandboxFusion: runs main (language \"c\")\n"
          "  GET  /health, /v1/ping        status, version, backend, requests in flight; \"pong\"\n"
          "\n"
          "options:\n"
          "  --host ADDR              listen address, IPv4 or IPv6 (default 127.0.0.1)\n"
          "  --port N                 TCP port (default 8080; 0: any free one, printed at start)\n"
          "  --http-threads N         threads for HTTP (default 2)\n"
          "  --max-body BYTES         largest request body (default 16777216); larger: 413\n"
          "  --max-inflight N         requests waiting or running at once (default 1024); more: 503\n"
          "  --batch-programs N       run a batch when N programs are waiting (default 1024)\n"
          "  --batch-ms T             ... or T milliseconds after the oldest request came (default 2)\n"
          "the engine's options, as gnc batch's (--fuel is the most a request may ask for; run_timeout\n"
          "seconds give run_timeout * 10^8 instructions, at most --fuel):\n");
  batch_engine_usage(f);
  fprintf(f,
          "  -h, --help               this text\n"
          "\n"
          "Runs until SIGINT or SIGTERM, then answers the requests in flight (30 s at most) and exits.\n"
          "exit status: 0 after a signal, 1 usage error or the port not free\n");
}

typedef struct {
  const char *host;
  long port, http_threads;
  BatchOpts opts;
  int backend;
} ServeOpts;

static int parse_opts(int argc, char **argv, ServeOpts *o, Server *s) {
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i], *v = NULL;
    int64_t x;
    if (cli_is_help(a)) { usage(stdout); return EXIT_OK + 100; }
    int k = batch_engine_opt("serve", argc, argv, &i, &o->opts, &o->backend);
    if (k < 0) return EXIT_USER;
    if (k > 0) continue;
    if (cli_opt(argc, argv, &i, "--host", NULL, &v)) {
      if (!v || !*v) return cli_error("serve", "--host needs an address");
      o->host = v;
    } else if (cli_opt(argc, argv, &i, "--port", "-p", &v)) {
      if ((x = cli_parse_count("serve", "--port", v, 65535)) < 0) return EXIT_USER;
      o->port = (long)x;
    } else if (cli_opt(argc, argv, &i, "--http-threads", NULL, &v)) {
      if ((x = cli_parse_count("serve", "--http-threads", v, 256)) < 0) return EXIT_USER;
      if (x == 0) return cli_error("serve", "--http-threads must be at least 1");
      o->http_threads = (long)x;
    } else if (cli_opt(argc, argv, &i, "--max-body", NULL, &v)) {
      if ((x = cli_parse_count("serve", "--max-body", v, (int64_t)1 << 34)) < 0) return EXIT_USER;
      if (x == 0) return cli_error("serve", "--max-body must be at least 1");
      s->max_body = (size_t)x;
    } else if (cli_opt(argc, argv, &i, "--max-inflight", NULL, &v)) {
      if ((x = cli_parse_count("serve", "--max-inflight", v, 1000000)) < 0) return EXIT_USER;
      if (x == 0) return cli_error("serve", "--max-inflight must be at least 1");
      s->max_inflight = (int)x;
    } else if (cli_opt(argc, argv, &i, "--batch-programs", NULL, &v)) {
      if ((x = cli_parse_count("serve", "--batch-programs", v, 1 << 24)) < 0) return EXIT_USER;
      if (x == 0) return cli_error("serve", "--batch-programs must be at least 1");
      s->batch_programs = (long)x;
    } else if (cli_opt(argc, argv, &i, "--batch-ms", NULL, &v)) {
      if ((x = cli_parse_count("serve", "--batch-ms", v, 60000)) < 0) return EXIT_USER;
      s->batch_s = (double)x / 1000.0;
    } else {
      return cli_error("serve", "unknown %s '%s' (see gnc serve --help)", a[0] == '-' ? "option" : "argument", a);
    }
  }
  return EXIT_OK;
}

/* the listening address: IPv4 or IPv6 */
static int make_addr(const char *host, long port, struct sockaddr_storage *ss) {
  memset(ss, 0, sizeof *ss);
  struct sockaddr_in *a4 = (struct sockaddr_in *)ss;
  struct sockaddr_in6 *a6 = (struct sockaddr_in6 *)ss;
  if (inet_pton(AF_INET, host, &a4->sin_addr) == 1) {
    a4->sin_family = AF_INET;
    a4->sin_port = htons((uint16_t)port);
    return 0;
  }
  if (inet_pton(AF_INET6, host, &a6->sin6_addr) == 1) {
    a6->sin6_family = AF_INET6;
    a6->sin6_port = htons((uint16_t)port);
    return 1;
  }
  return -1;
}

int cmd_serve(int argc, char **argv) {
  static Server s; /* (one per process) */
  ServeOpts o = {.host = "127.0.0.1", .port = 8080, .http_threads = 2, .backend = BACKEND_AUTO};
  char err[400];
  s.max_body = (size_t)16 << 20;
  s.max_inflight = 1024;
  s.batch_programs = 1024;
  s.batch_s = 0.002;
  o.opts.report_bytes = 16384; /* /run_code's stdout */
  int rc = parse_opts(argc, argv, &o, &s);
  if (rc == EXIT_OK + 100) return EXIT_OK;
  if (rc != EXIT_OK) return rc;
  struct sockaddr_storage addr;
  int v6 = make_addr(o.host, o.port, &addr);
  if (v6 < 0) return cli_error("serve", "--host: not an IPv4 or IPv6 address: %s", o.host);
  if (!(s.engine = batch_engine_open(&o.opts, o.backend, err, sizeof err))) return cli_error("serve", "%s", err);
  s.lim.max_fuel = batch_engine_opts(s.engine)->fuel;
  s.lim.stdin_ok = 1;
  pthread_mutex_init(&s.mu, NULL);
  pthread_cond_init(&s.cv, NULL);
  /* signals: SIGINT and SIGTERM are waited for below, by this thread only */
  sigset_t sigs;
  sigemptyset(&sigs);
  sigaddset(&sigs, SIGINT);
  sigaddset(&sigs, SIGTERM);
  pthread_sigmask(SIG_BLOCK, &sigs, NULL);
  signal(SIGPIPE, SIG_IGN);
  pthread_t bt;
  if (pthread_create(&bt, NULL, batcher, &s) != 0) return cli_error("serve", "cannot start a thread");
  unsigned flags = MHD_USE_AUTO_INTERNAL_THREAD | MHD_ALLOW_SUSPEND_RESUME | MHD_USE_ITC | MHD_USE_ERROR_LOG |
                   (v6 ? MHD_USE_IPv6 : 0);
  struct MHD_Daemon *d = MHD_start_daemon(
      flags, (uint16_t)o.port, NULL, NULL, on_request, &s, MHD_OPTION_SOCK_ADDR, (struct sockaddr *)&addr,
      MHD_OPTION_THREAD_POOL_SIZE, (unsigned)o.http_threads, MHD_OPTION_NOTIFY_COMPLETED, on_completed, &s,
      MHD_OPTION_CONNECTION_TIMEOUT, (unsigned)60, MHD_OPTION_CONNECTION_LIMIT,
      (unsigned)(s.max_inflight < 512 ? 1024 : 2 * s.max_inflight), MHD_OPTION_LISTENING_ADDRESS_REUSE, (unsigned)1,
      MHD_OPTION_END);
  if (!d) {
    rc = cli_error("serve", "cannot listen on %s port %ld: %s", o.host, o.port, strerror(errno));
  } else {
    const union MHD_DaemonInfo *di = MHD_get_daemon_info(d, MHD_DAEMON_INFO_BIND_PORT);
    fprintf(stderr, "gnc serve: listening on http://%s%s%s:%u/ (backend %s, fuel %lld)\n", v6 ? "[" : "", o.host,
            v6 ? "]" : "", di ? di->port : (unsigned)o.port, batch_engine_backend(s.engine),
            (long long)s.lim.max_fuel);
    fflush(stderr);
    int sig = 0;
    sigwait(&sigs, &sig);
    fprintf(stderr, "gnc serve: %s: finishing the requests in flight\n", sig == SIGINT ? "SIGINT" : "SIGTERM");
    MHD_quiesce_daemon(d); /* no new connections; those open may finish (for at most 30 s) */
    for (int k = 0; k < 3000 && atomic_load(&s.inflight) > 0; k++) nanosleep(&(struct timespec){0, 10000000L}, NULL);
  }
  pthread_mutex_lock(&s.mu);
  s.stop = 1;
  pthread_cond_signal(&s.cv);
  pthread_mutex_unlock(&s.mu);
  pthread_join(bt, NULL); /* every queued request answered and resumed */
  if (d) MHD_stop_daemon(d);
  fprintf(stderr, "gnc serve: %lld requests, %lld programs\n", (long long)atomic_load(&s.requests),
          (long long)atomic_load(&s.programs));
  batch_engine_close(s.engine);
  return rc;
}
