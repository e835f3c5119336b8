#include <assert.h>

void move_zeroes(int nums[], int n) {
    int write = 0;
    for (int read = 0; read < n; read++) {
        if (nums[read] != 0) {
            int tmp = nums[write];
            nums[write] = nums[read];
            nums[read] = tmp;
            write++;
        }
    }
}

/* Dutch national flag: sort an array of 0s, 1s and 2s */
void sort_colors(int a[], int n) {
    int lo = 0, mid = 0, hi = n - 1;
    while (mid <= hi) {
        switch (a[mid]) {
        case 0: {
            int t = a[lo]; a[lo] = a[mid]; a[mid] = t;
            lo++;
            mid++;
            break;
        }
        case 1:
            mid++;
            break;
        default: {
            int t = a[hi]; a[hi] = a[mid]; a[mid] = t;
            hi--;
            break;
        }
        }
    }
}

int main(void) {
    int a[] = {0, 1, 0, 3, 12};
    move_zeroes(a, 5);
    int ea[] = {1, 3, 12, 0, 0};
    for (int i = 0; i < 5; i++) assert(a[i] == ea[i]);

    int b[] = {0, 0, 0};
    move_zeroes(b, 3);
    assert(b[0] == 0 && b[2] == 0);

    int c[] = {2, 0, 2, 1, 1, 0, 1, 2, 0};
    sort_colors(c, 9);
    int ec[] = {0, 0, 0, 1, 1, 1, 2, 2, 2};
    for (int i = 0; i < 9; i++) assert(c[i] == ec[i]);
    return 0;
}
