#include <assert.h>
#include <stdlib.h>
#include <string.h>

/* Parse a string of musical notes in a special ASCII format: 'o' is a whole note (4 beats),
   'o|' a half note (2 beats) and '.|' a quater note (1 beat). Returns malloc'd beats. */
int *parse_music(const char *music_string, int *out_len) {
    int *beats = malloc(sizeof(int) * (strlen(music_string) + 1));
    int n = 0;
    const char *p = music_string;
    while (*p) {
        if (*p == ' ') {
            p++;
            continue;
        }
        const char *end = strchr(p, ' ');
        size_t len = end ? (size_t)(end - p) : strlen(p);
        if (len == 1 && strncmp(p, "o", 1) == 0) beats[n++] = 4;
        else if (len == 2 && strncmp(p, "o|", 2) == 0) beats[n++] = 2;
        else if (len == 2 && strncmp(p, ".|", 2) == 0) beats[n++] = 1;
        p += len;
    }
    *out_len = n;
    return beats;
}

int main(void) {
    int n;
    int *b = parse_music("", &n);
    assert(n == 0);
    free(b);
    b = parse_music("o o o o", &n);
    assert(n == 4 && b[0] == 4 && b[3] == 4);
    free(b);
    b = parse_music("o| .| o| .| o o| o o|", &n);
    int expected[] = {2, 1, 2, 1, 4, 2, 4, 2};
    assert(n == 8);
    for (int i = 0; i < n; i++) assert(b[i] == expected[i]);
    free(b);
    return 0;
}
