#include <assert.h>
#include <stdio.h>
#include <string.h>

/* A table with a flexible array member, initialised statically (gcc's extension). */
struct Table { int count; const char *words[]; };
static struct Table fruits = { 4, { "apple", "banana", "cherry", "date" } };

enum Order;
int compare_len(const char *a, const char *b, enum Order *how);
enum Order { SHORTER = 1, SAME = 2, LONGER = 3 };

int compare_len(const char *a, const char *b, enum Order *how) {
    size_t la = strlen(a), lb = strlen(b);
    *how = la < lb ? SHORTER : la == lb ? SAME : LONGER;
    return (int)la - (int)lb;
}

int longest(const struct Table *t) {
    int best = 0;
    for (int i = 1; i < t->count; i++) {
        enum Order how;
        compare_len(t->words[i], t->words[best], &how);
        if (how == LONGER) best = i;
    }
    return best;
}

int main(void) {
    assert(fruits.count == 4);
    assert(longest(&fruits) == 1);
    enum Order how;
    assert(compare_len("kiwi", "date", &how) == 0 && how == SAME);
    printf("%s\n", fruits.words[longest(&fruits)]);
    return 0;
}
