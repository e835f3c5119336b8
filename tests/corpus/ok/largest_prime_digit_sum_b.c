#include <assert.h>
#include <stdbool.h>

static bool isPrime(int n) {
    if (n < 2) return false;
    for (int i = 2; (long long)i * i <= n; i++) {
        if (n % i == 0) return false;
    }
    return true;
}

/* You are given a list of integers. Find the largest prime value and return
   the sum of its digits. */
int skjkasdkd(int lst[], int size) {
    int maxx = 0;
    for (int i = 0; i < size; i++) {
        if (lst[i] > maxx && isPrime(lst[i])) {
            maxx = lst[i];
        }
    }
    int result = 0;
    while (maxx > 0) {
        result += maxx % 10;
        maxx /= 10;
    }
    return result;
}

#define LEN(a) ((int)(sizeof(a) / sizeof((a)[0])))

int main(void) {
    int a[] = {0,3,2,1,3,5,7,4,5,5,5,2,181,32,4,32,3,2,32,324,4,3};
    int b[] = {1,0,1,8,2,4597,2,1,3,40,1,2,1,2,4,2,5,1};
    int c[] = {1,3,1,32,5107,34,83278,109,163,23,2323,32,30,1,9,3};
    int d[] = {0,724,32,71,99,32,6,0,5,91,83,0,5,6};
    int e[] = {0,81,12,3,1,21};
    int f[] = {0,8,1,2,1,7};
    int g[] = {8191};
    int h[] = {8191, 123456, 127, 7};
    int k[] = {127, 97, 8192};
    assert(skjkasdkd(a, LEN(a)) == 10);
    assert(skjkasdkd(b, LEN(b)) == 25);
    assert(skjkasdkd(c, LEN(c)) == 13);
    assert(skjkasdkd(d, LEN(d)) == 11);
    assert(skjkasdkd(e, LEN(e)) == 3);
    assert(skjkasdkd(f, LEN(f)) == 7);
    assert(skjkasdkd(g, LEN(g)) == 19);
    assert(skjkasdkd(h, LEN(h)) == 19);
    assert(skjkasdkd(k, LEN(k)) == 10);
    return 0;
}
