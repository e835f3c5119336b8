/* nc_exec.c - running a module on argument sets, for judging the neural compiler's candidates.
 *
 * A candidate is measured against the reference by execution: both run on the same argument sets and
 * must agree on the trap, the return value (bit for bit) and the contents of the array arguments after
 * the call.  Random argument sets follow the entry's signature: integers drawn from a mix of small values,
 * boundary values and full-range ones, doubles from small, large and integral values, arrays of 8 such
 * elements (the generator's array length), so that guarded divisions, masks and branches are exercised.
 */
#include <stdlib.h>
#include <string.h>
#include "neural/nc.h"
#include "engine/host.h"
#include "neural/nn/nn.h"

#define NC_STACK 65536
#define NC_HEAP 65536
#define NC_DEPTH 1000

int nc_verify(const uint8_t *bytes, int32_t len, Module *m) {
  VfyError e;
  size_t ws;
  void *w;
  int rc;
  if (len <= 0 || mod_load(bytes, (size_t)len, m) != MOD_OK) return 1;
  ws = vfy_workspace_size(m);
  if (!(w = host_alloc(ws))) return -1;
  rc = vfy_module(m, w, ws, &e);
  free(w);
  return rc != 0;
}

void nc_exec(const Module *m, int32_t fn, const NcArgs *a, int64_t fuel, NcRun *r) {
  static Value stack[NC_STACK], heap[NC_HEAP];
  static int32_t frames[VM_FRAME_INTS * (NC_DEPTH + 1)];
  VmMem mem; /* no byte memory: the neural compiler's programs have no pointers */
  VmLimits lim = {fuel, NC_DEPTH};
  VmResult res;
  Value args[NC_MAX_ARGS];
  int32_t used = 0, i, k, off[NC_MAX_ARGS];
  uint64_t h = 1469598103934665603ULL;
  memset(&mem, 0, sizeof mem);
  mem.stack = stack; mem.stack_cap = NC_STACK;
  mem.heap = heap; mem.heap_cap = NC_HEAP;
  mem.frames = frames; mem.frames_cap = VM_FRAME_INTS * (NC_DEPTH + 1);
  const ModFunc *f = &m->fn[fn];
  const uint8_t *pt = m->types + f->types_off;
  for (i = 0; i < a->n && i < f->nparams; i++) {
    if (TY_IS_ARR(pt[i])) {
      off[i] = used;
      for (k = 0; k < a->alen[i]; k++) heap[used + k] = a->arr[i][k];
      args[i] = vm_arr_ref(used, a->alen[i]);
      used += a->alen[i];
    } else {
      args[i] = a->v[i];
    }
  }
  vm_call(m, fn, args, f->nparams, used, &mem, &lim, &res);
  r->trap = res.trap;
  r->ret = res.ret;
  r->steps = res.steps;
  for (i = 0; i < a->n && i < f->nparams; i++)
    if (TY_IS_ARR(pt[i]))
      for (k = 0; k < a->alen[i]; k++) h = (h ^ heap[off[i] + k].u) * 1099511628211ULL;
  r->arr_hash = h;
}

int64_t nc_candidate_fuel(const NcRun *ref) {
  return ref->trap == TRAP_FUEL ? ref->steps : ref->steps * 10 + 1000;
}

int nc_same(const NcRun *a, const NcRun *b) {
  if (a->trap != b->trap) return 0;
  if (a->trap != TRAP_NONE) return 1;
  return a->ret.u == b->ret.u && a->arr_hash == b->arr_hash;
}

/* a random scalar of type t from generator state (seed, *ctr) */
static Value nc_rand_value(int t, uint64_t seed, uint64_t *ctr) {
  static const int64_t edge[] = {0, 1, -1, 2, -2, 7, 8, 31, 32, 63, 64, 255, 65535, 2147483647LL,
                                 -2147483647LL - 1, 4294967296LL};
  uint64_t r = nn_rand_u64(seed, (*ctr)++), pick = r % 8, x = nn_rand_u64(seed, (*ctr)++);
  Value v;
  if (t == TY_BOOL) { v.i = (int64_t)(x & 1); return v; }
  if (t == TY_DOUBLE) {
    if (pick < 3) v.d = (double)((int64_t)(x % 41) - 20);
    else if (pick < 6) v.d = ((double)(x >> 11) / 9007199254740992.0 - 0.5) * 200.0;
    else v.d = ((double)(x >> 11) / 9007199254740992.0 - 0.5) * 4e18;
    return v;
  }
  if (pick < 3) v.i = (int64_t)(x % 41) - 20;
  else if (pick < 5) v.i = edge[x % (sizeof edge / sizeof *edge)];
  else if (pick < 6) v.i = (int64_t)(x % 2001) - 1000;
  else v.i = (int64_t)x;
  if (t == TY_INT) v.i = (int32_t)(uint32_t)v.u;
  return v;
}

void nc_random_args(const Module *m, int32_t fn, int32_t set, NcArgs *a) {
  const ModFunc *f = &m->fn[fn];
  const uint8_t *pt = m->types + f->types_off;
  uint64_t ctr = 0, seed = (uint64_t)set * 7919u + 17u;
  int32_t i, k;
  memset(a, 0, sizeof *a);
  a->n = f->nparams < NC_MAX_ARGS ? f->nparams : NC_MAX_ARGS;
  for (i = 0; i < a->n; i++) {
    if (TY_IS_ARR(pt[i])) {
      a->alen[i] = NC_ARR_LEN;
      for (k = 0; k < NC_ARR_LEN; k++) a->arr[i][k] = nc_rand_value(TY_BASE(pt[i]), seed, &ctr);
    } else {
      a->v[i] = nc_rand_value(pt[i], seed, &ctr);
    }
  }
}
