#include <assert.h>
#include <stdlib.h>
#include <string.h>

struct employee {
    char name[32];
    int age;
    double salary;
};

/* Order by salary, highest first; equal salaries by name. */
static int compare_employees(const void *a, const void *b) {
    const struct employee *x = a;
    const struct employee *y = b;
    if (x->salary != y->salary) return x->salary < y->salary ? 1 : -1;
    return strcmp(x->name, y->name);
}

double average_age(const struct employee *staff, int n) {
    int total = 0;
    for (int i = 0; i < n; i++) total += staff[i].age;
    return n > 0 ? (double)total / n : 0.0;
}

int main(void) {
    struct employee staff[] = {
        {"carol", 41, 5200.0},
        {"alice", 30, 6100.5},
        {"bob", 25, 5200.0},
        {"dave", 52, 4800.0},
    };
    int n = sizeof(staff) / sizeof(staff[0]);
    qsort(staff, n, sizeof(struct employee), compare_employees);
    assert(strcmp(staff[0].name, "alice") == 0);
    assert(strcmp(staff[1].name, "bob") == 0);
    assert(strcmp(staff[2].name, "carol") == 0);
    assert(strcmp(staff[3].name, "dave") == 0);
    assert(staff[1].age == 25);
    assert(average_age(staff, n) == 37.0);
    return 0;
}
