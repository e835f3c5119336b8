#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include <assert.h>

char *flip_case(const char *string) {
    char *out = strdup(string);
    for (char *p = out; *p != '\0'; ++p) {
        if (islower(*p)) *p = toupper(*p);
        else if (isupper(*p)) *p = tolower(*p);
    }
    return out;
}

int main(void) {
    char *s = flip_case("");
    assert(strcmp(s, "") == 0);
    free(s);
    s = flip_case("Hello!");
    assert(strcmp(s, "hELLO!") == 0);
    free(s);
    s = flip_case("These violent delights have violent ends");
    assert(strcmp(s, "tHESE VIOLENT DELIGHTS HAVE VIOLENT ENDS") == 0);
    puts(s);
    free(s);
    return 0;
}
