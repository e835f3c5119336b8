/* nomem_hook.c - fault injection for tests/python/test_nomem.py: loaded with LD_PRELOAD, it supplies the
 * library's weak host_alloc_fail (src/engine/util.c), so that the test makes allocation nomem_fail_at
 * (counted from nomem_calls = 0) fail; 0: none fails. */
#include <stddef.h>

long nomem_calls, nomem_fail_at;

int host_alloc_fail(size_t n) {
  (void)n;
  return ++nomem_calls == nomem_fail_at;
}
