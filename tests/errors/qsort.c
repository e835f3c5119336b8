// qsort's comparator must be a function int (const void *, const void *), or a pointer to one.
// 6:38: error: the comparator of 'qsort' must be a function int (const void *, const void *) declared before, or a pointer to one
// 7:49: error: the comparator of 'qsort' must be a function int (const void *, const void *) declared before, or a pointer to one
#include <stdlib.h>
long wrong_return(const void *a, const void *b) { return 0; }
int sort1(void) { int a[2] = {2, 1}; qsort(a, 2, sizeof a[0], wrong_return); return a[0]; }
int sort2(void) { int a[2] = {2, 1}; int f = 0; qsort(a, 2, sizeof a[0], f); return a[0]; }
