/* nc.h - the neural compiler's host side: programs prepared for the model, sampling, training, the
 * `gnc neural` commands.
 *
 *   nc_prog.c    a program -> its checked front end, per-function prompts and literal tables, and the
 *                reference module of the traditional compiler (without the optimizer: the model's target)
 *   nc_sample.c  batched, verifier-constrained decoding: greedy + K samples per function, candidates
 *                assembled into modules
 *   nc_train.c   `gnc neural train`: data from `gnc gen`, curriculum, resumable checkpoints
 *   nc_cli.c     `gnc neural compile | eval | data`
 */
#ifndef GNC_NC_H
#define GNC_NC_H
#include <stddef.h>
#include <stdint.h>
#include "core.h"
#include "nlist.h"

#define NC_DEFAULT_MODEL "models/gnc-neural.ckpt"

typedef struct {
  const char *src; int32_t len;
  void *ws; Compiler c;          /* the compile of the reference (optimize = 0): tokens, functions   */
  uint8_t *ref; int32_t ref_len; /* the reference module                                             */
  int32_t nfn;
  NlLits lits[NL_MAXF];
  int32_t *prompt[NL_MAXF]; int32_t plen[NL_MAXF];
} NcProg;

/* prepares src (kept by pointer: it must outlive p).  0 on success; else NL_E_* (or -1: the program does
 * not compile) and a sentence in err. */
int nc_prog_init(NcProg *p, const char *src, int32_t len, int32_t prompt_cap, char *err, size_t errlen);
void nc_prog_free(NcProg *p);
/* the reference listing of function fi (malloc'd, *n tokens), or NULL with the NL_E_* code in *why */
int32_t *nc_prog_listing(const NcProg *p, int32_t fi, int32_t *n, int *why);
const char *nc_error_text(int code);
/* a token as text, for listings and debugging ("LOAD", "V3", "#2", "N-1", ...) into buf */
const char *nc_token_text(int tok, char *buf, size_t cap);

#endif
