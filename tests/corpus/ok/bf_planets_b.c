#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <assert.h>

static const char *planets[] = {"Mercury", "Venus", "Earth", "Mars", "Jupiter", "Saturn", "Uranus", "Neptune"};
#define NPLANETS 8

static int index_of(const char *name) {
    for (int i = 0; i < NPLANETS; i++)
        if (strcmp(planets[i], name) == 0) return i;
    return -1;
}

/* Return all planets whose orbits are located between the orbit of planet1
   and the orbit of planet2, sorted by proximity to the sun. */
const char **bf(const char *planet1, const char *planet2, int *returnSize) {
    int i1 = index_of(planet1), i2 = index_of(planet2);
    *returnSize = 0;
    if (i1 == -1 || i2 == -1 || i1 == i2) return NULL;
    if (i1 > i2) {
        int t = i1;
        i1 = i2;
        i2 = t;
    }
    const char **res = malloc(NPLANETS * sizeof(const char *));
    for (int i = i1 + 1; i < i2; i++) res[(*returnSize)++] = planets[i];
    return res;
}

static int check(const char *p1, const char *p2, const char *expected) {
    int n;
    const char **r = bf(p1, p2, &n);
    char joined[128] = "";
    for (int i = 0; i < n; i++) {
        if (i) strcat(joined, ",");
        strcat(joined, r[i]);
    }
    free(r);
    printf("bf(%s, %s) = (%s)\n", p1, p2, joined);
    return strcmp(joined, expected) == 0;
}

int main(void) {
    assert(check("Jupiter", "Neptune", "Saturn,Uranus"));
    assert(check("Earth", "Mercury", "Venus"));
    assert(check("Mercury", "Uranus", "Venus,Earth,Mars,Jupiter,Saturn"));
    assert(check("Neptune", "Venus", "Earth,Mars,Jupiter,Saturn,Uranus"));
    assert(check("Earth", "Earth", ""));
    assert(check("Mars", "Earth", ""));
    assert(check("Jupiter", "Makemake", ""));
    return 0;
}
