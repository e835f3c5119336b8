// loops: nested counted loops with integer arithmetic
long main(int n) {
  long s = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < 1000; j++)
      for (int k = 0; k < 10; k++) s += (i ^ j) + k * 3 - (j & 7);
  return s;
}
