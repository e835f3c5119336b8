#include <stdlib.h>
#include <assert.h>

int search(const int *lst, int n) {
    int max = 0;
    for (int i = 0; i < n; i++) if (lst[i] > max) max = lst[i];
    int *freq = calloc(max + 1, sizeof(int));
    for (int i = 0; i < n; i++) freq[lst[i]]++;
    int ans = -1;
    for (int i = 1; i <= max; i++)
        if (freq[i] >= i) ans = i;
    free(freq);
    return ans;
}

int main(void) {
    assert(search((int[]){5, 5, 5, 5, 1}, 5) == 1);
    assert(search((int[]){4, 1, 4, 1, 4, 4}, 6) == 4);
    assert(search((int[]){3, 3}, 2) == -1);
    assert(search((int[]){8, 8, 8, 8, 8, 8, 8, 8}, 8) == 8);
    assert(search((int[]){2, 3, 3, 2, 2}, 5) == 2);
    assert(search((int[]){2, 7, 8, 8, 4, 8, 7, 3, 9, 6, 5, 10, 4, 3, 6, 7, 1, 7, 4, 10, 8, 1}, 22) == 1);
    assert(search((int[]){3, 2, 8, 2}, 4) == 2);
    assert(search((int[]){1}, 1) == 1);
    assert(search((int[]){10}, 1) == -1);
    return 0;
}
