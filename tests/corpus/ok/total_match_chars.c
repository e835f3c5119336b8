#include <assert.h>
#include <string.h>

static int total_chars(const char **lst, int n) {
    int total = 0;
    for (int i = 0; i < n; i++) total += (int)strlen(lst[i]);
    return total;
}

/* Accept two lists of strings and return the list that has total number of chars in all
   strings less than the other list (the first list if both are equal).
   Returns 1 for lst1 and 2 for lst2. */
int total_match(const char **lst1, int n1, const char **lst2, int n2) {
    return total_chars(lst1, n1) <= total_chars(lst2, n2) ? 1 : 2;
}

int main(void) {
    assert(total_match(NULL, 0, NULL, 0) == 1);
    const char *a1[] = {"hi", "admin"};
    const char *a2[] = {"hi", "hi"};
    assert(total_match(a1, 2, a2, 2) == 2);
    const char *b2[] = {"hi", "hi", "admin", "project"};
    assert(total_match(a1, 2, b2, 4) == 1);
    const char *c1[] = {"4"};
    const char *c2[] = {"1", "2", "3", "4", "5"};
    assert(total_match(c1, 1, c2, 5) == 1);
    const char *d2[] = {"hI", "Hi"};
    assert(total_match(a1, 2, d2, 2) == 2);
    const char *e2[] = {"hI", "hi", "hii"};
    assert(total_match(a1, 2, e2, 3) == 1);
    return 0;
}
