#include <stdio.h>
#include <string.h>
#include <assert.h>

/* returns the list with fewer total chars (the first on a tie) */
char **total_match(char **lst1, int n1, char **lst2, int n2, int *out_n) {
    int total1 = 0, total2 = 0;
    for (int i = 0; i < n1; i++) total1 += strlen(lst1[i]);
    for (int i = 0; i < n2; i++) total2 += strlen(lst2[i]);
    if (total1 <= total2) {
        *out_n = n1;
        return lst1;
    }
    *out_n = n2;
    return lst2;
}

int main(void) {
    int n;
    char **r;
    char *a1[] = {"hi", "admin"}, *a2[] = {"hi", "hi"};
    r = total_match(a1, 2, a2, 2, &n);
    assert(r == a2 && n == 2);
    char *b2[] = {"hi", "hi", "admin", "project"};
    r = total_match(a1, 2, b2, 4, &n);
    assert(r == a1);
    char *c2[] = {"I", "4", "5"}, *c1[] = {"4"};
    r = total_match(c1, 1, c2, 3, &n);
    assert(r == c1 && n == 1 && strcmp(r[0], "4") == 0);
    char *d2[] = {"hI", "Hi"};
    r = total_match(a1, 2, d2, 2, &n);
    assert(r == d2);
    char *e2[] = {"hI", "hi", "hii"};
    r = total_match(a1, 2, e2, 3, &n);
    assert(r == a1);
    r = total_match(NULL, 0, a1, 2, &n);
    assert(r == NULL && n == 0);
    char *f1[] = {"this"};
    r = total_match(a1, 2, f1, 1, &n);
    assert(n == 1 && strcmp(*r, "this") == 0);
    printf("%s\n", r[0]);
    return 0;
}
