#include <assert.h>
#include <ctype.h>

/*
 * Run-length encode an array of characters: "aaabcc" -> 'a',3,'b',1,'c',2
 * stored as pairs in out[]. Returns the number of ints written.
 */
int rle_encode(const char in[], int n, int out[]) {
    int k = 0;
    int i = 0;
    while (i < n) {
        int j = i;
        while (j < n && in[j] == in[i]) j++;
        out[k++] = in[i];
        out[k++] = j - i;
        i = j;
    }
    return k;
}

int rle_decode(const int enc[], int k, char out[]) {
    int n = 0;
    for (int p = 0; p < k; p += 2)
        for (int r = 0; r < enc[p + 1]; r++)
            out[n++] = (char)enc[p];
    return n;
}

/* HumanEval/27: flip the case of letters */
void flip_case(char s[], int n) {
    for (int i = 0; i < n; i++) {
        if (isupper(s[i])) s[i] = tolower(s[i]);
        else if (islower(s[i])) s[i] = toupper(s[i]);
    }
}

int main(void) {
    char text[] = {'a', 'a', 'a', 'b', 'c', 'c', 'd', 'd', 'd', 'd'};
    int enc[20];
    int k = rle_encode(text, 10, enc);
    assert(k == 8);
    assert(enc[0] == 'a' && enc[1] == 3);
    assert(enc[2] == 'b' && enc[3] == 1);
    assert(enc[6] == 'd' && enc[7] == 4);
    char back[10];
    assert(rle_decode(enc, k, back) == 10);
    for (int i = 0; i < 10; i++) assert(back[i] == text[i]);
    char h[] = {'H', 'e', 'l', 'l', 'o', '!'};
    flip_case(h, 6);
    assert(h[0] == 'h' && h[1] == 'E' && h[4] == 'O' && h[5] == '!');
    return 0;
}
