// Square root by Newton's method, in doubles.
//   build/gnc run examples/newton.c --entry newton_sqrt -- 2      prints 1.4142135623730949
double newton_sqrt(double x) {
  double r = x > 1 ? x : 1;
  for (int i = 0; i < 60; i++) r = (r + x / r) / 2;
  return r;
}
