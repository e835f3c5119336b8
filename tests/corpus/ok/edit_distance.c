#include <assert.h>

#define MAXLEN 32
#define ROW 33

int min3(int a, int b, int c) {
    int m = a < b ? a : b;
    return m < c ? m : c;
}

/* Levenshtein distance between two character arrays; the table is flattened */
int edit_distance(const char a[], int n, const char b[], int m) {
    int dp[1089]; /* (MAXLEN + 1) * (MAXLEN + 1) */
    const int W = MAXLEN + 1;
    for (int i = 0; i <= n; i++) dp[i * W] = i;
    for (int j = 0; j <= m; j++) dp[j] = j;
    for (int i = 1; i <= n; i++) {
        for (int j = 1; j <= m; j++) {
            int cost = (a[i - 1] == b[j - 1]) ? 0 : 1;
            dp[i * W + j] = min3(dp[(i - 1) * W + j] + 1,
                                 dp[i * W + j - 1] + 1,
                                 dp[(i - 1) * W + j - 1] + cost);
        }
    }
    return dp[n * W + m];
}

/* Longest common subsequence length */
int lcs(const char a[], int n, const char b[], int m) {
    int prev[ROW] = {0}, cur[ROW] = {0};
    for (int i = 1; i <= n; i++) {
        for (int j = 1; j <= m; j++) {
            if (a[i - 1] == b[j - 1]) cur[j] = prev[j - 1] + 1;
            else cur[j] = prev[j] > cur[j - 1] ? prev[j] : cur[j - 1];
        }
        for (int j = 0; j <= m; j++) prev[j] = cur[j];
    }
    return prev[m];
}

int main(void) {
    char kitten[] = {'k', 'i', 't', 't', 'e', 'n'};
    char sitting[] = {'s', 'i', 't', 't', 'i', 'n', 'g'};
    char horse[] = {'h', 'o', 'r', 's', 'e'};
    char ros[] = {'r', 'o', 's'};
    assert(edit_distance(kitten, 6, sitting, 7) == 3);
    assert(edit_distance(horse, 5, ros, 3) == 3);
    assert(edit_distance(horse, 5, horse, 5) == 0);
    assert(edit_distance(horse, 0, ros, 3) == 3);
    char x[] = {'A', 'G', 'G', 'T', 'A', 'B'};
    char y[] = {'G', 'X', 'T', 'X', 'A', 'Y', 'B'};
    assert(lcs(x, 6, y, 7) == 4);
    assert(lcs(kitten, 6, sitting, 7) == 4);
    return 0;
}
