/* util.c - the library's own host helpers: the monotonic clock, and the allocator every allocation of
 * libgnc.so's code goes through (the core never allocates; the CLI's helpers are src/cli/util.c).
 *
 * The allocator is malloc and its kin, answering NULL when memory runs out: the library never exits,
 * aborts or prints for its caller; an allocation failure travels up as an error value, and the C API
 * answers GNC_E_NOMEM.  Fault injection: a program that defines host_alloc_fail (the tests,
 * tests/batch/nomem_test.c) is asked before every allocation whether it should fail.  The reference is
 * weak, so in every other program it is a null address, and the check costs one comparison.  It is not
 * exported from libgnc.so (libgnc.map): the library imports it as an undefined weak name, which a test
 * may supply with LD_PRELOAD.
 */
#define _POSIX_C_SOURCE 200809L /* clock_gettime also in plain -std=c11 builds (tests/unit links this file) */
#include <errno.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "engine/host.h"

double host_now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

/* ---------------------------------------------------------------- the allocator */
extern int host_alloc_fail(size_t n) __attribute__((weak, visibility("default")));

static int fails(size_t n) {
  if (!host_alloc_fail || !host_alloc_fail(n)) return 0;
  errno = ENOMEM;
  return 1;
}

void *host_alloc(size_t n) { return fails(n) ? NULL : malloc(n ? n : 1); }

void *host_calloc(size_t n, size_t size) { return fails(n * size) ? NULL : calloc(n ? n : 1, size ? size : 1); }

void *host_realloc(void *p, size_t n) { return fails(n) ? NULL : realloc(p, n ? n : 1); }

void *host_aligned_alloc(size_t align, size_t n) { return fails(n) ? NULL : aligned_alloc(align, n); }

char *host_strdup(const char *s) {
  size_t n = strlen(s) + 1;
  char *p = host_alloc(n);
  if (p) memcpy(p, s, n);
  return p;
}

/* ---------------------------------------------------------------- a parallel for over [0, n) */
typedef struct {
  HostRangeFn fn;
  void *ctx;
  long n, chunk;
  atomic_long next;
} ParFor;

static void *par_worker(void *arg) {
  ParFor *p = arg;
  for (;;) {
    long i0 = atomic_fetch_add(&p->next, p->chunk);
    if (i0 >= p->n) return NULL;
    p->fn(p->ctx, i0, i0 + p->chunk < p->n ? i0 + p->chunk : p->n);
  }
}

void host_par_for(int nt, long n, long chunk, HostRangeFn fn, void *ctx) {
  ParFor p = {.fn = fn, .ctx = ctx, .n = n, .chunk = chunk};
  pthread_t tid[256];
  int started = 0;
  atomic_init(&p.next, 0);
  if (nt > 256) nt = 256;
  if ((n + chunk - 1) / chunk < nt) nt = (int)((n + chunk - 1) / chunk);
  for (int i = 1; i < nt; i++)
    if (pthread_create(&tid[started], NULL, par_worker, &p) == 0) started++;
  par_worker(&p);
  for (int i = 0; i < started; i++) pthread_join(tid[i], NULL);
}
