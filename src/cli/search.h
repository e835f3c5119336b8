/* search.h - `gnc search`: program synthesis by genetic programming over gnc programs (docs/search.md).
 *
 * search_problem.c reads a problem file (the entry's signature, training and test cases, the error measure,
 * the building blocks) into a Problem: a GpSpec for the genome code (src/core/search/gp.c) and the cases as the
 * batch engine's tagged values.  search.c is the command: the generation loop (its steps are core code,
 * src/core/search/gploop.c, on the CPU or the device), checkpoints, progress and the result lines.
 */
#ifndef GNC_CLI_SEARCH_H
#define GNC_CLI_SEARCH_H
#include <stddef.h>
#include "core/batch/batch.h"
#include "core/search/search.h"

#define SR_MAX_CASES 100000     /* training or test cases per problem                                 */

typedef struct {
  GpSpec spec;
  int exact;                    /* "error": "exact" (else "abs")                                       */
  double tolerance;             /* an error at most this counts as 0                                   */
  int64_t fuel;                 /* VM instructions per case ("step_limit")                             */
  int32_t ntrain, ntest;        /* cases: training first, then test                                    */
  BVal *args;                   /* (ntrain + ntest) * spec.nparam; arrays point into arr               */
  BVal *arr;
  int64_t narr;
  Value *want;                  /* expected result per case (in the entry's return type)               */
  uint64_t hash;                /* of the file's bytes (a checkpoint belongs to one problem)           */
} Problem;

/* reads PATH; on an error prints "PATH: error: FIELD: MESSAGE" and returns -1 */
int sr_problem_load(const char *path, Problem *pb);
/* the same from text (the fuzz target); err gets the message */
int sr_problem_parse(const char *text, size_t len, Problem *pb, char *err, size_t errcap);
void sr_problem_free(Problem *pb);

/* the head of a checkpoint (search.c has the format) */
typedef struct {
  uint64_t hash, seed;
  int32_t pop, gens, runs, sel, tour, elite, stage, run, gen, pad;
  double rate;
  int64_t execs, compiled, candidates, steps, to_host;
  double seconds;
  int64_t nlines;   /* bytes of the finished runs' result lines */
} SrCkHead;
/* a checkpoint from bytes for problem pb: 0 with its head, population and lines (malloc'd), or -1 with the
 * reason in err */
int sr_checkpoint_parse(const uint8_t *p, size_t n, const Problem *pb, SrCkHead *h, GpGenome **pop, char **lines,
                        char *err, size_t cap);


#endif
