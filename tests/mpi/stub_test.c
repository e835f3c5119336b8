/* stub_test.c - src/cli/mpi.c built without GNC_HAVE_MPI (as in a build without mpicc, and in the ASan and fuzz
 * builds): gmpi_init refuses --mpi with a clear message, the rest acts as a single rank.  Prints "N passed, M failed". */
#include <stdio.h>
#include <string.h>
#include "cli/cli.h"

static int passed, failed;
static void check(int ok, const char *what) {
  if (ok) passed++;
  else failed++, printf("FAIL: %s\n", what);
}

int main(int argc, char **argv) {
  char msg[512] = "", out[64] = "", ring[4] = "";
  long long v[2] = {3, 4};
  double d = 2.5;
  FILE *err = tmpfile(), *o = tmpfile();
  FILE *saved = stderr;
  if (!err || !o) return 1;
  stderr = err;
  int rc = gmpi_init("batch", &argc, &argv);
  stderr = saved;
  rewind(err);
  size_t n = fread(msg, 1, sizeof msg - 1, err);
  msg[n] = 0;
  check(rc == -1, "gmpi_init fails without MPI");
  check(strstr(msg, "gnc batch: --mpi: this gnc was built without MPI") == msg, "the message says so");
  check(gmpi_rank() == 0 && gmpi_size() == 1 && gmpi_local_size() == 1, "a single rank");
  check(gmpi_gather_ordered("abc", 3, 0, o) == 0, "gather: status 0");
  check(gmpi_gather_ordered("de", 2, 2, o) == 2, "gather: the status comes back");
  rewind(o);
  n = fread(out, 1, sizeof out - 1, o);
  out[n] = 0;
  check(strcmp(out, "abcde") == 0, "gather writes the bytes");
  gmpi_sum_ll(v, 2);
  gmpi_sum_d(&d, 1);
  check(v[0] == 3 && v[1] == 4 && d == 2.5, "sums of one rank");
  check(gmpi_or(5) == 5, "or of one rank");
  gmpi_ring("xyz", ring, 3);
  check(memcmp(ring, "xyz", 3) == 0, "the ring of one rank is a copy");
  gmpi_finalize();
  printf("%d passed, %d failed\n", passed, failed);
  return failed != 0;
}
