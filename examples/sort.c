// Insertion sort through an array parameter; returns the median of the sorted array.
//   build/gnc run examples/sort.c --entry median -- '[9, 4, 7, 1, 8]' 5      prints 7
void sort(int a[], int n) {
  for (int i = 1; i < n; i++) {
    int v = a[i];
    int j = i - 1;
    while (j >= 0 && a[j] > v) {
      a[j + 1] = a[j];
      j--;
    }
    a[j + 1] = v;
  }
}

int median(int a[], int n) {
  sort(a, n);
  return a[n / 2];
}
