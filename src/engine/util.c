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
