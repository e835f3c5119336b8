#include <assert.h>

typedef enum { RED, GREEN, BLUE, NUM_COLORS } Color;

/* Histogram of colors, indexed by the enum */
int most_common(const Color items[], int n) {
    int counts[NUM_COLORS] = {0};
    for (int i = 0; i < n; i++) counts[items[i]]++;
    int best = 0;
    for (int c = 1; c < NUM_COLORS; c++)
        if (counts[c] > counts[best]) best = c;
    return best;
}

int main(void) {
    Color a[] = {RED, BLUE, GREEN, BLUE, BLUE, RED};
    assert(most_common(a, 6) == BLUE);
    Color b[] = {GREEN};
    assert(most_common(b, 1) == GREEN);
    Color c[] = {RED, GREEN};
    assert(most_common(c, 2) == RED);
    return 0;
}
