#include <assert.h>
#include <stdbool.h>

#define LIMIT 200000
static bool composite[LIMIT + 1];

int count_primes(int n) {
    int count = 0;
    for (int i = 2; i <= n; i++) {
        if (!composite[i]) {
            count++;
            for (long j = (long)i * i; j <= n; j += i) composite[j] = true;
        }
    }
    return count;
}

int main(void) {
    assert(count_primes(LIMIT) == 17984);
    int seen[100001] = {0};
    for (int i = 0; i < 100001; i += 3) seen[i] = 1;
    int c = 0;
    for (int i = 0; i < 100001; i++) c += seen[i];
    assert(c == 33334);
    return 0;
}
