#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <assert.h>

static const char *names[] = {"zero", "one", "two", "three", "four",
                              "five", "six", "seven", "eight", "nine"};

static int word_to_num(const char *w) {
    for (int i = 0; i < 10; i++)
        if (strcmp(w, names[i]) == 0) return i;
    return -1;
}

char *sort_numbers(const char *numbers) {
    int counts[10] = {0};
    char buf[256];
    strncpy(buf, numbers, sizeof(buf) - 1);
    buf[sizeof(buf) - 1] = '\0';
    for (char *tok = strtok(buf, " "); tok; tok = strtok(NULL, " ")) {
        int v = word_to_num(tok);
        if (v >= 0) counts[v]++;
    }
    char *out = malloc(strlen(numbers) + 2);
    out[0] = '\0';
    for (int d = 0; d < 10; d++) {
        for (int k = 0; k < counts[d]; k++) {
            if (out[0] != '\0') strcat(out, " ");
            strcat(out, names[d]);
        }
    }
    return out;
}

int main(void) {
    char *r = sort_numbers("");
    assert(strcmp(r, "") == 0);
    free(r);
    r = sort_numbers("three");
    assert(strcmp(r, "three") == 0);
    free(r);
    r = sort_numbers("three five nine");
    assert(strcmp(r, "three five nine") == 0);
    free(r);
    r = sort_numbers("five zero four seven nine eight");
    assert(strcmp(r, "zero four five seven eight nine") == 0);
    free(r);
    r = sort_numbers("six five four three two one zero");
    assert(strcmp(r, "zero one two three four five six") == 0);
    printf("%s\n", r);
    free(r);
    return 0;
}
