#include <assert.h>
#include <stdlib.h>
#include <string.h>

static const char *names[] = {"zero", "one", "two", "three", "four",
                              "five", "six", "seven", "eight", "nine"};

/* Input is a space-delimited string of numberals from 'zero' to 'nine'.
   Return the string with numbers sorted from smallest to largest. */
char *sort_numbers(const char *numbers) {
    int counts[10] = {0};
    char buf[16];
    const char *p = numbers;
    while (*p) {
        int len = 0;
        while (*p && *p != ' ') buf[len++] = *p++;
        buf[len] = '\0';
        while (*p == ' ') p++;
        for (int d = 0; d < 10; d++)
            if (strcmp(buf, names[d]) == 0) counts[d]++;
    }
    char *out = calloc(strlen(numbers) + 1, 1);
    for (int d = 0; d < 10; d++) {
        for (int k = 0; k < counts[d]; k++) {
            if (out[0] != '\0') strcat(out, " ");
            strcat(out, names[d]);
        }
    }
    return out;
}

int main(void) {
    const char *in[] = {"", "three", "three five nine", "five zero four seven nine eight", "six five four three two one zero"};
    const char *want[] = {"", "three", "three five nine", "zero four five seven eight nine", "zero one two three four five six"};
    for (int i = 0; i < 5; i++) {
        char *s = sort_numbers(in[i]);
        assert(strcmp(s, want[i]) == 0);
        free(s);
    }
    return 0;
}
