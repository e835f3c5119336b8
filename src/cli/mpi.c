/* mpi.c - gnc's only MPI calls (cli.h): the real layer when built with GNC_HAVE_MPI (the Makefile defines it
 * and adds `mpicc --showme:compile` / `--showme:link` when mpicc is found), else a stub that refuses --mpi.
 *
 * Design: MPI_COMM_WORLD only, blocking calls only, rank 0 the one writer.  An ordered gather is a header
 * (status, length) and the bytes from each rank in turn, received by rank 0 in rank order and written as they
 * come (rank 0 holds one rank's bytes at a time), then the combined status broadcast; byte strings go in
 * pieces of at most 1 GiB (MPI counts are ints).
 */
#include "cli/cli.h"
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#ifdef GNC_HAVE_MPI
#include <mpi.h>

static int g_on, g_rank, g_size = 1, g_local_size = 1;
#define PIECE ((size_t)1 << 30)

int gmpi_init(const char *cmd, int *argc, char ***argv) {
  int ok = 0, local = 0;
  MPI_Comm node;
  char dev[32];
  if (MPI_Initialized(&ok) == MPI_SUCCESS && ok) return 0;
  if (MPI_Init(argc, argv) != MPI_SUCCESS) {
    fprintf(stderr, "gnc %s: --mpi: MPI_Init failed\n", cmd);
    return -1;
  }
  g_on = 1;
  MPI_Comm_rank(MPI_COMM_WORLD, &g_rank);
  MPI_Comm_size(MPI_COMM_WORLD, &g_size);
  if (MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, g_rank, MPI_INFO_NULL, &node) == MPI_SUCCESS) {
    MPI_Comm_rank(node, &local);
    MPI_Comm_size(node, &g_local_size);
    MPI_Comm_free(&node);
  }
  snprintf(dev, sizeof dev, "%d", local);
  setenv("GNC_CUDA_DEVICE", dev, 0); /* one GPU per rank: the CUDA backend takes it modulo the device count */
  return 0;
}

void gmpi_finalize(void) {
  if (g_on) MPI_Finalize();
  g_on = 0;
}

int gmpi_rank(void) { return g_rank; }
int gmpi_size(void) { return g_size; }
int gmpi_local_size(void) { return g_local_size; }

static void send_bytes(const char *p, size_t n, int to) {
  for (size_t at = 0; at < n; at += PIECE)
    MPI_Send(p + at, (int)(n - at < PIECE ? n - at : PIECE), MPI_BYTE, to, 2, MPI_COMM_WORLD);
}

static void recv_bytes(char *p, size_t n, int from) {
  for (size_t at = 0; at < n; at += PIECE)
    MPI_Recv(p + at, (int)(n - at < PIECE ? n - at : PIECE), MPI_BYTE, from, 2, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
}

int gmpi_gather_ordered(const void *p, size_t n, int status, FILE *out) {
  unsigned long long head[2] = {(unsigned long long)status, (unsigned long long)n};
  int all = status;
  if (!g_on || g_size == 1) {
    if (n && fwrite(p, 1, n, out) != n) all = all > 1 ? all : 1;
    return all;
  }
  if (g_rank != 0) {
    MPI_Send(head, 2, MPI_UNSIGNED_LONG_LONG, 0, 1, MPI_COMM_WORLD);
    send_bytes(p, n, 0);
  } else {
    static char *buf;
    static size_t cap;
    if (all == 0 && n && fwrite(p, 1, n, out) != n) all = 1;
    for (int r = 1; r < g_size; r++) {
      MPI_Recv(head, 2, MPI_UNSIGNED_LONG_LONG, r, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
      if ((int)head[0] > all) all = (int)head[0];
      if (head[1] > cap) {
        free(buf);
        cap = (size_t)head[1];
        if (!(buf = malloc(cap))) { fputs("gnc: out of memory\n", stderr); MPI_Abort(MPI_COMM_WORLD, 3); }
      }
      recv_bytes(buf, (size_t)head[1], r);
      /* nothing after a failed rank's part: the output stops where one process's would */
      if (all == 0 && head[1] && fwrite(buf, 1, (size_t)head[1], out) != (size_t)head[1]) all = 1;
    }
  }
  MPI_Bcast(&all, 1, MPI_INT, 0, MPI_COMM_WORLD);
  return all;
}

void gmpi_sum_ll(long long *v, int n) {
  if (g_on && g_size > 1) MPI_Allreduce(MPI_IN_PLACE, v, n, MPI_LONG_LONG, MPI_SUM, MPI_COMM_WORLD);
}

void gmpi_sum_d(double *v, int n) {
  if (g_on && g_size > 1) MPI_Allreduce(MPI_IN_PLACE, v, n, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
}

int gmpi_or(int bits) {
  if (g_on && g_size > 1) MPI_Allreduce(MPI_IN_PLACE, &bits, 1, MPI_INT, MPI_BOR, MPI_COMM_WORLD);
  return bits;
}

void gmpi_ring(const void *send, void *recv, size_t n) {
  if (!g_on || g_size == 1) {
    memmove(recv, send, n);
    return;
  }
  int to = (g_rank + 1) % g_size, from = (g_rank + g_size - 1) % g_size;
  for (size_t at = 0; at < n; at += PIECE) { /* n is the same on every rank */
    int k = (int)(n - at < PIECE ? n - at : PIECE);
    MPI_Sendrecv((const char *)send + at, k, MPI_BYTE, to, 3, (char *)recv + at, k, MPI_BYTE, from, 3,
                 MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  }
}

#else /* ---------------------------------------------------------------- built without MPI */

int gmpi_init(const char *cmd, int *argc, char ***argv) {
  (void)argc;
  (void)argv;
  fprintf(stderr, "gnc %s: --mpi: this gnc was built without MPI (install Open MPI's mpicc, e.g. Debian's "
          "libopenmpi-dev, and rebuild)\n", cmd);
  return -1;
}
void gmpi_finalize(void) {}
int gmpi_rank(void) { return 0; }
int gmpi_size(void) { return 1; }
int gmpi_local_size(void) { return 1; }
int gmpi_gather_ordered(const void *p, size_t n, int status, FILE *out) {
  if (n && fwrite(p, 1, n, out) != n && status < 1) status = 1;
  return status;
}
void gmpi_sum_ll(long long *v, int n) { (void)v; (void)n; }
void gmpi_sum_d(double *v, int n) { (void)v; (void)n; }
int gmpi_or(int bits) { return bits; }
void gmpi_ring(const void *send, void *recv, size_t n) { memmove(recv, send, n); }
#endif
