#include <assert.h>

/* Given a non-empty list of integers, return the sum of all of the odd elements
   that are in even positions. */
int solution(int lst[], int n) {
    int sum = 0;
    for (int i = 0; i < n; i += 2)
        if (lst[i] % 2 != 0)
            sum += lst[i];
    return sum;
}

int main(void) {
    int a[] = {5, 8, 7, 1};
    int b[] = {3, 3, 3, 3, 3};
    int c[] = {30, 13, 24, 321};
    int d[] = {5, 9};
    int e[] = {2, 4, 8};
    int f[] = {30, 13, 23, 32};
    int g[] = {3, 13, 2, 9};
    assert(solution(a, 4) == 12);
    assert(solution(b, 5) == 9);
    assert(solution(c, 4) == 0);
    assert(solution(d, 2) == 5);
    assert(solution(e, 3) == 0);
    assert(solution(f, 4) == 23);
    assert(solution(g, 4) == 3);
    return 0;
}
