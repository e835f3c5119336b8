/* humaneval.h - `gnc batch --format humaneval`: samples {"task_id", "completion"} scored against a problem
 * file the way human-eval's evaluate_functional_correctness does, with pass@k (docs/batch.md). */
#ifndef GNC_HUMANEVAL_H
#define GNC_HUMANEVAL_H
#include <jansson.h>
#include <stdio.h>
#include "engine/jsonl.h"
#include "cli/jsonio.h"

typedef struct He He;
/* Loads the problems of a JSON-lines file; check(tests) validates a problem's "tests" array (NULL or the
 * reason, malloc'd).  NULL with the reason ("FILE:LINE: ...") in err when the file is unreadable or bad. */
He *he_load(const char *path, char *(*check)(json_t *tests), char *err, size_t cap);
void he_free(He *h);
/* A sample (a JSON object) as a program: *src and *entry are new references (the caller drops them),
 * *tests borrowed from the problems, *task the problem's index, *mode 1 when the problem's "test" source
 * gives the checks (its main), 0 for "tests".  NULL, or the reason naming the field (malloc'd). */
char *he_program(const He *h, json_t *sample, json_t **src, json_t **entry, json_t **tests, int32_t *task,
                 int *mode);
/* The result of a sample's program: "passed", "timed out" or "failed: REASON" (into b as a JSON string);
 * 1 when it passed.  err: the program's error text when r->status != PS_OK. */
int he_result(Buf *b, int mode, const ProgResult *r, const TestResult *tr, int64_t ntests, const char *err);
/* counts a sample of task (pass@k) */
void he_count(He *h, int32_t task, int passed);
void he_invalid(He *h);
/* the summary on f, and as a JSON line on json (when not NULL); ks: the k of pass@k */
void he_summary(const He *h, FILE *f, FILE *json, const int64_t *ks, int nk);
/* pass@k, the unbiased estimator of the HumanEval paper (Chen et al. 2021) for n samples with c correct, the one
 * of every command (`gnc batch --format humaneval`, `gnc neural eval`): 1 - C(n-c, k) / C(n, k), computed as
 * human-eval does, 1 - prod_{i=n-c+1..n} (1 - k / i) */
double he_pass_at_k(int64_t n, int64_t c, int64_t k);
#endif
