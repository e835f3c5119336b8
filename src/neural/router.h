/* router.h - the hybrid compiler's router: which programs go to the neural compiler.
 *
 * A program is described by RT_NFEAT numbers read from its source in one pass over the bytes, without a branch
 * on them (no lexer, no allocation: 0.84 us for a 1 KB program), each log(1 + count): bytes, lines, loop
 * keywords, parentheses (calls, conditions), brackets (arrays), braces (blocks), semicolons (statements),
 * comparison and logic characters, stars (pointers, products), quotes (strings), digits (literals), dots
 * (floating literals, members) and '#' (directives).  A logistic regression over the standardised features gives the
 * probability that the neural
 * compiler will produce an accepted candidate; the hybrid sends a program to the neural path when that
 * probability is at least the threshold, and to the traditional compiler otherwise.  Whatever it decides,
 * the program's verdict is the traditional compiler's (docs/neural.md, The hybrid compiler): the router
 * only decides where the time goes.
 *
 * Routers are text files (models/gnc-router.txt, made by `gnc neural train-router`):
 *   gnc-router 1
 *   features 13
 *   threshold 0.5
 *   mean  m0 ... m12
 *   scale s0 ... s12
 *   weight w0 ... w12
 *   bias b
 * Every line must be there, in this order, with exactly these counts; anything else is an error that names
 * the line.
 */
#ifndef GNC_ROUTER_H
#define GNC_ROUTER_H
#include <stddef.h>
#include <stdint.h>

#define RT_NFEAT 13
#define RT_DEFAULT "models/gnc-router.txt"

typedef struct {
  double mean[RT_NFEAT], scale[RT_NFEAT], weight[RT_NFEAT], bias;
  double threshold;
} Router;

/* the features of a source of len bytes */
void rt_features(const char *src, int64_t len, double f[RT_NFEAT]);
/* the features' names, for listings ("bytes", "lines", ...) */
const char *rt_feature_name(int i);
/* P(the neural compiler's candidate is accepted) */
double rt_predict(const Router *r, const double f[RT_NFEAT]);
/* 1: send to the neural path */
int rt_route(const Router *r, const char *src, int64_t len);
/* text form; 0 on success, else a sentence in err */
int rt_save(const Router *r, const char *path, char *err, size_t cap);
int rt_load(Router *r, const char *path, char *err, size_t cap);
/* parses the text form (text, n bytes); on error err holds "line N: ..." */
int rt_parse(Router *r, const char *text, size_t n, char *err, size_t cap);

#endif
