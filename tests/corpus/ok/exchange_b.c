#include <stdio.h>
#include <string.h>
#include <assert.h>

/* Determine whether it is possible to exchange elements between lst1 and lst2
   to make lst1 a list of only even numbers. */
const char *exchange(int lst1[], int n1, int lst2[], int n2) {
    int odd = 0, even = 0;
    for (int i = 0; i < n1; i++)
        if (lst1[i] % 2 == 1) odd++;
    for (int i = 0; i < n2; i++)
        if (lst2[i] % 2 == 0) even++;
    return even >= odd ? "YES" : "NO";
}

int main(void) {
    int a1[] = {1, 2, 3, 4}, a2[] = {1, 2, 3, 4};
    int b2[] = {1, 5, 3, 4};
    int c1[] = {1, 2, 3, 4}, c2[] = {2, 1, 4, 3};
    int d1[] = {5, 7, 3}, d2[] = {2, 6, 4};
    int e1[] = {5, 7, 3}, e2[] = {2, 6, 3};
    int f1[] = {3, 2, 6, 1, 8, 9}, f2[] = {3, 5, 5, 1, 1, 1};
    int g1[] = {100, 200}, g2[] = {200, 200};
    assert(strcmp(exchange(a1, 4, a2, 4), "YES") == 0);
    assert(strcmp(exchange(a1, 4, b2, 4), "NO") == 0);
    assert(strcmp(exchange(c1, 4, c2, 4), "YES") == 0);
    assert(strcmp(exchange(d1, 3, d2, 3), "YES") == 0);
    assert(strcmp(exchange(e1, 3, e2, 3), "NO") == 0);
    assert(strcmp(exchange(f1, 6, f2, 6), "NO") == 0);
    assert(strcmp(exchange(g1, 2, g2, 2), "YES") == 0);
    printf("%s\n", exchange(g1, 2, g2, 2));
    return 0;
}
