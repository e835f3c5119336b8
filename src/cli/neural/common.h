/* common.h - what the `gnc neural` subcommands share.
 *
 * Options: cli.h's helpers (cli_opt, cli_is_help, cli_parse_count, cli_error) with the subcommands' messages
 * ("gnc neural CMD: option 'OPT' needs a value", "... bad value 'V' for OPT"); CMD below is "neural train",
 * "neural rl", ... as cli_error takes it.
 * Checkpoints of the resumable runs (train, rl): the model with its AdamW state and the run's state, a
 * struct that starts with a magic number and a version (1), saved atomically by nn_save; --resume loads it
 * back, checks that it holds the command's state, and continues from its step, --steps as the new total. */
#ifndef GNC_CLI_NEURAL_COMMON_H
#define GNC_CLI_NEURAL_COMMON_H
#include <stddef.h>
#include <stdint.h>
#include "cli/cli.h"
#include "neural/nn/nn.h"
#include "neural/nn/nn_cuda.h"

/* the subcommands, one file each (neural.c dispatches) */
int nc_cmd_train(int argc, char **argv);
int nc_cmd_eval(int argc, char **argv);
int nc_cmd_compile(int argc, char **argv);
int nc_cmd_info(int argc, char **argv);
int nc_cmd_train_router(int argc, char **argv);
int nc_cmd_rl(int argc, char **argv);   /* reinforcement learning from execution rewards */

/* 1 after "option 'OPT' needs a value" when argv[i] has none (no OPT=VALUE, no next argument), else 0 */
int nc_no_value(const char *cmd, int argc, char **argv, int i);
/* "bad value 'V' for OPT"; returns EXIT_USER */
int nc_bad_value(const char *cmd, const char *opt, const char *v);
/* a count option (cli_parse_count) within [lo, hi] into *out: 0, or EXIT_USER after the error */
int nc_count(const char *cmd, const char *opt, const char *v, int64_t lo, int64_t hi, int64_t *out);
/* a number option (all of v) into *out: 0, or EXIT_USER after nc_bad_value */
int nc_real(const char *cmd, const char *opt, const char *v, double *out);

/* the first fields of a run's state in its checkpoint */
typedef struct {
  uint32_t magic, version;
} NcStateHead;

/* --resume: the checkpoint at path, its state (size bytes, NcStateHead first, magic and version 1) into
 * state; want_steps > 0 (--steps given): the new total, which must lie beyond the checkpoint's *step (step
 * and steps point into state).  The model, or NULL after "cannot resume: ..." (what: the state's name). */
NnModel *nc_resume(const char *cmd, const char *path, void *state, size_t size, uint32_t magic, const char *what,
                   int64_t want_steps, const int64_t *step, int64_t *steps);
/* writes the checkpoint (the model, copied from g first when on the GPU, its AdamW state and the run's
 * state) to path, atomically: 0, or 1 after the reason */
int nc_save(const char *cmd, NnModel *m, NnCudaModel *g, const char *path, const void *state, size_t size);
#endif
