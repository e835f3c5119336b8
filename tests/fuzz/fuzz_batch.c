/* fuzz_batch.c - libFuzzer target for `gnc batch`: any bytes as its JSON Lines input.
 *
 * The whole command runs in process (cmd_batch, CPU backend, one thread, small limits) on the input in a
 * memfd, its output captured in another.  Beyond "no crash, no sanitizer report", it checks the promises
 * of docs/batch.md that a malformed line must not break:
 *   - the command succeeds and answers every non-blank line, in order, one output line each;
 *   - every answer is a JSON object whose "status" is ok, compile_error or invalid_input;
 *   - a line holding a NUL byte is answered invalid_input.
 * The command's summary line goes to a memfd too; sanitizer reports still reach the real stderr.
 * An input that starts with "#humaneval\n" runs `--format humaneval` instead: the bytes up to a line
 * "#samples" are the problem file, the rest the samples.  Then either the problems are refused (exit
 * status 1, no output) or every non-blank sample line gets one JSON object with a "result" ("passed",
 * "timed out", "failed: ...", "invalid_input: ..."; the last for a line with a NUL byte) and a "passed"
 * that agrees with it, and the --summary-json line is a JSON object.
 *
 *   make fuzz && build/fuzz/fuzz_batch -max_total_time=60 build/fuzz/corpus_batch
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <jansson.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>
#include "cli/cli.h"

void __sanitizer_set_report_fd(void *fd);

static int fz_stderr = -1;

/* 1 if line s[0..n) gets an answer: not blank once a '\r' before its end and (line 1) a byte order mark go */
static int fz_answered(const char *s, size_t n, long lineno) {
  if (n && s[n - 1] == '\r') n--;
  if (lineno == 1 && n >= 3 && memcmp(s, "\xEF\xBB\xBF", 3) == 0) { s += 3; n -= 3; }
  for (size_t i = 0; i < n; i++)
    if (s[i] != ' ' && s[i] != '\t' && s[i] != '\r') return 1;
  return 0;
}

static void fz_fail(const char *what, long lineno, const char *out, size_t len) {
  fprintf(stderr, "fuzz_batch: %s (input line %ld)\n--- output:\n%.*s\n", what, lineno, (int)(len > 4000 ? 4000 : len), out);
  abort();
}

/* checks the answer out[0..len) of input line s[0..n) */
static void fz_check_answer(const char *s, size_t n, long lineno, const char *out, size_t len) {
  json_error_t e;
  json_t *j = json_loadb(out, len, 0, &e), *st;
  const char *status;
  if (!j || !json_is_object(j)) fz_fail("an answer is not a JSON object", lineno, out, len);
  st = json_object_get(j, "status");
  status = json_is_string(st) ? json_string_value(st) : "";
  if (strcmp(status, "ok") != 0 && strcmp(status, "compile_error") != 0 && strcmp(status, "invalid_input") != 0)
    fz_fail("an answer has no valid status", lineno, out, len);
  if (memchr(s, 0, n) && strcmp(status, "invalid_input") != 0)
    fz_fail("a line with a NUL byte is not invalid_input", lineno, out, len);
  json_decref(j);
}

/* --format humaneval: checks the answer out[0..len) of sample line s[0..n) */
static void fz_check_sample(const char *s, size_t n, long lineno, const char *out, size_t len) {
  json_error_t e;
  json_t *j = json_loadb(out, len, 0, &e), *res, *ok;
  if (!j || !json_is_object(j)) fz_fail("an answer is not a JSON object", lineno, out, len);
  res = json_object_get(j, "result");
  ok = json_object_get(j, "passed");
  if (!json_is_string(res) || !json_is_boolean(ok)) fz_fail("an answer has no result and passed", lineno, out, len);
  const char *r = json_string_value(res);
  if (strcmp(r, "passed") != 0 && strcmp(r, "timed out") != 0 && strncmp(r, "failed: ", 8) != 0 &&
      strncmp(r, "invalid_input: ", 15) != 0)
    fz_fail("an answer has an unknown result", lineno, out, len);
  if (json_is_true(ok) != (strcmp(r, "passed") == 0)) fz_fail("passed disagrees with result", lineno, out, len);
  if (memchr(s, 0, n) && strncmp(r, "invalid_input: ", 15) != 0)
    fz_fail("a line with a NUL byte is not invalid_input", lineno, out, len);
  json_decref(j);
}

/* the whole of memfd fd (malloc'd, NUL-terminated), its length in *len */
static char *fz_slurp(int fd, size_t *len) {
  off_t n = lseek(fd, 0, SEEK_END);
  char *o = malloc((size_t)n + 1);
  if (!o || pread(fd, o, (size_t)n, 0) != n) abort();
  o[n] = 0;
  *len = (size_t)n;
  return o;
}

/* pairs the answered input lines of in[0..n) with the output lines of o[0..olen), in order, checking each
 * with check; fails on a line without an answer and on answers left over */
static void fz_pair(const char *in, size_t n, const char *o, size_t olen,
                    void (*check)(const char *, size_t, long, const char *, size_t)) {
  const char *s = in, *end = in + n, *op = o, *oend = o + olen;
  long lineno = 0;
  while (s < end) {
    const char *nl = memchr(s, '\n', (size_t)(end - s)), *e = nl ? nl : end;
    lineno++;
    if (fz_answered(s, (size_t)(e - s), lineno)) {
      const char *onl = op < oend ? memchr(op, '\n', (size_t)(oend - op)) : NULL;
      if (!onl) fz_fail("a line got no answer", lineno, o, olen);
      check(s, (size_t)(e - s), lineno, op, (size_t)(onl - op));
      op = onl + 1;
    }
    s = nl ? nl + 1 : end;
  }
  if (op != oend) fz_fail("more answers than lines", lineno, o, olen);
}

/* cmd_batch with stdout and stderr in memfds out and err */
static int fz_run(char **argv, int argc, int out, int err) {
  fflush(stdout);
  fflush(stderr);
  int saved_out = dup(1), saved_err = dup(2);
  dup2(out, 1);
  dup2(err, 2);
  int rc = cmd_batch(argc, argv);
  fflush(stdout);
  fflush(stderr);
  dup2(saved_out, 1);
  dup2(saved_err, 2);
  close(saved_out);
  close(saved_err);
  return rc;
}

static void fz_humaneval(const char *data, size_t size) {
  static const char SEP[] = "\n#samples\n";
  const char *sep = memmem(data, size, SEP, sizeof SEP - 1);
  size_t np = sep ? (size_t)(sep - data) + 1 : size;
  const char *smp = sep ? sep + sizeof SEP - 1 : data + size;
  size_t ns = (size_t)(data + size - smp);
  int pf = memfd_create("problems", 0), in = memfd_create("in", 0), out = memfd_create("out", 0),
      err = memfd_create("err", 0), js = memfd_create("json", 0);
  char ppath[64], path[64], jpath[64];
  if (pf < 0 || in < 0 || out < 0 || err < 0 || js < 0 || (np && write(pf, data, np) != (ssize_t)np) ||
      (ns && write(in, smp, ns) != (ssize_t)ns))
    abort();
  snprintf(ppath, sizeof ppath, "/proc/self/fd/%d", pf);
  snprintf(path, sizeof path, "/proc/self/fd/%d", in);
  snprintf(jpath, sizeof jpath, "/proc/self/fd/%d", js);
  char *argv[] = {"batch", "--backend", "cpu", "--threads", "1", "--fuel", "20000", "--max-depth", "64", "--stack",
                  "4096", "--heap", "65536", "--max-line", "1000000", "--format", "humaneval", "--problems", ppath,
                  "--pass-at", "1,2", "--summary-json", jpath, path, NULL};
  int rc = fz_run(argv, (int)(sizeof argv / sizeof argv[0]) - 1, out, err);
  size_t olen, jlen;
  char *o = fz_slurp(out, &olen), *j = fz_slurp(js, &jlen);
  if (rc == 1 && olen) fz_fail("refused problems, yet samples were answered", 0, o, olen);
  if (rc != 0 && rc != 1) fz_fail("gnc batch --format humaneval failed", 0, o, olen);
  if (rc == 0) {
    fz_pair(smp, ns, o, olen, fz_check_sample);
    json_error_t e;
    json_t *sj = json_loadb(j, jlen, 0, &e);
    if (!json_is_object(sj)) fz_fail("the summary is not a JSON object", 0, j, jlen);
    json_decref(sj);
  }
  free(o);
  free(j);
  close(pf);
  close(in);
  close(out);
  close(err);
  close(js);
}

int LLVMFuzzerInitialize(int *argc, char ***argv) {
  fz_stderr = dup(2);
  __sanitizer_set_report_fd((void *)(intptr_t)fz_stderr);
  return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static const char HE[] = "#humaneval\n";
  if (size >= sizeof HE - 1 && memcmp(data, HE, sizeof HE - 1) == 0) {
    fz_humaneval((const char *)data + sizeof HE - 1, size - (sizeof HE - 1));
    return 0;
  }
  int in = memfd_create("in", 0), out = memfd_create("out", 0), err = memfd_create("err", 0);
  char path[64];
  if (in < 0 || out < 0 || err < 0 || (size && write(in, data, size) != (ssize_t)size)) abort();
  snprintf(path, sizeof path, "/proc/self/fd/%d", in);
  /* --max-line above any -max_len: no line is too large, so which lines get an answer is predictable */
  char *argv[] = {"batch", "--backend", "cpu", "--threads", "1", "--fuel", "20000", "--max-depth", "64",
                  "--stack", "4096", "--heap", "65536", "--max-line", "1000000", path, NULL};
  int rc = fz_run(argv, (int)(sizeof argv / sizeof argv[0]) - 1, out, err);
  size_t olen;
  char *o = fz_slurp(out, &olen);
  if (rc != 0) fz_fail("gnc batch failed on a regular file", 0, o, (size_t)olen);
  fz_pair((const char *)data, size, o, olen, fz_check_answer);
  free(o);
  close(in);
  close(out);
  close(err);
  return 0;
}
