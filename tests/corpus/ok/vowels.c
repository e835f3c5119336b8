#include <assert.h>
#include <ctype.h>

int is_vowel(int c) {
    c = tolower(c);
    return c == 'a' || c == 'e' || c == 'i' || c == 'o' || c == 'u';
}

/* Count vowels; 'y' counts only at the end of the word (HumanEval/64). */
int vowels_count(const char s[], int n) {
    int count = 0;
    for (int i = 0; i < n; i++) {
        if (is_vowel(s[i])) count++;
    }
    if (n > 0 && (s[n - 1] == 'y' || s[n - 1] == 'Y')) count++;
    return count;
}

/* Count uppercase vowels in even indices (HumanEval/98). */
int count_upper(const char s[], int n) {
    int count = 0;
    for (int i = 0; i < n; i += 2) {
        if (isupper(s[i]) && is_vowel(s[i])) count++;
    }
    return count;
}

int main(void) {
    char w1[] = {'a', 'b', 'c', 'd', 'e'};
    char w2[] = {'A', 'C', 'E', 'D', 'Y'};
    char w3[] = {'k', 'e', 'y'};
    char w4[] = {'b', 'y', 'e'};
    char w5[] = {'a', 'B', 'C', 'd', 'E', 'f'};
    char w6[] = {'d', 'B', 'B', 'E'};
    char w7[] = {'E', 'E', 'E', 'E'};
    assert(vowels_count(w1, 5) == 2);
    assert(vowels_count(w2, 5) == 3);
    assert(vowels_count(w3, 3) == 2);
    assert(vowels_count(w4, 3) == 1);
    assert(count_upper(w5, 6) == 1);
    assert(count_upper(w6, 4) == 0);
    assert(count_upper(w7, 4) == 2);
    return 0;
}
