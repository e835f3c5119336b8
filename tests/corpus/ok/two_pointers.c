#include <assert.h>
#include <ctype.h>
#include <stdbool.h>

/* Palindrome check ignoring case and non-alphanumeric characters */
bool is_palindrome(const char s[], int n) {
    int i, j;
    for (i = 0, j = n - 1; i < j; i++, j--) {
        while (i < j && !isalnum(s[i])) i++;
        while (i < j && !isalnum(s[j])) j--;
        if (tolower(s[i]) != tolower(s[j])) return false;
    }
    return true;
}

/* Reverse an array in place */
void reverse(int a[], int n) {
    for (int i = 0, j = n - 1; i < j; ++i, --j) {
        int t = a[i];
        a[i] = a[j], a[j] = t;
    }
}

/* Container with most water */
long max_area(const int h[], int n) {
    long best = 0;
    int l = 0, r = n - 1;
    while (l < r) {
        long width = r - l;
        long height = h[l] < h[r] ? h[l] : h[r];
        if (width * height > best) best = width * height;
        if (h[l] < h[r]) l++; else r--;
    }
    return best;
}

int main(void) {
    char s1[] = {'A', ' ', 'm', 'a', 'n', ',', ' ', 'a', ' ', 'p', 'l', 'a', 'n', ',', ' ',
                 'a', ' ', 'c', 'a', 'n', 'a', 'l', ':', ' ', 'P', 'a', 'n', 'a', 'm', 'a'};
    char s2[] = {'r', 'a', 'c', 'e', ' ', 'a', ' ', 'c', 'a', 'r'};
    char s3[] = {'.', ','};
    assert(is_palindrome(s1, (int)sizeof s1));
    assert(!is_palindrome(s2, (int)sizeof s2));
    assert(is_palindrome(s3, 2));
    int a[] = {1, 2, 3, 4, 5};
    reverse(a, 5);
    assert(a[0] == 5 && a[1] == 4 && a[2] == 3 && a[4] == 1);
    int h[] = {1, 8, 6, 2, 5, 4, 8, 3, 7};
    assert(max_area(h, 9) == 49);
    int h2[] = {1, 1};
    assert(max_area(h2, 2) == 1);
    return 0;
}
