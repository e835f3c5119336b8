#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <assert.h>

/* Split txt on whitespace; if there is no whitespace, split on commas; if there
   are no commas either, the result is the number of lower-case letters with an
   odd order in the alphabet. Returns the number of words (0 when counting) and
   stores the count in *odd_letters in that case. */
int split_words(const char *txt, char words[][32], int *odd_letters) {
    const char *sep = NULL;
    if (strchr(txt, ' ') != NULL) sep = " ";
    else if (strchr(txt, ',') != NULL) sep = ",";
    *odd_letters = -1;
    if (sep == NULL) {
        int count = 0;
        for (size_t i = 0; i < strlen(txt); i++)
            if (txt[i] >= 'a' && txt[i] <= 'z' && (txt[i] - 'a') % 2 == 1) count++;
        *odd_letters = count;
        return 0;
    }
    char buf[256];
    strcpy(buf, txt);
    int n = 0;
    for (char *tok = strtok(buf, sep); tok; tok = strtok(NULL, sep)) {
        strcpy(words[n++], tok);
    }
    return n;
}

int main(void) {
    char words[16][32];
    int odd;
    int n = split_words("Hello world!", words, &odd);
    assert(n == 2 && strcmp(words[0], "Hello") == 0 && strcmp(words[1], "world!") == 0);
    n = split_words("Hello,world!", words, &odd);
    assert(n == 2 && strcmp(words[0], "Hello") == 0 && strcmp(words[1], "world!") == 0);
    n = split_words("Hello world,!", words, &odd);
    assert(n == 2 && strcmp(words[1], "world,!") == 0);
    n = split_words("abcdef", words, &odd);
    assert(n == 0 && odd == 3);
    n = split_words("aaabb", words, &odd);
    assert(n == 0 && odd == 2);
    n = split_words("aaaBb", words, &odd);
    assert(n == 0 && odd == 1);
    n = split_words("", words, &odd);
    assert(n == 0 && odd == 0);
    printf("%d\n", odd);
    return 0;
}
