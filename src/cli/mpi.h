/* mpi.h - the MPI layer of `gnc batch --mpi` and `gnc search --mpi` (docs/scale-out.md).
 *
 * Every MPI call of gnc is in mpi.c, behind this interface: who am I (rank, size, and the ranks on this
 * node, for threads and GPUs), an ordered gather of byte strings to rank 0's output, sums and a bitwise or
 * over all ranks, and a ring exchange.  mpi.c compiles to the real thing when the Makefile found mpicc
 * (GNC_HAVE_MPI), else to a stub whose gmpi_init fails with "built without MPI"; the other calls then act
 * as a single rank.  Until gmpi_init succeeds every call acts as a single rank too.
 */
#ifndef GNC_GMPI_H
#define GNC_GMPI_H
#include <stddef.h>
#include <stdio.h>

/* MPI_Init (a plain start without mpirun is a job of one rank); 0, or -1 with the reason on stderr, prefixed
 * by "gnc CMD: " (this gnc was built without MPI, or the MPI start failed).  Also sets GNC_CUDA_DEVICE to the
 * rank on this node (the CUDA backend takes it modulo the device count) unless it is set already. */
int gmpi_init(const char *cmd, int *argc, char ***argv);
void gmpi_finalize(void);
int gmpi_rank(void);
int gmpi_size(void);
int gmpi_local_size(void);    /* ranks on this node */

/* Ordered gather: rank r's n bytes p are written to out by rank 0 after those of ranks 0 .. r-1, and none after
 * a rank whose status (its error flag, 0 ok) is not 0.  Every rank gets back the largest status over all ranks
 * (a write error on rank 0 counts as 1).  Collective. */
int gmpi_gather_ordered(const void *p, size_t n, int status, FILE *out);
/* v[0..n) summed over all ranks, the result on every rank */
void gmpi_sum_ll(long long *v, int n);
void gmpi_sum_d(double *v, int n);
/* bits or-ed over all ranks, the result on every rank */
int gmpi_or(int bits);
/* Ring: n bytes from send to rank + 1, n bytes into recv from rank - 1 (size 1: a copy).  Collective. */
void gmpi_ring(const void *send, void *recv, size_t n);
#endif
