#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include <assert.h>

/* Swap case of all letters, replace all vowels with the letter that appears
   2 places ahead of that vowel in the english alphabet. */
char* encode(const char* message) {
    int len = strlen(message);
    char* result = (char*)malloc(len + 1);
    const char* vowels = "aeiouAEIOU";
    for (int i = 0; i < len; i++) {
        char c = message[i];
        if (isalpha(c)) {
            if (islower(c)) c = toupper(c);
            else c = tolower(c);
            if (strchr(vowels, c) != NULL) {
                c = c + 2;
            }
        }
        result[i] = c;
    }
    result[len] = '\0';
    return result;
}

int main() {
    char* r;
    r = encode("TEST"); assert(strcmp(r, "tgst") == 0); free(r);
    r = encode("Mudasir"); assert(strcmp(r, "mWDCSKR") == 0); free(r);
    r = encode("YES"); assert(strcmp(r, "ygs") == 0); free(r);
    r = encode("This is a message"); assert(strcmp(r, "tHKS KS C MGSSCGG") == 0); free(r);
    r = encode("I DoNt KnOw WhAt tO WrItE"); assert(strcmp(r, "k dQnT kNqW wHcT Tq wRkTg") == 0); free(r);
    return 0;
}
