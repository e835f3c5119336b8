#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <assert.h>

typedef struct {
    char name[16];
    int age;
    double score;
} Student;

typedef int (*Comparator)(const void *, const void *);

static int by_age(const void *a, const void *b) {
    const Student *x = (const Student *)a;
    const Student *y = (const Student *)b;
    return x->age - y->age;
}

static int by_score_desc(const void *a, const void *b) {
    const Student *x = (const Student *)a;
    const Student *y = (const Student *)b;
    if (x->score < y->score) return 1;
    if (x->score > y->score) return -1;
    return 0;
}

static int by_name(const void *a, const void *b) {
    return strcmp(((const Student *)a)->name, ((const Student *)b)->name);
}

Comparator get_comparator(const char *key) {
    if (strcmp(key, "age") == 0) return by_age;
    if (strcmp(key, "score") == 0) return by_score_desc;
    if (strcmp(key, "name") == 0) return &by_name;
    return NULL;
}

void sort_students(Student *s, int n, const char *key) {
    Comparator cmp = get_comparator(key);
    if (cmp != NULL) {
        qsort(s, n, sizeof(Student), cmp);
    }
}

int is_sorted(const Student *s, int n, Comparator cmp) {
    for (int i = 1; i < n; i++) {
        if (cmp(&s[i - 1], &s[i]) > 0) return 0;
    }
    return 1;
}

int main(void) {
    Student s[] = {
        {"dave", 23, 88.5},
        {"alice", 31, 92.0},
        {"carol", 19, 75.25},
        {"bob", 27, 92.5},
    };
    int n = sizeof(s) / sizeof(s[0]);

    sort_students(s, n, "age");
    assert(strcmp(s[0].name, "carol") == 0);
    assert(strcmp(s[3].name, "alice") == 0);
    assert(is_sorted(s, n, by_age));

    sort_students(s, n, "score");
    assert(strcmp(s[0].name, "bob") == 0);
    assert(s[3].score == 75.25);
    assert(is_sorted(s, n, by_score_desc));
    assert(!is_sorted(s, n, by_age));

    sort_students(s, n, "name");
    assert(strcmp(s[0].name, "alice") == 0 && strcmp(s[1].name, "bob") == 0);
    assert(is_sorted(s, n, get_comparator("name")));

    assert(get_comparator("height") == NULL);
    sort_students(s, n, "height");
    assert(strcmp(s[0].name, "alice") == 0);

    for (int i = 0; i < n; i++) {
        printf("%s %d %.2f\n", s[i].name, s[i].age, s[i].score);
    }
    return 0;
}
