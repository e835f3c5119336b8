/* serve.h - `gnc serve`'s request bodies and answers, apart from HTTP (serve_req.c): each endpoint's body
 * becomes programs in gnc batch's input format (one JSON object each), and their result lines (gnc batch's
 * output) become the endpoint's answer.  serve.c does the HTTP and the batching.  docs/serve.md.
 */
#ifndef GNC_SERVE_H
#define GNC_SERVE_H
#include <jansson.h>
#include <stddef.h>
#include <stdint.h>

enum { SV_BATCH, SV_SCALEBOX, SV_RUNCODE };

/* the fuel a run_timeout of one second buys (run_timeout * this, at most the server's --fuel) */
#define SV_FUEL_PER_SECOND 100000000.0

typedef struct {
  int kind;            /* SV_*                                                                  */
  long n;              /* programs                                                              */
  char **texts;        /* n JSON objects in gnc batch's input format (malloc'd)                  */
  size_t *lens;
  int64_t fuel;        /* instructions per test asked for (0: the server's)                      */
  json_t *ctx;         /* what the answer needs besides the results (SV_SCALEBOX: the request)   */
  char *body;          /* SV_BATCH: the body (texts point into it)                               */
} SvProgs;

typedef struct {
  int64_t max_fuel;    /* the server's --fuel: a request may lower it, not raise it              */
  int stdin_ok;        /* per-test standard input is supported                                   */
} SvLimits;

/* Parses the body (len bytes; takes ownership of body, which is malloc'd) of a request to endpoint kind
 * (query: the value of the query's "fuel" argument, or NULL).  0 with p filled, else -1 with a message
 * that names the field ("tests[2].args: expected an array") in err. */
int sv_parse(int kind, char *body, size_t len, const char *query_fuel, const SvLimits *lim, SvProgs *p, char *err,
             size_t cap);
/* The answer (malloc'd JSON text, *len bytes) from the programs' result lines; run_s: the wall time of the
 * engine run that answered them. */
char *sv_answer(const SvProgs *p, const char *const *lines, const size_t *lens, double run_s, size_t *len);
void sv_progs_free(SvProgs *p);
/* a small JSON object {"error": MESSAGE} (malloc'd) */
char *sv_error_json(const char *msg, size_t *len);
#endif
