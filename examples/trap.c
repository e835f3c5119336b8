// A runtime trap: the array has 4 elements, the loop reads a fifth.
//   build/gnc run examples/trap.c      prints "examples/trap.c: runtime error: index_out_of_bounds", exit 134
int main(void) {
  int a[4] = {1, 2, 3, 4};
  int s = 0;
  for (int i = 0; i <= 4; i++) s += a[i];
  return s;
}
