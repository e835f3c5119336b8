#include <assert.h>
#include <ctype.h>
#include <string.h>

/* Encode a message: swap the case of all letters and replace all vowels with the letter that
   appears 2 places ahead of that vowel in the english alphabet. */
void encode(const char *message, char *out) {
    int i;
    for (i = 0; message[i] != '\0'; i++) {
        char c = message[i];
        if (isalpha((unsigned char)c)) {
            c = islower((unsigned char)c) ? toupper((unsigned char)c) : tolower((unsigned char)c);
            if (strchr("aeiouAEIOU", c)) c = (char)(c + 2);
        }
        out[i] = c;
    }
    out[i] = '\0';
}

int main(void) {
    char buf[128];
    encode("TEST", buf);
    assert(strcmp(buf, "tgst") == 0);
    encode("Mudasir", buf);
    assert(strcmp(buf, "mWDCSKR") == 0);
    encode("YES", buf);
    assert(strcmp(buf, "ygs") == 0);
    encode("This is a message", buf);
    assert(strcmp(buf, "tHKS KS C MGSSCGG") == 0);
    encode("I DoNt KnOw WhAt tO WrItE", buf);
    assert(strcmp(buf, "k dQnT kNqW wHcT Tq wRkTg") == 0);
    return 0;
}
