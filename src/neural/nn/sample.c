/* sample.c - the counter-based random generator and the token sampler.
 *
 * nn_rand_u64(seed, counter) is the splitmix64 output function applied to
 * seed ^ (counter * 0x9E3779B97F4A7C15) + 0x9E3779B97F4A7C15: stateless, so the CPU and the GPU (or any
 * number of threads) draw the same numbers from the same (seed, counter) pairs.  nn_rand_uniform keeps the
 * top 24 bits, so it is an exact float in [0, 1).
 *
 * nn_sample: with temperature 0 it returns the allowed token of highest logit (lowest id on ties).
 * Otherwise it orders the allowed tokens by logit, descending, ties by lower id; keeps the first top_k
 * (0: all); takes the weights exp((logit - max) / temperature) of those; keeps the shortest prefix whose
 * weight reaches top_p of the kept total (top_p >= 1: all; so top-k renormalises before top-p, as the
 * usual samplers do); and walks that prefix in order, returning the first token whose cumulative weight
 * exceeds u * (prefix total).  No libc rand; the same inputs give the same token.
 */
#include "neural/nn/nn.h"

#include <math.h>

#define GOLDEN 0x9E3779B97F4A7C15ull

uint64_t nn_rand_u64(uint64_t seed, uint64_t counter) {
  uint64_t z = (seed ^ (counter * GOLDEN)) + GOLDEN;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

float nn_rand_uniform(uint64_t seed, uint64_t counter) {
  return (float)(nn_rand_u64(seed, counter) >> 40) * (1.0f / 16777216.0f);
}

/* token a goes before token b: higher logit, then lower id (NaN logits count as -infinity) */
static int before(const float *logits, int a, int b) {
  float la = isnan(logits[a]) ? -INFINITY : logits[a], lb = isnan(logits[b]) ? -INFINITY : logits[b];
  return la > lb || (la == lb && a < b);
}

static void sift_down(const float *logits, int *ids, int root, int n) {
  for (;;) {
    int child = 2 * root + 1;
    if (child >= n) return;
    /* a heap with the *last* token in order at the top, so the sort ends in order */
    if (child + 1 < n && before(logits, ids[child], ids[child + 1])) child++;
    if (!before(logits, ids[root], ids[child])) return;
    int t = ids[root];
    ids[root] = ids[child];
    ids[child] = t;
    root = child;
  }
}

/* heapsort ids[0..n) into sampling order */
static void sort_ids(const float *logits, int *ids, int n) {
  for (int i = n / 2 - 1; i >= 0; i--) sift_down(logits, ids, i, n);
  for (int end = n - 1; end > 0; end--) {
    int t = ids[0];
    ids[0] = ids[end];
    ids[end] = t;
    sift_down(logits, ids, 0, end);
  }
}

static int greedy(const float *logits, const int *ids, int n) {
  int best = ids[0];
  for (int i = 1; i < n; i++)
    if (before(logits, ids[i], best)) best = ids[i];
  return best;
}

int nn_sample(const float *logits, const uint8_t *allowed, int V, float temperature, int top_k, float top_p,
              float u, float *scratch_f, int *scratch_i) {
  int n = 0;
  for (int v = 0; v < V; v++)
    if (allowed[v]) scratch_i[n++] = v;
  if (n == 0) return -1;
  if (!(temperature > 0.0f) || n == 1) return greedy(logits, scratch_i, n);
  sort_ids(logits, scratch_i, n);
  int k = top_k > 0 && top_k < n ? top_k : n;
  float maxl = logits[scratch_i[0]], total = 0.0f;
  if (isnan(maxl) || isinf(maxl)) return scratch_i[0];
  for (int i = 0; i < k; i++) {
    float l = logits[scratch_i[i]];
    scratch_f[i] = isnan(l) ? 0.0f : expf((l - maxl) / temperature);
    total += scratch_f[i];
  }
  if (top_p < 1.0f) {
    float cum = 0.0f, need = top_p * total;
    int keep = 0;
    while (keep < k && (keep == 0 || cum < need)) cum += scratch_f[keep++];
    k = keep;
    total = cum;
  }
  float target = u * total, cum = 0.0f;
  for (int i = 0; i < k; i++) {
    cum += scratch_f[i];
    if (cum > target) return scratch_i[i];
  }
  return scratch_i[k - 1];
}
